-- Search speed at 30,000 prompts (issue 29's targets: search_prompts p95 <= 5 ms, suggestions
-- p95 <= 3 ms in the database), and admin_save_prompt refuses a body with bad {{ }} variables.
--
-- Profile (EXPLAIN ANALYZE, auto_explain of nested statements, pg_stat_xact_user_functions and the
-- backend's CPU time, native Postgres 15 with the bench's 30,000 synthetic prompts); server CPU per
-- call, words / phrases / typos: 10.8 / 11.4 / 12.7 ms before. Where it went:
-- * Locks (private.item_lock on each of the 20 page rows): item_lock asks private.plan_opens for
--   the caller's plan and for every plan on sale. plan_opens is a SQL function with SET
--   search_path, so it is never inlined, and a non-inlined SQL function is parsed and planned
--   again at every call from a new executor (each item_lock call): ~54 calls a search, 1.2-2 ms.
--   It is now PL/pgSQL (same expression; PL/pgSQL keeps its compiled form for the session):
--   20 locks 0.5 ms. private.entitlements (once a search, and in every entitlement check) is the
--   same case: PL/pgSQL, same query.
-- * Typos: search_concepts asks "is this a known word's beginning?" with `like gram || '%'`; once
--   PL/pgSQL's plan went generic that was a scan of the whole vocabulary (~5,000 words). It is a
--   range of the text_pattern_ops index now (search_suggest's spelling check likewise).
-- * Ranking: relevance ranked up to 500 hits of one concept (300 + 300 for several), each
--   rechecked and ranked against a synonym group of up to a dozen terms. The bounds are 200 and
--   150 + 150 (total_count is exact up to them, as before up to 500).
-- Relevance on the judged set is unchanged (bench: mean P@10 0.867, category recall@50 0.898,
-- 0 % zero-result queries, as before).
-- Tried and dropped (no gain measured): searching the query's own words before the synonym groups;
-- forcing custom plans in search_suggest (planning each call cost more than it saved).

-- ---------------------------------------------------------------------------------------------
-- admin_save_prompt: the body's variables
-- ---------------------------------------------------------------------------------------------
-- admin_save_prompt refuses a body whose {{ }} variables the app cannot read.
--
-- The admin form checks the body (src/features/admin/schemas.ts) and the import checks every row
-- (private.prompt_variables_valid, migration 20261125120000), but the RPC itself saved whatever it
-- was given: a body with «{{اسم_الشركة» or «{{ }}» reached the prompt page, whose form could not
-- fill it. Now the database refuses it (22023, hint invalid_variables) with the message the form
-- and the import use, before anything is written.

-- The check is a pure function of its argument; the invoker RPC runs as the admin.
grant execute on function private.prompt_variables_valid(text) to authenticated, service_role;

create or replace function public.admin_save_prompt(
  p_id uuid,
  p_slug text,
  p_title_ar text,
  p_title_en text,
  p_description_ar text,
  p_description_en text,
  p_category text,
  p_platforms text[],
  p_trial_sample boolean,
  p_tags text[],
  p_is_published boolean,
  p_body_ar text,
  p_body_en text)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved uuid;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if not private.prompt_variables_valid(p_body_ar)
     or not private.prompt_variables_valid(nullif(btrim(coalesce(p_body_en, '')), '')) then
    raise exception using errcode = '22023',
      message = 'صيغة المتغيرات غير صحيحة، استخدم {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}',
      hint = 'invalid_variables';
  end if;
  if p_id is null then
    insert into public.prompts (slug, title_ar, title_en, description_ar, description_en, category,
      platforms, trial_sample, tags, is_published)
    values (lower(btrim(p_slug)), btrim(p_title_ar), nullif(btrim(coalesce(p_title_en, '')), ''),
      coalesce(p_description_ar, ''), nullif(btrim(coalesce(p_description_en, '')), ''), p_category,
      p_platforms, coalesce(p_trial_sample, false), coalesce(p_tags, '{}'), coalesce(p_is_published, false))
    returning id into saved;
  else
    update public.prompts p
       set slug = lower(btrim(p_slug)), title_ar = btrim(p_title_ar),
           title_en = nullif(btrim(coalesce(p_title_en, '')), ''),
           description_ar = coalesce(p_description_ar, ''),
           description_en = nullif(btrim(coalesce(p_description_en, '')), ''),
           category = p_category, platforms = p_platforms, trial_sample = coalesce(p_trial_sample, false),
           tags = coalesce(p_tags, '{}'), is_published = coalesce(p_is_published, false)
     where p.id = p_id
    returning p.id into saved;
    if saved is null then
      raise exception 'الأمر غير موجود' using errcode = 'P0001', hint = 'not_found';
    end if;
  end if;
  insert into public.prompt_bodies (prompt_id, body_ar, body_en)
  values (saved, p_body_ar, nullif(btrim(coalesce(p_body_en, '')), ''))
  on conflict (prompt_id) do update set body_ar = excluded.body_ar, body_en = excluded.body_en
   where public.prompt_bodies.body_ar is distinct from excluded.body_ar
      or public.prompt_bodies.body_en is distinct from excluded.body_en;
  return saved;
end
$$;
comment on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text) is
  'Creates (p_id null) or updates a prompt and its body atomically; admins only (RLS and audit triggers apply). A body whose {{ }} variables are not {{key}} / {{key|default}} is refused (22023, hint invalid_variables).';
revoke execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text) from public, anon, authenticated;
grant execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Locks and entitlements: PL/pgSQL, compiled once a session
-- ---------------------------------------------------------------------------------------------
create or replace function private.plan_opens(
  _limits jsonb, _section text, _kind text,
  _category text, _platforms text[], _trial_sample boolean, _tool_level text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return coalesce(case _kind
    when 'prompt' then case _limits ->> 'prompts_access'
      when 'all' then true
      when 'all_chatgpt' then 'chatgpt' = any (_platforms)
      when 'single_section' then 'chatgpt' = any (_platforms) and _category = _section
      when 'limited' then _trial_sample
      else false end
    when 'assistant' then coalesce(_limits ->> 'gpt_assistants', '0') <> '0'
    when 'template' then coalesce(_limits ->> 'automation_templates', 'false') = 'true'
    when 'tool' then case _limits ->> 'ai_tools_directory'
      when 'full' then true
      when 'basic' then _tool_level = 'basic'
      else false end
    else false end, false);
end
$$;


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
        when s.expires_at is not null and coalesce(p.duration_days, 0) > 0
          then greatest(s.started_at, s.expires_at - make_interval(days => p.duration_days * greatest(1,
            ceil(extract(epoch from s.expires_at - now()) / (p.duration_days * 86400.0))::integer)))
        else s.started_at end)
      from (select 1) one
      left join public.subscriptions s
        on s.user_id = _user_id
       and ((s.status = 'active' and (s.expires_at is null or s.expires_at > now()))
            or (s.grace_period_until is not null and s.grace_period_until > now()
                and s.status <> 'cancelled'))
      left join public.plans p on p.slug = s.plan_id
      left join public.prompt_section_choices c on c.user_id = s.user_id);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The query as concepts: the prefix check through the index
