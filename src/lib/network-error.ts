/**
 * Whether a failure came from the network (the backend unreachable, the browser offline) rather
 * than from the server's answer. supabase-js reports these in several shapes: fetch's TypeError,
 * auth's AuthRetryableFetchError (status 0), the functions client's FunctionsFetchError, and
 * PostgREST errors whose message is the fetch error's text.
 */
export const NETWORK_ERROR_MESSAGE =
  'تعذّر الاتصال بالخادم. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى'

const fetchFailure = /failed to fetch|fetch failed|networkerror|network request failed|load failed/i

export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError') return true
  return typeof message === 'string' && fetchFailure.test(message)
}
