-- Leads: the waiting list with invite (referral) codes, newsletter subscribers and contact
-- messages. Visitors write only through the RPCs below (validated, rate-limited, atomic);
-- nobody but admins reads any of these tables.
--
-- The public RPCs answer refusals as a result ({success: false, code, message}) instead of
-- raising: a raised error rolls back the transaction, and with it the rate-limit counter, so
-- duplicate e-mails and wrong invite codes could then be tried without limit.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.referral_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9]{4,20}$'),
  description text not null default '',
  active boolean not null default true,
  usage_count integer not null default 0 check (usage_count >= 0),
  max_uses integer check (max_uses is null or max_uses > 0),
  expires_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.referral_codes is
  'Invite codes for the waiting list. Admins only (anon cannot read them); join_waitlist checks and counts them.';
create index referral_codes_created_by_idx on public.referral_codes (created_by);

create table public.waiting_list (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 2 and 100),
  email text not null unique check (email = lower(btrim(email)) and length(email) <= 254),
  invite_code text check (invite_code is null or invite_code = upper(invite_code)),
  ip_address text,
  user_agent text check (user_agent is null or length(user_agent) <= 500),
  created_at timestamptz not null default now()
);
comment on table public.waiting_list is
  'Pre-launch sign-ups (e-mail trimmed and lower-cased, invite code upper-cased). Written by join_waitlist; admins read.';
create index waiting_list_invite_code_idx on public.waiting_list (invite_code) where invite_code is not null;
create index waiting_list_created_at_idx on public.waiting_list (created_at desc);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(btrim(email)) and length(email) <= 254),
  status text not null default 'subscribed' check (status in ('subscribed', 'unsubscribed')),
  source text not null default 'footer' check (length(source) <= 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.newsletter_subscribers is 'Newsletter sign-ups. Written by subscribe_newsletter; admins read and manage.';
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 2 and 100),
  email text not null check (length(email) <= 254),
  subject text not null check (length(subject) between 2 and 200),
  message text not null check (length(message) between 10 and 5000),
  status text not null default 'new' check (status in ('new', 'read', 'replied', 'archived')),
  user_id uuid references auth.users (id) on delete set null,
  ip_address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Contact-form messages. Written by submit_contact_message; admins read and set status.';
