/**
 * POST /functions/v1/subscription-renewals (service_role key only; the scheduler's hourly job)
 * Body: {} or { "now": ISO-8601 } (tests move time; the database's clock otherwise).
 *
 * Monthly plans renew themselves (issue 28). `claim_subscription_renewals` decides, in the
 * database and under row locks, what is due at `now`: renewal rows for subscriptions ending within
 * 3 days, the reminder mails, the card-expiry notices, the payment links for methods that cannot
 * recur, and the charge attempts (each with its INITIATED payment row keyed
 * `sub_<subscription id>_<period start>`; a scheduled downgrade is applied and the period priced
 * on the server first). Each attempt mints a token from the saved card (`POST /v2/tokens`) and
 * charges it merchant-initiated (`customer_initiated: false`, `payment_agreement.id`) with that
 * key as Tap's idempotency key, then settles the answer through `settleCharge`, the path of every
 * capture (its tax invoice, the period extended only on CAPTURED, the receipt). Failures are
 * retried on day 1 and day 3 (`record_renewal_attempt`, audited) with an Arabic e-mail each time;
 * after the grace period the claim lapses the subscription.
 *
 * Each run also deletes at Tap the saved cards we stopped using (deleteCardsAtTap).
 *
 * With an aal2 admin's token instead, body `{ "renewalId": uuid }` is /518's "retry now" of one
 * failed renewal (see retryNow): the same claim and charge, for that renewal only.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { bearerToken, callerFromClaims } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'
import {
  adminClient,
  env,
  settleCharge,
  tapRequest,
  TapUnreachableError,
  type TapCharge,
} from '../_shared/payments.ts'
import { mailMoney, siteUrl } from '../_shared/mail.ts'
import { sendThroughOutbox } from '../_shared/outbox.ts'
import { composeRenewalMail, renewalDate } from '../_shared/renewal-mail.ts'

const BATCH = 200
/** Attempts charged at once: Tap answers each within seconds, the database is the limit. */
const PARALLEL = 8
/**
 * A run stops claiming after this long; the next hourly run takes the rest. Hosted Supabase ends
 * an edge function at 150 s of wall clock on the free plan (400 s on paid plans): 100 s leaves a
 * last batch (200 charges, 8 at a time) room to finish inside the smaller limit.
 */
const RUN_BUDGET_MS = 100_000

interface Attempt {
  renewal_id: string
  user_id: string
  subscription_id: string
  payment_id: string
  order_reference: string
  transaction_reference: string
  amount: number | string
  currency: string
  plan_slug: string
  plan_name: string
  attempt: number
  customer_id: string
  card_id: string
  agreement_id: string
  period_start: string
}

interface Notice {
  renewal_id?: string
  user_id: string
  plan_slug?: string
  amount?: number | string
  currency?: string
  period_start?: string
  brand?: string
  last_four?: string
  exp_month?: number
  exp_year?: number
}

interface Claim {
  attempts: Attempt[]
  reminders: Notice[]
  links: Notice[]
  card_notices: Notice[]
  lapsed: number
  cancelled: number
}

const FAILURE_REASONS: Record<string, string> = {
  DECLINED: 'رفض البنك المصدر للبطاقة العملية',
  FAILED: 'تعذّر تنفيذ العملية على البطاقة',
  TIMEDOUT: 'انتهت مهلة الاتصال بالبنك',
  RESTRICTED: 'البطاقة مقيّدة لدى البنك',
  UNKNOWN: 'لم يؤكد البنك نتيجة العملية',
}

async function recipient(admin: SupabaseClient, userId: string) {
  const { data } = await admin
    .from('profiles')
    .select('email, full_name')
    .eq('id', userId)
    .maybeSingle()
  const row = data as { email: string | null; full_name: string | null } | null
  return row?.email ? { email: row.email, name: row.full_name } : null
}

async function planName(admin: SupabaseClient, slug: string | undefined): Promise<string> {
  const { data } = await admin
    .from('plans')
    .select('name')
    .eq('slug', slug ?? '')
    .maybeSingle()
  return (data as { name: string } | null)?.name ?? slug ?? ''
}

