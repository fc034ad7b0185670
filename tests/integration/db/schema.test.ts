/**
 * The schema linter rules of CONVENTIONS.md, checked against the migrated database: RLS on every
 * public table, a fixed search_path on every project function, and anon EXECUTE only where the
 * allow-list below says so.
 */
import { describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'

// Functions the browser's anonymous key may call, each for a reason the spec gives.
const ANON_ALLOWED = [
  'calculate_discounted_price', // pricing page
  'catalogue_locks', // public directories: lock flags (sign_in for anon), no links
  'catalogue_stats', // the figures the pages state: counts of the published catalogue (issue 44)
  'check_rate_limit', // waitlist secure-request wrapper
  'company_invitation_preview', // /invite/<token>: the company and role before sign-up (rate-limited)
  'confirm_newsletter', // /newsletter/confirm: the double opt-in link of the newsletter (issue 49, rate-limited)
  'get_active_promotional_offer', // pricing page
  'get_login_security_status', // login page lock panel
  'get_shared_prompt', // /p/<slug>: a shared own prompt, only while shared (rate-limited)
  'is_feature_enabled', // public feature switches
  'item_access', // public item page: lock flag and message (sign_in for anon)
  'join_waitlist', // waitlist form
  'lock_account', // /account/lock: the link of the password-changed mail (issue 49, rate-limited)
  'log_search_click', // library page: a result opened from a search, counted per query (rate-limited, issue 45)
  'log_security_event', // security log queue before sign-in (rate-limited)
  'open_prompt', // prompt page: anon is always refused with hint sign_in (no body)
  'plan_access_matrix', // pricing page: what each plan opens (counts only)
  'record_wizard_start', // registration wizard: the funnel's anonymous start (rate-limited)
  'search_nearby', // nothing fits a search: closest categories and prompts (rate-limited, issue 45)
  'search_prompts', // public catalogue search (metadata only)
  'search_suggest', // suggestions as you type: titles, categories, synonym terms (rate-limited)
  'submit_contact_message', // contact form
  'subscribe_newsletter', // newsletter form
].sort()

describe('schema rules', () => {
  it('every table in public has row level security enabled', async () => {
    const rows = await sql<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    )
    expect(rows.map((r) => r.relname)).toEqual([])
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    )
    expect(count!.n).toBeGreaterThan(10)
  })

  it('every function in public and private sets a fixed search_path (definer ones an empty one)', async () => {
    const rows = await sql<{ fn: string; secdef: boolean; config: string[] | null }>(
      `select n.nspname || '.' || p.proname as fn, p.prosecdef as secdef, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    )
    expect(rows.length).toBeGreaterThan(30)
    const missing = rows.filter((r) => !(r.config ?? []).some((c) => c.startsWith('search_path=')))
    expect(missing.map((r) => r.fn)).toEqual([])
    const definerNotEmpty = rows.filter(
      (r) =>
        r.secdef && !(r.config ?? []).some((c) => c === 'search_path=""' || c === 'search_path='),
    )
    expect(definerNotEmpty.map((r) => r.fn)).toEqual([])
  })

  it('anon can execute only the allow-listed public functions', async () => {
    const rows = await sql<{ proname: string }>(
      `select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
    )
    expect(rows.map((r) => r.proname)).toEqual(ANON_ALLOWED)
  })

  it('the auth hooks are executable by supabase_auth_admin only', async () => {
    const rows = await sql<{
      proname: string
      anon: boolean
      authd: boolean
      svc: boolean
      auth: boolean
    }>(
      `select p.proname,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authd,
              has_function_privilege('service_role', p.oid, 'EXECUTE') as svc,
              has_function_privilege('supabase_auth_admin', p.oid, 'EXECUTE') as auth
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'hook\\_%' order by 1`,
    )
    expect(rows).toEqual([
      { proname: 'hook_before_user_created', anon: false, authd: false, svc: false, auth: true },
      { proname: 'hook_custom_access_token', anon: false, authd: false, svc: false, auth: true },
      {
        proname: 'hook_password_verification_attempt',
        anon: false,
        authd: false,
        svc: false,
        auth: true,
      },
    ])
  })

  it('the private schema is not reachable through table grants', async () => {
    const rows = await sql<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind = 'r'
          and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT'))`,
    )
    expect(rows).toEqual([])
  })
})