create index contact_messages_user_idx on public.contact_messages (user_id);
create index contact_messages_status_created_idx on public.contact_messages (status, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- RLS: admins only, for every operation the admin UI needs.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['referral_codes', 'waiting_list', 'newsletter_subscribers', 'contact_messages'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format('grant select, delete on table public.%I to authenticated', t);
    execute format('create policy "%s: admins read" on public.%I for select to authenticated using ((select private.is_admin()))', t, t);
    execute format('create policy "%s: admins delete" on public.%I for delete to authenticated using ((select private.is_admin()))', t, t);
    execute format('create trigger %s_audit after insert or update or delete on public.%I for each row execute function private.audit_admin_write(''id'')', t, t);
  end loop;
end
$$;

grant insert (code, description, active, max_uses, expires_at) on table public.referral_codes to authenticated;
grant update (description, active, max_uses, expires_at) on table public.referral_codes to authenticated;
create policy "referral_codes: admins insert" on public.referral_codes
  for insert to authenticated with check ((select private.is_admin()));
create policy "referral_codes: admins update" on public.referral_codes
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

grant update (status) on table public.newsletter_subscribers to authenticated;
create policy "newsletter_subscribers: admins update" on public.newsletter_subscribers
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

grant update (status) on table public.contact_messages to authenticated;
create policy "contact_messages: admins update" on public.contact_messages
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create trigger referral_codes_touch_updated_at before update on public.referral_codes
  for each row execute function private.touch_updated_at();
create trigger newsletter_subscribers_touch_updated_at before update on public.newsletter_subscribers
  for each row execute function private.touch_updated_at();
create trigger contact_messages_touch_updated_at before update on public.contact_messages
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------------
-- btrim only strips spaces; pasted addresses also carry tabs, newlines and no-break spaces.
create or replace function private.trim_all(_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(coalesce(_value, ''), '^[\s\u00A0\u200B-\u200F\uFEFF]+|[\s\u00A0\u200B-\u200F\uFEFF]+$', '', 'g')
$$;
revoke execute on function private.trim_all(text) from public, anon, authenticated;

create or replace function private.is_valid_email(_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select _email is not null
     and length(_email) between 6 and 254
     and _email ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
$$;
comment on function private.is_valid_email(text) is 'Address shape check used by the lead RPCs (no < > or quotes can pass).';
revoke execute on function private.is_valid_email(text) from public, anon, authenticated;

create or replace function private.lead_result(_success boolean, _code text, _message text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('success', _success, 'code', _code, 'message', _message)
$$;
revoke execute on function private.lead_result(boolean, text, text) from public, anon, authenticated;

-- Counts one request against the e-mail (the spec's identifier) and, when the request carries a
-- client address, against that address too, so rotating e-mails does not escape the limit.
create or replace function private.lead_rate_limit_ok(_email text, _endpoint text, _per_email integer, _per_ip integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  ip text := private.request_ip();
  ok boolean;
begin
  ok := public.check_rate_limit(coalesce(nullif(_email, ''), 'unknown'), 'user', _endpoint, _per_email, 60);
  if ip is not null then
    ok := private.hit_rate_limit(ip, 'ip', _endpoint, _per_ip, 60) and ok;
  end if;
  return ok;
end
$$;
revoke execute on function private.lead_rate_limit_ok(text, text, integer, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- join_waitlist
-- ---------------------------------------------------------------------------------------------
create or replace function public.join_waitlist(
  p_name text,
  p_email text,
  p_invite_code text default null,
  p_user_agent text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.trim_all(p_name);
  v_email text := lower(private.trim_all(p_email));
  v_code text := nullif(upper(private.trim_all(p_invite_code)), '');
  v_referral uuid;
  v_id uuid;
begin
  if not private.lead_rate_limit_ok(v_email, 'join_waitlist', 100, 300) then
    return private.lead_result(false, 'rate_limited', 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً');
  end if;
  if length(v_name) < 2 or length(v_name) > 100 or v_name ~* '<|>|javascript:' then
    return private.lead_result(false, 'invalid_name', 'يرجى إدخال اسم صحيح (من 2 إلى 100 حرف)');
  end if;
  if not private.is_valid_email(v_email) then
    return private.lead_result(false, 'invalid_email', 'البريد الإلكتروني غير صحيح');
  end if;

  if v_code is not null then
    -- Locked so a code with max_uses cannot be over-used by simultaneous sign-ups.
    select r.id into v_referral
      from public.referral_codes r
     where r.code = v_code
       and r.active
       and (r.expires_at is null or r.expires_at > now())
       and (r.max_uses is null or r.usage_count < r.max_uses)
     for update;
    if v_referral is null then
      return private.lead_result(false, 'invalid_invite', 'رمز الدعوة غير صالح أو منتهي الصلاحية');
    end if;
  end if;

  insert into public.waiting_list (name, email, invite_code, ip_address, user_agent)
  values (v_name, v_email, v_code, private.request_ip(),
          left(coalesce(nullif(btrim(p_user_agent), ''), private.request_user_agent()), 500))
  on conflict (email) do nothing
  returning id into v_id;
  if v_id is null then
    return private.lead_result(false, 'duplicate_email', 'هذا البريد الإلكتروني مسجل مسبقاً في قائمة الانتظار');
  end if;

  if v_referral is not null then
    update public.referral_codes set usage_count = usage_count + 1 where id = v_referral;
  end if;
  return private.lead_result(true, 'ok', 'تم التسجيل بنجاح! شكراً لانضمامك، سنخبرك فور الإطلاق');
end
$$;
comment on function public.join_waitlist(text, text, text, text) is
  'Waitlist sign-up in one transaction: rate limit (100/h per e-mail), invite check against active referral codes, insert, referral count. Returns {success, code, message}; code is ok | invalid_invite | duplicate_email | rate_limited | invalid_name | invalid_email.';
revoke execute on function public.join_waitlist(text, text, text, text) from public, anon, authenticated;
grant execute on function public.join_waitlist(text, text, text, text) to anon, authenticated, service_role;

-- The spec's standalone counter, kept for the service (the browser goes through join_waitlist).
create or replace function public.increment_referral_usage(referral_code text)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with updated as (
    update public.referral_codes r
       set usage_count = r.usage_count + 1
     where r.code = upper(btrim(referral_code)) and r.active
    returning 1
  )
  select exists (select 1 from updated)
$$;
comment on function public.increment_referral_usage(text) is
  'Adds one use to an active referral code; true when one was counted. service_role only.';
revoke execute on function public.increment_referral_usage(text) from public, anon, authenticated;
grant execute on function public.increment_referral_usage(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- subscribe_newsletter
-- ---------------------------------------------------------------------------------------------
create or replace function public.subscribe_newsletter(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(private.trim_all(p_email));
  v_status text;
begin
  if not private.lead_rate_limit_ok(v_email, 'subscribe_newsletter', 10, 100) then
    return private.lead_result(false, 'rate_limited', 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً');
  end if;
  if not private.is_valid_email(v_email) then
    return private.lead_result(false, 'invalid_email', 'البريد الإلكتروني غير صحيح');
  end if;
  select s.status into v_status from public.newsletter_subscribers s where s.email = v_email for update;
  if v_status = 'subscribed' then
    -- Kind and identical in tone to a new subscription; reveals nothing beyond that.
    return private.lead_result(true, 'already_subscribed', 'أنت مشترك بالفعل في نشرتنا البريدية، شكراً لاهتمامك');
  end if;
  insert into public.newsletter_subscribers (email, status) values (v_email, 'subscribed')
  on conflict (email) do update set status = 'subscribed';
  return private.lead_result(true, 'subscribed', 'تم الاشتراك في النشرة البريدية بنجاح');
end
$$;
comment on function public.subscribe_newsletter(text) is
  'Newsletter sign-up (rate-limited). Returns {success, code, message}; code is subscribed | already_subscribed | rate_limited | invalid_email.';
revoke execute on function public.subscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- submit_contact_message
-- ---------------------------------------------------------------------------------------------
create or replace function public.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.trim_all(p_name);
  v_email text := lower(private.trim_all(p_email));
  v_subject text := private.trim_all(p_subject);
  v_message text := private.trim_all(p_message);
begin
  if not private.lead_rate_limit_ok(v_email, 'submit_contact_message', 10, 30) then
    return private.lead_result(false, 'rate_limited', 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً');
  end if;
  if length(v_name) < 2 or length(v_name) > 100 then
    return private.lead_result(false, 'invalid_name', 'يرجى إدخال اسم صحيح (من 2 إلى 100 حرف)');
  end if;
  if not private.is_valid_email(v_email) then
    return private.lead_result(false, 'invalid_email', 'البريد الإلكتروني غير صحيح');
  end if;
  if length(v_subject) < 2 or length(v_subject) > 200 then
    return private.lead_result(false, 'invalid_subject', 'يرجى إدخال موضوع الرسالة (من 2 إلى 200 حرف)');
  end if;
  if length(v_message) < 10 or length(v_message) > 5000 then
    return private.lead_result(false, 'invalid_message', 'يرجى كتابة رسالتك (من 10 إلى 5000 حرف)');
  end if;
  insert into public.contact_messages (name, email, subject, message, user_id, ip_address)
  values (v_name, v_email, v_subject, v_message, (select auth.uid()), private.request_ip());
  return private.lead_result(true, 'ok', 'تم إرسال الرسالة. شكراً لتواصلك معنا، سنرد عليك قريباً');
end
$$;
comment on function public.submit_contact_message(text, text, text, text) is
  'Stores a contact-form message (validated, rate-limited 10/h per e-mail). Returns {success, code, message}; code is ok | rate_limited | invalid_name | invalid_email | invalid_subject | invalid_message.';
revoke execute on function public.submit_contact_message(text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- admin_export_leads: CSV for the admin's download button
-- ---------------------------------------------------------------------------------------------
create or replace function private.csv_cell(_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- Quoted, and a leading = + - @ is defused so spreadsheets do not run it as a formula.
  select '"' || replace(
    case when _value ~ '^[=+\-@\t\r]' then '''' || _value else coalesce(_value, '') end,
    '"', '""') || '"'
$$;
revoke execute on function private.csv_cell(text) from public, anon, authenticated;
grant execute on function private.csv_cell(text) to authenticated, service_role;

create or replace function public.admin_export_leads(p_kind text)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result text;
begin
  if not private.is_admin() and not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح', hint = 'admin_only';
  end if;
  case p_kind
    when 'waitlist' then
      select 'name,email,invite_code,ip_address,user_agent,created_at' || chr(10)
             || coalesce(string_agg(concat_ws(',', private.csv_cell(w.name), private.csv_cell(w.email),
                  private.csv_cell(w.invite_code), private.csv_cell(w.ip_address),
                  private.csv_cell(w.user_agent), private.csv_cell(w.created_at::text)), chr(10)
                  order by w.created_at, w.id), '')
        into result from public.waiting_list w;
    when 'newsletter' then
      select 'email,status,source,created_at' || chr(10)
             || coalesce(string_agg(concat_ws(',', private.csv_cell(n.email), private.csv_cell(n.status),
                  private.csv_cell(n.source), private.csv_cell(n.created_at::text)), chr(10)
                  order by n.created_at, n.id), '')
        into result from public.newsletter_subscribers n;
    when 'contact' then
      select 'name,email,subject,message,status,created_at' || chr(10)
             || coalesce(string_agg(concat_ws(',', private.csv_cell(c.name), private.csv_cell(c.email),
                  private.csv_cell(c.subject), private.csv_cell(c.message), private.csv_cell(c.status),
                  private.csv_cell(c.created_at::text)), chr(10) order by c.created_at, c.id), '')
        into result from public.contact_messages c;
    else
      raise exception using errcode = '22023', message = 'نوع التصدير غير معروف', hint = 'invalid_kind';
  end case;
  return result;
end
$$;
comment on function public.admin_export_leads(text) is
  'CSV (header + rows, oldest first) of waitlist | newsletter | contact. Admins (and service_role) only.';
revoke execute on function public.admin_export_leads(text) from public, anon, authenticated;
grant execute on function public.admin_export_leads(text) to authenticated, service_role;
