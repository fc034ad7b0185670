-- Foundation shared by every later migration: the non-exposed `private` schema, roles,
-- plans, profiles (created by a trigger on auth.users), subscriptions, and the helpers the
-- catalogue policies call (private.is_admin, private.current_plan_rank).
--
-- Supabase's default privileges grant everything in `public` to anon and authenticated, so
-- every table below revokes them and grants back only what its policies allow, and every
-- function revokes EXECUTE from public/anon/authenticated before granting it back.

-- ---------------------------------------------------------------------------------------------
-- private schema: helpers used by policies and definer functions, never exposed over REST.
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
-- Policies evaluate with the caller's role, so the API roles need USAGE to reach the helpers
-- (each helper still grants EXECUTE individually).
grant usage on schema private to anon, authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public;

-- Who is calling: service_role over the API, or a direct database session with no JWT at all
-- (migrations, seed, the auth server, fixtures). Inside a SECURITY DEFINER function
-- current_user is the owner, so the API role is read from the session's `role` setting.
create or replace function private.is_trusted_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') = 'service_role'
      or (auth.role() is null and coalesce(current_setting('role', true), 'none') in ('none', 'postgres'))
$$;
comment on function private.is_trusted_caller() is
  'True for service_role requests and for direct database sessions without a JWT.';
revoke execute on function private.is_trusted_caller() from public, anon, authenticated;
grant execute on function private.is_trusted_caller() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- roles
-- ---------------------------------------------------------------------------------------------
create type public.app_role as enum ('admin', 'super_admin', 'user');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is
  'Roles beyond a plain user. Written only by assign_admin_role / bootstrap_owner_admin (definer) or service_role.';
create index user_roles_role_idx on public.user_roles (role);

alter table public.user_roles enable row level security;
revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

-- Reads user_roles bypassing its RLS (the policies on user_roles call it, so it must not
-- recurse through them).
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
     where r.user_id = (select auth.uid())
       and r.role in ('admin'::public.app_role, 'super_admin'::public.app_role)
  )
$$;
comment on function private.is_admin() is 'True when the current auth.uid() holds admin or super_admin.';
revoke execute on function private.is_admin() from public, anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create policy "user_roles: own rows or admin" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- Answers only about the caller (or for an admin / the service); anything else is false so
  -- the function cannot be used to enumerate admins.
  select case
    when _user_id is null then false
    when _user_id is distinct from (select auth.uid())
         and not private.is_admin() and not private.is_trusted_caller() then false
    else exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = _role)
  end
$$;
comment on function public.has_role(uuid, public.app_role) is
  'Whether _user_id holds _role; answers only for the caller or an admin (false otherwise).';
revoke execute on function public.has_role(uuid, public.app_role) from public, anon, authenticated;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- plans: the single source of truth for every price surface and every charge.
-- ---------------------------------------------------------------------------------------------
create table public.plans (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug in ('trial', 'basic', 'advanced', 'premium', 'lifetime')),
  name text not null,
  name_en text not null,
  description text not null default '',
  description_en text not null default '',
  price numeric(10, 2) not null check (price >= 0),
  currency text not null default 'SAR' check (currency = 'SAR'),
  billing_cycle text not null check (billing_cycle in ('trial', 'monthly', 'lifetime')),
  -- Days one purchase lasts; null for lifetime.
  duration_days integer check (duration_days is null or duration_days > 0),
  features jsonb not null default '[]'::jsonb check (jsonb_typeof(features) = 'array'),
  features_en jsonb not null default '[]'::jsonb check (jsonb_typeof(features_en) = 'array'),
  limits jsonb not null default '{}'::jsonb check (jsonb_typeof(limits) = 'object'),
  is_active boolean not null default true,
  is_popular boolean not null default false,
  sort_order integer not null default 0,
  rank integer not null unique check (rank between 0 and 4),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.plans is
  'Subscription plans (trial < basic < advanced < premium < lifetime by rank). Anyone reads active plans; admins edit.';
create index plans_active_sort_idx on public.plans (is_active, sort_order);

