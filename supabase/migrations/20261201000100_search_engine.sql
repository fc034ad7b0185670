-- Search understands how Gulf customers ask (issue 45): the "how people ask" phrases are indexed,
-- words weigh by how rare they are in the catalogue, situation words rank within the task instead
-- of picking it, the lexicon rewrites the query, results under a relevance threshold are not shown,
-- and pinned prompts come first. docs/search.md describes the engine; docs/decisions.md the choices.
--
-- * prompts.search_doc: title (A) > ask_phrases, tags, category and platform names (B) >
--   description and variable names (C). (The body is paid and stays out of the index.)
-- * private.search_term_df / private.search_doc_count: how many published prompts hold each stem,
--   kept by statement triggers on prompts (transition tables), never computed per query. A
--   concept weighs its BM25 idf ln(1 + (N - df + 0.5) / (df + 0.5)), df the largest of its terms'.
-- * private.search_situation_terms: sector, city, season and budget words. A concept made only of
--   them weighs 0.3 of its idf, and a prompt written for the named sector (prompts.sectors) counts
--   as matching it: «خطة تسويق لمطعم في الرياض» finds the marketing plans, restaurants' first.
-- * The score of a prompt: the sum over the concepts it matches of weight × field (title 1, asks /
--   tags / category 0.8, description 0.45), plus half the weight of the concepts its category's name
--   matches. Relevance = score / the sum of the weights of the concepts the catalogue knows; below
--   0.3 a prompt is not a match. Candidates: the prompts matching every concept; when fewer than
--   100, the rarest concepts together, dropping the most generic one at a time.
-- * public.search_lexicon applies to the query (private.search_concepts): the longest run of words
--   that is a lexicon term becomes one concept (the words as typed, or any mapped term, each mapped
--   term through its synonym group); a stop entry drops its words.
-- * search_pins: pinned prompts first (by position) for their normalised query, within the filters.
-- * Suggestions: «هل تقصد» only when the corrected words are catalogue words and the correction
--   finds prompts where the typed query finds none.

-- ---------------------------------------------------------------------------------------------
-- The document: asks above the description
-- ---------------------------------------------------------------------------------------------
create or replace function private.prompt_search_doc(
  _title_ar text, _title_en text, _description_ar text, _description_en text, _tags text[],
  _category text, _platforms text[], _variables jsonb, _ask_phrases text[])
returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(private.search_tsv(coalesce(_title_ar, '') || ' ' || coalesce(_title_en, '')), 'A')
      || setweight(private.search_tsv(
           private.join_words(_tags) || ' ' || private.join_words(_ask_phrases) || ' '
           || coalesce((select c.name || ' ' || c.name_en from public.prompt_categories c where c.id = _category), '')
           || ' '
           || coalesce((select string_agg(pf.name || ' ' || pf.name_en, ' ') from public.platforms pf
                         where pf.id = any(_platforms)), '')), 'B')
      || setweight(private.search_tsv(
           coalesce(_description_ar, '') || ' ' || coalesce(_description_en, '') || ' '
           || coalesce((select string_agg(replace(v ->> 'key', '_', ' '), ' ')
                          from jsonb_array_elements(case when jsonb_typeof(_variables) = 'array'
                                                         then _variables else '[]'::jsonb end) v), '')), 'C')
$$;
revoke execute on function private.prompt_search_doc(text, text, text, text, text[], text, text[], jsonb, text[]) from public, anon, authenticated;

create or replace function private.prompts_search_doc()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_doc := private.prompt_search_doc(new.title_ar, new.title_en, new.description_ar,
    new.description_en, new.tags, new.category, new.platforms, new.variables, new.ask_phrases);
  return new;
end
$$;
drop trigger prompts_search_doc on public.prompts;
create trigger prompts_search_doc
  before insert or update of title_ar, title_en, description_ar, description_en, tags, category,
    platforms, variables, ask_phrases, search_doc
  on public.prompts
  for each row execute function private.prompts_search_doc();
drop function private.prompt_search_doc(text, text, text, text, text[], text, text[], jsonb);
comment on column public.prompts.search_doc is
  'Stemmed search document: title (A), ask_phrases + tags + category + platform names (B), description + variable names (C). Kept by private.prompts_search_doc.';

