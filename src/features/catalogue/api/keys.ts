import type { LibraryFilters } from '../lib/filters'

export const catalogueKeys = {
  all: ['catalogue'] as const,
  search: (filters: LibraryFilters) => [...catalogueKeys.all, 'search', filters] as const,
  suggestions: (query: string) => [...catalogueKeys.all, 'suggestions', query.trim()] as const,
  prompt: (id: string) => [...catalogueKeys.all, 'prompt', id] as const,
  vote: (id: string, userId: string) => [...catalogueKeys.all, 'vote', id, userId] as const,
  body: (id: string) => [...catalogueKeys.all, 'prompt', id, 'body'] as const,
  example: (id: string) => [...catalogueKeys.all, 'prompt', id, 'example'] as const,
  openGate: (id: string, userId: string) =>
    [...catalogueKeys.all, 'prompt', id, 'gate', userId] as const,
  promptsByIds: (ids: readonly string[]) => [...catalogueKeys.all, 'prompts', ...ids] as const,
  recent: (userId: string) => [...catalogueKeys.all, 'recent', userId] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  platforms: () => [...catalogueKeys.all, 'platforms'] as const,
  access: (userId: string) => [...catalogueKeys.all, 'access', userId] as const,
  plans: () => [...catalogueKeys.all, 'plans'] as const,
  favorites: (userId: string) => [...catalogueKeys.all, 'favorites', userId] as const,
  assistants: () => [...catalogueKeys.all, 'assistants'] as const,
  assistantLinks: (userId: string) => [...catalogueKeys.all, 'assistant-links', userId] as const,
  tools: () => [...catalogueKeys.all, 'tools'] as const,
  templates: () => [...catalogueKeys.all, 'templates'] as const,
  planMatrix: () => [...catalogueKeys.all, 'plan-matrix'] as const,
  entitlements: (userId: string) => [...catalogueKeys.all, 'entitlements', userId] as const,
  locks: (kind: string, userId: string) => [...catalogueKeys.all, 'locks', kind, userId] as const,
  toolDetails: (userId: string) => [...catalogueKeys.all, 'tool-details', userId] as const,
  templateDetails: (userId: string) => [...catalogueKeys.all, 'template-details', userId] as const,
}
