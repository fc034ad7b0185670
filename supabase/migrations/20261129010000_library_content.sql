-- The library's content side (issue 44): sectors and "how people ask" phrases on each prompt, a
-- worked example with each body, the tool's public website, assistants' conversation starters,
-- templates' importable workflows, «المتاح لي» and the sector filter in search, and true
-- catalogue counts.
--
-- What is public and what is paid (docs/entitlements.md): sectors, asks and a tool's website are
-- metadata, public like titles. A prompt's example (the filled values and an example answer) is
-- read with its body: prompt_bodies stays admin-only, and prompt_example() gives it to a caller who
-- opened the prompt today (open_prompt: entitlement and quota). A template's workflow file is paid
-- with its steps (automation_template_details' policy).

-- ---------------------------------------------------------------------------------------------
-- Prompts: sectors and how people ask (public, searchable); the example (paid, with the body)
-- ---------------------------------------------------------------------------------------------
alter table public.prompts
  add column sectors text[] not null default '{}'
    check (sectors <@ array['general', 'restaurants', 'retail', 'ecommerce', 'clinics', 'real-estate',
                            'education', 'contracting', 'beauty', 'logistics', 'professional-services',
                            'events', 'tourism', 'careers']::text[]
           and cardinality(sectors) <= 14),
  add column ask_phrases text[] not null default '{}'
    check (cardinality(ask_phrases) <= 10 and length(array_to_string(ask_phrases, '|')) <= 1500);
comment on column public.prompts.sectors is
  'The sectors a prompt is written for (general = any business; careers = personal career needs). The library''s sector filter; public.';
comment on column public.prompts.ask_phrases is
  'How people ask for this prompt (3-6 phrases, Gulf dialect included), for search; public.';
create index prompts_sectors_idx on public.prompts using gin (sectors);

alter table public.prompt_bodies
  add column example jsonb
    check (example is null or (jsonb_typeof(example) = 'object'
                               and jsonb_typeof(example -> 'values') = 'object'
                               and jsonb_typeof(example -> 'answer') = 'string'
                               and length(example::text) <= 20000));
comment on column public.prompt_bodies.example is
  'The worked example: {"values": {variable: value}, "answer": text}. Paid with the body: read through prompt_example().';

create or replace function rpc_definer.prompt_example(p_prompt_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception using errcode = '42501', message = private.lock_message('sign_in', null), hint = 'sign_in';
  end if;
  -- The example goes with the body: to whoever opened this prompt today (open_prompt checked the
  -- plan and counted the quota), and to admins.
  if not private.is_admin() and not exists (
       select 1 from public.prompt_opens o
        where o.user_id = uid and o.day = private.riyadh_today() and o.prompt_id = p_prompt_id) then
    raise exception using errcode = 'P0001', message = 'افتح الأمر أولاً لترى مثاله', hint = 'not_opened';
  end if;
  return (select b.example from public.prompt_bodies b where b.prompt_id = p_prompt_id);
end
$$;
comment on function rpc_definer.prompt_example(uuid) is
  'A prompt''s worked example ({values, answer}), for a caller who opened the prompt today (open_prompt) or an admin; hint not_opened otherwise.';
revoke execute on function rpc_definer.prompt_example(uuid) from public;
grant execute on function rpc_definer.prompt_example(uuid) to authenticated, service_role;

create function public.prompt_example(p_prompt_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.prompt_example(p_prompt_id);
end
$$;
comment on function public.prompt_example(uuid) is
  'A prompt''s worked example ({values, answer}), for a caller who opened the prompt today (open_prompt) or an admin; hint not_opened otherwise.';
revoke execute on function public.prompt_example(uuid) from public, anon, authenticated;
grant execute on function public.prompt_example(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Tools: the public website (what a plan sells is the guide and notes, not the address)
-- ---------------------------------------------------------------------------------------------
alter table public.ai_tools
  add column website text check (website is null or (website ~ '^https://[^\s]+$' and length(website) <= 300));
comment on column public.ai_tools.website is
  'The tool''s public website, shown to everyone. The paid guide, notes and tips stay in ai_tool_details.';
update public.ai_tools t set website = d.url from public.ai_tool_details d where d.tool_id = t.id;

-- An admin writes a tool's address in its details (the catalogue page's form): the public website
-- follows it, unless it was set to another address on purpose.
create or replace function private.tool_website_from_details()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.url is not distinct from old.url then
    return null;
  end if;
  update public.ai_tools t
     set website = new.url
   where t.id = new.tool_id
     and new.url ~ '^https://[^\s]+$' and length(new.url) <= 300
     and (t.website is null or (tg_op = 'UPDATE' and t.website is not distinct from old.url));
  return null;
end
$$;
comment on function private.tool_website_from_details() is
  'Keeps ai_tools.website (public) with the address written in ai_tool_details.url, unless the website was set to another address.';
revoke execute on function private.tool_website_from_details() from public, anon, authenticated;
create trigger ai_tool_details_website
  after insert or update of url on public.ai_tool_details
  for each row execute function private.tool_website_from_details();

-- ---------------------------------------------------------------------------------------------
-- Assistants: conversation starters; a link is a ChatGPT GPT address or none yet (placeholder)
-- ---------------------------------------------------------------------------------------------
alter table public.gpt_assistant_details
  add column conversation_starters text[] not null default '{}'
    check (cardinality(conversation_starters) <= 6 and length(array_to_string(conversation_starters, '|')) <= 1200);
update public.gpt_assistant_details set url = null
 where url is not null and url !~ '^https://chatgpt\.com/g/g-[A-Za-z0-9]{6,}(-[a-z0-9-]+)?$';
alter table public.gpt_assistant_details
  add constraint gpt_assistant_details_url_gpt
    check (url is null or url ~ '^https://chatgpt\.com/g/g-[A-Za-z0-9]{6,}(-[a-z0-9-]+)?$');
comment on column public.gpt_assistant_details.url is
  'The assistant''s published GPT (https://chatgpt.com/g/g-…). Null: not published yet, a placeholder the admin replaces (the catalogue page lists them); users get the instructions to start the conversation themselves.';

-- ---------------------------------------------------------------------------------------------
-- Templates: an importable workflow (n8n workflow JSON or Make blueprint), paid with the steps
-- ---------------------------------------------------------------------------------------------
alter table public.automation_template_details
  add column workflow jsonb check (workflow is null or (jsonb_typeof(workflow) = 'object' and length(workflow::text) <= 200000)),
  add column workflow_format text check (workflow_format is null or workflow_format in ('n8n', 'make')),
  add constraint automation_template_details_workflow_format check ((workflow is null) = (workflow_format is null));
comment on column public.automation_template_details.workflow is
  'The template as a file to import: an n8n workflow (workflow_format n8n) or a Make blueprint (make). Paid, like the steps.';

-- ---------------------------------------------------------------------------------------------
-- True counts: what the catalogue holds, for every page that states a figure
-- ---------------------------------------------------------------------------------------------
create or replace function public.catalogue_stats()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'prompts', (select count(*) from public.prompts p where p.is_published),
    'assistants', (select count(*) from public.gpt_assistants a where a.is_published),
    'tools', (select count(*) from public.ai_tools t where t.is_published),
    'templates', (select count(*) from public.automation_templates t where t.is_published),
    'kits', (select count(*) from public.kits k where k.is_published),
    'by_category', coalesce((select jsonb_object_agg(c.category, c.n)
                               from (select p.category, count(*) as n from public.prompts p
                                      where p.is_published group by p.category) c), '{}'),
    'by_sector', coalesce((select jsonb_object_agg(s.sector, s.n)
                             from (select x.sector, count(*) as n from public.prompts p, unnest(p.sectors) x(sector)
                                    where p.is_published group by x.sector) s), '{}'),
    'by_platform', coalesce((select jsonb_object_agg(s.platform, s.n)
                               from (select x.platform, count(*) as n from public.prompts p, unnest(p.platforms) x(platform)
                                      where p.is_published group by x.platform) s), '{}'))
$$;
comment on function public.catalogue_stats() is
  'What the published catalogue holds (prompts, assistants, tools, templates, kits; prompts by category, sector and platform). Every figure the site states about the catalogue comes from these counts, rounded down (src/lib/catalogue-claims.ts).';
revoke execute on function public.catalogue_stats() from public;
grant execute on function public.catalogue_stats() to anon, authenticated, service_role;

comment on column public.prompt_categories.total_count is
  'The content target for the category (shown to admins on the content dashboard against the published count), never a claim to visitors.';

-- ---------------------------------------------------------------------------------------------
-- Search: the sector filter and «المتاح لي» (sort = available)
-- ---------------------------------------------------------------------------------------------
drop function public.search_prompts(text, text, text, text, integer, integer, integer);
drop function private.search_prompts(text, text, text, text, integer, integer);

create function private.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0,
  p_sector text default null
)
returns table (
  id uuid, slug text, title_ar text, description_ar text, category text, platforms text[],
  trial_sample boolean, locked boolean, lock_reason text, unlock_plan text, total_count bigint)
language plpgsql
volatile
security definer
set search_path = ''
-- The planner prices the per-hit concept counts high enough to JIT-compile the query: 190 ms of
-- compilation for a 5 ms search.
set jit = off
as $$
declare
  -- Hits ranked for relevance (and the bound of total_count): one concept; several concepts,
  -- per pass; and below how many prompts matching every concept the partial matches join.
  cap constant integer := 200;
  multi_cap constant integer := 150;
  few constant integer := 100;
  concepts tsquery[];
  anyq tsquery;
  allq tsquery;
  q tsquery;
  ent jsonb := private.entitlements((select auth.uid()));
  access text := ent -> 'limits' ->> 'prompts_access';
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
  hit_ids uuid[];
  -- The kept ranking (private.search_cache).
  ck text;
  ver bigint;
  cslot integer;
  c_ids uuid[];
  c_cov real[];
  c_cm integer[];
  c_r real[];
begin
  if sort not in ('relevance', 'newest', 'popular', 'rated', 'title', 'available') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;

  if sort = 'relevance' then
    -- The concepts depend on the normalised query only (search_concepts reads its first 200
    -- characters), the hits on it, the category and the platform.
    ck := left(private.normalize_arabic(p_query), 200)
          || case when p_sector is null then '' else '|sector:' || p_sector end;
    select s.version into ver from private.search_cache_state s where s.id;
    cslot := private.search_cache_slot(ck || '|' || coalesce(p_category, '') || '|' || coalesce(p_platform, ''));
    select c.ids, c.cov, c.cm, c.r into c_ids, c_cov, c_cm, c_r
      from private.search_cache c
     where c.slot = cslot and c.version = ver and c.query = ck
       and c.category is not distinct from p_category and c.platform is not distinct from p_platform;
  end if;

  if c_ids is null then
    concepts := private.search_concepts(p_query);

    if sort = 'available' then
      -- «المتاح لي» (issue 44): what the caller's plan opens first, then the rest, each newest
      -- first; the same filters and words as the other orders. Measured at 30,000 prompts
      -- (bench): item_lock over every distinct (category, platforms, sample) took 250 ms a page,
      -- plan_opens per prompt 100 ms; the rule's prompt branch in the query is what is left.
      foreach q in array concepts loop
        anyq := case when anyq is null then q else anyq || q end;
      end loop;
      select count(*) into total
        from public.prompts p
       where p.is_published
             and (p_category is null or p.category = p_category)
             and (p_sector is null or p.sectors @> array[p_sector])
             and (p_platform is null or p.platforms @> array[p_platform])
             and (anyq is null or p.search_doc @@ anyq);
      return query
        with rows as materialized (
          -- The prompt branch of private.plan_opens written into the query: a function with its
          -- own settings is called, not inlined, and 30,000 calls cost 100 ms a page. The page's
          -- locks below come from item_lock (the rule itself), and library-content.test.ts checks
          -- this order against them for every kind of plan.
          select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms,
                 p.trial_sample, p.created_at,
                 coalesce(case access
                            when 'all' then true
                            when 'all_chatgpt' then 'chatgpt' = any (p.platforms)
                            when 'single_section' then 'chatgpt' = any (p.platforms)
                                                       and p.category = ent ->> 'section'
                            when 'limited' then p.trial_sample
                            else false end, false) as opens
            from public.prompts p
           where p.is_published
             and (p_category is null or p.category = p_category)
             and (p_sector is null or p.sectors @> array[p_sector])
             and (p_platform is null or p.platforms @> array[p_platform])
             and (anyq is null or p.search_doc @@ anyq)
           order by 9 desc, p.created_at desc, p.id
           limit lim offset off
        ), locks as materialized (
          select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
            from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
            cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
        )
        select r.id, r.slug, r.title_ar, r.description_ar, r.category, r.platforms, r.trial_sample,
               lk.locked, lk.reason, lk.unlock_plan, total
          from rows r
          join locks lk on lk.category = r.category and lk.platforms = r.platforms
                        and lk.trial_sample = r.trial_sample
         order by r.opens desc, r.created_at desc, r.id;
      return;
    end if;

    if cardinality(concepts) = 0 then
      -- No words (or only request words): browse, filtered, in the requested order.
      select count(*) into total
        from public.prompts p
       where p.is_published
         and (p_category is null or p.category = p_category)
         and (p_sector is null or p.sectors @> array[p_sector])
         and (p_platform is null or p.platforms @> array[p_platform]);
      return query
        with rows as materialized (
          select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms,
                 p.trial_sample, p.view_count, p.copy_count, p.helpful_count, p.unhelpful_count,
                 p.created_at
            from public.prompts p
           where p.is_published
             and (p_category is null or p.category = p_category)
         and (p_sector is null or p.sectors @> array[p_sector])
             and (p_platform is null or p.platforms @> array[p_platform])
           order by
             case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
             case when sort = 'rated' then p.helpful_count - p.unhelpful_count end desc nulls last,
             case when sort = 'rated' then p.helpful_count end desc nulls last,
             case when sort = 'title' then p.title_ar end asc,
             p.created_at desc, p.id
           limit lim offset off
        ), locks as materialized (
          -- One entitlement check per distinct (category, platforms, trial sample) of the page,
          -- not one per row.
          select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
            from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
            cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
        )
        select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms, p.trial_sample,
               lk.locked, lk.reason, lk.unlock_plan, total
          from rows p
          join locks lk on lk.category = p.category and lk.platforms = p.platforms
                        and lk.trial_sample = p.trial_sample
         order by
           case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
           case when sort = 'rated' then p.helpful_count - p.unhelpful_count end desc nulls last,
           case when sort = 'rated' then p.helpful_count end desc nulls last,
           case when sort = 'title' then p.title_ar end asc,
           p.created_at desc, p.id;
      return;
    end if;

    foreach q in array concepts loop
      anyq := case when anyq is null then q else anyq || q end;
      allq := case when allq is null then q else allq && q end;
    end loop;
  end if;

  if sort = 'relevance' and c_ids is null and cardinality(concepts) = 1 then
    -- One concept: every hit matches it (coverage 1); the category named, the weighted rank and
    -- popularity order them.
    hit_ids := private.search_hits(anyq, p_category, p_platform, cap);
    with cats as materialized (
      select c.id, count(*)::integer as m
        from private.search_category_docs c
        cross join unnest(concepts) cq
       where c.doc @@ cq
       group by c.id
    ), hits as materialized (
      select p.id, p.category as cat,
             ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
        from unnest(hit_ids) h(id)
        join public.prompts p on p.id = h.id
       where p_sector is null or p.sectors @> array[p_sector]
    )
    select coalesce(array_agg(h.id), '{}'), coalesce(array_agg(1::real), '{}'),
           coalesce(array_agg(coalesce(ct.m, 0)), '{}'), coalesce(array_agg(h.r), '{}')
      into c_ids, c_cov, c_cm, c_r
      from hits h
      left join cats ct on ct.id = h.cat;
  elsif sort = 'relevance' and c_ids is null then
    -- Several concepts: prompts matching every concept, then, when they are few, prompts
    -- matching any; ranked by the concepts they cover (a rare concept weighs more).
    with cats as materialized (
      -- How many concepts each category's name (Arabic or English) matches.
      select c.id, count(*)::integer as m
        from private.search_category_docs c
        cross join unnest(concepts) cq
       where c.doc @@ cq
       group by c.id
    ), all_hits as materialized (
      select p.id
        from public.prompts p
       where p.search_doc @@ allq
         and p.is_published
         and (p_category is null or p.category = p_category)
         and (p_sector is null or p.sectors @> array[p_sector])
         and (p_platform is null or p.platforms @> array[p_platform])
       limit multi_cap
    ), hits as materialized (
      select a.id from all_hits a
      union
      (select p.id
         from public.prompts p
        where (select count(*) from all_hits) < few
          and p.search_doc @@ anyq
          and p.is_published
          and (p_category is null or p.category = p_category)
         and (p_sector is null or p.sectors @> array[p_sector])
          and (p_platform is null or p.platforms @> array[p_platform])
        limit multi_cap)
    ), matched as materialized (
      -- Which concepts each hit matches.
      select p.id, p.category as cat,
             array(select g from generate_subscripts(concepts, 1) g where p.search_doc @@ concepts[g]) as ms,
             ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
        from hits h
        join public.prompts p on p.id = h.id
    ), df as (
      -- A concept few hits match says more about what the user wants than one most match.
      select x.g, 1 + ln((select count(*) from matched)::real / count(*)) as w
        from matched mt2, unnest(mt2.ms) as x(g)
       group by x.g
    ), scored as materialized (
      select mt.id, mt.r,
             coalesce((select sum(df.w) from unnest(mt.ms) as y(g) join df on df.g = y.g), 0)::real as cov,
             coalesce(ct.m, 0) as cm
        from matched mt
        left join cats ct on ct.id = mt.cat
    )
    select coalesce(array_agg(s.id), '{}'), coalesce(array_agg(s.cov), '{}'),
           coalesce(array_agg(s.cm), '{}'), coalesce(array_agg(s.r), '{}')
      into c_ids, c_cov, c_cm, c_r
      from scored s;
  end if;

  if sort = 'relevance' then
    if ck is not null and ver is not null and concepts is not null
       and not current_setting('transaction_read_only')::boolean then
      -- Just ranked: kept for the next search of the same words (a stale version is never read).
      insert into private.search_cache as c (slot, version, query, category, platform, ids, cov, cm, r)
      values (cslot, ver, ck, p_category, p_platform, c_ids, c_cov, c_cm, c_r)
      on conflict (slot) do update
        set version = excluded.version, query = excluded.query, category = excluded.category,
            platform = excluded.platform, ids = excluded.ids, cov = excluded.cov,
            cm = excluded.cm, r = excluded.r
        where c.version <= excluded.version;
    end if;
    -- The page: concepts covered, category named, weighted rank, then live popularity and date.
    return query
      with page as (
        select h.id, h.cov, h.cm, h.r, (p.view_count + p.copy_count) as pop
          from unnest(c_ids, c_cov, c_cm, c_r) h(id, cov, cm, r)
          join public.prompts p on p.id = h.id
         where p.is_published
         order by h.cov desc, h.cm desc, h.r desc, (p.view_count + p.copy_count) desc,
                  p.created_at desc, h.id
         limit lim offset off
      ), rows as materialized (
        select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms,
               p.trial_sample, p.created_at, pg.cov, pg.cm, pg.r, pg.pop
          from page pg
          join public.prompts p on p.id = pg.id
      ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
      )
      select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms, p.trial_sample,
             lk.locked, lk.reason, lk.unlock_plan, cardinality(c_ids)::bigint
        from rows p
        join locks lk on lk.category = p.category and lk.platforms = p.platforms
                      and lk.trial_sample = p.trial_sample
       order by p.cov desc, p.cm desc, p.r desc, p.pop desc, p.created_at desc, p.id;
    return;
  end if;

  -- Newest, popular, title: the order holds over all hits; only the page's rows are ranked.
  select count(*) into total
    from (select 1
            from public.prompts p
           where p.search_doc @@ anyq
             and p.is_published
             and (p_category is null or p.category = p_category)
         and (p_sector is null or p.sectors @> array[p_sector])
             and (p_platform is null or p.platforms @> array[p_platform])
           limit cap) c;
  return query
    with rows as materialized (
      select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms, p.trial_sample,
             p.view_count, p.copy_count, p.helpful_count, p.unhelpful_count, p.created_at
        from public.prompts p
       where p.search_doc @@ anyq
         and p.is_published
         and (p_category is null or p.category = p_category)
         and (p_sector is null or p.sectors @> array[p_sector])
         and (p_platform is null or p.platforms @> array[p_platform])
       order by
         case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
         case when sort = 'rated' then p.helpful_count - p.unhelpful_count end desc nulls last,
         case when sort = 'rated' then p.helpful_count end desc nulls last,
         case when sort = 'title' then p.title_ar end asc,
         p.created_at desc, p.id
       limit lim offset off
    ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
    )
    select pg.id, pg.slug, pg.title_ar, pg.description_ar, pg.category, pg.platforms,
           pg.trial_sample, lk.locked, lk.reason, lk.unlock_plan, total
      from rows pg
      join locks lk on lk.category = pg.category and lk.platforms = pg.platforms
                      and lk.trial_sample = pg.trial_sample
     order by
       case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
       case when sort = 'rated' then pg.helpful_count - pg.unhelpful_count end desc nulls last,
       case when sort = 'rated' then pg.helpful_count end desc nulls last,
       case when sort = 'title' then pg.title_ar end asc,
       pg.created_at desc, pg.id;
end
$$;
comment on function private.search_prompts(text, text, text, text, integer, integer, text) is
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): stemmed Arabic/English concepts with synonyms and typo widening over title, tags, category, platform and description; filters: category, platform, sector; sorts: relevance, newest, popular (views + copies), rated («مفيد» minus «غير مفيد»), title, available (what the caller''s plan opens first, then newest); ranks by concepts matched, category named, weighted rank, popularity. Relevance ranks at most 200 hits (one concept) or 150 + 150 (several). Locks from the entitlement rule, computed once per distinct (category, platforms, trial sample). Returns what a result card shows (no bodies, no variables).';
revoke execute on function private.search_prompts(text, text, text, text, integer, integer, text) from public;
grant execute on function private.search_prompts(text, text, text, text, integer, integer, text) to anon, authenticated, service_role;

