/**
 * «ربط OpenRouter»: OpenRouter's OAuth PKCE flow (https://openrouter.ai/docs/use-cases/oauth-pkce).
 * The verifier waits in sessionStorage while the user is on OpenRouter's page; the callback's
 * `code` and the verifier are exchanged for a key at `/auth/keys`, which is then kept like a pasted
 * one. Nothing passes through سند's servers.
 */
import { openRouterAuthUrl } from '@/lib/ai-endpoints'
import { providerBaseUrls } from './endpoints'

const VERIFIER = 'sanad-openrouter-pkce-verifier'

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function startOpenRouterLink(callbackUrl: string): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  sessionStorage.setItem(VERIFIER, verifier)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  const url = new URL(openRouterAuthUrl(providerBaseUrls.openrouter))
  url.searchParams.set('callback_url', callbackUrl)
  url.searchParams.set('code_challenge', base64url(new Uint8Array(digest)))
  url.searchParams.set('code_challenge_method', 'S256')
  return url.toString()
}

/** Exchanges the callback's code for a key; null when there is no pending link. */
export async function finishOpenRouterLink(code: string): Promise<string> {
  const verifier = sessionStorage.getItem(VERIFIER)
  sessionStorage.removeItem(VERIFIER)
  if (!verifier) throw new Error('انتهت محاولة الربط. اضغط «ربط OpenRouter» من جديد.')
  let response: Response
  try {
    response = await fetch(`${providerBaseUrls.openrouter}/auth/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, code_verifier: verifier, code_challenge_method: 'S256' }),
    })
  } catch {
    throw new Error('تعذّر الاتصال بـ OpenRouter. تحقّق من اتصالك ثم حاول مجدداً.')
  }
  const body = (await response.json().catch(() => null)) as { key?: unknown } | null
  if (!response.ok || typeof body?.key !== 'string') {
    throw new Error('رفض OpenRouter إتمام الربط. اضغط «ربط OpenRouter» من جديد.')
  }
  return body.key
}
