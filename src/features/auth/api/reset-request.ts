import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { paths } from '@/lib/paths'

/*
 * «نسيت كلمة المرور؟» and the new password apart from the client that carries them (issue 51):
 * the app passes supabase-js (password-reset.ts), the static /forgot-password and /reset-password
 * pages a fetch and @supabase/auth-js (src/islands/forgot-password.ts, reset-password.ts).
 */

/** A failure of the reset flow, already in Arabic. */
export class PasswordResetError extends Error {}

const GENERIC = 'تعذّر إرسال الرابط الآن. يرجى المحاولة مرة أخرى'

export type InvokeFunction = (
  name: 'password-reset',
  options: { body: { identifier: string; redirect_to: string } },
) => Promise<{ error: unknown }>

/**
 * Asks the `password-reset` function to mail a recovery link for an e-mail or username. The
 * server answers the same whether an account exists or not; only its limits and a malformed
 * request are refused (with an Arabic `error`).
 */
export async function requestPasswordResetThrough(
  connect: () => Promise<InvokeFunction>,
  identifier: string,
): Promise<void> {
  try {
    const invoke = await connect()
    const { error } = await invoke('password-reset', {
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

const UPDATE_FAILED = 'تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى'

/** supabase-js's `auth` or @supabase/auth-js's GoTrueClient: only updateUser is used. */
export type PasswordUpdater = {
  updateUser: (attributes: {
    password: string
  }) => Promise<{ error: { code?: string; name?: string; message?: string } | null }>
}

/** Sets the new password for the session the recovery link opened (other sessions end). */
export async function setNewPasswordThrough(
  connect: () => Promise<PasswordUpdater>,
  password: string,
): Promise<void> {
  try {
    const auth = await connect()
    const { error } = await auth.updateUser({ password })
    if (!error) return
    if (isNetworkError(error)) throw new PasswordResetError(NETWORK_ERROR_MESSAGE)
    throw new PasswordResetError((error.code && AUTH_MESSAGES[error.code]) || UPDATE_FAILED)
  } catch (error) {
    if (error instanceof PasswordResetError) throw error
    if (isNetworkError(error)) throw new PasswordResetError(NETWORK_ERROR_MESSAGE)
    throw new PasswordResetError(UPDATE_FAILED)
  }
}
