-- Issue 49, parts 3 and 4: the newsletter, sent, and the monthly digest, on the outbox
-- (20261202000000).
--
-- 1. Double opt-in. The public form (subscribe_newsletter) stores the address unconfirmed and
--    enqueues a confirmation mail (kind newsletter_confirm) with a one-time link (7 days);
--    confirm_newsletter confirms it. Only confirmed addresses are in the newsletter's audience.
--    Rows stored before this migration were never confirmed: they stay unconfirmed and receive
--    nothing until the address signs up again and confirms (docs/decisions.md).
-- 2. Newsletter issues (public.newsletter_issues): admins at aal2 compose, test-send to
--    themselves, schedule and cancel through the admin_* functions below; they read the table
--    (RLS) and the counts (admin_newsletter_issues). Audience: the newsletter (confirmed form
--    sign-ups and accounts that opted in), subscribers of chosen plans, or a company's members;
--    an account's newsletter preference is checked for every audience (the outbox's claim also
--    checks it, and the suppression list).
-- 3. Sending (newsletter_send_batch, called in a loop by the newsletter-send function, the
--    scheduler's job before mail-outbox): each call is one transaction that expands the next
--    batch of an issue's audience, in address order after the issue's cursor, into outbox rows
--    with dedupe key newsletter:<issue id>:<address>. A crash between calls loses nothing (the
--    cursor and the rows commit together); a crash inside one rolls the batch back; the dedupe
--    key keeps a re-expansion from adding a row twice. The outbox's claim limit throttles.
-- 4. The monthly digest (queue_monthly_digest): on the 1st (Asia/Riyadh) for the past month, one
--    mail per account that opted in (mail_preferences.digest), dedupe key
--    digest:<yyyy-mm>:<user id>: the published prompts added or updated that month that the
--    account's plan opens — titles, descriptions and links, never a body.

-- ---------------------------------------------------------------------------------------------
-- 1. Double opt-in
-- ---------------------------------------------------------------------------------------------
alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  add column confirm_token_hash text,
  add column confirm_expires_at timestamptz,
  add column confirm_sent_at timestamptz;
comment on column public.newsletter_subscribers.confirmed_at is
  'Issue 49: when the address confirmed the sign-up (double opt-in); null: unconfirmed, receives nothing but the confirmation mail.';
create unique index newsletter_subscribers_confirm_token_idx
  on public.newsletter_subscribers (confirm_token_hash) where confirm_token_hash is not null;
comment on table public.newsletter_subscribers is
  'Newsletter sign-ups (double opt-in since issue 49: confirmed_at). Written by subscribe_newsletter and confirm_newsletter; admins read and manage.';

create or replace function rpc_definer.subscribe_newsletter(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(private.trim_all(p_email));
  v_row public.newsletter_subscribers;
  v_token text;
begin
  if not private.lead_rate_limit_ok(v_email, 'subscribe_newsletter', 10, 100) then
    return private.lead_result(false, 'rate_limited', 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً');
  end if;
  if not private.is_valid_email(v_email) then
    return private.lead_result(false, 'invalid_email', 'البريد الإلكتروني غير صحيح');
  end if;
  select s.* into v_row from public.newsletter_subscribers s where s.email = v_email for update;
  if v_row.status = 'subscribed' and v_row.confirmed_at is not null then
    -- Kind and identical in tone to a new subscription; reveals nothing beyond that.
    return private.lead_result(true, 'already_subscribed', 'أنت مشترك بالفعل في نشرتنا البريدية، شكراً لاهتمامك');
  end if;
  insert into public.newsletter_subscribers as s (email, status) values (v_email, 'subscribed')
  on conflict (email) do update set status = 'subscribed', confirmed_at = null
  returning s.* into v_row;
  -- One confirmation mail per address per 10 minutes: the form cannot be used to flood an
  -- address that never asked (the same answer either way).
  if v_row.confirm_sent_at is null or v_row.confirm_sent_at < now() - interval '10 minutes' then
    v_token := private.company_new_token();
    update public.newsletter_subscribers s
       set confirm_token_hash = private.company_token_hash(v_token),
           confirm_expires_at = now() + interval '7 days',
           confirm_sent_at = now()
     where s.id = v_row.id;
    perform private.enqueue_mail('newsletter_confirm', v_email, null,
      -- secret_link: the outbox removes it from the row once the mail is final.
      jsonb_build_object('secret_link', '/newsletter/confirm?token=' || v_token));
  end if;
  return private.lead_result(true, 'subscribed',
    'افتح بريدك لتأكيد الاشتراك');
end
$$;
comment on function rpc_definer.subscribe_newsletter(text) is
  'Newsletter sign-up (rate-limited, double opt-in since issue 49: stores the address unconfirmed and enqueues the confirmation mail, at most one per 10 minutes). Returns {success, code, message}; code is subscribed | already_subscribed | rate_limited | invalid_email.';

create or replace function rpc_definer.confirm_newsletter(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  perform private.enforce_rate_limit('newsletter_confirm', 30, 30, 10);
  if coalesce(p_token, '') ~ '^[A-Za-z0-9_-]{43}$' then
    update public.newsletter_subscribers s
       set confirmed_at = now(), status = 'subscribed',
           confirm_token_hash = null, confirm_expires_at = null
     where s.confirm_token_hash = private.company_token_hash(p_token)
       and s.confirm_expires_at > now()
    returning s.email into v_email;
  end if;
  if v_email is null then
    return jsonb_build_object('success', false, 'code', 'invalid_link',
      'message', 'رابط التأكيد غير صالح أو انتهت صلاحيته أو سبق استخدامه. اشترك من جديد لتصلك رسالة تأكيد أخرى.');
  end if;
  -- Confirming again lifts an earlier unsubscribe of the newsletter (never a bounce or complaint).
  delete from private.mail_suppressions m
   where m.email = v_email and m.reason = 'unsubscribe' and m.list = 'newsletter';
  return jsonb_build_object('success', true, 'code', 'confirmed',
    'message', 'تم تأكيد اشتراكك في النشرة البريدية. شكراً لك!');
end
$$;
comment on function rpc_definer.confirm_newsletter(text) is
  'Issue 49: the link of the newsletter confirmation mail (7 days, once) confirms the sign-up; one {success: false, code: invalid_link} for every unknown, spent or expired token.';
revoke execute on function rpc_definer.confirm_newsletter(text) from public, anon, authenticated;
grant execute on function rpc_definer.confirm_newsletter(text) to anon, authenticated, service_role;

create or replace function public.confirm_newsletter(p_token text)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.confirm_newsletter(p_token);
end
$$;
comment on function public.confirm_newsletter(text) is
  'Issue 49: the link of the newsletter confirmation mail (7 days, once) confirms the sign-up; one {success: false, code: invalid_link} for every unknown, spent or expired token.';
revoke execute on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated, service_role;

-- A one-click unsubscribe from the newsletter also marks the form's sign-up unsubscribed.
create or replace function private.newsletter_unsubscribed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reason = 'unsubscribe' and new.list = 'newsletter' then
    update public.newsletter_subscribers s set status = 'unsubscribed'
     where s.email = new.email and s.status = 'subscribed';
  end if;
  return null;
end
$$;
comment on function private.newsletter_unsubscribed() is
  'Issue 49: a newsletter unsubscribe (suppression) marks the form''s sign-up of the address unsubscribed.';
revoke execute on function private.newsletter_unsubscribed() from public, anon, authenticated;
create trigger newsletter_unsubscribed after insert on private.mail_suppressions
  for each row execute function private.newsletter_unsubscribed();

-- ---------------------------------------------------------------------------------------------
-- 2. Newsletter issues
-- ---------------------------------------------------------------------------------------------
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(subject) between 3 and 150),
  -- Plain text (paragraphs and line breaks); escaped when rendered, never markup.
  body text not null check (char_length(body) between 10 and 20000),
  audience text not null default 'newsletter' check (audience in ('newsletter', 'plans', 'company')),
  audience_plans text[] not null default '{}',
  audience_company_id uuid references public.companies (id) on delete set null,
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'sending', 'sent')),
  scheduled_at timestamptz,
  -- The last address (lower case) expanded into the outbox: the send resumes after it.
  expand_cursor text,
  recipients integer not null default 0,
  started_at timestamptz,
  finished_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (audience <> 'plans' or cardinality(audience_plans) > 0),
  check (status = 'draft' or scheduled_at is not null)
);
comment on table public.newsletter_issues is
  'Issue 49: newsletter issues composed by admins (aal2). Admins read; written only through the admin_*newsletter_issue functions; sent by newsletter_send_batch.';
