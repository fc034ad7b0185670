-- Own prompts: export and import (issue 21, «تصدير» / «استيراد» on /dashboard/user-prompts).
--
-- export_user_prompts() (SECURITY INVOKER, under RLS) returns the caller's live own prompts with
-- every version in order and its note, and every collection with its items in order, as one JSON
-- document (format 'sanad-user-prompts', format_version 1). Being under RLS it contains exactly
-- what the app shows: a fork whose library origin the plan no longer opens is not readable, so it
-- is left out (with its collection items), like the list leaves it out (docs/decisions.md).
--
-- import_user_prompts(file, apply) (definer in rpc_definer behind an invoker wrapper) reads such a
-- document (the browser turns a CSV into the same shape) and answers, per prompt and collection,
-- what it creates or why not, in Arabic. With apply = false it runs the very same import and rolls
-- it back (a preview); with apply = true it keeps it, all in the caller's one transaction.
-- Idempotency: every prompt of a file has a reference (`ref`: the prompt id in our export, the
-- `ref` column of a CSV, or a hash of title and body when missing); an imported prompt keeps it
-- in user_prompts.import_key. A live prompt whose id or import_key is the ref is the same prompt:
-- unchanged -> skipped, changed (title, description or body differ) -> skipped and reported as a
-- conflict, never overwritten. A collection whose name exists is left as it is; «المفضلة» only
-- gains the favorites it lacks.

alter table public.user_prompts add column import_key text
  check (import_key is null or char_length(import_key) between 1 and 200);
comment on column public.user_prompts.import_key is
  'The reference the prompt had in the file it was imported from (import_user_prompts): importing the same file again finds it instead of creating a duplicate.';
create index user_prompts_import_key_idx on public.user_prompts (user_id, import_key)
  where import_key is not null;

-- ---------------------------------------------------------------------------------------------
-- export_user_prompts
-- ---------------------------------------------------------------------------------------------
create or replace function public.export_user_prompts()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  out_prompts jsonb;
  out_lists jsonb;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لتصدير أوامرك',
      hint = 'sign_in_required';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'ref', coalesce(u.import_key, u.id::text),
           'title', u.title,
           'description', u.description,
           'category', u.category,
           'platforms', to_jsonb(u.platforms),
           'tags', to_jsonb(u.tags),
           'variables', u.variables,
           'forked_from', case when u.forked_from is null then null
                               else jsonb_build_object('id', u.forked_from, 'slug',
                                      (select p.slug from public.prompts p where p.id = u.forked_from))
                          end,
           'created_at', u.created_at,
           'updated_at', u.updated_at,
           'versions', (select coalesce(jsonb_agg(jsonb_build_object(
                                  'version', v.version, 'body', v.body, 'note', v.note,
                                  'restored_from', v.restored_from, 'created_at', v.created_at)
                                  order by v.version), '[]'::jsonb)
                          from public.user_prompt_versions v where v.user_prompt_id = u.id))
           order by u.created_at, u.id), '[]'::jsonb)
    into out_prompts
    from public.user_prompts u
   where u.user_id = caller and u.deleted_at is null;

  select coalesce(jsonb_agg(jsonb_build_object(
           'name', c.name,
           'is_default', c.is_default,
           'items', case when c.is_default then
               (select coalesce(jsonb_agg(private.export_item_ref(f.item_type, f.item_id)
                                          order by f.position, f.id), '[]'::jsonb)
                  from public.favorites f where f.user_id = caller)
             else
               (select coalesce(jsonb_agg(r.ref order by r.position, r.id), '[]'::jsonb)
                  from (select i.id, i.position, private.export_item_ref(i.item_kind, i.item_id) as ref
                          from public.collection_items i where i.collection_id = c.id) r
                 where r.ref is not null)
             end)
           order by c.is_default desc, c.created_at, c.id), '[]'::jsonb)
    into out_lists
    from public.collections c
   where c.user_id = caller;

  return jsonb_build_object('format', 'sanad-user-prompts', 'format_version', 1,
                            'exported_at', now(), 'prompts', out_prompts, 'collections', out_lists);
end
$$;
comment on function public.export_user_prompts() is
  'The caller''s own prompts (every version with its note) and collections (items in order) as one JSON document, under RLS: what the app shows, no more.';
revoke execute on function public.export_user_prompts() from public, anon;
grant execute on function public.export_user_prompts() to authenticated, service_role;

