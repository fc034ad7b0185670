/**
 * POST /functions/v1/trial-reminders (service_role key only; the scheduler's hourly job)
 * Body (optional): { now: ISO date } — the run's time, so tests can move the clock.
 *
 * Mails the Arabic trial reminders (issue 32): two days before the 7-day trial ends and on the
 * day before, with what the account loses and the one-click path to the paid plan chosen in the
 * registration wizard (`profiles.intended_plan`) or to /pricing. The database picks who is due
 * and claims each reminder once (`claim_trial_reminders`: never an account that has paid, an
 * unconfirmed e-mail or a deleted account); a reminder the mail provider refused is released
 * (`release_trial_reminder`) so the next run sends it. Mail goes through the same
 * Resend-compatible API as the other product mail (EMAIL_API_BASE; the local mailbox by default).
 * Scheduled by the local scheduler here and by pg_cron + pg_net on hosted Supabase
 * (migration 20261125200100).
 *
 * Answers { due, sent, failed } or { error } with 400/401/405/500.
 */
import { bearerToken } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { escapeHtml, riyadhDateTime as riyadh, siteUrl } from '../_shared/mail.ts'
import { kickOutbox, queueMail } from '../_shared/outbox.ts'
import { functionErrors, optionalJsonObject } from '../_shared/messages.ts'

interface DueReminder {
  user_id: string
  kind: 'two_days' | 'one_day'
  email: string
  full_name: string | null
  trial_ends_at: string
  plan_slug: string | null
  plan_name: string | null
  plan_price: number | string | null
  plan_billing_cycle: string | null
  plan_features: unknown
}

const invalidNow = 'قيمة الوقت غير صحيحة'

function priceOf(row: DueReminder): string {
  const amount = `${Number(row.plan_price).toLocaleString('ar-SA-u-nu-latn', { maximumFractionDigits: 2 })} ر.س`
  return row.plan_billing_cycle === 'lifetime' ? `${amount} مرة واحدة` : `${amount} شهرياً`
}

/** The reminder's subject, text, HTML and link. */
function composeReminder(row: DueReminder, siteUrl: string) {
  const name = row.full_name && !row.full_name.includes('@') ? row.full_name : ''
  const when = row.kind === 'one_day' ? 'غداً' : 'بعد يومين'
  const subject = `تنتهي فترتك التجريبية في سند ${when}`
  const ends = riyadh.format(new Date(row.trial_ends_at))
  const features = Array.isArray(row.plan_features)
    ? row.plan_features.filter((f): f is string => typeof f === 'string').slice(0, 6)
    : []
  const link = row.plan_slug
    ? `${siteUrl}/payment?plan=${encodeURIComponent(row.plan_slug)}`
    : `${siteUrl}/pricing`
  const action = row.plan_slug ? `اشترك في باقة ${row.plan_name}` : 'اختر باقتك'
  const lines = [
    `تنتهي فترتك التجريبية المجانية في سند ${when}، ${ends} بتوقيت الرياض.`,
    'عند انتهائها تُقفل الأوامر الذكية التي تفتحها لك الفترة التجريبية (10 أوامر يومياً)، فلا تستطيع فتحها أو نسخها أو ملأها بمتغيرات شركتك حتى تشترك. تبقى بيانات حسابك ومفضلتك ومتغيراتك محفوظة.',
    row.plan_slug
      ? `اخترت عند التسجيل باقة ${row.plan_name} بسعر ${priceOf(row)} شامل ضريبة القيمة المضافة. اشترك الآن بنقرة واحدة لتستمر دون انقطاع.`
      : 'اختر الباقة التي تناسبك الآن لتستمر دون انقطاع.',
  ]
  const featureTitle = `ما تفتحه لك باقة ${row.plan_name}:`
  const greeting = `مرحباً ${name || 'بك'}،`
  const text = [
    greeting,
    '',
    ...lines,
    ...(features.length ? ['', featureTitle, ...features.map((f) => `- ${f}`)] : []),
    '',
    `${action}: ${link}`,
    '',
    'فريق سند',
  ].join('\n')
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;background:#f6f7f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#111">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${
  features.length
    ? `<p>${escapeHtml(featureTitle)}</p><ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
    : ''
}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2dd4bf;color:#04201c;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p>فريق سند</p>
</div></body></html>`
  return { subject, text, html, link }
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  if (!key || bearerToken(req) !== key) {
    return json({ error: functionErrors.signInRequired }, { status: 401 })
  }
  let now = new Date()
  const body = await optionalJsonObject(req)
  if (!body) return json({ error: functionErrors.invalidBody }, { status: 400 })
  if (body.now !== undefined) {
    const at = typeof body.now === 'string' ? new Date(body.now) : null
    if (!at || Number.isNaN(at.getTime())) return json({ error: invalidNow }, { status: 400 })
    now = at
  }
  const admin = adminClient()
  const { data, error } = await admin.rpc('claim_trial_reminders', { p_now: now.toISOString() })
  if (error) {
    console.error('trial-reminders: could not claim reminders', error.message)
    return json({ error: 'database' }, { status: 500 })
  }
  const site = siteUrl()
  const due = (data ?? []) as DueReminder[]
  let sent = 0
  let failed = 0
  const queued: string[] = []
  for (const row of due) {
    // Through the outbox (issue 49): retried and suppression-checked; sent once per reminder.
    const { subject, text, html } = composeReminder(row, site)
    const id = await queueMail(admin, {
      kind: 'rendered',
      to: row.email,
      userId: row.user_id,
      data: { subject, text, html },
      dedupeKey: `trial_reminder:${row.user_id}:${row.kind}:${row.trial_ends_at}`,
    })
    if (id) {
      queued.push(id)
      sent += 1
      continue
    }
    failed += 1
    const { error: releaseError } = await admin.rpc('release_trial_reminder', {
      p_user_id: row.user_id,
      p_kind: row.kind,
    })
    if (releaseError)
      console.error('trial-reminders: claim kept', row.user_id, releaseError.message)
  }
  for (let at = 0; at < queued.length; at += 50) await kickOutbox(queued.slice(at, at + 50))
  return json({ due: due.length, sent, failed })
})
