-- A discount code's use is recorded once per applied payment, even when the function that applies
-- the payment stops between applying it and recording the use (a crash, a database error, a
-- timeout): the webhook's retry or the result page's status call records it then, exactly once.
--
-- tap_payment_details.discount_recorded_at marks the payment whose use is recorded; the column is
-- set in the same transaction as the use's insert, under the payment row's lock, so racing
-- deliveries record one use. Payments applied before this migration were recorded by the old
-- path at application time: they are marked so a late duplicate delivery does not count them again.

alter table public.tap_payment_details add column discount_recorded_at timestamptz;
comment on column public.tap_payment_details.discount_recorded_at is
  'When the discount code use of this payment was recorded (apply_discount_code with payment_ref_input).';
update public.tap_payment_details
   set discount_recorded_at = applied_at
 where applied_at is not null and discount_code is not null;

drop function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric);

create function public.apply_discount_code(code_input text, user_email_input text, user_id_input uuid,
  plan_slug_input text, original_amount_input numeric, discount_amount_input numeric, final_amount_input numeric,
  payment_ref_input text default null)
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
  payment public.tap_payment_details;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if payment_ref_input is not null then
    -- One use per payment: the payment row's lock orders racing deliveries of the same payment.
    select * into payment from public.tap_payment_details d
     where d.order_reference = payment_ref_input for update;
    if payment.id is null then
      return jsonb_build_object('success', false, 'error', 'Payment not found');
    end if;
    if payment.discount_recorded_at is not null then
      return jsonb_build_object('success', true, 'already_recorded', true);
    end if;
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
  if payment.id is not null then
    update public.tap_payment_details d set discount_recorded_at = now() where d.id = payment.id;
  end if;
  return jsonb_build_object('success', true, 'use_id', use_id, 'final_amount', expected);
end
$$;
comment on function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric, text) is
  'Records one use of a code (service_role only); row-locked so single-use and max_uses hold under concurrency; with payment_ref_input, at most once per payment.';
revoke execute on function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric, text) from public, anon, authenticated;
grant execute on function public.apply_discount_code(text, text, uuid, text, numeric, numeric, numeric, text) to service_role;
