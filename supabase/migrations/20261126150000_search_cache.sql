-- Search speed: the ranked hits of a query are kept, so a repeated search reads them instead of
-- ranking again (issue 29's targets: search_prompts p95 <= 5 ms, suggestions p95 <= 3 ms).
--
-- Measured on native Postgres 15 with the bench's 30,000 synthetic prompts (backend CPU per
-- call, docs/performance.md "Search speed: kept rankings"): a relevance search spent 4-9 ms of
-- CPU, of which finding the hits (a synonym group of 10-26 terms over ~9,000 matching prompts)
-- and ranking up to 200-300 of them (ts_rank against the whole group, the per-concept matches)
-- were 3-7 ms; the page, its locks and the entitlements under 1 ms. None of that depends on who
-- searches: only the locks do. So the result of the ranking (hit ids with their concept coverage,
-- category match and text rank) is kept per normalised query, category and platform in
-- private.search_cache; the next search for the same words reads it, orders it with the live
-- popularity and dates (view counts change all the time and are read at every call, so the order
-- is the one the full search gives), cuts the page and computes the locks for the caller as
-- before. Suggestions likewise keep their categories, terms, title candidates and correction,
-- and order the candidates by live popularity. CPU per call of a repeated query, old and new
-- functions interleaved on the same data (load average ~28): searches 4.5-9.3 -> 2.0-3.3 ms,
-- suggestions 3.2 -> 0.6 ms; the first search of a query costs what it did (6-8 ms).
--
-- Correctness: an entry is valid for one version of what the ranking reads. Any change to
-- prompts' searchable columns (not the view/copy counters), synonyms, the vocabulary, categories
-- or platforms bumps private.search_cache_state.version when its transaction commits (a deferred
-- constraint trigger, once per transaction; a row lock held only during the commit, so concurrent
-- writers cannot deadlock on it). A search reads the version before computing and stores what it
-- computed under that version: if a writer commits meanwhile, the entry is already stale and is
-- never read. Entries never hold bodies, locks or anything about the caller.
--
-- The table is UNLOGGED (lost on a crash: it is only a cache) and bounded: 4,096 slots by the
-- key's hash, a new entry takes its slot's place.

create table private.search_cache_state (
  id boolean primary key default true check (id),
  version bigint not null default 1
);
revoke all on table private.search_cache_state from public, anon, authenticated;
insert into private.search_cache_state default values;
comment on table private.search_cache_state is
  'Version of what search ranks (prompts'' searchable columns, synonyms, vocabulary, categories, platforms); bumped when a change commits. Entries of private.search_cache and private.search_suggest_cache under another version are never read.';

create unlogged table private.search_cache (
  slot integer primary key check (slot between 0 and 4095),
  version bigint not null,
  query text not null,
  category text,
  platform text,
  -- The ranked hits: ids, concepts covered (1 for a one-concept search), how many concepts the
  -- prompt's category name matches, weighted text rank. Same length; total_count = cardinality.
  ids uuid[] not null,
  cov real[] not null,
  cm integer[] not null,
  r real[] not null
);
revoke all on table private.search_cache from public, anon, authenticated;
comment on table private.search_cache is
  'Ranked hits of a relevance search per normalised query, category and platform (no caller, no body); valid while version = private.search_cache_state.version. A cache: unlogged, 4,096 slots.';

create unlogged table private.search_suggest_cache (
  slot integer primary key check (slot between 0 and 4095),
  version bigint not null,
  query text not null,
  lim integer not null,
  -- Rows before the titles (categories, terms), the title candidates (ordered at read time by
  -- title hit, live popularity, title) and the rows after them (correction, nearest categories).
  head jsonb not null,
  cand_ids uuid[] not null,
  cand_in_title boolean[] not null,
  tail jsonb not null
);
revoke all on table private.search_suggest_cache from public, anon, authenticated;
comment on table private.search_suggest_cache is
  'Suggestions per normalised query and limit (titles and names only); valid while version = private.search_cache_state.version. A cache: unlogged, 4,096 slots.';

create or replace function private.search_cache_bump()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Once per transaction (a bulk insert queues one event per row).
  if current_setting('private.search_cache_bumped', true) is distinct from txid_current()::text then
    update private.search_cache_state set version = version + 1 where id;
    perform set_config('private.search_cache_bumped', txid_current()::text, true);
  end if;
  return null;
end
$$;
comment on function private.search_cache_bump() is
  'Deferred trigger: at commit, moves private.search_cache_state.version on (once per transaction), so cached search rankings and suggestions made before the change are no longer read.';
