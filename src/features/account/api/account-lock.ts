import { getSupabase } from '@/lib/supabase'

/** A refusal of the lock link, already in Arabic. */
export class AccountLockError extends Error {}

type LockAnswer = { success: boolean; code?: string; message?: string }

/**
 * The lock link of the «تم تغيير كلمة المرور» mail (issue 49): the database ends every session of
 * the account, empties its password and cancels a pending e-mail change.
 */
export async function lockAccount(token: string): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('lock_account', { p_token: token })
  if (error) {
    throw new AccountLockError(
      error.code === 'PT429'
        ? 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً'
        : 'تعذّر قفل الحساب الآن. يرجى المحاولة مرة أخرى',
    )
  }
  const answer = data as LockAnswer | null
  if (!answer?.success) {
    throw new AccountLockError(answer?.message ?? 'رابط القفل غير صالح أو انتهت صلاحيته.')
  }
  // This browser's session (if any) ended with the others; forget it here too.
  await supabase.auth.signOut({ scope: 'local' })
}
