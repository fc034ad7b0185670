import { z } from 'zod'

/** Local-stack defaults, so `npm run dev` works without a .env file (ARCHITECTURE 4). */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWk5DtH3KmMxDiAAo'

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z.string().min(20).default(LOCAL_ANON_KEY),
})

function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

const parsed = envSchema.safeParse({
  VITE_SUPABASE_URL: emptyToUndefined(import.meta.env.VITE_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: emptyToUndefined(import.meta.env.VITE_SUPABASE_ANON_KEY),
})

if (!parsed.success) {
  // A misconfigured deployment should fail loudly at start-up, not on the first request.
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
}

export const env = {
  supabaseUrl: parsed.data.VITE_SUPABASE_URL,
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
} as const

/** The localStorage key supabase-js uses for the session: `sb-<first host label>-auth-token`. */
export const authStorageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`
