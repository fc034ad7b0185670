-- Search (issue 45, fourteenth pass): how the customer said it, as letters.
--
-- The engine matches a query to a prompt by stems and the lexicon; a prompt's ask phrases (how
-- customers ask for it) weigh by the stems they share with the query. What the stems lose is the
-- wording itself: a dialect verb the catalogue does not hold («وين يدرون عنا», «ما يداوم»), a
-- word the stemmer reads otherwise, the words the weights count little that a phrase shares with
-- the query. (Trigrams are taken word by word: the words' order does not count.) The similarity
-- of the query and a prompt's nearest ask phrase, both spelled by private.search_letters (without
-- request and function words, on the locale-proof ASCII key of private.arabic_trigram_key; the
-- query's words as private.search_query_words reads them, without a fused possessive), now
-- adds 0.75 × its value × the best score a prompt can reach, for the best 60 matches of a query
-- of two concepts or more (a one-word query names a category or a task, and a letter-level
-- likeness only reshuffles it). It ranks; it finds nothing and passes no threshold.
--
-- The phrases' letters are kept beside their stems in private.prompt_ask_docs (keys), written by
-- the same statement triggers. (A change of private.search_filler_words should rewrite them.)
-- Measured (native Postgres): first set 0.826 → 0.830 (dialect 0.764 → 0.773, long 0.802 →
-- 0.814, msa 0.826 → 0.825, typo 0.896 → 0.886); blind set 0.605 → 0.620 (its first 80, read for
-- causes, 0.613 → 0.639; the other 160, only measured, 0.601 → 0.611).

alter table private.prompt_ask_docs add column keys text[] not null default '{}';
comment on column private.prompt_ask_docs.keys is
  'Per ask phrase, in order, its letters (private.search_letters): search_prompts compares the query''s with them by trigram similarity.';

create or replace function private.search_letters(_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- The words of a text (its first 200 characters, normalised) without request and function words
  -- (private.search_filler_words), spelled for pg_trgm (private.arabic_trigram_key): what a query
  -- and an ask phrase are compared by, letter by letter. The same on both sides, so «ابي» or «كيف»
  -- in an ask phrase neither helps nor hurts a query that leaves it out.
  select private.arabic_trigram_key(coalesce(string_agg(t.w, ' ' order by t.o), ''))
    from regexp_split_to_table(
           btrim(regexp_replace(left(private.normalize_arabic(_text), 200), '[^0-9a-z\u0621-\u064A]+', ' ', 'g')),
           ' ') with ordinality as t(w, o)
   where t.w <> '' and not (t.w = any (private.search_filler_words()))
$$;
revoke execute on function private.search_letters(text) from public, anon, authenticated;

create or replace function private.prompt_ask_keys(_phrases text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(private.search_letters(a) order by o), '{}')
    from unnest(_phrases) with ordinality x(a, o)
$$;
revoke execute on function private.prompt_ask_keys(text[]) from public, anon, authenticated;

create or replace function private.prompts_ask_docs_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.prompt_ask_docs (prompt_id, docs, keys)
  select n.id, private.prompt_ask_tsvs(n.ask_phrases), private.prompt_ask_keys(n.ask_phrases) from new_rows n
  on conflict (prompt_id) do update set docs = excluded.docs, keys = excluded.keys;
  return null;
end
$$;
revoke execute on function private.prompts_ask_docs_insert() from public, anon, authenticated;

create or replace function private.prompts_ask_docs_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.prompt_ask_docs (prompt_id, docs, keys)
  select n.id, private.prompt_ask_tsvs(n.ask_phrases), private.prompt_ask_keys(n.ask_phrases)
    from new_rows n
    left join old_rows o on o.id = n.id
   where o.id is null or o.ask_phrases is distinct from n.ask_phrases
  on conflict (prompt_id) do update set docs = excluded.docs, keys = excluded.keys;
  return null;
end
$$;
revoke execute on function private.prompts_ask_docs_update() from public, anon, authenticated;

update private.prompt_ask_docs d
   set keys = private.prompt_ask_keys(p.ask_phrases)
  from public.prompts p
 where p.id = d.prompt_id;

create or replace function private.search_prompts(
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
  trial_sample boolean, locked boolean, lock_reason text, unlock_plan text, total_count bigint,
  related boolean)
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
  ownq tsquery;
  -- All concepts in the words asked (cown): the first candidates (20261213000000).
  ownall tsquery;
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
  -- Relevance (issue 45): each concept's weight, whether the catalogue knows it, the sector it
  -- names; the best score a prompt can reach; the share of it a match needs; the pins.
  threshold constant real := 0.3;
  cw real[];
  cknown boolean[];
  csec text[];
  maxscore real;
  -- How many task words the query holds (known to the catalogue, not situation words).
  ntask integer;
  csit boolean[];
  -- Concepts widened to the nearest catalogue words of a word the catalogue does not know (a
  -- typo, or a need outside it): what a match through them counts (private.search_near_factor).
  ctyp real[];
  -- Per concept, its alternatives made of the query's own words, of what the lexicon maps them to
  -- or of narrower terms; a match through another name of a synonym group counts syn_factor
  -- (issue 45, 45land).
  cown tsquery[];
  csyn boolean[];
  qstems text[];
  syn_factor constant real := 0.5;
  core integer[];
  pin_ids uuid[];
  pin_cov real[];
  j integer;
  pair integer[];
  -- Hits taken per pair or single concept when a long query's words do not all meet.
  per_pair constant integer := 40;
  -- The best single ask phrase's words count this much more (20261211000100), for this many of
  -- the best matches.
  ask_factor constant real := 0.2;
  ask_top constant integer := 60;
  -- The letters of the query as its nearest ask phrase holds them (20261219000000): the trigram
  -- similarity of the two (both read by private.search_letters) adds this share of the best
  -- score a prompt can reach, in queries of two concepts or more, for the same best matches.
  -- qkey: the query's letters.
  phrase_factor constant real := 0.75;
  qkey text;
  -- Evidence (20261212000000): per task word, each ask phrase holding it adds this share of its
  -- weight, and each further part of the document holding it (title, asks/tags/category,
  -- description) this share.
  ask_each constant real := 0.1;
  part_each constant real := 0.15;
  -- The category most of the best matches fall in: its prompts gain this share of the best
  -- score, in proportion to the category's share of the best `lead` scores.
  cat_factor constant real := 0.15;
  lead constant integer := 30;
  -- The tags the best `tag_lead` matches share: a prompt's most shared tag adds this share of the
  -- best score, in proportion to the tag's share of their scores.
  tag_factor constant real := 0.25;
  tag_lead constant integer := 6;
  -- The weight of the concepts a category's name matches adds this share to its prompts' score
  -- (0.5 until 20261213000000).
  catname constant real := 0.35;
  -- Fewer matches than this, the first holding this share of the best score a prompt can reach:
  -- its closest prompts follow them, flagged `related` (20261214000200).
  related_upto constant integer := 10;
  related_sure constant real := 0.8;
  -- The total a page reports: the matches, not the related prompts after them.
  matched bigint;
begin
  if sort not in ('relevance', 'newest', 'popular', 'rated', 'title', 'available') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;

  if sort = 'relevance' then
    -- The concepts depend on the normalised query only (search_concepts reads its first 200
    -- characters), the hits on it, the category and the platform.
    -- (A ranking of the engine before issue 45 is never read: 20261201060000 moved the version on.)
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
               lk.locked, lk.reason, lk.unlock_plan, total, false
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
               lk.locked, lk.reason, lk.unlock_plan, total, false
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

  if sort = 'relevance' and c_ids is null then
    -- Candidates: the prompts matching every concept; when fewer than `few`, the rarest concepts
    -- together, dropping the most generic (or situation) one at a time, down to the rarest alone.
    select w.weights, w.known, w.sectors, w.situations into cw, cknown, csec, csit
      from private.search_concept_weights(concepts) w;
    ctyp := array(select private.search_near_factor(c) from unnest(concepts) c);
    -- The query's stems and the lexicon's mapped words for them: what the person said, in their
    -- words or the catalogue's. A synonym group's other members are related, not what was said
    -- («دراسة جدوى» is in the group of «خطة عمل»). A word widened to its near words keeps its
    -- own factor (search_near_factor) and no other.
    qstems := string_to_array(private.search_stems(left(private.normalize_arabic(p_query), 200)), ' ');
    qstems := qstems || coalesce((select array_agg(distinct w) from private.search_lexicon_terms t,
                                   unnest(t.maps) m, unnest(string_to_array(m, ' ')) w
                                  where t.stem = any (qstems)), '{}');
    cown := array(
      select case when ctyp[g] < 1 or concepts[g]::text ~ '^''(?:[^'']|'''')+'':\* \|' then concepts[g]
                  else coalesce((select to_tsquery('simple'::regconfig, string_agg(x.alt, ' | '))
                                   from regexp_split_to_table(concepts[g]::text, ' \| ') x(alt)
                                  where exists (select 1 from regexp_matches(x.alt, '''((?:[^'']|'''')+)''', 'g') m
                                                 where replace(m[1], '''''', '''') = any (qstems))
                                     -- A narrower term is an instance of what the query named
                                     -- (Instagram for «سوشيال ميديا»): what was asked, in full.
                                     or exists (select 1 from private.search_synonym_terms st
                                                 where st.q = x.alt and not st.names_group)),
                                concepts[g]) end
        from generate_subscripts(concepts, 1) g order by g);
    -- Only concepts with other alternatives than the words asked are looked at per prompt.
    csyn := array(select cown[g]::text <> concepts[g]::text from generate_subscripts(concepts, 1) g order by g);
    -- Ties are broken by the text rank of the words asked, not of their related forms (a fused
    -- «بكلمات» in one prompt's asks does not put it above the prompt titled «الكلمات المفتاحية»).
    ownq := (select string_agg('(' || c::text || ')', ' | ')::tsquery from unnest(cown) c);
    -- The best score a prompt can reach on the task's words (known to the catalogue, not situation
    -- words; all known words for a query of situation words only). In a sentence of four task
    -- words or more, a word widened to its near words (a typo, or a dialect word the catalogue
    -- lacks) counts what a match through it can bring, not its full weight (20261218000000):
    -- «ورشة ألمنيوم بالدمام نبي تمويل … لمكاين جديدة، وش الأوراق … اللي يطلبها البنك؟» read
    -- «لمكاين» as «لمكافأة | لمكافحة», weighing 6.7, and the bank-financing prompt stayed under
    -- the bar. In a shorter query the guess still keeps the bar high: a need the catalogue lacks
    -- («ابغى قصيدة نبطية لعرس اخوي», «قصيدة» read as «قصير») is answered with nothing.
    -- The query's letters as its words are read (private.search_query_words: without request and
    -- function words, a fused preposition or possessive taken off when the catalogue holds the
    -- bare word), so «ابي اعلانات انستقرام» ranks as «اعلانات انستقرام» and «اسم لمشروعي» as
    -- «اسم مشروع».
    qkey := case when cardinality(concepts) >= 2
                 then private.search_letters((select string_agg(w.word, ' ') from private.search_query_words(p_query) w)) end;
    ntask := (select count(*) from generate_subscripts(concepts, 1) g where cknown[g] and not csit[g]);
    maxscore := coalesce((select sum(cw[g] * case when ntask >= 4 then ctyp[g] else 1 end)
                            from generate_subscripts(concepts, 1) g where cknown[g] and not csit[g]),
                         (select sum(cw[g]) from generate_subscripts(concepts, 1) g where cknown[g]), 0);
    -- A word the catalogue does not know at all («رجيم», «workout») says the need may be outside
    -- it: it counts as an average task word the prompts cannot match.
    maxscore := maxscore
                + (select count(*) from generate_subscripts(concepts, 1) g where not cknown[g] and not csit[g])
                  * coalesce((select avg(cw[g]) from generate_subscripts(concepts, 1) g where cknown[g] and not csit[g]), 0);
    -- Candidates in the words asked first (20261213000000): a concept with a synonym group
    -- («دراسة جدوى» is in the group of «خطة عمل») matches hundreds of prompts, read in table
    -- order up to the cap, and the prompt that says what was asked could be past it.
    ownall := (select string_agg('(' || c::text || ')', ' & ')::tsquery from unnest(cown) c);
    hit_ids := private.search_hits_own(ownall, allq, p_category, p_platform,
                                       case when cardinality(concepts) = 1 then cap else multi_cap end);
    if cardinality(hit_ids) < few and cardinality(concepts) > 1 then
      -- The task's words: known to the catalogue, not situation words (these rank, they do not
      -- find), the ten rarest at most (six until 20261218000000: the need of a long sentence is
      -- often in its commoner words); a query of situation words only keeps them all.
      core := array(select g from generate_subscripts(concepts, 1) g
                     where cknown[g] and not csit[g] order by cw[g] desc, g limit 10);
      if cardinality(core) = 0 then
        core := array(select g from generate_subscripts(concepts, 1) g
                       where cknown[g] order by cw[g] desc, g limit 10);
      end if;
      -- All of them together (when the query had more).
      if cardinality(core) between 2 and cardinality(concepts) - 1 then
        q := null;
        ownall := null;
        foreach j in array core loop
          q := case when q is null then concepts[j] else q && concepts[j] end;
          ownall := case when ownall is null then cown[j] else ownall && cown[j] end;
        end loop;
        hit_ids := hit_ids || array(select x from unnest(private.search_hits_own(ownall, q, p_category, p_platform, multi_cap)) x
                                     where not (x = any (hit_ids)));
      end if;
      -- Then every pair of them, the weightiest pairs first: a long sentence's prompt matches a
      -- few of its words, rarely all, and a rare word that is noise («مندي») must not decide alone.
      for pair in
        select array[core[a.i], core[b.i]]
          from generate_subscripts(core, 1) a(i)
          join generate_subscripts(core, 1) b(i) on b.i > a.i
         order by cw[core[a.i]] + cw[core[b.i]] desc
      loop
        exit when cardinality(hit_ids) >= few;
        hit_ids := hit_ids || array(select x from unnest(private.search_hits_own(cown[pair[1]] && cown[pair[2]],
                                                                                concepts[pair[1]] && concepts[pair[2]],
                                                                                p_category, p_platform, per_pair)) x
                                     where not (x = any (hit_ids)));
      end loop;
      -- Then each alone, the rarest first.
      foreach j in array core loop
        exit when cardinality(hit_ids) >= few;
        hit_ids := hit_ids || array(select x from unnest(private.search_hits_own(cown[j], concepts[j], p_category, p_platform, per_pair)) x
                                     where not (x = any (hit_ids)));
      end loop;
    end if;
    with cats as materialized (
      -- The weight of the concepts each category's name (Arabic or English) matches.
      select c.id, sum(cw[g])::real as w
        from private.search_category_docs c
        cross join generate_subscripts(concepts, 1) g
       where c.doc @@ concepts[g]
       group by c.id
    ), hits as materialized (
      select p.id, p.category as cat, p.created_at as ca, p.sectors, p.search_doc as d,
             ts_filter(p.search_doc, '{a}') as da, ts_filter(p.search_doc, '{a,b}') as dab
        from unnest(hit_ids) h(id)
        join public.prompts p on p.id = h.id
       where p_sector is null or p.sectors @> array[p_sector]
    ), scored as materialized (
      -- Each concept: its weight times where it is found (title, asks/tags/category, description);
      -- a situation word naming a sector is found in a prompt written for that sector.
      select h.id, h.cat, h.ca,
             (select coalesce(sum(cw[g] * ctyp[g]
                                        * case when not csyn[g] or h.d @@ cown[g] then 1 else syn_factor end
                                        * case when h.da @@ concepts[g] then 1.0
                                               when h.dab @@ concepts[g] then 0.8
                                               when h.d @@ concepts[g] then 0.45
                                               when csec[g] is not null and h.sectors @> array[csec[g]] then 0.4
                                               else 0 end), 0)
                from generate_subscripts(concepts, 1) g)::real
             + catname * coalesce(ct.w, 0) as s,
             ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], h.d, ownq) as r
        from hits h
        left join cats ct on ct.id = h.cat
    )
    -- Below the threshold a prompt is not a match (nothing is better than unrelated cards).
    , kept as materialized (
      select s.id, s.cat, s.ca, s.s, s.r
        from scored s
       where maxscore > 0
         and s.s >= threshold * maxscore
                    * greatest(0.5, least(1, 3.0 / greatest(1, (select count(*) from generate_subscripts(concepts, 1) g
                                                                 where cknown[g] and not csit[g]))))::real
    ), asked as materialized (
      -- The one ask phrase of a prompt that holds most of the query (the sum of the weights of the
      -- task's words it holds): how a customer asked for this prompt, said the way this customer
      -- said it. It ranks; it does not pass the threshold (a prompt is a match on its own words).
      -- Read for the best `ask_top` matches only: past them the order is not seen. A prompt
      -- without ask phrases (a draft, an import without them) has its title as its one phrase.
      select k.id,
             (select max(x.w) from (select sum(cw[g] * ctyp[g]) as w
                                      from unnest(case when coalesce(cardinality(ad.docs), 0) = 0
                                                       then array[ts_filter(p.search_doc, '{a}')]
                                                       else ad.docs end) with ordinality a(doc, o)
                                      cross join generate_subscripts(concepts, 1) g
                                     where a.doc @@ concepts[g] and not csit[g]
                                     group by a.o) x)::real as b,
             -- Evidence (20261212000000): a task word in several of the prompt's ask phrases, or
             -- in several parts of it (title, asks/tags/category, description), is what the prompt
             -- is about, not a word it mentions once. Read for the same best matches.
             (select coalesce(sum(cw[g] * ctyp[g]
                                  * (ask_each * (select count(*) from unnest(ad.docs) x where x @@ concepts[g])
                                     + part_each * greatest(0, (ts_filter(p.search_doc, '{a}') @@ concepts[g])::int
                                                               + (ts_filter(p.search_doc, '{b}') @@ concepts[g])::int
                                                               + (ts_filter(p.search_doc, '{c}') @@ concepts[g])::int - 1))), 0)
                from generate_subscripts(concepts, 1) g
               where not csit[g])::real as e,
             -- How the customer said it (20261219000000): the trigram similarity of the query and
             -- the prompt's nearest ask phrase, as letters, not stems. People ask in the words of
             -- an ask phrase more often than the stems show: a dialect verb the catalogue does not
             -- hold («يدرون عنا», «ما يداوم»), a form the stemmer reads otherwise. pg_trgm takes
             -- trigrams word by word, so the words' order does not count.
             -- A prompt without ask phrases has its title as its one phrase, as above.
             (select max(extensions.similarity(qkey, x.k))
                from unnest(case when coalesce(cardinality(ad.keys), 0) = 0
                                 then array[private.search_letters(p.title_ar)]
                                 else ad.keys end) x(k)
               where qkey <> '')::real as t
        -- Ties as the page breaks them (newest first), so the same catalogue ranks the same way
        -- wherever it was loaded (ids are random).
        from (select kept.id, kept.s from kept order by kept.s desc, kept.ca desc limit ask_top) k
        join public.prompts p on p.id = k.id
        left join private.prompt_ask_docs ad on ad.prompt_id = k.id
    ), lead_scores as materialized (
      -- The best matches' categories, by score: the query's task is most likely the one most of
      -- them share, and a word it shares with another task pulls that task's prompts up less.
      select k.id, k.cat, k.s + coalesce(a.e, 0) as s,
             row_number() over (order by k.s + coalesce(a.e, 0) desc, k.ca desc) as ord
        from kept k left join asked a on a.id = k.id
       order by 3 desc, k.ca desc limit lead
    ), cat_share as materialized (
      select l.cat, sum(l.s) / nullif((select sum(x.s) from lead_scores x), 0)
                    * (select max(x.s) from lead_scores x) as w
        from lead_scores l
       group by l.cat
    ), tag_share as materialized (
      -- The same for the tags of the very best matches, a finer cut of the task than the
      -- category («سيو», «مقابلات العمل», «المفاصلة»).
      select t.tag, sum(l.s) / nullif((select sum(x.s) from lead_scores x
                                        where x.ord <= tag_lead), 0)
                    * (select max(x.s) from lead_scores x) as w
        from lead_scores l
        join public.prompts p on p.id = l.id
        cross join unnest(p.tags) t(tag)
       where l.ord <= tag_lead
       group by t.tag
    ), tag_bonus as materialized (
      -- Its best shared tag: a prompt with many tags does not gain more for them.
      select k.id, max(ts.w) as w
        from kept k
        join public.prompts p on p.id = k.id
        cross join unnest(p.tags) t(tag)
        join tag_share ts on ts.tag = t.tag
       group by k.id
    )
    select coalesce(array_agg(k.id), '{}'), coalesce(array_agg(k.s + coalesce(a.e, 0) + ask_factor * coalesce(a.b, 0)
                                                                + phrase_factor * maxscore * coalesce(a.t, 0)
                                                                + cat_factor * coalesce(cs.w, 0)
                                                                + tag_factor * coalesce(tb.w, 0))::real[], '{}'),
           coalesce(array_agg(0), '{}'), coalesce(array_agg(k.r), '{}')
      into c_ids, c_cov, c_cm, c_r
      from kept k
      left join asked a on a.id = k.id
      left join cat_share cs on cs.cat = k.cat
      left join tag_bonus tb on tb.id = k.id;
    -- A short list (20261214000200): the prompts closest to the first match (most tags shared,
    -- then its category, then use) follow the matches, flagged (cm −1, `related`): «whatsapp
    -- broadcast» matched one prompt, and the WhatsApp calendars and templates a person would look
    -- at next were under the threshold. Only after a sure first match (it holds related_sure of the
    -- best reachable score): a need the catalogue lacks, answered by one weak match, is not widened.
    if cardinality(c_ids) between 1 and related_upto - 1
       and (select max(v) from unnest(c_cov) v) >= related_sure * maxscore then
      select c_ids || coalesce(array_agg(x.id order by x.o), '{}'),
             c_cov || coalesce(array_agg(((select min(v) from unnest(c_cov) v) * 0.5 - x.o * 0.001)::real
                                         order by x.o), '{}'),
             c_cm || coalesce(array_agg(-1 order by x.o), '{}'),
             c_r || coalesce(array_agg(0::real order by x.o), '{}')
        into c_ids, c_cov, c_cm, c_r
        from (select p.id,
                     row_number() over (order by cardinality(array(select unnest(p.tags) intersect select unnest(b.tags))) desc,
                                                 (p.category = b.category) desc, p.view_count + p.copy_count desc,
                                                 p.created_at desc, p.id) as o
                from public.prompts b
                join public.prompts p on p.is_published and p.id <> b.id and p.tags && b.tags
               -- The first match as the page orders it (20261216000000; it was the first by
               -- score, then by random id).
               where b.id = (select h.id from unnest(c_ids, c_cov, c_cm, c_r) h(id, cov, cm, r)
                               join public.prompts x on x.id = h.id
                              order by h.cov desc, h.cm desc, h.r desc, x.view_count + x.copy_count desc,
                                       x.created_at desc, h.id
                              limit 1)
                 and not (p.id = any (c_ids))
                 and (p_category is null or p.category = p_category)
                 and (p_sector is null or p.sectors @> array[p_sector])
                 and (p_platform is null or p.platforms @> array[p_platform])
               order by 2
               limit related_upto - cardinality(c_ids)) x;
    end if;
    -- Pinned prompts first, by position, within the filters.
    select coalesce(array_agg(x.id order by x.position), '{}'),
           coalesce(array_agg((1e9 - x.position)::real order by x.position), '{}')
      into pin_ids, pin_cov
      from (select distinct on (p.id) p.id, sp.position
              from public.search_pins sp
              join public.prompts p on p.id = sp.prompt_id
             where sp.query = private.search_query_key(p_query)
               and p.is_published
               and (p_category is null or p.category = p_category)
               and (p_sector is null or p.sectors @> array[p_sector])
               and (p_platform is null or p.platforms @> array[p_platform])
             order by p.id, sp.position) x;
    if cardinality(pin_ids) > 0 then
      select pin_ids || coalesce(array_agg(h.id order by h.o), '{}'),
             pin_cov || coalesce(array_agg(h.cov order by h.o), '{}'),
             array_fill(0, array[cardinality(pin_ids)]) || coalesce(array_agg(h.cm order by h.o), '{}'),
             array_fill(1::real, array[cardinality(pin_ids)]) || coalesce(array_agg(h.r order by h.o), '{}')
        into c_ids, c_cov, c_cm, c_r
        from unnest(c_ids, c_cov, c_cm, c_r) with ordinality h(id, cov, cm, r, o)
       where not (h.id = any (pin_ids));
    end if;
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
    matched := (select count(*) from unnest(c_cm) m where m >= 0);
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
             lk.locked, lk.reason, lk.unlock_plan, matched, p.cm < 0
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
           pg.trial_sample, lk.locked, lk.reason, lk.unlock_plan, total, false
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

update private.search_cache_state set version = version + 1 where id;
