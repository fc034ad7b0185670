-- Search finds what an Arabic user means (issue 29).
--
-- Before: every query word was required, as a prefix of the title/tags/description words of the
-- `simple` text-search config (no stemming); category and platform names were not searchable,
-- there were no synonyms, English only matched title_en. «تحسين محركات البحث» found 0 prompts
-- and «تسويق» 5 of 59 marketing prompts.
--
-- Now (same search_prompts signature, same entitlement flags, same rate limits):
-- * Documents and queries are stemmed alike (private.search_stems: normalize_arabic, then a light
--   Arabic stemmer — ال/وال/بال/كال/فال/لل, ـات ـون ـين ـية ـه ـي … — and English plurals).
--   Against Postgres' `arabic` Snowball stemmer (also in PGlite) on the judged set
--   (tests/search/judged-queries.mjs, 113 queries; every `npm run bench -- --only search` reports
--   both): mean precision@10 0.867 vs 0.868, category recall@50 0.898 both; they differ on 7
--   queries (Snowball better on 4 by precision, the light stemmer better on 3 by recall: «توظيف»,
--   «خدمة العملاء»). A tie; the light stemmer stays because Snowball leaves the conjunction +
--   article form unstemmed («والتسويق» stays «والتسويق»).
-- * prompts.search_doc: title (A) > tags, category and platform names in both languages (B) >
--   description and variable names (C), kept by a trigger (categories/platforms renamed: their
--   prompts are recomputed).
-- * The query is cut into concepts: filler and request words («ابي», «ابغى», «سوي لي», «أمر» …)
--   are dropped; runs of words that are a synonym term (public.search_synonyms, admin-editable,
--   audited) become one concept matching any term of the group; a word the catalogue does not
--   know is widened to its nearest vocabulary words (trigram). A prompt matches when it matches
--   ANY concept; results rank by how many concepts they match, then by how many the prompt's
--   category name matches (a query naming a category ranks its prompts first), then weighted
--   text rank, then popularity.
-- * Suggestions as you type and for empty results (public.search_suggest, rate-limited) and the
--   gaps admins look at (public.search_gaps: queries with few results, counted, no identity).

