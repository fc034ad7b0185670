-- renewal_quote prices the renewal of a monthly plan at p_at, and answered for any p_at: a
-- signed-in user could read the price of a promotion scheduled months ahead (or long over) by
-- asking for that date, before it is announced. The job charges at the first attempt of the
-- caller's next renewal, so only that window is answered: p_at is clamped to now .. the later of
-- now + 32 days (a monthly period bought today renews within 31) and the caller's current
-- expiry + 32 days (the period after the one that is running: a plan change or a renewal paid
-- ahead). The service (the renewal job, tests) is not clamped.

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
    select greatest(now(), s.expires_at) + interval '32 days' into latest
      from public.subscriptions s
     where s.user_id = caller;
    priced_at := least(greatest(priced_at, now()), coalesce(latest, now() + interval '32 days'));
  end if;
  return private.renewal_price_at(p_plan_slug, priced_at);
end
$$;
comment on function rpc_definer.renewal_quote(text, timestamptz) is
  'What the renewal of a monthly plan will charge (VAT included) at p_at (the first attempt, one day before the period ends): the job''s own price. For a signed-in caller p_at is clamped to now .. 32 days after the later of now and the caller''s expiry (no scheduled promotion is readable earlier).';