revoke execute on function private.search_cache_bump() from public, anon, authenticated;

create or replace function private.search_cache_bump_stmt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.search_cache_state set version = version + 1 where id;
  return null;
end
$$;
comment on function private.search_cache_bump_stmt() is
  'TRUNCATE of a table search reads: moves private.search_cache_state.version on.';
revoke execute on function private.search_cache_bump_stmt() from public, anon, authenticated;

-- What the ranking and the suggestions read. prompts: every column but the counters and
-- updated_at (popularity is read live at every call). A WHEN on the values rather than a column
-- list: `update of <columns>` fired for an update of view_count alone here (measured on Postgres
-- 15; the table's stored generated columns), and an edit that changes nothing keeps the cache.
create constraint trigger prompts_search_cache
  after insert or delete on public.prompts deferrable initially deferred
  for each row execute function private.search_cache_bump();
create constraint trigger prompts_search_cache_edit
  after update on public.prompts deferrable initially deferred
  for each row
  when ((old.slug, old.title_ar, old.title_en, old.description_ar, old.description_en, old.category,
         old.platforms, old.tags, old.variables, old.is_published, old.created_at, old.search_text,
         old.search_tsv, old.trial_sample, old.search_doc)
        is distinct from
        (new.slug, new.title_ar, new.title_en, new.description_ar, new.description_en, new.category,
         new.platforms, new.tags, new.variables, new.is_published, new.created_at, new.search_text,
         new.search_tsv, new.trial_sample, new.search_doc))
  execute function private.search_cache_bump();
create constraint trigger search_synonym_terms_search_cache
  after insert or update or delete on private.search_synonym_terms deferrable initially deferred
  for each row execute function private.search_cache_bump();
create constraint trigger search_words_search_cache
  after insert or update or delete on private.search_words deferrable initially deferred
  for each row execute function private.search_cache_bump();
create constraint trigger search_category_docs_search_cache
  after insert or update or delete on private.search_category_docs deferrable initially deferred
  for each row execute function private.search_cache_bump();
create constraint trigger prompt_categories_search_cache
  after insert or update or delete on public.prompt_categories deferrable initially deferred
  for each row execute function private.search_cache_bump();
create constraint trigger platforms_search_cache
  after insert or update or delete on public.platforms deferrable initially deferred
  for each row execute function private.search_cache_bump();
create trigger prompts_search_cache_truncate after truncate on public.prompts
  for each statement execute function private.search_cache_bump_stmt();
create trigger search_words_search_cache_truncate after truncate on private.search_words
  for each statement execute function private.search_cache_bump_stmt();

-- The slot of a key: 4,096 slots by its hash.
create or replace function private.search_cache_slot(_key text)
returns integer
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return hashtext(_key) & 4095;
end
$$;
revoke execute on function private.search_cache_slot(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: relevance from the kept ranking when there is one
-- ---------------------------------------------------------------------------------------------
-- VOLATILE now (it writes the cache); called only from public.search_prompts (volatile), the
-- relevance bench and tests.
create or replace function private.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid, slug text, title_ar text, title_en text, description_ar text, description_en text,
  category text, platforms text[], trial_sample boolean, tags text[], variables jsonb,
  view_count integer, copy_count integer, created_at timestamptz, score real, locked boolean,
  lock_reason text, unlock_plan text, total_count bigint)
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
  if sort not in ('relevance', 'newest', 'popular', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;

  if sort = 'relevance' then
    -- The concepts depend on the normalised query only (search_concepts reads its first 200
    -- characters), the hits on it, the category and the platform.
    ck := left(private.normalize_arabic(p_query), 200);
    select s.version into ver from private.search_cache_state s where s.id;
    cslot := private.search_cache_slot(ck || '|' || coalesce(p_category, '') || '|' || coalesce(p_platform, ''));
    select c.ids, c.cov, c.cm, c.r into c_ids, c_cov, c_cm, c_r
      from private.search_cache c
     where c.slot = cslot and c.version = ver and c.query = ck
       and c.category is not distinct from p_category and c.platform is not distinct from p_platform;
  end if;

  if c_ids is null then
    concepts := private.search_concepts(p_query);

    if cardinality(concepts) = 0 then
      -- No words (or only request words): browse, filtered, in the requested order.
      select count(*) into total
        from public.prompts p
       where p.is_published
         and (p_category is null or p.category = p_category)
         and (p_platform is null or p.platforms @> array[p_platform]);
      return query
        with rows as materialized (
          select * from public.prompts p
           where p.is_published
             and (p_category is null or p.category = p_category)
             and (p_platform is null or p.platforms @> array[p_platform])
           order by
             case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
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
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
          from rows p
          join locks lk on lk.category = p.category and lk.platforms = p.platforms
                        and lk.trial_sample = p.trial_sample
         order by
           case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
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
        select p.*, pg.cov, pg.cm, pg.r, pg.pop
          from page pg
          join public.prompts p on p.id = pg.id
      ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, (p.cov + p.cm * 0.5 + p.r)::real, lk.locked, lk.reason,
             lk.unlock_plan, cardinality(c_ids)::bigint
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
             and (p_platform is null or p.platforms @> array[p_platform])
           limit cap) c;
  return query
    with rows as materialized (
      select p.*
        from public.prompts p
       where p.search_doc @@ anyq
         and p.is_published
         and (p_category is null or p.category = p_category)
         and (p_platform is null or p.platforms @> array[p_platform])
       order by
         case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
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
    select pg.id, pg.slug, pg.title_ar, pg.title_en, pg.description_ar, pg.description_en,
           pg.category, pg.platforms, pg.trial_sample, pg.tags, pg.variables, pg.view_count,
           pg.copy_count, pg.created_at, ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], pg.search_doc, anyq),
           lk.locked, lk.reason, lk.unlock_plan, total
      from rows pg
      join locks lk on lk.category = pg.category and lk.platforms = pg.platforms
                      and lk.trial_sample = pg.trial_sample
     order by
       case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
       case when sort = 'title' then pg.title_ar end asc,
       pg.created_at desc, pg.id;
end
$$;
comment on function private.search_prompts(text, text, text, text, integer, integer) is
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): stemmed Arabic/English concepts with synonyms and typo widening over title, tags, category, platform and description; ranks by concepts matched, category named, weighted rank, popularity. Relevance ranks at most 200 hits (one concept) or 150 + 150 (several), and keeps the ranking per normalised query, category and platform in private.search_cache (read while nothing it depends on has changed; popularity and dates read live). Locks from the entitlement rule, computed once per distinct (category, platforms, trial sample) of the page. Never returns bodies.';

