/**
 * POST /functions/v1/tap-webhook (public: verify_jwt = false; Tap sends no Supabase JWT)
 *
 * Tap posts the charge object with a `hashstring` header. The request is trusted only after:
 * 1. the hashstring matches Tap's recipe over the posted object (constant-time compare);
 * 2. the charge is fetched again from Tap with the secret key, and that copy is what counts;
 * 3. its amount, currency and order reference match the payment stored by tap-payment.
 * Only CAPTURED changes the subscription, once per charge however often Tap delivers.
 * Answers 2xx for everything handled or deliberately ignored, so Tap stops retrying; 401 for a
 * bad signature; 502 when Tap cannot be reached to confirm (Tap retries later).
 */
import 'jsr:@supabase/functions-js/edge-runtime.d.ts'
import { json } from '../_shared/cors.ts'
import {
  adminClient,
  env,
  retrieveCharge,
  settleCharge,
  type TapCharge,
} from '../_shared/payments.ts'
import { verifyTapHashString } from '../_shared/tap-hash.ts'

Deno.serve(async (req) => {
  if (req.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405 })
  const raw = await req.text()
  let posted: TapCharge
  try {
    posted = JSON.parse(raw) as TapCharge
  } catch {
    return json({ error: 'Invalid JSON body' }, { status: 400 })
  }
  if (!posted || typeof posted.id !== 'string' || posted.amount === undefined || !posted.currency) {
    return json({ error: 'Not a Tap object' }, { status: 400 })
  }
  const signed = await verifyTapHashString(
    posted,
    req.headers.get('hashstring'),
    env('TAP_SECRET_KEY'),
  )
  if (!signed) return json({ error: 'Invalid hashstring' }, { status: 401 })
  if (!posted.id.startsWith('chg_')) return json({ received: true, ignored: 'not a charge' })

  let charge: TapCharge | null
  try {
    charge = await retrieveCharge(posted.id)
  } catch (error) {
    console.error('tap-webhook: could not confirm the charge with Tap', error)
    return json({ error: 'Could not confirm the charge' }, { status: 502 })
  }
  if (!charge) return json({ received: true, ignored: 'unknown charge' })

  const admin = adminClient()
  try {
    const result = await settleCharge(admin, charge)
    return json({ received: true, outcome: result.outcome, status: charge.status })
  } catch (error) {
    console.error('tap-webhook: settling failed', error)
    return json({ error: 'Could not record the payment' }, { status: 500 })
  }
})
