-- Company accounts (issue 43): a company is an account of its own with members and roles,
-- invitations (e-mail or a one-time link), a company library with review, the company's own
-- values and a plan whose limits its members get through the same entitlement rule.
-- API reference: docs/companies.md. Tenancy model: docs/architecture.md. Entry points and their
-- limits: docs/security.md ("Issue 43: company accounts").
--
-- Reading: every table has RLS and grants the API roles SELECT only where a member needs it
-- (companies, company_members, company_subscriptions, company_prompts, company_prompt_versions,
-- company_collections, company_collection_items, company_values, company_prompt_usage); a row is
-- visible only to members of its company (private.company_role), and a prompt's text below the
-- editor role only in its approved version. company_invitations has no API grant at all (tokens
-- are stored hashed; admins list invitations through company_pending_invitations).
-- Writing: only through the functions below (definers in rpc_definer behind SECURITY INVOKER
-- wrappers in public, generated at the end of this file like 20261124140000 does), which check
-- the caller's role in the database, refuse in Arabic (P0001 + hint; 42501 for a missing role)
-- and write every change to audit_log. None of these tables is in the realtime publication.

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
insert into public.site_settings (setting_key, setting_value, description) values
  ('company_default_seat_limit', '10',
   'عدد المقاعد الافتراضي لحساب الشركة ما لم تُحدَّد مقاعد الشركة (companies.seat_limit)')