-- ---------------------------------------------------------------------------------------------
-- Suggestions: kept per normalised query and limit; titles ordered by live popularity
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.search_suggest(p_query text, p_limit integer default 8)
returns table (kind text, label text, value text)
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
-- Looser than search's own widening (0.3): a spelling offered to choose, not applied unasked.
set pg_trgm.similarity_threshold = 0.2
as $$
declare
  nq text := left(btrim(private.normalize_arabic(p_query)), 100);
  lim integer := least(greatest(coalesce(p_limit, 8), 1), 20);
  concepts tsquery[];
  allq tsquery;
  anyq tsquery;
  q tsquery;
  last_stem text;
  corrected text;
  words text[] := '{}'::text[];
  w text;
  k text;
  latin boolean;
  best text;
  -- The kept answer (private.search_suggest_cache).
  ck text;
  ver bigint;
  cslot integer;
  head jsonb;
  tail jsonb;
  cand_ids uuid[];
  cand_in_title boolean[];
  n_titles integer;
  n_terms integer;
begin
  if length(nq) < 2 then
    return;
  end if;
  -- search_concepts reads the first 200 characters of the normalised query; the key adds the limit.
  ck := left(private.normalize_arabic(p_query), 200) || '|' || lim;
  select s.version into ver from private.search_cache_state s where s.id;
  cslot := private.search_cache_slot(ck);
  select c.head, c.cand_ids, c.cand_in_title, c.tail into head, cand_ids, cand_in_title, tail
    from private.search_suggest_cache c
   where c.slot = cslot and c.version = ver and c.query = ck;

  if head is null then
    tail := '[]'::jsonb;
    concepts := private.search_concepts(p_query);
    foreach q in array concepts loop
      anyq := case when anyq is null then q else anyq || q end;
      allq := case when allq is null then q else allq && q end;
    end loop;
    last_stem := private.search_stems(substring(nq from '(\S+)\s*$'));

    -- Categories whose name matches; synonym terms that start like the last word.
    select coalesce(jsonb_agg(jsonb_build_array(x.kind, x.label, x.value) order by x.o), '[]'::jsonb),
           count(*) filter (where x.kind = 'term')
      into head, n_terms
      from ((select 'category'::text as kind, c.name as label, c.id as value, c.sort_order::bigint as o
               from public.prompt_categories c
               join private.search_category_docs d on d.id = c.id
              where anyq is not null and d.doc @@ anyq
              order by c.sort_order
              limit 2)
            union all
            (select 'term'::text, t.term, t.term, 1000000000 + row_number() over (order by t.l, t.term)
               from (select distinct on (t.term) t.term, length(t.term) as l
                       from private.search_synonym_terms t
                      where last_stem <> '' and starts_with(t.stem, last_stem) and t.stem <> last_stem
                      order by t.term
                      limit 10) t
              order by t.l, t.term
              limit 2)) x;
    -- Prompt titles matching every concept: the candidates (their order is read live).
    if allq is not null then
      select coalesce(array_agg(h.id), '{}'::uuid[]), coalesce(array_agg(h.in_title), '{}'::boolean[])
        into cand_ids, cand_in_title
        from (select p.id, ts_filter(p.search_doc, '{a}') @@ allq as in_title
                from public.prompts p
               where p.search_doc @@ allq and p.is_published
               limit 40) h;
    else
      cand_ids := '{}'::uuid[];
      cand_in_title := '{}'::boolean[];
    end if;
    -- Nothing matches every word (or, without concepts, no term either): the corrected spelling
    -- and the nearest categories. Each word's trigram key is computed once, before the query.
    if (allq is not null and cardinality(cand_ids) = 0) or (allq is null and n_terms = 0) then
      foreach w in array regexp_split_to_array(nq, '\s+') loop
        k := private.arabic_trigram_key(w);
        latin := k = '';
        k := coalesce(nullif(k, ''), w);
        best := null;
        if not exists (select 1 from private.search_words sw
                        where sw.word operator(pg_catalog.~>=~) w
                          and sw.word operator(pg_catalog.~<~) (w || U&'\+10FFFF')) then
          select sw.word into best
            from private.search_words sw
           where sw.key operator(extensions.%) k
             and (sw.key = sw.word) = latin
           order by extensions.similarity(sw.key, k) desc, sw.word
           limit 1;
        end if;
        words := words || coalesce(best, w);
      end loop;
      corrected := array_to_string(words, ' ');
      if corrected is distinct from nq then
        tail := jsonb_build_array(jsonb_build_array('correction', corrected, corrected));
      end if;
      select tail || coalesce(jsonb_agg(jsonb_build_array('category', x.name, x.id) order by x.o), '[]'::jsonb)
        into tail
        from (select c.name, c.id,
                     row_number() over (order by extensions.similarity(private.normalize_arabic(c.name || ' ' || c.description), nq) desc,
                                                 c.sort_order) as o
                from public.prompt_categories c
                join private.search_category_docs d on d.id = c.id
               where anyq is null or not (d.doc @@ anyq)
               order by o
               limit 3) x;
    end if;
    if not current_setting('transaction_read_only')::boolean then
      insert into private.search_suggest_cache as c (slot, version, query, lim, head, cand_ids, cand_in_title, tail)
      values (cslot, ver, ck, lim, head, cand_ids, cand_in_title, tail)
      on conflict (slot) do update
        set version = excluded.version, query = excluded.query, lim = excluded.lim,
            head = excluded.head, cand_ids = excluded.cand_ids,
            cand_in_title = excluded.cand_in_title, tail = excluded.tail
        where c.version <= excluded.version;
    end if;
  end if;

  return query
    select e.value ->> 0, e.value ->> 1, e.value ->> 2
      from jsonb_array_elements(head) with ordinality e(value, o)
     order by e.o;
  -- Titles: title hits first, then popularity (read now), then the title.
  return query
    select 'prompt'::text, p.title_ar, p.id::text
      from unnest(cand_ids, cand_in_title) h(id, in_title)
      join public.prompts p on p.id = h.id
     where p.is_published
     order by h.in_title desc, p.view_count + p.copy_count desc, p.title_ar
     limit greatest(lim - 4, 3);
  get diagnostics n_titles = row_count;
  if n_titles = 0 then
    return query
      select e.value ->> 0, e.value ->> 1, e.value ->> 2
        from jsonb_array_elements(tail) with ordinality e(value, o)
       order by e.o;
  end if;
end
$$;
comment on function rpc_definer.search_suggest(text, integer) is
  'Search suggestions (kind, label, value): categories (value: id), synonym terms (value: the term) and prompt titles (value: prompt id) as the user types; for a query nothing matches, the corrected spelling (kind correction) and the nearest categories. Titles and names only, never bodies. Kept per normalised query and limit in private.search_suggest_cache while nothing it depends on has changed; titles ordered by live popularity.';
revoke execute on function rpc_definer.search_suggest(text, integer) from public, anon, authenticated;
grant execute on function rpc_definer.search_suggest(text, integer) to anon, authenticated, service_role;
