-- A renewal card is written in one statement that decides whether it may replace the stored one.
--
-- A checkout's settle (tap-webhook, payment-status, reconcile-payments: whichever applies the
-- payment first, and every repeat) saves the card Tap kept with the charge. It used to read
-- tap_card_deletions, then upsert: a settle that read before the customer's card replacement
-- committed and wrote after it put the old card back over the new one (the e2e suite saw it
-- under load, on the first application as well as on a redelivery). Now:
--   * card_saved_at says when the stored card became the renewal card (any write of the card);
--   * public.save_renewal_card writes the card with insert … on conflict do update … where: a
--     checkout's card replaces only a card saved before that payment was started
--     (p_saved_before = the payment's created_at), so a replacement made since then, or the same
--     card saved by another settle of that charge, is kept. replace-card passes no p_saved_before:
--     the customer's own replacement always wins;
--   * a card queued for deletion at Tap (removed or replaced by the customer) is never saved again.

alter table public.payment_cards add column card_saved_at timestamptz not null default now();
comment on column public.payment_cards.card_saved_at is
  'When the stored card became the renewal card (set by save_renewal_card on each card write).';

create or replace function public.save_renewal_card(
  p_user_id uuid,
  p_tap_customer_id text,
  p_tap_card_id text,
  p_payment_agreement_id text,
  p_brand text,
  p_last_four text,
  p_exp_month smallint default null,
  p_exp_year smallint default null,
  p_saved_before timestamptz default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if exists (select 1 from public.tap_card_deletions d
              where d.tap_customer_id = p_tap_customer_id and d.tap_card_id = p_tap_card_id) then
    return 'retired';
  end if;
  insert into public.payment_cards as c (user_id, tap_customer_id, tap_card_id,
      payment_agreement_id, brand, last_four, exp_month, exp_year, card_saved_at)
  values (p_user_id, p_tap_customer_id, p_tap_card_id, p_payment_agreement_id, p_brand,
      p_last_four, p_exp_month, p_exp_year, now())
  on conflict (user_id) do update
     set tap_customer_id = excluded.tap_customer_id,
         tap_card_id = excluded.tap_card_id,
         payment_agreement_id = excluded.payment_agreement_id,
         brand = excluded.brand,
         last_four = excluded.last_four,
         exp_month = excluded.exp_month,
         exp_year = excluded.exp_year,
         expiry_notice_for = null,
         card_saved_at = now()
   where p_saved_before is null or c.card_saved_at < p_saved_before;
  return case when found then 'saved' else 'kept' end;
end
$$;
comment on function public.save_renewal_card(uuid, text, text, text, text, text, smallint, smallint, timestamptz) is
  'service_role: saves the renewal card; with p_saved_before, only over a card saved before then. Answers saved, kept or retired.';
revoke execute on function public.save_renewal_card(uuid, text, text, text, text, text, smallint, smallint, timestamptz) from public, anon, authenticated;
grant execute on function public.save_renewal_card(uuid, text, text, text, text, text, smallint, smallint, timestamptz) to service_role;
