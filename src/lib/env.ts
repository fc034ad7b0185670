import { z } from 'zod'
import { authStorageKeyFor, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './env-defaults'

/*
 * Validated browser environment. Only the lazily loaded supabase client imports this module, so
 * zod stays out of the entry chunk of the marketing pages.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z.string().min(20).default(LOCAL_SUPABASE_ANON_KEY),
})

function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

const parsed = envSchema.safeParse({
  VITE_SUPABASE_URL: emptyToUndefined(import.meta.env.VITE_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: emptyToUndefined(import.meta.env.VITE_SUPABASE_ANON_KEY),
})

if (!parsed.success) {
  // A misconfigured deployment should fail loudly, not on some later request.
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
}

export const env = {
  supabaseUrl: parsed.data.VITE_SUPABASE_URL,
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
  authStorageKey: authStorageKeyFor(parsed.data.VITE_SUPABASE_URL),
} as const
