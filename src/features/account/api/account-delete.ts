import { authStore } from '@/lib/auth-store'
import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'

/** A refusal of the deletion, already in Arabic (the function's own text). */
export class AccountDeleteError extends Error {}

const GENERIC = 'تعذّر حذف الحساب الآن. لم يُحذف شيء، يرجى المحاولة لاحقاً'

/** Mails the six-digit code (the auth server's reauthentication e-mail). */
export async function sendDeletionCode(): Promise<void> {
  try {
    const { error } = await (await getSupabase()).auth.reauthenticate()
    if (!error) return
    if (isNetworkError(error)) throw new AccountDeleteError(NETWORK_ERROR_MESSAGE)
    throw new AccountDeleteError(
      error.status === 429
        ? 'طلبت رمزاً قبل قليل. انتظر دقيقة ثم حاول مرة أخرى'
        : 'تعذّر إرسال الرمز. يرجى المحاولة لاحقاً',
    )
  } catch (error) {
    if (error instanceof AccountDeleteError) throw error
    throw new AccountDeleteError(
      isNetworkError(error) ? NETWORK_ERROR_MESSAGE : 'تعذّر إرسال الرمز. يرجى المحاولة لاحقاً',
    )
  }
}

/**
 * The `account-delete` function with the proof; on success this browser forgets the session
 * (the server has already ended it with the account).
 */
export async function deleteMyAccount(proof: { password: string } | { nonce: string }) {
  const supabase = await getSupabase().catch(() => {
    throw new AccountDeleteError(NETWORK_ERROR_MESSAGE)
  })
  const { error } = await supabase.functions.invoke('account-delete', { body: proof })
  if (error) {
    if (isNetworkError(error)) throw new AccountDeleteError(NETWORK_ERROR_MESSAGE)
    const body = await functionErrorBody<{ error?: string }>(error)
    throw new AccountDeleteError(body?.error ?? GENERIC)
  }
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined)
  authStore.setSession(null)
}
