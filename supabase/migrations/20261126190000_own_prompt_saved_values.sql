-- Saved variable values for own prompts (issue 21): a row of user_prompt_variables belongs either
-- to a library prompt (prompt_id) or to one of the caller's own prompts (user_prompt_id), never
-- both. Uniqueness stays per (user, prompt, key) for each kind; purging an own prompt removes its
-- values (on delete cascade). Realtime is unchanged (the table is already published in full).

alter table public.user_prompt_variables
  alter column prompt_id drop not null,
  add column user_prompt_id uuid references public.user_prompts (id) on delete cascade,
  add constraint user_prompt_variables_one_prompt check (num_nonnulls(prompt_id, user_prompt_id) = 1),
  add constraint user_prompt_variables_user_id_user_prompt_id_variable_key_key
    unique (user_id, user_prompt_id, variable_key);

create index user_prompt_variables_user_prompt_idx on public.user_prompt_variables (user_prompt_id);

comment on column public.user_prompt_variables.user_prompt_id is
  'The caller''s own prompt these values were typed into (null for a library prompt''s values).';

grant insert (user_prompt_id) on table public.user_prompt_variables to authenticated;
grant update (user_prompt_id) on table public.user_prompt_variables to authenticated;

-- A library row only for a prompt the caller can see; an own row only for the caller's own
-- prompt (the subqueries run under the caller's RLS, and the own prompt's owner is checked too).
drop policy "user_prompt_variables: insert own" on public.user_prompt_variables;
create policy "user_prompt_variables: insert own" on public.user_prompt_variables
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (
      (
        prompt_id is not null
        and exists (select 1 from public.prompts p where p.id = user_prompt_variables.prompt_id)
      )
      or (
        user_prompt_id is not null
        and exists (
          select 1 from public.user_prompts up
          where up.id = user_prompt_variables.user_prompt_id and up.user_id = (select auth.uid())
        )
      )
    )
  );

-- An update (an upsert's conflict branch) may not move a row onto someone else's own prompt.
drop policy "user_prompt_variables: update own" on public.user_prompt_variables;
create policy "user_prompt_variables: update own" on public.user_prompt_variables
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (
      user_prompt_id is null
      or exists (
        select 1 from public.user_prompts up
        where up.id = user_prompt_variables.user_prompt_id and up.user_id = (select auth.uid())
      )
    )
  );
