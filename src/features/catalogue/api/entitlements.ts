import { queryOptions } from '@tanstack/react-query'
import type { Database } from '@/types/database'
import { CatalogueError, currentUserId, db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

/** What the caller's plan opens now, from my_entitlements (the database's rule). */
export type Entitlements = {
  plan: string | null
  promptsAccess: 'limited' | 'single_section' | 'all_chatgpt' | 'all' | null
  section: string | null
  sectionChangeAllowed: boolean
  opensToday: number
  /** -1: unlimited; 0: no access. */
  dailyLimit: number
}

type Json = Database['public']['Functions']['my_entitlements']['Returns']

function parseEntitlements(value: Json): Entitlements {
  const row = (value ?? {}) as Record<string, unknown>
  const limits = (row.limits ?? {}) as Record<string, unknown>
  const access = limits.prompts_access
  return {
    plan: typeof row.plan === 'string' ? row.plan : null,
    promptsAccess:
      access === 'limited' ||
      access === 'single_section' ||
      access === 'all_chatgpt' ||
      access === 'all'
        ? access
        : null,
    section: typeof row.section === 'string' ? row.section : null,
    sectionChangeAllowed: row.section_change_allowed === true,
    opensToday: typeof row.opens_today === 'number' ? row.opens_today : 0,
    dailyLimit: typeof row.daily_limit === 'number' ? row.daily_limit : 0,
  }
}

export async function fetchEntitlements(): Promise<Entitlements> {
  currentUserId()
  const client = await db()
  const { data, error } = await client.rpc('my_entitlements')
  if (error) throw toCatalogueError(error)
  return parseEntitlements(data)
}

export const entitlementsQuery = (userId: string) =>
  queryOptions({
    queryKey: catalogueKeys.entitlements(userId),
    queryFn: fetchEntitlements,
    staleTime: 30_000,
  })

/** Records the single-section plan's chosen category; the database allows one change a period. */
export async function chooseSection(category: string): Promise<Entitlements> {
  const client = await db()
  const { data, error } = await client.rpc('choose_prompt_section', { p_category: category })
  if (error) {
    if (
      error.hint === 'section_change_used' ||
      error.hint === 'not_single_section' ||
      error.hint === 'invalid_category'
    ) {
      throw new CatalogueError(error.hint, error.message)
    }
    throw toCatalogueError(error, 'تعذّر حفظ القسم. يرجى المحاولة مرة أخرى')
  }
  return parseEntitlements(data)
}

export type ItemLock = { locked: boolean; reason: string | null; unlockPlan: string | null }

/** Lock flags of every published assistant, tool or template for the caller. */
export async function fetchCatalogueLocks(
  kind: 'assistant' | 'tool' | 'template',
): Promise<Map<string, ItemLock>> {
  const client = await db()
  const { data, error } = await client.rpc('catalogue_locks', { p_kind: kind })
  if (error) throw toCatalogueError(error)
  return new Map(
    data.map((row) => [
      row.id,
      { locked: row.locked, reason: row.reason ?? null, unlockPlan: row.unlock_plan ?? null },
    ]),
  )
}

export const catalogueLocksQuery = (kind: 'assistant' | 'tool' | 'template', userId: string) =>
  queryOptions({
    queryKey: catalogueKeys.locks(kind, userId),
    queryFn: () => fetchCatalogueLocks(kind),
    staleTime: 60_000,
  })

export type PlanMatrixRow = Database['public']['Functions']['plan_access_matrix']['Returns'][number]

/** What each plan on sale opens, counted by the database's rule (per category for prompts). */
export async function fetchPlanMatrix(): Promise<PlanMatrixRow[]> {
  const client = await db()
  const { data, error } = await client.rpc('plan_access_matrix')
  if (error) throw toCatalogueError(error)
  return data
}

export const planMatrixQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.planMatrix(),
    queryFn: fetchPlanMatrix,
    staleTime: 5 * 60_000,
  })

/** The Arabic name of "the X plan" for a slug: «الباقة المتقدمة», «باقة مدى الحياة». */
export function planPhrase(name: string): string {
  return name.startsWith('ال') ? `الباقة ${name}` : `باقة ${name}`
}
