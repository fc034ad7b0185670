-- Prompt search: Arabic-normalised full text plus trigram similarity for typos, over the
-- metadata only (bodies are never scanned, so search cannot leak or be slowed by them).

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
security invoker
-- Typo tolerance: a one-letter typo in a five-letter Arabic word keeps about half its trigrams.
set pg_trgm.word_similarity_threshold = 0.45
set search_path = ''
as $$
declare
  nq text := left(private.normalize_arabic(p_query), 200);
  key text;
  tsq tsquery;
  user_rank integer := private.current_plan_rank((select auth.uid()));
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
begin
  if sort not in ('relevance', 'newest', 'popular', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;
  key := private.arabic_trigram_key(nq);
  -- Every word as a prefix, all required: "تسوي" finds "تسويق".
  select to_tsquery('simple'::regconfig, string_agg(quote_literal(w) || ':*', ' & '))
    into tsq
    from regexp_split_to_table(regexp_replace(nq, '[^[:alnum:]\u0621-\u064A\s]', ' ', 'g'), '\s+') w
   where w <> '';

  if tsq is null then
    -- No words: browse, filtered, in the requested order (relevance falls back to newest).
    return query
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
             p.platforms, p.required_plan, p.tags, p.variables, p.view_count, p.copy_count,
             p.created_at, 0::real,
             coalesce(pl.rank > user_rank, true),
             count(*) over ()
        from public.prompts p
        left join public.plans pl on pl.slug = p.required_plan
       where p.is_published
         and (p_category is null or p.category = p_category)
         and (p_platform is null or p.platforms @> array[p_platform])
       order by
         case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
         case when sort = 'title' then p.title_ar end asc,
         p.created_at desc, p.id
       limit lim offset off;
    return;
  end if;

  return query
    with matches as (
      select p.*,
             (ts_rank_cd(p.search_tsv, tsq) * 2
              + case when key <> '' then extensions.word_similarity(key, p.search_key)
                     else extensions.word_similarity(nq, p.search_text) end)::real as s
        from public.prompts p
       where p.is_published
         and (p_category is null or p.category = p_category)
         and (p_platform is null or p.platforms @> array[p_platform])
         and (
           p.search_tsv @@ tsq
           or (key <> '' and key operator(extensions.<%) p.search_key)
           or (key = '' and nq operator(extensions.<%) p.search_text)
         )
    )
    select m.id, m.slug, m.title_ar, m.title_en, m.description_ar, m.description_en, m.category,
           m.platforms, m.required_plan, m.tags, m.variables, m.view_count, m.copy_count,
           m.created_at, m.s,
           coalesce(pl.rank > user_rank, true),
           count(*) over ()
      from matches m
      left join public.plans pl on pl.slug = m.required_plan
     order by
       case when sort = 'relevance' then m.s end desc nulls last,
       case when sort = 'popular' then m.view_count + m.copy_count end desc nulls last,
       case when sort = 'title' then m.title_ar end asc,
       m.created_at desc, m.id
     limit lim offset off;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer) is
  'Searches published prompt metadata (Arabic-normalised full text + trigram typos). Returns one page with total_count and locked (true when the caller''s plan does not reach the prompt''s). Never returns bodies.';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_prompts(text, text, text, text, integer, integer) to anon, authenticated, service_role;
