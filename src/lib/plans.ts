import { formatSar } from './format'

/**
 * The public plan catalogue, bundled for first paint. The `plans` table is the source of truth
 * (ARCHITECTURE 3); this copy carries the pricing-page prices and must stay equal to the seed,
 * which a test compares field by field.
 */
export type PlanSlug = 'trial' | 'basic' | 'advanced' | 'premium' | 'lifetime'
export type BillingCycle = 'trial' | 'monthly' | 'lifetime'

/** -1 means unlimited, as in the plans table. */
export type PlanLimits = {
  prompts_access: 'limited' | 'single_section' | 'chatgpt' | 'all'
  gpt_assistants: number
  ai_tools_directory: 'none' | 'basic' | 'full'
  support_level: 'email' | 'standard' | 'priority'
  chatgpt_sections: number
  /** null: no expiry (lifetime). */
  duration_days: number | null
  golden_guarantee: boolean
  guarantee_days: number
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
    name: 'التجريبية',
    nameEn: 'Trial',
    price: 0,
    currency: 'SAR',
    billingCycle: 'trial',
    features: [
      'تجربة مجانية لمدة 7 أيام',
      'وصول محدود إلى مكتبة الأوامر الذكية',
      'قسم واحد من أوامر ChatGPT',
      'دعم عبر البريد الإلكتروني',
    ],
    featuresEn: [
      '7-day free trial',
      'Limited access to the smart-commands library',
      'One ChatGPT section',
      'E-mail support',
    ],
    limits: {
      prompts_access: 'limited',
      gpt_assistants: 0,
      ai_tools_directory: 'none',
      support_level: 'email',
      chatgpt_sections: 1,
      duration_days: 7,
      golden_guarantee: false,
      guarantee_days: 0,
    },
    description: 'جرّب المنصة سبعة أيام بلا تكلفة وتعرّف على طريقة عمل الأوامر الذكية.',
    descriptionEn: 'Try the platform for seven days at no cost.',
  },
  {
    slug: 'basic',
    name: 'الأساسية',
    nameEn: 'Basic',
    price: 19,
    currency: 'SAR',
    billingCycle: 'monthly',
    features: [
      'قسم واحد من أوامر ChatGPT بالكامل',
      'تحديثات شهرية للقسم المختار',
      'حفظ الأوامر في المفضلة',
      'دعم عبر البريد الإلكتروني',
    ],
    featuresEn: [
      'One full ChatGPT section',
      'Monthly updates to the chosen section',
      'Save prompts to favorites',
      'E-mail support',
    ],
    limits: {
      prompts_access: 'single_section',
      gpt_assistants: 0,
      ai_tools_directory: 'none',
      support_level: 'email',
      chatgpt_sections: 1,
      duration_days: 30,
      golden_guarantee: false,
      guarantee_days: 0,
    },
    description: 'بداية مناسبة للأفراد: قسم كامل من أوامر ChatGPT دون مساعدات رقمية.',
    descriptionEn: 'A starting point: one full ChatGPT section, no assistants.',
  },
  {
    slug: 'advanced',
    name: 'المتقدمة',
    nameEn: 'Advanced',
    price: 35,
    currency: 'SAR',
    billingCycle: 'monthly',
    features: [
      'جميع أقسام أوامر ChatGPT',
      'متغيرات موحّدة تُملأ تلقائياً في الأوامر',
      'تحديثات شهرية للمكتبة',
      'دعم فني قياسي',
    ],
    featuresEn: [
      'Every ChatGPT prompt section',
      'Unified variables filled into prompts',
      'Monthly library updates',
      'Standard support',
    ],
    limits: {
      prompts_access: 'chatgpt',
      gpt_assistants: 0,
      ai_tools_directory: 'none',
      support_level: 'standard',
      chatgpt_sections: -1,
      duration_days: 30,
      golden_guarantee: false,
      guarantee_days: 0,
    },
    description: 'لمن يعتمد على ChatGPT يومياً: كل أوامر ChatGPT في مكان واحد.',
    descriptionEn: 'For daily ChatGPT users: every ChatGPT prompt in one place.',
  },
  {
    slug: 'premium',
    name: 'الكاملة',
    nameEn: 'Complete',
    price: 57,
    currency: 'SAR',
    billingCycle: 'monthly',
    features: [
      'جميع الأوامر لكل المنصات: ChatGPT وGemini وMidjourney وClaude',
      'أكثر من 70 مساعداً رقمياً (GPTs)',
      'الدليل الأساسي لأدوات الذكاء الاصطناعي',
      'قوالب الأتمتة والمجتمع',
      'دعم فني قياسي',
    ],
    featuresEn: [
      'Every prompt for ChatGPT, Gemini, Midjourney and Claude',
      '70+ GPT assistants',
      'Basic AI-tools directory',
      'Automation templates and community',
      'Standard support',
    ],
    limits: {
      prompts_access: 'all',
      gpt_assistants: -1,
      ai_tools_directory: 'basic',
      support_level: 'standard',
      chatgpt_sections: -1,
      duration_days: 30,
      golden_guarantee: false,
      guarantee_days: 0,
    },
    description: 'الخيار الأنسب للفرق والشركات: كل الأوامر وكل المساعدات الرقمية.',
    descriptionEn: 'Best for teams: every prompt and every assistant.',
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
      'كل ما في الباقة الكاملة دون تجديد شهري',
      'الدليل الكامل لأدوات الذكاء الاصطناعي',
      'دعم فني بأولوية',
      'ضمان ذهبي لمدة 7 أيام',
    ],
    featuresEn: [
      'Everything in Complete, no monthly renewal',
      'Full AI-tools directory',
      'Priority support',
      '7-day golden guarantee',
    ],
    limits: {
      prompts_access: 'all',
      gpt_assistants: -1,
      ai_tools_directory: 'full',
      support_level: 'priority',
      chatgpt_sections: -1,
      duration_days: null,
      golden_guarantee: true,
      guarantee_days: 7,
    },
    description: 'ادفع مرة واحدة واحصل على كل شيء، مع أولوية في الدعم وضمان ذهبي.',
    descriptionEn: 'Pay once for everything, with priority support and a golden guarantee.',
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
