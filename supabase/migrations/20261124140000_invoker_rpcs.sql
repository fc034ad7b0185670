-- Exposed functions run with the caller's rights (issue 20; Supabase's linter, lints 0028/0029).
--
-- PostgREST exposes every function in `public` (supabase/config.toml [api] schemas) at
-- /rest/v1/rpc/<name>. A SECURITY DEFINER function there runs as its owner and bypasses RLS, so
-- the linter asks that no function anon or authenticated can execute in an exposed schema be a
-- definer. The privileged work stays a definer, moved to `rpc_definer`, a schema PostgREST does not
-- expose; `public` keeps, under the same name, a SECURITY INVOKER wrapper with the same
-- arguments (names, types, defaults), return type, volatility, strictness, comment and grants, so
-- supabase-js calls and src/types/database.ts do not change. The wrapper only calls the definer
-- (auth.uid() and auth.jwt() read the same request settings inside it).
--
-- Moved: every SECURITY DEFINER function in `public` that anon or authenticated can execute,
-- except trigger functions and the auth hooks (hook_*, executable only by supabase_auth_admin).
-- The function keeps its oid, so anything bound to it (policies, views, defaults) keeps working;
-- other functions call it by name and now go through the wrapper.
--
-- A new browser-callable function: write the definer in rpc_definer and a wrapper in public as
-- below (docs/security.md, "Exposed functions"); scripts/splinter-check.mjs fails the deploy step
-- otherwise. This migration must stay the last one that creates or replaces a function in public.

create schema if not exists rpc_definer;
comment on schema rpc_definer is
  'SECURITY DEFINER functions behind the SECURITY INVOKER wrappers in public (same names). Not exposed by PostgREST; anon and authenticated may only execute what each function grants.';
revoke all on schema rpc_definer from public;
grant usage on schema rpc_definer to anon, authenticated, service_role;
alter default privileges in schema rpc_definer revoke execute on functions from public;

do $migration$
declare
  saved_path text := current_setting('search_path');
  f record;
  ident text;
  call_args text;
  call text;
  options text;
  acl record;
begin
  -- Empty search_path: every type and default below prints schema-qualified.
  perform set_config('search_path', '', true);

  for f in
    select p.oid, p.proname, p.pronargs, p.provariadic, p.proretset, p.prorettype, p.provolatile,
           p.proisstrict, p.proparallel, p.procost, p.prorows, p.proowner,
           coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner)) as acl,
           pg_catalog.obj_description(p.oid, 'pg_proc') as comment,
           pg_catalog.pg_get_function_arguments(p.oid) as args,
           pg_catalog.pg_get_function_identity_arguments(p.oid) as ident,
           pg_catalog.pg_get_function_result(p.oid) as result
      from pg_catalog.pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and p.prokind = 'f'
       and p.prosecdef
       and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
       and p.proname not like 'hook\_%'
       and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
            or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE'))
       and not exists (select 1 from pg_catalog.pg_depend d
                        where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid
                          and d.deptype = 'e')
     order by p.proname, p.oid
  loop
    ident := format('%I(%s)', f.proname, f.ident);
    execute format('alter function public.%s set schema rpc_definer', ident);

    -- $1..$n in order; a variadic last argument is passed on as an array.
    select coalesce(string_agg(case when i = f.pronargs and f.provariadic <> 0
                                    then 'variadic $' || i else '$' || i end, ', ' order by i), '')
      into call_args
      from generate_series(1, f.pronargs) as i;
    -- PL/pgSQL, not SQL: its plans stay cached for the session, where a SQL function with a
    -- search_path setting is planned again on every call (about 0.1 ms on open_prompt).
    if f.proretset then
      call := format('return query select * from rpc_definer.%I(%s);', f.proname, call_args);
    elsif f.prorettype = 'pg_catalog.void'::regtype then
      call := format('perform rpc_definer.%I(%s);', f.proname, call_args);
    elsif f.prorettype = 'pg_catalog.record'::regtype then
      raise exception 'invoker_rpcs: %(%) returns one record of OUT parameters; wrap it by hand',
        f.proname, f.ident;
    else
      call := format('return rpc_definer.%I(%s);', f.proname, call_args);
    end if;
    options := concat_ws(' ',
      case f.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
      case when f.proisstrict then 'strict' end,
      case f.proparallel when 's' then 'parallel safe' when 'r' then 'parallel restricted'
                         else 'parallel unsafe' end,
      'cost ' || f.procost,
      case when f.proretset then 'rows ' || f.prorows end);

    execute format(
      'create function public.%I(%s) returns %s language plpgsql security invoker %s set search_path = %L as %L',
      f.proname, f.args, f.result, options, '', E'\nbegin\n  ' || call || E'\nend\n');
    if f.comment is not null then
      execute format('comment on function public.%s is %L', ident, f.comment);
    end if;

    -- The wrapper's grants are the definer's (the default privileges of public gave it more).
    execute format('revoke all on function public.%s from public, anon, authenticated, service_role',
                   ident);
    for acl in
      select distinct a.grantee from pg_catalog.aclexplode(f.acl) a
       where a.privilege_type = 'EXECUTE' and a.grantee <> f.proowner
    loop
      execute format('grant execute on function public.%s to %s', ident,
                     case when acl.grantee = 0 then 'public'
                          else quote_ident(pg_catalog.pg_get_userbyid(acl.grantee)) end);
    end loop;
  end loop;

  perform set_config('search_path', saved_path, true);
end
$migration$;
