-- Issue 47, the company part: a company's AI provider keys in Supabase Vault, monthly token
-- budgets per company and per member, and the ledger the run-prompt edge function reserves in
-- before it calls the provider and settles after it (docs/run-prompts.md "Company key").
--
-- - company_ai_keys: which provider has a key, its last 4 characters, who set it and when, and the
--   id of the Vault secret. No role but the database owner reads it; the key itself is only in
--   vault.secrets (encrypted) and is read back by exactly one function, company_ai_reserve, which
--   only service_role (the edge function) may execute.
-- - company_ai_budgets: the admin's monthly limits (tokens; null = no limit).
-- - company_ai_runs: one row per run on the company's key, reserved before the call and settled
--   after it. It is the budget's ledger, separate from the member's own history (prompt_runs),
--   which the member may delete: deleting history must not give tokens back.

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.company_ai_keys (
  -- A single-column handle besides the pair key, like company_values (20261129000200).
  id uuid not null default gen_random_uuid() unique,
  company_id uuid not null references public.companies (id) on delete cascade,
  provider text not null check (provider in ('openai', 'anthropic', 'gemini', 'openrouter')),
  secret_id uuid not null,
  last4 text not null check (char_length(last4) <= 4),
  set_by uuid references auth.users (id) on delete set null,
  set_at timestamptz not null default now(),
  primary key (company_id, provider)
);
create index company_ai_keys_set_by_idx on public.company_ai_keys (set_by);
comment on table public.company_ai_keys is
  'A company''s key per AI provider: only its Vault secret id and last 4 characters. Functions only (no API role reads it).';

