-- Issue 41, the races around a prorated upgrade (see 20261128100000 for the refund rule itself).
--
-- A. The quote and the capture are minutes apart. A prorated upgrade priced against the basic
--    payment's period could be captured after that payment was refunded (the restored trial then
--    took "premium for 30 days" for 3.80 SAR), after the period ended, or after a renewal. Each
--    payment row now keeps what its proration was priced against (the subscription's
--    last_payment_id and expires_at at checkout, set by a trigger, never by a caller), and
--    update_subscription_with_payment applies it only to that state.
-- B. An owner's refund checked while the payment was current, recorded after an upgrade built on
--    it was applied (the Tap call in between): the rollback now happens for the owner's refund
--    whatever came after it, so the later plan never outlives the payment it stood on.

alter table public.tap_payment_details
  add column prorated_base_payment text,
  add column prorated_until timestamptz;
comment on column public.tap_payment_details.prorated_base_payment is
  'For a prorated upgrade: the subscription''s last_payment_id when it was priced (set by a trigger).';
comment on column public.tap_payment_details.prorated_until is
  'For a prorated upgrade: the period end it was priced against (set by a trigger).';

create or replace function private.record_proration_base()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.prorated_base_payment := null;
  new.prorated_until := null;
  if new.proration_amount is not null then
    select s.last_payment_id, s.expires_at into new.prorated_base_payment, new.prorated_until
      from public.subscriptions s where s.user_id = new.user_id;
  end if;
  return new;
end
$$;
comment on function private.record_proration_base() is
  'BEFORE INSERT on tap_payment_details: a prorated upgrade keeps the payment and period end it was priced against.';
revoke execute on function private.record_proration_base() from public, anon, authenticated;
create trigger tap_payment_details_proration_base before insert on public.tap_payment_details
  for each row execute function private.record_proration_base();

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
  'Applies a paid plan change (service_role only), idempotent per payment_id; downgrades without payment are scheduled; a prorated upgrade applies only to the payment and period it was priced against.';
