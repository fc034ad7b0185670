import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Database } from '@/types/database'
import { PAGE_SIZE, type LibraryFilters } from '../lib/filters'
import { CatalogueError, currentUserId, db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'
import { catalogueMessages } from '../messages'

export type PromptHit = Database['public']['Functions']['search_prompts']['Returns'][number]
export type PromptRow = Pick<
  Database['public']['Tables']['prompts']['Row'],
  | 'id'
  | 'slug'
  | 'title_ar'
  | 'title_en'
  | 'description_ar'
  | 'category'
  | 'platforms'
  | 'trial_sample'
  | 'tags'
  | 'variables'
  | 'view_count'
  | 'copy_count'
  | 'created_at'
>
/** The prompt page's row: the card's fields and the «مفيد / غير مفيد» counts. */
export type PromptPageRow = PromptRow &
  Pick<Database['public']['Tables']['prompts']['Row'], 'helpful_count' | 'unhelpful_count'>
export type Category = Database['public']['Tables']['prompt_categories']['Row']
export type Platform = Database['public']['Tables']['platforms']['Row']

const PROMPT_COLUMNS =
  'id, slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, variables, view_count, copy_count, helpful_count, unhelpful_count, created_at'

/** One of the caller's own prompts that matched a library search (`search_prompts` with `p_own_limit`). */
export type OwnPromptHit = { id: string; title: string; description: string }

/**
 * A page of the library. With `ownLimit` (signed in), the first page of a typed query also
 * carries up to that many of the caller's own matching prompts, from the same call (migration
 * 20261126220000): one round trip and one rate-limit count instead of two.
 */
export async function searchPrompts(filters: LibraryFilters, ownLimit = 0) {
  const client = await db()
  const { data, error } = await client.rpc('search_prompts', {
    p_query: filters.q,
    ...(filters.category ? { p_category: filters.category } : {}),
    ...(filters.platform ? { p_platform: filters.platform } : {}),
    ...(filters.sector ? { p_sector: filters.sector } : {}),
    p_sort: filters.sort,
    p_limit: PAGE_SIZE,
    p_offset: (filters.page - 1) * PAGE_SIZE,
    ...(ownLimit > 0 ? { p_own_limit: ownLimit } : {}),
  })
  if (error) throw toCatalogueError(error)
  const items = data.filter((hit) => !hit.own)
  const own: OwnPromptHit[] = data
    .filter((hit) => hit.own)
    .map((hit) => ({ id: hit.id, title: hit.title_ar, description: hit.description_ar ?? '' }))
  return { items, total: items[0]?.total_count ?? 0, own }
}

/**
 * The user's own matches are asked for only with `own` (a signed-in user's id and how many): the
 * key then names the user, so one account's own prompts are never shown from the cache to the
 * next account on the same device.
 */
export const searchPromptsQuery = (
  filters: LibraryFilters,
  own?: { userId: string; limit: number },
) =>
  queryOptions({
    queryKey: own
      ? ([...catalogueKeys.search(filters), 'own', own.userId, own.limit] as const)
      : catalogueKeys.search(filters),
    queryFn: () => searchPrompts(filters, own?.limit ?? 0),
    placeholderData: keepPreviousData,
  })

export async function fetchPrompt(id: string): Promise<PromptPageRow> {
  const client = await db()
  const { data, error } = await client
    .from('prompts')
    .select(PROMPT_COLUMNS)
    .eq('id', id)
    .maybeSingle()
  if (error) throw toCatalogueError(error)
  if (!data) throw new CatalogueError('not_found', catalogueMessages.notFound)
  return data
}

export const promptQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.prompt(id), queryFn: () => fetchPrompt(id) })

export type OpenedPrompt = {
  body: string
  /** Distinct prompts opened today (Asia/Riyadh) and the plan's daily limit (-1: unlimited). */
  opensToday: number
  dailyLimit: number
}

/** Why the database refused a body: the reason, its Arabic sentence and the plan that opens it. */
export type PromptLock = {
  reason: 'sign_in' | 'choose_section' | 'outside_section' | 'upgrade' | 'quota'
  message: string
  unlockPlan: string | null
}

const LOCK_REASONS: ReadonlySet<string> = new Set([
  'sign_in',
  'choose_section',
  'outside_section',
  'upgrade',
  'quota',
])

/**
 * One row of open_prompt_or_lock: the body and today's count, or a lock with no body. Every
 * column may be null (the generated type of a table-returning function says none is).
 */
export type OpenPromptRow = {
  [K in keyof Database['public']['Functions']['open_prompt_or_lock']['Returns'][number]]:
    Database['public']['Functions']['open_prompt_or_lock']['Returns'][number][K] | null
}

/**
 * What the prompt page shows for a row of open_prompt_or_lock: the lock (reason, Arabic message,
 * plan that opens it) when the database withheld the body, otherwise the body and today's count.
 * No row, or a row with neither, is a prompt that is not there.
 */
export function toOpenedPrompt(row: OpenPromptRow | null): OpenedPrompt | PromptLock {
  if (row?.lock_reason && LOCK_REASONS.has(row.lock_reason)) {
    return {
      reason: row.lock_reason as PromptLock['reason'],
      message: row.lock_message ?? catalogueMessages.upgradeRequired,
      unlockPlan: row.unlock_plan || null,
    }
  }
  if (!row?.body_ar) throw new CatalogueError('not_found', catalogueMessages.notFound)
  return {
    body: row.body_ar,
    opensToday: row.opens_today ?? 0,
    dailyLimit: row.daily_limit ?? -1,
  }
}

