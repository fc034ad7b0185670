/**
 * Test users made directly in the database (as GoTrue would insert them, so the project's
 * triggers run), with a signed access token and a supabase-js client acting as that user.
 * Tests of the auth API itself sign up through supabase-js instead.
 */
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { JWT_SECRET } from '../../supabase/local/config.ts'
import { sql, stackInfo, uniqueEmail } from './stack.ts'
import { phase } from './phases.ts'

export interface TestUser {
  id: string
  email: string
  token: string
  client: SupabaseClient
}

export async function signAccessToken(
  userId: string,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
    ...extra,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${stackInfo().url}/auth/v1`)
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(JWT_SECRET))
}

/** The claims the auth server gives a session after a verified TOTP code (GoTrue's mfa.go). */
export function mfaClaims(): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  return {
    aal: 'aal2',
    amr: [
      { method: 'totp', timestamp: now },
      { method: 'password', timestamp: now - 30 },
    ],
  }
}

export function clientWithToken(token: string): SupabaseClient {
  const { url, anonKey } = stackInfo()
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  })
  client.realtime.setAuth(token)
  return client
}

export async function createTestUser(
  options: {
    email?: string
    fullName?: string
    admin?: boolean
    confirmed?: boolean
    aal?: 'aal1' | 'aal2'
  } = {},
): Promise<TestUser> {
  return phase('user fixtures (SQL)', () => insertTestUser(options))
}

async function insertTestUser(
  options: Parameters<typeof createTestUser>[0] = {},
): Promise<TestUser> {
  const id = randomUUID()
  const email = options.email ?? uniqueEmail()
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt('Test-Passw0rd!', extensions.gen_salt('bf')), $3,
       '{"provider":"email","providers":["email"]}', $4, now(), now())`,
    [
      id,
      email,
      options.confirmed === false ? null : new Date().toISOString(),
      JSON.stringify({ full_name: options.fullName ?? 'مستخدم تجريبي' }),
    ],
  )
  if (options.admin) {
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id])
  }
  // An admin has passed TOTP (admin power needs aal2, private.is_admin); `aal: 'aal1'` makes one
  // signed in with a password alone.
  const verified = options.admin && options.aal !== 'aal1'
  const token = await signAccessToken(id, email, verified ? mfaClaims() : {})
  return { id, email, token, client: clientWithToken(token) }
}

export const TEST_PASSWORD = 'Test-Passw0rd!'

/**
 * An access token from the auth server itself (a password sign-in) for a user made by
 * createTestUser, for the functions that check a real session (account export and deletion).
 */
export async function passwordToken(email: string): Promise<string> {
  const { url, anonKey } = stackInfo()
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })
  if (error || !data.session) throw new Error(`sign-in failed for ${email}: ${error?.message}`)
  return data.session.access_token
}

/**
 * A user on `plan`, active for 30 days from now (the subscription row set in SQL, as a captured
 * payment would leave it). Its id goes to `cleanup`, for the file's afterAll to delete.
 */
export async function createSubscriber(plan: string, cleanup: string[]): Promise<TestUser> {
  const user = await createTestUser()
  cleanup.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active', grace_period_until = null,
            expires_at = now() + interval '30 days' where user_id = $1`,
    [user.id, plan],
  )
  return user
}
