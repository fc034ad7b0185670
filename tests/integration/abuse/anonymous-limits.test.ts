/**
 * Every anonymous entry point has a decision (docs/security.md, "Anonymous entry points"): the
 * functions anon may execute through /rest/v1/rpc (read from pg_proc), the public tables and
 * views anon may write (none) and the edge functions without a JWT (supabase/config.toml). A new
 * one that is not in the lists below fails here.
 *
 * Then each server-side limit, from its own loopback address: the calls within the limit succeed
 * and are counted one by one, the next is refused (429 with the Arabic message for search and the
 * plan matrix; the lead RPCs' {success: false, code: 'rate_limited'} answer), forged forwarding
 * headers buy nothing, another address or a signed-in user has its own budget, and a refusal
 * neither stores anything nor removes what the address stored before.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sql, stackInfo } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'
import {
  callFrom,
  clientFrom,
  freshIp,
  pool,
  spend,
  withinOneWindow,
  WINDOW_WAIT_TIMEOUT,
} from './support.ts'

/** Names of the tables the local-stack suites create and drop (tests/integration/local-stack). */
const TEST_FIXTURE_TABLE = /^(compat_|conf_|rt_|splinter_|jwk_)/

const GROUP = 30
const MESSAGE = 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً'
const REFUSED = {
  status: 429,
  body: { code: 'PT429', message: MESSAGE, hint: 'rate_limited', details: null },
}
const LEAD_REFUSED = { success: false, code: 'rate_limited', message: MESSAGE }
const FORGED = {
  'x-forwarded-for': '203.0.113.7',
  'x-real-ip': '203.0.113.7',
  'cf-connecting-ip': '203.0.113.7',
}

type Decision = 'limited' | 'no limit' | 'server_gates'

/** Every public function anon may execute, by identity signature, and what limits it. */
const ANONYMOUS_RPCS: Record<string, Decision> = {
  'calculate_discounted_price(original_amount numeric, plan_slug_input text)': 'no limit',
  'catalogue_locks(p_kind text)': 'no limit',
  // Six counts of published rows, the figures every page states (issue 44); as cheap as a page.
  'catalogue_stats()': 'no limit',
  'company_invitation_preview(p_token text)': 'limited',
  'confirm_newsletter(p_token text)': 'limited',
  'check_rate_limit(p_identifier text, p_identifier_type text, p_endpoint text, p_max_requests integer, p_window_minutes integer)':
    'limited',
  'get_active_promotional_offer(plan_slug_input text)': 'no limit',
  'get_login_security_status(identifier text)': 'server_gates',
  'get_shared_prompt(p_slug text)': 'limited',
  'is_feature_enabled(feature_key text, user_uuid uuid)': 'no limit',
  'item_access(p_kind text, p_id uuid)': 'no limit',
  'join_waitlist(p_name text, p_email text, p_invite_code text, p_user_agent text)': 'limited',
  'lock_account(p_token text)': 'limited',
  'log_search_click(p_query text, p_prompt_slug text, p_position integer)': 'limited',
  'log_security_event(p_event_type text, p_description text, p_user_id uuid, p_severity text, p_metadata jsonb)':
    'server_gates',
  'open_prompt(p_prompt_id uuid)': 'no limit',
  'plan_access_matrix()': 'limited',
  'record_wizard_start(p_visitor uuid)': 'limited',
  'resolve_login_identifier(identifier text)': 'server_gates',
  'search_nearby(p_query text, p_limit integer)': 'limited',
  'search_prompts(p_query text, p_category text, p_platform text, p_sort text, p_limit integer, p_offset integer, p_own_limit integer, p_sector text)':
    'limited',
  'search_suggest(p_query text, p_limit integer)': 'limited',
  'submit_contact_message(p_name text, p_email text, p_subject text, p_message text)': 'limited',
  'subscribe_newsletter(p_email text)': 'limited',
}

