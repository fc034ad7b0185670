/**
 * The JSON body of an edge function's non-2xx answer. supabase-js's functions client reports such
 * an answer as an error whose `context` is the Response, body still unread; a network failure
 * or a body that is not JSON gives null.
 */
export async function functionErrorBody<T extends object>(error: unknown): Promise<T | null> {
  const context = (error as { context?: Response } | null)?.context
  if (!context || typeof context.json !== 'function') return null
  try {
    const body: unknown = await context.json()
    return typeof body === 'object' && body !== null ? (body as T) : null
  } catch {
    return null
  }
}
