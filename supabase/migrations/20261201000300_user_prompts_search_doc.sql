-- Own prompts keep their search document (fix for 20261201000100_search_engine.sql): that migration
-- gave private.prompt_search_doc a ninth argument (the prompt's «how people ask» phrases) and dropped
-- the eight-argument form, which the own-prompts trigger (20261125230100) still called, so saving
-- or forking an own prompt failed with 42883. Own prompts have no ask phrases: null.
create or replace function private.user_prompts_search_doc()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_doc := private.prompt_search_doc(new.title, null, new.description, null, new.tags,
                                              new.category, new.platforms, new.variables, null)
                    || setweight(private.search_tsv(left(new.body, 20000)), 'D');
  return new;
end
$$;
revoke execute on function private.user_prompts_search_doc() from public, anon, authenticated;
