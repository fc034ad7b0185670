-- Prompt search at catalogue scale (issue 12: p95 ≤ 20 ms in the database over 30,000 prompts).
--
-- Where the time went (EXPLAIN ANALYZE BUFFERS on native Postgres, 30,000 synthetic prompts):
-- * Full text: the GIN bitmap itself is cheap (7 buffers), but the function then ranked EVERY hit
--   (ts_rank_cd over 6,137 rows for «للمطاعم», each on its own heap page: 5,586 buffers),
--   collected them into arrays, and joined the arrays back to prompts (6,137 index probes) to sort
--   and keep 20: 40-50 ms.
-- * Typos: `key <% search_key` over the trigram index returns thousands of candidate rows whose
--   long search_key (title + description + tags) must each be re-checked by word_similarity
--   (2,077 heap rows re-checked for «مجتوى» to keep 10): 45-160 ms.
--
-- What this migration changes (same arguments, same result columns):
-- * Relevance ranks a capped candidate set: at most 500 hits are read (the bitmap heap scan
--   stops there), ranked, and the page is cut from them in one query, carrying the columns it
--   needs (no join back). total_count is exact up to 500 and reports 500 above (a cheap
--   bound: a query matching more than 500 prompts is a browse; 500 hits are 21 pages of 24).
--   Other orders (newest, popular, title) still order ALL hits, and rank only the page's rows.
-- * Typos are corrected word by word against a vocabulary of the catalogue's words
--   (private.search_words, ~1,000 rows, trigram-indexed on their ASCII key), and the corrected
--   query runs as full text through the GIN index: a typo costs a dictionary lookup, not a scan.
--   The vocabulary only grows (a word left behind by an edited prompt finds nothing, harmlessly).

-- ---------------------------------------------------------------------------------------------
-- The vocabulary: every word (lexeme of search_tsv) with a letter in it; numbers are left out.
-- ---------------------------------------------------------------------------------------------
create table private.search_words (
  word text primary key,
  -- The trigram key: the ASCII spelling of an Arabic word (private.arabic_trigram_key, so
  -- pg_trgm works under any locale), or the word itself when it has no Arabic letter.
  key text not null
);
comment on table private.search_words is
  'Search vocabulary: the words of prompt titles, descriptions and tags, for typo correction. Not reachable through the API.';
revoke all on table private.search_words from public, anon, authenticated;
grant select on table private.search_words to service_role;
create index search_words_key_trgm_idx on private.search_words using gin (key extensions.gin_trgm_ops);

create or replace function private.search_words_of(_tsv tsvector)
returns table (word text, key text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select w, coalesce(nullif(private.arabic_trigram_key(w), ''), w)
    from unnest(tsvector_to_array(_tsv)) w
   where length(w) between 2 and 60
     and w ~ '[a-z\u0621-\u064A]'
$$;
revoke execute on function private.search_words_of(tsvector) from public, anon, authenticated;

-- Inserts: one statement-level trigger per statement (a 30,000-row load adds its words at once).
create or replace function private.prompts_add_search_words_stmt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.search_words (word, key)
  select distinct w.word, w.key
    from new_rows r, private.search_words_of(r.search_tsv) w
  on conflict (word) do nothing;
  return null;
end
$$;
revoke execute on function private.prompts_add_search_words_stmt() from public, anon, authenticated;

-- Updates: only rows whose searchable text changed (the body-variables sync touches every prompt).
create or replace function private.prompts_add_search_words_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.search_words (word, key)
  select w.word, w.key from private.search_words_of(new.search_tsv) w
  on conflict (word) do nothing;
  return null;
end
$$;
revoke execute on function private.prompts_add_search_words_row() from public, anon, authenticated;

drop trigger if exists prompts_search_words_insert on public.prompts;
create trigger prompts_search_words_insert
  after insert on public.prompts
  referencing new table as new_rows
  for each statement execute function private.prompts_add_search_words_stmt();

drop trigger if exists prompts_search_words_update on public.prompts;
create trigger prompts_search_words_update
  after update on public.prompts
  for each row
  when (old.search_tsv is distinct from new.search_tsv)
  execute function private.prompts_add_search_words_row();

insert into private.search_words (word, key)
select distinct w.word, w.key
  from public.prompts p, private.search_words_of(p.search_tsv) w
on conflict (word) do nothing;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: same contract, capped ranking, typo correction through the vocabulary.
-- ---------------------------------------------------------------------------------------------
create or replace function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid,
  slug text,
  title_ar text,
  title_en text,
  description_ar text,
  description_en text,
  category text,
  platforms text[],
  required_plan text,
  tags text[],
  variables jsonb,
  view_count integer,
  copy_count integer,
  created_at timestamptz,
  score real,
  locked boolean,
  total_count bigint
)
language plpgsql
stable
security definer
-- Typo correction: a one-letter typo in a five-letter Arabic word keeps about a third of its
-- trigrams (مجتوى -> محتوى: 0.33); unrelated words score below 0.25.
set pg_trgm.similarity_threshold = 0.3
set search_path = ''
as $$
declare
  -- Hits ranked for relevance (and the bound of total_count).
  cap constant integer := 500;
  nq text := left(private.normalize_arabic(p_query), 200);
  words text[];
  w text;
  part text;
  parts text[] := '{}';
  tsq tsquery;
  user_rank integer := private.current_plan_rank((select auth.uid()));
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
  returned bigint;
