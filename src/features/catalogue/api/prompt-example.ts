import { queryOptions } from '@tanstack/react-query'
import { db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

/** A prompt's worked example (issue 44): the values it was filled with and an example answer. */
export type PromptExample = { values: Record<string, string>; answer: string }

/** The example, which goes with the body: read after open_prompt (prompt_example refuses before). */
export async function fetchPromptExample(id: string): Promise<PromptExample | null> {
  const client = await db()
  const { data, error } = await client.rpc('prompt_example', { p_prompt_id: id })
  if (error) throw toCatalogueError(error)
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null
  const raw = data as { values?: unknown; answer?: unknown }
  if (typeof raw.answer !== 'string' || !raw.values || typeof raw.values !== 'object') return null
  const values = Object.fromEntries(
    Object.entries(raw.values as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
  return { values, answer: raw.answer }
}

export const promptExampleQuery = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: catalogueKeys.example(id),
    queryFn: () => fetchPromptExample(id),
    staleTime: Infinity,
    enabled,
  })
