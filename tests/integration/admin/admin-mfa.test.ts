// @pglite: pgcrypto's crypt/gen_salt for recovery codes (PGlite's own build)
/**
 * Admin power needs a second factor, enforced by the database from the JWT (private.is_admin):
 * every admin-only table and every admin function (enumerated from the catalogue as in
 * abuse/admin-reach.test.ts) refuses an admin whose token is aal1 (password only) and answers the
 * same admin at aal2. mfa_requirement tells the route guard which one the caller is. Recovery
 * codes: issued only at aal2, stored as hashes, spent once through the mfa-recovery function
 * (wrong code, used code, rate limit), which removes the caller's TOTP factors.
 */
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { serviceClient, sql, stackInfo } from '../../support/stack.ts'
import { totpCode } from '../../support/totp.ts'
import {
  clientWithToken,
  createTestUser,
  mfaClaims,
  signAccessToken,
  TEST_PASSWORD,
  type TestUser,
} from '../../support/users.ts'
import { createClient } from '@supabase/supabase-js'

type Row = Record<string, unknown>

let verified: TestUser
let passwordOnly: TestUser
let other: TestUser

/** Admin-only tables: no owner column, or the log tables even their owner may not read. */
const OWNER_BLIND = new Set([
  'security_events',
  'audit_log',
  'login_attempts',
  'account_locks',
  'contact_messages',
  'email_verification_tokens',
])
/** Tables anyone (or any signed-in user) may read: their rows say nothing about admin power. */
const PUBLIC = new Set([
  'plans',
  'prompts',
  'prompt_categories',
  'platforms',
  'icons',
  'gpt_assistants',
  'gpt_assistant_categories',
  'ai_tools',
  'automation_templates',
  'promotions',
  'feature_flags',
  'site_settings',
  'feedback',
  // Published kits are catalogue content anyone signed in browses; drafts are admins' only (kits.test.ts).
  'kits',
  // The enabled models of «تشغيل هنا» are read by everyone (issue 47); disabled ones by admins only.
  'ai_models',
])

beforeAll(async () => {
  verified = await createTestUser({ admin: true })
  const base = await createTestUser({ admin: true, aal: 'aal1' })
  passwordOnly = base
  other = await createTestUser()
  const tag = randomUUID().slice(0, 8)
  // Rows only an admin may see, so a refusal is visible as "no rows" rather than "none exist".
  await sql(`insert into public.audit_log (action, user_id) values ('mfa_probe', $1)`, [other.id])
  await sql(`insert into public.security_events (event_type, user_id) values ('mfa_probe', $1)`, [
    other.id,
  ])
  await sql(`insert into public.waiting_list (name, email) values ('زائر', $1)`, [
    `mfa-${tag}@example.test`,
  ])
  await sql(
    `insert into public.contact_messages (name, email, subject, message) values ('زائر', $1, 'موضوع', 'رسالة للإدارة')`,
    [`mfa-${tag}@example.test`],
  )
})

