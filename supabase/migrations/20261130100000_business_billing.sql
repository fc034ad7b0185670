-- Business billing (issue 46): the team offer of a plan sold per seat to a company, annual
-- prices, billing details (Arabic legal name, VAT and CR numbers, national address), standard
-- tax invoices carrying the buyer block as issued, and the decline reason of a failed charge.
-- docs/billing.md describes the model; docs/decisions.md "Business billing (issue 46)" the choices.
--
-- * Prices stay VAT-inclusive (docs/decisions.md, issue 23). A team seat is priced by
--   plans.seat_price (a month) or plans.seat_annual_price (12 months); the company pays
--   seats × price and its members get the plan's limits through the unchanged entitlement rule.
-- * Seats are bought by the owner only (the quote RPCs check the caller's role in the database;
--   tap-payment calls them with the caller's token). A capture applies a company payment through
--   public.apply_company_payment (service_role), once per payment under the company row lock, so
--   a replayed webhook or two racing deliveries add the seats once.
-- * Mid-cycle additions cost add × price per seat × (period end − now) ÷ period length, to the
--   halala; a reduction is scheduled for the next period and never below the member count.
-- * Every invoice snapshots the buyer's billing details (tax_invoices.buyer); a buyer with a VAT
--   number gets a standard tax invoice (invoice_type 'standard'), everyone else the simplified one
--   as before. The number series and the QR are unchanged.

-- =============================================================================================
-- plans: annual and per-seat prices
-- =============================================================================================
alter table public.plans
  add column annual_price numeric(10, 2) check (annual_price is null or annual_price > 0),
  add column seat_price numeric(10, 2) check (seat_price is null or seat_price > 0),
  add column seat_annual_price numeric(10, 2) check (seat_annual_price is null or seat_annual_price > 0),
  add column team_name text check (team_name is null or char_length(btrim(team_name)) between 1 and 60),
  add constraint plans_seat_annual_needs_seat_price check (seat_annual_price is null or seat_price is not null),
  add constraint plans_team_prices_monthly check (
    (seat_price is null and annual_price is null) or billing_cycle = 'monthly');
comment on column public.plans.annual_price is
  'Price of 12 months (365 days) of this monthly plan for a person, VAT included; null: no annual offer.';
comment on column public.plans.seat_price is
  'The team offer of this plan: price per seat per month for a company, VAT included; null: not sold to companies.';
comment on column public.plans.seat_annual_price is
  'Price per seat for 12 months (365 days) of the team offer; null: no annual team offer.';
comment on column public.plans.team_name is 'Display name of the team offer (e.g. «الفريق»).';
grant update (annual_price, seat_price, seat_annual_price, team_name) on table public.plans to authenticated;

update public.plans set annual_price = 190 where slug = 'basic' and annual_price is null;
update public.plans set annual_price = 350 where slug = 'advanced' and annual_price is null;
update public.plans set annual_price = 570, seat_price = 49, seat_annual_price = 490, team_name = 'الفريق'
 where slug = 'premium' and seat_price is null;

-- The length of a billing period in days: a plan's own duration for a month, 365 for a year.
create or replace function private.period_days(_period text, _duration_days integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when _period = 'year' then 365 else coalesce(_duration_days, 30) end
$$;
revoke execute on function private.period_days(text, integer) from public, anon, authenticated;

-- =============================================================================================
-- periods and seats on subscriptions and payments
-- =============================================================================================
alter table public.subscriptions
  add column billing_period text not null default 'month' check (billing_period in ('month', 'year'));
comment on column public.subscriptions.billing_period is
  'month: the plan''s duration_days per payment; year: 365 days at plans.annual_price.';

alter table public.company_subscriptions
  add column seats integer check (seats is null or seats between 1 and 10000),
  add column billing_period text not null default 'month' check (billing_period in ('month', 'year')),
  add column seats_next_period integer check (seats_next_period is null or seats_next_period between 1 and 10000),
  add column price_per_seat numeric(10, 2) check (price_per_seat is null or price_per_seat >= 0),
  add column last_payment_id text,
  add column auto_renew boolean not null default false,
  add column paid_by uuid references auth.users (id) on delete set null;
comment on column public.company_subscriptions.seats is
  'Seats paid for (null: a plan set by a platform admin without seats). companies.seat_limit follows it.';
comment on column public.company_subscriptions.seats_next_period is
  'A reduction of seats the owner scheduled; applied when the next period starts.';
comment on column public.company_subscriptions.price_per_seat is 'The price per seat paid for the current period.';
create index company_subscriptions_paid_by_idx on public.company_subscriptions (paid_by);

alter table public.tap_payment_details
  add column billing_period text not null default 'month' check (billing_period in ('month', 'year')),
  add column company_id uuid references public.companies (id) on delete set null,
  add column purpose text not null default 'subscription'
    check (purpose in ('subscription', 'company_subscription', 'seat_add')),
  add column seats integer check (seats is null or seats between 1 and 10000),
  add column unit_price numeric(10, 2) check (unit_price is null or unit_price >= 0),
  add column seat_period_end timestamptz,
  add column decline_reason text check (decline_reason is null or decline_reason in (
    'insufficient_funds', 'card_expired', 'three_ds_failed', 'declined_by_bank', 'invalid_card',
    'cvv_mismatch', 'timed_out', 'cancelled', 'failed')),
  add constraint tap_payment_details_company_purpose check (purpose = 'subscription' or seats is not null);
comment on column public.tap_payment_details.purpose is
  'subscription: a person''s plan; company_subscription: a company buys seats of a team plan; seat_add: seats added mid-period.';
comment on column public.tap_payment_details.seat_period_end is
  'For seat_add: the company period end the proration was priced against; applied only while it is still the end.';
comment on column public.tap_payment_details.decline_reason is
  'Why Tap did not capture the charge, from its response.code (supabase/functions/_shared/decline-reasons.ts).';
create index tap_payment_details_company_idx on public.tap_payment_details (company_id);

-- =============================================================================================
-- billing details
-- =============================================================================================
create table public.billing_details (
  id uuid primary key default gen_random_uuid(),
  company_id uuid unique references public.companies (id) on delete cascade,
  user_id uuid unique references auth.users (id) on delete cascade,
  legal_name text not null check (char_length(legal_name) between 2 and 150 and legal_name ~ '[ء-ي]'),
  vat_number text check (vat_number is null or vat_number ~ '^3[0-9]{13}3$'),
  cr_number text check (cr_number is null or cr_number ~ '^[0-9]{10}$'),
  building_number text not null check (building_number ~ '^[0-9]{4}$'),
  street text not null check (char_length(btrim(street)) between 1 and 100),
  district text not null check (char_length(btrim(district)) between 1 and 100),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  additional_number text check (additional_number is null or additional_number ~ '^[0-9]{4}$'),
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((company_id is null) <> (user_id is null))
);
comment on table public.billing_details is
  'Buyer details printed on invoices (a company''s, or a person''s): Arabic legal name, VAT and CR numbers, national address. Written by set_billing_details (owner only); each invoice keeps a copy.';
create index billing_details_updated_by_idx on public.billing_details (updated_by);
alter table public.billing_details enable row level security;
revoke all on table public.billing_details from anon, authenticated;
grant select on table public.billing_details to authenticated;
grant all on table public.billing_details to service_role;
create policy "billing_details: owner reads" on public.billing_details
  for select to authenticated using (
    user_id = (select auth.uid())
    or (company_id is not null and (select private.company_role(company_id)) in ('owner', 'admin'))
    or (select private.is_admin()));

-- Digits as typed on an Arabic keyboard are the same digits; spaces are dropped.
create or replace function private.billing_digits(_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.regexp_replace(pg_catalog.translate(coalesce(_value, ''),
    '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '\s', '', 'g'), '')
$$;
revoke execute on function private.billing_digits(text) from public, anon, authenticated;

-- The caller must own the company (billing is the owner's). A non-member gets not_found.
create or replace function private.billing_owner(_company_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r text;
begin
  if (select auth.uid()) is null then
    perform private.company_refuse('يجب تسجيل الدخول', 'sign_in_required', '42501');
  end if;
  select m.role into r from public.company_members m
   where m.company_id = _company_id and m.user_id = (select auth.uid());
  if r is null then
    perform private.company_refuse('الشركة غير موجودة', 'not_found');
  end if;
  if r <> 'owner' then
    perform private.company_refuse('إدارة الفوترة لمالك الشركة فقط', 'not_owner', '42501');
  end if;
end
$$;
revoke execute on function private.billing_owner(uuid) from public, anon, authenticated;

create or replace function rpc_definer.set_billing_details(p_company_id uuid, p_legal_name text,
  p_vat_number text, p_cr_number text, p_building_number text, p_street text, p_district text,
  p_city text, p_postal_code text, p_additional_number text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  legal text := btrim(coalesce(p_legal_name, ''));
  vat text := private.billing_digits(p_vat_number);
  cr text := private.billing_digits(p_cr_number);
  building text := private.billing_digits(p_building_number);
  v_street text := btrim(coalesce(p_street, ''));
  v_district text := btrim(coalesce(p_district, ''));
  v_city text := btrim(coalesce(p_city, ''));
  postal text := private.billing_digits(p_postal_code);
  additional text := private.billing_digits(p_additional_number);
  old_row public.billing_details;
  saved public.billing_details;
begin
  if uid is null then
    perform private.company_refuse('يجب تسجيل الدخول', 'sign_in_required', '42501');
  end if;
  if p_company_id is not null then
    perform private.billing_owner(p_company_id);
  end if;
  -- The company write budget (each save is audited).
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  if legal = '' then
    perform private.company_refuse('الاسم النظامي بالعربية مطلوب', 'invalid_legal_name');
  elsif char_length(legal) > 150 then
    perform private.company_refuse('الاسم النظامي لا يتجاوز 150 حرفاً', 'invalid_legal_name');
  elsif legal !~ '[ء-ي]' or char_length(legal) < 2 then
    perform private.company_refuse('الاسم النظامي يجب أن يُكتب بالعربية', 'invalid_legal_name');
  end if;
  if vat is not null and vat !~ '^3[0-9]{13}3$' then
    perform private.company_refuse('الرقم الضريبي يجب أن يتكون من 15 رقماً ويبدأ وينتهي بالرقم 3', 'invalid_vat_number');
  end if;
  if cr is not null and cr !~ '^[0-9]{10}$' then
    perform private.company_refuse('رقم السجل التجاري يجب أن يتكون من 10 أرقام', 'invalid_cr_number');
  end if;
  if coalesce(building, '') !~ '^[0-9]{4}$' then
    perform private.company_refuse('رقم المبنى يجب أن يتكون من 4 أرقام', 'invalid_building_number');
  end if;
  if v_street = '' then
    perform private.company_refuse('اسم الشارع مطلوب', 'invalid_street');
  elsif char_length(v_street) > 100 then
    perform private.company_refuse('اسم الشارع لا يتجاوز 100 حرف', 'invalid_street');
  end if;
  if v_district = '' then
    perform private.company_refuse('اسم الحي مطلوب', 'invalid_district');
  elsif char_length(v_district) > 100 then
    perform private.company_refuse('اسم الحي لا يتجاوز 100 حرف', 'invalid_district');
  end if;
  if v_city = '' then
    perform private.company_refuse('اسم المدينة مطلوب', 'invalid_city');
  elsif char_length(v_city) > 100 then
    perform private.company_refuse('اسم المدينة لا يتجاوز 100 حرف', 'invalid_city');
  end if;
  if coalesce(postal, '') !~ '^[0-9]{5}$' then
    perform private.company_refuse('الرمز البريدي يجب أن يتكون من 5 أرقام', 'invalid_postal_code');
  end if;
  if additional is not null and additional !~ '^[0-9]{4}$' then
    perform private.company_refuse('الرقم الإضافي يجب أن يتكون من 4 أرقام', 'invalid_additional_number');
  end if;

  if p_company_id is not null then
    select * into old_row from public.billing_details b where b.company_id = p_company_id for update;
  else
    select * into old_row from public.billing_details b where b.user_id = uid for update;
  end if;
  if old_row.id is null then
    insert into public.billing_details (company_id, user_id, legal_name, vat_number, cr_number, building_number,
      street, district, city, postal_code, additional_number, updated_by)
    values (p_company_id, case when p_company_id is null then uid end, legal, vat, cr, building, v_street,
      v_district, v_city, postal, additional, uid)
    returning * into saved;
  else
    update public.billing_details b set legal_name = legal, vat_number = vat, cr_number = cr,
      building_number = building, street = v_street, district = v_district,
      city = v_city, postal_code = postal, additional_number = additional,
      updated_by = uid, updated_at = now()
     where b.id = old_row.id
    returning * into saved;
  end if;
  perform private.record_audit('billing_details_set', uid,
    case when p_company_id is null then 'user' else 'company' end,
    coalesce(p_company_id, uid)::text,
    case when old_row.id is null then null else to_jsonb(old_row) - 'updated_at' - 'created_at' end,
    to_jsonb(saved) - 'updated_at' - 'created_at', '{}'::jsonb);
  return to_jsonb(saved);
end
$$;
comment on function rpc_definer.set_billing_details(uuid, text, text, text, text, text, text, text, text, text) is
  'Saves the billing details of a company (its owner only) or, with p_company_id null, of the caller; each bad field is refused with its own Arabic message (hint invalid_<field>). Answers the saved row.';

-- The buyer block an invoice keeps: the billing details as they are now (null: none entered).
create or replace function private.buyer_block(_company_id uuid, _user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('legal_name', b.legal_name, 'vat_number', b.vat_number, 'cr_number', b.cr_number,
    'address', jsonb_build_object('building_number', b.building_number, 'street', b.street,
      'district', b.district, 'city', b.city, 'postal_code', b.postal_code,
      'additional_number', b.additional_number, 'country', 'SA'))
    from public.billing_details b
   where (_company_id is not null and b.company_id = _company_id)
      or (_company_id is null and b.user_id = _user_id)
$$;
revoke execute on function private.buyer_block(uuid, uuid) from public, anon, authenticated;

-- =============================================================================================
-- team checkout and seats
-- =============================================================================================
create or replace function private.company_member_count(_company_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.company_members m where m.company_id = _company_id
$$;
revoke execute on function private.company_member_count(uuid) from public, anon, authenticated;

-- Whether the company's paid team subscription is in force now.
create or replace function private.company_paid_active(cs public.company_subscriptions)
returns boolean
language sql
stable
set search_path = ''
as $$
  select cs.company_id is not null and cs.seats is not null and cs.status = 'active'
     and cs.expires_at is not null and cs.expires_at > now()
$$;
revoke execute on function private.company_paid_active(public.company_subscriptions) from public, anon, authenticated;

create or replace function rpc_definer.quote_company_checkout(p_company_id uuid, p_plan text, p_period text,
  p_seats integer, p_code text default null)
returns table (plan_slug text, period text, seats integer, unit_price numeric, original_amount numeric,
  promotion_name text, promotion_discount numeric, discount_code text, discount_amount numeric,
  final_amount numeric, currency text, code_error text, period_start timestamptz, period_end timestamptz,
  lines jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t public.plans;
  cs public.company_subscriptions;
  unit numeric;
  base numeric;
  pr public.promotions;
  after_promo numeric;
  final numeric;
  c public.discount_codes;
  verdict text;
  email text;
  members integer;
  p_start timestamptz := now();
  p_end timestamptz;
begin
  perform private.billing_owner(p_company_id);
  select * into t from public.plans p where p.slug = p_plan and p.is_active and p.seat_price is not null;
  if t.id is null then
    perform private.company_refuse('هذه الباقة غير متاحة للشركات', 'invalid_plan');
  end if;
  if p_period is null or p_period not in ('month', 'year') or (p_period = 'year' and t.seat_annual_price is null) then
    perform private.company_refuse('مدة الاشتراك غير صالحة', 'invalid_period');
  end if;
  if p_seats is null or p_seats < 1 or p_seats > 10000 then
    perform private.company_refuse('عدد المقاعد يجب أن يكون بين 1 و 10000', 'invalid_seats');
  end if;
  members := private.company_member_count(p_company_id);
  if p_seats < members then
    perform private.company_refuse(format('عدد المقاعد أقل من عدد أعضاء الشركة (%s)', members), 'seats_below_members');
  end if;
  select * into cs from public.company_subscriptions x where x.company_id = p_company_id;
  if private.company_paid_active(cs) and cs.plan_id = t.slug and cs.billing_period = p_period then
    perform private.company_refuse('للشركة اشتراك فعّال في هذه الباقة؛ أضف مقاعد بدلاً من شراء اشتراك جديد',
      'already_subscribed');
  end if;
  unit := case when p_period = 'year' then t.seat_annual_price else t.seat_price end;
  base := round(unit * p_seats, 2);
  pr := private.best_promotion(t.slug, base);
  after_promo := case when pr.id is null then base else private.apply_discount(base, pr.discount_type, pr.discount_value) end;
  final := after_promo;
  if p_code is not null and btrim(p_code) <> '' then
    select lower(u.email) into email from auth.users u where u.id = (select auth.uid());
    select * into c from public.discount_codes d where d.code = upper(btrim(p_code));
    verdict := private.check_discount_code(c, email, after_promo, t.slug);
    if verdict is null then
      final := private.apply_discount(after_promo, c.discount_type, c.discount_value);
    end if;
  end if;
  p_end := p_start + make_interval(days => private.period_days(p_period, t.duration_days));
  return query select t.slug, p_period, p_seats, unit, base, pr.name, (base - after_promo)::numeric(10, 2),
    case when verdict is null and c.id is not null then c.code else null end,
    (after_promo - final)::numeric(10, 2), final::numeric(10, 2), t.currency, verdict, p_start, p_end,
    jsonb_build_array(jsonb_build_object('kind', 'seats',
      'label', coalesce(t.team_name, t.name) || ' — ' || case when p_period = 'year' then 'سنوي' else 'شهري' end,
      'quantity', p_seats, 'unit_price', unit, 'amount', base, 'period_start', p_start, 'period_end', p_end));
end
$$;
comment on function rpc_definer.quote_company_checkout(uuid, text, text, integer, text) is
  'The price of a company buying seats of a plan''s team offer (owner only): seats × price per seat of the period, then the promotion, then the code; refusals in Arabic (hint: not_owner, invalid_plan, invalid_period, invalid_seats, seats_below_members, already_subscribed).';

create or replace function rpc_definer.quote_seat_addition(p_company_id uuid, p_add integer)
returns table (seats_now integer, seats_after integer, unit_price numeric, period_start timestamptz,
  period_end timestamptz, amount numeric, currency text, lines jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  cs public.company_subscriptions;
  t public.plans;
  days integer;
  remaining numeric;
  total numeric;
begin
  perform private.billing_owner(p_company_id);
  select * into cs from public.company_subscriptions x where x.company_id = p_company_id;
  if not coalesce(private.company_paid_active(cs), false) then
    perform private.company_refuse('لا يوجد اشتراك فعّال للشركة', 'no_subscription');
  end if;
  if p_add is null or p_add < 1 or cs.seats + p_add > 10000 then
    perform private.company_refuse('عدد المقاعد يجب أن يكون بين 1 و 10000', 'invalid_seats');
  end if;
  select * into t from public.plans p where p.slug = cs.plan_id;
  days := private.period_days(cs.billing_period, t.duration_days);
  -- docs/decisions.md: the remaining share of the company's own period, to the second.
  remaining := least(greatest(extract(epoch from cs.expires_at - now()), 0) / (days * 86400.0), 1);
  total := round(p_add * cs.price_per_seat * remaining, 2);
  return query select cs.seats, cs.seats + p_add, cs.price_per_seat, now(), cs.expires_at, total, t.currency,
    jsonb_build_array(jsonb_build_object('kind', 'proration',
      'label', 'مقاعد إضافية لبقية الفترة الحالية', 'quantity', p_add, 'unit_price', cs.price_per_seat,
      'amount', total, 'period_start', now(), 'period_end', cs.expires_at));
end
$$;
comment on function rpc_definer.quote_seat_addition(uuid, integer) is
  'The prorated price of adding seats now (owner only): add × price per seat × (period end − now) ÷ period length, to the halala.';

create or replace function rpc_definer.schedule_seat_change(p_company_id uuid, p_seats integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cs public.company_subscriptions;
  members integer;
  names jsonb;
begin
  perform private.billing_owner(p_company_id);
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  perform 1 from public.companies c where c.id = p_company_id for update;
  select * into cs from public.company_subscriptions x where x.company_id = p_company_id for update;
  if not coalesce(private.company_paid_active(cs), false) then
    perform private.company_refuse('لا يوجد اشتراك فعّال للشركة', 'no_subscription');
  end if;
  if p_seats is null or p_seats < 1 or p_seats > 10000 then
    perform private.company_refuse('عدد المقاعد يجب أن يكون بين 1 و 10000', 'invalid_seats');
  end if;
  members := private.company_member_count(p_company_id);
  if p_seats < members then
    select coalesce(jsonb_agg(jsonb_build_object('user_id', m.user_id,
             'name', coalesce(nullif(btrim(p.full_name), ''), split_part(u.email, '@', 1)), 'role', m.role)
             order by m.joined_at desc), '[]'::jsonb)
      into names
      from public.company_members m
      left join public.profiles p on p.id = m.user_id
      left join auth.users u on u.id = m.user_id
     where m.company_id = p_company_id and m.role <> 'owner';
    raise exception using errcode = 'P0001', hint = 'seats_below_members', detail = names::text,
      message = format('لا يمكن تقليل المقاعد إلى %s: في الشركة %s أعضاء. يجب أن يغادر %s أولاً: %s',
        p_seats, members, members - p_seats,
        (select string_agg(x.value ->> 'name', '، ') from jsonb_array_elements(names) x));
  end if;
  update public.company_subscriptions x
     set seats_next_period = case when p_seats >= cs.seats then null else p_seats end, updated_at = now()
   where x.company_id = p_company_id;
  perform private.company_audit('company_seats_scheduled', p_company_id,
    jsonb_build_object('seats', cs.seats, 'seats_next_period', cs.seats_next_period),
    jsonb_build_object('seats_next_period', case when p_seats >= cs.seats then null else p_seats end));
  return jsonb_build_object('seats', cs.seats,
    'seats_next_period', case when p_seats >= cs.seats then null else p_seats end,
    'effective_at', cs.expires_at);
end
$$;
comment on function rpc_definer.schedule_seat_change(uuid, integer) is
  'Schedules the company''s seats for the next period (owner only); fewer seats than members is refused with the members'' names (hint seats_below_members, details: JSON [{user_id, name, role}]); as many seats as now or more cancels a scheduled reduction.';

-- A payment of the company's plan and period made while the current period runs or within its
-- grace continues it (starts where it ends); otherwise it starts now.
create or replace function private.company_renews(cs public.company_subscriptions, d public.tap_payment_details)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(cs.company_id is not null and cs.seats is not null and cs.status <> 'cancelled'
     and cs.plan_id = d.plan_slug and cs.billing_period = d.billing_period
     and cs.expires_at is not null and coalesce(cs.grace_period_until, cs.expires_at) > now(), false)
$$;
revoke execute on function private.company_renews(public.company_subscriptions, public.tap_payment_details) from public, anon, authenticated;

-- Applies a captured (or free) company payment, once (service_role: settleCharge).
create or replace function public.apply_company_payment(p_payment_id uuid)
returns table (success boolean, message text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  cs public.company_subscriptions;
  t public.plans;
  new_start timestamptz;
  new_end timestamptz;
  new_seats integer;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into d from public.tap_payment_details x where x.id = p_payment_id for update;
  if d.id is null or d.company_id is null then
    return query select false, 'لم يتم العثور على الدفعة'::text;
    return;
  end if;
  if d.applied_at is not null then
    return query select true, 'تمت معالجة هذه الدفعة مسبقاً'::text;
    return;
  end if;
  if d.status <> 'CAPTURED' then
    return query select false, 'يرجى إكمال عملية الدفع'::text;
    return;
  end if;
  -- The company row lock serialises seat changes and invitation accepts.
  perform 1 from public.companies c where c.id = d.company_id for update;
  select * into cs from public.company_subscriptions x where x.company_id = d.company_id for update;
  select * into t from public.plans p where p.slug = d.plan_slug;

  if d.purpose = 'seat_add' then
    if not coalesce(private.company_paid_active(cs), false) or cs.expires_at is distinct from d.seat_period_end then
      if not exists (select 1 from public.audit_log a
                      where a.action = 'seat_payment_not_applied' and a.target_id = d.id::text) then
        perform private.record_audit('seat_payment_not_applied', d.user_id, 'payment', d.id::text,
          jsonb_build_object('expires_at', cs.expires_at, 'seats', cs.seats),
          jsonb_build_object('seat_period_end', d.seat_period_end, 'seats', d.seats),
          jsonb_build_object('company_id', d.company_id, 'charge_id', d.charge_id));
      end if;
      return query select false,
        'تغيّر اشتراك الشركة بعد حساب سعر المقاعد، فلم تُضف المقاعد. تواصل معنا لاسترداد المبلغ'::text;
      return;
    end if;
    new_seats := least(cs.seats + d.seats, 10000);
    update public.company_subscriptions x set seats = new_seats, updated_at = now(), last_payment_id = d.charge_id
     where x.company_id = d.company_id;
  else
    new_seats := d.seats;
    if private.company_renews(cs, d) then
      -- A renewal (the job's, or the owner's own payment within the grace): the next period
      -- starts where this one ends, with the seats the payment was priced for.
      new_start := cs.expires_at;
    else
      new_start := now();
    end if;
    new_end := new_start + make_interval(days => private.period_days(d.billing_period, t.duration_days));
    insert into public.company_subscriptions as x (company_id, plan_id, status, started_at, expires_at,
      grace_period_until, seats, billing_period, seats_next_period, price_per_seat, last_payment_id, paid_by,
      auto_renew)
    values (d.company_id, d.plan_slug, 'active', now(), new_end, new_end + interval '3 days', new_seats,
      d.billing_period, null, d.unit_price, d.charge_id, d.user_id, d.auto_renew)
    on conflict (company_id) do update set plan_id = excluded.plan_id, status = 'active',
      started_at = case when x.plan_id = excluded.plan_id and x.expires_at > now() then x.started_at else now() end,
      expires_at = excluded.expires_at, grace_period_until = excluded.grace_period_until,
      seats = excluded.seats, billing_period = excluded.billing_period, seats_next_period = null,
      price_per_seat = excluded.price_per_seat, last_payment_id = excluded.last_payment_id,
      paid_by = excluded.paid_by,
      -- The owner's choice at their own checkout; a renewal keeps the consent it ran under.
      auto_renew = case when d.customer_initiated then excluded.auto_renew else x.auto_renew end,
      updated_at = now();
  end if;
  update public.companies c set seat_limit = new_seats, updated_at = now() where c.id = d.company_id;
  update public.tap_payment_details x set applied_at = now() where x.id = d.id;
  perform private.record_audit('company_payment_applied', d.user_id, 'company', d.company_id::text,
    jsonb_build_object('plan', cs.plan_id, 'seats', cs.seats, 'expires_at', cs.expires_at),
    jsonb_build_object('plan', d.plan_slug, 'seats', new_seats, 'expires_at', coalesce(new_end, cs.expires_at)),
    jsonb_build_object('payment_id', d.id, 'charge_id', d.charge_id, 'purpose', d.purpose,
      'amount', d.final_amount));
  return query select true, 'تم تحديث الاشتراك بنجاح'::text;
end
$$;
comment on function public.apply_company_payment(uuid) is
  'Applies a captured company payment (service_role only), once per payment under the company row lock: a team purchase or renewal sets plan, period, seats and seat_limit (a renewal continues from the period end, also within the grace); a seat addition adds its seats while the period it was priced against is still current.';
revoke execute on function public.apply_company_payment(uuid) from public, anon, authenticated;
grant execute on function public.apply_company_payment(uuid) to service_role;

-- =============================================================================================
-- invoices: type, buyer block, company
-- =============================================================================================
alter table public.tax_invoices
  add column invoice_type text not null default 'simplified' check (invoice_type in ('simplified', 'standard')),
  add column buyer jsonb check (buyer is null or jsonb_typeof(buyer) = 'object'),
  add column company_id uuid,
  add constraint tax_invoices_standard_has_buyer check (
    invoice_type = 'simplified' or (buyer ->> 'vat_number') ~ '^3[0-9]{13}3$');
comment on column public.tax_invoices.invoice_type is
  'standard («فاتورة ضريبية»): the buyer had a VAT number when it was issued; simplified otherwise. A credit note has its invoice''s type.';
comment on column public.tax_invoices.buyer is
  'The buyer''s billing details as they were at issue: {legal_name, vat_number, cr_number, address{building_number, street, district, city, postal_code, additional_number, country}}.';
comment on column public.tax_invoices.company_id is 'The company paid for (no foreign key: invoices outlive the company).';
create index tax_invoices_company_issued_idx on public.tax_invoices (company_id, issued_at desc);
create policy "tax_invoices: company owner reads" on public.tax_invoices
  for select to authenticated using (
    company_id is not null and (select private.company_role(company_id)) = 'owner');

create or replace function private.issue_tax_invoice(_payment_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  t public.plans;
  s public.subscriptions;
  cs public.company_subscriptions;
  cur public.plans;
  state text;
  rate numeric;
  seller text;
  vat_no text;
  address text;
  vat numeric;
  n bigint;
  issued timestamptz := now();
  p_start timestamptz := now();
  p_end timestamptz;
  days integer;
  lines jsonb := '[]'::jsonb;
  invoice_id uuid;
  buyer_email text;
  buyer_name text;
  buyer jsonb;
begin
  select * into d from public.tap_payment_details x where x.id = _payment_id;
  if d.id is null or d.final_amount <= 0 then
    return null;
  end if;
  select i.id into invoice_id from public.tax_invoices i where i.payment_id = d.id and i.kind = 'invoice';
  if invoice_id is not null then
    return invoice_id;
  end if;
  rate := coalesce(private.billing_setting('vat_rate'), '0.15')::numeric;
  seller := private.billing_setting('seller_legal_name');
  vat_no := private.billing_setting('seller_vat_number');
  address := private.billing_setting('seller_address');
  if seller is null or vat_no is null or address is null then
    raise exception 'seller settings are missing (site_settings seller_*)';
  end if;

  select * into t from public.plans p where p.slug = d.plan_slug;
  days := private.period_days(d.billing_period, t.duration_days);
  if d.company_id is not null then
    select * into cs from public.company_subscriptions x where x.company_id = d.company_id;
    if d.purpose = 'seat_add' then
      p_end := d.seat_period_end;
      lines := jsonb_build_array(jsonb_build_object('kind', 'proration',
        'label', 'مقاعد إضافية في ' || coalesce(t.team_name, t.name) || ' لبقية الفترة الحالية',
        'quantity', d.seats, 'unit_price', d.unit_price, 'amount', d.original_amount,
        'period_start', p_start, 'period_end', p_end));
    else
      if private.company_renews(cs, d) then
        p_start := cs.expires_at;
      end if;
      p_end := p_start + make_interval(days => days);
      lines := jsonb_build_array(jsonb_build_object('kind', 'seats',
        'label', 'اشتراك ' || coalesce(t.team_name, t.name) || ' — '
          || case when d.billing_period = 'year' then 'سنوي' else 'شهري' end,
        'quantity', d.seats, 'unit_price', d.unit_price, 'amount', d.original_amount,
        'period_start', p_start, 'period_end', p_end));
    end if;
    select nullif(btrim(c.legal_name), '') into buyer_name from public.companies c where c.id = d.company_id;
  else
    select * into s from public.subscriptions x where x.user_id = d.user_id;
    select * into cur from public.plans p where p.slug = coalesce(s.plan_id, 'trial');
    state := coalesce(private.subscription_state(s), 'expired');
    -- The period the payment buys, as update_subscription_with_payment will apply it.
    if t.billing_cycle = 'lifetime' then
      p_end := null;
    elsif t.rank > cur.rank and state = 'active' and cur.billing_cycle = 'monthly' and s.expires_at is not null
          and d.billing_period = s.billing_period then
      p_end := s.expires_at;
    elsif t.slug = cur.slug and state = 'active' and s.expires_at is not null then
      p_start := s.expires_at;
      p_end := s.expires_at + make_interval(days => days);
    elsif d.billing_period = 'year' and state = 'active' and s.expires_at is not null and cur.price > 0
          and cur.billing_cycle = 'monthly' then
      p_start := s.expires_at;
      p_end := s.expires_at + make_interval(days => 365);
    else
      p_end := now() + make_interval(days => days);
    end if;
    if d.proration_amount is not null then
      lines := lines || jsonb_build_array(jsonb_build_object('kind', 'proration', 'label',
        'ترقية إلى خطة ' || t.name || ' (المبلغ المتناسب مع المدة المتبقية)', 'amount', d.proration_amount,
        'period_start', p_start, 'period_end', p_end));
    else
      lines := lines || jsonb_build_array(jsonb_build_object('kind', 'plan', 'label',
        'اشتراك خطة ' || t.name || case when d.billing_period = 'year' then ' (سنوي)' else '' end,
        'amount', d.original_amount, 'period_start', p_start, 'period_end', p_end));
    end if;
    select nullif(btrim(p.full_name), '') into buyer_name from public.profiles p where p.id = d.user_id;
  end if;
  if d.promotion_discount > 0 then
    lines := lines || jsonb_build_array(jsonb_build_object('kind', 'promotion', 'label', 'خصم العرض الترويجي',
      'amount', -d.promotion_discount));
  end if;
  if d.discount_amount > 0 then
    lines := lines || jsonb_build_array(jsonb_build_object('kind', 'discount', 'label',
      'خصم رمز الخصم ' || coalesce(d.discount_code, ''), 'amount', -d.discount_amount));
  end if;

  buyer := private.buyer_block(d.company_id, d.user_id);
  if buyer is not null then
    buyer_name := buyer ->> 'legal_name';
  end if;
  select u.email into buyer_email from auth.users u where u.id = d.user_id;
  vat := private.vat_of(d.final_amount, rate);
  n := private.next_invoice_number('INV');
  insert into public.tax_invoices (kind, series, sequence_number, invoice_number, payment_id, user_id,
    buyer_email, buyer_name, plan_slug, plan_name, period_start, period_end, currency, lines, total_amount,
    vat_rate, vat_amount, net_amount, seller_name, seller_vat_number, seller_address, charge_id, issued_at, qr_base64,
    invoice_type, buyer, company_id)
  values ('invoice', 'INV', n, 'SND-INV-' || lpad(n::text, 6, '0'), d.id, d.user_id, buyer_email, buyer_name,
    d.plan_slug, case when d.company_id is not null then coalesce(t.team_name, t.name) else t.name end,
    p_start, p_end, d.currency, lines, d.final_amount, rate, vat, d.final_amount - vat,
    seller, vat_no, address, d.charge_id, issued,
    private.zatca_qr(seller, vat_no, private.zatca_time(issued), to_char(d.final_amount, 'FM999999990.00'),
      to_char(vat, 'FM999999990.00')),
    case when buyer ->> 'vat_number' is not null then 'standard' else 'simplified' end, buyer, d.company_id)
  returning id into invoice_id;
  return invoice_id;
end
$$;
comment on function private.issue_tax_invoice(uuid) is
  'Issues the tax invoice of a captured payment (once; null for a payment of 0) with the buyer''s billing details as they are now: standard when they carry a VAT number, simplified otherwise; the period as the payment will be applied (a year is 365 days). Called by the capture trigger.';
revoke execute on function private.issue_tax_invoice(uuid) from public, anon, authenticated;

-- A credit note copies its invoice's type, buyer and company (set before the insert, whoever
-- inserts it: record_payment_refund is unchanged).
create or replace function private.credit_note_copies_invoice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inv public.tax_invoices;
begin
  if new.kind = 'credit_note' and new.original_invoice_id is not null then
    select * into inv from public.tax_invoices i where i.id = new.original_invoice_id;
    new.invoice_type := inv.invoice_type;
    new.buyer := inv.buyer;
    new.company_id := inv.company_id;
    new.lines := (select jsonb_agg(case when x.value ? 'kind' then x.value else x.value || jsonb_build_object('kind', 'refund') end)
                    from jsonb_array_elements(new.lines) x);
  end if;
  return new;
end
$$;
revoke execute on function private.credit_note_copies_invoice() from public, anon, authenticated;
create trigger tax_invoices_credit_note_copies before insert on public.tax_invoices
  for each row execute function private.credit_note_copies_invoice();

-- =============================================================================================
-- The SECURITY INVOKER wrappers in public (as 20261129000100 does)
-- =============================================================================================
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
       and p.proname in ('set_billing_details', 'quote_company_checkout', 'quote_seat_addition',
         'schedule_seat_change')
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
