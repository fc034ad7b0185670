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

/** An amount in a mail: two decimals, ر.س for SAR. */
export const mailMoney = (value: number | string, currency: string) =>
  `${Number(value).toFixed(2)} ${currency === 'SAR' ? 'ر.س' : currency}`

/** The site's origin for links in mail (SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return env('SITE_URL', 'http://127.0.0.1:5173').replace(/\/+$/, '')
}

/**
 * Sends one e-mail. Never throws: answers whether the provider accepted it, and logs a refusal or
 * an unreachable provider under `label` (the caller decides whether that fails its request).
 */
export async function sendMail(to: string, mail: Mail, label: string): Promise<boolean> {
  const apiBase = env('EMAIL_API_BASE', `${env('SUPABASE_URL')}/sandbox/mail`).replace(/\/+$/, '')
  try {
    const sent = await fetch(`${apiBase}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env('EMAIL_API_KEY')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        from: env('EMAIL_FROM', 'سند <noreply@sanad.local>'),
        to: [to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!sent.ok) {
      console.error(`${label}: mail provider refused`, sent.status, await sent.text())
      return false
    }
    await sent.body?.cancel()
    return true
  } catch (error) {
    console.error(`${label}: mail provider unreachable`, error)
    return false
  }
}
