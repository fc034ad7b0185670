-- Search relevance, fifth pass (issue 45, the query reader): a query word that carries both a fused
-- preposition or conjunction and a possessive pronoun («لمشروعي», «لمتجري», «لعملائي», «لشركتنا»)
-- stands for its bare word whenever the catalogue holds the bare word more often than the typed
-- word's own stem.
-- The third pass's reading (20261208200000) asked any stripped reading to be held more than three
-- times as often as the word's own stem, so that a word whose first letter is a root letter
-- («بطاقة», not ب + «طاقة») keeps its own reading. A preposition fused with a word that also carries
-- a possessive pronoun is the preposition + a noun + the pronoun: the pronoun marks the noun, and
-- documents too write the fused form («خطة لمشروعك»), so the catalogue holds «لمشروع» 45 times
-- against «مشروع»'s 76 and the 3× rule kept «لمشروع» as a rare word. For that shape, «more often than
-- the typed word» is enough; the catalogue still decides (a bare word it holds less stays unread).
-- The other shapes keep the 3× rule. Two more readings of the same shape:
-- * the possessives of two letters (نا، ها، هم، كم) after a fused preposition («لشركتنا» → «شركة»);
--   on a word without a fused preposition they stay unread (the third pass measured «شركتنا» →
--   «شركة» lowering long sentences). «ه» is not read as a pronoun: after normalisation it is also
--   the taa marbuta («لخطه»);
-- * a hamza seated on ي or و before a pronoun is the word's final hamza («عملائي», «عملاؤنا» →
--   «عملاء»; normalize_arabic writes ئ as ي and ؤ as و).
-- Measured on the judged task set (277 queries, native Postgres, the seeded library): overall
-- nDCG@10 0.734 → 0.735, dialect 0.642 → 0.644, no group lower (docs/search.md, «Fifth pass»).
-- The cache version moves on: a ranking of the previous reading is never read.

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
        c2 := private.search_stems(c2);
        continue when c2 = '' or c2 = _stem;
        cdf := coalesce((select d.df from private.search_term_df d where d.lexeme = c2), 0);
        if cdf > need * own and cdf > best_df then
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
revoke execute on function private.search_query_stems(text, text) from public, anon, authenticated;
comment on function private.search_query_stems(text, text) is
  'The stem(s) a query word stands for, read against the catalogue: without a fused conjunction/preposition or a possessive pronoun (ي، ك; نا، ها، هم، كم after a fused preposition; taa marbuta written ت and a final hamza seated on ي/و restored) when the catalogue holds that reading more than 3× as often as the word''s own stem (more often at all for a fused preposition with a possessive); an unknown word that splits into two catalogue words as those two. Lexicon and synonym terms are kept as typed.';

update private.search_cache_state set version = version + 1 where id;
