-- Accounts (issue 6): the product's own e-mail verification state and the server side of the
-- stricter registration rules (spec doc 1 section 5.2) for profile fields.
--
-- Sign-up returns a session at once ([auth.email] enable_confirmations = false), so GoTrue marks
-- every e-mail address confirmed. Whether the person owns the address is the product's own
-- question, answered by the send-verification-email / verify-email functions; the profile's
-- email_verification_status carries the answer.

-- ---------------------------------------------------------------------------------------------
-- E-mail/password sign-ups through the auth server start 'pending' until the link is opened.
-- Google sign-ups (provider google) keep 'verified': Google has verified the address. Rows
-- written directly in the database (seed, fixtures) are left as their e-mail confirmation says.
-- ---------------------------------------------------------------------------------------------
create or replace function private.is_auth_server()
returns boolean
language sql
stable
set search_path = ''
as $$
  -- GoTrue connects as supabase_auth_admin; the local stack sets that role per transaction.
  select session_user = 'supabase_auth_admin'
      or coalesce(current_setting('role', true), 'none') = 'supabase_auth_admin'
$$;
comment on function private.is_auth_server() is 'True when the statement comes from the auth server (GoTrue).';
revoke execute on function private.is_auth_server() from public, anon, authenticated;
grant execute on function private.is_auth_server() to authenticated, service_role;

create or replace function private.mark_email_signup_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_auth_server()
     and coalesce(new.raw_app_meta_data ->> 'provider', 'email') = 'email'
     and not coalesce(new.is_anonymous, false) then
    update public.profiles p set email_verification_status = 'pending' where p.id = new.id;
  end if;
  return new;
end
$$;
revoke execute on function private.mark_email_signup_pending() from public, anon, authenticated;

-- Fires after on_auth_user_created (triggers run in name order), once the profile exists.
create trigger on_auth_user_created_verification after insert on auth.users
  for each row execute function private.mark_email_signup_pending();

-- ---------------------------------------------------------------------------------------------
-- profiles: the auth server's own e-mail change (PUT /user with autoconfirm) does not prove the
-- new address, so the profile goes back to 'pending'. The product's e-mail change flow confirms
-- through verify-email, which writes 'verified' as service_role afterwards.
-- ---------------------------------------------------------------------------------------------
create or replace function private.profiles_keep_verification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_auth_server() and new.email is distinct from old.email then
    new.email_verification_status := 'pending';
  end if;
  return new;
end
$$;
revoke execute on function private.profiles_keep_verification() from public, anon, authenticated;

create trigger profiles_keep_verification before update of email on public.profiles
  for each row execute function private.profiles_keep_verification();

-- ---------------------------------------------------------------------------------------------
-- profiles: name and phone as the stricter registration schema defines them, for what API
-- callers write. Messages are the spec's; the client shows them.
-- ---------------------------------------------------------------------------------------------
create or replace function private.valid_person_name(_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(btrim(_name)) between 2 and 100
     and btrim(_name) !~* '<\s*/?\s*script|javascript\s*:|\mon[a-z]+\s*='
     -- Arabic letters (with harakat), Latin letters, spaces, hyphen, dot, apostrophe.
     and btrim(_name) ~ '^[A-Za-z\u00C0-\u024F\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\s.''-]+$'
$$;
comment on function private.valid_person_name(text) is
  'Spec 5.2 name rule: 2-100 characters of Arabic or Latin letters, spaces, hyphen, dot, apostrophe; no script.';
revoke execute on function private.valid_person_name(text) from public, anon, authenticated;
grant execute on function private.valid_person_name(text) to anon, authenticated, service_role;

-- The wizard accepts international numbers (12 countries): an optional plus, then digits,
-- spaces, hyphens or parentheses, 7 to 15 digits in all. A Saudi number (prefix +966, 00966 or
-- 966) must have exactly 9 digits after the prefix, as the stricter schema says.
create or replace function private.valid_phone_number(_phone text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  compact text := regexp_replace(coalesce(_phone, ''), '[\s()-]', '', 'g');
  digits text := regexp_replace(compact, '\D', '', 'g');
begin
  if btrim(coalesce(_phone, '')) = '' then
    return true;
  end if;
  if _phone !~ '^\s*\+?[0-9\s()-]+$' or char_length(digits) not between 7 and 15 then
    return false;
  end if;
  if compact ~ '^(\+966|00966|966)' then
    return compact ~ '^(\+966|00966|966)[0-9]{9}$';
  end if;
  return true;
end
$$;
comment on function private.valid_phone_number(text) is
  'Phone rule of the wizard and, for Saudi numbers, of the stricter schema (9 digits after the prefix).';
revoke execute on function private.valid_phone_number(text) from public, anon, authenticated;
grant execute on function private.valid_phone_number(text) to anon, authenticated, service_role;

create or replace function private.profiles_validate()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api_role text := coalesce(current_setting('role', true), 'none');
begin
  if api_role not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.full_name is not null
     and (tg_op = 'INSERT' or new.full_name is distinct from old.full_name)
     and not private.valid_person_name(new.full_name) then
    raise exception 'الاسم غير صحيح' using errcode = '23514', hint = 'full_name';
  end if;
  if new.phone_number is not null
     and (tg_op = 'INSERT' or new.phone_number is distinct from old.phone_number)
     and not private.valid_phone_number(new.phone_number) then
    raise exception 'رقم الهاتف غير صحيح' using errcode = '23514', hint = 'phone_number';
  end if;
  if new.phone_number is not null and btrim(new.phone_number) = '' then
    new.phone_number := null;
  end if;
  if new.full_name is not null then
    new.full_name := btrim(new.full_name);
  end if;
  return new;
end
$$;
revoke execute on function private.profiles_validate() from public, anon, authenticated;

create trigger profiles_validate before insert or update on public.profiles
  for each row execute function private.profiles_validate();
