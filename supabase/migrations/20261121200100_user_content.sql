-- What signed-in users keep about the catalogue: favorites, usage (view/copy counters), their
-- prompt variables (realtime), saved preferences, and the feedback board with votes.

-- ---------------------------------------------------------------------------------------------
-- favorites: own rows only
-- ---------------------------------------------------------------------------------------------
create table public.favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  item_type text not null check (item_type in ('prompt', 'assistant', 'tool', 'template')),
  item_id uuid not null,
  created_at timestamptz not null default now(),
  unique (user_id, item_type, item_id)
);
comment on table public.favorites is 'A user''s favorite prompts, assistants, tools and templates. Own rows only.';
create index favorites_item_idx on public.favorites (item_type, item_id);

alter table public.favorites enable row level security;
revoke all on table public.favorites from anon, authenticated;
grant select, delete on table public.favorites to authenticated;
grant insert (user_id, item_type, item_id) on table public.favorites to authenticated;
grant all on table public.favorites to service_role;

create policy "favorites: own rows" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()));
create policy "favorites: insert own" on public.favorites
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "favorites: delete own" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- prompt_usage + record_prompt_usage
-- ---------------------------------------------------------------------------------------------
create table public.prompt_usage (
  id bigint generated always as identity primary key,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('view', 'copy')),
  created_at timestamptz not null default now()
);
comment on table public.prompt_usage is
  'Views and copies of prompts per user (written by record_prompt_usage). Users read their own; admins read all.';
create index prompt_usage_user_idx on public.prompt_usage (user_id, created_at desc);
create index prompt_usage_prompt_idx on public.prompt_usage (prompt_id, user_id, kind, created_at desc);

alter table public.prompt_usage enable row level security;
revoke all on table public.prompt_usage from anon, authenticated;
grant select on table public.prompt_usage to authenticated;
grant all on table public.prompt_usage to service_role;

