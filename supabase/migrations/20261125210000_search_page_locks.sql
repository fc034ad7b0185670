-- Search speed at 30,000 prompts, continued (issue 29's targets: search_prompts p95 <= 5 ms and
-- suggestions p95 <= 3 ms in the database; see docs/performance.md, "Search speed").
--
-- Measured on native Postgres 15 with the bench's 30,000 synthetic prompts, backend CPU per call
-- (/proc/<pid>/stat, as the bench reads it), each change against the state before it in the same
-- minute (the machine's load average 11-17 throughout, so differences under ~0.5 ms are noise):
-- * One-concept searches («تسويقية», a typo) went through the full-text index whenever PL/pgSQL
--   had switched search_prompts' query to its generic plan: for a concept most prompts match that
--   collects every matching entry (~10,000) before the first 200 are taken. Planned for the
--   actual words (private.search_hits, EXECUTE), a common concept is read in table order until
--   the bound (~700 rows) and a rare one through the index. Together with the next change, 100
--   calls of the same search: «تسويقية» 10.6 -> 5.2 ms, «تحلبل» 6.5 -> 4.5 ms. Several concepts
--   keep the cached plan (planning theirs per call measured no gain).
-- * Locks: private.item_lock ran for each of the page's 20 rows (the planner placed it after the
--   join, so even a page of 3 distinct kinds of prompt paid 20 calls). The page's rows are
--   materialised and item_lock runs once per distinct (category, platforms, trial sample), then
--   joins back. Same function, same arguments, same answers.
-- * The caller's entitlements are read with private.entitlements(auth.uid()) directly:
--   private.my_entitlements is a SQL function with SET, planned again at every call.
-- * Writes: the two trigram indexes on prompts.search_text / prompts.search_key (the search before
--   issue 29) are read by nothing since 20261125130000; each insert or update of a prompt still
--   paid for them. Dropped, with the search_key column that only fed one of them. The vocabulary
--   trigger computes the trigram key once per new word instead of once per word of every row.
--   1,000 synthetic prompts written into the 30,000-prompt catalogue: 16-17 s -> 7 s.

-- ---------------------------------------------------------------------------------------------
-- Writes: indexes nothing reads, the vocabulary's keys
-- ---------------------------------------------------------------------------------------------
drop index if exists public.prompts_search_text_trgm_idx;
drop index if exists public.prompts_search_key_trgm_idx;
alter table public.prompts drop column if exists search_key;

create or replace function private.prompts_add_search_words_stmt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Distinct new words first: the trigram key is computed once per word the vocabulary lacks,
  -- not once per word of every inserted row.
  insert into private.search_words (word, key)
  select n.w, coalesce(nullif(private.arabic_trigram_key(n.w), ''), n.w)
    from (select distinct x.w
            from new_rows r, unnest(tsvector_to_array(r.search_tsv || r.search_doc)) x(w)
           where length(x.w) between 2 and 60
             and x.w ~ '[a-z\u0621-\u064A]') n
   where not exists (select 1 from private.search_words sw where sw.word = n.w)
  on conflict (word) do nothing;
  return null;
