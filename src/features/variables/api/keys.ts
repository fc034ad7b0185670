export const variablesKeys = {
  all: ['variables'] as const,
  saved: (userId: string) => [...variablesKeys.all, 'saved', userId] as const,
  company: (userId: string) => [...variablesKeys.all, 'company', userId] as const,
  dialect: (userId: string) => [...variablesKeys.all, 'dialect', userId] as const,
}
