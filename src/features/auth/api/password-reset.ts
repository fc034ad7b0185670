import { getSupabase } from '@/lib/supabase'
import { requestPasswordResetThrough, setNewPasswordThrough } from './reset-request'

export { PasswordResetError } from './reset-request'

/** Asks the `password-reset` function for a recovery link, through supabase-js (reset-request.ts). */
export function requestPasswordReset(identifier: string): Promise<void> {
  return requestPasswordResetThrough(async () => {
    const supabase = await getSupabase()
    return (name, options) => supabase.functions.invoke(name, options)
  }, identifier)
}

/** Sets the new password for the session the recovery link opened (other sessions end). */
export function setNewPassword(password: string): Promise<void> {
  return setNewPasswordThrough(async () => (await getSupabase()).auth, password)
}
