-- Issue 32: the onboarding funnel for admins (/518/funnel).
--
-- Per ISO week (Monday 00:00 Asia/Riyadh): visitors who started the registration wizard ->
-- accounts created -> verified -> first prompt opened -> paid, with the drop between each step
-- and the median time to each. Definitions: docs/onboarding.md, "Funnel".
--
-- Only one new event: the wizard's start, recorded by the anonymous, rate-limited RPC
-- `record_wizard_start(p_visitor)` with a random per-browser id (no account, no address, no
-- personal data). The account created from that browser links to it through the sign-up metadata
-- key `wizard_visitor` (trigger below), which stores only the time of that account's creation on
-- the start's row, never the account. The other steps come from what the product already writes:
-- auth.users (created_at, email_confirmed_at), prompt_opens (opened_at) and the captured
-- tap_payment_details. The counts are numbers only.

create table public.onboarding_wizard_starts (
  visitor_id uuid primary key,
  started_at timestamptz not null default now(),
  -- When an account was created from this browser's wizard (sign-up metadata `wizard_visitor`).
  account_created_at timestamptz
);
comment on table public.onboarding_wizard_starts is
  'Registration wizard starts (issue 32 funnel): one row per random per-browser id, and when an account was created from it. No personal data. Written by record_wizard_start and the sign-up trigger; admins read.';
create index onboarding_wizard_starts_started_idx on public.onboarding_wizard_starts (started_at);

