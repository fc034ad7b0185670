-- The renewal panel's quote follows the subscription's period (issue 46): renewal_quote priced a
-- month for everyone, so a subscriber on a yearly plan was shown the monthly figure while the job
-- charges the annual price (private.renewal_price_for). For a signed-in caller on this plan the
-- quote is now the job's own price for the caller's period; a month otherwise, as before.
create or replace function rpc_definer.renewal_quote(p_plan_slug text, p_at timestamptz default null)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  priced_at timestamptz := coalesce(p_at, now());
  latest timestamptz;
  period text;
begin
  if caller is null and not private.is_trusted_caller() then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  if p_plan_slug is null or not exists (
    select 1 from public.plans p
     where p.slug = p_plan_slug and p.billing_cycle = 'monthly' and p.price > 0) then
    raise exception 'الخطة لا تتجدد شهرياً' using errcode = 'P0001', hint = 'not_monthly';
  end if;
  if caller is not null then
    select greatest(now(), s.expires_at) + case when s.billing_period = 'year' then interval '367 days' else interval '32 days' end,
           case when s.plan_id = p_plan_slug then s.billing_period end
      into latest, period
      from public.subscriptions s
     where s.user_id = caller;
    priced_at := least(greatest(priced_at, now()), coalesce(latest, now() + interval '32 days'));
  end if;
  return private.renewal_price_for(p_plan_slug, coalesce(period, 'month'), priced_at);
end
$$;
comment on function rpc_definer.renewal_quote(text, timestamptz) is
  'What the renewal of a plan will charge (VAT included) at p_at (the first attempt, one day before the period ends): the job''s own price for the caller''s period on that plan (a year at plans.annual_price, else a month). For a signed-in caller p_at is clamped to now .. 32 days (367 on a yearly plan) after the later of now and the caller''s expiry (no scheduled promotion is readable earlier).';
