import { useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { AdminError, adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type SynonymGroup = Row<'search_synonyms'>
export type SearchGap = Row<'search_gaps'>

/** How many gaps the page lists (asked by the most people first). */
export const GAPS_LIMIT = 200

export async function fetchSynonyms(): Promise<SynonymGroup[]> {
  const { data, error } = await (
    await db()
  )
    .from('search_synonyms')
    .select('*')
    .order('id', { ascending: false })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export async function fetchSearchGaps(): Promise<SearchGap[]> {
  const { data, error } = await (
    await db()
  )
    .from('search_gaps')
    .select('*')
    // Distinct askers first: a query repeated by one address (or a flood of them) ranks below
    // one asked by several people.
    .order('askers', { ascending: false })
    .order('searches', { ascending: false })
    .order('last_seen_at', { ascending: false })
    .limit(GAPS_LIMIT)
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export const useSynonyms = () =>
  useQuery({ queryKey: adminKeys.searchSynonyms(), queryFn: fetchSynonyms })

/** The database's own Arabic sentence for a group it refuses (too few terms, a bad term). */
const SYNONYM_HINTS = new Set(['synonyms_too_few', 'synonym_invalid'])

export function useAddSynonyms() {
  return useAdminMutation(
    async (group: { terms: string[]; narrower: string[] }) => {
      const { error } = await (await db()).from('search_synonyms').insert(group)
      if (error) {
        if (error.hint && SYNONYM_HINTS.has(error.hint)) throw new AdminError(error.message)
        throw toAdminError(error, adminMessages.saveFailed)
      }
    },
    {
      success: 'أُضيفت المرادفات، ويستخدمها البحث من الآن',
      fallback: adminMessages.saveFailed,
      // A synonym for a query's word counts as teaching it (the insights' «lexicon»).
      invalidate: [adminKeys.searchSynonyms(), adminKeys.searchInsightsAll()],
    },
  )
}

export function useDeleteSynonyms() {
  return useAdminMutation(
    async (id: number) => {
      const { error } = await (await db()).from('search_synonyms').delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'حُذفت مجموعة المرادفات',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.searchSynonyms()],
    },
  )
}
