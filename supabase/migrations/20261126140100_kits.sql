-- Kits («حِزم», issue 22): an admin-curated bundle for one job («إطلاق متجر إلكتروني»): a title,
-- a short guide of ordered steps, a cover icon and an ordered list of library items (prompts,
-- assistants, tools, automation templates), published or draft.
--
-- Reading: published kits are public metadata like the library listing (anon and signed-in read
-- `kits` under RLS). The items are read through kit_contents (a definer in rpc_definer behind an
-- invoker wrapper, signed-in users only, like the dashboard), which returns each published item's
-- title, description and the caller's lock on it from the library's own rule
-- (private.catalogue_item_locks): a kit never carries a body, a link or a template's steps, and a
-- locked item is shown locked exactly as in the library. `kit_items` itself is admin-only.
-- Writing: admins only (private.is_admin(), aal2), every write audited by
-- private.audit_admin_write; the items' order is one call, reorder_kit_items (invoker, under RLS).
-- Search: `search_text` is the kit's title, description and guide through private.normalize_arabic,
-- the library's normalisation; the browser sends the query normalised by its twin
-- (src/lib/normalize-arabic.ts).

-- ---------------------------------------------------------------------------------------------
-- kits
-- ---------------------------------------------------------------------------------------------
create or replace function private.kit_steps_valid(_steps text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(cardinality(_steps), 0) between 1 and 12
     and not exists (select 1 from unnest(_steps) s where s is null or char_length(btrim(s)) not between 2 and 400)
$$;
comment on function private.kit_steps_valid(text[]) is
  'A kit''s guide: 1-12 steps of 2-400 characters each.';
revoke execute on function private.kit_steps_valid(text[]) from public, anon, authenticated;
grant execute on function private.kit_steps_valid(text[]) to anon, authenticated, service_role;

create table public.kits (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,79}$'),
  title text not null check (char_length(btrim(title)) between 3 and 120),
  description text not null default '' check (char_length(description) <= 500),
  steps text[] not null check (private.kit_steps_valid(steps)),
  icon text not null default 'package' check (icon ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  is_published boolean not null default false,
  sort_order integer not null default 0,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.kits is
  'Kits («حِزم»): an admin-curated bundle of library items for one job, with a short guide of ordered steps. Anyone reads the published ones; admins write (audited).';
comment on column public.kits.steps is 'The guide: ordered steps, 1-12 of 2-400 characters.';
comment on column public.kits.icon is 'Cover icon: a name of public.icons (a Lucide key) or of the icon library.';
comment on column public.kits.search_text is 'Title, description and guide through private.normalize_arabic (the library''s normalisation), for search.';
create index kits_published_order_idx on public.kits (sort_order, created_at) where is_published;

alter table public.kits enable row level security;
revoke all on table public.kits from anon, authenticated;
grant select on table public.kits to anon, authenticated;
grant insert (slug, title, description, steps, icon, is_published, sort_order),
      update (slug, title, description, steps, icon, is_published, sort_order),
      delete on table public.kits to authenticated;
grant all on table public.kits to service_role;

create policy "kits: published for everyone, all for admins" on public.kits
  for select to anon, authenticated
  using (is_published or (select private.is_admin()));
create policy "kits: admins insert" on public.kits
  for insert to authenticated with check ((select private.is_admin()));
create policy "kits: admins update" on public.kits
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "kits: admins delete" on public.kits
  for delete to authenticated using ((select private.is_admin()));

create trigger kits_touch before update on public.kits
  for each row execute function private.touch_updated_at();

-- search_text follows the text (array_to_string is only stable, so not a generated column).
create or replace function private.kits_search_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := private.normalize_arabic(
    new.title || ' ' || new.description || ' ' || array_to_string(new.steps, ' '));
  return new;
end
$$;
comment on function private.kits_search_text() is
  'BEFORE INSERT/UPDATE on kits: search_text = title, description and guide through private.normalize_arabic.';
revoke execute on function private.kits_search_text() from public, anon, authenticated;

create trigger kits_search_text before insert or update of title, description, steps on public.kits
  for each row execute function private.kits_search_text();
create trigger kits_audit after insert or update or delete on public.kits
  for each row execute function private.audit_admin_write('id');

-- ---------------------------------------------------------------------------------------------
-- kit_items: admin-only; read through kit_contents
-- ---------------------------------------------------------------------------------------------
create table public.kit_items (
  id uuid primary key default gen_random_uuid(),
  kit_id uuid not null references public.kits (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 1000),
  item_kind text not null check (item_kind in ('prompt', 'assistant', 'tool', 'template')),
  item_id uuid not null,
  note text not null default '' check (char_length(note) <= 300),
  created_at timestamptz not null default now(),
  unique (kit_id, item_kind, item_id)
);
comment on table public.kit_items is
  'The ordered items of a kit (a prompt, assistant, tool or automation template, with an optional note on its use). Admins only; everyone else reads a published kit''s items, with their locks and never a body, through kit_contents.';
comment on column public.kit_items.note is 'Why this item is in the kit (shown under its title), up to 300 characters.';
create index kit_items_kit_position_idx on public.kit_items (kit_id, position, id);
create index kit_items_item_idx on public.kit_items (item_kind, item_id);

alter table public.kit_items enable row level security;
revoke all on table public.kit_items from anon, authenticated;
grant select, delete on table public.kit_items to authenticated;
grant insert (kit_id, position, item_kind, item_id, note), update (position, note)
  on table public.kit_items to authenticated;
grant all on table public.kit_items to service_role;

create policy "kit_items: admins read" on public.kit_items
  for select to authenticated using ((select private.is_admin()));
create policy "kit_items: admins insert" on public.kit_items
  for insert to authenticated with check ((select private.is_admin()));
create policy "kit_items: admins update" on public.kit_items
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "kit_items: admins delete" on public.kit_items
  for delete to authenticated using ((select private.is_admin()));

-- An item must name an existing catalogue item of its kind (a draft one may wait in a kit; only
-- published ones are shown). Refused in Arabic, never a foreign-key error.
create or replace function private.kit_item_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_item boolean;
begin
  found_item := case new.item_kind
    when 'prompt' then exists (select 1 from public.prompts p where p.id = new.item_id)
    when 'assistant' then exists (select 1 from public.gpt_assistants a where a.id = new.item_id)
    when 'tool' then exists (select 1 from public.ai_tools t where t.id = new.item_id)
    when 'template' then exists (select 1 from public.automation_templates m where m.id = new.item_id)
    else false end;
  if not found_item then
    raise exception using errcode = 'P0001', message = 'العنصر المختار غير موجود في المكتبة', hint = 'item_not_found';
  end if;
  return new;
end
$$;
comment on function private.kit_item_check() is
  'BEFORE INSERT on kit_items: the item must exist in the table of its kind (Arabic refusal, hint item_not_found).';
revoke execute on function private.kit_item_check() from public, anon, authenticated;

create trigger kit_items_check before insert on public.kit_items
  for each row execute function private.kit_item_check();
create trigger kit_items_audit after insert or update or delete on public.kit_items
  for each row execute function private.audit_admin_write('id');

-- Removing a catalogue item removes it from every kit (items are references, not foreign keys).
create or replace function private.kit_items_forget()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.kit_items i
   where i.item_id = old.id
     and i.item_kind = case tg_table_name
       when 'prompts' then 'prompt' when 'gpt_assistants' then 'assistant'
       when 'ai_tools' then 'tool' else 'template' end;
  return null;
end
$$;
comment on function private.kit_items_forget() is
  'AFTER DELETE on a catalogue table: removes the deleted item from every kit.';
revoke execute on function private.kit_items_forget() from public, anon, authenticated;

create trigger prompts_kit_items_forget after delete on public.prompts
  for each row execute function private.kit_items_forget();
create trigger gpt_assistants_kit_items_forget after delete on public.gpt_assistants
  for each row execute function private.kit_items_forget();
create trigger ai_tools_kit_items_forget after delete on public.ai_tools
  for each row execute function private.kit_items_forget();
create trigger automation_templates_kit_items_forget after delete on public.automation_templates
  for each row execute function private.kit_items_forget();

-- ---------------------------------------------------------------------------------------------
-- kit_contents(p_kit_id): a published kit's published items in order, with the caller's lock on
-- each (the library's rule) and never a body, link or step.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.kit_contents(p_kit_id uuid)
returns table (
  item_id uuid, item_kind text, item_position integer, slug text, title text, description text,
  note text, locked boolean, lock_reason text, unlock_plan text, lock_message text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ent jsonb := private.entitlements((select auth.uid()));
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'سجّل الدخول لعرض الحزمة', hint = 'sign_in';
  end if;
  if not exists (select 1 from public.kits k
                  where k.id = p_kit_id and (k.is_published or private.is_admin())) then
    raise exception using errcode = 'P0001', message = 'الحزمة غير موجودة', hint = 'not_found';
  end if;
  return query
    select i.item_id, i.item_kind, i.position, x.slug, x.title, x.description, i.note,
           l.locked, l.reason, l.unlock_plan,
           case when l.locked then private.lock_message(l.reason, l.unlock_plan) end
      from public.kit_items i
      cross join lateral (
        select p.slug, p.title_ar as title, p.description_ar as description
          from public.prompts p where i.item_kind = 'prompt' and p.id = i.item_id and p.is_published
        union all
        select a.slug, a.name, a.description
          from public.gpt_assistants a where i.item_kind = 'assistant' and a.id = i.item_id and a.is_published
        union all
        select t.slug, t.name, t.description
          from public.ai_tools t where i.item_kind = 'tool' and t.id = i.item_id and t.is_published
        union all
        select m.slug, m.title, m.description
          from public.automation_templates m where i.item_kind = 'template' and m.id = i.item_id and m.is_published
      ) x
      cross join lateral private.catalogue_item_locks(ent, i.item_kind, i.item_id) l
     where i.kit_id = p_kit_id
     order by i.position, i.id;
end
$$;
comment on function rpc_definer.kit_contents(uuid) is
  'A published kit''s published items in order (titles, descriptions, notes) with the caller''s lock on each from the library''s rule; never a body, link or step. Signed-in users; admins also read drafts.';
revoke execute on function rpc_definer.kit_contents(uuid) from public;
grant execute on function rpc_definer.kit_contents(uuid) to authenticated, service_role;

create or replace function public.kit_contents(p_kit_id uuid)
returns table (
  item_id uuid, item_kind text, item_position integer, slug text, title text, description text,
  note text, locked boolean, lock_reason text, unlock_plan text, lock_message text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.kit_contents(p_kit_id);
end
$$;
comment on function public.kit_contents(uuid) is
  'A published kit''s published items in order (titles, descriptions, notes) with the caller''s lock on each from the library''s rule; never a body, link or step. Signed-in users; admins also read drafts.';
revoke execute on function public.kit_contents(uuid) from public, anon;
grant execute on function public.kit_contents(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- reorder_kit_items(p_kit_id, p_item_ids): the whole order in one call, under RLS (admins). The
-- ids must be exactly the kit's items, else nothing changes (stale_order), as for collections.
-- ---------------------------------------------------------------------------------------------
create or replace function public.reorder_kit_items(p_kit_id uuid, p_item_ids uuid[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  current_ids uuid[];
begin
  select coalesce(array_agg(i.id order by i.id), '{}'::uuid[]) into current_ids
    from public.kit_items i where i.kit_id = p_kit_id;
  if cardinality(current_ids) = 0
     or p_item_ids is null
     or cardinality(p_item_ids) <> cardinality(current_ids)
     or (select array_agg(x order by x) from unnest(p_item_ids) x) is distinct from current_ids then
    raise exception using errcode = 'P0001',
      message = 'تغيّرت عناصر الحزمة منذ فتحها. حدّث الصفحة ثم أعد الترتيب.', hint = 'stale_order';
  end if;
  update public.kit_items i
     set position = o.n - 1
    from unnest(p_item_ids) with ordinality as o (id, n)
   where i.id = o.id and i.kit_id = p_kit_id and i.position is distinct from (o.n - 1)::integer;
end
$$;
comment on function public.reorder_kit_items(uuid, uuid[]) is
  'Sets a kit''s item order (admins, under RLS): the ids must be exactly the kit''s items, else refused (stale_order) and nothing changes.';
revoke execute on function public.reorder_kit_items(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_kit_items(uuid, uuid[]) to authenticated, service_role;
