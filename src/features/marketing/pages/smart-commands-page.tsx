import { BookOpen, Filter, Layers, RefreshCw, Star, Variable } from 'lucide-react'
import { Container } from '@/components/layout/container'
import { usePageMeta } from '@/hooks/use-page-meta'
import { CtaSection } from '../components/cta-section'
import { FaqSection } from '../components/faq-list'
import { ProductLayout, type ProductFeature } from '../components/product-layout'
import { SectionHeading } from '../components/section-heading'
import { smartCommandsFaqs } from '../content/faqs'
import { categoryClaim, claim } from '@/lib/catalogue-claims'

const features: readonly ProductFeature[] = [
  {
    icon: Layers,
    title: 'أربع منصات',
    description: 'أوامر مجرّبة لـ ChatGPT وGemini وClaude، وأوامر لتوليد الصور في Midjourney.',
  },
  {
    icon: Variable,
    title: 'متغيرات تُملأ تلقائياً',
    description: 'احفظ اسم شركتك وجمهورك ونبرة علامتك مرة واحدة، فتظهر في كل أمر دون إعادة كتابة.',
  },
  {
    icon: Filter,
    title: 'بحث وتصفية دقيقة',
    description: 'ابحث بالعربية حسب المهمة أو القطاع أو المنصة، وصل إلى الأمر المناسب في ثوانٍ.',
  },
  {
    icon: Star,
    title: 'المفضلة',
    description: 'اجمع الأوامر التي يستخدمها فريقك يومياً في قائمة واحدة سهلة الوصول.',
  },
  {
    icon: RefreshCw,
    title: 'تحديث شهري',
    description: 'نضيف أوامر جديدة كل شهر ونحسّن الأوامر الحالية بناءً على ملاحظات المشتركين.',
  },
  {
    icon: BookOpen,
    title: 'أمثلة وشروحات',
    description: 'مع كل أمر مثال محلول: قيم معبأة وجواب نموذجي، لترى النتيجة قبل أن تبدأ.',
  },
]

const categories = [
  { name: 'التسويق', id: 'marketing' },
  { name: 'إدارة الأعمال', id: 'business-management' },
  { name: 'كتابة المحتوى', id: 'content-writing' },
  { name: 'تحليل البيانات', id: 'data-analysis' },
  { name: 'تحسين محركات البحث (SEO)', id: 'seo' },
  { name: 'ريادة الأعمال والمبيعات', id: 'entrepreneurship-sales' },
] as const

export default function SmartCommandsPage() {
  usePageMeta(
    'الأوامر الذكية',
    `${claim('prompts')} ذكي بالعربية لـ ChatGPT وGemini وClaude وMidjourney في التسويق والمحتوى والإدارة والمبيعات.`,
  )
  return (
    <ProductLayout
      eyebrow="الأوامر الذكية"
      title={`${claim('prompts')} ذكي جاهز للاستخدام`}
      description="توقف عن البدء من صفحة فارغة. اختر الأمر المناسب لمهمتك، واملأ بيانات عملك، واحصل على نتيجة احترافية من أول محاولة."
      featuresTitle="لماذا الأوامر الذكية من سند؟"
      features={features}
    >
      <section
        aria-labelledby="categories-heading"
        className="border-y border-border bg-card/30 py-16"
      >
        <Container>
          <SectionHeading
            id="categories-heading"
            title="تصنيفات المكتبة"
            description="أوامر مصنفة حسب المجال لتصل إلى ما تحتاجه بسرعة."
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li
                key={category.name}
                className="flex items-center justify-between rounded-lg border border-border bg-card p-5"
              >
                <span className="font-medium">{category.name}</span>
                <span className="text-sm text-primary">{categoryClaim(category.id)}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <FaqSection items={smartCommandsFaqs} />
      <CtaSection />
    </ProductLayout>
  )
}