describe('private.is_admin needs aal2', () => {
  it('mfa_requirement: none for a user, mfa_required for an aal1 admin, ok at aal2', async () => {
    expect((await other.client.rpc('mfa_requirement')).data).toBe('none')
    expect((await passwordOnly.client.rpc('mfa_requirement')).data).toBe('mfa_required')
    expect((await verified.client.rpc('mfa_requirement')).data).toBe('ok')
    // A user whose token claims aal2 is still no admin.
    const forged = await createTestUser()
    const token = await signAccessToken(forged.id, forged.email, mfaClaims())
    expect((await clientWithToken(token).rpc('mfa_requirement')).data).toBe('none')
    expect((await clientWithToken(token).rpc('admin_dashboard_stats')).error?.code).toBe('42501')
  })

  it('every admin-only table: no row for an aal1 admin, rows at aal2', async () => {
    const tables = await sql<{ table: string; owner: string | null; policies: number }>(`
      select c.relname as table,
        (select count(*)::int from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname) as policies,
        (select a.attname from pg_constraint k
           join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
          where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
            and a.attname in ('user_id', 'id') limit 1) as owner
        from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and obj_description(c.oid, 'pg_class') is not null
       order by 1`)
    const adminOnly = tables.filter(
      (t) => !PUBLIC.has(t.table) && (t.owner === null || OWNER_BLIND.has(t.table)),
    )
    expect(adminOnly.map((t) => t.table)).toEqual(
      expect.arrayContaining(['audit_log', 'security_events', 'waiting_list', 'contact_messages']),
    )
    const leaks: string[] = []
    const blind: string[] = []
    for (const t of adminOnly) {
      const [stored] = await sql<{ n: number }>(`select count(*)::int as n from public.${t.table}`)
      const low = await passwordOnly.client.from(t.table).select('*').limit(5)
      if (low.error) expect(low.error.code, t.table).toBe('42501')
      else if ((low.data as Row[]).length > 0) leaks.push(t.table)
      // Rows nobody reads through the API (RLS on, no policy: email_verification_tokens) are
      // not expected at aal2 either; other suites may have written some before this one.
      if (stored!.n === 0 || t.policies === 0) continue
      const high = await verified.client.from(t.table).select('*').limit(5)
      if (high.error || (high.data as Row[]).length === 0) blind.push(t.table)
    }
    expect(leaks, 'admin-only rows an aal1 admin can read').toEqual([])
    // The same reads work at aal2 (for every table with a row), so the refusals are the aal's.
    expect(blind).toEqual([])
    const audit = await verified.client.from('audit_log').select('id').eq('action', 'mfa_probe')
    expect(audit.data?.length).toBeGreaterThan(0)
  })

  it('an aal1 admin can neither change admin tables nor grant roles', async () => {
    const insert = await passwordOnly.client.from('discount_codes').insert({
      code: `MFA${randomUUID().slice(0, 8).toUpperCase()}`,
      discount_type: 'percentage',
      discount_value: 90,
    })
    expect(insert.error?.code).toBe('42501')
    const update = await passwordOnly.client
      .from('site_settings')
      .update({ setting_value: 'true' })
      .eq('setting_key', 'IS_LAUNCHED')
      .select()
    if (update.error) expect(update.error.code).toBe('42501')
    else expect(update.data).toEqual([])
    // has_role answers about others only for an admin (at aal2) and the service.
    const about = await passwordOnly.client.rpc('has_role', {
      _user_id: verified.id,
      _role: 'admin',
    })
    expect(about.data).toBe(false)
    const own = await passwordOnly.client.rpc('has_role', {
      _user_id: passwordOnly.id,
      _role: 'admin',
    })
    expect(own.data).toBe(true)
  })

  it('every admin function refuses an aal1 admin and answers the same admin at aal2', async () => {
    const fns = await sql<{ name: string; args: { name: string; type: string }[] }>(`
      select p.proname as name,
        coalesce((select json_agg(json_build_object('name', n, 'type', format_type(t, null)) order by i)
                    from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality as a(n, t, i)), '[]') as args
        from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('authenticated', p.oid, 'execute')
         and (p.proname ~ 'admin'
              or coalesce((select d.prosrc from pg_proc d
                            where d.pronamespace = 'rpc_definer'::regnamespace
                              and d.proname = p.proname and d.proargtypes = p.proargtypes),
                          p.prosrc) ~* 'if\\s+not\\s+\\(?\\s*(private\\.is_trusted_caller\\(\\)\\s+or\\s+)?private\\.is_admin\\(\\)\\s*\\)?\\s+then\\s+raise')
       order by 1`)
    const names = fns.map((f) => f.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'admin_dashboard_stats',
        'admin_list_users',
        'assign_admin_role',
        'issue_mfa_recovery_codes',
      ]),
    )
    const sample = (type: string, name: string): unknown => {
      if (type === 'uuid') return other.id
      if (type.endsWith('[]')) return []
      if (type === 'boolean') return false
      if (/int|numeric/.test(type)) return 10
      if (type.startsWith('timestamp')) return new Date().toISOString()
      if (name.includes('email')) return other.email
      if (name === 'p_kind') return 'waitlist'
      return 'mfa-probe'
    }
    const answered: string[] = []
    const refusedAtAal2: string[] = []
    for (const fn of fns) {
      if (fn.name === 'bootstrap_owner_admin') continue // answers {success:false} once an admin exists
      const args = Object.fromEntries(fn.args.map((a) => [a.name, sample(a.type, a.name)]))
      const low = await passwordOnly.client.rpc(fn.name, args)
      if (!low.error) answered.push(`${fn.name}: ${JSON.stringify(low.data)}`)
      else
        expect(['42501', 'P0001', '28000'], `${fn.name}: ${low.error.message}`).toContain(
          low.error.code,
        )
      const high = await verified.client.rpc(fn.name, args)
      if (high.error?.code === '42501') refusedAtAal2.push(`${fn.name}: ${high.error.message}`)
    }
    expect(answered, 'admin functions that answered an aal1 admin').toEqual([])
    expect(refusedAtAal2, 'admin functions that refused an aal2 admin').toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Recovery codes through the real auth server: a password session, a TOTP factor, aal2, codes.
// ---------------------------------------------------------------------------------------------

function sessionClient(): SupabaseClient {
  const { url, anonKey } = stackInfo()
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

async function passwordSession(email: string) {
  const client = sessionClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })
  expect(error).toBeNull()
  return { client, token: data.session!.access_token }
}

async function recover(token: string, body: unknown) {
  const { url, anonKey } = stackInfo()
  const response = await fetch(`${url}/functions/v1/mfa-recovery`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A real admin with a verified TOTP factor and ten recovery codes. */
async function enrolledAdmin() {
  const admin = await createTestUser({ admin: true, aal: 'aal1' })
  const { client } = await passwordSession(admin.email)
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'هاتفي' })
  expect(enrolled.error).toBeNull()
  const verifiedFactor = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: totpCode(enrolled.data!.totp.secret),
  })
  expect(verifiedFactor.error).toBeNull()
  const aal2 = clientWithToken(verifiedFactor.data!.access_token)
  expect((await aal2.rpc('mfa_requirement')).data).toBe('ok')
  const issued = await aal2.rpc('issue_mfa_recovery_codes')
  expect(issued.error).toBeNull()
  return { admin, codes: issued.data as string[], factorId: enrolled.data!.id }
}

