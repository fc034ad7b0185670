import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { paths } from '@/lib/paths'
import { getSupabase } from '@/lib/supabase'

/** A failure of the reset flow, already in Arabic. */
export class PasswordResetError extends Error {}

const GENERIC = 'تعذّر إرسال الرابط الآن. يرجى المحاولة مرة أخرى'

/**
 * Asks the `password-reset` function to mail a recovery link for an e-mail or username. The
 * server answers the same whether an account exists or not; only its limits and a malformed
 * request are refused (with an Arabic `error`).
 */
export async function requestPasswordReset(identifier: string): Promise<void> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.functions.invoke('password-reset', {
      body: {
        identifier: identifier.trim().toLowerCase(),
        redirect_to: `${window.location.origin}${paths.resetPassword}`,
      },
    })
    if (!error) return
    if (isNetworkError(error)) throw new PasswordResetError(NETWORK_ERROR_MESSAGE)
    const body = await functionErrorBody<{ error?: string }>(error)
    throw new PasswordResetError(body?.error ?? GENERIC)
  } catch (error) {
    if (error instanceof PasswordResetError) throw error
    if (isNetworkError(error)) throw new PasswordResetError(NETWORK_ERROR_MESSAGE)
    throw new PasswordResetError(GENERIC)
  }
}

const AUTH_MESSAGES: Record<string, string> = {
  same_password: 'كلمة المرور الجديدة يجب أن تختلف عن كلمة المرور الحالية',
  weak_password: 'كلمة المرور ضعيفة جداً',
  session_not_found: 'انتهت صلاحية الرابط. اطلب رابطاً جديداً',
  bad_jwt: 'انتهت صلاحية الرابط. اطلب رابطاً جديداً',
}

/** Sets the new password for the session the recovery link opened (other sessions end). */
export async function setNewPassword(password: string): Promise<void> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.updateUser({ password })
    if (!error) return
    if (isNetworkError(error)) throw new PasswordResetError(NETWORK_ERROR_MESSAGE)
    throw new PasswordResetError(
      (error.code && AUTH_MESSAGES[error.code]) || 'تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى',
    )
  } catch (error) {
    if (error instanceof PasswordResetError) throw error
    if (isNetworkError(error)) throw new PasswordResetError(NETWORK_ERROR_MESSAGE)
    throw new PasswordResetError('تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى')
  }
}
