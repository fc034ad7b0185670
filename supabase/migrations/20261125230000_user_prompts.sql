-- Own prompts («أوامري», issue 21 part A): a subscriber writes, edits, duplicates, deletes (soft,
-- restorable for 30 days) and forks library prompts into their own prompts; every body save is an
-- immutable version.
--
-- Reading: the tables grant the API roles SELECT only, under RLS: the owner, rows deleted less than
-- 30 days ago, and a fork of a library prompt only while the caller's plan opens that library
-- prompt (private.user_prompt_origin_open, the library's own rule): a fork carries a paid body, so
-- an expired or downgraded plan does not keep reading it. Prompts the user wrote stay readable to
-- their owner whatever the plan.
-- Writing: only through the functions below (definers in rpc_definer behind SECURITY INVOKER
-- wrappers in public), which need a plan in force, validate in Arabic (P0001 + hint), enforce the
-- plan's `user_prompts` limit (plans.limits; -1 unlimited; deleted prompts do not count) and write
-- the versions. A fork goes through rpc_definer.open_prompt, so it is refused exactly where opening
-- the library prompt is (plan, section, daily quota) and counts as an open.

-- ---------------------------------------------------------------------------------------------
-- Plan limits: own prompts (collections set theirs in 20261125233000).
-- ---------------------------------------------------------------------------------------------
update public.plans p
   set limits = p.limits || jsonb_build_object('user_prompts', v.prompts)
  from (values ('trial', 10), ('basic', 50), ('advanced', 200), ('premium', 1000),
               ('lifetime', -1)) as v (slug, prompts)
 where p.slug = v.slug;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.user_prompts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 1000),
  body text not null check (char_length(body) between 1 and 20000),
  category text references public.prompt_categories (id) on update cascade on delete set null,
  platforms text[] not null default '{}'::text[] check (cardinality(platforms) <= 10),
  tags text[] not null default '{}'::text[] check (cardinality(tags) <= 10),
  -- [{key, default}] of the body, kept by the functions (the library's grammar).
  variables jsonb not null default '[]'::jsonb check (jsonb_typeof(variables) = 'array'),
  -- The library prompt this one was forked from.
  forked_from uuid references public.prompts (id) on delete set null,
  version integer not null default 1 check (version >= 1),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_prompts is
  'A user''s own prompts (أوامري). Owner reads (forks only while the plan opens the origin; deleted rows for 30 days); writes only through the user-prompt functions.';
create index user_prompts_user_idx on public.user_prompts (user_id, updated_at desc);
create index user_prompts_forked_from_idx on public.user_prompts (forked_from);
create index user_prompts_category_idx on public.user_prompts (category);

create table public.user_prompt_versions (
  id uuid primary key default gen_random_uuid(),
  user_prompt_id uuid not null references public.user_prompts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  version integer not null check (version >= 1),
  body text not null check (char_length(body) between 1 and 20000),
  note text not null default '' check (char_length(note) <= 300),
  -- Set when the version restores an earlier one.
  restored_from integer,
  created_at timestamptz not null default now(),
  unique (user_prompt_id, version)
);
comment on table public.user_prompt_versions is
  'Immutable versions of an own prompt''s body with an optional change note. Readable where the prompt is; written only by the user-prompt functions, never updated.';
create index user_prompt_versions_user_idx on public.user_prompt_versions (user_id);

-- Whether the caller's plan opens library prompt `_prompt_id` (the library's rule).
create or replace function private.user_prompt_origin_open(_prompt_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select private.is_admin() or not l.locked
      from public.prompts p
     cross join lateral private.item_lock(private.my_entitlements(), 'prompt', p.category,
                                          p.platforms, p.trial_sample, null) l
     where p.id = _prompt_id and p.is_published), false)
$$;
comment on function private.user_prompt_origin_open(uuid) is
  'Whether the caller''s plan opens a published library prompt (used by the user_prompts read policy for forks).';
