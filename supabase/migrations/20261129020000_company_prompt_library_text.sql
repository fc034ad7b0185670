-- A library body pasted into a company prompt is a fork all the same (issue 43, left open by its
-- first round).
--
-- Before: forks (fork_prompt_to_company) and submitted own prompts carried their origin
-- (company_prompts.forked_from), and a member reads a fork's text only while their plan (own or a
-- company's) opens the origin (private.company_prompt_origin_open). But an editor whose plan opens
-- a paid prompt could paste its body into «أمر جديد» in the company library; once approved, every
-- member read the paid text, whatever their plan.
--
-- Now every version written (create, edit, restore, submitted own prompt) is read by the same
-- fingerprints as own prompts (private.library_origin_of, migration 20261128130100): a body that
-- contains at least half of a library body links the company prompt to that library prompt, as
-- the fork would have, so the members' rule applies unchanged. The link is kept once set (a fork
-- stays a fork), and the upstream notice works for it like for any fork.

create or replace function private.company_prompt_version_origin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  origin uuid;
begin
  if tg_op = 'UPDATE' and new.body is not distinct from old.body then
    return null;
  end if;
  if exists (select 1 from public.company_prompts p
              where p.id = new.company_prompt_id and p.forked_from is not null) then
    return null;
  end if;
  origin := private.library_origin_of(new.body);
  if origin is not null then
    update public.company_prompts p
       set forked_from = origin,
           upstream_body_md5 = (select md5(b.body_ar) from public.prompt_bodies b where b.prompt_id = origin),
           upstream_updated_at = (select x.updated_at from public.prompts x where x.id = origin)
     where p.id = new.company_prompt_id and p.forked_from is null;
    perform private.company_audit('company_prompt_library_text', new.company_id, null,
      jsonb_build_object('company_prompt_id', new.company_prompt_id, 'origin', origin));
  end if;
  return null;
end
$$;
comment on function private.company_prompt_version_origin() is
  'After a company prompt version is written: a body containing at least half of a library body links the company prompt to that library prompt (forked_from), so members read it only while their plan opens the origin.';
revoke execute on function private.company_prompt_version_origin() from public, anon, authenticated;

create trigger company_prompt_versions_library_origin
  after insert or update of body on public.company_prompt_versions
  for each row execute function private.company_prompt_version_origin();

-- Company prompts written before this migration.
update public.company_prompts p
   set forked_from = o.origin,
       upstream_body_md5 = (select md5(b.body_ar) from public.prompt_bodies b where b.prompt_id = o.origin),
       upstream_updated_at = (select x.updated_at from public.prompts x where x.id = o.origin)
  from (select x.company_prompt_id, (array_agg(x.origin order by x.version desc)
                                       filter (where x.origin is not null))[1] as origin
          from (select v.company_prompt_id, v.version, private.library_origin_of(v.body) as origin
                  from public.company_prompt_versions v) x
         group by x.company_prompt_id) o
 where o.company_prompt_id = p.id and p.forked_from is null and o.origin is not null;
