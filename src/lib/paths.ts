/**
 * Every path of the product, defined once. Links, redirects and the route table read from here,
 * so a path is never typed twice.
 */
export const paths = {
  home: '/',
  waitlist: '/waitlist',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  products: {
    root: '/products',
    smartCommands: '/products/smart-commands',
    digitalAssistants: '/products/digital-assistants',
    externalTools: '/products/external-tools',
  },
  linktree: '/linktree',
  blog: {
    root: '/blog',
    article: {
      pattern: '/blog/:id',
      to: (id: string) => `/blog/${encodeURIComponent(id)}`,
    },
  },
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  registration: '/registration',
  register: '/register',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  thankYou: '/thank-you',
  /** Subscription management, inside the user area (issue 46); `legacy` keeps the old address. */
  subscription: '/dashboard/subscription',
  invoice: {
    pattern: '/dashboard/subscription/invoices/:id',
    to: (id: string) => `/dashboard/subscription/invoices/${encodeURIComponent(id)}`,
  },
  /** Addresses that moved: mails and bookmarks still use them, and they redirect. */
  legacy: {
    subscription: '/subscription',
    invoice: '/subscription/invoices/:id',
  },
  payment: '/payment',
  paymentResult: '/payment-result',
  privacy: '/privacy',
  terms: '/terms',
  adminSetup: '/admin-setup',
  styleGuide: '/style-guide',
  /** An own prompt shared by its owner through an unlisted link (read-only). */
  sharedPrompt: {
    pattern: '/p/:slug',
    to: (slug: string) => `/p/${encodeURIComponent(slug)}`,
  },
  dashboard: {
    root: '/dashboard',
    promptCards: '/dashboard/prompt-cards',
    promptCard: {
      pattern: '/dashboard/prompt-cards/:id',
      to: (id: string) => `/dashboard/prompt-cards/${encodeURIComponent(id)}`,
    },
    gptAssistants: '/dashboard/gpt-assistants',
    aiTools: '/dashboard/ai-tools',
    automationTemplates: '/dashboard/automation-templates',
    favorites: '/dashboard/favorites',
    collections: {
      root: '/dashboard/collections',
      pattern: '/dashboard/collections/:id',
      to: (id: string) => `/dashboard/collections/${encodeURIComponent(id)}`,
    },
    profile: '/dashboard/profile',
    settings: '/dashboard/settings',
    subscription: '/dashboard/subscription',
    community: '/dashboard/community',
    help: '/dashboard/help',
    supportRequest: {
      pattern: '/dashboard/help/requests/:id',
      to: (id: string) => `/dashboard/help/requests/${encodeURIComponent(id)}`,
    },
    chatbot: '/dashboard/chatbot',
    userPrompts: '/dashboard/user-prompts',
    userPromptNew: '/dashboard/user-prompts/new',
    userPrompt: {
      pattern: '/dashboard/user-prompts/:id',
      to: (id: string) => `/dashboard/user-prompts/${encodeURIComponent(id)}`,
    },
    userPromptEdit: {
      pattern: '/dashboard/user-prompts/:id/edit',
      to: (id: string) => `/dashboard/user-prompts/${encodeURIComponent(id)}/edit`,
    },
    savedPreferences: '/dashboard/saved-preferences',
    /** «سجل التشغيل»: runs of «تشغيل هنا» (issue 47). */
    runs: '/dashboard/runs',
    accessDemo: '/dashboard/access-demo',
    kits: {
      root: '/dashboard/kits',
      pattern: '/dashboard/kits/:slug',
      to: (slug: string) => `/dashboard/kits/${encodeURIComponent(slug)}`,
    },
    newCompany: '/dashboard/companies/new',
    /** A company workspace; its pages are in src/lib/company-paths.ts. */
    company: '/dashboard/company/:companyId',
  },
  /** A company invitation link (src/lib/company-paths.ts builds it). */
  invite: '/invite/:token',
  admin: {
    root: '/518',
    overview: '/518/overview',
    securityRoadmap: '/518/security-roadmap',
    prompts: '/518/products/prompts',
    catalogue: '/518/catalogue',
    feedback: '/518/feedback',
    icons: '/518/icons',
    users: '/518/users',
    logs: '/518/logs',
    settings: '/518/settings',
    lockedAccounts: '/518/locked-accounts',
    leads: '/518/leads',
    importExport: '/518/import-export',
    search: '/518/search',
    content: '/518/content',
    support: '/518/support',
    invoices: '/518/invoices',
    renewals: '/518/renewals',
    mail: '/518/mail',
    newsletter: '/518/newsletter',
    funnel: '/518/funnel',
    kits: '/518/kits',
  },
} as const

/** The top navigation is hidden inside the user area and the admin area (spec 2.2). */
export function isShellPath(pathname: string): boolean {
  return [paths.dashboard.root, paths.admin.root].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}
