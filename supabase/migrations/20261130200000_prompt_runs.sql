-- «تشغيل هنا» (issue 47): the run history and the curated model list.
--
-- public.prompt_runs: one row per run of a filled prompt (and its follow-up chat), kept for its
-- owner. A run in the browser (the user's own key, via 'browser') is written by the browser under
-- RLS once the stream ends: the caller's own rows only, never a company run, and the key is never
-- a column (the variables are the prompt's fields, the messages what was sent). A run on a
-- company's key (via 'company', 47company's edge function run-prompt) is written by the service
-- role only. The owner reads, searches and deletes their runs (one or all, company runs too: the
-- history is the person's; budgets are counted elsewhere, never from this table); account
-- deletion removes them (auth.users cascade) and the account export lists them.
--
-- public.ai_models: the short curated list of models per provider with context sizes, read by
-- everyone (public product information), edited by platform admins.

-- ---------------------------------------------------------------------------------------------
-- Models
-- ---------------------------------------------------------------------------------------------
create table public.ai_models (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('openai', 'anthropic', 'gemini', 'openrouter')),
  model text not null check (char_length(model) between 1 and 200 and model !~ '\s'),
  label text not null check (char_length(label) between 1 and 100),
  -- Context window in tokens (input + output), and the largest answer asked for.
  context_tokens integer not null check (context_tokens between 1000 and 10000000),
  max_output_tokens integer not null default 4096 check (max_output_tokens between 16 and 1000000),
  position integer not null default 0 check (position between 0 and 1000),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, model),
  check (max_output_tokens < context_tokens)
);
comment on table public.ai_models is
  'The curated models of «تشغيل هنا» per provider, with context and answer sizes (issue 47). Everyone reads the enabled ones; platform admins edit.';
create index ai_models_provider_idx on public.ai_models (provider, position, model);

alter table public.ai_models enable row level security;
revoke all on table public.ai_models from anon, authenticated;
grant select on table public.ai_models to anon, authenticated;
grant insert (provider, model, label, context_tokens, max_output_tokens, position, enabled),
      update (label, context_tokens, max_output_tokens, position, enabled),
      delete
  on table public.ai_models to authenticated;
grant all on table public.ai_models to service_role;

create policy "ai_models: everyone reads enabled, admins all" on public.ai_models
  for select to anon, authenticated using (enabled or (select private.is_admin()));
create policy "ai_models: admins insert" on public.ai_models
  for insert to authenticated with check ((select private.is_admin()));
create policy "ai_models: admins update" on public.ai_models
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "ai_models: admins delete" on public.ai_models
  for delete to authenticated using ((select private.is_admin()));

create trigger ai_models_touch before update on public.ai_models
  for each row execute function private.touch_updated_at();

-- Context sizes from the providers' model pages (November 2026); admins keep them current.
insert into public.ai_models (provider, model, label, context_tokens, max_output_tokens, position)
values
  ('openai', 'gpt-4o-mini', 'GPT-4o mini', 128000, 16384, 10),
  ('openai', 'gpt-4o', 'GPT-4o', 128000, 16384, 20),
  ('openai', 'gpt-4.1', 'GPT-4.1', 1047576, 32768, 30),
  ('anthropic', 'claude-3-5-haiku-latest', 'Claude 3.5 Haiku', 200000, 8192, 10),
  ('anthropic', 'claude-sonnet-4-20250514', 'Claude Sonnet 4', 200000, 64000, 20),
  ('gemini', 'gemini-2.0-flash', 'Gemini 2.0 Flash', 1048576, 8192, 10),
  ('gemini', 'gemini-2.5-pro', 'Gemini 2.5 Pro', 1048576, 65536, 20),
  ('openrouter', 'openai/gpt-4o-mini', 'GPT-4o mini (OpenRouter)', 128000, 16384, 10),
  ('openrouter', 'anthropic/claude-3.5-haiku', 'Claude 3.5 Haiku (OpenRouter)', 200000, 8192, 20),
  ('openrouter', 'google/gemini-2.0-flash-001', 'Gemini 2.0 Flash (OpenRouter)', 1048576, 8192, 30);

