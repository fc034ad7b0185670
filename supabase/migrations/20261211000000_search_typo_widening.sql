-- Search relevance, sixth pass (issue 45): one change to how a query word is read; the documents,
-- the weights and the ranking are unchanged. Measured on the judged task set (native Postgres):
-- docs/search.md («Sixth pass»).
--
-- A word that is not a whole word of the catalogue is widened to its nearest vocabulary words
-- even when it begins one: «المنافسن» (a dropped ي) began «منافسنا», held by one prompt, so it
-- matched that prompt as a prefix and never met «منافسين». Before, only a word that began no
-- catalogue word was read as a typo. The near words are listed once each («منافسين», «منافسون»
-- and «منافس» are one stem).

create or replace function private.search_concepts(_query text)
returns tsquery[]
language plpgsql
stable
set search_path = ''
-- One wrong letter in a five-letter Arabic word keeps about a third of its trigrams.
set pg_trgm.similarity_threshold = 0.3
as $$
declare
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
  -- The words read against the catalogue (private.search_query_words): without a fused
  -- conjunction, preposition or possessive pronoun, or as the two words a joined word holds.
  select coalesce(array_agg(q.word), '{}'), coalesce(array_agg(q.stem), '{}')
    into raw, st
    from private.search_query_words(_query) q;
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
    -- Its other forms in the documents: fused with a conjunction or preposition, or the
    -- catalogue's English words of the same stem (private.search_word_forms).
    alts := alts || coalesce((select string_agg(' | ' || quote_literal(f), '') from unnest(private.search_word_forms(gram)) f), '');
    if not exists (select 1 from private.search_words sw where sw.word = gram) then
      -- Not a word of the catalogue: a typo, most likely, even when it begins a word the catalogue
      -- holds («المنافسن» begins «منافسنا»). The nearest vocabulary words of the word as typed join
      -- it (similarity 0.4 or more), Arabic to Arabic, Latin to Latin.
      k := coalesce(nullif(private.arabic_trigram_key(raw[i]), ''), raw[i]);
      select alts || coalesce(' | ' || string_agg(distinct quote_literal(private.search_stems(c.word)), ' | '), '')
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
  'The query as concepts (one tsquery each): normalised, stemmed, request words dropped, each word read against the catalogue (private.search_query_words); the longest run of words that is a lexicon term (public.search_lexicon) → the words or any mapped term (stop entries: dropped); then synonym terms (public.search_synonyms) → their group; then single words with their other forms in the documents (private.search_word_forms; a beginning matches as a prefix; a word that is not a whole word of the catalogue is also widened to its nearest vocabulary words). At most 12 words.';

update private.search_cache_state set version = version + 1 where id;
