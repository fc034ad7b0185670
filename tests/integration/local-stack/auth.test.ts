/**
 * The local /auth/v1 through supabase-js only: sign-up, sign-in, user, refresh rotation, sign-out
 * scopes, Google through the test-identity page (implicit and PKCE), redirect allow list, admin
 * users with the service key, the access token's claims and auth.uid() under RLS.
 */
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js'
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'
import pg from 'pg'
import WebSocket from 'ws'
import { describe, expect, it, onTestFinished } from 'vitest'
import { googleSignIn } from '../../support/google.ts'
import { sql, stackInfo, uniqueEmail } from '../../support/stack.ts'

const PASSWORD = 'Sanad-Pass1!'
// Access tokens are signed with the stack's ES256 key, published at /.well-known/jwks.json.
let jwks: JWTVerifyGetKey | undefined
const signingKey: JWTVerifyGetKey = (header, token) =>
  (jwks ??= createRemoteJWKSet(new URL(`${stackInfo().url}/auth/v1/.well-known/jwks.json`)))(
    header,
    token,
  )

// Node 20 has no global WebSocket, which supabase-js's realtime client needs at construction.
function client(key: string, flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  return createClient(stackInfo().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as never },
  })
}
const anonClient = () => client(stackInfo().anonKey)
const serviceClient = () => client(stackInfo().serviceRoleKey)
const pkceClient = () => client(stackInfo().anonKey, 'pkce')

async function signedUp(data: Record<string, unknown> = {}) {
  const client = anonClient()
  const email = uniqueEmail('auth')
  const { data: result, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data },
  })
  expect(error).toBeNull()
  return { client, email, session: result.session!, user: result.user! }
}

describe('sign-up and sign-in', () => {
  it('signs up with a session, metadata in auth.users, and fires SIGNED_IN', async () => {
    const client = anonClient()
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const email = uniqueEmail('signup')
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { data: { full_name: 'سارة' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.session?.expires_in).toBe(3600)
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata.full_name).toBe('سارة')
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    expect(data.user?.identities?.[0]?.provider).toBe('email')
    expect(data.user?.email_confirmed_at).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toContain('SIGNED_IN')
    const rows = await sql<{
      raw_user_meta_data: { full_name: string }
      encrypted_password: string
    }>('select raw_user_meta_data, encrypted_password from auth.users where email = $1', [email])
    expect(rows[0]?.raw_user_meta_data.full_name).toBe('سارة')
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$10\$/)
    const sessions = await sql('select 1 from auth.sessions where user_id = $1', [data.user!.id])
    expect(sessions).toHaveLength(1)
  })

  it('refuses a second sign-up with user_already_exists', async () => {
    const { email } = await signedUp()
    const { data, error } = await anonClient().auth.signUp({ email, password: PASSWORD })
    expect(data.session).toBeNull()
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.message).toBe('User already registered')
  })

  it('refuses weak passwords with the reasons', async () => {
    const client = anonClient()
    const short = await client.auth.signUp({ email: uniqueEmail(), password: 'abc' })
    expect(short.error?.code).toBe('weak_password')
    expect(short.error?.status).toBe(422)
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual([
      'length',
      'characters',
    ])
    expect(short.error?.message).toContain('at least 8 characters')
    const noSymbol = await client.auth.signUp({ email: uniqueEmail(), password: 'Abcdefgh1' })
    expect((noSymbol.error as unknown as { reasons: string[] }).reasons).toEqual(['characters'])
  })

  it('refuses an invalid e-mail address', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-email', password: PASSWORD })
    // mail.go validateEmail: checkmail's syntax error is validation_failed.
    expect(error?.code).toBe('validation_failed')
    expect(error?.status).toBe(400)
  })

  it('signs in with the right password and refuses a wrong one or an unknown user', async () => {
    const { email, user } = await signedUp()
    const client = anonClient()
    const wrong = await client.auth.signInWithPassword({ email, password: 'Wrong-Pass1!' })
    expect(wrong.error?.status).toBe(400)
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    })
    expect(unknown.error?.code).toBe('invalid_credentials')
    const right = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(right.error).toBeNull()
    expect(right.data.user?.id).toBe(user.id)
    expect(right.data.user?.last_sign_in_at).toBeTruthy()
  })

  it('accepts a bcrypt hash made by pgcrypto crypt() (seed files)', async () => {
    const email = uniqueEmail('seeded')
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
          'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf')), now(),
          '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [email, PASSWORD],
    )
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: PASSWORD,
    })
    expect(error).toBeNull()
    expect(data.session).toBeTruthy()
  })
})