-- ---------------------------------------------------------------------------------------------
-- Runs
-- ---------------------------------------------------------------------------------------------
create table public.prompt_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- What was run: a library prompt (public.prompts), an own prompt (public.user_prompts, also
  -- when opened through its shared link) or a company prompt (public.company_prompts). No foreign
  -- key: a run outlives the prompt it came from (its title and text are snapshots).
  source_kind text not null check (source_kind in ('library', 'own', 'company')),
  prompt_id uuid,
  prompt_slug text check (char_length(prompt_slug) <= 200),
  title text not null check (char_length(title) between 1 and 300),
  -- The values the prompt was filled with ({variable: value}); never a key.
  variables jsonb not null default '{}'::jsonb
    check (jsonb_typeof(variables) = 'object' and length(variables::text) <= 20000),
  provider text not null check (provider in ('openai', 'anthropic', 'gemini', 'openrouter')),
  model text not null check (char_length(model) between 1 and 200),
  -- The conversation before the latest answer: [{role: 'user' | 'assistant', content}], the
  -- filled prompt first, then earlier answers and follow-ups. `answer` is the latest answer.
  messages jsonb not null default '[]'::jsonb
    check (jsonb_typeof(messages) = 'array' and jsonb_array_length(messages) between 1 and 200
           and length(messages::text) <= 600000),
  answer text not null default '' check (char_length(answer) <= 200000),
  -- complete; stopped (the user pressed stop); cut (the stream ended before the provider's end
  -- event); error (the provider refused; `error` says why, in Arabic).
  status text not null default 'complete' check (status in ('complete', 'stopped', 'cut', 'error')),
  error text check (char_length(error) <= 500),
  input_tokens integer check (input_tokens between 0 and 100000000),
  output_tokens integer check (output_tokens between 0 and 100000000),
  duration_ms integer check (duration_ms between 0 and 86400000),
  via text not null default 'browser' check (via in ('browser', 'company')),
  company_id uuid references public.companies (id) on delete set null,
  search_doc tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (via = 'company' or company_id is null)
);
comment on table public.prompt_runs is
  'Run history of «تشغيل هنا» (issue 47): the owner reads, searches and deletes; the browser writes its own runs (via browser), the run-prompt function (service role) the company ones. Never a key.';
comment on column public.prompt_runs.messages is
  'The conversation before the latest answer: [{role, content}], the filled prompt first.';
comment on column public.prompt_runs.variables is 'The values the prompt was filled with; never a key.';
create index prompt_runs_user_created_idx on public.prompt_runs (user_id, created_at desc, id);
create index prompt_runs_company_idx on public.prompt_runs (company_id, created_at desc)
  where company_id is not null;
create index prompt_runs_search_idx on public.prompt_runs using gin (search_doc);

alter table public.prompt_runs enable row level security;
revoke all on table public.prompt_runs from anon, authenticated;
grant select, delete on table public.prompt_runs to authenticated;
grant insert (source_kind, prompt_id, prompt_slug, title, variables, provider, model, messages,
              answer, status, error, input_tokens, output_tokens, duration_ms),
      update (messages, answer, status, error, input_tokens, output_tokens, duration_ms)
  on table public.prompt_runs to authenticated;
grant all on table public.prompt_runs to service_role;

create policy "prompt_runs: owner reads" on public.prompt_runs
  for select to authenticated using (user_id = (select auth.uid()));
create policy "prompt_runs: owner records browser runs" on public.prompt_runs
  for insert to authenticated
  with check (user_id = (select auth.uid()) and via = 'browser' and company_id is null);
