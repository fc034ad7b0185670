-- Search relevance, third pass (issue 45, 45rel): broken plurals and verbal nouns. The light
-- stemmer joins sound plurals («مبيعات» → «مبيع») but not broken ones («اسباب» is not «سبب») nor
-- a verbal noun and its participle («نزول», «نازل»). A small map of the catalogue's frequent nouns
-- (the three-letter and مفعل/فعيلة patterns that take أفعال، فعول، فعائل، مفاعل/مفاعيل، فعلاء، فعل)
-- and of the verbal nouns of rise and fall, with each plural as Wehr's dictionary gives it (Wehr, A
-- Dictionary of Modern Written Arabic, 4th ed., 1979; the patterns as in the «Arabic broken
-- (irregular) plural nouns» series, multilingualdays.blogspot.com, 2014): a query word's pair joins
-- its concept as another form (search_word_forms), counting as a related form does (0.5, what was
-- not typed). The map is read in both directions; a pair is used only when the catalogue holds the
-- other form. docs/search.md («Third pass») has the figures; docs/search-lexicon.md the sources.

create table private.search_word_pairs (
  stem text not null,
  form text not null,
  primary key (stem, form)
);
revoke all on table private.search_word_pairs from public, anon, authenticated;
comment on table private.search_word_pairs is
  'Broken plural ↔ singular and verbal noun ↔ participle, as search stems, both directions: another form of a query word (private.search_word_forms). Seeded from Wehr''s dictionary for the catalogue''s frequent nouns (migration 20261208200100).';