/** Edge functions deployed with verify_jwt = false, and who limits them. */
const NO_JWT_FUNCTIONS: Record<string, Decision> = {
  // Issue 49: a 48-hex token (192 random bits, stored hashed) and the provider's Svix signature.
  'mail-events': 'no limit',
  'mail-unsubscribe': 'no limit',
  'password-reset': 'limited',
  'sign-in': 'server_gates',
  'tap-webhook': 'limited',
  'verify-email': 'no limit',
}

const anonHeaders = () => ({
  apikey: stackInfo().anonKey,
  authorization: `Bearer ${stackInfo().anonKey}`,
})

const rpc = (
  ip: string,
  fn: string,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) => callFrom(ip, `/rest/v1/rpc/${fn}`, { headers: { ...anonHeaders(), ...extra }, body })

/** The counter of (identifier, type, endpoint) in the current window; 0 when there is none. */
async function counted(identifier: string, type: string, endpoint: string, windowMinutes: number) {
  const [row] = await sql<{ n: number }>(
    `select coalesce(max(request_count), 0)::int as n from public.rate_limits
      where identifier = $1 and identifier_type = $2 and endpoint = $3
        and window_start = date_bin(make_interval(mins => $4::int), now(), timestamptz '2000-01-01 00:00:00+00')`,
    [identifier, type, endpoint, windowMinutes],
  )
  return row!.n
}

