-- Issue 22: typed prompt variables (docs/prompt-variables.md).
--
--   {{ NAME [MARKS] [: SPEC] [| DEFAULT] }}   MARKS: * required, # number, @ date, + or ¶ multi-line
--
-- The key of a placeholder is its NAME without the marks and without the part after ':' (the
-- options of a select or the range of a number), exactly as src/lib/prompt-template.ts reads it,
-- so the fields the server lists agree with the form. For the original {{key}} / {{key|default}}
-- (no ':' or trailing mark in the name: every seeded prompt) the output is unchanged, including the
-- default chosen for a repeated key. A placeholder whose name is empty once its marks are removed
-- (e.g. {{*}}) is not a variable: the form shows it as text with an error.
create or replace function private.extract_prompt_variables(_body text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('key', v.key, 'default', v.dflt) order by v.first_pos), '[]'::jsonb)
    from (
      select k.key, min(nullif(btrim(k.dflt), '')) as dflt, min(k.n) as first_pos
        from (
          select regexp_replace(split_part(r.m[1], ':', 1), '^[[:space:]]+|[[:space:]*#@+¶]+$', '', 'g') as key,
                 r.m[2] as dflt, r.n
            from regexp_matches(coalesce(_body, ''), '\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}', 'g')
                 with ordinality as r(m, n)
        ) k
       where k.key <> ''
       group by k.key
    ) v
$$;
comment on function private.extract_prompt_variables(text) is
  'The placeholders of a prompt body as [{key, default}], in order of first use: {{key}}, {{key|default}} and the typed forms of docs/prompt-variables.md (key = the name without its marks * # @ + ¶ and without the options/range after ":").';
revoke execute on function private.extract_prompt_variables(text) from public, anon, authenticated;
grant execute on function private.extract_prompt_variables(text) to authenticated, service_role;

-- Bodies written before this migration with ':' or a trailing mark in a name get their keys re-read.
update public.prompts p
   set variables = private.extract_prompt_variables(b.body_ar)
  from public.prompt_bodies b
 where b.prompt_id = p.id
   and p.variables is distinct from private.extract_prompt_variables(b.body_ar);

update public.user_prompts u
   set variables = private.extract_prompt_variables(u.body)
 where u.variables is distinct from private.extract_prompt_variables(u.body);

-- Built-in values (issue 22): {{مسماي_الوظيفي}} and {{مدينتي}} are filled from the profile, which
-- had no such columns. The owner edits them on the profile settings page; the existing policies
-- ("profiles: owner updates own row", "owner or admin reads") cover them.
alter table public.profiles
  add column job_title text check (job_title is null or char_length(job_title) <= 100),
  add column city text check (city is null or char_length(city) <= 100);
comment on column public.profiles.job_title is 'The user''s own job title (built-in prompt value {{مسماي_الوظيفي}}).';
comment on column public.profiles.city is 'The user''s city (built-in prompt value {{مدينتي}}).';
grant insert (job_title, city), update (job_title, city) on table public.profiles to authenticated;
