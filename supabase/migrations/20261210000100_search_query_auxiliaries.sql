-- Search relevance, fifth pass (issue 45, the query reader), 2: a Gulf or Levantine auxiliary before
-- a verb in the imperfect is dropped from the query. «راح / رح» + the imperfect is the future
-- («راح اسوي», «رح افتح»), «قاعد / جالس» + the imperfect the progressive («قاعد يتأخر», «جالس
-- يسوي»); read as words they were «went», «rule» («قاعد» met «قواعد» through the catalogue's forms)
-- and «sitting», and counted among the need's words. They are dropped only before a word that
-- begins with a letter of the imperfect (ا ت ن ي) and not with the article («قاعد القهوة» keeps its
-- word). The dialect future/progressive ب fused to the verb («بيتأخر», «بنسوي») was already read
-- as the verb by 20261208200000's reading (ب is one of its fused prepositions).
-- Measured on the judged task set (277 queries, native Postgres, the seeded library): no change
-- (none of its queries has such an auxiliary); docs/search.md, «Fifth pass». The cache version
-- moves on: a ranking of the previous reading is never read.

create or replace function private.search_query_words(_query text)
returns table (word text, stem text)
language sql
stable
set search_path = ''
as $$
  -- The query's words as search_concepts reads them: normalised, request words dropped, a Gulf or
  -- Levantine auxiliary before a verb in the imperfect dropped («راح اسوي», «رح افتح», «قاعد يتأخر»,
  -- «جالس يسوي»: the future and the progressive, not «went», «rule», «sitting»), at most twelve,
  -- each read against the catalogue (private.search_query_stems: a split word gives two rows, each
  -- with its stem as its word).
  select case when r.s = x.s then x.w else r.s end, r.s
    from (select w.w, w.o, s
            from (select private.search_filler_words() as words) fillers,
                 (select t.w, t.o, lead(t.w) over (order by t.o) as nxt
                    from regexp_split_to_table(
                           btrim(regexp_replace(left(private.normalize_arabic(_query), 200), '[^0-9a-z\u0621-\u064A]+', ' ', 'g')),
                           ' ') with ordinality as t(w, o)) w,
                 private.search_stems(w.w) s
           where w.w <> '' and not (w.w = any(fillers.words)) and s <> ''
             and not (w.w in ('راح', 'رح', 'قاعد', 'قاعده', 'قاعدين', 'جالس', 'جالسه', 'جالسين')
                      and w.nxt ~ '^[اتني][\u0621-\u064A]{2,}$' and w.nxt !~ '^ال')
           order by w.o
           limit 12) x,
         unnest(private.search_query_stems(x.w, x.s)) with ordinality as r(s, k)
   order by x.o, r.k
$$;
comment on function private.search_query_words(text) is
  'The query''s words as private.search_concepts reads them: normalised, request words dropped, an auxiliary of the future or the progressive (راح، رح، قاعد، جالس) before a verb in the imperfect dropped, at most 12, each through private.search_query_stems (a split word gives two rows).';
revoke execute on function private.search_query_words(text) from public, anon, authenticated;

update private.search_cache_state set version = version + 1 where id;
