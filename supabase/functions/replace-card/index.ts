/**
 * POST /functions/v1/replace-card (bearer token required): the customer replaces the card that
 * renews their monthly plan.
 *
 * Body `{ "action": "start" }` → `{ id, redirect: { url } }`: a customer-initiated 3-D Secure
 * verification charge of VERIFY_AMOUNT (1.00 SAR, never the renewal amount) on Tap's hosted card
 * page with `save_card: true`. Tap has no card-verify call in the reference we work from
 * (tap-payments.md §9: "a customer-initiated charge with threeDSecure:true, save_card:true"), so
 * the verification is a real charge that is refunded in full as soon as the card is saved. It
 * extends nothing and buys nothing: no payment row is written and no webhook is asked for.
 *
 * Body `{ "action": "finish", "tapId": "chg_…" }` → `{ card: { brand, lastFour, expMonth,
 * expYear } }`: the charge is fetched again from Tap (never trusted from the browser), must be the
 * caller's own replacement charge, CAPTURED, with a saved card and a payment agreement. The card
 * and agreement then replace the old ones in payment_cards (the trigger of
 * 20261126120100_tap_card_deletions queues the old Tap ids for deletion) and the 1.00 SAR is
 * refunded with the idempotency key `cardrep_refund_<charge id>`. Finishing twice is harmless.
 * A declined or cancelled charge changes nothing: 400 with an Arabic message, the old card stays.
 */
import { json } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import {
  env,
  gatewayErrors,
  openPaymentCall,
  retrieveCharge,
  saveRenewalCard,
  tapRequest,
} from '../_shared/payments.ts'

const VERIFY_AMOUNT = 1
const PURPOSE = 'card_replacement'

const replaceCardErrors = {
  invalidAction: 'طلب غير صالح لاستبدال البطاقة',
  notMonthly: 'استبدال البطاقة متاح للاشتراكات الشهرية النشطة فقط',
  unknownCharge: 'لم نعثر على عملية التحقق من البطاقة',
  notCaptured: 'لم تُستبدل البطاقة: رُفضت عملية التحقق أو أُلغيت، وبقيت بطاقتك الحالية كما هي.',
  notSaved: 'لم تُستبدل البطاقة: هذه البطاقة لا تدعم التجديد التلقائي، وبقيت بطاقتك الحالية كما هي.',
  tooMany: 'حاولت استبدال البطاقة عدة مرات خلال الساعة الأخيرة. يرجى المحاولة لاحقاً',
  retired: 'لم تُستبدل البطاقة: هذه البطاقة أُزيلت من حسابك من قبل، وبقيت بطاقتك الحالية كما هي.',
} as const

/** Each start creates a real 1.00 SAR charge at Tap: at most this many an hour per customer. */
const STARTS_PER_HOUR = 5

