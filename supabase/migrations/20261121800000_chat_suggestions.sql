-- Smart suggestions of the chat assistant (spec 1 §2.13, §6): catalogue items that share words
-- with the user's question, across prompts, GPT assistants, AI tools and automation templates.
-- The `chat` edge function calls it with the caller's JWT, decides availability by tier and logs
-- what it shows in bot_suggestions_log.
--
-- SECURITY DEFINER for the same reason as search_prompts: under RLS Postgres will not use the
-- GIN index for @@ (not leakproof), so every question would scan all prompts. It returns only
-- what the catalogue policies already show every signed-in user (published metadata: type, id,
-- title, description, required plan) and never touches prompt bodies or assistant links.

create or replace function public.chat_suggest_products(p_words text[], p_limit integer default 3)
returns table (
  product_type text,
  product_id text,
  title text,
  description text,
  required_plan text,
  locked boolean,
  score integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  user_rank integer;
  lim integer := least(greatest(coalesce(p_limit, 3), 1), 12);
  words text[];
  patterns text[];
  tsq tsquery;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  -- At most 8 words of 2..40 letters, folded like the catalogue's search columns.
  select array_agg(w) into words
    from (select distinct w
            from (select left(private.normalize_arabic(x), 40) as w
                    from unnest(coalesce(p_words, '{}'::text[])) x) f
           where length(w) >= 2 and w !~ '[^[:alnum:]\u0621-\u064A]'
           limit 8) t;
  if words is null then
    return;
  end if;
  user_rank := private.current_plan_rank(uid);
  patterns := array(select '%' || w || '%' from unnest(words) w);
  -- Each word as a prefix, with or without the article: "تسويق" finds "التسويقية".
  select to_tsquery('simple'::regconfig,
           string_agg(quote_literal(w) || ':* | ' || quote_literal('ال' || w) || ':*', ' | '))
    into tsq
    from unnest(words) w;

  return query
  with candidates as (
    select 'prompt'::text as t, p.id::text as pid, p.title_ar as ttl, p.description_ar as descr,
           p.required_plan as rp, private.normalize_arabic(p.title_ar || ' ' || coalesce(p.title_en, '')) as folded_title,
           p.search_text as folded_all
      from public.prompts p
     where p.search_tsv @@ tsq and p.is_published
     order by ts_rank_cd(p.search_tsv, tsq) desc, p.id
     limit 100
  ), others as (
    select 'assistant'::text as t, a.id::text as pid, a.name as ttl, a.description as descr,
           a.required_plan as rp, private.normalize_arabic(a.name || ' ' || coalesce(a.name_en, '')) as folded_title,
           private.normalize_arabic(a.name || ' ' || coalesce(a.name_en, '') || ' ' || a.description
             || ' ' || coalesce(a.description_en, '')) as folded_all
      from public.gpt_assistants a
     where a.is_published
    union all
    select 'tool'::text, tl.id::text, tl.name, tl.description, null::text,
           private.normalize_arabic(tl.name || ' ' || tl.name_en),
           private.normalize_arabic(tl.name || ' ' || tl.name_en || ' ' || tl.category || ' '
             || tl.description || ' ' || tl.description_en)
      from public.ai_tools tl
     where tl.is_published
    union all
    select 'template'::text, m.id::text, m.title, m.description, m.required_plan,
           private.normalize_arabic(m.title || ' ' || coalesce(m.title_en, '')),
           private.normalize_arabic(m.title || ' ' || coalesce(m.title_en, '') || ' ' || m.description
             || ' ' || coalesce(m.description_en, ''))
      from public.automation_templates m
     where m.is_published
  ), scored as (
    select c.*,
           (select count(*) from unnest(patterns) pt where c.folded_title like pt)::integer * 3
             + (select count(*) from unnest(patterns) pt where c.folded_all like pt)::integer as s
      from (select * from candidates union all select * from others) c
  )
  select s.t, s.pid, s.ttl, s.descr, s.rp,
         case when s.rp is null then false else coalesce(pl.rank > user_rank, true) end,
         s.s
    from scored s
    left join public.plans pl on pl.slug = s.rp
   where s.s > 0
   order by s.s desc,
            case s.t when 'prompt' then 0 when 'assistant' then 1 when 'tool' then 2 else 3 end,
            s.ttl, s.pid
   limit lim;
end
$$;
comment on function public.chat_suggest_products(text[], integer) is
  'Chat smart suggestions: published catalogue items (prompt, assistant, tool, template) sharing words with the question, best first, with locked = the caller''s plan does not reach the item. Signed-in callers only; never returns bodies or links.';
revoke execute on function public.chat_suggest_products(text[], integer) from public, anon, authenticated;
grant execute on function public.chat_suggest_products(text[], integer) to authenticated, service_role;
