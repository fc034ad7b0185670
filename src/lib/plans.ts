import { formatSar } from './format'

/**
 * The public plan catalogue, bundled for first paint. The `plans` table is the source of truth
 * (ARCHITECTURE 3); this copy carries the pricing-page prices and must stay equal to the seed,
 * which a test compares field by field.
 */
export type PlanSlug = 'trial' | 'basic' | 'advanced' | 'premium' | 'lifetime'
export type BillingCycle = 'trial' | 'monthly' | 'lifetime'

/** As stored in plans.limits; -1 means unlimited (a lifetime plan's duration_days is -1). */
export type PlanLimits = {
  prompts_access: 'limited' | 'single_section' | 'all_chatgpt' | 'all'
  gpt_assistants: number
  ai_tools_directory: false | 'basic' | 'full'
  automation_templates: boolean
  support_level: 'email' | 'standard' | 'direct' | 'priority'
  chatgpt_sections: number
  duration_days: number
  golden_guarantee: boolean
  guarantee_days: number
  prompts_per_day: number
  assistants: number
  storage_mb: number
  /** Own prompts («أوامري», deleted ones not counted; -1: no limit). */
  user_prompts: number
  /** Collections besides «المفضلة» (-1: no limit). */
  collections: number
}

export type Plan = {
  slug: PlanSlug
  name: string
  nameEn: string
  price: number
  currency: 'SAR'
  billingCycle: BillingCycle
  features: string[]
  featuresEn: string[]
  limits: PlanLimits
  description: string
  descriptionEn: string
  isPopular?: boolean
}

