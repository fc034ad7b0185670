/**
 * Helpers for the user-area specs: a fresh verified user on a chosen plan (never a demo
 * account), signed in by putting the session supabase-js would store into localStorage.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { createClient } from '@supabase/supabase-js'
import { expect, type Page } from '@playwright/test'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
export const service = createClient(apiUrl, SERVICE_ROLE_KEY, noPersist)
const PASSWORD = 'Library-Passw0rd!'

type Plan = 'trial' | 'basic' | 'advanced' | 'premium' | 'lifetime'

export async function signedInUser(page: Page, plan: Plan = 'trial') {
  const email = `library-${randomUUID().slice(0, 8)}@example.test`
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'مستخدم المكتبة' },
  })
  expect(created.error).toBeNull()
  const id = created.data.user!.id
  const profile = await service
    .from('profiles')
    .update({ email_verification_status: 'verified' })
    .eq('id', id)
  expect(profile.error).toBeNull()
  if (plan !== 'trial') {
    const sub = await service
      .from('subscriptions')
      .update({ plan_id: plan, status: 'active', expires_at: null })
      .eq('user_id', id)
    expect(sub.error).toBeNull()
  }
  const anon = createClient(apiUrl, ANON_KEY, noPersist)
  const signIn = await anon.auth.signInWithPassword({ email, password: PASSWORD })
  expect(signIn.error).toBeNull()
  const session = JSON.stringify(signIn.data.session)
  // Only on the site's pages: an about:blank frame has no storage and would throw (a page error).
  await page.addInitScript((value) => {
    if (window.location.protocol.startsWith('http')) {
      window.localStorage.setItem('sb-127-auth-token', value)
    }
  }, session)
  // `client` is the same user signed in outside the browser, to call the API as a script would.
  return { id, email, client: anon }
}

export async function promptId(slug: string): Promise<string> {
  const { data, error } = await service.from('prompts').select('id').eq('slug', slug).single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}