-- ---------------------------------------------------------------------------------------------
create or replace function private.search_concepts(_query text)
returns tsquery[]
language plpgsql
stable
set search_path = ''
-- One wrong letter in a five-letter Arabic word keeps about a third of its trigrams.
set pg_trgm.similarity_threshold = 0.3
as $$
declare
  fillers text[] := private.search_filler_words();
  raw text[];
  st text[];
  n integer;
  i integer := 1;
  gram text;
  alts text;
  k text;
  res tsquery[] := '{}'::tsquery[];
begin
  select coalesce(array_agg(q.w order by q.o), '{}'), coalesce(array_agg(q.s order by q.o), '{}')
    into raw, st
    from (select x.w, x.o, s
            from regexp_split_to_table(
                   btrim(regexp_replace(left(private.normalize_arabic(_query), 200), '[^0-9a-z\u0621-\u064A]+', ' ', 'g')),
                   ' ') with ordinality as x(w, o),
                 private.search_stems(x.w) s
           where x.w <> '' and not (x.w = any(fillers)) and s <> ''
           order by x.o
           limit 12) q;
  n := cardinality(st);
  while i <= n loop
    alts := null;
    -- The longest run of words (up to four) that is a synonym term.
    for len in reverse least(4, n - i + 1) .. 1 loop
      gram := array_to_string(st[i:i + len - 1], ' ');
      select string_agg(distinct '(' || t2.q || ')', ' | ')
        into alts
        from private.search_synonym_terms t1
        join private.search_synonym_terms t2 on t2.group_id = t1.group_id
       where t1.stem = gram and t1.names_group;
      if alts is not null then
        if len = 1 and length(gram) >= 3
           and not exists (select 1 from private.search_words sw where sw.word = gram) then
          alts := alts || ' | ' || quote_literal(gram) || ':*';
        end if;
        res := res || to_tsquery('simple'::regconfig, alts);
        i := i + len;
        exit;
      end if;
    end loop;
    continue when alts is not null;

    gram := st[i];
    -- A whole word of the catalogue matches as itself (a prefix scan of the index costs more); a
    -- beginning («تسوي») matches the words it begins.
    alts := quote_literal(gram);
    if length(gram) >= 3 and not exists (select 1 from private.search_words sw where sw.word = gram) then
      alts := alts || ':*';
    end if;
    -- A range of the text_pattern_ops index (byte order): `like gram || '%'` with gram a
    -- variable was planned as a scan of the whole vocabulary once the plan went generic.
    if not exists (select 1 from private.search_words sw
                    where sw.word operator(pg_catalog.~>=~) gram
                      and sw.word operator(pg_catalog.~<~) (gram || U&'\+10FFFF')) then
      -- Unknown to the catalogue: a typo, most likely. The nearest vocabulary words of the word as
      -- typed (whole words keep more trigrams than stems) join it, Arabic to Arabic, Latin to Latin.
      k := coalesce(nullif(private.arabic_trigram_key(raw[i]), ''), raw[i]);
      select alts || coalesce(' | ' || string_agg(quote_literal(private.search_stems(c.word)), ' | '), '')
        into alts
        from (select sw.word
                from private.search_words sw
               where sw.key operator(extensions.%) k
                 and (sw.key = sw.word) = (k = raw[i])
               order by extensions.similarity(sw.key, k) desc, sw.word
               limit 3) c;
    end if;
    res := res || to_tsquery('simple'::regconfig, alts);
    i := i + 1;
  end loop;
  return res;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: fewer hits ranked
