-- Search relevance, ninth pass (issue 45): how a query word is read against the catalogue.
-- Measured on the judged task set (native Postgres): docs/search.md («Ninth pass»).
--
-- * The article that is part of a word. The light stemmer strips a leading «ال» wherever it is,
--   so «إلكتروني» is stemmed «كترون» and «الإلكتروني» «الكترون» (the same for «ألوان» / «الألوان»):
--   the catalogue holds both stems (60 and 37 prompts), and a query with one missed the other's
--   prompts and failed to meet a term («متجري الالكتروني» is not the synonyms' «متجر إلكتروني»).
--   private.search_query_stems now reads a stem «الX» as «X» when the catalogue holds «X» more
--   often (so runs of words meet the synonym and lexicon terms), and private.search_word_forms
--   adds the other reading when the catalogue holds it.
-- * Fused letters. A three-letter word of «و» and a two-letter word («وكم», "and how many", read as
--   a word of its own, rare and so weighed 3.9) is split when the catalogue holds the short word
--   more than three times as often («كم» 236 against «وكم» 26; not «ورد» 24 against «رد» 59).
--   A past verb in «ت» whose first letter could be a fused preposition is read as the verb first
--   («فتحت» was «تحت», under). «عال» («على» and the article, «عالانستغرام») is split off. A word
--   typed with a fused letter the catalogue holds at least as often without it («وامازون»: «اماز»
--   8, «واماز» 4) matches both (private.search_word_forms; bare words of four letters or more).
-- * The object pronoun «ني» on a verb in the imperfect («يسألني» was «يسالن», unknown, 5.3).
-- * English function words: PostgreSQL's english.stop joins private.search_filler_words, less the
--   words that name something here («too expensive» weighed «too» at 6.7).
-- Request talk of "I want to know" and "I don't know", and a correction of two seeded entries,
-- are the lexicon list of this pass (20261214000100_search_lexicon_knowing.sql).

create or replace function private.search_filler_words()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[
    'ابي', 'ابغي', 'ابغا', 'بغيت', 'ودي', 'وودي', 'عطني', 'اعطني', 'عطيني', 'سوي', 'سويلي',
    'سوولي', 'ساعدني', 'اكتب', 'اكتبلي', 'اعمل', 'اعملي', 'عايز', 'عاوز', 'عايزه', 'عاوزه',
    'بدي', 'محتاج', 'محتاجه', 'احتاج', 'اريد', 'نبي', 'نبغي', 'ممكن', 'لو', 'سمحت', 'فضلك',
    'رجاء', 'ارجو', 'امر', 'اوامر', 'برومبت', 'برومت', 'قالب', 'لي', 'لنا', 'ل', 'في', 'من',
    'علي', 'عن', 'الي', 'مع', 'او', 'و', 'ب', 'عشان', 'علشان', 'حق', 'حقي', 'حقت', 'اللي',
    'التي', 'الذي', 'شي', 'شيء', 'هل', 'كيف', 'وش', 'ايش', 'شلون', 'يا', 'انا', 'كذا', 'جدا',
    'لين', 'زي', 'مثل', 'كل', 'هذا', 'هذه', 'ثم', 'عندي',
    -- Function words (20261213000000), normalised as the query is (private.normalize_arabic).
    'اذا', 'واذا', 'اذ', 'ما', 'وما', 'ماذا', 'لماذا', 'لم', 'لن', 'لا', 'ولا', 'فلا', 'هو', 'وهو',
    'هي', 'وهي', 'هم', 'هما', 'هن', 'انه', 'انهم', 'ان', 'وان', 'لان', 'لكن', 'لكنه', 'ولكن',
    'بل', 'حتي', 'كما', 'لذا', 'لذلك', 'كذلك', 'ايضا', 'هنا', 'هناك', 'وهذا', 'ذلك', 'تلك',
    'هولاء', 'الذين', 'قد', 'لقد', 'فقد', 'سوف', 'كان', 'كانت', 'يكون', 'تكون', 'احد', 'اي',
    'عند', 'عنه', 'عنها', 'منه', 'منها', 'فيه', 'فيها', 'فيهم', 'له', 'لها', 'لهم', 'به', 'بها',
    'عليه', 'عليها', 'معه', 'اليه', 'اليها', 'لدي', 'يمكن', 'مما', 'بما', 'لما', 'حيث', 'بحيث',
    'وكل', 'وفي', 'ومن', 'وعلي', 'وعن', 'ومع', 'واللي', 'وهذه', 'ولو', 'وايضا', 'وكذلك',
    -- The dialects' own: what (Levantine «شو», Kuwaiti «شنو», Bahraini «شنهو»), not (Gulf «مو»,
    -- «مب», Egyptian «مش»), and prepositions with a pronoun («علينا», «عنا», «معي»…).
    'شو', 'شنو', 'شنهو', 'مو', 'مب', 'مش', 'علينا', 'عنا', 'معنا', 'فينا', 'عليك', 'عليكم',
    'عليهم', 'لك', 'لكم', 'معي',
    'i', 'want', 'need', 'please', 'a', 'an', 'the', 'for', 'to', 'of', 'in', 'on', 'with', 'and',
    'my', 'me', 'prompt', 'prompts', 'give', 'write', 'make', 'some', 'about',
    -- English function words (20261214000000): PostgreSQL's english.stop (Snowball's list), less
    -- those that name something here («follow up», «before and after», «a will», «no-show»).
    'myself', 'we', 'our', 'ours', 'ourselves', 'you', 'your', 'yours', 'yourself', 'yourselves',
    'he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', 'it', 'its', 'itself', 'they',
    'them', 'their', 'theirs', 'themselves', 'what', 'which', 'who', 'whom', 'this', 'that',
    'these', 'those', 'am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'have', 'has',
    'had', 'having', 'do', 'does', 'did', 'doing', 'but', 'if', 'or', 'because', 'as', 'until',
    'while', 'at', 'by', 'into', 'through', 'during', 'above', 'below', 'from', 'further', 'then',
    'here', 'there', 'when', 'where', 'why', 'how', 'all', 'any', 'both', 'each', 'other', 'such',
    'nor', 'only', 'so', 'than', 'too', 'very', 's', 't', 'can', 'just', 'don', 'should', 'now'
  ]::text[]
