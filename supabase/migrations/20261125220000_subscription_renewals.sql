-- Monthly plans renew themselves (issue 28).
--
-- A card saved at checkout (Tap save_card: customer, card and payment agreement ids) is kept
-- server-side in payment_cards; the browser may read only its brand, last four digits and expiry
-- (column privileges). subscriptions.auto_renew is the customer's consent. The
-- subscription-renewals edge function (service_role, hourly) claims due renewals here, charges
-- them merchant-initiated with Tap and settles the charge through the same capture path as a
-- first payment (tap_payment_details → CAPTURED → tax invoice trigger →
-- update_subscription_with_payment). One subscription_renewals row per subscription and period
-- holds the dunning state (attempts on day 0, 1 and 3 of the renewal, then lapse after grace).

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
alter table public.subscriptions add column auto_renew boolean not null default false;
comment on column public.subscriptions.auto_renew is
  'The customer''s consent to renew a monthly plan automatically (card) or by a payment link (KNET, Benefit).';

create table public.payment_cards (
  user_id uuid primary key references auth.users (id) on delete cascade,
  tap_customer_id text not null check (length(tap_customer_id) between 1 and 100),
  tap_card_id text not null check (length(tap_card_id) between 1 and 100),
  payment_agreement_id text not null check (length(payment_agreement_id) between 1 and 100),
  brand text not null check (length(brand) between 1 and 40),
  last_four text not null check (last_four ~ '^[0-9]{4}$'),
  exp_month smallint check (exp_month between 1 and 12),
  exp_year smallint check (exp_year between 2000 and 2200),
  -- 'YYYY-MM': the month whose "card expiring" e-mail was sent, so it goes out once.
  expiry_notice_for text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payment_cards is
  'The card saved for renewals (one per user). Tap ids are server-only: owners and admins read brand, last four and expiry; service_role writes.';

alter table public.payment_cards enable row level security;
revoke all on table public.payment_cards from anon, authenticated;
grant select (user_id, brand, last_four, exp_month, exp_year, created_at, updated_at)
  on table public.payment_cards to authenticated;
grant all on table public.payment_cards to service_role;
create policy "payment_cards: owner or admin reads" on public.payment_cards
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create trigger payment_cards_touch_updated_at before update on public.payment_cards
  for each row execute function private.touch_updated_at();

create table public.subscription_renewals (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.subscriptions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The start of the period this renewal buys (the subscription's expires_at when it was due).
  period_start timestamptz not null,
  plan_slug text not null references public.plans (slug) on update cascade,
  amount numeric(10, 2) not null check (amount >= 0),
  currency text not null default 'SAR',
  method text not null check (method in ('card', 'link')),
  status text not null default 'scheduled'
    check (status in ('scheduled', 'charging', 'retrying', 'captured', 'failed', 'link_sent', 'lapsed', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null,
  last_attempt_at timestamptz,
  -- The gateway's reason for the last failure, as Tap answered it.
  last_error text,
  payment_id uuid,
  reminder_sent_at timestamptz,
  link_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (subscription_id, period_start)
);
comment on table public.subscription_renewals is
  'One row per subscription and renewal period: the attempts, their state and the gateway''s last reason. Owners and admins read; the renewal job writes.';
create index subscription_renewals_due_idx on public.subscription_renewals (next_attempt_at)
  where status in ('scheduled', 'retrying', 'charging');
create index subscription_renewals_user_idx on public.subscription_renewals (user_id, period_start desc);
create index subscription_renewals_plan_slug_idx on public.subscription_renewals (plan_slug);
create index subscription_renewals_status_idx on public.subscription_renewals (status, next_attempt_at);

alter table public.subscription_renewals enable row level security;
revoke all on table public.subscription_renewals from anon, authenticated;
grant select on table public.subscription_renewals to authenticated;
grant all on table public.subscription_renewals to service_role;
create policy "subscription_renewals: owner or admin reads" on public.subscription_renewals
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create trigger subscription_renewals_touch_updated_at before update on public.subscription_renewals
  for each row execute function private.touch_updated_at();

alter table public.tap_payment_details
  add column auto_renew boolean not null default false,
  add column customer_initiated boolean not null default true,
  add column renewal_id uuid references public.subscription_renewals (id) on delete set null;
comment on column public.tap_payment_details.auto_renew is
  'The customer asked at checkout to renew automatically (tap-payment sent save_card).';
comment on column public.tap_payment_details.renewal_id is
  'The renewal this merchant-initiated charge belongs to (null for a customer''s own payment).';
create index tap_payment_details_renewal_id_idx on public.tap_payment_details (renewal_id);
alter table public.subscription_renewals
  add constraint subscription_renewals_payment_id_fkey
  foreign key (payment_id) references public.tap_payment_details (id) on delete set null;
create index subscription_renewals_payment_id_idx on public.subscription_renewals (payment_id);

-- ---------------------------------------------------------------------------------------------
-- pricing and the dunning schedule
-- ---------------------------------------------------------------------------------------------
-- What the next period of a plan costs: its price (VAT included) after the promotion that still
-- applies at that moment; codes are one-off and never renew.
create or replace function private.renewal_price(_plan_slug text)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t public.plans;
  pr public.promotions;
begin
  select * into t from public.plans p where p.slug = _plan_slug;
  if t.id is null then
    return null;
  end if;
  pr := private.best_promotion(t.slug, t.price);
  if pr.id is null then
    return t.price;
  end if;
  return private.apply_discount(t.price, pr.discount_type, pr.discount_value)::numeric(10, 2);
end
$$;
revoke execute on function private.renewal_price(text) from public, anon, authenticated;

-- Attempt n (1-based) of a renewal falls on day 0, 1 and 3 after it is due (one day before the
-- period ends); all three lie within the 3-day grace period.
create or replace function private.renewal_attempt_at(_period_start timestamptz, _attempt integer)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select _period_start - interval '1 day'
         + case when _attempt <= 1 then interval '0 days' when _attempt = 2 then interval '1 day'
                else interval '3 days' end
$$;
revoke execute on function private.renewal_attempt_at(timestamptz, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- the job's claim (service_role only)
-- ---------------------------------------------------------------------------------------------
-- One call: creates the renewal rows of subscriptions due within 3 days, claims the reminders,
-- card-expiry notices, payment links and charge attempts that are due at p_now (each at most
-- once, rows locked with SKIP LOCKED so two jobs at once never take the same attempt), applies a
-- scheduled plan change before its renewal is priced, and lapses renewals whose grace has ended.
-- A claimed card attempt has its payment row (INITIATED) with the idempotency key
-- sub_<subscription id>_<period start> (attempts after the first add _2, _3: a declined charge is
-- final at Tap for 24 hours). A claim whose charge never got an answer (a crash, Tap unreachable)
-- is taken again after 10 minutes with the same payment and key, so Tap answers the first charge.
create or replace function public.claim_subscription_renewals(p_now timestamptz default now(), p_limit integer default 200)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.subscription_renewals;
  s public.subscriptions;
  change public.scheduled_plan_changes;
  card public.payment_cards;
  pay public.tap_payment_details;
  plan_row public.plans;
  price numeric;
  key text;
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
         private.renewal_price(coalesce(sc.to_plan, x.plan_id)), p.currency,
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
    select * into s from public.subscriptions x where x.id = r.subscription_id for update;
    if s.id is null or not s.auto_renew or s.status = 'cancelled' or s.expires_at is distinct from r.period_start then
      -- Turned off, cancelled, or renewed another way (e.g. a payment link) since.
      update public.subscription_renewals x
         set status = case when s.expires_at > r.period_start then 'captured' else 'cancelled' end
       where x.id = r.id;
      cancelled := cancelled + 1;
      continue;
    end if;

    -- A downgrade scheduled for this cycle takes effect before the renewal is priced.
    select * into change from public.scheduled_plan_changes c
     where c.user_id = s.user_id and c.status = 'pending' and c.effective_at <= r.period_start
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
    price := private.renewal_price(s.plan_id);

    select * into card from public.payment_cards c where c.user_id = s.user_id;
    if card.user_id is null then
      -- No card (KNET, Benefit, or removed): the customer gets a payment link instead, once.
      update public.subscription_renewals x
         set method = 'link', status = 'link_sent', plan_slug = s.plan_id, amount = price,
             link_sent_at = coalesce(x.link_sent_at, p_now)
       where x.id = r.id;
      if r.link_sent_at is null then
        links := links || jsonb_build_array(jsonb_build_object('renewal_id', r.id, 'user_id', r.user_id,
          'plan_slug', s.plan_id, 'amount', price, 'currency', plan_row.currency, 'period_start', r.period_start));
      end if;
      continue;
    end if;

    pay := null;
    if r.payment_id is not null then
      select * into pay from public.tap_payment_details d
       where d.id = r.payment_id and d.status = 'INITIATED' and d.applied_at is null;
    end if;
    if pay.id is null then
      key := 'sub_' || s.id::text || '_' || to_char(r.period_start at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')
             || case when r.attempts > 0 then '_' || (r.attempts + 1)::text else '' end;
      insert into public.tap_payment_details (order_reference, transaction_reference, user_id, plan_slug,
        change_type, original_amount, promotion_discount, discount_amount, final_amount, currency, status,
        auto_renew, customer_initiated, renewal_id)
      values (key, left('txn_' || replace(gen_random_uuid()::text, '-', ''), 24), s.user_id, s.plan_id,
        'renewal', plan_row.price, greatest(plan_row.price - price, 0), 0, price, plan_row.currency, 'INITIATED',
        true, false, r.id)
      on conflict (order_reference) do nothing
      returning * into pay;
      if pay.id is null then
        select * into pay from public.tap_payment_details d where d.order_reference = key;
      end if;
      update public.subscription_renewals x
         set attempts = x.attempts + 1, status = 'charging', last_attempt_at = p_now, payment_id = pay.id,
             plan_slug = s.plan_id, amount = price, method = 'card'
       where x.id = r.id;
    else
      update public.subscription_renewals x set status = 'charging', last_attempt_at = p_now where x.id = r.id;
    end if;
    attempts_out := attempts_out || jsonb_build_array(jsonb_build_object(
      'renewal_id', r.id, 'user_id', s.user_id, 'subscription_id', s.id, 'payment_id', pay.id,
      'order_reference', pay.order_reference, 'transaction_reference', pay.transaction_reference,
      'amount', pay.final_amount, 'currency', pay.currency, 'plan_slug', pay.plan_slug, 'plan_name', plan_row.name,
      'attempt', case when r.payment_id = pay.id then r.attempts else r.attempts + 1 end,
      'customer_id', card.tap_customer_id, 'card_id', card.tap_card_id,
      'agreement_id', card.payment_agreement_id, 'period_start', r.period_start));
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
comment on function public.claim_subscription_renewals(timestamptz, integer) is
  'The renewal job''s claim at p_now (service_role only): due attempts with their payment rows, reminders, card notices, payment links and lapses.';
revoke execute on function public.claim_subscription_renewals(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_subscription_renewals(timestamptz, integer) to service_role;

-- The outcome of a claimed attempt (service_role only; audited). 'captured' closes the renewal
-- (the capture itself went through settleCharge); 'failed' schedules the next attempt (day 1,
-- then day 3) or ends the dunning after the third; 'unanswered' (Tap did not answer) leaves the
-- claim to be taken again with the same payment and key.
create or replace function public.record_renewal_attempt(p_renewal_id uuid, p_now timestamptz, p_outcome text,
  p_charge_id text default null, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.subscription_renewals;
  next_status text;
  next_at timestamptz;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_outcome not in ('captured', 'failed', 'unanswered') then
    raise exception 'unknown outcome' using errcode = '22023';
  end if;
  select * into r from public.subscription_renewals x where x.id = p_renewal_id for update;
  if r.id is null then
    return jsonb_build_object('status', null);
  end if;
  next_at := r.next_attempt_at;
  if p_outcome = 'captured' then
    next_status := 'captured';
  elsif p_outcome = 'unanswered' then
    next_status := 'charging';
  elsif r.attempts >= 3 then
    next_status := 'failed';
  else
    next_status := 'retrying';
    next_at := private.renewal_attempt_at(r.period_start, r.attempts + 1);
  end if;
  update public.subscription_renewals x
     set status = next_status, next_attempt_at = next_at,
         last_error = case when p_outcome = 'captured' then null else left(coalesce(p_reason, x.last_error), 300) end
   where x.id = r.id;
  perform private.record_audit('subscription_renewal_attempt', r.user_id, 'subscription_renewal', r.id::text,
    jsonb_build_object('status', r.status, 'attempts', r.attempts),
    jsonb_build_object('status', next_status, 'next_attempt_at', next_at),
    jsonb_build_object('outcome', p_outcome, 'charge_id', p_charge_id, 'reason', left(p_reason, 300),
      'amount', r.amount, 'plan', r.plan_slug, 'at', p_now));
  return jsonb_build_object('status', next_status, 'attempts', r.attempts, 'next_attempt_at', next_at,
    'final', next_status = 'failed');
end
$$;
comment on function public.record_renewal_attempt(uuid, timestamptz, text, text, text) is
  'Records the outcome of a renewal attempt and schedules the next (service_role only; audited).';
revoke execute on function public.record_renewal_attempt(uuid, timestamptz, text, text, text) from public, anon, authenticated;
grant execute on function public.record_renewal_attempt(uuid, timestamptz, text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- the customer's controls
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.set_auto_renew(p_enabled boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  s public.subscriptions;
  p public.plans;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  if p_enabled is null then
    raise exception 'اختر تشغيل التجديد التلقائي أو إيقافه' using errcode = 'P0001', hint = 'invalid_input';
  end if;
  select * into s from public.subscriptions x where x.user_id = caller for update;
  select * into p from public.plans x where x.slug = s.plan_id;
  if s.id is null or p.billing_cycle <> 'monthly' or p.price <= 0 or s.status <> 'active' then
    raise exception 'التجديد التلقائي متاح للاشتراكات الشهرية المدفوعة السارية فقط' using errcode = 'P0001', hint = 'not_monthly';
  end if;
  if s.auto_renew is distinct from p_enabled then
    update public.subscriptions x set auto_renew = p_enabled where x.id = s.id;
    if not p_enabled then
      update public.subscription_renewals x set status = 'cancelled'
       where x.subscription_id = s.id and x.status in ('scheduled', 'retrying');
    end if;
    perform private.record_audit('subscription_auto_renew', caller, 'subscription', caller::text,
      jsonb_build_object('auto_renew', s.auto_renew), jsonb_build_object('auto_renew', p_enabled), null);
  end if;
  return p_enabled;
end
$$;
comment on function rpc_definer.set_auto_renew(boolean) is
  'Turns automatic renewal of the caller''s monthly plan on or off (off: the period runs out, nothing more is charged). Audited.';
revoke execute on function rpc_definer.set_auto_renew(boolean) from public;
grant execute on function rpc_definer.set_auto_renew(boolean) to authenticated, service_role;

create or replace function public.set_auto_renew(p_enabled boolean)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.set_auto_renew(p_enabled);
end
$$;
comment on function public.set_auto_renew(boolean) is
  'Turns automatic renewal of the caller''s monthly plan on or off (off: the period runs out, nothing more is charged). Audited.';
revoke execute on function public.set_auto_renew(boolean) from public, anon;
grant execute on function public.set_auto_renew(boolean) to authenticated, service_role;

-- Removes the caller's saved card: nothing can be charged to it any more (the renewal job holds
-- no other reference); an auto-renewing plan is renewed by a payment link by e-mail instead.
create or replace function rpc_definer.remove_payment_card()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  removed public.payment_cards;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  delete from public.payment_cards c where c.user_id = caller returning * into removed;
  if removed.user_id is null then
    return false;
  end if;
  update public.subscription_renewals x set method = 'link'
   where x.user_id = caller and x.status in ('scheduled', 'retrying');
  perform private.record_audit('payment_card_removed', caller, 'payment_card', caller::text,
    jsonb_build_object('brand', removed.brand, 'last_four', removed.last_four), null, null);
  return true;
end
$$;
comment on function rpc_definer.remove_payment_card() is
  'Removes the caller''s saved card (renewals then go by payment link). Answers whether there was one. Audited.';
revoke execute on function rpc_definer.remove_payment_card() from public;
grant execute on function rpc_definer.remove_payment_card() to authenticated, service_role;

create or replace function public.remove_payment_card()
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.remove_payment_card();
end
$$;
comment on function public.remove_payment_card() is
  'Removes the caller''s saved card (renewals then go by payment link). Answers whether there was one. Audited.';
revoke execute on function public.remove_payment_card() from public, anon;
grant execute on function public.remove_payment_card() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- a payment link renews the same plan before it ends (KNET, Benefit, or no card)
-- ---------------------------------------------------------------------------------------------
-- Same as 20261121600000 except the same-plan branch: a paid monthly plan may also be renewed in
-- its last 3 days, so the payment link mailed before expiry can be paid.
create or replace function rpc_definer.validate_plan_change(user_uuid uuid, from_plan_slug text, to_plan_slug text)
returns table (is_valid boolean, message text, change_type text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  s public.subscriptions;
  current_slug text;
  f public.plans;
  t public.plans;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into s from public.subscriptions x where x.user_id = user_uuid;
  current_slug := coalesce(s.plan_id, 'trial');
  select * into t from public.plans p where p.slug = to_plan_slug and p.is_active;
  if t.id is null then
    return query select false, 'الخطة غير متاحة'::text, null::text;
    return;
  end if;
  if from_plan_slug is not null and from_plan_slug <> current_slug then
    return query select false, 'الخطة الحالية غير مطابقة لاشتراكك'::text, null::text;
    return;
  end if;
  select * into f from public.plans p where p.slug = current_slug;
  if t.slug = f.slug then
    if f.price > 0 and f.billing_cycle = 'monthly' and s.id is not null
       and (private.subscription_state(s) <> 'active' or s.expires_at <= now() + interval '3 days') then
      return query select true, 'يمكنك تجديد اشتراكك في هذه الخطة'::text, 'renewal'::text;
    else
      return query select false, 'أنت مشترك بالفعل في هذه الخطة'::text, 'change'::text;
    end if;
    return;
  end if;
  if t.slug = 'trial' then
    return query select false, 'لا يمكن العودة إلى الخطة التجريبية'::text, 'downgrade'::text;
    return;
  end if;
  if f.slug = 'lifetime' then
    return query select false, 'لديك اشتراك مدى الحياة بالفعل'::text, 'downgrade'::text;
    return;
  end if;
  if t.rank > f.rank then
    return query select true, 'يمكنك الترقية إلى هذه الخطة'::text, 'upgrade'::text;
  elsif t.rank < f.rank then
    return query select true, 'سيتم تطبيق التخفيض في دورة الفوترة القادمة'::text, 'downgrade'::text;
  else
    return query select true, 'يمكنك تغيير الخطة'::text, 'change'::text;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- hosted Supabase: pg_cron calls subscription-renewals every hour through pg_net (Vault secrets
-- project_url and service_role_key, as for reconcile-payments: docs/architecture.md). Skipped
-- where the extensions or Vault are missing; the local stack's scheduler calls it instead.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('subscription-renewals', '7 * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/subscription-renewals',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 300000)
    $job$);
  end if;
end
$$;