async function mailTo(
  admin: SupabaseClient,
  userId: string,
  build: (name: string | null) => ReturnType<typeof composeRenewalMail>,
) {
  const to = await recipient(admin, userId)
  // Through the outbox (issue 49): retried and suppression-checked.
  if (to) await sendThroughOutbox(admin, to.email, build(to.name), { userId })
}

async function recordAttempt(
  admin: SupabaseClient,
  attempt: Attempt,
  now: string,
  outcome: 'captured' | 'failed' | 'unanswered',
  chargeId: string | null,
  reason: string | null,
) {
  const { data, error } = await admin.rpc('record_renewal_attempt', {
    p_renewal_id: attempt.renewal_id,
    p_now: now,
    p_outcome: outcome,
    p_charge_id: chargeId,
    p_reason: reason,
  })
  if (error) throw new Error(`record_renewal_attempt: ${error.message}`)
  return data as { status: string; next_attempt_at: string; final: boolean }
}

async function failureMail(
  admin: SupabaseClient,
  attempt: Attempt,
  reason: string,
  next: { next_attempt_at: string; final: boolean },
) {
  const graceEnd = new Date(new Date(attempt.period_start).getTime() + 3 * 86_400_000)
  await mailTo(admin, attempt.user_id, (name) =>
    composeRenewalMail(name, {
      subject: 'تعذّر تجديد اشتراكك في سند',
      lines: [
        `لم نتمكن من تحصيل ${mailMoney(attempt.amount, attempt.currency)} (شاملة ضريبة القيمة المضافة) لتجديد خطة ${attempt.plan_name}.`,
        `السبب: ${reason}.`,
        next.final
          ? `ينتهي اشتراكك في ${renewalDate(graceEnd.toISOString())} ما لم تحدّث بطاقتك وتدفع قبل ذلك.`
          : `سنعيد المحاولة تلقائياً في ${renewalDate(next.next_attempt_at)}. حدّث بطاقتك الآن لتجنّب انقطاع اشتراكك.`,
      ],
      action: 'تحديث البطاقة',
      link: `${siteUrl()}/subscription`,
    }),
  )
}

/** One attempt: token from the saved card, merchant-initiated charge, the capture path. */
async function charge(admin: SupabaseClient, attempt: Attempt, now: string): Promise<string> {
  let result: TapCharge
  try {
    const token = await tapRequest('/tokens', {
      method: 'POST',
      body: { saved_card: { card_id: attempt.card_id, customer_id: attempt.customer_id } },
    })
    if (!token.body.id) {
      const reason = 'البطاقة المحفوظة لم تعد صالحة لدى بوابة الدفع'
      const next = await recordAttempt(admin, attempt, now, 'failed', null, reason)
      await admin
        .from('tap_payment_details')
        .update({ status: 'FAILED' })
        .eq('id', attempt.payment_id)
        .eq('status', 'INITIATED')
      await failureMail(admin, attempt, reason, next)
      return 'failed'
    }
    const created = await tapRequest('/charges', {
      method: 'POST',
      body: {
        amount: Number(attempt.amount),
        currency: attempt.currency,
        threeDSecure: false,
        save_card: false,
        customer_initiated: false,
        description: `تجديد اشتراك سند - ${attempt.plan_name}`,
        statement_descriptor: 'SANAD',
        metadata: {
          user_id: attempt.user_id,
          selected_plan: attempt.plan_slug,
          change_type: 'renewal',
          renewal_id: attempt.renewal_id,
          order_reference: attempt.order_reference,
        },
        reference: {
          transaction: attempt.transaction_reference,
          order: attempt.order_reference,
          idempotent: attempt.order_reference,
        },
        receipt: { email: false, sms: false },
        customer: { id: attempt.customer_id },
        payment_agreement: { id: attempt.agreement_id },
        source: { id: token.body.id },
        post: { url: `${env('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/tap-webhook` },
      },
    })
    result = created.body
    if (!result.id) {
      // Tap refused the request itself (no charge exists): a failed attempt.
      const reason = result.errors?.[0]?.description ?? `HTTP ${created.status}`
      if (created.status >= 500 || created.status === 429) {
        await recordAttempt(admin, attempt, now, 'unanswered', null, reason)
        return 'unanswered'
      }
      const next = await recordAttempt(admin, attempt, now, 'failed', null, reason)
      await admin
        .from('tap_payment_details')
        .update({ status: 'FAILED' })
        .eq('id', attempt.payment_id)
        .eq('status', 'INITIATED')
      await failureMail(admin, attempt, 'رفضت بوابة الدفع العملية', next)
      return 'failed'
    }
  } catch (error) {
    if (!(error instanceof TapUnreachableError)) throw error
    // Maybe charged, maybe not: the claim is taken again later with the same key.
    await recordAttempt(admin, attempt, now, 'unanswered', null, 'Tap unreachable')
    return 'unanswered'
  }
  await admin
    .from('tap_payment_details')
    .update({ charge_id: result.id })
    .eq('id', attempt.payment_id)
    .is('charge_id', null)
  const settled = await settleCharge(admin, result)
  if (
    result.status === 'CAPTURED' &&
    (settled.outcome === 'applied' || settled.outcome === 'already_applied')
  ) {
    await recordAttempt(admin, attempt, now, 'captured', result.id, null)
    return 'captured'
  }
  if (result.status === 'INITIATED' || result.status === 'IN_PROGRESS') {
    await recordAttempt(admin, attempt, now, 'unanswered', result.id, result.status)
    return 'unanswered'
  }
  const gatewayReason = result.response?.message ?? result.status
  const next = await recordAttempt(admin, attempt, now, 'failed', result.id, gatewayReason)
  await failureMail(admin, attempt, FAILURE_REASONS[result.status] ?? gatewayReason, next)
  return 'failed'
}

