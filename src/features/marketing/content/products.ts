import { paths } from '@/lib/paths'

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
    tagline:
      'أكثر من 30,000 أمر جاهز لـ ChatGPT وGemini وClaude وMidjourney، مصنفة حسب المهمة والقطاع.',
    highlight: '+30,000 أمر',
  },
  {
    id: 'digital-assistants',
    to: paths.products.digitalAssistants,
    title: 'المساعدات الرقمية',
    tagline:
      'أكثر من 70 مساعداً رقمياً (GPTs) متخصصاً في التسويق وإدارة المشاريع وتطوير الأعمال والموارد البشرية.',
    highlight: '+70 مساعداً',
  },
  {
    id: 'external-tools',
    to: paths.products.externalTools,
    title: 'دليل الأدوات الخارجية',
    tagline:
      'دليل عربي منتقى لأفضل أدوات الذكاء الاصطناعي، مع شرح لاستخداماتها وتكاملاتها مع عملك.',
    highlight: '+50 تكاملاً',
  },
]
