-- Security: server settings, feature flags, site settings, single-session records, security
-- and audit logs, rate limits, login attempts with account locks (enforced by the
-- password-verification auth hook), e-mail verification tokens, and the RPCs over them.

-- ---------------------------------------------------------------------------------------------
-- private.settings: server-side configuration never exposed to clients.
-- ---------------------------------------------------------------------------------------------
create table private.settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
comment on table private.settings is 'Server configuration (owner e-mail, ...). Not reachable through the API.';
revoke all on table private.settings from public, anon, authenticated;
grant select on table private.settings to service_role;

insert into private.settings (key, value) values ('owner_email', 'owner@sanad.local')
on conflict (key) do nothing;

-- The caller's IP as the API gateway reported it (PostgREST exposes request headers as a GUC).
create or replace function private.request_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  return nullif(btrim(split_part(coalesce(headers ->> 'x-forwarded-for', headers ->> 'x-real-ip', ''), ',', 1)), '');
end
$$;
revoke execute on function private.request_ip() from public, anon, authenticated;

create or replace function private.request_user_agent()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return left(nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', 500);
exception when others then
  return null;
end
$$;
revoke execute on function private.request_user_agent() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- rate limits (fixed windows)
-- ---------------------------------------------------------------------------------------------
create table public.rate_limits (
  id bigint generated always as identity primary key,
  identifier text not null,
  identifier_type text not null,
  endpoint text not null,
  window_start timestamptz not null,
  request_count integer not null default 0,
  unique (identifier, identifier_type, endpoint, window_start)
);
comment on table public.rate_limits is 'Request counters per identifier/endpoint/window, written by check_rate_limit. Admins read.';
create index rate_limits_window_start_idx on public.rate_limits (window_start);

alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;
grant select on table public.rate_limits to authenticated;
grant all on table public.rate_limits to service_role;
create policy "rate_limits: admins read" on public.rate_limits
  for select to authenticated using ((select private.is_admin()));

-- Counts one request and says whether it is within the limit. Definer: the counters are not
-- writable by API roles.
create or replace function private.hit_rate_limit(
  _identifier text, _identifier_type text, _endpoint text, _max integer, _window_minutes integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  win timestamptz;
  n integer;
  minutes integer := least(greatest(coalesce(_window_minutes, 60), 1), 1440);
begin
  win := date_bin(make_interval(mins => minutes), now(), timestamptz '2000-01-01 00:00:00+00');
  insert into public.rate_limits as r (identifier, identifier_type, endpoint, window_start, request_count)
  values (left(coalesce(_identifier, ''), 320), left(coalesce(_identifier_type, ''), 40),
          left(coalesce(_endpoint, ''), 200), win, 1)
  on conflict (identifier, identifier_type, endpoint, window_start)
  do update set request_count = r.request_count + 1
  returning r.request_count into n;
  return n <= greatest(coalesce(_max, 100), 1);
end
$$;
revoke execute on function private.hit_rate_limit(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, text, text, integer, integer) to service_role;

create or replace function public.check_rate_limit(
  p_identifier text,
  p_identifier_type text default 'user',
  p_endpoint text default 'default',
  p_max_requests integer default 100,
  p_window_minutes integer default 60)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_identifier is null or btrim(p_identifier) = '' then
    return false;
  end if;
  -- Callers choose their own limit, but not an unbounded one.
  return private.hit_rate_limit(lower(btrim(p_identifier)), p_identifier_type, p_endpoint,
    least(greatest(coalesce(p_max_requests, 100), 1), 1000), p_window_minutes);
end
$$;
comment on function public.check_rate_limit(text, text, text, integer, integer) is
  'Counts a request for (identifier, type, endpoint) in a fixed window; true while within p_max_requests (capped at 1000).';
revoke execute on function public.check_rate_limit(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(text, text, text, integer, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- security events and audit log
-- ---------------------------------------------------------------------------------------------
create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  event_type text not null,
  description text,
  user_id uuid references auth.users (id) on delete set null,
  severity text not null default 'low' check (severity in ('low', 'medium', 'high', 'critical')),
  metadata jsonb not null default '{}'::jsonb,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now()
);
comment on table public.security_events is 'Security log. Written through log_security_event and server functions; admins read.';
create index security_events_user_id_idx on public.security_events (user_id);
create index security_events_created_at_idx on public.security_events (created_at desc);
create index security_events_event_type_idx on public.security_events (event_type);

alter table public.security_events enable row level security;
revoke all on table public.security_events from anon, authenticated;
grant select on table public.security_events to authenticated;
grant all on table public.security_events to service_role;
create policy "security_events: admins read" on public.security_events
  for select to authenticated using ((select private.is_admin()));

create or replace function private.record_security_event(
  _event_type text, _description text, _user_id uuid, _severity text, _metadata jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.security_events (event_type, description, user_id, severity, metadata, ip_address, user_agent)
  values (left(_event_type, 100), left(_description, 1000), _user_id,
          case when _severity in ('low', 'medium', 'high', 'critical') then _severity else 'low' end,
          coalesce(_metadata, '{}'::jsonb), private.request_ip(), private.request_user_agent())
  returning id
$$;
revoke execute on function private.record_security_event(text, text, uuid, text, jsonb) from public, anon, authenticated;

create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  action text not null,
  user_id uuid references auth.users (id) on delete set null,
  target_type text,
  target_id text,
  old_values jsonb,
  new_values jsonb,
  metadata jsonb not null default '{}'::jsonb,
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.audit_log is 'Who changed what. Written through log_audit_event and admin functions; admins read.';
create index audit_log_user_id_idx on public.audit_log (user_id);
create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_target_idx on public.audit_log (target_type, target_id);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;
grant all on table public.audit_log to service_role;
create policy "audit_log: admins read" on public.audit_log
  for select to authenticated using ((select private.is_admin()));

create or replace function private.record_audit(
  _action text, _user_id uuid, _target_type text, _target_id text,
  _old jsonb, _new jsonb, _metadata jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (action, user_id, target_type, target_id, old_values, new_values, metadata, ip_address)
  values (left(_action, 100), _user_id, left(_target_type, 100), left(_target_id, 200), _old, _new,
          coalesce(_metadata, '{}'::jsonb), private.request_ip())
  returning id
$$;
revoke execute on function private.record_audit(text, uuid, text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;

create or replace function public.log_security_event(
  p_event_type text,
  p_description text default null,
  p_user_id uuid default null,
  p_severity text default 'low',
  p_metadata jsonb default '{}'::jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  privileged boolean := private.is_trusted_caller() or private.is_admin();
  subject uuid := case when privileged then p_user_id else caller end;
  bucket text := coalesce(caller::text, private.request_ip(), 'anonymous');
  meta jsonb := coalesce(p_metadata, '{}'::jsonb);
  login_email text;
begin
  if p_event_type is null or btrim(p_event_type) = '' then
    raise exception 'p_event_type is required' using errcode = '22023';
  end if;
  -- Browsers may log, but not flood the log: excess events are dropped (logging failures
  -- are only ever reported to the console).
  if not privileged and not private.hit_rate_limit(bucket, case when caller is null then 'ip' else 'user' end,
      'log_security_event', case when caller is null then 30 else 120 end, 1) then
    return null;
  end if;
  if pg_column_size(meta) > 8192 then
    meta := jsonb_build_object('truncated', true);
  end if;
  -- A failed sign-in for an address with no account is counted like the auth hook counts real
  -- ones, so the login security status looks the same whether or not the e-mail exists.
  if p_event_type = 'failed_login_attempt' then
    login_email := lower(btrim(coalesce(meta ->> 'email', meta ->> 'identifier', '')));
    if login_email <> '' and login_email like '%@%'
       and not exists (select 1 from auth.users u where lower(u.email) = login_email) then
      insert into public.login_attempts (email, user_id, success, ip_address)
      values (left(login_email, 320), null, false, private.request_ip());
    end if;
  end if;
  return private.record_security_event(p_event_type, p_description, subject, p_severity, meta);
end
$$;
comment on function public.log_security_event(text, text, uuid, text, jsonb) is
  'Records a security event. p_user_id is replaced by auth.uid() unless the caller is service_role or an admin; anonymous callers are rate-limited.';

create or replace function public.log_audit_event(
  p_action text,
  p_user_id uuid default null,
  p_target_type text default null,
  p_target_id text default null,
  p_old_values jsonb default null,
  p_new_values jsonb default null,
  p_metadata jsonb default '{}'::jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  privileged boolean := private.is_trusted_caller() or private.is_admin();
begin
  if caller is null and not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_action is null or btrim(p_action) = '' then
    raise exception 'p_action is required' using errcode = '22023';
  end if;
  if not privileged and not private.hit_rate_limit(caller::text, 'user', 'log_audit_event', 120, 1) then
    return null;
  end if;
  return private.record_audit(p_action, case when privileged then coalesce(p_user_id, caller) else caller end,
    p_target_type, p_target_id, p_old_values, p_new_values, p_metadata);
end
$$;
comment on function public.log_audit_event(text, uuid, text, text, jsonb, jsonb, jsonb) is
  'Records an audit entry; the actor is the caller unless service_role or an admin names another.';

-- ---------------------------------------------------------------------------------------------
-- login attempts and account locks
-- ---------------------------------------------------------------------------------------------
create table public.login_attempts (
  id bigint generated always as identity primary key,
  email text not null,
  user_id uuid references auth.users (id) on delete cascade,
  success boolean not null,
  -- Cleared attempts (reset_failed_attempts, unlock) stay for the record but stop counting.
  counted boolean not null default true,
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.login_attempts is 'Password sign-in attempts recorded by the auth hook; admins read.';
create index login_attempts_email_created_idx on public.login_attempts (email, created_at desc);
create index login_attempts_user_id_idx on public.login_attempts (user_id, created_at desc);

alter table public.login_attempts enable row level security;
revoke all on table public.login_attempts from anon, authenticated;
grant select on table public.login_attempts to authenticated;
grant all on table public.login_attempts to service_role;
create policy "login_attempts: admins read" on public.login_attempts
  for select to authenticated using ((select private.is_admin()));

create table public.account_locks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  reason text not null default 'too_many_failed_attempts',
  failed_attempts integer not null default 0,
  is_admin boolean not null default false,
  locked_at timestamptz not null default now(),
  locked_until timestamptz not null,
  unlocked_at timestamptz,
  unlocked_by uuid references auth.users (id) on delete set null
);
comment on table public.account_locks is 'Account locks (5 failures in 15 min: 1 h for admins, 3 days otherwise). Admins read; unlock via admin_unlock_account_enhanced.';
create index account_locks_user_id_idx on public.account_locks (user_id, locked_until desc);
create index account_locks_email_idx on public.account_locks (lower(email));
create index account_locks_unlocked_by_idx on public.account_locks (unlocked_by);

alter table public.account_locks enable row level security;
revoke all on table public.account_locks from anon, authenticated;
grant select on table public.account_locks to authenticated;
grant all on table public.account_locks to service_role;
create policy "account_locks: admins read" on public.account_locks
  for select to authenticated using ((select private.is_admin()));

create or replace function private.active_lock(_user_id uuid)
returns public.account_locks
language sql
stable
security definer
set search_path = ''
as $$
  select l.* from public.account_locks l
   where l.user_id = _user_id and l.unlocked_at is null and l.locked_until > now()
   order by l.locked_until desc
   limit 1
$$;
revoke execute on function private.active_lock(uuid) from public, anon, authenticated;

create or replace function private.user_is_admin(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles r
                  where r.user_id = _user_id and r.role in ('admin', 'super_admin'))
$$;
revoke execute on function private.user_is_admin(uuid) from public, anon, authenticated;

-- GoTrue's password verification hook. Input {user_id, valid}; output {decision, message,
-- should_logout_user}. Returning 'continue' for a wrong password lets GoTrue answer with its
-- usual invalid-credentials error.
create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := nullif(event ->> 'user_id', '')::uuid;
  valid boolean := coalesce((event ->> 'valid')::boolean, false);
  user_email text;
  admin boolean;
  lock public.account_locks;
  failures integer;
  until_ts timestamptz;
begin
  select lower(u.email) into user_email from auth.users u where u.id = uid;
  if user_email is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  -- Serialise attempts per user so two parallel failures cannot both miss the fifth.
  perform pg_advisory_xact_lock(hashtextextended('login:' || uid::text, 0));
  admin := private.user_is_admin(uid);
  lock := private.active_lock(uid);

  insert into public.login_attempts (email, user_id, success, ip_address)
  values (user_email, uid, valid and lock.id is null, private.request_ip());

  if lock.id is not null then
    return jsonb_build_object(
      'decision', 'reject',
      'message', 'تم تجميد الحساب مؤقتاً بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة. يرجى المحاولة بعد انتهاء مدة التجميد أو التواصل مع الدعم.',
      'should_logout_user', true);
  end if;

  if valid then
    return jsonb_build_object('decision', 'continue');
  end if;

  select count(*) into failures from public.login_attempts a
   where a.user_id = uid and not a.success and a.counted
     and a.created_at > now() - interval '15 minutes'
     and a.created_at > coalesce((select max(s.created_at) from public.login_attempts s
                                   where s.user_id = uid and s.success), '-infinity');
  if failures >= 5 then
    until_ts := now() + case when admin then interval '1 hour' else interval '3 days' end;
    insert into public.account_locks (user_id, email, failed_attempts, is_admin, locked_until)
    values (uid, user_email, failures, admin, until_ts);
    perform private.record_security_event('account_locked',
      'Account locked after repeated failed sign-in attempts', uid, 'high',
      jsonb_build_object('failed_attempts', failures, 'locked_until', until_ts));
    return jsonb_build_object(
      'decision', 'reject',
      'message', 'تم تجميد الحساب مؤقتاً بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة. يرجى المحاولة بعد انتهاء مدة التجميد أو التواصل مع الدعم.',
      'should_logout_user', true);
  end if;
  return jsonb_build_object('decision', 'continue');
end
$$;
comment on function public.hook_password_verification_attempt(jsonb) is
  'Auth hook: records each password attempt; 5 failures in 15 minutes lock the account (1 h admin, 3 days otherwise); locked accounts are rejected.';
revoke execute on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
-- Supabase's hook docs: the auth server's role needs the schema as well as the function.
grant usage on schema public to supabase_auth_admin;

-- Same shape whatever the identifier: unknown e-mails and usernames are counted from the
-- failures the login page logs, known ones from the auth hook.
create or replace function public.get_login_security_status(identifier text)
returns table (failed_attempts integer, is_locked boolean, locked_until timestamptz,
  recent_attempts_count integer, is_admin boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ident text := lower(btrim(coalesce(identifier, '')));
  resolved text;
  uid uuid;
  lock public.account_locks;
  failures integer := 0;
  recent integer := 0;
  fifth timestamptz;
begin
  if ident not like '%@%' then
    select lower(p.email) into resolved from public.profiles p where lower(p.username) = ident limit 1;
    ident := coalesce(resolved, ident);
  end if;
  select u.id into uid from auth.users u where lower(u.email) = ident limit 1;

  select count(*) filter (where not a.success and a.counted),
         count(*)
    into failures, recent
    from public.login_attempts a
   where a.email = ident and a.created_at > now() - interval '15 minutes';

  if uid is not null then
    lock := private.active_lock(uid);
    if lock.id is not null then
      return query select greatest(failures, lock.failed_attempts), true, lock.locked_until, recent, false;
      return;
    end if;
    return query select failures, false, null::timestamptz, recent, false;
    return;
  end if;

  -- No account: mirror what a lock would look like after five failures.
  if failures >= 5 then
    select a.created_at into fifth from public.login_attempts a
     where a.email = ident and not a.success and a.counted and a.created_at > now() - interval '15 minutes'
     order by a.created_at offset 4 limit 1;
    return query select failures, true, fifth + interval '3 days', recent, false;
    return;
  end if;
  return query select failures, false, null::timestamptz, recent, false;
end
$$;
comment on function public.get_login_security_status(text) is
  'Lock state for the login page; answers the same shape for unknown identifiers. is_admin is never disclosed (always false).';

-- Username sign-in: the e-mail behind a username, or for an unknown username a deterministic
-- address that belongs to no account, so the answer does not reveal which usernames exist.
create or replace function public.resolve_login_identifier(identifier text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ident text := lower(btrim(coalesce(identifier, '')));
  found text;
begin
  if ident = '' or ident like '%@%' then
    return ident;
  end if;
  select lower(p.email) into found from public.profiles p where lower(p.username) = ident limit 1;
  return coalesce(found,
    'user-' || left(encode(extensions.digest(ident, 'sha256'), 'hex'), 24) || '@accounts.sanad.invalid');
end
$$;
comment on function public.resolve_login_identifier(text) is
  'E-mail for a username (or the e-mail itself); unknown usernames map to a deterministic non-existent address.';

create or replace function public.reset_failed_attempts(user_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  if not (private.is_trusted_caller() or private.is_admin()) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  update public.login_attempts a set counted = false
   where a.email = lower(btrim(user_email)) and not a.success and a.counted;
  get diagnostics n = row_count;
  perform private.record_audit('reset_failed_attempts', (select auth.uid()), 'email', lower(btrim(user_email)),
    null, jsonb_build_object('cleared', n), '{}'::jsonb);
  return jsonb_build_object('success', true, 'cleared', n);
end
$$;
comment on function public.reset_failed_attempts(text) is 'Stops counting past failed attempts for an e-mail (admin or service_role).';

create or replace function public.admin_get_locked_accounts()
returns table (user_id uuid, email text, full_name text, locked_at timestamptz, locked_until timestamptz,
  failed_attempts integer, reason text, is_admin boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (private.is_admin() or private.is_trusted_caller()) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select l.user_id, l.email, p.full_name, l.locked_at, l.locked_until, l.failed_attempts, l.reason, l.is_admin
      from public.account_locks l
      left join public.profiles p on p.id = l.user_id
     where l.unlocked_at is null and l.locked_until > now()
     order by l.locked_at desc;
end
$$;
comment on function public.admin_get_locked_accounts() is 'Currently locked accounts (admins only).';

create or replace function public.admin_unlock_account_enhanced(user_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  caller uuid := (select auth.uid());
  n integer;
  addr text := lower(btrim(coalesce(user_email, '')));
begin
  if not (private.is_admin() or private.is_trusted_caller()) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select u.id into target from auth.users u where lower(u.email) = addr;
  if target is null then
    return jsonb_build_object('success', false, 'error', 'User not found');
  end if;
  update public.account_locks l set unlocked_at = now(), unlocked_by = caller
   where l.user_id = target and l.unlocked_at is null and l.locked_until > now();
  get diagnostics n = row_count;
  update public.login_attempts a set counted = false where a.user_id = target and not a.success and a.counted;
  perform private.record_audit('unlock_account', caller, 'user', target::text, null,
    jsonb_build_object('unlocked_locks', n), '{}'::jsonb);
  perform private.record_security_event('account_unlocked', 'Account unlocked by an admin', target, 'medium',
    jsonb_build_object('unlocked_by', caller, 'unlocked_locks', n));
  if n = 0 then
    return jsonb_build_object('success', false, 'error', 'Account is not locked');
  end if;
  return jsonb_build_object('success', true, 'message', 'Account unlocked', 'user_id', target);
end
$$;
comment on function public.admin_unlock_account_enhanced(text) is 'Lifts an account lock by e-mail (admins only); audited.';

-- ---------------------------------------------------------------------------------------------
-- admin role management
-- ---------------------------------------------------------------------------------------------
create or replace function public.assign_admin_role(target_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if not private.is_admin() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if target_user_id is null or target_user_id = caller then
    return jsonb_build_object('success', false, 'error', 'Cannot assign the admin role to yourself');
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    return jsonb_build_object('success', false, 'error', 'User not found');
  end if;
  insert into public.user_roles (user_id, role) values (target_user_id, 'admin')
  on conflict (user_id, role) do nothing;
  perform private.record_audit('assign_admin_role', caller, 'user', target_user_id::text, null,
    jsonb_build_object('role', 'admin'), '{}'::jsonb);
  perform private.record_security_event('admin_role_assigned', 'Admin role assigned', target_user_id, 'high',
    jsonb_build_object('assigned_by', caller));
  return jsonb_build_object('success', true, 'message', 'Admin role assigned', 'user_id', target_user_id);
end
$$;
comment on function public.assign_admin_role(uuid) is 'Grants admin to another user (admins only, never oneself); audited.';

create or replace function public.bootstrap_owner_admin()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_email text;
  owner_id uuid;
begin
  -- One bootstrap at a time, so two page loads cannot race past the "no admin yet" check.
  perform pg_advisory_xact_lock(hashtextextended('bootstrap_owner_admin', 0));
  if exists (select 1 from public.user_roles r where r.role in ('admin', 'super_admin')) then
    return jsonb_build_object('success', false, 'error', 'An admin already exists');
  end if;
  select s.value into owner_email from private.settings s where s.key = 'owner_email';
  select u.id into owner_id from auth.users u where lower(u.email) = lower(owner_email);
  if owner_id is null then
    return jsonb_build_object('success', false, 'error', 'User not found');
  end if;
  insert into public.user_roles (user_id, role) values (owner_id, 'admin'), (owner_id, 'super_admin')
  on conflict (user_id, role) do nothing;
  perform private.record_audit('bootstrap_owner_admin', (select auth.uid()), 'user', owner_id::text, null,
    jsonb_build_object('roles', jsonb_build_array('admin', 'super_admin')), '{}'::jsonb);
  return jsonb_build_object('success', true, 'message', 'Owner promoted to admin', 'user_id', owner_id);
end
$$;
comment on function public.bootstrap_owner_admin() is
  'Promotes the owner e-mail from private.settings to admin, only while no admin exists.';

-- ---------------------------------------------------------------------------------------------
-- single-session records
-- ---------------------------------------------------------------------------------------------
create table public.user_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id text not null,
  device_info jsonb not null default '{}'::jsonb,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  unique (user_id, session_id)
);
comment on table public.user_sessions is 'Server-side session records for the single-session rule; owners and admins read, RPCs write.';
create unique index user_sessions_one_active_idx on public.user_sessions (user_id) where is_active;

alter table public.user_sessions enable row level security;
revoke all on table public.user_sessions from anon, authenticated;
grant select on table public.user_sessions to authenticated;
grant all on table public.user_sessions to service_role;
create policy "user_sessions: owner or admin reads" on public.user_sessions
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create or replace function private.assert_self_or_admin(_user_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if _user_id is null
     or (_user_id is distinct from (select auth.uid()) and not private.is_admin() and not private.is_trusted_caller()) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
end
$$;
revoke execute on function private.assert_self_or_admin(uuid) from public, anon, authenticated;
grant execute on function private.assert_self_or_admin(uuid) to authenticated, service_role;

create or replace function public.create_user_session(user_uuid uuid, new_session_id text, device_info jsonb default '{}'::jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  perform private.assert_self_or_admin(user_uuid);
  if new_session_id is null or btrim(new_session_id) = '' then
    raise exception 'new_session_id is required' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('session:' || user_uuid::text, 0));
  -- One active session per user: starting a new one ends the others.
  update public.user_sessions s set is_active = false, ended_at = now(), end_reason = 'new_session_started'
   where s.user_id = user_uuid and s.is_active and s.session_id <> new_session_id;
  insert into public.user_sessions (user_id, session_id, device_info)
  values (user_uuid, left(new_session_id, 200), coalesce(device_info, '{}'::jsonb))
  on conflict (user_id, session_id) do update
    set is_active = true, ended_at = null, end_reason = null, last_activity_at = now(),
        device_info = excluded.device_info
  returning id into new_id;
  return new_id;
end
$$;
comment on function public.create_user_session(uuid, text, jsonb) is 'Starts the caller''s server session and ends any other active one.';

create or replace function public.validate_session(user_uuid uuid, session_id_to_check text)
returns table (is_valid boolean, needs_logout boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  rec public.user_sessions;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into rec from public.user_sessions s
   where s.user_id = user_uuid and s.session_id = session_id_to_check;
  if rec.id is null then
    -- Unknown id: invalid; log out only if another session is the active one.
    return query select false,
      exists (select 1 from public.user_sessions s where s.user_id = user_uuid and s.is_active);
    return;
  end if;
  if rec.is_active and rec.created_at < now() - interval '24 hours' then
    update public.user_sessions s set is_active = false, ended_at = now(), end_reason = 'session_expired'
     where s.id = rec.id;
    return query select false, true;
    return;
  end if;
  if not rec.is_active then
    return query select false, true;
    return;
  end if;
  update public.user_sessions s set last_activity_at = now() where s.id = rec.id;
  return query select true, false;
end
$$;
comment on function public.validate_session(uuid, text) is 'Whether the caller''s session id is the active one; needs_logout when it was replaced or expired.';

create or replace function public.invalidate_user_session(user_uuid uuid, reason text default 'manual')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  perform private.assert_self_or_admin(user_uuid);
  update public.user_sessions s set is_active = false, ended_at = now(), end_reason = left(coalesce(reason, 'manual'), 100)
   where s.user_id = user_uuid and s.is_active;
  get diagnostics n = row_count;
  return n;
end
$$;
comment on function public.invalidate_user_session(uuid, text) is 'Ends the user''s active sessions; returns how many.';

-- ---------------------------------------------------------------------------------------------
-- e-mail verification tokens (only the send/verify edge functions touch them, as service_role)
-- ---------------------------------------------------------------------------------------------
create table public.email_verification_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique,
  type text not null check (type in ('registration', 'email_change')),
  new_email text,
  expires_at timestamptz not null default now() + interval '30 minutes',
  used_at timestamptz,
  created_at timestamptz not null default now(),
  check (type <> 'email_change' or new_email is not null)
);
comment on table public.email_verification_tokens is 'Hashed e-mail verification tokens (30 min). service_role only.';
create index email_verification_tokens_user_id_idx on public.email_verification_tokens (user_id);

alter table public.email_verification_tokens enable row level security;
revoke all on table public.email_verification_tokens from anon, authenticated;
grant all on table public.email_verification_tokens to service_role;

-- ---------------------------------------------------------------------------------------------
-- feature flags and site settings
-- ---------------------------------------------------------------------------------------------
create table public.feature_flags (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  enabled boolean not null default false,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.feature_flags is 'Product feature switches. Anyone reads; admins write.';

alter table public.feature_flags enable row level security;
revoke all on table public.feature_flags from anon, authenticated;
grant select on table public.feature_flags to anon, authenticated;
grant insert, update, delete on table public.feature_flags to authenticated;
grant all on table public.feature_flags to service_role;
create policy "feature_flags: anyone reads" on public.feature_flags
  for select to anon, authenticated using (true);
create policy "feature_flags: admins insert" on public.feature_flags
  for insert to authenticated with check ((select private.is_admin()));
create policy "feature_flags: admins update" on public.feature_flags
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "feature_flags: admins delete" on public.feature_flags
  for delete to authenticated using ((select private.is_admin()));
create trigger feature_flags_touch_updated_at before update on public.feature_flags
  for each row execute function private.touch_updated_at();

create or replace function public.is_feature_enabled(feature_key text, user_uuid uuid default null)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  -- Flags are global today; user_uuid is accepted for the spec's signature.
  select coalesce((select f.enabled from public.feature_flags f where f.key = feature_key), false)
$$;
comment on function public.is_feature_enabled(text, uuid) is 'Whether a feature flag is on (false for unknown keys).';

create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  setting_key text not null unique,
  setting_value text,
  description text,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.site_settings is
  'Site-wide settings. Anyone reads IS_LAUNCHED and chat_suggested_questions; admins read and write all. Realtime.';
create index site_settings_updated_by_idx on public.site_settings (updated_by);

alter table public.site_settings enable row level security;
revoke all on table public.site_settings from anon, authenticated;
grant select on table public.site_settings to anon, authenticated;
grant insert (setting_key, setting_value, description), update (setting_value, description), delete
  on table public.site_settings to authenticated;
grant all on table public.site_settings to service_role;
create policy "site_settings: public keys readable" on public.site_settings
  for select to anon, authenticated
  using (setting_key in ('IS_LAUNCHED', 'chat_suggested_questions') or (select private.is_admin()));
create policy "site_settings: admins insert" on public.site_settings
  for insert to authenticated with check ((select private.is_admin()));
create policy "site_settings: admins update" on public.site_settings
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "site_settings: admins delete" on public.site_settings
  for delete to authenticated using ((select private.is_admin()));

create or replace function private.site_settings_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end
$$;
revoke execute on function private.site_settings_stamp() from public, anon, authenticated;
create trigger site_settings_stamp before insert or update on public.site_settings
  for each row execute function private.site_settings_stamp();

alter publication supabase_realtime add table public.site_settings;

-- ---------------------------------------------------------------------------------------------
-- EXECUTE grants for the public functions of this migration.
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.log_security_event(text, text, uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.log_security_event(text, text, uuid, text, jsonb) to anon, authenticated, service_role;
revoke execute on function public.log_audit_event(text, uuid, text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.log_audit_event(text, uuid, text, text, jsonb, jsonb, jsonb) to authenticated, service_role;
revoke execute on function public.get_login_security_status(text) from public, anon, authenticated;
grant execute on function public.get_login_security_status(text) to anon, authenticated, service_role;
revoke execute on function public.resolve_login_identifier(text) from public, anon, authenticated;
grant execute on function public.resolve_login_identifier(text) to anon, authenticated, service_role;
revoke execute on function public.reset_failed_attempts(text) from public, anon, authenticated;
grant execute on function public.reset_failed_attempts(text) to authenticated, service_role;
revoke execute on function public.admin_get_locked_accounts() from public, anon, authenticated;
grant execute on function public.admin_get_locked_accounts() to authenticated, service_role;
revoke execute on function public.admin_unlock_account_enhanced(text) from public, anon, authenticated;
grant execute on function public.admin_unlock_account_enhanced(text) to authenticated, service_role;
revoke execute on function public.assign_admin_role(uuid) from public, anon, authenticated;
grant execute on function public.assign_admin_role(uuid) to authenticated;
revoke execute on function public.bootstrap_owner_admin() from public, anon, authenticated;
grant execute on function public.bootstrap_owner_admin() to authenticated, service_role;
revoke execute on function public.create_user_session(uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.create_user_session(uuid, text, jsonb) to authenticated, service_role;
revoke execute on function public.validate_session(uuid, text) from public, anon, authenticated;
grant execute on function public.validate_session(uuid, text) to authenticated, service_role;
revoke execute on function public.invalidate_user_session(uuid, text) from public, anon, authenticated;
grant execute on function public.invalidate_user_session(uuid, text) to authenticated, service_role;
revoke execute on function public.is_feature_enabled(text, uuid) from public, anon, authenticated;
grant execute on function public.is_feature_enabled(text, uuid) to anon, authenticated, service_role;
