-- Imports cannot launder a library fork (issue 41, "also seen").
--
-- Before: a fork of a library prompt is marked by forked_from / library_fork, and a library fork
-- cannot be shared (20261126100000_user_prompt_sharing.sql). But the mark came only from the
-- row's history: a subscriber exported their own prompts, deleted "forked_from" from the fork's
-- entry, imported the file again and shared the new prompt; anyone with the link then read the
-- paid body. Pasting a library body into a new prompt («أمر جديد») did the same.
--
-- Now the database recognises a library body by its text, whatever the row's history says:
-- * private.body_shingles(text): the body's word 3-shingles, hashed. The text is normalised first
--   so that cosmetic edits do not change them: NFKC (presentation forms), invisible format
--   characters removed (zero-width joiners, bidi marks, soft hyphen), Persian yeh/kaf/heh as
--   Arabic, private.normalize_arabic (tashkeel, hamza forms, digits, case), {{variables}} dropped
--   (renaming a field changes nothing), punctuation and line breaks as spaces.
-- * private.library_body_shingles: every library body's shingles (Arabic and English bodies,
--   kept by a trigger on prompt_bodies). They stay after a prompt leaves the library (no foreign
--   key), since a fork stays a fork once its origin is gone (the sticky library_fork rule).
-- * private.library_origin_of(body): the library prompt whose body this one contains at least
--   half of (at least 3 shingles of a body, and half of its distinct shingles, present in the
--   given text), the best one first; null when none. Adding text, cutting some, editing a few
--   words or reordering sentences keeps a copy recognised; a real rewrite is not.
-- * On every insert of an own prompt, and every change of its body (save, restore, import,
--   duplicate, copy from a share), the share guard marks a recognised body library_fork (sticky),
--   so the sharing rule refuses its link, and get_shared_prompt stops showing an already shared
--   prompt whose body becomes one.
-- * The import links a recognised prompt to its origin as the untouched file would have
--   (forked_from = the published library prompt), so the plan rule applies exactly as for a file
--   that kept "forked_from": a prompt the plan does not open is refused ('locked'), one it opens is
--   read only while it does. Every version of the file is checked, not only the last.
-- * Existing own prompts whose body is a library body are marked now.
-- docs/decisions.md ("Sharing and library forks") has the rule and its limits.

