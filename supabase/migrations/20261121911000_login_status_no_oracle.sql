-- get_login_security_status told whether an account exists (found by the abuse suite): a wrong
-- password sent straight to /auth/v1/token is counted by the auth hook for a real account only
-- (GoTrue never calls the hook for an unknown address), so one raw attempt followed by one status
-- read answered failed_attempts = 1 for a real address and 0 for an unknown one.
-- The status now counts, for every address alike, the failures the login page reports
-- (log_security_event 'failed_login_attempt', metadata.email), kept by a trigger in
-- private.reported_login_failures. The lock itself (account_locks, written by the hook from the
-- server's own count) is unchanged and still shown; reports stop counting after an admin unlock
-- or reset_failed_attempts, as the hook's do. Unknown usernames read the same address
-- resolve_login_identifier gives them, which is the one the login page reports.

create table private.reported_login_failures (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default now()
);
comment on table private.reported_login_failures is
  'Failed sign-ins the login page reported (through log_security_event), per address; read by get_login_security_status.';
create index reported_login_failures_email_idx on private.reported_login_failures (email, created_at desc);
revoke all on table private.reported_login_failures from public, anon, authenticated;
grant select on table private.reported_login_failures to service_role;

create or replace function private.note_reported_login_failure()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  addr text := lower(btrim(coalesce(new.metadata ->> 'email', new.metadata ->> 'identifier', '')));
begin
  if addr <> '' then
    insert into private.reported_login_failures (email) values (left(addr, 320));
  end if;
  return null;
end
$$;
revoke execute on function private.note_reported_login_failure() from public, anon, authenticated;

create trigger security_events_reported_login_failure
  after insert on public.security_events
  for each row when (new.event_type = 'failed_login_attempt')
  execute function private.note_reported_login_failure();

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
  cleared timestamptz;
  failures integer := 0;
  recent integer := 0;
  fifth timestamptz;
begin
  if ident <> '' and ident not like '%@%' then
    select lower(p.email) into resolved from public.profiles p where lower(p.username) = ident limit 1;
    ident := coalesce(resolved,
      'user-' || left(encode(extensions.digest(ident, 'sha256'), 'hex'), 24) || '@accounts.sanad.invalid');
  end if;
  select u.id into uid from auth.users u where lower(u.email) = ident limit 1;

  -- Reports made before the last unlock or reset no longer count.
  cleared := greatest(
    (select max(l.unlocked_at) from public.account_locks l where l.user_id = uid),
    (select max(a.created_at) from public.audit_log a
      where a.action = 'reset_failed_attempts' and a.target_id = ident));

  select count(*) filter (where r.created_at > coalesce(cleared, '-infinity')), count(*)
    into failures, recent
    from private.reported_login_failures r
   where r.email = ident and r.created_at > now() - interval '15 minutes';

  if uid is not null then
    lock := private.active_lock(uid);
    if lock.id is not null then
      return query select greatest(failures, lock.failed_attempts), true, lock.locked_until, recent, false;
      return;
    end if;
  end if;

  -- Five reported failures read as a lock for every address alike.
  if failures >= 5 then
    select r.created_at into fifth from private.reported_login_failures r
     where r.email = ident and r.created_at > now() - interval '15 minutes'
       and r.created_at > coalesce(cleared, '-infinity')
     order by r.created_at offset 4 limit 1;
    return query select failures, true, fifth + interval '3 days', recent, false;
    return;
  end if;
  return query select failures, false, null::timestamptz, recent, false;
end
$$;
comment on function public.get_login_security_status(text) is
  'Lock state for the login page, the same for every address: failures the login page reported in the last 15 minutes, and the lock. is_admin is never disclosed (always false).';
revoke execute on function public.get_login_security_status(text) from public, anon, authenticated;
grant execute on function public.get_login_security_status(text) to anon, authenticated, service_role;
