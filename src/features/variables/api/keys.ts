export const variablesKeys = {
  all: ['variables'] as const,
  saved: (userId: string) => [...variablesKeys.all, 'saved', userId] as const,
}
