-- Collections hold own prompts too (issue 21: "named lists that can hold library prompts and own
-- prompts"). Collections (20261125233000) and own prompts (20261125230000) were built side by
-- side; this joins them: the item kind 'own_prompt', valid for the owner's prompts that are not in
-- «المحذوفة مؤخراً», and a prompt deleted for good leaves no item behind.
alter table public.collection_items drop constraint collection_items_kind_check;
alter table public.collection_items add constraint collection_items_kind_check
  check (item_kind in ('prompt', 'assistant', 'tool', 'template', 'own_prompt'));

create or replace function private.collection_item_exists(_kind text, _id uuid, _user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case _kind
    when 'prompt' then exists (select 1 from public.prompts p where p.id = _id and p.is_published)
    when 'assistant' then exists (select 1 from public.gpt_assistants a
                                   where a.id = _id and a.is_published)
    when 'tool' then exists (select 1 from public.ai_tools t where t.id = _id and t.is_published)
    when 'template' then exists (select 1 from public.automation_templates t
                                  where t.id = _id and t.is_published)
    when 'own_prompt' then exists (select 1 from public.user_prompts u
                                    where u.id = _id and u.user_id = _user_id
                                      and u.deleted_at is null)
    else false
  end and _user_id is not null
$$;

create or replace function private.user_prompt_leaves_collections()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.collection_items i where i.item_kind = 'own_prompt' and i.item_id = old.id;
  return old;
end
$$;
comment on function private.user_prompt_leaves_collections() is
  'Trigger: an own prompt deleted for good (purge, or the account) leaves no collection item behind.';
revoke execute on function private.user_prompt_leaves_collections() from public, anon, authenticated;

create trigger user_prompt_leaves_collections after delete on public.user_prompts
  for each row execute function private.user_prompt_leaves_collections();
