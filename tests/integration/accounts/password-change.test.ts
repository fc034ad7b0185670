/**
 * Issue 49, account security: a password change from a signed-in session needs the current
 * password (the auth server refuses it otherwise, whatever the client), ends the other sessions,
 * and an e-mail change through the auth API is applied only once both addresses confirm it.
 * Against the local stack with the project's own config.toml.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailboxFor, runMailOutbox, type MailboxMessage } from '../../support/mail.ts'
import { anonClient, serviceClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { createTestUser, TEST_PASSWORD } from '../../support/users.ts'

const NEW_PASSWORD = 'Another-Passw0rd!9'
const created: string[] = []

type Mail = { id: string; to: string[]; subject: string; html: string; text: string | null }

async function mails(to: string): Promise<Mail[]> {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as Mail[] | { messages: Mail[] }
  return Array.isArray(body) ? body : body.messages
}

function freshClient(userAgent?: string): SupabaseClient {
  return createClient(stackInfo().url, stackInfo().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(userAgent ? { global: { headers: { 'user-agent': userAgent } } } : {}),
  })
}

async function signedIn(email: string, password = TEST_PASSWORD, userAgent?: string) {
  const client = freshClient(userAgent)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return { client, session: data.session! }
}

async function account() {
  const user = await createTestUser({ fullName: 'صاحب الحساب' })
  created.push(user.id)
  return user
}

/** A raw PUT /auth/v1/user, as any client that is not our app would send it. */
async function putUser(accessToken: string, body: Record<string, unknown>) {
  const response = await fetch(`${stackInfo().url}/auth/v1/user`, {
    method: 'PUT',
    headers: {
      apikey: stackInfo().anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  // The stack is up before the first test (a cheap request proves it).
  expect((await fetch(`${stackInfo().url}/auth/v1/health`)).status).toBe(200)
})

afterAll(async () => {
  for (const id of created) await serviceClient().auth.admin.deleteUser(id)
})

describe('password change from a signed-in session', () => {
  it('is refused without the current password, or with a wrong one, and the password stays', async () => {
    const user = await account()
    const { client, session } = await signedIn(user.email)

    const without = await putUser(session.access_token, { password: NEW_PASSWORD })
    expect(without.status).toBe(400)
    expect(without.body.code).toBe('current_password_required')
    const wrong = await putUser(session.access_token, {
      password: NEW_PASSWORD,
      current_password: 'Not-The-Passw0rd!',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe('current_password_invalid')
    const viaSdk = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(viaSdk.error?.code).toBe('current_password_required')

    // Nothing changed: the old password still signs in, the new one does not.
    expect(
      (await freshClient().auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD }))
        .error,
    ).toBeNull()
    expect(
      (await freshClient().auth.signInWithPassword({ email: user.email, password: NEW_PASSWORD }))
        .error?.code,
    ).toBe('invalid_credentials')
  })

  it('with the current password: changes it, ends the other sessions and keeps this one', async () => {
    const user = await account()
    const here = await signedIn(user.email)
    const there = await signedIn(user.email)

    const { error } = await here.client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: TEST_PASSWORD,
    })
    expect(error).toBeNull()

    const ended = await putUser(there.session.access_token, { data: { probe: true } })
    expect([ended.status, ended.body.code]).toEqual([403, 'session_not_found'])
    expect((await there.client.auth.refreshSession()).error).not.toBeNull()
    expect((await here.client.auth.getUser()).error).toBeNull()
    expect(
      (await freshClient().auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD }))
        .error?.code,
    ).toBe('invalid_credentials')
    expect(
      (await freshClient().auth.signInWithPassword({ email: user.email, password: NEW_PASSWORD }))
        .error,
    ).toBeNull()
  })
})

