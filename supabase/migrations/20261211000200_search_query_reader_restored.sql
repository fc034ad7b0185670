-- Search relevance, sixth pass (issue 45): a restored letter is the same word. The query reader
-- (private.search_query_stems) reads «سيرتي» as «سيرة» + ي (the taa marbuta written ت before a
-- pronoun) and «عملائي» as «عملاء» + ي only when the catalogue holds the restored reading more than
-- 3× as often as the typed word's stem. The catalogue's own «سيرتي» (its «how people ask» phrases
-- say «عدّل سيرتي», «النظام يرفض سيرتي») stems to «سيرت» too, so the more phrases spoke as the
-- customer does, the more the typed form looked like a word of its own: with this pass's asks
-- «سيرت» is held 10 times, «سيرة»'s stem «سير» 21, and «سيرتي» stopped meaning «سيرة». A restored ة or ء now
-- needs only to be held more often than the typed stem. The rest is as in 20261210000000.

create or replace function private.search_query_stems(_word text, _stem text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
-- The stem(s) a query word stands for, read against the catalogue (issue 45, third and fifth
-- passes). The light stemmer strips one affix and knows nothing of the catalogue; a query word often
-- carries more: a fused conjunction or preposition («لمحلي», «بميزانية»), a possessive pronoun
-- («متجري», «منتجك», «سيرتي», whose taa marbuta is written ت; «عملائي», whose final hamza sits on ي),
-- or both. Each reading without them is a candidate; the one the catalogue holds most is taken when
-- it holds it more than three times as often as the word's own stem — or, for a word carrying both
-- a fused preposition and a possessive («لمشروعي», «لشركتنا»), more often at all. A word the
-- catalogue does not hold at all that splits cleanly into two words it holds («شعارللمتجر») becomes
-- those two words.
declare
  own integer := coalesce((select d.df from private.search_term_df d where d.lexeme = _stem), 0);
  best text;
  best_df integer := 0;
  -- The word, and the word without a fused conjunction or preposition (fused[j]).
  bases text[] := array[_word];
  fused boolean[] := array[false];
  b text;
  suf text;
  pron boolean;
  restored boolean;
  need integer;
  cand text;
  c2 text;
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
    fused := fused || true;
    if left(_word, 2) in ('وب', 'ول', 'فب', 'فل', 'وك') and length(_word) >= 5 then
      bases := bases || substr(_word, 3);
      fused := fused || true;
    end if;
  end if;
  for j in 1 .. cardinality(bases) loop
    b := bases[j];
    foreach suf in array array['', 'ي', 'ك', 'نا', 'ها', 'هم', 'كم'] loop
      continue when right(b, length(suf)) <> suf or length(b) - length(suf) < 3;
      continue when suf = '' and b = _word;
      -- A pronoun of two letters only after a fused preposition («لشركتنا», not «شركتنا»).
      continue when length(suf) = 2 and not fused[j];
      cand := left(b, length(b) - length(suf));
      pron := suf <> '' or right(_word, 1) in ('ي', 'ك');
      need := case when fused[j] and pron then 1 else 3 end;
      -- The taa marbuta before a pronoun is written ت («سيرتي» is «سيرة»); a final hamza before a
      -- pronoun sits on ي or و («عملائي», «عملاؤنا» are «عملاء»).
      foreach c2 in array case when suf <> '' and right(cand, 1) = 'ت' then array[cand, left(cand, -1) || 'ه']
                               when right(cand, 2) in ('اي', 'او') then array[cand, left(cand, -1) || 'ء']
                               else array[cand] end loop
        -- A restored letter (ة, ء) is the same word as typed: the catalogue's «سيرتي» is «سيرة»
        -- too, so that reading needs only to be held more often than the typed word's stem.
        restored := c2 <> cand;
        c2 := private.search_stems(c2);
        continue when c2 = '' or c2 = _stem;
        cdf := coalesce((select d.df from private.search_term_df d where d.lexeme = c2), 0);
        if cdf > (case when restored then 1 else need end) * own and cdf > best_df then
          best := c2;
          best_df := cdf;
        end if;
      end loop;
    end loop;
  end loop;
  if best_df > 0 then
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


update private.search_cache_state set version = version + 1 where id;
