-- Issue 32: trial reminders. Two Arabic e-mails, 2 days and 1 day before the 7-day trial ends,
-- sent by the `trial-reminders` edge function (hourly: the local scheduler here, pg_cron + pg_net
-- on hosted Supabase, below). Each is sent exactly once: the function first claims it with a row
-- in `trial_reminders` (primary key user + kind, so two runs never both claim it), then mails it,
-- and releases the claim when the mail provider refused it (the next run retries).
--
-- Windows (`p_now` is the run's time): `two_days` while the trial ends in more than 24 and at most
-- 48 hours; `one_day` while it ends in at most 24 hours and has not ended. Never for an account
-- that has paid (a captured payment, or a plan other than the trial), an unconfirmed e-mail, an
-- account the auth server marks deleted or banned, or an admin; a deleted account has no rows.

create table public.trial_reminders (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('two_days', 'one_day')),
  trial_ends_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (user_id, kind)
);
comment on table public.trial_reminders is
  'Trial reminder e-mails sent (issue 32): one row per user and reminder, so each is sent once. Written by the trial-reminders function (service role); the owner reads their own rows.';

alter table public.trial_reminders enable row level security;
revoke all on table public.trial_reminders from anon, authenticated;
grant select on table public.trial_reminders to authenticated;
grant all on table public.trial_reminders to service_role;
create policy "trial_reminders: owner reads" on public.trial_reminders
  for select to authenticated using (user_id = (select auth.uid()));

-- Claims the reminders due at p_now and answers what the mail needs. Service role only (a definer
-- to read auth.users; no API role but service_role may execute it).
create or replace function public.claim_trial_reminders(p_now timestamptz default now())
returns table (
  user_id uuid,
  kind text,
  email text,
  full_name text,
  trial_ends_at timestamptz,
  plan_slug text,
  plan_name text,
  plan_price numeric,
  plan_billing_cycle text,
  plan_features jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  return query
  with due as (
    select s.user_id, s.expires_at,
           case when s.expires_at - p_now <= interval '24 hours' then 'one_day' else 'two_days' end as kind
      from public.subscriptions s
      join public.profiles p on p.id = s.user_id
      join auth.users u on u.id = s.user_id
     where s.plan_id = 'trial'
       and s.status = 'active'
       and p.subscription_tier = 'trial'
       and s.expires_at > p_now
       and s.expires_at <= p_now + interval '48 hours'
       and u.email is not null
       and u.email_confirmed_at is not null
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until < p_now)
       and not exists (select 1 from public.tap_payment_details t
                        where t.user_id = s.user_id and t.status = 'CAPTURED')
       and not exists (select 1 from public.user_roles r
                        where r.user_id = s.user_id and r.role = 'admin')
  ),
  claimed as (
    insert into public.trial_reminders as tr (user_id, kind, trial_ends_at, sent_at)
    select d.user_id, d.kind, d.expires_at, p_now
      from due d
     -- the day-before reminder replaces a two-days one never sent; never the other way round
     where not (d.kind = 'two_days' and exists (select 1 from public.trial_reminders o
                                                 where o.user_id = d.user_id and o.kind = 'one_day'))
    on conflict on constraint trial_reminders_pkey do nothing
    returning tr.user_id, tr.kind, tr.trial_ends_at
  )
  select c.user_id, c.kind, u.email::text, p.full_name, c.trial_ends_at,
         pl.slug, pl.name, pl.price, pl.billing_cycle, pl.features
    from claimed c
    join auth.users u on u.id = c.user_id
    join public.profiles p on p.id = c.user_id
    left join public.plans pl on pl.slug = p.intended_plan and pl.is_active and pl.price > 0;
end
$$;
comment on function public.claim_trial_reminders(timestamptz) is
  'Service role only (trial-reminders): claims the trial reminder e-mails due at p_now (each user and kind once) and returns the recipient, the trial end and the paid plan chosen in the wizard.';
revoke execute on function public.claim_trial_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_trial_reminders(timestamptz) to service_role;

-- Gives a claim back when its e-mail could not be sent, so a later run sends it.
create or replace function public.release_trial_reminder(p_user_id uuid, p_kind text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  delete from public.trial_reminders r where r.user_id = p_user_id and r.kind = p_kind;
end
$$;
comment on function public.release_trial_reminder(uuid, text) is
  'Service role only (trial-reminders): releases a claimed reminder whose e-mail the provider refused.';
revoke execute on function public.release_trial_reminder(uuid, text) from public, anon, authenticated;
grant execute on function public.release_trial_reminder(uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- hosted Supabase: pg_cron calls the trial-reminders function through pg_net every hour (minute
-- 7), with the project URL and service_role key from Vault as for reconcile-payments
-- (20261125170000, docs/architecture.md). Skipped where the extensions or Vault are missing (the
-- local stack's scheduler calls it instead).
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('trial-reminders', '7 * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/trial-reminders',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000)
    $job$);
  end if;
end
$$;
