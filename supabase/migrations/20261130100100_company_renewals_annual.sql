-- Business billing, part 2 (issue 46): renewals of a company's seats through the existing
-- renewal job, annual periods for personal plans (checkout, application, renewal), and the
-- plan-change quote's credit lines. docs/billing.md; docs/decisions.md "Business billing".
--
-- * A company renews like a person: the owner's consent (company_subscriptions.auto_renew, set
--   by a checkout with autoRenew or set_company_auto_renew), the owner's saved card, the same
--   subscription_renewals rows (company_id instead of subscription_id), reminders, attempts on
--   day 0, 1 and 3 and lapse after the 3-day grace. The renewal charges the next period's seats
--   (a scheduled reduction applies here) × the price per seat in force, once per period (the
--   payment's order reference co_<company>_<period start>, and apply_company_payment applies a
--   payment once). When the grace ends unpaid the company's plan expires, and with it the plan
--   its members had from it (private.entitlements reads company_subscriptions).
-- * A personal payment carries its period (tap_payment_details.billing_period): a year is 365
--   days at plans.annual_price; update_subscription_with_payment extends by it and records it in
--   subscriptions.billing_period, which the renewal job prices and extends by.

-- =============================================================================================
-- prices by period
-- =============================================================================================
create or replace function private.plan_price_for(_plan public.plans, _period text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when _period = 'year' then coalesce(_plan.annual_price, _plan.price) else _plan.price end
$$;
revoke execute on function private.plan_price_for(public.plans, text) from public, anon, authenticated;

-- The best promotion running at a moment applied to an amount of a plan (as renewal_price_at).
create or replace function private.promoted_at(_plan_slug text, _amount numeric, _at timestamptz)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pr public.promotions;
begin
  select x.* into pr from public.promotions x
   where x.is_active and x.starts_at <= _at and (x.ends_at is null or x.ends_at > _at)
     and (x.plan_slug is null or x.plan_slug = _plan_slug)
   order by _amount - private.apply_discount(_amount, x.discount_type, x.discount_value) desc, x.created_at
   limit 1;
  if pr.id is null then
    return _amount;
  end if;
  return private.apply_discount(_amount, pr.discount_type, pr.discount_value)::numeric(10, 2);
end
$$;
revoke execute on function private.promoted_at(text, numeric, timestamptz) from public, anon, authenticated;

-- What a personal renewal costs for the subscription's period.
create or replace function private.renewal_price_for(_plan_slug text, _period text, _at timestamptz)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t public.plans;
begin
  if coalesce(_period, 'month') = 'month' then
    return private.renewal_price_at(_plan_slug, _at);
  end if;
  select * into t from public.plans p where p.slug = _plan_slug;
  if t.id is null then
    return null;
  end if;
  return private.promoted_at(t.slug, private.plan_price_for(t, _period), coalesce(_at, now()));
end
$$;
revoke execute on function private.renewal_price_for(text, text, timestamptz) from public, anon, authenticated;

-- The price per seat of a company's period now, and what its next period costs.
create or replace function private.seat_price_for(_plan public.plans, _period text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when _period = 'year' then _plan.seat_annual_price else _plan.seat_price end
$$;
revoke execute on function private.seat_price_for(public.plans, text) from public, anon, authenticated;

create or replace function private.company_renewal_price(cs public.company_subscriptions, _at timestamptz)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t public.plans;
begin
  select * into t from public.plans p where p.slug = cs.plan_id;
  if t.id is null or private.seat_price_for(t, cs.billing_period) is null then
    return null;
  end if;
  return private.promoted_at(t.slug,
    round(private.seat_price_for(t, cs.billing_period) * coalesce(cs.seats_next_period, cs.seats), 2),
    coalesce(_at, now()));
end
$$;
revoke execute on function private.company_renewal_price(public.company_subscriptions, timestamptz) from public, anon, authenticated;

-- An annual subscription's price is its annual price (the upgrade credit reads plan_price).
create or replace function private.record_subscription_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT'
     or new.plan_id is distinct from old.plan_id
     or new.started_at is distinct from old.started_at
     or new.billing_period is distinct from old.billing_period
     or (new.expires_at is not null and new.expires_at > coalesce(old.expires_at, '-infinity'::timestamptz)) then
    select private.plan_price_for(p, new.billing_period) into new.plan_price
      from public.plans p where p.slug = new.plan_id;
  else
    new.plan_price := old.plan_price;
  end if;
  return new;
end
$$;

-- =============================================================================================
-- company renewals in subscription_renewals
-- =============================================================================================
alter table public.subscription_renewals
  alter column subscription_id drop not null,
  add column company_id uuid references public.companies (id) on delete cascade,
  add constraint subscription_renewals_one_owner check ((subscription_id is null) <> (company_id is null));
comment on column public.subscription_renewals.company_id is
  'A company''s renewal (issue 46): user_id is the owner whose card pays; subscription_id is null.';
create unique index subscription_renewals_company_period on public.subscription_renewals (company_id, period_start)
  where company_id is not null;

create or replace function private.company_renewal_claim_one(_r public.subscription_renewals, _now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cs public.company_subscriptions;
  card public.payment_cards;
  pay public.tap_payment_details;
  plan_row public.plans;
  seats integer;
  unit numeric;
  price numeric;
  key text;
begin
  perform 1 from public.companies c where c.id = _r.company_id for update;
  select * into cs from public.company_subscriptions x where x.company_id = _r.company_id for update;
  if cs.company_id is null or not cs.auto_renew or cs.status = 'cancelled' or cs.seats is null
     or cs.expires_at is distinct from _r.period_start or cs.paid_by is distinct from _r.user_id
     -- The payer is no longer the owner (ownership moved): never charge a former owner's card.
     or not exists (select 1 from public.company_members m
                     where m.company_id = cs.company_id and m.user_id = _r.user_id and m.role = 'owner') then
    update public.subscription_renewals x
       set status = case when cs.expires_at > _r.period_start then 'captured' else 'cancelled' end
     where x.id = _r.id;
    return jsonb_build_object('kind', 'cancelled');
  end if;
  select * into plan_row from public.plans p where p.slug = cs.plan_id;
  seats := coalesce(cs.seats_next_period, cs.seats);
  unit := private.seat_price_for(plan_row, cs.billing_period);
  price := private.company_renewal_price(cs, _now);
  if unit is null or price is null then
    update public.subscription_renewals x set status = 'cancelled' where x.id = _r.id;
    return jsonb_build_object('kind', 'cancelled');
  end if;

  select * into card from public.payment_cards c where c.user_id = _r.user_id;
  if card.user_id is null then
    update public.subscription_renewals x
       set method = 'link', status = 'link_sent', amount = price, link_sent_at = coalesce(x.link_sent_at, _now)
     where x.id = _r.id;
    if _r.link_sent_at is null then
      return jsonb_build_object('kind', 'link', 'renewal_id', _r.id, 'user_id', _r.user_id,
        'plan_slug', cs.plan_id, 'amount', price, 'currency', plan_row.currency, 'period_start', _r.period_start,
        'company_id', cs.company_id);
    end if;
    return jsonb_build_object('kind', 'none');
  end if;

  pay := null;
  if _r.payment_id is not null then
    select * into pay from public.tap_payment_details d
     where d.id = _r.payment_id and d.status = 'INITIATED' and d.applied_at is null;
  end if;
  if pay.id is null then
    key := 'co_' || cs.company_id::text || '_' || to_char(_r.period_start at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')
           || case when _r.attempts > 0 then '_' || (_r.attempts + 1)::text else '' end;
    insert into public.tap_payment_details (order_reference, transaction_reference, user_id, plan_slug,
      change_type, original_amount, promotion_discount, discount_amount, final_amount, currency, status,
      auto_renew, customer_initiated, renewal_id, billing_period, company_id, purpose, seats, unit_price)
    values (key, left('txn_' || replace(gen_random_uuid()::text, '-', ''), 24), _r.user_id, cs.plan_id,
      'renewal', round(unit * seats, 2), greatest(round(unit * seats, 2) - price, 0), 0, price, plan_row.currency,
      'INITIATED', true, false, _r.id, cs.billing_period, cs.company_id, 'company_subscription', seats, unit)
    on conflict (order_reference) do nothing
    returning * into pay;
    if pay.id is null then
      select * into pay from public.tap_payment_details d where d.order_reference = key;
    end if;
    update public.subscription_renewals x
       set attempts = x.attempts + 1, status = 'charging', last_attempt_at = _now, payment_id = pay.id,
           plan_slug = cs.plan_id, amount = price, method = 'card'
     where x.id = _r.id;
  else
    update public.subscription_renewals x set status = 'charging', last_attempt_at = _now where x.id = _r.id;
  end if;
  return jsonb_build_object('kind', 'attempt',
    'renewal_id', _r.id, 'user_id', _r.user_id, 'subscription_id', null, 'company_id', cs.company_id,
    'payment_id', pay.id, 'order_reference', pay.order_reference, 'transaction_reference', pay.transaction_reference,
    'amount', pay.final_amount, 'currency', pay.currency, 'plan_slug', pay.plan_slug,
    'plan_name', coalesce(plan_row.team_name, plan_row.name),
    'attempt', case when _r.payment_id = pay.id then _r.attempts else _r.attempts + 1 end,
    'customer_id', card.tap_customer_id, 'card_id', card.tap_card_id,
    'agreement_id', card.payment_agreement_id, 'period_start', _r.period_start);
end
$$;
comment on function private.company_renewal_claim_one(public.subscription_renewals, timestamptz) is
  'The claim of one locked company renewal: cancel, payment link, or a charge of the next period''s seats × price per seat from the paying owner''s saved card.';
revoke execute on function private.company_renewal_claim_one(public.subscription_renewals, timestamptz) from public, anon, authenticated;


create or replace function rpc_definer.set_company_auto_renew(p_company_id uuid, p_enabled boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cs public.company_subscriptions;
  uid uuid := (select auth.uid());
begin
  perform private.billing_owner(p_company_id);
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  select * into cs from public.company_subscriptions x where x.company_id = p_company_id for update;
  if not coalesce(private.company_paid_active(cs), false) then
    perform private.company_refuse('لا يوجد اشتراك فعّال للشركة', 'no_subscription');
  end if;
  if p_enabled is null then
    perform private.company_refuse('قيمة التجديد التلقائي غير صالحة', 'invalid_auto_renew');
  end if;
  -- The card that pays is the consenting owner's: turning renewal on makes the caller the payer.
  update public.company_subscriptions x
     set auto_renew = p_enabled, paid_by = case when p_enabled then uid else x.paid_by end, updated_at = now()
   where x.company_id = p_company_id;
  if not p_enabled then
    update public.subscription_renewals r set status = 'cancelled'
     where r.company_id = p_company_id and r.status in ('scheduled', 'retrying');
  end if;
  perform private.company_audit('company_auto_renew', p_company_id, jsonb_build_object('auto_renew', cs.auto_renew),
    jsonb_build_object('auto_renew', p_enabled));
  return jsonb_build_object('auto_renew', p_enabled, 'renews_at', cs.expires_at,
    'has_card', exists (select 1 from public.payment_cards c where c.user_id = uid));
end
$$;
comment on function rpc_definer.set_company_auto_renew(uuid, boolean) is
  'Turns the company''s automatic renewal on or off (owner only; on: the owner''s saved card pays the next period''s seats). Answers {auto_renew, renews_at, has_card}.';

-- =============================================================================================
-- renewals: the company branch and the period of a personal subscription
-- =============================================================================================
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
  -- Issue 46: a company's renewal (seats × price per seat) has its own claim.
  if _r.company_id is not null then
    return private.company_renewal_claim_one(_r, _now);
  end if;
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
  price := private.renewal_price_for(s.plan_id, s.billing_period, _now);

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
      auto_renew, customer_initiated, renewal_id, billing_period)
    values (key, left('txn_' || replace(gen_random_uuid()::text, '-', ''), 24), s.user_id, s.plan_id,
      'renewal', private.plan_price_for(plan_row, s.billing_period),
      greatest(private.plan_price_for(plan_row, s.billing_period) - price, 0), 0, price, plan_row.currency,
      'INITIATED', true, false, _r.id, s.billing_period)
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
  'The claim of one locked renewal row: cancel, payment link, or a charge attempt with its payment row priced for the subscription''s period (a company''s row: private.company_renewal_claim_one). The job and "retry now" both use it.';
revoke execute on function private.renewal_claim_one(public.subscription_renewals, timestamptz) from public, anon, authenticated;

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
         private.renewal_price_for(coalesce(sc.to_plan, x.plan_id), x.billing_period, p_now), p.currency,
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

  -- 1b. Issue 46: the same for companies whose owner consented to renew the team plan; the
  -- owner who paid is charged (their saved card), for the seats of the next period.
  insert into public.subscription_renewals (company_id, user_id, period_start, plan_slug, amount,
    currency, method, next_attempt_at)
  select x.company_id, x.paid_by, x.expires_at, x.plan_id,
         private.company_renewal_price(x, p_now), p.currency,
         case when exists (select 1 from public.payment_cards c where c.user_id = x.paid_by) then 'card' else 'link' end,
         private.renewal_attempt_at(x.expires_at, 1)
    from public.company_subscriptions x
    join public.plans p on p.slug = x.plan_id
   where x.auto_renew and x.status = 'active' and x.expires_at is not null and x.seats is not null
     and x.paid_by is not null and p.seat_price is not null
     -- Only the owner's card: after a transfer the new owner consents again.
     and exists (select 1 from public.company_members m
                  where m.company_id = x.company_id and m.user_id = x.paid_by and m.role = 'owner')
     and x.expires_at <= p_now + interval '3 days' and x.expires_at > p_now - interval '3 days'
  on conflict (company_id, period_start) where company_id is not null do nothing;

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
       and not exists (select 1 from public.company_subscriptions y
                        where y.company_id = x.company_id and y.expires_at > x.period_start)
    returning x.subscription_id, x.company_id, x.period_start
  ), ended as (
    update public.subscriptions y set status = 'expired'
      from gone g
     where y.id = g.subscription_id and y.status = 'active' and y.expires_at = g.period_start
    returning y.id
  ), company_ended as (
    -- A company's members lose the plan with it (their grace ended with the company's).
    update public.company_subscriptions y set status = 'expired', updated_at = now()
      from gone g
     where y.company_id = g.company_id and y.status = 'active' and y.expires_at = g.period_start
    returning y.company_id
  )
  select count(*) into lapsed from gone;

  return jsonb_build_object('attempts', attempts_out, 'reminders', reminders, 'links', links,
    'card_notices', notices, 'lapsed', lapsed, 'cancelled', cancelled);
end
$$;

comment on function public.claim_subscription_renewals(timestamptz, integer) is
  'The renewal job''s claim (service_role only): renewal rows of subscriptions and company team plans ending within 3 days, reminders, card notices, payment links and due charge attempts (each once, SKIP LOCKED), and lapses after the grace (a company''s plan expires with its renewal).';

-- =============================================================================================
-- personal payments carry their period
-- =============================================================================================
create or replace function public.update_subscription_with_payment(user_uuid uuid, new_plan_slug text,
  payment_id text default null, payment_amount numeric default null, payment_currency text default 'SAR',
  external_ref text default null, change_reason text default null)
returns table (success boolean, message text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  s public.subscriptions;
  pay public.tap_payment_details;
  cur public.plans;
  t public.plans;
  kind text;
  period text := 'month';
  new_expiry timestamptz;
  state text;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if payment_id is not null then
    -- One application per payment, however many webhook deliveries race here.
    perform pg_advisory_xact_lock(hashtextextended('payment:' || payment_id, 0));
    if exists (select 1 from public.subscription_history h where h.payment_id = update_subscription_with_payment.payment_id) then
      return query select true, 'تمت معالجة هذه الدفعة مسبقاً'::text;
      return;
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('subscription:' || user_uuid::text, 0));
  select * into t from public.plans p where p.slug = new_plan_slug and p.is_active;
  if t.id is null then
    return query select false, 'الخطة غير متاحة'::text;
    return;
  end if;
  if not exists (select 1 from auth.users u where u.id = user_uuid) then
    return query select false, 'User not found'::text;
    return;
  end if;
  select * into s from public.subscriptions x where x.user_id = user_uuid for update;
  select * into cur from public.plans p where p.slug = coalesce(s.plan_id, 'trial');
  state := coalesce(private.subscription_state(s), 'expired');
  kind := case when t.rank > cur.rank then 'upgrade' when t.rank < cur.rank then 'downgrade'
               when t.slug = cur.slug then 'renewal' else 'change' end;

  -- Issue 41: a prorated upgrade was priced against one period of one payment. Applied to any
  -- other state (that payment refunded, the period renewed or over, the plan changed) it would
  -- buy the better plan for a price computed for something else: it is not applied, the money
  -- stays refundable by an admin, and the refusal is audited once.
  if payment_id is not null then
    select * into pay from public.tap_payment_details x where x.charge_id = update_subscription_with_payment.payment_id;
    if pay.id is null then
      select * into pay from public.tap_payment_details x
       where x.order_reference = coalesce(external_ref, update_subscription_with_payment.payment_id);
    end if;
    period := coalesce(pay.billing_period, 'month');
    if pay.proration_amount is not null and (
         kind <> 'upgrade' or state <> 'active'
         or s.expires_at is distinct from pay.prorated_until
         or s.last_payment_id is distinct from pay.prorated_base_payment) then
      if not exists (select 1 from public.audit_log a
                      where a.action = 'prorated_payment_not_applied' and a.target_id = pay.id::text) then
        perform private.record_audit('prorated_payment_not_applied', user_uuid, 'payment', pay.id::text,
          jsonb_build_object('plan', cur.slug, 'expires_at', s.expires_at, 'last_payment_id', s.last_payment_id),
          jsonb_build_object('prorated_until', pay.prorated_until, 'prorated_base_payment', pay.prorated_base_payment),
          jsonb_build_object('payment_id', payment_id, 'amount', payment_amount));
      end if;
      return query select false, 'تغيّر اشتراكك بعد حساب سعر الترقية، فلم تُطبَّق هذه الدفعة على اشتراكك. تواصل معنا لاسترداد مبلغها'::text;
      return;
    end if;
  end if;

  if payment_id is null then
    -- Without a payment only a downgrade to a paid plan (next cycle) or a free plan may happen.
    if kind = 'downgrade' and state = 'active' and cur.price > 0 and s.expires_at is not null then
      update public.scheduled_plan_changes c set status = 'cancelled'
       where c.user_id = user_uuid and c.status = 'pending';
      insert into public.scheduled_plan_changes (user_id, from_plan, to_plan, effective_at, reason)
      values (user_uuid, cur.slug, t.slug, s.expires_at, change_reason);
      return query select true, 'سيتم تطبيق التغيير في دورة الفوترة القادمة'::text;
      return;
    end if;
    if t.price > 0 then
      return query select false, 'يرجى إكمال عملية الدفع'::text;
      return;
    end if;
  elsif coalesce(payment_currency, 'SAR') <> t.currency or payment_amount is null or payment_amount < 0 then
    return query select false, 'بيانات الدفع غير صالحة'::text;
    return;
  end if;

  -- Issue 46: a payment buys its period (30 days, or 365 for an annual price).
  new_expiry := case
    when t.billing_cycle = 'lifetime' then null
    -- An upgrade paid by proration keeps the current cycle's end (same period length only).
    when kind = 'upgrade' and state = 'active' and cur.billing_cycle = 'monthly' and s.expires_at is not null
         and period = s.billing_period then s.expires_at
    when kind = 'renewal' and state = 'active' and s.expires_at is not null
      then s.expires_at + make_interval(days => private.period_days(period, t.duration_days))
    -- A year bought while a paid month runs starts when that month ends (nothing is paid twice).
    when period = 'year' and state = 'active' and s.expires_at is not null and cur.price > 0
         and cur.billing_cycle = 'monthly'
      then s.expires_at + make_interval(days => 365)
    else now() + make_interval(days => private.period_days(period, t.duration_days)) end;

  insert into public.subscriptions as x (user_id, plan_id, status, started_at, expires_at, grace_period_until,
    payment_method_status, last_payment_id, billing_period)
  values (user_uuid, t.slug, 'active', now(), new_expiry,
    case when t.price > 0 and new_expiry is not null then new_expiry + interval '3 days' end,
    case when payment_id is not null then 'paid' end, payment_id, period)
  on conflict (user_id) do update set
    plan_id = excluded.plan_id, status = 'active', expires_at = excluded.expires_at,
    billing_period = excluded.billing_period,
    grace_period_until = excluded.grace_period_until,
    payment_method_status = coalesce(excluded.payment_method_status, x.payment_method_status),
    last_payment_id = coalesce(excluded.last_payment_id, x.last_payment_id),
    started_at = case when x.plan_id = excluded.plan_id then x.started_at else now() end;

  update public.scheduled_plan_changes c set status = 'cancelled'
   where c.user_id = user_uuid and c.status = 'pending';
  insert into public.subscription_history (user_id, from_plan, to_plan, change_type, reason, payment_id, amount, currency)
  values (user_uuid, cur.slug, t.slug, kind, change_reason, payment_id, payment_amount, coalesce(payment_currency, 'SAR'));
  if payment_id is not null then
    update public.tap_payment_details d set applied_at = now()
     where (d.charge_id = payment_id or d.order_reference = coalesce(external_ref, payment_id)) and d.applied_at is null;
  end if;
  update public.profiles p set intended_plan = null where p.id = user_uuid and p.intended_plan = t.slug;
  perform private.record_audit('subscription_updated', user_uuid, 'subscription', user_uuid::text,
    jsonb_build_object('plan', cur.slug, 'expires_at', s.expires_at),
    jsonb_build_object('plan', t.slug, 'expires_at', new_expiry),
    jsonb_build_object('payment_id', payment_id, 'external_ref', external_ref, 'amount', payment_amount));
  return query select true, 'تم تحديث الاشتراك بنجاح'::text;
end
$$;
comment on function public.update_subscription_with_payment(uuid, text, text, numeric, text, text, text) is
  'Applies a paid plan change (service_role only), idempotent per payment_id; downgrades without payment are scheduled; a prorated upgrade applies only to the payment and period it was priced against; the payment''s period (a month, or 365 days at the annual price) is recorded on the subscription.';

-- =============================================================================================
-- the plan-change quote: a period, and the credit lines of an upgrade
-- =============================================================================================
drop function public.quote_plan_change(uuid, text, text);
drop function rpc_definer.quote_plan_change(uuid, text, text);
create or replace function rpc_definer.quote_plan_change(user_uuid uuid, plan_slug_input text, code_input text default null,
  period_input text default 'month')
returns table (plan_slug text, change_type text, original_amount numeric, proration_amount numeric,
  promotion_name text, promotion_discount numeric, discount_code text, discount_amount numeric,
  final_amount numeric, currency text, code_error text, credit_lines jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  s public.subscriptions;
  cur public.plans;
  t public.plans;
  base numeric;
  prorated numeric;
  kind text := 'change';
  remaining numeric;
  pr public.promotions;
  after_promo numeric;
  c public.discount_codes;
  verdict text;
  email text;
  final numeric;
  period text := coalesce(period_input, 'month');
  days integer;
  credit numeric;
  lines jsonb := '[]'::jsonb;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into t from public.plans p where p.slug = plan_slug_input and p.is_active;
  if t.id is null then
    raise exception 'الخطة غير متاحة' using errcode = '22023';
  end if;
  if period not in ('month', 'year') or (period = 'year' and t.annual_price is null) then
    raise exception 'مدة الاشتراك غير صالحة' using errcode = '22023';
  end if;
  select * into s from public.subscriptions x where x.user_id = user_uuid;
  select * into cur from public.plans p where p.slug = coalesce(s.plan_id, 'trial');
  if period = 'month' and s.billing_period = 'year' and private.subscription_state(s) = 'active'
     and cur.price > 0 and s.expires_at > now() + interval '3 days' then
    raise exception 'اشتراكك سنوي؛ يمكنك الانتقال إلى الدفع الشهري عند نهاية سنتك' using errcode = '22023';
  end if;
  base := private.plan_price_for(t, period);
  if t.rank > cur.rank then kind := 'upgrade'; elsif t.rank < cur.rank then kind := 'downgrade'; end if;
  if kind = 'upgrade' and coalesce(s.plan_price, cur.price) > 0 and cur.billing_cycle = 'monthly' and t.billing_cycle = 'monthly'
     and period = s.billing_period
     and private.subscription_state(s) = 'active' and s.expires_at is not null then
    -- Issue 41: the remaining share of the subscriber's own period (the upgrade keeps its end), to
    -- the second, not of the calendar month. Issue 46: a year's period is 365 days.
    days := private.period_days(s.billing_period, cur.duration_days);
    remaining := least(greatest(extract(epoch from s.expires_at - now()), 0) / (days * 86400.0), 1);
    prorated := round((base - coalesce(s.plan_price, cur.price)) * remaining, 2);
    if prorated > 0 then
      -- The lines the dialog shows: the new plan for the rest of the period, less the unused
      -- part of what was paid for the current one (each rounded; the charge is their difference).
      credit := round(coalesce(s.plan_price, cur.price) * remaining, 2);
      lines := jsonb_build_array(
        jsonb_build_object('kind', 'new_plan', 'label', 'خطة ' || t.name || ' لبقية فترتك الحالية',
          'amount', prorated + credit, 'period_start', now(), 'period_end', s.expires_at),
        jsonb_build_object('kind', 'unused_credit', 'label', 'رصيد الجزء غير المستخدم من خطة ' || cur.name,
          'amount', -credit, 'period_start', now(), 'period_end', s.expires_at));
      base := prorated;
    else
      prorated := null;
    end if;
  end if;
  pr := private.best_promotion(t.slug, base);
  after_promo := case when pr.id is null then base else private.apply_discount(base, pr.discount_type, pr.discount_value) end;
  final := after_promo;
  if code_input is not null and btrim(code_input) <> '' then
    select lower(u.email) into email from auth.users u where u.id = user_uuid;
    select * into c from public.discount_codes d where d.code = upper(btrim(code_input));
    verdict := private.check_discount_code(c, email, after_promo, t.slug);
    if verdict is null then
      final := private.apply_discount(after_promo, c.discount_type, c.discount_value);
    end if;
  end if;
  return query select t.slug, kind, private.plan_price_for(t, period), prorated, pr.name,
    (base - after_promo)::numeric(10, 2),
    case when verdict is null and c.id is not null then c.code else null end,
    (after_promo - final)::numeric(10, 2), final::numeric(10, 2), t.currency, verdict, lines;
end
$$;
comment on function rpc_definer.quote_plan_change(uuid, text, text, text) is
  'Server-side price of moving to a plan for a period (month, or year at plans.annual_price): proration (an upgrade within the same period length: the price difference times the remaining share of the subscriber''s own period, to the halala; > 0 only; credit_lines shows the new plan for the rest of the period and the unused credit), then promotion, then code; never below 0.';

do $migration$
declare
  saved_path text := current_setting('search_path');
  f record;
  ident text;
  call_args text;
  call text;
begin
  perform set_config('search_path', '', true);
  for f in
    select p.oid, p.proname, p.pronargs, p.proretset, p.prorettype, p.provolatile,
           pg_catalog.obj_description(p.oid, 'pg_proc') as comment,
           pg_catalog.pg_get_function_arguments(p.oid) as args,
           pg_catalog.pg_get_function_identity_arguments(p.oid) as ident,
           pg_catalog.pg_get_function_result(p.oid) as result
      from pg_catalog.pg_proc p
     where p.pronamespace = 'rpc_definer'::regnamespace
       and p.proname in ('quote_plan_change', 'set_company_auto_renew')
     order by p.proname
  loop
    ident := format('%I(%s)', f.proname, f.ident);
    execute format('revoke execute on function rpc_definer.%s from public, anon, authenticated', ident);
    execute format('grant execute on function rpc_definer.%s to authenticated, service_role', ident);
    select coalesce(string_agg('$' || i, ', ' order by i), '') into call_args
      from generate_series(1, f.pronargs) as i;
    if f.proretset then
      call := format('return query select * from rpc_definer.%I(%s);', f.proname, call_args);
    elsif f.prorettype = 'pg_catalog.void'::regtype then
      call := format('perform rpc_definer.%I(%s);', f.proname, call_args);
    else
      call := format('return rpc_definer.%I(%s);', f.proname, call_args);
    end if;
    execute format(
      'create or replace function public.%I(%s) returns %s language plpgsql %s security invoker set search_path = %L as %L',
      f.proname, f.args, f.result,
      case f.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
      '', E'\nbegin\n  ' || call || E'\nend\n');
    if f.comment is not null then
      execute format('comment on function public.%s is %L', ident, f.comment);
    end if;
    execute format('revoke all on function public.%s from public, anon, authenticated', ident);
    execute format('grant execute on function public.%s to authenticated, service_role', ident);
  end loop;
  perform set_config('search_path', saved_path, true);
end
$migration$;
