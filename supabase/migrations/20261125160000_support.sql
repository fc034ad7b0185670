-- Support requests that follow the plan (issue 31).
--
-- A subscriber opens a request with open_support_request(p_subject, p_category, p_message); the
-- database, never the client, sets its support level, priority and first-response target from
-- plans.limits.support_level (email / standard / direct / priority) and the working hours
-- (Sunday–Thursday 9:00–18:00, Saturday 10:00–16:00, Friday closed, Asia/Riyadh):
-- private.support_due_at. The conversation lives in support_messages; the team's internal notes
-- live in their own admin-only table (support_internal_notes), so no select, embed or realtime
-- channel a customer can open reaches them. Every write goes through the functions below
-- (definers in rpc_definer behind SECURITY INVOKER wrappers in public); the tables grant the API
-- roles SELECT only, under RLS: the owner and admins (private.is_admin(), aal2).
--
-- Statuses: open (the team owes an answer by due_at) -> waiting_customer (the team answered)
-- -> resolved; a customer's message reopens, and a customer may reopen a resolved request for
-- 7 days. E-mails (request received with its target, each team reply) are sent by the
-- support-mail edge function, which claims received_mailed_at / mailed_at before sending.

-- ---------------------------------------------------------------------------------------------
-- Targets in working hours
-- ---------------------------------------------------------------------------------------------