Deno.serve(async (req) => {
  const opened = await openPaymentCall(req)
  if (opened instanceof Response) return opened
  const { admin, caller, body } = opened
  const action = body.action

  if (action === 'start') {
    const { data: subscription } = await admin
      .from('subscriptions')
      .select('status, expires_at, plans!inner(billing_cycle, price)')
      .eq('user_id', caller.id)
      .maybeSingle()
    const row = subscription as {
      status: string
      expires_at: string | null
      plans: { billing_cycle: string; price: number | string }
    } | null
    const active =
      !!row &&
      row.status === 'active' &&
      row.plans.billing_cycle === 'monthly' &&
      Number(row.plans.price) > 0 &&
      (row.expires_at === null || new Date(row.expires_at) > new Date())
    if (!active) return json({ error: replaceCardErrors.notMonthly }, { status: 400 })

    const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
      p_identifier: caller.id,
      p_identifier_type: 'user',
      p_endpoint: 'replace_card',
      p_max_requests: STARTS_PER_HOUR,
      p_window_minutes: 60,
    })
    if (limitError) {
      console.error('replace-card: rate limit check failed', limitError)
      return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
    }
    if (!allowed) return json({ error: replaceCardErrors.tooMany }, { status: 429 })

    const { data: profile } = await admin
      .from('profiles')
      .select('full_name, email')
      .eq('id', caller.id)
      .maybeSingle()
    const email = (profile?.email as string | null) || caller.email || ''
    const fullName = ((profile?.full_name as string | null) ?? '').trim()
    const reference = `cardrep_${crypto.randomUUID().replaceAll('-', '')}`
    const siteUrl = env('SITE_URL', 'http://127.0.0.1:5173').replace(/\/+$/, '')
    let created
    try {
      created = await tapRequest('/charges', {
        method: 'POST',
        langCode: 'ar',
        body: {
          amount: VERIFY_AMOUNT,
          currency: 'SAR',
          threeDSecure: true,
          save_card: true,
          customer_initiated: true,
          description: 'سند - التحقق من البطاقة الجديدة (يُسترد المبلغ)',
          statement_descriptor: 'SANAD',
          merchant: { id: env('TAP_MERCHANT_ID') },
          metadata: { user_id: caller.id, purpose: PURPOSE },
          reference: {
            transaction: reference.slice(0, 24),
            order: reference,
            idempotent: reference,
          },
          receipt: { email: false, sms: false },
          customer: {
            first_name: fullName.split(/\s+/)[0] || email.split('@')[0] || 'عميل',
            last_name: fullName.split(/\s+/).slice(1).join(' ') || 'سند',
            email,
          },
          source: { id: 'src_card' },
          redirect: { url: `${siteUrl}/subscription?card=replace` },
        },
      })
    } catch (error) {
      console.error('replace-card: Tap unreachable', error)
      return json({ error: gatewayErrors.unreachable }, { status: 503 })
    }
    const url = created.body.transaction?.url
    if (!created.body.id || !url) {
      console.error('replace-card: Tap refused', created.status, created.body.errors)
      return json({ error: gatewayErrors.refused }, { status: 502 })
    }
    return json({ id: created.body.id, redirect: { url } })
  }

  if (action === 'finish') {
    const tapId = typeof body.tapId === 'string' ? body.tapId.trim() : ''
    if (!/^chg_[A-Za-z0-9_]{1,80}$/.test(tapId)) {
      return json({ error: replaceCardErrors.unknownCharge }, { status: 400 })
    }
    let charge
    try {
      charge = await retrieveCharge(tapId)
    } catch (error) {
      console.error('replace-card: Tap unreachable', error)
      return json({ error: gatewayErrors.statusUnavailable }, { status: 503 })
    }
    // Someone else's charge, or a plan payment, is answered exactly like an unknown one.
    if (!charge || charge.metadata?.user_id !== caller.id || charge.metadata?.purpose !== PURPOSE) {
      return json({ error: replaceCardErrors.unknownCharge }, { status: 404 })
    }
    if (charge.status !== 'CAPTURED') {
      return json({ error: replaceCardErrors.notCaptured }, { status: 400 })
    }
    const card = charge.card
    if (!card?.id || !charge.customer?.id || !charge.payment_agreement?.id) {
      await refund(tapId, charge.amount, charge.currency)
      return json({ error: replaceCardErrors.notSaved }, { status: 400 })
    }
    const saved = {
      brand: String(card.brand ?? card.scheme ?? 'CARD').slice(0, 40),
      lastFour: String(card.last_four ?? '').slice(-4),
      expMonth: card.exp_month ?? null,
      expYear: card.exp_year ?? null,
    }
    const { data: existing } = await admin
      .from('payment_cards')
      .select('tap_card_id')
      .eq('user_id', caller.id)
      .maybeSingle()
    if ((existing as { tap_card_id?: string } | null)?.tap_card_id !== card.id) {
      let stored
      try {
        stored = await saveRenewalCard(admin, caller.id, charge)
      } catch (error) {
        console.error('replace-card: could not store the card', error)
        return json({ error: gatewayErrors.notRecorded }, { status: 500 })
      }
      // An earlier replacement's check, finished again after that card was replaced or removed.
      if (stored === 'retired') {
        await refund(tapId, charge.amount, charge.currency)
        return json({ error: replaceCardErrors.retired }, { status: 409 })
      }
    }
    await refund(tapId, charge.amount, charge.currency)
    return json({ card: saved })
  }

  return json({ error: replaceCardErrors.invalidAction }, { status: 400 })
})

/**
 * Gives the verification amount back. A failure is logged and not shown: the card is already
 * replaced, and the same idempotency key makes a later finish (or an operator) refund it once.
 */
async function refund(chargeId: string, amount: number, currency: string): Promise<void> {
  try {
    const answer = await tapRequest('/refunds', {
      method: 'POST',
      body: {
        charge_id: chargeId,
        amount,
        currency,
        reason: 'requested_by_customer',
        description: 'استرداد مبلغ التحقق من البطاقة',
        reference: { merchant: chargeId, idempotent: `cardrep_refund_${chargeId}` },
        metadata: { purpose: PURPOSE },
      },
    })
    if (answer.status >= 400) console.error('replace-card: refund refused', answer.body)
  } catch (error) {
    console.error('replace-card: refund failed', error)
  }
}
