-- Issue 49: the support mails (issue 31) go through the outbox. open_support_request and
-- admin_reply_support_request enqueue «استلمنا طلبك» and the copy of each team reply in their own
-- transaction (private.enqueue_support_mail), so the mail no longer depends on the browser calling
-- the support-mail function afterwards (that function is gone). received_mailed_at / mailed_at
-- now record when the mail was handed to the outbox. The two functions are those of
-- 20261125160000_support.sql with the enqueue added.

create or replace function private.enqueue_support_mail(_kind text, _ticket_id uuid, _message_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t public.support_tickets;
  address text;
  name text;
  body text;
  queued uuid;
begin
  select * into t from public.support_tickets s where s.id = _ticket_id;
  select u.email::text into address from auth.users u where u.id = t.user_id;
  if t.id is null or address is null or address = '' then
    return null;
  end if;
  select p.full_name into name from public.profiles p where p.id = t.user_id;
  if _kind = 'support_received' then
    queued := private.enqueue_mail('support_received', address, t.user_id,
      jsonb_build_object('ticket_id', t.id, 'subject', t.subject, 'support_level', t.support_level,
                         'first_response_due_at', t.first_response_due_at, 'name', name),
      'support_received:' || t.id);
    update public.support_tickets s set received_mailed_at = now() where s.id = t.id;
  else
    select m.body into body from public.support_messages m
     where m.id = _message_id and m.ticket_id = t.id and m.author_role = 'team';
    if body is null then
      return null;
    end if;
    queued := private.enqueue_mail('support_reply', address, t.user_id,
      jsonb_build_object('ticket_id', t.id, 'subject', t.subject, 'body', body, 'name', name),
      'support_reply:' || _message_id);
    update public.support_messages m set mailed_at = now() where m.id = _message_id;
  end if;
  return queued;
end
$$;
comment on function private.enqueue_support_mail(text, uuid, uuid) is
  'Issue 49: enqueues a support request''s «received» mail or a team reply''s copy to its customer (once per ticket / message).';
revoke execute on function private.enqueue_support_mail(text, uuid, uuid) from public, anon, authenticated;
grant execute on function private.enqueue_support_mail(text, uuid, uuid) to service_role;

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
  -- Issue 49: «استلمنا طلبك» is owed by this transaction, not by a second call from the browser.
  perform private.enqueue_support_mail('support_received', ticket, null);
  return ticket;
end
$$;
comment on function rpc_definer.open_support_request(text, text, text, jsonb) is
  'Opens a support request for the caller; level, priority and due time come from the plan. 5 an hour per user.';
revoke execute on function rpc_definer.open_support_request(text, text, text, jsonb) from public;
grant execute on function rpc_definer.open_support_request(text, text, text, jsonb) to authenticated, service_role;

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
  -- Issue 49: the customer's copy of the reply is owed by this transaction.
  perform private.enqueue_support_mail('support_reply', t.id, message);
  perform private.record_audit('support_reply', caller, 'support_ticket', t.id::text, null,
    jsonb_build_object('message_id', message, 'resolve', coalesce(p_resolve, false)), '{}'::jsonb);
  return message;
end
$$;
comment on function rpc_definer.admin_reply_support_request(uuid, text, boolean) is
  'An admin answers a support request (status waiting_customer, or resolved with p_resolve); audited.';
revoke execute on function rpc_definer.admin_reply_support_request(uuid, text, boolean) from public;
grant execute on function rpc_definer.admin_reply_support_request(uuid, text, boolean) to authenticated, service_role;
