/**
 * The auth service under a different supabase/config.toml, on a second in-process stack:
 * confirmations on (mail handed to the `mail` event), both Postgres-function hooks enabled and
 * called as Supabase calls them, a 1 s refresh-token reuse interval, and low rate limits.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage } from '../../../supabase/local/auth/mail.ts'
import type { RunningStack } from '../../../supabase/local/server.ts'
import {
  CONFIGURED_STACK_TIMEOUT_MS,
  startConfiguredStack,
} from '../../support/configured-stack.ts'
import { sideStackPort } from '../../support/side-stack-port.ts'

const PORT = sideStackPort(5)
const PASSWORD = 'Sanad-Pass1!'
const CONFIG = `
project_id = "sanad-auth-test"
[auth]
site_url = "http://127.0.0.1:5173"
additional_redirect_urls = ["http://127.0.0.1:5173/**"]
jwt_expiry = 600
enable_refresh_token_rotation = true
refresh_token_reuse_interval = 1
minimum_password_length = 8
password_requirements = "lower_upper_letters_digits_symbols"
[auth.rate_limit]
email_sent = 3
sign_in_sign_ups = 40
token_refresh = 40
token_verifications = 4
[auth.email]
enabled = true
enable_confirmations = true
double_confirm_changes = false
max_frequency = "1s"
[auth.hook.password_verification_attempt]
enabled = true
uri = "pg-functions://postgres/hook_test/password_attempt"
[auth.hook.custom_access_token]
enabled = true
uri = "pg-functions://postgres/hook_test/claims"
`

const HOOKS_SQL = `
create schema if not exists hook_test;
grant usage on schema hook_test to supabase_auth_admin;
create table hook_test.calls (id bigint generated always as identity, hook text, event jsonb);
grant insert, select on hook_test.calls to supabase_auth_admin;
create function hook_test.password_attempt(event jsonb) returns jsonb language plpgsql as $$
begin
  insert into hook_test.calls (hook, event) values ('password', event);
  if (select email from auth.users where id = (event->>'user_id')::uuid) like 'locked%' then
    return jsonb_build_object('decision', 'reject', 'message', 'الحساب مقفل مؤقتًا',
                              'should_logout_user', true);
  end if;
  return jsonb_build_object('decision', 'continue');
end $$;
create function hook_test.claims(event jsonb) returns jsonb language plpgsql as $$
begin
  insert into hook_test.calls (hook, event) values ('claims', event);
  return jsonb_build_object('claims', (event->'claims') || jsonb_build_object(
    'user_role', 'tester', 'auth_method', event->>'authentication_method'));
end $$;
revoke execute on function hook_test.password_attempt(jsonb), hook_test.claims(jsonb) from public;
grant execute on function hook_test.password_attempt(jsonb), hook_test.claims(jsonb) to supabase_auth_admin;
`

let stack: RunningStack
let stop: (() => Promise<void>) | undefined
const mails: MailMessage[] = []
let counter = 0
const email = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.test`

function anon(): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  })
}

async function calls(hook: string) {
  const { rows } = await stack.db.query<{ event: Record<string, unknown> }>(
    'select event from hook_test.calls where hook = $1 order by id',
    [hook],
  )
  return rows.map((r) => r.event)
}

/** A confirmed user made through the admin API (no mail, no sign-in budget). */
async function confirmedUser(address: string) {
  const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: address, password: PASSWORD, email_confirm: true }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { id: string }
}

beforeAll(async () => {
  const started = await startConfiguredStack('auth-config', CONFIG, PORT)
  stack = started.stack
  stop = started.stop
  stack.ctx.events.on('mail', (mail: MailMessage) => mails.push(mail))
  await stack.db.exec(HOOKS_SQL)
}, CONFIGURED_STACK_TIMEOUT_MS)

afterAll(async () => {
  await stop?.()
})