alter table public.plans enable row level security;
revoke all on table public.plans from anon, authenticated;
grant select on table public.plans to anon, authenticated;
grant update (name, name_en, description, description_en, price, features, features_en, limits,
  is_active, is_popular, sort_order) on table public.plans to authenticated;
grant all on table public.plans to service_role;

create policy "plans: anyone reads active plans" on public.plans
  for select to anon, authenticated
  using (is_active or (select private.is_admin()));
create policy "plans: admins update" on public.plans
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The five plans are reference data the foreign keys below (and signup) depend on, so they
-- exist from the migration on; seed.sql fills in the marketing copy, features and limits.
insert into public.plans (slug, name, name_en, price, billing_cycle, duration_days, rank, sort_order)
values
  ('trial', 'تجريبي', 'Trial', 0, 'trial', 7, 0, 1),
  ('basic', 'الأساسية', 'Basic', 19, 'monthly', 30, 1, 2),
  ('advanced', 'المتقدمة', 'Advanced', 35, 'monthly', 30, 2, 3),
  ('premium', 'الكاملة', 'Complete', 57, 'monthly', 30, 3, 4),
  ('lifetime', 'مدى الحياة', 'Lifetime', 499, 'lifetime', null, 4, 5)
on conflict (slug) do nothing;

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.touch_updated_at() from public, anon, authenticated;

create trigger plans_touch_updated_at before update on public.plans
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  email text,
  company_name text,
  company_type text,
  custom_company_type text,
  country text,
  phone_number text,
  company_size text,
  username text,
  avatar_url text,
  email_verification_status text not null default 'pending'
    check (email_verification_status in ('verified', 'pending', 'suspended')),
  -- Mirrors of public.subscriptions kept for the spec's profile reads; written only by the
  -- subscription functions.
  subscription_tier text not null default 'trial' references public.plans (slug) on update cascade,
  subscription_status text not null default 'inactive',
  subscription_expires_at timestamptz,
  grace_period_until timestamptz,
  payment_method_status text,
  device_fingerprint jsonb,
  -- The plan chosen in the registration wizard; a paid plan starts only after payment.
  intended_plan text references public.plans (slug) on update cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'One row per user, created by the on_auth_user_created trigger. Users edit only their own descriptive columns.';
create unique index profiles_username_key on public.profiles (lower(username)) where username is not null;
create index profiles_email_idx on public.profiles (lower(email));
create index profiles_subscription_tier_idx on public.profiles (subscription_tier);
create index profiles_intended_plan_idx on public.profiles (intended_plan);

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- Column grants: subscription_*, email and grace/payment columns are not writable by users.
-- email_verification_status is accepted (the wizard sends 'pending') but the trigger below
-- keeps the server's value.
grant insert (id, full_name, company_name, company_type, custom_company_type, country,
  phone_number, company_size, username, avatar_url, device_fingerprint, intended_plan,
  email_verification_status) on table public.profiles to authenticated;
grant update (full_name, company_name, company_type, custom_company_type, country,
  phone_number, company_size, username, avatar_url, device_fingerprint, intended_plan,
  email_verification_status) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy "profiles: owner or admin reads" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "profiles: owner inserts own row" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()));
create policy "profiles: owner updates own row" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- For API callers: e-mail comes from auth.users and the verification status is derived from
-- e-mail confirmation, whatever the request carried. Definer so it can read auth.users.
create or replace function private.profiles_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  api_role text := coalesce(current_setting('role', true), 'none');
begin
  if api_role in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      select u.email,
             case when u.email_confirmed_at is not null then 'verified' else 'pending' end
        into new.email, new.email_verification_status
        from auth.users u where u.id = new.id;
    else
      new.email := old.email;
      new.email_verification_status := old.email_verification_status;
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.profiles_guard() from public, anon, authenticated;

create trigger profiles_guard before insert or update on public.profiles
  for each row execute function private.profiles_guard();

-- ---------------------------------------------------------------------------------------------
-- subscriptions: one row per user; written only by definer functions and service_role.
-- ---------------------------------------------------------------------------------------------
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  plan_id text not null references public.plans (slug) on update cascade,
  status text not null default 'active' check (status in ('active', 'expired', 'cancelled')),
  started_at timestamptz not null default now(),
  expires_at timestamptz,
  -- 3 days after a paid plan's expiry; null for trials and lifetime.
  grace_period_until timestamptz,
  payment_method_status text,
  last_payment_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscriptions is
  'Current subscription per user. Clients only read their own row; changes go through definer functions / service_role.';
