-- Issue 32: marking a first-run checklist step is one statement on the server.
--
-- The checklist's progress is the `saved_preferences` row `onboarding.checklist` (a JSON object
-- of mark -> first time). The browser used to read it, add a mark and write it back, so two tabs
-- marking at once could each overwrite the other's mark. `mark_onboarding_steps` merges the marks
-- into the stored object in one INSERT ... ON CONFLICT DO UPDATE: the row lock orders concurrent
-- calls and each merges into the row as the previous one left it. A mark already set keeps its
-- first time (the stored object wins on `||`).
--
-- SECURITY INVOKER: it writes the caller's own row under the table's RLS and column grants, like
-- the upsert it replaces.

create or replace function public.mark_onboarding_steps(p_steps text[])
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  marks jsonb;
  merged jsonb;
begin
  if uid is null then
    raise exception using errcode = 'P0001', message = 'يرجى تسجيل الدخول أولاً', hint = 'sign_in';
  end if;
  if p_steps is null or cardinality(p_steps) = 0 or cardinality(p_steps) > 4
     or exists (select 1 from unnest(p_steps) as s(step)
                 where s.step is null
                    or s.step not in ('company_confirmed', 'prompt_opened', 'prompt_used', 'dismissed')) then
    raise exception using errcode = 'P0001', message = 'خطوة غير معروفة في قائمة البداية',
      hint = 'invalid_step';
  end if;

  select jsonb_object_agg(s.step, to_jsonb(now()))
    into marks
    from (select distinct u.step from unnest(p_steps) as u(step)) as s;

  insert into public.saved_preferences as sp (user_id, preference_key, preference_value)
  values (uid, 'onboarding.checklist', marks)
  on conflict (user_id, preference_key) do update
    set preference_value = excluded.preference_value
          || case when pg_catalog.jsonb_typeof(sp.preference_value) = 'object'
                  then sp.preference_value else '{}'::jsonb end
  returning sp.preference_value into merged;
  return merged;
end
$$;
comment on function public.mark_onboarding_steps(text[]) is
  'Marks first-run checklist steps of the caller (company_confirmed, prompt_opened, prompt_used, dismissed) in saved_preferences onboarding.checklist in one statement; a mark keeps its first time. Returns the stored progress.';
revoke execute on function public.mark_onboarding_steps(text[]) from public, anon;
grant execute on function public.mark_onboarding_steps(text[]) to authenticated;