describe('the access token', () => {
  it('carries GoTrue claims, verifies with the JWKS, and sets auth.uid() under RLS', async () => {
    const { session, user } = await signedUp()
    const { payload, protectedHeader } = await jwtVerify(session.access_token, signingKey)
    expect(protectedHeader).toEqual({
      alg: 'ES256',
      kid: 'e8f57cbe-06d9-4a02-bceb-d72c08b6bdd5',
      typ: 'JWT',
    })
    // Key order is GoTrue's without a custom-access-token hook; a hook's jsonb reorders keys.
    expect(Object.keys(payload)).toEqual(
      expect.arrayContaining([
        'iss',
        'sub',
        'aud',
        'exp',
        'iat',
        'email',
        'phone',
        'app_metadata',
        'user_metadata',
        'role',
        'aal',
        'amr',
        'session_id',
        'is_anonymous',
      ]),
    )
    expect(payload.iss).toBe(`${stackInfo().url}/auth/v1`)
    expect(payload.sub).toBe(user.id)
    expect(payload.aud).toBe('authenticated')
    expect(payload.role).toBe('authenticated')
    expect(payload.aal).toBe('aal1')
    expect(payload.is_anonymous).toBe(false)
    expect(payload.exp! - payload.iat!).toBe(3600)
    expect((payload.amr as { method: string }[])[0]?.method).toBe('password')
    expect(payload.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    const sessions = await sql('select 1 from auth.sessions where id = $1', [payload.session_id])
    expect(sessions).toHaveLength(1)

    // RLS: a throwaway owner-only table read with the token's claims as PostgREST sets them.
    await sql(`create table if not exists public.auth_test_notes (
      id bigint generated always as identity primary key, owner uuid not null, body text)`)
    onTestFinished(async () => {
      // Left behind, anon would keep the default table grants on it (other suites check none).
      await sql('drop table if exists public.auth_test_notes')
    })
    await sql('alter table public.auth_test_notes enable row level security')
    await sql('drop policy if exists auth_test_owner on public.auth_test_notes')
    await sql(
      'create policy auth_test_owner on public.auth_test_notes for select to authenticated using ((select auth.uid()) = owner)',
    )
    await sql('grant select on public.auth_test_notes to authenticated')
    await sql(
      "insert into public.auth_test_notes (owner, body) values ($1, 'mine'), (gen_random_uuid(), 'theirs')",
      [user.id],
    )
    const db = new pg.Client({ connectionString: stackInfo().dbUrl })
    await db.connect()
    try {
      await db.query('begin')
      await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(payload)])
      await db.query('set local role authenticated')
      const { rows } = await db.query<{ body: string; uid: string }>(
        'select body, auth.uid()::text as uid from public.auth_test_notes',
      )
      expect(rows).toEqual([{ body: 'mine', uid: user.id }])
    } finally {
      await db.query('rollback')
      await db.end()
    }

    const restProbe = await fetch(`${stackInfo().url}/rest/v1/`, {
      headers: { apikey: stackInfo().anonKey },
    })
    if (restProbe.status !== 404) {
      const client = anonClient()
      await client.auth.setSession({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
      })
      const { data, error } = await client.from('auth_test_notes').select('body')
      expect(error).toBeNull()
      expect(data).toEqual([{ body: 'mine' }])
    }
  })
})

describe('the signed-in user', () => {
  it('reads and updates the user: data, password and e-mail, firing USER_UPDATED', async () => {
    const { client, email, user } = await signedUp({ full_name: 'قبل' })
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const read = await client.auth.getUser()
    expect(read.error).toBeNull()
    expect(read.data.user?.id).toBe(user.id)

    const data = await client.auth.updateUser({ data: { full_name: 'بعد', plan: 'basic' } })
    expect(data.error).toBeNull()
    expect(data.data.user?.user_metadata).toMatchObject({ full_name: 'بعد', plan: 'basic' })

    const same = await client.auth.updateUser({ password: PASSWORD, current_password: PASSWORD })
    expect(same.error?.code).toBe('same_password')
    const weak = await client.auth.updateUser({ password: 'short' })
    expect(weak.error?.code).toBe('weak_password')
    const newPassword = 'Changed-Pass2@'
    // config.toml require_current_password (issue 49): GoTrue asks for the current one.
    const bare = await client.auth.updateUser({ password: newPassword })
    expect(bare.error?.code).toBe('current_password_required')
    expect(
      (await client.auth.updateUser({ password: newPassword, current_password: PASSWORD })).error,
    ).toBeNull()
    const other = anonClient()
    expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await other.auth.signInWithPassword({ email, password: newPassword })).error).toBeNull()

    const newEmail = uniqueEmail('changed')
    const changed = await client.auth.updateUser({ email: newEmail })
    expect(changed.error).toBeNull()
    // A permanent user's new address waits for its confirmations (GoTrue since #1679, issue 49).
    expect(changed.data.user?.email).toBe(email)
    expect(changed.data.user?.new_email).toBe(newEmail)
    expect(changed.data.user?.identities?.[0]?.identity_data?.email).toBe(email)
    expect(events).toContain('USER_UPDATED')
  })

  it('answers bad_jwt for a token that is not a user token', async () => {
    const { data, error } = await anonClient().auth.getUser(stackInfo().anonKey)
    expect(data.user).toBeNull()
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('bad_jwt')
  })
})

