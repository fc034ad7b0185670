import { useSearchParams } from 'react-router-dom'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPage, Section } from '../components/admin-page'
import { SearchInsights } from '../components/search-insights'
import { SearchLexicon } from '../components/search-lexicon'
import { SearchPins } from '../components/search-pins'
import { AddSynonymsForm, SynonymGroups } from '../components/search-synonyms'

const TABS = {
  queries: 'ما يبحث عنه الناس',
  pins: 'نتائج مثبتة',
  lexicon: 'قاموس اللهجات',
  synonyms: 'المرادفات',
} as const
type Tab = keyof typeof TABS
const isTab = (value: string | null): value is Tab => value !== null && value in TABS

/**
 * /518/search (issue 45): what people search for and how the search answers them, and the three
 * ways an admin teaches it — the dialect lexicon, synonyms, and pinned results. The open tab is
 * in the address (?tab=lexicon), so a link can open it.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'queries'
  return (
    <AdminPage
      title="البحث"
      description="ما يبحث عنه المشتركون وما يجدونه، وتعليم البحث: كلمات اللهجات والمرادفات والنتائج المثبتة. يستخدم البحث كل تغيير فوراً."
    >
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'queries' ? {} : { tab: value }, { replace: true })
        }
        dir="rtl"
      >
        <TabsList aria-label="أقسام البحث">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {TABS[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="queries">
          <Section
            title="عمليات البحث"
            description="الأكثر بحثاً، وما لم يجد نتائج كافية، وما لم يفتح الباحثون منه شيئاً، وموضع النتيجة التي فتحوها."
          >
            <SearchInsights />
          </Section>
        </TabsContent>
        <TabsContent value="pins">
          <Section
            title="نتائج مثبتة"
            description="أوامر تظهر أولاً لعبارة بحث بعينها، بترتيبها، لكل الباحثين."
          >
            <SearchPins />
          </Section>
        </TabsContent>
        <TabsContent value="lexicon">
          <Section
            title="قاموس اللهجات"
            description="كلمات يكتبها الناس (لهجات الخليج ومصر والشام، وطرق الكتابة، والكلمات الأجنبية) وما يقابلها من كلمات المكتبة. يُطبَّق على عبارة البحث لا على الأوامر."
          >
            <SearchLexicon />
          </Section>
        </TabsContent>
        <TabsContent value="synonyms">
          <Section
            title="المرادفات"
            description="كل كلمة في المجموعة تجد الأوامر التي فيها أي كلمة أخرى منها."
          >
            <AddSynonymsForm />
            <SynonymGroups />
          </Section>
        </TabsContent>
      </Tabs>
    </AdminPage>
  )
}
