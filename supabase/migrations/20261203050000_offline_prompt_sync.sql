-- Offline writes of own prompts and their sync (issue 48): a phone with no signal queues the
-- creates, edits and deletes of «أوامري»; on reconnect the app sends them in order through one
-- function, sync_prompt_write, which
--   * applies each queued write at most once: the app draws a key (uuid) per write; the first call
--     with a key applies it and keeps its answer, any later call with the same key (a retry after a
--     lost answer, a second tab resuming the same queue) gets that answer back and changes nothing.
--     Keys are per user: another user's key is a new write of the caller's own, never their answer.
--     A refused write (Arabic P0001, plan, limit) keeps nothing, so sending it again re-checks it.
--   * refuses to overwrite a prompt edited elsewhere meanwhile: an edit names the revision it was
--     made on; when the prompt has moved on, the incoming text becomes a new prompt «… (نسخة
--     متعارضة)» next to it (within the plan's user_prompts limit, with the original's library
--     origin, so a fork's paid body stays under the plan's rule) and the answer says `conflict`.
--     An edit queued after another write of the same prompt names it (p_after_key): it is checked
--     against the revision that write produced, and lands on the copy when that write became one.
--   * keeps deletes as tombstones: a delete moves the prompt to «المحذوفة مؤخراً» (deleted_at, kept
--     30 days as before); a late edit of a deleted prompt is answered `deleted` and does not bring
--     it back (restoring stays the user's explicit act).
-- `revision` counts the changes of the editable fields (title, description, body, category,
-- platforms, tags), whoever makes them (save_user_prompt, a restored version, this function): the
-- body's `version` alone misses a title-only edit.

alter table public.user_prompts
  add column revision integer not null default 1 check (revision >= 1);
comment on column public.user_prompts.revision is
  'Counts changes of the editable fields (kept by private.user_prompt_revision); an offline edit names the revision it was made on (sync_prompt_write).';

create or replace function private.user_prompt_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.title, new.description, new.body, new.category, new.platforms, new.tags)
     is distinct from (old.title, old.description, old.body, old.category, old.platforms, old.tags) then
    new.revision := old.revision + 1;
  else
    new.revision := old.revision;
  end if;
  return new;
end
$$;
comment on function private.user_prompt_revision() is
  'Trigger: user_prompts.revision goes up by one when an editable field changes, and is never set otherwise.';
revoke execute on function private.user_prompt_revision() from public, anon, authenticated;

create trigger user_prompt_revision
  before update on public.user_prompts
  for each row execute function private.user_prompt_revision();

-- ---------------------------------------------------------------------------------------------
-- The keys of applied queued writes and their answers.
-- ---------------------------------------------------------------------------------------------
create table private.prompt_sync_writes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  key uuid not null,
  op text not null check (op in ('create', 'edit', 'delete')),
  prompt_id uuid,
  answer jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (user_id, key)
);
comment on table private.prompt_sync_writes is
  'One row per queued own-prompt write applied by sync_prompt_write: its key and the answer replayed to a repeated call. Kept 30 days (a queue older than that is not replayed).';
create index prompt_sync_writes_created_idx on private.prompt_sync_writes (user_id, created_at);
revoke all on table private.prompt_sync_writes from public, anon, authenticated;

