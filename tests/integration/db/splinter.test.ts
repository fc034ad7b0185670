/**
 * Supabase's linter, security category (our rules: scripts/splinter-check.mjs), on the migrated
 * database: nothing to report, exposed functions run with the caller's rights and reach their
 * definer in rpc_definer, and each rule finds the mistake it is written for (planted inside a
 * transaction that is rolled back).
 */
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { projectOptions, runSplinter, splinterReport } from '../../../scripts/splinter-check.mjs'
import { sql, stackInfo } from '../../support/stack.ts'

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stackInfo().dbUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

describe('splinter (security)', () => {
  it('reports no error and no warning on the migrated schema', async () => {
    const findings = await withClient((client) => runSplinter(client))
    const report = splinterReport(findings)
    expect(report.failing).toEqual([])
    expect(report.code).toBe(0)
    // The INFOs: verification tokens and company invitation tokens (issue 43), and a company's AI
    // keys, budgets and run ledger (issue 47) are reached only by definer functions and the service.
    expect(findings).toEqual([
      expect.objectContaining({
        lint: '0008_rls_enabled_no_policy',
        detail: expect.stringContaining('public.company_ai_budgets'),
      }),
      expect.objectContaining({
        lint: '0008_rls_enabled_no_policy',
        detail: expect.stringContaining('public.company_ai_keys'),
      }),
      expect.objectContaining({
        lint: '0008_rls_enabled_no_policy',
        detail: expect.stringContaining('public.company_ai_runs'),
      }),
      expect.objectContaining({
        lint: '0008_rls_enabled_no_policy',
        detail: expect.stringContaining('public.company_invitations'),
      }),
      expect.objectContaining({
        lint: '0008_rls_enabled_no_policy',
        detail: expect.stringContaining('public.email_verification_tokens'),
      }),
    ])
  })

  it('every function anon or authenticated can call in public is an invoker wrapper of a definer in rpc_definer', async () => {
    expect(projectOptions().exposedSchemas).not.toContain('rpc_definer')
    const exposed = await sql<{ name: string; secdef: boolean; wraps: boolean; config: string[] }>(
      `select p.proname as name, p.prosecdef as secdef, p.proconfig as config,
              exists (select 1 from pg_proc d
                       where d.pronamespace = 'rpc_definer'::regnamespace and d.proname = p.proname
                         and d.proargtypes = p.proargtypes and d.prorettype = p.prorettype
                         and d.proretset = p.proretset and d.prosecdef) as wraps
         from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and (has_function_privilege('anon', p.oid, 'EXECUTE')
               or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
          and not exists (select 1 from pg_depend e where e.objid = p.oid and e.deptype = 'e')
        order by 1`,
    )
    expect(exposed.filter((f) => f.secdef)).toEqual([])
    const wrappers = exposed.filter((f) => f.wraps).map((f) => f.name)
    for (const name of ['open_prompt', 'my_entitlements', 'join_waitlist', 'admin_list_users']) {
      expect(wrappers).toContain(name)
    }
    expect(wrappers.length).toBeGreaterThan(30)

    // Each definer: empty search_path, and the same callers as its wrapper (no more).
    const definers = await sql<{ name: string; config: string[]; same_acl: boolean }>(
      `select d.proname as name, d.proconfig as config,
              (select array_agg(x order by x) from (select a.grantee::regrole::text || a.privilege_type as x
                 from aclexplode(d.proacl) a) s)
              = (select array_agg(x order by x) from (select a.grantee::regrole::text || a.privilege_type as x
                 from aclexplode(w.proacl) a) s) as same_acl
         from pg_proc d
         left join pg_proc w on w.pronamespace = 'public'::regnamespace and w.proname = d.proname
                            and w.proargtypes = d.proargtypes
        where d.pronamespace = 'rpc_definer'::regnamespace order by 1`,
    )
    expect(definers.map((d) => d.name)).toEqual(wrappers)
    expect(definers.filter((d) => !d.same_acl)).toEqual([])
    expect(definers.filter((d) => !d.config.includes('search_path=""'))).toEqual([])
  })

  it('each rule finds the mistake it is written for', async () => {
    const findings = await withClient(async (client) => {
      await client.query('begin')
      try {
        await client.query(`
          create table public.splinter_open (id int, password text);
          create table public.splinter_rls (id int, owner uuid, oid_fn regproc);
          alter table public.splinter_rls enable row level security;
          create policy splinter_update on public.splinter_rls for update to authenticated using (true);
          create policy splinter_null on public.splinter_rls for select
            using (auth.uid() is null or owner = auth.uid());
          create policy splinter_meta on public.splinter_rls for insert to authenticated
            with check ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin');
          create table private.splinter_off (id int);
          create policy splinter_off_read on private.splinter_off for select using (true);
          create table private.splinter_closed (id int);
          alter table private.splinter_closed enable row level security;
          create view public.splinter_users as select id from auth.users;
          create materialized view public.splinter_mv as select 1 as one;
          create function public.splinter_definer() returns int language sql security definer
            set search_path = '' as 'select 1';
          create function public.splinter_no_path() returns int language sql as 'select 1';
          grant select on public.splinter_users, public.splinter_mv, public.splinter_open
            to anon, authenticated;
          grant execute on function public.splinter_definer() to anon, authenticated;
        `)
        return await runSplinter(client)
      } finally {
        await client.query('rollback')
      }
    })
    const found = (lint: string) =>
      findings.filter((f) => f.lint.startsWith(lint)).map((f) => f.detail)
    expect(found('0002')).toEqual([
      'View public.splinter_users reads auth.users and is selectable by anon or authenticated',
    ])
    expect(found('0007')).toEqual([
      'Table private.splinter_off has policies (splinter_off_read) but row level security is off',
    ])
    expect(found('0008')).toContainEqual(expect.stringContaining('private.splinter_closed'))
    expect(found('0010')).toEqual([
      "View public.splinter_users runs with its owner's rights (no security_invoker) and is selectable by anon or authenticated",
    ])
    expect(found('0011')).toEqual(['Function public.splinter_no_path() does not set search_path'])
    expect(found('0013')).toEqual([
      'Table public.splinter_open is in an exposed schema and row level security is off',
    ])
    expect(found('0015')).toEqual([
      'Policy splinter_meta on public.splinter_rls reads user_metadata, which every user can edit',
    ])
    expect(found('0016')).toEqual([
      'Materialized view public.splinter_mv (no row level security) is selectable by anon or authenticated',
    ])
    expect(found('0018')).toEqual([
      'Column public.splinter_rls.oid_fn has type regproc, which pg_upgrade cannot carry over',
    ])
    expect(found('0023')).toEqual([
      'Table public.splinter_open has row level security off, is selectable by anon or authenticated and holds password',
    ])
    expect(found('0024')).toEqual([
      'Policy splinter_update on public.splinter_rls (UPDATE) lets every row through (USING and WITH CHECK)',
    ])
    expect(found('0028')).toEqual([
      'SECURITY DEFINER function public.splinter_definer() is executable by anon through /rest/v1/rpc/splinter_definer',
    ])
    expect(found('0029')).toEqual([
      'SECURITY DEFINER function public.splinter_definer() is executable by authenticated through /rest/v1/rpc/splinter_definer',
    ])
    expect(found('0030')).toEqual([
      expect.stringMatching(
        /^Policy splinter_null on public\.splinter_rls \(SELECT\) admits every row when/,
      ),
    ])
    expect(splinterReport(findings).code).toBe(1)
    // Nothing planted stays behind.
    const [left] = await sql<{ n: number }>(
      `select count(*)::int as n from pg_class where relname like 'splinter\\_%'`,
    )
    expect(left!.n).toBe(0)
  })
})
