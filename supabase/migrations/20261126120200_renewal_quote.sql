-- The consent and /subscription show the price the renewal job will charge (issue 28).
--
-- One pricing function: private.renewal_price_at(plan, at) (migration 20261126120000), the
-- plan's price (VAT included) after the best promotion still running at `at`; discount codes
-- never renew. The job prices each renewal with it at the moment of its claim (the first attempt,
-- one day before the period ends); renewal_quote(plan, at) lets the browser ask for the same
-- number at the first attempt of the next renewal, so a promotion that ends before then is never
-- promised.

create or replace function rpc_definer.renewal_quote(p_plan_slug text, p_at timestamptz default null)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  amount numeric;
begin
  if (select auth.uid()) is null and not private.is_trusted_caller() then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501', hint = 'sign_in_required';
  end if;
  if p_plan_slug is null or not exists (
    select 1 from public.plans p
     where p.slug = p_plan_slug and p.billing_cycle = 'monthly' and p.price > 0) then
    raise exception 'الخطة لا تتجدد شهرياً' using errcode = 'P0001', hint = 'not_monthly';
  end if;
  amount := private.renewal_price_at(p_plan_slug, coalesce(p_at, now()));
  return amount;
end
$$;
comment on function rpc_definer.renewal_quote(text, timestamptz) is
  'What the renewal of a monthly plan will charge (VAT included) at p_at (the first attempt, one day before the period ends): the job''s own price.';
revoke execute on function rpc_definer.renewal_quote(text, timestamptz) from public;
grant execute on function rpc_definer.renewal_quote(text, timestamptz) to authenticated, service_role;

create or replace function public.renewal_quote(p_plan_slug text, p_at timestamptz default null)
returns numeric
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.renewal_quote(p_plan_slug, p_at);
end
$$;
comment on function public.renewal_quote(text, timestamptz) is
  'What the renewal of a monthly plan will charge (VAT included) at p_at (the first attempt, one day before the period ends): the job''s own price.';
revoke execute on function public.renewal_quote(text, timestamptz) from public, anon;
grant execute on function public.renewal_quote(text, timestamptz) to authenticated, service_role;