describe('e-mail change through the auth API', () => {
  it('is applied only after both the old and the new address confirm it', async () => {
    const user = await account()
    const { client } = await signedIn(user.email)
    const newEmail = uniqueEmail('moved')

    const asked = await client.auth.updateUser({ email: newEmail })
    expect(asked.error).toBeNull()
    expect(asked.data.user?.email).toBe(user.email)
    expect(asked.data.user?.new_email).toBe(newEmail)
    const [row] = await sql<{ email: string }>('select email from auth.users where id = $1', [
      user.id,
    ])
    expect(row!.email).toBe(user.email)

    const toOld = await mails(user.email)
    const toNew = await mails(newEmail)
    expect(toOld).toHaveLength(1)
    expect(toNew).toHaveLength(1)
    const linkIn = (mail: Mail) =>
      /href="([^"]+\/auth\/v1\/verify\?[^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&')

    // The new address alone is not enough.
    await fetch(linkIn(toNew[0]!), { redirect: 'manual' })
    const [half] = await sql<{ email: string }>('select email from auth.users where id = $1', [
      user.id,
    ])
    expect(half!.email).toBe(user.email)

    await fetch(linkIn(toOld[0]!), { redirect: 'manual' })
    const [done] = await sql<{ email: string }>('select email from auth.users where id = $1', [
      user.id,
    ])
    expect(done!.email).toBe(newEmail)
  })
})

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** The outbox's mails to `to` with this subject, after one worker run. */
async function delivered(to: string, subject: string): Promise<MailboxMessage[]> {
  await runMailOutbox()
  return (await mailboxFor(to)).filter((m) => m.subject === subject)
}

function lockToken(mail: MailboxMessage): string {
  const token = /\/account\/lock\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1]
  expect(token, mail.text ?? '').toBeTruthy()
  return token!
}

describe('«تم تغيير كلمة المرور» and its lock link', () => {
  it('is mailed once per change; the link ends every session, needs a reset, and works once', async () => {
    const user = await account()
    const here = await signedIn(user.email)
    const { error } = await here.client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: TEST_PASSWORD,
    })
    expect(error).toBeNull()

    const notices = await delivered(user.email, 'تم تغيير كلمة المرور')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('اقفل حسابك')
    const token = lockToken(notices[0]!)
    // The link left the outbox row once sent (secret_link).
    const rows = await sql<{ data: Record<string, unknown> }>(
      `select data from private.mail_outbox where user_id = $1 and kind = 'password_changed'`,
      [user.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.data).not.toHaveProperty('secret_link')

    const locked = await anonClient().rpc('lock_account', { p_token: token })
    expect(locked.error).toBeNull()
    expect(locked.data).toEqual({ success: true })

    // Every session is gone, and neither password signs in any more.
    const ended = await putUser(here.session.access_token, { data: { probe: true } })
    expect([ended.status, ended.body.code]).toEqual([403, 'session_not_found'])
    for (const password of [NEW_PASSWORD, TEST_PASSWORD]) {
      const attempt = await freshClient().auth.signInWithPassword({ email: user.email, password })
      expect(attempt.error?.code).toBe('invalid_credentials')
    }
    const again = await anonClient().rpc('lock_account', { p_token: token })
    expect(again.data).toMatchObject({ success: false, code: 'invalid_link' })

    // The owner resets through the mailbox (a recovery session needs no current password).
    const link = await serviceClient().auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
    })
    const recovered = freshClient()
    const verified = await recovered.auth.verifyOtp({
      type: 'recovery',
      token_hash: link.data.properties!.hashed_token,
    })
    expect(verified.error).toBeNull()
    const reset = await recovered.auth.updateUser({ password: 'Owner-Again-Passw0rd!' })
    expect(reset.error).toBeNull()
    expect(
      (
        await freshClient().auth.signInWithPassword({
          email: user.email,
          password: 'Owner-Again-Passw0rd!',
        })
      ).error,
    ).toBeNull()
  })

  it('refuses an unknown or malformed lock link with one Arabic answer', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const { data, error } = await anonClient().rpc('lock_account', { p_token: token })
      expect(error).toBeNull()
      expect(data).toMatchObject({ success: false, code: 'invalid_link' })
      expect((data as { message: string }).message).toMatch(/[\u0600-\u06FF]/)
    }
  })
})

describe('sign-in from a new device', () => {
  it('mails the device and address for a device the account has not used, not for a known one', async () => {
    const user = await account()
    const subject = 'تسجيل دخول إلى حسابك من جهاز جديد'
    await signedIn(user.email, TEST_PASSWORD, CHROME_MAC) // the account's first device
    await signedIn(user.email, TEST_PASSWORD, CHROME_MAC)
    expect(await delivered(user.email, subject)).toHaveLength(0)

    await signedIn(user.email, TEST_PASSWORD, FIREFOX_WINDOWS)
    const mails = await delivered(user.email, subject)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Firefox على Windows')
    expect(mails[0]!.text).toMatch(/العنوان \(IP\): \S+/)

    await signedIn(user.email, TEST_PASSWORD, FIREFOX_WINDOWS)
    expect(await delivered(user.email, subject)).toHaveLength(1)
  })
})
