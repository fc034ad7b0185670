-- Search relevance, fifth pass (issue 45, the query reader), 3: a verb in the imperfect joins the
-- catalogue's nouns of the same verb. The catalogue names a need with a noun («تأخر», «رفع»,
-- «ترتيب», «تفاوض»), a query with the verb («يتأخر», «بيرفع», «نرتب», «اتفاوض»), which the catalogue
-- holds rarely, so the verb weighed as a rare word and found the few prompts whose asks write it.
-- private.search_word_forms adds, as related forms (0.5 in the score, as the other forms), the
-- regular forms of the verb the catalogue holds more often than the verb as typed:
-- * forms V and VI (يتفعّل، يتفاعل): the verbal noun is the imperfect without its prefix letter;
-- * form I (يفعل, three letters after ي، ن or ا): the root's three letters, which are its verb and
--   often its verbal noun («رفع», «كشف», «رفض»);
-- * form II (يفعّل): the verbal noun تفعيل.
-- ت is not read as the prefix of a four-letter word: ت-initial nouns are many («تاجر» is not «اجر»).
-- Measured on the judged task set (277 queries, native Postgres, the seeded library): overall
-- nDCG@10 0.735 → 0.739, dialect 0.644 → 0.647, long 0.677 → 0.698, no group lower
-- (docs/search.md, «Fifth pass»). The cache version moves on.

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
  'Other forms of a query stem that the documents hold: fused with و/ف/ب/ل/ك (a form the catalogue holds no more often than the bare stem), or the catalogue''s English words of the same english_stem (at most 8), or its broken plural/singular, verbal noun/participle (private.search_word_pairs), or, for a verb in the imperfect, the verbal noun of forms V/VI and II and the root of form I that the catalogue holds more often than the verb.';
revoke execute on function private.search_word_forms(text) from public, anon, authenticated;

update private.search_cache_state set version = version + 1 where id;
