/**
 * The local /auth/v1 answers as GoTrue does (supabase/auth, internal/api), through supabase-js
 * where auth-js has a call for it and raw fetch where the exact body matters: reauthentication
 * nonces with `secure_password_change`, e-mail syntax errors, admin-created users' metadata,
 * list pagination errors, generate_link's action_link, and the errors of features that are off
 * (SAML SSO, phone, web3, id_token providers, manual identity linking).
 */
import { createHash } from 'node:crypto'
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
import { sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { sideStackPort } from '../../support/side-stack-port.ts'

const PASSWORD = 'Sanad-Pass1!'
const NEW_PASSWORD = 'Sanad-Pass2!'
const PHONE = '+966500000001'

function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  })
}
const anon = () => clientFor(stackInfo().url, stackInfo().anonKey)
const admin = () => clientFor(stackInfo().url, stackInfo().serviceRoleKey)

/** A raw call with auth-js's headers, for the exact body and status. */
async function raw(path: string, init: RequestInit & { key?: string; token?: string } = {}) {
  const key = init.key ?? stackInfo().anonKey
  const response = await fetch(`${stackInfo().url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${init.token ?? key}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function signedIn(client = anon()) {
  const email = uniqueEmail('conformance')
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { client, email, session: data.session!, user: data.user! }
}

describe('e-mail syntax (mail.go validateEmail, badoux/checkmail)', () => {
  const INVALID = {
    status: 400,
    code: 'validation_failed',
    message: 'Unable to validate email address: invalid format',
  }

  it('sign-up refuses a malformed address with validation_failed', async () => {
    const { error } = await anon().auth.signUp({ email: 'not-an-email', password: PASSWORD })
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual(INVALID)
    const body = await raw('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'two@@example.test', password: PASSWORD }),
    })
    // errors.go HTTPErrorResponse20240101 under X-Supabase-Api-Version: 2024-01-01.
    expect(body.status).toBe(400)
    expect(body.body.code).toBe('validation_failed')
    expect(body.body.message).toBe(INVALID.message)
  })

  it('admin create, invite and generate_link refuse it the same way', async () => {
    const a = admin().auth.admin
    const created = await a.createUser({ email: 'no-at-sign.example.test', password: PASSWORD })
    const invited = await a.inviteUserByEmail('spaces in@example.test')
    const link = await a.generateLink({ type: 'magiclink', email: 'trailing-dot@example.test.' })
    for (const { error } of [created, invited, link]) {
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual(INVALID)
    }
  })

  it('accepts what checkmail accepts: a host without a dot, upper case (stored lower-cased)', async () => {
    const local = uniqueEmail('host').split('@')[0]!
    const { data, error } = await admin().auth.admin.createUser({
      email: `${local.toUpperCase()}@localhost`,
      password: PASSWORD,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(`${local}@localhost`)
  })

  it('admin create without e-mail or phone: validation_failed (admin.go adminUserCreate)', async () => {
    const { status, body } = await raw('/admin/users', {
      method: 'POST',
      key: stackInfo().serviceRoleKey,
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect({ status, ...body }).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Cannot create a user without either an email or phone',
    })
  })
})

describe('admin-created users (admin.go adminUserCreate, models.User.Confirm)', () => {
  it('keeps only the caller’s user_metadata (plus email_verified from email_confirm)', async () => {
    const email = uniqueEmail('admin-meta')
    const { data, error } = await admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'سلمى' },
    })
    expect(error).toBeNull()
    const user = data.user!
    expect(user.user_metadata).toEqual({ full_name: 'سلمى', email_verified: true })
    // The identity's claims are provider.Claims{Subject, Email}: they stay in identity_data.
    expect(user.identities?.[0]?.identity_data).toEqual({
      sub: user.id,
      email,
      email_verified: false,
      phone_verified: false,
    })
    const [row] = await sql<{ raw_user_meta_data: unknown }>(
      'select raw_user_meta_data from auth.users where id = $1',
      [user.id],
    )
    expect(row?.raw_user_meta_data).toEqual({ full_name: 'سلمى', email_verified: true })
  })

  it('an unconfirmed user without metadata has an empty user_metadata', async () => {
    const { data } = await admin().auth.admin.createUser({ email: uniqueEmail('admin-bare') })
    expect(data.user?.user_metadata).toEqual({})
    expect(data.user?.email_confirmed_at).toBeUndefined()
  })
})

describe('admin list pagination (shared/pagination.go Paginate)', () => {
  it('refuses page 0, per_page 0 and per_page over 1000 with the exact message', async () => {
    const a = admin().auth.admin
    const cases: [Parameters<typeof a.listUsers>[0], string][] = [
      [{ page: 0, perPage: 10 }, 'page must be greater than 0'],
      [{ page: 1, perPage: 0 }, 'per_page must be greater than 0'],
      [{ page: 1, perPage: 1001 }, 'per_page must not exceed 1000'],
    ]
    for (const [params, reason] of cases) {
      const { data, error } = await a.listUsers(params)
      expect(data.users).toEqual([])
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
        status: 400,
        code: 'validation_failed',
        message: `Bad Pagination Parameters: ${reason}`,
      })
    }
  })

  it('a value strconv.ParseUint refuses carries Go’s error text', async () => {
    const key = stackInfo().serviceRoleKey
    const minus = await raw('/admin/users?page=-1', { key })
    expect(minus.status).toBe(400)
    expect(minus.body.message).toBe(
      'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    )
    const huge = await raw('/admin/users?per_page=99999999999999999999', { key })
    expect(huge.body.message).toBe(
      'Bad Pagination Parameters: strconv.ParseUint: parsing "99999999999999999999": value out of range',
    )
    const ok = await raw('/admin/users?page=&per_page=1000', { key })
    expect(ok.status).toBe(200)
  })
})

describe('generate_link action_link (mailer getPath / encodeRedirectURL)', () => {
  it('keeps a plain redirect_to as written and query-escapes one holding & = #', async () => {
    const a = admin().auth.admin
    const issuer = `${stackInfo().url}/auth/v1`
    const plain = 'http://127.0.0.1:5173/welcome'
    const first = await a.generateLink({
      type: 'magiclink',
      email: uniqueEmail('link'),
      options: { redirectTo: plain },
    })
    const p = first.data.properties!
    expect(p.action_link).toBe(
      `${issuer}/verify?token=${p.hashed_token}&type=magiclink&redirect_to=${plain}`,
    )
    const query = 'http://127.0.0.1:5173/account?tab=security&lang=ar'
    const second = await a.generateLink({
      type: 'magiclink',
      email: uniqueEmail('link'),
      options: { redirectTo: query },
    })
    const q = second.data.properties!
    expect(q.redirect_to).toBe(query)
    expect(q.action_link).toBe(
      `${issuer}/verify?token=${q.hashed_token}&type=magiclink&redirect_to=` +
        'http%3A%2F%2F127.0.0.1%3A5173%2Faccount%3Ftab%3Dsecurity%26lang%3Dar',
    )
  })
})

describe('features that are off answer with GoTrue’s own errors', () => {
  const pick = (e: { status?: number; code?: string; message?: string } | null) => ({
    status: e?.status,
    code: e?.code,
    message: e?.message,
  })

  it('SAML SSO: 404 saml_provider_disabled on /sso and /sso/saml/* (requireSAMLEnabled)', async () => {
    const { error } = await anon().auth.signInWithSSO({ domain: 'sanad.example' })
    const disabled = {
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    }
    expect(pick(error)).toEqual(disabled)
    for (const [method, path] of [
      ['GET', '/sso/saml/metadata'],
      ['POST', '/sso/saml/acs'],
    ] as const) {
      const { status, body } = await raw(path, { method })
      expect({ status, code: body.code, message: body.message }).toEqual(disabled)
    }
  })

  it('phone sign-up, OTP and password sign-in (signup.go, otp.go, token.go)', async () => {
    const client = anon()
    const signup = await client.auth.signUp({ phone: PHONE, password: PASSWORD })
    expect(pick(signup.error)).toEqual({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    })
    // validateSignupParams checks the password before the provider.
    const weak = await client.auth.signUp({ phone: PHONE, password: 'short' })
    expect(weak.error?.code).toBe('weak_password')
    const otp = await client.auth.signInWithOtp({ phone: PHONE })
    expect(pick(otp.error)).toEqual({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    })
    const noCreate = await client.auth.signInWithOtp({
      phone: PHONE,
      options: { shouldCreateUser: false },
    })
    expect(pick(noCreate.error)).toEqual({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    })
    const login = await client.auth.signInWithPassword({ phone: PHONE, password: PASSWORD })
    expect(pick(login.error)).toEqual({
      status: 422,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    })
  })

  it('web3 sign-in: 422 web3_provider_disabled (web3.go Web3Grant)', async () => {
    const { status, body } = await raw('/token?grant_type=web3', {
      method: 'POST',
      body: JSON.stringify({ chain: 'solana', message: 'm', signature: 's' }),
    })
    expect({ status, code: body.code, message: body.message }).toEqual({
      status: 422,
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    })
  })

  it('id_token grant: provider_disabled, custom issuers, OAuth request errors (token_oidc.go)', async () => {
    const client = anon()
    const apple = await client.auth.signInWithIdToken({ provider: 'apple', token: 'x.y.z' })
    expect(pick(apple.error)).toEqual({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    })
    const custom = await client.auth.signInWithIdToken({ provider: 'github', token: 'x.y.z' })
    expect(pick(custom.error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Custom OIDC provider "github" not allowed',
    })
    // OAuthError bodies carry only error / error_description.
    const missing = await raw('/token?grant_type=id_token', {
      method: 'POST',
      body: JSON.stringify({ provider: 'apple' }),
    })
    expect(missing).toEqual({
      status: 400,
      body: { error: 'invalid request', error_description: 'id_token required' },
    })
    const noProvider = await raw('/token?grant_type=id_token', {
      method: 'POST',
      body: JSON.stringify({ id_token: 'x.y.z' }),
    })
    expect(noProvider.body).toEqual({
      error: 'invalid request',
      error_description: 'provider or client_id and issuer required',
    })
  })

  it('identity linking: 404 manual_linking_disabled once signed in (requireManualLinkingEnabled)', async () => {
    const { client, user } = await signedIn()
    const linking = {
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    }
    const link = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    })
    expect(pick(link.error)).toEqual(linking)
    const unlink = await client.auth.unlinkIdentity(user.identities![0]!)
    expect(pick(unlink.error)).toEqual(linking)
    // The /user group authenticates first: the anon key has no sub.
    const anonymous = await raw('/user/identities/authorize?provider=google')
    expect(anonymous.status).toBe(403)
    expect(anonymous.body.code).toBe('bad_jwt')
  })
})

describe('password change with secure_password_change off (config.toml)', () => {
  it('needs no nonce even from a session older than 24 hours', async () => {
    const { client, session } = await signedIn()
    await sql(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      decodeJwt(session.access_token).session_id,
    ])
    const { error } = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
    })
    expect(error).toBeNull()
  })
})

describe('reauthentication (reauthenticate.go, user.go) with secure_password_change on', () => {
  const PORT = Number(process.env.AUTH_CONFORMANCE_PORT ?? sideStackPort(6))
  const CONFIG = `
project_id = "sanad-auth-conformance"
[auth]
site_url = "http://127.0.0.1:5173"
additional_redirect_urls = ["http://127.0.0.1:5173/**"]
minimum_password_length = 8
password_requirements = "lower_upper_letters_digits_symbols"
[auth.email]
enabled = true
enable_confirmations = false
secure_password_change = true
max_frequency = "60s"
otp_expiry = 3600
`
  let stack: RunningStack
  let stop: (() => Promise<void>) | undefined
  const mails: MailMessage[] = []

  beforeAll(async () => {
    const started = await startConfiguredStack('auth-conformance', CONFIG, PORT)
    stack = started.stack
    stop = started.stop
    stack.ctx.events.on('mail', (mail: MailMessage) => mails.push(mail))
  }, CONFIGURED_STACK_TIMEOUT_MS)

  afterAll(async () => {
    await stop?.()
  })

  async function agedSession() {
    const { client, email, session } = await signedIn(clientFor(stack.url, stack.anonKey))
    await stack.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where id = $1`,
      [decodeJwt(session.access_token).session_id],
    )
    return { client, email }
  }

  it('a recent session changes the password without a nonce', async () => {
    const { client } = await signedIn(clientFor(stack.url, stack.anonKey))
    const { error } = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(error).toBeNull()
  })

  it('an old session needs the mailed nonce, which works once', async () => {
    const { client, email } = await agedSession()
    const needed = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(needed.error?.status).toBe(400)
    expect(needed.error?.code).toBe('reauthentication_needed')
    expect(needed.error?.message).toBe('Password update requires reauthentication')
    const none = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: '123456' })
    expect([none.error?.status, none.error?.code, none.error?.message]).toEqual([
      422,
      'reauthentication_not_valid',
      'Nonce has expired or is invalid',
    ])

    const sent = await client.auth.reauthenticate()
    expect(sent.error).toBeNull()
    expect(sent.data).toEqual({ user: null, session: null })
    const mail = mails.filter((m) => m.to === email).at(-1)!
    expect(mail.subject).toBe('Confirm reauthentication')
    const nonce = /Enter the code: (\d{6})/.exec(mail.text)![1]!
    const { rows } = await stack.db.query<{ reauthentication_token: string }>(
      'select reauthentication_token from auth.users where email = $1',
      [email],
    )
    // crypto.GenerateTokenHash: sha224 of e-mail + OTP, hex.
    expect(rows[0]?.reauthentication_token).toBe(
      createHash('sha224').update(`${email}${nonce}`).digest('hex'),
    )

    const again = await client.auth.reauthenticate()
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after (58|59) seconds\.$/,
    )

    const wrong = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0')
    const bad = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: wrong })
    expect(bad.error?.code).toBe('reauthentication_not_valid')
    const ok = await client.auth.updateUser({ password: NEW_PASSWORD, nonce })
    expect(ok.error).toBeNull()
    const signIn = await clientFor(stack.url, stack.anonKey).auth.signInWithPassword({
      email,
      password: NEW_PASSWORD,
    })
    expect(signIn.error).toBeNull()
    // ConfirmReauthentication empties the token: the same nonce is not accepted twice.
    const reused = await client.auth.updateUser({ password: PASSWORD, nonce })
    expect(reused.error?.code).toBe('reauthentication_not_valid')
  })

  it('a nonce older than otp_expiry is refused', async () => {
    const { client, email } = await agedSession()
    expect((await client.auth.reauthenticate()).error).toBeNull()
    const nonce = /Enter the code: (\d{6})/.exec(
      mails.filter((m) => m.to === email).at(-1)!.text,
    )![1]!
    await stack.db.query(
      `update auth.users set reauthentication_sent_at = now() - interval '3601 seconds' where email = $1`,
      [email],
    )
    const { error } = await client.auth.updateUser({ password: NEW_PASSWORD, nonce })
    expect([error?.status, error?.code]).toEqual([422, 'reauthentication_not_valid'])
  })

  it('GET /reauthenticate needs a signed-in caller', async () => {
    const { error } = await clientFor(stack.url, stack.anonKey).auth.reauthenticate()
    expect(error?.name).toBe('AuthSessionMissingError')
    const response = await fetch(`${stack.url}/auth/v1/reauthenticate`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    })
    expect(response.status).toBe(403)
  })
})