-- ---------------------------------------------------------------------------------------------
-- Stemming
-- ---------------------------------------------------------------------------------------------
create or replace function private.search_stems(_text text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
-- String functions, not regular expressions, per word: this runs for every word of every prompt
-- document (30,000 prompts load in the bench) and of every query.
declare
  w text;
  n integer;
  c integer;
  out text[] := '{}'::text[];
begin
  foreach w in array string_to_array(
    btrim(regexp_replace(private.normalize_arabic(_text), '[^0-9a-z\u0621-\u064A]+', ' ', 'g')), ' ')
  loop
    continue when w = '';
    n := length(w);
    c := ascii(w);
    if c between 1569 and 1610 then
      -- Article and the prepositions fused with it; the rest keeps at least three letters.
      if n >= 6 and left(w, 3) in ('وال', 'بال', 'كال', 'فال') then
        w := substr(w, 4);
        n := n - 3;
      elsif n >= 5 and left(w, 2) in ('ال', 'لل') then
        w := substr(w, 3);
        n := n - 2;
      end if;
      if n >= 6 and right(w, 3) = 'يات' then
        w := left(w, -3);
      elsif n >= 6 and right(w, 2) in ('ون', 'ين') then
        w := left(w, -2);
      elsif n >= 5 and right(w, 2) in ('ات', 'يه', 'ها') then
        w := left(w, -2);
      elsif n >= 4 and right(w, 1) = 'ه' then
        w := left(w, -1);
      elsif n >= 5 and right(w, 1) = 'ي' then
        w := left(w, -1);
      end if;
    elsif n >= 4 and c between 97 and 122 and right(w, 1) = 's' then
      if right(w, 3) = 'ies' then
        w := left(w, -3) || 'y';
      elsif right(w, 2) not in ('ss', 'us') then
        w := left(w, -1);
      end if;
    end if;
    out := out || w;
  end loop;
  return array_to_string(out, ' ');
end
$$;

comment on function private.search_stems(text) is
  'Search stems of a text: normalize_arabic, then a light Arabic stemmer (article and fused prepositions, plural/nisba/feminine suffixes) and English plurals; words joined by spaces.';
revoke execute on function private.search_stems(text) from public, anon, authenticated;

create or replace function private.search_tsv(_text text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsvector('simple'::regconfig, private.search_stems(_text))
$$;
revoke execute on function private.search_tsv(text) from public, anon, authenticated;

-- Words that carry the request, not its subject (Gulf, Egyptian, Levantine and MSA), written as
-- normalize_arabic writes them (a constant: normalising the list on every search cost 2-7 ms):
-- ابي/أبغى/ودي/عطني/سوّي لي/عايز/بدّي/أريد/محتاج, أمر/أوامر/برومبت, particles and pronouns, the
-- English «I want a prompt for».
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
    'لين', 'زي', 'مثل', 'كل', 'هذا', 'هذه', 'ثم', 'عندي', 'i', 'want', 'need', 'please', 'a',
    'an', 'the', 'for', 'to', 'of', 'in', 'on', 'with', 'and', 'my', 'me', 'prompt', 'prompts',
    'give', 'write', 'make', 'some', 'about'
  ]::text[]
$$;
revoke execute on function private.search_filler_words() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The document: what the prompt is about, weighted
-- ---------------------------------------------------------------------------------------------
alter table public.prompts add column search_doc tsvector;
comment on column public.prompts.search_doc is
  'Stemmed search document: title (A), tags + category + platform names (B), description + variable names (C). Kept by private.prompts_search_doc.';

create or replace function private.prompt_search_doc(
  _title_ar text, _title_en text, _description_ar text, _description_en text, _tags text[],
  _category text, _platforms text[], _variables jsonb)
returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(private.search_tsv(coalesce(_title_ar, '') || ' ' || coalesce(_title_en, '')), 'A')
      || setweight(private.search_tsv(
           private.join_words(_tags) || ' '
           || coalesce((select c.name || ' ' || c.name_en from public.prompt_categories c where c.id = _category), '')
           || ' '
           || coalesce((select string_agg(pf.name || ' ' || pf.name_en, ' ') from public.platforms pf
                         where pf.id = any(_platforms)), '')), 'B')
      || setweight(private.search_tsv(
           coalesce(_description_ar, '') || ' ' || coalesce(_description_en, '') || ' '
           || coalesce((select string_agg(replace(v ->> 'key', '_', ' '), ' ')
                          from jsonb_array_elements(case when jsonb_typeof(_variables) = 'array'
                                                         then _variables else '[]'::jsonb end) v), '')), 'C')
$$;
revoke execute on function private.prompt_search_doc(text, text, text, text, text[], text, text[], jsonb) from public, anon, authenticated;

create or replace function private.prompts_search_doc()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_doc := private.prompt_search_doc(new.title_ar, new.title_en, new.description_ar,
    new.description_en, new.tags, new.category, new.platforms, new.variables);
  return new;
end
$$;
revoke execute on function private.prompts_search_doc() from public, anon, authenticated;
create trigger prompts_search_doc
  before insert or update of title_ar, title_en, description_ar, description_en, tags, category,
    platforms, variables, search_doc
  on public.prompts
  for each row execute function private.prompts_search_doc();

-- Category names as a document of their own (a query naming a category ranks its prompts first).
create table private.search_category_docs (
  id text primary key references public.prompt_categories (id) on update cascade on delete cascade,
  doc tsvector not null
);
revoke all on table private.search_category_docs from public, anon, authenticated;
insert into private.search_category_docs (id, doc)
select c.id, private.search_tsv(c.name || ' ' || c.name_en) from public.prompt_categories c;

-- A new or renamed category or platform: its document and its prompts' documents follow.
create or replace function private.catalogue_names_search_doc()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'prompt_categories' then
    insert into private.search_category_docs (id, doc)
    values (new.id, private.search_tsv(new.name || ' ' || new.name_en))
    on conflict (id) do update set doc = excluded.doc;
    if tg_op = 'UPDATE' then
      update public.prompts p set search_doc = null where p.category = new.id;
    end if;
  else
    update public.prompts p set search_doc = null where p.platforms @> array[new.id];
  end if;
  return null;
end
$$;
revoke execute on function private.catalogue_names_search_doc() from public, anon, authenticated;
create trigger prompt_categories_search_doc_insert
  after insert on public.prompt_categories
  for each row execute function private.catalogue_names_search_doc();
create trigger prompt_categories_search_doc
  after update of name, name_en on public.prompt_categories
  for each row when (old.name is distinct from new.name or old.name_en is distinct from new.name_en)
  execute function private.catalogue_names_search_doc();
create trigger platforms_search_doc
  after update of name, name_en on public.platforms
  for each row when (old.name is distinct from new.name or old.name_en is distinct from new.name_en)
  execute function private.catalogue_names_search_doc();

update public.prompts set search_doc = null;
alter table public.prompts alter column search_doc set not null;
create index prompts_search_doc_idx on public.prompts using gin (search_doc) with (fastupdate = off);

-- The typo vocabulary also learns the stems.
create or replace function private.prompts_add_search_words_stmt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.search_words (word, key)
  select distinct w.word, w.key
    from new_rows r, private.search_words_of(r.search_tsv || r.search_doc) w
  on conflict (word) do nothing;
  return null;
end
$$;
create or replace function private.prompts_add_search_words_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.search_words (word, key)
  select w.word, w.key from private.search_words_of(new.search_tsv || new.search_doc) w
  on conflict (word) do nothing;
  return null;
end
$$;
drop trigger if exists prompts_search_words_update on public.prompts;
create trigger prompts_search_words_update
  after update on public.prompts
  for each row
  when (old.search_tsv is distinct from new.search_tsv or old.search_doc is distinct from new.search_doc)
  execute function private.prompts_add_search_words_row();
insert into private.search_words (word, key)
select distinct w.word, w.key
  from public.prompts p, private.search_words_of(p.search_doc) w
on conflict (word) do nothing;
-- "Is this a known word's beginning?" for every query word: an index range, whatever the collation.
create index search_words_word_prefix_idx on private.search_words (word text_pattern_ops);

-- ---------------------------------------------------------------------------------------------
-- Synonyms: groups of terms that mean the same (admins edit them at /518/search)
-- ---------------------------------------------------------------------------------------------
create table public.search_synonyms (
  id bigint generated always as identity primary key,
  terms text[] not null check (cardinality(terms) between 2 and 30),
  -- One-way: a query naming a term of the group also finds these, not the other way round
  -- («سوشيال ميديا» finds Instagram prompts; «انستقرام» does not find every social prompt).
  narrower text[] not null default '{}' check (cardinality(narrower) <= 30),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.search_synonyms is
  'Search synonym groups: any term of a group in a query also finds the other terms (transliterations, English names, dialect words) and the narrower terms. Admins read and write; every write is audited.';

create or replace function private.search_synonyms_check()
returns trigger
language plpgsql
-- Admins write through the API; the stemmer is not theirs to execute directly.
security definer
set search_path = ''
as $$
declare
  t text;
begin
  new.terms := array(select distinct btrim(regexp_replace(x, '\s+', ' ', 'g'))
                       from unnest(new.terms) x where btrim(coalesce(x, '')) <> '');
  new.narrower := array(select distinct btrim(regexp_replace(x, '\s+', ' ', 'g'))
                          from unnest(coalesce(new.narrower, '{}')) x where btrim(coalesce(x, '')) <> '');
  if cardinality(new.terms) < 2 then
    raise exception using errcode = '22023', message = 'أدخل كلمتين مترادفتين على الأقل', hint = 'synonyms_too_few';
  end if;
  foreach t in array new.terms || new.narrower loop
    if length(t) > 60 or private.search_stems(t) = '' then
      raise exception using errcode = '22023', message = 'كل مرادف من حرف إلى 60 حرفاً وفيه حروف أو أرقام', hint = 'synonym_invalid';
    end if;
  end loop;
  return new;
end
$$;
revoke execute on function private.search_synonyms_check() from public, anon, authenticated;
create trigger search_synonyms_check before insert or update on public.search_synonyms
  for each row execute function private.search_synonyms_check();

-- The terms as the query matcher reads them: stems, and each term's tsquery text.
create table private.search_synonym_terms (
  group_id bigint not null references public.search_synonyms (id) on delete cascade,
  term text not null,
  stem text not null,
  q text not null,
  -- false for a narrower term: found through the group, never naming it.
  names_group boolean not null,
  primary key (stem, group_id, term)
);
create index search_synonym_terms_group_idx on private.search_synonym_terms (group_id);
revoke all on table private.search_synonym_terms from public, anon, authenticated;

create or replace function private.search_synonyms_terms_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.search_synonym_terms where group_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.search_synonym_terms (group_id, term, stem, q, names_group)
    select new.id, t.term, s,
           (select string_agg(quote_literal(x), ' & ') from unnest(string_to_array(s, ' ')) x),
           t.names_group
      from (select x as term, true as names_group from unnest(new.terms) x
            union all
            select x, false from unnest(new.narrower) x) t,
           private.search_stems(t.term) s
     where s <> ''
    on conflict do nothing;
  end if;
  return null;
end
$$;
revoke execute on function private.search_synonyms_terms_sync() from public, anon, authenticated;
create trigger search_synonyms_terms_sync after insert or update or delete on public.search_synonyms
  for each row execute function private.search_synonyms_terms_sync();

alter table public.search_synonyms enable row level security;
revoke all on table public.search_synonyms from anon, authenticated;
grant select, insert, update, delete on table public.search_synonyms to authenticated;
grant all on table public.search_synonyms to service_role;
create policy "search_synonyms: admins read" on public.search_synonyms
  for select to authenticated using ((select private.is_admin()));
create policy "search_synonyms: admins insert" on public.search_synonyms
  for insert to authenticated with check ((select private.is_admin()));
create policy "search_synonyms: admins update" on public.search_synonyms
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "search_synonyms: admins delete" on public.search_synonyms
  for delete to authenticated using ((select private.is_admin()));
create trigger search_synonyms_touch_updated_at before update on public.search_synonyms
  for each row execute function private.touch_updated_at();
create trigger search_synonyms_audit after insert or update or delete on public.search_synonyms
  for each row execute function private.audit_admin_write('id');

-- The Gulf business vocabulary.
insert into public.search_synonyms (terms) values
  (array['تسويق', 'التسويق', 'تسويقي', 'marketing', 'ماركتنق', 'ماركتينج', 'ماركتنج', 'تسويق رقمي', 'التسويق الرقمي', 'تسويق إلكتروني', 'ديجيتال ماركتنق', 'digital marketing', 'online marketing']),
  (array['سيو', 'SEO', 'تحسين محركات البحث', 'محركات البحث', 'ظهور في قوقل', 'تصدر نتائج البحث', 'search engine optimization', 'تحسين الظهور']),
  (array['كلمات مفتاحية', 'الكلمات المفتاحية', 'كيورد', 'كي ورد', 'keywords', 'keyword']),
  (array['قوقل', 'جوجل', 'غوغل', 'google']),
  (array['انستقرام', 'انستغرام', 'إنستغرام', 'إنستقرام', 'انستجرام', 'انستا', 'الانستا', 'instagram', 'insta']),
  (array['تيك توك', 'تيكتوك', 'التيك توك', 'tiktok', 'tik tok']),
  (array['سناب شات', 'سناب', 'السناب', 'سنابشات', 'snapchat', 'snap']),
  (array['تويتر', 'منصة اكس', 'منصة إكس', 'twitter', 'x']),
  (array['لينكد إن', 'لينكدإن', 'لينكد ان', 'لنكدان', 'linkedin']),
  (array['يوتيوب', 'اليوتيوب', 'youtube']),
  (array['فيسبوك', 'فيس بوك', 'الفيس', 'facebook']),
  (array['واتساب', 'واتس اب', 'الواتس', 'واتس', 'whatsapp']),
  (array['إيميل', 'ايميل', 'الإيميل', 'بريد إلكتروني', 'البريد الإلكتروني', 'بريد', 'email', 'e-mail', 'mail', 'نشرة بريدية', 'newsletter']),
  (array['إعلان', 'إعلانات', 'اعلانات ممولة', 'إعلان ممول', 'حملة إعلانية', 'ads', 'ad', 'advertising', 'advert', 'ترويج']),
  (array['حملة', 'حملات', 'حملة تسويقية', 'campaign']),
  (array['محتوى', 'المحتوى', 'كونتنت', 'content']),
  (array['كتابة محتوى', 'صناعة المحتوى', 'صناعة محتوى', 'كتابة المحتوى', 'صناعة محتوي', 'content writing', 'content creation', 'copywriting', 'كوبي رايتنق', 'كتابة إعلانية', 'نصوص إعلانية']),
  (array['مقال', 'مقالات', 'تدوينة', 'تدوين', 'مدونة', 'بلوق', 'article', 'blog', 'blog post']),
  (array['فيديو', 'مقطع', 'ريلز', 'reels', 'video', 'سكربت', 'سيناريو', 'script']),
  (array['هوية تجارية', 'براند', 'البراند', 'العلامة التجارية', 'علامة تجارية', 'brand', 'branding']),
  (array['عملاء', 'العملاء', 'زبائن', 'الزباين', 'customers', 'clients']),
  (array['خدمة العملاء', 'دعم العملاء', 'customer service', 'customer support']),
  (array['خطة عمل', 'خطة العمل', 'بزنس بلان', 'business plan', 'دراسة جدوى', 'خطة مشروع', 'نموذج العمل', 'نموذج عمل', 'business model']),
  (array['دراسة جدوى', 'جدوى', 'feasibility study', 'feasibility']),
  (array['مشروع', 'مشاريع', 'ستارت اب', 'شركة ناشئة', 'الشركات الناشئة', 'startup', 'ريادة الأعمال', 'ريادة اعمال', 'entrepreneurship']),
  (array['مبيعات', 'المبيعات', 'بيع', 'سيلز', 'sales', 'selling']),
  (array['توظيف', 'التوظيف', 'استقطاب', 'تعيين', 'وظيفة', 'وظائف', 'hiring', 'recruitment', 'recruiting', 'jobs']),
  (array['موظف', 'موظفين', 'الموظفين', 'فريق العمل', 'employees', 'staff']),
  (array['رواتب', 'الرواتب', 'مسير رواتب', 'payroll', 'salaries', 'salary']),
  (array['ميزانية', 'الميزانية', 'موازنة', 'budget']),
  (array['أرباح', 'ربح', 'الربحية', 'profit', 'profitability']),
  (array['تدفق نقدي', 'التدفق النقدي', 'السيولة', 'cash flow']),
  (array['فاتورة', 'فواتير', 'invoice', 'invoices']),
  (array['ضريبة القيمة المضافة', 'الضريبة', 'ضريبة', 'vat', 'زكاة']),
  (array['تقرير', 'تقارير', 'ريبورت', 'report', 'reports']),
  (array['تحليل بيانات', 'تحليل البيانات', 'داتا', 'الداتا', 'بيانات', 'data analysis', 'data', 'analytics']),
  (array['اكسل', 'إكسل', 'excel', 'جداول البيانات', 'spreadsheet']),
  (array['لوحة مؤشرات', 'داشبورد', 'dashboard', 'مؤشرات الأداء', 'kpi', 'kpis']),
  (array['متجر إلكتروني', 'متجر الكتروني', 'المتاجر الإلكترونية', 'متجر', 'سلة', 'زد', 'ecommerce', 'e-commerce', 'online store', 'store']),
  (array['منتج', 'منتجات', 'product', 'products']),
  (array['وصف منتج', 'وصف المنتجات', 'product description']),
  (array['مطعم', 'مطاعم', 'المطاعم', 'كافيه', 'مقهى', 'كوفي', 'restaurant', 'cafe']),
  (array['عقار', 'عقارات', 'العقارات', 'real estate']),
  (array['اجتماع', 'اجتماعات', 'meeting', 'meetings']),
  (array['عرض تقديمي', 'برزنتيشن', 'بوربوينت', 'presentation', 'slides', 'pitch deck']),
  (array['استراتيجية', 'الاستراتيجية', 'استراتيجي', 'ستراتيجي', 'strategy']),
  (array['منافسين', 'المنافسين', 'منافسة', 'competitors', 'competition', 'competitor analysis']),
  (array['تسعير', 'التسعير', 'أسعار', 'pricing', 'price']),
  (array['عرض سعر', 'عروض أسعار', 'quotation', 'quote', 'proposal']),
  (array['ايميل بارد', 'رسائل باردة', 'cold email', 'cold outreach']),
  (array['مؤثرين', 'المؤثرين', 'مشاهير', 'influencers', 'influencer marketing']),
  (array['شات جي بي تي', 'شات جي بي تى', 'تشات جي بي تي', 'chatgpt', 'gpt', 'جي بي تي']),
  (array['ميدجورني', 'ميد جورني', 'midjourney', 'صور', 'تصميم صور']),
  (array['جيميناي', 'جيمناي', 'جمناي', 'gemini']),
  (array['كلود', 'claude']),
  (array['رمضان', 'شهر رمضان', 'ramadan']),
  (array['اليوم الوطني', 'national day']),
  (array['الجمعة البيضاء', 'بلاك فرايدي', 'black friday']),
  (array['عروض', 'خصومات', 'خصم', 'تخفيضات', 'discount', 'offers', 'sale']),
  (array['عقد', 'عقود', 'اتفاقية', 'contract', 'agreement']),
  (array['سيرة ذاتية', 'سي في', 'cv', 'resume']),
  (array['سوات', 'تحليل سوات', 'swot', 'نقاط القوة والضعف']),
  (array['بيان صحفي', 'خبر صحفي', 'press release', 'الإعلام', 'صحفي', 'media pitch']),
  (array['مقابلة', 'مقابلات', 'مقابلة عمل', 'interview']);
-- Broader terms: the query names the field, the narrower terms are what it covers.
insert into public.search_synonyms (terms, narrower) values
  (array['سوشيال ميديا', 'السوشيال ميديا', 'سوشل ميديا', 'السوشل', 'السوشيال', 'سوشيال', 'وسائل التواصل', 'وسائل التواصل الاجتماعي', 'التواصل الاجتماعي', 'مواقع التواصل', 'منصات التواصل', 'social media', 'social'],
   array['انستغرام', 'instagram', 'تيك توك', 'tiktok', 'سناب شات', 'snapchat', 'منصة إكس', 'تويتر', 'لينكد إن', 'linkedin', 'يوتيوب', 'youtube', 'فيسبوك', 'مؤثرين', 'influencer']),
  (array['موارد بشرية', 'الموارد البشرية', 'اتش ار', 'إتش آر', 'hr', 'human resources', 'شؤون الموظفين'],
   array['توظيف', 'رواتب', 'موظف', 'موظفين', 'تقييم الأداء', 'فترة التجربة', 'نهاية الخدمة', 'إنذار', 'تدريب', 'توطين', 'نطاقات', 'سلم الرواتب', 'مناوبات', 'استقالة']),
  (array['مالية', 'المالية', 'محاسبة', 'المحاسبة', 'finance', 'financial', 'accounting'],
   array['ميزانية', 'تدفق نقدي', 'فواتير', 'ضريبة القيمة المضافة', 'أرباح', 'ربحية', 'مصروفات', 'إيرادات']),
  (array['إعلانات ممولة', 'الإعلانات الممولة', 'paid ads', 'حملات ممولة', 'إعلانات مدفوعة'],
   array['إعلان', 'حملة إعلانية', 'ads', 'إعادة الاستهداف', 'retargeting', 'roas']);

-- ---------------------------------------------------------------------------------------------
-- The query as concepts
-- ---------------------------------------------------------------------------------------------
-- One tsquery per concept of the query (see the header). Empty when the query has only filler.
create or replace function private.search_concepts(_query text)
returns tsquery[]
language plpgsql
stable
set search_path = ''
-- One wrong letter in a five-letter Arabic word keeps about a third of its trigrams.
set pg_trgm.similarity_threshold = 0.3
as $$
declare
  fillers text[] := private.search_filler_words();
  raw text[];
  st text[];
  n integer;
  i integer := 1;
  gram text;
  alts text;
  k text;
  res tsquery[] := '{}'::tsquery[];
begin
  select coalesce(array_agg(q.w order by q.o), '{}'), coalesce(array_agg(q.s order by q.o), '{}')
    into raw, st
    from (select x.w, x.o, s
            from regexp_split_to_table(
                   btrim(regexp_replace(left(private.normalize_arabic(_query), 200), '[^0-9a-z\u0621-\u064A]+', ' ', 'g')),
                   ' ') with ordinality as x(w, o),
                 private.search_stems(x.w) s
           where x.w <> '' and not (x.w = any(fillers)) and s <> ''
           order by x.o
           limit 12) q;
  n := cardinality(st);
  while i <= n loop
    alts := null;
    -- The longest run of words (up to four) that is a synonym term.
    for len in reverse least(4, n - i + 1) .. 1 loop
      gram := array_to_string(st[i:i + len - 1], ' ');
      select string_agg(distinct '(' || t2.q || ')', ' | ')
        into alts
        from private.search_synonym_terms t1
        join private.search_synonym_terms t2 on t2.group_id = t1.group_id
       where t1.stem = gram and t1.names_group;
      if alts is not null then
        if len = 1 and length(gram) >= 3
           and not exists (select 1 from private.search_words sw where sw.word = gram) then
          alts := alts || ' | ' || quote_literal(gram) || ':*';
        end if;
        res := res || to_tsquery('simple'::regconfig, alts);
        i := i + len;
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
    -- (gram holds only letters and digits, so it is a safe LIKE prefix.)
    if not exists (select 1 from private.search_words sw where sw.word like gram || '%') then
      -- Unknown to the catalogue: a typo, most likely. The nearest vocabulary words of the word as
      -- typed (whole words keep more trigrams than stems) join it, Arabic to Arabic, Latin to Latin.
      k := coalesce(nullif(private.arabic_trigram_key(raw[i]), ''), raw[i]);
      select alts || coalesce(' | ' || string_agg(quote_literal(private.search_stems(c.word)), ' | '), '')
        into alts
        from (select sw.word
                from private.search_words sw
               where sw.key operator(extensions.%) k
                 and (sw.key = sw.word) = (k = raw[i])
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
  'The concepts of a search query as tsqueries over prompts.search_doc: filler words dropped, synonym terms expanded, unknown words widened to their nearest vocabulary words.';
revoke execute on function private.search_concepts(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- search_prompts (the unmetered definer behind the rate-limited public wrapper)
-- ---------------------------------------------------------------------------------------------
create or replace function private.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid, slug text, title_ar text, title_en text, description_ar text, description_en text,
  category text, platforms text[], trial_sample boolean, tags text[], variables jsonb,
  view_count integer, copy_count integer, created_at timestamptz, score real, locked boolean,
  lock_reason text, unlock_plan text, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
-- The planner prices the per-hit concept counts high enough to JIT-compile the query: 190 ms of
-- compilation for a 5 ms search.
set jit = off
as $$
declare
  -- Hits ranked for relevance (and the bound of total_count): one concept; several concepts,
  -- per pass; and below how many prompts matching every concept the partial matches join.
  cap constant integer := 500;
  multi_cap constant integer := 300;
  few constant integer := 100;
  concepts tsquery[];
  anyq tsquery;
  allq tsquery;
  q tsquery;
  ent jsonb := private.my_entitlements();
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
begin
  if sort not in ('relevance', 'newest', 'popular', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;
  concepts := private.search_concepts(p_query);

  if cardinality(concepts) = 0 then
    -- No words (or only request words): browse, filtered, in the requested order.
    select count(*) into total
      from public.prompts p
     where p.is_published
       and (p_category is null or p.category = p_category)
       and (p_platform is null or p.platforms @> array[p_platform]);
    return query
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
             p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
             p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
        from (select * from public.prompts p
               where p.is_published
                 and (p_category is null or p.category = p_category)
                 and (p_platform is null or p.platforms @> array[p_platform])
               order by
                 case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
                 case when sort = 'title' then p.title_ar end asc,
                 p.created_at desc, p.id
               limit lim offset off) p
        cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
       order by
         case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
         case when sort = 'title' then p.title_ar end asc,
         p.created_at desc, p.id;
    return;
  end if;

  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
    allq := case when allq is null then q else allq && q end;
  end loop;

  if sort = 'relevance' and cardinality(concepts) = 1 then
    -- One concept: every hit matches it; the category named, the weighted rank and popularity
    -- order them.
    return query
      with cats as materialized (
        select c.id, count(*)::integer as m
          from private.search_category_docs c
          cross join unnest(concepts) cq
         where c.doc @@ cq
         group by c.id
      ), hits as materialized (
        select p.id, p.created_at, p.category as cat, (p.view_count + p.copy_count) as pop,
               ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
          from public.prompts p
         where p.search_doc @@ anyq
           and p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         limit cap
      ), page as (
        select h.id, h.created_at, h.r, h.pop, coalesce(ct.m, 0) as cm
          from hits h
          left join cats ct on ct.id = h.cat
         order by coalesce(ct.m, 0) desc, h.r desc, h.pop desc, h.created_at desc, h.id
         limit lim offset off
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, (1 + pg.cm * 0.5 + pg.r)::real, lk.locked, lk.reason,
             lk.unlock_plan, (select count(*) from hits)
        from page pg
        join public.prompts p on p.id = pg.id
        cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
       order by pg.cm desc, pg.r desc, pg.pop desc, pg.created_at desc, p.id;
    return;
  end if;

  if sort = 'relevance' then
    return query
      with cats as materialized (
        -- How many concepts each category's name (Arabic or English) matches.
        select c.id, count(*)::integer as m
          from private.search_category_docs c
          cross join unnest(concepts) cq
         where c.doc @@ cq
         group by c.id
      ), all_hits as materialized (
        select p.id
          from public.prompts p
         where p.search_doc @@ allq
           and p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         limit multi_cap
      ), hits as materialized (
        -- Prompts matching every concept, then, when they are few, prompts matching any.
        select a.id from all_hits a
        union
        (select p.id
           from public.prompts p
          where (select count(*) from all_hits) < few
            and p.search_doc @@ anyq
            and p.is_published
            and (p_category is null or p.category = p_category)
            and (p_platform is null or p.platforms @> array[p_platform])
          limit multi_cap)
      ), matched as materialized (
        -- Which concepts each hit matches.
        select p.id, p.created_at, p.category as cat, (p.view_count + p.copy_count) as pop,
               array(select g from generate_subscripts(concepts, 1) g where p.search_doc @@ concepts[g]) as ms,
               ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
          from hits h
          join public.prompts p on p.id = h.id
      ), df as (
        -- A concept few hits match says more about what the user wants than one most match.
        select x.g, 1 + ln((select count(*) from matched)::real / count(*)) as w
          from matched mt2, unnest(mt2.ms) as x(g)
         group by x.g
      ), scored as materialized (
        select mt.id, mt.created_at, mt.pop, mt.r,
               coalesce((select sum(df.w) from unnest(mt.ms) as y(g) join df on df.g = y.g), 0)::real as cov,
               coalesce(ct.m, 0) as cm
          from matched mt
          left join cats ct on ct.id = mt.cat
      ), page as (
        select s.id, (s.cov + s.cm * 0.5 + s.r)::real as s, s.cov, s.cm, s.r, s.pop
          from scored s
         order by s.cov desc, s.cm desc, s.r desc, s.pop desc, s.created_at desc, s.id
         limit lim offset off
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, pg.s, lk.locked, lk.reason, lk.unlock_plan,
             (select count(*) from hits)
        from page pg
        join public.prompts p on p.id = pg.id
        cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
       order by pg.cov desc, pg.cm desc, pg.r desc, pg.pop desc, p.created_at desc, p.id;
    return;
  end if;

  -- Newest, popular, title: the order holds over all hits; only the page's rows are ranked.
  select count(*) into total
    from (select 1
            from public.prompts p
           where p.search_doc @@ anyq
             and p.is_published
             and (p_category is null or p.category = p_category)
             and (p_platform is null or p.platforms @> array[p_platform])
           limit cap) c;
  return query
    select pg.id, pg.slug, pg.title_ar, pg.title_en, pg.description_ar, pg.description_en,
           pg.category, pg.platforms, pg.trial_sample, pg.tags, pg.variables, pg.view_count,
           pg.copy_count, pg.created_at, ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], pg.search_doc, anyq),
           lk.locked, lk.reason, lk.unlock_plan, total
      from (select p.*
              from public.prompts p
             where p.search_doc @@ anyq
               and p.is_published
               and (p_category is null or p.category = p_category)
               and (p_platform is null or p.platforms @> array[p_platform])
             order by
               case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
               case when sort = 'title' then p.title_ar end asc,
               p.created_at desc, p.id
             limit lim offset off) pg
      cross join lateral private.item_lock(ent, 'prompt', pg.category, pg.platforms, pg.trial_sample, null) lk
     order by
       case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
       case when sort = 'title' then pg.title_ar end asc,
       pg.created_at desc, pg.id;
end
$$;
comment on function private.search_prompts(text, text, text, text, integer, integer) is
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): stemmed Arabic/English concepts with synonyms and typo widening over title, tags, category, platform and description; ranks by concepts matched, category named, weighted rank, popularity. Relevance ranks at most 500 + 500 hits. Locks from the entitlement rule. Never returns bodies.';

-- ---------------------------------------------------------------------------------------------
-- Gaps: queries with few results, counted (no identity, no address)
-- ---------------------------------------------------------------------------------------------
create table public.search_gaps (
  query text primary key check (length(query) between 1 and 100),
  searches integer not null default 1 check (searches > 0),
  last_results integer not null check (last_results >= 0),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
comment on table public.search_gaps is
  'Searches that found fewer than 3 prompts, by normalised query, with how often they were made. No user, session or address is stored. Admins read and delete; written only by search_prompts.';
create index search_gaps_searches_idx on public.search_gaps (searches desc, last_seen_at desc);
alter table public.search_gaps enable row level security;
revoke all on table public.search_gaps from anon, authenticated;
grant select, delete on table public.search_gaps to authenticated;
grant all on table public.search_gaps to service_role;
create policy "search_gaps: admins read" on public.search_gaps
  for select to authenticated using ((select private.is_admin()));
create policy "search_gaps: admins delete" on public.search_gaps
  for delete to authenticated using ((select private.is_admin()));

create or replace function private.record_search_gap(_query text, _results integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := left(btrim(regexp_replace(private.normalize_arabic(_query), '\s+', ' ', 'g')), 100);
begin
  if q = '' then
    return;
  end if;
  update public.search_gaps g
     set searches = g.searches + 1, last_results = greatest(_results, 0), last_seen_at = now()
   where g.query = q;
  -- New queries only while the list is a size an admin can read (a flood of random strings
  -- cannot grow it without bound).
  if not found and (select count(*) from (select 1 from public.search_gaps limit 5000) x) < 5000 then
    insert into public.search_gaps (query, last_results) values (q, greatest(_results, 0))
    on conflict (query) do update set searches = public.search_gaps.searches + 1, last_seen_at = now();
  end if;
end
$$;
comment on function private.record_search_gap(text, integer) is
  'Counts one search with fewer than 3 results under its normalised query (no identity).';
revoke execute on function private.record_search_gap(text, integer) from public, anon, authenticated;
grant execute on function private.record_search_gap(text, integer) to anon, authenticated, service_role;

create or replace function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0)
returns table (
  id uuid, slug text, title_ar text, title_en text, description_ar text, description_en text,
  category text, platforms text[], trial_sample boolean, tags text[], variables jsonb,
  view_count integer, copy_count integer, created_at timestamptz, score real, locked boolean,
  lock_reason text, unlock_plan text, total_count bigint)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  returned bigint;
begin
  perform private.enforce_rate_limit('search_prompts', 120, 300, 1);
  return query select * from private.search_prompts(p_query, p_category, p_platform, p_sort, p_limit, p_offset);
  get diagnostics returned = row_count;
  -- A first page with fewer than 3 prompts for a typed query is a gap in the catalogue (or in
  -- search): counted for the admins. Filtered searches are not (the filter made them small), nor
  -- a full page (p_limit below 3: the total is not known to be small).
  if returned < 3 and returned < coalesce(p_limit, 20) and coalesce(p_offset, 0) = 0
     and p_category is null and p_platform is null
     and btrim(coalesce(p_query, '')) <> '' then
    perform private.record_search_gap(p_query, returned::integer);
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Suggestions: as you type (titles, categories, synonym terms) and for an empty result
-- (nearest categories, corrected spelling)
-- ---------------------------------------------------------------------------------------------
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
               limit 100) h
       order by h.in_title desc, h.pop desc, h.title_ar
       limit greatest(lim - 4, 3);
  end if;
  if found then
    return;
  end if;
  -- Nothing matches every word: the corrected spelling and the nearest categories.
  select string_agg(coalesce(
           (select sw.word from private.search_words sw
             where sw.key operator(extensions.%) coalesce(nullif(private.arabic_trigram_key(w), ''), w)
               and (sw.key = sw.word) = (private.arabic_trigram_key(w) = '')
               and not exists (select 1 from private.search_words k where starts_with(k.word, w))
             order by extensions.similarity(sw.key, coalesce(nullif(private.arabic_trigram_key(w), ''), w)) desc, sw.word
             limit 1), w), ' ' order by o)
    into corrected
    from regexp_split_to_table(nq, '\s+') with ordinality as x(w, o);
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

create or replace function public.search_suggest(p_query text, p_limit integer default 8)
returns table (kind text, label text, value text)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('search_suggest', 300, 600, 1);
  return query select * from rpc_definer.search_suggest(p_query, p_limit);
end
$$;
comment on function public.search_suggest(text, integer) is
  'Search suggestions (categories, synonym terms, prompt titles; corrected spelling and nearest categories when nothing matches). Rate-limited: 300 calls a minute per client address for anon, 600 a minute per signed-in user; past it HTTP 429 with hint rate_limited.';
revoke execute on function public.search_suggest(text, integer) from public, anon, authenticated;
grant execute on function public.search_suggest(text, integer) to anon, authenticated, service_role;