create policy "prompt_usage: own rows or admin" on public.prompt_usage
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Definer: users may not update prompts, but their views and copies move its counters. A
-- repeat of the same kind by the same user within 10 minutes is recorded but not counted, so
-- a reload loop cannot inflate the numbers. Copies count only where the body is readable.
create or replace function public.record_prompt_usage(p_prompt_id uuid, p_kind text)
returns table (view_count integer, copy_count integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  plan text;
  repeat boolean;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  if p_kind is null or p_kind not in ('view', 'copy') then
    raise exception using errcode = '22023', message = 'نوع الاستخدام غير صالح', hint = 'invalid_kind';
  end if;
  select p.required_plan into plan from public.prompts p where p.id = p_prompt_id and p.is_published;
  if not found then
    raise exception using errcode = 'P0002', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  if p_kind = 'copy' and not private.can_access_plan(plan) then
    raise exception using errcode = '42501', message = 'هذا الأمر يتطلب ترقية الاشتراك', hint = 'upgrade_required';
  end if;

  select exists (
    select 1 from public.prompt_usage u
     where u.prompt_id = p_prompt_id and u.user_id = uid and u.kind = p_kind
       and u.created_at > now() - interval '10 minutes'
  ) into repeat;
  insert into public.prompt_usage (prompt_id, user_id, kind) values (p_prompt_id, uid, p_kind);

  if repeat then
    return query select p.view_count, p.copy_count from public.prompts p where p.id = p_prompt_id;
  else
    return query
      update public.prompts p
         set view_count = p.view_count + (p_kind = 'view')::int,
             copy_count = p.copy_count + (p_kind = 'copy')::int
       where p.id = p_prompt_id
      returning p.view_count, p.copy_count;
  end if;
end
$$;
comment on function public.record_prompt_usage(uuid, text) is
  'Records a view or copy of a published prompt by the caller and returns the prompt''s counters. Signed-in users only.';
revoke execute on function public.record_prompt_usage(uuid, text) from public, anon, authenticated;
grant execute on function public.record_prompt_usage(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- user_prompt_variables: own rows only; realtime
-- ---------------------------------------------------------------------------------------------
create table public.user_prompt_variables (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  variable_key text not null check (length(variable_key) between 1 and 100),
  variable_value text not null default '' check (length(variable_value) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, prompt_id, variable_key)
);
comment on table public.user_prompt_variables is
  'Values a user filled into a prompt''s {{variables}} (global variables are derived from these). Own rows only; in supabase_realtime.';
create index user_prompt_variables_user_key_idx on public.user_prompt_variables (user_id, variable_key);
create index user_prompt_variables_user_updated_idx on public.user_prompt_variables (user_id, updated_at desc);
create index user_prompt_variables_prompt_idx on public.user_prompt_variables (prompt_id);

alter table public.user_prompt_variables enable row level security;
revoke all on table public.user_prompt_variables from anon, authenticated;
grant select, delete on table public.user_prompt_variables to authenticated;
grant insert (user_id, prompt_id, variable_key, variable_value) on table public.user_prompt_variables to authenticated;
-- Upserts (the spec's calls) set every column of the payload on conflict, so the key columns
-- need UPDATE too; the policy's WITH CHECK keeps rows with their owner.
grant update (user_id, prompt_id, variable_key, variable_value) on table public.user_prompt_variables to authenticated;
grant all on table public.user_prompt_variables to service_role;

create policy "user_prompt_variables: own rows" on public.user_prompt_variables
  for select to authenticated using (user_id = (select auth.uid()));
-- Only for prompts the caller can see (the subquery runs under the caller's RLS).
create policy "user_prompt_variables: insert own" on public.user_prompt_variables
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.prompts p where p.id = user_prompt_variables.prompt_id)
  );
create policy "user_prompt_variables: update own" on public.user_prompt_variables
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "user_prompt_variables: delete own" on public.user_prompt_variables
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger user_prompt_variables_touch_updated_at before update on public.user_prompt_variables
  for each row execute function private.touch_updated_at();

-- Realtime filters by user_id on deletes too, which needs the old row in full.
alter table public.user_prompt_variables replica identity full;
alter publication supabase_realtime add table public.user_prompt_variables;

-- ---------------------------------------------------------------------------------------------
-- saved_preferences: own key/value settings (filters, view mode, chat suggestions toggle ...)
-- ---------------------------------------------------------------------------------------------
create table public.saved_preferences (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  preference_key text not null check (preference_key ~ '^[a-z0-9_.-]{1,64}$'),
  preference_value jsonb not null default 'null'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, preference_key)
);
comment on table public.saved_preferences is 'A user''s saved UI preferences (key/value). Own rows only.';

alter table public.saved_preferences enable row level security;
revoke all on table public.saved_preferences from anon, authenticated;
grant select, delete on table public.saved_preferences to authenticated;
grant insert (user_id, preference_key, preference_value) on table public.saved_preferences to authenticated;
grant update (user_id, preference_key, preference_value) on table public.saved_preferences to authenticated;
grant all on table public.saved_preferences to service_role;

create policy "saved_preferences: own rows" on public.saved_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "saved_preferences: insert own" on public.saved_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "saved_preferences: update own" on public.saved_preferences
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "saved_preferences: delete own" on public.saved_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger saved_preferences_touch_updated_at before update on public.saved_preferences
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- feedback + feedback_votes
-- ---------------------------------------------------------------------------------------------
create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  category text not null default 'feature' check (category in ('feature', 'bug', 'content', 'other')),
  title text not null check (length(btrim(title)) between 3 and 200),
  body text not null default '' check (length(body) <= 5000),
  status text not null default 'open' check (status in ('open', 'planned', 'in_progress', 'done', 'rejected')),
  admin_response text check (admin_response is null or length(admin_response) <= 5000),
  votes_count integer not null default 0 check (votes_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.feedback is
  'Users'' feedback board: signed-in users read all and vote; authors edit their own open items; admins set status and respond.';
create index feedback_user_idx on public.feedback (user_id);
create index feedback_status_votes_idx on public.feedback (status, votes_count desc, created_at desc);

alter table public.feedback enable row level security;
revoke all on table public.feedback from anon, authenticated;
grant select, delete on table public.feedback to authenticated;
grant insert (user_id, category, title, body) on table public.feedback to authenticated;
grant update (category, title, body, status, admin_response) on table public.feedback to authenticated;
grant all on table public.feedback to service_role;

create policy "feedback: signed-in users read" on public.feedback
  for select to authenticated using (true);
create policy "feedback: insert own" on public.feedback
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "feedback: author edits while open, admins always" on public.feedback
  for update to authenticated
  using ((user_id = (select auth.uid()) and status = 'open') or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "feedback: author or admin deletes" on public.feedback
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Status and the response are the admin's; the text is the author's.
create or replace function private.feedback_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), 'none') = 'authenticated' then
    if not private.is_admin() then
      if new.status is distinct from old.status or new.admin_response is distinct from old.admin_response then
        raise exception using errcode = '42501', message = 'لا تملك صلاحية تعديل حالة الملاحظة', hint = 'admin_only';
      end if;
    elsif old.user_id is distinct from (select auth.uid())
      and (new.title is distinct from old.title or new.body is distinct from old.body
           or new.category is distinct from old.category) then
      raise exception using errcode = '42501', message = 'لا يمكن تعديل نص ملاحظة مستخدم آخر', hint = 'author_only';
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.feedback_guard() from public, anon, authenticated;

create trigger feedback_guard before update on public.feedback
  for each row execute function private.feedback_guard();
create trigger feedback_audit after update or delete on public.feedback
  for each row execute function private.audit_admin_write('id');

create table public.feedback_votes (
  feedback_id uuid not null references public.feedback (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (feedback_id, user_id)
);
comment on table public.feedback_votes is 'One vote per user per feedback item. Own rows only; votes_count follows by trigger.';
create index feedback_votes_user_idx on public.feedback_votes (user_id);

alter table public.feedback_votes enable row level security;
revoke all on table public.feedback_votes from anon, authenticated;
grant select, delete on table public.feedback_votes to authenticated;
grant insert (feedback_id, user_id) on table public.feedback_votes to authenticated;
grant all on table public.feedback_votes to service_role;

create policy "feedback_votes: own rows" on public.feedback_votes
  for select to authenticated using (user_id = (select auth.uid()));
create policy "feedback_votes: insert own" on public.feedback_votes
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "feedback_votes: delete own" on public.feedback_votes
  for delete to authenticated using (user_id = (select auth.uid()));

-- Definer: a voter may not update someone else's feedback row, but the count must move.
create or replace function private.feedback_votes_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.feedback f
     set votes_count = f.votes_count + case when tg_op = 'INSERT' then 1 else -1 end
   where f.id = coalesce(new.feedback_id, old.feedback_id);
  return null;
end
$$;
revoke execute on function private.feedback_votes_count() from public, anon, authenticated;

create trigger feedback_votes_count after insert or delete on public.feedback_votes
  for each row execute function private.feedback_votes_count();
