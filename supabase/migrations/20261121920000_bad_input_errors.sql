-- Bad input (issue 13), from the RPC fuzzing in tests/integration/bad-input:
--  1. Several functions the browser can call refused in English ('Access denied',
--     'p_event_type is required', 'p_action is required', 'new_session_id is required',
--     'Prompt not found'). Their refusals are now Arabic; codes and hints are unchanged, so the
--     client's mapping by code and hint keeps working.
--  2. record_prompt_usage (an unknown or unpublished prompt) and admin_save_prompt (a prompt
--     deleted meanwhile) raised SQLSTATE P0002, which PostgREST answers with HTTP 500 (every
--     P0 code but P0001 is a server error). They now raise P0001 (HTTP 400) with the same hint
--     'not_found' and Arabic message.
-- The functions are rewritten from their current definitions (pg_get_functiondef), so grants,
-- comments, SECURITY DEFINER and the empty search_path stay exactly as they were.
do $migration$
declare
  f record;
  def text;
  pair text[];
  replacements constant text[][] := array[
    array['''Access denied''', '''غير مصرح'''],
    array['''p_event_type is required''', '''نوع الحدث مطلوب'''],
    array['''p_action is required''', '''الإجراء مطلوب'''],
    array['''new_session_id is required''', '''معرّف الجلسة مطلوب'''],
    array['''Prompt not found'' using errcode = ''P0002''', '''الأمر غير موجود'' using errcode = ''P0001'''],
    array['errcode = ''P0002''', 'errcode = ''P0001''']
  ];
begin
  for f in
    select p.oid
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.prokind = 'f'
       and p.prosrc ~ '''(Access denied|p_event_type is required|p_action is required|new_session_id is required|Prompt not found|P0002)'''
  loop
    def := pg_get_functiondef(f.oid);
    foreach pair slice 1 in array replacements loop
      def := replace(def, pair[1], pair[2]);
    end loop;
    execute def;
  end loop;

  if exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private')
       and p.prosrc ~ '''(Access denied|p_event_type is required|p_action is required|new_session_id is required|Prompt not found|P0002)''') then
    raise exception 'bad_input_errors: an English refusal or P0002 is left';
  end if;
end
$migration$;

--  3. log_security_event and log_audit_event, called by the service or an admin with the id of
--     a user that does not exist (deleted meanwhile, or mistyped), failed on the foreign key
--     with an English 23503. The entry is now kept without the link and the id it named goes
--     into its metadata, so logging never fails and nothing is lost.
create or replace function private.record_security_event(
  _event_type text, _description text, _user_id uuid, _severity text, _metadata jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.security_events (event_type, description, user_id, severity, metadata, ip_address, user_agent)
  select left(_event_type, 100), left(_description, 1000), u.id,
         case when _severity in ('low', 'medium', 'high', 'critical') then _severity else 'low' end,
         case when _user_id is not null and u.id is null
              then coalesce(_metadata, '{}'::jsonb) || jsonb_build_object('unknown_user_id', _user_id)
              else coalesce(_metadata, '{}'::jsonb) end,
         private.request_ip(), private.request_user_agent()
    from (select (select a.id from auth.users a where a.id = _user_id) as id) u
  returning id
$$;
revoke execute on function private.record_security_event(text, text, uuid, text, jsonb) from public, anon, authenticated;

create or replace function private.record_audit(
  _action text, _user_id uuid, _target_type text, _target_id text,
  _old jsonb, _new jsonb, _metadata jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (action, user_id, target_type, target_id, old_values, new_values, metadata, ip_address)
  select left(_action, 100), u.id, left(_target_type, 100), left(_target_id, 200), _old, _new,
         case when _user_id is not null and u.id is null
              then coalesce(_metadata, '{}'::jsonb) || jsonb_build_object('unknown_user_id', _user_id)
              else coalesce(_metadata, '{}'::jsonb) end,
         private.request_ip()
    from (select (select a.id from auth.users a where a.id = _user_id) as id) u
  returning id
$$;
revoke execute on function private.record_audit(text, uuid, text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;
