/**
 * The mail provider's webhook signature (Resend signs with Svix): HMAC-SHA256 over
 * `${svix-id}.${svix-timestamp}.${body}` with the base64 key after `whsec_`, sent as
 * `svix-signature: v1,<base64> [v1,<base64> …]`. A timestamp more than 5 minutes away is refused
 * (a replayed old event).
 */
const TOLERANCE_SECONDS = 5 * 60

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
}

export async function signWebhook(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase64(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  )
  return `v1,${toBase64(mac)}`
}

/** Constant-time comparison of two strings of the same length. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export async function verifyWebhook(
  secret: string,
  headers: Headers,
  body: string,
  now = Date.now(),
): Promise<boolean> {
  const id = headers.get('svix-id') ?? headers.get('webhook-id') ?? ''
  const timestamp = headers.get('svix-timestamp') ?? headers.get('webhook-timestamp') ?? ''
  const signatures = headers.get('svix-signature') ?? headers.get('webhook-signature') ?? ''
  if (!secret || !id || !/^\d{1,12}$/.test(timestamp) || !signatures) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false
  let expected: string
  try {
    expected = await signWebhook(secret, id, timestamp, body)
  } catch {
    return false
  }
  return signatures.split(' ').some((candidate) => same(candidate, expected))
}
