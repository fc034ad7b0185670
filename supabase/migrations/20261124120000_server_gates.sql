-- Issue 20: gates that held only in the browser are now held by the server.
--
-- 1. Launch gate at sign-up. While IS_LAUNCHED is not 'true', the auth server's
--    before_user_created hook refuses every new account (e-mail sign-up, OTP, OAuth, admin
--    create, invite) unless its e-mail is on the launch invitation list an admin keeps
--    (public.launch_invitations, written through admin_invite_before_launch).
-- 2. Username sign-in happens on the server: the `sign-in` edge function resolves the username
--    with the service role and signs in for the browser, so the browser never receives an
--    e-mail it did not type. resolve_login_identifier is no longer callable by anon or
--    authenticated.
-- 3. The login page's lock status is derived only from facts the server wrote: failures the
--    `sign-in` function recorded (after the auth server refused the password) and the auth
--    hook's own account_locks. log_security_event no longer feeds it (anyone could call it six
--    times for any e-mail), nor does an audit row anyone could write through log_audit_event.
--    get_login_security_status is rate-limited per client.

-- ---------------------------------------------------------------------------------------------
-- 1. launch gate
-- ---------------------------------------------------------------------------------------------

-- Spec 1 section 4: a missing setting or any failure to read it means launched.
create or replace function private.site_launched()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.setting_value = 'true' from public.site_settings s where s.setting_key = 'IS_LAUNCHED'),
    true)
$$;
revoke execute on function private.site_launched() from public, anon, authenticated;
grant execute on function private.site_launched() to service_role;

create table public.launch_invitations (
  email text primary key check (email = lower(btrim(email)) and email like '%_@_%' and length(email) <= 320),
  invited_by uuid references auth.users (id) on delete set null,
  note text check (note is null or length(note) <= 200),
  created_at timestamptz not null default now()
);
comment on table public.launch_invitations is
  'E-mails an admin lets register before launch (the before_user_created hook reads it). Admins read and delete; they add through admin_invite_before_launch.';
create index launch_invitations_invited_by_idx on public.launch_invitations (invited_by);
alter table public.launch_invitations enable row level security;
revoke all on table public.launch_invitations from anon, authenticated;
grant select, delete on table public.launch_invitations to authenticated;
grant all on table public.launch_invitations to service_role;
create policy "launch_invitations: admins read" on public.launch_invitations
  for select to authenticated using ((select private.is_admin()));
create policy "launch_invitations: admins delete" on public.launch_invitations
  for delete to authenticated using ((select private.is_admin()));

create or replace function public.admin_invite_before_launch(p_email text, p_note text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  addr text := lower(btrim(coalesce(p_email, '')));
begin
  if not (private.is_admin() or private.is_trusted_caller()) then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  if addr !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(addr) > 320 then
    raise exception 'البريد الإلكتروني غير صحيح' using errcode = '22023';
  end if;
  insert into public.launch_invitations (email, invited_by, note)
  values (addr, caller, nullif(left(btrim(coalesce(p_note, '')), 200), ''))
  on conflict (email) do nothing;
  perform private.record_audit('launch_invitation_added', caller, 'email', addr, null,
    jsonb_build_object('email', addr), '{}'::jsonb);
  return jsonb_build_object('success', true, 'email', addr);
end
$$;
comment on function public.admin_invite_before_launch(text, text) is
  'Admins: lets an e-mail register while the platform is not launched (audited).';
revoke execute on function public.admin_invite_before_launch(text, text) from public, anon;
grant execute on function public.admin_invite_before_launch(text, text) to authenticated, service_role;

-- Deleting an invitation is audited too (before/after in the audit log).
create or replace function private.audit_launch_invitation_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_audit('launch_invitation_removed', (select auth.uid()), 'email', old.email,
    to_jsonb(old), null, '{}'::jsonb);
  return old;
end
$$;
revoke execute on function private.audit_launch_invitation_delete() from public, anon, authenticated;
create trigger launch_invitations_audit_delete
  after delete on public.launch_invitations
  for each row execute function private.audit_launch_invitation_delete();

-- Supabase's before_user_created hook (config.toml [auth.hook.before_user_created]). Input
-- {metadata: {uuid, time, name, ip_address}, user: {email, app_metadata, ...}}; an `error`
-- object refuses the account with its status and message; {} lets it through.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  addr text := lower(btrim(coalesce(event -> 'user' ->> 'email', '')));
begin
  if private.site_launched() then
    return '{}'::jsonb;
  end if;
  if addr <> '' and exists (select 1 from public.launch_invitations i where i.email = addr) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object(
    'http_code', 403,
    'message', 'التسجيل غير متاح قبل الإطلاق. انضم إلى قائمة الانتظار وسنراسلك فور الافتتاح'));
