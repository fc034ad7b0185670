-- Money: subscription history and scheduled changes, Tap payments, discount codes and their
-- uses, promotions, and the subscription / pricing RPCs. Clients only read; every change goes
-- through service_role (the tap-payment and webhook functions) or definer functions.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.subscription_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  from_plan text references public.plans (slug) on update cascade,
  to_plan text not null references public.plans (slug) on update cascade,
  change_type text check (change_type in ('upgrade', 'downgrade', 'change', 'renewal', 'expiry')),
  changed_at timestamptz not null default now(),
  reason text,
  payment_id text,
  amount numeric(10, 2),
  currency text default 'SAR'
);
comment on table public.subscription_history is 'Plan changes per user. Owners and admins read; written by subscription functions.';
create index subscription_history_user_changed_idx on public.subscription_history (user_id, changed_at desc);
create unique index subscription_history_payment_id_key on public.subscription_history (payment_id) where payment_id is not null;
create index subscription_history_from_plan_idx on public.subscription_history (from_plan);
create index subscription_history_to_plan_idx on public.subscription_history (to_plan);

alter table public.subscription_history enable row level security;
revoke all on table public.subscription_history from anon, authenticated;
grant select on table public.subscription_history to authenticated;
grant all on table public.subscription_history to service_role;
create policy "subscription_history: owner or admin reads" on public.subscription_history
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

create table public.scheduled_plan_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  from_plan text not null references public.plans (slug) on update cascade,
  to_plan text not null references public.plans (slug) on update cascade,
  effective_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'applied', 'cancelled')),
  reason text,
  created_at timestamptz not null default now(),
  applied_at timestamptz
);
comment on table public.scheduled_plan_changes is 'Downgrades waiting for the next billing cycle. Owners and admins read.';
create unique index scheduled_plan_changes_one_pending_idx on public.scheduled_plan_changes (user_id) where status = 'pending';
create index scheduled_plan_changes_due_idx on public.scheduled_plan_changes (effective_at) where status = 'pending';
create index scheduled_plan_changes_from_plan_idx on public.scheduled_plan_changes (from_plan);
create index scheduled_plan_changes_to_plan_idx on public.scheduled_plan_changes (to_plan);

alter table public.scheduled_plan_changes enable row level security;
revoke all on table public.scheduled_plan_changes from anon, authenticated;
grant select on table public.scheduled_plan_changes to authenticated;
grant all on table public.scheduled_plan_changes to service_role;
create policy "scheduled_plan_changes: owner or admin reads" on public.scheduled_plan_changes
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

create table public.tap_payment_details (
  id uuid primary key default gen_random_uuid(),
  charge_id text unique,
  order_reference text not null unique,
  transaction_reference text,
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_slug text not null references public.plans (slug) on update cascade,
  change_type text,
  original_amount numeric(10, 2) not null check (original_amount >= 0),
  promotion_discount numeric(10, 2) not null default 0 check (promotion_discount >= 0),
  discount_amount numeric(10, 2) not null default 0 check (discount_amount >= 0),
  proration_amount numeric(10, 2),
  final_amount numeric(10, 2) not null check (final_amount >= 0),
  currency text not null default 'SAR',
  status text not null default 'INITIATED',
  discount_code text,
  raw_charge jsonb,
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.tap_payment_details is 'Tap charges keyed by charge id and order reference. Owners and admins read; service_role writes.';
create index tap_payment_details_user_created_idx on public.tap_payment_details (user_id, created_at desc);
create index tap_payment_details_plan_slug_idx on public.tap_payment_details (plan_slug);
create index tap_payment_details_transaction_reference_idx on public.tap_payment_details (transaction_reference);

alter table public.tap_payment_details enable row level security;
revoke all on table public.tap_payment_details from anon, authenticated;
grant select on table public.tap_payment_details to authenticated;
grant all on table public.tap_payment_details to service_role;
create policy "tap_payment_details: owner or admin reads" on public.tap_payment_details
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create trigger tap_payment_details_touch_updated_at before update on public.tap_payment_details
  for each row execute function private.touch_updated_at();

create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code = upper(btrim(code)) and length(code) between 3 and 40),
  description text,
  discount_type text not null check (discount_type in ('percentage', 'fixed')),
  discount_value numeric(10, 2) not null check (discount_value > 0),
  max_uses integer check (max_uses is null or max_uses > 0),
  used_count integer not null default 0 check (used_count >= 0),
  single_use_per_user boolean not null default true,
  valid_from timestamptz not null default now(),
  valid_until timestamptz,
  is_active boolean not null default true,
  -- null: every plan.
  applicable_plans text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (discount_type <> 'percentage' or discount_value <= 100),
  check (max_uses is null or used_count <= max_uses)
);
comment on table public.discount_codes is 'Discount codes. Admins manage; clients check codes only through validate_discount_code.';