create function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0,
  p_own_limit integer default 0,
  p_sector text default null)
returns table (
  id uuid, slug text, title_ar text, description_ar text, category text, platforms text[],
  trial_sample boolean, locked boolean, lock_reason text, unlock_plan text, total_count bigint,
  own boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  returned bigint;
  own_lim integer := least(greatest(coalesce(p_own_limit, 0), 0), 20);
begin
  perform private.enforce_rate_limit('search_prompts', 120, 300, 1);
  return query
    select s.*, false
      from private.search_prompts(p_query, p_category, p_platform, p_sort, p_limit, p_offset, p_sector) s;
  get diagnostics returned = row_count;
  -- A first page with fewer than 3 prompts for a typed query is a gap in the catalogue (or in
  -- search): counted for the admins. Filtered searches are not (the filter made them small), nor
  -- a full page (p_limit below 3: the total is not known to be small).
  if returned < 3 and returned < coalesce(p_limit, 20) and coalesce(p_offset, 0) = 0
     and p_category is null and p_platform is null and p_sector is null
     and btrim(coalesce(p_query, '')) <> '' then
    perform private.record_search_gap(p_query, returned::integer);
  end if;
  -- The caller's own matches, after the library page: first page of a typed query, signed in.
  if own_lim > 0 and coalesce(p_offset, 0) = 0 and btrim(coalesce(p_query, '')) <> ''
     and (select auth.uid()) is not null then
    -- In private.search_own_prompts' order; the library's filters apply to own rows too (from
    -- its best 50 when filtered).
    return query
      select o.id, null::text, o.title, o.description, o.category, o.platforms, false, false,
             null::text, null::text, null::bigint, true
        from private.search_own_prompts(p_query,
               case when p_category is null and p_platform is null and p_sector is null then own_lim else 50 end)
             with ordinality as o (id, title, description, category, platforms, tags, forked_from,
                                   updated_at, score, n)
       where p_sector is null
         and (p_category is null or o.category = p_category)
         and (p_platform is null or o.platforms @> array[p_platform])
       order by o.n
       limit own_lim;
  end if;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer, integer, text) is
  'The catalogue search (private.search_prompts), 120 calls a minute per client address for anon, 300 a minute per signed-in user (past it HTTP 429, hint rate_limited); a first page of fewer than 3 prompts for an unfiltered typed query is counted in search_gaps. Filters: category, platform, sector (p_sector: prompts.sectors). Sorts include available («المتاح لي»: what the caller''s plan opens first; the signed-in library''s default). Each row is what a result card shows: title, description, category, platforms, trial sample and the lock (why, and the plan that opens it), with the total. With p_own_limit (at most 20) a signed-in caller''s first page of an unfiltered-by-sector typed query also carries up to that many of the caller''s own matching prompts after the library rows (own = true; title_ar/description_ar hold the own title/description, slug and total_count null).';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer, integer, text) from public;
grant execute on function public.search_prompts(text, text, text, text, integer, integer, integer, text) to anon, authenticated, service_role;
