-- The app's prompt page opens a body without an error for a lock (issue 50).
--
-- open_prompt refuses a locked prompt with an exception, which PostgREST answers with HTTP 400,
-- and the browser logs every 4xx load as a console error: a basic subscriber outside their
-- section, a user over the daily quota or without a plan saw a correct locked panel and an error in
-- the console for a normal state. open_prompt stays as it is for API clients (its refusals, hints
-- and status are its contract); the app calls open_prompt_or_lock, which runs the same definer
-- (rpc_definer.open_prompt: the same rule, quota, advisory lock and prompt_opens record) and
-- answers a lock as a row: the reason (open_prompt's hint), its Arabic message and the plan that
-- unlocks it, with no body. Everything else open_prompt refuses (sign_in, not_found) is still an
-- error. The body is still never returned where open_prompt refuses it: a lock row carries nulls.

create or replace function rpc_definer.open_prompt_or_lock(p_prompt_id uuid)
returns table (body_ar text, body_en text, opens_today integer, daily_limit integer,
               lock_reason text, lock_message text, unlock_plan text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  opened record;
  reason text;
  msg text;
  plan text;
begin
  begin
    -- open_prompt raises before it writes anything, so the block's rollback of a lock undoes
    -- nothing but its advisory lock (taken only on the way to the quota check).
    for opened in select * from rpc_definer.open_prompt(p_prompt_id) loop
      return query select opened.body_ar, opened.body_en, opened.opens_today, opened.daily_limit,
                          null::text, null::text, null::text;
    end loop;
    return;
  exception when sqlstate 'P0001' then
    get stacked diagnostics reason = pg_exception_hint, msg = message_text, plan = pg_exception_detail;
    if reason is null or reason not in ('choose_section', 'outside_section', 'upgrade', 'quota') then
      raise;
    end if;
  end;
  return query select null::text, null::text, null::integer, null::integer, reason, msg, nullif(plan, '');
end
$$;
comment on function rpc_definer.open_prompt_or_lock(uuid) is
  'The app''s open_prompt: the same body, metering and record when the caller''s plan opens the prompt; a lock (choose_section, outside_section, upgrade, quota) answered as a row with no body: lock_reason = open_prompt''s hint, lock_message its Arabic message, unlock_plan the plan that opens it (null when none). sign_in and not_found are refused as open_prompt refuses them.';
revoke execute on function rpc_definer.open_prompt_or_lock(uuid) from public;
grant execute on function rpc_definer.open_prompt_or_lock(uuid) to authenticated, service_role;

create function public.open_prompt_or_lock(p_prompt_id uuid)
returns table (body_ar text, body_en text, opens_today integer, daily_limit integer,
               lock_reason text, lock_message text, unlock_plan text)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.open_prompt_or_lock(p_prompt_id);
end
$$;
comment on function public.open_prompt_or_lock(uuid) is
  'The app''s open_prompt: the same body, metering and record when the caller''s plan opens the prompt; a lock (choose_section, outside_section, upgrade, quota) answered as a row with no body: lock_reason = open_prompt''s hint, lock_message its Arabic message, unlock_plan the plan that opens it (null when none). sign_in and not_found are refused as open_prompt refuses them.';
revoke execute on function public.open_prompt_or_lock(uuid) from public, anon, authenticated;
grant execute on function public.open_prompt_or_lock(uuid) to authenticated, service_role;
