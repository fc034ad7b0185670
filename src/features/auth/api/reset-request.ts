import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { paths } from '@/lib/paths'

/*
 * «نسيت كلمة المرور؟» apart from the client that carries it (issue 51): the app passes
 * supabase-js's functions client (password-reset.ts), the static /forgot-password page a fetch
 * (src/islands/forgot-password.ts).
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
