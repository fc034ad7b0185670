-- Ratings of library prompts (issue 22): «مفيد / غير مفيد», one vote per user and prompt,
-- changeable and removable, counters on the prompt, and the library's «الأعلى تقييماً» sort.
--
-- Who may vote: a signed-in user whose plan opens the prompt now (the library's own rule,
-- private.item_lock; admins always). A vote judges the body, so only someone who could read it
-- votes; a locked prompt refuses with the same reason and Arabic message as opening it. A vote
-- already cast stays counted after a downgrade (it was cast by a reader); changing it needs the
-- plan again.
--
-- Atomicity: votes are written only by rate_prompt (a definer in rpc_definer behind an invoker
-- wrapper), which first locks the prompt's row (FOR NO KEY UPDATE), reads the caller's previous
-- vote, writes the vote and moves both counters in one statement (a removed vote, by rate_prompt
-- or by the account's deletion, is taken off by a delete trigger). Every vote on one prompt is
-- serialised on that lock, so 20 concurrent votes leave counts equal to the votes stored.
--
-- Usage («الأكثر استخداماً») is the existing sort 'popular': view_count + copy_count, moved
-- atomically by record_prompt_usage since 20261121200100 (a repeat within 10 minutes is not
-- counted). Nothing new is counted for it.

-- ---------------------------------------------------------------------------------------------
-- Counters on the prompt (public metadata, like view_count / copy_count)
-- ---------------------------------------------------------------------------------------------
alter table public.prompts
  add column helpful_count integer not null default 0 check (helpful_count >= 0),
  add column unhelpful_count integer not null default 0 check (unhelpful_count >= 0);
comment on column public.prompts.helpful_count is 'Votes «مفيد» (maintained by rate_prompt).';
comment on column public.prompts.unhelpful_count is 'Votes «غير مفيد» (maintained by rate_prompt).';

-- «الأعلى تقييماً» when browsing, like prompts_published_popular_idx for «الأكثر استخداماً».
create index prompts_published_rated_idx
  on public.prompts ((helpful_count - unhelpful_count) desc, helpful_count desc, created_at desc, id)
  where is_published;

-- ---------------------------------------------------------------------------------------------
-- prompt_votes: the caller reads their own; written only by rate_prompt
-- ---------------------------------------------------------------------------------------------
create table public.prompt_votes (
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (prompt_id, user_id)
);
comment on table public.prompt_votes is
  'One «مفيد / غير مفيد» vote per user and library prompt. Users read their own; written only by rate_prompt, which keeps prompts.helpful_count / unhelpful_count.';
create index prompt_votes_user_idx on public.prompt_votes (user_id);

alter table public.prompt_votes enable row level security;
revoke all on table public.prompt_votes from anon, authenticated;
grant select on table public.prompt_votes to authenticated;
grant all on table public.prompt_votes to service_role;

create policy "prompt_votes: own rows" on public.prompt_votes
  for select to authenticated using (user_id = (select auth.uid()));

-- A removed vote leaves the counters with it, whoever removes it: rate_prompt (p_helpful null)
-- or a cascade (the voter's account deleted).
create or replace function private.prompt_votes_cascade_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.prompts p
     set helpful_count = greatest(p.helpful_count - old.helpful::int, 0),
         unhelpful_count = greatest(p.unhelpful_count - (not old.helpful)::int, 0)
   where p.id = old.prompt_id;
  return null;
end
$$;
comment on function private.prompt_votes_cascade_count() is
  'AFTER DELETE on prompt_votes: a removed vote (rate_prompt with null, or the account deleted) is taken off the prompt''s counters.';
revoke execute on function private.prompt_votes_cascade_count() from public, anon, authenticated;

create trigger prompt_votes_cascade_count after delete on public.prompt_votes
  for each row execute function private.prompt_votes_cascade_count();

-- ---------------------------------------------------------------------------------------------
-- rate_prompt(p_prompt_id, p_helpful): true «مفيد», false «غير مفيد», null removes the vote.
-- Returns the prompt's counters and the caller's vote after the change.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.rate_prompt(p_prompt_id uuid, p_helpful boolean)
returns table (helpful_count integer, unhelpful_count integer, my_vote boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  item public.prompts;
  lk record;
  previous boolean;
  had boolean;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'سجّل الدخول لتقييم الأمر', hint = 'sign_in';
  end if;
  perform private.enforce_rate_limit('rate_prompt', 0, 120, 1);
  if p_prompt_id is null then
    raise exception using errcode = 'P0001', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  -- The row lock serialises every vote on this prompt: the previous vote read below is the one
  -- the counters reflect.
  select * into item from public.prompts p where p.id = p_prompt_id and p.is_published
    for no key update;
  if not found then
    raise exception using errcode = 'P0001', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  if not private.is_admin() then
    select * into lk from private.item_lock(private.entitlements(uid), 'prompt', item.category,
                                            item.platforms, item.trial_sample, null);
    if lk.locked then
      raise exception using errcode = 'P0001',
        message = 'يمكنك تقييم الأوامر التي تتيحها باقتك فقط. ' || private.lock_message(lk.reason, lk.unlock_plan),
        hint = lk.reason, detail = coalesce(lk.unlock_plan, '');
    end if;
  end if;

  select v.helpful into previous from public.prompt_votes v
   where v.prompt_id = item.id and v.user_id = uid;
  had := found;

  if p_helpful is null then
    -- The delete trigger takes the vote off the counters.
    delete from public.prompt_votes v where v.prompt_id = item.id and v.user_id = uid;
    return query select p.helpful_count, p.unhelpful_count, null::boolean
                   from public.prompts p where p.id = item.id;
    return;
  elsif had then
    update public.prompt_votes v set helpful = p_helpful, updated_at = now()
     where v.prompt_id = item.id and v.user_id = uid;
  else
    insert into public.prompt_votes (prompt_id, user_id, helpful) values (item.id, uid, p_helpful);
  end if;

  return query
    update public.prompts p
       set helpful_count = p.helpful_count - (had and previous)::int + p_helpful::int,
           unhelpful_count = p.unhelpful_count - (had and not previous)::int + (not p_helpful)::int
     where p.id = item.id
    returning p.helpful_count, p.unhelpful_count, p_helpful;
end
$$;
comment on function rpc_definer.rate_prompt(uuid, boolean) is
  'The caller''s «مفيد» (true) / «غير مفيد» (false) vote on a published prompt their plan opens; null removes it. One vote per user; counters moved under the prompt''s row lock. Returns the counters and the caller''s vote.';
revoke execute on function rpc_definer.rate_prompt(uuid, boolean) from public;
grant execute on function rpc_definer.rate_prompt(uuid, boolean) to authenticated, service_role;

create or replace function public.rate_prompt(p_prompt_id uuid, p_helpful boolean)
returns table (helpful_count integer, unhelpful_count integer, my_vote boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.rate_prompt(p_prompt_id, p_helpful);
end
$$;
comment on function public.rate_prompt(uuid, boolean) is
  'The caller''s «مفيد» (true) / «غير مفيد» (false) vote on a published prompt their plan opens; null removes it. One vote per user; counters moved under the prompt''s row lock. Returns the counters and the caller''s vote.';
revoke execute on function public.rate_prompt(uuid, boolean) from public, anon;
grant execute on function public.rate_prompt(uuid, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: sort 'rated' («الأعلى تقييماً»): «مفيد» minus «غير مفيد», then «مفيد», then
-- newest. Otherwise the function of 20261125210000, unchanged.
-- ---------------------------------------------------------------------------------------------
create or replace function private.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid, slug text, title_ar text, title_en text, description_ar text, description_en text,
  category text, platforms text[], trial_sample boolean, tags text[], variables jsonb,
  view_count integer, copy_count integer, created_at timestamptz, score real, locked boolean,
  lock_reason text, unlock_plan text, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
-- The planner prices the per-hit concept counts high enough to JIT-compile the query: 190 ms of
-- compilation for a 5 ms search.
set jit = off
as $$
declare
  -- Hits ranked for relevance (and the bound of total_count): one concept; several concepts,
  -- per pass; and below how many prompts matching every concept the partial matches join.
  -- (500 and 300 until 20261125140000: ranking cost grows with them, and past a few hundred
  -- hits the extra ones were only ever seen on page 11 and later.)
  cap constant integer := 200;
  multi_cap constant integer := 150;
  few constant integer := 100;
  concepts tsquery[];
  anyq tsquery;
  allq tsquery;
  q tsquery;
  -- The caller's entitlements, read once (private.my_entitlements is a SQL function with SET,
  -- planned again at every call).
  ent jsonb := private.entitlements((select auth.uid()));
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
  hit_ids uuid[];
begin
  if sort not in ('relevance', 'newest', 'popular', 'rated', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;
  concepts := private.search_concepts(p_query);

  if cardinality(concepts) = 0 then
    -- No words (or only request words): browse, filtered, in the requested order.
    select count(*) into total
      from public.prompts p
     where p.is_published
       and (p_category is null or p.category = p_category)
       and (p_platform is null or p.platforms @> array[p_platform]);
    return query
      with rows as materialized (
        select * from public.prompts p
         where p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         order by
           case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
           case when sort = 'rated' then p.helpful_count - p.unhelpful_count end desc nulls last,
           case when sort = 'rated' then p.helpful_count end desc nulls last,
           case when sort = 'title' then p.title_ar end asc,
           p.created_at desc, p.id
         limit lim offset off
      ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
             p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
             p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
        from rows p
        join locks lk on lk.category = p.category and lk.platforms = p.platforms
                      and lk.trial_sample = p.trial_sample
       order by
         case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
         case when sort = 'rated' then p.helpful_count - p.unhelpful_count end desc nulls last,
         case when sort = 'rated' then p.helpful_count end desc nulls last,
         case when sort = 'title' then p.title_ar end asc,
         p.created_at desc, p.id;
    return;
  end if;

  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
    allq := case when allq is null then q else allq && q end;
  end loop;

  if sort = 'relevance' and cardinality(concepts) = 1 then
    -- One concept: every hit matches it; the category named, the weighted rank and popularity
    -- order them.
    hit_ids := private.search_hits(anyq, p_category, p_platform, cap);
    return query
      with cats as materialized (
        select c.id, count(*)::integer as m
          from private.search_category_docs c
          cross join unnest(concepts) cq
         where c.doc @@ cq
         group by c.id
      ), hits as materialized (
        select p.id, p.created_at, p.category as cat, (p.view_count + p.copy_count) as pop,
               ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
          from unnest(hit_ids) h(id)
          join public.prompts p on p.id = h.id
      ), page as (
        select h.id, h.created_at, h.r, h.pop, coalesce(ct.m, 0) as cm
          from hits h
          left join cats ct on ct.id = h.cat
         order by coalesce(ct.m, 0) desc, h.r desc, h.pop desc, h.created_at desc, h.id
         limit lim offset off
      ), rows as materialized (
        select p.*, pg.cm, pg.r, pg.pop
          from page pg
          join public.prompts p on p.id = pg.id
      ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, (1 + p.cm * 0.5 + p.r)::real, lk.locked, lk.reason,
             lk.unlock_plan, (select count(*) from hits)
        from rows p
        join locks lk on lk.category = p.category and lk.platforms = p.platforms
                      and lk.trial_sample = p.trial_sample
       order by p.cm desc, p.r desc, p.pop desc, p.created_at desc, p.id;
    return;
  end if;

  if sort = 'relevance' then
    -- (The hits here stay in the cached plan: planning them per call, as for one concept, measured
    -- no gain for several.)
    return query
      with cats as materialized (
        -- How many concepts each category's name (Arabic or English) matches.
        select c.id, count(*)::integer as m
          from private.search_category_docs c
          cross join unnest(concepts) cq
         where c.doc @@ cq
         group by c.id
      ), all_hits as materialized (
        select p.id
          from public.prompts p
         where p.search_doc @@ allq
           and p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])
         limit multi_cap
      ), hits as materialized (
        -- Prompts matching every concept, then, when they are few, prompts matching any.
        select a.id from all_hits a
        union
        (select p.id
           from public.prompts p
          where (select count(*) from all_hits) < few
            and p.search_doc @@ anyq
            and p.is_published
            and (p_category is null or p.category = p_category)
            and (p_platform is null or p.platforms @> array[p_platform])
          limit multi_cap)
      ), matched as materialized (
        -- Which concepts each hit matches.
        select p.id, p.created_at, p.category as cat, (p.view_count + p.copy_count) as pop,
               array(select g from generate_subscripts(concepts, 1) g where p.search_doc @@ concepts[g]) as ms,
               ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], p.search_doc, anyq) as r
          from hits h
          join public.prompts p on p.id = h.id
      ), df as (
        -- A concept few hits match says more about what the user wants than one most match.
        select x.g, 1 + ln((select count(*) from matched)::real / count(*)) as w
          from matched mt2, unnest(mt2.ms) as x(g)
         group by x.g
      ), scored as materialized (
        select mt.id, mt.created_at, mt.pop, mt.r,
               coalesce((select sum(df.w) from unnest(mt.ms) as y(g) join df on df.g = y.g), 0)::real as cov,
               coalesce(ct.m, 0) as cm
          from matched mt
          left join cats ct on ct.id = mt.cat
      ), page as (
        select s.id, (s.cov + s.cm * 0.5 + s.r)::real as s, s.cov, s.cm, s.r, s.pop
          from scored s
         order by s.cov desc, s.cm desc, s.r desc, s.pop desc, s.created_at desc, s.id
         limit lim offset off
      ), rows as materialized (
        select p.*, pg.s, pg.cov, pg.cm, pg.r, pg.pop
          from page pg
          join public.prompts p on p.id = pg.id
      ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
      )
      select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
             p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
             p.copy_count, p.created_at, p.s, lk.locked, lk.reason, lk.unlock_plan,
             (select count(*) from hits)
        from rows p
        join locks lk on lk.category = p.category and lk.platforms = p.platforms
                      and lk.trial_sample = p.trial_sample
       order by p.cov desc, p.cm desc, p.r desc, p.pop desc, p.created_at desc, p.id;
    return;
  end if;

  -- Newest, popular, title: the order holds over all hits; only the page's rows are ranked.
  select count(*) into total
    from (select 1
            from public.prompts p
           where p.search_doc @@ anyq
             and p.is_published
             and (p_category is null or p.category = p_category)
             and (p_platform is null or p.platforms @> array[p_platform])
           limit cap) c;
  return query
    with rows as materialized (
      select p.*
        from public.prompts p
       where p.search_doc @@ anyq
         and p.is_published
         and (p_category is null or p.category = p_category)
         and (p_platform is null or p.platforms @> array[p_platform])
       order by
         case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
         case when sort = 'rated' then p.helpful_count - p.unhelpful_count end desc nulls last,
         case when sort = 'rated' then p.helpful_count end desc nulls last,
         case when sort = 'title' then p.title_ar end asc,
         p.created_at desc, p.id
       limit lim offset off
    ), locks as materialized (
        -- One entitlement check per distinct (category, platforms, trial sample) of the page,
        -- not one per row.
        select k.category, k.platforms, k.trial_sample, l.locked, l.reason, l.unlock_plan
          from (select distinct x.category, x.platforms, x.trial_sample from rows x) k
          cross join lateral private.item_lock(ent, 'prompt', k.category, k.platforms, k.trial_sample, null) l
    )
    select pg.id, pg.slug, pg.title_ar, pg.title_en, pg.description_ar, pg.description_en,
           pg.category, pg.platforms, pg.trial_sample, pg.tags, pg.variables, pg.view_count,
           pg.copy_count, pg.created_at, ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], pg.search_doc, anyq),
           lk.locked, lk.reason, lk.unlock_plan, total
      from rows pg
      join locks lk on lk.category = pg.category and lk.platforms = pg.platforms
                      and lk.trial_sample = pg.trial_sample
     order by
       case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
       case when sort = 'rated' then pg.helpful_count - pg.unhelpful_count end desc nulls last,
       case when sort = 'rated' then pg.helpful_count end desc nulls last,
       case when sort = 'title' then pg.title_ar end asc,
       pg.created_at desc, pg.id;
end
$$;
comment on function private.search_prompts(text, text, text, text, integer, integer) is
  'The catalogue search (unmetered; reached through public.search_prompts, which counts the call): stemmed Arabic/English concepts with synonyms and typo widening over title, tags, category, platform and description; sorts: relevance, newest, popular (views + copies), rated («مفيد» minus «غير مفيد»), title; ranks by concepts matched, category named, weighted rank, popularity. Relevance ranks at most 200 hits (one concept) or 150 + 150 (several). Locks from the entitlement rule, computed once per distinct (category, platforms, trial sample) of the page. Never returns bodies.';
