/**
 * POST /functions/v1/newsletter-send (service_role key only; the scheduler's job every minute,
 * just before `mail-outbox`)
 * Body (optional): { batch?: number, maxBatches?: number, digestMonth?: 'YYYY-MM' }
 *
 * Issue 49: sends the newsletter and the monthly digest through the outbox.
 * - Newsletter issues an admin scheduled: each `newsletter_send_batch` call is one transaction
 *   that expands the next `batch` addresses of the earliest due issue (after the issue's cursor)
 *   into outbox rows with dedupe key `newsletter:<issue id>:<address>`. A crash between calls
 *   loses nothing and one inside a call rolls that batch back: the next run resumes after the
 *   cursor, and the dedupe key never adds a row twice. The outbox's worker sends them at its
 *   claim rate (the throttle).
 * - On the 1st of the month (Asia/Riyadh), or for `digestMonth`, `queue_monthly_digest` queues
 *   «جديد سند هذا الشهر» of the past month, batch by batch (dedupe `digest:<yyyy-mm>:<user>`).
 * Scheduled by the local scheduler here and by pg_cron + pg_net on hosted Supabase (migration
 * 20261205000000).
 *
 * Answers { batches, enqueued, issues, digest } or { error } with 400/401/405/500.
 */
import { bearerToken } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors, optionalJsonObject } from '../_shared/messages.ts'

/** A run stops starting batches after this long, well inside the scheduler's minute. */
const RUN_BUDGET_MS = 30_000

const riyadhDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Riyadh',
  day: 'numeric',
})

function intIn(value: unknown, min: number, max: number): boolean {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  if (!key || bearerToken(req) !== key) {
    return json({ error: functionErrors.signInRequired }, { status: 401 })
  }
  let batch = 500
  let maxBatches = 1000
  let digestMonth: string | null = null
  const body = await optionalJsonObject(req)
  if (!body) return json({ error: functionErrors.invalidBody }, { status: 400 })
  if (body.batch !== undefined) {
    if (!intIn(body.batch, 1, 2000))
      return json({ error: functionErrors.invalidBody }, { status: 400 })
    batch = body.batch as number
  }
  if (body.maxBatches !== undefined) {
    if (!intIn(body.maxBatches, 1, 1000))
      return json({ error: functionErrors.invalidBody }, { status: 400 })
    maxBatches = body.maxBatches as number
  }
  if (body.digestMonth !== undefined) {
    if (typeof body.digestMonth !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(body.digestMonth))
      return json({ error: functionErrors.invalidBody }, { status: 400 })
    digestMonth = body.digestMonth
  }
  const admin = adminClient()
  const started = Date.now()
  const result = { batches: 0, enqueued: 0, issues: [] as string[], digest: 0 }

  while (result.batches < maxBatches && Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await admin.rpc('newsletter_send_batch', { p_batch: batch })
    if (error) {
      console.error('newsletter-send: batch failed (the next run resumes)', error.message)
      return json({ error: 'database', ...result }, { status: 500 })
    }
    const answer = data as { issue_id: string | null; enqueued: number; done: boolean }
    if (!answer.issue_id) break
    result.batches += 1
    result.enqueued += answer.enqueued
    if (!result.issues.includes(answer.issue_id)) result.issues.push(answer.issue_id)
  }

  const firstOfMonth = riyadhDay.format(new Date()) === '1'
  if (digestMonth || firstOfMonth) {
    while (Date.now() - started < RUN_BUDGET_MS) {
      const { data, error } = await admin.rpc('queue_monthly_digest', {
        p_month: digestMonth ? `${digestMonth}-01` : null,
        p_batch: batch,
      })
      if (error) {
        console.error('newsletter-send: digest batch failed (the next run resumes)', error.message)
        return json({ error: 'database', ...result }, { status: 500 })
      }
      const handled = Number(data ?? 0)
      result.digest += handled
      if (handled < batch) break
    }
  }
  return json(result)
})
