import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/types/database'
import { authStore } from './auth-store'
import { captureRecoveryFromUrl, notePasswordRecovery } from './password-recovery'

/*
 * The client (and the validated env) load on first use through dynamic imports, so pages that
 * never talk to the backend (the marketing pages of a signed-out visitor) never download
 * supabase-js. The client is typed with the `Database` generated from the migrations, so
 * a renamed column breaks the type-check rather than production.
 */
let clientPromise: Promise<SupabaseClient<Database>> | null = null

/** Until it settles, the client is not loaded (src/lib/first-paint.ts, issue 51). */
let hold: Promise<unknown> | undefined

/** Holds the client back until `until` settles (no effect once something asked for it). */
export function holdClientUntil(until: Promise<unknown>): void {
  hold = until
}

export function getSupabase(): Promise<SupabaseClient<Database>> {
  clientPromise ??= Promise.resolve(hold)
    .then(() => Promise.all([import('@supabase/supabase-js'), import('./env')]))
    .then(([{ createClient }, { env }]) => {
      captureRecoveryFromUrl(window.location.hash)
      const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          storageKey: env.authStorageKey,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
        },
      })
      client.auth.onAuthStateChange((event, session) => {
        authStore.setSession(session)
        // supabase-js clears the link's hash before any page can read it: remember the fact.
        if (event === 'PASSWORD_RECOVERY' && session) notePasswordRecovery(session.user.id)
      })
      return client
    })
    .catch((error: unknown) => {
      // Let the next caller retry, e.g. after a network blip while loading the chunk.
      clientPromise = null
      throw error
    })
  return clientPromise
}
