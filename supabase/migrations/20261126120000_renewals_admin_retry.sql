-- /518 renewals (issue 28): upcoming renewals, failed ones with the gateway's reason, and
-- "retry now".
--
-- One attempt, one code path. The per-renewal body of claim_subscription_renewals (cancel when
-- turned off or renewed another way, apply a scheduled downgrade, price the period, the payment
-- link without a card, the INITIATED payment row keyed sub_<subscription id>_<period start>[_n])
-- moves into private.renewal_claim_one. The hourly claim loops over it; the new
-- claim_subscription_renewal (service_role only) runs it for one renewal, under the same row lock
-- (FOR UPDATE SKIP LOCKED) and the same "is it due" test, so a retry and the job, or two retries,
-- never take the same attempt: one of them charges, the other finds nothing.
--
-- "Retry now" is the subscription-renewals function called with an aal2 admin's token and a
-- renewal id: it first calls admin_retry_renewal as the admin (the database checks is_admin(),
-- refuses what cannot be retried, audits, and makes the renewal due now), then, with the service
-- role, claims that one renewal and charges it exactly as the job does. The Tap ids never reach
-- the browser; the charge needs the service role.

-- ---------------------------------------------------------------------------------------------
-- the renewal price at a moment (the job, the admin list and the browser's quote use it)
-- ---------------------------------------------------------------------------------------------
create or replace function private.renewal_price_at(_plan_slug text, _at timestamptz)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t public.plans;
  pr public.promotions;
  at_time timestamptz := coalesce(_at, now());
begin
  select * into t from public.plans p where p.slug = _plan_slug;
  if t.id is null then
    return null;
  end if;
  select x.* into pr from public.promotions x
   where x.is_active and x.starts_at <= at_time and (x.ends_at is null or x.ends_at > at_time)
     and (x.plan_slug is null or x.plan_slug = t.slug)
   order by t.price - private.apply_discount(t.price, x.discount_type, x.discount_value) desc, x.created_at
   limit 1;
  if pr.id is null then
    return t.price;
  end if;
  return private.apply_discount(t.price, pr.discount_type, pr.discount_value)::numeric(10, 2);
end
$$;
comment on function private.renewal_price_at(text, timestamptz) is
  'What a renewal of the plan costs (VAT included) at a moment: its price after the best promotion running then.';
revoke execute on function private.renewal_price_at(text, timestamptz) from public, anon, authenticated;

-- The job's price: the same function at the moment of the claim.
create or replace function private.renewal_price(_plan_slug text)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select private.renewal_price_at(_plan_slug, now())
$$;
revoke execute on function private.renewal_price(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- one claimed renewal (the body of the job's loop; priced at the claim's moment)
-- ---------------------------------------------------------------------------------------------
-- Called with the renewal row locked. Answers {kind: 'cancelled'}, {kind: 'link', ...} (a payment
-- link to mail), {kind: 'none'} (the link went out before) or {kind: 'attempt', ...} (a charge
-- to make with its payment row and the saved card's Tap ids).
create or replace function private.renewal_claim_one(_r public.subscription_renewals, _now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.subscriptions;
  change public.scheduled_plan_changes;
  card public.payment_cards;
  pay public.tap_payment_details;
  plan_row public.plans;
  price numeric;
  key text;
begin
  select * into s from public.subscriptions x where x.id = _r.subscription_id for update;
  if s.id is null or not s.auto_renew or s.status = 'cancelled' or s.expires_at is distinct from _r.period_start then
    -- Turned off, cancelled, or renewed another way (e.g. a payment link) since.
    update public.subscription_renewals x
       set status = case when s.expires_at > _r.period_start then 'captured' else 'cancelled' end
     where x.id = _r.id;
    return jsonb_build_object('kind', 'cancelled');
  end if;

  -- A downgrade scheduled for this cycle takes effect before the renewal is priced.
  select * into change from public.scheduled_plan_changes c
   where c.user_id = s.user_id and c.status = 'pending' and c.effective_at <= _r.period_start
   order by c.created_at desc limit 1;
  if change.id is not null then
    update public.subscriptions x set plan_id = change.to_plan where x.id = s.id;
    update public.scheduled_plan_changes c set status = 'applied', applied_at = now() where c.id = change.id;
    insert into public.subscription_history (user_id, from_plan, to_plan, change_type, reason)
    values (s.user_id, change.from_plan, change.to_plan, 'downgrade', coalesce(change.reason, 'scheduled'));
    perform private.record_audit('subscription_updated', s.user_id, 'subscription', s.user_id::text,
      jsonb_build_object('plan', change.from_plan), jsonb_build_object('plan', change.to_plan),
      jsonb_build_object('scheduled_change', change.id, 'applied_by', 'renewal'));
    s.plan_id := change.to_plan;
  end if;
  select * into plan_row from public.plans p where p.slug = s.plan_id;
  price := private.renewal_price_at(s.plan_id, _now);

  select * into card from public.payment_cards c where c.user_id = s.user_id;
  if card.user_id is null then
    -- No card (KNET, Benefit, or removed): the customer gets a payment link instead, once.
    update public.subscription_renewals x
       set method = 'link', status = 'link_sent', plan_slug = s.plan_id, amount = price,
           link_sent_at = coalesce(x.link_sent_at, _now)
     where x.id = _r.id;
    if _r.link_sent_at is null then
      return jsonb_build_object('kind', 'link', 'renewal_id', _r.id, 'user_id', _r.user_id,
        'plan_slug', s.plan_id, 'amount', price, 'currency', plan_row.currency, 'period_start', _r.period_start);
    end if;
    return jsonb_build_object('kind', 'none');
  end if;

  pay := null;
  if _r.payment_id is not null then
    select * into pay from public.tap_payment_details d
     where d.id = _r.payment_id and d.status = 'INITIATED' and d.applied_at is null;
  end if;
  if pay.id is null then
    key := 'sub_' || s.id::text || '_' || to_char(_r.period_start at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')
           || case when _r.attempts > 0 then '_' || (_r.attempts + 1)::text else '' end;
    insert into public.tap_payment_details (order_reference, transaction_reference, user_id, plan_slug,
      change_type, original_amount, promotion_discount, discount_amount, final_amount, currency, status,
      auto_renew, customer_initiated, renewal_id)
    values (key, left('txn_' || replace(gen_random_uuid()::text, '-', ''), 24), s.user_id, s.plan_id,
      'renewal', plan_row.price, greatest(plan_row.price - price, 0), 0, price, plan_row.currency, 'INITIATED',
      true, false, _r.id)
    on conflict (order_reference) do nothing
    returning * into pay;
    if pay.id is null then
      select * into pay from public.tap_payment_details d where d.order_reference = key;
    end if;
    update public.subscription_renewals x
       set attempts = x.attempts + 1, status = 'charging', last_attempt_at = _now, payment_id = pay.id,
           plan_slug = s.plan_id, amount = price, method = 'card'
     where x.id = _r.id;
  else
    update public.subscription_renewals x set status = 'charging', last_attempt_at = _now where x.id = _r.id;
  end if;
  return jsonb_build_object('kind', 'attempt',
    'renewal_id', _r.id, 'user_id', s.user_id, 'subscription_id', s.id, 'payment_id', pay.id,
    'order_reference', pay.order_reference, 'transaction_reference', pay.transaction_reference,
    'amount', pay.final_amount, 'currency', pay.currency, 'plan_slug', pay.plan_slug, 'plan_name', plan_row.name,
    'attempt', case when _r.payment_id = pay.id then _r.attempts else _r.attempts + 1 end,
    'customer_id', card.tap_customer_id, 'card_id', card.tap_card_id,
    'agreement_id', card.payment_agreement_id, 'period_start', _r.period_start);
end
$$;
comment on function private.renewal_claim_one(public.subscription_renewals, timestamptz) is
  'The claim of one locked renewal row: cancel, payment link, or a charge attempt with its payment row (the job and "retry now" both use it).';
revoke execute on function private.renewal_claim_one(public.subscription_renewals, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- the hourly claim, its loop body now private.renewal_claim_one
-- ---------------------------------------------------------------------------------------------
create or replace function public.claim_subscription_renewals(p_now timestamptz default now(), p_limit integer default 200)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.subscription_renewals;
  claimed_one jsonb;
  attempts_out jsonb := '[]'::jsonb;
  reminders jsonb := '[]'::jsonb;
  links jsonb := '[]'::jsonb;
  notices jsonb := '[]'::jsonb;
  lapsed integer := 0;
  cancelled integer := 0;
  next_month text := to_char(p_now at time zone 'UTC' + interval '1 month', 'YYYY-MM');
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  p_limit := least(greatest(coalesce(p_limit, 200), 1), 1000);

  -- 1. Renewal rows for subscriptions that end within 3 days and may renew.
  insert into public.subscription_renewals (subscription_id, user_id, period_start, plan_slug, amount,
    currency, method, next_attempt_at)
  select x.id, x.user_id, x.expires_at, coalesce(sc.to_plan, x.plan_id),
         private.renewal_price_at(coalesce(sc.to_plan, x.plan_id), p_now), p.currency,
         case when exists (select 1 from public.payment_cards c where c.user_id = x.user_id) then 'card' else 'link' end,
         private.renewal_attempt_at(x.expires_at, 1)
    from public.subscriptions x
    join public.plans p on p.slug = x.plan_id
    left join public.scheduled_plan_changes sc
      on sc.user_id = x.user_id and sc.status = 'pending' and sc.effective_at <= x.expires_at
   where x.auto_renew and x.status = 'active' and x.expires_at is not null
     and p.billing_cycle = 'monthly' and p.price > 0
     and x.expires_at <= p_now + interval '3 days' and x.expires_at > p_now - interval '3 days'
  on conflict (subscription_id, period_start) do nothing;

  -- 2. Reminders 3 days before a card renewal (not when the charge is due already).
  with claimed as (
    update public.subscription_renewals x set reminder_sent_at = p_now
     where x.id in (select y.id from public.subscription_renewals y
                     where y.status = 'scheduled' and y.method = 'card' and y.reminder_sent_at is null
                       and y.next_attempt_at > p_now + interval '1 minute'
                     order by y.next_attempt_at limit p_limit for update skip locked)
    returning x.*
  )
  select coalesce(jsonb_agg(jsonb_build_object('renewal_id', c.id, 'user_id', c.user_id, 'plan_slug', c.plan_slug,
           'amount', c.amount, 'currency', c.currency, 'period_start', c.period_start)), '[]'::jsonb)
    into reminders from claimed c;

  -- 3. "Card expiring next month", once per card and month, for subscriptions that renew by card.
  with claimed as (
    update public.payment_cards x set expiry_notice_for = next_month
     where x.user_id in (select c.user_id from public.payment_cards c
                          join public.subscriptions y on y.user_id = c.user_id and y.auto_renew
                         where to_char(make_date(c.exp_year, c.exp_month, 1), 'YYYY-MM') = next_month
                           and c.expiry_notice_for is distinct from next_month
                         limit p_limit for update of c skip locked)
    returning x.user_id, x.brand, x.last_four, x.exp_month, x.exp_year
  )
  select coalesce(jsonb_agg(jsonb_build_object('user_id', c.user_id, 'brand', c.brand, 'last_four', c.last_four,
           'exp_month', c.exp_month, 'exp_year', c.exp_year)), '[]'::jsonb)
    into notices from claimed c;

  -- 4. Attempts that are due (and claims left unanswered for 10 minutes). A run within a minute
  -- of the due time takes it: the clocks of the caller and the database differ by that much.
  for r in
    select * from public.subscription_renewals y
     where (y.status in ('scheduled', 'retrying') and y.next_attempt_at <= p_now + interval '1 minute')
        or (y.status = 'charging' and y.last_attempt_at < p_now - interval '10 minutes')
     order by y.next_attempt_at
     limit p_limit
     for update skip locked
  loop
    claimed_one := private.renewal_claim_one(r, p_now);
    if claimed_one ->> 'kind' = 'attempt' then
      attempts_out := attempts_out || jsonb_build_array(claimed_one - 'kind');
    elsif claimed_one ->> 'kind' = 'link' then
      links := links || jsonb_build_array(claimed_one - 'kind');
    elsif claimed_one ->> 'kind' = 'cancelled' then
      cancelled := cancelled + 1;
    end if;
  end loop;

  -- 5. Grace is over: what was not paid lapses, exactly as an expiry does today.
  with gone as (
    update public.subscription_renewals x set status = 'lapsed'
     where x.status in ('failed', 'link_sent', 'retrying', 'scheduled')
       and x.period_start + interval '3 days' <= p_now
       -- Paid another way meanwhile (the payment link, a new checkout): nothing lapses.
       and not exists (select 1 from public.subscriptions y
                        where y.id = x.subscription_id and y.expires_at > x.period_start)
    returning x.subscription_id, x.period_start
  ), ended as (
    update public.subscriptions y set status = 'expired'
      from gone g
     where y.id = g.subscription_id and y.status = 'active' and y.expires_at = g.period_start
    returning y.id
  )
  select count(*) into lapsed from gone;

  return jsonb_build_object('attempts', attempts_out, 'reminders', reminders, 'links', links,
    'card_notices', notices, 'lapsed', lapsed, 'cancelled', cancelled);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- one renewal, now (service_role only: the "retry now" charge)
-- ---------------------------------------------------------------------------------------------
-- The same claim as the job's for one renewal that is due (admin_retry_renewal made it so):
-- locked with SKIP LOCKED, so a concurrent job or retry that holds it makes this one find
-- nothing. Answers the job's claim shape (attempts, links; empty when nothing was taken).
create or replace function public.claim_subscription_renewal(p_renewal_id uuid, p_now timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.subscription_renewals;
  claimed_one jsonb;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into r from public.subscription_renewals y
   where y.id = p_renewal_id
     and y.status in ('scheduled', 'retrying') and y.next_attempt_at <= p_now + interval '1 minute'
   for update skip locked;
  if r.id is not null then
    claimed_one := private.renewal_claim_one(r, p_now);
  end if;
  return jsonb_build_object(
    'attempts', case when claimed_one ->> 'kind' = 'attempt' then jsonb_build_array(claimed_one - 'kind') else '[]'::jsonb end,
    'reminders', '[]'::jsonb,
    'links', case when claimed_one ->> 'kind' = 'link' then jsonb_build_array(claimed_one - 'kind') else '[]'::jsonb end,
    'card_notices', '[]'::jsonb,
    'lapsed', 0,
    'cancelled', case when claimed_one ->> 'kind' = 'cancelled' then 1 else 0 end);
end
$$;
comment on function public.claim_subscription_renewal(uuid, timestamptz) is
  'Claims one due renewal as the hourly job would (service_role only; the "retry now" of /518).';
revoke execute on function public.claim_subscription_renewal(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_subscription_renewal(uuid, timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- admin: retry now (aal2 admins; audited)
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.admin_retry_renewal(p_renewal_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  r public.subscription_renewals;
  s public.subscriptions;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_renewal_id is null then
    raise exception 'التجديد غير موجود' using errcode = 'P0001', hint = 'not_found';
  end if;
  select * into r from public.subscription_renewals x where x.id = p_renewal_id for update;
  if r.id is null then
    raise exception 'التجديد غير موجود' using errcode = 'P0001', hint = 'not_found';
  end if;
  if r.status = 'charging' then
    raise exception 'تجري الآن محاولة تحصيل لهذا التجديد؛ انتظر نتيجتها ثم حدّث الصفحة'
      using errcode = 'P0001', hint = 'in_progress';
  end if;
  if r.status not in ('retrying', 'failed') then
    raise exception 'لم يتعثر هذا التجديد، فلا حاجة إلى إعادة المحاولة' using errcode = 'P0001', hint = 'not_failed';
  end if;
  if r.period_start + interval '3 days' <= now() then
    raise exception 'انتهت مهلة السماح لهذا الاشتراك، فلا يمكن تحصيل تجديده الآن' using errcode = 'P0001', hint = 'grace_over';
  end if;
  select * into s from public.subscriptions x where x.id = r.subscription_id;
  if s.id is null or not s.auto_renew or s.expires_at is distinct from r.period_start then
    raise exception 'أوقف العميل التجديد التلقائي أو جدّد اشتراكه بطريقة أخرى' using errcode = 'P0001', hint = 'not_renewing';
  end if;
  if not exists (select 1 from public.payment_cards c where c.user_id = r.user_id) then
    raise exception 'لا توجد بطاقة محفوظة لهذا العميل؛ يصله رابط الدفع بالبريد بدلاً منها'
      using errcode = 'P0001', hint = 'no_card';
  end if;
  update public.subscription_renewals x set status = 'retrying', next_attempt_at = now() where x.id = r.id;
  perform private.record_audit('subscription_renewal_retry', caller, 'subscription_renewal', r.id::text,
    jsonb_build_object('status', r.status, 'attempts', r.attempts, 'next_attempt_at', r.next_attempt_at),
    jsonb_build_object('status', 'retrying', 'next_attempt_at', now()),
    jsonb_build_object('customer', r.user_id, 'last_error', r.last_error, 'amount', r.amount));
  return jsonb_build_object('renewal_id', r.id, 'status', 'retrying', 'attempts', r.attempts);
end
$$;
comment on function rpc_definer.admin_retry_renewal(uuid) is
  'An admin makes a failed renewal due now (aal2 admins; audited); the subscription-renewals function then charges it as the job does.';
revoke execute on function rpc_definer.admin_retry_renewal(uuid) from public;
grant execute on function rpc_definer.admin_retry_renewal(uuid) to authenticated, service_role;

create or replace function public.admin_retry_renewal(p_renewal_id uuid)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_retry_renewal(p_renewal_id);
end
$$;
comment on function public.admin_retry_renewal(uuid) is
  'An admin makes a failed renewal due now (aal2 admins; audited); the subscription-renewals function then charges it as the job does.';
revoke execute on function public.admin_retry_renewal(uuid) from public, anon;
grant execute on function public.admin_retry_renewal(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- admin: what /518/renewals lists (aal2 admins)
-- ---------------------------------------------------------------------------------------------
-- Upcoming: auto-renewing paid monthly subscriptions ending within p_days (7 or 30), priced as
-- the job will price them (a scheduled downgrade first, then private.renewal_price_at at the first attempt). Failed: the
-- renewals in dunning (retrying, or failed after the third attempt) whose grace is not over,
-- with the gateway's last reason and the attempt count.
create or replace function rpc_definer.admin_renewals_overview(p_days integer default 7)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  days integer;
  upcoming jsonb;
  failing jsonb;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_days is null or p_days not in (7, 30) then
    raise exception 'اختر فترة 7 أيام أو 30 يوماً' using errcode = 'P0001', hint = 'invalid_input';
  end if;
  days := p_days;
  select coalesce(jsonb_agg(u order by u.expires_at), '[]'::jsonb) into upcoming
    from (
      select x.id as subscription_id, x.user_id, pr.email, x.expires_at,
             coalesce(sc.to_plan, x.plan_id) as plan_slug, tp.name as plan_name,
             private.renewal_price_at(coalesce(sc.to_plan, x.plan_id), x.expires_at - interval '1 day') as amount,
             tp.currency,
             c.brand, c.last_four,
             case when c.user_id is null then 'link' else 'card' end as method
        from public.subscriptions x
        join public.plans p on p.slug = x.plan_id
        left join lateral (
          select s2.to_plan from public.scheduled_plan_changes s2
           where s2.user_id = x.user_id and s2.status = 'pending' and s2.effective_at <= x.expires_at
           order by s2.created_at desc limit 1) sc on true
        join public.plans tp on tp.slug = coalesce(sc.to_plan, x.plan_id)
        left join public.profiles pr on pr.id = x.user_id
        left join public.payment_cards c on c.user_id = x.user_id
       where x.auto_renew and x.status = 'active' and p.billing_cycle = 'monthly' and p.price > 0
         and x.expires_at > now() and x.expires_at <= now() + make_interval(days => days)
       order by x.expires_at
       limit 500
    ) u;
  select coalesce(jsonb_agg(f order by f.period_start), '[]'::jsonb) into failing
    from (
      select r.id as renewal_id, r.user_id, pr.email, r.period_start, r.plan_slug, p.name as plan_name,
             r.amount, r.currency, r.status, r.attempts, r.last_error, r.last_attempt_at,
             case when r.status = 'retrying' then r.next_attempt_at end as next_attempt_at,
             r.period_start + interval '3 days' as grace_ends_at
        from public.subscription_renewals r
        join public.plans p on p.slug = r.plan_slug
        left join public.profiles pr on pr.id = r.user_id
       where r.status in ('retrying', 'failed') and r.attempts > 0
         and r.period_start + interval '3 days' > now()
       order by r.period_start
       limit 500
    ) f;
  return jsonb_build_object('upcoming', upcoming, 'failed', failing);
end
$$;
comment on function rpc_definer.admin_renewals_overview(integer) is
  'The /518 renewals page: upcoming renewals within 7 or 30 days (priced as the job prices them) and failed ones in grace with the gateway''s reason (aal2 admins).';
revoke execute on function rpc_definer.admin_renewals_overview(integer) from public;
grant execute on function rpc_definer.admin_renewals_overview(integer) to authenticated, service_role;

create or replace function public.admin_renewals_overview(p_days integer default 7)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_renewals_overview(p_days);
end
$$;
comment on function public.admin_renewals_overview(integer) is
  'The /518 renewals page: upcoming renewals within 7 or 30 days (priced as the job prices them) and failed ones in grace with the gateway''s reason (aal2 admins).';
revoke execute on function public.admin_renewals_overview(integer) from public, anon;
grant execute on function public.admin_renewals_overview(integer) to authenticated, service_role;