async function sendNotices(admin: SupabaseClient, claim: Claim) {
  const manage = `${siteUrl()}/subscription`
  for (const reminder of claim.reminders) {
    const name = await planName(admin, reminder.plan_slug)
    const { data: card } = await admin
      .from('payment_cards')
      .select('brand, last_four')
      .eq('user_id', reminder.user_id)
      .maybeSingle()
    const saved = card as { brand: string; last_four: string } | null
    await mailTo(admin, reminder.user_id, (person) =>
      composeRenewalMail(person, {
        subject: 'سيتجدد اشتراكك في سند خلال 3 أيام',
        lines: [
          `سيتجدد اشتراكك في خطة ${name} تلقائياً في ${renewalDate(reminder.period_start!)} بمبلغ ${mailMoney(reminder.amount!, reminder.currency!)} شاملاً ضريبة القيمة المضافة${saved ? `، من بطاقة ${saved.brand} المنتهية بالرقم ${saved.last_four}` : ''}.`,
          'لا يلزمك فعل شيء إن أردت الاستمرار. يمكنك إيقاف التجديد التلقائي أو تغيير البطاقة قبل ذلك الموعد.',
        ],
        action: 'إدارة الاشتراك',
        link: manage,
      }),
    )
  }
  for (const link of claim.links) {
    const name = await planName(admin, link.plan_slug)
    await mailTo(admin, link.user_id, (person) =>
      composeRenewalMail(person, {
        subject: 'جدّد اشتراكك في سند قبل انتهائه',
        lines: [
          `ينتهي اشتراكك في خطة ${name} في ${renewalDate(link.period_start!)}.`,
          `طريقة الدفع التي استخدمتها لا تدعم التجديد التلقائي، فادفع ${mailMoney(link.amount!, link.currency!)} شاملة ضريبة القيمة المضافة عبر الرابط التالي لتجديد اشتراكك شهراً آخر.`,
        ],
        action: 'ادفع الآن لتجديد الاشتراك',
        link: `${siteUrl()}/payment?plan=${encodeURIComponent(link.plan_slug ?? '')}`,
      }),
    )
  }
  for (const notice of claim.card_notices) {
    const month = `${String(notice.exp_month).padStart(2, '0')}/${notice.exp_year}`
    await mailTo(admin, notice.user_id, (person) =>
      composeRenewalMail(person, {
        subject: 'تنتهي صلاحية بطاقتك المحفوظة في سند الشهر القادم',
        lines: [
          `تنتهي صلاحية بطاقة ${notice.brand} المنتهية بالرقم ${notice.last_four} في ${month}.`,
          'حدّث بطاقتك ليتجدد اشتراكك دون انقطاع.',
        ],
        action: 'تحديث البطاقة',
        link: manage,
      }),
    )
  }
}

interface CardDeletion {
  id: string
  customer_id: string
  card_id: string
  attempt: number
}

