-- Issue 41 (money under attack): two holes in plan changes and refunds.
--
-- 1. Upgrade, then refund the cheaper plan, keep the expensive one. refund_eligibility accepted a
--    customer's refund of any first payment of a plan within 7 days, and record_payment_refund
--    rolled the plan back only when the refunded charge was the subscription's last payment: a
--    basic payment refunded in full under a prorated upgrade left premium open until the period's
--    end for the price of the difference. Now the owner may refund only the payment the
--    subscription comes from (subscriptions.last_payment_id); a full refund of it restores the
--    state before it, including last_payment_id = the payment that state came from, so the chain
--    can be refunded newest first, each payment within its own 7 days (docs/decisions.md).
-- 2. Proration by the calendar month: quote_plan_change charged (new - current) / days in month *
--    days left in month, while the upgrade keeps the subscriber's own period end. Now the
--    difference times the remaining share of that period, to the halala.

create or replace function public.refund_eligibility(p_payment_id uuid, p_user_id uuid, p_admin boolean default false)
returns table (eligible boolean, message text, amount numeric, refunded numeric, currency text,
  charge_id text, invoice_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  inv public.tax_invoices;
  done numeric;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into d from public.tap_payment_details x where x.id = p_payment_id;
  -- Someone else's payment and an unknown one answer the same.
  if d.id is null or (not p_admin and d.user_id is distinct from p_user_id) then
    return query select false, 'لم يتم العثور على الدفعة'::text, 0::numeric, 0::numeric, ''::text, null::text, null::uuid;
    return;
  end if;
  select * into inv from public.tax_invoices i where i.payment_id = d.id and i.kind = 'invoice';
  if d.status <> 'CAPTURED' or d.charge_id is null or inv.id is null then
    return query select false, 'لا يمكن استرداد دفعة لم تكتمل'::text, 0::numeric, 0::numeric, d.currency, d.charge_id, inv.id;
    return;
  end if;
  select coalesce(sum(r.amount), 0) into done from public.payment_refunds r where r.payment_id = d.id;
  if p_admin then
    if done >= d.final_amount then
      return query select false, 'تم استرداد هذه الدفعة بالكامل مسبقاً'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
      return;
    end if;
    return query select true, ''::text, d.final_amount - done, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  if done > 0 then
    return query select false, 'تم استرداد هذه الدفعة مسبقاً'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  if inv.issued_at < now() - interval '7 days' then
    return query select false, 'انتهت مهلة الاسترداد (7 أيام من تاريخ الدفع)'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  if exists (select 1 from public.tax_invoices i
              where i.user_id = d.user_id and i.plan_slug = d.plan_slug and i.kind = 'invoice'
                and i.sequence_number < inv.sequence_number) then
    return query select false, 'الاسترداد متاح لأول دفعة لهذه الخطة فقط'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  -- Issue 41: the owner takes back only the payment the subscription comes from now. Refunding an
  -- earlier one (a basic payment under a prorated upgrade built on it) would keep the later plan
  -- for the price of the difference. Within 7 days the payments after it are upgrades, each
  -- refundable in its own 7 days, so newest first the whole chain can still be refunded.
  if not exists (select 1 from public.subscriptions s
                  where s.user_id = d.user_id and s.last_payment_id = d.charge_id) then
    return query select false, 'تغيّر اشتراكك بعد هذه الدفعة، فلا يمكن استردادها وحدها. استرد أولاً أحدث دفعة (خلال 7 أيام من دفعها)، ثم تصبح هذه الدفعة قابلة للاسترداد'::text,
      0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  return query select true, ''::text, d.final_amount, done, d.currency, d.charge_id, inv.id;
end
$$;
comment on function public.refund_eligibility(uuid, uuid, boolean) is
  'Whether a payment may be refunded (service_role only): the owner within 7 days of capture, first payment of that plan, never refunded, and the payment the subscription comes from now; an admin any captured payment up to what is left.';
revoke execute on function public.refund_eligibility(uuid, uuid, boolean) from public, anon, authenticated;
grant execute on function public.refund_eligibility(uuid, uuid, boolean) to service_role;

create or replace function public.record_payment_refund(p_payment_id uuid, p_tap_refund jsonb, p_amount numeric,
  p_reason text, p_requested_by uuid, p_by_admin boolean)
returns table (refund_id uuid, credit_note_id uuid, credit_note_number text, created boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  inv public.tax_invoices;
  existing public.payment_refunds;
  done numeric;
  is_full boolean;
  new_refund uuid;
  note uuid;
  note_number text;
  vat numeric;
  n bigint;
  issued timestamptz := now();
  before_values jsonb;
  restore_plan text;
  restore_expiry timestamptz;
  restore_payment text;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if coalesce(p_tap_refund ->> 'id', '') = '' then
    raise exception 'a Tap refund id is required' using errcode = '22023';
  end if;
  select * into d from public.tap_payment_details x where x.id = p_payment_id for update;
  if d.id is null then
    raise exception 'payment not found' using errcode = 'P0002';
  end if;
  -- Idempotent on Tap's refund id: a retried call answers the refund already recorded.
  select * into existing from public.payment_refunds r where r.tap_refund_id = p_tap_refund ->> 'id';
  if existing.id is not null then
    return query select existing.id, i.id, i.invoice_number, false
      from public.tax_invoices i where i.refund_id = existing.id;
    return;
  end if;
  select * into inv from public.tax_invoices i where i.payment_id = d.id and i.kind = 'invoice';
  select coalesce(sum(r.amount), 0) into done from public.payment_refunds r where r.payment_id = d.id;
  if inv.id is null or p_amount is null or p_amount <= 0 or done + p_amount > d.final_amount then
    raise exception 'refund amount out of range' using errcode = '22023';
  end if;
  is_full := done + p_amount = d.final_amount;
  insert into public.payment_refunds (payment_id, user_id, tap_refund_id, amount, currency, status, reason,
    requested_by, by_admin, full_refund, raw_refund)
  values (d.id, d.user_id, p_tap_refund ->> 'id', p_amount, d.currency, coalesce(p_tap_refund ->> 'status', 'PENDING'),
    btrim(p_reason), p_requested_by, coalesce(p_by_admin, false), is_full, p_tap_refund)
  returning id into new_refund;

  vat := private.vat_of(p_amount, inv.vat_rate);
  n := private.next_invoice_number('CN');
  note_number := 'SND-CN-' || lpad(n::text, 6, '0');
  insert into public.tax_invoices (kind, series, sequence_number, invoice_number, payment_id, original_invoice_id,
    refund_id, user_id, buyer_email, buyer_name, plan_slug, plan_name, period_start, period_end, currency, lines,
    total_amount, vat_rate, vat_amount, net_amount, seller_name, seller_vat_number, seller_address, reason,
    charge_id, issued_at, qr_base64)
  values ('credit_note', 'CN', n, note_number, d.id, inv.id, new_refund, inv.user_id, inv.buyer_email, inv.buyer_name,
    inv.plan_slug, inv.plan_name, inv.period_start, inv.period_end, inv.currency,
    jsonb_build_array(jsonb_build_object('label', 'استرداد من الفاتورة ' || inv.invoice_number, 'amount', p_amount)),
    p_amount, inv.vat_rate, vat, p_amount - vat, inv.seller_name, inv.seller_vat_number, inv.seller_address,
    btrim(p_reason), inv.charge_id, issued,
    private.zatca_qr(inv.seller_name, inv.seller_vat_number, private.zatca_time(issued),
      to_char(p_amount, 'FM999999990.00'), to_char(vat, 'FM999999990.00')))
  returning id into note;

  if is_full then
    -- docs/decisions.md: a full refund takes back what the payment bought: the subscription
    -- returns to the plan and end date it had before this payment (from the audit of the change).
    perform pg_advisory_xact_lock(hashtextextended('subscription:' || d.user_id::text, 0));
    select a.old_values into before_values from public.audit_log a
     where a.action = 'subscription_updated' and a.target_id = d.user_id::text
       and a.metadata ->> 'payment_id' = d.charge_id
     order by a.created_at desc limit 1;
    restore_plan := coalesce(before_values ->> 'plan', 'trial');
    restore_expiry := nullif(before_values ->> 'expires_at', '')::timestamptz;
    if restore_plan = d.plan_slug then
      -- A renewal of the same plan: the refunded period is taken off again.
      restore_expiry := coalesce(restore_expiry, now());
    end if;
    if restore_plan = 'lifetime' then
      restore_expiry := null;
    end if;
    -- The payment the restored state came from, so that it becomes the one a refund may take back.
    select h.payment_id into restore_payment from public.subscription_history h
     where h.user_id = d.user_id and h.payment_id is not null and h.payment_id <> d.charge_id
       and h.changed_at <= coalesce((select h2.changed_at from public.subscription_history h2
                                      where h2.payment_id = d.charge_id), now())
     order by h.changed_at desc limit 1;
    -- The owner's refund was checked while the payment was current (refund_eligibility): whatever
    -- was applied since, during the call to Tap, stood on it and goes with it (20261128100100).
    if not coalesce(p_by_admin, false)
       or exists (select 1 from public.subscriptions s where s.user_id = d.user_id and s.last_payment_id = d.charge_id) then
      update public.subscriptions s set
        plan_id = restore_plan,
        expires_at = coalesce(restore_expiry, case when restore_plan = 'lifetime' then null else now() end),
        status = case when restore_plan = 'lifetime' or restore_expiry > now() then 'active' else 'expired' end,
        grace_period_until = null,
        last_payment_id = restore_payment
       where s.user_id = d.user_id;
      update public.scheduled_plan_changes c set status = 'cancelled'
       where c.user_id = d.user_id and c.status = 'pending';
      insert into public.subscription_history (user_id, from_plan, to_plan, change_type, reason, amount, currency)
      values (d.user_id, d.plan_slug, restore_plan, 'change', 'استرداد ' || note_number, -p_amount, d.currency);
    end if;
  end if;
  perform private.record_audit(case when p_by_admin then 'admin_refund' else 'refund' end, p_requested_by,
    'payment', d.id::text, null,
    jsonb_build_object('refund_id', new_refund, 'amount', p_amount, 'credit_note', note_number, 'full', is_full),
    jsonb_build_object('reason', btrim(p_reason), 'tap_refund_id', p_tap_refund ->> 'id', 'charge_id', d.charge_id));
  return query select new_refund, note, note_number, true;
end
$$;
comment on function public.record_payment_refund(uuid, jsonb, numeric, text, uuid, boolean) is
  'Records a refund Tap accepted (service_role only; idempotent on the Tap refund id): the refund, its credit note, and on a full refund the subscription as before the payment; audited.';
revoke execute on function public.record_payment_refund(uuid, jsonb, numeric, text, uuid, boolean) from public, anon, authenticated;
grant execute on function public.record_payment_refund(uuid, jsonb, numeric, text, uuid, boolean) to service_role;

create or replace function rpc_definer.quote_plan_change(user_uuid uuid, plan_slug_input text, code_input text default null)
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
  remaining numeric;
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
  if kind = 'upgrade' and coalesce(s.plan_price, cur.price) > 0 and cur.billing_cycle = 'monthly' and t.billing_cycle = 'monthly'
     and private.subscription_state(s) = 'active' and s.expires_at is not null then
    -- Issue 41: the remaining share of the subscriber's own period (the upgrade keeps its end), to
    -- the second, not of the calendar month.
    remaining := greatest(extract(epoch from s.expires_at - now()), 0)
                 / (coalesce(cur.duration_days, 30) * 86400.0);
    prorated := round((t.price - coalesce(s.plan_price, cur.price)) * remaining, 2);
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
comment on function rpc_definer.quote_plan_change(uuid, text, text) is
  'Server-side price of moving to a plan: proration (an upgrade: the price difference times the remaining share of the subscriber''s own period, to the halala; > 0 only), then promotion, then code; never below 0.';
