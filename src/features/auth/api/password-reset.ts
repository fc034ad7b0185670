import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import { PasswordResetError, requestPasswordResetThrough } from './reset-request'

export { PasswordResetError } from './reset-request'

/** Asks the `password-reset` function for a recovery link, through supabase-js (reset-request.ts). */
export function requestPasswordReset(identifier: string): Promise<void> {
  return requestPasswordResetThrough(async () => {
    const supabase = await getSupabase()
    return (name, options) => supabase.functions.invoke(name, options)
  }, identifier)
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
