-- Search speed, continued (issue 29): the text functions every search and every prompt write
-- calls, and the spelling correction of search_suggest.
--
-- * private.normalize_arabic, arabic_trigram_key, join_words and search_tsv were SQL functions
--   with SET search_path: a SQL function with a SET clause is never inlined, so each call from a
--   new executor (every search, every row a trigger writes) parsed and planned its one statement
--   again. As PL/pgSQL (the same expressions, the same results: the generated columns and indexes
--   built on them stay valid) they are compiled once a session. normalize_arabic: 0.1-0.2 ms a
--   call -> under 0.05 ms; search_concepts («خطة تسويقية») 0.8-0.9 -> 0.5 ms of CPU; writes of
--   prompts likewise (normalize_arabic ran 16 times per synthetic prompt loaded).
-- * search_suggest's correction (for a query nothing matches): the word's trigram key was an
--   expression of the outer word inside the query, so it was computed again for each candidate
--   the trigram index returned and rechecked (355 for «xqzw»): 5.2-6.5 ms of CPU a call, the
--   slowest of the bench's suggestions and so its p95. Each key is now computed once, before the
--   query; same candidates, same order, same answer.

create or replace function private.normalize_arabic(_input text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return btrim(regexp_replace(
    lower(translate(
      -- tashkeel (fathatan .. sukun, superscript alef), Quranic marks and tatweel are dropped
      regexp_replace(normalize(coalesce(_input, ''), NFC),
        '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
      -- alef with hamza above/below, alef with madda, alef wasla, taa marbuta, alef maqsura,
      -- waw with hamza, yaa with hamza, then the Arabic-Indic digits 0-9
      U&'\0623\0625\0622\0671\0629\0649\0624\0626\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669',
      --  ا    ا    ا    ا    ه    ي    و    ي    0 1 2 3 4 5 6 7 8 9
      U&'\0627\0627\0627\0627\0647\064A\0648\064A0123456789'
    )),
    '\s+', ' ', 'g'));
end
$$;

create or replace function private.arabic_trigram_key(_normalized text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return btrim(regexp_replace(
    translate(
      regexp_replace(coalesce(_normalized, ''), '[^\u0621-\u064A\s]', ' ', 'g'),
      'ءابتثجحخدذرزسشصضطظعغفقكلمنهوي',
      'abcdefghijklmnopqrstuvwxyz012'
    ),
    '\s+', ' ', 'g'));
end
$$;

create or replace function private.join_words(_words text[])
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return coalesce(array_to_string(_words, ' '), '');
end
$$;

create or replace function private.search_tsv(_text text)
returns tsvector
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return to_tsvector('simple'::regconfig, private.search_stems(_text));
end
$$;

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
  words text[] := '{}'::text[];
  w text;
  k text;
  latin boolean;
  best text;
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
  -- Nothing matches every word: the corrected spelling and the nearest categories. Each word's
  -- trigram key is computed once, before the query: inside it, the key was an expression of the
  -- outer word, computed again for every candidate the trigram index returned (355 for «xqzw»).
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