revoke execute on function private.user_prompt_origin_open(uuid) from public, anon;
grant execute on function private.user_prompt_origin_open(uuid) to authenticated, service_role;

alter table public.user_prompts enable row level security;
alter table public.user_prompt_versions enable row level security;
revoke all on public.user_prompts, public.user_prompt_versions from anon, authenticated;
grant select on public.user_prompts, public.user_prompt_versions to authenticated;
grant all on public.user_prompts, public.user_prompt_versions to service_role;

create policy "user_prompts: owner reads" on public.user_prompts for select to authenticated
  using (user_id = (select auth.uid())
         and (deleted_at is null or deleted_at > now() - interval '30 days')
         and (forked_from is null or private.user_prompt_origin_open(forked_from)));
create policy "user_prompt_versions: owner reads where the prompt is readable"
  on public.user_prompt_versions for select to authenticated
  using (user_id = (select auth.uid())
         and exists (select 1 from public.user_prompts p where p.id = user_prompt_id));

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------
create or replace function private.arabic_digits(_n bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(_n::text, '0123456789', '٠١٢٣٤٥٦٧٨٩')
$$;
revoke execute on function private.arabic_digits(bigint) from public, anon, authenticated;

create or replace function private.user_prompt_refuse(_message text, _hint text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = _message, hint = _hint;
end
$$;
revoke execute on function private.user_prompt_refuse(text, text) from public, anon, authenticated;

-- The caller, who must be signed in and have a plan in force; returns the entitlements. Also
-- removes the caller's prompts deleted more than 30 days ago.
create or replace function private.user_prompt_writer()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لإدارة أوامرك',
      hint = 'sign_in_required';
  end if;
  ent := private.entitlements(caller);
  if ent ->> 'plan' is null then
    perform private.user_prompt_refuse(
      'تحتاج إلى اشتراك فعّال لكتابة أوامرك الخاصة أو تعديلها. جدّد اشتراكك لتتابع.', 'no_plan');
  end if;
  perform private.enforce_rate_limit('user_prompt_write', 1, 120, 1);
  delete from public.user_prompts u
   where u.user_id = caller and u.deleted_at < now() - interval '30 days';
  return ent;
end
$$;
revoke execute on function private.user_prompt_writer() from public, anon, authenticated;

-- Refuses a new (or restored) own prompt past the plan's `user_prompts` limit. One user's
-- creations are serialised so two tabs cannot both take the last place.
create or replace function private.user_prompt_check_limit(_ent jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  cap integer := coalesce((_ent -> 'limits' ->> 'user_prompts')::integer, 0);
  used integer;
begin
  if cap < 0 then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('user_prompts:' || caller::text));
  select count(*) into used from public.user_prompts u
   where u.user_id = caller and u.deleted_at is null;
  if used >= cap then
    perform private.user_prompt_refuse(
      format('وصلت إلى حدّ خطتك: %s من %s أمراً خاصاً. احذف أمراً أو رقِّ خطتك لإضافة المزيد.',
             private.arabic_digits(used), private.arabic_digits(cap)),
      'plan_limit');
  end if;
end
$$;
revoke execute on function private.user_prompt_check_limit(jsonb) from public, anon, authenticated;

-- The caller's live (not deleted) prompt `_id`, readable under the read rule, locked for update.
create or replace function private.user_prompt_own(_id uuid, _deleted boolean default false)
returns public.user_prompts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.user_prompts;
begin
  select * into r from public.user_prompts u
   where u.id = _id and u.user_id = (select auth.uid())
     and (case when _deleted then u.deleted_at > now() - interval '30 days' else u.deleted_at is null end)
   for update;
  if r.id is null then
    perform private.user_prompt_refuse('الأمر غير موجود', 'not_found');
  end if;
  if r.forked_from is not null and not private.user_prompt_origin_open(r.forked_from) then
    perform private.user_prompt_refuse(
      'هذا الأمر منسوخ من أمر في المكتبة لا تفتحه خطتك الحالية.', 'locked');
  end if;
  return r;
end
$$;
revoke execute on function private.user_prompt_own(uuid, boolean) from public, anon, authenticated;

-- Cleans and checks the editable fields; refuses in Arabic.
create or replace function private.user_prompt_clean(
  _title text, _description text, _body text, _category text, _platforms text[], _tags text[],
  out title text, out description text, out body text, out category text,
  out platforms text[], out tags text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  bad text;
begin
  title := btrim(coalesce(_title, ''), E' \t\r\n');
  description := btrim(coalesce(_description, ''), E' \t\r\n');
  body := coalesce(_body, '');
  category := nullif(btrim(coalesce(_category, '')), '');
  if title = '' then
    perform private.user_prompt_refuse('اكتب عنواناً للأمر', 'invalid_title');
  end if;
  if char_length(title) > 200 then
    perform private.user_prompt_refuse('العنوان طويل: ٢٠٠ حرف على الأكثر', 'invalid_title');
  end if;
  if char_length(description) > 1000 then
    perform private.user_prompt_refuse('الوصف طويل: ١٠٠٠ حرف على الأكثر', 'invalid_description');
  end if;
  if btrim(body, E' \t\r\n') = '' then
    perform private.user_prompt_refuse('اكتب نص الأمر', 'invalid_body');
  end if;
  if char_length(body) > 20000 then
    perform private.user_prompt_refuse('نص الأمر طويل: ٢٠٬٠٠٠ حرف على الأكثر', 'invalid_body');
  end if;
  if category is not null
     and not exists (select 1 from public.prompt_categories c where c.id = category) then
    perform private.user_prompt_refuse('اختر تصنيفاً من القائمة', 'invalid_category');
  end if;
  select coalesce(array_agg(distinct x order by x), '{}'::text[]) into platforms
    from unnest(coalesce(_platforms, '{}'::text[])) as x where x is not null;
  select min(x) into bad from unnest(platforms) as x
   where not exists (select 1 from public.platforms p where p.id = x);
  if bad is not null or cardinality(platforms) > 10 then
    perform private.user_prompt_refuse('اختر المنصات من القائمة', 'invalid_platforms');
  end if;
  select coalesce(array_agg(t order by first_at), '{}'::text[]) into tags
    from (select btrim(x, E' \t\r\n#') as t, min(i) as first_at
            from unnest(coalesce(_tags, '{}'::text[])) with ordinality as u (x, i)
           where x is not null and btrim(x, E' \t\r\n#') <> ''
           group by 1) d;
  if cardinality(tags) > 10 then
    perform private.user_prompt_refuse('عشرة وسوم على الأكثر', 'invalid_tags');
  end if;
  if exists (select 1 from unnest(tags) as t where char_length(t) > 40) then
    perform private.user_prompt_refuse('الوسم طويل: ٤٠ حرفاً على الأكثر', 'invalid_tags');
  end if;
end
$$;
revoke execute on function private.user_prompt_clean(text, text, text, text, text[], text[]) from public, anon, authenticated;

create or replace function private.user_prompt_note(_note text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  note text := btrim(coalesce(_note, ''), E' \t\r\n');
begin
  if char_length(note) > 300 then
    perform private.user_prompt_refuse('ملاحظة التغيير طويلة: ٣٠٠ حرف على الأكثر', 'invalid_note');
  end if;
  return note;
end
$$;
revoke execute on function private.user_prompt_note(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- save_user_prompt: create (p_id null) or edit. A changed body becomes a new version.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.save_user_prompt(
  p_id uuid, p_title text, p_description text, p_body text, p_category text,
  p_platforms text[], p_tags text[], p_note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb := private.user_prompt_writer();
  v record;
  note text := private.user_prompt_note(p_note);
  cur public.user_prompts;
  new_id uuid;
begin
  select * into v from private.user_prompt_clean(p_title, p_description, p_body, p_category,
                                                  p_platforms, p_tags);
  if p_id is null then
    perform private.user_prompt_check_limit(ent);
    insert into public.user_prompts (user_id, title, description, body, category, platforms, tags,
                                     variables)
    values (caller, v.title, v.description, v.body, v.category, v.platforms, v.tags,
            private.extract_prompt_variables(v.body))
    returning id into new_id;
    insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
    values (new_id, caller, 1, v.body, note);
    return new_id;
  end if;
  cur := private.user_prompt_own(p_id);
  if v.body is distinct from cur.body then
    insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
    values (cur.id, caller, cur.version + 1, v.body, note);
    cur.version := cur.version + 1;
  end if;
  update public.user_prompts u
     set title = v.title, description = v.description, body = v.body, category = v.category,
         platforms = v.platforms, tags = v.tags, variables = private.extract_prompt_variables(v.body),
         version = cur.version, updated_at = now()
   where u.id = cur.id;
  return cur.id;
end
$$;
comment on function rpc_definer.save_user_prompt(uuid, text, text, text, text, text[], text[], text) is
  'Creates (p_id null, within the plan''s user_prompts limit) or edits one of the caller''s own prompts; a changed body is stored as a new version with the note. Arabic refusals with a hint.';
revoke execute on function rpc_definer.save_user_prompt(uuid, text, text, text, text, text[], text[], text) from public;
grant execute on function rpc_definer.save_user_prompt(uuid, text, text, text, text, text[], text[], text) to authenticated, service_role;

create or replace function public.save_user_prompt(
  p_id uuid, p_title text, p_description text, p_body text, p_category text,
  p_platforms text[], p_tags text[], p_note text default null)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.save_user_prompt(p_id, p_title, p_description, p_body, p_category,
                                      p_platforms, p_tags, p_note);
end
$$;
comment on function public.save_user_prompt(uuid, text, text, text, text, text[], text[], text) is
  'Creates (p_id null, within the plan''s user_prompts limit) or edits one of the caller''s own prompts; a changed body is stored as a new version with the note. Arabic refusals with a hint.';
revoke execute on function public.save_user_prompt(uuid, text, text, text, text, text[], text[], text) from public, anon;
grant execute on function public.save_user_prompt(uuid, text, text, text, text, text[], text[], text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- duplicate_user_prompt: a copy with its own history (version 1), within the limit.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.duplicate_user_prompt(p_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb := private.user_prompt_writer();
  cur public.user_prompts := private.user_prompt_own(p_id);
  new_id uuid;
begin
  perform private.user_prompt_check_limit(ent);
  insert into public.user_prompts (user_id, title, description, body, category, platforms, tags,
                                   variables, forked_from)
  values (caller, left('نسخة من ' || cur.title, 200), cur.description, cur.body, cur.category,
          cur.platforms, cur.tags, cur.variables, cur.forked_from)
  returning id into new_id;
  insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
  values (new_id, caller, 1, cur.body, left('نسخة من «' || cur.title || '»', 300));
  return new_id;
end
$$;
comment on function rpc_definer.duplicate_user_prompt(uuid) is
  'Copies one of the caller''s own prompts (within the plan''s user_prompts limit); returns the new id.';
revoke execute on function rpc_definer.duplicate_user_prompt(uuid) from public;
grant execute on function rpc_definer.duplicate_user_prompt(uuid) to authenticated, service_role;

create or replace function public.duplicate_user_prompt(p_id uuid)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.duplicate_user_prompt(p_id);
end
$$;
comment on function public.duplicate_user_prompt(uuid) is
  'Copies one of the caller''s own prompts (within the plan''s user_prompts limit); returns the new id.';
revoke execute on function public.duplicate_user_prompt(uuid) from public, anon;
grant execute on function public.duplicate_user_prompt(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- delete_user_prompt (soft; p_forever on a deleted one removes it), restore_user_prompt.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.delete_user_prompt(p_id uuid, p_forever boolean default false)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لإدارة أوامرك',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('user_prompt_write', 1, 120, 1);
  if coalesce(p_forever, false) then
    delete from public.user_prompts u
     where u.id = p_id and u.user_id = caller and u.deleted_at is not null;
  else
    update public.user_prompts u set deleted_at = now()
     where u.id = p_id and u.user_id = caller and u.deleted_at is null;
  end if;
  if not found then
    perform private.user_prompt_refuse('الأمر غير موجود', 'not_found');
  end if;
end
$$;
comment on function rpc_definer.delete_user_prompt(uuid, boolean) is
  'Moves one of the caller''s own prompts to «المحذوفة مؤخراً» (30 days), or with p_forever removes one already there. Works without a plan (the owner can always delete).';
revoke execute on function rpc_definer.delete_user_prompt(uuid, boolean) from public;
grant execute on function rpc_definer.delete_user_prompt(uuid, boolean) to authenticated, service_role;

create or replace function public.delete_user_prompt(p_id uuid, p_forever boolean default false)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.delete_user_prompt(p_id, p_forever);
end
$$;
comment on function public.delete_user_prompt(uuid, boolean) is
  'Moves one of the caller''s own prompts to «المحذوفة مؤخراً» (30 days), or with p_forever removes one already there. Works without a plan (the owner can always delete).';
revoke execute on function public.delete_user_prompt(uuid, boolean) from public, anon;
grant execute on function public.delete_user_prompt(uuid, boolean) to authenticated, service_role;

create or replace function rpc_definer.restore_user_prompt(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ent jsonb := private.user_prompt_writer();
  cur public.user_prompts := private.user_prompt_own(p_id, true);
begin
  perform private.user_prompt_check_limit(ent);
  update public.user_prompts u set deleted_at = null, updated_at = now() where u.id = cur.id;
end
$$;
comment on function rpc_definer.restore_user_prompt(uuid) is
  'Brings back one of the caller''s prompts deleted in the last 30 days (within the plan''s user_prompts limit).';
revoke execute on function rpc_definer.restore_user_prompt(uuid) from public;
grant execute on function rpc_definer.restore_user_prompt(uuid) to authenticated, service_role;

create or replace function public.restore_user_prompt(p_id uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.restore_user_prompt(p_id);
end
$$;
comment on function public.restore_user_prompt(uuid) is
  'Brings back one of the caller''s prompts deleted in the last 30 days (within the plan''s user_prompts limit).';
revoke execute on function public.restore_user_prompt(uuid) from public, anon;
grant execute on function public.restore_user_prompt(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- restore_user_prompt_version: an earlier body becomes a new version (history is never rewritten).
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.restore_user_prompt_version(
  p_id uuid, p_version integer, p_note text default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  note text;
  cur public.user_prompts;
  old_body text;
begin
  perform private.user_prompt_writer();
  note := private.user_prompt_note(p_note);
  cur := private.user_prompt_own(p_id);
  select v.body into old_body from public.user_prompt_versions v
   where v.user_prompt_id = cur.id and v.version = p_version;
  if old_body is null then
    perform private.user_prompt_refuse('الإصدار غير موجود', 'not_found');
  end if;
  if note = '' then
    note := 'استعادة الإصدار ' || private.arabic_digits(p_version);
  end if;
  insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note, restored_from)
  values (cur.id, caller, cur.version + 1, old_body, note, p_version);
  update public.user_prompts u
     set body = old_body, variables = private.extract_prompt_variables(old_body),
         version = cur.version + 1, updated_at = now()
   where u.id = cur.id;
  return cur.version + 1;
end
$$;
comment on function rpc_definer.restore_user_prompt_version(uuid, integer, text) is
  'Makes an earlier version of one of the caller''s own prompts the current body, as a new version; returns its number.';
revoke execute on function rpc_definer.restore_user_prompt_version(uuid, integer, text) from public;
grant execute on function rpc_definer.restore_user_prompt_version(uuid, integer, text) to authenticated, service_role;

create or replace function public.restore_user_prompt_version(
  p_id uuid, p_version integer, p_note text default null)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.restore_user_prompt_version(p_id, p_version, p_note);
end
$$;
comment on function public.restore_user_prompt_version(uuid, integer, text) is
  'Makes an earlier version of one of the caller''s own prompts the current body, as a new version; returns its number.';
revoke execute on function public.restore_user_prompt_version(uuid, integer, text) from public, anon;
grant execute on function public.restore_user_prompt_version(uuid, integer, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- fork_prompt: «نسخ إلى أوامري». The body comes from open_prompt, so a plan that cannot open the
-- library prompt cannot fork it, and the fork counts as an open of the day.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.fork_prompt(p_prompt_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb := private.user_prompt_writer();
  item public.prompts;
  opened record;
  new_id uuid;
begin
  perform private.user_prompt_check_limit(ent);
  select * into opened from rpc_definer.open_prompt(p_prompt_id);
  select * into item from public.prompts p where p.id = p_prompt_id;
  insert into public.user_prompts (user_id, title, description, body, category, platforms, tags,
                                   variables, forked_from)
  values (caller, item.title_ar, left(item.description_ar, 1000), opened.body_ar, item.category,
          item.platforms[1:10], item.tags[1:10], private.extract_prompt_variables(opened.body_ar),
          item.id)
  returning id into new_id;
  insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
  values (new_id, caller, 1, opened.body_ar, 'نُسخ من مكتبة سند');
  return new_id;
end
$$;
comment on function rpc_definer.fork_prompt(uuid) is
  'Copies a library prompt the caller''s plan opens into the caller''s own prompts (remembers the origin; counts as an open; within the user_prompts limit). Refused like open_prompt otherwise.';
revoke execute on function rpc_definer.fork_prompt(uuid) from public;
grant execute on function rpc_definer.fork_prompt(uuid) to authenticated, service_role;

create or replace function public.fork_prompt(p_prompt_id uuid)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.fork_prompt(p_prompt_id);
end
$$;
comment on function public.fork_prompt(uuid) is
  'Copies a library prompt the caller''s plan opens into the caller''s own prompts (remembers the origin; counts as an open; within the user_prompts limit). Refused like open_prompt otherwise.';
revoke execute on function public.fork_prompt(uuid) from public, anon;
grant execute on function public.fork_prompt(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- my_user_prompt_usage: how many own prompts count against the plan, and the limit (-1 unlimited,
-- 0 without a plan).
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.my_user_prompt_usage()
returns table (used integer, max_allowed integer)
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*)::integer from public.user_prompts u
           where u.user_id = (select auth.uid()) and u.deleted_at is null),
         coalesce((private.my_entitlements() -> 'limits' ->> 'user_prompts')::integer, 0)
$$;
comment on function rpc_definer.my_user_prompt_usage() is
  'The caller''s own prompts that count against the plan and the plan''s user_prompts limit (-1 unlimited).';
revoke execute on function rpc_definer.my_user_prompt_usage() from public;
grant execute on function rpc_definer.my_user_prompt_usage() to authenticated, service_role;

create or replace function public.my_user_prompt_usage()
returns table (used integer, max_allowed integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.my_user_prompt_usage();
end
$$;
comment on function public.my_user_prompt_usage() is
  'The caller''s own prompts that count against the plan and the plan''s user_prompts limit (-1 unlimited).';
revoke execute on function public.my_user_prompt_usage() from public, anon;
grant execute on function public.my_user_prompt_usage() to authenticated, service_role;
