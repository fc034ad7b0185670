-- Rate limits on every anonymous RPC (issue 20). docs/security.md ("Anonymous entry points")
-- lists every function anon may execute, every table anon may write (none) and every edge
-- function without a JWT, with its limit or the reason it has none; the integration test
-- tests/integration/abuse/anonymous-limits.test.ts fails when a new one appears undecided.
--
-- What this migration changes:
--  1. search_prompts (full-text and trigram search: the most CPU an anonymous call can spend)
--     and plan_access_matrix (every active plan against every published item) were STABLE, so
--     PostgREST ran them in a READ ONLY transaction and nothing could count them. Their bodies
--     move unchanged to the private schema (not exposed); the public functions of the same
--     signature are VOLATILE, SECURITY INVOKER wrappers that count the call first (per client
--     address for anon, per user when signed in) and then call the private definer function,
--     so the exposed schema gains no definer function (splinter 0028/0029). Over the limit: HTTP 429 (SQLSTATE PT429) with the lead RPCs'
--     Arabic message and hint `rate_limited`; the refused call changes nothing.
--  2. check_rate_limit wrote a counter row per distinct identifier for anyone, anon included: an
--     unbounded anonymous write. Anonymous callers have no use for it (the counts they made were
--     kept apart in a namespace server code never reads), so for them it now answers false and
--     writes nothing.

-- ---------------------------------------------------------------------------------------------
-- The limiter: counts one call and raises 429 past the limit
-- ---------------------------------------------------------------------------------------------
-- A raise rolls back the refused call's own count, so the counter stays at the limit and every
-- further call in the window is refused; the calls within the limit committed their counts.
create or replace function private.enforce_rate_limit(
  _endpoint text, _per_ip integer, _per_user integer, _window_minutes integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  ip text;
begin
  -- The service and direct database sessions (migrations, fixtures, the bench's SQL) are not
  -- API clients.
  if private.is_trusted_caller() then
    return;
  end if;
  if uid is not null then
    if private.hit_rate_limit(uid::text, 'user', _endpoint, _per_user, _window_minutes) then
      return;
    end if;
  else
    ip := private.request_ip();
    -- Every request through the API gateway carries the client's address; a session without
    -- request headers is not one.
    if ip is null or private.hit_rate_limit(ip, 'ip', _endpoint, _per_ip, _window_minutes) then
      return;
    end if;
  end if;
  raise exception using errcode = 'PT429',
    message = 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
    hint = 'rate_limited';
end
$$;
comment on function private.enforce_rate_limit(text, integer, integer, integer) is
  'Counts one API call of _endpoint (per client address for anon, per user when signed in) in a fixed window of _window_minutes; past the limit raises PT429 (HTTP 429) with the Arabic rate-limit message and hint rate_limited. The service and direct sessions are not counted.';
revoke execute on function private.enforce_rate_limit(text, integer, integer, integer) from public, anon, authenticated;
-- Called from the SECURITY INVOKER wrappers below (private is not exposed through the API).
grant execute on function private.enforce_rate_limit(text, integer, integer, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: 120 a minute per address (anon), 300 a minute per user
-- ---------------------------------------------------------------------------------------------
alter function public.search_prompts(text, text, text, text, integer, integer) set schema private;
revoke execute on function private.search_prompts(text, text, text, text, integer, integer) from public;
grant execute on function private.search_prompts(text, text, text, text, integer, integer) to anon, authenticated, service_role;
comment on function private.search_prompts(text, text, text, text, integer, integer) is
  'The catalogue search (unmetered); reached through public.search_prompts, which counts the call.';

create function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0)
returns table (
  id uuid, slug text, title_ar text, title_en text, description_ar text, description_en text,
  category text, platforms text[], trial_sample boolean, tags text[], variables jsonb,
  view_count integer, copy_count integer, created_at timestamptz, score real, locked boolean,
  lock_reason text, unlock_plan text, total_count bigint)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('search_prompts', 120, 300, 1);
  return query select * from private.search_prompts(p_query, p_category, p_platform, p_sort, p_limit, p_offset);
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer) is
  'Catalogue search (metadata and lock flags, never bodies). Rate-limited: 120 calls a minute per client address for anon, 300 a minute per signed-in user; past it HTTP 429 with hint rate_limited.';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_prompts(text, text, text, text, integer, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- plan_access_matrix: 60 a minute per address (anon) and per user
-- ---------------------------------------------------------------------------------------------
alter function public.plan_access_matrix() set schema private;
revoke execute on function private.plan_access_matrix() from public;
grant execute on function private.plan_access_matrix() to anon, authenticated, service_role;
comment on function private.plan_access_matrix() is
  'What each plan opens, counted (unmetered); reached through public.plan_access_matrix, which counts the call.';

create function public.plan_access_matrix()
returns table (plan text, kind text, category text, opened bigint, total bigint)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('plan_access_matrix', 60, 60, 1);
  return query select * from private.plan_access_matrix();
end
$$;
comment on function public.plan_access_matrix() is
  'Per active plan and kind (prompts per category), how many published items the entitlement rule opens out of how many. Rate-limited: 60 calls a minute per client address for anon and per signed-in user; past it HTTP 429 with hint rate_limited.';
revoke execute on function public.plan_access_matrix() from public, anon, authenticated;
grant execute on function public.plan_access_matrix() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- check_rate_limit: nothing for anonymous callers
-- ---------------------------------------------------------------------------------------------
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
  trusted boolean := private.is_trusted_caller() or private.is_admin();
  ident text := lower(btrim(coalesce(p_identifier, '')));
  endpoint text := coalesce(p_endpoint, 'default');
begin
  if ident = '' then
    return false;
  end if;
  -- An anonymous caller's count would be kept apart and never read: it is refused unrecorded,
  -- so anon cannot add counter rows at all.
  if caller is null and not trusted then
    return false;
  end if;
  -- Only the service, admins and the signed-in subject of the identifier count in the endpoint's
  -- real bucket; anyone else counts in a namespace of its own and cannot spend another's budget.
  if not trusted and ident <> caller::text then
    endpoint := 'client:' || endpoint;
  end if;
  -- Callers choose their own limit, but not an unbounded one.
  return private.hit_rate_limit(ident, p_identifier_type, endpoint,
    least(greatest(coalesce(p_max_requests, 100), 1), 1000), p_window_minutes);
end
$$;
comment on function public.check_rate_limit(text, text, text, integer, integer) is
  'Counts a request for (identifier, type, endpoint) in a fixed window; true while within p_max_requests (capped at 1000). Callers other than the service, admins and the identifier''s own user count under ''client:<endpoint>''; anonymous callers get false and count nothing.';
revoke execute on function public.check_rate_limit(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(text, text, text, integer, integer) to anon, authenticated, service_role;
