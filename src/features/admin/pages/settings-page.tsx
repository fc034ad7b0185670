import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useSiteSettings } from '../api/settings'
import { AdminPage, Section } from '../components/admin-page'
import { AiModelsSection } from '../components/ai-models-section'
import { ChatQuestionsEditor } from '../components/chat-questions-editor'
import {
  DiscountCodesSection,
  FeatureFlagsSection,
  ReferralCodesSection,
} from '../components/codes-sections'
import { LaunchSwitch } from '../components/launch-switch'
import { QueryState } from '../components/query-state'

export default function SettingsAdminPage() {
  const settings = useSiteSettings()
  return (
    <AdminPage
      title="إعدادات النظام"
      description="حالة الإطلاق، وأسئلة المساعد، والميزات، ورموز الدعوة، وأكواد الخصم، ونماذج الذكاء الاصطناعي. العروض الترويجية في إدارة المحتوى."
    >
      <Tabs defaultValue="site" dir="rtl">
        <TabsList>
          <TabsTrigger value="site">الموقع</TabsTrigger>
          <TabsTrigger value="flags">الميزات</TabsTrigger>
          <TabsTrigger value="referrals">رموز الدعوة</TabsTrigger>
          <TabsTrigger value="discounts">أكواد الخصم</TabsTrigger>
          <TabsTrigger value="ai-models">نماذج الذكاء الاصطناعي</TabsTrigger>
        </TabsList>
        <TabsContent value="site" className="flex flex-col gap-4">
          <QueryState query={settings} loadingLabel="جارٍ تحميل الإعدادات...">
            {(rows) => (
              <>
                <Section title="حالة الإطلاق">
                  <LaunchSwitch settings={rows} />
                </Section>
                <Section title="الأسئلة المقترحة في المساعد" description="chat_suggested_questions">
                  <ChatQuestionsEditor settings={rows} />
                </Section>
              </>
            )}
          </QueryState>
        </TabsContent>
        <TabsContent value="flags">
          <Section title="الميزات (feature_flags)">
            <FeatureFlagsSection />
          </Section>
        </TabsContent>
        <TabsContent value="referrals">
          <Section title="رموز الدعوة لقائمة الانتظار">
            <ReferralCodesSection />
          </Section>
        </TabsContent>
        <TabsContent value="discounts">
          <Section title="أكواد الخصم">
            <DiscountCodesSection />
          </Section>
        </TabsContent>
        <TabsContent value="ai-models">
          <Section
            title="نماذج الذكاء الاصطناعي (ai_models)"
            description="النماذج التي يختار منها المستخدمون عند «تشغيل هنا» وعند التشغيل بمفتاح الشركة، بنافذة السياق وأقصى طول للإجابة."
          >
            <AiModelsSection />
          </Section>
        </TabsContent>
      </Tabs>
    </AdminPage>
  )
}
