/**
 * Where «تشغيل هنا» sends a run (issue 47): each provider's API base URL for this build. Pure
 * (no import.meta), so vite.config.ts names the same hosts in the CSP's connect-src.
 *
 * `VITE_AI_<PROVIDER>_BASE_URL` wins; without it a build against the local stack (a loopback
 * VITE_SUPABASE_URL: `npm run dev`, the tests) uses the stack's sandboxes, and any other build the
 * providers' real hosts.
 */
import {
  AI_DEFAULT_BASE_URLS,
  AI_PROVIDERS,
  type AiProvider,
} from '../../supabase/functions/_shared/ai-stream.ts'

export const AI_BASE_URL_VARIABLES: Record<AiProvider, string> = {
  openai: 'VITE_AI_OPENAI_BASE_URL',
  anthropic: 'VITE_AI_ANTHROPIC_BASE_URL',
  gemini: 'VITE_AI_GEMINI_BASE_URL',
  openrouter: 'VITE_AI_OPENROUTER_BASE_URL',
}

const SANDBOX_PATHS: Record<AiProvider, string> = {
  openai: '/sandbox/ai/openai/v1',
  anthropic: '/sandbox/ai/anthropic/v1',
  gemini: '/sandbox/ai/gemini/v1beta',
  openrouter: '/sandbox/ai/openrouter/api/v1',
}

/** OpenRouter's consent page for the OAuth PKCE flow, beside its API base. */
export function openRouterAuthUrl(apiBase: string): string {
  const url = new URL(apiBase)
  return url.pathname.endsWith('/sandbox/ai/openrouter/api/v1')
    ? `${url.origin}/sandbox/ai/openrouter/auth`
    : `${url.origin}/auth`
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname
    return host === 'localhost' || host === '[::1]' || /^127\./.test(host)
  } catch {
    return false
  }
}

export function aiBaseUrls(
  env: Record<string, string | undefined>,
  supabaseUrl: string,
): Record<AiProvider, string> {
  const local = isLoopback(supabaseUrl)
  const origin = local ? new URL(supabaseUrl).origin : ''
  return Object.fromEntries(
    AI_PROVIDERS.map((provider) => {
      const set = env[AI_BASE_URL_VARIABLES[provider]]?.trim()
      const url =
        set || (local ? `${origin}${SANDBOX_PATHS[provider]}` : AI_DEFAULT_BASE_URLS[provider])
      return [provider, url.replace(/\/+$/, '')]
    }),
  ) as Record<AiProvider, string>
}
