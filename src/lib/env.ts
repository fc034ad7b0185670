import { anonBackend } from './anon-rest'
import { authStorageKeyFor } from './env-defaults'

/*
 * Validated browser environment, loaded with the supabase client: the same variables (and
 * local-stack defaults) anonBackend() reads for the public pages, checked. Two plain checks, not a
 * zod schema: zod here was 25 kB of gzip on the critical path of every signed-in page (issue 51),
 * whose forms load it when they need it.
 */
const { url: supabaseUrl, key: supabaseAnonKey } = anonBackend()

function problems(url: string, key: string): string[] {
  const found: string[] = []
  try {
    if (!/^https?:$/.test(new URL(url).protocol))
      found.push('VITE_SUPABASE_URL: not an http(s) URL')
  } catch {
    found.push('VITE_SUPABASE_URL: not a URL')
  }
  if (key.length < 20) found.push('VITE_SUPABASE_ANON_KEY: shorter than 20 characters')
  return found
}

const found = problems(supabaseUrl, supabaseAnonKey)
if (found.length > 0) {
  // A misconfigured deployment should fail loudly, not on some later request.
  throw new Error(`Invalid environment: ${found.join('; ')}`)
}

export const env = {
  supabaseUrl,
  supabaseAnonKey,
  authStorageKey: authStorageKeyFor(supabaseUrl),
} as const
