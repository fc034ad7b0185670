import { queryOptions } from '@tanstack/react-query'
import { db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

export type SearchSuggestion = {
  kind: 'category' | 'term' | 'prompt' | 'correction'
  label: string
  /** Category id, the term itself, the prompt id, or the corrected query. */
  value: string
}

const KINDS: ReadonlySet<string> = new Set(['category', 'term', 'prompt', 'correction'])

/** Suggestions for what has been typed so far (or for a search that found nothing). */
export async function fetchSearchSuggestions(query: string): Promise<SearchSuggestion[]> {
  const client = await db()
  const { data, error } = await client.rpc('search_suggest', { p_query: query })
  if (error) throw toCatalogueError(error)
  return data.filter((row): row is SearchSuggestion => KINDS.has(row.kind))
}

export const searchSuggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.suggestions(query),
    queryFn: () => fetchSearchSuggestions(query),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  })
