-- The admin area (/518): dashboard figures, the user list, revoking admin, the live security
-- status, saving a prompt with its body in one transaction, and audit triggers on the admin
-- tables that did not have one yet. Every function here checks the admin role itself; the
-- route guard in the browser is only comfort.

-- ---------------------------------------------------------------------------------------------
-- Raised by every admin-only function for anyone else (anon reaches none of them: EXECUTE is
-- granted to authenticated only).
-- ---------------------------------------------------------------------------------------------
create or replace function private.assert_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (private.is_admin() or private.is_trusted_caller()) then
    raise exception 'Access denied' using errcode = '42501', hint = 'admin_only';
  end if;
end
$$;
comment on function private.assert_admin() is 'Raises 42501 unless the caller is an admin (or service_role / a direct session).';
revoke execute on function private.assert_admin() from public, anon, authenticated;
grant execute on function private.assert_admin() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Audit: the settings, flags, codes, promotions and plans admins edit from /518/settings.
-- private.audit_admin_write (catalogue migration) records old and new rows of admins' writes.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['site_settings', 'feature_flags', 'discount_codes', 'promotions', 'plans'] loop
    execute format('drop trigger if exists %s_audit on public.%I', t, t);
    execute format('create trigger %s_audit after insert or update or delete on public.%I for each row execute function private.audit_admin_write(''id'')', t, t);
  end loop;
end
$$;

-- Roles change only through definer functions; this records the row either way, so a grant
-- or a revocation made with the service key is in the log too.
create or replace function private.audit_user_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_audit(
    lower(tg_op) || '_user_roles',
    (select auth.uid()),
    'user',
    coalesce(new.user_id, old.user_id)::text,
    case when tg_op = 'DELETE' then jsonb_build_object('role', old.role) end,
    case when tg_op = 'INSERT' then jsonb_build_object('role', new.role) end,
    jsonb_build_object('source', 'user_roles'));
  return null;
end
$$;
revoke execute on function private.audit_user_roles() from public, anon, authenticated;
create trigger user_roles_audit after insert or delete on public.user_roles
  for each row execute function private.audit_user_roles();

