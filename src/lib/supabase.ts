import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from './auth-store'
import { authStorageKey, env } from './env'

/*
 * The client is created on first use through a dynamic import, so pages that never talk to the
 * backend (the marketing pages of a signed-out visitor) do not download supabase-js.
 * The generated `Database` type is added as the client's generic once src/types/database.ts exists.
 */
let clientPromise: Promise<SupabaseClient> | null = null

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          storageKey: authStorageKey,
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
