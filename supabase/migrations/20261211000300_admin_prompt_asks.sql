-- «How people ask» in the admin's editor and the import (issue 45, item 2). The phrases
-- (public.prompts.ask_phrases) were written only by the catalogue's seed: admin_save_prompt and
-- admin_import_prompts did not take them, so an admin could neither see, correct nor add the
-- phrases the search ranks by (20261211000100), and an imported prompt had none.
--
-- * admin_save_prompt takes p_ask_phrases (text[], default null: an update keeps the prompt's
--   phrases, an insert has none). The phrases are trimmed, blanks and repeats dropped; more than
--   10, or one outside 6–140 characters, is refused with an Arabic message (22023, hint
--   invalid_ask_phrases). The same bounds as the catalogue's quality gate (src/lib/prompt-quality.ts)
--   and the table's check (10 phrases, 1,500 characters).
-- * admin_import_prompts reads an «asks» column: a JSON array of strings, or in CSV one cell with
--   the phrases separated by «|» (a phrase may hold a comma); the same checks, per row.

create or replace function private.ask_phrases_clean(_phrases text[])
returns text[]
language sql
immutable
-- private.trim_all is the owner's; the admin's invoker function calls this one.
security definer
set search_path = ''
as $$
  select case when _phrases is null then null else coalesce((
    select array_agg(q.item order by q.first_pos)
      from (select private.trim_all(x.part) as item, min(x.pos) as first_pos
              from unnest(_phrases) with ordinality as x(part, pos)
             where private.trim_all(x.part) <> ''
             group by 1) q), '{}'::text[]) end
$$;
comment on function private.ask_phrases_clean(text[]) is
  'Ask phrases trimmed, blanks and repeats dropped, in their order; null stays null.';
revoke execute on function private.ask_phrases_clean(text[]) from public, anon, authenticated;
-- admin_save_prompt runs as its caller (security invoker): the admin calls the checks.
grant execute on function private.ask_phrases_clean(text[]) to authenticated, service_role;

