-- An admin who can teach search (issue 45, /work/notes/s3/45-contract.md): the lexicon that bridges
-- how Gulf customers ask to the catalogue's words, pinned results per query, the log of what people
-- search and open (counts only, no identity), content requests, and «تمت المعالجة» only once
-- something was done and the query now finds something.
--
-- * public.search_lexicon: a word or phrase as people type it (dialect, spelling, loanword, request
--   talk) → the catalogue's terms. Applied to the query only (private.search_concepts reads
--   private.search_lexicon_terms, kept by a trigger). Admins write through REST; audited; the next
--   search uses the change (the search cache version moves on at commit, as for synonyms).
-- * public.search_pins: prompts shown first, by position, for a normalised query; audited; cache bump.
-- * public.search_queries: every typed, unfiltered first page (not only the gaps): searches,
--   distinct askers per day (salted hashes of today only, as search_gaps), the last result count,
--   clicks and their positions (log_search_click), a content request and when it was handled.
--   Bounded like search_gaps (20,000 rows; a new query replaces the weakest); each asker adds at
--   most 60 recorded searches an hour.

-- ---------------------------------------------------------------------------------------------
-- The query key: how queries, pins and the log are matched (as search_gaps keys them)
-- ---------------------------------------------------------------------------------------------
create or replace function private.search_query_key(_query text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select left(btrim(regexp_replace(private.normalize_arabic(coalesce(_query, '')), '\s+', ' ', 'g')), 100)
$$;
comment on function private.search_query_key(text) is
  'A query as search logs, pins and resolves it: normalize_arabic, spaces collapsed, trimmed, first 100 characters.';
revoke execute on function private.search_query_key(text) from public, anon, authenticated;
grant execute on function private.search_query_key(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The lexicon
-- ---------------------------------------------------------------------------------------------
create table public.search_lexicon (
  id bigint generated always as identity primary key,
  term text not null check (length(term) between 1 and 60),
  maps_to text[] not null default '{}' check (cardinality(maps_to) <= 12),
  kind text not null check (kind in ('word', 'phrase', 'spelling', 'loanword', 'stop')),
  dialect text not null check (dialect in ('gulf', 'sa', 'ae', 'kw', 'qa', 'bh', 'om', 'eg', 'lev', 'msa', 'en')),
  source text check (source is null or length(source) <= 500),
  -- The term as the query matcher reads it (search stems), set by the check trigger: one entry per term.
  term_key text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint search_lexicon_stop_maps check ((kind = 'stop') = (cardinality(maps_to) = 0))
);
create unique index search_lexicon_term_key_idx on public.search_lexicon (term_key);
comment on table public.search_lexicon is
  'The dialect and everyday-word bridge (issue 45): a word or phrase as people type it (term) and the catalogue terms it means (maps_to; kind stop with no terms: request talk, dropped from the query). Applied to queries, never to documents. source cites where the entry comes from (or admin). Admins read and write; every write is audited.';
comment on column public.search_lexicon.term_key is
  'The term''s search stems (set on write): unique, so a term has one entry however it is spelled with hamza, taa marbuta or the article.';

create or replace function private.search_lexicon_check()
returns trigger
language plpgsql
-- Admins write through the API; the stemmer is not theirs to execute directly.
security definer
set search_path = ''
as $$
declare
  t text;
begin
  new.term := btrim(regexp_replace(coalesce(new.term, ''), '\s+', ' ', 'g'));
  new.maps_to := array(select distinct btrim(regexp_replace(x, '\s+', ' ', 'g'))
                         from unnest(coalesce(new.maps_to, '{}')) x where btrim(coalesce(x, '')) <> '');
  new.term_key := private.search_stems(new.term);
  if new.term_key = '' or length(new.term) > 60 then
    raise exception using errcode = '22023', message = 'الكلمة من حرف إلى 60 حرفاً وفيها حروف أو أرقام', hint = 'lexicon_term_invalid';
  end if;
  if new.kind = 'stop' and cardinality(new.maps_to) > 0 then
    raise exception using errcode = '22023', message = 'كلمة الطلب المحذوفة لا تُربط بكلمات أخرى', hint = 'lexicon_stop_maps';
  end if;
  if new.kind <> 'stop' and cardinality(new.maps_to) = 0 then
    raise exception using errcode = '22023', message = 'أدخل كلمة واحدة على الأقل من كلمات المكتبة', hint = 'lexicon_maps_empty';
  end if;
  foreach t in array new.maps_to loop
    if length(t) > 60 or private.search_stems(t) = '' then
      raise exception using errcode = '22023', message = 'كل كلمة مقابلة من حرف إلى 60 حرفاً وفيها حروف أو أرقام', hint = 'lexicon_maps_invalid';
    end if;
  end loop;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.search_lexicon_check() from public, anon, authenticated;
create trigger search_lexicon_check before insert or update on public.search_lexicon
  for each row execute function private.search_lexicon_check();

-- The entries as the query matcher reads them: the term's stems, and each mapped term's stems.
create table private.search_lexicon_terms (
  lexicon_id bigint primary key references public.search_lexicon (id) on delete cascade,
  stem text not null unique,
  kind text not null,
  maps text[] not null
);
revoke all on table private.search_lexicon_terms from public, anon, authenticated;
comment on table private.search_lexicon_terms is
  'public.search_lexicon as private.search_concepts reads it: term stems → mapped terms'' stems (empty for stop). Kept by a trigger.';

create or replace function private.search_lexicon_terms_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.search_lexicon_terms where lexicon_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.search_lexicon_terms (lexicon_id, stem, kind, maps)
    values (new.id, new.term_key, new.kind,
            array(select distinct s from unnest(new.maps_to) m, private.search_stems(m) s where s <> ''));
  end if;
  return null;
end
$$;
revoke execute on function private.search_lexicon_terms_sync() from public, anon, authenticated;
create trigger search_lexicon_terms_sync after insert or update or delete on public.search_lexicon
  for each row execute function private.search_lexicon_terms_sync();

alter table public.search_lexicon enable row level security;
revoke all on table public.search_lexicon from anon, authenticated;
grant select, insert, update, delete on table public.search_lexicon to authenticated;
grant all on table public.search_lexicon to service_role;
create policy "search_lexicon: admins read" on public.search_lexicon
  for select to authenticated using ((select private.is_admin()));
create policy "search_lexicon: admins insert" on public.search_lexicon
  for insert to authenticated with check ((select private.is_admin()));
create policy "search_lexicon: admins update" on public.search_lexicon
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "search_lexicon: admins delete" on public.search_lexicon
  for delete to authenticated using ((select private.is_admin()));
create trigger search_lexicon_audit after insert or update or delete on public.search_lexicon
  for each row execute function private.audit_admin_write('id');
create constraint trigger search_lexicon_terms_search_cache
  after insert or update or delete on private.search_lexicon_terms deferrable initially deferred
  for each row execute function private.search_cache_bump();
create trigger search_lexicon_search_cache_truncate after truncate on public.search_lexicon
  for each statement execute function private.search_cache_bump_stmt();

-- ---------------------------------------------------------------------------------------------
-- Pins
-- ---------------------------------------------------------------------------------------------
create table public.search_pins (
  query text not null check (length(query) between 1 and 100),
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  position smallint not null default 1 check (position between 1 and 20),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (query, prompt_id)
);
create index search_pins_prompt_id_idx on public.search_pins (prompt_id);
create index search_pins_created_by_idx on public.search_pins (created_by);
comment on table public.search_pins is
  'Prompts shown first (by position) for a query (stored as private.search_query_key writes it), for everyone, still locked by the entitlement rule. Admins read and write; audited.';

create or replace function private.search_pins_normalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.query := private.search_query_key(new.query);
  if new.query = '' then
    raise exception using errcode = '22023', message = 'اكتب عبارة البحث التي يُثبَّت لها الأمر', hint = 'pin_query_empty';
  end if;
  if tg_op = 'INSERT' then
    new.created_by := coalesce(new.created_by, (select auth.uid()));
  end if;
  return new;
end
$$;
revoke execute on function private.search_pins_normalize() from public, anon, authenticated;
create trigger search_pins_normalize before insert or update on public.search_pins
  for each row execute function private.search_pins_normalize();

alter table public.search_pins enable row level security;
revoke all on table public.search_pins from anon, authenticated;
grant select, insert, update, delete on table public.search_pins to authenticated;
grant all on table public.search_pins to service_role;
create policy "search_pins: admins read" on public.search_pins
  for select to authenticated using ((select private.is_admin()));
create policy "search_pins: admins insert" on public.search_pins
  for insert to authenticated with check ((select private.is_admin()));
create policy "search_pins: admins update" on public.search_pins
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "search_pins: admins delete" on public.search_pins
  for delete to authenticated using ((select private.is_admin()));
create trigger search_pins_audit after insert or update or delete on public.search_pins
  for each row execute function private.audit_admin_write('query');
create constraint trigger search_pins_search_cache
  after insert or update or delete on public.search_pins deferrable initially deferred
  for each row execute function private.search_cache_bump();
create trigger search_pins_search_cache_truncate after truncate on public.search_pins
  for each statement execute function private.search_cache_bump_stmt();

-- ---------------------------------------------------------------------------------------------
-- What people search and open (counts, no identity)
-- ---------------------------------------------------------------------------------------------
create table public.search_queries (
  query text primary key check (length(query) between 1 and 100),
  searches integer not null default 1 check (searches > 0),
  askers integer not null default 0 check (askers >= 0),
  last_results integer not null default 0 check (last_results >= 0),
  clicks integer not null default 0 check (clicks >= 0),
  click_position_sum bigint not null default 0 check (click_position_sum >= 0),
  content_request boolean not null default false,
  content_request_note text check (content_request_note is null or length(content_request_note) <= 500),
  content_requested_at timestamptz,
  handled_at timestamptz,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index search_queries_rank_idx on public.search_queries (askers desc, searches desc, last_seen_at desc);
create index search_queries_content_request_idx on public.search_queries (content_requested_at desc)
  where content_request;
comment on table public.search_queries is
  'What people search (typed, unfiltered first pages) by normalised query: searches, distinct askers per day (never who), the last result count, clicks on results and their positions, an admin''s content request, and when the query was marked handled. No user, session or address. At most 20,000 rows (a new query replaces the weakest). Admins read; written by search_prompts, log_search_click and the admin RPCs.';

alter table public.search_queries enable row level security;
revoke all on table public.search_queries from anon, authenticated;
grant select on table public.search_queries to authenticated;
grant all on table public.search_queries to service_role;
create policy "search_queries: admins read" on public.search_queries
  for select to authenticated using ((select private.is_admin()));

create table private.search_query_askers (
  query text not null references public.search_queries (query) on update cascade on delete cascade,
  asker text not null check (asker ~ '^[0-9a-f]{32}$'),
  day date not null,
  primary key (query, asker)
);
create index search_query_askers_day_idx on private.search_query_askers (day);
revoke all on table private.search_query_askers from public, anon, authenticated;
comment on table private.search_query_askers is
  'Who already counted in search_queries.askers today, as md5(salt of the day || asker) (private.search_gap_salt_of): never an address or a user id, nothing of an earlier day.';

create or replace function private.record_search_query(_query text, _results integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := private.search_query_key(_query);
  uid uuid := (select auth.uid());
  ip text;
  today date := (now() at time zone 'utc')::date;
  asker text;
begin
  if q = '' then
    return;
  end if;
  if uid is not null then
    if not private.hit_rate_limit(uid::text, 'user', 'search_log', 60, 60) then
      return;
    end if;
    asker := md5(private.search_gap_salt_of(today) || ':u:' || uid::text);
  elsif not private.is_trusted_caller() then
    ip := private.request_ip();
    if ip is null or not private.hit_rate_limit(ip, 'ip', 'search_log', 60, 60) then
      return;
    end if;
    asker := md5(private.search_gap_salt_of(today) || ':a:' || ip);
  end if;
  delete from private.search_query_askers a where a.day < today;

  update public.search_queries g
     set searches = g.searches + 1, last_results = greatest(_results, 0), last_seen_at = now()
   where g.query = q;
  if not found then
    if (select count(*) from (select 1 from public.search_queries limit 20000) x) >= 20000 then
      -- The weakest row goes; a content request an admin made stays.
      delete from public.search_queries g
       where g.query = (select w.query from public.search_queries w
                         where not w.content_request
                         order by w.askers, w.searches, w.last_seen_at
                         limit 1 for update skip locked);
    end if;
    insert into public.search_queries (query, last_results) values (q, greatest(_results, 0))
    on conflict (query) do update
      set searches = public.search_queries.searches + 1, last_results = excluded.last_results,
          last_seen_at = now();
  end if;

  if asker is not null then
    insert into private.search_query_askers (query, asker, day) values (q, asker, today)
    on conflict do nothing;
    if found then
      update public.search_queries g set askers = g.askers + 1 where g.query = q;
    end if;
  end if;
end
$$;
comment on function private.record_search_query(text, integer) is
  'Counts one typed, unfiltered first-page search under its normalised query with its result count, and its asker once a day (salted hash, today only). At most 60 recorded an hour per address (anon) or account; at 20,000 rows a new query replaces the weakest.';
revoke execute on function private.record_search_query(text, integer) from public, anon, authenticated;
grant execute on function private.record_search_query(text, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: every typed first page is logged (the gap log stays as it was)
-- ---------------------------------------------------------------------------------------------
create or replace function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0,
  p_own_limit integer default 0,
  p_sector text default null)
returns table (
  id uuid, slug text, title_ar text, description_ar text, category text, platforms text[],
  trial_sample boolean, locked boolean, lock_reason text, unlock_plan text, total_count bigint,
  own boolean)
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
      from private.search_prompts(p_query, p_category, p_platform, p_sort, p_limit, p_offset, p_sector) s;
  get diagnostics returned = row_count;
  if coalesce(p_offset, 0) = 0 and p_category is null and p_platform is null and p_sector is null
     and btrim(coalesce(p_query, '')) <> '' then
    -- What people search, for the admins' insights (issue 45): every typed first page.
    perform private.record_search_query(p_query, returned::integer);
    -- A first page with fewer than 3 prompts is a gap in the catalogue (or in search), unless the
    -- page itself was smaller (p_limit below 3: the total is not known to be small).
    if returned < 3 and returned < coalesce(p_limit, 20) then
      perform private.record_search_gap(p_query, returned::integer);
    end if;
  end if;
  if own_lim > 0 and coalesce(p_offset, 0) = 0 and btrim(coalesce(p_query, '')) <> ''
     and (select auth.uid()) is not null then
    return query
      select o.id, null::text, o.title, o.description, o.category, o.platforms, false, false,
             null::text, null::text, null::bigint, true
        from private.search_own_prompts(p_query,
               case when p_category is null and p_platform is null and p_sector is null then own_lim else 50 end)
             with ordinality as o (id, title, description, category, platforms, tags, forked_from,
                                   updated_at, score, n)
       where p_sector is null
         and (p_category is null or o.category = p_category)
         and (p_platform is null or o.platforms @> array[p_platform])
       order by o.n
       limit own_lim;
  end if;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer, integer, text) is
  'The catalogue search (private.search_prompts), 120 calls a minute per client address for anon, 300 a minute per signed-in user (past it HTTP 429, hint rate_limited). Every typed, unfiltered first page is counted in search_queries (issue 45: no identity); one of fewer than 3 prompts also in search_gaps. Results below the relevance threshold are not returned: no row means nothing fits (search_nearby offers the closest categories and prompts). Pinned prompts (search_pins) come first for their query. Filters: category, platform, sector. Sorts include available («المتاح لي»). Each row is what a result card shows, with the total. With p_own_limit (at most 20) a signed-in caller''s first page of an unfiltered-by-sector typed query also carries up to that many of the caller''s own matching prompts after the library rows (own = true; slug and total_count null).';

-- ---------------------------------------------------------------------------------------------
-- Clicks: the library page reports a result opened from a search
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.log_search_click(p_query text, p_prompt_slug text, p_position integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := private.search_query_key(p_query);
begin
  perform private.enforce_rate_limit('log_search_click', 60, 120, 1);
  -- Bad input is ignored: a click is a count, never a reason to answer an error.
  if q = '' or p_position is null or p_position < 1 or p_position > 1000
     or p_prompt_slug is null or length(p_prompt_slug) > 200
     or not exists (select 1 from public.prompts p where p.slug = p_prompt_slug and p.is_published) then
    return;
  end if;
  -- Only a query that was searched (and logged) counts its clicks.
  update public.search_queries g
     set clicks = g.clicks + 1, click_position_sum = g.click_position_sum + p_position
   where g.query = q;
end
$$;
comment on function rpc_definer.log_search_click(text, text, integer) is
  'Counts a click on a search result (the query as logged, the opened prompt''s position from 1) for the admins'' insights; no identity stored. Bad input is ignored. 60 a minute per address (anon), 120 per user.';
revoke execute on function rpc_definer.log_search_click(text, text, integer) from public;
grant execute on function rpc_definer.log_search_click(text, text, integer) to anon, authenticated, service_role;

create or replace function public.log_search_click(p_query text, p_prompt_slug text, p_position integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.log_search_click(p_query, p_prompt_slug, p_position);
end
$$;
comment on function public.log_search_click(text, text, integer) is
  'Counts a click on a search result (the query as logged, the opened prompt''s position from 1) for the admins'' insights; no identity stored. Bad input is ignored. 60 a minute per address (anon), 120 per user.';
revoke execute on function public.log_search_click(text, text, integer) from public;
grant execute on function public.log_search_click(text, text, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Admin: insights, pins, content requests, resolving
-- ---------------------------------------------------------------------------------------------
-- Was a lexicon entry or a synonym group written, since the query was first seen, for one of its words?
create or replace function private.search_query_taught(_query text, _since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.search_lexicon l
                  where l.updated_at >= _since
                    and ' ' || private.search_stems(_query) || ' ' like '% ' || l.term_key || ' %')
      or exists (select 1 from public.search_synonyms s
                   join private.search_synonym_terms t on t.group_id = s.id
                  where s.updated_at >= _since
                    and ' ' || private.search_stems(_query) || ' ' like '% ' || t.stem || ' %')
$$;
revoke execute on function private.search_query_taught(text, timestamptz) from public, anon, authenticated;

create or replace function rpc_definer.admin_search_insights(p_days integer default 30)
returns table (
  query text, searches integer, askers integer, results integer, clicks integer,
  avg_click_position numeric, zero_results boolean, low_results boolean, no_click boolean,
  pinned integer, lexicon boolean, content_request boolean, handled boolean,
  first_seen_at timestamptz, last_seen_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  return query
    select g.query, g.searches, g.askers, g.last_results, g.clicks,
           case when g.clicks > 0 then round(g.click_position_sum::numeric / g.clicks, 1) end,
           g.last_results = 0, g.last_results < 3, g.clicks = 0,
           (select count(*)::integer from public.search_pins sp where sp.query = g.query),
           private.search_query_taught(g.query, g.first_seen_at),
           g.content_request, g.handled_at is not null, g.first_seen_at, g.last_seen_at
      from public.search_queries g
     where g.last_seen_at >= now() - make_interval(days => least(greatest(coalesce(p_days, 30), 1), 3650))
     order by g.searches desc, g.askers desc, g.last_seen_at desc, g.query
     limit 500;
end
$$;
comment on function rpc_definer.admin_search_insights(integer) is
  'Admins: the searched queries seen in the last p_days days (at most 500, most searched first) with askers, last result count, clicks and mean click position, zero/low result and no-click flags, pins, whether a lexicon or synonym entry was written for one of its words since it was first seen, content request and handled.';
revoke execute on function rpc_definer.admin_search_insights(integer) from public;
grant execute on function rpc_definer.admin_search_insights(integer) to authenticated, service_role;

create or replace function public.admin_search_insights(p_days integer default 30)
returns table (
  query text, searches integer, askers integer, results integer, clicks integer,
  avg_click_position numeric, zero_results boolean, low_results boolean, no_click boolean,
  pinned integer, lexicon boolean, content_request boolean, handled boolean,
  first_seen_at timestamptz, last_seen_at timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.admin_search_insights(p_days);
end
$$;
comment on function public.admin_search_insights(integer) is
  'Admins: the searched queries seen in the last p_days days (at most 500, most searched first) with askers, last result count, clicks and mean click position, zero/low result and no-click flags, pins, whether a lexicon or synonym entry was written for one of its words since it was first seen, content request and handled.';
revoke execute on function public.admin_search_insights(integer) from public, anon;
grant execute on function public.admin_search_insights(integer) to authenticated, service_role;

create or replace function rpc_definer.admin_pin_search_result(p_query text, p_prompt_slug text, p_position integer default 1)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := private.search_query_key(p_query);
  pid uuid;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if q = '' then
    raise exception using errcode = '22023', message = 'اكتب عبارة البحث التي يُثبَّت لها الأمر', hint = 'pin_query_empty';
  end if;
  if p_position is null or p_position not between 1 and 20 then
    raise exception using errcode = '22023', message = 'ترتيب النتيجة المثبتة من 1 إلى 20', hint = 'pin_position_invalid';
  end if;
  select p.id into pid from public.prompts p where p.slug = p_prompt_slug;
  if pid is null then
    raise exception using errcode = 'P0002', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  insert into public.search_pins (query, prompt_id, position)
  values (q, pid, p_position)
  on conflict (query, prompt_id) do update set position = excluded.position;
end
$$;
comment on function rpc_definer.admin_pin_search_result(text, text, integer) is
  'Admins: pins a prompt (by slug) to a query at a position (1-20): it comes first for that normalised query, for everyone (still locked by the plan). Audited through search_pins'' trigger.';
revoke execute on function rpc_definer.admin_pin_search_result(text, text, integer) from public;
grant execute on function rpc_definer.admin_pin_search_result(text, text, integer) to authenticated, service_role;

create or replace function public.admin_pin_search_result(p_query text, p_prompt_slug text, p_position integer default 1)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.admin_pin_search_result(p_query, p_prompt_slug, p_position);
end
$$;
comment on function public.admin_pin_search_result(text, text, integer) is
  'Admins: pins a prompt (by slug) to a query at a position (1-20): it comes first for that normalised query, for everyone (still locked by the plan). Audited through search_pins'' trigger.';
revoke execute on function public.admin_pin_search_result(text, text, integer) from public, anon;
grant execute on function public.admin_pin_search_result(text, text, integer) to authenticated, service_role;

create or replace function rpc_definer.admin_unpin_search_result(p_query text, p_prompt_slug text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  delete from public.search_pins sp
   using public.prompts p
   where p.slug = p_prompt_slug and sp.prompt_id = p.id and sp.query = private.search_query_key(p_query);
end
$$;
comment on function rpc_definer.admin_unpin_search_result(text, text) is
  'Admins: removes a pinned prompt (by slug) from a query. Audited through search_pins'' trigger.';
revoke execute on function rpc_definer.admin_unpin_search_result(text, text) from public;
grant execute on function rpc_definer.admin_unpin_search_result(text, text) to authenticated, service_role;

create or replace function public.admin_unpin_search_result(p_query text, p_prompt_slug text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.admin_unpin_search_result(p_query, p_prompt_slug);
end
$$;
comment on function public.admin_unpin_search_result(text, text) is
  'Admins: removes a pinned prompt (by slug) from a query. Audited through search_pins'' trigger.';
revoke execute on function public.admin_unpin_search_result(text, text) from public, anon;
grant execute on function public.admin_unpin_search_result(text, text) to authenticated, service_role;

create or replace function rpc_definer.admin_mark_search_content_request(p_query text, p_note text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := private.search_query_key(p_query);
  caller uuid := (select auth.uid());
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if q = '' then
    raise exception using errcode = '22023', message = 'اكتب عبارة البحث', hint = 'query_empty';
  end if;
  if p_note is not null and length(p_note) > 500 then
    raise exception using errcode = '22023', message = 'الملاحظة 500 حرف على الأكثر', hint = 'note_too_long';
  end if;
  insert into public.search_queries as g (query, searches, content_request, content_request_note, content_requested_at)
  values (q, 1, true, nullif(btrim(p_note), ''), now())
  on conflict (query) do update
    set content_request = true, content_request_note = coalesce(nullif(btrim(p_note), ''), g.content_request_note),
        content_requested_at = now();
  perform private.record_audit('search_content_request', caller, 'search_query', q, null,
    jsonb_build_object('note', nullif(btrim(p_note), '')), null);
end
$$;
comment on function rpc_definer.admin_mark_search_content_request(text, text) is
  'Admins: marks a query as a content request (it then shows in the content backlog, /518/content), with an optional note; audited.';
revoke execute on function rpc_definer.admin_mark_search_content_request(text, text) from public;
grant execute on function rpc_definer.admin_mark_search_content_request(text, text) to authenticated, service_role;

create or replace function public.admin_mark_search_content_request(p_query text, p_note text default null)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.admin_mark_search_content_request(p_query, p_note);
end
$$;
comment on function public.admin_mark_search_content_request(text, text) is
  'Admins: marks a query as a content request (it then shows in the content backlog, /518/content), with an optional note; audited.';
revoke execute on function public.admin_mark_search_content_request(text, text) from public, anon;
grant execute on function public.admin_mark_search_content_request(text, text) to authenticated, service_role;

create or replace function rpc_definer.admin_resolve_search_query(p_query text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := private.search_query_key(p_query);
  caller uuid := (select auth.uid());
  since timestamptz;
  requested boolean;
  pinned boolean;
  taught boolean;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  select g.first_seen_at, g.content_request into since, requested
    from public.search_queries g where g.query = q;
  pinned := exists (select 1 from public.search_pins sp
                      join public.prompts p on p.id = sp.prompt_id and p.is_published
                     where sp.query = q);
  taught := private.search_query_taught(q, coalesce(since, '-infinity'::timestamptz));
  -- A content request is the action for a query the catalogue cannot answer yet; a pin or a new
  -- word counts only once the query finds something now.
  if not coalesce(requested, false)
     and not ((pinned or taught)
              and exists (select 1 from private.search_prompts(q, null, null, 'relevance', 1, 0, null))) then
    raise exception using errcode = 'P0001',
      message = 'لا يمكن وضعها كمعالجة: لم يُضف لها مرادف أو نتيجة مثبتة أو طلب محتوى، أو ما زالت بلا نتائج',
      hint = 'not_handled';
  end if;
  insert into public.search_queries as g (query, searches, handled_at)
  values (q, 1, now())
  on conflict (query) do update set handled_at = now();
  perform private.record_audit('search_query_resolved', caller, 'search_query', q, null,
    jsonb_build_object('pinned', pinned, 'taught', taught, 'content_request', coalesce(requested, false)), null);
end
$$;
comment on function rpc_definer.admin_resolve_search_query(text) is
  'Admins: marks a query «تمت المعالجة» only when a content request was made for it, or a pin or a lexicon/synonym entry was and search now finds something for it; otherwise hint not_handled. Audited.';
revoke execute on function rpc_definer.admin_resolve_search_query(text) from public;
grant execute on function rpc_definer.admin_resolve_search_query(text) to authenticated, service_role;

create or replace function public.admin_resolve_search_query(p_query text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.admin_resolve_search_query(p_query);
end
$$;
comment on function public.admin_resolve_search_query(text) is
  'Admins: marks a query «تمت المعالجة» only when a content request was made for it, or a pin or a lexicon/synonym entry was and search now finds something for it; otherwise hint not_handled. Audited.';
revoke execute on function public.admin_resolve_search_query(text) from public, anon;
grant execute on function public.admin_resolve_search_query(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- When nothing fits: the closest categories and prompts («قد يفيدك»)
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.search_nearby(p_query text, p_limit integer default 4)
returns table (kind text, value text, label text, description text, category text, locked boolean)
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
as $$
declare
  lim integer := least(greatest(coalesce(p_limit, 4), 1), 12);
  nq text := private.search_query_key(p_query);
  concepts tsquery[];
  anyq tsquery;
  q tsquery;
  ent jsonb := private.entitlements((select auth.uid()));
  cats text[];
begin
  perform private.enforce_rate_limit('search_nearby', 60, 120, 1);
  if nq = '' then
    return;
  end if;
  concepts := private.search_concepts(p_query);
  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
  end loop;
  -- The categories most of the loose matches fall in; without any, the categories whose name and
  -- description read most like the query.
  if anyq is not null then
    select coalesce(array_agg(x.category order by x.n desc, x.category), '{}') into cats
      from (select h.category, count(*) as n
              from (select p.category from public.prompts p
                     where p.search_doc @@ anyq and p.is_published limit 300) h
             group by h.category order by count(*) desc, h.category limit 3) x;
  end if;
  if coalesce(cardinality(cats), 0) = 0 then
    select array_agg(c.id order by extensions.similarity(private.normalize_arabic(c.name || ' ' || c.description), nq) desc, c.sort_order)
      into cats
      from (select c.* from public.prompt_categories c
             order by extensions.similarity(private.normalize_arabic(c.name || ' ' || c.description), nq) desc, c.sort_order
             limit 3) c;
  end if;
  return query
    select 'category'::text, c.id, c.name, c.description, c.id, false
      from unnest(cats) with ordinality u(id, o)
      join public.prompt_categories c on c.id = u.id
     order by u.o;
  -- The most used prompts of those categories, the loose matches first.
  return query
    select 'prompt'::text, r.slug, r.title_ar, r.description_ar, r.category, l.locked
      from (select p.slug, p.title_ar, p.description_ar, p.category, p.platforms, p.trial_sample
              from public.prompts p
             where p.is_published and p.category = any (cats)
             order by (anyq is not null and p.search_doc @@ anyq) desc,
                      p.view_count + p.copy_count desc, p.created_at desc, p.id
             limit lim) r
      cross join lateral private.item_lock(ent, 'prompt', r.category, r.platforms, r.trial_sample, null) l;
end
$$;
comment on function rpc_definer.search_nearby(text, integer) is
  'When nothing fits a query: the closest categories (kind category, value its id) and, from them, the most used prompts («قد يفيدك»; kind prompt, value the slug, with the lock) — titles and descriptions only. 60 a minute per address (anon), 120 per user.';
revoke execute on function rpc_definer.search_nearby(text, integer) from public;
grant execute on function rpc_definer.search_nearby(text, integer) to anon, authenticated, service_role;

create or replace function public.search_nearby(p_query text, p_limit integer default 4)
returns table (kind text, value text, label text, description text, category text, locked boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.search_nearby(p_query, p_limit);
end
$$;
comment on function public.search_nearby(text, integer) is
  'When nothing fits a query: the closest categories (kind category, value its id) and, from them, the most used prompts («قد يفيدك»; kind prompt, value the slug, with the lock) — titles and descriptions only. 60 a minute per address (anon), 120 per user.';
revoke execute on function public.search_nearby(text, integer) from public;
grant execute on function public.search_nearby(text, integer) to anon, authenticated, service_role;
