/**
 * Helpers for the session specs: fresh users made through the auth admin API, and signing in
 * through the app's own supabase client (so the app sees a real SIGNED_IN event).
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

/** Shortened session clock for this page (read by development builds only). */
export async function useTimeouts(page: Page, timeouts: Record<string, number>) {
  await page.addInitScript(
    (value) => window.localStorage.setItem('sanad:session-timeouts', value),
    JSON.stringify(timeouts),
  )
}

/** Signs in with the app's own client, as the login page does. */
export async function signInInApp(page: Page, email: string) {
  const error = await page.evaluate(
    async ([mail, password]) => {
      const url = '/src/lib/supabase.ts'
      const { getSupabase } = (await import(/* @vite-ignore */ url)) as {
        getSupabase: () => Promise<{
          auth: {
            signInWithPassword: (c: {
              email: string
              password: string
            }) => Promise<{ error: { message: string } | null }>
          }
        }>
      }
      const client = await getSupabase()
      const { error } = await client.auth.signInWithPassword({ email: mail, password })
      return error?.message ?? null
    },
    [email, PASSWORD] as const,
  )
  expect(error).toBeNull()
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

/** Client-side navigation from the signed-in navbar (no reload, the session clock keeps running). */
export async function openDashboard(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'لوحة التحكم' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
