-- Collections (issue 21, part B): named lists a user keeps of library prompts, assistants, tools
-- and templates, in a personal order.
--
-- The existing favorites are the default collection «المفضلة»: every user has exactly one
-- `collections` row with is_default, and its items ARE the rows of `public.favorites` (which
-- stays the table it was, with a `position` added). Every other collection keeps its items in
-- `public.collection_items`. Nothing of favorites moves, so the heart toggle, the favorites page,
-- account-export, delete_account, the load bench and every test that reads or writes favorites
-- keep working unchanged (docs/decisions.md, "Collections").
--
-- An item is a reference (kind + id), never a copy: a collection may hold an item the user's plan
-- cannot open; its body stays locked by open_prompt and the catalogue's own rules.
--
-- A new kind of item (the user's own prompts) is one migration: add the kind to
-- collection_items_kind_check (and favorites_item_type_check if own prompts may be favorites)
-- and a branch to private.collection_item_exists.

-- ---------------------------------------------------------------------------------------------
-- Plan limits: how many collections (besides «المفضلة») each plan allows; -1 = no limit.
-- seed.sql carries the same values (it rewrites limits on a fresh database).
-- ---------------------------------------------------------------------------------------------
update public.plans
   set limits = limits || jsonb_build_object('collections', case slug
     when 'trial' then 3 when 'basic' then 10 when 'advanced' then 25 when 'premium' then 50
     else -1 end)
 where not limits ? 'collections';

-- ---------------------------------------------------------------------------------------------
-- collections
-- ---------------------------------------------------------------------------------------------
create table public.collections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.collections is
  'A user''s named lists of library items. One per user is the default «المفضلة», whose items are public.favorites. Own rows only; the number of other collections is limited by plans.limits.collections.';
create unique index collections_user_name_idx on public.collections (user_id, name);
create unique index collections_one_default_idx on public.collections (user_id) where is_default;

alter table public.collections enable row level security;
revoke all on table public.collections from anon, authenticated;
grant select, delete on table public.collections to authenticated;
grant insert (name), update (name) on table public.collections to authenticated;
grant all on table public.collections to service_role;

create policy "collections: own rows" on public.collections
  for select to authenticated using (user_id = (select auth.uid()));
create policy "collections: insert own" on public.collections
  for insert to authenticated with check (user_id = (select auth.uid()) and not is_default);
-- «المفضلة» is neither renamed nor deleted: its rows are the favorites.
create policy "collections: rename own" on public.collections
  for update to authenticated
  using (user_id = (select auth.uid()) and not is_default)
  with check (user_id = (select auth.uid()) and not is_default);
create policy "collections: delete own" on public.collections
  for delete to authenticated using (user_id = (select auth.uid()) and not is_default);

create trigger collections_touch_updated_at before update on public.collections
  for each row execute function private.touch_updated_at();

-- Arabic refusals for names and the plan limit, before the constraints would answer in English.
create or replace function private.collections_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim jsonb;
  used integer;
begin
  new.name := btrim(regexp_replace(coalesce(new.name, ''), '\s+', ' ', 'g'));
  if new.name = '' then
    raise exception using errcode = 'P0001', message = 'اكتب اسماً للمجموعة',
      hint = 'collection_name_required';
  end if;
  if char_length(new.name) > 60 then
    raise exception using errcode = 'P0001', message = 'اسم المجموعة طويل: ٦٠ حرفاً على الأكثر',
      hint = 'collection_name_too_long';
  end if;
  if exists (select 1 from public.collections c
              where c.user_id = new.user_id and c.name = new.name and c.id <> new.id) then
    raise exception using errcode = 'P0001', message = 'لديك مجموعة بهذا الاسم. اختر اسماً آخر',
      hint = 'collection_name_taken';
  end if;
  if tg_op = 'INSERT' and not new.is_default and not private.is_trusted_caller() then
    -- One writer per user at a time, so two tabs cannot both take the last place.
    perform pg_advisory_xact_lock(hashtextextended('collections:' || new.user_id::text, 0));
    lim := private.entitlements(new.user_id) -> 'limits' -> 'collections';
    if lim is null or jsonb_typeof(lim) <> 'number' then
      raise exception using errcode = 'P0001',
        message = 'إنشاء المجموعات متاح مع اشتراك فعّال. فعِّل اشتراكك لإنشاء مجموعة جديدة',
        hint = 'collections_limit';
    end if;
    select count(*) into used from public.collections c
     where c.user_id = new.user_id and not c.is_default;
    if (lim)::integer >= 0 and used >= (lim)::integer then
      raise exception using errcode = 'P0001',
        message = format('وصلت إلى الحد الأقصى لعدد المجموعات في باقتك (%s). رقِّ باقتك لإنشاء المزيد',
          translate(((lim)::integer)::text, '0123456789', '٠١٢٣٤٥٦٧٨٩')),
        hint = 'collections_limit';
    end if;
  end if;
  return new;
end
$$;
comment on function private.collections_guard() is
  'Trigger: trims the collection name, refuses empty, long or duplicate names and a new collection past plans.limits.collections (no active plan: none), in Arabic.';
revoke execute on function private.collections_guard() from public, anon, authenticated;

create trigger collections_guard before insert or update of name on public.collections
  for each row execute function private.collections_guard();

-- Every user has «المفضلة»: existing users now, new users from their sign-up.
insert into public.collections (user_id, name, is_default)
select u.id, 'المفضلة', true from auth.users u
on conflict do nothing;

create or replace function private.create_default_collection()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.collections (user_id, name, is_default)
  values (new.id, 'المفضلة', true)
  on conflict do nothing;
  return new;
end
$$;
comment on function private.create_default_collection() is
  'Trigger on auth.users: gives a new user the default collection «المفضلة» (its items are the favorites).';
revoke execute on function private.create_default_collection() from public, anon, authenticated;

create trigger on_auth_user_created_collection after insert on auth.users
  for each row execute function private.create_default_collection();

-- ---------------------------------------------------------------------------------------------
-- favorites: the items of «المفضلة», now in a personal order
-- ---------------------------------------------------------------------------------------------
alter table public.favorites add column position bigint;

-- The order the favorites page showed until now: newest first. A function so the integration
-- suite checks the very statement that placed the existing favorites.
create or replace function private.place_favorites_by_age(_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.favorites f set position = o.n
    from (select x.id, row_number() over (partition by x.user_id order by x.created_at desc, x.id) as n
            from public.favorites x
           where _user_id is null or x.user_id = _user_id) o
   where o.id = f.id;
$$;
comment on function private.place_favorites_by_age(uuid) is
  'Places the favorites of one user (null: everyone) in «المفضلة» newest first, the order the favorites page showed before collections.';
revoke execute on function private.place_favorites_by_age(uuid) from public, anon, authenticated;
grant execute on function private.place_favorites_by_age(uuid) to service_role;

select private.place_favorites_by_age(null);
-- The default only satisfies NOT NULL; the trigger below always places a new row last.
alter table public.favorites alter column position set not null, alter column position set default 0;
create index favorites_user_position_idx on public.favorites (user_id, position);
comment on column public.favorites.position is
  'Place in the default collection «المفضلة» (ascending); a new favorite goes last.';

grant update (position) on table public.favorites to authenticated;
create policy "favorites: reorder own" on public.favorites
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create or replace function private.favorites_position()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.position := coalesce((select max(f.position) from public.favorites f
                             where f.user_id = new.user_id), 0) + 1;
  return new;
end
$$;
comment on function private.favorites_position() is
  'Trigger: a new favorite goes to the end of «المفضلة».';
revoke execute on function private.favorites_position() from public, anon, authenticated;

create trigger favorites_position before insert on public.favorites
  for each row execute function private.favorites_position();

-- ---------------------------------------------------------------------------------------------
-- collection_items: the items of every other collection
-- ---------------------------------------------------------------------------------------------
create table public.collection_items (
  id uuid primary key default gen_random_uuid(),
  collection_id uuid not null references public.collections (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  item_kind text not null constraint collection_items_kind_check
    check (item_kind in ('prompt', 'assistant', 'tool', 'template')),
  item_id uuid not null,
  position bigint not null default 0, -- set by collection_items_guard: last
  created_at timestamptz not null default now(),
  unique (collection_id, item_kind, item_id)
);
comment on table public.collection_items is
  'Items of a user''s collections other than «المفضلة» (whose items are public.favorites): a reference (item_kind, item_id) in a personal order. Own rows only.';
create index collection_items_order_idx on public.collection_items (collection_id, position);
create index collection_items_user_idx on public.collection_items (user_id);
create index collection_items_item_idx on public.collection_items (item_kind, item_id);

alter table public.collection_items enable row level security;
revoke all on table public.collection_items from anon, authenticated;
grant select, delete on table public.collection_items to authenticated;
grant insert (collection_id, item_kind, item_id), update (position)
  on table public.collection_items to authenticated;
grant all on table public.collection_items to service_role;

create policy "collection_items: own rows" on public.collection_items
  for select to authenticated using (user_id = (select auth.uid()));
create policy "collection_items: insert own" on public.collection_items
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "collection_items: reorder own" on public.collection_items
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "collection_items: delete own" on public.collection_items
  for delete to authenticated using (user_id = (select auth.uid()));

-- Whether an item of this kind exists for this user. One branch per kind: own prompts add
-- theirs here (owned by _user_id and not deleted).
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
    else false
  end and _user_id is not null
$$;
comment on function private.collection_item_exists(text, uuid, uuid) is
  'Whether a collection may hold this item: a published library item of that kind (own prompts: owned by the user).';
revoke execute on function private.collection_item_exists(text, uuid, uuid) from public, anon, authenticated;
grant execute on function private.collection_item_exists(text, uuid, uuid) to service_role;

create or replace function private.collection_items_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.collections;
begin
  select * into target from public.collections c where c.id = new.collection_id;
  if not found or target.user_id is distinct from new.user_id then
    raise exception using errcode = 'P0001', message = 'لم نجد هذه المجموعة',
      hint = 'collection_not_found';
  end if;
  if target.is_default then
    raise exception using errcode = 'P0001',
      message = 'تُضاف العناصر إلى «المفضلة» من زر القلب', hint = 'collection_is_favorites';
  end if;
  if not private.collection_item_exists(new.item_kind, new.item_id, new.user_id) then
    raise exception using errcode = 'P0001', message = 'هذا العنصر غير موجود أو لم يعد متاحاً',
      hint = 'item_not_found';
  end if;
  if exists (select 1 from public.collection_items i
              where i.collection_id = new.collection_id and i.item_kind = new.item_kind
                and i.item_id = new.item_id) then
    raise exception using errcode = '23505', message = 'هذا العنصر موجود في المجموعة',
      hint = 'item_in_collection';
  end if;
  if (select count(*) from public.collection_items i where i.collection_id = new.collection_id) >= 1000 then
    raise exception using errcode = 'P0001',
      message = 'تتسع المجموعة لألف عنصر على الأكثر. أنشئ مجموعة أخرى', hint = 'collection_full';
  end if;
  new.position := coalesce((select max(i.position) from public.collection_items i
                             where i.collection_id = new.collection_id), 0) + 1;
  return new;
end
$$;
comment on function private.collection_items_guard() is
  'Trigger: the collection must be the caller''s and not «المفضلة», the item must exist (private.collection_item_exists); a new item goes last. Refusals in Arabic.';
revoke execute on function private.collection_items_guard() from public, anon, authenticated;

create trigger collection_items_guard before insert on public.collection_items
  for each row execute function private.collection_items_guard();

-- ---------------------------------------------------------------------------------------------
-- reorder_collection: the whole new order of one collection, in one statement
-- ---------------------------------------------------------------------------------------------
create or replace function public.reorder_collection(p_collection_id uuid, p_item_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.collections;
  wanted uuid[];
  stored uuid[];
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  -- Under RLS: another user's collection is not found.
  select * into target from public.collections c where c.id = p_collection_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'لم نجد هذه المجموعة',
      hint = 'collection_not_found';
  end if;
  -- Sorted, duplicates kept: a repeated or missing id makes it differ from the stored set.
  select coalesce(array_agg(x order by x), '{}'::uuid[]) into wanted
    from unnest(coalesce(p_item_ids, '{}'::uuid[])) x;
  if target.is_default then
    select coalesce(array_agg(f.id order by f.id), '{}'::uuid[]) into stored
      from public.favorites f where f.user_id = target.user_id;
  else
    select coalesce(array_agg(i.id order by i.id), '{}'::uuid[]) into stored
      from public.collection_items i where i.collection_id = target.id;
  end if;
  if wanted is distinct from stored then
    raise exception using errcode = 'P0001',
      message = 'تغيّرت المجموعة في مكان آخر. حدّث الصفحة ثم أعد الترتيب', hint = 'stale_order';
  end if;
  if target.is_default then
    update public.favorites f set position = o.n
      from unnest(p_item_ids) with ordinality o(id, n)
     where f.id = o.id and f.user_id = target.user_id and f.position is distinct from o.n;
  else
    update public.collection_items i set position = o.n
      from unnest(p_item_ids) with ordinality o(id, n)
     where i.id = o.id and i.collection_id = target.id and i.position is distinct from o.n;
  end if;
end
$$;
comment on function public.reorder_collection(uuid, uuid[]) is
  'Puts the caller''s collection in the given order: p_item_ids must be exactly its item ids (favorites ids for «المفضلة»), else refused in Arabic (stale_order).';
revoke execute on function public.reorder_collection(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_collection(uuid, uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- my_collections: the collections page's list in one call («المفضلة» first), under RLS
-- ---------------------------------------------------------------------------------------------
create or replace function public.my_collections()
returns table (id uuid, name text, is_default boolean, item_count integer, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.name, c.is_default,
         case when c.is_default
           then (select count(*)::integer from public.favorites f where f.user_id = c.user_id)
           else (select count(*)::integer from public.collection_items i where i.collection_id = c.id)
         end,
         c.created_at
    from public.collections c
   where c.user_id = (select auth.uid())
   order by c.is_default desc, c.created_at, c.id
$$;
comment on function public.my_collections() is
  'The caller''s collections with their item counts, «المفضلة» (the favorites) first, then oldest first.';
revoke execute on function public.my_collections() from public, anon;
grant execute on function public.my_collections() to authenticated, service_role;