-- ---------------------------------------------------------------------------------------------
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
  ent jsonb := private.my_entitlements();
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
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
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
             p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
             p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
        from (select * from public.prompts p
               where p.is_published
                 and (p_category is null or p.category = p_category)
                 and (p_platform is null or p.platforms @> array[p_platform])
               order by
                 case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
                 case when sort = 'title' then p.title_ar end asc,
                 p.created_at desc, p.id
               limit lim offset off) p
        cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
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
          from public.prompts p
         where p.search_doc @@ anyq
           and p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         limit cap
      ), page as (
        select h.id, h.created_at, h.r, h.pop, coalesce(ct.m, 0) as cm
          from hits h
          left join cats ct on ct.id = h.cat
         order by coalesce(ct.m, 0) desc, h.r desc, h.pop desc, h.created_at desc, h.id
         limit lim offset off
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, (1 + pg.cm * 0.5 + pg.r)::real, lk.locked, lk.reason,
             lk.unlock_plan, (select count(*) from hits)
        from page pg
        join public.prompts p on p.id = pg.id
        cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
       order by pg.cm desc, pg.r desc, pg.pop desc, pg.created_at desc, p.id;
    return;
  end if;

  if sort = 'relevance' then
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
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, pg.s, lk.locked, lk.reason, lk.unlock_plan,
             (select count(*) from hits)
        from page pg
        join public.prompts p on p.id = pg.id
        cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
       order by pg.cov desc, pg.cm desc, pg.r desc, pg.pop desc, p.created_at desc, p.id;
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
    select pg.id, pg.slug, pg.title_ar, pg.title_en, pg.description_ar, pg.description_en,
           pg.category, pg.platforms, pg.trial_sample, pg.tags, pg.variables, pg.view_count,
           pg.copy_count, pg.created_at, ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], pg.search_doc, anyq),
           lk.locked, lk.reason, lk.unlock_plan, total
      from (select p.*
              from public.prompts p
             where p.search_doc @@ anyq
               and p.is_published
               and (p_category is null or p.category = p_category)
               and (p_platform is null or p.platforms @> array[p_platform])
             order by
               case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
               case when sort = 'title' then p.title_ar end asc,
               p.created_at desc, p.id
             limit lim offset off) pg
      cross join lateral private.item_lock(ent, 'prompt', pg.category, pg.platforms, pg.trial_sample, null) lk
     order by
       case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
       case when sort = 'title' then pg.title_ar end asc,
       pg.created_at desc, pg.id;