end
$$;
revoke execute on function private.prompts_add_search_words_stmt() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The hits of a search, planned for its own words
-- ---------------------------------------------------------------------------------------------
-- Which prompts match, up to a bound. Planned for the actual query at every call (EXECUTE): a
-- concept most prompts match («تسويق»: 8,700 of 30,000) is cheapest read in table order until
-- the bound is reached (about 700 rows), a rare one through the full-text index. Inside
-- search_prompts' cached plan, once PL/pgSQL switched to the generic plan, every concept went
-- through the index, which for a common one collects every matching entry first (10,000 for
-- «تسويقية»'s synonym group: 2-3 times the CPU of the whole rest of the search).
create or replace function private.search_hits(_q tsquery, _category text, _platform text, _cap integer)
returns uuid[]
language plpgsql
stable
set search_path = ''
as $$
declare
  ids uuid[];
begin
  execute 'select coalesce(array_agg(x.id), ''{}''::uuid[])
             from (select p.id
                     from public.prompts p
                    where p.search_doc @@ $1
                      and p.is_published
                      and ($2::text is null or p.category = $2::text)
                      and ($3::text is null or p.platforms @> array[$3::text])
                    limit $4) x'
    into ids
    using _q, _category, _platform, _cap;
  return ids;
end
$$;
comment on function private.search_hits(tsquery, text, text, integer) is
  'Ids of published prompts whose search document matches _q (optionally in a category / on a platform), at most _cap; planned for the actual query at each call.';
revoke execute on function private.search_hits(tsquery, text, text, integer) from public, anon, authenticated;

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
stable
security definer
set search_path = ''
-- The planner prices the per-hit concept counts high enough to JIT-compile the query: 190 ms of
-- compilation for a 5 ms search.
set jit = off
as $$
declare
  -- Hits ranked for relevance (and the bound of total_count): one concept; several concepts,
  -- per pass; and below how many prompts matching every concept the partial matches join.
  -- (500 and 300 until 20261125140000: ranking cost grows with them, and past a few hundred
  -- hits the extra ones were only ever seen on page 11 and later.)
  cap constant integer := 200;
  multi_cap constant integer := 150;
  few constant integer := 100;
  concepts tsquery[];
  anyq tsquery;
  allq tsquery;
  q tsquery;
  -- The caller's entitlements, read once (private.my_entitlements is a SQL function with SET,
  -- planned again at every call).
  ent jsonb := private.entitlements((select auth.uid()));
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
  hit_ids uuid[];
begin
  if sort not in ('relevance', 'newest', 'popular', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;
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

  if sort = 'relevance' and cardinality(concepts) = 1 then
    -- One concept: every hit matches it; the category named, the weighted rank and popularity
    -- order them.
    hit_ids := private.search_hits(anyq, p_category, p_platform, cap);
    return query
      with cats as materialized (
        select c.id, count(*)::integer as m
          from private.search_category_docs c
          cross join unnest(concepts) cq
         where c.doc @@ cq
         group by c.id
      ), hits as materialized (
        select p.id, p.created_at, p.category as cat, (p.view_count + p.copy_count) as pop,
               ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
          from unnest(hit_ids) h(id)
          join public.prompts p on p.id = h.id
      ), page as (
        select h.id, h.created_at, h.r, h.pop, coalesce(ct.m, 0) as cm
          from hits h
          left join cats ct on ct.id = h.cat
         order by coalesce(ct.m, 0) desc, h.r desc, h.pop desc, h.created_at desc, h.id
         limit lim offset off
      ), rows as materialized (
        select p.*, pg.cm, pg.r, pg.pop
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
             p.copy_count, p.created_at, (1 + p.cm * 0.5 + p.r)::real, lk.locked, lk.reason,
             lk.unlock_plan, (select count(*) from hits)
        from rows p
        join locks lk on lk.category = p.category and lk.platforms = p.platforms
                      and lk.trial_sample = p.trial_sample
       order by p.cm desc, p.r desc, p.pop desc, p.created_at desc, p.id;
    return;
  end if;

  if sort = 'relevance' then
    -- (The hits here stay in the cached plan: planning them per call, as for one concept, measured
    -- no gain for several.)
    return query
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
        -- Prompts matching every concept, then, when they are few, prompts matching any.
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
        select p.id, p.created_at, p.category as cat, (p.view_count + p.copy_count) as pop,
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
        select mt.id, mt.created_at, mt.pop, mt.r,
               coalesce((select sum(df.w) from unnest(mt.ms) as y(g) join df on df.g = y.g), 0)::real as cov,
               coalesce(ct.m, 0) as cm
          from matched mt
          left join cats ct on ct.id = mt.cat
      ), page as (
        select s.id, (s.cov + s.cm * 0.5 + s.r)::real as s, s.cov, s.cm, s.r, s.pop
          from scored s
         order by s.cov desc, s.cm desc, s.r desc, s.pop desc, s.created_at desc, s.id
         limit lim offset off
      ), rows as materialized (
        select p.*, pg.s, pg.cov, pg.cm, pg.r, pg.pop
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
             p.copy_count, p.created_at, p.s, lk.locked, lk.reason, lk.unlock_plan,
             (select count(*) from hits)
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
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): stemmed Arabic/English concepts with synonyms and typo widening over title, tags, category, platform and description; ranks by concepts matched, category named, weighted rank, popularity. Relevance ranks at most 200 hits (one concept) or 150 + 150 (several). Locks from the entitlement rule, computed once per distinct (category, platforms, trial sample) of the page. Never returns bodies.';
