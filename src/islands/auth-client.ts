import type { GoTrueClient } from '@supabase/auth-js'
import { anonBackend } from '@/lib/anon-rest'
import { rawAuthStorageKey } from '@/lib/env-defaults'

/*
 * The auth client of the static sign-in pages (issue 51): @supabase/auth-js alone (the version
 * supabase-js bundles), loaded on the action that needs it, configured as src/lib/supabase.ts
 * configures supabase-js's (same URL, key, storage key, implicit flow), so a session it stores is
 * the one the app and the static pages read.
 */
let client: Promise<GoTrueClient> | null = null

export function authClient(): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js')
    .then(({ GoTrueClient }) => {
      const { url, key } = anonBackend()
      return new GoTrueClient({
        url: `${url}/auth/v1`,
        headers: { Authorization: `Bearer ${key}`, apikey: key },
        storageKey: rawAuthStorageKey(),
        persistSession: true,
        // The page is left right after signing in; the app's client refreshes from then on.
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'implicit',
      })
    })
    .catch((error: unknown) => {
      // Let the next action retry, e.g. after a network blip while loading the chunk.
      client = null
      throw error
    })
  return client
}