describe('refresh and sign-out', () => {
  it('rotates refresh tokens and lets the old one through only within the reuse interval', async () => {
    const { client, session } = await signedUp()
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(first.error).toBeNull()
    const rotated = first.data.session!.refresh_token
    expect(rotated).not.toBe(session.refresh_token)
    expect(events).toContain('TOKEN_REFRESHED')
    // Within the 10 s interval the old token answers with the active one instead of failing.
    const again = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(again.error).toBeNull()
    expect(again.data.session?.refresh_token).toBe(rotated)
    const revoked = await sql<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token = $1',
      [session.refresh_token],
    )
    expect(revoked[0]?.revoked).toBe(true)
    const unknown = await anonClient().auth.refreshSession({ refresh_token: 'nosuchtoken1' })
    expect(unknown.error?.code).toBe('refresh_token_not_found')
  })

  it('signs out with the others, local and global scopes', async () => {
    const { email } = await signedUp()
    const a = anonClient()
    const b = anonClient()
    const c = anonClient()
    const sa = (await a.auth.signInWithPassword({ email, password: PASSWORD })).data.session!
    const sb = (await b.auth.signInWithPassword({ email, password: PASSWORD })).data.session!
    const sc = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    const bRefresh = await anonClient().auth.refreshSession({ refresh_token: sb.refresh_token })
    expect(bRefresh.error?.code).toBe('refresh_token_not_found')
    const bUser = await anonClient().auth.getUser(sb.access_token)
    // auth-js turns session_not_found into AuthSessionMissingError (and drops the session).
    expect(bUser.error?.name).toBe('AuthSessionMissingError')
    const aRefresh = await a.auth.refreshSession({ refresh_token: sa.refresh_token })
    expect(aRefresh.error).toBeNull()

    const events: AuthChangeEvent[] = []
    a.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(events).toContain('SIGNED_OUT')
    const aAfter = await anonClient().auth.refreshSession({
      refresh_token: aRefresh.data.session!.refresh_token,
    })
    expect(aAfter.error?.code).toBe('refresh_token_not_found')
    expect(sc.user.id).toBe(sa.user.id)
    const d = anonClient()
    await d.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await d.auth.signOut({ scope: 'global' })).error).toBeNull()
    const cAfter = await anonClient().auth.refreshSession({ refresh_token: sc.refresh_token })
    expect(cAfter.error?.code).toBe('refresh_token_not_found')
    const left = await sql('select 1 from auth.sessions where user_id = $1', [sa.user.id])
    expect(left).toHaveLength(0)
  })
})

