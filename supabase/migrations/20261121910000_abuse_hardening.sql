-- Abuse hardening (issue 13), from the abuse suite in tests/integration/abuse:
--  1. private.request_ip() took the FIRST X-Forwarded-For entry. On hosted Supabase the edge
--     (Cloudflare, then the API gateway) keeps the entries a client sends and appends the real
--     address, so the first entry is whatever the client chose: every per-IP limit (waitlist,
--     newsletter, contact, anonymous security log) could be reset with one header. The address
--     now comes from CF-Connecting-IP, which Cloudflare always overwrites, then from the LAST
--     X-Forwarded-For entry (written by the nearest proxy), then X-Real-IP.
--  2. check_rate_limit let any caller count requests against any identifier and endpoint, so a
--     user could exhaust another user's chat budget (the chat function counts 'chat' per user id
--     through it). Callers that are not the service, an admin, or the subject of the identifier
--     now count in a separate 'client:' namespace that server code never reads.
--  3. The lead RPCs counted their per-e-mail limit through check_rate_limit and therefore now
--     call the counter directly (same keys as before).
--  4. resolve_login_identifier answers the e-mail behind a username to anyone; it is now limited
--     to 30 lookups a minute per client address, past which it answers like an unknown username.

create or replace function private.request_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  forwarded text;
  candidate text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  if headers is null then
    return null;
  end if;
  forwarded := headers ->> 'x-forwarded-for';
  candidate := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(reverse(split_part(reverse(coalesce(forwarded, '')), ',', 1))), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''));
  return left(candidate, 64);
end
$$;
comment on function private.request_ip() is
  'The caller''s address as the platform saw it: CF-Connecting-IP (set by the edge), else the last X-Forwarded-For entry, else X-Real-IP. Never the client-controlled first X-Forwarded-For entry.';
revoke execute on function private.request_ip() from public, anon, authenticated;

create or replace function public.check_rate_limit(
  p_identifier text,
  p_identifier_type text default 'user',
  p_endpoint text default 'default',
  p_max_requests integer default 100,
  p_window_minutes integer default 60)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ident text := lower(btrim(coalesce(p_identifier, '')));
  endpoint text := coalesce(p_endpoint, 'default');
begin
  if ident = '' then
    return false;
  end if;
  -- Only the service, admins and the signed-in subject of the identifier count in the endpoint's
  -- real bucket; anyone else counts in a namespace of its own and cannot spend another's budget.
  if not (private.is_trusted_caller() or private.is_admin())
     and (caller is null or ident <> caller::text) then
    endpoint := 'client:' || endpoint;
  end if;
  -- Callers choose their own limit, but not an unbounded one.
  return private.hit_rate_limit(ident, p_identifier_type, endpoint,
    least(greatest(coalesce(p_max_requests, 100), 1), 1000), p_window_minutes);
end
$$;
comment on function public.check_rate_limit(text, text, text, integer, integer) is
  'Counts a request for (identifier, type, endpoint) in a fixed window; true while within p_max_requests (capped at 1000). Callers other than the service, admins and the identifier''s own user count under ''client:<endpoint>''.';
revoke execute on function public.check_rate_limit(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(text, text, text, integer, integer) to anon, authenticated, service_role;

create or replace function private.lead_rate_limit_ok(_email text, _endpoint text, _per_email integer, _per_ip integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  ip text := private.request_ip();
  ok boolean;
begin
  ok := private.hit_rate_limit(lower(btrim(coalesce(nullif(_email, ''), 'unknown'))), 'user', _endpoint, _per_email, 60);
  if ip is not null then
    ok := private.hit_rate_limit(ip, 'ip', _endpoint, _per_ip, 60) and ok;
  end if;
  return ok;
end
$$;
revoke execute on function private.lead_rate_limit_ok(text, text, integer, integer) from public, anon, authenticated;

-- Volatile now: it counts lookups.
create or replace function public.resolve_login_identifier(identifier text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ident text := lower(btrim(coalesce(identifier, '')));
  found text;
  fake text;
begin
  if ident = '' or ident like '%@%' then
    return ident;
  end if;
  fake := 'user-' || left(encode(extensions.digest(ident, 'sha256'), 'hex'), 24) || '@accounts.sanad.invalid';
  if not private.is_trusted_caller()
     and not private.hit_rate_limit(coalesce((select auth.uid())::text, private.request_ip(), 'anonymous'),
       case when (select auth.uid()) is null then 'ip' else 'user' end, 'resolve_login_identifier', 30, 1) then
    return fake;
  end if;
  select lower(p.email) into found from public.profiles p where lower(p.username) = ident limit 1;
  return coalesce(found, fake);
end
$$;
comment on function public.resolve_login_identifier(text) is
  'E-mail for a username (or the e-mail itself); unknown usernames, and lookups past 30 a minute per client, map to a deterministic non-existent address.';
revoke execute on function public.resolve_login_identifier(text) from public, anon, authenticated;
grant execute on function public.resolve_login_identifier(text) to anon, authenticated, service_role;