create index newsletter_issues_due_idx on public.newsletter_issues (scheduled_at)
  where status in ('scheduled', 'sending');
create index newsletter_issues_company_idx on public.newsletter_issues (audience_company_id);
create index newsletter_issues_created_by_idx on public.newsletter_issues (created_by);
alter table public.newsletter_issues enable row level security;
revoke all on table public.newsletter_issues from anon, authenticated;
grant select on table public.newsletter_issues to authenticated;
grant all on table public.newsletter_issues to service_role;
create policy "newsletter_issues: admins read" on public.newsletter_issues
  for select to authenticated using ((select private.is_admin()));
create trigger newsletter_issues_touch_updated_at before update on public.newsletter_issues
  for each row execute function private.touch_updated_at();

-- The outbox rows of one issue (dedupe_key newsletter:<id>:<address>).
create index mail_outbox_dedupe_prefix_idx on private.mail_outbox (dedupe_key text_pattern_ops);

-- An issue's audience, one row per address (lower case), in address order.
create or replace function private.newsletter_audience(_issue public.newsletter_issues)
returns table (email text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (a.email) a.email, a.user_id
    from (
      -- the newsletter: confirmed form sign-ups, and accounts that opted in
      select s.email, null::uuid as user_id
        from public.newsletter_subscribers s
       where _issue.audience = 'newsletter' and s.status = 'subscribed' and s.confirmed_at is not null
      union all
      select lower(u.email), u.id
        from public.mail_preferences p join auth.users u on u.id = p.user_id
       where _issue.audience = 'newsletter' and p.newsletter
      union all
      -- subscribers of the chosen plans (an active subscription) who opted in
      select lower(u.email), u.id
        from public.subscriptions sub
        join public.mail_preferences p on p.user_id = sub.user_id and p.newsletter
        join auth.users u on u.id = sub.user_id
       where _issue.audience = 'plans' and sub.plan_id = any (_issue.audience_plans)
         and sub.status = 'active' and (sub.expires_at is null or sub.expires_at > now())
      union all
      -- a company's members who opted in
      select lower(u.email), u.id
        from public.company_members m
        join public.mail_preferences p on p.user_id = m.user_id and p.newsletter
        join auth.users u on u.id = m.user_id
       where _issue.audience = 'company' and m.company_id = _issue.audience_company_id
    ) a
   where a.email is not null and a.email like '%@%'
   order by a.email, a.user_id nulls last
$$;
comment on function private.newsletter_audience(public.newsletter_issues) is
  'Issue 49: the addresses an issue goes to (confirmed sign-ups and opted-in accounts; plan subscribers or company members who opted in), one per address, in address order.';
revoke execute on function private.newsletter_audience(public.newsletter_issues) from public, anon, authenticated;
grant execute on function private.newsletter_audience(public.newsletter_issues) to service_role;

create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
end
$$;
revoke execute on function private.require_admin() from public, anon;
grant execute on function private.require_admin() to authenticated, service_role;

create or replace function rpc_definer.admin_save_newsletter_issue(
  p_id uuid, p_subject text, p_body text, p_audience text,
  p_plans text[] default '{}', p_company_id uuid default null)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.newsletter_issues;
  v_subject text := btrim(coalesce(p_subject, ''));
  v_body text := btrim(coalesce(p_body, ''));
begin
  perform private.require_admin();
  if char_length(v_subject) not between 3 and 150 then
    raise exception 'عنوان النشرة بين 3 و150 حرفاً' using errcode = '22023', hint = 'invalid_subject';
  end if;
  if char_length(v_body) not between 10 and 20000 then
    raise exception 'نص النشرة بين 10 و20000 حرف' using errcode = '22023', hint = 'invalid_body';
  end if;
  if p_audience is null or p_audience not in ('newsletter', 'plans', 'company') then
    raise exception 'اختر جمهور النشرة' using errcode = '22023', hint = 'invalid_audience';
  end if;
  if p_audience = 'plans' and (cardinality(coalesce(p_plans, '{}')) = 0
     or exists (select 1 from unnest(p_plans) x(slug)
                 where not exists (select 1 from public.plans pl where pl.slug = x.slug))) then
    raise exception 'اختر خطة واحدة على الأقل من الخطط الموجودة' using errcode = '22023', hint = 'invalid_plans';
  end if;
  if p_audience = 'company' and not exists (select 1 from public.companies c where c.id = p_company_id) then
    raise exception 'اختر شركة موجودة' using errcode = '22023', hint = 'invalid_company';
  end if;
  if p_id is null then
    insert into public.newsletter_issues as i (subject, body, audience, audience_plans, audience_company_id, created_by)
    values (v_subject, v_body, p_audience,
            case when p_audience = 'plans' then p_plans else '{}' end,
            case when p_audience = 'company' then p_company_id end, (select auth.uid()))
    returning i.* into saved;
  else
    update public.newsletter_issues i
       set subject = v_subject, body = v_body, audience = p_audience,
           audience_plans = case when p_audience = 'plans' then p_plans else '{}' end,
           audience_company_id = case when p_audience = 'company' then p_company_id end
     where i.id = p_id and i.status = 'draft'
    returning i.* into saved;
    if saved.id is null then
      raise exception 'لا يمكن تعديل هذه النشرة: لم تعد مسودة' using errcode = 'P0001', hint = 'not_draft';
    end if;
  end if;
  return saved;
end
$$;
comment on function rpc_definer.admin_save_newsletter_issue(uuid, text, text, text, text[], uuid) is
  'Issue 49: creates (p_id null) or edits a draft newsletter issue (admins at aal2).';
revoke execute on function rpc_definer.admin_save_newsletter_issue(uuid, text, text, text, text[], uuid) from public;
grant execute on function rpc_definer.admin_save_newsletter_issue(uuid, text, text, text, text[], uuid) to authenticated, service_role;

create or replace function public.admin_save_newsletter_issue(
  p_id uuid, p_subject text, p_body text, p_audience text,
  p_plans text[] default '{}', p_company_id uuid default null)
returns public.newsletter_issues
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_save_newsletter_issue(p_id, p_subject, p_body, p_audience, p_plans, p_company_id);
end
$$;
comment on function public.admin_save_newsletter_issue(uuid, text, text, text, text[], uuid) is
  'Issue 49: creates (p_id null) or edits a draft newsletter issue (admins at aal2).';
revoke execute on function public.admin_save_newsletter_issue(uuid, text, text, text, text[], uuid) from public, anon;
grant execute on function public.admin_save_newsletter_issue(uuid, text, text, text, text[], uuid) to authenticated, service_role;

-- Schedules a draft (p_at null: now); cancelling a scheduled issue makes it a draft again.
create or replace function rpc_definer.admin_schedule_newsletter_issue(p_id uuid, p_at timestamptz default null)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.newsletter_issues;
begin
  perform private.require_admin();
  if p_at is not null and p_at > now() + interval '1 year' then
    raise exception 'موعد الإرسال بعيد جداً' using errcode = '22023', hint = 'invalid_time';
  end if;
  update public.newsletter_issues i
     set status = 'scheduled', scheduled_at = greatest(coalesce(p_at, now()), now())
   where i.id = p_id and i.status = 'draft'
  returning i.* into saved;
  if saved.id is null then
    raise exception 'لا يمكن جدولة هذه النشرة: ليست مسودة' using errcode = 'P0001', hint = 'not_draft';
  end if;
  perform private.record_audit('newsletter_schedule', (select auth.uid()), 'newsletter_issues', p_id::text,
    null, '{}'::jsonb, jsonb_build_object('scheduled_at', saved.scheduled_at, 'audience', saved.audience));
  return saved;
end
$$;
comment on function rpc_definer.admin_schedule_newsletter_issue(uuid, timestamptz) is
  'Issue 49: schedules a draft newsletter issue (now, or at p_at); admins at aal2, audited.';
revoke execute on function rpc_definer.admin_schedule_newsletter_issue(uuid, timestamptz) from public;
grant execute on function rpc_definer.admin_schedule_newsletter_issue(uuid, timestamptz) to authenticated, service_role;

create or replace function public.admin_schedule_newsletter_issue(p_id uuid, p_at timestamptz default null)
returns public.newsletter_issues
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_schedule_newsletter_issue(p_id, p_at);
end
$$;
comment on function public.admin_schedule_newsletter_issue(uuid, timestamptz) is
  'Issue 49: schedules a draft newsletter issue (now, or at p_at); admins at aal2, audited.';
revoke execute on function public.admin_schedule_newsletter_issue(uuid, timestamptz) from public, anon;
grant execute on function public.admin_schedule_newsletter_issue(uuid, timestamptz) to authenticated, service_role;

create or replace function rpc_definer.admin_cancel_newsletter_issue(p_id uuid)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.newsletter_issues;
begin
  perform private.require_admin();
  update public.newsletter_issues i
     set status = 'draft', scheduled_at = null
   where i.id = p_id and i.status = 'scheduled'
  returning i.* into saved;
  if saved.id is null then
    raise exception 'لا يمكن إلغاء هذه النشرة: بدأ إرسالها أو ليست مجدولة' using errcode = 'P0001', hint = 'not_scheduled';
  end if;
  perform private.record_audit('newsletter_cancel', (select auth.uid()), 'newsletter_issues', p_id::text,
    null, '{}'::jsonb, '{}'::jsonb);
  return saved;
end
$$;
comment on function rpc_definer.admin_cancel_newsletter_issue(uuid) is
  'Issue 49: cancels a scheduled newsletter issue before its sending starts (it is a draft again); admins at aal2, audited.';
revoke execute on function rpc_definer.admin_cancel_newsletter_issue(uuid) from public;
grant execute on function rpc_definer.admin_cancel_newsletter_issue(uuid) to authenticated, service_role;

create or replace function public.admin_cancel_newsletter_issue(p_id uuid)
returns public.newsletter_issues
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_cancel_newsletter_issue(p_id);
end
$$;
comment on function public.admin_cancel_newsletter_issue(uuid) is
  'Issue 49: cancels a scheduled newsletter issue before its sending starts (it is a draft again); admins at aal2, audited.';
revoke execute on function public.admin_cancel_newsletter_issue(uuid) from public, anon;
grant execute on function public.admin_cancel_newsletter_issue(uuid) to authenticated, service_role;

-- «إرسال تجريبي لنفسي»: the issue as it will look, to the admin's own address, through the
-- outbox (a list mail: unsubscribe link and headers included). At most 10 in 10 minutes.
create or replace function rpc_definer.admin_test_newsletter_issue(p_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
  address text;
begin
  perform private.require_admin();
  select i.* into issue from public.newsletter_issues i where i.id = p_id;
  if issue.id is null then
    raise exception 'النشرة غير موجودة' using errcode = 'P0001', hint = 'not_found';
  end if;
  perform private.enforce_rate_limit('newsletter_test', 10, 10, 10);
  select lower(u.email) into address from auth.users u where u.id = (select auth.uid());
  if coalesce(address, '') = '' then
    raise exception 'لا يوجد بريد لحسابك' using errcode = 'P0001', hint = 'no_email';
  end if;
  return private.enqueue_mail('newsletter', address, null,
    jsonb_build_object('issue_id', issue.id, 'subject', issue.subject, 'body', issue.body, 'test', true));
end
$$;
comment on function rpc_definer.admin_test_newsletter_issue(uuid) is
  'Issue 49: a test send of a newsletter issue to the calling admin''s own address, through the outbox (admins at aal2).';
revoke execute on function rpc_definer.admin_test_newsletter_issue(uuid) from public;
grant execute on function rpc_definer.admin_test_newsletter_issue(uuid) to authenticated, service_role;

create or replace function public.admin_test_newsletter_issue(p_id uuid)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_test_newsletter_issue(p_id);
end
$$;
comment on function public.admin_test_newsletter_issue(uuid) is
  'Issue 49: a test send of a newsletter issue to the calling admin''s own address, through the outbox (admins at aal2).';
revoke execute on function public.admin_test_newsletter_issue(uuid) from public, anon;
grant execute on function public.admin_test_newsletter_issue(uuid) to authenticated, service_role;

-- The issues with their counts: the outbox rows of each (queued or sending, sent, failed,
-- suppressed) and the recipients who left the newsletter after the issue reached them.
create or replace function rpc_definer.admin_newsletter_issues()
returns table (
  id uuid,
  subject text,
  body text,
  audience text,
  audience_plans text[],
  audience_company_id uuid,
  status text,
  scheduled_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  recipients integer,
  pending bigint,
  sent bigint,
  failed bigint,
  suppressed bigint,
  unsubscribed bigint,
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select i.id, i.subject, i.body, i.audience, i.audience_plans, i.audience_company_id, i.status,
         i.scheduled_at, i.started_at, i.finished_at, i.recipients,
         coalesce(c.pending, 0), coalesce(c.sent, 0), coalesce(c.failed, 0), coalesce(c.suppressed, 0),
         coalesce(c.unsubscribed, 0), i.created_at, i.updated_at
    from public.newsletter_issues i
    left join lateral (
      select count(*) filter (where o.status in ('queued', 'sending')) as pending,
             count(*) filter (where o.status = 'sent') as sent,
             count(*) filter (where o.status = 'failed') as failed,
             count(*) filter (where o.status = 'suppressed') as suppressed,
             count(*) filter (where o.status = 'sent' and exists (
               select 1 from private.mail_suppressions s
                where s.email = o.to_email and s.reason = 'unsubscribe' and s.list = 'newsletter'
                  and s.created_at >= o.sent_at)) as unsubscribed
        from private.mail_outbox o
       where o.dedupe_key like 'newsletter:' || i.id::text || ':%'
    ) c on true
   order by i.created_at desc
   limit 200;
end
$$;
comment on function rpc_definer.admin_newsletter_issues() is
  'Issue 49: the newest 200 newsletter issues with their outbox counts (pending, sent, failed, suppressed) and unsubscribes since (admins at aal2).';
revoke execute on function rpc_definer.admin_newsletter_issues() from public;
grant execute on function rpc_definer.admin_newsletter_issues() to authenticated, service_role;

create or replace function public.admin_newsletter_issues()
returns table (
  id uuid,
  subject text,
  body text,
  audience text,
  audience_plans text[],
  audience_company_id uuid,
  status text,
  scheduled_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  recipients integer,
  pending bigint,
  sent bigint,
  failed bigint,
  suppressed bigint,
  unsubscribed bigint,
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.admin_newsletter_issues();
end
$$;
comment on function public.admin_newsletter_issues() is
  'Issue 49: the newest 200 newsletter issues with their outbox counts (pending, sent, failed, suppressed) and unsubscribes since (admins at aal2).';
revoke execute on function public.admin_newsletter_issues() from public, anon;
grant execute on function public.admin_newsletter_issues() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 3. Sending: one batch per call (service role; the newsletter-send function loops)
-- ---------------------------------------------------------------------------------------------
create or replace function public.newsletter_send_batch(p_batch integer default 500)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch integer := least(greatest(coalesce(p_batch, 500), 1), 2000);
  issue public.newsletter_issues;
  r record;
  n integer := 0;
  last_email text;
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  select i.* into issue from public.newsletter_issues i
   where i.status in ('scheduled', 'sending') and i.scheduled_at <= now()
   order by i.scheduled_at, i.id
   limit 1
   for update skip locked;
  if issue.id is null then
    return jsonb_build_object('issue_id', null, 'enqueued', 0, 'done', true);
  end if;
  for r in
    select a.email, a.user_id from private.newsletter_audience(issue) a
     where a.email > coalesce(issue.expand_cursor, '')
     order by a.email
     limit batch
  loop
    perform private.enqueue_mail('newsletter', r.email, r.user_id,
      jsonb_build_object('issue_id', issue.id, 'subject', issue.subject, 'body', issue.body),
      'newsletter:' || issue.id::text || ':' || r.email);
    n := n + 1;
    last_email := r.email;
  end loop;
  update public.newsletter_issues i
     set status = case when n < batch then 'sent' else 'sending' end,
         started_at = coalesce(i.started_at, now()),
         finished_at = case when n < batch then now() end,
         expand_cursor = coalesce(last_email, i.expand_cursor),
         recipients = i.recipients + n
   where i.id = issue.id;
  return jsonb_build_object('issue_id', issue.id, 'enqueued', n, 'done', n < batch);
end
$$;
comment on function public.newsletter_send_batch(integer) is
  'Service role only (newsletter-send): expands the next batch of the earliest due newsletter issue into the outbox (dedupe key newsletter:<issue>:<address>), after the issue''s cursor, in one transaction.';
revoke execute on function public.newsletter_send_batch(integer) from public, anon, authenticated;
grant execute on function public.newsletter_send_batch(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 4. The monthly digest
-- ---------------------------------------------------------------------------------------------
-- Accounts whose digest of a month had nothing in it (no mail; the next batch moves on).
create table private.digest_skips (
  id uuid primary key default gen_random_uuid(),
  month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  unique (month, user_id)
);
comment on table private.digest_skips is
  'Issue 49: accounts whose monthly digest had nothing new (no mail); the digest''s batches skip them.';
revoke all on table private.digest_skips from public, anon, authenticated;
create index digest_skips_user_idx on private.digest_skips (user_id);

-- One batch of the digest of p_month (its first day; default: the month before today in
-- Riyadh) for accounts that opted in and have no digest row for that month yet. Answers the
-- number queued; 0 once every account has its row. Only published prompts the account's plan
-- opens; titles, descriptions and slugs, never a body. An account with nothing new gets no mail.
create or replace function public.queue_monthly_digest(p_month date default null, p_batch integer default 500)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  month_start date := date_trunc('month', coalesce(p_month,
    ((now() at time zone 'Asia/Riyadh') - interval '1 month')::date))::date;
  from_at timestamptz := month_start::timestamp at time zone 'Asia/Riyadh';
  to_at timestamptz := (month_start + interval '1 month')::timestamp at time zone 'Asia/Riyadh';
  label text := to_char(month_start, 'YYYY-MM');
  batch integer := least(greatest(coalesce(p_batch, 500), 1), 2000);
  r record;
  ent jsonb;
  items jsonb;
  n integer := 0;
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  for r in
    select u.id, lower(u.email) as email
      from public.mail_preferences p join auth.users u on u.id = p.user_id
     where p.digest and coalesce(u.email, '') like '%@%'
       and not exists (select 1 from private.mail_outbox o
                        where o.dedupe_key = 'digest:' || label || ':' || u.id::text)
       and not exists (select 1 from private.digest_skips k where k.month = label and k.user_id = u.id)
     order by u.id
     limit batch
  loop
    ent := private.entitlements(r.id);
    select coalesce(jsonb_agg(jsonb_build_object(
             'slug', x.slug, 'title', x.title_ar, 'description', left(x.description_ar, 300),
             'new', x.created_at >= from_at)
             order by x.created_at desc), '[]'::jsonb)
      into items
      from (select pr.slug, pr.title_ar, pr.description_ar, pr.created_at
              from public.prompts pr
             where pr.is_published
               and ((pr.created_at >= from_at and pr.created_at < to_at)
                    or (pr.updated_at >= from_at and pr.updated_at < to_at))
               and private.plan_opens(coalesce(ent -> 'limits', '{}'::jsonb), ent ->> 'section', 'prompt',
                                      pr.category, pr.platforms, pr.trial_sample, null)
             order by pr.created_at desc
             limit 20) x;
    if jsonb_array_length(items) = 0 then
      insert into private.digest_skips (month, user_id) values (label, r.id) on conflict do nothing;
    else
      perform private.enqueue_mail('digest', r.email, r.id,
        jsonb_build_object('month', label, 'items', items), 'digest:' || label || ':' || r.id::text);
    end if;
    n := n + 1;
  end loop;
  return n;
end
$$;

comment on function public.queue_monthly_digest(date, integer) is
  'Service role only (newsletter-send on the 1st): queues one batch of the monthly digest «جديد سند هذا الشهر» (dedupe key digest:<yyyy-mm>:<user>); answers how many accounts it handled (0: done).';
revoke execute on function public.queue_monthly_digest(date, integer) from public, anon, authenticated;
grant execute on function public.queue_monthly_digest(date, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- hosted Supabase: pg_cron calls newsletter-send every minute (as mail-outbox, 20261202000000).
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('newsletter-send', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/newsletter-send',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
  end if;
end
$$;
