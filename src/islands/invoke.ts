import { anonBackend } from '@/lib/anon-rest'

/**
 * POST /functions/v1/<name> as the visitor (anon key), over fetch, answering in supabase-js's
 * `functions.invoke` shape: a non-2xx answer is an error whose `context` is the Response (as
 * src/lib/function-error.ts reads it); a failed request rejects, as fetch does.
 */
export async function invokeFunction<T>(
  name: string,
  body: unknown,
): Promise<{ data: T | null; error: { name: string; context: Response } | null }> {
  const { url, key } = anonBackend()
  const response = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) return { data: null, error: { name: 'FunctionsHttpError', context: response } }
  return { data: (await response.json()) as T, error: null }
}