describe('Google through the test-identity page', () => {
  it('completes the implicit flow into a session for a new Google user', async () => {
    const client = anonClient()
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://127.0.0.1:5173/auth/callback', skipBrowserRedirect: true },
    })
    const email = uniqueEmail('google')
    const landing = await googleSignIn(data.url!, { name: 'ليلى Google', email })
    expect(landing.origin + landing.pathname).toBe('http://127.0.0.1:5173/auth/callback')
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe('3600')
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(set.error).toBeNull()
    const user = set.data.user!
    expect(user.email).toBe(email)
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] })
    expect(user.user_metadata).toMatchObject({ full_name: 'ليلى Google', email_verified: true })
    expect(user.identities?.[0]?.provider).toBe('google')
    const { payload } = await jwtVerify(fragment.get('access_token')!, signingKey)
    expect((payload.amr as { method: string }[])[0]?.method).toBe('oauth')
  })

  it('completes the PKCE flow with exchangeCodeForSession and links an existing e-mail user', async () => {
    const { email, user } = await signedUp()
    const client = pkceClient()
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:5173/after', skipBrowserRedirect: true },
    })
    expect(data.url).toContain('code_challenge_method=s256')
    const landing = await googleSignIn(data.url!, { name: 'Linked', email })
    expect(landing.origin).toBe('http://localhost:5173')
    const code = landing.searchParams.get('code')!
    expect(code).toBeTruthy()
    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.id).toBe(user.id)
    expect(exchanged.data.user?.app_metadata.providers).toEqual(['email', 'google'])
    const replay = await pkceClient().auth.exchangeCodeForSession(code)
    expect(replay.error).not.toBeNull()
  })

  it('refuses a bad code verifier', async () => {
    const client = pkceClient()
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://127.0.0.1:5173/', skipBrowserRedirect: true },
    })
    const landing = await googleSignIn(data.url!, { name: 'x', email: uniqueEmail('pkce') })
    const response = await fetch(`${stackInfo().url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: {
        apikey: stackInfo().anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ auth_code: landing.searchParams.get('code'), code_verifier: 'wrong' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await response.json()).toMatchObject({
      code: 'bad_code_verifier',
      error_code: 'bad_code_verifier',
    })
  })

  it('ignores a redirect_to outside site_url and the allow list, landing on site_url', async () => {
    const { data } = await anonClient().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'https://evil.example.com/steal', skipBrowserRedirect: true },
    })
    const landing = await googleSignIn(data.url!, { name: 'x', email: uniqueEmail('redir') })
    expect(landing.origin).toBe('http://127.0.0.1:5173')
    expect(landing.toString()).not.toContain('evil')
  })
})

describe('admin API', () => {
  it('creates, lists, updates (ban) and deletes users with the service key', async () => {
    const admin = serviceClient()
    const email = uniqueEmail('admin')
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'مدير' },
      app_metadata: { tier: 'x' },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', tier: 'x' })
    expect(created.data.user?.email_confirmed_at).toBeTruthy()

    const got = await admin.auth.admin.getUserById(id)
    expect(got.data.user?.email).toBe(email)
    const list = await admin.auth.admin.listUsers({ page: 1, perPage: 2 })
    expect(list.error).toBeNull()
    expect(list.data.users).toHaveLength(2)
    expect((list.data as unknown as { total: number }).total).toBeGreaterThan(2)

    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    const banned = await admin.auth.admin.updateUserById(id, {
      ban_duration: '24h',
      user_metadata: { note: 'banned' },
    })
    expect(banned.error).toBeNull()
    expect(banned.data.user?.banned_until).toBeTruthy()
    expect(banned.data.user?.user_metadata).toMatchObject({ full_name: 'مدير', note: 'banned' })
    const refused = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(refused.error?.code).toBe('user_banned')
    const unbanned = await admin.auth.admin.updateUserById(id, { ban_duration: 'none' })
    expect(unbanned.data.user?.banned_until).toBeUndefined()

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull()
    const gone = await admin.auth.admin.getUserById(id)
    expect(gone.error?.status).toBe(404)
    expect(await sql('select 1 from auth.users where id = $1', [id])).toHaveLength(0)
  })

  it('refuses the admin API to the anon key and to a user token', async () => {
    const anon = await anonClient().auth.admin.listUsers()
    expect(anon.error?.status).toBe(403)
    expect(anon.error?.code).toBe('not_admin')
    const { session } = await signedUp()
    const response = await fetch(`${stackInfo().url}/auth/v1/admin/users`, {
      headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${session.access_token}` },
    })
    expect(response.status).toBe(403)
  })

  it('generates a recovery link whose token verifies into a session', async () => {
    const { email, user } = await signedUp()
    const admin = serviceClient()
    const link = await admin.auth.admin.generateLink({ type: 'recovery', email })
    expect(link.error).toBeNull()
    expect(link.data.properties!.action_link).toContain('/auth/v1/verify?token=')
    expect(link.data.properties!.verification_type).toBe('recovery')
    const verified = await anonClient().auth.verifyOtp({
      type: 'recovery',
      token_hash: link.data.properties!.hashed_token,
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.id).toBe(user.id)
    const reused = await anonClient().auth.verifyOtp({
      type: 'recovery',
      token_hash: link.data.properties!.hashed_token,
    })
    expect(reused.error?.code).toBe('otp_expired')

    const second = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'http://127.0.0.1:5173/welcome' },
    })
    const followed = await fetch(second.data.properties!.action_link, { redirect: 'manual' })
    expect(followed.status).toBe(303)
    const landing = new URL(followed.headers.get('location')!)
    expect(landing.pathname).toBe('/welcome')
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('type')).toBe('magiclink')
    expect(fragment.get('access_token')).toBeTruthy()
  })
})