-- A follow-up or «متابعة» extends a browser run; a company run's tokens are the function's.
create policy "prompt_runs: owner extends browser runs" on public.prompt_runs
  for update to authenticated
  using (user_id = (select auth.uid()) and via = 'browser')
  with check (user_id = (select auth.uid()) and via = 'browser' and company_id is null);
create policy "prompt_runs: owner deletes" on public.prompt_runs
  for delete to authenticated using (user_id = (select auth.uid()));

-- Writes from the API are counted (600 an hour per user) and a history holds at most 5,000 runs:
-- past it the browser is told to delete old runs (nothing stored is removed on its own).
create or replace function private.prompt_runs_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.search_doc := setweight(private.search_tsv(left(new.title, 300)), 'A')
                    || setweight(private.search_tsv(left(coalesce(
                         (select string_agg(v.value, ' ') from jsonb_each_text(new.variables) v), ''), 5000)), 'C')
                    || setweight(private.search_tsv(left(new.answer, 20000)), 'D');
  if tg_op = 'INSERT' then
    perform private.enforce_rate_limit('prompt_run_write', 1, 600, 60);
    if not private.is_trusted_caller() then
      perform pg_advisory_xact_lock(hashtext('prompt_runs:' || new.user_id::text));
      if (select count(*) from public.prompt_runs r where r.user_id = new.user_id) >= 5000 then
        raise exception using errcode = 'P0001',
          message = 'سجل التشغيل ممتلئ (٥٬٠٠٠ تشغيل). احذف تشغيلات قديمة لتحفظ الجديدة.',
          hint = 'history_full';
      end if;
    end if;
  else
    perform private.enforce_rate_limit('prompt_run_write', 1, 600, 60);
  end if;
  return new;
end
$$;
comment on function private.prompt_runs_guard() is
  'prompt_runs before insert/update: keeps updated_at and the search document, counts API writes (600 an hour per user) and caps a history at 5,000 runs.';
revoke execute on function private.prompt_runs_guard() from public, anon, authenticated;

create trigger prompt_runs_guard before insert or update on public.prompt_runs
  for each row execute function private.prompt_runs_guard();

-- The caller's runs matching a query (the library's Arabic-aware search over title, values and
-- answer), or the newest when the query is empty; pages by p_before (created_at of the last row
-- shown). At most 50 a call.
create or replace function rpc_definer.search_prompt_runs(
  p_query text default null, p_limit integer default 20, p_before timestamptz default null)
returns table (id uuid, source_kind text, prompt_id uuid, prompt_slug text, title text,
               provider text, model text, status text, input_tokens integer,
               output_tokens integer, duration_ms integer, via text, created_at timestamptz,
               answer_preview text)
language plpgsql
-- volatile: the rate limit counts the call (a stable function runs read-only under PostgREST).
volatile
security definer
set search_path = ''
set jit = off
as $$
declare
  caller uuid := (select auth.uid());
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  concepts tsquery[];
  anyq tsquery;
  q tsquery;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لعرض سجل التشغيل',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('search_prompt_runs', 1, 300, 1);
  if btrim(coalesce(p_query, '')) <> '' then
    concepts := private.search_concepts_kept(p_query);
    foreach q in array concepts loop
      anyq := case when anyq is null then q else anyq || q end;
    end loop;
    -- Words the search cannot use (all filler) find nothing rather than everything.
    if anyq is null then
      return;
    end if;
  end if;
  return query
    select r.id, r.source_kind, r.prompt_id, r.prompt_slug, r.title, r.provider, r.model,
           r.status, r.input_tokens, r.output_tokens, r.duration_ms, r.via, r.created_at,
           left(r.answer, 300)
      from public.prompt_runs r
     where r.user_id = caller
       and (anyq is null or r.search_doc @@ anyq)
       and (p_before is null or r.created_at < p_before)
     order by r.created_at desc, r.id
     limit lim;
end
$$;
comment on function rpc_definer.search_prompt_runs(text, integer, timestamptz) is
  'The caller''s runs (newest first) matching a query with the library''s Arabic-aware search, or all of them for an empty query; pages by p_before; at most 50. 300 a minute per user.';
