import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { LexiconDialect, LexiconKind, LexiconValues } from '../lib/lexicon'
import { db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { refusalOf } from './search-insights'

/**
 * search_lexicon (issue 45): the words people type (dialect, spellings, loanwords, request talk)
 * and the catalogue terms they stand for. Admins read and write it through RLS; the next search
 * uses a change.
 */
export type LexiconEntry = {
  id: number
  term: string
  maps_to: string[]
  kind: LexiconKind
  dialect: LexiconDialect
  source: string | null
  created_at: string
  updated_at: string
}

export type LexiconFilters = {
  search: string
  kind: LexiconKind | ''
  dialect: LexiconDialect | ''
  page: number
}

export const LEXICON_PAGE_SIZE = 50

export const lexiconMessages = {
  loadFailed: 'تعذّر تحميل القاموس',
  saved: 'حُفظت الكلمة، ويستخدمها البحث من الآن',
  deleted: 'حُذفت الكلمة من القاموس',
  saveFailed: 'تعذّر حفظ الكلمة',
  duplicate: 'هذه الكلمة في القاموس مسبقاً؛ ابحث عنها وعدّلها',
} as const

/** The pattern characters of ilike, taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function fetchLexicon(
  filters: LexiconFilters,
): Promise<{ rows: LexiconEntry[]; total: number }> {
  let query = (await db())
    .from('search_lexicon')
    .select('*', { count: 'exact' })
    .order('term')
    .order('id')
    .range(filters.page * LEXICON_PAGE_SIZE, (filters.page + 1) * LEXICON_PAGE_SIZE - 1)
  const search = filters.search.trim()
  if (search) query = query.ilike('term', `%${literal(search)}%`)
  if (filters.kind) query = query.eq('kind', filters.kind)
  if (filters.dialect) query = query.eq('dialect', filters.dialect)
  const { data, error, count } = await query
  if (error) throw toAdminError(error, lexiconMessages.loadFailed)
  return { rows: data as LexiconEntry[], total: count ?? data.length }
}

export const lexiconQuery = (filters: LexiconFilters) =>
  queryOptions({
    queryKey: adminKeys.searchLexicon(filters),
    queryFn: () => fetchLexicon(filters),
    placeholderData: keepPreviousData,
  })

export async function saveLexiconEntry(input: {
  id: number | null
  values: LexiconValues
}): Promise<void> {
  const { values } = input
  const row = {
    term: values.term,
    maps_to: values.maps_to,
    kind: values.kind,
    dialect: values.dialect,
    source: values.source || null,
  }
  const client = await db()
  const { error } = input.id
    ? await client.from('search_lexicon').update(row).eq('id', input.id)
    : await client.from('search_lexicon').insert(row)
  if (error) {
    throw error.code === '23505'
      ? toAdminError(null, lexiconMessages.duplicate)
      : refusalOf(error, lexiconMessages.saveFailed)
  }
}

export async function deleteLexiconEntry(id: number): Promise<void> {
  const { error } = await (await db()).from('search_lexicon').delete().eq('id', id)
  if (error) throw toAdminError(error, adminMessages.saveFailed)
}