alter table public.discount_codes enable row level security;
revoke all on table public.discount_codes from anon, authenticated;
grant select, insert, update, delete on table public.discount_codes to authenticated;
grant all on table public.discount_codes to service_role;
create policy "discount_codes: admins read" on public.discount_codes
  for select to authenticated using ((select private.is_admin()));
create policy "discount_codes: admins insert" on public.discount_codes
  for insert to authenticated with check ((select private.is_admin()));
create policy "discount_codes: admins update" on public.discount_codes
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "discount_codes: admins delete" on public.discount_codes
  for delete to authenticated using ((select private.is_admin()));
create trigger discount_codes_touch_updated_at before update on public.discount_codes
  for each row execute function private.touch_updated_at();

create table public.discount_code_uses (
  id uuid primary key default gen_random_uuid(),
  code_id uuid not null references public.discount_codes (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  user_email text not null,
  plan_slug text references public.plans (slug) on update cascade,
  original_amount numeric(10, 2) not null,
  discount_amount numeric(10, 2) not null,
  final_amount numeric(10, 2) not null,
  single_use boolean not null default true,
  used_at timestamptz not null default now()
);
comment on table public.discount_code_uses is 'One row per applied code. Owners and admins read; written by apply_discount_code.';
create unique index discount_code_uses_single_use_key on public.discount_code_uses (code_id, lower(user_email)) where single_use;
create index discount_code_uses_code_id_idx on public.discount_code_uses (code_id);
create index discount_code_uses_user_id_idx on public.discount_code_uses (user_id);
create index discount_code_uses_plan_slug_idx on public.discount_code_uses (plan_slug);

alter table public.discount_code_uses enable row level security;
revoke all on table public.discount_code_uses from anon, authenticated;
grant select on table public.discount_code_uses to authenticated;
grant all on table public.discount_code_uses to service_role;
create policy "discount_code_uses: owner or admin reads" on public.discount_code_uses
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

create table public.promotions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  name_en text,
  -- null: every paid plan.
  plan_slug text references public.plans (slug) on update cascade,
  discount_type text not null check (discount_type in ('percentage', 'fixed')),
  discount_value numeric(10, 2) not null check (discount_value > 0),
  promo_message text,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (discount_type <> 'percentage' or discount_value <= 100),
  check (ends_at is null or ends_at > starts_at)
);
comment on table public.promotions is 'Time-boxed price promotions per plan or for all plans. Anyone reads current ones; admins manage.';
create index promotions_plan_slug_idx on public.promotions (plan_slug);
create index promotions_active_window_idx on public.promotions (is_active, starts_at, ends_at);

alter table public.promotions enable row level security;
revoke all on table public.promotions from anon, authenticated;
grant select on table public.promotions to anon, authenticated;
grant insert, update, delete on table public.promotions to authenticated;
grant all on table public.promotions to service_role;
create policy "promotions: current ones readable" on public.promotions
  for select to anon, authenticated
  using ((is_active and starts_at <= now() and (ends_at is null or ends_at > now())) or (select private.is_admin()));
create policy "promotions: admins insert" on public.promotions
  for insert to authenticated with check ((select private.is_admin()));
create policy "promotions: admins update" on public.promotions
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "promotions: admins delete" on public.promotions
  for delete to authenticated using ((select private.is_admin()));
create trigger promotions_touch_updated_at before update on public.promotions
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- the profile's subscription columns mirror public.subscriptions
-- ---------------------------------------------------------------------------------------------
create or replace function private.subscription_state(s public.subscriptions)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when s.status = 'cancelled' then 'cancelled'
    when s.status = 'active' and (s.expires_at is null or s.expires_at > now()) then 'active'
    when s.grace_period_until is not null and s.grace_period_until > now() then 'grace_period'
    else 'expired' end
$$;
revoke execute on function private.subscription_state(public.subscriptions) from public, anon, authenticated;

