import { queryOptions } from '@tanstack/react-query'
import { db } from './client'
import { AdminError, adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

/**
 * /518/search (issue 45): what people search for, and what an admin does about a query — a pin,
 * a content request, «تمت المعالجة». The database words its refusals (Arabic); they are shown
 * as they come.
 */
export type SearchInsight = {
  query: string
  searches: number
  askers: number
  /** The result count of the query's last search. */
  results: number
  clicks: number
  /** null when nobody opened a result. */
  avg_click_position: number | null
  zero_results: boolean
  low_results: boolean
  no_click: boolean
  pinned: number
  lexicon: boolean
  content_request: boolean
  handled: boolean
  first_seen_at: string
  last_seen_at: string
}

export type SearchPin = {
  query: string
  prompt_id: string
  position: number
  created_at: string
  prompt: { slug: string; title_ar: string; is_published: boolean } | null
}

export type PinCandidate = { slug: string; title: string; published: boolean }

/** The periods /518/search offers, in days. */
export type InsightPeriod = 7 | 30 | 90

export const searchMessages = {
  pinned: 'ثُبّتت النتيجة لهذه العبارة، ويراها الباحثون أولاً من الآن',
  unpinned: 'أُزيلت النتيجة المثبتة',
  requested: 'أُضيفت العبارة إلى قائمة المحتوى المطلوب',
  resolved: 'عُلّمت العبارة «تمت المعالجة»',
  pinFailed: 'تعذّر تثبيت النتيجة',
  requestFailed: 'تعذّر إضافة طلب المحتوى',
  resolveFailed: 'تعذّر تعليم العبارة «تمت المعالجة»',
} as const

const isArabic = (text: string | undefined): text is string =>
  Boolean(text && /[\u0600-\u06FF]/.test(text))

/**
 * A refusal the database words itself (P0001, or 22023 for a value it checks, in Arabic: «لا
 * يمكن وضعها كمعالجة…», «أدخل كلمة واحدة على الأقل…») is shown as it is; anything else maps as
 * the rest of the admin area does.
 */
export function refusalOf(
  error: { code?: string; message?: string; hint?: string | null },
  fallback: string,
): AdminError {
  if ((error.code === 'P0001' || error.code === '22023') && isArabic(error.message)) {
    return new AdminError(error.message)
  }
  return toAdminError(error, fallback)
}

/**
 * The term as an or() pattern: PostgREST reads , ( ) as structure, so each of them (and the
 * pattern characters) becomes the wildcard `*`, which still matches it in a title such as
 * «خطة تسويق (مطعم)». Empty when nothing but those was typed.
 */
const titlePattern = (term: string) => {
  const pattern = term.trim().replace(/[,()*%\\"]/g, '*')
  return /[^*\s]/.test(pattern) ? pattern : ''
}

export async function fetchSearchInsights(days: InsightPeriod): Promise<SearchInsight[]> {
  const { data, error } = await (await db()).rpc('admin_search_insights', { p_days: days })
  if (error) throw refusalOf(error, adminMessages.loadFailed)
  return (data ?? []).map((row) => ({
    ...row,
    avg_click_position: row.avg_click_position === null ? null : Number(row.avg_click_position),
  }))
}

export const searchInsightsQuery = (days: InsightPeriod) =>
  queryOptions({
    queryKey: adminKeys.searchInsights(days),
    queryFn: () => fetchSearchInsights(days),
  })

/** Every pin (or one query's), with the pinned prompt's title, by query then position. */
export async function fetchSearchPins(query?: string): Promise<SearchPin[]> {
  let request = (await db())
    .from('search_pins')
    .select('query, prompt_id, position, created_at, prompt:prompts(slug, title_ar, is_published)')
    .order('query')
    .order('position')
    .limit(1000)
  if (query !== undefined) request = request.eq('query', query)
  const { data, error } = await request
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export const searchPinsQuery = () =>
  queryOptions({ queryKey: adminKeys.searchPins(), queryFn: () => fetchSearchPins() })

/** How many prompts the pin picker offers for a title search. */
export const PIN_CANDIDATES = 8

/** Prompts (drafts too) whose title or slug contains the term, searched in the database. */
export async function searchPinCandidates(term: string): Promise<PinCandidate[]> {
  const clean = titlePattern(term)
  if (!clean) return []
  const { data, error } = await (
    await db()
  )
    .from('prompts')
    .select('slug, title_ar, is_published')
    .or(['title_ar', 'title_en', 'slug'].map((c) => `${c}.ilike.*${clean}*`).join(','))
    .order('title_ar')
    .limit(PIN_CANDIDATES)
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data.map((row) => ({ slug: row.slug, title: row.title_ar, published: row.is_published }))
}

export const pinCandidatesQuery = (term: string) =>
  queryOptions({
    queryKey: adminKeys.pinCandidates(titlePattern(term)),
    queryFn: () => searchPinCandidates(term),
    enabled: titlePattern(term) !== '',
  })

export async function pinSearchResult(input: {
  query: string
  slug: string
  position: number
}): Promise<void> {
  const { error } = await (
    await db()
  ).rpc('admin_pin_search_result', {
    p_query: input.query,
    p_prompt_slug: input.slug,
    p_position: input.position,
  })
  if (error) throw refusalOf(error, searchMessages.pinFailed)
}

export async function unpinSearchResult(input: { query: string; slug: string }): Promise<void> {
  const { error } = await (
    await db()
  ).rpc('admin_unpin_search_result', { p_query: input.query, p_prompt_slug: input.slug })
  if (error) throw refusalOf(error, adminMessages.saveFailed)
}

export async function markContentRequest(input: { query: string; note: string }): Promise<void> {
  const { error } = await (
    await db()
  ).rpc('admin_mark_search_content_request', {
    p_query: input.query,
    p_note: input.note.trim() || undefined,
  })
  if (error) throw refusalOf(error, searchMessages.requestFailed)
}

export async function resolveSearchQuery(query: string): Promise<void> {
  const { error } = await (await db()).rpc('admin_resolve_search_query', { p_query: query })
  if (error) throw refusalOf(error, searchMessages.resolveFailed)
}
