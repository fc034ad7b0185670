-- Issue 49, account security: every password write of the auth server (settings, recovery link,
-- admin API) queues «تم تغيير كلمة المرور» in the same transaction, with a one-time link that
-- locks the account if the change was not the owner's; a sign-in from a device the account has
-- not used before queues «تسجيل دخول من جهاز جديد» with the device and the address.

-- One-time lock links: only the token's hash is kept. A link serves 7 days; using one spends
-- every open link of the account.
create table private.account_lock_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz
);
revoke all on table private.account_lock_tokens from public, anon, authenticated;
create index account_lock_tokens_user_idx on private.account_lock_tokens (user_id);
comment on table private.account_lock_tokens is
  'Issue 49: hashes of the lock links mailed with «تم تغيير كلمة المرور» (7 days, one use).';

-- The devices an account has signed in from (the auth session's user agent), so a new one is
-- told apart. Kept when sessions end; removed with the account.
create table private.known_devices (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  device text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  unique (user_id, device)
);
revoke all on table private.known_devices from public, anon, authenticated;
comment on table private.known_devices is
  'Issue 49: user agents an account has signed in from, for the new-device sign-in mail.';

-- The account's name for a greeting (never an address).
create or replace function private.account_display_name(_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''))
    from auth.users u left join public.profiles p on p.id = u.id
   where u.id = _user_id
$$;
revoke execute on function private.account_display_name(uuid) from public, anon, authenticated;

-- 20261125150000's trigger function, plus the mail. An emptied password (the lock below) is not
-- a change the owner made, so it records and mails nothing here.
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
  lock_token text;
  lock_id uuid;
begin
  if new.encrypted_password is not distinct from old.encrypted_password
     or coalesce(new.encrypted_password, '') = '' then
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
  if addr <> '' then
    -- The same 43-character token and hash as the company invitations' links.
    lock_token := private.company_new_token();
    insert into private.account_lock_tokens (user_id, token_hash)
    values (new.id, private.company_token_hash(lock_token))
    returning id into lock_id;
    perform private.enqueue_mail('password_changed', addr, new.id,
      jsonb_build_object(
        'name', private.account_display_name(new.id),
        'changed_at', now(),
        'via_recovery', via_recovery,
        -- secret_link: the outbox removes it from the row once the mail is sent.
        'secret_link', '/account/lock?token=' || lock_token),
      'password_changed:' || lock_id);
  end if;
  return null;
end
$$;
revoke execute on function private.on_auth_password_changed() from public, anon, authenticated;

-- The lock link: ends every session, empties the password (the next sign-in needs the
-- forgotten-password mail, which only the mailbox's owner receives) and cancels a pending e-mail
-- change. One answer for an unknown, spent or expired link.
create or replace function rpc_definer.lock_account(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target uuid;
  ended integer;
begin
  perform private.enforce_rate_limit('account_lock', 30, 30, 10);
  if coalesce(p_token, '') ~ '^[A-Za-z0-9_-]{43}$' then
    select t.user_id into target from private.account_lock_tokens t
     where t.token_hash = private.company_token_hash(p_token)
       and t.used_at is null and t.expires_at > now()
     for update;
  end if;
  if target is null then
    return jsonb_build_object('success', false, 'code', 'invalid_link',
      'message', 'رابط القفل غير صالح أو انتهت صلاحيته أو سبق استخدامه.');
  end if;
  update private.account_lock_tokens t set used_at = now()
   where t.user_id = target and t.used_at is null;
  update auth.users u
     set encrypted_password = '', email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
   where u.id = target;
  delete from auth.sessions s where s.user_id = target;
  get diagnostics ended = row_count;
  perform private.record_security_event('account_locked',
    'The owner locked the account from the password-changed mail: sessions ended, password emptied',
    target, 'high', jsonb_build_object('sessions_ended', ended));
  return jsonb_build_object('success', true);
end
$$;
comment on function rpc_definer.lock_account(text) is
  'Anyone with the link of a «تم تغيير كلمة المرور» mail (7 days, once): ends every session of the account, empties its password (a reset is needed) and cancels a pending e-mail change.';
revoke execute on function rpc_definer.lock_account(text) from public, anon, authenticated;
grant execute on function rpc_definer.lock_account(text) to anon, authenticated, service_role;

create or replace function public.lock_account(p_token text)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.lock_account(p_token);
end
$$;
comment on function public.lock_account(text) is
  'Anyone with the link of a «تم تغيير كلمة المرور» mail (7 days, once): ends every session of the account, empties its password (a reset is needed) and cancels a pending e-mail change.';
revoke execute on function public.lock_account(text) from public;
grant execute on function public.lock_account(text) to anon, authenticated, service_role;

-- A new auth session (password, Google, recovery link): its user agent is a known device of the
-- account or a new one. The account's first device (its sign-up) is recorded without a mail.
create or replace function private.on_auth_session_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  agent text := left(coalesce(nullif(btrim(new.user_agent), ''), 'unknown'), 500);
  addr text;
  seen_before boolean;
  is_new boolean;
begin
  select exists (select 1 from private.known_devices d where d.user_id = new.user_id)
    into seen_before;
  insert into private.known_devices as d (user_id, device)
  values (new.user_id, agent)
  on conflict (user_id, device) do update set last_seen_at = now()
  returning (xmax = 0) into is_new;
  if not (is_new and seen_before) then
    return null;
  end if;
  select lower(u.email) into addr from auth.users u
   where u.id = new.user_id and coalesce(u.email, '') <> '' and not u.is_anonymous;
  if addr is not null then
    perform private.enqueue_mail('new_device_sign_in', addr, new.user_id,
      jsonb_build_object(
        'name', private.account_display_name(new.user_id),
        'device', agent,
        'ip', host(new.ip),
        'signed_in_at', new.created_at),
      'new_device_sign_in:' || new.id);
  end if;
  return null;
end
$$;
revoke execute on function private.on_auth_session_created() from public, anon, authenticated;

create trigger on_auth_session_created after insert on auth.sessions
  for each row execute function private.on_auth_session_created();