revoke execute on function rpc_definer.search_prompt_runs(text, integer, timestamptz) from public;
grant execute on function rpc_definer.search_prompt_runs(text, integer, timestamptz) to authenticated, service_role;

create or replace function public.search_prompt_runs(
  p_query text default null, p_limit integer default 20, p_before timestamptz default null)
returns table (id uuid, source_kind text, prompt_id uuid, prompt_slug text, title text,
               provider text, model text, status text, input_tokens integer,
               output_tokens integer, duration_ms integer, via text, created_at timestamptz,
               answer_preview text)
language plpgsql
-- volatile: the rate limit counts the call (a stable function runs read-only under PostgREST).
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.search_prompt_runs(p_query, p_limit, p_before);
end
$$;
comment on function public.search_prompt_runs(text, integer, timestamptz) is
  'The caller''s runs (newest first) matching a query with the library''s Arabic-aware search, or all of them for an empty query; pages by p_before; at most 50. 300 a minute per user.';
revoke execute on function public.search_prompt_runs(text, integer, timestamptz) from public, anon;
grant execute on function public.search_prompt_runs(text, integer, timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- «حفظ كمثال»: an answer kept as an own prompt's example output (the shape of
-- prompt_bodies.example, issue 44: {"values": {variable: value}, "answer": text}).
-- ---------------------------------------------------------------------------------------------
alter table public.user_prompts
  add column example jsonb
    check (example is null or (jsonb_typeof(example) = 'object'
                               and jsonb_typeof(example -> 'values') = 'object'
                               and jsonb_typeof(example -> 'answer') = 'string'
                               and length(example::text) <= 40000));
comment on column public.user_prompts.example is
  'The example output the owner kept from a run: {"values": {variable: value}, "answer": text} (the shape of prompt_bodies.example).';

create or replace function rpc_definer.set_user_prompt_example(p_id uuid, p_run_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  run public.prompt_runs;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لإدارة أوامرك',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('user_prompt_write', 1, 120, 1);
  select * into run from public.prompt_runs r where r.id = p_run_id and r.user_id = caller;
  if not found then
    perform private.user_prompt_refuse('التشغيل غير موجود', 'run_not_found');
  end if;
  if btrim(run.answer) = '' then
    perform private.user_prompt_refuse('لا توجد إجابة لحفظها كمثال', 'empty_answer');
  end if;
  if char_length(run.answer) > 30000 then
    perform private.user_prompt_refuse('الإجابة أطول من أن تُحفظ كمثال (الحد ٣٠٬٠٠٠ حرف)', 'answer_too_long');
  end if;
  update public.user_prompts u
     set example = jsonb_build_object('values', run.variables, 'answer', run.answer),
         updated_at = now()
   where u.id = p_id and u.user_id = caller and u.deleted_at is null;
  if not found then
    perform private.user_prompt_refuse('الأمر غير موجود', 'not_found');
  end if;
end
$$;
comment on function rpc_definer.set_user_prompt_example(uuid, uuid) is
  'Keeps the answer (and values) of one of the caller''s runs as the example output of one of the caller''s own prompts («حفظ كمثال»).';
revoke execute on function rpc_definer.set_user_prompt_example(uuid, uuid) from public;
grant execute on function rpc_definer.set_user_prompt_example(uuid, uuid) to authenticated, service_role;

create or replace function public.set_user_prompt_example(p_id uuid, p_run_id uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.set_user_prompt_example(p_id, p_run_id);
end
$$;
comment on function public.set_user_prompt_example(uuid, uuid) is
  'Keeps the answer (and values) of one of the caller''s runs as the example output of one of the caller''s own prompts («حفظ كمثال»).';
revoke execute on function public.set_user_prompt_example(uuid, uuid) from public, anon;
grant execute on function public.set_user_prompt_example(uuid, uuid) to authenticated, service_role;
