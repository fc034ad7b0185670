import { useQuery } from '@tanstack/react-query'
import { db, type Row, type Tables } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export const LAUNCH_KEY = 'IS_LAUNCHED'
export const CHAT_QUESTIONS_KEY = 'chat_suggested_questions'

export type SiteSetting = Row<'site_settings'>
export type FeatureFlag = Row<'feature_flags'>
export type ReferralCode = Row<'referral_codes'>
export type DiscountCode = Row<'discount_codes'>

/** site_settings.chat_suggested_questions items (spec 3). */
export type ChatQuestion = { id: string; question: string; is_active: boolean; order_index: number }

export function parseChatQuestions(value: string | null | undefined): ChatQuestion[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((q): q is ChatQuestion => typeof q === 'object' && q !== null && 'question' in q)
      .map((q, i) => ({
        id: String(q.id ?? `q${i + 1}`),
        question: String(q.question),
        is_active: q.is_active !== false,
        order_index: Number.isFinite(Number(q.order_index)) ? Number(q.order_index) : i + 1,
      }))
      .sort((a, b) => a.order_index - b.order_index)
  } catch {
    return []
  }
}

export async function fetchSiteSettings(): Promise<SiteSetting[]> {
  const { data, error } = await (await db()).from('site_settings').select('*').order('setting_key')
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export function useSiteSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: fetchSiteSettings })
}

/**
 * Writes one setting: an update first (the key column is not updatable, so an upsert would be
 * refused), an insert when the row does not exist yet.
 */
export async function saveSetting(key: string, value: string): Promise<void> {
  const client = await db()
  const updated = await client
    .from('site_settings')
    .update({ setting_value: value })
    .eq('setting_key', key)
    .select('setting_key')
  if (updated.error) throw toAdminError(updated.error, adminMessages.saveFailed)
  if (updated.data.length > 0) return
  const inserted = await client
    .from('site_settings')
    .insert({ setting_key: key, setting_value: value })
  if (inserted.error) throw toAdminError(inserted.error, adminMessages.saveFailed)
}

export function useSaveSetting() {
  return useAdminMutation(
    ({ key, value }: { key: string; value: string }) => saveSetting(key, value),
    {
      success: 'تم حفظ الإعداد',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.settings()],
    },
  )
}

// ---- feature flags -------------------------------------------------------------------------

export function useFeatureFlags() {
  return useQuery({
    queryKey: adminKeys.flags(),
    queryFn: async () => {
      const { data, error } = await (await db()).from('feature_flags').select('*').order('key')
      if (error) throw toAdminError(error, adminMessages.loadFailed)
      return data
    },
  })
}

export function useSetFlag() {
  return useAdminMutation(
    async ({ id, enabled }: { id: string; enabled: boolean }) => {
      const { error } = await (await db()).from('feature_flags').update({ enabled }).eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم تحديث الميزة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.flags()],
    },
  )
}

export function useCreateFlag() {
  return useAdminMutation(
    async (flag: Tables['feature_flags']['Insert']) => {
      const { error } = await (await db()).from('feature_flags').insert(flag)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تمت إضافة الميزة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.flags()],
    },
  )
}

// ---- referral and discount codes: list, create, switch on/off, delete (promotions: catalogue.ts) -------------------------------

type CodeTable = 'referral_codes' | 'discount_codes'

const listKey = {
  referral_codes: adminKeys.referralCodes,
  discount_codes: adminKeys.discountCodes,
} as const

export function useCodeList<T extends CodeTable>(table: T) {
  return useQuery({
    queryKey: listKey[table](),
    queryFn: async (): Promise<Row<T>[]> => {
      const { data, error } = await (
        await db()
      )
        .from(table)
        .select('*')
        .order('created_at', { ascending: false })
      if (error) throw toAdminError(error, adminMessages.loadFailed)
      return data as unknown as Row<T>[]
    },
  })
}

export function useCreateCode<T extends CodeTable>(table: T) {
  return useAdminMutation(
    async (row: Tables[T]['Insert']) => {
      const client = await db()
      // Each table's Insert type is checked at the call site; the union defeats inference here.
      const { error } = await client
        .from(table as 'discount_codes')
        .insert(row as Tables['discount_codes']['Insert'])
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    { success: 'تمت الإضافة', fallback: adminMessages.saveFailed, invalidate: [listKey[table]()] },
  )
}

export function useToggleCode(table: CodeTable) {
  const column = table === 'referral_codes' ? 'active' : 'is_active'
  return useAdminMutation(
    async ({ id, on }: { id: string; on: boolean }) => {
      const { error } = await (
        await db()
      )
        .from(table as 'discount_codes')
        .update({ [column]: on } as Tables['discount_codes']['Update'])
        .eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    { success: 'تم التحديث', fallback: adminMessages.saveFailed, invalidate: [listKey[table]()] },
  )
}

export function useDeleteCode(table: CodeTable) {
  return useAdminMutation(
    async (id: string) => {
      const { error } = await (await db()).from(table).delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    { success: 'تم الحذف', fallback: adminMessages.saveFailed, invalidate: [listKey[table]()] },
  )
}
