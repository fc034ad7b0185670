/** Query keys of the companies feature; every key starts with the user so accounts never mix. */
export const companyKeys = {
  all: ['companies'] as const,
  mine: (uid: string) => ['companies', uid, 'mine'] as const,
  one: (uid: string, companyId: string) => ['companies', uid, companyId] as const,
  members: (uid: string, companyId: string) => ['companies', uid, companyId, 'members'] as const,
  invitations: (uid: string, companyId: string) =>
    ['companies', uid, companyId, 'invitations'] as const,
  prompts: (uid: string, companyId: string) => ['companies', uid, companyId, 'prompts'] as const,
  prompt: (uid: string, companyId: string, promptId: string) =>
    ['companies', uid, companyId, 'prompt', promptId] as const,
  queue: (uid: string, companyId: string) => ['companies', uid, companyId, 'queue'] as const,
  values: (uid: string, companyId: string) => ['companies', uid, companyId, 'values'] as const,
  usage: (uid: string, companyId: string) => ['companies', uid, companyId, 'usage'] as const,
  ai: (uid: string, companyId: string) => ['companies', uid, companyId, 'ai'] as const,
  aiUsage: (uid: string, companyId: string) => ['companies', uid, companyId, 'ai-usage'] as const,
  collections: (uid: string, companyId: string) =>
    ['companies', uid, companyId, 'collections'] as const,
  invitation: (token: string) => ['company-invitation', token] as const,
}
