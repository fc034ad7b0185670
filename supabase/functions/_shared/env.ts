/**
 * The function's environment and the service-role client, shared by every function that acts
 * for the server (payments, sign-in).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'

export function env(name: string, fallback = ''): string {
  return Deno.env.get(name)?.trim() || fallback
}

export function adminClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}
