/**
 * Helpers for the session specs: fresh users made through the auth admin API, and signing in
 * through the login page (so the app sees a real SIGNED_IN event). The specs drive the session
 * clock with Playwright's fake clock (`page.clock`), on the real production timeouts.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { createClient } from '@supabase/supabase-js'
import { expect, type Page } from '@playwright/test'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'

// supabase-js needs a WebSocket constructor, which Node 20 lacks.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

// E2E_API_URL lets a second stack on other ports run these specs while 54321 is taken.
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
export const service = createClient(apiUrl, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
})

export const PASSWORD = 'Session-Passw0rd!'

export async function freshUser(): Promise<{ id: string; email: string }> {
  const email = `session-${randomUUID().slice(0, 8)}@example.test`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'مستخدم الجلسات' },
  })
  expect(error).toBeNull()
  const id = data.user!.id
  // Protected pages are for verified accounts; the profile mirrors the confirmed e-mail.
  const profile = await service
    .from('profiles')
    .update({ email_verification_status: 'verified' })
    .eq('id', id)
  expect(profile.error).toBeNull()
  return { id, email }
}

/** Signs in through the login page, as a person does (the app sees a real SIGNED_IN event). */
export async function signInInApp(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(email)
  await page.getByLabel(/^كلمة المرور/).fill(PASSWORD)
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
  // Sign-in lands on the dashboard (issue 50). The round trip, then the app's first paint: up to
  // 15 s on a loaded 2-core machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
    timeout: 15_000,
  })
}

/**
 * Moves the page's fake clock on by `interval` until its single-session check reaches the server,
 * and returns the server's answer (`rpc/validate_session`). The app skips a tick that comes while
 * its previous check is still being read (Playwright sees the response before the page's script
 * has handled it) or before its check timer is set (the page still registering its session), so
 * a tick that sends nothing within 10 s is followed by one more interval. Two
 * intervals per check stay well inside the 25-minute idle warning for the checks a spec makes.
 */
export async function nextSessionCheck(page: Page, interval: string, tries = 2) {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const answered = page
      .waitForResponse((response) => response.url().includes('/rpc/validate_session'), {
        timeout: 10_000,
      })
      .catch(() => null)
    await page.clock.fastForward(interval)
    const response = await answered
    if (response) return response
  }
  throw new Error(`no single-session check after ${tries} intervals of ${interval}`)
}

export async function serverSessions(userId: string) {
  const { data, error } = await service
    .from('user_sessions')
    .select('session_id, is_active, end_reason')
    .eq('user_id', userId)
    .order('created_at')
  expect(error).toBeNull()
  return data ?? []
}

/**
 * On the dashboard, where sign-in lands (issue 50); from another page, by client-side navigation
 * from the signed-in navbar (no reload, the session clock keeps running).
 */
export async function openDashboard(page: Page) {
  if (!/\/dashboard$/.test(page.url())) {
    await page.getByRole('banner').getByRole('link', { name: 'لوحة التحكم' }).click()
  }
  await expect(page).toHaveURL(/\/dashboard$/)
}