describe('the list of anonymous entry points', () => {
  it('every function anon can execute through /rest/v1/rpc has a decision', async () => {
    const rows = await sql<{ signature: string }>(
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'graphql_public')
          and has_function_privilege('anon', p.oid, 'EXECUTE')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
    )
    const executable = rows.map((r) => r.signature)
    expect(executable.filter((s) => !(s in ANONYMOUS_RPCS))).toEqual([])
    // Ours stay callable (the other engineer's server_gates may take some away from anon).
    const ours = Object.entries(ANONYMOUS_RPCS)
      .filter(([, decision]) => decision !== 'server_gates')
      .map(([signature]) => signature)
    expect(ours.filter((s) => !executable.includes(s))).toEqual([])
  })

  it('anon can write no public table or view (grants and policies)', async () => {
    const writable = await sql<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and (has_table_privilege('anon', c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
               or has_any_column_privilege('anon', c.oid, 'INSERT, UPDATE'))`,
    )
    // Tables the local-stack conformance suites create for themselves (and drop afterwards) are
    // not the product's; every other relation counts.
    const product = writable.filter((r) => !TEST_FIXTURE_TABLE.test(r.relname))
    expect(product).toEqual([])
    const policies = await sql<{ policyname: string }>(
      `select policyname from pg_policies
        where schemaname = 'public' and cmd <> 'SELECT' and roles && array['anon', 'public']::name[]`,
    )
    expect(policies).toEqual([])
  })

  it('every edge function deployed without a JWT check has a decision', () => {
    const config = readFileSync('supabase/config.toml', 'utf8')
    const noJwt = config
      .split(/^\[/m)
      .map((block) => /^functions\.([\w-]+)\]/.exec(block) && block)
      .filter(
        (block): block is string => Boolean(block) && /^verify_jwt\s*=\s*false\s*$/m.test(block!),
      )
      .map((block) => /^functions\.([\w-]+)\]/.exec(block)![1]!)
    expect(noJwt.filter((name) => !(name in NO_JWT_FUNCTIONS))).toEqual([])
    expect(noJwt).toContain('verify-email')
    expect(noJwt).toContain('tap-webhook')
  })
})

describe('search_suggest', () => {
  const suggest = (ip: string, extra?: Record<string, string>) =>
    rpc(ip, 'search_suggest', { p_query: 'تسوي' }, extra)

  it(
    'anon: 300 a minute per address, then 429 with the Arabic message; a user has 600 apart',
    async () => {
      await withinOneWindow(1, 15_000)
      const ip = freshIp(GROUP)
      const first = await suggest(ip)
      expect(first.status).toBe(200)
      expect(first.body).not.toEqual([])
      expect(await counted(ip, 'ip', 'search_suggest', 1)).toBe(1)
      await spend(ip, 'ip', 'search_suggest', 1, 299)
      expect((await suggest(ip)).status).toBe(200)
      expect(await suggest(ip)).toEqual(REFUSED)
      expect(await suggest(ip, FORGED)).toEqual(REFUSED)
      expect(await counted(ip, 'ip', 'search_suggest', 1)).toBe(300)
      expect((await suggest(freshIp(GROUP))).status).toBe(200)

      const user = await createTestUser()
      const asUser = () =>
        callFrom(ip, '/rest/v1/rpc/search_suggest', {
          headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${user.token}` },
          body: { p_query: 'تسوي' },
        })
      await spend(user.id, 'user', 'search_suggest', 1, 599)
      expect((await asUser()).status).toBe(200)
      expect(await asUser()).toEqual(REFUSED)
      expect(await counted(user.id, 'user', 'search_suggest', 1)).toBe(600)
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('search_prompts', () => {
  const search = (ip: string, extra?: Record<string, string>) =>
    rpc(ip, 'search_prompts', { p_query: 'تسويق', p_limit: 1 }, extra)

  it('anon: 120 a minute per address, then 429 with the Arabic message', async () => {
    await withinOneWindow(1, 20_000)
    const ip = freshIp(GROUP)
    // The window is a fixed minute: two calls go through the API around 118 spent in the database
    // (the bucket the function counts in), so the test fits the window on a loaded machine.
    const first = await search(ip)
    expect(first.status).toBe(200)
    expect(first.body).toHaveLength(1)
    expect(await counted(ip, 'ip', 'search_prompts', 1)).toBe(1)
    await spend(ip, 'ip', 'search_prompts', 1, 119)
    expect((await search(ip)).status).toBe(200)
    expect(await counted(ip, 'ip', 'search_prompts', 1)).toBe(120)

    expect(await search(ip)).toEqual(REFUSED)
    expect(await search(ip, FORGED)).toEqual(REFUSED)
    // The refusals were not counted (nor anything else written).
    expect(await counted(ip, 'ip', 'search_prompts', 1)).toBe(120)
    expect(await counted('203.0.113.7', 'ip', 'search_prompts', 1)).toBe(0)

    expect((await search(freshIp(GROUP))).status).toBe(200)
    // supabase-js sees the same refusal.
    const { data, error } = await clientFrom(ip).rpc('search_prompts', { p_query: 'تسويق' })
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: 'PT429', message: MESSAGE, hint: 'rate_limited' })
  }, 60_000)

  it(
    'signed in: 300 a minute per user, whatever the address; anon at that address is apart',
    async () => {
      await withinOneWindow(1, 15_000)
      const user = await createTestUser()
      const ip = freshIp(GROUP)
      const asUser = () =>
        callFrom(ip, '/rest/v1/rpc/search_prompts', {
          headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${user.token}` },
          body: { p_query: '', p_limit: 1 },
        })
      expect((await asUser()).status).toBe(200)
      expect(await counted(user.id, 'user', 'search_prompts', 1)).toBe(1)
      expect(await counted(ip, 'ip', 'search_prompts', 1)).toBe(0)
      await spend(user.id, 'user', 'search_prompts', 1, 299)
      expect((await asUser()).status).toBe(200)
      expect(await asUser()).toEqual(REFUSED)
      expect(await counted(user.id, 'user', 'search_prompts', 1)).toBe(300)
      expect((await search(ip)).status).toBe(200)
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('plan_access_matrix', () => {
  const matrix = (ip: string, extra?: Record<string, string>) =>
    rpc(ip, 'plan_access_matrix', {}, extra)

  it('anon: 60 a minute per address, then 429; another address and a user are apart', async () => {
    await withinOneWindow(1, 20_000)
    const ip = freshIp(GROUP)
    const first = await matrix(ip)
    expect(first.status).toBe(200)
    expect((first.body as unknown as unknown[]).length).toBeGreaterThan(5)
    await spend(ip, 'ip', 'plan_access_matrix', 1, 59)
    expect((await matrix(ip)).status).toBe(200)
    expect(await counted(ip, 'ip', 'plan_access_matrix', 1)).toBe(60)
    expect(await matrix(ip)).toEqual(REFUSED)
    expect(await matrix(ip, FORGED)).toEqual(REFUSED)
    expect(await counted(ip, 'ip', 'plan_access_matrix', 1)).toBe(60)
    expect((await matrix(freshIp(GROUP))).status).toBe(200)

    const user = await createTestUser()
    const { error } = await clientFrom(ip, { token: user.token }).rpc('plan_access_matrix')
    expect(error).toBeNull()
    await spend(user.id, 'user', 'plan_access_matrix', 1, 60)
    const over = await clientFrom(ip, { token: user.token }).rpc('plan_access_matrix')
    expect(over.error).toMatchObject({ code: 'PT429', message: MESSAGE, hint: 'rate_limited' })
  }, 60_000)
})

describe('get_shared_prompt', () => {
  it('anon: 60 a minute per address, then 429; another address and a user are apart', async () => {
    await withinOneWindow(1, 20_000)
    const ip = freshIp(GROUP)
    const slug = 'Z'.repeat(24)
    const read = (address: string, extra?: Record<string, string>) =>
      rpc(address, 'get_shared_prompt', { p_slug: slug }, extra)
    expect(await read(ip)).toEqual({ status: 200, body: [] as unknown as Record<string, unknown> })
    expect(await counted(ip, 'ip', 'shared_prompt', 1)).toBe(1)
    await spend(ip, 'ip', 'shared_prompt', 1, 59)
    expect((await read(ip)).status).toBe(200)
    expect(await counted(ip, 'ip', 'shared_prompt', 1)).toBe(60)
    expect(await read(ip)).toEqual(REFUSED)
    expect(await read(ip, FORGED)).toEqual(REFUSED)
    expect(await counted(ip, 'ip', 'shared_prompt', 1)).toBe(60)
    expect((await read(freshIp(GROUP))).status).toBe(200)

    const user = await createTestUser()
    const asUser = () =>
      clientFrom(ip, { token: user.token }).rpc('get_shared_prompt', { p_slug: slug })
    expect((await asUser()).error).toBeNull()
    await spend(user.id, 'user', 'shared_prompt', 1, 120)
    expect((await asUser()).error).toMatchObject({
      code: 'PT429',
      message: MESSAGE,
      hint: 'rate_limited',
    })
  }, 60_000)
})

describe('check_rate_limit', () => {
  it('anon gets false and writes no counter; a user still counts its own', async () => {
    const ip = freshIp(GROUP)
    const identifier = `anon-probe-${process.pid}-${Date.now()}`
    const args = {
      p_identifier: identifier,
      p_identifier_type: 'user',
      p_endpoint: 'anon-probe',
      p_max_requests: 1000,
      p_window_minutes: 60,
    }
    const answers = await pool(20, 5, () => clientFrom(ip).rpc('check_rate_limit', args))
    expect(answers.map((a) => [a.data, a.error])).toEqual(Array(20).fill([false, null]))
    const rows = await sql(`select 1 from public.rate_limits where identifier = $1`, [identifier])
    expect(rows).toHaveLength(0)

    const user = await createTestUser()
    const own = await user.client.rpc('check_rate_limit', { ...args, p_identifier: user.id })
    expect(own).toMatchObject({ data: true, error: null })
    expect(await counted(user.id, 'user', 'anon-probe', 60)).toBe(1)
  })
})

describe('the lead RPCs (limits since issue 13, re-checked here at their edges)', () => {
  let run = 0
  const email = (prefix: string) => {
    run += 1
    return `${prefix}-${Date.now().toString(36)}-${process.pid}-${run}@example.test`
  }
  const leads = [
    {
      fn: 'join_waitlist',
      perIp: 300,
      perEmail: 100,
      args: (address: string) => ({ p_name: 'زائر', p_email: address }),
      table: 'waiting_list',
    },
    {
      fn: 'subscribe_newsletter',
      perIp: 100,
      perEmail: 10,
      args: (address: string) => ({ p_email: address }),
      table: 'newsletter_subscribers',
    },
    {
      fn: 'submit_contact_message',
      perIp: 30,
      perEmail: 10,
      args: (address: string) => ({
        p_name: 'زائر',
        p_email: address,
        p_subject: 'استفسار',
        p_message: 'رسالة تجريبية كافية الطول',
      }),
      table: 'contact_messages',
    },
  ]
  const stored = async (table: string, addresses: string[]) =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from public.${table} where email = any($1)`,
        [addresses],
      )
    )[0]!.n

  it.each(leads)(
    '$fn: the last call within the per-address limit is stored, the next is refused and stores nothing',
    async ({ fn, perIp, args, table }) => {
      await withinOneWindow(60, 15_000)
      const ip = freshIp(GROUP)
      const first = email('first')
      expect((await rpc(ip, fn, args(first))).body).toMatchObject({ success: true })
      await spend(ip, 'ip', fn, 60, perIp - 1)
      const last = email('last')
      expect((await rpc(ip, fn, args(last))).body).toMatchObject({ success: true })
      const over = [email('over'), email('over')]
      expect(await rpc(ip, fn, args(over[0]!))).toEqual({ status: 200, body: LEAD_REFUSED })
      expect(await rpc(ip, fn, args(over[1]!), FORGED)).toEqual({ status: 200, body: LEAD_REFUSED })
      expect(await stored(table, over)).toBe(0)
      expect(await stored(table, [first, last])).toBe(2)
      expect(await counted(ip, 'ip', fn, 60)).toBe(perIp + 2)
    },
    WINDOW_WAIT_TIMEOUT,
  )

  it.each(leads)(
    '$fn: the per-e-mail limit holds across addresses',
    async ({ fn, perEmail, args, table }) => {
      await withinOneWindow(60, 15_000)
      const address = email('mail')
      await spend(address, 'user', fn, 60, perEmail)
      expect(await rpc(freshIp(GROUP), fn, args(address))).toEqual({
        status: 200,
        body: LEAD_REFUSED,
      })
      expect(await stored(table, [address])).toBe(0)
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('record_wizard_start', () => {
  it(
    'anon: 300 an hour per address, then 429 with the Arabic message; nothing stored when refused',
    async () => {
      await withinOneWindow(60, 15_000)
      const ip = freshIp(GROUP)
      const start = (visitor: string) => rpc(ip, 'record_wizard_start', { p_visitor: visitor })
      const visitors = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
      expect(await start(visitors[0]!)).toEqual({ status: 200, body: true })
      expect(await counted(ip, 'ip', 'record_wizard_start', 60)).toBe(1)
      await spend(ip, 'ip', 'record_wizard_start', 60, 299)
      expect(await start(visitors[1]!)).toEqual({ status: 200, body: true })
      expect(await start(visitors[2]!)).toEqual(REFUSED)
      const stored = await sql<{ visitor_id: string }>(
        `select visitor_id from public.onboarding_wizard_starts where visitor_id = any($1::uuid[])`,
        [visitors],
      )
      expect(stored.map((r) => r.visitor_id).sort()).toEqual(visitors.slice(0, 2).sort())
      await sql(`delete from public.onboarding_wizard_starts where visitor_id = any($1::uuid[])`, [
        visitors,
      ])
    },
    WINDOW_WAIT_TIMEOUT,
  )
})