/** Ordered by rank: trial < basic < advanced < premium < lifetime. */
export const plans: readonly Plan[] = [
  {
    slug: 'trial',
    name: 'تجريبي',
    nameEn: 'Trial',
    price: 0,
    currency: 'SAR',
    billingCycle: 'trial',
    features: ['وصول محدود إلى الأوامر الذكية', 'تجربة لمدة 7 أيام', 'دعم عبر البريد الإلكتروني'],
    featuresEn: ['Limited access to smart commands', '7-day trial', 'E-mail support'],
    limits: {
      prompts_access: 'limited',
      gpt_assistants: 0,
      ai_tools_directory: false,
      automation_templates: false,
      support_level: 'email',
      chatgpt_sections: 1,
      duration_days: 7,
      golden_guarantee: false,
      guarantee_days: 0,
      prompts_per_day: 10,
      assistants: 0,
      storage_mb: 10,
      user_prompts: 10,
      collections: 3,
    },
    description: 'جرّب المنصة مجاناً لمدة 7 أيام بوصول محدود',
    descriptionEn: 'Try the platform free for 7 days with limited access',
  },
  {
    slug: 'basic',
    name: 'الأساسية',
    nameEn: 'Basic',
    price: 19,
    currency: 'SAR',
    billingCycle: 'monthly',
    features: ['قسم واحد من أوامر ChatGPT', 'تحديثات شهرية للمكتبة', 'دعم عبر البريد الإلكتروني'],
    featuresEn: ['One ChatGPT prompt section', 'Monthly library updates', 'E-mail support'],
    limits: {
      prompts_access: 'single_section',
      gpt_assistants: 0,
      ai_tools_directory: false,
      automation_templates: false,
      support_level: 'email',
      chatgpt_sections: 1,
      duration_days: 30,
      golden_guarantee: false,
      guarantee_days: 0,
      prompts_per_day: 50,
      assistants: 0,
      storage_mb: 50,
      user_prompts: 50,
      collections: 10,
    },
    description: 'قسم واحد من أوامر ChatGPT بدون مساعدين',
    descriptionEn: 'One ChatGPT section, no assistants',
  },
  {
    slug: 'advanced',
    name: 'المتقدمة',
    nameEn: 'Advanced',
    price: 35,
    currency: 'SAR',
    billingCycle: 'monthly',
    features: [
      'جميع أوامر ChatGPT',
      'تحديثات شهرية للمكتبة',
      'المفضلة والتفضيلات المحفوظة',
      'دعم أولوية عادية',
    ],
    featuresEn: [
      'All ChatGPT prompts',
      'Monthly library updates',
      'Favorites and saved preferences',
      'Standard support',
    ],
    limits: {
      prompts_access: 'all_chatgpt',
      gpt_assistants: 0,
      ai_tools_directory: false,
      automation_templates: false,
      support_level: 'standard',
      chatgpt_sections: -1,
      duration_days: 30,
      golden_guarantee: false,
      guarantee_days: 0,
      prompts_per_day: 200,
      assistants: 0,
      storage_mb: 200,
      user_prompts: 200,
      collections: 25,
    },
    description: 'جميع أوامر ChatGPT',
    descriptionEn: 'All ChatGPT prompts',
  },
  {
    slug: 'premium',
    name: 'الكاملة',
    nameEn: 'Complete',
    price: 57,
    currency: 'SAR',
    billingCycle: 'monthly',
    features: [
      'جميع الأوامر الذكية لكل المنصات',
      'جميع المساعدات الرقمية (GPTs)',
      'دليل أدوات الذكاء الاصطناعي الأساسي',
      'قوالب الأتمتة',
      'دعم مباشر',
    ],
    featuresEn: [
      'All smart commands for every platform',
      'All digital assistants (GPTs)',
      'Basic AI tools directory',
      'Automation templates',
      'Direct support',
    ],
    limits: {
      prompts_access: 'all',
      gpt_assistants: -1,
      ai_tools_directory: 'basic',
      automation_templates: true,
      support_level: 'direct',
      chatgpt_sections: -1,
      duration_days: 30,
      golden_guarantee: false,
      guarantee_days: 0,
      prompts_per_day: -1,
      assistants: -1,
      storage_mb: 1000,
      user_prompts: 1000,
      collections: 50,
    },
    description: 'جميع الأوامر والمساعدين ودليل الأدوات الأساسي',
    descriptionEn: 'All prompts and assistants, basic tools directory',
    isPopular: true,
  },
  {
    slug: 'lifetime',
    name: 'مدى الحياة',
    nameEn: 'Lifetime',
    price: 499,
    currency: 'SAR',
    billingCycle: 'lifetime',
    features: [
      'وصول دائم لجميع الأوامر والمساعدين',
      'دليل الأدوات الكامل',
      'دعم ذو أولوية',
      'ضمان ذهبي لمدة 7 أيام',
      'جميع التحديثات المستقبلية',
    ],
    featuresEn: [
      'Permanent access to all prompts and assistants',
      'Full tools directory',
      'Priority support',
      '7-day golden guarantee',
      'All future updates',
    ],
    limits: {
      prompts_access: 'all',
      gpt_assistants: -1,
      ai_tools_directory: 'full',
      automation_templates: true,
      support_level: 'priority',
      chatgpt_sections: -1,
      duration_days: -1,
      golden_guarantee: true,
      guarantee_days: 7,
      prompts_per_day: -1,
      assistants: -1,
      storage_mb: -1,
      user_prompts: -1,
      collections: -1,
    },
    description: 'وصول دائم لكل شيء مع ضمان ذهبي 7 أيام',
    descriptionEn: 'Permanent access to everything with a 7-day golden guarantee',
  },
]

export function getPlan(slug: string): Plan | undefined {
  return plans.find((plan) => plan.slug === slug)
}

/** Spec 9.1: 0 shows "free"; lifetime shows the price with "one time"; otherwise "/month". */
export function formatPlanPrice(plan: Pick<Plan, 'price' | 'billingCycle'>): string {
  if (plan.price === 0) return 'مجاناً'
  const amount = formatSar(plan.price)
  return plan.billingCycle === 'lifetime' ? `${amount} مرة واحدة` : `${amount} /شهرياً`
}
