import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from './auth-store'

/*
 * The client (and the validated env) load on first use through dynamic imports, so pages that
 * never talk to the backend (the marketing pages of a signed-out visitor) download neither
 * supabase-js nor zod. The generated `Database` type becomes the client's generic once
 * src/types/database.ts exists.
 */
let clientPromise: Promise<SupabaseClient> | null = null

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), import('./env')])
    .then(([{ createClient }, { env }]) => {
      const client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          storageKey: env.authStorageKey,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
        },
      })
      client.auth.onAuthStateChange((_event, session) => authStore.setSession(session))
      return client
    })
    .catch((error: unknown) => {
      // Let the next caller retry, e.g. after a network blip while loading the chunk.
      clientPromise = null
      throw error
    })
  return clientPromise
}
