/**
 * POST /functions/v1/mail-events (no Supabase JWT: the mail provider's webhook)
 *
 * The provider's bounce and complaint events (issue 49), signed as Resend signs them (Svix:
 * `svix-id`, `svix-timestamp`, `svix-signature` with EMAIL_WEBHOOK_SECRET; a wrong or old
 * signature is refused with 401 and changes nothing). `email.bounced` with a permanent bounce
 * and `email.complained` put the recipients on the suppression list (`record_mail_event`): the
 * outbox sends them nothing more. Other events are acknowledged and ignored. The local mail
 * sandbox posts these events (`POST /sandbox/mail/api/events`).
 *
 * Answers { success: true, suppressed } or { error } with 400/401/405/500.
 */
import { json } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'
import { verifyWebhook } from '../_shared/webhook-signature.ts'

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const raw = await req.text()
  if (raw.length > 100_000) return json({ error: functionErrors.invalidBody }, { status: 400 })
  if (!(await verifyWebhook(env('EMAIL_WEBHOOK_SECRET'), req.headers, raw))) {
    return json({ error: functionErrors.badSignature }, { status: 401 })
  }
  let event: unknown
  try {
    event = JSON.parse(raw)
  } catch {
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  if (!isPlainObject(event) || !isPlainObject(event.data)) {
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  const data = event.data
  let kind: 'hard_bounce' | 'complaint' | null = null
  if (event.type === 'email.complained') kind = 'complaint'
  if (event.type === 'email.bounced') {
    const bounce = isPlainObject(data.bounce) ? data.bounce : {}
    // Transient bounces (a full mailbox) are retried by the provider; only permanent ones stop us.
    if (bounce.type === undefined || bounce.type === 'Permanent') kind = 'hard_bounce'
  }
  if (!kind) return json({ success: true, suppressed: 0 })
  const recipients = (Array.isArray(data.to) ? data.to : [data.to])
    .filter((to): to is string => typeof to === 'string')
    .slice(0, 50)
  const detail = typeof data.email_id === 'string' ? `email ${data.email_id.slice(0, 100)}` : null
  const admin = adminClient()
  let suppressed = 0
  for (const to of recipients) {
    const address = (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase()
    const { data: done, error } = await admin.rpc('record_mail_event', {
      p_email: address,
      p_type: kind,
      p_detail: detail,
    })
    if (error) {
      console.error('mail-events: could not record', error.message)
      return json({ error: 'database' }, { status: 500 })
    }
    if (done) suppressed += 1
  }
  return json({ success: true, suppressed })
})
