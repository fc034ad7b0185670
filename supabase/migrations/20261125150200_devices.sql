-- Issue 30, devices: the signed-in user's own auth sessions (device, address, last activity) and
-- ending one of them. auth.sessions is the auth server's table; only its owner's rows are read or
-- deleted here. Deleting a session removes its refresh tokens (cascade), and the auth server then
-- refuses its access token at /auth/v1/user (session_not_found), which the app checks every minute.

create or replace function rpc_definer.my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_active_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  is_current boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  current_session text := coalesce((select auth.jwt()) ->> 'session_id', '');
begin
  if me is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501';
  end if;
  return query
    select s.id, s.created_at,
           greatest(s.created_at, s.updated_at, s.refreshed_at::timestamptz) as last_active_at,
           left(s.user_agent, 500), host(s.ip), s.aal::text, s.id::text = current_session
      from auth.sessions s
     where s.user_id = me
     order by 3 desc nulls last
     limit 100;
end
$$;
revoke execute on function rpc_definer.my_sessions() from public, anon;
grant execute on function rpc_definer.my_sessions() to authenticated, service_role;

create or replace function public.my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_active_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  is_current boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.my_sessions();
end
$$;
comment on function public.my_sessions() is
  'The caller''s own signed-in sessions (auth.sessions): device, address, last activity, and which one is this request''s.';
revoke execute on function public.my_sessions() from public, anon;
grant execute on function public.my_sessions() to authenticated, service_role;

create or replace function rpc_definer.revoke_my_session(p_session_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  gone uuid;
begin
  if me is null then
    raise exception 'يجب تسجيل الدخول' using errcode = '42501';
  end if;
  delete from auth.sessions s where s.id = p_session_id and s.user_id = me returning s.id into gone;
  if gone is not null then
    perform private.record_security_event('session_revoked', 'A device was signed out from the devices list',
      me, 'low', jsonb_build_object('session_id', gone));
  end if;
  return gone is not null;
end
$$;
revoke execute on function rpc_definer.revoke_my_session(uuid) from public, anon;
grant execute on function rpc_definer.revoke_my_session(uuid) to authenticated, service_role;

create or replace function public.revoke_my_session(p_session_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.revoke_my_session(p_session_id);
end
$$;
comment on function public.revoke_my_session(uuid) is
  'Ends one of the caller''s own sessions (false when it is not theirs or already gone).';
revoke execute on function public.revoke_my_session(uuid) from public, anon;
grant execute on function public.revoke_my_session(uuid) to authenticated, service_role;