-- The answer of the caller's earlier queued write `_after_key` to prompt `_prompt_id` (null when
-- there is none: no key, another prompt, or a write that was refused and so kept nothing).
create or replace function private.prompt_sync_earlier(_after_key uuid, _prompt_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select w.answer from private.prompt_sync_writes w
   where w.user_id = (select auth.uid()) and w.key = _after_key
     and (w.answer ->> 'id')::uuid = _prompt_id
$$;
revoke execute on function private.prompt_sync_earlier(uuid, uuid) from public, anon, authenticated;

-- «<title> (نسخة متعارضة)» within the 200 characters of a title (once, however often it is applied).
create or replace function private.prompt_sync_copy_title(_title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when btrim(coalesce(_title, '')) = '' then _title
              when _title like '%(نسخة متعارضة)' then _title
              else left(btrim(_title), 182) || ' (نسخة متعارضة)' end
$$;
revoke execute on function private.prompt_sync_copy_title(text) from public, anon, authenticated;

create or replace function rpc_definer.sync_prompt_write(
  p_key uuid, p_op text, p_prompt_id uuid, p_base_revision integer, p_payload jsonb,
  p_after_key uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  pay jsonb := coalesce(p_payload, '{}'::jsonb);
  write_id uuid;
  earlier private.prompt_sync_writes;
  ent jsonb;
  v record;
  cur public.user_prompts;
  copy_id uuid;
  base integer := p_base_revision;
  prior jsonb;
  new_id uuid;
  result jsonb;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لإدارة أوامرك',
      hint = 'sign_in_required';
  end if;
  if p_key is null or p_op is null or p_op not in ('create', 'edit', 'delete')
     or jsonb_typeof(pay) <> 'object'
     or (p_op <> 'create' and p_prompt_id is null)
     or (p_op = 'edit' and p_base_revision is null) then
    perform private.user_prompt_refuse('تعذّرت مزامنة هذا التعديل: بياناته ناقصة', 'invalid_sync');
  end if;

  -- A key seen before: its answer, nothing applied again. A concurrent call with the same key
  -- waits here for the first one's transaction and then finds its row.
  insert into private.prompt_sync_writes (user_id, key, op, prompt_id)
  values (caller, p_key, p_op, p_prompt_id)
  on conflict (user_id, key) do nothing
  returning id into write_id;
  if write_id is null then
    perform private.enforce_rate_limit('prompt_sync_replay', 1, 300, 1);
    select * into earlier from private.prompt_sync_writes w
     where w.user_id = caller and w.key = p_key;
    if earlier.op <> p_op or earlier.prompt_id is distinct from p_prompt_id then
      perform private.user_prompt_refuse('تعذّرت مزامنة هذا التعديل: مفتاحه لتعديل آخر', 'sync_key_reused');
    end if;
    return earlier.answer || jsonb_build_object('replayed', true);
  end if;

  if p_op = 'delete' then
    select * into cur from public.user_prompts u
     where u.id = p_prompt_id and u.user_id = caller for update;
    if cur.id is null then
      perform private.user_prompt_refuse('الأمر غير موجود', 'not_found');
    end if;
    -- Already deleted (on another device): the tombstone stays as it is.
    if cur.deleted_at is null then
      perform rpc_definer.delete_user_prompt(cur.id, false);
    else
      perform private.enforce_rate_limit('user_prompt_write', 1, 120, 1);
    end if;
    result := jsonb_build_object('status', 'applied', 'id', cur.id);

  elsif p_op = 'create' then
    ent := private.user_prompt_writer();
    select * into v from private.user_prompt_clean(pay ->> 'title', pay ->> 'description',
      pay ->> 'body', pay ->> 'category',
      array(select jsonb_array_elements_text(coalesce(pay -> 'platforms', '[]'::jsonb))),
      array(select jsonb_array_elements_text(coalesce(pay -> 'tags', '[]'::jsonb))));
    perform private.user_prompt_check_limit(ent);
    -- The app draws the id, so edits queued after the create can name the prompt.
    insert into public.user_prompts (id, user_id, title, description, body, category, platforms,
                                     tags, variables)
    values (coalesce(p_prompt_id, gen_random_uuid()), caller, v.title, v.description, v.body,
            v.category, v.platforms, v.tags, private.extract_prompt_variables(v.body))
    on conflict (id) do nothing
    returning id into new_id;
    if new_id is null then
      perform private.user_prompt_refuse('تعذّرت مزامنة هذا الأمر: معرّفه مستعمل', 'sync_id_taken');
    end if;
    insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
    values (new_id, caller, 1, v.body, private.user_prompt_note(pay ->> 'note'));
    result := jsonb_build_object('status', 'applied', 'id', new_id, 'revision', 1, 'version', 1);

  else
    select * into cur from public.user_prompts u
     where u.id = p_prompt_id and u.user_id = caller for update;
    if cur.id is null then
      perform private.user_prompt_refuse('الأمر غير موجود', 'not_found');
    end if;
    -- An edit queued after another write of the same prompt was made on that write's result: its
    -- base is the revision that write produced (the app cannot know it offline), and when that
    -- write became a copy, this one continues the copy.
    prior := private.prompt_sync_earlier(p_after_key, cur.id);
    if prior ->> 'status' = 'conflict' then
      copy_id := (prior ->> 'copy_id')::uuid;
      if not exists (select 1 from public.user_prompts u
                      where u.id = copy_id and u.user_id = caller and u.deleted_at is null) then
        copy_id := null;
      end if;
    elsif prior ->> 'status' = 'applied' and prior ? 'revision' then
      base := (prior ->> 'revision')::integer;
    end if;
    if copy_id is not null then
      -- The write queued before this one became a copy: this one continues the copy.
      perform rpc_definer.save_user_prompt(copy_id, private.prompt_sync_copy_title(pay ->> 'title'), pay ->> 'description',
        pay ->> 'body', pay ->> 'category',
        array(select jsonb_array_elements_text(coalesce(pay -> 'platforms', '[]'::jsonb))),
        array(select jsonb_array_elements_text(coalesce(pay -> 'tags', '[]'::jsonb))),
        pay ->> 'note');
      result := jsonb_build_object('status', 'conflict', 'id', cur.id, 'copy_id', copy_id,
                                   'continued', true);
    elsif cur.deleted_at is not null then
      perform private.enforce_rate_limit('user_prompt_write', 1, 120, 1);
      result := jsonb_build_object('status', 'deleted', 'id', cur.id);
    elsif cur.revision <> base then
      ent := private.user_prompt_writer();
      cur := private.user_prompt_own(cur.id);
      select * into v from private.user_prompt_clean(pay ->> 'title', pay ->> 'description',
        pay ->> 'body', pay ->> 'category',
        array(select jsonb_array_elements_text(coalesce(pay -> 'platforms', '[]'::jsonb))),
        array(select jsonb_array_elements_text(coalesce(pay -> 'tags', '[]'::jsonb))));
      perform private.user_prompt_check_limit(ent);
      insert into public.user_prompts (user_id, title, description, body, category, platforms,
                                       tags, variables, forked_from, library_fork)
      values (caller, private.prompt_sync_copy_title(v.title), v.description, v.body, v.category,
              v.platforms, v.tags, private.extract_prompt_variables(v.body), cur.forked_from,
              cur.library_fork)
      returning id into copy_id;
      insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
      values (copy_id, caller, 1, v.body,
              left('نسخة متعارضة من «' || cur.title || '»: عُدّل على جهاز آخر قبل وصول هذا التعديل', 300));
      result := jsonb_build_object('status', 'conflict', 'id', cur.id, 'copy_id', copy_id,
                                   'revision', cur.revision, 'version', cur.version);
    else
      perform rpc_definer.save_user_prompt(cur.id, pay ->> 'title', pay ->> 'description',
        pay ->> 'body', pay ->> 'category',
        array(select jsonb_array_elements_text(coalesce(pay -> 'platforms', '[]'::jsonb))),
        array(select jsonb_array_elements_text(coalesce(pay -> 'tags', '[]'::jsonb))),
        pay ->> 'note');
      select * into cur from public.user_prompts u where u.id = cur.id;
      result := jsonb_build_object('status', 'applied', 'id', cur.id, 'revision', cur.revision,
                                   'version', cur.version);
    end if;
  end if;

  update private.prompt_sync_writes w set answer = result where w.id = write_id;
  delete from private.prompt_sync_writes w
   where w.user_id = caller and w.created_at < now() - interval '30 days';
  return result || jsonb_build_object('replayed', false);
end
$$;
comment on function rpc_definer.sync_prompt_write(uuid, text, uuid, integer, jsonb, uuid) is
  'Applies one queued offline write of the caller''s own prompts (create with the app''s id, edit on a revision, delete) at most once per key; a stale edit becomes a conflict copy, a late edit of a deleted prompt is answered deleted. Answers {status, id, copy_id, revision, version, replayed}.';
revoke execute on function rpc_definer.sync_prompt_write(uuid, text, uuid, integer, jsonb, uuid) from public;
grant execute on function rpc_definer.sync_prompt_write(uuid, text, uuid, integer, jsonb, uuid) to authenticated, service_role;

create or replace function public.sync_prompt_write(
  p_key uuid, p_op text, p_prompt_id uuid, p_base_revision integer, p_payload jsonb,
  p_after_key uuid default null)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.sync_prompt_write(p_key, p_op, p_prompt_id, p_base_revision, p_payload,
                                       p_after_key);
end
$$;
comment on function public.sync_prompt_write(uuid, text, uuid, integer, jsonb, uuid) is
  'Applies one queued offline write of the caller''s own prompts (create with the app''s id, edit on a revision, delete) at most once per key; a stale edit becomes a conflict copy, a late edit of a deleted prompt is answered deleted. Answers {status, id, copy_id, revision, version, replayed}.';
revoke execute on function public.sync_prompt_write(uuid, text, uuid, integer, jsonb, uuid) from public, anon;
grant execute on function public.sync_prompt_write(uuid, text, uuid, integer, jsonb, uuid) to authenticated, service_role;
