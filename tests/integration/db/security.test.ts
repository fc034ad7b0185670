/**
 * Account locks (through the password-verification hook), the login status, security and audit
 * logs, rate limits, feature flags, site settings and verification tokens.
 */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql, uniqueEmail } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

// Node 20 has no global WebSocket; supabase-js's realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let user: TestUser
let other: TestUser
let admin: TestUser

type HookAnswer = { decision: string; message?: string; should_logout_user?: boolean }
async function attempt(userId: string, valid: boolean): Promise<HookAnswer> {
  const [row] = await sql<{ r: HookAnswer }>(
    'select public.hook_password_verification_attempt($1) as r',
    [{ user_id: userId, valid }],
  )
  return row!.r
}

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
})

describe('account lock', () => {
  it('five failures in 15 minutes lock a regular account for 3 days, even for the right password', async () => {
    const victim = await createTestUser()
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(victim.id, false)).decision).toBe('continue')
    const fifth = await attempt(victim.id, false)
    expect(fifth.decision).toBe('reject')
    expect(fifth.should_logout_user).toBe(true)
    expect(fifth.message).toMatch(/تجميد/)
    const right = await attempt(victim.id, true)
    expect(right.decision).toBe('reject')
    const [lock] = await sql<{ hours: number }>(
      `select round(extract(epoch from locked_until - locked_at) / 3600)::int as hours
         from public.account_locks where user_id = $1`,
      [victim.id],
    )
    expect(lock!.hours).toBe(72)

    const status = await anonClient().rpc('get_login_security_status', { identifier: victim.email })
    expect(status.error).toBeNull()
    expect(status.data[0]).toMatchObject({ is_locked: true, is_admin: false })

    // Admins list and unlock; others cannot.
    const denied = await user.client.rpc('admin_get_locked_accounts')
    expect(denied.error?.code).toBe('42501')
    const list = await admin.client.rpc('admin_get_locked_accounts')
    expect(list.data.map((r: { user_id: string }) => r.user_id)).toContain(victim.id)
    const deniedUnlock = await user.client.rpc('admin_unlock_account_enhanced', {
      user_email: victim.email,
    })
    expect(deniedUnlock.error?.code).toBe('42501')
    expect((await attempt(victim.id, true)).decision).toBe('reject')
    const unlock = await admin.client.rpc('admin_unlock_account_enhanced', {
      user_email: victim.email,
    })
    expect(unlock.data).toMatchObject({ success: true })
    expect((await attempt(victim.id, true)).decision).toBe('continue')
    const missing = await admin.client.rpc('admin_unlock_account_enhanced', {
      user_email: uniqueEmail('nobody'),
    })
    expect(missing.data).toEqual({ success: false, error: 'User not found' })
  })

  it('an admin account is locked for one hour', async () => {
    const target = await createTestUser({ admin: true })
    for (let i = 0; i < 5; i += 1) await attempt(target.id, false)
    const [lock] = await sql<{ minutes: number }>(
      `select round(extract(epoch from locked_until - locked_at) / 60)::int as minutes
         from public.account_locks where user_id = $1`,
      [target.id],
    )
    expect(lock!.minutes).toBe(60)
  })

  it('a success resets the count, and reset_failed_attempts is for admins and the service only', async () => {
    const u = await createTestUser()
    for (let i = 0; i < 4; i += 1) await attempt(u.id, false)
    expect((await attempt(u.id, true)).decision).toBe('continue')
    for (let i = 0; i < 4; i += 1) expect((await attempt(u.id, false)).decision).toBe('continue')
    const refused = await u.client.rpc('reset_failed_attempts', { user_email: u.email })
    expect(refused.error?.code).toBe('42501')
    const ok = await serviceClient().rpc('reset_failed_attempts', { user_email: u.email })
    expect(ok.data).toMatchObject({ success: true })
    expect((await attempt(u.id, false)).decision).toBe('continue')
  })

  it('the login status has the same shape for unknown e-mails and usernames', async () => {
    const known = await anonClient().rpc('get_login_security_status', { identifier: user.email })
    const unknown = await anonClient().rpc('get_login_security_status', {
      identifier: uniqueEmail('ghost'),
    })
    const name = await anonClient().rpc('get_login_security_status', {
      identifier: 'no_such_username',
    })
    for (const r of [known, unknown, name]) {
      expect(r.error).toBeNull()
      expect(Object.keys(r.data[0]).sort()).toEqual(
        [
          'failed_attempts',
          'is_admin',
          'is_locked',
          'locked_until',
          'recent_attempts_count',
        ].sort(),
      )
    }
    expect(unknown.data[0]).toEqual(known.data[0])
  })

  it('resolve_login_identifier is for the sign-in function only; unknown names map to no account', async () => {
    const username = `name_${user.id.slice(0, 8)}`
    await user.client.from('profiles').update({ username }).eq('id', user.id)
    // Issue 20: the browser never receives an e-mail it did not type.
    for (const client of [anonClient(), user.client, other.client]) {
      const refused = await client.rpc('resolve_login_identifier', { identifier: username })
      expect(refused.error?.code).toBe('42501')
      expect(refused.data).toBeNull()
    }
    const hit = await serviceClient().rpc('resolve_login_identifier', {
      identifier: username.toUpperCase(),
    })
    expect(hit.data).toBe(user.email.toLowerCase())
    const miss1 = await serviceClient().rpc('resolve_login_identifier', {
      identifier: 'nobody_here',
    })
    const miss2 = await serviceClient().rpc('resolve_login_identifier', {
      identifier: 'nobody_here',
    })
    expect(miss1.data).toBe(miss2.data)
    expect(miss1.data).toMatch(/@accounts\.sanad\.invalid$/)
    const [exists] = await sql<{ n: number }>(
      'select count(*)::int as n from auth.users where email = $1',
      [miss1.data],
    )
    expect(exists!.n).toBe(0)
  })
})