describe('auth with confirmations on', () => {
  it('signs up without a session, mails the link, refuses sign-in until the link is followed', async () => {
    const address = email('confirm')
    const client = anon()
    const { data, error } = await client.auth.signUp({
      email: address,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:5173/welcome' },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const early = await anon().auth.signInWithPassword({ email: address, password: PASSWORD })
    expect(early.error?.code).toBe('email_not_confirmed')

    const mail = mails.find((m) => m.to === address)!
    expect(mail.subject).toBe('Confirm Your Signup')
    const link = /href="([^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&')
    const followed = await fetch(link, { redirect: 'manual' })
    expect(followed.status).toBe(303)
    const landing = new URL(followed.headers.get('location')!)
    expect(landing.pathname).toBe('/welcome')
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('access_token')).toBeTruthy()

    const later = await anon().auth.signInWithPassword({ email: address, password: PASSWORD })
    expect(later.error).toBeNull()
  })
})

describe('auth hooks', () => {
  it('calls the password-verification hook with {user_id, valid} and honours reject', async () => {
    const good = await confirmedUser(email('hooked'))
    const goodEmail = (
      await stack.db.query<{ email: string }>('select email from auth.users where id = $1', [
        good.id,
      ])
    ).rows[0]!.email
    const wrong = await anon().auth.signInWithPassword({
      email: goodEmail,
      password: 'Wrong-Pass1!',
    })
    expect(wrong.error?.code).toBe('invalid_credentials')
    const right = await anon().auth.signInWithPassword({ email: goodEmail, password: PASSWORD })
    expect(right.error).toBeNull()
    const events = (await calls('password')).filter((e) => e.user_id === good.id)
    expect(events).toEqual([
      { user_id: good.id, valid: false },
      { user_id: good.id, valid: true },
    ])

    const lockedEmail = email('locked')
    await confirmedUser(lockedEmail)
    const rejected = await anon().auth.signInWithPassword({
      email: lockedEmail,
      password: PASSWORD,
    })
    expect(rejected.error?.status).toBe(400)
    expect(rejected.error?.message).toBe('الحساب مقفل مؤقتًا')
    expect(rejected.data.session).toBeNull()
  })

  it('builds the access token from the custom-access-token hook, on sign-in and refresh', async () => {
    const address = email('claims')
    const user = await confirmedUser(address)
    const client = anon()
    const signIn = await client.auth.signInWithPassword({ email: address, password: PASSWORD })
    expect(signIn.error).toBeNull()
    const claims = decodeJwt(signIn.data.session!.access_token)
    expect(claims.user_role).toBe('tester')
    expect(claims.auth_method).toBe('password')
    expect(claims.sub).toBe(user.id)
    expect(claims.exp! - claims.iat!).toBe(600)
    const input = (await calls('claims')).find(
      (e) => e.user_id === user.id && e.authentication_method === 'password',
    )!
    expect(Object.keys(input).sort()).toEqual(['authentication_method', 'claims', 'user_id'])
    expect((input.claims as { role: string }).role).toBe('authenticated')

    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).auth_method).toBe('token_refresh')
  })
})

describe('refresh-token reuse after the interval', () => {
  it('refuses an old token after the reuse interval and revokes the whole family', async () => {
    const address = email('reuse')
    await confirmedUser(address)
    const client = anon()
    const first = (await client.auth.signInWithPassword({ email: address, password: PASSWORD }))
      .data.session!
    const second = (await client.auth.refreshSession({ refresh_token: first.refresh_token })).data
      .session!
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const reuse = await anon().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    const legit = await anon().auth.refreshSession({ refresh_token: second.refresh_token })
    expect(legit.error).not.toBeNull()
  })
})

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit past token_verifications', async () => {
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 6; i += 1) {
      const { error } = await anon().auth.verifyOtp({ type: 'recovery', token_hash: `bogus${i}` })
      codes.push(error?.code)
    }
    expect(codes).toContain('otp_expired')
    expect(codes.at(-1)).toBe('over_request_rate_limit')
    const response = await fetch(`${stack.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'recovery', token_hash: 'bogus' }),
    })
    expect(response.status).toBe(429)
  })

  it('answers 429 over_email_send_rate_limit past email_sent', async () => {
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 4; i += 1) {
      const address = email('mailer')
      await confirmedUser(address)
      const { error } = await anon().auth.resetPasswordForEmail(address)
      codes.push(error?.code)
    }
    expect(codes.at(-1)).toBe('over_email_send_rate_limit')
    expect(codes[0]).toBeUndefined()
  })
})
