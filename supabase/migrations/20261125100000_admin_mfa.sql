-- Admin MFA (TOTP), enforced by the database from the JWT.
--
-- An administrator's power now needs a second factor: private.is_admin(), the one admin check
-- every admin policy, admin RPC and has_role() answer go through, is true only when the caller
-- holds admin/super_admin AND the access token says `aal = aal2` (the auth server sets it after
-- a verified TOTP code in this session). An admin signed in with a password alone (aal1) is, to
-- every admin table and function, a plain user. The service role and direct database sessions
-- (private.is_trusted_caller) are unaffected.
--
-- The auth server has no recovery codes, so we issue our own (docs/security.md, "Admin MFA"):
-- 10 one-time codes per admin, issued at aal2 right after enrolment and stored only as SHA-256
-- hashes in `private` (not exposed). The `mfa-recovery` edge function spends one for a caller at
-- aal1 (consume_mfa_recovery_code, service role only: rate-limited, audited) and then removes the
-- caller's TOTP factors with the auth admin API, so the admin must enrol a new factor at once.

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
     and exists (
       select 1 from public.user_roles r
        where r.user_id = (select auth.uid())
          and r.role in ('admin'::public.app_role, 'super_admin'::public.app_role)
     )
$$;
comment on function private.is_admin() is
  'True when the current auth.uid() holds admin or super_admin and the access token is aal2 (a verified second factor).';
revoke execute on function private.is_admin() from public, anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What the /518 route guard asks: may I see admin screens, or must I pass MFA first?
-- Invoker: it reads only the caller's own user_roles rows (their RLS allows it) and the caller's
-- own token, so an aal1 admin learns nothing but "second factor needed".
-- ---------------------------------------------------------------------------------------------
create or replace function public.mfa_requirement()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.user_roles r
     where r.user_id = (select auth.uid())
       and r.role in ('admin'::public.app_role, 'super_admin'::public.app_role)
  ) then
    return 'none';
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2' then
    return 'ok';
  end if;
  return 'mfa_required';
end
$$;
comment on function public.mfa_requirement() is
  'For the caller: none (not an admin), mfa_required (an admin whose session is aal1) or ok (an admin at aal2). Whether to enrol or to verify comes from the auth server''s factor list.';
revoke execute on function public.mfa_requirement() from public, anon, authenticated;
grant execute on function public.mfa_requirement() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Recovery codes
-- ---------------------------------------------------------------------------------------------
create table private.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash)
);
comment on table private.mfa_recovery_codes is
  'One-time admin MFA recovery codes: SHA-256 of user id and code only, never the code. Written by issue_mfa_recovery_codes and consume_mfa_recovery_code.';
revoke all on table private.mfa_recovery_codes from public, anon, authenticated;

-- 16 characters of a 32-letter alphabet (80 random bits), without 0/O and 1/I, as XXXX-XXXX-XXXX-XXXX.
create or replace function private.mfa_recovery_hash(_user_id uuid, _code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(_user_id::text || ':' || upper(regexp_replace(coalesce(_code, ''), '[^0-9A-Za-z]', '', 'g')), 'sha256'), 'hex')
$$;
revoke execute on function private.mfa_recovery_hash(uuid, text) from public, anon, authenticated;

create or replace function rpc_definer.issue_mfa_recovery_codes()
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  codes text[] := array[]::text[];
  bytes bytea;
  code text;
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'غير مصرح', hint = 'admin_only';
  end if;
  delete from private.mfa_recovery_codes c where c.user_id = caller;
  for n in 1..10 loop
    bytes := extensions.gen_random_bytes(16);
    code := '';
    for i in 0..15 loop
      -- 256 is a multiple of 32: every letter is equally likely.
      code := code || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
      if i in (3, 7, 11) then code := code || '-'; end if;
    end loop;
    codes := codes || code;
    insert into private.mfa_recovery_codes (user_id, code_hash)
    values (caller, private.mfa_recovery_hash(caller, code));
  end loop;
  perform private.record_audit('mfa_recovery_codes_issued', caller, 'user', caller::text, null,
    jsonb_build_object('count', 10), '{}'::jsonb);
  return codes;
end
$$;
comment on function rpc_definer.issue_mfa_recovery_codes() is
  'Replaces the calling admin''s recovery codes with 10 new ones and returns them once (admins at aal2 only); audited.';
revoke execute on function rpc_definer.issue_mfa_recovery_codes() from public, anon, authenticated;
grant execute on function rpc_definer.issue_mfa_recovery_codes() to authenticated, service_role;

create or replace function public.issue_mfa_recovery_codes()
returns text[]
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.issue_mfa_recovery_codes();
end
$$;
comment on function public.issue_mfa_recovery_codes() is
  'Replaces the calling admin''s recovery codes with 10 new ones and returns them once (admins at aal2 only); audited.';
revoke execute on function public.issue_mfa_recovery_codes() from public, anon, authenticated;
grant execute on function public.issue_mfa_recovery_codes() to authenticated, service_role;

-- Spends one code of p_user_id. Answers ok | invalid | used | rate_limited. Five tries per user
-- in 15 minutes, whatever the outcome; every refusal and every success is a security event.
create or replace function public.consume_mfa_recovery_code(p_user_id uuid, p_code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed text;
  spent uuid;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_user_id is null then
    return 'invalid';
  end if;
  if not private.hit_rate_limit(p_user_id::text, 'user', 'mfa_recovery', 5, 15) then
    perform private.record_security_event('mfa_recovery_rate_limited',
      'Too many recovery code attempts', p_user_id, 'high', '{}'::jsonb);
    return 'rate_limited';
  end if;
  hashed := private.mfa_recovery_hash(p_user_id, left(coalesce(p_code, ''), 64));
  update private.mfa_recovery_codes c set used_at = now()
   where c.user_id = p_user_id and c.code_hash = hashed and c.used_at is null
  returning c.id into spent;
  if spent is not null then
    perform private.record_audit('mfa_recovery_code_used', p_user_id, 'user', p_user_id::text, null,
      jsonb_build_object('remaining', (select count(*) from private.mfa_recovery_codes c
                                        where c.user_id = p_user_id and c.used_at is null)), '{}'::jsonb);
    perform private.record_security_event('mfa_recovery_code_used',
      'MFA recovery code used; TOTP factors removed', p_user_id, 'high', '{}'::jsonb);
    return 'ok';
  end if;
  if exists (select 1 from private.mfa_recovery_codes c
              where c.user_id = p_user_id and c.code_hash = hashed) then
    perform private.record_security_event('mfa_recovery_code_refused',
      'Recovery code already used', p_user_id, 'medium', jsonb_build_object('reason', 'used'));
    return 'used';
  end if;
  perform private.record_security_event('mfa_recovery_code_refused',
    'Wrong recovery code', p_user_id, 'medium', jsonb_build_object('reason', 'invalid'));
  return 'invalid';
end
$$;
comment on function public.consume_mfa_recovery_code(uuid, text) is
  'Spends one MFA recovery code of p_user_id (service role only: the mfa-recovery function). ok | invalid | used | rate_limited; audited.';
revoke execute on function public.consume_mfa_recovery_code(uuid, text) from public, anon, authenticated;
grant execute on function public.consume_mfa_recovery_code(uuid, text) to service_role;