/**
 * The body through open_prompt_or_lock, open_prompt's twin for the app: the database checks the
 * plan and the daily quota and records the open, and answers a lock as a row (HTTP 200, no body),
 * so a locked prompt logs no failed load in the console. A lock comes back as a lock (never
 * thrown). sign_in (a request without a user) is still raised, as open_prompt raises it; it maps
 * to the same lock as before.
 */
export async function openPrompt(id: string): Promise<OpenedPrompt | PromptLock> {
  const client = await db()
  const { data, error } = await client.rpc('open_prompt_or_lock', { p_prompt_id: id }).maybeSingle()
  if (error) {
    if (error.hint === 'sign_in') {
      return { reason: 'sign_in', message: error.message, unlockPlan: error.details || null }
    }
    throw toCatalogueError(error)
  }
  return toOpenedPrompt(data)
}

export const isPromptLock = (value: OpenedPrompt | PromptLock): value is PromptLock =>
  'reason' in value

/** Today's date in Asia/Riyadh, the quota's day (private.riyadh_today). */
export function riyadhToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(now)
}

/**
 * The prompts the user opened today (issue 44): a re-open is free, so a card says which ones a
 * click will count and which it will not. Only the owner reads their prompt_opens (RLS).
 */
export async function fetchOpenedToday(userId: string): Promise<Set<string>> {
  const client = await db()
  const { data, error } = await client
    .from('prompt_opens')
    .select('prompt_id')
    .eq('user_id', userId)
    .eq('day', riyadhToday())
  if (error) throw toCatalogueError(error)
  return new Set(data.map((row) => row.prompt_id))
}

export const openedTodayQuery = (userId: string, enabled: boolean) =>
  queryOptions({
    queryKey: catalogueKeys.openedToday(userId),
    queryFn: () => fetchOpenedToday(userId),
    enabled,
  })

export const openPromptQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.body(id),
    queryFn: () => openPrompt(id),
    // An open is metered: do not re-open behind the user's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

export async function fetchPromptsByIds(ids: readonly string[]): Promise<PromptRow[]> {
  if (ids.length === 0) return []
  const client = await db()
  const { data, error } = await client
    .from('prompts')
    .select(PROMPT_COLUMNS)
    .in('id', [...ids])
  if (error) throw toCatalogueError(error)
  const order = new Map(ids.map((id, i) => [id, i]))
  return data.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
}

/** The prompts the user opened or copied most recently, newest first, each once. */
export async function fetchRecentPrompts(limit = 6): Promise<PromptRow[]> {
  const userId = currentUserId()
  const client = await db()
  const { data, error } = await client
    .from('prompt_usage')
    .select('prompt_id, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(60)
  if (error) throw toCatalogueError(error)
  const ids = [...new Set(data.map((row) => row.prompt_id))].slice(0, limit)
  return fetchPromptsByIds(ids)
}

export async function recordPromptUsage(id: string, kind: 'view' | 'copy'): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('record_prompt_usage', { p_prompt_id: id, p_kind: kind })
  if (error) throw toCatalogueError(error)
}

/** «مفيد» (true), «غير مفيد» (false) or no vote (null). */
export type Vote = boolean | null
export type RatingResult = { helpful: number; unhelpful: number; myVote: Vote }

/** The caller's own vote on a prompt (their row of prompt_votes; RLS shows no other). */
export async function fetchMyVote(id: string): Promise<Vote> {
  const client = await db()
  const { data, error } = await client
    .from('prompt_votes')
    .select('helpful')
    .eq('prompt_id', id)
    .maybeSingle()
  if (error) throw toCatalogueError(error)
  return data?.helpful ?? null
}

export const myVoteQuery = (id: string, userId: string) =>
  queryOptions({
    queryKey: catalogueKeys.vote(id, userId),
    queryFn: () => fetchMyVote(id),
    enabled: userId !== '',
  })

/** Refusals rate_prompt explains itself in Arabic (a plan that cannot read it, the rate limit). */
const RATING_REASONS: ReadonlySet<string> = new Set([
  ...LOCK_REASONS,
  'rate_limited',
  'not_found',
  'sign_in',
])

/** Votes through rate_prompt, the only writer: null removes the vote. */
export async function ratePrompt(id: string, helpful: Vote): Promise<RatingResult> {
  const client = await db()
  const { data, error } = await client
    .rpc('rate_prompt', { p_prompt_id: id, p_helpful: helpful as boolean })
    .single()
  if (error) {
    if (error.hint && RATING_REASONS.has(error.hint)) {
      throw new CatalogueError(error.hint, error.message)
    }
    throw toCatalogueError(error, catalogueMessages.ratingFailed)
  }
  return {
    helpful: data.helpful_count ?? 0,
    unhelpful: data.unhelpful_count ?? 0,
    myVote: data.my_vote ?? null,
  }
}

export async function fetchCategories(): Promise<Category[]> {
  const client = await db()
  const { data, error } = await client.from('prompt_categories').select('*').order('sort_order')
  if (error) throw toCatalogueError(error)
  return data
}

export async function fetchPlatforms(): Promise<Platform[]> {
  const client = await db()
  const { data, error } = await client.from('platforms').select('*').order('sort_order')
  if (error) throw toCatalogueError(error)
  return data
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: fetchCategories,
    staleTime: 10 * 60_000,
  })

export const platformsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.platforms(),
    queryFn: fetchPlatforms,
    staleTime: 10 * 60_000,
  })
