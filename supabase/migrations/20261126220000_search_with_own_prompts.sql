-- A signed-in library search returns the caller's own matches in the same call (issue 21: the
-- library search with own prompts mixed in must cost at most 1.2x the library search alone).
--
-- The library page called search_prompts and search_user_prompts with the same query: two round
-- trips, two transactions, two rate-limit writes, two entitlement reads. Measured on a quiet
-- machine the pair cost 1.78x the library search alone (docs/performance.md, "Own prompts in
-- search"); the second call's fixed cost, not its data, was the difference. Now
-- public.search_prompts takes p_own_limit: on the first page of a typed query from a signed-in
-- caller it appends up to that many of the caller's own prompts (own = true) after the library
-- page, ranked by the same concepts. One call, one rate-limit write. Anonymous callers, later
-- pages, an empty query or p_own_limit 0 (the default) return the library page alone, as before.
--
-- Own rows reuse the library's columns: title_ar/description_ar hold the own title/description,
-- slug, title_en, description_en and variables are null, the counters 0, created_at the last edit,
-- locked false, total_count null. A fork whose library prompt the
-- caller's plan no longer opens is left out, as in the «أوامري» scope.
--
-- The ranking of own prompts moves to private.search_own_prompts, shared with
-- rpc_definer.search_user_prompts (the «أوامري» scope, unchanged for its callers).

create or replace function private.search_own_prompts(p_query text, p_limit integer)
returns table (id uuid, title text, description text, category text, platforms text[],
               tags text[], forked_from uuid, updated_at timestamptz, score real)
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
as $$
declare
  caller uuid := (select auth.uid());
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  concepts tsquery[];
  anyq tsquery;
  q tsquery;
  r record;
  ent jsonb;
  admin boolean;
  origin_open boolean;
  sent integer := 0;
begin
  if caller is null then
    return;
  end if;
  concepts := private.search_concepts_kept(p_query);
  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
  end loop;
  for r in
    select u.id, u.title, u.description, u.category, u.platforms, u.tags, u.forked_from,
           u.updated_at,
           case when anyq is null then 0::real
                else ((select count(*) from unnest(concepts) c where u.search_doc @@ c)
                      + ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], u.search_doc, anyq))::real end as score
      from public.user_prompts u
     where u.user_id = caller
       and u.deleted_at is null
       and (anyq is null or u.search_doc @@ anyq)
     order by 9 desc, u.updated_at desc, u.id
  loop
    if r.forked_from is not null then
      -- private.user_prompt_origin_open's rule (the library prompt is published and the plan
      -- opens it, or the caller is an admin), with the entitlements read once and only when a
      -- fork matched, and the admin check only for a locked origin: that function per fork cost
      -- ≈ 0.6 ms, as much as the rest of this search.
      if ent is null then
        ent := private.my_entitlements();
      end if;
      select private.plan_opens(coalesce(ent -> 'limits', '{}'::jsonb), ent ->> 'section',
                                'prompt', p.category, p.platforms, p.trial_sample, null)
        into origin_open
        from public.prompts p
       where p.id = r.forked_from and p.is_published;
      if origin_open is null then
        continue;
      end if;
      if not origin_open then
        -- is_admin() needs an aal2 token: the token is read first (an aal1 caller is never one).
        admin := coalesce(admin, coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
                                 and private.is_admin());
        continue when not admin;
      end if;
    end if;
    id := r.id; title := r.title; description := r.description; category := r.category;
    platforms := r.platforms; tags := r.tags; forked_from := r.forked_from;
    updated_at := r.updated_at; score := r.score;
    return next;
    sent := sent + 1;
    exit when sent >= lim;
  end loop;
end
$$;
comment on function private.search_own_prompts(text, integer) is
  'The caller''s (auth.uid()) live own prompts matching a query with the library''s Arabic-aware concepts (kept per normalised query), best first, at most 50; forks whose library prompt the plan no longer opens left out. No rate limit: callers count the call.';
