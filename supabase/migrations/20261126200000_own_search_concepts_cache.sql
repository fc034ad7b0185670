-- Own prompts in search reuse the analysis of the query (issue 21's bench: a signed-in library
-- search plus the own-prompt search must cost at most 1.2x the library search alone; it measured
-- 1.33x, docs/performance.md "Own prompts in search").
--
-- search_user_prompts ran private.search_concepts (normalisation, stems, filler words, synonyms,
-- unknown words widened over the vocabulary) at every call, although the library search keeps
-- its ranking per query since 20261126150000. The concepts of a query depend only on its
-- normalised text and on what private.search_cache_state.version already versions (synonyms,
-- the vocabulary, categories, platforms), so they are kept the same way: an unlogged table of
-- 4,096 slots, read only under the current version, written outside read-only transactions.
-- Nothing about the caller is kept.

create unlogged table private.search_concepts_cache (
  slot integer primary key check (slot between 0 and 4095),
  version bigint not null,
  query text not null,
  concepts tsquery[] not null
);
revoke all on table private.search_concepts_cache from public, anon, authenticated;
comment on table private.search_concepts_cache is
  'private.search_concepts of a normalised query (no caller); valid while version = private.search_cache_state.version. A cache: unlogged, 4,096 slots.';

create or replace function private.search_concepts_kept(p_query text)
returns tsquery[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ck text := left(private.normalize_arabic(coalesce(p_query, '')), 200);
  ver bigint;
  cslot integer;
  kept tsquery[];
begin
  select s.version into ver from private.search_cache_state s where s.id;
  cslot := private.search_cache_slot('concepts|' || ck);
  select c.concepts into kept
    from private.search_concepts_cache c
   where c.slot = cslot and c.version = ver and c.query = ck;
  if kept is not null then
    return kept;
  end if;
  kept := private.search_concepts(left(coalesce(p_query, ''), 200));
  if ver is not null and not current_setting('transaction_read_only')::boolean then
    insert into private.search_concepts_cache as c (slot, version, query, concepts)
    values (cslot, ver, ck, kept)
    on conflict (slot) do update
      set version = excluded.version, query = excluded.query, concepts = excluded.concepts
      where c.version <= excluded.version;
  end if;
  return kept;
end
$$;
comment on function private.search_concepts_kept(text) is
  'private.search_concepts of the query''s first 200 characters, kept per normalised query under private.search_cache_state.version (a stale entry is never read).';
revoke execute on function private.search_concepts_kept(text) from public, anon, authenticated;

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
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  concepts tsquery[];
  anyq tsquery;
  q tsquery;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول للبحث في أوامرك',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('search_user_prompts', 1, 300, 1);
  concepts := private.search_concepts_kept(p_query);
  foreach q in array concepts loop
    anyq := case when anyq is null then q else anyq || q end;
  end loop;
  return query
    select u.id, u.title, u.description, u.category, u.platforms, u.tags, u.forked_from,
           u.updated_at,
           case when anyq is null then 0::real
                else ((select count(*) from unnest(concepts) c where u.search_doc @@ c)
                      + ts_rank('{0.1, 0.3, 0.6, 1.0}'::real[], u.search_doc, anyq))::real end
      from public.user_prompts u
     where u.user_id = caller
       and u.deleted_at is null
       and (anyq is null or u.search_doc @@ anyq)
       and (u.forked_from is null or private.user_prompt_origin_open(u.forked_from))
     order by 9 desc, u.updated_at desc, u.id
     limit lim;
end
$$;
comment on function rpc_definer.search_user_prompts(text, integer) is
  'The caller''s own prompts matching a query with the library''s Arabic-aware search (normalised letters, stems, synonyms, typos), best first; at most 50. 300 a minute per user. The query''s concepts are kept per normalised query (private.search_concepts_kept).';
revoke execute on function rpc_definer.search_user_prompts(text, integer) from public;
grant execute on function rpc_definer.search_user_prompts(text, integer) to authenticated, service_role;
