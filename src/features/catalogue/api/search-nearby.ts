import { queryOptions } from '@tanstack/react-query'
import { db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

/** A category close to a query nothing fits (search_nearby, issue 45). */
export type NearbyCategory = { id: string; name: string; description: string }

/** A prompt offered as «قد يفيدك» when nothing fits: what a result card shows. */
export type NearbyPrompt = {
  id: string
  slug: string
  title_ar: string
  description_ar: string
  category: string
  platforms: string[]
  locked: boolean
  lock_reason: string | null
}

export type Nearby = { categories: NearbyCategory[]; prompts: NearbyPrompt[] }

/** The closest categories and prompts for a query the search found nothing for. */
export async function fetchNearby(query: string): Promise<Nearby> {
  const client = await db()
  const { data, error } = await client.rpc('search_nearby', { p_query: query, p_limit: 3 })
  if (error) throw toCatalogueError(error)
  return {
    categories: data
      .filter((row) => row.kind === 'category')
      .map((row) => ({ id: row.value, name: row.label, description: row.description })),
    prompts: data
      .filter((row) => row.kind === 'prompt' && row.prompt_id)
      .map((row) => ({
        id: row.prompt_id,
        slug: row.value,
        title_ar: row.label,
        description_ar: row.description,
        category: row.category,
        platforms: row.platforms ?? [],
        locked: row.locked,
        lock_reason: row.lock_reason,
      })),
  }
}

export const searchNearbyQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.nearby(query),
    queryFn: () => fetchNearby(query),
    enabled: query.trim() !== '',
    staleTime: 5 * 60_000,
  })