-- The cached rankings also read sectors (the sector filter and the situation match).
drop trigger prompts_search_cache_edit on public.prompts;
create constraint trigger prompts_search_cache_edit
  after update on public.prompts deferrable initially deferred
  for each row
  when ((old.slug, old.title_ar, old.title_en, old.description_ar, old.description_en, old.category,
         old.platforms, old.tags, old.variables, old.is_published, old.created_at, old.search_text,
         old.search_tsv, old.trial_sample, old.search_doc, old.sectors, old.ask_phrases)
        is distinct from
        (new.slug, new.title_ar, new.title_en, new.description_ar, new.description_en, new.category,
         new.platforms, new.tags, new.variables, new.is_published, new.created_at, new.search_text,
         new.search_tsv, new.trial_sample, new.search_doc, new.sectors, new.ask_phrases))
  execute function private.search_cache_bump();

-- ---------------------------------------------------------------------------------------------
-- Term statistics of the published catalogue
-- ---------------------------------------------------------------------------------------------
create table private.search_term_df (
  lexeme text primary key,
  -- Can dip below 0 inside a statement: a row trigger that updates a prompt being inserted runs
  -- the update's statement trigger before the insert's (the counts meet at the end).
  df integer not null
);
revoke all on table private.search_term_df from public, anon, authenticated;
comment on table private.search_term_df is
  'How many published prompts hold each stem in their search document (IDF weighting). Kept by statement triggers on prompts.';
create index search_term_df_prefix_idx on private.search_term_df (lexeme text_pattern_ops);

create table private.search_doc_count (
  id boolean primary key default true check (id),
  n integer not null
);
revoke all on table private.search_doc_count from public, anon, authenticated;
comment on table private.search_doc_count is
  'How many prompts are published (N of the IDF weighting). Kept with private.search_term_df.';

