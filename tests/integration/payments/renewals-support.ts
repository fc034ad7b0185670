/** Helpers of the renewal tests: the job, a subscription paid with auto-renew, what Tap holds. */
import { expect } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { totpCode } from '../../support/totp.ts'
import {
  clientWithToken,
  createTestUser,
  TEST_PASSWORD,
  type TestUser,
} from '../../support/users.ts'
import { CAPTURE_CARD, paymentOf, startPayment, submitCheckout, waitFor } from './support.ts'

export const DAY = 86_400_000

export async function runRenewals(body: Record<string, unknown> = {}, token = SERVICE_ROLE_KEY) {
  const response = await fetch(`${stackInfo().url}/functions/v1/subscription-renewals`, {
    method: 'POST',
    headers: {
      apikey: stackInfo().anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Pays `plan` on the sandbox checkout with auto-renew as asked; waits for the capture. */
export async function subscribe(user: TestUser, plan: string, autoRenew = true) {
  const { id, url } = await startPayment(user, plan, { autoRenew })
  await submitCheckout(url, CAPTURE_CARD)
  const payment = await waitFor(
    () => paymentOf(id),
    (row) => Boolean(row?.applied_at),
  )
  expect(payment?.applied_at).toBeTruthy()
  // The choice and the card are recorded right after the capture is applied.
  const settled = await waitFor(
    () =>
      sql<{ auto_renew: boolean; card: boolean }>(
        `select s.auto_renew, exists (select 1 from public.payment_cards c where c.user_id = s.user_id) as card
           from public.subscriptions s where s.user_id = $1`,
        [user.id],
      ),
    (rows) => rows[0]?.auto_renew === autoRenew && rows[0]?.card === autoRenew,
  )
  expect(settled[0]).toEqual({ auto_renew: autoRenew, card: autoRenew })
  return id
}

export async function subscriptionOf(userId: string) {
  const rows = await sql<{
    plan_id: string
    status: string
    expires_at: Date
    auto_renew: boolean
  }>(
    'select plan_id, status, expires_at, auto_renew from public.subscriptions where user_id = $1',
    [userId],
  )
  return rows[0]!
}

/** The merchant-initiated charges Tap holds for the user (the sandbox's own record). */
export async function renewalCharges(userId: string) {
  const base = `${stackInfo().url}/sandbox/tap/__charges`
  const list = (await (await fetch(`${base}?match=${userId}`)).json()) as {
    charges: { id: string }[]
  }
  const charges = await Promise.all(
    list.charges.map(
      async ({ id }) =>
        (await (await fetch(`${base}/${id}`)).json()) as {
          id: string
          status: string
          amount: number
          customer_initiated: boolean
          reference: { idempotent?: string }
          payment_agreement?: { id: string }
        },
    ),
  )
  return charges.filter((charge) => !charge.customer_initiated)
}

export async function mailsTo(email: string) {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(email)}`,
  )
  return (await response.json()) as { subject: string; text: string }[]
}

export const oneDayBefore = (expiresAt: Date) => new Date(expiresAt.getTime() - DAY).toISOString()

/**
 * An admin signed in through the auth server (the functions verify tokens against it), with a
 * verified TOTP factor (aal2) unless `mfa: false` (a password session, aal1).
 */
export async function signedInAdmin({ mfa = true } = {}): Promise<TestUser> {
  const admin = await createTestUser({ admin: true, aal: 'aal1' })
  const client = anonClient()
  const signedIn = await client.auth.signInWithPassword({
    email: admin.email,
    password: TEST_PASSWORD,
  })
  expect(signedIn.error).toBeNull()
  let token = signedIn.data.session!.access_token
  if (mfa) {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'هاتفي' })
    expect(enrolled.error).toBeNull()
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totpCode(enrolled.data!.totp.secret),
    })
    expect(verified.error).toBeNull()
    token = verified.data!.access_token
  }
  return { ...admin, token, client: clientWithToken(token) }
}
