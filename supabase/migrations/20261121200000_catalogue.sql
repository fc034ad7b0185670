-- The catalogue: platforms, prompt categories, prompts (public metadata) with their bodies kept
-- apart, GPT-assistant categories and assistants (links kept apart), AI tools, automation
-- templates and the icon manager. Everyone may browse published metadata; bodies and assistant
-- links are readable only where the caller's plan rank reaches the item's required plan; only
-- admins write, and every admin write is audited.

-- ---------------------------------------------------------------------------------------------
-- Arabic normalisation for search (used by generated columns, so it must be immutable).
-- ---------------------------------------------------------------------------------------------
create or replace function private.normalize_arabic(_input text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    lower(translate(
      -- tashkeel (fathatan .. sukun, superscript alef), Quranic marks and tatweel are dropped
      regexp_replace(coalesce(_input, ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
      'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩',
      'اااايهويي0123456789'
    )),
    '\s+', ' ', 'g'))
$$;
comment on function private.normalize_arabic(text) is
  'Search normalisation: strips tashkeel and tatweel, unifies alef/hamza forms, taa marbuta -> haa, alef maqsura -> yaa, Arabic digits -> ASCII, lower-cases Latin.';
revoke execute on function private.normalize_arabic(text) from public, anon, authenticated;
grant execute on function private.normalize_arabic(text) to anon, authenticated, service_role;

-- pg_trgm only makes trigrams of letters the database locale calls alphanumeric; under the C
-- locale (common for native Postgres) Arabic letters are not, so fuzzy search would silently
-- find nothing. This key spells the Arabic words of a normalised text with ASCII letters (one
-- per Arabic letter), which every locale accepts; Latin words are left out so the two
-- alphabets never collide.
create or replace function private.arabic_trigram_key(_normalized text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    translate(
      regexp_replace(coalesce(_normalized, ''), '[^\u0621-\u064A\s]', ' ', 'g'),
      'ءابتثجحخدذرزسشصضطظعغفقكلمنهوي',
      'abcdefghijklmnopqrstuvwxyz012'
    ),
    '\s+', ' ', 'g'))
$$;
comment on function private.arabic_trigram_key(text) is
  'ASCII spelling of the Arabic words of a normalised text, so pg_trgm works in any locale.';
revoke execute on function private.arabic_trigram_key(text) from public, anon, authenticated;
grant execute on function private.arabic_trigram_key(text) to anon, authenticated, service_role;

