-- Company accounts (issue 43): platform admins at aal2 read company rows like every other table
-- (support, the catalog-driven admin checks of tests/integration/abuse/admin-reach.test.ts and
-- admin/admin-mfa.test.ts). They still write only through the company functions (none of which
-- lets a platform admin act inside a company) and admin_set_company_plan. company_invitations
-- keeps no API grant at all (tokens), like email_verification_tokens.
do $migration$
declare
  t text;
begin
  foreach t in array array['companies', 'company_members', 'company_subscriptions', 'company_prompts',
                           'company_prompt_versions', 'company_collections', 'company_collection_items',
                           'company_values', 'company_prompt_usage']
  loop
    execute format('create policy %I on public.%I for select to authenticated using ((select private.is_admin()))',
                   t || ': admins read', t);
  end loop;
end
$migration$;

-- One-column keys on the two company tables keyed by a pair, as every other table has (row
-- addressing in the admin tools and checks); the pair stays the primary key.
alter table public.company_collection_items add column id uuid not null default gen_random_uuid() unique;
alter table public.company_values add column id uuid not null default gen_random_uuid() unique;