/** Card deletions claimed at a time: at most 3 rounds of PARALLEL calls of TAP_TIMEOUT_MS. */
const CARD_BATCH = 20

/** Deletes one card at Tap and records the outcome. */
async function deleteCardAtTap(admin: SupabaseClient, card: CardDeletion): Promise<boolean> {
  let deleted = false
  let reason: string | null = null
  try {
    const answer = await tapRequest(
      `/card/${encodeURIComponent(card.customer_id)}/${encodeURIComponent(card.card_id)}`,
      { method: 'DELETE' },
    )
    const body = answer.body as unknown as { deleted?: boolean }
    deleted = (answer.status === 200 && body.deleted === true) || answer.status === 404
    if (!deleted) {
      reason = answer.body.errors?.[0]?.description ?? `HTTP ${answer.status}`
    }
  } catch (caught) {
    if (!(caught instanceof TapUnreachableError)) throw caught
    reason = 'Tap unreachable'
  }
  if (!deleted) {
    console.error('subscription-renewals: Tap did not delete card', card.card_id, reason)
  }
  const recorded = await admin.rpc('record_tap_card_deletion', {
    p_id: card.id,
    p_deleted: deleted,
    p_reason: reason,
  })
  if (recorded.error) {
    console.error('subscription-renewals: card deletion not recorded', recorded.error.message)
  }
  return deleted
}

/**
 * Deletes at Tap the saved cards we no longer use (removed, replaced, or of a deleted account;
 * queued by a trigger on payment_cards). Our record is gone already; Tap's 404 means gone there
 * too. A failure is logged and retried later by the claim's schedule; the 8th is given up and
 * audited (tap_card_deletion_failed).
 *
 * Within the run's budget only (`started`, RUN_BUDGET_MS), after the renewals: CARD_BATCH
 * claimed at a time and deleted PARALLEL at a time, so a run whose charges used the budget leaves
 * the queue to the next hourly run instead of being ended mid-way by the platform's wall clock
 * (one claim of 200 deleted one by one could take 200 × TAP_TIMEOUT_MS when Tap is slow).
 */
async function deleteCardsAtTap(admin: SupabaseClient, now: string, started: number) {
  const result = { deleted: 0, failed: 0 }
  while (Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await admin.rpc('claim_tap_card_deletions', {
      p_now: now,
      p_limit: CARD_BATCH,
    })
    if (error) {
      console.error('subscription-renewals: card deletions not claimed', error.message)
      return result
    }
    const queue = [...((data ?? []) as CardDeletion[])]
    const claimed = queue.length
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
        for (let card = queue.shift(); card; card = queue.shift()) {
          if (await deleteCardAtTap(admin, card)) result.deleted += 1
          else result.failed += 1
        }
      }),
    )
    if (claimed < CARD_BATCH) break
  }
  return result
}

/** Charges the claimed attempts, PARALLEL at a time, counting the outcomes into `found`. */
async function chargeAll(
  admin: SupabaseClient,
  attempts: Attempt[],
  now: string,
  found: { captured: number; failed: number; unanswered: number; errors: number },
) {
  const queue = [...attempts]
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          const outcome = await charge(admin, next, now)
          if (outcome === 'captured') found.captured += 1
          else if (outcome === 'failed') found.failed += 1
          else found.unanswered += 1
        } catch (caught) {
          // Left 'charging': taken again after 10 minutes with the same key.
          console.error('subscription-renewals: attempt failed', next.renewal_id, caught)
          found.errors += 1
        }
      }
    }),
  )
}