create index subscriptions_plan_id_idx on public.subscriptions (plan_id);
create index subscriptions_expires_at_idx on public.subscriptions (expires_at) where expires_at is not null;

alter table public.subscriptions enable row level security;
revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;
grant all on table public.subscriptions to service_role;

create policy "subscriptions: owner or admin reads" on public.subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create trigger subscriptions_touch_updated_at before update on public.subscriptions
  for each row execute function private.touch_updated_at();

-- Rank of the plan the user may use right now (active, or within the grace period); -1 when
-- there is no access. Catalogue policies compare against it.
create or replace function private.current_plan_rank(_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select p.rank
      from public.subscriptions s
      join public.plans p on p.slug = s.plan_id
     where s.user_id = _user_id
       and (
         (s.status = 'active' and (s.expires_at is null or s.expires_at > now()))
         or (s.grace_period_until is not null and s.grace_period_until > now()
             and s.status <> 'cancelled')
       )
  ), -1)
$$;
comment on function private.current_plan_rank(uuid) is
  'Plan rank (trial 0 .. lifetime 4) the user has access to now, including the grace period; -1 for none.';
revoke execute on function private.current_plan_rank(uuid) from public, anon, authenticated;
grant execute on function private.current_plan_rank(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- new users: profile + 7-day trial
-- ---------------------------------------------------------------------------------------------
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted text := nullif(coalesce(meta ->> 'intended_plan', meta ->> 'subscription_plan', meta ->> 'plan'), '');
  wanted_username text := nullif(btrim(meta ->> 'username'), '');
  trial_days integer;
begin
  if wanted = 'full' or wanted = 'complete' then
    wanted := 'premium';
  end if;
  if wanted is not null and not exists (select 1 from public.plans p where p.slug = wanted) then
    wanted := null;
  end if;
  if wanted_username is not null
     and exists (select 1 from public.profiles p where lower(p.username) = lower(wanted_username)) then
    wanted_username := null;
  end if;

  select coalesce(p.duration_days, 7) into trial_days from public.plans p where p.slug = 'trial';

  insert into public.profiles (id, full_name, email, username, company_name, company_type,
    custom_company_type, country, phone_number, company_size, avatar_url,
    email_verification_status, subscription_tier, subscription_status, subscription_expires_at,
    intended_plan)
  values (
    new.id,
    coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''), new.email),
    new.email,
    wanted_username,
    nullif(meta ->> 'company_name', ''),
    nullif(meta ->> 'company_type', ''),
    nullif(meta ->> 'custom_company_type', ''),
    nullif(meta ->> 'country', ''),
    nullif(meta ->> 'phone_number', ''),
    nullif(meta ->> 'company_size', ''),
    nullif(coalesce(meta ->> 'avatar_url', meta ->> 'picture'), ''),
    case when new.email_confirmed_at is not null then 'verified' else 'pending' end,
    'trial',
    'active',
    now() + make_interval(days => coalesce(trial_days, 7)),
    wanted
  )
  on conflict (id) do nothing;

  insert into public.subscriptions (user_id, plan_id, status, started_at, expires_at)
  values (new.id, 'trial', 'active', now(), now() + make_interval(days => coalesce(trial_days, 7)))
  on conflict (user_id) do nothing;
  return new;
end
$$;
revoke execute on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keeps the profile's e-mail and verification status in step with GoTrue.
create or replace function private.handle_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p
     set email = new.email,
         email_verification_status = case
           when new.email_change is not null and new.email_change <> '' then 'suspended'
           when new.email_confirmed_at is not null then 'verified'
           else 'pending' end
   where p.id = new.id;
  return new;
end
$$;
revoke execute on function private.handle_user_updated() from public, anon, authenticated;

create trigger on_auth_user_updated after update of email, email_confirmed_at, email_change on auth.users
  for each row execute function private.handle_user_updated();
