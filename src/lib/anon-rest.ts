import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './env-defaults'

/*
 * Public data for pages anyone can open (the launch flag, /pricing), read over plain REST with the
 * anon key: supabase-js would be about 55 kB more for a first visit. Everything else goes through
 * getSupabase(), whose env check (src/lib/env.ts) reads the same variables through anonBackend().
 */

/** The project's URL and anon key from the raw Vite variables, else the local stack's. */
export function anonBackend(): { url: string; key: string } {
  const url =
    (import.meta.env.VITE_SUPABASE_URL as string | undefined)?.trim() || LOCAL_SUPABASE_URL
  const key =
    (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined)?.trim() ||
    LOCAL_SUPABASE_ANON_KEY
  return { url: url.replace(/\/+$/, ''), key }
}

/** GET `path` (or POST `body` as JSON) under /rest/v1 as anon; throws on a failed request or a non-2xx answer. */
export async function anonRest<T>(path: string, init?: { body: unknown }): Promise<T> {
  const { url, key } = anonBackend()
  const response = await fetch(`${url}/rest/v1/${path}`, {
    method: init ? 'POST' : 'GET',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      accept: 'application/json',
      ...(init ? { 'content-type': 'application/json' } : {}),
    },
    body: init ? JSON.stringify(init.body) : undefined,
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}
