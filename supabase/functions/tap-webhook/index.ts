/**
 * POST /functions/v1/tap-webhook (public: verify_jwt = false; Tap sends no Supabase JWT)
 *
 * Tap posts the charge object with a `hashstring` header. The request is trusted only after:
 * 1. the hashstring matches Tap's recipe over the posted object (constant-time compare);
 * 2. the charge is fetched again from Tap with the secret key, and that copy is what counts;
 * 3. its amount, currency and order reference match the payment stored by tap-payment.
 * Only CAPTURED changes the subscription, once per charge however often Tap delivers. A signed
 * body whose amount or currency differs from the charge Tap returns is logged and ignored (a
 * replay or a leaked key); its status may differ (an older delivery arriving late).
 * Answers 2xx for everything handled or deliberately ignored, so Tap stops retrying; 401 for a
 * bad signature; 502 when Tap cannot be reached to confirm and 500 when the database fails (Tap
 * retries later, and the result page's status call completes the payment too).
 *
 * Anyone can post here, so the security log of bad signatures is bounded (REFUSALS_LOGGED): every
 * unsigned request is answered 401, only the first ones of each window are logged. The signed
 * path never consults these counters.
 */
import { clientIp } from '../_shared/client-address.ts'
import { json } from '../_shared/cors.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'
import {
  adminClient,
  env,
  gatewayErrors,
  retrieveCharge,
  settleCharge,
  type TapCharge,
} from '../_shared/payments.ts'
import { formatTapAmount, verifyTapHashString } from '../_shared/tap-hash.ts'
import type { SupabaseClient } from '@supabase/supabase-js'

async function logRefusal(
  admin: SupabaseClient,
  eventType: string,
  description: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  console.error('tap-webhook:', description, metadata)
  const { error } = await admin.rpc('log_security_event', {
    p_event_type: eventType,
    p_description: description,
    p_severity: 'high',
    p_metadata: metadata,
  })
  if (error) console.error('tap-webhook: could not log', eventType, error.message)
}

/**
 * How many bad-signature refusals are logged, in fixed one-hour windows (docs/security.md,
 * "Anonymous entry points"). Past either limit the request is still answered 401, without a row.
 * - overall, 100 an hour (at most 2,400 rows a day whatever the number of addresses): counted
 *   first, for every unsigned request, so it also bounds the per-address counter rows;
 * - per client address, 10 an hour: a prober, or Tap's own few delivery addresses when our secret
 *   is wrong (every genuine delivery then fails), shows in the log at once; more copies of the
 *   same refusal tell an administrator nothing new, and one address cannot fill the overall
 *   budget's log alone.
 * The price: one address that sends 100 unsigned requests in an hour stops the logging of the
 * others until the window ends (its own first 10 are logged). An unsigned request changes nothing
 * else, so the log is a signal, not a record of every attempt.
 */
const REFUSALS_LOGGED = { overall: 100, perAddress: 10, windowMinutes: 60 } as const
const REFUSALS_ENDPOINT = 'tap_webhook_bad_signature'

/**
 * Counts one refusal; true while it is within both limits. A limiter that fails answers false:
 * nothing is logged (the write could not be bounded) and the caller still gets its 401.
 */
async function refusalLoggable(admin: SupabaseClient, ip: string | null): Promise<boolean> {
  const buckets = [
    { identifier: 'all', type: 'global', max: REFUSALS_LOGGED.overall },
    { identifier: ip ?? 'unknown', type: 'ip', max: REFUSALS_LOGGED.perAddress },
  ]
  for (const bucket of buckets) {
    const { data: allowed, error } = await admin.rpc('check_rate_limit', {
      p_identifier: bucket.identifier,
      p_identifier_type: bucket.type,
      p_endpoint: REFUSALS_ENDPOINT,
      p_max_requests: bucket.max,
      p_window_minutes: REFUSALS_LOGGED.windowMinutes,
    })
    if (error) {
      console.error('tap-webhook: refusal limiter failed; not logged', error.message)
      return false
    }
    if (allowed !== true) return false
  }
  return true
}

const isScalar = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'number'

/**
 * The fields that are signed and logged have the types Tap sends: an object where a string goes
 * would make String() or the signed template throw (a 500) instead of a refusal.
 */
function isTapObject(value: unknown): value is TapCharge {
  if (!isPlainObject(value)) return false
  const { id, amount, currency, status, reference, transaction } = value
  return (
    typeof id === 'string' &&
    (typeof amount === 'number' || typeof amount === 'string') &&
    typeof currency === 'string' &&
    currency !== '' &&
    isScalar(status) &&
    (reference === undefined ||
      reference === null ||
      (isPlainObject(reference) &&
        isScalar(reference.gateway) &&
        isScalar(reference.payment) &&
        isScalar(reference.order))) &&
    (transaction === undefined ||
      transaction === null ||
      (isPlainObject(transaction) && isScalar(transaction.created)))
  )
}

function sameAmount(posted: TapCharge, charge: TapCharge): boolean {
  if (String(posted.currency).toUpperCase() !== String(charge.currency).toUpperCase()) return false
  try {
    return (
      formatTapAmount(posted.amount, charge.currency) ===
      formatTapAmount(charge.amount, charge.currency)
    )
  } catch {
    return false
  }
}

Deno.serve(async (req) => {
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  const raw = await req.text()
  let posted: TapCharge
  try {
    posted = JSON.parse(raw) as TapCharge
  } catch {
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  if (!isTapObject(posted)) {
    return json({ error: functionErrors.notTapObject }, { status: 400 })
  }
  const signed = await verifyTapHashString(
    posted,
    req.headers.get('hashstring'),
    env('TAP_SECRET_KEY'),
  )
  if (!signed) {
    const admin = adminClient()
    const ip = clientIp(req.headers)
    try {
      if (await refusalLoggable(admin, ip)) {
        await logRefusal(
          admin,
          'payment_webhook_bad_signature',
          'A Tap webhook with an invalid hashstring was refused',
          {
            charge_id: posted.id.slice(0, 100),
            amount: String(posted.amount).slice(0, 40),
            currency: String(posted.currency).slice(0, 10),
            client_ip: ip,
          },
        )
      }
    } catch (error) {
      // The database could not be reached at all: the answer is the same 401.
      console.error('tap-webhook: logging a refusal failed', error)
    }
    return json({ error: functionErrors.badSignature }, { status: 401 })
  }
  if (!posted.id.startsWith('chg_')) return json({ received: true, ignored: 'not a charge' })

  let charge: TapCharge | null
  try {
    charge = await retrieveCharge(posted.id)
  } catch (error) {
    console.error('tap-webhook: could not confirm the charge with Tap', error)
    return json({ error: functionErrors.chargeNotConfirmed }, { status: 502 })
  }
  if (!charge) return json({ received: true, ignored: 'unknown charge' })

  const admin = adminClient()
  if (!sameAmount(posted, charge)) {
    await logRefusal(
      admin,
      'payment_webhook_mismatch',
      'A signed Tap webhook did not match the charge fetched from Tap',
      {
        charge_id: charge.id,
        posted_amount: String(posted.amount).slice(0, 40),
        posted_currency: String(posted.currency).slice(0, 10),
        charge_amount: String(charge.amount),
        charge_currency: charge.currency,
      },
    )
    return json({ received: true, ignored: 'does not match the charge' })
  }
  try {
    const result = await settleCharge(admin, charge)
    return json({ received: true, outcome: result.outcome, status: charge.status })
  } catch (error) {
    console.error('tap-webhook: settling failed', error)
    return json({ error: gatewayErrors.notRecorded }, { status: 500 })
  }
})