end
$$;
comment on function private.search_prompts(text, text, text, text, integer, integer) is
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): stemmed Arabic/English concepts with synonyms and typo widening over title, tags, category, platform and description; ranks by concepts matched, category named, weighted rank, popularity. Relevance ranks at most 200 hits (one concept) or 150 + 150 (several). Locks from the entitlement rule. Never returns bodies.';

-- ---------------------------------------------------------------------------------------------
-- search_suggest: the spelling check through the index, 40 title candidates (was 100)
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.search_suggest(p_query text, p_limit integer default 8)
returns table (kind text, label text, value text)
language plpgsql
stable
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
begin
  if length(nq) < 2 then
    return;
  end if;
  concepts := private.search_concepts(p_query);
  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
    allq := case when allq is null then q else allq && q end;
  end loop;
  last_stem := private.search_stems(substring(nq from '(\S+)\s*$'));

  -- Categories whose name matches, or, when nothing matches, the nearest by spelling.
  return query
    select 'category'::text, c.name, c.id
      from public.prompt_categories c
      join private.search_category_docs d on d.id = c.id
     where anyq is not null and d.doc @@ anyq
     order by c.sort_order
     limit 2;
  -- Synonym terms that start like the last word.
  return query
    select 'term'::text, t.term, t.term
      from (select distinct on (t.term) t.term, length(t.term) as l
              from private.search_synonym_terms t
             where last_stem <> '' and starts_with(t.stem, last_stem) and t.stem <> last_stem
             order by t.term
             limit 10) t
     order by t.l, t.term
     limit 2;
  -- Prompt titles: every concept, title hits first, then popularity.
  if allq is not null then
    return query
      select 'prompt'::text, h.title_ar, h.id::text
        from (select p.title_ar, p.id, p.view_count + p.copy_count as pop,
                     ts_filter(p.search_doc, '{a}') @@ allq as in_title
                from public.prompts p
               where p.search_doc @@ allq and p.is_published
               limit 40) h
       order by h.in_title desc, h.pop desc, h.title_ar
       limit greatest(lim - 4, 3);
  end if;
  if found then
    return;
  end if;
  -- Nothing matches every word: the corrected spelling and the nearest categories.
  select string_agg(coalesce(
           (select sw.word from private.search_words sw
             where sw.key operator(extensions.%) coalesce(nullif(private.arabic_trigram_key(w), ''), w)
               and (sw.key = sw.word) = (private.arabic_trigram_key(w) = '')
               and not exists (select 1 from private.search_words k
                                where k.word operator(pg_catalog.~>=~) w
                                  and k.word operator(pg_catalog.~<~) (w || U&'\+10FFFF'))
             order by extensions.similarity(sw.key, coalesce(nullif(private.arabic_trigram_key(w), ''), w)) desc, sw.word
             limit 1), w), ' ' order by o)
    into corrected
    from regexp_split_to_table(nq, '\s+') with ordinality as x(w, o);
  if corrected is distinct from nq then
    return query select 'correction'::text, corrected, corrected;
  end if;
  return query
    select 'category'::text, c.name, c.id
      from public.prompt_categories c
      join private.search_category_docs d on d.id = c.id
     where anyq is null or not (d.doc @@ anyq)
     order by extensions.similarity(private.normalize_arabic(c.name || ' ' || c.description), nq) desc,
              c.sort_order
     limit 3;
end
$$;
comment on function rpc_definer.search_suggest(text, integer) is
  'Search suggestions (kind, label, value): categories (value: id), synonym terms (value: the term) and prompt titles (value: prompt id) as the user types; for a query nothing matches, the corrected spelling (kind correction) and the nearest categories. Titles and names only, never bodies.';
revoke execute on function rpc_definer.search_suggest(text, integer) from public, anon, authenticated;
grant execute on function rpc_definer.search_suggest(text, integer) to anon, authenticated, service_role;