-- array_to_string is only STABLE because it serves every element type; for text[] it is
-- immutable, which the generated search columns need.
create or replace function private.join_words(_words text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_to_string(_words, ' '), '')
$$;
revoke execute on function private.join_words(text[]) from public, anon, authenticated;
grant execute on function private.join_words(text[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Audit of admin writes: every catalogue table gets this trigger. It records through
-- public.log_audit_event when the accounts migrations define it, so the catalogue does not
-- depend on their exact order of delivery.
-- ---------------------------------------------------------------------------------------------
create or replace function private.audit_admin_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_id text;
begin
  -- Only admins' writes are audited: seeds, migrations, the service and the counters that
  -- record_prompt_usage moves on behalf of users are not admin actions.
  if not private.is_admin() then
    return null;
  end if;
  if to_regprocedure('public.log_audit_event(text,uuid,text,text,jsonb,jsonb,jsonb)') is null then
    return null;
  end if;
  target_id := coalesce(to_jsonb(new), to_jsonb(old)) ->> 'id';
  if target_id is null then
    target_id := coalesce(to_jsonb(new), to_jsonb(old)) ->> (tg_argv[0]);
  end if;
  execute 'select public.log_audit_event($1, $2, $3, $4, $5, $6, $7)'
    using lower(tg_op) || '_' || tg_table_name,
          (select auth.uid()),
          tg_table_name,
          target_id,
          case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end,
          case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
          jsonb_build_object('source', 'catalogue_admin');
  return null;
end
$$;
comment on function private.audit_admin_write() is
  'AFTER trigger: records an admin''s insert/update/delete on catalogue and leads tables in the audit log.';
revoke execute on function private.audit_admin_write() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- icons (the icon manager): a Lucide icon key or a sanitised inline SVG, referenced by name.
-- ---------------------------------------------------------------------------------------------
create table public.icons (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  label text not null default '',
  lucide_key text check (lucide_key is null or lucide_key ~ '^[A-Za-z0-9-]{1,64}$'),
  svg text check (
    svg is null or (
      length(svg) <= 20000
      and svg ~* '^\s*<svg[\s>]'
      and svg !~* '<\s*script|javascript:|\son[a-z]+\s*=|<\s*foreignObject'
    )
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint icons_one_source check ((lucide_key is null) <> (svg is null))
);
comment on table public.icons is
  'Icon manager: a Lucide key or an inline SVG (scripts and event handlers refused). Platforms and categories reference icons by name. Anyone reads; admins write.';

-- ---------------------------------------------------------------------------------------------
-- platforms
-- ---------------------------------------------------------------------------------------------
create table public.platforms (
  id text primary key check (id ~ '^[a-z0-9-]{2,40}$'),
  name text not null,
  name_en text not null,
  icon text references public.icons (name) on update cascade on delete set null,
  supported boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.platforms is
  'AI platforms a prompt targets (id is the slug: chatgpt, gemini, midjourney, claude). Anyone reads; admins write.';
create index platforms_icon_idx on public.platforms (icon);

-- ---------------------------------------------------------------------------------------------
-- prompt categories
-- ---------------------------------------------------------------------------------------------
create table public.prompt_categories (
  id text primary key check (id ~ '^[a-z0-9-]{2,60}$'),
  name text not null,
  name_en text not null,
  description text not null default '',
  description_en text not null default '',
  platforms text[] not null default '{}',
  -- The advertised size of the category (spec totals), not a live count of rows.
  total_count integer not null default 0 check (total_count >= 0),
  icon text references public.icons (name) on update cascade on delete set null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.prompt_categories is
  'Prompt categories with their advertised totals. Anyone reads; admins write.';
create index prompt_categories_icon_idx on public.prompt_categories (icon);

-- ---------------------------------------------------------------------------------------------
-- prompts: public metadata and search columns. The body lives in prompt_bodies.
-- ---------------------------------------------------------------------------------------------
create table public.prompts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,120}$'),
  title_ar text not null check (length(title_ar) between 2 and 200),
  title_en text,
  description_ar text not null default '',
  description_en text,
  category text not null references public.prompt_categories (id) on update cascade,
  platforms text[] not null default '{chatgpt}' check (cardinality(platforms) > 0),
  required_plan text not null default 'basic' references public.plans (slug) on update cascade,
  tags text[] not null default '{}',
  -- [{ "key": "اسم_الشركة", "default": null }, ...], kept in step with the body by a trigger.
  variables jsonb not null default '[]'::jsonb check (jsonb_typeof(variables) = 'array'),
  is_published boolean not null default true,
  view_count integer not null default 0 check (view_count >= 0),
  copy_count integer not null default 0 check (copy_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text text generated always as (
    private.normalize_arabic(
      title_ar || ' ' || coalesce(title_en, '') || ' ' || description_ar || ' '
        || coalesce(description_en, '') || ' ' || private.join_words(tags)
    )
  ) stored,
  search_key text generated always as (
    private.arabic_trigram_key(
      private.normalize_arabic(title_ar || ' ' || description_ar || ' ' || private.join_words(tags))
    )
  ) stored,
  search_tsv tsvector generated always as (
    setweight(to_tsvector('simple'::regconfig,
      private.normalize_arabic(title_ar || ' ' || coalesce(title_en, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, private.normalize_arabic(private.join_words(tags))), 'B')
    || setweight(to_tsvector('simple'::regconfig,
      private.normalize_arabic(description_ar || ' ' || coalesce(description_en, ''))), 'C')
  ) stored
);
comment on table public.prompts is
  'Prompt metadata (no body). Anyone reads published rows; admins read and write all. Bodies: prompt_bodies.';
create index prompts_category_idx on public.prompts (category);
create index prompts_required_plan_idx on public.prompts (required_plan);
create index prompts_platforms_idx on public.prompts using gin (platforms);
create index prompts_published_created_idx on public.prompts (created_at desc) where is_published;
create index prompts_published_popular_idx on public.prompts ((view_count + copy_count) desc, created_at desc, id) where is_published;
create index prompts_search_tsv_idx on public.prompts using gin (search_tsv);
create index prompts_search_text_trgm_idx on public.prompts using gin (search_text extensions.gin_trgm_ops);
create index prompts_search_key_trgm_idx on public.prompts using gin (search_key extensions.gin_trgm_ops);

create table public.prompt_bodies (
  prompt_id uuid primary key references public.prompts (id) on delete cascade,
  body_ar text not null check (length(body_ar) between 1 and 20000),
  body_en text check (body_en is null or length(body_en) <= 20000),
  updated_at timestamptz not null default now()
);
comment on table public.prompt_bodies is
  'Prompt bodies, readable only by users whose current plan rank reaches the prompt''s required plan (published prompts), and by admins.';

-- The variables a body uses, so the UI can show the fields before (or without) the body:
-- {{key}} or {{key|default}}, in order of first use.
create or replace function private.extract_prompt_variables(_body text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('key', v.key, 'default', v.dflt) order by v.first_pos), '[]'::jsonb)
    from (
      select btrim(m[1]) as key, min(nullif(btrim(m[2]), '')) as dflt, min(n) as first_pos
        from regexp_matches(coalesce(_body, ''), '\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}', 'g')
             with ordinality as r(m, n)
       group by btrim(m[1])
    ) v
$$;
comment on function private.extract_prompt_variables(text) is
  'The {{key}} / {{key|default}} placeholders of a prompt body as [{key, default}], in order of first use.';
revoke execute on function private.extract_prompt_variables(text) from public, anon, authenticated;

create or replace function private.sync_prompt_variables()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  update public.prompts p
     set variables = private.extract_prompt_variables(new.body_ar)
   where p.id = new.prompt_id
     and p.variables is distinct from private.extract_prompt_variables(new.body_ar);
  return new;
end
$$;
revoke execute on function private.sync_prompt_variables() from public, anon, authenticated;
grant execute on function private.extract_prompt_variables(text) to authenticated, service_role;

create trigger prompt_bodies_sync_variables before insert or update on public.prompt_bodies
  for each row execute function private.sync_prompt_variables();

-- Whether the caller may read the body / link of an item requiring `_plan`.
create or replace function private.can_access_plan(_plan text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.rank from public.plans p where p.slug = _plan)
      <= private.current_plan_rank((select auth.uid())),
    false)
$$;
comment on function private.can_access_plan(text) is
  'True when the caller''s current plan rank (incl. grace period) reaches the rank of plan _plan.';
revoke execute on function private.can_access_plan(text) from public, anon, authenticated;
grant execute on function private.can_access_plan(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- GPT assistants
-- ---------------------------------------------------------------------------------------------
create table public.gpt_assistant_categories (
  id text primary key check (id ~ '^[a-z0-9-]{2,60}$'),
  name text not null,
  name_en text not null,
  description text not null default '',
  description_en text not null default '',
  total_count integer not null default 0 check (total_count >= 0),
  icon text references public.icons (name) on update cascade on delete set null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.gpt_assistant_categories is
  'GPT-assistant categories with advertised totals. Anyone reads; admins write.';
create index gpt_assistant_categories_icon_idx on public.gpt_assistant_categories (icon);

create table public.gpt_assistants (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,120}$'),
  name text not null,
  name_en text,
  description text not null default '',
  description_en text,
  category text not null references public.gpt_assistant_categories (id) on update cascade,
  required_plan text not null default 'premium' references public.plans (slug) on update cascade,
  icon text,
  is_published boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.gpt_assistants is
  'GPT assistants (public description). Anyone reads published rows; admins write. Link and instructions: gpt_assistant_details.';
create index gpt_assistants_category_idx on public.gpt_assistants (category);
create index gpt_assistants_required_plan_idx on public.gpt_assistants (required_plan);

create table public.gpt_assistant_details (
  assistant_id uuid primary key references public.gpt_assistants (id) on delete cascade,
  url text check (url is null or url ~ '^https://'),
  instructions text,
  updated_at timestamptz not null default now()
);
comment on table public.gpt_assistant_details is
  'An assistant''s link and instructions, readable only where the caller''s plan reaches the assistant''s required plan, and by admins.';

-- ---------------------------------------------------------------------------------------------
-- AI tools directory and automation templates
-- ---------------------------------------------------------------------------------------------
create table public.ai_tools (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,120}$'),
  name text not null,
  name_en text not null,
  category text not null,
  description text not null default '',
  description_en text not null default '',
  url text not null check (url ~ '^https://'),
  pricing text not null default 'freemium' check (pricing in ('free', 'freemium', 'paid')),
  icon text,
  is_published boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.ai_tools is 'AI-tools directory. Anyone reads published rows; admins write.';
create index ai_tools_category_idx on public.ai_tools (category);

create table public.automation_templates (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,120}$'),
  title text not null,
  title_en text,
  description text not null default '',
  description_en text,
  required_plan text not null default 'advanced' references public.plans (slug) on update cascade,
  -- [{ "title": ..., "description": ..., "tool": ... }, ...]
  steps jsonb not null default '[]'::jsonb check (jsonb_typeof(steps) = 'array'),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.automation_templates is
  'Automation templates (steps are descriptive). Anyone reads published rows; admins write.';
create index automation_templates_required_plan_idx on public.automation_templates (required_plan);

-- ---------------------------------------------------------------------------------------------
-- RLS, grants, policies, triggers: the same shape for every catalogue table.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
  published text;
begin
  foreach t in array array['icons', 'platforms', 'prompt_categories', 'prompts',
    'gpt_assistant_categories', 'gpt_assistants', 'ai_tools', 'automation_templates']
  loop
    published := case when t in ('prompts', 'gpt_assistants', 'ai_tools', 'automation_templates')
                      then 'is_published or (select private.is_admin())' else 'true' end;
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format('create policy "%s: anyone reads" on public.%I for select to anon, authenticated using (%s)',
      t, t, published);
    execute format('create policy "%s: admins insert" on public.%I for insert to authenticated with check ((select private.is_admin()))', t, t);
    execute format('create policy "%s: admins update" on public.%I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', t, t);
    execute format('create policy "%s: admins delete" on public.%I for delete to authenticated using ((select private.is_admin()))', t, t);
    execute format('create trigger %s_touch_updated_at before update on public.%I for each row execute function private.touch_updated_at()', t, t);
    execute format('create trigger %s_audit after insert or update or delete on public.%I for each row execute function private.audit_admin_write(''id'')', t, t);
  end loop;

  -- Bodies and assistant links: readable by plan, written by admins.
  foreach t in array array['prompt_bodies', 'gpt_assistant_details'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format('create policy "%s: admins insert" on public.%I for insert to authenticated with check ((select private.is_admin()))', t, t);
    execute format('create policy "%s: admins update" on public.%I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', t, t);
    execute format('create policy "%s: admins delete" on public.%I for delete to authenticated using ((select private.is_admin()))', t, t);
  end loop;
  execute 'create trigger prompt_bodies_audit after insert or update or delete on public.prompt_bodies for each row execute function private.audit_admin_write(''prompt_id'')';
  execute 'create trigger gpt_assistant_details_touch_updated_at before update on public.gpt_assistant_details for each row execute function private.touch_updated_at()';
  execute 'create trigger gpt_assistant_details_audit after insert or update or delete on public.gpt_assistant_details for each row execute function private.audit_admin_write(''assistant_id'')';
end
$$;

create policy "prompt_bodies: readable where the plan allows" on public.prompt_bodies
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.prompts p
       where p.id = prompt_bodies.prompt_id
         and p.is_published
         and private.can_access_plan(p.required_plan)
    )
  );

create policy "gpt_assistant_details: readable where the plan allows" on public.gpt_assistant_details
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.gpt_assistants a
       where a.id = gpt_assistant_details.assistant_id
         and a.is_published
         and private.can_access_plan(a.required_plan)
    )
  );

-- Generated search columns are derived; nobody writes them directly (Postgres refuses anyway,
-- this keeps the intent visible), and counters move only through record_prompt_usage.
revoke insert, update on table public.prompts from authenticated;
grant insert (id, slug, title_ar, title_en, description_ar, description_en, category, platforms,
  required_plan, tags, variables, is_published, created_at) on table public.prompts to authenticated;
grant update (slug, title_ar, title_en, description_ar, description_en, category, platforms,
  required_plan, tags, variables, is_published) on table public.prompts to authenticated;
