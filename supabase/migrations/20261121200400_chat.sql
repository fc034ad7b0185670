-- The chat assistant's suggestion log: what the bot suggested to whom and whether it was
-- clicked. Users read and write only their own rows and may only flip user_clicked.

create table public.bot_suggestions_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  suggested_product_type text not null check (suggested_product_type in ('prompt', 'assistant', 'tool', 'template')),
  suggested_product_id text not null check (length(suggested_product_id) between 1 and 200),
  is_available_in_plan boolean not null default false,
  user_clicked boolean not null default false,
  suggestion_timestamp timestamptz not null default now()
);
comment on table public.bot_suggestions_log is
  'Chat suggestions shown to a user. Own rows: read, insert (unclicked), and set user_clicked; admins read all for click rates.';
create index bot_suggestions_log_user_time_idx on public.bot_suggestions_log (user_id, suggestion_timestamp desc);

alter table public.bot_suggestions_log enable row level security;
revoke all on table public.bot_suggestions_log from anon, authenticated;
grant select on table public.bot_suggestions_log to authenticated;
grant insert (user_id, suggested_product_type, suggested_product_id, is_available_in_plan, user_clicked)
  on table public.bot_suggestions_log to authenticated;
grant update (user_clicked) on table public.bot_suggestions_log to authenticated;
grant all on table public.bot_suggestions_log to service_role;

create policy "bot_suggestions_log: own rows or admin" on public.bot_suggestions_log
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "bot_suggestions_log: insert own, unclicked" on public.bot_suggestions_log
  for insert to authenticated
  with check (user_id = (select auth.uid()) and not user_clicked);
create policy "bot_suggestions_log: mark own clicked" on public.bot_suggestions_log
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and user_clicked);

-- The browser writes these rows directly, so a flood from one account is cut off here.
create or replace function private.bot_suggestions_log_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from (
        select 1 from public.bot_suggestions_log l
         where l.user_id = new.user_id and l.suggestion_timestamp > now() - interval '1 hour'
         limit 500) recent) >= 500 then
    raise exception using errcode = 'P0001', message = 'تم تجاوز الحد المسموح من الطلبات. يرجى المحاولة لاحقاً',
      hint = 'rate_limited';
  end if;
  return new;
end
$$;
revoke execute on function private.bot_suggestions_log_limit() from public, anon, authenticated;

create trigger bot_suggestions_log_limit before insert on public.bot_suggestions_log
  for each row execute function private.bot_suggestions_log_limit();