describe('security and audit logs', () => {
  it('anyone may log a security event, but a user cannot attribute it to someone else', async () => {
    // Every anonymous test call comes from 127.0.0.1 and shares one per-minute budget.
    await sql(`delete from public.rate_limits where endpoint = 'log_security_event'`)
    const anon = await anonClient().rpc('log_security_event', {
      p_event_type: 'test_anon_event',
      p_description: 'x',
      p_user_id: other.id,
      p_severity: 'low',
      p_metadata: {},
    })
    expect(anon.error).toBeNull()
    const mine = await user.client.rpc('log_security_event', {
      p_event_type: 'test_user_event',
      p_description: 'y',
      p_user_id: other.id,
      p_severity: 'high',
      p_metadata: { a: 1 },
    })
    const rows = await sql<{ id: string; user_id: string | null }>(
      'select id, user_id from public.security_events where id = any($1::uuid[])',
      [[anon.data, mine.data]],
    )
    expect(rows.find((r) => r.id === anon.data)!.user_id).toBeNull()
    expect(rows.find((r) => r.id === mine.data)!.user_id).toBe(user.id)
  })

  it('only admins read security events and the audit log; nobody writes them directly', async () => {
    expect((await user.client.from('security_events').select('id')).data).toEqual([])
    expect((await anonClient().from('security_events').select('id')).data ?? []).toEqual([])
    const adminRead = await admin.client.from('security_events').select('id').limit(1)
    expect(adminRead.data!.length).toBe(1)
    const insert = await user.client.from('security_events').insert({ event_type: 'forged' })
    expect(insert.error?.code).toBe('42501')
    const audit = await user.client.from('audit_log').insert({ action: 'forged' })
    expect(audit.error?.code).toBe('42501')
    const forged = await sql(`select 1 from public.security_events where event_type = 'forged'`)
    expect(forged).toEqual([])
  })

  it('log_audit_event: users log as themselves, anon is refused', async () => {
    const anon = await anonClient().rpc('log_audit_event', { p_action: 'x' })
    expect(anon.error).not.toBeNull()
    const res = await user.client.rpc('log_audit_event', {
      p_action: 'profile_updated',
      p_user_id: other.id,
      p_target_type: 'profile',
      p_target_id: user.id,
      p_old_values: null,
      p_new_values: { a: 1 },
      p_metadata: {},
    })
    expect(res.error).toBeNull()
    const [row] = await sql<{ user_id: string }>(
      'select user_id from public.audit_log where id = $1',
      [res.data],
    )
    expect(row!.user_id).toBe(user.id)
    expect((await other.client.from('audit_log').select('id')).data).toEqual([])
    expect(
      (await admin.client.from('audit_log').select('id').eq('id', res.data)).data,
    ).toHaveLength(1)
  })

  it('check_rate_limit allows max requests per window, then refuses', async () => {
    const id = uniqueEmail('rate')
    const args = {
      p_identifier: id,
      p_identifier_type: 'user',
      p_endpoint: 'test',
      p_max_requests: 3,
      p_window_minutes: 60,
    }
    const answers = []
    // Signed in: anon always gets false since the anonymous limits (anonymous-limits.test.ts).
    for (let i = 0; i < 4; i += 1)
      answers.push((await user.client.rpc('check_rate_limit', args)).data)
    expect(answers).toEqual([true, true, true, false])
    expect((await user.client.from('rate_limits').select('id')).data).toEqual([])
  })
})