create or replace function private.search_term_df_apply(_docs tsvector[], _sign integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if cardinality(_docs) = 0 then
    return;
  end if;
  insert into private.search_term_df as t (lexeme, df)
  select l, count(*) * _sign
    from unnest(_docs) d, unnest(tsvector_to_array(d)) l
   group by l
  on conflict (lexeme) do update set df = t.df + excluded.df;
  update private.search_doc_count set n = n + cardinality(_docs) * _sign where id;
end
$$;
revoke execute on function private.search_term_df_apply(tsvector[], integer) from public, anon, authenticated;

create or replace function private.search_term_df_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.search_term_df_apply(array(select r.search_doc from new_rows r where r.is_published), 1);
  return null;
end
$$;
create or replace function private.search_term_df_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.search_term_df_apply(array(select r.search_doc from old_rows r where r.is_published), -1);
  return null;
end
$$;
create or replace function private.search_term_df_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only rows whose document or publication changed (a view counter moves nothing).
  perform private.search_term_df_apply(array(
    select o.search_doc from old_rows o join new_rows n on n.id = o.id
     where o.is_published and (not n.is_published or n.search_doc is distinct from o.search_doc)), -1);
  perform private.search_term_df_apply(array(
    select n.search_doc from old_rows o join new_rows n on n.id = o.id
     where n.is_published and (not o.is_published or n.search_doc is distinct from o.search_doc)), 1);
  return null;
end
$$;
create or replace function private.search_term_df_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.search_term_df;
  update private.search_doc_count set n = 0 where id;
  return null;
end
$$;
revoke execute on function private.search_term_df_insert() from public, anon, authenticated;
revoke execute on function private.search_term_df_delete() from public, anon, authenticated;
revoke execute on function private.search_term_df_update() from public, anon, authenticated;
revoke execute on function private.search_term_df_truncate() from public, anon, authenticated;

-- The documents with ask_phrases (the statistics are counted from them, below).
update public.prompts set search_doc = null;

insert into private.search_doc_count (n) select count(*) from public.prompts where is_published;
insert into private.search_term_df (lexeme, df)
select l, count(*) from public.prompts p, unnest(tsvector_to_array(p.search_doc)) l
 where p.is_published group by l;

create trigger prompts_search_term_df_insert after insert on public.prompts
  referencing new table as new_rows
  for each statement execute function private.search_term_df_insert();
create trigger prompts_search_term_df_delete after delete on public.prompts
  referencing old table as old_rows
  for each statement execute function private.search_term_df_delete();
create trigger prompts_search_term_df_update after update on public.prompts
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.search_term_df_update();
create trigger prompts_search_term_df_truncate after truncate on public.prompts
  for each statement execute function private.search_term_df_truncate();

-- ---------------------------------------------------------------------------------------------
-- Situation words: a sector, a city, a season, a budget
-- ---------------------------------------------------------------------------------------------
create table private.search_situation_terms (
  stem text primary key,
  kind text not null check (kind in ('sector', 'city', 'season', 'budget')),
  -- The prompts.sectors id a sector word names.
  sector text
);
revoke all on table private.search_situation_terms from public, anon, authenticated;
comment on table private.search_situation_terms is
  'Words of a query that describe the asker''s situation (sector, city, season, budget): they rank within the task (0.3 of their weight; a prompt written for the named sector counts as matching), they do not pick it.';

insert into private.search_situation_terms (stem, kind, sector)
select distinct on (s) s, x.kind, x.sector
  from (values
    ('مطعم', 'sector', 'restaurants'), ('مطاعم', 'sector', 'restaurants'), ('كافيه', 'sector', 'restaurants'),
    ('كافيهات', 'sector', 'restaurants'), ('مقهى', 'sector', 'restaurants'), ('مقاهي', 'sector', 'restaurants'),
    ('كوفي', 'sector', 'restaurants'), ('كوفي شوب', 'sector', 'restaurants'), ('مخبز', 'sector', 'restaurants'),
    ('حلويات', 'sector', 'restaurants'), ('restaurant', 'sector', 'restaurants'), ('cafe', 'sector', 'restaurants'),
    ('محل', 'sector', 'retail'), ('محلات', 'sector', 'retail'), ('بقالة', 'sector', 'retail'),
    ('سوبرماركت', 'sector', 'retail'), ('دكان', 'sector', 'retail'), ('معرض', 'sector', 'retail'),
    ('shop', 'sector', 'retail'),
    ('عيادة', 'sector', 'clinics'), ('عيادات', 'sector', 'clinics'), ('صيدلية', 'sector', 'clinics'),
    ('مستوصف', 'sector', 'clinics'), ('مجمع طبي', 'sector', 'clinics'), ('clinic', 'sector', 'clinics'),
    ('عقار', 'sector', 'real-estate'), ('عقارات', 'sector', 'real-estate'), ('مكتب عقار', 'sector', 'real-estate'),
    ('مدرسة', 'sector', 'education'), ('معهد', 'sector', 'education'), ('مركز تدريب', 'sector', 'education'),
    ('مقاولات', 'sector', 'contracting'), ('مقاول', 'sector', 'contracting'),
    ('صالون', 'sector', 'beauty'), ('مشغل', 'sector', 'beauty'), ('سبا', 'sector', 'beauty'),
    ('صالون تجميل', 'sector', 'beauty'), ('حلاق', 'sector', 'beauty'),
    ('شحن', 'sector', 'logistics'), ('توصيل', 'sector', 'logistics'),
    ('فندق', 'sector', 'tourism'), ('فنادق', 'sector', 'tourism'), ('شاليه', 'sector', 'tourism'),
    ('شاليهات', 'sector', 'tourism'), ('مكتب سياحة', 'sector', 'tourism'),
    ('الرياض', 'city', null), ('جدة', 'city', null), ('جده', 'city', null), ('مكة', 'city', null),
    ('المدينة', 'city', null), ('الدمام', 'city', null), ('الخبر', 'city', null), ('الطائف', 'city', null),
    ('أبها', 'city', null), ('تبوك', 'city', null), ('القصيم', 'city', null), ('بريدة', 'city', null),
    ('حائل', 'city', null), ('جازان', 'city', null), ('نجران', 'city', null), ('الأحساء', 'city', null),
    ('دبي', 'city', null), ('أبوظبي', 'city', null), ('ابوظبي', 'city', null), ('الشارقة', 'city', null),
    ('عجمان', 'city', null), ('العين', 'city', null), ('الكويت', 'city', null), ('الدوحة', 'city', null),
    ('قطر', 'city', null), ('المنامة', 'city', null), ('البحرين', 'city', null), ('مسقط', 'city', null),
    ('عمان', 'city', null), ('السعودية', 'city', null), ('الامارات', 'city', null), ('الخليج', 'city', null),
    ('القاهرة', 'city', null), ('عمّان', 'city', null), ('بيروت', 'city', null),
    ('riyadh', 'city', null), ('jeddah', 'city', null), ('dubai', 'city', null), ('doha', 'city', null),
    ('الصيف', 'season', null), ('الشتاء', 'season', null), ('العيد', 'season', null),
    ('عيد الفطر', 'season', null), ('عيد الأضحى', 'season', null), ('الحج', 'season', null),
    ('العودة للمدارس', 'season', null), ('الإجازة', 'season', null), ('اجازة', 'season', null),
    ('موسم', 'season', null), ('summer', 'season', null), ('winter', 'season', null),
    ('ميزانية محدودة', 'budget', null), ('ميزانية قليلة', 'budget', null), ('بدون ميزانية', 'budget', null),
    ('رخيص', 'budget', null), ('رخيصة', 'budget', null), ('بسيطة', 'budget', null), ('قليلة', 'budget', null),
    ('صغير', 'budget', null), ('صغيرة', 'budget', null), ('ناشئ', 'budget', null), ('جديد', 'budget', null),
    ('جديدة', 'budget', null), ('small', 'budget', null), ('cheap', 'budget', null)
  ) as x(term, kind, sector),
  private.search_stems(x.term) s
 where s <> ''
 order by s, x.sector nulls last;

-- ---------------------------------------------------------------------------------------------
-- The query as concepts: the lexicon first
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
  len integer;
  gram text;
  alts text;
  lex_kind text;
  lex_maps text[];
  m text;
  m_alts text;
  k text;
  res tsquery[] := '{}'::tsquery[];
begin
  select coalesce(array_agg(q.w order by q.o), '{}'), coalesce(array_agg(q.s order by q.o), '{}')
    into raw, st
    from (select x.w, x.o,
                 -- A preposition or conjunction fused without the article («لكوفي», «بميزانية»):
                 -- the word without it, when the catalogue holds that far more than the fused form.
                 case when length(x.w) >= 4 and left(x.w, 1) in ('و', 'ب', 'ل', 'ف', 'ك')
                           and coalesce((select d.df from private.search_term_df d
                                          where d.lexeme = private.search_stems(substr(x.w, 2))), 0)
                               > 3 * coalesce((select d.df from private.search_term_df d where d.lexeme = s), 0)
                      then private.search_stems(substr(x.w, 2)) else s end as s
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
    lex_kind := null;
    -- The longest run of words (up to four) that is a lexicon term (issue 45): how people say it
    -- → the catalogue's words.
    for l in reverse least(4, n - i + 1) .. 1 loop
      gram := array_to_string(st[i:i + l - 1], ' ');
      select t.kind, t.maps into lex_kind, lex_maps
        from private.search_lexicon_terms t where t.stem = gram;
      if lex_kind is not null then
        len := l;
        exit;
      end if;
    end loop;
    if lex_kind = 'stop' then
      i := i + len;
      continue;
    elsif lex_kind is not null then
      -- The words as typed (an asks phrase may hold them) or any mapped term, each mapped term
      -- with its synonym group.
      alts := '(' || (select string_agg(quote_literal(x), ' & ') from unnest(string_to_array(gram, ' ')) x) || ')';
      foreach m in array lex_maps loop
        select string_agg(distinct '(' || t2.q || ')', ' | ')
          into m_alts
          from private.search_synonym_terms t1
          join private.search_synonym_terms t2 on t2.group_id = t1.group_id
         where t1.stem = m and t1.names_group;
        alts := alts || ' | ' || coalesce(m_alts,
          '(' || (select string_agg(quote_literal(x), ' & ') from unnest(string_to_array(m, ' ')) x) || ')');
      end loop;
      res := res || to_tsquery('simple'::regconfig, alts);
      i := i + len;
      continue;
    end if;

    -- The longest run of words (up to four) that is a synonym term.
    for l in reverse least(4, n - i + 1) .. 1 loop
      gram := array_to_string(st[i:i + l - 1], ' ');
      select string_agg(distinct '(' || t2.q || ')', ' | ')
        into alts
        from private.search_synonym_terms t1
        join private.search_synonym_terms t2 on t2.group_id = t1.group_id
       where t1.stem = gram and t1.names_group;
      if alts is not null then
        if l = 1 and length(gram) >= 3
           and not exists (select 1 from private.search_words sw where sw.word = gram) then
          alts := alts || ' | ' || quote_literal(gram) || ':*';
        end if;
        res := res || to_tsquery('simple'::regconfig, alts);
        i := i + l;
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
    if not exists (select 1 from private.search_words sw
                    where sw.word operator(pg_catalog.~>=~) gram
                      and sw.word operator(pg_catalog.~<~) (gram || U&'\+10FFFF')) then
      -- Unknown to the catalogue: a typo, most likely. The nearest vocabulary words of the word as
      -- typed join it (similarity 0.4 or more), Arabic to Arabic, Latin to Latin.
      k := coalesce(nullif(private.arabic_trigram_key(raw[i]), ''), raw[i]);
      select alts || coalesce(' | ' || string_agg(quote_literal(private.search_stems(c.word)), ' | '), '')
        into alts
        from (select sw.word
                from private.search_words sw
               where sw.key operator(extensions.%) k
                 and (sw.key = sw.word) = (k = raw[i])
                 -- A near word, not any word sharing a few letters: «قصيدة» is not «قصير».
                 and extensions.similarity(sw.key, k) >= 0.4
               order by extensions.similarity(sw.key, k) desc, sw.word
               limit 3) c;
    end if;
    res := res || to_tsquery('simple'::regconfig, alts);
    i := i + 1;
  end loop;
  return res;
end
$$;
comment on function private.search_concepts(text) is
  'The query as concepts (one tsquery each): normalised, stemmed, request words dropped; the longest run of words that is a lexicon term (public.search_lexicon) → the words or any mapped term (stop entries: dropped); then synonym terms (public.search_synonyms) → their group; then single words (a beginning matches as a prefix; a word the catalogue does not know is widened to its nearest vocabulary words). At most 12 words.';
revoke execute on function private.search_concepts(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What each concept weighs
-- ---------------------------------------------------------------------------------------------
-- For each concept: its weight (BM25 idf over the published catalogue, 0.3 of it for a situation
-- word), whether the catalogue knows it (some prompt holds one of its terms), and the sector it
-- names (a prompt written for that sector counts as matching it).
create or replace function private.search_concept_weights(_concepts tsquery[],
  out weights real[], out known boolean[], out sectors text[], out situations boolean[])
language plpgsql
stable
set search_path = ''
as $$
declare
  n integer := greatest(coalesce((select c.n from private.search_doc_count c where c.id), 0), 1);
  q tsquery;
  df integer;
  situation boolean;
  sector text;
begin
  weights := '{}';
  known := '{}';
  sectors := '{}';
  situations := '{}';
  foreach q in array coalesce(_concepts, '{}') loop
    -- The concept's alternatives (a | b & c): an alternative of several words is as common as its
    -- rarest word, the concept as its most common alternative.
    with terms as (
      select x.alt, replace(m[1], '''''', '''') as lexeme, m[2] is not null as prefix
        from regexp_split_to_table(q::text, ' \| ') with ordinality as x(alt_text, alt),
             regexp_matches(x.alt_text, '''((?:[^'']|'''')+)''(:\*)?', 'g') as m
    ), term_df as (
      select t.alt, t.lexeme, t.prefix,
             coalesce(case when t.prefix
                           then (select max(d.df) from private.search_term_df d
                                  where d.lexeme operator(pg_catalog.~>=~) t.lexeme
                                    and d.lexeme operator(pg_catalog.~<~) (t.lexeme || U&'\+10FFFF'))
                           else (select d.df from private.search_term_df d where d.lexeme = t.lexeme) end, 0) as df
        from terms t
    )
    select (select max(a.df) from (select min(td.df) as df from term_df td group by td.alt) a),
           bool_and(s.stem is not null and not td.prefix),
           max(s.sector)
      into df, situation, sector
      from term_df td
      left join private.search_situation_terms s on s.stem = td.lexeme;
    df := least(greatest(coalesce(df, 0), 0), n);
    weights := weights || (ln(1 + (n - df + 0.5) / (df + 0.5)) * case when coalesce(situation, false) then 0.3 else 1 end)::real;
    known := known || (df > 0);
    sectors := sectors || case when coalesce(situation, false) then sector end;
    situations := situations || coalesce(situation, false);
  end loop;
end
$$;
comment on function private.search_concept_weights(tsquery[]) is
  'Per concept of a query: weight (BM25 idf from private.search_term_df, x0.3 for a situation word), known (some published prompt holds one of its terms), the sector a situation word names, and whether it is a situation word (sector, city, season, budget).';
revoke execute on function private.search_concept_weights(tsquery[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: weighted, thresholded, pinned (the rest as in 20261129010000)
-- ---------------------------------------------------------------------------------------------
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
  -- Relevance (issue 45): each concept's weight, whether the catalogue knows it, the sector it
  -- names; the best score a prompt can reach; the share of it a match needs; the pins.
  threshold constant real := 0.3;
  cw real[];
  cknown boolean[];
  csec text[];
  maxscore real;
  csit boolean[];
  core integer[];
  pin_ids uuid[];
  pin_cov real[];
  j integer;
  pair integer[];
  -- Hits taken per pair or single concept when a long query's words do not all meet.
  per_pair constant integer := 40;
begin
  if sort not in ('relevance', 'newest', 'popular', 'rated', 'title', 'available') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;

  if sort = 'relevance' then
    -- The concepts depend on the normalised query only (search_concepts reads its first 200
    -- characters), the hits on it, the category and the platform.
    -- 'w|': rankings of the weighted engine (issue 45), never read as another engine's.
    ck := 'w|' || left(private.normalize_arabic(p_query), 200)
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

  if sort = 'relevance' and c_ids is null then
    -- Candidates: the prompts matching every concept; when fewer than `few`, the rarest concepts
    -- together, dropping the most generic (or situation) one at a time, down to the rarest alone.
    select w.weights, w.known, w.sectors, w.situations into cw, cknown, csec, csit
      from private.search_concept_weights(concepts) w;
    -- The best score a prompt can reach on the task's words (known to the catalogue, not situation
    -- words; all known words for a query of situation words only).
    maxscore := coalesce((select sum(cw[g]) from generate_subscripts(concepts, 1) g where cknown[g] and not csit[g]),
                         (select sum(cw[g]) from generate_subscripts(concepts, 1) g where cknown[g]), 0);
    -- A word the catalogue does not know at all («رجيم», «workout») says the need may be outside
    -- it: it counts as an average task word the prompts cannot match.
    maxscore := maxscore
                + (select count(*) from generate_subscripts(concepts, 1) g where not cknown[g])
                  * coalesce((select avg(cw[g]) from generate_subscripts(concepts, 1) g where cknown[g] and not csit[g]), 0);
    hit_ids := private.search_hits(allq, p_category, p_platform,
                                   case when cardinality(concepts) = 1 then cap else multi_cap end);
    if cardinality(hit_ids) < few and cardinality(concepts) > 1 then
      -- The task's words: known to the catalogue, not situation words (these rank, they do not
      -- find), the six rarest at most; a query of situation words only keeps them all.
      core := array(select g from generate_subscripts(concepts, 1) g
                     where cknown[g] and not csit[g] order by cw[g] desc, g limit 6);
      if cardinality(core) = 0 then
        core := array(select g from generate_subscripts(concepts, 1) g
                       where cknown[g] order by cw[g] desc, g limit 6);
      end if;
      -- All of them together (when the query had more).
      if cardinality(core) between 2 and cardinality(concepts) - 1 then
        q := null;
        foreach j in array core loop
          q := case when q is null then concepts[j] else q && concepts[j] end;
        end loop;
        hit_ids := hit_ids || array(select x from unnest(private.search_hits(q, p_category, p_platform, multi_cap)) x
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
        hit_ids := hit_ids || array(select x from unnest(private.search_hits(concepts[pair[1]] && concepts[pair[2]],
                                                                            p_category, p_platform, per_pair)) x
                                     where not (x = any (hit_ids)));
      end loop;
      -- Then each alone, the rarest first.
      foreach j in array core loop
        exit when cardinality(hit_ids) >= few;
        hit_ids := hit_ids || array(select x from unnest(private.search_hits(concepts[j], p_category, p_platform, per_pair)) x
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
      select p.id, p.category as cat, p.sectors, p.search_doc as d,
             ts_filter(p.search_doc, '{a}') as da, ts_filter(p.search_doc, '{a,b}') as dab
        from unnest(hit_ids) h(id)
        join public.prompts p on p.id = h.id
       where p_sector is null or p.sectors @> array[p_sector]
    ), scored as materialized (
      -- Each concept: its weight times where it is found (title, asks/tags/category, description);
      -- a situation word naming a sector is found in a prompt written for that sector.
      select h.id,
             (select coalesce(sum(cw[g] * case when h.da @@ concepts[g] then 1.0
                                               when h.dab @@ concepts[g] then 0.8
                                               when h.d @@ concepts[g] then 0.45
                                               when csec[g] is not null and h.sectors @> array[csec[g]] then 0.8
                                               else 0 end), 0)
                from generate_subscripts(concepts, 1) g)::real
             + 0.5 * coalesce(ct.w, 0) as s,
             ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], h.d, anyq) as r
        from hits h
        left join cats ct on ct.id = h.cat
    )
    -- Below the threshold a prompt is not a match (nothing is better than unrelated cards).
    select coalesce(array_agg(s.id), '{}'), coalesce(array_agg(s.s), '{}'),
           coalesce(array_agg(0), '{}'), coalesce(array_agg(s.r), '{}')
      into c_ids, c_cov, c_cm, c_r
      from scored s
     where maxscore > 0
       -- A long sentence's prompt matches few of its words: past three task words the share
       -- needed falls with their number (to half at six).
       and s.s >= threshold * maxscore
                  * greatest(0.5, least(1, 3.0 / greatest(1, (select count(*) from generate_subscripts(concepts, 1) g
                                                               where cknown[g] and not csit[g]))))::real;
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
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): the query as concepts (lexicon, synonyms, typo widening) over title, ask phrases, tags, category, platform and description. Relevance (issue 45): each concept weighs its BM25 idf over the published catalogue (situation words 0.3 of it), times where it is found (title 1, asks/tags/category 0.8, description 0.45), plus half the weight of the concepts the category name matches; prompts under 0.3 of the best reachable score are not returned; pinned prompts (search_pins) first. Filters: category, platform, sector; sorts: relevance, newest, popular, rated, title, available. Locks from the entitlement rule, computed once per distinct (category, platforms, trial sample). Returns what a result card shows (no bodies, no variables).';
revoke execute on function private.search_prompts(text, text, text, text, integer, integer, text) from public;
grant execute on function private.search_prompts(text, text, text, text, integer, integer, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Suggestions: «هل تقصد» only for a better query made of catalogue words
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
  c_all tsquery;
begin
  if length(nq) < 2 then
    return;
  end if;
  -- search_concepts reads the first 200 characters of the normalised query; the key adds the limit.
  ck := 'w|' || left(private.normalize_arabic(p_query), 200) || '|' || lim;
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
              where (anyq is not null and d.doc @@ anyq)
                 -- As the user types: a category whose name holds the typed text («تسوي» in
                 -- «التسويق»), even when the vocabulary reads the unfinished word as another.
                 or strpos(private.normalize_arabic(c.name), nq) > 0
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
        -- A word the catalogue, the lexicon or the synonyms know is never "corrected" («ذاتية»
        -- was offered as «ذكيه»).
        if not exists (select 1 from private.search_words sw
                        where sw.word operator(pg_catalog.~>=~) w
                          and sw.word operator(pg_catalog.~<~) (w || U&'\+10FFFF'))
           and not exists (select 1 from private.search_term_df d
                            where d.lexeme = private.search_stems(w) and d.df > 0)
           and not exists (select 1 from private.search_lexicon_terms t where t.stem = private.search_stems(w))
           and not exists (select 1 from private.search_synonym_terms t where t.stem = private.search_stems(w)) then
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
      -- «هل تقصد» only when the correction does better than the query typed: it finds prompts
      -- (the typed query found none to get here).
      if corrected is distinct from nq then
        c_all := null;
        foreach q in array private.search_concepts(corrected) loop
          c_all := case when c_all is null then q else c_all && q end;
        end loop;
        if c_all is not null
           and exists (select 1 from public.prompts p where p.search_doc @@ c_all and p.is_published) then
          tail := jsonb_build_array(jsonb_build_array('correction', corrected, corrected));
        end if;
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
  'Search suggestions (kind, label, value): categories (value: id), synonym terms (value: the term) and prompt titles (value: prompt id) as the user types; for a query nothing matches, the corrected spelling (kind correction: only catalogue words in place of words nothing knows, and only when the correction finds prompts) and the nearest categories. Titles and names only, never bodies. Kept per normalised query and limit in private.search_suggest_cache while nothing it depends on has changed; titles ordered by live popularity.';

-- ---------------------------------------------------------------------------------------------
-- search_nearby: the prompt rows carry what a result card shows (id, platforms, why locked)
-- ---------------------------------------------------------------------------------------------
drop function public.search_nearby(text, integer);
drop function rpc_definer.search_nearby(text, integer);

create function rpc_definer.search_nearby(p_query text, p_limit integer default 4)
returns table (kind text, value text, label text, description text, category text, locked boolean,
               prompt_id uuid, platforms text[], lock_reason text)
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
as $$
declare
  lim integer := least(greatest(coalesce(p_limit, 4), 1), 12);
  nq text := private.search_query_key(p_query);
  concepts tsquery[];
  anyq tsquery;
  q tsquery;
  ent jsonb := private.entitlements((select auth.uid()));
  cats text[];
begin
  perform private.enforce_rate_limit('search_nearby', 60, 120, 1);
  if nq = '' then
    return;
  end if;
  concepts := private.search_concepts(p_query);
  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
  end loop;
  -- The categories most of the loose matches fall in; without any, the categories whose name and
  -- description read most like the query.
  if anyq is not null then
    select coalesce(array_agg(x.category order by x.n desc, x.category), '{}') into cats
      from (select h.category, count(*) as n
              from (select p.category from public.prompts p
                     where p.search_doc @@ anyq and p.is_published limit 300) h
             group by h.category order by count(*) desc, h.category limit 3) x;
  end if;
  if coalesce(cardinality(cats), 0) = 0 then
    select array_agg(c.id order by c.o) into cats
      from (select c.id,
                   row_number() over (order by extensions.similarity(private.normalize_arabic(c.name || ' ' || c.description), nq) desc,
                                               c.sort_order) as o
              from public.prompt_categories c) c
     where c.o <= 3;
  end if;
  return query
    select 'category'::text, c.id, c.name, c.description, c.id, false, null::uuid, null::text[], null::text
      from unnest(cats) with ordinality u(id, o)
      join public.prompt_categories c on c.id = u.id
     order by u.o;
  -- The most used prompts of those categories, the loose matches first.
  return query
    select 'prompt'::text, r.slug, r.title_ar, r.description_ar, r.category, l.locked, r.id,
           r.platforms, l.reason
      from (select p.id, p.slug, p.title_ar, p.description_ar, p.category, p.platforms, p.trial_sample,
                   (anyq is not null and p.search_doc @@ anyq) as loose, p.view_count + p.copy_count as pop,
                   p.created_at
              from public.prompts p
             where p.is_published and p.category = any (cats)
             order by 8 desc, 9 desc, p.created_at desc, p.id
             limit lim) r
      cross join lateral private.item_lock(ent, 'prompt', r.category, r.platforms, r.trial_sample, null) l
     order by r.loose desc, r.pop desc, r.created_at desc, r.id;
end
$$;
comment on function rpc_definer.search_nearby(text, integer) is
  'When nothing fits a query: the closest categories (kind category, value its id) and, from them, the most used prompts («قد يفيدك»; kind prompt, value the slug, with prompt_id, platforms and the lock) — titles and descriptions only, never bodies. 60 a minute per address (anon), 120 per user.';
revoke execute on function rpc_definer.search_nearby(text, integer) from public;
grant execute on function rpc_definer.search_nearby(text, integer) to anon, authenticated, service_role;

create function public.search_nearby(p_query text, p_limit integer default 4)
returns table (kind text, value text, label text, description text, category text, locked boolean,
               prompt_id uuid, platforms text[], lock_reason text)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.search_nearby(p_query, p_limit);
end
$$;
comment on function public.search_nearby(text, integer) is
  'When nothing fits a query: the closest categories (kind category, value its id) and, from them, the most used prompts («قد يفيدك»; kind prompt, value the slug, with prompt_id, platforms and the lock) — titles and descriptions only, never bodies. 60 a minute per address (anon), 120 per user.';
revoke execute on function public.search_nearby(text, integer) from public;
grant execute on function public.search_nearby(text, integer) to anon, authenticated, service_role;
