/**
 * Issue 49, account security: a password change from a signed-in session needs the current
 * password (the auth server refuses it otherwise, whatever the client), ends the other sessions,
 * and an e-mail change through the auth API is applied only once both addresses confirm it.
 * Against the local stack with the project's own config.toml.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
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

function freshClient(): SupabaseClient {
  return createClient(stackInfo().url, stackInfo().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

async function signedIn(email: string, password = TEST_PASSWORD) {
  const client = freshClient()
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
