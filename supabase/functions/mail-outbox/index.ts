/**
 * POST /functions/v1/mail-outbox (service_role key only; the scheduler's job every minute)
 * Body (optional): { limit?: number, ids?: string[] } — rows per claim (1–500, default 50); `ids`
 * (at most 50) sends only those rows (a function that queued a mail someone is waiting for kicks
 * the worker for it: `_shared/outbox.ts`).
 *
 * The outbox worker (issue 49). Claims due mails (`claim_mail_outbox`: queued rows whose time
 * has come and rows whose previous worker's lease ran out; suppressed addresses are marked there
 * and never answered), renders each one's Arabic template (`_shared/mail-templates`), sends it
 * through the mail provider with the row id as `Idempotency-Key` (a resend after a crash between
 * the provider's answer and the mark is accepted once, not delivered twice), and marks the
 * result (`finish_mail_outbox`: sent, retried later with exponential backoff, or failed).
 * List mail carries the one-click unsubscribe link and the `List-Unsubscribe` and
 * `List-Unsubscribe-Post` headers (RFC 8058). Claims again until the queue is empty or the run
 * has used its time. Scheduled by the local scheduler here and by pg_cron + pg_net on hosted
 * Supabase (migration 20261202000000).
 *
 * A scheduled run (no `ids`) then deletes sent and suppressed rows older than 90 days
 * (`purge_mail_outbox`, migration 20261208000100); failed rows stay for the admins.
 *
 * Answers { claimed, sent, retried, failed, purged } or { error } with 400/401/405/500.
 */
import { bearerToken } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { apiUrl, deliverMail, type Delivery } from '../_shared/mail.ts'
import { renderMail } from '../_shared/mail-templates/index.ts'
import { functionErrors, optionalJsonObject } from '../_shared/messages.ts'

interface Claimed {
  id: string
  kind: string
  list: string | null
  to_email: string
  user_id: string | null
  data: Record<string, unknown> | null
  attempts: number
  unsubscribe_token: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Mails sent at once (the provider's rate limit is per second; Resend's default is 10). */
const PARALLEL = 8
/** A run stops claiming after this long, well inside the scheduler's minute. */
const RUN_BUDGET_MS = 40_000

function unsubscribeUrl(token: string): string {
  return `${apiUrl()}/functions/v1/mail-unsubscribe?token=${encodeURIComponent(token)}`
}

type Outcome = 'sent' | 'retried' | 'failed'

async function deliver(row: Claimed): Promise<Delivery> {
  const unsubscribe = row.unsubscribe_token ? unsubscribeUrl(row.unsubscribe_token) : undefined
  let mail
  try {
    mail = renderMail(row.kind, row.data ?? {}, { to: row.to_email, unsubscribeUrl: unsubscribe })
  } catch (error) {
    return { ok: false, retryable: false, error: `template: ${String(error).slice(0, 200)}` }
  }
  const headers: Record<string, string> = unsubscribe
    ? {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {}
  return await deliverMail(
    row.to_email,
    { subject: mail.subject, text: mail.text, html: mail.html },
    { idempotencyKey: row.id, headers },
  )
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  if (!key || bearerToken(req) !== key) {
    return json({ error: functionErrors.signInRequired }, { status: 401 })
  }
  let limit = 50
  let ids: string[] | null = null
  const body = await optionalJsonObject(req)
  if (!body) return json({ error: functionErrors.invalidBody }, { status: 400 })
  if (body.limit !== undefined) {
    if (!Number.isInteger(body.limit) || (body.limit as number) < 1 || (body.limit as number) > 500)
      return json({ error: functionErrors.invalidBody }, { status: 400 })
    limit = body.limit as number
  }
  if (body.ids !== undefined) {
    if (
      !Array.isArray(body.ids) ||
      body.ids.length > 50 ||
      !body.ids.every((id) => typeof id === 'string' && UUID.test(id))
    )
      return json({ error: functionErrors.invalidBody }, { status: 400 })
    ids = body.ids as string[]
  }
  const admin = adminClient()
  const started = Date.now()
  const counts = { claimed: 0, sent: 0, retried: 0, failed: 0 }

  async function finish(row: Claimed): Promise<void> {
    const delivery = await deliver(row)
    const { data: status, error } = await admin.rpc('finish_mail_outbox', {
      p_id: row.id,
      p_ok: delivery.ok,
      p_provider_id: delivery.ok ? delivery.providerId : null,
      p_error: delivery.ok ? null : delivery.error,
      p_retryable: delivery.ok ? true : delivery.retryable,
    })
    if (error) {
      // The row stays `sending`; after its lease it is claimed again and the provider's
      // idempotency key keeps the mail from going out twice.
      console.error('mail-outbox: could not mark', row.id, error.message)
      return
    }
    const outcome: Outcome = status === 'sent' ? 'sent' : status === 'queued' ? 'retried' : 'failed'
    counts[outcome] += 1
    if (!delivery.ok) console.error(`mail-outbox: ${row.kind} ${row.id} ${outcome}`, delivery.error)
  }

  while (Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await admin.rpc('claim_mail_outbox', { p_limit: limit, p_ids: ids })
    if (error) {
      console.error('mail-outbox: could not claim', error.message)
      return json({ error: 'database', ...counts }, { status: 500 })
    }
    const rows = (data ?? []) as Claimed[]
    if (!rows.length) break
    counts.claimed += rows.length
    let next = 0
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!
        await finish(row)
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, lane))
    if (rows.length < limit) break
  }
  // The scheduled run (not a kick for given rows) also deletes what was sent more than 90 days
  // ago (purge_mail_outbox; failed mails stay for admins). A failure waits for the next run.
  let purged = 0
  if (!ids) {
    const { data: gone, error: purgeError } = await admin.rpc('purge_mail_outbox')
    if (purgeError) console.error('mail-outbox: could not purge', purgeError.message)
    else purged = typeof gone === 'number' ? gone : 0
  }
  return json({ ...counts, purged })
})
