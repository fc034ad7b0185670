import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import type { Database, Json } from '@/types/database'
import { OnboardingError, onboardingKeys } from './completion'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

/** The saved_preferences key holding the first-run checklist's progress (server-side). */
export const CHECKLIST_KEY = 'onboarding.checklist'

export type ChecklistMark = 'company_confirmed' | 'prompt_opened' | 'prompt_used' | 'dismissed'
export type ChecklistProgress = Partial<Record<ChecklistMark, string>>

export type CompanyValues = {
  company_name: string
  company_type: string
  custom_company_type: string
  country: string
  company_size: string
}

/** A prompt the user's plan opens, for the company's type (first-run checklist). */
export type RecommendedPrompt = { id: string; title: string }

export type ChecklistState = {
  progress: ChecklistProgress
  company: CompanyValues
  /** For a plan that opens one section (basic, entitlements rule): is it chosen yet? */
  section: 'not_applicable' | 'needed' | 'chosen'
  recommended: RecommendedPrompt | null
}

export const checklistKeys = {
  state: (userId: string) => [...onboardingKeys.all, 'checklist', userId] as const,
}

/** The library section that suits each company type of the wizard. */
const sectionForType: Record<string, string> = {
  'marketing-agency': 'marketing',
  'software-developer': 'business-management',
  'graphic-designer': 'content-writing',
  other: 'marketing',
}
const COMPANY_KEYS = new Set(['اسم_الشركة', 'اسم_المنشأة'])

const failed = () => new OnboardingError('تعذّر تحميل خطوات البداية')

function parseProgress(value: Json | undefined): ChecklistProgress {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const out: ChecklistProgress = {}
  for (const mark of ['company_confirmed', 'prompt_opened', 'prompt_used', 'dismissed'] as const) {
    const at = (value as Record<string, Json | undefined>)[mark]
    if (typeof at === 'string') out[mark] = at
  }
  return out
}

type Entitlements = { access: string | null; section: string | null }

function parseEntitlements(value: Json): Entitlements {
  const row = (value ?? {}) as Record<string, unknown>
  const limits = (row.limits ?? {}) as Record<string, unknown>
  return {
    access: typeof limits.prompts_access === 'string' ? limits.prompts_access : null,
    section: typeof row.section === 'string' ? row.section : null,
  }
}

type PromptRow = {
  id: string
  title_ar: string
  category: string
  platforms: string[]
  trial_sample: boolean
  variables: Json
}

const usesCompanyName = (row: PromptRow) =>
  Array.isArray(row.variables) &&
  row.variables.some(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      COMPANY_KEYS.has(String((v as Record<string, Json | undefined>).key)),
  )

/**
 * A published prompt the plan opens (the entitlements rule: the trial sample, the chosen section,
 * ChatGPT prompts, or everything) in the company type's section, preferring one that asks for the
 * company name so the company variables show at once.
 */
async function recommend(
  client: Db,
  companyType: string,
  ent: Entitlements,
): Promise<RecommendedPrompt | null> {
  const section =
    ent.access === 'single_section' ? ent.section : (sectionForType[companyType] ?? 'marketing')
  if (!section) return null
  let query = client
    .from('prompts')
    .select('id, title_ar, category, platforms, trial_sample, variables')
    .eq('is_published', true)
    .eq('category', section)
  if (ent.access === 'limited') query = query.eq('trial_sample', true)
  if (ent.access === 'single_section' || ent.access === 'all_chatgpt') {
    query = query.contains('platforms', ['chatgpt'])
  }
  const { data, error } = await query.order('created_at').limit(50)
  if (error) throw failed()
  const rows = data as PromptRow[]
  const best = rows.find(usesCompanyName) ?? rows[0]
  return best ? { id: best.id, title: best.title_ar } : null
}

export async function fetchChecklist(userId: string): Promise<ChecklistState> {
  const client = await db()
  const [profile, pref, entitlements] = await Promise.all([
    client
      .from('profiles')
      .select('company_name, company_type, custom_company_type, country, company_size')
      .eq('id', userId)
      .maybeSingle(),
    client
      .from('saved_preferences')
      .select('preference_value')
      .eq('user_id', userId)
      .eq('preference_key', CHECKLIST_KEY)
      .maybeSingle(),
    client.rpc('my_entitlements'),
  ])
  if (profile.error || pref.error || entitlements.error) throw failed()
  const p = profile.data
  const company: CompanyValues = {
    company_name: p?.company_name ?? '',
    company_type: p?.company_type ?? '',
    custom_company_type: p?.custom_company_type ?? '',
    country: p?.country ?? '',
    company_size: p?.company_size ?? '',
  }
  const progress = parseProgress(pref.data?.preference_value)
  const ent = parseEntitlements(entitlements.data)
  const section =
    ent.access !== 'single_section' ? 'not_applicable' : ent.section ? 'chosen' : 'needed'
  const recommended =
    progress.dismissed || section === 'needed'
      ? null
      : await recommend(client, company.company_type, ent)
  return { progress, company, section, recommended }
}

export const checklistQuery = (userId: string) =>
  queryOptions({
    queryKey: checklistKeys.state(userId),
    queryFn: () => fetchChecklist(userId),
    enabled: Boolean(userId),
  })

export function useChecklist(userId: string) {
  return useQuery(checklistQuery(userId))
}

/**
 * Adds marks to the stored progress (a mark, once set, keeps its first time). One statement on
 * the server (`mark_onboarding_steps` merges the marks into the stored object), so marks from two
 * tabs or devices at once never overwrite each other.
 */
export async function markChecklist(marks: ChecklistMark[]): Promise<void> {
  const { error } = await (await db()).rpc('mark_onboarding_steps', { p_steps: marks })
  if (error) throw new OnboardingError('تعذّر حفظ التقدم. يرجى المحاولة مرة أخرى')
}

export function useMarkChecklist(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (marks: ChecklistMark[]) => markChecklist(marks),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistKeys.state(userId) }),
  })
}

/** Confirms (or corrects) the company values: saved on the profile, then the step is marked. */
export async function confirmCompany(userId: string, values: CompanyValues): Promise<void> {
  const { error } = await (
    await db()
  )
    .from('profiles')
    .update({
      company_name: values.company_name.trim(),
      company_type: values.company_type || null,
      custom_company_type:
        values.company_type === 'other' ? values.custom_company_type.trim() || null : null,
      country: values.country || null,
      company_size: values.company_size || null,
    })
    .eq('id', userId)
  if (error) throw new OnboardingError('تعذّر حفظ بيانات الشركة. يرجى المحاولة مرة أخرى')
  await markChecklist(['company_confirmed'])
}

export function useConfirmCompany(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: CompanyValues) => confirmCompany(userId, values),
    // The prompts' company variables read the profile too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