describe('feature flags and site settings', () => {
  it('anyone reads flags; only admins change them', async () => {
    const anon = await anonClient()
      .from('feature_flags')
      .select('key, enabled')
      .eq('key', 'smart_suggestions')
    expect(anon.data).toEqual([{ key: 'smart_suggestions', enabled: true }])
    const flag = await anonClient().rpc('is_feature_enabled', {
      feature_key: 'single_session',
      user_uuid: null,
    })
    expect(flag.data).toBe(false)
    const unknown = await anonClient().rpc('is_feature_enabled', {
      feature_key: 'nope',
      user_uuid: null,
    })
    expect(unknown.data).toBe(false)
    await user.client.from('feature_flags').update({ enabled: true }).eq('key', 'single_session')
    const denied = await user.client
      .from('feature_flags')
      .insert({ key: 'user_made', enabled: true })
    expect(denied.error?.code).toBe('42501')
    expect(
      (await anonClient().rpc('is_feature_enabled', { feature_key: 'single_session' })).data,
    ).toBe(false)
    const ok = await admin.client
      .from('feature_flags')
      .insert({ key: `admin_made_${Date.now()}`, enabled: true })
      .select('key')
    expect(ok.error).toBeNull()
  })

  it('anon reads only IS_LAUNCHED and chat_suggested_questions; admins read and write all', async () => {
    const anon = await anonClient().from('site_settings').select('setting_key').order('setting_key')
    expect(anon.data!.map((r) => r.setting_key)).toEqual([
      'IS_LAUNCHED',
      'chat_suggested_questions',
    ])
    const launched = await anonClient()
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'IS_LAUNCHED')
      .single()
    expect(launched.data!.setting_value).toBe('true')
    const questions = await anonClient()
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'chat_suggested_questions')
      .single()
    const list = JSON.parse(questions.data!.setting_value as string) as { is_active: boolean }[]
    expect(list.filter((q) => q.is_active)).toHaveLength(3)
    expect(list).toHaveLength(4)

    await user.client
      .from('site_settings')
      .update({ setting_value: 'false' })
      .eq('setting_key', 'IS_LAUNCHED')
    const [still] = await sql<{ v: string }>(
      `select setting_value as v from public.site_settings where setting_key = 'IS_LAUNCHED'`,
    )
    expect(still!.v).toBe('true')
    const all = await admin.client.from('site_settings').select('setting_key')
    expect(all.data!.length).toBeGreaterThan(2)
    const write = await admin.client
      .from('site_settings')
      .update({ setting_value: 'support@sanad.local' })
      .eq('setting_key', 'support_email')
      .select('updated_by')
    expect(write.data).toEqual([{ updated_by: admin.id }])
  })

  it('verification tokens are invisible to users and anon', async () => {
    await sql(
      `insert into public.email_verification_tokens (user_id, token_hash, type) values ($1, $2, 'registration')`,
      [user.id, `hash-${user.id}`],
    )
    const own = await user.client.from('email_verification_tokens').select('id')
    expect(own.error?.code).toBe('42501')
    const anon = await anonClient().from('email_verification_tokens').select('id')
    expect(anon.error).not.toBeNull()
    const service = await serviceClient()
      .from('email_verification_tokens')
      .select('id')
      .eq('user_id', user.id)
    expect(service.data).toHaveLength(1)
  })
})