alter table public.onboarding_wizard_starts enable row level security;
revoke all on table public.onboarding_wizard_starts from anon, authenticated;
grant select on table public.onboarding_wizard_starts to authenticated;
grant all on table public.onboarding_wizard_starts to service_role;
create policy "onboarding_wizard_starts: admins read" on public.onboarding_wizard_starts
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- record_wizard_start: anonymous, 300 / hour per address (room for the e2e suite), 60 per user
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.record_wizard_start(p_visitor uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_visitor is null then
    raise exception using errcode = 'P0001', message = 'معرّف الزائر غير صالح', hint = 'invalid_visitor';
  end if;
  perform private.enforce_rate_limit('record_wizard_start', 300, 60, 60);
  insert into public.onboarding_wizard_starts (visitor_id) values (p_visitor)
  on conflict (visitor_id) do nothing;
  return found;
end
$$;
comment on function rpc_definer.record_wizard_start(uuid) is
  'Records that the registration wizard was started in a browser (random per-browser id; once per id). Anonymous, 300 an hour per address.';
revoke execute on function rpc_definer.record_wizard_start(uuid) from public;
grant execute on function rpc_definer.record_wizard_start(uuid) to anon, authenticated, service_role;

create or replace function public.record_wizard_start(p_visitor uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.record_wizard_start(p_visitor);
end
$$;
comment on function public.record_wizard_start(uuid) is
  'Records that the registration wizard was started in a browser (random per-browser id; once per id). Anonymous, 300 an hour per address.';
revoke execute on function public.record_wizard_start(uuid) from public;
grant execute on function public.record_wizard_start(uuid) to anon, authenticated, service_role;

-- The account created from a wizard start: only the time goes on the start's row.
create or replace function private.link_wizard_start()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  raw text := new.raw_user_meta_data ->> 'wizard_visitor';
begin
  if raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update public.onboarding_wizard_starts w
       set account_created_at = new.created_at
     where w.visitor_id = raw::uuid and w.account_created_at is null;
  end if;
  return new;
end
$$;
revoke execute on function private.link_wizard_start() from public, anon, authenticated;

create trigger on_auth_user_created_link_wizard after insert on auth.users
  for each row execute function private.link_wizard_start();

-- ---------------------------------------------------------------------------------------------
-- admin_onboarding_funnel(p_weeks): the last p_weeks ISO weeks (1..52), newest first
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.admin_onboarding_funnel(p_weeks integer default 8)
returns table (
  week_start date,
  wizard_started integer,
  accounts_created integer,
  verified integer,
  first_prompt integer,
  paid integer,
  median_to_account interval,
  median_to_verified interval,
  median_to_first_prompt interval,
  median_to_paid interval
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  weeks integer;
  this_week date := date_trunc('week', now() at time zone 'Asia/Riyadh')::date;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_weeks is null or p_weeks < 1 or p_weeks > 52 then
    raise exception using errcode = 'P0001', message = 'عدد الأسابيع يجب أن يكون بين 1 و52',
      hint = 'invalid_weeks';
  end if;
  weeks := p_weeks;
  return query
  with wk as (
    select (this_week - 7 * g.n)::date as start
      from generate_series(0, weeks - 1) as g(n)
  ),
  starts as (
    select date_trunc('week', w.started_at at time zone 'Asia/Riyadh')::date as start,
           w.started_at, w.account_created_at
      from public.onboarding_wizard_starts w
     where w.started_at >= (this_week - 7 * (weeks - 1))::timestamp at time zone 'Asia/Riyadh'
  ),
  accounts as (
    select date_trunc('week', u.created_at at time zone 'Asia/Riyadh')::date as start,
           u.created_at,
           u.email_confirmed_at as verified_at,
           (select min(o.opened_at) from public.prompt_opens o where o.user_id = u.id) as prompt_at,
           (select min(coalesce(t.applied_at, t.updated_at)) from public.tap_payment_details t
             where t.user_id = u.id and t.status = 'CAPTURED') as paid_at
      from auth.users u
     where u.created_at >= (this_week - 7 * (weeks - 1))::timestamp at time zone 'Asia/Riyadh'
       and u.deleted_at is null
       and not exists (select 1 from public.user_roles r
                        where r.user_id = u.id and r.role in ('admin', 'super_admin'))
  )
  select wk.start,
         (select count(*)::integer from starts s where s.start = wk.start),
         (select count(*)::integer from accounts a where a.start = wk.start),
         (select count(*)::integer from accounts a where a.start = wk.start and a.verified_at is not null),
         (select count(*)::integer from accounts a where a.start = wk.start and a.prompt_at is not null),
         (select count(*)::integer from accounts a where a.start = wk.start and a.paid_at is not null),
         (select percentile_cont(0.5) within group (order by s.account_created_at - s.started_at)
            from starts s where s.start = wk.start and s.account_created_at >= s.started_at),
         (select percentile_cont(0.5) within group (order by a.verified_at - a.created_at)
            from accounts a where a.start = wk.start and a.verified_at >= a.created_at),
         (select percentile_cont(0.5) within group (order by a.prompt_at - a.created_at)
            from accounts a where a.start = wk.start and a.prompt_at >= a.created_at),
         (select percentile_cont(0.5) within group (order by a.paid_at - a.created_at)
            from accounts a where a.start = wk.start and a.paid_at >= a.created_at)
    from wk
   order by wk.start desc;
end
$$;
comment on function rpc_definer.admin_onboarding_funnel(integer) is
  'Admins (aal2) only: the onboarding funnel per ISO week (Asia/Riyadh) of the last p_weeks weeks: wizard starts, accounts created, verified, first prompt opened, paid, and median times (docs/onboarding.md).';
revoke execute on function rpc_definer.admin_onboarding_funnel(integer) from public;
grant execute on function rpc_definer.admin_onboarding_funnel(integer) to authenticated, service_role;

create or replace function public.admin_onboarding_funnel(p_weeks integer default 8)
returns table (
  week_start date,
  wizard_started integer,
  accounts_created integer,
  verified integer,
  first_prompt integer,
  paid integer,
  median_to_account interval,
  median_to_verified interval,
  median_to_first_prompt interval,
  median_to_paid interval
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.admin_onboarding_funnel(p_weeks);
end
$$;
comment on function public.admin_onboarding_funnel(integer) is
  'Admins (aal2) only: the onboarding funnel per ISO week (Asia/Riyadh) of the last p_weeks weeks: wizard starts, accounts created, verified, first prompt opened, paid, and median times (docs/onboarding.md).';
revoke execute on function public.admin_onboarding_funnel(integer) from public, anon;
grant execute on function public.admin_onboarding_funnel(integer) to authenticated, service_role;
