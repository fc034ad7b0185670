-- Suggestions name the category the user is typing (issue 44). With the larger library the
-- vocabulary holds words such as «تسوية» (a bank reconciliation), so an unfinished «تسوي» is read as
-- that word and no longer matches «التسويق»'s document: the category suggestion disappeared while the
-- user was typing its name. A category whose normalised name contains the typed text is now
-- suggested too (at most two categories, as before). The rest of the function is unchanged.

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