create table public.company_ai_budgets (
  company_id uuid primary key references public.companies (id) on delete cascade,
  company_monthly_tokens bigint check (company_monthly_tokens between 0 and 1000000000000),
  member_monthly_tokens bigint check (member_monthly_tokens between 0 and 1000000000000),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index company_ai_budgets_updated_by_idx on public.company_ai_budgets (updated_by);
comment on table public.company_ai_budgets is
  'Monthly token budgets of runs on the company''s key: for the whole company and for each member (null = no limit).';

create table public.company_ai_runs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  provider text not null,
  model text not null,
  -- The budget month (Asia/Riyadh calendar month) the run counts in.
  month date not null,
  reserved_tokens integer not null check (reserved_tokens > 0),
  status text not null default 'reserved'
    check (status in ('reserved', 'complete', 'stopped', 'cut', 'error')),
  input_tokens integer not null default 0 check (input_tokens >= 0),
  output_tokens integer not null default 0 check (output_tokens >= 0),
  duration_ms integer,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index company_ai_runs_company_month_idx on public.company_ai_runs (company_id, month, user_id);
create index company_ai_runs_user_idx on public.company_ai_runs (user_id);
comment on table public.company_ai_runs is
  'The ledger of runs on a company''s key: reserved before the provider call, settled from the usage block after it. Functions only.';

alter table public.company_ai_keys enable row level security;
alter table public.company_ai_budgets enable row level security;
alter table public.company_ai_runs enable row level security;
-- Functions only: no policy and no privilege for the API roles (the company_invitations pattern).
revoke all on public.company_ai_keys, public.company_ai_budgets, public.company_ai_runs
  from public, anon, authenticated;
grant all on public.company_ai_keys, public.company_ai_budgets, public.company_ai_runs to service_role;

-- =============================================================================================
-- Helpers
-- =============================================================================================
create or replace function private.company_ai_month()
returns date
language sql
stable
set search_path = ''
as $$
  select date_trunc('month', now() at time zone 'Asia/Riyadh')::date
$$;
revoke execute on function private.company_ai_month() from public, anon, authenticated;

create or replace function private.company_ai_provider_name(_provider text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case _provider when 'openai' then 'OpenAI' when 'anthropic' then 'Anthropic'
                        when 'gemini' then 'Gemini' when 'openrouter' then 'OpenRouter' end
$$;
revoke execute on function private.company_ai_provider_name(text) from public, anon, authenticated;

create or replace function private.company_ai_check_provider(_provider text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if private.company_ai_provider_name(_provider) is null then
    perform private.company_refuse('اختر مزوّد الذكاء الاصطناعي من القائمة', 'invalid_provider');
  end if;
end
$$;
revoke execute on function private.company_ai_check_provider(text) from public, anon, authenticated;

-- Tokens a run counts for: what it reserved while in flight, what the provider reported after.
create or replace function private.company_ai_used(_company_id uuid, _user_id uuid, _month date)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(case r.status when 'reserved' then r.reserved_tokens
                                    else r.input_tokens + r.output_tokens end), 0)::bigint
    from public.company_ai_runs r
   where r.company_id = _company_id and r.month = _month
     and (_user_id is null or r.user_id = _user_id)
$$;
revoke execute on function private.company_ai_used(uuid, uuid, date) from public, anon, authenticated;

-- A key row deleted (by delete_company_ai_key, or with its company) takes its Vault secret along.
create or replace function private.company_ai_key_gone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from vault.secrets s where s.id = old.secret_id;
  return old;
end
$$;
revoke execute on function private.company_ai_key_gone() from public, anon, authenticated;
create trigger company_ai_keys_secret_gone
  after delete on public.company_ai_keys
  for each row execute function private.company_ai_key_gone();

-- =============================================================================================
-- Keys (owner and admins)
-- =============================================================================================
create or replace function rpc_definer.set_company_ai_key(p_company_id uuid, p_provider text, p_key text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k text := btrim(coalesce(p_key, ''));
  old_row public.company_ai_keys;
  secret uuid;
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.enforce_rate_limit('set_company_ai_key', 0, 30, 10);
  perform private.company_ai_check_provider(p_provider);
  if char_length(k) < 8 or char_length(k) > 512 or k !~ '^[!-~]+$' then
    perform private.company_refuse(
      'المفتاح غير صالح: الصق مفتاح ' || private.company_ai_provider_name(p_provider)
        || ' كما هو (أحرف لاتينية وأرقام بلا مسافات)', 'invalid_key');
  end if;
  select * into old_row from public.company_ai_keys c
   where c.company_id = p_company_id and c.provider = p_provider for update;
  if found then
    perform vault.update_secret(old_row.secret_id, k);
    update public.company_ai_keys c
       set last4 = right(k, 4), set_by = (select auth.uid()), set_at = now()
     where c.company_id = p_company_id and c.provider = p_provider;
  else
    secret := vault.create_secret(k, 'company_ai_key/' || p_company_id || '/' || p_provider,
                                  'AI provider key of a company (run-prompt)');
    insert into public.company_ai_keys (company_id, provider, secret_id, last4, set_by)
    values (p_company_id, p_provider, secret, right(k, 4), (select auth.uid()));
  end if;
  perform private.company_audit(
    case when old_row.secret_id is null then 'company_ai_key_set' else 'company_ai_key_replaced' end,
    p_company_id,
    case when old_row.secret_id is null then null
         else jsonb_build_object('provider', p_provider, 'last4', old_row.last4, 'set_at', old_row.set_at) end,
    jsonb_build_object('provider', p_provider, 'last4', right(k, 4)));
end
$$;
comment on function rpc_definer.set_company_ai_key(uuid, text, text) is
  'Stores (or replaces) the company''s key for one AI provider in Vault; only its last 4 characters are ever shown. Owner and admins; audited; 30 calls per 10 minutes.';

create or replace function rpc_definer.delete_company_ai_key(p_company_id uuid, p_provider text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  old_row public.company_ai_keys;
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.company_ai_check_provider(p_provider);
  delete from public.company_ai_keys c
   where c.company_id = p_company_id and c.provider = p_provider
  returning * into old_row;
  if old_row.secret_id is not null then
    perform private.company_audit('company_ai_key_deleted', p_company_id,
      jsonb_build_object('provider', p_provider, 'last4', old_row.last4, 'set_at', old_row.set_at), null);
  end if;
end
$$;
comment on function rpc_definer.delete_company_ai_key(uuid, text) is
  'Deletes the company''s key for one AI provider (and its Vault secret). Owner and admins; audited.';

-- =============================================================================================
-- Budgets (owner and admins set; every member reads)
-- =============================================================================================
create or replace function rpc_definer.set_company_ai_budget(
  p_company_id uuid, p_company_monthly_tokens bigint, p_member_monthly_tokens bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  old_row public.company_ai_budgets;
begin
  perform private.company_caller(p_company_id, 'admin');
  if p_company_monthly_tokens not between 0 and 1000000000000
     or p_member_monthly_tokens not between 0 and 1000000000000 then
    perform private.company_refuse('الميزانية عدد رموز بين صفر وتريليون', 'invalid_budget');
  end if;
  select * into old_row from public.company_ai_budgets b where b.company_id = p_company_id;
  insert into public.company_ai_budgets as b
    (company_id, company_monthly_tokens, member_monthly_tokens, updated_by, updated_at)
  values (p_company_id, p_company_monthly_tokens, p_member_monthly_tokens, (select auth.uid()), now())
  on conflict (company_id) do update
    set company_monthly_tokens = excluded.company_monthly_tokens,
        member_monthly_tokens = excluded.member_monthly_tokens,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at;
  perform private.company_audit('company_ai_budget_set', p_company_id,
    case when old_row.company_id is null then null
         else jsonb_build_object('company_monthly_tokens', old_row.company_monthly_tokens,
                                 'member_monthly_tokens', old_row.member_monthly_tokens) end,
    jsonb_build_object('company_monthly_tokens', p_company_monthly_tokens,
                       'member_monthly_tokens', p_member_monthly_tokens));
end
$$;
comment on function rpc_definer.set_company_ai_budget(uuid, bigint, bigint) is
  'Sets the monthly token budgets of runs on the company''s key: the company''s and each member''s (null = no limit). Owner and admins; audited.';

-- What a member's page needs: which providers have a key (admins also see the last 4 characters
-- and who set it), the budgets and this month's use (the company's and the caller's).
create or replace function rpc_definer.company_ai_settings(p_company_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r text := private.company_caller(p_company_id, 'member');
  is_admin boolean := private.company_role_rank(r) >= private.company_role_rank('admin');
  m date := private.company_ai_month();
begin
  return jsonb_build_object(
    'keys', coalesce((
      select jsonb_agg(jsonb_build_object(
               'provider', k.provider,
               'last4', case when is_admin then k.last4 end,
               'set_at', k.set_at,
               'set_by_name', case when is_admin then coalesce(nullif(p.full_name, ''), 'عضو سابق') end)
             order by k.provider)
        from public.company_ai_keys k
        left join public.profiles p on p.id = k.set_by
       where k.company_id = p_company_id), '[]'::jsonb),
    'company_monthly_tokens', (select b.company_monthly_tokens from public.company_ai_budgets b where b.company_id = p_company_id),
    'member_monthly_tokens', (select b.member_monthly_tokens from public.company_ai_budgets b where b.company_id = p_company_id),
    'month', m,
    'company_used', private.company_ai_used(p_company_id, null, m),
    'my_used', private.company_ai_used(p_company_id, (select auth.uid()), m));
end
$$;
comment on function rpc_definer.company_ai_settings(uuid) is
  'Keys (provider, set_at; last4 and set_by_name for owner/admins only; never the key), budgets and this month''s tokens used by the company and the caller. Members.';

create or replace function rpc_definer.company_ai_usage(p_company_id uuid)
returns table (
  user_id uuid, member_name text, role text, month date, runs integer,
  input_tokens bigint, output_tokens bigint, total_tokens bigint)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.company_caller(p_company_id, 'admin');
  perform private.enforce_rate_limit('company_usage_report', 0, 60, 10);
  return query
  select r.user_id, coalesce(nullif(p.full_name, ''), 'عضو سابق'), m.role, r.month, count(*)::integer,
         sum(case r.status when 'reserved' then r.reserved_tokens else r.input_tokens end)::bigint,
         sum(case r.status when 'reserved' then 0 else r.output_tokens end)::bigint,
         sum(case r.status when 'reserved' then r.reserved_tokens
                           else r.input_tokens + r.output_tokens end)::bigint
    from public.company_ai_runs r
    left join public.company_members m on m.company_id = r.company_id and m.user_id = r.user_id
    left join public.profiles p on p.id = r.user_id
   where r.company_id = p_company_id
     and r.month >= (private.company_ai_month() - interval '11 months')::date
   group by r.user_id, p.full_name, m.role, r.month
   order by r.month desc, 8 desc;
end
$$;
comment on function rpc_definer.company_ai_usage(uuid) is
  'Tokens used on the company''s key per member and month (the last 12 months; runs in flight count their reservation). Owner and admins; 60 calls per 10 minutes (shared with company_usage_report).';

-- =============================================================================================
-- The run-prompt edge function (service_role only: definers in public that neither anon nor
-- authenticated may execute, like resolve_login_identifier)
-- =============================================================================================
-- Reserves _estimate tokens for one run of p_user_id on the company's key and returns the key.
-- The company's budget lock serialises reservations: two runs can never both fit in the same
-- remaining tokens, so the budget is exceeded at most by what one settled run used beyond its
-- reservation.
create or replace function public.company_ai_reserve(
  p_user_id uuid, p_company_id uuid, p_provider text, p_model text, p_estimate integer)
returns table (run_id uuid, api_key text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  key_row public.company_ai_keys;
  budget public.company_ai_budgets;
  m date := private.company_ai_month();
  used bigint;
  new_run uuid;
begin
  if p_user_id is null or not exists (
    select 1 from public.company_members cm where cm.company_id = p_company_id and cm.user_id = p_user_id) then
    perform private.company_refuse('الشركة غير موجودة', 'not_found');
  end if;
  perform private.company_ai_check_provider(p_provider);
  if coalesce(btrim(p_model), '') = '' or char_length(p_model) > 200 then
    perform private.company_refuse('اختر النموذج من القائمة', 'invalid_model');
  end if;
  if p_estimate is null or p_estimate < 1 or p_estimate > 2000000 then
    perform private.company_refuse('الطلب أطول مما يسمح به التشغيل', 'invalid_estimate');
  end if;
  select * into key_row from public.company_ai_keys k
   where k.company_id = p_company_id and k.provider = p_provider;
  if not found then
    perform private.company_refuse(
      'لم يضف مشرف الشركة مفتاح ' || private.company_ai_provider_name(p_provider)
        || ' بعد. اطلب منه إضافته، أو شغّل بمفتاحك الشخصي', 'no_key');
  end if;
  -- One lock per company: reservations of the same company wait for each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('company_ai/' || p_company_id, 0));
  select * into budget from public.company_ai_budgets b where b.company_id = p_company_id;
  if budget.member_monthly_tokens is not null then
    used := private.company_ai_used(p_company_id, p_user_id, m);
    if used + p_estimate > budget.member_monthly_tokens then
      perform private.company_refuse(
        'بلغتَ ميزانيتك الشهرية للتشغيل بمفتاح الشركة. يمكنك التشغيل بمفتاحك الشخصي من «الإعدادات ← مفاتيح الذكاء الاصطناعي»',
        'member_budget');
    end if;
  end if;
  if budget.company_monthly_tokens is not null then
    used := private.company_ai_used(p_company_id, null, m);
    if used + p_estimate > budget.company_monthly_tokens then
      perform private.company_refuse(
        'بلغت الشركة ميزانيتها الشهرية للتشغيل بمفتاحها. يمكنك التشغيل بمفتاحك الشخصي من «الإعدادات ← مفاتيح الذكاء الاصطناعي»',
        'company_budget');
    end if;
  end if;
  insert into public.company_ai_runs (company_id, user_id, provider, model, month, reserved_tokens)
  values (p_company_id, p_user_id, p_provider, btrim(p_model), m, p_estimate)
  returning company_ai_runs.id into new_run;
  return query
  select new_run, s.decrypted_secret::text from vault.decrypted_secrets s where s.id = key_row.secret_id;
end
$$;
comment on function public.company_ai_reserve(uuid, uuid, text, text, integer) is
  'run-prompt only (service_role): checks membership, the key and both monthly budgets under the company''s lock, reserves the estimate and returns the run id and the key.';

create or replace function public.company_ai_settle(
  p_run_id uuid, p_status text, p_input_tokens integer, p_output_tokens integer, p_duration_ms integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_status not in ('complete', 'stopped', 'cut', 'error') then
    perform private.company_refuse('حالة التشغيل غير صالحة', 'invalid_status');
  end if;
  update public.company_ai_runs r
     set status = p_status, input_tokens = greatest(coalesce(p_input_tokens, 0), 0),
         output_tokens = greatest(coalesce(p_output_tokens, 0), 0),
         duration_ms = greatest(p_duration_ms, 0), settled_at = now()
   where r.id = p_run_id and r.status = 'reserved';
end
$$;
comment on function public.company_ai_settle(uuid, text, integer, integer, integer) is
  'run-prompt only (service_role): settles a reserved run with the tokens the provider reported (once; a settled run is left as is).';
revoke execute on function public.company_ai_reserve(uuid, uuid, text, text, integer),
  public.company_ai_settle(uuid, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.company_ai_reserve(uuid, uuid, text, text, integer),
  public.company_ai_settle(uuid, text, integer, integer, integer)
  to service_role;

-- =============================================================================================
-- Grants and the invoker wrappers in public (docs/security.md "invoker wrappers")
-- =============================================================================================
revoke execute on function rpc_definer.set_company_ai_key(uuid, text, text),
  rpc_definer.delete_company_ai_key(uuid, text),
  rpc_definer.set_company_ai_budget(uuid, bigint, bigint),
  rpc_definer.company_ai_settings(uuid),
  rpc_definer.company_ai_usage(uuid)
  from public, anon, authenticated;
grant execute on function rpc_definer.set_company_ai_key(uuid, text, text),
  rpc_definer.delete_company_ai_key(uuid, text),
  rpc_definer.set_company_ai_budget(uuid, bigint, bigint),
  rpc_definer.company_ai_settings(uuid),
  rpc_definer.company_ai_usage(uuid)
  to authenticated, service_role;

create or replace function public.set_company_ai_key(p_company_id uuid, p_provider text, p_key text)
returns void language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform rpc_definer.set_company_ai_key($1, $2, $3);
end
$$;
create or replace function public.delete_company_ai_key(p_company_id uuid, p_provider text)
returns void language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform rpc_definer.delete_company_ai_key($1, $2);
end
$$;
create or replace function public.set_company_ai_budget(
  p_company_id uuid, p_company_monthly_tokens bigint, p_member_monthly_tokens bigint)
returns void language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform rpc_definer.set_company_ai_budget($1, $2, $3);
end
$$;
create or replace function public.company_ai_settings(p_company_id uuid)
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$
begin
  return rpc_definer.company_ai_settings($1);
end
$$;
create or replace function public.company_ai_usage(p_company_id uuid)
returns table (
  user_id uuid, member_name text, role text, month date, runs integer,
  input_tokens bigint, output_tokens bigint, total_tokens bigint)
language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return query select * from rpc_definer.company_ai_usage($1);
end
$$;
do $grants$
declare
  f record;
begin
  for f in
    select p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid) as ident,
           pg_catalog.obj_description(p.oid, 'pg_proc') as comment
      from pg_catalog.pg_proc p
     where p.pronamespace = 'rpc_definer'::regnamespace
       and p.proname in ('set_company_ai_key', 'delete_company_ai_key', 'set_company_ai_budget',
                         'company_ai_settings', 'company_ai_usage')
  loop
    execute format('comment on function public.%I(%s) is %L', f.proname, f.ident, f.comment);
    execute format('revoke all on function public.%I(%s) from public, anon, authenticated', f.proname, f.ident);
    execute format('grant execute on function public.%I(%s) to authenticated, service_role', f.proname, f.ident);
  end loop;
end
$grants$;
