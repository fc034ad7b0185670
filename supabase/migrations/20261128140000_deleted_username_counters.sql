-- Issue 41: since the per-identifier counts are kept under the identifier as typed
-- (20261128120000), a refused sign-in or a reset asked by username leaves that username in
-- private.reported_login_failures and public.rate_limits. delete_account removes what is kept
-- under the account's id and verified address (20261128110000); the username is the account's
-- own too (unique to it), so its counters go when its profile goes (the profile cascades from
-- auth.users in delete_account).
create or replace function private.forget_username_counters()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  typed text := private.typed_identifier(old.username);
begin
  if typed <> '' then
    delete from private.reported_login_failures r where r.email = typed;
    delete from public.rate_limits r where r.identifier = typed and r.identifier_type = 'identifier';
  end if;
  return null;
end
$$;
comment on function private.forget_username_counters() is
  'AFTER DELETE on profiles: the sign-in and reset counts kept under the account''s username go with it.';
revoke execute on function private.forget_username_counters() from public, anon, authenticated;
create trigger profiles_forget_username_counters after delete on public.profiles
  for each row when (old.username is not null)
  execute function private.forget_username_counters();
