// Edge functions through the local stack (/functions/v1): the first call of a function after the
// stack started (it is loaded then) and warm p50/p95, for a small function (client-ip) and for
// tap-payment, which opens a charge in the Tap sandbox and writes a payment row.
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { now, round, sample, summary } from './lib.mjs'

// supabase-js needs a WebSocket constructor, which Node 20 lacks.
globalThis.WebSocket ??= WebSocket

const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
/** supabase/functions/tap-payment: CHECKOUTS.max in one window. */
const CHECKOUTS_PER_USER = 10

async function userToken(stack) {
  const admin = createClient(stack.url, stack.serviceRoleKey, noPersist)
  const email = `bench-fn-${randomUUID().slice(0, 8)}@example.test`
  const password = 'Bench-Passw0rd!'
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
  if (created.error) throw created.error
  const anon = createClient(stack.url, stack.anonKey, noPersist)
  const signedIn = await anon.auth.signInWithPassword({ email, password })
  if (signedIn.error) throw signedIn.error
  return signedIn.data.session.access_token
}

async function timedCall(url, init, expectStatus) {
  const started = now()
  const response = await fetch(url, init)
  await response.arrayBuffer()
  if (response.status !== expectStatus) {
    throw new Error(`${url}: HTTP ${response.status}, expected ${expectStatus}`)
  }
  return now() - started
}

/** `stack` is a running local stack (startLocalStack) that has served no function yet. */
export async function benchFunctions(stack, { warmCalls = 50, paymentCalls = 20 } = {}) {
  const token = await userToken(stack)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const results = {}

  const ipUrl = `${stack.url}/functions/v1/client-ip`
  const ip = () => timedCall(ipUrl, { headers }, 200)
  const ipCold = await ip()
  results['client-ip'] = {
    coldMs: round(ipCold),
    ...summary(await sample(ip, { times: warmCalls })),
  }

  // tap-payment takes 10 checkouts per user in 10 minutes (CHECKOUTS): a fresh user every 10.
  const payUrl = `${stack.url}/functions/v1/tap-payment`
  const checkouts = 1 + 2 + paymentCalls // the first call, sample()'s two warm-ups, the timed ones
  const payers = [
    token,
    ...(await Promise.all(
      Array.from({ length: Math.ceil(checkouts / CHECKOUTS_PER_USER) - 1 }, () => userToken(stack)),
    )),
  ]
  let payments = 0
  const pay = () => {
    const payer = payers[Math.floor(payments / CHECKOUTS_PER_USER)]
    payments += 1
    return timedCall(
      payUrl,
      {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${payer}` },
        body: JSON.stringify({ plan: 'basic' }),
      },
      200,
    )
  }
  const payCold = await pay()
  results['tap-payment'] = {
    coldMs: round(payCold),
    ...summary(await sample(pay, { times: paymentCalls })),
  }
  return results
}