insert into private.search_word_pairs (stem, form)
select distinct x.a, x.b
  from (values
    ('سبب', 'اسباب'), ('سعر', 'اسعار'), ('هدف', 'اهداف'), ('نوع', 'انواع'), ('فكرة', 'افكار'), ('رقم', 'ارقام'),
    ('قسم', 'اقسام'), ('دور', 'ادوار'), ('سوق', 'اسواق'), ('ربح', 'ارباح'), ('حجم', 'احجام'), ('شخص', 'اشخاص'),
    ('خبر', 'اخبار'), ('شكل', 'اشكال'), ('عيد', 'اعياد'), ('كود', 'اكواد'), ('ورقة', 'اوراق'), ('صنف', 'اصناف'),
    ('حدث', 'احداث'), ('طرف', 'اطراف'), ('فرد', 'افراد'), ('طبق', 'اطباق'), ('طفل', 'اطفال'), ('لون', 'الوان'),
    ('جزء', 'اجزاء'), ('نمط', 'انماط'), ('عطل', 'اعطال'), ('شيء', 'اشياء'), ('عمل', 'اعمال'), ('مال', 'اموال'),
    ('وقت', 'اوقات'), ('يوم', 'ايام'), ('شهر', 'اشهر'), ('شهر', 'شهور'), ('حق', 'حقوق'), ('درس', 'دروس'),
    ('عقد', 'عقود'), ('بند', 'بنود'), ('حل', 'حلول'), ('قيد', 'قيود'), ('فرع', 'فروع'), ('ضيف', 'ضيوف'),
    ('عرض', 'عروض'), ('نص', 'نصوص'), ('حقل', 'حقول'), ('بيت', 'بيوت'), ('وجه', 'وجوه'), ('شرط', 'شروط'),
    ('عيب', 'عيوب'), ('باب', 'ابواب'), ('ركن', 'اركان'), ('رسالة', 'رسائل'), ('وسيلة', 'وسائل'), ('دقيقة', 'دقائق'),
    ('نتيجة', 'نتائج'), ('وظيفة', 'وظائف'), ('طريقة', 'طرق'), ('بضاعة', 'بضائع'), ('ضريبة', 'ضرائب'), ('شريحة', 'شرائح'),
    ('خريطة', 'خرائط'), ('وثيقة', 'وثائق'), ('حقيبة', 'حقائب'), ('حديقة', 'حدائق'), ('فائدة', 'فوائد'), ('قاعدة', 'قواعد'),
    ('جائزة', 'جوائز'), ('قائمة', 'قوائم'), ('مشروع', 'مشاريع'), ('مشكلة', 'مشاكل'), ('مصدر', 'مصادر'), ('موقع', 'مواقع'),
    ('مكتب', 'مكاتب'), ('مطعم', 'مطاعم'), ('مصنع', 'مصانع'), ('متجر', 'متاجر'), ('مبلغ', 'مبالغ'), ('موعد', 'مواعيد'),
    ('موضوع', 'مواضيع'), ('مفهوم', 'مفاهيم'), ('معيار', 'معايير'), ('مقياس', 'مقاييس'), ('منطقة', 'مناطق'), ('مرحلة', 'مراحل'),
    ('مدرسة', 'مدارس'), ('مخزن', 'مخازن'), ('مصروف', 'مصاريف'), ('مندوب', 'مناديب'), ('مشهور', 'مشاهير'), ('مورد', 'موارد'),
    ('عنصر', 'عناصر'), ('جدول', 'جداول'), ('نموذج', 'نماذج'), ('تقرير', 'تقارير'), ('برنامج', 'برامج'), ('عنوان', 'عناوين'),
    ('فاتورة', 'فواتير'), ('قانون', 'قوانين'), ('صندوق', 'صناديق'), ('فندق', 'فنادق'), ('شارع', 'شوارع'), ('مجلس', 'مجالس'),
    ('اسلوب', 'اساليب'), ('اسبوع', 'اسابيع'), ('تجربة', 'تجارب'), ('زبون', 'زبائن'), ('عميل', 'عملاء'), ('زميل', 'زملاء'),
    ('شريك', 'شركاء'), ('وكيل', 'وكلاء'), ('خبير', 'خبراء'), ('مدير', 'مدراء'), ('طبيب', 'اطباء'), ('مريض', 'مرضى'),
    ('مدينة', 'مدن'), ('فرصة', 'فرص'), ('قصة', 'قصص'), ('خطة', 'خطط'), ('سلعة', 'سلع'), ('دولة', 'دول'),
    ('غرفة', 'غرف'), ('كتاب', 'كتب'), ('طريق', 'طرق'), ('سؤال', 'اسئلة'), ('دليل', 'ادلة'), ('جهاز', 'اجهزة'),
    ('دواء', 'ادوية'), ('نظام', 'انظمة'), ('نشاط', 'انشطة'), ('طالب', 'طلاب'), ('عامل', 'عمال'), ('تاجر', 'تجار'),
    ('رابط', 'روابط'), ('مهمة', 'مهام'), ('ميزة', 'مزايا'), ('هدية', 'هدايا'), ('قضية', 'قضايا'), ('نزول', 'نازل'),
    ('دخول', 'داخل'), ('خروج', 'خارج'), ('صعود', 'صاعد'), ('هبوط', 'هابط'), ('ارتفاع', 'مرتفع'), ('انخفاض', 'منخفض'),
    ('تراجع', 'متراجع'), ('وصول', 'واصل')
  ) as v(singular, plural),
  lateral (values (private.search_stems(v.singular), private.search_stems(v.plural)),
                  (private.search_stems(v.plural), private.search_stems(v.singular))) as x(a, b)
 where x.a <> '' and x.b <> '' and x.a <> x.b;

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
--   «اسباب» → «سبب», «نازل» → «نزول»), when the catalogue holds that form.
  -- One statement (a plpgsql body cost twice as much per word).
  select coalesce(array_agg(x.form order by x.form), '{}')
    from (select p.form
            from private.search_word_pairs p
           where p.stem = _stem
             and exists (select 1 from private.search_term_df d where d.lexeme = p.form and d.df > 0)
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
  'Other forms of a query stem that the documents hold: fused with و/ف/ب/ل/ك (a form the catalogue holds no more often than the bare stem), or the catalogue''s English words of the same english_stem (at most 8), or its broken plural/singular, verbal noun/participle (private.search_word_pairs).';
revoke execute on function private.search_word_forms(text) from public, anon, authenticated;

update private.search_cache_state set version = version + 1 where id;
