-- Issue 41, finding 5: the limiters told whether a username and an e-mail belong to one account.
--
-- password_reset_allowed and sign_in_attempt_allowed counted their per-identifier limit under
-- the account's address (private.login_email resolves a username to its account's e-mail), and
-- the sign-in function recorded refusals for the login status under that address too. So five
-- resets by a username, then one by a candidate e-mail, answered 429 only if both named the same
-- account (ten sign-ins the same; one refused sign-in by username moved the e-mail's displayed
-- count). Now every count a caller can observe is kept under the identifier as typed (trimmed,
-- lower-cased): what one identifier spends shows on that identifier only.
--
-- What stays per account, where the answer cannot tell:
-- - guesses: the auth hook counts failures per user id whatever was typed (5 in 15 minutes lock
--   the account), so alternating username and e-mail gives no more guesses than before;
-- - recovery mails: at most 5 per account in 15 minutes (password_reset_mail_allowed); past it
--   the function answers exactly as when it mails, so the budget is not an oracle either.
-- The per-address limits are unchanged (30 resets in 15 minutes, 120 sign-ins a minute).

-- The identifier as the login and reset forms send it; the key of every per-identifier count.
create or replace function private.typed_identifier(_identifier text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(lower(btrim(coalesce(_identifier, ''))), 320)
$$;
revoke execute on function private.typed_identifier(text) from public, anon, authenticated;

-- Every identifier that names the account with this address: the address and the username.
create or replace function private.account_login_identifiers(_email text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array[lower(btrim(coalesce(_email, '')))] || coalesce(
    (select array_agg(lower(p.username)) from public.profiles p
      where lower(p.email) = lower(btrim(coalesce(_email, ''))) and p.username is not null),
    '{}'::text[])
$$;
revoke execute on function private.account_login_identifiers(text) from public, anon, authenticated;

create or replace function public.password_reset_allowed(p_ip text, p_identifier text)
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
  ok := private.hit_rate_limit(coalesce(nullif(p_ip, ''), 'unknown'), 'ip', 'password_reset', 30, 15);
  ok := private.hit_rate_limit(coalesce(nullif(private.typed_identifier(p_identifier), ''), 'unknown'),
    'identifier', 'password_reset', 5, 15) and ok;
  return ok;
end
$$;
comment on function public.password_reset_allowed(text, text) is
  'Service role only (the password-reset edge function): 30 reset requests per IP and 5 per identifier as typed (trimmed, lower-cased) in 15 minutes; the answer never depends on which account the identifier names.';
revoke execute on function public.password_reset_allowed(text, text) from public, anon, authenticated;
grant execute on function public.password_reset_allowed(text, text) to service_role;

-- The password-reset function's mail budget per account (the resolved address): 5 recovery mails
-- in 15 minutes, however the account was named. Past it the function answers as if it had mailed.
create or replace function public.password_reset_mail_allowed(p_email text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  return private.hit_rate_limit(coalesce(nullif(private.typed_identifier(p_email), ''), 'unknown'),
    'email', 'password_reset_mail', 5, 15);
end
$$;
comment on function public.password_reset_mail_allowed(text) is
  'Service role only (the password-reset edge function): true for the first 5 recovery mails to an address in 15 minutes; the caller answers the same either way.';
revoke execute on function public.password_reset_mail_allowed(text) from public, anon, authenticated;
grant execute on function public.password_reset_mail_allowed(text) to service_role;

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
  ok := private.hit_rate_limit(coalesce(nullif(private.typed_identifier(p_identifier), ''), 'unknown'),
    'identifier', 'sign_in', 10, 1) and ok;
  return ok;
end
$$;
comment on function public.sign_in_attempt_allowed(text, text) is
  'Service role only (the sign-in edge function): 120 sign-in attempts a minute per IP, 10 per identifier as typed (trimmed, lower-cased); the account''s guesses are bounded by the auth hook''s lock.';
revoke execute on function public.sign_in_attempt_allowed(text, text) from public, anon, authenticated;
grant execute on function public.sign_in_attempt_allowed(text, text) to service_role;

-- The refusals the login status shows are recorded under the identifier as typed; a success
-- clears every identifier of the account (the hook's own count restarts after a success too).
-- The parameter is renamed, so the function is replaced rather than redefined.
drop function if exists public.record_sign_in_result(text, boolean);
create function public.record_sign_in_result(p_identifier text, p_success boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  typed text := private.typed_identifier(p_identifier);
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  if typed = '' then
    return;
  end if;
  if p_success then
    delete from private.reported_login_failures r
     where r.email = typed
        or r.email = any(private.account_login_identifiers(private.login_email(typed)));
  else
    insert into private.reported_login_failures (email) values (typed);
  end if;
end
$$;
comment on function public.record_sign_in_result(text, boolean) is
  'Service role only (the sign-in edge function): records a refused password sign-in under the identifier as typed, or clears the counts of every identifier of the account after a success.';
revoke execute on function public.record_sign_in_result(text, boolean) from public, anon, authenticated;
grant execute on function public.record_sign_in_result(text, boolean) to service_role;

comment on table private.reported_login_failures is
  'Password sign-ins the auth server refused, per identifier as typed (trimmed, lower-cased; the column is named email for history), recorded by the sign-in edge function for known and unknown identifiers alike; read by get_login_security_status.';

-- The displayed count is the typed identifier's own. The account's lock (account_locks) is still
-- shown for any identifier of the account: it is the lock the spec shows its owner, and it takes
-- five wrong passwords, which lock the account, to see it (docs/security.md, issue 41).
-- The definer behind public's invoker wrapper (20261124140000_invoker_rpcs.sql).
create or replace function rpc_definer.get_login_security_status(identifier text)
returns table (failed_attempts integer, is_locked boolean, locked_until timestamptz,
  recent_attempts_count integer, is_admin boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  typed text := private.typed_identifier(identifier);
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
  if typed = '' then
    return query select 0, false, null::timestamptz, 0, false;
    return;
  end if;
  select u.id into uid from auth.users u where lower(u.email) = ident limit 1;

  select count(*) into failures from private.reported_login_failures r
   where r.email = typed and r.created_at > now() - interval '15 minutes';

  if uid is not null then
    lock := private.active_lock(uid);
    if lock.id is not null then
      return query select greatest(failures, lock.failed_attempts), true, lock.locked_until, failures, false;
      return;
    end if;
  end if;

  -- Five refused sign-ins read as a lock for every identifier alike (the hook locks a real
  -- account on the same five; an unknown identifier shows the same screen).
  if failures >= 5 then
    select r.created_at into fifth from private.reported_login_failures r
     where r.email = typed and r.created_at > now() - interval '15 minutes'
     order by r.created_at offset 4 limit 1;
    return query select failures, true, fifth + interval '3 days', failures, false;
    return;
  end if;
  return query select failures, false, null::timestamptz, failures, false;
end
$$;
revoke execute on function rpc_definer.get_login_security_status(text) from public;
grant execute on function rpc_definer.get_login_security_status(text) to anon, authenticated, service_role;
comment on function rpc_definer.get_login_security_status(text) is
  'Lock state for the login page from server-written facts only: the refusals the sign-in function recorded for this identifier as typed, and the account''s lock (account_locks); is_admin is never disclosed (always false). 60 reads a minute per client.';
comment on function public.get_login_security_status(text) is
  'Lock state for the login page from server-written facts only: the refusals the sign-in function recorded for this identifier as typed, and the account''s lock (account_locks); is_admin is never disclosed (always false). 60 reads a minute per client.';

-- An unlock, an admin reset and a recovery link clear the displayed counts of every identifier
-- of the account, not only its address.
create or replace function private.clear_reported_failures_on_unlock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.unlocked_at is not null and old.unlocked_at is null then
    delete from private.reported_login_failures r
     where r.email = any(private.account_login_identifiers(new.email));
  end if;
  return null;
end
$$;
revoke execute on function private.clear_reported_failures_on_unlock() from public, anon, authenticated;

create or replace function rpc_definer.reset_failed_attempts(user_email text)
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
  delete from private.reported_login_failures r
   where r.email = any(private.account_login_identifiers(addr));
  perform private.record_audit('reset_failed_attempts', (select auth.uid()), 'email', addr,
    null, jsonb_build_object('cleared', n), '{}'::jsonb);
  return jsonb_build_object('success', true, 'cleared', n);
end
$$;
revoke execute on function rpc_definer.reset_failed_attempts(text) from public, anon;
grant execute on function rpc_definer.reset_failed_attempts(text) to authenticated, service_role;
comment on function rpc_definer.reset_failed_attempts(text) is
  'Stops counting past failed attempts for an e-mail and the account''s username (admin or service_role), for the auth hook and the login page alike.';
comment on function public.reset_failed_attempts(text) is
  'Stops counting past failed attempts for an e-mail and the account''s username (admin or service_role), for the auth hook and the login page alike.';

create or replace function private.on_auth_password_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  addr text := lower(coalesce(new.email, ''));
  -- The recovery link was mailed within its validity (config.toml otp_expiry = 1 hour).
  via_recovery boolean := new.recovery_sent_at is not null
    and new.recovery_sent_at > now() - interval '1 hour';
begin
  if new.encrypted_password is not distinct from old.encrypted_password then
    return null;
  end if;
  perform private.record_security_event(
    case when via_recovery then 'password_reset' else 'password_changed' end,
    case when via_recovery then 'Password set through a recovery link; other sessions ended'
         else 'Password changed; other sessions ended' end,
    new.id, 'medium', jsonb_build_object('via_recovery', via_recovery));
  if via_recovery and addr <> '' then
    update public.login_attempts a set counted = false
     where a.email = addr and not a.success and a.counted;
    delete from private.reported_login_failures r
     where r.email = any(private.account_login_identifiers(addr));
    update public.account_locks l set unlocked_at = now()
     where l.user_id = new.id and l.unlocked_at is null and l.locked_until > now();
  end if;
  return null;
end
$$;
revoke execute on function private.on_auth_password_changed() from public, anon, authenticated;
