-- An exported library re-imports in one file (issue 44). The import took at most 1,000 rows per
-- call; the library now holds more than 1,200 prompts, so the catalogue's own export could no
-- longer be checked or re-imported as one file (docs/prompt-import.md: re-importing an export
-- creates nothing). The limit is 5,000 rows; the 10 MB of JSON per call and the page's 5 MB file
-- limit are unchanged. Only the constant changes.

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
      'trial_sample', v_trial, 'is_published', v_published, 'body_ar', v_body_ar, 'body_en', v_body_en);
  end loop;

  if not dry and cardinality(valid) > 0 then
    begin
      -- A slug a prompt form saved meanwhile is skipped, and its row answered as a duplicate.
      with src as (
        select * from jsonb_to_recordset(to_jsonb(valid)) as r(pos integer, slug text, title_ar text,
          title_en text, description_ar text, description_en text, category text,
          platforms text[], tags text[], trial_sample boolean, is_published boolean)
      ), ins as (
        insert into public.prompts (slug, title_ar, title_en, description_ar, description_en,
          category, platforms, trial_sample, tags, is_published)
        select s.slug, s.title_ar, s.title_en, s.description_ar, s.description_en, s.category,
               s.platforms, s.trial_sample, s.tags, s.is_published
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