begin
  if sort not in ('relevance', 'newest', 'popular', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;
  words := array(
    select x
      from regexp_split_to_table(regexp_replace(nq, '[^[:alnum:]\u0621-\u064A\s]', ' ', 'g'), '\s+') x
     where x <> '' limit 20);

  if cardinality(words) = 0 then
    -- No words: browse, filtered, in the requested order (relevance falls back to newest).
    -- The total is counted apart so the page itself can come straight off an index.
    select count(*) into total
      from public.prompts p
     where p.is_published
       and (p_category is null or p.category = p_category)
       and (p_platform is null or p.platforms @> array[p_platform]);
    -- One static query per order, so each can walk its own index instead of sorting.
    if sort = 'popular' then
      return query
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.required_plan, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, coalesce(pl.rank > user_rank, true), total
          from public.prompts p
          left join public.plans pl on pl.slug = p.required_plan
         where p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         order by (p.view_count + p.copy_count) desc, p.created_at desc, p.id
         limit lim offset off;
    elsif sort = 'title' then
      return query
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.required_plan, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, coalesce(pl.rank > user_rank, true), total
          from public.prompts p
          left join public.plans pl on pl.slug = p.required_plan
         where p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         order by p.title_ar, p.created_at desc, p.id
         limit lim offset off;
    else
      return query
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.required_plan, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, coalesce(pl.rank > user_rank, true), total
          from public.prompts p
          left join public.plans pl on pl.slug = p.required_plan
         where p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         order by p.created_at desc, p.id
         limit lim offset off;
    end if;
    return;
  end if;

  -- Every word as a prefix, all required: "تسوي" finds "تسويق". When that finds nothing, the
  -- second round runs the same queries with the words corrected against the vocabulary.
  tsq := to_tsquery('simple'::regconfig,
    (select string_agg(quote_literal(x) || ':*', ' & ') from unnest(words) x));
  for attempt in 1..2 loop
    if attempt = 2 then
      -- Nothing as typed: a word that exists (as a prefix) stays; a word that does not becomes
      -- its closest vocabulary words (at most 3, by trigram similarity above the threshold).
      -- A word with neither finds nothing.
      foreach w in array words loop
        select string_agg(quote_literal(c.word), ' | ')
          into part
          from (select sw.word
                  from private.search_words sw
                 where sw.key operator(extensions.%) coalesce(nullif(private.arabic_trigram_key(w), ''), w)
                 order by extensions.similarity(sw.key, coalesce(nullif(private.arabic_trigram_key(w), ''), w)) desc,
                          sw.word
                 limit 3) c;
        if exists (select 1 from private.search_words sw where starts_with(sw.word, w)) then
          part := concat_ws(' | ', quote_literal(w) || ':*', part);
        end if;
        if part is null then
          return;
        end if;
        parts := parts || ('(' || part || ')');
      end loop;
      tsq := to_tsquery('simple'::regconfig, array_to_string(parts, ' & '));
    end if;

    if sort = 'relevance' then
      -- Read at most `cap` hits (the bitmap heap scan stops there), rank them, cut the page.
      return query
        with hits as (
          select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
                 p.category, p.platforms, p.required_plan, p.tags, p.variables, p.view_count,
                 p.copy_count, p.created_at, p.search_tsv
            from public.prompts p
           where p.search_tsv @@ tsq
             and p.is_published
             and (p_category is null or p.category = p_category)
             and (p_platform is null or p.platforms @> array[p_platform])
           limit cap
        ), ranked as (
          select h.*, (ts_rank_cd(h.search_tsv, tsq) * 2)::real as s, count(*) over () as n
            from hits h
        )
        select r.id, r.slug, r.title_ar, r.title_en, r.description_ar, r.description_en,
               r.category, r.platforms, r.required_plan, r.tags, r.variables, r.view_count,
               r.copy_count, r.created_at, r.s, coalesce(pl.rank > user_rank, true), r.n
          from ranked r
          left join public.plans pl on pl.slug = r.required_plan
         order by r.s desc, r.created_at desc, r.id
         limit lim offset off;
      get diagnostics returned = row_count;
      -- An empty page past the end is not a reason to look for typos.
      if returned > 0 or (off > 0 and exists (
        select 1 from public.prompts p
         where p.search_tsv @@ tsq
           and p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])))
      then
        return;
      end if;
    else
      -- Newest, popular, title: the order holds over all hits; only the page's rows are ranked.
      select count(*) into total
        from (select 1
                from public.prompts p
               where p.search_tsv @@ tsq
                 and p.is_published
                 and (p_category is null or p.category = p_category)
                 and (p_platform is null or p.platforms @> array[p_platform])
               limit cap) c;
      if total > 0 then
        return query
          select pg.id, pg.slug, pg.title_ar, pg.title_en, pg.description_ar, pg.description_en,
                 pg.category, pg.platforms, pg.required_plan, pg.tags, pg.variables, pg.view_count,
                 pg.copy_count, pg.created_at, (ts_rank_cd(pg.search_tsv, tsq) * 2)::real,
                 coalesce(pl.rank > user_rank, true), total
            from (select p.*
                    from public.prompts p
                   where p.search_tsv @@ tsq
                     and p.is_published
                     and (p_category is null or p.category = p_category)
                     and (p_platform is null or p.platforms @> array[p_platform])
                   order by
                     case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
                     case when sort = 'title' then p.title_ar end asc,
                     p.created_at desc, p.id
                   limit lim offset off) pg
            left join public.plans pl on pl.slug = pg.required_plan
           order by
             case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
             case when sort = 'title' then pg.title_ar end asc,
             pg.created_at desc, pg.id;
        return;
      end if;
    end if;
  end loop;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer) is
  'Searches published prompt metadata (Arabic-normalised full text; typos corrected word by word against the catalogue vocabulary). Relevance ranks at most 500 hits; total_count is exact up to 500. Returns one page with total_count and locked (true when the caller''s plan does not reach the prompt''s). Never returns bodies.';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_prompts(text, text, text, text, integer, integer) to anon, authenticated, service_role;
