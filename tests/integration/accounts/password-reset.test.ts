/**
 * Issue 30: the forgotten-password path (the `password-reset` function, the recovery link, the
 * password write) and the Arabic auth e-mails, against the local stack with the project's own
 * config.toml and templates.
 */
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadProjectConfig } from '../../../supabase/local/config.ts'
import { renderMail } from '../../../supabase/local/auth/mail.ts'
import { readAuthSettings } from '../../../supabase/local/auth/settings.ts'
import { callFrom, freshIp } from '../abuse/support.ts'
import { serviceClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../support/users.ts'

const GROUP = 31
const NEW_PASSWORD = 'Nuevo-Passw0rd!2'
const ARABIC = /[\u0600-\u06FF]/
const created: string[] = []

type Mail = { id: string; to: string[]; subject: string; html: string; text: string | null }

async function mails(to: string): Promise<Mail[]> {
  const { url } = stackInfo()
  const response = await fetch(`${url}/sandbox/mail/api/messages?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as Mail[] | { messages: Mail[] }
  return Array.isArray(body) ? body : body.messages
}

const reset = (ip: string, identifier: string) =>
  callFrom(ip, '/functions/v1/password-reset', {
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}` },
    body: { identifier, redirect_to: 'http://127.0.0.1:5173/reset-password' },
  })

function linkOf(mail: Mail): string {
  const href = /href="([^"]+\/auth\/v1\/verify\?[^"]+)"/.exec(mail.html)?.[1]
  expect(href, mail.html).toBeTruthy()
  return href!.replaceAll('&amp;', '&')
}

async function signIn(email: string, password: string) {
  const { url, anonKey } = stackInfo()
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  return { client, session: data.session, error }
}