async function factorsOf(userId: string) {
  const { data, error } = await serviceClient().auth.admin.mfa.listFactors({ userId })
  expect(error).toBeNull()
  return data!.factors
}

describe('recovery codes', () => {
  it('issued only at aal2: ten distinct codes, stored as hashes only', async () => {
    expect((await passwordOnly.client.rpc('issue_mfa_recovery_codes')).error?.code).toBe('42501')
    const { admin, codes } = await enrolledAdmin()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
    const stored = await sql<{ code_hash: string }>(
      'select code_hash from private.mfa_recovery_codes where user_id = $1',
      [admin.id],
    )
    expect(stored).toHaveLength(10)
    const hashes = stored.map((r) => r.code_hash).join(' ')
    for (const code of codes) {
      expect(hashes).not.toContain(code)
      expect(hashes).not.toContain(code.replaceAll('-', ''))
    }
    // The browser cannot read them in any form.
    const direct = await clientWithToken(admin.token)
      .schema('private' as 'public')
      .from('mfa_recovery_codes')
      .select('*')
    expect(direct.data ?? []).toEqual([])
  })

  it('a wrong code is refused and keeps the factor; a good one removes it and cannot be used again', async () => {
    const { admin, codes } = await enrolledAdmin()
    const { token } = await passwordSession(admin.email)
    expect((await factorsOf(admin.id)).map((f) => f.status)).toEqual(['verified'])

    const wrong = await recover(token, { code: 'AAAA-BBBB-CCCC-DDDD' })
    expect(wrong).toEqual({
      status: 400,
      body: { error: 'رمز الاسترداد غير صحيح', code: 'invalid' },
    })
    expect(await factorsOf(admin.id)).toHaveLength(1)
    expect((await recover(token, {})).status).toBe(400)
    expect((await recover('not-a-token', { code: codes[0] })).status).toBe(401)

    // Typed in lower case, without dashes: still the code.
    const good = await recover(token, { code: codes[0]!.replaceAll('-', '').toLowerCase() })
    expect(good).toEqual({ status: 200, body: { success: true, factors_removed: 1 } })
    expect(await factorsOf(admin.id)).toEqual([])
    // The session is still aal1: recovery never gives admin power by itself.
    expect((await clientWithToken(token).rpc('admin_dashboard_stats')).error?.code).toBe('42501')

    const again = await recover(token, { code: codes[0] })
    expect(again).toEqual({
      status: 409,
      body: { error: 'تم استخدام رمز الاسترداد هذا من قبل', code: 'used' },
    })
    const events = await sql<{ event_type: string }>(
      `select event_type from public.security_events where user_id = $1 order by created_at`,
      [admin.id],
    )
    expect(events.map((e) => e.event_type)).toEqual([
      'mfa_recovery_code_refused',
      'mfa_recovery_code_used',
      'mfa_recovery_code_refused',
    ])
    const audit = await sql<{ action: string }>(
      `select action from public.audit_log where user_id = $1 and action like 'mfa_%' order by created_at`,
      [admin.id],
    )
    expect(audit.map((a) => a.action)).toEqual([
      'mfa_recovery_codes_issued',
      'mfa_recovery_code_used',
    ])

    // Enrolling again gives aal2 and new codes; the old ones are gone.
    const { client } = await passwordSession(admin.email)
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
    const lifted = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totpCode(enrolled.data!.totp.secret),
    })
    expect(lifted.error).toBeNull()
    const fresh = await clientWithToken(lifted.data!.access_token).rpc('issue_mfa_recovery_codes')
    expect(fresh.data).toHaveLength(10)
    const { token: later } = await passwordSession(admin.email)
    expect((await recover(later, { code: codes[1] })).body.code).toBe('invalid')
  })

  it('five tries per admin in 15 minutes, then 429 even for a good code', async () => {
    const { admin, codes } = await enrolledAdmin()
    const { token } = await passwordSession(admin.email)
    for (let i = 0; i < 5; i += 1) {
      expect((await recover(token, { code: `WRONG-${i}` })).status).toBe(400)
    }
    const limited = await recover(token, { code: codes[0] })
    expect(limited).toEqual({
      status: 429,
      body: {
        error: 'محاولات كثيرة. يرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى',
        code: 'rate_limited',
      },
    })
    expect(await factorsOf(admin.id)).toHaveLength(1)
    const [unused] = await sql<{ n: number }>(
      'select count(*)::int as n from private.mfa_recovery_codes where user_id = $1 and used_at is null',
      [admin.id],
    )
    expect(unused!.n).toBe(10)
  })

  it('the browser cannot spend a code directly', async () => {
    const call = await passwordOnly.client.rpc('consume_mfa_recovery_code', {
      p_user_id: passwordOnly.id,
      p_code: 'AAAA-BBBB-CCCC-DDDD',
    })
    expect(call.error?.code).toBe('42501')
  })
})
