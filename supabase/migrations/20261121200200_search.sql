-- Browsing a category newest first, without a sort step.
create index if not exists prompts_published_category_created_idx
  on public.prompts (category, created_at desc) where is_published;

-- Prompt search: Arabic-normalised full text plus trigram similarity for typos, over the
-- metadata only (bodies are never scanned, so search cannot leak or be slowed by them).
--
-- SECURITY DEFINER on purpose: under RLS Postgres refuses to use an index for operators that
-- are not leakproof (@@, %>), so as the caller every search was a sequential scan (2 s at
-- 30,000 prompts). The function returns only what the prompts policy already shows everyone
-- (published metadata), filtering is_published itself, and never touches prompt_bodies.

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
  total bigint;
  hit_ids uuid[];
  hit_scores real[];
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

  -- Full text first (GIN on search_tsv). Only when it finds nothing does the trigram
  -- fallback run: scoring trigram candidates is the expensive part, and a query that matches
  -- exactly does not need typo tolerance. The fallback takes at most 200 candidates (so its
  -- total_count is capped at 200): a typo answer is a suggestion list, not an inventory.
  select array_agg(p.id), array_agg((ts_rank_cd(p.search_tsv, tsq) * 2)::real)
    into hit_ids, hit_scores
    from public.prompts p
   where p.search_tsv @@ tsq
     and p.is_published
     and (p_category is null or p.category = p_category)
     and (p_platform is null or p.platforms @> array[p_platform]);
  if hit_ids is null and key <> '' then
    select array_agg(f.id), array_agg(extensions.word_similarity(key, f.search_key)::real)
      into hit_ids, hit_scores
      from (select p.id, p.search_key
              from public.prompts p
             where key operator(extensions.<%) p.search_key
               and p.is_published
               and (p_category is null or p.category = p_category)
               and (p_platform is null or p.platforms @> array[p_platform])
             limit 200) f;
  elsif hit_ids is null then
    select array_agg(f.id), array_agg(extensions.word_similarity(nq, f.search_text)::real)
      into hit_ids, hit_scores
      from (select p.id, p.search_text
              from public.prompts p
             where nq operator(extensions.<%) p.search_text
               and p.is_published
               and (p_category is null or p.category = p_category)
               and (p_platform is null or p.platforms @> array[p_platform])
             limit 200) f;
  end if;
  total := coalesce(cardinality(hit_ids), 0);

  return query
    select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
           p.platforms, p.required_plan, p.tags, p.variables, p.view_count, p.copy_count,
           p.created_at, h.s,
           coalesce(pl.rank > user_rank, true),
           total
      from unnest(hit_ids, hit_scores) as h(id, s)
      join public.prompts p on p.id = h.id
      left join public.plans pl on pl.slug = p.required_plan
     order by
       case when sort = 'relevance' then h.s end desc nulls last,
       case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
       case when sort = 'title' then p.title_ar end asc,
       p.created_at desc, p.id
     limit lim offset off;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer) is
  'Searches published prompt metadata (Arabic-normalised full text + trigram typos). Returns one page with total_count and locked (true when the caller''s plan does not reach the prompt''s). Never returns bodies.';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_prompts(text, text, text, text, integer, integer) to anon, authenticated, service_role;
