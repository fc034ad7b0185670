/**
 * Helpers for the admin specs: fresh users (never the seeded admin's password), an admin made
 * with the service role (user_roles insert), and browser contexts that start signed in.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { createClient, type Session } from '@supabase/supabase-js'
import { expect, type Browser, type Page } from '@playwright/test'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
export const service = createClient(apiUrl, SERVICE_ROLE_KEY, noPersist)
export const PASSWORD = 'Admin-E2E-Passw0rd!'
/** supabase-js's session key, `sb-<first host label>-auth-token` (as src/lib/env-defaults). */
const storageKey = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`

type Plan = 'trial' | 'basic' | 'advanced' | 'premium' | 'lifetime'

export type FreshUser = { id: string; email: string }

export async function freshUser(
  options: { admin?: boolean; plan?: Plan; prefix?: string } = {},
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
  return { id, email }
}

export function signInClient() {
  return createClient(apiUrl, ANON_KEY, noPersist)
}

export async function signIn(email: string, password = PASSWORD): Promise<Session> {
  const { data, error } = await signInClient().auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return data.session!
}

/** A new browser context already signed in, as supabase-js would have stored the session. */
export async function pageAs(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext()
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const)
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
