/**
 * The single-session RPCs, the session-end helper, security logging and the client-ip function,
 * as anon, as the user, as another user and as an admin.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

let owner: TestUser
let other: TestUser
let admin: TestUser

beforeAll(async () => {
  // The fixture connection takes one client at a time on PGlite: sequentially.
  owner = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
})

const device = { browser: 'Chrome', os: 'Linux', userAgent: 'test', screen: '1x1x24' }

async function activeSessions(userId: string) {
  return sql<{ session_id: string; end_reason: string | null; is_active: boolean }>(
    `select session_id, end_reason, is_active from public.user_sessions where user_id = $1 order by created_at`,
    [userId],
  )
}

describe('create_user_session / validate_session', () => {
  it('the owner creates a session and it validates', async () => {
    const sid = randomUUID()
    const created = await owner.client.rpc('create_user_session', {
      user_uuid: owner.id,
      new_session_id: sid,
      device_info: device,
    })
    expect(created.error).toBeNull()
    const check = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: sid,
    })
    expect(check.error).toBeNull()
    expect(check.data).toEqual([{ is_valid: true, needs_logout: false }])
    const rows = await sql<{ device_info: unknown }>(
      `select device_info from public.user_sessions where user_id = $1 and session_id = $2`,
      [owner.id, sid],
    )
    expect(rows[0]?.device_info).toEqual(device)
  })

  it('a second session makes the first answer needs_logout (new_session_started)', async () => {
    const first = randomUUID()
    const second = randomUUID()
    await owner.client.rpc('create_user_session', { user_uuid: owner.id, new_session_id: first })
    await owner.client.rpc('create_user_session', { user_uuid: owner.id, new_session_id: second })

    const old = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: first,
    })
    expect(old.data).toEqual([{ is_valid: false, needs_logout: true }])
    const current = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: second,
    })
    expect(current.data).toEqual([{ is_valid: true, needs_logout: false }])

    // The client reads why its session ended from its own row.
    const reason = await owner.client
      .from('user_sessions')
      .select('end_reason')
      .eq('user_id', owner.id)
      .eq('session_id', first)
      .maybeSingle()
    expect(reason.data).toEqual({ end_reason: 'new_session_started' })
    const active = (await activeSessions(owner.id)).filter((row) => row.is_active)
    expect(active.map((row) => row.session_id)).toEqual([second])
  })

  it('an unknown id is invalid, and needs logout only while another session is active', async () => {
    const fresh = await createTestUser()
    const unknown = await fresh.client.rpc('validate_session', {
      user_uuid: fresh.id,
      session_id_to_check: randomUUID(),
    })
    expect(unknown.data).toEqual([{ is_valid: false, needs_logout: false }])
    await fresh.client.rpc('create_user_session', {
      user_uuid: fresh.id,
      new_session_id: randomUUID(),
    })
    const replaced = await fresh.client.rpc('validate_session', {
      user_uuid: fresh.id,
      session_id_to_check: randomUUID(),
    })
    expect(replaced.data).toEqual([{ is_valid: false, needs_logout: true }])
  })

  it('a session older than 24 hours is expired on validation', async () => {
    const sid = randomUUID()
    await other.client.rpc('create_user_session', { user_uuid: other.id, new_session_id: sid })
    await sql(
      `update public.user_sessions set created_at = now() - interval '25 hours' where user_id = $1 and session_id = $2`,
      [other.id, sid],
    )
    const check = await other.client.rpc('validate_session', {
      user_uuid: other.id,
      session_id_to_check: sid,
    })
    expect(check.data).toEqual([{ is_valid: false, needs_logout: true }])
    const rows = await activeSessions(other.id)
    expect(rows.find((row) => row.session_id === sid)).toMatchObject({
      is_active: false,
      end_reason: 'session_expired',
    })
  })

  it("another user can neither create, validate, end nor read the owner's sessions", async () => {
    const sid = randomUUID()
    await owner.client.rpc('create_user_session', { user_uuid: owner.id, new_session_id: sid })

    const create = await other.client.rpc('create_user_session', {
      user_uuid: owner.id,
      new_session_id: randomUUID(),
    })
    expect(create.error?.code).toBe('42501')
    const validate = await other.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: sid,
    })
    expect(validate.error?.code).toBe('42501')
    const invalidate = await other.client.rpc('invalidate_user_session', {
      user_uuid: owner.id,
      reason: 'manual',
    })
    expect(invalidate.error?.code).toBe('42501')
    const end = await other.client.rpc('end_user_session', {
      user_uuid: owner.id,
      session_id_to_end: sid,
      reason: 'manual',
    })
    expect(end.error?.code).toBe('42501')
    const read = await other.client.from('user_sessions').select('id').eq('user_id', owner.id)
    expect(read.data).toEqual([])

    // Still the owner's active session.
    const check = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: sid,
    })
    expect(check.data).toEqual([{ is_valid: true, needs_logout: false }])
  })

  it('anon cannot call the session RPCs', async () => {
    const anon = anonClient()
    const sid = randomUUID()
    for (const [fn, args] of [
      ['create_user_session', { user_uuid: owner.id, new_session_id: sid }],
      ['validate_session', { user_uuid: owner.id, session_id_to_check: sid }],
      ['invalidate_user_session', { user_uuid: owner.id, reason: 'manual' }],
      ['end_user_session', { user_uuid: owner.id, session_id_to_end: sid }],
    ] as const) {
      const { error } = await anon.rpc(fn, args)
      expect(error?.code, fn).toBe('42501')
    }
  })

  it('an admin may validate and end a user session', async () => {
    const sid = randomUUID()
    await owner.client.rpc('create_user_session', { user_uuid: owner.id, new_session_id: sid })
    const check = await admin.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: sid,
    })
    expect(check.data).toEqual([{ is_valid: true, needs_logout: false }])
    const ended = await admin.client.rpc('invalidate_user_session', {
      user_uuid: owner.id,
      reason: 'manual',
    })
    expect(ended.data).toBe(1)
  })
})

describe('end_user_session and invalidate_user_session', () => {
  it('end_user_session ends only the given session, with its reason', async () => {
    const user = await createTestUser()
    const replaced = randomUUID()
    const current = randomUUID()
    await user.client.rpc('create_user_session', { user_uuid: user.id, new_session_id: replaced })
    await user.client.rpc('create_user_session', { user_uuid: user.id, new_session_id: current })

    // The replaced tab times out: it must not end the newer session.
    const stale = await user.client.rpc('end_user_session', {
      user_uuid: user.id,
      session_id_to_end: replaced,
      reason: 'manual_logout',
    })
    expect(stale).toMatchObject({ data: false, error: null })
    const still = await user.client.rpc('validate_session', {
      user_uuid: user.id,
      session_id_to_check: current,
    })
    expect(still.data).toEqual([{ is_valid: true, needs_logout: false }])

    const own = await user.client.rpc('end_user_session', {
      user_uuid: user.id,
      session_id_to_end: current,
      reason: 'manual_logout',
    })
    expect(own).toMatchObject({ data: true, error: null })
    const after = await user.client.rpc('validate_session', {
      user_uuid: user.id,
      session_id_to_check: current,
    })
    expect(after.data).toEqual([{ is_valid: false, needs_logout: true }])
    const rows = await activeSessions(user.id)
    expect(rows.map((row) => row.end_reason)).toEqual(['new_session_started', 'manual_logout'])
  })

  it('invalidate_user_session ends every active session with the reason', async () => {
    const user = await createTestUser()
    const sid = randomUUID()
    await user.client.rpc('create_user_session', { user_uuid: user.id, new_session_id: sid })
    const result = await user.client.rpc('invalidate_user_session', {
      user_uuid: user.id,
      reason: 'validation_failed',
    })
    expect(result).toMatchObject({ data: 1, error: null })
    const rows = await activeSessions(user.id)
    expect(rows).toEqual([{ session_id: sid, end_reason: 'validation_failed', is_active: false }])
  })
})

describe('single_session flag', () => {
  it('is off by default and readable by anyone', async () => {
    const anon = await anonClient().rpc('is_feature_enabled', { feature_key: 'single_session' })
    expect(anon).toMatchObject({ data: false, error: null })
    const user = await owner.client.rpc('is_feature_enabled', {
      feature_key: 'single_session',
      user_uuid: owner.id,
    })
    expect(user).toMatchObject({ data: false, error: null })
  })
})

describe('log_security_event', () => {
  it("records a user's event under their own id, whatever p_user_id says", async () => {
    const type = `session_test_${randomUUID().slice(0, 8)}`
    const { data, error } = await owner.client.rpc('log_security_event', {
      p_event_type: type,
      p_description: 'IP address changed',
      p_user_id: other.id,
      p_severity: 'medium',
      p_metadata: { previous_ip: '10.0.0.1', current_ip: '10.0.0.2' },
    })
    expect(error).toBeNull()
    expect(typeof data).toBe('string')
    const rows = await sql<{ user_id: string; severity: string; metadata: unknown }>(
      `select user_id, severity, metadata from public.security_events where event_type = $1`,
      [type],
    )
    expect(rows).toEqual([
      {
        user_id: owner.id,
        severity: 'medium',
        metadata: { previous_ip: '10.0.0.1', current_ip: '10.0.0.2' },
      },
    ])
    // Users cannot read the log back; admins can.
    const read = await owner.client.from('security_events').select('id').eq('event_type', type)
    expect(read.data).toEqual([])
    const adminRead = await admin.client.from('security_events').select('id').eq('event_type', type)
    expect(adminRead.data).toHaveLength(1)
  })

  // Every anonymous test call comes from 127.0.0.1: leave the shared budget as it was found.
  afterAll(async () => {
    await sql(`delete from public.rate_limits where endpoint = 'log_security_event'`)
  })

  it('rate-limits anonymous callers (30 a minute) and drops the excess silently', async () => {
    // Stay inside one fixed one-minute window.
    const [{ second }] = await sql<{ second: number }>(
      `select extract(second from now())::float8 as second`,
    )
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))

    const anon = anonClient()
    const type = `session_anon_${randomUUID().slice(0, 8)}`
    const results: unknown[] = []
    for (let i = 0; i < 35; i += 1) {
      const { data, error } = await anon.rpc('log_security_event', {
        p_event_type: type,
        p_description: 'anonymous event',
        p_severity: 'low',
      })
      expect(error).toBeNull()
      results.push(data)
    }
    const accepted = results.filter((value) => typeof value === 'string').length
    expect(accepted).toBeLessThanOrEqual(30)
    expect(results.slice(30).every((value) => value === null)).toBe(true)
    const [{ count }] = await sql<{ count: number }>(
      `select count(*)::int as count from public.security_events where event_type = $1 and user_id is null`,
      [type],
    )
    expect(count).toBe(accepted)
  }, 60_000)
})

describe('client-ip function', () => {
  const url = () => `${stackInfo().url}/functions/v1/client-ip`

  it("answers the caller's address to a signed-in user", async () => {
    const res = await fetch(url(), {
      headers: { Authorization: `Bearer ${owner.token}`, apikey: stackInfo().anonKey },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toEqual({ ip: '127.0.0.1' })
  })

  it('goes through supabase-js functions.invoke', async () => {
    const { data, error } = await owner.client.functions.invoke('client-ip', { method: 'GET' })
    expect(error).toBeNull()
    expect(data).toEqual({ ip: '127.0.0.1' })
  })

  it('requires a JWT and answers the CORS preflight', async () => {
    const refused = await fetch(url())
    expect(refused.status).toBe(401)
    const preflight = await fetch(url(), { method: 'OPTIONS' })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
  })

  it('refuses other methods', async () => {
    const res = await fetch(url(), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner.token}` },
    })
    expect(res.status).toBe(405)
  })
})