-- Working minutes of the first-response target per level (docs/decisions.md, "Support"): email
-- 2 working days and standard 1 (a working day counts as 9 working hours, Sunday's), direct 4
-- working hours, priority 1. src/lib/support-levels.ts shows the same targets (tests compare).
create or replace function private.support_target_minutes(_level text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case _level
    when 'priority' then 60
    when 'direct' then 240
    when 'standard' then 540
    else 1080
  end
$$;
comment on function private.support_target_minutes(text) is
  'First-response target of a support level in working minutes (email 1080, standard 540, direct 240, priority 60; unknown = email).';
revoke execute on function private.support_target_minutes(text) from public, anon, authenticated;
grant execute on function private.support_target_minutes(text) to service_role;

-- The instant `_minutes` working minutes after `_start`: Sunday–Thursday 09:00–18:00, Saturday
-- 10:00–16:00, Friday closed, Asia/Riyadh (UTC+3 all year). A start outside working hours counts
-- from the next opening; a target that ends exactly at closing time is that closing time.
create or replace function private.support_due_at(_start timestamptz, _minutes integer)
returns timestamptz
language plpgsql
immutable
set search_path = ''
as $$
declare
  local_now timestamp := _start at time zone 'Asia/Riyadh';
  remaining interval := make_interval(mins => greatest(coalesce(_minutes, 0), 0));
  day date;
  opens time;
  closes time;
  from_ts timestamp;
  until_ts timestamp;
begin
  if _start is null then
    return null;
  end if;
  -- At most one week of days per 42 working hours; 400 days bound any target we set.
  for step in 1 .. 400 loop
    day := local_now::date;
    opens := case when extract(dow from day) between 0 and 4 then time '09:00'
                  when extract(dow from day) = 6 then time '10:00' end;
    closes := case when extract(dow from day) between 0 and 4 then time '18:00'
                   when extract(dow from day) = 6 then time '16:00' end;
    if opens is not null then
      from_ts := greatest(local_now, day + opens);
      until_ts := day + closes;
      if from_ts < until_ts or (from_ts = until_ts and remaining = interval '0') then
        if remaining <= until_ts - from_ts then
          return (from_ts + remaining) at time zone 'Asia/Riyadh';
        end if;
        remaining := remaining - (until_ts - from_ts);
      end if;
    end if;
    local_now := (day + 1)::timestamp;
  end loop;
  return null;
end
$$;
comment on function private.support_due_at(timestamptz, integer) is
  'The instant _minutes working minutes after _start (Sun–Thu 09:00–18:00, Sat 10:00–16:00, Fri closed, Asia/Riyadh).';
revoke execute on function private.support_due_at(timestamptz, integer) from public, anon, authenticated;
grant execute on function private.support_due_at(timestamptz, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  subject text not null check (char_length(subject) between 3 and 150),
  category text not null check (category in ('billing', 'account', 'content', 'technical', 'other')),
  source text not null default 'help' check (source in ('help', 'contact', 'chat')),
  -- Set by open_support_request from the plan at opening; the client never writes them.
  plan_slug text,
  support_level text not null check (support_level in ('email', 'standard', 'direct', 'priority')),
  priority smallint not null check (priority between 1 and 4),
  status text not null default 'open' check (status in ('open', 'waiting_customer', 'resolved')),
  first_response_due_at timestamptz not null,
  -- When the team owes the next answer (moves on each customer message that reopens the wait).
  due_at timestamptz not null,
  first_response_at timestamptz,
  resolved_at timestamptz,
  assigned_to uuid references auth.users (id) on delete set null,
  -- What the customer saw attached: plan, recent payments, browser details, chat conversation.
  context jsonb not null default '{}'::jsonb,
  received_mailed_at timestamptz,
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.support_tickets is
  'Support requests (issue 31). Owner and admins read; writes only through the support functions. Priority and due times come from the plan''s support_level. In supabase_realtime.';
create index support_tickets_user_idx on public.support_tickets (user_id, last_message_at desc);
-- The admin queue: by due time then priority within a status, and across every status.
create index support_tickets_queue_idx on public.support_tickets (status, due_at, priority desc, created_at);
create index support_tickets_due_idx on public.support_tickets (due_at, priority desc, created_at);
create index support_tickets_assigned_idx on public.support_tickets (assigned_to) where assigned_to is not null;
create index support_tickets_created_idx on public.support_tickets (created_at);

alter table public.support_tickets enable row level security;
revoke all on table public.support_tickets from anon, authenticated;
grant select on table public.support_tickets to authenticated;
grant all on table public.support_tickets to service_role;
create policy "support_tickets: owner or admin reads" on public.support_tickets
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create trigger support_tickets_touch_updated_at before update on public.support_tickets
  for each row execute function private.touch_updated_at();

create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  -- The ticket's owner (denormalised for a one-column policy and realtime's per-row check).
  user_id uuid not null references auth.users (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_role text not null check (author_role in ('customer', 'team')),
  body text not null check (char_length(body) between 1 and 5000),
  mailed_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.support_messages is
  'The conversation of a support request, plain text. Owner and admins read; written only by the support functions. In supabase_realtime. Internal notes are not here (support_internal_notes).';
create index support_messages_ticket_idx on public.support_messages (ticket_id, created_at);
create index support_messages_user_idx on public.support_messages (user_id);
create index support_messages_author_idx on public.support_messages (author_id);

alter table public.support_messages enable row level security;
revoke all on table public.support_messages from anon, authenticated;
grant select on table public.support_messages to authenticated;
grant all on table public.support_messages to service_role;
create policy "support_messages: owner or admin reads" on public.support_messages
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create table public.support_internal_notes (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
comment on table public.support_internal_notes is
  'The team''s notes on a support request. Admins only (the customer never reads them by any path); not in supabase_realtime.';
create index support_internal_notes_ticket_idx on public.support_internal_notes (ticket_id, created_at);
create index support_internal_notes_author_idx on public.support_internal_notes (author_id);

alter table public.support_internal_notes enable row level security;
revoke all on table public.support_internal_notes from anon, authenticated;
grant select on table public.support_internal_notes to authenticated;
grant all on table public.support_internal_notes to service_role;
create policy "support_internal_notes: admins read" on public.support_internal_notes
  for select to authenticated using ((select private.is_admin()));

create table public.support_canned_replies (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 2 and 100),
  body text not null check (char_length(btrim(body)) between 2 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.support_canned_replies is
  'Ready answers the team inserts into a reply at /518/support. Admins only; audited.';

alter table public.support_canned_replies enable row level security;
revoke all on table public.support_canned_replies from anon, authenticated;
grant select, insert, update, delete on table public.support_canned_replies to authenticated;
grant all on table public.support_canned_replies to service_role;
create policy "support_canned_replies: admins read" on public.support_canned_replies
  for select to authenticated using ((select private.is_admin()));
create policy "support_canned_replies: admins insert" on public.support_canned_replies
  for insert to authenticated with check ((select private.is_admin()));
create policy "support_canned_replies: admins update" on public.support_canned_replies
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "support_canned_replies: admins delete" on public.support_canned_replies
  for delete to authenticated using ((select private.is_admin()));
create trigger support_canned_replies_touch_updated_at before update on public.support_canned_replies
  for each row execute function private.touch_updated_at();
create trigger support_canned_replies_audit after insert or update or delete on public.support_canned_replies
  for each row execute function private.audit_admin_write('id');

insert into public.support_canned_replies (title, body) values
  ('ترحيب واستلام', 'شكراً لتواصلك مع فريق سند. استلمنا طلبك ونعمل عليه، وسنوافيك بالتحديث قريباً.'),
  ('طلب تفاصيل إضافية', 'لنساعدك بسرعة، نرجو تزويدنا بخطوات ما حدث ولقطة شاشة إن أمكن.'),
  ('تم الحل', 'تم حل المشكلة من جهتنا. إن احتجت أي شيء آخر فردّ على هذه الرسالة خلال 7 أيام وسيُعاد فتح طلبك.');

-- The messaging number for plans with direct contact (the spec's contact number).
insert into public.site_settings (setting_key, setting_value, description)
values ('support_whatsapp', '+966500000000', 'رقم واتساب الدعم المباشر (الخطط المميزة ومدى الحياة)')
on conflict (setting_key) do nothing;

alter publication supabase_realtime add table public.support_tickets;
alter publication supabase_realtime add table public.support_messages;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

create or replace function private.support_refuse(_message text, _hint text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', _message using errcode = 'P0001', hint = _hint;
end
$$;
comment on function private.support_refuse(text, text) is
  'Raises a support refusal: P0001 (HTTP 400) with the Arabic message and a hint code.';
revoke execute on function private.support_refuse(text, text) from public, anon, authenticated;

-- Plain text a person typed: trimmed, NUL and other C0 controls except tab/newline removed.
create or replace function private.support_clean_text(_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(replace(coalesce(_text, ''), E'\r\n', E'\n'),
                              E'[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]', '', 'g'), E' \t\n')
$$;
revoke execute on function private.support_clean_text(text) from public, anon, authenticated;

create or replace function private.support_check_body(_body text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  body text := private.support_clean_text(_body);
begin
  if char_length(body) < 2 then
    perform private.support_refuse('اكتب رسالتك (حرفان على الأقل)', 'invalid_message');
  end if;
  if char_length(body) > 5000 then
    perform private.support_refuse('الرسالة طويلة جداً (5000 حرف كحد أقصى)', 'invalid_message');
  end if;
  return body;
end
$$;
revoke execute on function private.support_check_body(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Customer functions
-- ---------------------------------------------------------------------------------------------

-- Opens a request for the caller. p_context may carry the browser details ({browser: {...}}),
-- where the request came from ({source: 'help'|'contact'|'chat'}) and the chat conversation
-- ({chat: [{role, text}]}); only those keys are kept, bounded. Plan and recent payments are read
-- here, never taken from the client. Returns the request id.
create or replace function rpc_definer.open_support_request(
  p_subject text, p_category text, p_message text, p_context jsonb default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  subject text := private.support_clean_text(p_subject);
  body text;
  ent jsonb;
  level text;
  source text := 'help';
  browser jsonb := '{}'::jsonb;
  chat jsonb := '[]'::jsonb;
  payments jsonb;
  ctx jsonb;
  ticket uuid;
  due timestamptz;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول لفتح طلب دعم' using errcode = '42501', hint = 'sign_in_required';
  end if;
  if char_length(subject) < 3 or char_length(subject) > 150 then
    perform private.support_refuse('اكتب عنواناً للطلب بين 3 و150 حرفاً', 'invalid_subject');
  end if;
  if p_category is null or p_category not in ('billing', 'account', 'content', 'technical', 'other') then
    perform private.support_refuse('اختر تصنيف الطلب: الفوترة أو الحساب أو المحتوى أو مشكلة تقنية أو أخرى', 'invalid_category');
  end if;
  body := private.support_check_body(p_message);
  if p_context is not null and jsonb_typeof(p_context) = 'object' then
    if p_context ->> 'source' in ('help', 'contact', 'chat') then
      source := p_context ->> 'source';
    end if;
    if jsonb_typeof(p_context -> 'browser') = 'object' then
      select coalesce(jsonb_object_agg(k, left(p_context -> 'browser' ->> k, 300)), '{}'::jsonb)
        into browser
        from unnest(array['userAgent', 'language', 'platform', 'screen', 'timezone', 'page']) as k
       where jsonb_typeof(p_context -> 'browser' -> k) in ('string', 'number');
    end if;
    if jsonb_typeof(p_context -> 'chat') = 'array' then
      select coalesce(jsonb_agg(jsonb_build_object(
               'role', case when m ->> 'role' = 'user' then 'user' else 'assistant' end,
               'text', left(private.support_clean_text(m ->> 'text'), 2000)) order by i), '[]'::jsonb)
        into chat
        from jsonb_array_elements(p_context -> 'chat') with ordinality as e(m, i)
       where i <= 30 and jsonb_typeof(m) = 'object' and jsonb_typeof(m -> 'text') = 'string';
    end if;
  end if;

  perform private.enforce_rate_limit('support_open', 1, 5, 60);

  ent := private.entitlements(caller);
  level := coalesce(ent -> 'limits' ->> 'support_level', 'email');
  if level not in ('email', 'standard', 'direct', 'priority') then
    level := 'email';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'date', t.created_at, 'plan', t.plan_slug, 'amount', t.final_amount,
           'currency', t.currency, 'status', t.status) order by t.created_at desc), '[]'::jsonb)
    into payments
    from (select d.created_at, d.plan_slug, d.final_amount, d.currency, d.status
            from public.tap_payment_details d
           where d.user_id = caller
           order by d.created_at desc limit 3) t;
  ctx := jsonb_build_object('plan', ent ->> 'plan', 'payments', payments, 'browser', browser);
  if jsonb_array_length(chat) > 0 then
    ctx := ctx || jsonb_build_object('chat', chat);
  end if;

  due := private.support_due_at(now(), private.support_target_minutes(level));
  insert into public.support_tickets (user_id, subject, category, source, plan_slug, support_level,
                                      priority, first_response_due_at, due_at, context)
  values (caller, subject, p_category, source, ent ->> 'plan', level,
          case level when 'priority' then 4 when 'direct' then 3 when 'standard' then 2 else 1 end,
          due, due, ctx)
  returning id into ticket;
  insert into public.support_messages (ticket_id, user_id, author_id, author_role, body)
  values (ticket, caller, caller, 'customer', body);
  return ticket;
end
$$;
comment on function rpc_definer.open_support_request(text, text, text, jsonb) is
  'Opens a support request for the caller; level, priority and due time come from the plan. 5 an hour per user.';
revoke execute on function rpc_definer.open_support_request(text, text, text, jsonb) from public;
grant execute on function rpc_definer.open_support_request(text, text, text, jsonb) to authenticated, service_role;

create or replace function public.open_support_request(
  p_subject text, p_category text, p_message text, p_context jsonb default null)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.open_support_request(p_subject, p_category, p_message, p_context);
end
$$;
comment on function public.open_support_request(text, text, text, jsonb) is
  'Opens a support request for the caller; level, priority and due time come from the plan. 5 an hour per user.';
revoke execute on function public.open_support_request(text, text, text, jsonb) from public, anon;
grant execute on function public.open_support_request(text, text, text, jsonb) to authenticated, service_role;

-- The customer writes in their own request. A message reopens it (and starts a new wait for the
-- team); on a resolved request only within 7 days of resolution.
create or replace function rpc_definer.add_support_message(p_ticket_id uuid, p_body text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.support_tickets;
  body text;
  message uuid;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  select * into t from public.support_tickets s where s.id = p_ticket_id and s.user_id = caller for update;
  if t.id is null then
    perform private.support_refuse('الطلب غير موجود', 'not_found');
  end if;
  body := private.support_check_body(p_body);
  if t.status = 'resolved' and t.resolved_at < now() - interval '7 days' then
    perform private.support_refuse('أُغلق هذا الطلب منذ أكثر من 7 أيام؛ افتح طلباً جديداً', 'reopen_expired');
  end if;
  perform private.enforce_rate_limit('support_message', 1, 30, 10);
  insert into public.support_messages (ticket_id, user_id, author_id, author_role, body)
  values (t.id, t.user_id, caller, 'customer', body)
  returning id into message;
  update public.support_tickets s
     set status = 'open',
         resolved_at = null,
         due_at = case when t.status = 'open' then t.due_at
                       else private.support_due_at(now(), private.support_target_minutes(t.support_level)) end,
         last_message_at = now()
   where s.id = t.id;
  return message;
end
$$;
comment on function rpc_definer.add_support_message(uuid, text) is
  'The owner writes in their support request (reopens it; a resolved one only within 7 days). 30 per 10 minutes.';
revoke execute on function rpc_definer.add_support_message(uuid, text) from public;
grant execute on function rpc_definer.add_support_message(uuid, text) to authenticated, service_role;

create or replace function public.add_support_message(p_ticket_id uuid, p_body text)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.add_support_message(p_ticket_id, p_body);
end
$$;
comment on function public.add_support_message(uuid, text) is
  'The owner writes in their support request (reopens it; a resolved one only within 7 days). 30 per 10 minutes.';
revoke execute on function public.add_support_message(uuid, text) from public, anon;
grant execute on function public.add_support_message(uuid, text) to authenticated, service_role;

-- The customer marks their request resolved, or reopens it within 7 days of resolution.
create or replace function rpc_definer.set_support_request_status(p_ticket_id uuid, p_status text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.support_tickets;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  select * into t from public.support_tickets s where s.id = p_ticket_id and s.user_id = caller for update;
  if t.id is null then
    perform private.support_refuse('الطلب غير موجود', 'not_found');
  end if;
  if p_status is null or p_status not in ('resolved', 'open') then
    perform private.support_refuse('حالة غير صحيحة: يمكنك إغلاق الطلب أو إعادة فتحه فقط', 'invalid_status');
  end if;
  perform private.enforce_rate_limit('support_message', 1, 30, 10);
  if p_status = 'resolved' then
    if t.status <> 'resolved' then
      update public.support_tickets s set status = 'resolved', resolved_at = now() where s.id = t.id;
    end if;
    return 'resolved';
  end if;
  if t.status <> 'resolved' then
    return t.status;
  end if;
  if t.resolved_at < now() - interval '7 days' then
    perform private.support_refuse('أُغلق هذا الطلب منذ أكثر من 7 أيام؛ افتح طلباً جديداً', 'reopen_expired');
  end if;
  update public.support_tickets s
     set status = 'open', resolved_at = null,
         due_at = private.support_due_at(now(), private.support_target_minutes(t.support_level))
   where s.id = t.id;
  return 'open';
end
$$;
comment on function rpc_definer.set_support_request_status(uuid, text) is
  'The owner resolves their support request, or reopens it within 7 days of resolution. Answers the new status.';
revoke execute on function rpc_definer.set_support_request_status(uuid, text) from public;
grant execute on function rpc_definer.set_support_request_status(uuid, text) to authenticated, service_role;

create or replace function public.set_support_request_status(p_ticket_id uuid, p_status text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.set_support_request_status(p_ticket_id, p_status);
end
$$;
comment on function public.set_support_request_status(uuid, text) is
  'The owner resolves their support request, or reopens it within 7 days of resolution. Answers the new status.';
revoke execute on function public.set_support_request_status(uuid, text) from public, anon;
grant execute on function public.set_support_request_status(uuid, text) to authenticated, service_role;

-- The caller's support level, its target in working minutes and, for plans with direct
-- contact (direct, priority), the WhatsApp number; null number otherwise.
create or replace function rpc_definer.my_support_contact()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  level text;
  phone text;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  level := coalesce(private.entitlements(caller) -> 'limits' ->> 'support_level', 'email');
  if level not in ('email', 'standard', 'direct', 'priority') then
    level := 'email';
  end if;
  if level in ('direct', 'priority') then
    select nullif(btrim(s.setting_value), '') into phone
      from public.site_settings s where s.setting_key = 'support_whatsapp';
  end if;
  return jsonb_build_object('level', level,
                            'target_minutes', private.support_target_minutes(level),
                            'whatsapp', phone);
end
$$;
comment on function rpc_definer.my_support_contact() is
  'The caller''s support level, first-response target (working minutes) and, for direct/priority plans, the WhatsApp number.';
revoke execute on function rpc_definer.my_support_contact() from public;
grant execute on function rpc_definer.my_support_contact() to authenticated, service_role;

create or replace function public.my_support_contact()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.my_support_contact();
end
$$;
comment on function public.my_support_contact() is
  'The caller''s support level, first-response target (working minutes) and, for direct/priority plans, the WhatsApp number.';
revoke execute on function public.my_support_contact() from public, anon;
grant execute on function public.my_support_contact() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Admin functions (aal2 admins only; audited)
-- ---------------------------------------------------------------------------------------------

create or replace function rpc_definer.admin_reply_support_request(
  p_ticket_id uuid, p_body text, p_resolve boolean default false)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.support_tickets;
  body text;
  message uuid;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  select * into t from public.support_tickets s where s.id = p_ticket_id for update;
  if t.id is null then
    perform private.support_refuse('الطلب غير موجود', 'not_found');
  end if;
  body := private.support_check_body(p_body);
  perform private.enforce_rate_limit('support_admin_reply', 1, 120, 10);
  insert into public.support_messages (ticket_id, user_id, author_id, author_role, body)
  values (t.id, t.user_id, caller, 'team', body)
  returning id into message;
  update public.support_tickets s
     set status = case when coalesce(p_resolve, false) then 'resolved' else 'waiting_customer' end,
         resolved_at = case when coalesce(p_resolve, false) then now() end,
         first_response_at = coalesce(t.first_response_at, now()),
         assigned_to = coalesce(t.assigned_to, caller),
         last_message_at = now()
   where s.id = t.id;
  perform private.record_audit('support_reply', caller, 'support_ticket', t.id::text, null,
    jsonb_build_object('message_id', message, 'resolve', coalesce(p_resolve, false)), '{}'::jsonb);
  return message;
end
$$;
comment on function rpc_definer.admin_reply_support_request(uuid, text, boolean) is
  'An admin answers a support request (status waiting_customer, or resolved with p_resolve); audited.';
revoke execute on function rpc_definer.admin_reply_support_request(uuid, text, boolean) from public;
grant execute on function rpc_definer.admin_reply_support_request(uuid, text, boolean) to authenticated, service_role;

create or replace function public.admin_reply_support_request(
  p_ticket_id uuid, p_body text, p_resolve boolean default false)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_reply_support_request(p_ticket_id, p_body, p_resolve);
end
$$;
comment on function public.admin_reply_support_request(uuid, text, boolean) is
  'An admin answers a support request (status waiting_customer, or resolved with p_resolve); audited.';
revoke execute on function public.admin_reply_support_request(uuid, text, boolean) from public, anon;
grant execute on function public.admin_reply_support_request(uuid, text, boolean) to authenticated, service_role;

create or replace function rpc_definer.admin_add_support_note(p_ticket_id uuid, p_body text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  body text;
  note uuid;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if not exists (select 1 from public.support_tickets s where s.id = p_ticket_id) then
    perform private.support_refuse('الطلب غير موجود', 'not_found');
  end if;
  body := private.support_check_body(p_body);
  perform private.enforce_rate_limit('support_admin_reply', 1, 120, 10);
  insert into public.support_internal_notes (ticket_id, author_id, body)
  values (p_ticket_id, caller, body)
  returning id into note;
  perform private.record_audit('support_note', caller, 'support_ticket', p_ticket_id::text, null,
    jsonb_build_object('note_id', note), '{}'::jsonb);
  return note;
end
$$;
comment on function rpc_definer.admin_add_support_note(uuid, text) is
  'An admin adds an internal note to a support request (never shown to the customer); audited.';
revoke execute on function rpc_definer.admin_add_support_note(uuid, text) from public;
grant execute on function rpc_definer.admin_add_support_note(uuid, text) to authenticated, service_role;

create or replace function public.admin_add_support_note(p_ticket_id uuid, p_body text)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_add_support_note(p_ticket_id, p_body);
end
$$;
comment on function public.admin_add_support_note(uuid, text) is
  'An admin adds an internal note to a support request (never shown to the customer); audited.';
revoke execute on function public.admin_add_support_note(uuid, text) from public, anon;
grant execute on function public.admin_add_support_note(uuid, text) to authenticated, service_role;

-- Assigns a request to an admin (p_admin_id null: unassigned) and/or sets its status.
create or replace function rpc_definer.admin_update_support_request(
  p_ticket_id uuid, p_assigned_to uuid default null, p_status text default null,
  p_unassign boolean default false)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  t public.support_tickets;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  select * into t from public.support_tickets s where s.id = p_ticket_id for update;
  if t.id is null then
    perform private.support_refuse('الطلب غير موجود', 'not_found');
  end if;
  if p_status is not null and p_status not in ('open', 'waiting_customer', 'resolved') then
    perform private.support_refuse('حالة غير صحيحة', 'invalid_status');
  end if;
  if p_assigned_to is not null and not exists (
       select 1 from public.user_roles r
        where r.user_id = p_assigned_to
          and r.role in ('admin'::public.app_role, 'super_admin'::public.app_role)) then
    perform private.support_refuse('يمكن إسناد الطلب إلى مشرف فقط', 'invalid_assignee');
  end if;
  update public.support_tickets s
     set assigned_to = case when coalesce(p_unassign, false) then null
                            else coalesce(p_assigned_to, t.assigned_to) end,
         status = coalesce(p_status, t.status),
         resolved_at = case when coalesce(p_status, t.status) = 'resolved'
                            then coalesce(t.resolved_at, now()) end,
         due_at = case when p_status = 'open' and t.status <> 'open'
                       then private.support_due_at(now(), private.support_target_minutes(t.support_level))
                       else t.due_at end
   where s.id = t.id;
  perform private.record_audit('support_update', caller, 'support_ticket', t.id::text,
    jsonb_build_object('status', t.status, 'assigned_to', t.assigned_to),
    jsonb_build_object('status', coalesce(p_status, t.status),
                       'assigned_to', case when coalesce(p_unassign, false) then null
                                           else coalesce(p_assigned_to, t.assigned_to) end),
    '{}'::jsonb);
  return coalesce(p_status, t.status);
end
$$;
comment on function rpc_definer.admin_update_support_request(uuid, uuid, text, boolean) is
  'An admin assigns (or unassigns) a support request and/or sets its status; audited.';
revoke execute on function rpc_definer.admin_update_support_request(uuid, uuid, text, boolean) from public;
grant execute on function rpc_definer.admin_update_support_request(uuid, uuid, text, boolean) to authenticated, service_role;

create or replace function public.admin_update_support_request(
  p_ticket_id uuid, p_assigned_to uuid default null, p_status text default null,
  p_unassign boolean default false)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_update_support_request(p_ticket_id, p_assigned_to, p_status, p_unassign);
end
$$;
comment on function public.admin_update_support_request(uuid, uuid, text, boolean) is
  'An admin assigns (or unassigns) a support request and/or sets its status; audited.';
revoke execute on function public.admin_update_support_request(uuid, uuid, text, boolean) from public, anon;
grant execute on function public.admin_update_support_request(uuid, uuid, text, boolean) to authenticated, service_role;

-- The queue: requests by due time then priority, with filters. p_status null = every status;
-- p_assigned_to = '00000000-0000-0000-0000-000000000000' means unassigned. One page, no total:
-- counting every match (count(*) over ()) cost 50–300 ms at 100,000 requests, the page itself
-- under 1 ms (support_tickets_queue_idx); the page asks for one row more to know there are more.
create or replace function rpc_definer.admin_support_queue(
  p_status text default 'open', p_level text default null, p_category text default null,
  p_assigned_to uuid default null, p_limit integer default 50, p_offset integer default 0)
returns table (
  id uuid, subject text, category text, support_level text, priority smallint, status text,
  due_at timestamptz, overdue boolean, created_at timestamptz, last_message_at timestamptz,
  assigned_to uuid, customer_name text, customer_email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  return query
    select t.id, t.subject, t.category, t.support_level, t.priority, t.status, t.due_at,
           t.status = 'open' and t.due_at < now(), t.created_at, t.last_message_at, t.assigned_to,
           p.full_name, p.email
      from public.support_tickets t
      left join public.profiles p on p.id = t.user_id
     where (p_status is null or t.status = p_status)
       and (p_level is null or t.support_level = p_level)
       and (p_category is null or t.category = p_category)
       and (p_assigned_to is null
            or (p_assigned_to = '00000000-0000-0000-0000-000000000000'::uuid and t.assigned_to is null)
            or t.assigned_to = p_assigned_to)
     order by t.due_at, t.priority desc, t.created_at
     limit least(greatest(coalesce(p_limit, 50), 1), 200)
    offset least(greatest(coalesce(p_offset, 0), 0), 1000000);
end
$$;
comment on function rpc_definer.admin_support_queue(text, text, text, uuid, integer, integer) is
  'The support queue for admins: by due time then priority, filtered by status, level, category and assignee.';
revoke execute on function rpc_definer.admin_support_queue(text, text, text, uuid, integer, integer) from public;
grant execute on function rpc_definer.admin_support_queue(text, text, text, uuid, integer, integer) to authenticated, service_role;

create or replace function public.admin_support_queue(
  p_status text default 'open', p_level text default null, p_category text default null,
  p_assigned_to uuid default null, p_limit integer default 50, p_offset integer default 0)
returns table (
  id uuid, subject text, category text, support_level text, priority smallint, status text,
  due_at timestamptz, overdue boolean, created_at timestamptz, last_message_at timestamptz,
  assigned_to uuid, customer_name text, customer_email text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.admin_support_queue(p_status, p_level, p_category,
                                                              p_assigned_to, p_limit, p_offset);
end
$$;
comment on function public.admin_support_queue(text, text, text, uuid, integer, integer) is
  'The support queue for admins: by due time then priority, filtered by status, level, category and assignee.';
revoke execute on function public.admin_support_queue(text, text, text, uuid, integer, integer) from public, anon;
grant execute on function public.admin_support_queue(text, text, text, uuid, integer, integer) to authenticated, service_role;

-- First-response and resolution times per level over the last p_days days (wall-clock minutes),
-- with the share of first responses within target, and the admins a request can be assigned to.
create or replace function rpc_definer.admin_support_stats(p_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  days integer := least(greatest(coalesce(p_days, 30), 1), 365);
  levels jsonb;
  team jsonb;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'level', l.level,
           'requests', coalesce(s.requests, 0),
           'open', coalesce(s.open, 0),
           'overdue', coalesce(s.overdue, 0),
           'first_response_minutes', s.first_response,
           'resolution_minutes', s.resolution,
           'within_target', s.within_target) order by l.ord), '[]'::jsonb)
    into levels
    from (values ('priority', 1), ('direct', 2), ('standard', 3), ('email', 4)) as l(level, ord)
    left join lateral (
      select count(*) as requests,
             count(*) filter (where t.status = 'open') as open,
             count(*) filter (where t.status = 'open' and t.due_at < now()) as overdue,
             round((avg(extract(epoch from t.first_response_at - t.created_at)) / 60)::numeric, 1) as first_response,
             round((avg(extract(epoch from t.resolved_at - t.created_at))
                      filter (where t.status = 'resolved') / 60)::numeric, 1) as resolution,
             round((count(*) filter (where t.first_response_at <= t.first_response_due_at))::numeric
                   / nullif(count(t.first_response_at), 0), 3) as within_target
        from public.support_tickets t
       where t.support_level = l.level and t.created_at >= now() - make_interval(days => days)
    ) s on true;
  select coalesce(jsonb_agg(jsonb_build_object('id', r.user_id, 'name', coalesce(p.full_name, p.email))
                            order by coalesce(p.full_name, p.email)), '[]'::jsonb)
    into team
    from (select distinct r.user_id from public.user_roles r
           where r.role in ('admin'::public.app_role, 'super_admin'::public.app_role)) r
    left join public.profiles p on p.id = r.user_id;
  return jsonb_build_object('days', days, 'levels', levels, 'team', team);
end
$$;
comment on function rpc_definer.admin_support_stats(integer) is
  'Support times per level for the last p_days days (first response, resolution, share within target) and the assignable admins.';
revoke execute on function rpc_definer.admin_support_stats(integer) from public;
grant execute on function rpc_definer.admin_support_stats(integer) to authenticated, service_role;

create or replace function public.admin_support_stats(p_days integer default 30)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_support_stats(p_days);
end
$$;
comment on function public.admin_support_stats(integer) is
  'Support times per level for the last p_days days (first response, resolution, share within target) and the assignable admins.';
revoke execute on function public.admin_support_stats(integer) from public, anon;
grant execute on function public.admin_support_stats(integer) to authenticated, service_role;
