-- Renewing the same plan after it expired (issue 8). validate_plan_change refused the current
-- plan outright ('أنت مشترك بالفعل في هذه الخطة'), so a monthly subscriber whose plan ended (or is
-- in its grace period) could not pay for the same plan again from /subscription?expired=true.
-- Same signature and answer shape; only the same-plan branch changes: a paid monthly plan that is
-- no longer active may be renewed (change_type 'renewal', which update_subscription_with_payment
-- already applies as a new 30-day cycle).
create or replace function public.validate_plan_change(user_uuid uuid, from_plan_slug text, to_plan_slug text)
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
       and private.subscription_state(s) <> 'active' then
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
comment on function public.validate_plan_change(uuid, text, text) is
  'Whether the caller may move from their current plan to another (or renew it once it is no longer active), and the change type.';
revoke execute on function public.validate_plan_change(uuid, text, text) from public, anon, authenticated;
grant execute on function public.validate_plan_change(uuid, text, text) to authenticated, service_role;
