/**
 * Issue 30, devices: my_sessions lists only the caller's auth sessions (this one marked), and
 * revoke_my_session ends one of them (its refresh token and its access token at /auth/v1/user),
 * never another user's.
 */
import { createClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { serviceClient, stackInfo } from '../../support/stack.ts'
import { createTestUser, TEST_PASSWORD } from '../../support/users.ts'

const cleanup: string[] = []

afterAll(async () => {
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

async function device(email: string) {
  const client = createClient(stackInfo().url, stackInfo().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })
  expect(error).toBeNull()
  // A JWT's payload is base64url (`-`, `_`, no padding), which atob refuses for some tokens.
  const payload = Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()
  const sessionId = JSON.parse(payload).session_id as string
  return { client, sessionId, token: data.session!.access_token }
}

describe('devices', () => {
  it("lists the caller's sessions and signs out one of them, not another user's", async () => {
    const user = await createTestUser()
    const stranger = await createTestUser()
    cleanup.push(user.id, stranger.id)
    const laptop = await device(user.email)
    const phone = await device(user.email)
    const theirs = await device(stranger.email)

    const { data: listed, error } = await laptop.client.rpc('my_sessions')
    expect(error).toBeNull()
    const rows = listed as { id: string; is_current: boolean; ip: string | null }[]
    expect(rows.map((r) => r.id).sort()).toEqual([laptop.sessionId, phone.sessionId].sort())
    expect(rows.find((r) => r.is_current)?.id).toBe(laptop.sessionId)
    expect(rows.every((r) => r.ip)).toBe(true)

    const foreign = await laptop.client.rpc('revoke_my_session', { p_session_id: theirs.sessionId })
    expect(foreign.data).toBe(false)
    expect((await theirs.client.auth.getUser()).error).toBeNull()

    const revoked = await laptop.client.rpc('revoke_my_session', { p_session_id: phone.sessionId })
    expect(revoked).toMatchObject({ data: true, error: null })
    // The auth server refuses the ended session's access token at once.
    const refused = await fetch(`${stackInfo().url}/auth/v1/user`, {
      headers: {
        apikey: stackInfo().anonKey,
        authorization: `Bearer ${phone.token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { code: string }).code).toBe('session_not_found')
    expect((await phone.client.auth.refreshSession()).error).not.toBeNull()
    expect((await laptop.client.auth.getUser()).error).toBeNull()

    const anon = await createClient(stackInfo().url, stackInfo().anonKey).rpc('my_sessions')
    expect(anon.error).not.toBeNull()
  })
})