create or replace function private.sync_profile_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p
     set subscription_tier = new.plan_id,
         subscription_status = private.subscription_state(new),
         subscription_expires_at = new.expires_at,
         grace_period_until = new.grace_period_until,
         payment_method_status = new.payment_method_status
   where p.id = new.user_id;
  return new;
end
$$;
revoke execute on function private.sync_profile_subscription() from public, anon, authenticated;
create trigger subscriptions_sync_profile after insert or update on public.subscriptions
  for each row execute function private.sync_profile_subscription();

-- ---------------------------------------------------------------------------------------------
-- pricing helpers
-- ---------------------------------------------------------------------------------------------
create or replace function private.apply_discount(amount numeric, kind text, value numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select greatest(round(case
    when kind = 'percentage' then amount - amount * least(value, 100) / 100
    when kind = 'fixed' then amount - least(value, amount)
    else amount end, 2), 0)::numeric(10, 2)
$$;
revoke execute on function private.apply_discount(numeric, text, numeric) from public, anon, authenticated;

create or replace function private.best_promotion(_plan_slug text, _amount numeric)
returns public.promotions
language sql
stable
security definer
set search_path = ''
as $$
  select pr.* from public.promotions pr
   where pr.is_active and pr.starts_at <= now() and (pr.ends_at is null or pr.ends_at > now())
     and (pr.plan_slug is null or pr.plan_slug = _plan_slug)
   order by _amount - private.apply_discount(_amount, pr.discount_type, pr.discount_value) desc, pr.created_at
   limit 1
$$;
revoke execute on function private.best_promotion(text, numeric) from public, anon, authenticated;

create or replace function public.get_active_promotional_offer(plan_slug_input text)
returns table (name text, discount_type text, discount_value numeric, ends_at timestamptz,
  has_promotion boolean, discount_applied numeric, discounted_amount numeric, promo_message text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  price numeric;
  pr public.promotions;
begin
  select p.price into price from public.plans p where p.slug = plan_slug_input and p.is_active;
  if price is null or price = 0 then
    return query select null::text, null::text, null::numeric, null::timestamptz, false, 0::numeric, coalesce(price, 0), null::text;
    return;
  end if;
  pr := private.best_promotion(plan_slug_input, price);
  if pr.id is null then
    return query select null::text, null::text, null::numeric, null::timestamptz, false, 0::numeric, price, null::text;
    return;
  end if;
  return query select pr.name, pr.discount_type, pr.discount_value, pr.ends_at, true,
    price - private.apply_discount(price, pr.discount_type, pr.discount_value),
    private.apply_discount(price, pr.discount_type, pr.discount_value), pr.promo_message;
end
$$;
comment on function public.get_active_promotional_offer(text) is 'The best current promotion for a plan (has_promotion false when none).';

-- A composite return type: the spec's answer reuses the parameter name original_amount, which
-- a RETURNS TABLE column may not.
create type public.discounted_price as (
  original_amount numeric(10, 2),
  discount_amount numeric(10, 2),
  final_amount numeric(10, 2),
  promotion_name text
);

create or replace function public.calculate_discounted_price(original_amount numeric, plan_slug_input text)
returns public.discounted_price
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  amount numeric := greatest(coalesce(original_amount, 0), 0);
  pr public.promotions;
  discounted numeric;
  result public.discounted_price;
begin
  pr := private.best_promotion(plan_slug_input, amount);
  if pr.id is null then
    result := row(amount, 0, amount, null);
    return result;
  end if;
  discounted := private.apply_discount(amount, pr.discount_type, pr.discount_value);
  result := row(amount, amount - discounted, discounted, pr.name);
  return result;
end
$$;
comment on function public.calculate_discounted_price(numeric, text) is 'Applies the best current promotion for the plan to an amount (never below 0).';

-- A code's verdict for an e-mail and amount; shared by validate_discount_code (read-only) and
-- apply_discount_code (under a row lock).
create or replace function private.check_discount_code(_code public.discount_codes, _email text, _amount numeric, _plan text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when _code.id is null or not _code.is_active then 'كود الخصم غير صالح'
    when _code.valid_from > now() then 'كود الخصم غير مفعل بعد'
    when _code.valid_until is not null and _code.valid_until <= now() then 'كود الخصم منتهي الصلاحية'
    when _code.max_uses is not null and _code.used_count >= _code.max_uses then 'تم استنفاد الحد الأقصى لاستخدام كود الخصم'
    when _plan is not null and _code.applicable_plans is not null and not (_plan = any (_code.applicable_plans))
      then 'كود الخصم غير صالح لهذه الخطة'
    when _code.single_use_per_user and exists (
      select 1 from public.discount_code_uses u where u.code_id = _code.id and lower(u.user_email) = lower(_email))
      then 'لقد استخدمت كود الخصم هذا من قبل'
    when _amount is null or _amount <= 0 then 'المبلغ غير صالح لتطبيق الخصم'
    else null end
$$;
revoke execute on function private.check_discount_code(public.discount_codes, text, numeric, text) from public, anon, authenticated;

create or replace function public.validate_discount_code(code_input text, user_email_input text, plan_amount numeric)
returns table (is_valid boolean, discount_type text, discount_value numeric, final_amount numeric, error_message text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  c public.discount_codes;
  verdict text;
  email text := lower(btrim(coalesce(user_email_input, '')));
  caller uuid := (select auth.uid());
begin
  if not (private.is_trusted_caller() or private.is_admin()) then
    if caller is null then
      raise exception 'Access denied' using errcode = '42501';
    end if;
    -- Users check codes for themselves only, and cannot brute-force the code list.
    select lower(u.email) into email from auth.users u where u.id = caller;
    if not private.hit_rate_limit(caller::text, 'user', 'validate_discount_code', 30, 10) then
      return query select false, null::text, null::numeric, plan_amount, 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً';
      return;
    end if;
  end if;
  select * into c from public.discount_codes d where d.code = upper(btrim(coalesce(code_input, '')));
  verdict := private.check_discount_code(c, email, plan_amount, null);
  if verdict is not null then
    return query select false, null::text, null::numeric, plan_amount, verdict;
    return;
  end if;
  return query select true, c.discount_type, c.discount_value,
    private.apply_discount(plan_amount, c.discount_type, c.discount_value), 'كود الخصم صالح'::text;
end
$$;
comment on function public.validate_discount_code(text, text, numeric) is
  'Checks a code for the caller (users: their own e-mail, rate-limited) and the amount after it.';

create or replace function public.apply_discount_code(code_input text, user_email_input text, user_id_input uuid,
  plan_slug_input text, original_amount_input numeric, discount_amount_input numeric, final_amount_input numeric)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.discount_codes;
  verdict text;
  email text := lower(btrim(coalesce(user_email_input, '')));
  expected numeric;
  use_id uuid;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  -- The row lock serialises uses of one code: max_uses and single use hold under concurrency.
  select * into c from public.discount_codes d where d.code = upper(btrim(coalesce(code_input, ''))) for update;
  verdict := private.check_discount_code(c, email, original_amount_input, plan_slug_input);
  if verdict is not null then
    return jsonb_build_object('success', false, 'error', verdict);
  end if;
  expected := private.apply_discount(original_amount_input, c.discount_type, c.discount_value);
  if final_amount_input is distinct from expected
     or discount_amount_input is distinct from (original_amount_input - expected) then
    return jsonb_build_object('success', false, 'error', 'مبلغ الخصم غير مطابق',
      'expected_final_amount', expected);
  end if;
  insert into public.discount_code_uses (code_id, user_id, user_email, plan_slug, original_amount,
    discount_amount, final_amount, single_use)
  values (c.id, user_id_input, email, plan_slug_input, original_amount_input, discount_amount_input,
    final_amount_input, c.single_use_per_user)
  on conflict do nothing
  returning id into use_id;
  if use_id is null then
    return jsonb_build_object('success', false, 'error', 'لقد استخدمت كود الخصم هذا من قبل');
  end if;
  update public.discount_codes d set used_count = d.used_count + 1 where d.id = c.id;
  return jsonb_build_object('success', true, 'use_id', use_id, 'final_amount', expected);
end
$$;
comment on function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric) is
  'Records one use of a code (service_role only); row-locked so single-use and max_uses hold under concurrency.';

-- ---------------------------------------------------------------------------------------------
-- subscription reads
-- ---------------------------------------------------------------------------------------------
create or replace function public.has_subscription_access(user_uuid uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.subscriptions;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into s from public.subscriptions x where x.user_id = user_uuid;
  -- Active only; the grace period is reported separately (get_user_subscription).
  return s.id is not null and private.subscription_state(s) = 'active';
end
$$;
comment on function public.has_subscription_access(uuid) is 'True while the user''s subscription is active (not counting the grace period).';

create or replace function public.get_user_subscription(user_uuid uuid)
returns table (plan_id text, status text, expires_at timestamptz, subscription_tier text, subscription_status text,
  subscription_expires_at timestamptz, grace_period_until timestamptz, payment_method_status text,
  is_expired boolean, is_in_grace_period boolean, days_until_expiry integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  s public.subscriptions;
  state text;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into s from public.subscriptions x where x.user_id = user_uuid;
  if s.id is null then
    return query select 'trial'::text, 'inactive'::text, null::timestamptz, 'trial'::text, 'inactive'::text,
      null::timestamptz, null::timestamptz, null::text, true, false, null::integer;
    return;
  end if;
  state := private.subscription_state(s);
  return query select s.plan_id, s.status, s.expires_at, s.plan_id, state, s.expires_at, s.grace_period_until,
    s.payment_method_status, state in ('expired', 'grace_period', 'cancelled'), state = 'grace_period',
    case when s.expires_at is null then null
         else greatest(ceil(extract(epoch from (s.expires_at - now())) / 86400), 0)::integer end;
end
$$;
comment on function public.get_user_subscription(uuid) is 'The subscription view for the caller (or an admin).';

create or replace function public.get_user_registration_rank(user_uuid uuid)
returns table (user_rank integer, total_users integer, badge_tier text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  r integer;
  total integer;
begin
  perform private.assert_self_or_admin(user_uuid);
  select count(*) into total from public.profiles;
  select count(*) + 1 into r from public.profiles p, public.profiles me
   where me.id = user_uuid and (p.created_at, p.id) < (me.created_at, me.id);
  if not exists (select 1 from public.profiles p where p.id = user_uuid) then
    return;
  end if;
  return query select r, total, case when r <= 100 then 'platinum' when r <= 1000 then 'gold' else 'silver' end;
end
$$;
comment on function public.get_user_registration_rank(uuid) is 'Sign-up order of the user and badge tier (top 100 platinum, top 1000 gold, else silver).';

create or replace function public.get_user_plan_details(user_uuid uuid)
returns table (plan_slug text, plan_name text, plan_description text, price numeric, currency text,
  billing_cycle text, features jsonb, limits jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(user_uuid);
  return query
    select p.slug, p.name, p.description, p.price, p.currency, p.billing_cycle, p.features, p.limits
      from public.plans p
     where p.slug = coalesce((select s.plan_id from public.subscriptions s where s.user_id = user_uuid), 'trial');
end
$$;
comment on function public.get_user_plan_details(uuid) is 'Details of the plan on the user''s subscription (trial when none).';

create or replace function public.validate_plan_change(user_uuid uuid, from_plan_slug text, to_plan_slug text)
returns table (is_valid boolean, message text, change_type text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  current_slug text;
  f public.plans;
  t public.plans;
begin
  perform private.assert_self_or_admin(user_uuid);
  select s.plan_id into current_slug from public.subscriptions s where s.user_id = user_uuid;
  current_slug := coalesce(current_slug, 'trial');
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
    return query select false, 'أنت مشترك بالفعل في هذه الخطة'::text, 'change'::text;
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
comment on function public.validate_plan_change(uuid, text, text) is 'Whether the caller may move from their current plan to another, and the change type.';

-- What a plan change costs: proration for an upgrade within a paid monthly cycle (only when
-- positive), then the best promotion, then an optional code; never below 0.
create or replace function public.quote_plan_change(user_uuid uuid, plan_slug_input text, code_input text default null)
returns table (plan_slug text, change_type text, original_amount numeric, proration_amount numeric,
  promotion_name text, promotion_discount numeric, discount_code text, discount_amount numeric,
  final_amount numeric, currency text, code_error text)
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
  days_in_month integer := extract(day from date_trunc('month', now()) + interval '1 month' - interval '1 day')::integer;
  days_left integer;
  pr public.promotions;
  after_promo numeric;
  c public.discount_codes;
  verdict text;
  email text;
  final numeric;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into t from public.plans p where p.slug = plan_slug_input and p.is_active;
  if t.id is null then
    raise exception 'الخطة غير متاحة' using errcode = '22023';
  end if;
  select * into s from public.subscriptions x where x.user_id = user_uuid;
  select * into cur from public.plans p where p.slug = coalesce(s.plan_id, 'trial');
  base := t.price;
  if t.rank > cur.rank then kind := 'upgrade'; elsif t.rank < cur.rank then kind := 'downgrade'; end if;
  days_left := days_in_month - extract(day from now())::integer + 1;
  if kind = 'upgrade' and cur.price > 0 and cur.billing_cycle = 'monthly' and t.billing_cycle = 'monthly'
     and private.subscription_state(s) = 'active' then
    prorated := round((t.price - cur.price) / days_in_month * days_left, 2);
    if prorated > 0 then
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
  return query select t.slug, kind, t.price, prorated, pr.name, (base - after_promo)::numeric(10, 2),
    case when verdict is null and c.id is not null then c.code else null end,
    (after_promo - final)::numeric(10, 2), final::numeric(10, 2), t.currency, verdict;
end
$$;
comment on function public.quote_plan_change(uuid, text, text) is
  'Server-side price of moving to a plan: proration (upgrade, > 0 only), then promotion, then code; never below 0.';

-- ---------------------------------------------------------------------------------------------
-- subscription writes (service_role only)
-- ---------------------------------------------------------------------------------------------
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
  cur public.plans;
  t public.plans;
  kind text;
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

  new_expiry := case
    when t.billing_cycle = 'lifetime' then null
    -- An upgrade paid by proration keeps the current cycle's end.
    when kind = 'upgrade' and state = 'active' and cur.billing_cycle = 'monthly' and s.expires_at is not null then s.expires_at
    when kind = 'renewal' and state = 'active' and s.expires_at is not null
      then s.expires_at + make_interval(days => coalesce(t.duration_days, 30))
    else now() + make_interval(days => coalesce(t.duration_days, 30)) end;

  insert into public.subscriptions as x (user_id, plan_id, status, started_at, expires_at, grace_period_until,
    payment_method_status, last_payment_id)
  values (user_uuid, t.slug, 'active', now(), new_expiry,
    case when t.price > 0 and new_expiry is not null then new_expiry + interval '3 days' end,
    case when payment_id is not null then 'paid' end, payment_id)
  on conflict (user_id) do update set
    plan_id = excluded.plan_id, status = 'active', expires_at = excluded.expires_at,
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
  'Applies a paid plan change (service_role only), idempotent per payment_id; downgrades without payment are scheduled.';

-- Scheduled downgrades that are due, expiries and grace-period ends.
create or replace function private.apply_due_subscription_changes()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c record;
  applied integer := 0;
  expired integer := 0;
begin
  for c in
    select * from public.scheduled_plan_changes x
     where x.status = 'pending' and x.effective_at <= now()
     for update skip locked
  loop
    -- The lower plan starts where the paid cycle ended; its first payment renews it.
    update public.subscriptions s
       set plan_id = c.to_plan, status = 'active', expires_at = c.effective_at,
           grace_period_until = c.effective_at + interval '3 days'
     where s.user_id = c.user_id;
    update public.scheduled_plan_changes x set status = 'applied', applied_at = now() where x.id = c.id;
    insert into public.subscription_history (user_id, from_plan, to_plan, change_type, reason)
    values (c.user_id, c.from_plan, c.to_plan, 'downgrade', coalesce(c.reason, 'scheduled'));
    applied := applied + 1;
  end loop;

  with gone as (
    update public.subscriptions s set status = 'expired'
     where s.status = 'active' and s.expires_at is not null and s.expires_at <= now()
    returning s.user_id
  )
  select count(*) into expired from gone;

  -- Grace ends need no row change, but the profile mirror must say 'expired'.
  update public.profiles p set subscription_status = 'expired'
    from public.subscriptions s
   where s.user_id = p.id and p.subscription_status = 'grace_period'
     and (s.grace_period_until is null or s.grace_period_until <= now());

  return jsonb_build_object('applied_changes', applied, 'expired', expired);
end
$$;
revoke execute on function private.apply_due_subscription_changes() from public, anon, authenticated;
grant execute on function private.apply_due_subscription_changes() to service_role;

create or replace function public.apply_due_subscription_changes()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return private.apply_due_subscription_changes();
end
$$;
comment on function public.apply_due_subscription_changes() is 'Runs due scheduled changes and expiries (service_role / pg_cron).';

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('apply-due-subscription-changes', '*/5 * * * *',
      'select private.apply_due_subscription_changes()');
  end if;
end
$$;

create or replace function public.get_user_payment_details(p_reference text default null)
returns table (id uuid, charge_id text, order_reference text, transaction_reference text, plan_slug text,
  change_type text, original_amount numeric, promotion_discount numeric, discount_amount numeric,
  proration_amount numeric, final_amount numeric, currency text, status text, discount_code text,
  applied_at timestamptz, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.charge_id, d.order_reference, d.transaction_reference, d.plan_slug, d.change_type,
         d.original_amount, d.promotion_discount, d.discount_amount, d.proration_amount, d.final_amount,
         d.currency, d.status, d.discount_code, d.applied_at, d.created_at
    from public.tap_payment_details d
   where d.user_id = (select auth.uid())
     and (p_reference is null or p_reference in (d.charge_id, d.order_reference, d.transaction_reference))
   order by d.created_at desc
$$;
comment on function public.get_user_payment_details(text) is 'The caller''s payments, newest first, optionally by charge id / order / transaction reference.';

-- ---------------------------------------------------------------------------------------------
-- EXECUTE grants
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.get_active_promotional_offer(text) from public, anon, authenticated;
grant execute on function public.get_active_promotional_offer(text) to anon, authenticated, service_role;
revoke execute on function public.calculate_discounted_price(numeric, text) from public, anon, authenticated;
grant execute on function public.calculate_discounted_price(numeric, text) to anon, authenticated, service_role;
revoke execute on function public.validate_discount_code(text, text, numeric) from public, anon, authenticated;
grant execute on function public.validate_discount_code(text, text, numeric) to authenticated, service_role;
revoke execute on function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric) from public, anon, authenticated;
grant execute on function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric) to service_role;
revoke execute on function public.has_subscription_access(uuid) from public, anon, authenticated;
grant execute on function public.has_subscription_access(uuid) to authenticated, service_role;
revoke execute on function public.get_user_subscription(uuid) from public, anon, authenticated;
grant execute on function public.get_user_subscription(uuid) to authenticated, service_role;
revoke execute on function public.get_user_registration_rank(uuid) from public, anon, authenticated;
grant execute on function public.get_user_registration_rank(uuid) to authenticated, service_role;
revoke execute on function public.get_user_plan_details(uuid) from public, anon, authenticated;
grant execute on function public.get_user_plan_details(uuid) to authenticated, service_role;
revoke execute on function public.validate_plan_change(uuid, text, text) from public, anon, authenticated;
grant execute on function public.validate_plan_change(uuid, text, text) to authenticated, service_role;
revoke execute on function public.quote_plan_change(uuid, text, text) from public, anon, authenticated;
grant execute on function public.quote_plan_change(uuid, text, text) to authenticated, service_role;
revoke execute on function public.update_subscription_with_payment(uuid, text, text, numeric, text, text, text) from public, anon, authenticated;
grant execute on function public.update_subscription_with_payment(uuid, text, text, numeric, text, text, text) to service_role;
revoke execute on function public.apply_due_subscription_changes() from public, anon, authenticated;
grant execute on function public.apply_due_subscription_changes() to service_role;
revoke execute on function public.get_user_payment_details(text) from public, anon, authenticated;
grant execute on function public.get_user_payment_details(text) to authenticated;

-- The hook reads the user's role and plan through these.
create or replace function public.hook_custom_access_token(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := nullif(event ->> 'user_id', '')::uuid;
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  user_role text;
  plan text;
begin
  select r.role::text into user_role from public.user_roles r where r.user_id = uid
   order by case r.role when 'super_admin' then 0 when 'admin' then 1 else 2 end limit 1;
  select s.plan_id into plan from public.subscriptions s where s.user_id = uid;
  claims := jsonb_set(claims, '{user_role}', to_jsonb(coalesce(user_role, 'user')));
  claims := jsonb_set(claims, '{plan}', to_jsonb(coalesce(plan, 'trial')));
  return jsonb_build_object('claims', claims);
end
$$;
comment on function public.hook_custom_access_token(jsonb) is 'Auth hook: adds user_role and plan claims to access tokens.';
revoke execute on function public.hook_custom_access_token(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_custom_access_token(jsonb) to supabase_auth_admin;
