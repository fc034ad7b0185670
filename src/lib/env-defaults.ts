/// <reference types="vite/client" />
/** Local-stack defaults, so `npm run dev` works without a .env file (ARCHITECTURE 4). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The localStorage key supabase-js uses for the session: `sb-<first host label>-auth-token`. */
export function authStorageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

/**
 * The storage key computed from the raw variable, for the synchronous first-paint session read.
 * It matches env.ts's validated value whenever the variable is valid; when it is not, env.ts fails
 * loudly as soon as the client loads.
 */
export function rawAuthStorageKey(): string {
  const raw = import.meta.env.VITE_SUPABASE_URL as string | undefined
  try {
    return authStorageKeyFor(raw?.trim() ? raw : LOCAL_SUPABASE_URL)
  } catch {
    return authStorageKeyFor(LOCAL_SUPABASE_URL)
  }
}
