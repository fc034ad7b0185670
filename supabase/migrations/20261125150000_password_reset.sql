-- Issue 30, forgotten password: the `password-reset` edge function's rate limits, and what the
-- database does when a password changes (a security event; after a recovery link the failed
-- attempts stop counting and a lock is lifted, since the owner proved the mailbox is theirs).

-- The password-reset function's gate: counts one request per client IP and per address.
-- 30 in 15 minutes per IP (an office behind one address), 5 in 15 minutes per address (a person
-- who did not find the mail asks again; a script cannot flood one mailbox). Unknown addresses
-- count exactly like known ones, so the answer reveals nothing.
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
  ok := private.hit_rate_limit(private.login_email(p_identifier), 'email', 'password_reset', 5, 15) and ok;
  return ok;
end
$$;
comment on function public.password_reset_allowed(text, text) is
  'Service role only (the password-reset edge function): 30 reset requests per IP and 5 per address in 15 minutes.';
revoke execute on function public.password_reset_allowed(text, text) from public, anon, authenticated;
grant execute on function public.password_reset_allowed(text, text) to service_role;

-- Fires on every password write of the auth server (reset link, settings, admin API).
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
    delete from private.reported_login_failures r where r.email = addr;
    update public.account_locks l set unlocked_at = now()
     where l.user_id = new.id and l.unlocked_at is null and l.locked_until > now();
  end if;
  return null;
end
$$;
revoke execute on function private.on_auth_password_changed() from public, anon, authenticated;

create trigger on_auth_user_password_changed after update of encrypted_password on auth.users
  for each row execute function private.on_auth_password_changed();