/** Every auth mail is the product's: Arabic, right to left, with a text part. */
function expectArabicMail(mail: Mail) {
  expect(mail.subject).toMatch(ARABIC)
  expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/)
  expect(mail.html).not.toMatch(/\{\{|Follow this link|Reset Password|Confirm your/)
  expect(mail.text).toBeTruthy()
  expect(mail.text!).toMatch(ARABIC)
  expect(mail.text!).not.toContain('{{')
  expect(mail.text!).not.toContain('<')
}

let user: TestUser

beforeAll(async () => {
  user = await createTestUser({ fullName: 'مستخدم الاستعادة' })
  created.push(user.id)
})

afterAll(async () => {
  for (const id of created) await serviceClient().auth.admin.deleteUser(id)
})

describe('forgotten password', () => {
  it('answers an existing and an unknown address the same, and mails only the account', async () => {
    const unknown = uniqueEmail('nobody')
    const known = await reset(freshIp(GROUP), user.email)
    const none = await reset(freshIp(GROUP), unknown)
    expect(known).toEqual({ status: 200, body: { sent: true } })
    expect(none).toEqual(known)
    // The auth server's own one-mail-per-interval limit trips only for a real account: still the same.
    const again = await reset(freshIp(GROUP), user.email)
    expect(again).toEqual(known)
    expect(await mails(unknown)).toEqual([])
    const [mail] = await mails(user.email)
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور في سند')
    expectArabicMail(mail!)
    expect(linkOf(mail!)).toContain('type=recovery')
    expect(linkOf(mail!)).toContain('redirect_to=http://127.0.0.1:5173/reset-password')
  })

  it('finds the account by username as well', async () => {
    const other = await createTestUser()
    created.push(other.id)
    const username = `reset_${randomUUID().slice(0, 8)}`
    await sql('update public.profiles set username = $2 where id = $1', [other.id, username])
    expect(await reset(freshIp(GROUP), username)).toEqual({ status: 200, body: { sent: true } })
    expect((await mails(other.email)).length).toBe(1)
  })

  it('limits 5 requests per address in 15 minutes, known or not, then an Arabic 429', async () => {
    const known = await createTestUser()
    created.push(known.id)
    const unknown = uniqueEmail('limit')
    for (const address of [known.email, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        expect((await reset(freshIp(GROUP), address)).status).toBe(200)
      }
      const refused = await reset(freshIp(GROUP), address)
      expect(refused.status).toBe(429)
      expect(String(refused.body.error)).toMatch(ARABIC)
    }
  })

  it('limits 30 requests per client address in 15 minutes', async () => {
    const ip = freshIp(GROUP)
    for (let i = 0; i < 30; i += 1) {
      expect((await reset(ip, uniqueEmail('ip'))).status).toBe(200)
    }
    expect((await reset(ip, uniqueEmail('ip'))).status).toBe(429)
    expect((await reset(freshIp(GROUP), uniqueEmail('ip'))).status).toBe(200)
  })

  it('refuses a malformed request with an Arabic 400', async () => {
    for (const body of [{}, { identifier: '' }, { identifier: 42 }, { identifier: 'a b@c.d' }]) {
      const answer = await callFrom(freshIp(GROUP), '/functions/v1/password-reset', {
        headers: { apikey: stackInfo().anonKey },
        body,
      })
      expect(answer.status).toBe(400)
      expect(String(answer.body.error)).toMatch(ARABIC)
    }
  })

  it('the link sets the password once, ends other sessions, logs it and clears failed attempts', async () => {
    const account = await createTestUser()
    created.push(account.id)
    const other = await signIn(account.email, TEST_PASSWORD)
    expect(other.error).toBeNull()
    // Two refused passwords counted for the address (the sign-in function's record).
    for (let i = 0; i < 2; i += 1) {
      const refused = await callFrom(freshIp(GROUP), '/functions/v1/sign-in', {
        headers: { apikey: stackInfo().anonKey },
        body: { identifier: account.email, password: 'Wrong-Passw0rd!' },
      })
      expect(refused.status).toBe(400)
    }
    const status = async () => {
      const { data } = await createClient(stackInfo().url, stackInfo().anonKey).rpc(
        'get_login_security_status',
        { identifier: account.email },
      )
      return (Array.isArray(data) ? data[0] : data) as { failed_attempts: number }
    }
    expect((await status()).failed_attempts).toBe(2)

    expect((await reset(freshIp(GROUP), account.email)).status).toBe(200)
    const link = linkOf((await mails(account.email))[0]!)
    const opened = await fetch(link, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    const landing = new URL(opened.headers.get('location')!)
    expect(landing.pathname).toBe('/reset-password')
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')

    const recovered = createClient(stackInfo().url, stackInfo().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    })
    await recovered.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    const { error } = await recovered.auth.updateUser({ password: NEW_PASSWORD })
    expect(error).toBeNull()

    // The other device's refresh token is gone; the recovered session still works.
    const refreshed = await other.client.auth.refreshSession()
    expect(refreshed.error).not.toBeNull()
    expect((await recovered.auth.getUser()).error).toBeNull()
    expect((await signIn(account.email, TEST_PASSWORD)).error).not.toBeNull()
    expect((await signIn(account.email, NEW_PASSWORD)).error).toBeNull()

    const events = await sql<{ event_type: string }>(
      'select event_type from public.security_events where user_id = $1 order by created_at',
      [account.id],
    )
    expect(events.map((e) => e.event_type)).toContain('password_reset')
    expect((await status()).failed_attempts).toBe(0)

    // Used once: the same link now lands on the page with the auth server's error.
    const reused = await fetch(link, { redirect: 'manual' })
    const refusedLanding = new URL(reused.headers.get('location')!)
    expect(refusedLanding.pathname).toBe('/reset-password')
    expect(refusedLanding.searchParams.get('error_code')).toBe('otp_expired')
  })
})

describe('Arabic auth e-mails', () => {
  it('confirmation, magic link, e-mail change, invitation and reauthentication are Arabic with a text part', async () => {
    const admin = serviceClient()
    const { url, anonKey } = stackInfo()
    const headers = { apikey: anonKey, 'content-type': 'application/json' }

    // Confirmation: an unconfirmed account asks for its link again.
    const unconfirmed = await createTestUser({ confirmed: false })
    created.push(unconfirmed.id)
    const resend = await fetch(`${url}/auth/v1/resend`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'signup', email: unconfirmed.email }),
    })
    expect(resend.status).toBe(200)
    const [confirmation] = await mails(unconfirmed.email)
    expect(confirmation!.subject).toBe('أكّد بريدك الإلكتروني في سند')
    expectArabicMail(confirmation!)

    // Magic link for an existing account.
    const account = await createTestUser()
    created.push(account.id)
    const otp = await fetch(`${url}/auth/v1/otp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: account.email, create_user: false }),
    })
    expect(otp.status).toBe(200)
    const [magic] = await mails(account.email)
    expect(magic!.subject).toBe('رابط الدخول إلى سند')
    expectArabicMail(magic!)

    // Reauthentication: the six-digit code only.
    const session = await signIn(account.email, TEST_PASSWORD)
    const reauth = await session.client.auth.reauthenticate()
    expect(reauth.error).toBeNull()
    const code = (await mails(account.email)).find((m) => m.subject === 'رمز تأكيد الهوية في سند')
    expect(code).toBeTruthy()
    expectArabicMail(code!)
    expect(code!.text).toMatch(/\b\d{6}\b/)

    // E-mail change: this project confirms changes at once (enable_confirmations = false), so
    // the stack's own renderer is given the project's template as the auth server would.
    const templates = readAuthSettings(loadProjectConfig()).emailTemplates
    const change = renderMail(
      templates,
      'email_change',
      'new@example.test',
      'https://x.test/v?a=1&b=2',
      '123456',
      {
        hash: 'h',
        siteUrl: 'http://127.0.0.1:5173',
        redirectTo: '',
        email: 'old@example.test',
        newEmail: 'new@example.test',
        data: {},
      },
    )
    expect(change.subject).toBe('تأكيد تغيير البريد الإلكتروني في سند')
    expectArabicMail({ ...change, id: '', to: [change.to] })
    expect(change.text).toContain('old@example.test')
    expect(change.text).toContain('new@example.test')
    expect(change.html).toContain('href="https://x.test/v?a=1&amp;b=2"')

    // Invitation (service role).
    const invited = uniqueEmail('invited')
    const invitation = await admin.auth.admin.inviteUserByEmail(invited)
    expect(invitation.error).toBeNull()
    created.push(invitation.data.user!.id)
    const [invite] = await mails(invited)
    expect(invite!.subject).toBe('دعوة للانضمام إلى سند')
    expectArabicMail(invite!)
  })
})
