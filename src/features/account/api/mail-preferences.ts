import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

/** The mails a person may turn off (issue 49); transactional mail is always sent. */
export type MailPreferences = { newsletter: boolean; digest: boolean }

export class MailPreferencesError extends Error {}

export const mailPreferencesKeys = { all: ['account', 'mail-preferences'] as const }

/** The saved choices; both off until chosen (opt-in). */
export async function fetchMailPreferences(): Promise<MailPreferences> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('mail_preferences')
    .select('newsletter, digest')
    .maybeSingle()
  if (error) throw new MailPreferencesError('تعذّر تحميل تفضيلات البريد')
  return { newsletter: data?.newsletter ?? false, digest: data?.digest ?? false }
}

export const mailPreferencesQuery = () =>
  queryOptions({ queryKey: mailPreferencesKeys.all, queryFn: fetchMailPreferences })

export async function saveMailPreferences(next: MailPreferences): Promise<MailPreferences> {
  const { data, error } = await (
    await getSupabase()
  ).rpc('set_mail_preferences', {
    p_newsletter: next.newsletter,
    p_digest: next.digest,
  })
  if (error) {
    throw new MailPreferencesError(
      error.code === 'PT429'
        ? 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً'
        : 'تعذّر حفظ تفضيلات البريد، حاول مرة أخرى',
    )
  }
  const saved = data as MailPreferences | null
  return { newsletter: saved?.newsletter ?? next.newsletter, digest: saved?.digest ?? next.digest }
}
