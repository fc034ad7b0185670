-- Ending one server session. invalidate_user_session (the spec's call) ends every active session
-- of the user, so a tab whose session was already replaced by a newer sign-in would, on its own
-- idle timeout or sign-out, end the newer session on the other device too. The client ends only
-- its own session id through this function.

create or replace function public.end_user_session(
  user_uuid uuid,
  session_id_to_end text,
  reason text default 'manual')
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  perform private.assert_self_or_admin(user_uuid);
  update public.user_sessions s
     set is_active = false,
         ended_at = now(),
         end_reason = left(coalesce(nullif(btrim(reason), ''), 'manual'), 100)
   where s.user_id = user_uuid and s.session_id = session_id_to_end and s.is_active;
  get diagnostics n = row_count;
  return n > 0;
end
$$;
comment on function public.end_user_session(uuid, text, text) is
  'Ends one of the caller''s server sessions (if still active) with a reason; true when it was active.';

revoke execute on function public.end_user_session(uuid, text, text) from public, anon, authenticated;
grant execute on function public.end_user_session(uuid, text, text) to authenticated, service_role;
