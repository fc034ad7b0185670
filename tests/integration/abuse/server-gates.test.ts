/**
 * Issue 20: gates that held only in the browser, tried as an outsider and refused by the server.
 * - the launch gate at sign-up (the before_user_created auth hook and launch_invitations);
 * - false lock screens: the login status reads only what the server recorded, never what a
 *   caller reports through log_security_event or log_audit_event; its reads are rate-limited;
 * - the functions runner's test probe is not deployable.
 * (Username sign-in on the server and its limits: brute-force.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest'
import { loadProjectConfig } from '../../../supabase/local/config.ts'
import { anonClient, serviceClient, sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { createTestUser, TEST_PASSWORD } from '../../support/users.ts'
import { callFrom, clientFrom, freshIp, withinOneWindow, WINDOW_WAIT_TIMEOUT } from './support.ts'

const GROUP = 12
const NOT_LAUNCHED = 'التسجيل غير متاح قبل الإطلاق. انضم إلى قائمة الانتظار وسنراسلك فور الافتتاح'
const WRONG = 'Wrong-Passw0rd!'

async function setLaunched(value: 'true' | 'false') {
  await sql(
    `update public.site_settings set setting_value = $1 where setting_key = 'IS_LAUNCHED'`,
    [value],
  )
}

async function accounts(email: string) {
  const [row] = await sql<{ users: number; subscriptions: number }>(
    `select (select count(*)::int from auth.users where lower(email) = lower($1)) as users,
            (select count(*)::int from public.subscriptions s join auth.users u on u.id = s.user_id
              where lower(u.email) = lower($1)) as subscriptions`,
    [email],
  )
  return row!
}

describe('launch gate at sign-up', () => {
  afterEach(() => setLaunched('true'))

  it('refuses every new account while not launched, in Arabic, creating nothing', async () => {
    await setLaunched('false')
    const email = uniqueEmail('prelaunch')
    const signUp = await anonClient().auth.signUp({ email, password: TEST_PASSWORD })
    expect(signUp.error?.status).toBe(403)
    expect(signUp.error?.message).toBe(NOT_LAUNCHED)
    expect(signUp.data.user).toBeNull()
    // Raw, with another key: the same refusal.
    const raw = await callFrom(freshIp(GROUP), '/auth/v1/signup', {
      headers: { apikey: stackInfo().anonKey },
      body: { email, password: TEST_PASSWORD },
    })
    expect(raw.status).toBe(403)
    // Not through the admin API or an invitation either: only the invitation list opens it.
    const created = await serviceClient().auth.admin.createUser({ email, password: TEST_PASSWORD })
    expect(created.error?.status).toBe(403)
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email)
    expect(invited.error?.status).toBe(403)
    expect(await accounts(email)).toEqual({ users: 0, subscriptions: 0 })
  })

  it('lets in an e-mail an admin invited, and only an admin can invite', async () => {
    const admin = await createTestUser({ admin: true })
    const user = await createTestUser()
    await setLaunched('false')
    const email = uniqueEmail('invited')

    const byUser = await user.client.rpc('admin_invite_before_launch', { p_email: email })
    expect(byUser.error?.code).toBe('42501')
    const byAnon = await anonClient().rpc('admin_invite_before_launch', { p_email: email })
    expect(byAnon.error).not.toBeNull()
    const bad = await admin.client.rpc('admin_invite_before_launch', { p_email: 'not-an-email' })
    expect(bad.error?.message).toBe('البريد الإلكتروني غير صحيح')

    const ok = await admin.client.rpc('admin_invite_before_launch', {
      p_email: email.toUpperCase(),
    })
    expect(ok.error).toBeNull()
    expect(ok.data).toEqual({ success: true, email: email.toLowerCase() })
    // Users cannot read or remove the list.
    expect((await user.client.from('launch_invitations').select('email')).data).toEqual([])

    const signUp = await anonClient().auth.signUp({ email, password: TEST_PASSWORD })
    expect(signUp.error).toBeNull()
    expect(signUp.data.user?.email).toBe(email.toLowerCase())
    expect(await accounts(email)).toEqual({ users: 1, subscriptions: 1 })

    // Removing the invitation is audited with what was removed.
    const removed = await admin.client.from('launch_invitations').delete().eq('email', email)
    expect(removed.error).toBeNull()
    const audit = await sql<{ action: string; actor: string }>(
      `select action, user_id::text as actor from public.audit_log
        where target_id = $1 and action like 'launch_invitation_%' order by created_at`,
      [email.toLowerCase()],
    )
    expect(audit).toEqual([
      { action: 'launch_invitation_added', actor: admin.id },
      { action: 'launch_invitation_removed', actor: admin.id },
    ])
  })

  it('opens sign-up again once launched', async () => {
    await setLaunched('true')
    const email = uniqueEmail('launched')
    const signUp = await anonClient().auth.signUp({ email, password: TEST_PASSWORD })
    expect(signUp.error).toBeNull()
    expect(await accounts(email)).toEqual({ users: 1, subscriptions: 1 })
  })
})

describe('no false lock screens', () => {
  const status = async (identifier: string) => {
    const { data, error } = await clientFrom(freshIp(GROUP)).rpc('get_login_security_status', {
      identifier,
    })
    expect(error).toBeNull()
    return data[0] as { failed_attempts: number; is_locked: boolean }
  }

  it('six reported failures for someone else’s e-mail neither lock nor warn', async () => {
    const victim = await createTestUser()
    for (let i = 0; i < 6; i += 1) {
      const logged = await clientFrom(freshIp(GROUP)).rpc('log_security_event', {
        p_event_type: 'failed_login_attempt',
        p_description: 'Failed password sign-in',
        p_severity: 'medium',
        p_metadata: { email: victim.email, identifier: victim.email, reason: 'x' },
      })
      expect(logged.error).toBeNull()
    }
    expect(await status(victim.email)).toMatchObject({ failed_attempts: 0, is_locked: false })
    const signIn = await anonClient().auth.signInWithPassword({
      email: victim.email,
      password: TEST_PASSWORD,
    })
    expect(signIn.error).toBeNull()
  })

  it('an audit row a user writes does not clear a real lock', async () => {
    const victim = await createTestUser()
    const key = stackInfo().anonKey
    for (let i = 0; i < 5; i += 1) {
      await callFrom(freshIp(GROUP), '/functions/v1/sign-in', {
        headers: { apikey: key, authorization: `Bearer ${key}` },
        body: { identifier: victim.email, password: WRONG },
      })
    }
    expect(await status(victim.email)).toMatchObject({ failed_attempts: 5, is_locked: true })
    const other = await createTestUser()
    const forged = await other.client.rpc('log_audit_event', {
      p_action: 'reset_failed_attempts',
      p_target_type: 'email',
      p_target_id: victim.email.toLowerCase(),
    })
    // The log takes the row (users log as themselves), and the lock and its count stand.
    expect(forged.error).toBeNull()
    expect(await status(victim.email)).toMatchObject({ failed_attempts: 5, is_locked: true })
  })

  it(
    'the status answers 60 reads a minute per address, then refuses in Arabic',
    async () => {
      await withinOneWindow(1, 20_000)
      const client = clientFrom(freshIp(GROUP))
      const identifier = uniqueEmail('status')
      for (let i = 0; i < 60; i += 1) {
        const { error } = await client.rpc('get_login_security_status', { identifier })
        expect(error).toBeNull()
      }
      const over = await client.rpc('get_login_security_status', { identifier })
      expect(over.status).toBe(400)
      expect(over.error?.message).toBe('طلبات كثيرة. يرجى المحاولة بعد دقيقة')
      expect(over.error?.hint).toBe('rate_limited')
      // Another address still reads.
      expect(await status(identifier)).toMatchObject({ failed_attempts: 0 })
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('test-only functions', () => {
  it('the functions runner’s probe is disabled, so `supabase functions deploy` skips it', () => {
    const functions = loadProjectConfig().raw.functions as Record<string, { enabled?: boolean }>
    expect(functions['local-stack-probe']?.enabled).toBe(false)
    expect(functions['sign-in']?.enabled).toBe(true)
  })
})