-- ---------------------------------------------------------------------------------------------
-- admin_revoke_admin_role: the counterpart of assign_admin_role.
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_revoke_admin_role(target_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  n integer;
begin
  if not private.is_admin() then
    raise exception 'Access denied' using errcode = '42501', hint = 'admin_only';
  end if;
  if target_user_id is null or target_user_id = caller then
    return jsonb_build_object('success', false, 'error', 'Cannot revoke your own admin role');
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    return jsonb_build_object('success', false, 'error', 'User not found');
  end if;
  -- The owner (super_admin) keeps the role unless another super admin removes it.
  if exists (select 1 from public.user_roles r where r.user_id = target_user_id and r.role = 'super_admin')
     and not exists (select 1 from public.user_roles r where r.user_id = caller and r.role = 'super_admin') then
    return jsonb_build_object('success', false, 'error', 'Cannot revoke a super admin');
  end if;
  delete from public.user_roles r
   where r.user_id = target_user_id and r.role in ('admin', 'super_admin');
  get diagnostics n = row_count;
  if n = 0 then
    return jsonb_build_object('success', false, 'error', 'User is not an admin');
  end if;
  perform private.record_audit('revoke_admin_role', caller, 'user', target_user_id::text,
    jsonb_build_object('role', 'admin'), jsonb_build_object('role', 'user'), '{}'::jsonb);
  perform private.record_security_event('admin_role_revoked', 'Admin role revoked', target_user_id, 'high',
    jsonb_build_object('revoked_by', caller));
  return jsonb_build_object('success', true, 'message', 'Admin role revoked', 'user_id', target_user_id);
end
$$;
comment on function public.admin_revoke_admin_role(uuid) is
  'Removes admin from another user (admins only, never oneself; a super admin only by a super admin); audited.';
revoke execute on function public.admin_revoke_admin_role(uuid) from public, anon, authenticated;
grant execute on function public.admin_revoke_admin_role(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- admin_list_users: one page of users with plan, status, lock state and role.
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_list_users(
  p_search text default null,
  p_limit integer default 25,
  p_offset integer default 0)
returns table (
  id uuid,
  email text,
  full_name text,
  username text,
  plan text,
  subscription_status text,
  expires_at timestamptz,
  email_verification_status text,
  is_admin boolean,
  is_super_admin boolean,
  is_locked boolean,
  locked_until timestamptz,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  term text := nullif(btrim(coalesce(p_search, '')), '');
  lim integer := least(greatest(coalesce(p_limit, 25), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
begin
  perform private.assert_admin();
  return query
    with matched as (
      select u.id, u.email::text as email, p.full_name, p.username, u.created_at, u.last_sign_in_at,
             p.email_verification_status, s.plan_id, s.expires_at,
             case when s.id is null then 'inactive' else private.subscription_state(s) end as sub_state
        from auth.users u
        left join public.profiles p on p.id = u.id
        left join public.subscriptions s on s.user_id = u.id
       where term is null
          or u.email ilike '%' || term || '%'
          or p.full_name ilike '%' || term || '%'
          or p.username ilike '%' || term || '%'
          or u.id::text = term
    )
    select m.id, m.email, m.full_name, m.username, m.plan_id, m.sub_state, m.expires_at,
           m.email_verification_status,
           exists (select 1 from public.user_roles r where r.user_id = m.id and r.role in ('admin', 'super_admin')),
           exists (select 1 from public.user_roles r where r.user_id = m.id and r.role = 'super_admin'),
           l.id is not null, l.locked_until,
           m.created_at, m.last_sign_in_at,
           count(*) over ()
      from matched m
      left join lateral (select (private.active_lock(m.id)).*) l on true
     order by m.created_at desc, m.id
     limit lim offset off;
end
$$;
comment on function public.admin_list_users(text, integer, integer) is
  'Users (search by e-mail, name, username or id) with plan, subscription state, lock and role; admins only. total_count is the number of matches.';
revoke execute on function public.admin_list_users(text, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_list_users(text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- admin_dashboard_stats: everything the dashboard and overview show, in one round trip.
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_dashboard_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.assert_admin();
  select jsonb_build_object(
    'users_total', (select count(*) from auth.users),
    'users_new_7d', (select count(*) from auth.users u where u.created_at > now() - interval '7 days'),
    'admins_total', (select count(distinct r.user_id) from public.user_roles r where r.role in ('admin', 'super_admin')),
    'users_by_plan', coalesce((
      select jsonb_agg(jsonb_build_object('plan', x.slug, 'name', x.name, 'count', x.n) order by x.rank)
        from (select pl.slug, pl.name, pl.rank, count(s.id) as n
                from public.plans pl
                left join public.subscriptions s on s.plan_id = pl.slug
               group by pl.slug, pl.name, pl.rank) x), '[]'::jsonb),
    'users_by_status', coalesce((
      select jsonb_agg(jsonb_build_object('status', x.st, 'count', x.n) order by x.n desc, x.st)
        from (select private.subscription_state(s) as st, count(*) as n
                from public.subscriptions s group by 1) x), '[]'::jsonb),
    'trials_ending', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', t.user_id, 'email', t.email, 'full_name', t.full_name,
               'expires_at', t.expires_at) order by t.expires_at)
        from (select s.user_id, p.email, p.full_name, s.expires_at
                from public.subscriptions s
                left join public.profiles p on p.id = s.user_id
               where s.plan_id = 'trial' and s.status = 'active'
                 and s.expires_at > now() and s.expires_at <= now() + interval '3 days'
               order by s.expires_at
               limit 20) t), '[]'::jsonb),
    'trials_ending_count', (
      select count(*) from public.subscriptions s
       where s.plan_id = 'trial' and s.status = 'active'
         and s.expires_at > now() and s.expires_at <= now() + interval '3 days'),
    -- The last 12 calendar months (UTC), oldest first, months without payments included.
    'revenue_by_month', (
      select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'),
               'amount', coalesce(r.amount, 0), 'payments', coalesce(r.n, 0)) order by m.month)
        from generate_series(date_trunc('month', now() at time zone 'utc') - interval '11 months',
                             date_trunc('month', now() at time zone 'utc'), interval '1 month') as m(month)
        left join (select date_trunc('month', t.created_at at time zone 'utc') as month,
                          sum(t.final_amount) as amount, count(*) as n
                     from public.tap_payment_details t
                    where t.status = 'CAPTURED'
                    group by 1) r on r.month = m.month),
    'revenue_total', (select coalesce(sum(t.final_amount), 0) from public.tap_payment_details t where t.status = 'CAPTURED'),
    'waitlist_total', (select count(*) from public.waiting_list),
    'newsletter_total', (select count(*) from public.newsletter_subscribers n where n.status = 'subscribed'),
    'contact_new', (select count(*) from public.contact_messages c where c.status = 'new'),
    'feedback_open', (select count(*) from public.feedback f where f.status = 'open'),
    'prompts_total', (select count(*) from public.prompts),
    'prompts_published', (select count(*) from public.prompts p where p.is_published),
    'locked_accounts', (select count(distinct l.user_id) from public.account_locks l
                         where l.unlocked_at is null and l.locked_until > now()),
    'security_events_24h', (select count(*) from public.security_events e where e.created_at > now() - interval '24 hours'),
    'recent_security_events', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id, 'event_type', e.event_type, 'description', e.description,
               'severity', e.severity, 'user_id', e.user_id, 'created_at', e.created_at) order by e.created_at desc)
        from (select * from public.security_events order by created_at desc limit 8) e), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
comment on function public.admin_dashboard_stats() is
  'Admin dashboard figures: users by plan and status, trials ending within 3 days, captured revenue by month, leads, locks, recent security events. Admins only.';