$$;

comment on function private.search_filler_words() is
  'Request and function words dropped from a search query (Arabic, the dialects'' own, and English: PostgreSQL''s english.stop less the words that name something in the catalogue), normalised as the query is; kept where a run of words holding one is a lexicon or synonym term (private.search_query_words).';

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
-- Ninth pass (20261214000000): a stem «الX» is read «X» when the catalogue holds that more often
-- (the stemmer reads the ال of «إلكتروني» as the article); a three-letter word of «و» and a
-- two-letter word («وكم»); a past verb with «ت» before a fused reading («فتحت»); «عال» fused
-- («عالانستغرام»); the object pronoun «ني» on a verb in the imperfect («يسألني»).
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
  if ascii(_word) not between 1569 and 1610 or length(_word) < 3
     or (length(_word) = 3 and left(_word, 1) <> 'و') then
    return array[_stem];
  end if;
  -- A word the lexicon or the synonyms know is theirs as typed.
  if exists (select 1 from private.search_lexicon_terms t where t.stem = _stem)
     or exists (select 1 from private.search_synonym_terms t where t.stem = _stem) then
    return array[_stem];
  end if;
  -- «الإلكتروني» is «الكترون», «إلكتروني» «كترون» (its ال read as the article): the reading the
  -- catalogue holds more often, so runs of words meet the synonyms' «متجر إلكتروني».
  if left(_stem, 2) = 'ال' and length(_stem) >= 5
     and coalesce((select d.df from private.search_term_df d where d.lexeme = substr(_stem, 3)), 0) > own then
    return array[substr(_stem, 3)];
  end if;
  -- A verb in the past with «ت» («فتحت», «بدأت», «لبست») whose first letter could be a fused
  -- preposition: read as the verb when the catalogue holds it more than three times as often,
  -- before the fused reading («فتحت» is «فتح», not «تحت»).
  if right(_word, 1) = 'ت' and length(_word) >= 4 and left(_word, 1) in ('و', 'ب', 'ل', 'ف', 'ك') then
    cand := private.search_stems(left(_word, -1));
    cdf := coalesce((select d.df from private.search_term_df d where d.lexeme = cand), 0);
    if length(cand) >= 3 and cand <> _stem and cdf > 3 * own then
      return array[cand];
    end if;
  end if;
  if left(_word, 1) in ('و', 'ب', 'ل', 'ف', 'ك') then
    bases := bases || substr(_word, 2);
    fused := fused || true;
    if left(_word, 2) in ('وب', 'ول', 'فب', 'فل', 'وك') and length(_word) >= 5 then
      bases := bases || substr(_word, 3);
      fused := fused || true;
    end if;
  end if;
  -- «عالانستغرام», «عالسريع»: «على» and the article fused, as the Levant and the Gulf speak.
  if left(_word, 3) = 'عال' and length(_word) >= 6 then
    bases := bases || substr(_word, 4);
    fused := fused || true;
  end if;
  for j in 1 .. cardinality(bases) loop
    b := bases[j];
    foreach suf in array array['', 'ي', 'ك', 'نا', 'ها', 'هم', 'كم', 'ني'] loop
      -- «ني» (me) on a verb in the imperfect only («يسألني», «تعطيني»): nisba adjectives end so too.
      continue when suf = 'ني' and (left(b, 1) not in ('ي', 'ت', 'ن') or length(b) < 5);
      continue when right(b, length(suf)) <> suf or length(b) - length(suf) < case when suf = '' then 2 else 3 end;
      continue when suf = '' and b = _word;
      -- A pronoun of two letters only after a fused preposition («لشركتنا», not «شركتنا»).
      continue when length(suf) = 2 and suf <> 'ني' and not fused[j];
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

