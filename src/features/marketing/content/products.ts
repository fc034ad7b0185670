import { paths } from '@/lib/paths'
import { claim, statTile } from '@/lib/catalogue-claims'

export type ProductId = 'smart-commands' | 'digital-assistants' | 'external-tools'

export type ProductSummary = {
  id: ProductId
  to: string
  title: string
  tagline: string
  highlight: string
}

export const productSummaries: readonly ProductSummary[] = [
  {
    id: 'smart-commands',
    to: paths.products.smartCommands,
    title: 'الأوامر الذكية',
    tagline: `${claim('prompts')} جاهز لـ ChatGPT وGemini وClaude وMidjourney، مصنفة حسب المهمة والقطاع، ومع كل أمر مثال محلول.`,
    highlight: `${statTile('prompts').value} ${statTile('prompts').label}`,
  },
  {
    id: 'digital-assistants',
    to: paths.products.digitalAssistants,
    title: 'المساعدات الرقمية',
    tagline: `${claim('assistants')} رقمياً (GPTs) متخصصاً في التسويق وإدارة المشاريع وتطوير الأعمال والموارد البشرية.`,
    highlight: `${statTile('assistants').value} ${statTile('assistants').label}`,
  },
  {
    id: 'external-tools',
    to: paths.products.externalTools,
    title: 'دليل الأدوات الخارجية',
    tagline: `دليل عربي منتقى يضم ${claim('tools')} من أدوات الذكاء الاصطناعي، مع شرح لاستخداماتها، و${claim('templates')} أتمتة تربطها بعملك.`,
    highlight: `${statTile('tools').value} ${statTile('tools').label}`,
  },
]