on conflict (setting_key) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.companies (
  id uuid primary key default gen_random_uuid(),
  legal_name text not null check (char_length(legal_name) between 2 and 150),
  trade_name text not null default '' check (char_length(trade_name) <= 150),
  sector text not null default 'other' check (sector in (
    'restaurants', 'retail', 'clinics', 'real_estate', 'education', 'ecommerce', 'contracting',
    'services', 'other')),
  -- The registration wizard's company sizes (profiles.company_size, src/lib/company-options.ts).
  size text check (size in ('solo', '2-10', '11-50', '50+')),
  city text not null default '' check (char_length(city) <= 80),
  country text not null default 'SA' check (country ~ '^[A-Z]{2}$'),
  -- Null: the default from site_settings company_default_seat_limit.
  seat_limit integer check (seat_limit is null or seat_limit between 1 and 10000),
  -- Whether editors may review (owner and admins always may).
  editors_review boolean not null default false,
  -- An ownership transfer the owner offered, waiting for that member to accept.
  ownership_offer_to uuid references auth.users (id) on delete set null,
  ownership_offered_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.companies is
  'A company account (issue 43). Members read their companies; written only through the company functions (docs/companies.md).';
create index companies_created_by_idx on public.companies (created_by);
create index companies_ownership_offer_to_idx on public.companies (ownership_offer_to);

create table public.company_members (
  company_id uuid not null references public.companies (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'editor', 'member')),
  invited_by uuid references auth.users (id) on delete set null,
  joined_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
comment on table public.company_members is
  'Members of a company and their role (owner, admin, editor, member); exactly one owner. Members of the same company read; written only through the company functions.';
create unique index company_members_one_owner on public.company_members (company_id) where role = 'owner';
create index company_members_user_idx on public.company_members (user_id);
create index company_members_invited_by_idx on public.company_members (invited_by);

-- A company's plan: the same plans (and limits) as a person's subscription. Set by platform
-- admins (admin_set_company_plan) until business billing (the next issue) sells it.
create table public.company_subscriptions (
  company_id uuid primary key references public.companies (id) on delete cascade,
  plan_id text not null references public.plans (slug) on update cascade,
  status text not null default 'active' check (status in ('active', 'cancelled', 'expired')),
  started_at timestamptz not null default now(),
  expires_at timestamptz,
  grace_period_until timestamptz,
  updated_at timestamptz not null default now()
);
comment on table public.company_subscriptions is
  'The plan of a company; its members get its limits through private.entitlements (the best of their own plan and their companies'' plans). Members read; platform admins write through admin_set_company_plan.';
create index company_subscriptions_plan_idx on public.company_subscriptions (plan_id);

create table public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  role text not null check (role in ('admin', 'editor', 'member')),
  -- sha256 (hex) of the token; the token itself is returned once and never stored.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- Optional lock: only an account whose verified address this is may accept.
  email text check (email is null or (char_length(email) <= 254 and email = lower(email))),
  channel text not null check (channel in ('email', 'link')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  sent_count integer not null default 0,
  last_sent_at timestamptz
);
comment on table public.company_invitations is
  'Invitations to a company: hashed one-time token, role, expiry, optional e-mail lock. No API grant: created, listed, resent, revoked and accepted only through the company functions.';
create index company_invitations_company_idx on public.company_invitations (company_id, created_at desc);
create index company_invitations_invited_by_idx on public.company_invitations (invited_by);
create index company_invitations_accepted_by_idx on public.company_invitations (accepted_by);

create table public.company_prompts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- State of the current version.
  state text not null default 'draft'
    check (state in ('draft', 'in_review', 'approved', 'changes_requested')),
  current_version integer not null default 1 check (current_version >= 1),
  -- What members use; stays while a newer version is in review.
  approved_version integer check (approved_version is null or approved_version <= current_version),
  approved_at timestamptz,
  -- A fork of a library prompt: its origin and the body it was copied from (md5), to tell
  -- "changed upstream".
  forked_from uuid references public.prompts (id) on delete set null,
  upstream_body_md5 text,
  upstream_updated_at timestamptz,
  -- Submitted from the author's own prompts.
  source_user_prompt_id uuid references public.user_prompts (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.company_prompts is
  'A prompt of a company''s library (metadata and review state; the text is in company_prompt_versions). Editors and above read all; members only approved ones.';
create index company_prompts_company_idx on public.company_prompts (company_id, updated_at desc);
create index company_prompts_forked_from_idx on public.company_prompts (forked_from);
create index company_prompts_source_idx on public.company_prompts (source_user_prompt_id);
create index company_prompts_created_by_idx on public.company_prompts (created_by);

create table public.company_prompt_versions (
  id uuid primary key default gen_random_uuid(),
  company_prompt_id uuid not null references public.company_prompts (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  version integer not null check (version >= 1),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 1000),
  body text not null check (char_length(body) between 1 and 20000),
  category text references public.prompt_categories (id) on update cascade on delete set null,
  variables jsonb not null default '[]'::jsonb check (jsonb_typeof(variables) = 'array'),
  note text not null default '' check (char_length(note) <= 300),
  status text not null default 'draft'
    check (status in ('draft', 'in_review', 'approved', 'changes_requested', 'withdrawn')),
  author_id uuid references auth.users (id) on delete set null,
  submitted_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  review_comment text not null default '' check (char_length(review_comment) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_prompt_id, version)
);
comment on table public.company_prompt_versions is
  'Versions of a company prompt with their review status and comments. Editors and above read every version; members only the approved version members use. A fork of a library prompt only while the reader''s plan opens the origin.';
create index company_prompt_versions_company_idx on public.company_prompt_versions (company_id, status);
create index company_prompt_versions_author_idx on public.company_prompt_versions (author_id);
create index company_prompt_versions_reviewed_by_idx on public.company_prompt_versions (reviewed_by);
create index company_prompt_versions_category_idx on public.company_prompt_versions (category);

create table public.company_collections (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.company_collections is
  'Company collections («مجموعات الشركة»), curated by admins; members read.';
create index company_collections_company_idx on public.company_collections (company_id);
create index company_collections_created_by_idx on public.company_collections (created_by);

create table public.company_collection_items (
  collection_id uuid not null references public.company_collections (id) on delete cascade,
  company_prompt_id uuid not null references public.company_prompts (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  position integer not null default 0,
  primary key (collection_id, company_prompt_id)
);
comment on table public.company_collection_items is
  'Prompts of a company collection, in order. Members read the items whose prompt they can read.';
create index company_collection_items_prompt_idx on public.company_collection_items (company_prompt_id);
create index company_collection_items_company_idx on public.company_collection_items (company_id);

create table public.company_values (
  company_id uuid not null references public.companies (id) on delete cascade,
  -- A variable key as the prompt grammar reads it ({{key}}): no marks, braces or separators.
  key text not null check (char_length(key) between 1 and 60 and key !~ '[{}|:*#@+¶/\s]'),
  label text not null default '' check (char_length(label) <= 100),
  value text not null check (char_length(value) <= 2000),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (company_id, key)
);
comment on table public.company_values is
  'The company''s own values («قيم الشركة»), named like prompt variables; members read, admins write through set_company_value.';
create index company_values_updated_by_idx on public.company_values (updated_by);

create table public.company_prompt_usage (
  company_prompt_id uuid not null references public.company_prompts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  opened integer not null default 0,
  copied integer not null default 0,
  opened_in_assistant integer not null default 0,
  last_used_at timestamptz not null default now(),
  primary key (company_prompt_id, user_id)
);
comment on table public.company_prompt_usage is
  'Counts per member and company prompt (opened, copied, opened in an assistant, last used); never the filled text. Admins of the company read all rows, a member their own.';
create index company_prompt_usage_company_idx on public.company_prompt_usage (company_id, user_id);
create index company_prompt_usage_user_idx on public.company_prompt_usage (user_id);

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------
create or replace function private.company_refuse(_message text, _hint text, _code text default 'P0001')
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = _code, message = _message, hint = _hint;
end
$$;
revoke execute on function private.company_refuse(text, text, text) from public, anon, authenticated;

create or replace function private.company_role_rank(_role text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case _role when 'owner' then 4 when 'admin' then 3 when 'editor' then 2
                    when 'member' then 1 else 0 end
$$;
revoke execute on function private.company_role_rank(text) from public, anon, authenticated;
grant execute on function private.company_role_rank(text) to authenticated, service_role;

-- The caller's role in a company (null when not a member). The read policies use it.
create or replace function private.company_role(_company_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.company_members m
   where m.company_id = _company_id and m.user_id = (select auth.uid())
$$;
comment on function private.company_role(uuid) is
  'The caller''s role in a company, null when not a member (used by the company tables'' read policies).';
revoke execute on function private.company_role(uuid) from public, anon, authenticated;
grant execute on function private.company_role(uuid) to authenticated, service_role;

-- The caller's role, which must be at least _min; refuses otherwise. A company the caller does not
-- belong to gets the same answer as one that does not exist.
create or replace function private.company_caller(_company_id uuid, _min text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  r text;
begin
  if caller is null then
    perform private.company_refuse('يجب تسجيل الدخول', 'sign_in_required', '42501');
  end if;
  select m.role into r from public.company_members m
   where m.company_id = _company_id and m.user_id = caller;
  if r is null then
    perform private.company_refuse('الشركة غير موجودة', 'not_found');
  end if;
  if private.company_role_rank(r) < private.company_role_rank(_min) then
    perform private.company_refuse(
      case _min when 'owner' then 'هذا الإجراء لمالك الشركة فقط'
                when 'admin' then 'هذا الإجراء لمالك الشركة ومشرفيها فقط'
                else 'هذا الإجراء لمحرري الشركة ومشرفيها فقط' end,
      'forbidden', '42501');
  end if;
  return r;
end
$$;
revoke execute on function private.company_caller(uuid, text) from public, anon, authenticated;

create or replace function private.company_audit(
  _action text, _company_id uuid, _old jsonb, _new jsonb, _metadata jsonb default '{}'::jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.record_audit(_action, (select auth.uid()), 'company', _company_id::text, _old, _new,
                              coalesce(_metadata, '{}'::jsonb));
$$;
revoke execute on function private.company_audit(text, uuid, jsonb, jsonb, jsonb) from public, anon, authenticated;

-- The seats of a company: its own limit, or the default from site_settings.
create or replace function private.company_seat_limit(_company_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select c.seat_limit from public.companies c where c.id = _company_id),
    (select case when s.setting_value ~ '^[0-9]{1,5}$' then s.setting_value::integer end
       from public.site_settings s where s.setting_key = 'company_default_seat_limit'),
    10)
$$;
revoke execute on function private.company_seat_limit(uuid) from public, anon, authenticated;

-- Cleans and checks a company's fields; refuses in Arabic.
create or replace function private.company_clean(
  _legal_name text, _trade_name text, _sector text, _size text, _city text, _country text,
  out legal_name text, out trade_name text, out sector text, out size text, out city text,
  out country text)
language plpgsql
immutable
set search_path = ''
as $$
begin
  legal_name := btrim(coalesce(_legal_name, ''), E' \t\r\n');
  trade_name := btrim(coalesce(_trade_name, ''), E' \t\r\n');
  sector := coalesce(nullif(btrim(coalesce(_sector, '')), ''), 'other');
  size := nullif(btrim(coalesce(_size, '')), '');
  city := btrim(coalesce(_city, ''), E' \t\r\n');
  country := upper(coalesce(nullif(btrim(coalesce(_country, '')), ''), 'SA'));
  if char_length(legal_name) < 2 then
    perform private.company_refuse('اكتب الاسم القانوني للشركة', 'invalid_legal_name');
  end if;
  if char_length(legal_name) > 150 then
    perform private.company_refuse('الاسم القانوني طويل: ١٥٠ حرفاً على الأكثر', 'invalid_legal_name');
  end if;
  if char_length(trade_name) > 150 then
    perform private.company_refuse('الاسم التجاري طويل: ١٥٠ حرفاً على الأكثر', 'invalid_trade_name');
  end if;
  if sector not in ('restaurants', 'retail', 'clinics', 'real_estate', 'education', 'ecommerce',
                    'contracting', 'services', 'other') then
    perform private.company_refuse('اختر قطاع الشركة من القائمة', 'invalid_sector');
  end if;
  if size is not null and size not in ('solo', '2-10', '11-50', '50+') then
    perform private.company_refuse('اختر حجم الشركة من القائمة', 'invalid_size');
  end if;
  if char_length(city) > 80 then
    perform private.company_refuse('اسم المدينة طويل: ٨٠ حرفاً على الأكثر', 'invalid_city');
  end if;
  if country !~ '^[A-Z]{2}$' then
    perform private.company_refuse('اختر الدولة من القائمة', 'invalid_country');
  end if;
end
$$;
revoke execute on function private.company_clean(text, text, text, text, text, text) from public, anon, authenticated;

create or replace function private.company_token_hash(_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(coalesce(_token, ''), 'sha256'), 'hex')
$$;
revoke execute on function private.company_token_hash(text) from public, anon, authenticated;

-- 32 random bytes, base64url without padding (43 characters).
create or replace function private.company_new_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=')
$$;
revoke execute on function private.company_new_token() from public, anon, authenticated;

-- The invitation a token opens, locked for update: null when unknown, malformed, expired, revoked
-- or used (the callers give one answer for all of them).
create or replace function private.company_invitation_by_token(_token text)
returns public.company_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  inv public.company_invitations;
begin
  if coalesce(_token, '') !~ '^[A-Za-z0-9_-]{43}$' then
    return null;
  end if;
  select * into inv from public.company_invitations i
   where i.token_hash = private.company_token_hash(_token)
   for update;
  if inv.id is null or inv.revoked_at is not null or inv.accepted_at is not null
     or inv.expires_at <= now() then
    return null;
  end if;
  return inv;
end
$$;
revoke execute on function private.company_invitation_by_token(text) from public, anon, authenticated;

-- Whether the caller may read a company prompt's text: a fork of a library prompt only while the
-- caller's plan (own or a company's) opens the origin, like own prompts.
create or replace function private.company_prompt_origin_open(_company_prompt_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.forked_from is null or private.user_prompt_origin_open(p.forked_from)
                     from public.company_prompts p where p.id = _company_prompt_id), false)
$$;
revoke execute on function private.company_prompt_origin_open(uuid) from public, anon, authenticated;
grant execute on function private.company_prompt_origin_open(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- RLS: members of the company only
-- ---------------------------------------------------------------------------------------------
alter table public.companies enable row level security;
alter table public.company_members enable row level security;
alter table public.company_subscriptions enable row level security;
alter table public.company_invitations enable row level security;
alter table public.company_prompts enable row level security;
alter table public.company_prompt_versions enable row level security;
alter table public.company_collections enable row level security;
alter table public.company_collection_items enable row level security;
alter table public.company_values enable row level security;
alter table public.company_prompt_usage enable row level security;

revoke all on public.companies, public.company_members, public.company_subscriptions,
  public.company_invitations, public.company_prompts, public.company_prompt_versions,
  public.company_collections, public.company_collection_items, public.company_values,
  public.company_prompt_usage from anon, authenticated;
grant select on public.companies, public.company_members, public.company_subscriptions,
  public.company_prompts, public.company_prompt_versions, public.company_collections,
  public.company_collection_items, public.company_values, public.company_prompt_usage
  to authenticated;
grant all on public.companies, public.company_members, public.company_subscriptions,
  public.company_invitations, public.company_prompts, public.company_prompt_versions,
  public.company_collections, public.company_collection_items, public.company_values,
  public.company_prompt_usage to service_role;

create policy "companies: members read" on public.companies for select to authenticated
  using (private.company_role(id) is not null);
create policy "company_members: members of the company read" on public.company_members
  for select to authenticated using (private.company_role(company_id) is not null);
create policy "company_subscriptions: members read" on public.company_subscriptions
  for select to authenticated using (private.company_role(company_id) is not null);
create policy "company_prompts: editors read all, members approved ones" on public.company_prompts
  for select to authenticated
  using (private.company_role_rank(private.company_role(company_id)) >= 2
         or (approved_version is not null and private.company_role(company_id) is not null));
create policy "company_prompt_versions: editors read all, members the approved one"
  on public.company_prompt_versions for select to authenticated
  using ((private.company_role_rank(private.company_role(company_id)) >= 2
          or (status = 'approved' and private.company_role(company_id) is not null
              and exists (select 1 from public.company_prompts p
                           where p.id = company_prompt_id and p.approved_version = version)))
         and private.company_prompt_origin_open(company_prompt_id));
create policy "company_collections: members read" on public.company_collections
  for select to authenticated using (private.company_role(company_id) is not null);
create policy "company_collection_items: members read items they can read"
  on public.company_collection_items for select to authenticated
  using (private.company_role(company_id) is not null
         and exists (select 1 from public.company_prompts p where p.id = company_prompt_id));
create policy "company_values: members read" on public.company_values
  for select to authenticated using (private.company_role(company_id) is not null);
create policy "company_prompt_usage: admins read the company's, members their own"
  on public.company_prompt_usage for select to authenticated
  using (user_id = (select auth.uid())
         or private.company_role_rank(private.company_role(company_id)) >= 3);

-- When an owner's row goes with their account (account deletion cascades), the company keeps an
-- owner: the longest-standing admin, else editor, else member, takes it (audited). A company left
-- with nobody is deleted. The functions below never remove the owner's row themselves.
create or replace function private.company_owner_gone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  heir uuid;
begin
  if old.role <> 'owner' or not exists (select 1 from public.companies c where c.id = old.company_id) then
    return null;
  end if;
  select m.user_id into heir from public.company_members m
   where m.company_id = old.company_id
   order by private.company_role_rank(m.role) desc, m.joined_at, m.user_id
   limit 1;
  if heir is null then
    delete from public.companies c where c.id = old.company_id;
    perform private.record_audit('company_deleted_no_members', null, 'company', old.company_id::text,
                                 null, null, jsonb_build_object('former_owner', old.user_id));
    return null;
  end if;
  update public.company_members m set role = 'owner'
   where m.company_id = old.company_id and m.user_id = heir;
  update public.companies c set ownership_offer_to = null, ownership_offered_at = null
   where c.id = old.company_id;
  perform private.record_audit('company_owner_succeeded', null, 'company', old.company_id::text,
                               jsonb_build_object('owner', old.user_id), jsonb_build_object('owner', heir),
                               '{}'::jsonb);
  return null;
end
$$;
revoke execute on function private.company_owner_gone() from public, anon, authenticated;
create trigger company_members_owner_gone after delete on public.company_members
  for each row execute function private.company_owner_gone();

-- =============================================================================================
-- The company
-- =============================================================================================
create or replace function rpc_definer.create_company(
  p_legal_name text, p_trade_name text default null, p_sector text default null,
  p_size text default null, p_city text default null, p_country text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  v record;
  new_id uuid;
begin
  if caller is null then
    perform private.company_refuse('يجب تسجيل الدخول', 'sign_in_required', '42501');
  end if;
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  select * into v from private.company_clean(p_legal_name, p_trade_name, p_sector, p_size, p_city, p_country);
  perform pg_advisory_xact_lock(hashtext('companies_owned:' || caller::text));
  if (select count(*) from public.company_members m where m.user_id = caller and m.role = 'owner') >= 10 then
    perform private.company_refuse('تملك عشر شركات، وهو الحد الأقصى لكل حساب', 'company_limit');
  end if;
  insert into public.companies (legal_name, trade_name, sector, size, city, country, created_by)
  values (v.legal_name, v.trade_name, v.sector, v.size, v.city, v.country, caller)
  returning id into new_id;
  insert into public.company_members (company_id, user_id, role) values (new_id, caller, 'owner');
  perform private.company_audit('company_created', new_id, null,
    jsonb_build_object('legal_name', v.legal_name, 'trade_name', v.trade_name, 'sector', v.sector,
                       'size', v.size, 'city', v.city, 'country', v.country));
  return new_id;
end
$$;
comment on function rpc_definer.create_company(text, text, text, text, text, text) is
  'Creates a company with the caller as its owner; returns its id. Arabic refusals (invalid_legal_name, invalid_sector, invalid_size, company_limit …).';

create or replace function rpc_definer.update_company(
  p_company_id uuid, p_legal_name text, p_trade_name text default null, p_sector text default null,
  p_size text default null, p_city text default null, p_country text default null,
  p_editors_review boolean default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v record;
  cur public.companies;
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  select * into v from private.company_clean(p_legal_name, p_trade_name, p_sector, p_size, p_city, p_country);
  select * into cur from public.companies c where c.id = p_company_id for update;
  update public.companies c
     set legal_name = v.legal_name, trade_name = v.trade_name, sector = v.sector, size = v.size,
         city = v.city, country = v.country,
         editors_review = coalesce(p_editors_review, c.editors_review), updated_at = now()
   where c.id = p_company_id;
  perform private.company_audit('company_updated', p_company_id,
    jsonb_build_object('legal_name', cur.legal_name, 'trade_name', cur.trade_name, 'sector', cur.sector,
                       'size', cur.size, 'city', cur.city, 'country', cur.country,
                       'editors_review', cur.editors_review),
    jsonb_build_object('legal_name', v.legal_name, 'trade_name', v.trade_name, 'sector', v.sector,
                       'size', v.size, 'city', v.city, 'country', v.country,
                       'editors_review', coalesce(p_editors_review, cur.editors_review)));
end
$$;
comment on function rpc_definer.update_company(uuid, text, text, text, text, text, text, boolean) is
  'Edits a company''s fields (owner and admins); p_editors_review null keeps the setting.';

create or replace function rpc_definer.delete_company(p_company_id uuid, p_confirm_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.companies;
begin
  perform private.company_caller(p_company_id, 'owner');
  select * into cur from public.companies c where c.id = p_company_id for update;
  if btrim(coalesce(p_confirm_name, '')) <> cur.legal_name then
    perform private.company_refuse('اكتب اسم الشركة القانوني كما هو لتأكيد الحذف', 'confirm_name');
  end if;
  perform private.company_audit('company_deleted', p_company_id,
    jsonb_build_object('legal_name', cur.legal_name,
                       'members', (select count(*) from public.company_members m where m.company_id = p_company_id)),
    null);
  delete from public.companies c where c.id = p_company_id;
end
$$;
comment on function rpc_definer.delete_company(uuid, text) is
  'Deletes a company and everything in it (owner only; p_confirm_name must be its legal name).';

create or replace function rpc_definer.my_companies()
returns table (
  id uuid, legal_name text, trade_name text, sector text, size text, city text, country text,
  role text, member_count integer, seat_limit integer, plan text, editors_review boolean,
  ownership_offered_to_me boolean, joined_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
  select c.id, c.legal_name, c.trade_name, c.sector, c.size, c.city, c.country, m.role,
         (select count(*)::integer from public.company_members x where x.company_id = c.id),
         private.company_seat_limit(c.id),
         (select s.plan_id from public.company_subscriptions s
           where s.company_id = c.id
             and ((s.status = 'active' and (s.expires_at is null or s.expires_at > now()))
                  or (s.grace_period_until > now() and s.status <> 'cancelled'))),
         c.editors_review, c.ownership_offer_to = m.user_id, m.joined_at
    from public.company_members m
    join public.companies c on c.id = m.company_id
   where m.user_id = (select auth.uid())
   order by m.joined_at, c.id;
end
$$;
comment on function rpc_definer.my_companies() is
  'The caller''s companies with their role, member count, seats, plan in force and whether an ownership transfer waits for the caller.';

-- =============================================================================================
-- Members and roles
-- =============================================================================================
create or replace function rpc_definer.company_members_list(p_company_id uuid)
returns table (user_id uuid, full_name text, email text, role text, joined_at timestamptz, is_me boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.company_caller(p_company_id, 'member');
begin
  return query
  select m.user_id, coalesce(nullif(p.full_name, ''), split_part(u.email, '@', 1)),
         -- Addresses for the owner and admins only.
         case when private.company_role_rank(me) >= 3 then u.email::text end,
         m.role, m.joined_at, m.user_id = (select auth.uid())
    from public.company_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
   where m.company_id = p_company_id
   order by private.company_role_rank(m.role) desc, m.joined_at;
end
$$;
comment on function rpc_definer.company_members_list(uuid) is
  'Members of a company with names and roles (any member); e-mail addresses for the owner and admins only.';

create or replace function rpc_definer.set_company_member_role(p_company_id uuid, p_user_id uuid, p_role text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.company_caller(p_company_id, 'admin');
  cur text;
begin
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  if p_role is null or p_role not in ('admin', 'editor', 'member') then
    perform private.company_refuse(
      case when p_role = 'owner' then 'نقل الملكية يتم بعرض من المالك وقبول المالك الجديد'
           else 'اختر دوراً من القائمة' end,
      case when p_role = 'owner' then 'use_transfer' else 'invalid_role' end);
  end if;
  perform 1 from public.companies c where c.id = p_company_id for update;
  select m.role into cur from public.company_members m
   where m.company_id = p_company_id and m.user_id = p_user_id;
  if cur is null then
    perform private.company_refuse('العضو غير موجود في الشركة', 'not_member');
  end if;
  if cur = 'owner' then
    perform private.company_refuse('لا يمكن تغيير دور المالك؛ انقل الملكية أولاً', 'last_owner');
  end if;
  -- Only the owner grants or takes away the admin role.
  if me <> 'owner' and (cur = 'admin' or p_role = 'admin') then
    perform private.company_refuse('منح دور المشرف أو سحبه للمالك فقط', 'forbidden', '42501');
  end if;
  if cur = p_role then
    return;
  end if;
  update public.company_members m set role = p_role
   where m.company_id = p_company_id and m.user_id = p_user_id;
  perform private.company_audit('company_member_role', p_company_id,
    jsonb_build_object('user_id', p_user_id, 'role', cur), jsonb_build_object('user_id', p_user_id, 'role', p_role));
end
$$;
comment on function rpc_definer.set_company_member_role(uuid, uuid, text) is
  'Changes a member''s role to admin, editor or member (owner and admins; only the owner grants or removes admin; the owner''s role never changes here).';

create or replace function rpc_definer.remove_company_member(p_company_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.company_caller(p_company_id, 'admin');
  cur text;
begin
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  perform 1 from public.companies c where c.id = p_company_id for update;
  select m.role into cur from public.company_members m
   where m.company_id = p_company_id and m.user_id = p_user_id;
  if cur is null then
    perform private.company_refuse('العضو غير موجود في الشركة', 'not_member');
  end if;
  if cur = 'owner' then
    perform private.company_refuse('لا يمكن إزالة مالك الشركة؛ انقل الملكية أولاً', 'last_owner');
  end if;
  if cur = 'admin' and me <> 'owner' then
    perform private.company_refuse('إزالة المشرفين للمالك فقط', 'forbidden', '42501');
  end if;
  delete from public.company_members m where m.company_id = p_company_id and m.user_id = p_user_id;
  update public.companies c set ownership_offer_to = null, ownership_offered_at = null
   where c.id = p_company_id and c.ownership_offer_to = p_user_id;
  perform private.company_audit('company_member_removed', p_company_id,
    jsonb_build_object('user_id', p_user_id, 'role', cur), null);
end
$$;
comment on function rpc_definer.remove_company_member(uuid, uuid) is
  'Removes a member (owner and admins; admins only by the owner; never the owner).';

create or replace function rpc_definer.leave_company(p_company_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.company_caller(p_company_id, 'member');
begin
  if me = 'owner' then
    perform private.company_refuse('أنت مالك الشركة: انقل الملكية إلى عضو آخر قبل المغادرة', 'last_owner');
  end if;
  perform 1 from public.companies c where c.id = p_company_id for update;
  delete from public.company_members m where m.company_id = p_company_id and m.user_id = (select auth.uid());
  update public.companies c set ownership_offer_to = null, ownership_offered_at = null
   where c.id = p_company_id and c.ownership_offer_to = (select auth.uid());
  perform private.company_audit('company_member_left', p_company_id,
    jsonb_build_object('user_id', (select auth.uid()), 'role', me), null);
end
$$;
comment on function rpc_definer.leave_company(uuid) is
  'The caller leaves a company (not the owner, who transfers ownership first).';

create or replace function rpc_definer.offer_company_ownership(p_company_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_caller(p_company_id, 'owner');
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  perform 1 from public.companies c where c.id = p_company_id for update;
  if p_user_id is null or p_user_id = (select auth.uid()) or not exists (
       select 1 from public.company_members m where m.company_id = p_company_id and m.user_id = p_user_id) then
    perform private.company_refuse('اختر عضواً في الشركة لنقل الملكية إليه', 'not_member');
  end if;
  update public.companies c set ownership_offer_to = p_user_id, ownership_offered_at = now()
   where c.id = p_company_id;
  perform private.company_audit('company_ownership_offered', p_company_id, null,
    jsonb_build_object('to', p_user_id));
end
$$;
comment on function rpc_definer.offer_company_ownership(uuid, uuid) is
  'The owner offers ownership to another member; nothing changes until that member accepts (respond_company_ownership).';

create or replace function rpc_definer.respond_company_ownership(p_company_id uuid, p_accept boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  me text := private.company_caller(p_company_id, 'member');
  cur public.companies;
  old_owner uuid;
begin
  select * into cur from public.companies c where c.id = p_company_id for update;
  -- The owner may withdraw the offer; the member it was made to accepts or declines.
  if cur.ownership_offer_to is null
     or (cur.ownership_offer_to <> caller and not (me = 'owner' and not coalesce(p_accept, false))) then
    perform private.company_refuse('لا يوجد عرض لنقل الملكية إليك', 'no_offer');
  end if;
  if not coalesce(p_accept, false) then
    update public.companies c set ownership_offer_to = null, ownership_offered_at = null
     where c.id = p_company_id;
    perform private.company_audit(
      case when me = 'owner' then 'company_ownership_withdrawn' else 'company_ownership_declined' end,
      p_company_id, jsonb_build_object('to', cur.ownership_offer_to), null);
    return;
  end if;
  select m.user_id into old_owner from public.company_members m
   where m.company_id = p_company_id and m.role = 'owner' for update;
  update public.company_members m set role = 'admin'
   where m.company_id = p_company_id and m.user_id = old_owner;
  update public.company_members m set role = 'owner'
   where m.company_id = p_company_id and m.user_id = caller;
  update public.companies c set ownership_offer_to = null, ownership_offered_at = null, updated_at = now()
   where c.id = p_company_id;
  perform private.company_audit('company_ownership_transferred', p_company_id,
    jsonb_build_object('owner', old_owner), jsonb_build_object('owner', caller));
end
$$;
comment on function rpc_definer.respond_company_ownership(uuid, boolean) is
  'The member offered ownership accepts (becomes owner; the former owner becomes admin) or declines; the owner may withdraw the offer (p_accept false).';

-- =============================================================================================
-- Invitations
-- =============================================================================================
create or replace function private.company_invitation_email(_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  e text := lower(btrim(coalesce(_email, '')));
begin
  if e = '' then
    return null;
  end if;
  if char_length(e) > 254 or e !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.company_refuse('البريد الإلكتروني غير صالح', 'invalid_email');
  end if;
  return e;
end
$$;
revoke execute on function private.company_invitation_email(text) from public, anon, authenticated;

create or replace function rpc_definer.create_company_invitation(
  p_company_id uuid, p_role text, p_email text default null, p_expires_in_days integer default 7)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.company_caller(p_company_id, 'admin');
  mail text := private.company_invitation_email(p_email);
  tok text := private.company_new_token();
  days integer := coalesce(p_expires_in_days, 7);
  seats integer;
  used integer;
  new_id uuid;
  until timestamptz;
begin
  perform private.enforce_rate_limit('company_invitation_create', 0, 60, 60);
  if p_role is null or p_role not in ('admin', 'editor', 'member') then
    perform private.company_refuse('اختر دور المدعو: مشرف أو محرر أو عضو', 'invalid_role');
  end if;
  if p_role = 'admin' and me <> 'owner' then
    perform private.company_refuse('دعوة المشرفين للمالك فقط', 'forbidden', '42501');
  end if;
  if days < 1 or days > 30 then
    perform private.company_refuse('مدة صلاحية الدعوة من يوم إلى ٣٠ يوماً', 'invalid_expiry');
  end if;
  if mail is not null and exists (
       select 1 from public.company_members m join auth.users u on u.id = m.user_id
        where m.company_id = p_company_id and lower(u.email) = mail) then
    perform private.company_refuse('صاحب هذا البريد عضو في الشركة بالفعل', 'already_member');
  end if;
  seats := private.company_seat_limit(p_company_id);
  select count(*) into used from public.company_members m where m.company_id = p_company_id;
  if used >= seats then
    perform private.company_refuse(
      format('اكتملت مقاعد الشركة (%s من %s). يستطيع المالك إضافة مقاعد من صفحة اشتراك الشركة أو إزالة عضو.',
             private.arabic_digits(used), private.arabic_digits(seats)),
      'seat_limit');
  end if;
  until := now() + make_interval(days => days);
  insert into public.company_invitations (company_id, role, token_hash, email, channel, invited_by, expires_at)
  values (p_company_id, p_role, private.company_token_hash(tok), mail,
          case when mail is null then 'link' else 'email' end, (select auth.uid()), until)
  returning company_invitations.id into new_id;
  perform private.company_audit('company_invitation_created', p_company_id, null,
    jsonb_build_object('invitation_id', new_id, 'role', p_role, 'email', mail, 'expires_at', until));
  return query select new_id, tok, until;
end
$$;
comment on function rpc_definer.create_company_invitation(uuid, text, text, integer) is
  'Creates an invitation (owner and admins; admin role only by the owner) with an optional e-mail lock; returns its id, the one-time token (never stored; only its sha256) and the expiry. Refused while the seats are full (seat_limit).';

create or replace function rpc_definer.resend_company_invitation(p_invitation_id uuid)
returns table (id uuid, token text, expires_at timestamptz, email text, company_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  inv public.company_invitations;
  tok text := private.company_new_token();
  until timestamptz;
begin
  select * into inv from public.company_invitations i where i.id = p_invitation_id for update;
  if inv.id is null then
    perform private.company_refuse('الدعوة غير موجودة', 'not_found');
  end if;
  perform private.company_caller(inv.company_id, 'admin');
  perform private.enforce_rate_limit('company_invitation_create', 0, 60, 60);
  if inv.revoked_at is not null or inv.accepted_at is not null then
    perform private.company_refuse('لا يمكن إعادة إرسال دعوة مقبولة أو ملغاة', 'not_pending');
  end if;
  until := greatest(inv.expires_at, now() + interval '7 days');
  -- A new token: the old link stops working.
  update public.company_invitations i
     set token_hash = private.company_token_hash(tok), expires_at = until
   where i.id = inv.id;
  perform private.company_audit('company_invitation_resent', inv.company_id, null,
    jsonb_build_object('invitation_id', inv.id, 'expires_at', until));
  return query select inv.id, tok, until, inv.email, inv.company_id;
end
$$;
comment on function rpc_definer.resend_company_invitation(uuid) is
  'Gives a pending invitation a new token (the old link stops working) and at least 7 more days; returns the token once. Owner and admins.';

create or replace function rpc_definer.revoke_company_invitation(p_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  inv public.company_invitations;
begin
  select * into inv from public.company_invitations i where i.id = p_invitation_id for update;
  if inv.id is null then
    perform private.company_refuse('الدعوة غير موجودة', 'not_found');
  end if;
  perform private.company_caller(inv.company_id, 'admin');
  if inv.accepted_at is not null then
    perform private.company_refuse('قُبلت هذه الدعوة بالفعل', 'not_pending');
  end if;
  if inv.revoked_at is null then
    update public.company_invitations i set revoked_at = now() where i.id = inv.id;
    perform private.company_audit('company_invitation_revoked', inv.company_id,
      jsonb_build_object('invitation_id', inv.id), null);
  end if;
end
$$;
comment on function rpc_definer.revoke_company_invitation(uuid) is
  'Revokes a pending invitation (owner and admins); its link then gets the same answer as an unknown one.';

create or replace function private.company_mark_sent(_invitation_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.company_invitations i
     set sent_count = i.sent_count + 1, last_sent_at = now()
   where i.id = _invitation_id
$$;
revoke execute on function private.company_mark_sent(uuid) from public, anon, authenticated;

create or replace function rpc_definer.mark_company_invitation_sent(p_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  company uuid;
begin
  select i.company_id into company from public.company_invitations i where i.id = p_invitation_id;
  if company is null then
    perform private.company_refuse('الدعوة غير موجودة', 'not_found');
  end if;
  perform private.company_caller(company, 'admin');
  perform private.company_mark_sent(p_invitation_id);
end
$$;
comment on function rpc_definer.mark_company_invitation_sent(uuid) is
  'Counts one e-mail sent for an invitation (the company-invite function calls it after the provider accepted the mail).';

create or replace function rpc_definer.company_pending_invitations(p_company_id uuid)
returns table (
  id uuid, role text, email text, channel text, invited_by uuid, invited_by_name text,
  created_at timestamptz, expires_at timestamptz, sent_count integer, last_sent_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_caller(p_company_id, 'admin');
  return query
  select i.id, i.role, i.email, i.channel, i.invited_by, p.full_name, i.created_at, i.expires_at,
         i.sent_count, i.last_sent_at
    from public.company_invitations i
    left join public.profiles p on p.id = i.invited_by
   where i.company_id = p_company_id and i.revoked_at is null and i.accepted_at is null
     and i.expires_at > now()
   order by i.created_at desc;
end
$$;
comment on function rpc_definer.company_pending_invitations(uuid) is
  'Pending invitations of a company (not accepted, revoked or expired), for the owner and admins. Never returns tokens.';

-- The token functions answer refusals as {success: false, code, message} instead of raising: a
-- raise would roll back the rate limiter's count, and guessing tokens must spend it.
create or replace function private.company_invitation_invalid()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('success', false, 'code', 'invalid_invitation',
    'message', 'رابط الدعوة غير صالح أو انتهت صلاحيته. اطلب من الشركة دعوة جديدة.')
$$;
revoke execute on function private.company_invitation_invalid() from public, anon, authenticated;

create or replace function rpc_definer.company_invitation_preview(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  inv public.company_invitations;
begin
  perform private.enforce_rate_limit('company_invitation_token', 30, 30, 10);
  inv := private.company_invitation_by_token(p_token);
  if inv.id is null then
    return private.company_invitation_invalid();
  end if;
  return (
    select jsonb_build_object('success', true, 'company_name', c.legal_name, 'trade_name', c.trade_name,
             'role', inv.role, 'inviter_name', coalesce(nullif(p.full_name, ''), 'فريق الشركة'),
             'email_locked', inv.email is not null, 'expires_at', inv.expires_at)
      from public.companies c
      left join public.profiles p on p.id = inv.invited_by
     where c.id = inv.company_id);
end
$$;
comment on function rpc_definer.company_invitation_preview(text) is
  'What an invitation link shows before it is accepted: {success: true, company_name, trade_name, role, inviter_name, email_locked, expires_at}. Anonymous callers allowed; 30 calls per 10 minutes per address or user (429 past it). Unknown, malformed, expired, revoked and used tokens get one answer: {success: false, code: invalid_invitation, message}.';

create or replace function rpc_definer.accept_company_invitation(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  inv public.company_invitations;
  seats integer;
  used integer;
begin
  if caller is null then
    perform private.company_refuse('سجّل الدخول أو أنشئ حساباً لقبول الدعوة', 'sign_in_required', '42501');
  end if;
  perform private.enforce_rate_limit('company_invitation_token', 30, 30, 10);
  inv := private.company_invitation_by_token(p_token);
  if inv.id is null then
    return private.company_invitation_invalid();
  end if;
  if inv.email is not null and inv.email is distinct from private.product_verified_email(caller) then
    return jsonb_build_object('success', false, 'code', 'email_mismatch', 'message',
      'هذه الدعوة مرسلة إلى بريد آخر. سجّل الدخول بالحساب الذي يحمل البريد المدعو بعد تأكيده.');
  end if;
  -- Seats: the company row lock serialises accepts, so two accepts of the last seat cannot both
  -- count it free.
  perform 1 from public.companies c where c.id = inv.company_id for update;
  if exists (select 1 from public.company_members m where m.company_id = inv.company_id and m.user_id = caller) then
    return jsonb_build_object('success', false, 'code', 'already_member', 'company_id', inv.company_id,
      'message', 'أنت عضو في هذه الشركة بالفعل');
  end if;
  seats := private.company_seat_limit(inv.company_id);
  select count(*) into used from public.company_members m where m.company_id = inv.company_id;
  if used >= seats then
    return jsonb_build_object('success', false, 'code', 'seat_limit', 'message',
      'اكتملت مقاعد الشركة. اطلب من مالك الشركة إضافة مقاعد ثم افتح الرابط مرة أخرى.');
  end if;
  insert into public.company_members (company_id, user_id, role, invited_by)
  values (inv.company_id, caller, inv.role, inv.invited_by);
  update public.company_invitations i set accepted_at = now(), accepted_by = caller where i.id = inv.id;
  perform private.company_audit('company_invitation_accepted', inv.company_id, null,
    jsonb_build_object('invitation_id', inv.id, 'user_id', caller, 'role', inv.role));
  return jsonb_build_object('success', true, 'company_id', inv.company_id, 'role', inv.role);
end
$$;
comment on function rpc_definer.accept_company_invitation(text) is
  'Accepts an invitation for the signed-in caller: {success: true, company_id, role}, joining with the invitation''s role; once only; an e-mail lock is checked against the product-verified address; seats enforced under the company row lock. Refusals: {success: false, code (invalid_invitation for unknown, malformed, expired, revoked and used tokens alike; email_mismatch; already_member; seat_limit), message}. 30 calls per 10 minutes per user (429 past it).';

-- =============================================================================================
-- Company library: prompts, versions, review
-- =============================================================================================
-- Whether the caller reviews in a company: owner and admins; editors when editors_review is on.
create or replace function private.company_reviewer(_company_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.company_caller(_company_id, 'editor');
begin
  if me = 'editor' and not (select c.editors_review from public.companies c where c.id = _company_id) then
    perform private.company_refuse('المراجعة لمالك الشركة ومشرفيها فقط', 'forbidden', '42501');
  end if;
  return me;
end
$$;
revoke execute on function private.company_reviewer(uuid) from public, anon, authenticated;

-- The company prompt `_id` locked for update, after checking the caller's role in its company.
create or replace function private.company_prompt_for(_id uuid, _min text)
returns public.company_prompts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  company uuid;
  r public.company_prompts;
begin
  select p.company_id into company from public.company_prompts p where p.id = _id;
  if company is null then
    perform private.company_refuse('الأمر غير موجود', 'not_found');
  end if;
  if _min = 'reviewer' then
    perform private.company_reviewer(company);
  else
    perform private.company_caller(company, _min);
  end if;
  select * into r from public.company_prompts p where p.id = _id for update;
  return r;
end
$$;
revoke execute on function private.company_prompt_for(uuid, text) from public, anon, authenticated;

-- A new working version (draft) after the current one, or the current draft edited in place.
create or replace function private.company_prompt_write_version(
  _p public.company_prompts, _title text, _description text, _body text, _category text, _note text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompt_versions;
  next_version integer := _p.current_version + 1;
begin
  select * into cur from public.company_prompt_versions v
   where v.company_prompt_id = _p.id and v.version = _p.current_version;
  if cur.status = 'draft' then
    update public.company_prompt_versions v
       set title = _title, description = _description, body = _body, category = _category,
           variables = private.extract_prompt_variables(_body), note = _note,
           author_id = (select auth.uid()), updated_at = now()
     where v.id = cur.id;
    update public.company_prompts p set updated_at = now() where p.id = _p.id;
    return cur.version;
  end if;
  -- A version in review that is edited goes back to its author as withdrawn.
  if cur.status = 'in_review' then
    update public.company_prompt_versions v set status = 'withdrawn', updated_at = now() where v.id = cur.id;
  end if;
  insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, description,
                                              body, category, variables, note, status, author_id)
  values (_p.id, _p.company_id, next_version, _title, _description, _body, _category,
          private.extract_prompt_variables(_body), _note, 'draft', (select auth.uid()));
  update public.company_prompts p set current_version = next_version, state = 'draft', updated_at = now()
   where p.id = _p.id;
  return next_version;
end
$$;
revoke execute on function private.company_prompt_write_version(public.company_prompts, text, text, text, text, text) from public, anon, authenticated;

create or replace function rpc_definer.save_company_prompt(
  p_company_id uuid, p_id uuid, p_title text, p_description text, p_body text,
  p_category text default null, p_note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v record;
  note text;
  cur public.company_prompts;
  new_id uuid;
begin
  perform private.company_caller(p_company_id, 'editor');
  perform private.enforce_rate_limit('company_prompt_write', 0, 120, 1);
  select * into v from private.user_prompt_clean(p_title, p_description, p_body, p_category, null, null);
  note := private.user_prompt_note(p_note);
  if p_id is null then
    if (select count(*) from public.company_prompts p where p.company_id = p_company_id) >= 5000 then
      perform private.company_refuse('وصلت مكتبة الشركة إلى ٥٠٠٠ أمر، وهو الحد الأقصى', 'library_limit');
    end if;
    insert into public.company_prompts (company_id, created_by) values (p_company_id, (select auth.uid()))
    returning id into new_id;
    insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, description,
                                                body, category, variables, note, status, author_id)
    values (new_id, p_company_id, 1, v.title, v.description, v.body, v.category,
            private.extract_prompt_variables(v.body), note, 'draft', (select auth.uid()));
    perform private.company_audit('company_prompt_created', p_company_id, null,
      jsonb_build_object('company_prompt_id', new_id, 'title', v.title));
    return new_id;
  end if;
  cur := private.company_prompt_for(p_id, 'editor');
  if cur.company_id <> p_company_id then
    perform private.company_refuse('الأمر غير موجود', 'not_found');
  end if;
  if not private.company_prompt_origin_open(cur.id) then
    perform private.company_refuse('هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.', 'locked');
  end if;
  perform private.company_prompt_write_version(cur, v.title, v.description, v.body, v.category, note);
  perform private.company_audit('company_prompt_edited', p_company_id, null,
    jsonb_build_object('company_prompt_id', cur.id, 'title', v.title));
  return cur.id;
end
$$;
comment on function rpc_definer.save_company_prompt(uuid, uuid, text, text, text, text, text) is
  'Creates (p_id null) or edits a company prompt (editors and above). Edits go to a draft version: the current draft in place, otherwise a new version (an approved prompt keeps its approved version for members until the new one is approved; a version in review is withdrawn). Same field limits and Arabic refusals as own prompts (body 20,000 characters).';

create or replace function rpc_definer.submit_company_prompt(p_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompts := private.company_prompt_for(p_id, 'editor');
  st text;
begin
  select v.status into st from public.company_prompt_versions v
   where v.company_prompt_id = cur.id and v.version = cur.current_version;
  if st = 'in_review' then
    perform private.company_refuse('الأمر قيد المراجعة بالفعل', 'already_submitted');
  elsif st = 'approved' then
    perform private.company_refuse('هذه النسخة معتمدة بالفعل؛ عدّل الأمر لإرسال نسخة جديدة', 'already_approved');
  elsif st <> 'draft' then
    perform private.company_refuse('عدّل الأمر حسب ملاحظات المراجعة ثم أرسله من جديد', 'not_draft');
  end if;
  update public.company_prompt_versions v set status = 'in_review', submitted_at = now(), updated_at = now()
   where v.company_prompt_id = cur.id and v.version = cur.current_version;
  update public.company_prompts p set state = 'in_review', updated_at = now() where p.id = cur.id;
  perform private.company_audit('company_prompt_submitted', cur.company_id, null,
    jsonb_build_object('company_prompt_id', cur.id, 'version', cur.current_version));
  return cur.current_version;
end
$$;
comment on function rpc_definer.submit_company_prompt(uuid) is
  'Sends the current draft version of a company prompt to review («قيد المراجعة»); returns its version number. Editors and above.';

create or replace function rpc_definer.review_company_prompt(
  p_id uuid, p_version integer, p_decision text, p_comment text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Locks the prompt: two reviews of one prompt run one after the other.
  cur public.company_prompts := private.company_prompt_for(p_id, 'reviewer');
  remark text := btrim(coalesce(p_comment, ''), E' \t\r\n');
  st text;
begin
  if p_decision is null or p_decision not in ('approve', 'request_changes') then
    perform private.company_refuse('اختر: اعتماد أو طلب تعديل', 'invalid_decision');
  end if;
  if char_length(remark) > 2000 then
    perform private.company_refuse('الملاحظات طويلة: ٢٠٠٠ حرف على الأكثر', 'invalid_comment');
  end if;
  if p_decision = 'request_changes' and remark = '' then
    perform private.company_refuse('اكتب ما المطلوب تعديله', 'comment_required');
  end if;
  select v.status into st from public.company_prompt_versions v
   where v.company_prompt_id = cur.id and v.version = p_version;
  if st is null then
    perform private.company_refuse('النسخة غير موجودة', 'not_found');
  end if;
  if st <> 'in_review' or p_version <> cur.current_version then
    perform private.company_refuse(
      case when st in ('approved', 'changes_requested')
           then 'راجع مشرف آخر هذه النسخة للتو؛ حدّث الصفحة لترى قراره'
           else 'لم تعد هذه النسخة قيد المراجعة؛ حدّث الصفحة' end,
      'already_reviewed');
  end if;
  update public.company_prompt_versions v
     set status = case when p_decision = 'approve' then 'approved' else 'changes_requested' end,
         reviewed_by = (select auth.uid()), reviewed_at = now(), review_comment = remark, updated_at = now()
   where v.company_prompt_id = cur.id and v.version = p_version;
  if p_decision = 'approve' then
    update public.company_prompts p
       set state = 'approved', approved_version = p_version, approved_at = now(), updated_at = now()
     where p.id = cur.id;
  else
    update public.company_prompts p set state = 'changes_requested', updated_at = now() where p.id = cur.id;
  end if;
  perform private.company_audit('company_prompt_reviewed', cur.company_id, null,
    jsonb_build_object('company_prompt_id', cur.id, 'version', p_version, 'decision', p_decision));
  return case when p_decision = 'approve' then 'approved' else 'changes_requested' end;
end
$$;
comment on function rpc_definer.review_company_prompt(uuid, integer, text, text) is
  'Approves («معتمد») or requests changes («مطلوب تعديل», comment required) on the version in review (owner, admins, and editors when the company lets them). Two reviews of one version: one wins, the other is refused with hint already_reviewed.';

create or replace function rpc_definer.delete_company_prompt(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompts := private.company_prompt_for(p_id, 'editor');
begin
  -- Editors delete only their own prompts that were never approved; admins any.
  if private.company_role_rank(private.company_role(cur.company_id)) < 3
     and (cur.created_by is distinct from (select auth.uid()) or cur.approved_version is not null) then
    perform private.company_refuse('حذف الأوامر المعتمدة أو أوامر الآخرين لمشرفي الشركة فقط', 'forbidden', '42501');
  end if;
  delete from public.company_prompts p where p.id = cur.id;
  perform private.company_audit('company_prompt_deleted', cur.company_id,
    jsonb_build_object('company_prompt_id', cur.id), null);
end
$$;
comment on function rpc_definer.delete_company_prompt(uuid) is
  'Deletes a company prompt with its versions (admins; an editor only their own never-approved prompts).';

create or replace function rpc_definer.submit_user_prompt_to_company(p_user_prompt_id uuid, p_company_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  up public.user_prompts;
  new_id uuid;
  upstream text;
begin
  perform private.company_caller(p_company_id, 'editor');
  perform private.enforce_rate_limit('company_prompt_write', 0, 120, 1);
  up := private.user_prompt_own(p_user_prompt_id);
  -- A body that carries a library prompt is shared only as a linked fork (the plan rule applies).
  if up.library_fork and up.forked_from is null then
    perform private.company_refuse(
      'هذا الأمر يحوي نص أمر من مكتبة سند، فلا يُرسَل إلى الشركة. انسخ الأمر الأصلي إلى الشركة من المكتبة.',
      'fork_not_shareable');
  end if;
  if up.forked_from is not null then
    select md5(b.body_ar) into upstream from public.prompt_bodies b where b.prompt_id = up.forked_from;
  end if;
  insert into public.company_prompts (company_id, state, forked_from, upstream_body_md5, upstream_updated_at,
                                      source_user_prompt_id, created_by)
  values (p_company_id, 'in_review', up.forked_from, upstream,
          (select p.updated_at from public.prompts p where p.id = up.forked_from), up.id, (select auth.uid()))
  returning id into new_id;
  insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, description, body,
                                              category, variables, note, status, author_id, submitted_at)
  values (new_id, p_company_id, 1, up.title, up.description, up.body, up.category,
          private.extract_prompt_variables(up.body), 'أُرسل من أوامري', 'in_review', (select auth.uid()), now());
  perform private.company_audit('company_prompt_submitted', p_company_id, null,
    jsonb_build_object('company_prompt_id', new_id, 'version', 1, 'user_prompt_id', up.id));
  return new_id;
end
$$;
comment on function rpc_definer.submit_user_prompt_to_company(uuid, uuid) is
  'Copies one of the caller''s own prompts into a company''s library, straight into review (editors and above). A fork keeps its library origin; a body marked as carrying a library prompt without one is refused (fork_not_shareable).';

create or replace function rpc_definer.fork_prompt_to_company(p_company_id uuid, p_prompt_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  opened record;
  item public.prompts;
  new_id uuid;
begin
  perform private.company_caller(p_company_id, 'editor');
  perform private.enforce_rate_limit('company_prompt_write', 0, 120, 1);
  -- The body through open_prompt: refused exactly where the caller cannot open it (plan, section,
  -- daily quota), and counted as an open.
  select * into opened from rpc_definer.open_prompt(p_prompt_id);
  select * into item from public.prompts p where p.id = p_prompt_id;
  insert into public.company_prompts (company_id, forked_from, upstream_body_md5, upstream_updated_at, created_by)
  values (p_company_id, item.id, md5(opened.body_ar), item.updated_at, (select auth.uid()))
  returning id into new_id;
  insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, description, body,
                                              category, variables, note, status, author_id)
  values (new_id, p_company_id, 1, left(item.title_ar, 200), left(coalesce(item.description_ar, ''), 1000),
          left(opened.body_ar, 20000), item.category, private.extract_prompt_variables(opened.body_ar),
          'نُسخ من مكتبة سند', 'draft', (select auth.uid()));
  perform private.company_audit('company_prompt_forked', p_company_id, null,
    jsonb_build_object('company_prompt_id', new_id, 'prompt_id', item.id));
  return new_id;
end
$$;
comment on function rpc_definer.fork_prompt_to_company(uuid, uuid) is
  'Copies a library prompt the caller''s plan opens into a company''s library as a draft, remembering the origin and the body copied (editors and above; refused like open_prompt otherwise).';

create or replace function rpc_definer.company_prompt_upstream(p_id uuid)
returns table (changed boolean, upstream_prompt_id uuid, upstream_updated_at timestamptz,
               copy_body text, upstream_body text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompts := private.company_prompt_for(p_id, 'editor');
  now_md5 text;
  opened record;
begin
  if cur.forked_from is null then
    return query select false, null::uuid, null::timestamptz, null::text, null::text;
    return;
  end if;
  if not private.user_prompt_origin_open(cur.forked_from) then
    perform private.company_refuse('هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.', 'locked');
  end if;
  select md5(b.body_ar) into now_md5 from public.prompt_bodies b where b.prompt_id = cur.forked_from;
  if now_md5 is not distinct from cur.upstream_body_md5 then
    return query select false, cur.forked_from, cur.upstream_updated_at, null::text, null::text;
    return;
  end if;
  select * into opened from rpc_definer.open_prompt(cur.forked_from);
  return query
  select true, cur.forked_from, (select p.updated_at from public.prompts p where p.id = cur.forked_from),
         v.body, opened.body_ar
    from public.company_prompt_versions v
   where v.company_prompt_id = cur.id and v.version = cur.current_version;
end
$$;
comment on function rpc_definer.company_prompt_upstream(uuid) is
  'For a fork of a library prompt: whether the library body changed since it was copied, and when it did, both bodies for the diff (the library body through open_prompt: only where the caller''s plan opens it). Editors and above.';

create or replace function rpc_definer.update_company_prompt_from_upstream(p_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompts := private.company_prompt_for(p_id, 'editor');
  v public.company_prompt_versions;
  opened record;
  n integer;
begin
  if cur.forked_from is null then
    perform private.company_refuse('هذا الأمر ليس نسخة من أمر في المكتبة', 'not_a_fork');
  end if;
  perform private.enforce_rate_limit('company_prompt_write', 0, 120, 1);
  select * into opened from rpc_definer.open_prompt(cur.forked_from);
  select * into v from public.company_prompt_versions x
   where x.company_prompt_id = cur.id and x.version = cur.current_version;
  n := private.company_prompt_write_version(cur, v.title, v.description, left(opened.body_ar, 20000),
                                            v.category, 'تحديث من مكتبة سند');
  update public.company_prompts p
     set upstream_body_md5 = md5(opened.body_ar),
         upstream_updated_at = (select x.updated_at from public.prompts x where x.id = cur.forked_from)
   where p.id = cur.id;
  perform private.company_audit('company_prompt_upstream_update', cur.company_id, null,
    jsonb_build_object('company_prompt_id', cur.id, 'version', n));
  return n;
end
$$;
comment on function rpc_definer.update_company_prompt_from_upstream(uuid) is
  '«تحديث النسخة»: the library prompt''s current body becomes the fork''s working draft (then reviewed as usual); returns the version number. Editors and above whose plan opens the library prompt.';

create or replace function rpc_definer.company_review_queue(p_company_id uuid)
returns table (
  company_prompt_id uuid, version integer, title text, description text, note text,
  author_id uuid, author_name text, submitted_at timestamptz, submitted_body text,
  approved_version integer, approved_body text, forked_from uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_reviewer(p_company_id);
  return query
  select p.id, v.version, v.title, v.description, v.note, v.author_id, pr.full_name, v.submitted_at,
         v.body, p.approved_version, a.body, p.forked_from
    from public.company_prompts p
    join public.company_prompt_versions v on v.company_prompt_id = p.id and v.version = p.current_version
    left join public.company_prompt_versions a on a.company_prompt_id = p.id and a.version = p.approved_version
    left join public.profiles pr on pr.id = v.author_id
   where p.company_id = p_company_id and v.status = 'in_review'
     and private.company_prompt_origin_open(p.id)
   order by v.submitted_at;
end
$$;
comment on function rpc_definer.company_review_queue(uuid) is
  'Versions waiting for review with the diff source: the submitted body and the last approved body (null for a first version). Reviewers only.';

create or replace function rpc_definer.company_library(p_company_id uuid)
returns table (
  company_prompt_id uuid, version integer, title text, description text, category text,
  variables jsonb, approved_at timestamptz, newer_version_in_review boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_caller(p_company_id, 'member');
  return query
  select p.id, v.version, v.title, v.description, v.category, v.variables, p.approved_at,
         p.current_version > p.approved_version and p.state = 'in_review'
    from public.company_prompts p
    join public.company_prompt_versions v on v.company_prompt_id = p.id and v.version = p.approved_version
   where p.company_id = p_company_id and p.approved_version is not null
     and private.company_prompt_origin_open(p.id)
   order by p.approved_at desc, p.id;
end
$$;
comment on function rpc_definer.company_library(uuid) is
  'The company library members use: each approved prompt in its approved version (a newer version in review does not replace it). Any member.';

create or replace function private.company_record_usage(_p public.company_prompts, _kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.company_prompt_usage as u (company_prompt_id, user_id, company_id, opened, copied,
                                                opened_in_assistant, last_used_at)
  values (_p.id, (select auth.uid()), _p.company_id, (_kind = 'open')::integer, (_kind = 'copy')::integer,
          (_kind = 'assistant')::integer, now())
  on conflict (company_prompt_id, user_id) do update
     set opened = u.opened + excluded.opened, copied = u.copied + excluded.copied,
         opened_in_assistant = u.opened_in_assistant + excluded.opened_in_assistant,
         last_used_at = now();
end
$$;
revoke execute on function private.company_record_usage(public.company_prompts, text) from public, anon, authenticated;

create or replace function rpc_definer.open_company_prompt(p_id uuid, p_version integer default null)
returns table (
  company_prompt_id uuid, company_id uuid, version integer, title text, description text, body text,
  category text, variables jsonb, status text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompts := private.company_prompt_for(p_id, 'member');
  me text := private.company_role(cur.company_id);
  want integer;
begin
  perform private.enforce_rate_limit('company_prompt_read', 0, 600, 1);
  -- Members only ever get the approved version; editors and above may ask for any.
  if private.company_role_rank(me) >= 2 then
    want := coalesce(p_version, cur.approved_version, cur.current_version);
  else
    want := cur.approved_version;
  end if;
  if want is null or not exists (select 1 from public.company_prompt_versions v
                                  where v.company_prompt_id = cur.id and v.version = want) then
    perform private.company_refuse('الأمر غير موجود', 'not_found');
  end if;
  if not private.company_prompt_origin_open(cur.id) then
    perform private.company_refuse('هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.', 'locked');
  end if;
  if want = cur.approved_version then
    perform private.company_record_usage(cur, 'open');
  end if;
  return query
  select cur.id, cur.company_id, v.version, v.title, v.description, v.body, v.category, v.variables, v.status
    from public.company_prompt_versions v
   where v.company_prompt_id = cur.id and v.version = want;
end
$$;
comment on function rpc_definer.open_company_prompt(uuid, integer) is
  'A company prompt''s text: members get the approved version (counted as an open); editors and above any version (p_version; default the approved, else the current). Refused (not_found) for drafts to members and to anyone outside the company.';

create or replace function rpc_definer.record_company_prompt_usage(p_id uuid, p_kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.company_prompts := private.company_prompt_for(p_id, 'member');
begin
  if p_kind is null or p_kind not in ('open', 'copy', 'assistant') then
    perform private.company_refuse('نوع الاستخدام غير معروف', 'invalid_kind');
  end if;
  if cur.approved_version is null then
    perform private.company_refuse('الأمر غير موجود', 'not_found');
  end if;
  perform private.enforce_rate_limit('company_prompt_usage', 0, 300, 1);
  perform private.company_record_usage(cur, p_kind);
end
$$;
comment on function rpc_definer.record_company_prompt_usage(uuid, text) is
  'Counts one use of an approved company prompt by the caller: open, copy or assistant (opened in an assistant). Only counts and the time; never the filled text.';

-- =============================================================================================
-- Collections
-- =============================================================================================
create or replace function rpc_definer.save_company_collection(
  p_company_id uuid, p_id uuid, p_name text, p_description text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  nm text := btrim(coalesce(p_name, ''), E' \t\r\n');
  descr text := btrim(coalesce(p_description, ''), E' \t\r\n');
  new_id uuid;
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  if nm = '' or char_length(nm) > 100 then
    perform private.company_refuse('اسم المجموعة مطلوب: ١٠٠ حرف على الأكثر', 'invalid_name');
  end if;
  if char_length(descr) > 500 then
    perform private.company_refuse('الوصف طويل: ٥٠٠ حرف على الأكثر', 'invalid_description');
  end if;
  if p_id is null then
    if (select count(*) from public.company_collections c where c.company_id = p_company_id) >= 200 then
      perform private.company_refuse('مئتا مجموعة على الأكثر لكل شركة', 'collection_limit');
    end if;
    insert into public.company_collections (company_id, name, description, created_by)
    values (p_company_id, nm, descr, (select auth.uid())) returning id into new_id;
  else
    update public.company_collections c set name = nm, description = descr, updated_at = now()
     where c.id = p_id and c.company_id = p_company_id returning id into new_id;
    if new_id is null then
      perform private.company_refuse('المجموعة غير موجودة', 'not_found');
    end if;
  end if;
  perform private.company_audit('company_collection_saved', p_company_id, null,
    jsonb_build_object('collection_id', new_id, 'name', nm));
  return new_id;
end
$$;
comment on function rpc_definer.save_company_collection(uuid, uuid, text, text) is
  'Creates (p_id null) or renames a company collection («مجموعات الشركة»). Owner and admins.';

create or replace function rpc_definer.delete_company_collection(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  company uuid;
begin
  select c.company_id into company from public.company_collections c where c.id = p_id;
  if company is null then
    perform private.company_refuse('المجموعة غير موجودة', 'not_found');
  end if;
  perform private.company_caller(company, 'admin');
  delete from public.company_collections c where c.id = p_id;
  perform private.company_audit('company_collection_deleted', company, jsonb_build_object('collection_id', p_id), null);
end
$$;
comment on function rpc_definer.delete_company_collection(uuid) is 'Deletes a company collection (owner and admins).';

create or replace function rpc_definer.set_company_collection_items(p_id uuid, p_prompt_ids uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  company uuid;
  ids uuid[];
begin
  select c.company_id into company from public.company_collections c where c.id = p_id for update;
  if company is null then
    perform private.company_refuse('المجموعة غير موجودة', 'not_found');
  end if;
  perform private.company_caller(company, 'admin');
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  select coalesce(array_agg(x order by i), '{}'::uuid[]) into ids
    from (select x, min(i) as i from unnest(coalesce(p_prompt_ids, '{}'::uuid[])) with ordinality as u (x, i)
           where x is not null group by x) d;
  if cardinality(ids) > 500 then
    perform private.company_refuse('خمسمئة أمر على الأكثر في المجموعة', 'too_many_items');
  end if;
  if exists (select 1 from unnest(ids) as x
              where not exists (select 1 from public.company_prompts p where p.id = x and p.company_id = company)) then
    perform private.company_refuse('اختر أوامر من مكتبة الشركة', 'invalid_prompt');
  end if;
  delete from public.company_collection_items i where i.collection_id = p_id;
  insert into public.company_collection_items (collection_id, company_prompt_id, company_id, position)
  select p_id, x, company, i::integer from unnest(ids) with ordinality as u (x, i);
  update public.company_collections c set updated_at = now() where c.id = p_id;
  perform private.company_audit('company_collection_items', company, null,
    jsonb_build_object('collection_id', p_id, 'items', cardinality(ids)));
end
$$;
comment on function rpc_definer.set_company_collection_items(uuid, uuid[]) is
  'Replaces a company collection''s prompts, in the order given (prompts of the same company; owner and admins). Members see the items whose prompt is approved.';

-- =============================================================================================
-- The company's values («قيم الشركة»)
-- =============================================================================================
create or replace function rpc_definer.set_company_value(
  p_company_id uuid, p_key text, p_value text, p_label text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k text := btrim(coalesce(p_key, ''), E' \t\r\n');
  val text := btrim(coalesce(p_value, ''), E' \t\r\n');
  lbl text := btrim(coalesce(p_label, ''), E' \t\r\n');
  old_value text;
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.enforce_rate_limit('company_write', 0, 120, 10);
  k := regexp_replace(k, '\s+', '_', 'g');
  if k = '' or char_length(k) > 60 or k ~ '[{}|:*#@+¶/]' then
    perform private.company_refuse('اسم القيمة غير صالح: حروف وأرقام وشرطة سفلية، ٦٠ حرفاً على الأكثر', 'invalid_key');
  end if;
  if char_length(val) > 2000 then
    perform private.company_refuse('القيمة طويلة: ٢٠٠٠ حرف على الأكثر', 'invalid_value');
  end if;
  if char_length(lbl) > 100 then
    perform private.company_refuse('الوصف طويل: ١٠٠ حرف على الأكثر', 'invalid_label');
  end if;
  perform 1 from public.companies c where c.id = p_company_id for update;
  select v.value into old_value from public.company_values v where v.company_id = p_company_id and v.key = k;
  if old_value is null and (select count(*) from public.company_values v where v.company_id = p_company_id) >= 100 then
    perform private.company_refuse('مئة قيمة على الأكثر لكل شركة', 'value_limit');
  end if;
  insert into public.company_values (company_id, key, label, value, updated_by)
  values (p_company_id, k, lbl, val, (select auth.uid()))
  on conflict (company_id, key) do update
     set label = excluded.label, value = excluded.value, updated_by = excluded.updated_by, updated_at = now();
  perform private.company_audit('company_value_set', p_company_id,
    case when old_value is not null then jsonb_build_object('key', k, 'value', old_value) end,
    jsonb_build_object('key', k, 'value', val));
end
$$;
comment on function rpc_definer.set_company_value(uuid, text, text, text) is
  'Sets one of the company''s values, named like a prompt variable (spaces become _); owner and admins; 100 per company, 2,000 characters each.';

create or replace function rpc_definer.delete_company_value(p_company_id uuid, p_key text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  old_value text;
begin
  perform private.company_caller(p_company_id, 'admin');
  delete from public.company_values v where v.company_id = p_company_id and v.key = p_key
  returning v.value into old_value;
  if old_value is not null then
    perform private.company_audit('company_value_deleted', p_company_id,
      jsonb_build_object('key', p_key, 'value', old_value), null);
  end if;
end
$$;
comment on function rpc_definer.delete_company_value(uuid, text) is 'Removes one of the company''s values (owner and admins).';

create or replace function rpc_definer.get_company_values(p_company_id uuid)
returns table (key text, label text, value text, updated_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_caller(p_company_id, 'member');
  return query select v.key, v.label, v.value, v.updated_at from public.company_values v
                where v.company_id = p_company_id order by v.key;
end
$$;
comment on function rpc_definer.get_company_values(uuid) is 'The company''s values for any member (prefill of every company prompt).';

-- Precedence (docs/companies.md): typed for this use > company value > the user's built-in values
-- from the profile and global variables > the prompt's default.
create or replace function rpc_definer.resolve_company_prompt_values(p_id uuid, p_typed jsonb default '{}'::jsonb)
returns table (key text, value text, source text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  cur public.company_prompts := private.company_prompt_for(p_id, 'member');
  me text := private.company_role(cur.company_id);
  vars jsonb;
  typed jsonb := case when jsonb_typeof(p_typed) = 'object' then p_typed else '{}'::jsonb end;
  prof public.profiles;
begin
  select v.variables into vars from public.company_prompt_versions v
   where v.company_prompt_id = cur.id
     and v.version = case when private.company_role_rank(me) >= 2
                          then coalesce(cur.approved_version, cur.current_version) else cur.approved_version end;
  if vars is null then
    perform private.company_refuse('الأمر غير موجود', 'not_found');
  end if;
  select * into prof from public.profiles p where p.id = caller;
  return query
  with k as (
    select x ->> 'key' as key, nullif(x ->> 'default', '') as dflt, i
      from jsonb_array_elements(vars) with ordinality as a (x, i)
  ), resolved as (
    select k.key, k.i,
           nullif(btrim(case when jsonb_typeof(typed -> k.key) = 'string' then typed ->> k.key end), '') as t,
           (select nullif(cv.value, '') from public.company_values cv
             where cv.company_id = cur.company_id and cv.key = k.key) as c,
           nullif(btrim(case k.key when 'اسمي' then prof.full_name when 'شركتي' then prof.company_name
                                   when 'مسماي_الوظيفي' then prof.job_title when 'مدينتي' then prof.city end), '') as b,
           (select nullif(g.variable_value, '') from public.user_prompt_variables g
             where g.user_id = caller and g.variable_key = k.key and g.variable_value <> ''
             order by g.updated_at desc limit 1) as g,
           k.dflt as d
      from k
  )
  select r.key, coalesce(r.t, r.c, r.b, r.g, r.d),
         case when r.t is not null then 'typed' when r.c is not null then 'company'
              when r.b is not null then 'builtin' when r.g is not null then 'global'
              when r.d is not null then 'default' else 'empty' end
    from resolved r order by r.i;
end
$$;
comment on function rpc_definer.resolve_company_prompt_values(uuid, jsonb) is
  'The value each variable of a company prompt gets for the caller, with its source: typed (p_typed, this use only) > company (company_values) > builtin (profile: اسمي، شركتي، مسماي_الوظيفي، مدينتي) > global (the caller''s latest value for that key) > default > empty. Dates are filled by the browser.';

-- =============================================================================================
-- Usage for admins
-- =============================================================================================
create or replace function rpc_definer.company_usage_report(p_company_id uuid)
returns table (
  user_id uuid, member_name text, member_email text, role text, company_prompt_id uuid, prompt_title text,
  opened integer, copied integer, opened_in_assistant integer, last_used_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.enforce_rate_limit('company_usage_report', 0, 60, 10);
  return query
  select u.user_id, coalesce(nullif(p.full_name, ''), split_part(au.email, '@', 1)), au.email::text, m.role,
         u.company_prompt_id, v.title, u.opened, u.copied, u.opened_in_assistant, u.last_used_at
    from public.company_prompt_usage u
    join public.company_prompts cp on cp.id = u.company_prompt_id
    left join public.company_prompt_versions v
      on v.company_prompt_id = cp.id and v.version = coalesce(cp.approved_version, cp.current_version)
    left join public.company_members m on m.company_id = u.company_id and m.user_id = u.user_id
    left join public.profiles p on p.id = u.user_id
    left join auth.users au on au.id = u.user_id
   where u.company_id = p_company_id
   order by u.last_used_at desc;
end
$$;
comment on function rpc_definer.company_usage_report(uuid) is
  'Per member and company prompt: opened, copied, opened in an assistant, last used (counts only, never the filled text), for a CSV. Owner and admins; 60 calls per 10 minutes.';

-- =============================================================================================
-- A company's plan (platform admins until business billing)
-- =============================================================================================
create or replace function rpc_definer.admin_set_company_plan(
  p_company_id uuid, p_plan_id text, p_expires_at timestamptz default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  old_plan text;
begin
  if not private.is_admin() then
    perform private.company_refuse('غير مصرح', 'forbidden', '42501');
  end if;
  if not exists (select 1 from public.companies c where c.id = p_company_id) then
    perform private.company_refuse('الشركة غير موجودة', 'not_found');
  end if;
  select s.plan_id into old_plan from public.company_subscriptions s where s.company_id = p_company_id;
  if p_plan_id is null then
    delete from public.company_subscriptions s where s.company_id = p_company_id;
  else
    if not exists (select 1 from public.plans p where p.slug = p_plan_id) then
      perform private.company_refuse('الباقة غير موجودة', 'invalid_plan');
    end if;
    insert into public.company_subscriptions (company_id, plan_id, status, started_at, expires_at)
    values (p_company_id, p_plan_id, 'active', now(), p_expires_at)
    on conflict (company_id) do update
       set plan_id = excluded.plan_id, status = 'active', expires_at = excluded.expires_at,
           grace_period_until = null, updated_at = now();
  end if;
  perform private.company_audit('company_plan_set', p_company_id, jsonb_build_object('plan', old_plan),
    jsonb_build_object('plan', p_plan_id, 'expires_at', p_expires_at));
end
$$;
comment on function rpc_definer.admin_set_company_plan(uuid, text, timestamptz) is
  'Sets (or with p_plan_id null removes) a company''s plan; platform admins at aal2 only, audited.';

-- =============================================================================================
-- Entitlements: the best of the person's own plan and their companies' plans
-- =============================================================================================
-- One rule still decides (private.plan_opens over plans.limits); what changes is which plan's
-- limits a user has: among their own subscription in force and the plan in force of each company
-- they belong to, the one of highest plans.rank (ties: their own, then the oldest membership).
-- The ranks order the limits (docs/entitlements.md), so the highest-ranked plan opens at least
-- what the others do. Every caller of private.entitlements / private.my_entitlements
-- (search_prompts, open_prompt, item_access, catalogue_locks, my_entitlements, the details
-- tables' RLS, own prompts, collections, support level) gets the combined plan without change.
-- The daily quota stays per person (prompt_opens is per user), from the chosen plan's limits.
create or replace function private.entitlements(_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select jsonb_build_object(
      'signed_in', _user_id is not null,
      'plan', p.slug,
      'rank', coalesce(p.rank, -1),
      'limits', coalesce(p.limits, '{}'::jsonb),
      'section', c.category,
      -- The billing period that contains now (an early renewal moves expires_at a period on).
      'period_start', case
        when b.expires_at is not null and coalesce(p.duration_days, 0) > 0
          then greatest(b.started_at, b.expires_at - make_interval(days => p.duration_days * greatest(1,
            ceil(extract(epoch from b.expires_at - now()) / (p.duration_days * 86400.0))::integer)))
        else b.started_at end,
      'company_id', b.company_id)
      from (select 1) one
      left join lateral (
        select x.plan_id, x.started_at, x.expires_at, x.company_id
          from (
            select s.plan_id, s.started_at, s.expires_at, null::uuid as company_id, 0 as pref,
                   null::timestamptz as joined_at
              from public.subscriptions s
             where s.user_id = _user_id
               and ((s.status = 'active' and (s.expires_at is null or s.expires_at > now()))
                    or (s.grace_period_until is not null and s.grace_period_until > now()
                        and s.status <> 'cancelled'))
            union all
            select cs.plan_id, cs.started_at, cs.expires_at, cs.company_id, 1, m.joined_at
              from public.company_members m
              join public.company_subscriptions cs on cs.company_id = m.company_id
             where m.user_id = _user_id
               and ((cs.status = 'active' and (cs.expires_at is null or cs.expires_at > now()))
                    or (cs.grace_period_until is not null and cs.grace_period_until > now()
                        and cs.status <> 'cancelled'))
          ) x
          join public.plans pp on pp.slug = x.plan_id
         order by pp.rank desc, x.pref, x.joined_at, x.company_id
         limit 1) b on true
      left join public.plans p on p.slug = b.plan_id
      left join public.prompt_section_choices c on c.user_id = _user_id and b.plan_id is not null);
end
$$;
comment on function private.entitlements(uuid) is
  'The user''s entitlements now: the best (highest plans.rank) of their own plan in force and the plans in force of their companies; its limits, the chosen section, the billing period start and company_id when a company''s plan is the one used (null: own plan). Plan null without access.';

create or replace function rpc_definer.my_entitlements()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  ent jsonb;
  choice public.prompt_section_choices;
  used integer;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  ent := private.entitlements(uid);
  select * into choice from public.prompt_section_choices c where c.user_id = uid;
  select count(*) into used from public.prompt_opens o where o.user_id = uid and o.day = private.riyadh_today();
  return jsonb_build_object(
    'plan', ent -> 'plan',
    'limits', ent -> 'limits',
    'section', ent -> 'section',
    'section_change_allowed', ent -> 'limits' ->> 'prompts_access' = 'single_section'
      and (choice.user_id is null or choice.changed_at is null
           or choice.changed_at < (ent ->> 'period_start')::timestamptz),
    'opens_today', used,
    'daily_limit', coalesce((ent -> 'limits' ->> 'prompts_per_day')::integer, 0),
    'plan_source', case when ent ->> 'plan' is null then null
                        when ent ->> 'company_id' is null then 'own' else 'company' end,
    'plan_company', (select jsonb_build_object('id', co.id, 'name', co.legal_name)
                       from public.companies co where co.id = (ent ->> 'company_id')::uuid));
end
$$;
comment on function rpc_definer.my_entitlements() is
  'The caller''s plan (the best of their own and their companies''), its limits, chosen section, whether the section may change now, prompts opened today (Asia/Riyadh) against the daily limit (-1 unlimited), and where the plan comes from (plan_source own/company, plan_company {id, name}).';
comment on function public.my_entitlements() is
  'The caller''s plan (the best of their own and their companies''), its limits, chosen section, whether the section may change now, prompts opened today (Asia/Riyadh) against the daily limit (-1 unlimited), and where the plan comes from (plan_source own/company, plan_company {id, name}).';

-- =============================================================================================
-- Grants and the public wrappers
-- =============================================================================================
-- Each definer above gets a SECURITY INVOKER wrapper of the same name and arguments in public
-- (as 20261124140000 made them), executable by authenticated (and anon where listed).
do $migration$
declare
  saved_path text := current_setting('search_path');
  f record;
  ident text;
  call_args text;
  call text;
  anon_ok text[] := array['company_invitation_preview'];
begin
  perform set_config('search_path', '', true);
  for f in
    select p.oid, p.proname, p.pronargs, p.proretset, p.prorettype, p.provolatile,
           pg_catalog.obj_description(p.oid, 'pg_proc') as comment,
           pg_catalog.pg_get_function_arguments(p.oid) as args,
           pg_catalog.pg_get_function_identity_arguments(p.oid) as ident,
           pg_catalog.pg_get_function_result(p.oid) as result
      from pg_catalog.pg_proc p
     where p.pronamespace = 'rpc_definer'::regnamespace
       and p.proname in (
         'create_company', 'update_company', 'delete_company', 'my_companies', 'company_members_list',
         'set_company_member_role', 'remove_company_member', 'leave_company', 'offer_company_ownership',
         'respond_company_ownership', 'create_company_invitation', 'resend_company_invitation',
         'revoke_company_invitation', 'mark_company_invitation_sent', 'company_pending_invitations',
         'company_invitation_preview', 'accept_company_invitation', 'save_company_prompt',
         'submit_company_prompt', 'review_company_prompt', 'delete_company_prompt',
         'submit_user_prompt_to_company', 'fork_prompt_to_company', 'company_prompt_upstream',
         'update_company_prompt_from_upstream', 'company_review_queue', 'company_library',
         'open_company_prompt', 'record_company_prompt_usage', 'save_company_collection',
         'delete_company_collection', 'set_company_collection_items', 'set_company_value',
         'delete_company_value', 'get_company_values', 'resolve_company_prompt_values',
         'company_usage_report', 'admin_set_company_plan')
     order by p.proname
  loop
    ident := format('%I(%s)', f.proname, f.ident);
    execute format('revoke execute on function rpc_definer.%s from public, anon, authenticated', ident);
    execute format('grant execute on function rpc_definer.%s to authenticated, service_role', ident);
    if f.proname = any (anon_ok) then
      execute format('grant execute on function rpc_definer.%s to anon', ident);
    end if;
    select coalesce(string_agg('$' || i, ', ' order by i), '') into call_args
      from generate_series(1, f.pronargs) as i;
    if f.proretset then
      call := format('return query select * from rpc_definer.%I(%s);', f.proname, call_args);
    elsif f.prorettype = 'pg_catalog.void'::regtype then
      call := format('perform rpc_definer.%I(%s);', f.proname, call_args);
    else
      call := format('return rpc_definer.%I(%s);', f.proname, call_args);
    end if;
    execute format(
      'create or replace function public.%I(%s) returns %s language plpgsql %s security invoker set search_path = %L as %L',
      f.proname, f.args, f.result,
      case f.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
      '', E'\nbegin\n  ' || call || E'\nend\n');
    if f.comment is not null then
      execute format('comment on function public.%s is %L', ident, f.comment);
    end if;
    execute format('revoke all on function public.%s from public, anon, authenticated', ident);
    execute format('grant execute on function public.%s to authenticated, service_role', ident);
    if f.proname = any (anon_ok) then
      execute format('grant execute on function public.%s to anon', ident);
    end if;
  end loop;
  perform set_config('search_path', saved_path, true);
end
$migration$;