create or replace function private.ask_phrases_problem(_phrases text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when _phrases is null then null
    when cardinality(_phrases) > 10 then 'صيغ السؤال 10 على الأكثر'
    when exists (select 1 from unnest(_phrases) a where char_length(a) not between 6 and 140)
      then 'كل صيغة سؤال من 6 إلى 140 حرفاً'
  end
$$;
comment on function private.ask_phrases_problem(text[]) is
  'Why cleaned ask phrases cannot be saved (Arabic), or null: at most 10, each 6–140 characters.';
revoke execute on function private.ask_phrases_problem(text[]) from public, anon, authenticated;
grant execute on function private.ask_phrases_problem(text[]) to authenticated, service_role;

-- An import list of phrases: a JSON array of strings, or a string split on «|» only.
create or replace function private.prompt_import_phrases(_value jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case
    when _value is null or jsonb_typeof(_value) = 'null' then '{}'::text[]
    when jsonb_typeof(_value) = 'string'
      then private.ask_phrases_clean(string_to_array(_value #>> '{}', '|'))
    when jsonb_typeof(_value) = 'array'
         and not exists (select 1 from jsonb_array_elements(_value) e where jsonb_typeof(e) <> 'string')
      then private.ask_phrases_clean(array(select jsonb_array_elements_text(_value)))
  end
$$;
comment on function private.prompt_import_phrases(jsonb) is
  'Import: the asks column (JSON array of strings, or a string split on |) as cleaned phrases; null for another type.';
revoke execute on function private.prompt_import_phrases(jsonb) from public, anon, authenticated;

-- The admin writes the phrases through admin_save_prompt (security invoker) or the table's API;
-- RLS keeps every write to admins («prompts: admins insert / update»), as for the other columns.
grant insert (ask_phrases), update (ask_phrases) on public.prompts to authenticated;

drop function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text);

create function public.admin_save_prompt(
  p_id uuid,
  p_slug text,
  p_title_ar text,
  p_title_en text,
  p_description_ar text,
  p_description_en text,
  p_category text,
  p_platforms text[],
  p_trial_sample boolean,
  p_tags text[],
  p_is_published boolean,
  p_body_ar text,
  p_body_en text,
  p_ask_phrases text[] default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved uuid;
  asks text[] := private.ask_phrases_clean(p_ask_phrases);
  asks_problem text := private.ask_phrases_problem(asks);
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if not private.prompt_variables_valid(p_body_ar)
     or not private.prompt_variables_valid(nullif(btrim(coalesce(p_body_en, '')), '')) then
    raise exception using errcode = '22023',
      message = 'صيغة المتغيرات غير صحيحة، استخدم {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}',
      hint = 'invalid_variables';
  end if;
  if asks_problem is not null then
    raise exception using errcode = '22023', message = asks_problem, hint = 'invalid_ask_phrases';
  end if;
  if p_id is null then
    insert into public.prompts (slug, title_ar, title_en, description_ar, description_en, category,
      platforms, trial_sample, tags, is_published, ask_phrases)
    values (lower(btrim(p_slug)), btrim(p_title_ar), nullif(btrim(coalesce(p_title_en, '')), ''),
      coalesce(p_description_ar, ''), nullif(btrim(coalesce(p_description_en, '')), ''), p_category,
      p_platforms, coalesce(p_trial_sample, false), coalesce(p_tags, '{}'), coalesce(p_is_published, false),
      coalesce(asks, '{}'))
    returning id into saved;
  else
    update public.prompts p
       set slug = lower(btrim(p_slug)), title_ar = btrim(p_title_ar),
           title_en = nullif(btrim(coalesce(p_title_en, '')), ''),
           description_ar = coalesce(p_description_ar, ''),
           description_en = nullif(btrim(coalesce(p_description_en, '')), ''),
           category = p_category, platforms = p_platforms, trial_sample = coalesce(p_trial_sample, false),
           tags = coalesce(p_tags, '{}'), is_published = coalesce(p_is_published, false),
           -- null keeps the phrases (a caller that does not edit them).
           ask_phrases = coalesce(asks, p.ask_phrases)
     where p.id = p_id
    returning p.id into saved;
    if saved is null then
      raise exception 'الأمر غير موجود' using errcode = 'P0001', hint = 'not_found';
    end if;
  end if;
  insert into public.prompt_bodies (prompt_id, body_ar, body_en)
  values (saved, p_body_ar, nullif(btrim(coalesce(p_body_en, '')), ''))
  on conflict (prompt_id) do update set body_ar = excluded.body_ar, body_en = excluded.body_en
   where public.prompt_bodies.body_ar is distinct from excluded.body_ar
      or public.prompt_bodies.body_en is distinct from excluded.body_en;
  return saved;
end
$$;

comment on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text, text[]) is
  'Creates (p_id null) or updates a prompt and its body atomically; admins only (RLS and audit triggers apply). A body whose {{ }} variables are not {{key}} / {{key|default}} is refused (22023, hint invalid_variables); ask phrases (null keeps them on an update) beyond 10 or outside 6–140 characters are refused (22023, hint invalid_ask_phrases).';
revoke execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text, text[]) from public, anon, authenticated;
grant execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text, text[]) to authenticated;

create or replace function rpc_definer.admin_import_prompts(p_rows jsonb, p_dry_run boolean default true)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_rows constant integer := 5000;
  max_bytes constant integer := 10 * 1024 * 1024;
  text_columns constant text[] := array['slug', 'title_ar', 'title_en', 'description_ar',
    'description_en', 'category', 'body_ar', 'body_en'];
  caller uuid := (select auth.uid());
  dry boolean := coalesce(p_dry_run, true);
  total integer;
  categories jsonb;
  platform_ids jsonb;
  known_slugs jsonb;
  known_titles jsonb;
  seen_slugs jsonb := '{}'::jsonb;
  seen_titles jsonb := '{}'::jsonb;
  results jsonb[] := '{}'::jsonb[];
  -- Arrays, not a jsonb list: appending to a PL/pgSQL array does not copy it each time.
  valid jsonb[] := '{}'::jsonb[];
  inserted jsonb := '[]'::jsonb;
  item jsonb;
  pos integer := 0;
  errs text[];
  col text;
  v_slug text;
  v_title text;
  v_title_key text;
  v_title_en text;
  v_desc_ar text;
  v_desc_en text;
  v_category text;
  v_category_raw text;
  v_platforms text[];
  v_platform_ids text[];
  v_tags text[];
  v_asks text[];
  v_asks_problem text;
  v_trial boolean;
  v_published boolean;
  v_body_ar text;
  v_body_en text;
  p text;
  n_created integer := 0;
  n_duplicates integer := 0;
  n_errors integer := 0;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception 'صيغة البيانات غير صحيحة: المطلوب مصفوفة JSON من الصفوف، كل صف كائن بأسماء الأعمدة'
      using errcode = '22023', hint = 'invalid_shape';
  end if;
  total := jsonb_array_length(p_rows);
  if total = 0 then
    raise exception 'الملف لا يحتوي على أي صف للاستيراد' using errcode = '22023', hint = 'empty';
  end if;
  if total > max_rows then
    raise exception 'عدد الصفوف (%) يتجاوز الحد الأقصى: % صف في الاستيراد الواحد. قسّم الملف إلى أجزاء', total, max_rows
      using errcode = '22023', hint = 'too_many_rows';
  end if;
  if octet_length(p_rows::text) > max_bytes then
    raise exception 'حجم البيانات يتجاوز الحد الأقصى (10 ميغابايت في الاستيراد الواحد). قسّم الملف إلى أجزاء'
      using errcode = '22023', hint = 'too_large';
  end if;

  -- One import at a time: the duplicate check below and the inserts see the same catalogue.
  if not dry then
    perform pg_advisory_xact_lock(hashtext('public.admin_import_prompts'));
  end if;

  -- Lookups built once: ids win over names when both match.
  select coalesce(jsonb_object_agg(k.key, k.id order by k.prio), '{}'::jsonb) into categories
    from (select c.id, lower(private.trim_all(c.name_en)) as key, 1 as prio from public.prompt_categories c
          union all select c.id, lower(private.trim_all(c.name)), 2 from public.prompt_categories c
          union all select c.id, c.id, 3 from public.prompt_categories c) k
   where k.key <> '';
  select coalesce(jsonb_object_agg(k.key, k.id order by k.prio), '{}'::jsonb) into platform_ids
    from (select pl.id, lower(private.trim_all(pl.name_en)) as key, 1 as prio from public.platforms pl
          union all select pl.id, lower(private.trim_all(pl.name)), 2 from public.platforms pl
          union all select pl.id, pl.id, 3 from public.platforms pl) k
   where k.key <> '';
  select coalesce(jsonb_object_agg(pr.slug, true), '{}'::jsonb) into known_slugs from public.prompts pr;
  select coalesce(jsonb_object_agg(t.key, true), '{}'::jsonb) into known_titles
    from (select distinct private.normalize_arabic(pr.title_ar) as key from public.prompts pr) t;

  for item in select e from jsonb_array_elements(p_rows) as e loop
    pos := pos + 1;
    errs := '{}';
    v_slug := null;
    v_title := null;

    if jsonb_typeof(item) <> 'object' then
      errs := array['الصف ليس كائناً بأسماء الأعمدة (مثل {"slug": "…", "title_ar": "…"})'];
    else
      foreach col in array text_columns loop
        if item ? col and jsonb_typeof(item -> col) not in ('string', 'null') then
          errs := errs || format('العمود «%s» يجب أن يكون نصاً', col);
        end if;
      end loop;

      v_slug := lower(private.trim_all(item ->> 'slug'));
      v_title := private.trim_all(item ->> 'title_ar');
      v_title_en := nullif(private.trim_all(item ->> 'title_en'), '');
      v_desc_ar := private.trim_all(item ->> 'description_ar');
      v_desc_en := nullif(private.trim_all(item ->> 'description_en'), '');
      v_category_raw := private.trim_all(item ->> 'category');
      v_body_ar := private.trim_all(item ->> 'body_ar');
      v_body_en := nullif(private.trim_all(item ->> 'body_en'), '');
      v_platforms := private.prompt_import_list(item -> 'platforms');
      v_tags := private.prompt_import_list(item -> 'tags');
      v_asks := private.prompt_import_phrases(item -> 'asks');
      v_trial := private.prompt_import_flag(item -> 'trial_sample');
      v_published := private.prompt_import_flag(item -> 'is_published');

      if v_slug = '' then
        errs := errs || 'العمود «slug» مطلوب'::text;
      elsif v_slug !~ '^[a-z0-9][a-z0-9-]{1,120}$' then
        errs := errs || 'العمود «slug» بأحرف إنجليزية صغيرة وأرقام وشرطات فقط، من 2 إلى 121 حرفاً، ويبدأ بحرف أو رقم'::text;
      end if;

      if v_title = '' then
        errs := errs || 'العمود «title_ar» مطلوب'::text;
      elsif length(v_title) < 2 then
        errs := errs || 'العمود «title_ar» قصير جداً (حرفان على الأقل)'::text;
      elsif length(v_title) > 200 then
        errs := errs || 'العمود «title_ar» طويل جداً (200 حرف كحد أقصى)'::text;
      end if;
      if length(v_title_en) > 200 then
        errs := errs || 'العمود «title_en» طويل جداً (200 حرف كحد أقصى)'::text;
      end if;
      if length(v_desc_ar) > 2000 then
        errs := errs || 'العمود «description_ar» طويل جداً (2000 حرف كحد أقصى)'::text;
      end if;
      if length(v_desc_en) > 2000 then
        errs := errs || 'العمود «description_en» طويل جداً (2000 حرف كحد أقصى)'::text;
      end if;

      v_category := null;
      if v_category_raw = '' then
        errs := errs || 'العمود «category» مطلوب'::text;
      else
        v_category := categories ->> lower(v_category_raw);
        if v_category is null then
          errs := errs || format('العمود «category»: التصنيف «%s» غير موجود', left(v_category_raw, 60));
        end if;
      end if;

      v_platform_ids := '{}';
      if v_platforms is null then
        errs := errs || 'العمود «platforms» قائمة نصوص (مثل chatgpt|claude)'::text;
      elsif cardinality(v_platforms) = 0 then
        errs := errs || 'العمود «platforms» مطلوب: منصة واحدة على الأقل'::text;
      else
        foreach p in array v_platforms loop
          if platform_ids ? lower(p) then
            if not (platform_ids ->> lower(p)) = any (v_platform_ids) then
              v_platform_ids := v_platform_ids || (platform_ids ->> lower(p));
            end if;
          else
            errs := errs || format('العمود «platforms»: المنصة «%s» غير موجودة', left(p, 60));
          end if;
        end loop;
      end if;

      if v_tags is null then
        errs := errs || 'العمود «tags» قائمة نصوص (مثل وسم أول|وسم ثانٍ)'::text;
      elsif length(array_to_string(v_tags, '، ')) > 500 then
        errs := errs || 'العمود «tags» طويل جداً (500 حرف كحد أقصى)'::text;
      end if;
      if v_asks is null then
        errs := errs || 'العمود «asks» قائمة نصوص (مثل صيغة أولى|صيغة ثانية)'::text;
      else
        v_asks_problem := private.ask_phrases_problem(v_asks);
        if v_asks_problem is not null then
          errs := errs || ('العمود «asks»: ' || v_asks_problem)::text;
        end if;
      end if;
      if v_trial is null then
        errs := errs || 'العمود «trial_sample» يقبل true أو false (أو نعم / لا)'::text;
      end if;
      if v_published is null then
        errs := errs || 'العمود «is_published» يقبل true أو false (أو نعم / لا)'::text;
      end if;

      if v_body_ar = '' then
        errs := errs || 'العمود «body_ar» مطلوب'::text;
      elsif length(v_body_ar) > 20000 then
        errs := errs || 'العمود «body_ar» طويل جداً (20000 حرف كحد أقصى)'::text;
      elsif not private.prompt_variables_valid(v_body_ar) then
        errs := errs || 'العمود «body_ar»: صيغة المتغيرات غير صحيحة، استخدم {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}'::text;
      end if;
      if length(v_body_en) > 20000 then
        errs := errs || 'العمود «body_en» طويل جداً (20000 حرف كحد أقصى)'::text;
      elsif v_body_en is not null and not private.prompt_variables_valid(v_body_en) then
        errs := errs || 'العمود «body_en»: صيغة المتغيرات غير صحيحة، استخدم {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}'::text;
      end if;
    end if;

    if cardinality(errs) > 0 then
      n_errors := n_errors + 1;
      results := results || jsonb_build_object('row', pos, 'status', 'error',
        'slug', left(nullif(v_slug, ''), 130), 'title', left(nullif(v_title, ''), 200),
        'errors', to_jsonb(errs), 'message', null);
      continue;
    end if;

    v_title_key := private.normalize_arabic(v_title);
    if known_slugs ? v_slug or known_titles ? v_title_key
       or seen_slugs ? v_slug or seen_titles ? v_title_key then
      n_duplicates := n_duplicates + 1;
      results := results || jsonb_build_object('row', pos, 'status', 'duplicate', 'slug', v_slug,
        'title', v_title, 'errors', '[]'::jsonb,
        'message', case
          when known_slugs ? v_slug then 'يوجد أمر بالمعرّف (slug) نفسه'
          when known_titles ? v_title_key then 'يوجد أمر بالعنوان نفسه'
          when seen_slugs ? v_slug then format('المعرّف (slug) مكرر في الملف (الصف %s)', seen_slugs ->> v_slug)
          else format('العنوان مكرر في الملف (الصف %s)', seen_titles ->> v_title_key)
        end);
      continue;
    end if;

    seen_slugs := seen_slugs || jsonb_build_object(v_slug, pos);
    seen_titles := seen_titles || jsonb_build_object(v_title_key, pos);
    n_created := n_created + 1;
    results := results || jsonb_build_object('row', pos, 'status', 'created', 'slug', v_slug,
      'title', v_title, 'errors', '[]'::jsonb, 'message', null);
    valid := valid || jsonb_build_object('pos', pos, 'slug', v_slug, 'title_ar', v_title,
      'title_en', v_title_en, 'description_ar', v_desc_ar, 'description_en', v_desc_en,
      'category', v_category, 'platforms', to_jsonb(v_platform_ids), 'tags', to_jsonb(v_tags),
      'ask_phrases', to_jsonb(v_asks),
      'trial_sample', v_trial, 'is_published', v_published, 'body_ar', v_body_ar, 'body_en', v_body_en);
  end loop;

  if not dry and cardinality(valid) > 0 then
    begin
      -- A slug a prompt form saved meanwhile is skipped, and its row answered as a duplicate.
      with src as (
        select * from jsonb_to_recordset(to_jsonb(valid)) as r(pos integer, slug text, title_ar text,
          title_en text, description_ar text, description_en text, category text,
          platforms text[], tags text[], ask_phrases text[], trial_sample boolean, is_published boolean)
      ), ins as (
        insert into public.prompts (slug, title_ar, title_en, description_ar, description_en,
          category, platforms, trial_sample, tags, ask_phrases, is_published)
        select s.slug, s.title_ar, s.title_en, s.description_ar, s.description_en, s.category,
               s.platforms, s.trial_sample, s.tags, s.ask_phrases, s.is_published
          from src s order by s.pos
        on conflict (slug) do nothing
        returning id, slug
      )
      select coalesce(jsonb_agg(jsonb_build_object('id', ins.id, 'slug', ins.slug)), '[]'::jsonb)
        into inserted from ins;

      insert into public.prompt_bodies (prompt_id, body_ar, body_en)
      select (added ->> 'id')::uuid, r.body_ar, r.body_en
        from jsonb_array_elements(inserted) as added
        join jsonb_to_recordset(to_jsonb(valid)) as r(slug text, body_ar text, body_en text)
          on r.slug = added ->> 'slug';
    exception when others then
      raise exception 'تعذّر حفظ الاستيراد ولم يُحفظ أي صف. يرجى المحاولة مرة أخرى'
        using errcode = 'P0001', hint = 'import_failed', detail = sqlstate || ': ' || sqlerrm;
    end;

    if jsonb_array_length(inserted) < cardinality(valid) then
      for i in 1 .. cardinality(results) loop
        if results[i] ->> 'status' = 'created'
           and not exists (select 1 from jsonb_array_elements(inserted) x
                            where x ->> 'slug' = results[i] ->> 'slug') then
          results[i] := results[i] || jsonb_build_object('status', 'duplicate',
            'message', 'يوجد أمر بالمعرّف (slug) نفسه');
          n_created := n_created - 1;
          n_duplicates := n_duplicates + 1;
        end if;
      end loop;
    end if;
  end if;

  if not dry then
    perform private.record_audit('import_prompts', caller, 'prompts', null, null, null,
      jsonb_build_object('rows', total, 'created', n_created, 'duplicates', n_duplicates,
        'errors', n_errors,
        'created_slugs', coalesce((select jsonb_agg(x ->> 'slug') from jsonb_array_elements(inserted) x), '[]'::jsonb)));
  end if;

  return jsonb_build_object(
    'dry_run', dry,
    'totals', jsonb_build_object('rows', total, 'created', n_created, 'duplicates', n_duplicates,
      'errors', n_errors),
    'rows', to_jsonb(results));
end
$$;

