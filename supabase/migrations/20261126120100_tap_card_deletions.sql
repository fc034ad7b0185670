-- A card we stop using is deleted at Tap too (issue 28).
--
-- When a saved card leaves payment_cards (the customer removes it, the account is deleted) or is
-- replaced by another (the upsert of a new card), a trigger queues Tap's ids here. Our record
-- goes at once, whatever Tap answers; the subscription-renewals job (hourly) then asks Tap to
-- delete each queued card (DELETE /v2/card/{customer}/{card}). A failure (Tap unreachable, an
-- error) is logged and retried with a growing delay (1, 2, 4 ... hours, at most 24); after 8
-- failed attempts the row is given up and reported in the audit log
-- (tap_card_deletion_failed), which admins read. Tap answering 404 (the card is gone) counts as
-- deleted.

create table public.tap_card_deletions (
  id uuid primary key default gen_random_uuid(),
  -- Whose card it was; no foreign key: the row outlives a deleted account (its card must go too).
  user_id uuid,
  tap_customer_id text not null check (length(tap_customer_id) between 1 and 100),
  tap_card_id text not null check (length(tap_card_id) between 1 and 100),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  deleted_at timestamptz,
  gave_up_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tap_customer_id, tap_card_id)
);
comment on table public.tap_card_deletions is
  'Saved cards we no longer use, to delete at Tap (the renewal job retries failures). Admins read; service_role writes.';
create index tap_card_deletions_due_idx on public.tap_card_deletions (next_attempt_at)
  where deleted_at is null and gave_up_at is null;

alter table public.tap_card_deletions enable row level security;
revoke all on table public.tap_card_deletions from anon, authenticated;
grant select on table public.tap_card_deletions to authenticated;
grant all on table public.tap_card_deletions to service_role;
create policy "tap_card_deletions: admins read" on public.tap_card_deletions
  for select to authenticated using ((select private.is_admin()));
create trigger tap_card_deletions_touch_updated_at before update on public.tap_card_deletions
  for each row execute function private.touch_updated_at();

-- Queues the card that left payment_cards, or the one a new card replaced.
create or replace function private.queue_tap_card_deletion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
     or (old.tap_customer_id, old.tap_card_id) is distinct from (new.tap_customer_id, new.tap_card_id) then
    insert into public.tap_card_deletions (user_id, tap_customer_id, tap_card_id)
    values (old.user_id, old.tap_customer_id, old.tap_card_id)
    on conflict (tap_customer_id, tap_card_id) do nothing;
  end if;
  return null;
end
$$;
revoke execute on function private.queue_tap_card_deletion() from public, anon, authenticated;
create trigger payment_cards_queue_tap_deletion
  after delete or update of tap_customer_id, tap_card_id on public.payment_cards
  for each row execute function private.queue_tap_card_deletion();

-- The job's claim (service_role only): the due deletions, each taken once (SKIP LOCKED), its
-- next try scheduled before Tap is asked, so a crash only delays it.
create or replace function public.claim_tap_card_deletions(p_now timestamptz default now(), p_limit integer default 200)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  with due as (
    update public.tap_card_deletions x
       set attempts = x.attempts + 1,
           next_attempt_at = p_now + least(interval '1 hour' * power(2, x.attempts), interval '24 hours')
     where x.id in (select y.id from public.tap_card_deletions y
                     where y.deleted_at is null and y.gave_up_at is null
                       and y.next_attempt_at <= p_now + interval '1 minute'
                     order by y.next_attempt_at
                     limit least(greatest(coalesce(p_limit, 200), 1), 1000)
                     for update skip locked)
    returning x.id, x.tap_customer_id, x.tap_card_id, x.attempts
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'customer_id', d.tap_customer_id,
           'card_id', d.tap_card_id, 'attempt', d.attempts)), '[]'::jsonb)
    into claimed from due d;
  return claimed;
end
$$;
comment on function public.claim_tap_card_deletions(timestamptz, integer) is
  'The renewal job''s claim of the saved cards to delete at Tap (service_role only).';
revoke execute on function public.claim_tap_card_deletions(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_tap_card_deletions(timestamptz, integer) to service_role;

-- What Tap answered (service_role only). After the 8th failure the row is given up and the
-- failure goes to the audit log for an admin to follow up.
create or replace function public.record_tap_card_deletion(p_id uuid, p_deleted boolean, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  d public.tap_card_deletions;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into d from public.tap_card_deletions x where x.id = p_id for update;
  if d.id is null then
    return null;
  end if;
  if coalesce(p_deleted, false) then
    update public.tap_card_deletions x set deleted_at = now(), last_error = null where x.id = d.id;
    return 'deleted';
  end if;
  update public.tap_card_deletions x
     set last_error = left(coalesce(p_reason, 'unknown'), 300),
         gave_up_at = case when d.attempts >= 8 then now() end
   where x.id = d.id;
  if d.attempts >= 8 then
    perform private.record_audit('tap_card_deletion_failed', d.user_id, 'tap_card', d.tap_card_id,
      null, null, jsonb_build_object('customer', d.tap_customer_id, 'attempts', d.attempts,
        'reason', left(p_reason, 300)));
    return 'gave_up';
  end if;
  return 'retrying';
end
$$;
comment on function public.record_tap_card_deletion(uuid, boolean, text) is
  'Records Tap''s answer to a card deletion (service_role only); the 8th failure is given up and audited.';
revoke execute on function public.record_tap_card_deletion(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.record_tap_card_deletion(uuid, boolean, text) to service_role;
