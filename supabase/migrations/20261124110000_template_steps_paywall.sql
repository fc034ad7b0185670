-- Automation templates' steps behind the paywall (issue 20's first finding): anyone could read
-- every template's full steps from automation_templates. The full steps (with each step's
-- description) move to automation_template_details, readable where the entitlement rule opens
-- templates; automation_templates.steps keeps only the outline (each step's title and tool),
-- derived from the details by a trigger so the two never disagree.

create table public.automation_template_details (
  template_id uuid primary key references public.automation_templates (id) on delete cascade,
  -- [{ "title": ..., "description": ..., "tool": ... }, ...]
  steps jsonb not null default '[]'::jsonb check (jsonb_typeof(steps) = 'array'),
  updated_at timestamptz not null default now()
);
comment on table public.automation_template_details is
  'A template''s full steps, readable where the caller''s plan opens templates (limits.automation_templates), and by admins. automation_templates.steps is its outline.';

insert into public.automation_template_details (template_id, steps)
select t.id, t.steps from public.automation_templates t;

create or replace function private.template_outline(_steps jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('title', s ->> 'title', 'tool', s ->> 'tool') order by n), '[]'::jsonb)
    from jsonb_array_elements(coalesce(_steps, '[]'::jsonb)) with ordinality as e(s, n)
$$;
revoke execute on function private.template_outline(jsonb) from public, anon, authenticated;

update public.automation_templates t set steps = private.template_outline(t.steps);
comment on column public.automation_templates.steps is
  'The outline: each step''s title and tool (kept from automation_template_details by a trigger). Descriptions are paid.';

create or replace function private.sync_template_outline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.automation_templates t
     set steps = private.template_outline(new.steps)
   where t.id = new.template_id
     and t.steps is distinct from private.template_outline(new.steps);
  return null;
end
$$;
revoke execute on function private.sync_template_outline() from public, anon, authenticated;
create trigger automation_template_details_outline after insert or update of steps on public.automation_template_details
  for each row execute function private.sync_template_outline();

alter table public.automation_template_details enable row level security;
revoke all on table public.automation_template_details from anon, authenticated;
grant select, insert, update, delete on table public.automation_template_details to authenticated;
grant all on table public.automation_template_details to service_role;
create policy "automation_template_details: admins insert" on public.automation_template_details
  for insert to authenticated with check ((select private.is_admin()));
create policy "automation_template_details: admins update" on public.automation_template_details
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "automation_template_details: admins delete" on public.automation_template_details
  for delete to authenticated using ((select private.is_admin()));
create policy "automation_template_details: readable where the plan opens templates" on public.automation_template_details
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.automation_templates m
       where m.id = automation_template_details.template_id
         and m.is_published
         and private.plan_opens((select private.my_entitlements()) -> 'limits', null, 'template', null, null, null, null)
    )
  );
create trigger automation_template_details_touch_updated_at before update on public.automation_template_details
  for each row execute function private.touch_updated_at();
create trigger automation_template_details_audit after insert or update or delete on public.automation_template_details
  for each row execute function private.audit_admin_write('template_id');
