-- Own prompts in search (issue 21 part A): «أوامري» as a search scope and mixed into the library's
-- results. The same Arabic-aware pipeline as the library (private.search_concepts: normalised
-- letters, stems, filler words dropped, synonyms, unknown words widened to the nearest known ones),
-- over a search document kept on each own prompt. A separate function: public.search_prompts is
-- untouched, so the library search costs the same; the app calls both and mixes.

alter table public.user_prompts add column search_doc tsvector;
comment on column public.user_prompts.search_doc is
  'Stemmed search document: the library''s weights (title A, tags + category + platforms B, description + variables C) plus the body (D). Kept by private.user_prompts_search_doc.';

create or replace function private.user_prompts_search_doc()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_doc := private.prompt_search_doc(new.title, null, new.description, null, new.tags,
                                              new.category, new.platforms, new.variables)
                    || setweight(private.search_tsv(left(new.body, 20000)), 'D');
  return new;
end
$$;
revoke execute on function private.user_prompts_search_doc() from public, anon, authenticated;

create trigger user_prompts_search_doc
  before insert or update of title, description, body, category, platforms, tags, variables
  on public.user_prompts
  for each row execute function private.user_prompts_search_doc();

update public.user_prompts set title = title;

-- The caller's own live prompts matching the query (any concept; ranked by how many concepts they
-- match, then the weighted rank, then the newest), readable under the read rule (a fork only while
-- the plan opens its origin). An empty query lists the newest. At most 50.
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
  concepts := private.search_concepts(left(coalesce(p_query, ''), 200));
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
  'The caller''s own prompts matching a query with the library''s Arabic-aware search (normalised letters, stems, synonyms, typos), best first; at most 50. 300 a minute per user.';
revoke execute on function rpc_definer.search_user_prompts(text, integer) from public;
grant execute on function rpc_definer.search_user_prompts(text, integer) to authenticated, service_role;

create or replace function public.search_user_prompts(p_query text, p_limit integer default 20)
returns table (id uuid, title text, description text, category text, platforms text[],
               tags text[], forked_from uuid, updated_at timestamptz, score real)
language plpgsql
-- volatile: the rate limit counts the call (a stable function runs read-only under PostgREST).
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.search_user_prompts(p_query, p_limit);
end
$$;
comment on function public.search_user_prompts(text, integer) is
  'The caller''s own prompts matching a query with the library''s Arabic-aware search (normalised letters, stems, synonyms, typos), best first; at most 50. 300 a minute per user.';
revoke execute on function public.search_user_prompts(text, integer) from public, anon;
grant execute on function public.search_user_prompts(text, integer) to authenticated, service_role;