revoke execute on function public.admin_dashboard_stats() from public, anon, authenticated;
grant execute on function public.admin_dashboard_stats() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- admin_security_status: the live state behind the security roadmap page.
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_security_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.assert_admin();
  select jsonb_build_object(
    'tables', coalesce((
      select jsonb_agg(jsonb_build_object('name', c.relname, 'rls_enabled', c.relrowsecurity,
               'policies', (select count(*) from pg_catalog.pg_policy po where po.polrelid = c.oid))
               order by c.relname)
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')), '[]'::jsonb),
    -- SECURITY DEFINER functions in public without a fixed search_path (splinter 0011).
    'definer_functions_without_search_path', (
      select count(*) from pg_catalog.pg_proc p
        join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')),
    'password_hook_installed', to_regprocedure('public.hook_password_verification_attempt(jsonb)') is not null,
    'locks_active', (select count(*) from public.account_locks l where l.unlocked_at is null and l.locked_until > now()),
    'locks_30d', (select count(*) from public.account_locks l where l.locked_at > now() - interval '30 days'),
    'failed_logins_24h', (select count(*) from public.login_attempts a where not a.success and a.created_at > now() - interval '24 hours'),
    'rate_limit_windows_1h', (select count(*) from public.rate_limits r where r.window_start > now() - interval '1 hour'),
    'rate_limited_1h', (select count(*) from public.rate_limits r
                         where r.window_start > now() - interval '1 hour' and r.request_count > 100),
    'captured_payments_30d', (select count(*) from public.tap_payment_details t
                               where t.status = 'CAPTURED' and t.created_at > now() - interval '30 days'),
    'payment_mismatches_30d', (select count(*) from public.security_events e
                                where e.event_type = 'payment_mismatch' and e.created_at > now() - interval '30 days'),
    'single_session_enabled', coalesce((select f.enabled from public.feature_flags f where f.key = 'single_session'), false),
    'active_sessions', (select count(*) from public.user_sessions s where s.is_active),
    'high_events_7d', (select count(*) from public.security_events e
                        where e.severity in ('high', 'critical') and e.created_at > now() - interval '7 days')
  ) into result;
  return result;
end
$$;
comment on function public.admin_security_status() is
  'Live security status for the admin roadmap: RLS and policy count of every public table (pg_class.relrowsecurity), definer functions without search_path, locks, rate limits, payments, sessions. Admins only.';
revoke execute on function public.admin_security_status() from public, anon, authenticated;
grant execute on function public.admin_security_status() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- admin_save_prompt: a prompt and its body in one transaction (insert when p_id is null).
-- Invoker: the catalogue's admin policies and audit triggers apply as for any admin write.
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_save_prompt(
  p_id uuid,
  p_slug text,
  p_title_ar text,
  p_title_en text,
  p_description_ar text,
  p_description_en text,
  p_category text,
  p_platforms text[],
  p_required_plan text,
  p_tags text[],
  p_is_published boolean,
  p_body_ar text,
  p_body_en text)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved uuid;
begin
  if not private.is_admin() then
    raise exception 'Access denied' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_id is null then
    insert into public.prompts (slug, title_ar, title_en, description_ar, description_en, category,
      platforms, required_plan, tags, is_published)
    values (lower(btrim(p_slug)), btrim(p_title_ar), nullif(btrim(coalesce(p_title_en, '')), ''),
      coalesce(p_description_ar, ''), nullif(btrim(coalesce(p_description_en, '')), ''), p_category,
      p_platforms, p_required_plan, coalesce(p_tags, '{}'), coalesce(p_is_published, false))
    returning id into saved;
  else
    update public.prompts p
       set slug = lower(btrim(p_slug)), title_ar = btrim(p_title_ar),
           title_en = nullif(btrim(coalesce(p_title_en, '')), ''),
           description_ar = coalesce(p_description_ar, ''),
           description_en = nullif(btrim(coalesce(p_description_en, '')), ''),
           category = p_category, platforms = p_platforms, required_plan = p_required_plan,
           tags = coalesce(p_tags, '{}'), is_published = coalesce(p_is_published, false)
     where p.id = p_id
    returning p.id into saved;
    if saved is null then
      raise exception 'Prompt not found' using errcode = 'P0002', hint = 'not_found';
    end if;
  end if;
  insert into public.prompt_bodies (prompt_id, body_ar, body_en)
  values (saved, p_body_ar, nullif(btrim(coalesce(p_body_en, '')), ''))
  on conflict (prompt_id) do update set body_ar = excluded.body_ar, body_en = excluded.body_en
   where public.prompt_bodies.body_ar is distinct from excluded.body_ar
      or public.prompt_bodies.body_en is distinct from excluded.body_en;
  return saved;
end
$$;
comment on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], text, text[], boolean, text, text) is
  'Creates (p_id null) or updates a prompt and its body atomically; admins only (RLS and audit triggers apply).';
revoke execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], text, text[], boolean, text, text) from public, anon, authenticated;
grant execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], text, text[], boolean, text, text) to authenticated;
