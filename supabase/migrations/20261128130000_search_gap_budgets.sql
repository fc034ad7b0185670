-- The zero-result log cannot be blinded (issue 41, finding 6).
--
-- Before: private.record_search_gap kept one row of public.search_gaps per normalised query and
-- stopped adding new queries once the table held 5,000 rows. About 5,000 anonymous searches of
-- random strings from a few dozen addresses (each within search_prompts' 120 a minute) filled it,
-- and from then on every real unmet query was silently dropped until an admin emptied the list.
--
-- Now (search_prompts itself is unchanged: only the function it calls on a small first page):
-- * Per-asker budget: each client address (anon) or account (signed in) has 30 recorded gap
--   searches an hour (public.rate_limits, endpoint 'search_gap', the limiter's own keys). Past it
--   the search still answers as before; it is just not logged. One party alone can add at most
--   30 queries an hour, a small share of the list.
-- * The global cap no longer refuses: at 5,000 rows a new query takes the place of the weakest
--   row (fewest distinct askers, then fewest searches, then least recently seen). A new unmet
--   query is always recorded; noise from few addresses is what gets pushed out, and a query many
--   people asked survives until as many stronger queries exist.
-- * Distinct askers are counted, not stored: search_gaps.askers counts the distinct askers of a
--   query per day. Who asked is kept only as md5(daily random salt || asker) in
--   private.search_gap_askers, and both the salt and those hashes are dropped when the day (UTC)
--   changes, so no address or account can be recovered or linked across days.
-- * The admin list ranks by askers, then searches: a query searched 1,000 times from one address
--   sinks below one asked by two people.
-- * Direct database sessions and the service (the bench's SQL) are not API clients: counted in
--   searches, without an asker or a budget (as the rate limiter treats them).

alter table public.search_gaps
  add column askers integer not null default 0 check (askers >= 0);
-- Each row so far was asked by someone at least once.
update public.search_gaps set askers = 1;
comment on column public.search_gaps.askers is
  'Distinct askers (client addresses for anon, accounts when signed in) who made this search, counted once per asker per UTC day; who they were is not kept (private.search_gap_askers holds salted hashes for the current day only). 0 for searches made by direct database sessions.';
comment on table public.search_gaps is
  'Searches that found fewer than 3 prompts, by normalised query, with how often and by how many distinct askers they were made. No user, session or address is stored. At most 5,000 rows: a new query replaces the weakest (fewest askers, fewest searches, oldest). Each asker adds at most 30 recorded searches an hour. Admins read and delete; written only by search_prompts.';

drop index public.search_gaps_searches_idx;
-- The admin list's order, and (read backwards) the weakest row a new query replaces.
create index search_gaps_rank_idx on public.search_gaps (askers desc, searches desc, last_seen_at desc);

-- ---------------------------------------------------------------------------------------------
-- The day's salt and the day's asker hashes
-- ---------------------------------------------------------------------------------------------
create table private.search_gap_salt (
  id boolean primary key default true check (id),
  day date not null,
  salt text not null
);
revoke all on table private.search_gap_salt from public, anon, authenticated;
comment on table private.search_gap_salt is
  'The random salt of the current UTC day for search_gap_askers; replaced (and the previous day''s hashes deleted) on the first gap recorded on a new day.';
insert into private.search_gap_salt (day, salt)
values ((now() at time zone 'utc')::date, encode(extensions.gen_random_bytes(16), 'hex'));

create table private.search_gap_askers (
  query text not null references public.search_gaps (query) on update cascade on delete cascade,
  asker text not null check (asker ~ '^[0-9a-f]{32}$'),
  day date not null,
  primary key (query, asker)
);
create index search_gap_askers_day_idx on private.search_gap_askers (day);
revoke all on table private.search_gap_askers from public, anon, authenticated;
comment on table private.search_gap_askers is
  'Who already counted in search_gaps.askers today, as md5(salt of the day || asker): never an address or a user id, and nothing of an earlier day.';

-- The current day's salt; on a new day, a new salt and the previous days' hashes are dropped.
create or replace function private.search_gap_salt_of(_day date)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s text;
begin
  select g.salt into s from private.search_gap_salt g where g.day = _day;
  if s is not null then
    return s;
  end if;
  -- One session rotates; a concurrent one waits on the row, then reads the new salt.
  update private.search_gap_salt g
     set day = _day, salt = encode(extensions.gen_random_bytes(16), 'hex')
   where g.day < _day
  returning g.salt into s;
  if s is not null then
    delete from private.search_gap_askers a where a.day < _day;
    return s;
  end if;
  select g.salt into s from private.search_gap_salt g where g.day = _day;
  return s;
end
$$;
comment on function private.search_gap_salt_of(date) is
  'The salt of _day for search_gap_askers (rotating it, and forgetting earlier days'' hashes, on the first call of a new day).';
revoke execute on function private.search_gap_salt_of(date) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Recording a gap (called by public.search_prompts for a small first page of a typed query)
-- ---------------------------------------------------------------------------------------------
create or replace function private.record_search_gap(_query text, _results integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := left(btrim(regexp_replace(private.normalize_arabic(_query), '\s+', ' ', 'g')), 100);
  uid uuid := (select auth.uid());
  ip text;
  today date := (now() at time zone 'utc')::date;
  asker text;
begin
  if q = '' then
    return;
  end if;
  if uid is not null then
    if not private.hit_rate_limit(uid::text, 'user', 'search_gap', 30, 60) then
      return;
    end if;
    asker := md5(private.search_gap_salt_of(today) || ':u:' || uid::text);
  elsif not private.is_trusted_caller() then
    ip := private.request_ip();
    -- An API request always carries its address (search_prompts' limiter refused it otherwise).
    if ip is null or not private.hit_rate_limit(ip, 'ip', 'search_gap', 30, 60) then
      return;
    end if;
    asker := md5(private.search_gap_salt_of(today) || ':a:' || ip);
  end if;

  update public.search_gaps g
     set searches = g.searches + 1, last_results = greatest(_results, 0), last_seen_at = now()
   where g.query = q;
  if not found then
    -- A full list makes room: the weakest row goes (fewest askers, fewest searches, oldest), so
    -- a new query is always recorded and a flood from few askers only replaces itself.
    if (select count(*) from (select 1 from public.search_gaps limit 5000) x) >= 5000 then
      delete from public.search_gaps g
       where g.query = (select w.query from public.search_gaps w
                         order by w.askers, w.searches, w.last_seen_at
                         limit 1 for update skip locked);
    end if;
    insert into public.search_gaps (query, last_results) values (q, greatest(_results, 0))
    on conflict (query) do update
      set searches = public.search_gaps.searches + 1, last_results = excluded.last_results,
          last_seen_at = now();
  end if;

  if asker is not null then
    insert into private.search_gap_askers (query, asker, day) values (q, asker, today)
    on conflict do nothing;
    if found then
      update public.search_gaps g set askers = g.askers + 1 where g.query = q;
    end if;
  end if;
end
$$;
comment on function private.record_search_gap(text, integer) is
  'Counts one search with fewer than 3 results under its normalised query, and its asker once a day (salted hash, today only). At most 30 recorded an hour per address (anon) or account; at 5,000 rows a new query replaces the weakest.';
revoke execute on function private.record_search_gap(text, integer) from public, anon, authenticated;
grant execute on function private.record_search_gap(text, integer) to anon, authenticated, service_role;
