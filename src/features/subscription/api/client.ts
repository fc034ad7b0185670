import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'

export const db = getSupabase

/** The error the subscription feature shows; `message` is already Arabic (or a spec message). */
export class SubscriptionError extends Error {}

const fallback = 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.'

/**
 * The one place database and function errors become the messages the subscription screens show.
 * Server messages that are already Arabic (the plan and code checks) pass through; the rest map.
 */
export function toSubscriptionError(error: unknown): SubscriptionError {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : ''
  if (/[\u0600-\u06FF]/.test(message)) return new SubscriptionError(message)
  if (/access denied|42501|jwt/i.test(message)) {
    return new SubscriptionError('انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.')
  }
  if (isNetworkError(error)) return new SubscriptionError(NETWORK_ERROR_MESSAGE)
  return new SubscriptionError(message && message.length < 120 ? message : fallback)
}

/** Calls an edge function; answers its JSON or throws with the function's `error` text. */
export async function invokeFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const client = await db()
  const { data, error } = await client.functions.invoke(name, { body })
  if (error) {
    // The function's own `error` text; not JSON: the client's message.
    const parsed = await functionErrorBody<{ error?: string }>(error)
    throw toSubscriptionError({ message: parsed?.error || error.message })
  }
  return data as T
}
