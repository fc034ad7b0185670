/** Helpers of the payment tests: calling the functions, paying on the Tap sandbox, polling. */
import { expect } from 'vitest'
import { TAP_SANDBOX_SECRET_KEY } from '../../../supabase/local/sandboxes/config.ts'
import { tapHashString } from '../../../supabase/functions/_shared/tap-hash.ts'
import { fetchFrom } from '../../support/client-address.ts'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { phase } from '../../support/phases.ts'
import {
  clientWithToken,
  createTestUser,
  TEST_PASSWORD,
  type TestUser,
} from '../../support/users.ts'

export const CAPTURE_CARD = { card_number: '4508750015741019', expiry: '01/39', cvv: '100' }
export const DECLINE_CARD = { card_number: '4508750015741019', expiry: '05/22', cvv: '100' }

/**
 * A database-made user signed in through the auth API: the functions check tokens with the auth
 * server (`auth.getUser`), which knows only the sessions it issued.
 */
export async function signedInUser(options: { admin?: boolean } = {}): Promise<TestUser> {
  const user = await createTestUser(options)
  const { data, error } = await anonClient().auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  })
  expect(error).toBeNull()
  const token = data.session!.access_token
  return { ...user, token, client: clientWithToken(token) }
}

export async function callFunction(
  name: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { url, anonKey } = stackInfo()
  const response = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token ?? anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { raw: text }
  }
  return { status: response.status, body: parsed }
}

/** Starts a payment as `user`; answers Tap's charge id and the hosted checkout URL. */
export async function startPayment(
  user: TestUser,
  plan: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; url: string }> {
  const result = await callFunction('tap-payment', { plan, ...extra }, user.token)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  const redirect = result.body.redirect as { url: string }
  return { id: result.body.id as string, url: redirect.url }
}

/** Submits the sandbox's checkout form like the browser would; answers the redirect target. */
export async function submitCheckout(
  checkoutUrl: string,
  fields: Record<string, string> & { action?: 'pay' | 'cancel' },
): Promise<URL> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Test Buyer', action: 'pay', ...fields }).toString(),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location')!)
}

export async function retrieveSandboxCharge(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${stackInfo().url}/sandbox/tap/v2/charges/${id}`, {
    headers: { authorization: `Bearer ${TAP_SANDBOX_SECRET_KEY}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/**
 * Posts `charge` to the webhook as Tap does, signed with the sandbox key unless told otherwise;
 * from the loopback address `from` when given (the webhook counts unsigned requests per address).
 */
export async function deliverWebhook(
  charge: Record<string, unknown>,
  hashstring?: string,
  from?: string,
): Promise<Response> {
  const signature =
    hashstring ??
    (await tapHashString(
      charge as unknown as Parameters<typeof tapHashString>[0],
      TAP_SANDBOX_SECRET_KEY,
    ))
  return (from ? fetchFrom(from) : fetch)(`${stackInfo().url}/functions/v1/tap-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', hashstring: signature },
    body: JSON.stringify(charge),
  })
}

export async function planOf(userId: string): Promise<string> {
  const rows = await sql<{ plan_id: string }>(
    'select plan_id from public.subscriptions where user_id = $1',
    [userId],
  )
  return rows[0]!.plan_id
}

export async function historyOf(userId: string) {
  return sql<{
    from_plan: string
    to_plan: string
    change_type: string
    payment_id: string | null
  }>(
    `select from_plan, to_plan, change_type, payment_id from public.subscription_history
      where user_id = $1 order by changed_at`,
    [userId],
  )
}

export async function paymentOf(chargeId: string) {
  const rows = await sql<{ status: string; applied_at: string | null; final_amount: string }>(
    'select status, applied_at, final_amount from public.tap_payment_details where charge_id = $1',
    [chargeId],
  )
  return rows[0]
}

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  return phase('polling for a state', async () => {
    const started = Date.now()
    for (;;) {
      const value = await read()
      if (done(value) || Date.now() - started > timeoutMs) return value
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  })
}

/** Gives the user a paid plan as a captured payment would (fixture shortcut). */
export async function givePlan(userId: string, plan: string): Promise<void> {
  await sql(
    `select public.update_subscription_with_payment($1::uuid, $2, $3, p.price, 'SAR', $3, 'fixture')
       from public.plans p where p.slug = $2`,
    [userId, plan, `fixture-${userId}-${plan}`],
  )
}