-- A collection item as the export names it; null for an own prompt the caller cannot read (a
-- fork whose origin the plan no longer opens). SECURITY INVOKER: reads under the caller's RLS.
create or replace function private.export_item_ref(_kind text, _id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select case _kind
    when 'own_prompt' then (select jsonb_build_object('kind', 'own_prompt',
                                     'ref', coalesce(u.import_key, u.id::text))
                              from public.user_prompts u
                             where u.id = _id and u.deleted_at is null)
    else jsonb_build_object('kind', _kind, 'id', _id, 'slug', case _kind
      when 'prompt' then (select p.slug from public.prompts p where p.id = _id)
      when 'assistant' then (select a.slug from public.gpt_assistants a where a.id = _id)
      when 'tool' then (select t.slug from public.ai_tools t where t.id = _id)
      when 'template' then (select t.slug from public.automation_templates t where t.id = _id)
    end)
  end
$$;
comment on function private.export_item_ref(text, uuid) is
  'A collection item as export_user_prompts writes it: {kind, id, slug} for the library, {kind: own_prompt, ref} for an own prompt the caller can read, else null.';
revoke execute on function private.export_item_ref(text, uuid) from public, anon;
grant execute on function private.export_item_ref(text, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- import_user_prompts
-- ---------------------------------------------------------------------------------------------

-- A library item of the file ({kind, id, slug}) -> its id when published, else null.
create or replace function private.import_library_item(_kind text, _item jsonb)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted uuid;
  want_slug text := _item ->> 'slug';
  found_id uuid;
begin
  if coalesce(_item ->> 'id', '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    wanted := (_item ->> 'id')::uuid;
  end if;
  if _kind = 'prompt' then
    select p.id into found_id from public.prompts p
     where p.is_published and (p.id = wanted or p.slug = want_slug) order by (p.id = wanted) desc limit 1;
  elsif _kind = 'assistant' then
    select a.id into found_id from public.gpt_assistants a
     where a.is_published and (a.id = wanted or a.slug = want_slug) order by (a.id = wanted) desc limit 1;
  elsif _kind = 'tool' then
    select t.id into found_id from public.ai_tools t
     where t.is_published and (t.id = wanted or t.slug = want_slug) order by (t.id = wanted) desc limit 1;
  elsif _kind = 'template' then
    select t.id into found_id from public.automation_templates t
     where t.is_published and (t.id = wanted or t.slug = want_slug) order by (t.id = wanted) desc limit 1;
  end if;
  return found_id;
end
$$;
comment on function private.import_library_item(text, jsonb) is
  'Finds a published library item of the given kind by the id, else the slug, an imported file names.';
revoke execute on function private.import_library_item(text, jsonb) from public, anon, authenticated;

-- A JSON array of strings -> text[] (anything else -> empty).
create or replace function private.import_text_array(_value jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(_value) = 'array'
    then coalesce((select array_agg(x ->> 0 order by i)
                     from jsonb_array_elements(_value) with ordinality as e (x, i)
                    where jsonb_typeof(x) in ('string', 'number')), '{}'::text[])
    else '{}'::text[] end
$$;
revoke execute on function private.import_text_array(jsonb) from public, anon, authenticated;

-- A time of the file (ISO text) -> timestamptz, or null when it is not one or lies in the future.
create or replace function private.import_timestamp(_value text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  t timestamptz;
begin
  if _value is null or _value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then
    return null;
  end if;
  t := _value::timestamptz;
  return case when t <= now() then t end;
exception when others then
  return null;
end
$$;
revoke execute on function private.import_timestamp(text) from public, anon, authenticated;

create or replace function private.import_refuse_file(_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = _message, hint = 'invalid_file';
end
$$;
revoke execute on function private.import_refuse_file(text) from public, anon, authenticated;

create or replace function rpc_definer.import_user_prompts(p_file jsonb, p_apply boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb;
  result jsonb;
  detail text;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لاستيراد أوامرك',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('user_prompt_import', 1, 30, 1);
  ent := private.user_prompt_writer();
  if p_file is null or jsonb_typeof(p_file) <> 'object'
     or p_file ->> 'format' is distinct from 'sanad-user-prompts' then
    perform private.import_refuse_file('هذا الملف ليس ملف أوامر مُصدَّراً من سند');
  end if;
  if (p_file ->> 'format_version') is distinct from '1' then
    perform private.import_refuse_file('إصدار صيغة الملف غير مدعوم: صدِّر الملف من جديد من سند');
  end if;
  if octet_length(p_file::text) > 3000000 then
    perform private.import_refuse_file('الملف كبير: ٢ ميغابايت على الأكثر. قسّمه إلى ملفات أصغر');
  end if;
  if jsonb_typeof(coalesce(p_file -> 'prompts', '[]'::jsonb)) <> 'array'
     or jsonb_typeof(coalesce(p_file -> 'collections', '[]'::jsonb)) <> 'array' then
    perform private.import_refuse_file('بنية الملف غير صحيحة: لا نجد قائمة الأوامر أو المجموعات');
  end if;
  if jsonb_array_length(coalesce(p_file -> 'prompts', '[]'::jsonb)) > 1000 then
    perform private.import_refuse_file('الملف فيه أكثر من ١٬٠٠٠ أمر. قسّمه إلى ملفات أصغر');
  end if;
  if jsonb_array_length(coalesce(p_file -> 'collections', '[]'::jsonb)) > 200 then
    perform private.import_refuse_file('الملف فيه أكثر من ٢٠٠ مجموعة. قسّمه إلى ملفات أصغر');
  end if;
  -- One import of a user at a time: a second tab waits, then finds what the first created.
  perform pg_advisory_xact_lock(hashtextextended('user_prompt_import:' || caller::text, 0));
  if coalesce(p_apply, false) then
    return private.import_user_prompts_run(p_file, ent);
  end if;
  -- The preview runs the very same import and undoes it.
  begin
    result := private.import_user_prompts_run(p_file, ent);
    raise exception using errcode = 'SNIMP', message = 'import preview', detail = result::text;
  exception when sqlstate 'SNIMP' then
    get stacked diagnostics detail = pg_exception_detail;
  end;
  return detail::jsonb;
end
$$;
comment on function rpc_definer.import_user_prompts(jsonb, boolean) is
  'Imports an own-prompts file (export_user_prompts'' format) for the caller: per prompt and collection what is created or why not (Arabic). p_apply false previews (the same run, rolled back).';
revoke execute on function rpc_definer.import_user_prompts(jsonb, boolean) from public;
grant execute on function rpc_definer.import_user_prompts(jsonb, boolean) to authenticated, service_role;

create or replace function public.import_user_prompts(p_file jsonb, p_apply boolean default false)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.import_user_prompts(p_file, p_apply);
end
$$;
comment on function public.import_user_prompts(jsonb, boolean) is
  'Imports an own-prompts file (export_user_prompts'' format) for the caller: per prompt and collection what is created or why not (Arabic). p_apply false previews (the same run, rolled back).';
revoke execute on function public.import_user_prompts(jsonb, boolean) from public, anon;
grant execute on function public.import_user_prompts(jsonb, boolean) to authenticated, service_role;

-- The import itself (called only by rpc_definer.import_user_prompts, after its checks).
create or replace function private.import_user_prompts_run(_file jsonb, _ent jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  item jsonb;
  idx integer;
  refs jsonb := '{}'::jsonb; -- ref -> own prompt id (created or found)
  rows_out jsonb := '[]'::jsonb;
  lists_out jsonb := '[]'::jsonb;
  ref text;
  v record;
  versions jsonb;
  ver jsonb;
  n integer;
  last_body text;
  origin_id uuid;
  existing public.user_prompts;
  new_id uuid;
  status text;
  msg text;
  made_prompts integer := 0;
  made_versions integer := 0;
  made_lists integer := 0;
  made_items integer := 0;
  list_name text;
  list_id uuid;
  kind text;
  target uuid;
  added integer;
  missing integer;
begin
  for item, idx in
    select e.x, e.i::integer from jsonb_array_elements(coalesce(_file -> 'prompts', '[]'::jsonb))
      with ordinality as e (x, i)
  loop
    status := 'create';
    msg := '';
    n := 0;
    ref := null;
    begin
      if jsonb_typeof(item) <> 'object' then
        perform private.user_prompt_refuse('صف غير صالح: ليس أمراً', 'invalid_row');
      end if;
      versions := item -> 'versions';
      if versions is null or jsonb_typeof(versions) <> 'array' or jsonb_array_length(versions) = 0 then
        -- A CSV row (or a hand-made file): the body is the one version.
        versions := jsonb_build_array(jsonb_build_object('body', item -> 'body', 'note', ''));
      end if;
      if jsonb_array_length(versions) > 200 then
        perform private.user_prompt_refuse('للأمر أكثر من ٢٠٠ إصدار', 'invalid_versions');
      end if;
      last_body := versions -> -1 ->> 'body';
      select * into v from private.user_prompt_clean(
        item ->> 'title', item ->> 'description', last_body, item ->> 'category',
        private.import_text_array(item -> 'platforms'), private.import_text_array(item -> 'tags'));
      for ver in select x from jsonb_array_elements(versions) as x loop
        if jsonb_typeof(ver) <> 'object' or btrim(coalesce(ver ->> 'body', ''), E' \t\r\n') = '' then
          perform private.user_prompt_refuse('أحد إصدارات الأمر بلا نص', 'invalid_body');
        end if;
        if char_length(ver ->> 'body') > 20000 then
          perform private.user_prompt_refuse('نص أحد الإصدارات طويل: ٢٠٬٠٠٠ حرف على الأكثر',
                                             'invalid_body');
        end if;
        perform private.user_prompt_note(ver ->> 'note');
      end loop;
      ref := left(nullif(btrim(coalesce(item ->> 'ref', '')), ''), 200);
      if ref is null then
        ref := 'h:' || md5(v.title || E'\n' || v.body);
      end if;
      if refs ? ref then
        perform private.user_prompt_refuse('هذا الأمر مكرر في الملف', 'duplicate_in_file');
      end if;
      -- The same prompt already here (its own id, or a file imported before)?
      select * into existing from public.user_prompts u
       where u.user_id = caller and u.deleted_at is null
         and (u.import_key = ref or u.id::text = ref)
       order by (u.id::text = ref) desc, u.created_at
       limit 1;
      if existing.id is not null then
        refs := refs || jsonb_build_object(ref, existing.id);
        if existing.title = v.title and existing.description = v.description
           and existing.body = v.body then
          status := 'exists';
          msg := 'موجود في أوامرك، لن يتكرر';
        else
          status := 'conflict';
          msg := 'في أوامرك نسخة من هذا الأمر بمحتوى مختلف، ولن تُستبدل. احذفها أو عدّلها إن أردت نسخة الملف';
        end if;
      else
        origin_id := null;
        if jsonb_typeof(item -> 'forked_from') = 'object' then
          origin_id := private.import_library_item('prompt', item -> 'forked_from');
          if origin_id is not null and not private.user_prompt_origin_open(origin_id) then
            perform private.user_prompt_refuse(
              'هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.', 'locked');
          end if;
        end if;
        perform private.user_prompt_check_limit(_ent);
        n := jsonb_array_length(versions);
        -- The file's times are kept (the list's order); a file without them gets the file's order.
        insert into public.user_prompts (user_id, title, description, body, category, platforms,
                                         tags, variables, forked_from, version, import_key,
                                         created_at, updated_at)
        values (caller, v.title, v.description, v.body, v.category, v.platforms, v.tags,
                private.extract_prompt_variables(v.body), origin_id, n, ref,
                coalesce(private.import_timestamp(item ->> 'created_at'), clock_timestamp()),
                coalesce(private.import_timestamp(item ->> 'updated_at'), clock_timestamp()))
        returning id into new_id;
        insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note,
                                                 restored_from, created_at)
        select new_id, caller, e.i::integer, e.x ->> 'body', private.user_prompt_note(e.x ->> 'note'),
               case when coalesce(e.x ->> 'restored_from', '') ~ '^[0-9]{1,6}$'
                         and (e.x ->> 'restored_from')::integer between 1 and n
                    then (e.x ->> 'restored_from')::integer end,
               coalesce(private.import_timestamp(e.x ->> 'created_at'), clock_timestamp())
          from jsonb_array_elements(versions) with ordinality as e (x, i);
        refs := refs || jsonb_build_object(ref, new_id);
        made_prompts := made_prompts + 1;
        made_versions := made_versions + n;
      end if;
    exception
      when raise_exception then
        status := 'error';
        msg := sqlerrm;
        n := 0;
      when check_violation or string_data_right_truncation or invalid_text_representation
           or numeric_value_out_of_range or not_null_violation then
        status := 'error';
        msg := 'بيانات هذا الأمر غير صالحة';
        n := 0;
    end;
    rows_out := rows_out || jsonb_build_array(jsonb_build_object(
      'index', idx, 'ref', ref,
      'title', case when jsonb_typeof(item) = 'object' then left(item ->> 'title', 200) end,
      'status', status, 'message', msg,
      'versions', case when status = 'create' then n else 0 end));
  end loop;

  for item, idx in
    select e.x, e.i::integer from jsonb_array_elements(coalesce(_file -> 'collections', '[]'::jsonb))
      with ordinality as e (x, i)
  loop
    status := 'create';
    msg := '';
    added := 0;
    missing := 0;
    list_name := null;
    begin
      if jsonb_typeof(item) <> 'object' then
        perform private.user_prompt_refuse('صف غير صالح: ليس مجموعة', 'invalid_row');
      end if;
      list_name := left(btrim(regexp_replace(coalesce(item ->> 'name', ''), '\s+', ' ', 'g')), 200);
      if jsonb_typeof(coalesce(item -> 'items', '[]'::jsonb)) <> 'array' then
        perform private.user_prompt_refuse('عناصر المجموعة ليست قائمة', 'invalid_row');
      end if;
      if jsonb_array_length(coalesce(item -> 'items', '[]'::jsonb)) > 1000 then
        perform private.user_prompt_refuse('تتسع المجموعة لألف عنصر على الأكثر', 'collection_full');
      end if;
      if coalesce((item ->> 'is_default')::boolean, false) then
        -- «المفضلة»: the favorites it lacks are added, at the end, in the file's order.
        status := 'merge';
        for ver in select x from jsonb_array_elements(coalesce(item -> 'items', '[]'::jsonb)) as x loop
          kind := ver ->> 'kind';
          target := case when kind in ('prompt', 'assistant', 'tool', 'template')
                         then private.import_library_item(kind, ver) end;
          if target is null then
            missing := missing + 1;
          elsif not exists (select 1 from public.favorites f
                             where f.user_id = caller and f.item_type = kind and f.item_id = target) then
            insert into public.favorites (user_id, item_type, item_id) values (caller, kind, target);
            added := added + 1;
          end if;
        end loop;
      elsif exists (select 1 from public.collections c
                     where c.user_id = caller and c.name = list_name) then
        status := 'exists';
        msg := 'لديك مجموعة بهذا الاسم، ولن تتغير';
      else
        insert into public.collections (user_id, name, created_at)
        values (caller, list_name, clock_timestamp())
        returning id into list_id;
        made_lists := made_lists + 1;
        for ver in select x from jsonb_array_elements(coalesce(item -> 'items', '[]'::jsonb)) as x loop
          kind := ver ->> 'kind';
          target := case
            when kind = 'own_prompt' then (refs ->> coalesce(ver ->> 'ref', ''))::uuid
            when kind in ('prompt', 'assistant', 'tool', 'template')
              then private.import_library_item(kind, ver) end;
          if target is null or exists (select 1 from public.collection_items i
                                        where i.collection_id = list_id and i.item_kind = kind
                                          and i.item_id = target) then
            missing := missing + 1;
          else
            insert into public.collection_items (collection_id, user_id, item_kind, item_id)
            values (list_id, caller, kind, target);
            added := added + 1;
          end if;
        end loop;
      end if;
      made_items := made_items + added;
      if missing > 0 and status <> 'exists' then
        msg := format('%s من عناصرها غير موجودة أو لم تُستورد، فلن تُضاف',
                      private.arabic_digits(missing));
      end if;
    exception
      when raise_exception then
        status := 'error';
        msg := sqlerrm;
        added := 0;
      when check_violation or string_data_right_truncation or invalid_text_representation
           or unique_violation or not_null_violation then
        status := 'error';
        msg := 'بيانات هذه المجموعة غير صالحة';
        added := 0;
    end;
    lists_out := lists_out || jsonb_build_array(jsonb_build_object(
      'index', idx, 'name', list_name, 'status', status, 'message', msg,
      'items', added, 'missing', missing));
  end loop;

  return jsonb_build_object(
    'prompts', rows_out, 'collections', lists_out,
    'created', jsonb_build_object('prompts', made_prompts, 'versions', made_versions,
                                  'collections', made_lists, 'items', made_items));
end
$$;
comment on function private.import_user_prompts_run(jsonb, jsonb) is
  'The body of import_user_prompts: creates what a file holds that the caller lacks, row by row (a refused row is reported, the others go on).';
revoke execute on function private.import_user_prompts_run(jsonb, jsonb) from public, anon, authenticated;
