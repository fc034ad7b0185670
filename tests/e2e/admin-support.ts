/**
 * Helpers for the admin specs: fresh users (never the seeded admin's password), an admin made
 * with the service role (user_roles insert) who has enrolled a TOTP authenticator, and browser
 * contexts that start signed in. Admin power needs an aal2 session (the database checks the
 * JWT), so an enrolled admin's sign-in goes through the TOTP step, as /518's code screen does.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { createClient, type Session } from '@supabase/supabase-js'
import { expect, type Browser, type Page } from '@playwright/test'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import { totpCode } from '../support/totp.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
export const service = createClient(apiUrl, SERVICE_ROLE_KEY, noPersist)
export const PASSWORD = 'Admin-E2E-Passw0rd!'
/** supabase-js's session key, `sb-<first host label>-auth-token` (as src/lib/env-defaults). */
const storageKey = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`

type Plan = 'trial' | 'basic' | 'advanced' | 'premium' | 'lifetime'

export type FreshUser = { id: string; email: string; totpSecret?: string }

/** The TOTP secret of each admin this worker enrolled, by e-mail (signIn completes the step). */
const totpSecrets = new Map<string, string>()

/**
 * An admin's first TOTP factor, through the auth API as the enrol screen does it: enrol, then the
 * first code verifies it. Answers the secret, from which the codes of later sign-ins come.
 */
export async function enrolTotp(email: string, password = PASSWORD): Promise<string> {
  const client = signInClient()
  const signedIn = await client.auth.signInWithPassword({ email, password })
  expect(signedIn.error).toBeNull()
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
  expect(enrolled.error).toBeNull()
  const secret = enrolled.data!.totp.secret
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: totpCode(secret),
  })
  expect(verified.error).toBeNull()
  totpSecrets.set(email, secret)
  return secret
}

/**
 * A fresh account. `admin: true` makes an admin who has enrolled TOTP (`totpSecret`);
 * `mfa: false` leaves the admin without an authenticator, as a new admin arrives at /518.
 */
export async function freshUser(
  options: { admin?: boolean; mfa?: boolean; plan?: Plan; prefix?: string } = {},
): Promise<FreshUser> {
  const email = `${options.prefix ?? 'admin-e2e'}-${randomUUID().slice(0, 8)}@example.test`
  // Before launch the auth server creates only invited e-mails (issue 20), for the admin API too.
  const invited = await service.from('launch_invitations').upsert({ email })
  expect(invited.error).toBeNull()
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: options.admin ? 'مشرف الاختبار' : 'مستخدم الاختبار' },
  })
  expect(created.error).toBeNull()
  const id = created.data.user!.id
  const profile = await service
    .from('profiles')
    .update({ email_verification_status: 'verified' })
    .eq('id', id)
  expect(profile.error).toBeNull()
  if (options.admin) {
    const role = await service.from('user_roles').insert({ user_id: id, role: 'admin' })
    expect(role.error).toBeNull()
  }
  if (options.plan && options.plan !== 'trial') {
    const sub = await service
      .from('subscriptions')
      .update({ plan_id: options.plan, status: 'active', expires_at: null })
      .eq('user_id', id)
    expect(sub.error).toBeNull()
  }
  if (options.admin && options.mfa !== false) {
    return { id, email, totpSecret: await enrolTotp(email) }
  }
  return { id, email }
}

export function signInClient() {
  return createClient(apiUrl, ANON_KEY, noPersist)
}

/** A password session; for an admin enrolled here, lifted to aal2 with the current TOTP code. */
export async function signIn(email: string, password = PASSWORD): Promise<Session> {
  const client = signInClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  const secret = totpSecrets.get(email)
  if (!secret) return data.session!
  const factor = data.user!.factors?.find(
    (f) => f.factor_type === 'totp' && f.status === 'verified',
  )
  expect(factor, `${email} has a verified TOTP factor`).toBeDefined()
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor!.id,
    code: totpCode(secret),
  })
  expect(verified.error).toBeNull()
  const { data: lifted } = await client.auth.getSession()
  expect(lifted.session?.access_token).toBe(verified.data!.access_token)
  return lifted.session!
}

/** A new browser context already signed in, as supabase-js would have stored the session. */
export async function pageAs(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext()
  // Only on the site's pages: an about:blank frame has no storage and would throw (a page error).
  await context.addInitScript(
    ([key, value]) => {
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, value)
    },
    [storageKey, JSON.stringify(session)] as const,
  )
  return context.newPage()
}

/** A password grant straight to the auth endpoint, as a browser's sign-in would send it. */
export async function passwordGrant(email: string, password: string): Promise<Response> {
  return fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
}
