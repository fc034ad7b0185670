-- Search relevance, third pass (issue 45, 45rel): a query word is read against the catalogue.
-- The light stemmer (private.search_stems) strips one affix and knows nothing of the catalogue; the
-- documents are left as they are (no re-indexing) and the query's words are read three ways more:
-- * private.search_query_stems: a word carrying a fused conjunction or preposition and/or a
--   possessive pronoun («لمحلي», «متجري», «سيرتي» whose taa marbuta is written ت) stands for the
--   reading without them that the catalogue holds most, when it holds it more than three times as
--   often as the word's own stem (the 3× rule of 20261201000100's split of fused prepositions, which
--   this generalises); a word the catalogue does not hold at all, that begins no catalogue word,
--   and that splits into two words the catalogue holds («شعارللمتجر») becomes those two words.
--   Words the lexicon or the synonyms know are theirs as typed.
-- * private.search_word_forms: a word's other forms in the documents join its concept: the stem
--   with a fused conjunction or preposition as a document writes it («واسباب» for «اسباب»), held
--   no more often than the bare word (so «بطاقة» is not a form of «طاقة»); an English word's
--   catalogue words of the same Snowball stem (Postgres' english_stem: «negotiating» →
--   «negotiation»). They count as related forms (search_prompts' 0.5 for what was not typed):
--   counting them in full measured lower (0.723 against 0.728 overall).
-- Measured on the judged task set (277 queries, native Postgres, the seeded library): overall
-- nDCG@10 0.721 → 0.728 (docs/search.md, «Third pass»). The cache version moves on: a ranking of
-- the previous reading is never read.

create or replace function private.search_query_stems(_word text, _stem text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
-- The stem(s) a query word stands for, read against the catalogue (issue 45, third pass). The
-- light stemmer strips one affix and knows nothing of the catalogue; a query word often carries
-- more: a fused conjunction or preposition («لمحلي», «بميزانية»), a possessive pronoun of one
-- letter («متجري», «منتجك», «سيرتي», whose taa marbuta is written ت), or both. Each reading
-- without them is a candidate; the one the catalogue holds most is taken when it holds it more
-- than three times as often as the word's own stem. A word the catalogue does not hold at all
-- that splits cleanly into two words it holds («شعارللمتجر») becomes those two words.
declare
  own integer := coalesce((select d.df from private.search_term_df d where d.lexeme = _stem), 0);
  best text;
  best_df integer := 0;
  bases text[] := array[_word];
  b text;
  suf text;
  cand text;
  cdf integer;
  l text;
  r text;
  ldf integer;
  rdf integer;
  split_df integer := 0;
  split text[];
begin
  if ascii(_word) not between 1569 and 1610 or length(_word) < 4 then
    return array[_stem];
  end if;
  -- A word the lexicon or the synonyms know is theirs as typed.
  if exists (select 1 from private.search_lexicon_terms t where t.stem = _stem)
     or exists (select 1 from private.search_synonym_terms t where t.stem = _stem) then
    return array[_stem];
  end if;
  if left(_word, 1) in ('و', 'ب', 'ل', 'ف', 'ك') then
    bases := bases || substr(_word, 2);
    if left(_word, 2) in ('وب', 'ول', 'فب', 'فل', 'وك') and length(_word) >= 5 then
      bases := bases || substr(_word, 3);
    end if;
  end if;
  foreach b in array bases loop
    foreach suf in array array['', 'ي', 'ك'] loop
      continue when right(b, length(suf)) <> suf or length(b) - length(suf) < 3;
      continue when suf = '' and b = _word;
      cand := left(b, length(b) - length(suf));
      -- The taa marbuta before a pronoun is written ت: «سيرتي» is «سيرة».
      foreach cand in array case when suf <> '' and right(cand, 1) = 'ت'
                                 then array[cand, left(cand, -1) || 'ه'] else array[cand] end loop
        cand := private.search_stems(cand);
        continue when cand = '' or cand = _stem;
        cdf := coalesce((select d.df from private.search_term_df d where d.lexeme = cand), 0);
        if cdf > best_df then
          best := cand;
          best_df := cdf;
        end if;
      end loop;
    end loop;
  end loop;
  if best_df > 3 * own then
    return array[best];
  end if;
  if own > 0 or length(_word) < 6
     or exists (select 1 from private.search_words sw
                 where sw.word operator(pg_catalog.~>=~) _stem
                   and sw.word operator(pg_catalog.~<~) (_stem || U&'\+10FFFF')) then
    return array[_stem];
  end if;
  -- Two words typed without the space between them: both halves of three letters or more, both
  -- held by the catalogue; the split whose rarer half is the most common wins.
  for i in 3 .. length(_word) - 3 loop
    l := private.search_stems(left(_word, i));
    r := private.search_stems(substr(_word, i + 1));
    continue when l = '' or r = '' or position(' ' in l) > 0 or position(' ' in r) > 0;
    ldf := coalesce((select d.df from private.search_term_df d where d.lexeme = l), 0);
    rdf := coalesce((select d.df from private.search_term_df d where d.lexeme = r), 0);
    if least(ldf, rdf) > split_df then
      split_df := least(ldf, rdf);
      split := array[l, r];
    end if;
  end loop;
  return coalesce(split, array[_stem]);
end
$$;
revoke execute on function private.search_query_stems(text, text) from public, anon, authenticated;
comment on function private.search_query_stems(text, text) is
  'The stem(s) a query word stands for, read against the catalogue: without a fused conjunction/preposition or a possessive pronoun (ي، ك; taa marbuta written ت restored) when the catalogue holds that reading more than 3× as often as the word''s own stem; an unknown word that splits into two catalogue words as those two. Lexicon and synonym terms are kept as typed.';

create or replace function private.search_word_forms(_stem text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
-- Other forms of a query word's stem that the catalogue's documents hold (issue 45, third pass):
-- * Arabic: the stem with a conjunction or preposition fused to it, as a document may write it
--   («واسباب», «لمشروع», «بتحليل») — a fused form the catalogue holds no more often than the
--   bare word, so a word that only begins with the letter («بطاقة» for «طاقة») is not one;
-- * English: the catalogue's words with the same Snowball stem (Postgres' english_stem:
--   «negotiating» → «negotiation», «negotiate»), at most five letters longer than the stem.
declare
  en text;
  forms text[];
begin
  if length(_stem) < 3 then
    return '{}';
  elsif ascii(_stem) between 1569 and 1610 then
    select coalesce(array_agg(f.lexeme order by f.lexeme), '{}') into forms
      from private.search_term_df f
     where f.lexeme in ('و' || _stem, 'ف' || _stem, 'ب' || _stem, 'ل' || _stem, 'ك' || _stem)
       and f.df > 0
       and f.df <= (select b.df from private.search_term_df b where b.lexeme = _stem);
  elsif length(_stem) >= 4 and ascii(_stem) between 97 and 122 then
    en := coalesce((ts_lexize('pg_catalog.english_stem'::regdictionary, _stem))[1], _stem);
    select coalesce(array_agg(c.word order by c.word), '{}') into forms
      from (select sw.word
              from private.search_words sw
             where sw.word operator(pg_catalog.~>=~) en
               and sw.word operator(pg_catalog.~<~) (en || U&'\+10FFFF')
               and sw.word <> _stem
               and length(sw.word) <= length(en) + 5
               and (ts_lexize('pg_catalog.english_stem'::regdictionary, sw.word))[1] = en
               and exists (select 1 from private.search_term_df d where d.lexeme = sw.word and d.df > 0)
             order by sw.word
             limit 8) c;
  end if;
  return coalesce(forms, '{}');
end
$$;
comment on function private.search_word_forms(text) is
  'Other forms of a query stem that the documents hold: fused with و/ف/ب/ل/ك (a form the catalogue holds no more often than the bare stem), or the catalogue''s English words of the same english_stem (at most 8).';
revoke execute on function private.search_word_forms(text) from public, anon, authenticated;

create or replace function private.search_query_words(_query text)
returns table (word text, stem text)
language sql
stable
set search_path = ''
as $$
  -- The query's words as search_concepts reads them: normalised, request words dropped, at most
  -- twelve, each read against the catalogue (private.search_query_stems: a split word gives two
  -- rows, each with its stem as its word).
  select case when r.s = x.s then x.w else r.s end, r.s
    from (select w.w, w.o, s
            from (select private.search_filler_words() as words) fillers,
                 regexp_split_to_table(
                   btrim(regexp_replace(left(private.normalize_arabic(_query), 200), '[^0-9a-z\u0621-\u064A]+', ' ', 'g')),
                   ' ') with ordinality as w(w, o),
                 private.search_stems(w.w) s
           where w.w <> '' and not (w.w = any(fillers.words)) and s <> ''
           order by w.o
           limit 12) x,
         unnest(private.search_query_stems(x.w, x.s)) with ordinality as r(s, k)
   order by x.o, r.k
$$;
comment on function private.search_query_words(text) is
  'The query''s words as private.search_concepts reads them: normalised, request words dropped, at most 12, each through private.search_query_stems (a split word gives two rows).';
revoke execute on function private.search_query_words(text) from public, anon, authenticated;

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
  'The query as concepts (one tsquery each): normalised, stemmed, request words dropped, each word read against the catalogue (private.search_query_words); the longest run of words that is a lexicon term (public.search_lexicon) → the words or any mapped term (stop entries: dropped); then synonym terms (public.search_synonyms) → their group; then single words with their other forms in the documents (private.search_word_forms; a beginning matches as a prefix; a word the catalogue does not know is widened to its nearest vocabulary words). At most 12 words.';
revoke execute on function private.search_concepts(text) from public, anon, authenticated;

update private.search_cache_state set version = version + 1 where id;