comment on function private.search_query_stems(text, text) is
  'The stem(s) a query word stands for, read against the catalogue: a stem «الX» as «X» when the catalogue holds «X» more often (the ال of «إلكتروني» is read as the article by the stemmer); a past verb in ت before a fused reading; without a fused conjunction/preposition (and «عال») or a possessive pronoun (ي، ك; نا، ها، هم، كم after a fused preposition; the object pronoun ني on a verb in the imperfect; taa marbuta written ت and a final hamza seated on ي/و restored; a three-letter word of و and a two-letter word) when the catalogue holds that reading more than 3× as often as the word''s own stem (more often at all for a fused preposition with a possessive); an unknown word that splits into two catalogue words as those two. Lexicon and synonym terms are kept as typed.';

create or replace function private.search_word_forms(_stem text)
returns text[]
language sql
stable
set search_path = ''
as $$
-- Other forms of a query word's stem that the catalogue's documents hold (issue 45, third pass):
-- * Arabic: the stem with a conjunction or preposition fused to it, as a document may write it
--   («واسباب», «لمشروع», «بتحليل») — a fused form the catalogue holds no more often than the
--   bare word, so a word that only begins with the letter («بطاقة» for «طاقة») is not one;
-- * English: the catalogue's words with the same Snowball stem (Postgres' english_stem:
--   «negotiating» → «negotiation», «negotiate»), at most five letters longer than the stem;
-- * its broken plural or singular, its verbal noun or participle (private.search_word_pairs:
--   «اسباب» → «سبب», «نازل» → «نزول»), when the catalogue holds that form;
-- * a verb in the imperfect: the verbal noun of forms V/VI, the root of form I, the verbal noun of
--   form II, when the catalogue holds it more often than the verb as typed (fifth pass).
  -- One statement (a plpgsql body cost twice as much per word).
  select coalesce(array_agg(x.form order by x.form), '{}')
    from (select p.form
            from private.search_word_pairs p
           where p.stem = _stem
             and exists (select 1 from private.search_term_df d where d.lexeme = p.form and d.df > 0)
          union
          -- A verb in the imperfect: its verbal noun or its root as the catalogue writes them, when
          -- the catalogue holds that form more often than the verb as typed (fifth pass).
          select f.lexeme
            from unnest(case
                   -- forms V and VI: the verbal noun is the imperfect without its prefix letter
                   -- («يتأخر» → «تأخر», «اتفاوض» → «تفاوض»);
                   when length(_stem) >= 5 and left(_stem, 2) in ('يت', 'تت', 'نت', 'ات')
                     then array[substr(_stem, 2)]
                   -- form I: the three letters of the root («يرفع» → «رفع», «نكشف» → «كشف»); form
                   -- II: the verbal noun تفعيل («نرتب» → «ترتيب», «اذكر» → «تذكير»).
                   when length(_stem) = 4 and left(_stem, 1) in ('ي', 'ن', 'ا')
                     then array[substr(_stem, 2), 'ت' || substr(_stem, 2, 2) || 'ي' || substr(_stem, 4, 1)]
                 end) v(form)
            join private.search_term_df f on f.lexeme = v.form
           where f.df > coalesce((select b.df from private.search_term_df b where b.lexeme = _stem), 0)
          union
          select f.lexeme
            from private.search_term_df f
           where length(_stem) >= 3 and ascii(_stem) between 1569 and 1610
             and f.lexeme in ('و' || _stem, 'ف' || _stem, 'ب' || _stem, 'ل' || _stem, 'ك' || _stem)
             and f.df > 0
             and f.df <= (select b.df from private.search_term_df b where b.lexeme = _stem)
          union
          -- A word typed with a fused conjunction or preposition the catalogue holds at least as
          -- often without it («وامازون»: «اماز» 8, «واماز» 4), a bare word of four letters or more
          -- (the three-letter ones are other words: «ورد» is not «رد»).
          select f.lexeme
            from private.search_term_df f
           where length(_stem) >= 5 and left(_stem, 1) in ('و', 'ف', 'ب', 'ل', 'ك')
             and f.lexeme = substr(_stem, 2)
             and f.df > 0
             and f.df >= coalesce((select b.df from private.search_term_df b where b.lexeme = _stem), 0)
          union
          -- «إلكتروني» is stemmed «كترون» (its ال read as the article), «الإلكتروني» «الكترون»:
          -- the other reading, when the catalogue holds it.
          select f.lexeme
            from private.search_term_df f
           where length(_stem) >= 3 and ascii(_stem) between 1569 and 1610
             and f.lexeme = case when left(_stem, 2) = 'ال' and length(_stem) >= 5 then substr(_stem, 3)
                                 else 'ال' || _stem end
             and f.df > 0
          union
          (select sw.word
             from (select coalesce((ts_lexize('pg_catalog.english_stem'::regdictionary, _stem))[1], _stem) as en) e,
                  private.search_words sw
            where length(_stem) >= 4 and ascii(_stem) between 97 and 122
              and sw.word operator(pg_catalog.~>=~) e.en
              and sw.word operator(pg_catalog.~<~) (e.en || U&'\+10FFFF')
              and sw.word <> _stem
              and length(sw.word) <= length(e.en) + 5
              and (ts_lexize('pg_catalog.english_stem'::regdictionary, sw.word))[1] = e.en
              and exists (select 1 from private.search_term_df d where d.lexeme = sw.word and d.df > 0)
            order by sw.word
            limit 8)) x
$$;

comment on function private.search_word_forms(text) is
  'Other forms of a query stem that the documents hold: fused with و/ف/ب/ل/ك (a form the catalogue holds no more often than the bare stem) or, for a word typed fused, the bare word of four letters or more the catalogue holds at least as often; the other reading of a leading ال («كترون» / «الكترون»); the catalogue''s English words of the same english_stem (at most 8); its broken plural/singular, verbal noun/participle (private.search_word_pairs); or, for a verb in the imperfect, the verbal noun of forms V/VI and II and the root of form I that the catalogue holds more often than the verb.';
revoke execute on function private.search_word_forms(text) from public, anon, authenticated;
revoke execute on function private.search_query_stems(text, text) from public, anon, authenticated;

update private.search_cache_state set version = version + 1 where id;