export const retryErrors = {
  renewalRequired: 'حدّد التجديد المراد إعادة محاولته',
  taken: 'بدأت محاولة أخرى لهذا التجديد للتو؛ حدّث الصفحة بعد قليل لترى نتيجتها',
  notRecorded: 'تعذّر بدء المحاولة الآن. أعد المحاولة بعد قليل.',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * "Retry now" from /518/renewals: an aal2 admin's token and `{ renewalId }`. The database decides
 * (admin_retry_renewal, called as the admin: is_admin(), what may be retried, the audit row) and
 * makes the renewal due; then the service role claims that one renewal (the job's claim, under
 * its row lock) and charges it as the job does. Two retries at once: one charges, the other 409.
 */
async function retryNow(req: Request, jwt: string, body: Record<string, unknown>) {
  const renewalId = typeof body.renewalId === 'string' ? body.renewalId.trim() : ''
  if (!UUID.test(renewalId)) {
    return json({ error: retryErrors.renewalRequired }, { status: 400 })
  }
  const admin = adminClient()
  const caller = await callerFromClaims(req, admin)
  if (!caller) return json({ error: functionErrors.signInRequired }, { status: 401 })
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  })
  const allowed = await asCaller.rpc('admin_retry_renewal', { p_renewal_id: renewalId })
  if (allowed.error) {
    const refused = allowed.error.code === '42501'
    const known = refused || allowed.error.code === 'P0001'
    const status = refused ? 403 : !known ? 503 : allowed.error.hint === 'not_found' ? 404 : 409
    return json({ error: known ? allowed.error.message : retryErrors.notRecorded }, { status })
  }
  const now = new Date().toISOString()
  const { data, error } = await admin.rpc('claim_subscription_renewal', {
    p_renewal_id: renewalId,
    p_now: now,
  })
  if (error) {
    console.error('subscription-renewals: retry claim failed', error.message)
    return json({ error: retryErrors.notRecorded }, { status: 503 })
  }
  const claim = data as Claim
  await sendNotices(admin, claim)
  if (claim.attempts.length === 0) {
    return json({ error: retryErrors.taken }, { status: 409 })
  }
  const found = { captured: 0, failed: 0, unanswered: 0, errors: 0 }
  await chargeAll(admin, claim.attempts, now, found)
  const outcome =
    found.captured > 0
      ? 'captured'
      : found.failed > 0
        ? 'failed'
        : found.unanswered > 0
          ? 'unanswered'
          : 'error'
  const { data: after } = await admin
    .from('subscription_renewals')
    .select('status, attempts, last_error, next_attempt_at')
    .eq('id', renewalId)
    .maybeSingle()
  return json({ outcome, renewal: after })
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  let body: unknown = {}
  const text = await req.text()
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      return json({ error: functionErrors.invalidBody }, { status: 400 })
    }
  }
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  const jwt = bearerToken(req)
  if (!key || jwt !== key) {
    // Only an admin's "retry now" is answered for a user token; the job is the service role's.
    if (jwt && isPlainObject(body) && body.renewalId !== undefined) {
      return retryNow(req, jwt, body)
    }
    return json({ error: functionErrors.signInRequired }, { status: 401 })
  }
  if (!isPlainObject(body)) return json({ error: functionErrors.invalidBody }, { status: 400 })
  let now = new Date().toISOString()
  if (body.now !== undefined) {
    const parsed = typeof body.now === 'string' ? new Date(body.now) : new Date(Number.NaN)
    if (Number.isNaN(parsed.getTime())) {
      return json({ error: 'قيمة now يجب أن تكون تاريخاً بصيغة ISO 8601' }, { status: 400 })
    }
    now = parsed.toISOString()
  }

  const admin = adminClient()
  const started = Date.now()
  const found = {
    now,
    charged: 0,
    captured: 0,
    failed: 0,
    unanswered: 0,
    reminders: 0,
    links: 0,
    cardNotices: 0,
    lapsed: 0,
    cancelled: 0,
    errors: 0,
  }
  while (Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await admin.rpc('claim_subscription_renewals', {
      p_now: now,
      p_limit: BATCH,
    })
    if (error) {
      console.error('subscription-renewals: claim failed', error.message)
      return json({ error: 'database', ...found }, { status: 500 })
    }
    const claim = data as Claim
    found.reminders += claim.reminders.length
    found.links += claim.links.length
    found.cardNotices += claim.card_notices.length
    found.lapsed += claim.lapsed
    found.cancelled += claim.cancelled
    await sendNotices(admin, claim)
    found.charged += claim.attempts.length
    await chargeAll(admin, claim.attempts, now, found)
    const more =
      claim.attempts.length +
      claim.reminders.length +
      claim.links.length +
      claim.card_notices.length
    if (more < BATCH) break
  }
  const cards = await deleteCardsAtTap(admin, now, started)
  return json({ ...found, cardsDeleted: cards.deleted, cardDeletionsFailed: cards.failed })
})
