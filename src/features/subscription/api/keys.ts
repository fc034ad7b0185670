/** Query keys of the subscription feature, one factory (invalidate with `subscriptionKeys.all`). */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: (userId: string) => ['subscription', 'status', userId] as const,
  plans: () => ['subscription', 'plans'] as const,
  promotions: () => ['subscription', 'promotions'] as const,
  details: (userId: string) => ['subscription', 'details', userId] as const,
  rank: (userId: string) => ['subscription', 'rank', userId] as const,
  history: (userId: string) => ['subscription', 'history', userId] as const,
  scheduled: (userId: string) => ['subscription', 'scheduled', userId] as const,
  renewal: (userId: string) => ['subscription', 'renewal', userId] as const,
  invoices: (userId: string) => ['subscription', 'invoices', userId] as const,
  invoice: (id: string) => ['subscription', 'invoice', id] as const,
  validation: (userId: string, plan: string) =>
    ['subscription', 'validation', userId, plan] as const,
  quote: (userId: string, plan: string, code: string | null, period = 'month') =>
    ['subscription', 'quote', userId, plan, code, period] as const,
}
