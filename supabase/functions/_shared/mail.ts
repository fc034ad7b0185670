/**
 * The product's outgoing mail: one POST to the Resend-compatible API at EMAIL_API_BASE (the local
 * stack's mailbox sandbox by default), from EMAIL_FROM. Every function that mails (verification,
 * receipts, support, trial reminders, renewals, account deletion) sends through here.
 */
import { env } from './env.ts'

export type Mail = { subject: string; text: string; html: string }

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text placed in HTML (mail, the export's page): every markup character as an entity. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!)

/** A moment in a mail: weekday, day, month and time in Riyadh («الأحد، 30 نوفمبر، 9:00 ص»). */
export const riyadhDateTime = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  timeZone: 'Asia/Riyadh',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
})

/** An amount in a mail: two decimals, ر.س for SAR. */
export const mailMoney = (value: number | string, currency: string) =>
  `${Number(value).toFixed(2)} ${currency === 'SAR' ? 'ر.س' : currency}`

/** The site's origin for links in mail (SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return env('SITE_URL', 'http://127.0.0.1:5173').replace(/\/+$/, '')
}

/** The API's origin (SUPABASE_URL) for links to functions in mail, without a trailing slash. */
export function apiUrl(): string {
  return env('SUPABASE_URL').replace(/\/+$/, '')
}

/** What the provider answered one mail: accepted (with its id), or why not and whether to retry. */
export type Delivery =
  { ok: true; providerId: string | null } | { ok: false; retryable: boolean; error: string }

export interface SendOptions {
  /** The provider sends a repeated key once (Resend keeps keys 24 hours): the outbox row's id. */
  idempotencyKey?: string
  /** Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

/**
 * Sends one e-mail and answers the provider's verdict. Never throws. 429, 5xx, a timeout or an
 * unreachable provider may be retried; any other refusal is permanent.
 */
export async function deliverMail(
  to: string,
  mail: Mail,
  options: SendOptions = {},
): Promise<Delivery> {
  const apiBase = env('EMAIL_API_BASE', `${env('SUPABASE_URL')}/sandbox/mail`).replace(/\/+$/, '')
  try {
    const sent = await fetch(`${apiBase}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env('EMAIL_API_KEY')}`,
        'Content-Type': 'application/json',
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: env('EMAIL_FROM', 'سند <noreply@sanad.local>'),
        to: [to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(options.headers && Object.keys(options.headers).length
          ? { headers: options.headers }
          : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    })
    const answer = await sent.text()
    if (!sent.ok) {
      return {
        ok: false,
        retryable: sent.status === 429 || sent.status >= 500,
        error: `${sent.status} ${answer.slice(0, 300)}`,
      }
    }
    let providerId: string | null = null
    try {
      const parsed = JSON.parse(answer) as { id?: unknown }
      providerId = typeof parsed.id === 'string' ? parsed.id : null
    } catch {
      providerId = null
    }
    return { ok: true, providerId }
  } catch (error) {
    return { ok: false, retryable: true, error: `unreachable: ${String(error).slice(0, 300)}` }
  }
}

/**
 * Sends one e-mail. Never throws: answers whether the provider accepted it, and logs a refusal or
 * an unreachable provider under `label` (the caller decides whether that fails its request).
 */
export async function sendMail(
  to: string,
  mail: Mail,
  label: string,
  options: SendOptions = {},
): Promise<boolean> {
  const delivery = await deliverMail(to, mail, options)
  if (!delivery.ok) console.error(`${label}: mail provider refused or unreachable`, delivery.error)
  return delivery.ok
}