-- ---------------------------------------------------------------------------------------------
-- Fingerprints
-- ---------------------------------------------------------------------------------------------
create or replace function private.body_shingles(_body text)
returns bigint[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  with words as (
    select t.w, t.n
      from unnest(string_to_array(btrim(regexp_replace(
             private.normalize_arabic(translate(
               regexp_replace(
                 normalize(regexp_replace(coalesce(_body, ''), '\{\{[^}]*\}\}', ' ', 'g'), NFKC),
                 '[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]', '', 'g'),
               'یکۀہەھ', 'يكهههه')),
             '[^0-9a-z\u0621-\u064A]+', ' ', 'g')), ' ')) with ordinality as t (w, n)
     where t.w <> ''
  ), shingles as (
    select hashtextextended(w || ' ' || lead(w, 1) over o || ' ' || lead(w, 2) over o, 0) as h
      from words
    window o as (order by n)
  )
  select coalesce(array_agg(distinct h), '{}'::bigint[]) from shingles where h is not null
$$;
comment on function private.body_shingles(text) is
  'A prompt body''s fingerprint: the hashes of its word 3-shingles after normalisation (NFKC, invisible characters removed, Persian letters as Arabic, normalize_arabic, {{variables}} and punctuation dropped).';
revoke execute on function private.body_shingles(text) from public, anon, authenticated;

create table private.library_body_shingles (
  prompt_id uuid not null,
  lang text not null check (lang in ('ar', 'en')),
  shingle bigint not null,
  primary key (shingle, prompt_id, lang)
);
create index library_body_shingles_prompt_idx on private.library_body_shingles (prompt_id, lang);
revoke all on table private.library_body_shingles from public, anon, authenticated;
comment on table private.library_body_shingles is
  'The fingerprint (private.body_shingles) of every library body, Arabic and English. Kept after the prompt leaves the library: a fork stays a fork once its origin is gone.';

create table private.library_body_sizes (
  prompt_id uuid not null,
  lang text not null check (lang in ('ar', 'en')),
  shingles integer not null check (shingles > 0),
  primary key (prompt_id, lang)
);
revoke all on table private.library_body_sizes from public, anon, authenticated;
comment on table private.library_body_sizes is
  'How many distinct shingles each library body has (the denominator of private.library_origin_of).';

create or replace function private.library_body_fingerprint()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.library_body_shingles s where s.prompt_id = new.prompt_id;
  delete from private.library_body_sizes s where s.prompt_id = new.prompt_id;
  insert into private.library_body_shingles (prompt_id, lang, shingle)
  select new.prompt_id, b.lang, h
    from (values ('ar', new.body_ar), ('en', new.body_en)) as b (lang, body)
   cross join lateral unnest(private.body_shingles(b.body)) as h
  on conflict do nothing;
  insert into private.library_body_sizes (prompt_id, lang, shingles)
  select new.prompt_id, s.lang, count(*)
    from private.library_body_shingles s
   where s.prompt_id = new.prompt_id
   group by s.lang;
  return null;
end
$$;
comment on function private.library_body_fingerprint() is
  'Trigger: keeps a library body''s fingerprint (private.library_body_shingles / library_body_sizes) in step with prompt_bodies.';
revoke execute on function private.library_body_fingerprint() from public, anon, authenticated;

create trigger prompt_bodies_fingerprint
  after insert or update of body_ar, body_en on public.prompt_bodies
  for each row execute function private.library_body_fingerprint();

insert into private.library_body_shingles (prompt_id, lang, shingle)
select b.prompt_id, x.lang, h
  from public.prompt_bodies b
 cross join lateral (values ('ar', b.body_ar), ('en', b.body_en)) as x (lang, body)
 cross join lateral unnest(private.body_shingles(x.body)) as h
on conflict do nothing;
insert into private.library_body_sizes (prompt_id, lang, shingles)
select s.prompt_id, s.lang, count(*) from private.library_body_shingles s group by 1, 2;

-- The library prompt (existing or not) whose body `_body` contains at least half of: at least 3
-- of its shingles and half of them are in `_body`. The most contained first, then the most shared.
create or replace function private.library_origin_of(_body text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select distinct h from unnest(private.body_shingles(_body)) as h
  ), hits as (
    select s.prompt_id, s.lang, count(*) as n
      from private.library_body_shingles s
      join mine on mine.h = s.shingle
     group by s.prompt_id, s.lang
    having count(*) >= 3
  )
  select hits.prompt_id
    from hits
    join private.library_body_sizes z on z.prompt_id = hits.prompt_id and z.lang = hits.lang
   where hits.n * 2 >= z.shingles
   order by hits.n::numeric / z.shingles desc, hits.n desc, hits.prompt_id
   limit 1
$$;
comment on function private.library_origin_of(text) is
  'The library prompt (published, draft or since deleted) at least half of whose body (at least 3 word 3-shingles) the text contains; null when none. Used to keep library bodies from being shared as own prompts.';
revoke execute on function private.library_origin_of(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The share guard also recognises a library body by its text
-- ---------------------------------------------------------------------------------------------
create or replace function private.user_prompt_share_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.library_fork := coalesce(new.library_fork, false) or new.forked_from is not null
    or (tg_op = 'UPDATE' and old.library_fork);
  -- A body that is a library body is a fork, however it arrived (pasted, imported from a file
  -- without its "forked_from", restored from a version).
  if not new.library_fork and (tg_op = 'INSERT' or new.body is distinct from old.body)
     and private.library_origin_of(new.body) is not null then
    new.library_fork := true;
  end if;
  if tg_op = 'UPDATE' and new.deleted_at is not null and old.deleted_at is null then
    new.share_slug := null;
  end if;
  if new.share_slug is null then
    new.shared_at := null;
  elsif not private.user_prompt_shareable(new.library_fork, new.forked_from) then
    raise exception using errcode = 'P0001',
      message = 'لا يمكن مشاركة أمر منسوخ من مكتبة سند: محتوى المكتبة متاح للمشتركين فقط. اكتب أمرك الخاص لتشاركه.',
      hint = 'fork_not_shareable';
  end if;
  return new;
end
$$;
comment on function private.user_prompt_share_guard() is
  'Trigger: library_fork stays true once set, and is set for a body that is a library body (private.library_origin_of); a prompt moved to the deleted list loses its share link; a library fork (origin not open without a plan) cannot get one.';
revoke execute on function private.user_prompt_share_guard() from public, anon, authenticated;

-- Own prompts already holding a library body (a laundered import, a pasted body) are forks. The
-- guard refuses a link on a fork, so an existing link of such a prompt is revoked with it;
-- get_shared_prompt would not show it anyway.
update public.user_prompts u
   set library_fork = true, share_slug = null
 where not u.library_fork and private.library_origin_of(u.body) is not null;

-- ---------------------------------------------------------------------------------------------
-- The import links a recognised body to its library origin, as the untouched file would have
-- ---------------------------------------------------------------------------------------------
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
  derived uuid;
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
        end if;
        -- A body (of any version, the current one first) that is a library body is a fork of
        -- it, whatever the file says: linked to its origin while that is published, and marked
        -- library_fork in any case.
        select x.origin into derived
          from (select private.library_origin_of(e.x ->> 'body') as origin, e.i
                  from jsonb_array_elements(versions) with ordinality as e (x, i)) x
         where x.origin is not null
         order by x.i desc
         limit 1;
        if derived is not null then
          origin_id := coalesce(
            (select p.id from public.prompts p where p.id = derived and p.is_published), origin_id);
        end if;
        if origin_id is not null and not private.user_prompt_origin_open(origin_id) then
          perform private.user_prompt_refuse(
            'هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.', 'locked');
        end if;
        perform private.user_prompt_check_limit(_ent);
        n := jsonb_array_length(versions);
        -- The file's times are kept (the list's order); a file without them gets the file's order.
        insert into public.user_prompts (user_id, title, description, body, category, platforms,
                                         tags, variables, forked_from, library_fork, version,
                                         import_key, created_at, updated_at)
        values (caller, v.title, v.description, v.body, v.category, v.platforms, v.tags,
                private.extract_prompt_variables(v.body), origin_id,
                origin_id is not null or derived is not null, n, ref,
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