end
$$;
comment on function public.hook_before_user_created(jsonb) is
  'Auth hook: refuses new accounts while IS_LAUNCHED is not true, except e-mails on launch_invitations.';
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- ---------------------------------------------------------------------------------------------
-- 2. username sign-in on the server
-- ---------------------------------------------------------------------------------------------

-- The e-mail a sign-in uses: the address typed, the account's address for a known username,
-- and for an unknown username a deterministic address that belongs to no account (so the auth
-- server answers it exactly as a wrong password). Service role only: the `sign-in` function.
create or replace function private.login_email(_identifier text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when lower(btrim(coalesce(_identifier, ''))) = '' then ''
    when lower(btrim(_identifier)) like '%@%' then lower(btrim(_identifier))
    else coalesce(
      (select lower(p.email) from public.profiles p
        where lower(p.username) = lower(btrim(_identifier)) and p.email is not null limit 1),
      'user-' || left(encode(extensions.digest(lower(btrim(_identifier)), 'sha256'), 'hex'), 24)
        || '@accounts.sanad.invalid')
  end
$$;
revoke execute on function private.login_email(text) from public, anon, authenticated;

create or replace function public.resolve_login_identifier(identifier text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.login_email(identifier)
$$;
comment on function public.resolve_login_identifier(text) is
  'E-mail for a username (service role only: the sign-in edge function); unknown usernames map to a deterministic non-existent address.';
revoke execute on function public.resolve_login_identifier(text) from public, anon, authenticated;
grant execute on function public.resolve_login_identifier(text) to service_role;

-- The sign-in function's gate: counts one attempt per client IP and per identifier.
-- 120 a minute per IP (an office behind one address, the e2e suite from 127.0.0.1), 10 a minute
-- per identifier (a person mistyping stays far below; the account locks after 5 anyway).
create or replace function public.sign_in_attempt_allowed(p_ip text, p_identifier text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ok boolean := true;
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  ok := private.hit_rate_limit(coalesce(nullif(p_ip, ''), 'unknown'), 'ip', 'sign_in', 120, 1);
  ok := private.hit_rate_limit(private.login_email(p_identifier), 'email', 'sign_in', 10, 1) and ok;
  return ok;
end
$$;
comment on function public.sign_in_attempt_allowed(text, text) is
  'Service role only (the sign-in edge function): 120 sign-in attempts a minute per IP, 10 per identifier.';
revoke execute on function public.sign_in_attempt_allowed(text, text) from public, anon, authenticated;
grant execute on function public.sign_in_attempt_allowed(text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 3. lock status from server-written facts only
-- ---------------------------------------------------------------------------------------------

drop trigger if exists security_events_reported_login_failure on public.security_events;
drop function if exists private.note_reported_login_failure();
-- Rows the login page reported through log_security_event are not facts: forget them.
truncate private.reported_login_failures;
comment on table private.reported_login_failures is
  'Password sign-ins the auth server refused, per address, recorded by the sign-in edge function (service role) for known and unknown addresses alike; read by get_login_security_status.';

-- Called by the sign-in function after the auth server answered: a refusal is counted, a
-- success clears the address's count (as the auth hook's own count restarts after a success).
create or replace function public.record_sign_in_result(p_email text, p_success boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  addr text := left(lower(btrim(coalesce(p_email, ''))), 320);
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  if addr = '' then
    return;
  end if;
  if p_success then
    delete from private.reported_login_failures r where r.email = addr;
  else
    insert into private.reported_login_failures (email) values (addr);
  end if;
end
$$;
comment on function public.record_sign_in_result(text, boolean) is
  'Service role only (the sign-in edge function): records a refused password sign-in, or clears the count after a success.';
revoke execute on function public.record_sign_in_result(text, boolean) from public, anon, authenticated;
grant execute on function public.record_sign_in_result(text, boolean) to service_role;

-- Clearing is a server fact too: an admin reset or unlock deletes the recorded failures.
create or replace function public.reset_failed_attempts(user_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  addr text := lower(btrim(coalesce(user_email, '')));
begin
  if not (private.is_trusted_caller() or private.is_admin()) then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  update public.login_attempts a set counted = false
   where a.email = addr and not a.success and a.counted;
  get diagnostics n = row_count;
  delete from private.reported_login_failures r where r.email = addr;
  perform private.record_audit('reset_failed_attempts', (select auth.uid()), 'email', addr,
    null, jsonb_build_object('cleared', n), '{}'::jsonb);
  return jsonb_build_object('success', true, 'cleared', n);
end
$$;
comment on function public.reset_failed_attempts(text) is
  'Stops counting past failed attempts for an e-mail (admin or service_role), for the auth hook and the login page alike.';

create or replace function private.clear_reported_failures_on_unlock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.unlocked_at is not null and old.unlocked_at is null then
    delete from private.reported_login_failures r where r.email = lower(new.email);
  end if;
  return null;
end
$$;
revoke execute on function private.clear_reported_failures_on_unlock() from public, anon, authenticated;
create trigger account_locks_clear_reported_failures
  after update of unlocked_at on public.account_locks
  for each row execute function private.clear_reported_failures_on_unlock();

create or replace function public.get_login_security_status(identifier text)
returns table (failed_attempts integer, is_locked boolean, locked_until timestamptz,
  recent_attempts_count integer, is_admin boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ident text := private.login_email(identifier);
  uid uuid;
  lock public.account_locks;
  failures integer := 0;
  fifth timestamptz;
begin
  -- 60 reads a minute per client: the login page reads once per attempt.
  if not private.is_trusted_caller()
     and not private.hit_rate_limit(coalesce((select auth.uid())::text, private.request_ip(), 'anonymous'),
       case when (select auth.uid()) is null then 'ip' else 'user' end, 'get_login_security_status', 60, 1) then
    raise exception 'طلبات كثيرة. يرجى المحاولة بعد دقيقة' using errcode = 'P0001', hint = 'rate_limited';
  end if;
  if ident = '' then
    return query select 0, false, null::timestamptz, 0, false;
    return;
  end if;
  select u.id into uid from auth.users u where lower(u.email) = ident limit 1;

  select count(*) into failures from private.reported_login_failures r
   where r.email = ident and r.created_at > now() - interval '15 minutes';

  if uid is not null then
    lock := private.active_lock(uid);
    if lock.id is not null then
      return query select greatest(failures, lock.failed_attempts), true, lock.locked_until, failures, false;
      return;
    end if;
  end if;

  -- Five refused sign-ins read as a lock for every address alike (the hook locks a real account
  -- on the same five; an unknown address shows the same screen).
  if failures >= 5 then
    select r.created_at into fifth from private.reported_login_failures r
     where r.email = ident and r.created_at > now() - interval '15 minutes'
     order by r.created_at offset 4 limit 1;
    return query select failures, true, fifth + interval '3 days', failures, false;
    return;
  end if;
  return query select failures, false, null::timestamptz, failures, false;
end
$$;
comment on function public.get_login_security_status(text) is
  'Lock state for the login page from server-written facts only (refusals the sign-in function recorded, account_locks), the same for every address; 60 reads a minute per client. is_admin is never disclosed (always false).';
revoke execute on function public.get_login_security_status(text) from public, anon, authenticated;
grant execute on function public.get_login_security_status(text) to anon, authenticated, service_role;