revoke execute on function private.search_own_prompts(text, integer) from public, anon;
-- Reached from public.search_prompts, a security invoker: only ever the caller's own rows.
grant execute on function private.search_own_prompts(text, integer) to authenticated, service_role;

create or replace function rpc_definer.search_user_prompts(p_query text, p_limit integer default 20)
returns table (id uuid, title text, description text, category text, platforms text[],
               tags text[], forked_from uuid, updated_at timestamptz, score real)
language plpgsql
-- volatile: the rate limit counts the call (a stable function runs read-only under PostgREST).
volatile
security definer
set search_path = ''
set jit = off
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول للبحث في أوامرك',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('search_user_prompts', 1, 300, 1);
  return query select * from private.search_own_prompts(p_query, p_limit);
end
$$;
comment on function rpc_definer.search_user_prompts(text, integer) is
  'The caller''s own prompts matching a query with the library''s Arabic-aware search (normalised letters, stems, synonyms, typos), best first; at most 50. 300 a minute per user. Ranked by private.search_own_prompts.';


-- A new parameter and a new result column: the old signature goes (PostgREST would see two
-- candidates for a call without p_own_limit otherwise).
drop function public.search_prompts(text, text, text, text, integer, integer);

create function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0,
  p_own_limit integer default 0)
returns table (
  id uuid, slug text, title_ar text, title_en text, description_ar text, description_en text,
  category text, platforms text[], trial_sample boolean, tags text[], variables jsonb,
  view_count integer, copy_count integer, created_at timestamptz, score real, locked boolean,
  lock_reason text, unlock_plan text, total_count bigint, own boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  returned bigint;
  own_lim integer := least(greatest(coalesce(p_own_limit, 0), 0), 20);
begin
  perform private.enforce_rate_limit('search_prompts', 120, 300, 1);
  return query
    select s.*, false
      from private.search_prompts(p_query, p_category, p_platform, p_sort, p_limit, p_offset) s;
  get diagnostics returned = row_count;
  -- A first page with fewer than 3 prompts for a typed query is a gap in the catalogue (or in
  -- search): counted for the admins. Filtered searches are not (the filter made them small), nor
  -- a full page (p_limit below 3: the total is not known to be small).
  if returned < 3 and returned < coalesce(p_limit, 20) and coalesce(p_offset, 0) = 0
     and p_category is null and p_platform is null
     and btrim(coalesce(p_query, '')) <> '' then
    perform private.record_search_gap(p_query, returned::integer);
  end if;
  -- The caller's own matches, after the library page: first page of a typed query, signed in.
  if own_lim > 0 and coalesce(p_offset, 0) = 0 and btrim(coalesce(p_query, '')) <> ''
     and (select auth.uid()) is not null then
    -- In private.search_own_prompts' order; the library's filters apply to own rows too (from
    -- its best 50 when filtered).
    return query
      select o.id, null::text, o.title, null::text, o.description, null::text, o.category,
             o.platforms, false, o.tags, null::jsonb, 0, 0, o.updated_at, o.score, false,
             null::text, null::text, null::bigint, true
        from private.search_own_prompts(p_query,
               case when p_category is null and p_platform is null then own_lim else 50 end)
             with ordinality as o (id, title, description, category, platforms, tags, forked_from,
                                   updated_at, score, n)
       where (p_category is null or o.category = p_category)
         and (p_platform is null or o.platforms @> array[p_platform])
       order by o.n
       limit own_lim;
  end if;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer, integer) is
  'The catalogue search (private.search_prompts), 120 calls a minute per client address for anon, 300 a minute per signed-in user (past it HTTP 429, hint rate_limited); a first page of fewer than 3 prompts for a typed query is counted in search_gaps. With p_own_limit (at most 20) a signed-in caller''s first page of a typed query also carries up to that many of the caller''s own matching prompts after the library rows (own = true; title_ar/description_ar hold the own title/description, slug null).';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer, integer) from public;
grant execute on function public.search_prompts(text, text, text, text, integer, integer, integer) to anon, authenticated, service_role;
