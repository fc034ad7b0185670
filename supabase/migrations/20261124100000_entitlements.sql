-- Entitlements (issue 27): what each plan opens is read from plans.limits by one rule, and a
-- prompt's body is obtained only through open_prompt, which meters the daily quota.
--
--   prompts_access  limited        -> prompts marked trial_sample
--                   single_section -> ChatGPT prompts of the one category the subscriber chose
--                   all_chatgpt    -> every prompt whose platforms include chatgpt
--                   all            -> every prompt
--   gpt_assistants  0 -> none, otherwise every assistant
--   automation_templates  true/false
--   ai_tools_directory    false -> names only, 'basic' -> tools marked basic, 'full' -> all
--   prompts_per_day       distinct prompts opened per Asia/Riyadh day; -1 unlimited
--
-- The rank comparison (private.can_access_plan, items' required_plan) goes away.

-- ---------------------------------------------------------------------------------------------
-- Plan limits: templates become a limit like the others.
-- ---------------------------------------------------------------------------------------------
update public.plans
   set limits = limits || jsonb_build_object('automation_templates', slug in ('premium', 'lifetime'))
 where not limits ? 'automation_templates';

-- ---------------------------------------------------------------------------------------------
-- Items carry what the rule needs instead of a required plan.
-- ---------------------------------------------------------------------------------------------
-- The old policies compare ranks on these columns; their replacements follow the rule below.
drop policy "prompt_bodies: readable where the plan allows" on public.prompt_bodies;
drop policy "gpt_assistant_details: readable where the plan allows" on public.gpt_assistant_details;

alter table public.prompts add column trial_sample boolean not null default false;
update public.prompts set trial_sample = (required_plan = 'trial');
alter table public.prompts drop column required_plan;
comment on column public.prompts.trial_sample is
  'Part of the trial sample: opened by plans whose limits.prompts_access is ''limited''.';
create index prompts_trial_sample_idx on public.prompts (id) where trial_sample;
grant insert (trial_sample), update (trial_sample) on table public.prompts to authenticated;

alter table public.gpt_assistants drop column required_plan;
alter table public.automation_templates drop column required_plan;

alter table public.ai_tools
  add column directory_level text not null default 'full' check (directory_level in ('basic', 'full'));
comment on column public.ai_tools.directory_level is
  'basic: in the basic directory (plans with ai_tools_directory basic or full); full: only in the full directory.';
grant insert (directory_level), update (directory_level) on table public.ai_tools to authenticated;

create table public.ai_tool_details (
  tool_id uuid primary key references public.ai_tools (id) on delete cascade,
  url text not null check (url ~ '^https://'),
  -- The Arabic guide: what the tool is for, how well it handles Arabic, what it costs, tips.
  guide text check (guide is null or length(guide) <= 4000),
  arabic_support text check (arabic_support is null or arabic_support in ('full', 'partial', 'none')),
  pricing_notes text check (pricing_notes is null or length(pricing_notes) <= 1000),
  tips text check (tips is null or length(tips) <= 4000),
  updated_at timestamptz not null default now()
);
comment on table public.ai_tool_details is
  'A tool''s link and Arabic guide, readable only where the caller''s plan opens the tool''s directory level, and by admins.';
insert into public.ai_tool_details (tool_id, url) select t.id, t.url from public.ai_tools t;
alter table public.ai_tools drop column url;

alter table public.ai_tool_details enable row level security;
revoke all on table public.ai_tool_details from anon, authenticated;
grant select, insert, update, delete on table public.ai_tool_details to authenticated;
grant all on table public.ai_tool_details to service_role;
create policy "ai_tool_details: admins insert" on public.ai_tool_details for insert to authenticated
  with check ((select private.is_admin()));
create policy "ai_tool_details: admins update" on public.ai_tool_details for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "ai_tool_details: admins delete" on public.ai_tool_details for delete to authenticated
  using ((select private.is_admin()));
create trigger ai_tool_details_touch_updated_at before update on public.ai_tool_details
  for each row execute function private.touch_updated_at();
create trigger ai_tool_details_audit after insert or update or delete on public.ai_tool_details
  for each row execute function private.audit_admin_write('tool_id');

-- ---------------------------------------------------------------------------------------------
-- The basic plan's section: chosen by the subscriber, changed at most once per billing period.
-- ---------------------------------------------------------------------------------------------
create table public.prompt_section_choices (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- A removed category frees the subscriber to choose again.
  category text not null references public.prompt_categories (id) on update cascade on delete cascade,
  chosen_at timestamptz not null default now(),
  -- The last change after the first choice; one per billing period.
  changed_at timestamptz
);
comment on table public.prompt_section_choices is
  'The prompt category (section) a single-section subscriber chose. Owner and admins read; written only by choose_prompt_section (audited).';
create index prompt_section_choices_category_idx on public.prompt_section_choices (category);
alter table public.prompt_section_choices enable row level security;
revoke all on table public.prompt_section_choices from anon, authenticated;
grant select on table public.prompt_section_choices to authenticated;
grant all on table public.prompt_section_choices to service_role;
create policy "prompt_section_choices: owner or admin reads" on public.prompt_section_choices
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Daily opens: one row per user, Riyadh day and prompt.
-- ---------------------------------------------------------------------------------------------
create table public.prompt_opens (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  opened_at timestamptz not null default now(),
  primary key (user_id, day, prompt_id)
);
comment on table public.prompt_opens is
  'Distinct prompts each user opened per Asia/Riyadh day (the daily quota). Owner and admins read; written only by open_prompt.';
create index prompt_opens_prompt_idx on public.prompt_opens (prompt_id);
alter table public.prompt_opens enable row level security;
revoke all on table public.prompt_opens from anon, authenticated;
grant select on table public.prompt_opens to authenticated;
grant all on table public.prompt_opens to service_role;
create policy "prompt_opens: owner or admin reads" on public.prompt_opens
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create or replace function private.riyadh_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Riyadh')::date
$$;
revoke execute on function private.riyadh_today() from public, anon, authenticated;
grant execute on function private.riyadh_today() to service_role;

-- ---------------------------------------------------------------------------------------------
-- The rule.
-- ---------------------------------------------------------------------------------------------

-- What a user may use now: {signed_in, plan, rank, limits, section, period_start}; plan is null
-- (limits {}) without an active subscription or grace period.
create or replace function private.entitlements(_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'signed_in', _user_id is not null,
    'plan', p.slug,
    'rank', coalesce(p.rank, -1),
    'limits', coalesce(p.limits, '{}'::jsonb),
    'section', c.category,
    -- The billing period that contains now (an early renewal moves expires_at a period on).
    'period_start', case
      when s.expires_at is not null and coalesce(p.duration_days, 0) > 0
        then greatest(s.started_at, s.expires_at - make_interval(days => p.duration_days * greatest(1,
          ceil(extract(epoch from s.expires_at - now()) / (p.duration_days * 86400.0))::integer)))
      else s.started_at end)
    from (select 1) one
    left join public.subscriptions s
      on s.user_id = _user_id
     and ((s.status = 'active' and (s.expires_at is null or s.expires_at > now()))
          or (s.grace_period_until is not null and s.grace_period_until > now()
              and s.status <> 'cancelled'))
    left join public.plans p on p.slug = s.plan_id
    left join public.prompt_section_choices c on c.user_id = s.user_id
$$;
comment on function private.entitlements(uuid) is
  'The user''s entitlements now: plan, its limits, the chosen section and the billing period start; plan null without access.';
revoke execute on function private.entitlements(uuid) from public, anon, authenticated;
grant execute on function private.entitlements(uuid) to service_role;

create or replace function private.my_entitlements()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.entitlements((select auth.uid()))
$$;
revoke execute on function private.my_entitlements() from public, anon, authenticated;
grant execute on function private.my_entitlements() to anon, authenticated, service_role;

-- Whether limits `_limits` (with section `_section`) open an item of kind `_kind`.
create or replace function private.plan_opens(
  _limits jsonb, _section text, _kind text,
  _category text, _platforms text[], _trial_sample boolean, _tool_level text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(case _kind
    when 'prompt' then case _limits ->> 'prompts_access'
      when 'all' then true
      when 'all_chatgpt' then 'chatgpt' = any (_platforms)
      when 'single_section' then 'chatgpt' = any (_platforms) and _category = _section
      when 'limited' then _trial_sample
      else false end
    when 'assistant' then coalesce(_limits ->> 'gpt_assistants', '0') <> '0'
    when 'template' then coalesce(_limits ->> 'automation_templates', 'false') = 'true'
    when 'tool' then case _limits ->> 'ai_tools_directory'
      when 'full' then true
      when 'basic' then _tool_level = 'basic'
      else false end
    else false end, false)
$$;
comment on function private.plan_opens(jsonb, text, text, text, text[], boolean, text) is
  'The entitlement rule: whether plan limits (and a chosen section) open an item of a kind (prompt, assistant, template, tool).';
revoke execute on function private.plan_opens(jsonb, text, text, text, text[], boolean, text) from public, anon, authenticated;
grant execute on function private.plan_opens(jsonb, text, text, text, text[], boolean, text) to anon, authenticated, service_role;

-- Why an item is closed to entitlements `_ent` and the cheapest plan on sale that opens it:
-- reason null (open), 'sign_in', 'choose_section', 'outside_section' or 'upgrade'.
create or replace function private.item_lock(
  _ent jsonb, _kind text,
  _category text, _platforms text[], _trial_sample boolean, _tool_level text)
returns table (locked boolean, reason text, unlock_plan text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  limits jsonb := coalesce(_ent -> 'limits', '{}'::jsonb);
  cheapest text;
begin
  if private.plan_opens(limits, _ent ->> 'section', _kind, _category, _platforms, _trial_sample, _tool_level) then
    return query select false, null::text, null::text;
    return;
  end if;
  select p.slug into cheapest
    from public.plans p
   where p.is_active and p.billing_cycle <> 'trial'
     and private.plan_opens(p.limits, _category, _kind, _category, _platforms, _trial_sample, _tool_level)
   order by p.rank
   limit 1;
  if not coalesce((_ent ->> 'signed_in')::boolean, false) then
    return query select true, 'sign_in'::text, cheapest;
  elsif limits ->> 'prompts_access' = 'single_section' and _kind = 'prompt'
        and private.plan_opens(limits, _category, _kind, _category, _platforms, _trial_sample, _tool_level) then
    return query select true,
      case when _ent ->> 'section' is null then 'choose_section' else 'outside_section' end,
      (_ent ->> 'plan');
  else
    return query select true, 'upgrade'::text, cheapest;
  end if;
end
$$;
comment on function private.item_lock(jsonb, text, text, text[], boolean, text) is
  'Lock state of an item for given entitlements: locked, reason (sign_in, choose_section, outside_section, upgrade) and the cheapest plan on sale that opens it.';
revoke execute on function private.item_lock(jsonb, text, text, text[], boolean, text) from public, anon, authenticated;
grant execute on function private.item_lock(jsonb, text, text, text[], boolean, text) to service_role;

-- The Arabic sentence for a lock reason.
create or replace function private.lock_message(_reason text, _unlock_plan text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case _reason
    when 'sign_in' then 'سجّل الدخول لفتح هذا المحتوى'
    when 'choose_section' then 'اختر قسمك من أوامر ChatGPT أولاً'
    when 'outside_section' then 'خارج القسم الذي اخترته'
    when 'quota' then 'استنفدت حصة اليوم — تتجدد منتصف الليل'
    when 'upgrade' then coalesce(
      (select 'متاح من ' || case when p.name like 'ال%' then 'الباقة ' else 'باقة ' end || p.name
         from public.plans p where p.slug = _unlock_plan),
      'غير متاح في باقتك')
    else 'غير متاح في باقتك' end
$$;
revoke execute on function private.lock_message(text, text) from public, anon, authenticated;
grant execute on function private.lock_message(text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Bodies, assistant links and tool details: through the rule only.
-- ---------------------------------------------------------------------------------------------
create policy "prompt_bodies: admins read" on public.prompt_bodies
  for select to authenticated
  using ((select private.is_admin()));
comment on table public.prompt_bodies is
  'Prompt bodies. Admins read and write; everyone else obtains a body only through open_prompt (entitlement + daily quota).';

create policy "gpt_assistant_details: readable where the plan opens assistants" on public.gpt_assistant_details
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.gpt_assistants a
       where a.id = gpt_assistant_details.assistant_id
         and a.is_published
         and private.plan_opens((select private.my_entitlements()) -> 'limits', null, 'assistant', null, null, null, null)
    )
  );
comment on table public.gpt_assistant_details is
  'An assistant''s link and instructions, readable where the caller''s plan limits open assistants (gpt_assistants <> 0), and by admins.';

create policy "ai_tool_details: readable where the plan opens the tool" on public.ai_tool_details
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.ai_tools t
       where t.id = ai_tool_details.tool_id
         and t.is_published
         and private.plan_opens((select private.my_entitlements()) -> 'limits', null, 'tool', null, null, null, t.directory_level)
    )
  );

drop function private.can_access_plan(text);

-- ---------------------------------------------------------------------------------------------
-- my_entitlements: what the UI shows (plan, limits, section, quota left today).
-- ---------------------------------------------------------------------------------------------
create or replace function public.my_entitlements()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  ent jsonb;
  choice public.prompt_section_choices;
  used integer;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  ent := private.entitlements(uid);
  select * into choice from public.prompt_section_choices c where c.user_id = uid;
  select count(*) into used from public.prompt_opens o where o.user_id = uid and o.day = private.riyadh_today();
  return jsonb_build_object(
    'plan', ent -> 'plan',
    'limits', ent -> 'limits',
    'section', ent -> 'section',
    'section_change_allowed', ent -> 'limits' ->> 'prompts_access' = 'single_section'
      and (choice.user_id is null or choice.changed_at is null
           or choice.changed_at < (ent ->> 'period_start')::timestamptz),
    'opens_today', used,
    'daily_limit', coalesce((ent -> 'limits' ->> 'prompts_per_day')::integer, 0));
end
$$;
comment on function public.my_entitlements() is
  'The caller''s plan, its limits, chosen section, whether the section may change now, and prompts opened today (Asia/Riyadh) against the daily limit (-1 unlimited).';
revoke execute on function public.my_entitlements() from public, anon, authenticated;
grant execute on function public.my_entitlements() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- choose_prompt_section: the first choice, then one change per billing period.
-- ---------------------------------------------------------------------------------------------
create or replace function public.choose_prompt_section(p_category text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  ent jsonb;
  choice public.prompt_section_choices;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  ent := private.entitlements(uid);
  if ent -> 'limits' ->> 'prompts_access' is distinct from 'single_section' then
    raise exception using errcode = 'P0001', message = 'اختيار القسم خاص بالباقة الأساسية', hint = 'not_single_section';
  end if;
  if p_category is null or not exists (
    select 1 from public.prompt_categories c
     where c.id = p_category
       and exists (select 1 from public.prompts p
                    where p.category = c.id and p.is_published and 'chatgpt' = any (p.platforms))) then
    raise exception using errcode = 'P0001', message = 'القسم غير موجود', hint = 'invalid_category';
  end if;
  perform pg_advisory_xact_lock(hashtext('prompt_section:' || uid::text));
  select * into choice from public.prompt_section_choices c where c.user_id = uid;
  if choice.user_id is null then
    insert into public.prompt_section_choices (user_id, category) values (uid, p_category);
  elsif choice.category = p_category then
    return public.my_entitlements();
  elsif choice.changed_at is not null and choice.changed_at >= (ent ->> 'period_start')::timestamptz then
    raise exception using errcode = 'P0001',
      message = 'غيّرت قسمك في هذه الفترة — يمكنك تغييره مرة أخرى بعد تجديد الاشتراك',
      hint = 'section_change_used';
  else
    update public.prompt_section_choices c
       set category = p_category, changed_at = now()
     where c.user_id = uid;
  end if;
  -- Straight to the log: public.log_audit_event rate-limits users' own entries and would skip it.
  perform private.record_audit(
    case when choice.user_id is null then 'choose_prompt_section' else 'change_prompt_section' end,
    uid, 'prompt_section_choices', uid::text,
    case when choice.user_id is null then null else jsonb_build_object('category', choice.category) end,
    jsonb_build_object('category', p_category), '{}'::jsonb);
  return public.my_entitlements();
end
$$;
comment on function public.choose_prompt_section(text) is
  'Single-section plans: records the chosen ChatGPT category (first choice any time, then one change per billing period), audited; returns my_entitlements().';
revoke execute on function public.choose_prompt_section(text) from public, anon, authenticated;
grant execute on function public.choose_prompt_section(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- open_prompt: the only way to a prompt's body for a non-admin.
-- ---------------------------------------------------------------------------------------------
create or replace function public.open_prompt(p_prompt_id uuid)
returns table (body_ar text, body_en text, opens_today integer, daily_limit integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  item public.prompts;
  ent jsonb;
  lk record;
  quota integer;
  today date := private.riyadh_today();
  used integer;
begin
  if uid is null then
    raise exception using errcode = '42501', message = private.lock_message('sign_in', null), hint = 'sign_in';
  end if;
  select * into item from public.prompts p where p.id = p_prompt_id;
  if item.id is null or not (item.is_published or private.is_admin()) then
    raise exception using errcode = 'P0001', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  if private.is_admin() then
    return query select b.body_ar, b.body_en, 0, -1 from public.prompt_bodies b where b.prompt_id = item.id;
    return;
  end if;
  ent := private.entitlements(uid);
  select * into lk from private.item_lock(ent, 'prompt', item.category, item.platforms, item.trial_sample, null);
  if lk.locked then
    raise exception using errcode = 'P0001', message = private.lock_message(lk.reason, lk.unlock_plan),
      hint = lk.reason, detail = coalesce(lk.unlock_plan, '');
  end if;
  if not exists (select 1 from public.prompt_bodies b where b.prompt_id = item.id) then
    raise exception using errcode = 'P0001', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  quota := coalesce((ent -> 'limits' ->> 'prompts_per_day')::integer, 0);
  -- One user's opens are serialised so two tabs cannot both take the last one.
  perform pg_advisory_xact_lock(hashtext('prompt_opens:' || uid::text));
  if not exists (select 1 from public.prompt_opens o
                  where o.user_id = uid and o.day = today and o.prompt_id = item.id) then
    select count(*) into used from public.prompt_opens o where o.user_id = uid and o.day = today;
    if quota >= 0 and used >= quota then
      raise exception using errcode = 'P0001', message = private.lock_message('quota', null),
        hint = 'quota', detail = coalesce((
          select p.slug from public.plans p
           where p.is_active and p.billing_cycle <> 'trial' and p.rank > coalesce((ent ->> 'rank')::integer, -1)
             and coalesce((p.limits ->> 'prompts_per_day')::integer, 0) not between 0 and quota
           order by p.rank limit 1), '');
    end if;
    insert into public.prompt_opens (user_id, day, prompt_id) values (uid, today, item.id);
  end if;
  select count(*) into used from public.prompt_opens o where o.user_id = uid and o.day = today;
  return query select b.body_ar, b.body_en, used, quota from public.prompt_bodies b where b.prompt_id = item.id;
end
$$;
comment on function public.open_prompt(uuid) is
  'Returns a prompt''s body when the caller''s plan opens it and the daily quota allows (distinct prompts per Asia/Riyadh day; re-opening is free); records the open. Refusals: Arabic message, hint = reason (sign_in, choose_section, outside_section, upgrade, quota, not_found), detail = the plan that unlocks it.';
revoke execute on function public.open_prompt(uuid) from public, anon, authenticated;
grant execute on function public.open_prompt(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Locks of published items of one kind for given entitlements (all of them, or the one `_id`):
-- the one place item_access and catalogue_locks read the rule from.
-- ---------------------------------------------------------------------------------------------
create or replace function private.catalogue_item_locks(_ent jsonb, _kind text, _id uuid)
returns table (id uuid, locked boolean, reason text, unlock_plan text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if _kind = 'prompt' then
    return query select p.id, l.locked, l.reason, l.unlock_plan from public.prompts p
      cross join lateral private.item_lock(_ent, 'prompt', p.category, p.platforms, p.trial_sample, null) l
     where p.is_published and (_id is null or p.id = _id);
  elsif _kind = 'assistant' then
    return query select a.id, l.locked, l.reason, l.unlock_plan from public.gpt_assistants a
      cross join lateral private.item_lock(_ent, 'assistant', null, null, null, null) l
     where a.is_published and (_id is null or a.id = _id);
  elsif _kind = 'tool' then
    return query select t.id, l.locked, l.reason, l.unlock_plan from public.ai_tools t
      cross join lateral private.item_lock(_ent, 'tool', null, null, null, t.directory_level) l
     where t.is_published and (_id is null or t.id = _id);
  elsif _kind = 'template' then
    return query select m.id, l.locked, l.reason, l.unlock_plan from public.automation_templates m
      cross join lateral private.item_lock(_ent, 'template', null, null, null, null) l
     where m.is_published and (_id is null or m.id = _id);
  else
    raise exception using errcode = 'P0001', message = 'نوع العنصر غير صالح', hint = 'invalid_kind';
  end if;
end
$$;
revoke execute on function private.catalogue_item_locks(jsonb, text, uuid) from public, anon, authenticated;
grant execute on function private.catalogue_item_locks(jsonb, text, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- item_access: one item's lock for the caller (prompt, assistant, tool, template).
-- ---------------------------------------------------------------------------------------------
create or replace function public.item_access(p_kind text, p_id uuid)
returns table (locked boolean, reason text, unlock_plan text, message text)
language sql
stable
security definer
set search_path = ''
as $$
  select l.locked, l.reason, l.unlock_plan,
         case when l.locked then private.lock_message(l.reason, l.unlock_plan) end
    -- A null id names no item (not every item).
    from private.catalogue_item_locks(private.my_entitlements(), p_kind,
                                      coalesce(p_id, '00000000-0000-0000-0000-000000000000'::uuid)) l
$$;
comment on function public.item_access(text, uuid) is
  'The caller''s lock on one published item: locked, reason, the cheapest plan that opens it and the Arabic message; no row for an unknown item.';
revoke execute on function public.item_access(text, uuid) from public, anon, authenticated;
grant execute on function public.item_access(text, uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- plan_access_matrix: what each plan on sale opens, counted by the rule (pricing, "ماذا تفتح
-- كل باقة"). For single-section plans each category is counted as if it were the one chosen.
-- ---------------------------------------------------------------------------------------------
create or replace function public.plan_access_matrix()
returns table (plan text, kind text, category text, opened bigint, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select pl.slug, 'prompt'::text, p.category,
         count(*) filter (where private.plan_opens(pl.limits, p.category, 'prompt', p.category, p.platforms, p.trial_sample, null)),
         count(*)
    from public.plans pl cross join public.prompts p
   where pl.is_active and p.is_published
   group by pl.slug, p.category
  union all
  select pl.slug, 'assistant', null,
         count(*) filter (where private.plan_opens(pl.limits, null, 'assistant', null, null, null, null)), count(*)
    from public.plans pl cross join public.gpt_assistants a
   where pl.is_active and a.is_published
   group by pl.slug
  union all
  select pl.slug, 'template', null,
         count(*) filter (where private.plan_opens(pl.limits, null, 'template', null, null, null, null)), count(*)
    from public.plans pl cross join public.automation_templates m
   where pl.is_active and m.is_published
   group by pl.slug
  union all
  select pl.slug, 'tool', null,
         count(*) filter (where private.plan_opens(pl.limits, null, 'tool', null, null, null, t.directory_level)), count(*)
    from public.plans pl cross join public.ai_tools t
   where pl.is_active and t.is_published
   group by pl.slug
$$;
comment on function public.plan_access_matrix() is
  'Per active plan and item kind (prompts per category): how many published items the entitlement rule opens, of how many.';
revoke execute on function public.plan_access_matrix() from public, anon, authenticated;
grant execute on function public.plan_access_matrix() to anon, authenticated, service_role;

-- Per-item lock flags for lists (assistants, tools, templates directories; prompts come with
-- their locks from search_prompts, a page at a time).
create or replace function public.catalogue_locks(p_kind text)
returns table (id uuid, locked boolean, reason text, unlock_plan text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_kind is null or p_kind not in ('assistant', 'tool', 'template') then
    raise exception using errcode = 'P0001', message = 'نوع العنصر غير صالح', hint = 'invalid_kind';
  end if;
  return query select * from private.catalogue_item_locks(private.my_entitlements(), p_kind, null);
end
$$;
comment on function public.catalogue_locks(text) is
  'Lock flags of every published assistant, tool or template for the caller (reason and cheapest plan that opens each).';
revoke execute on function public.catalogue_locks(text) from public, anon, authenticated;
grant execute on function public.catalogue_locks(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- search_prompts: lock flags from the rule (the page is cut first, then each row's lock is
-- computed, so browsing 30,000 prompts computes 20 locks).
-- ---------------------------------------------------------------------------------------------
drop function public.search_prompts(text, text, text, text, integer, integer);
create or replace function public.search_prompts(
  p_query text,
  p_category text default null,
  p_platform text default null,
  p_sort text default 'relevance',
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid,
  slug text,
  title_ar text,
  title_en text,
  description_ar text,
  description_en text,
  category text,
  platforms text[],
  trial_sample boolean,
  tags text[],
  variables jsonb,
  view_count integer,
  copy_count integer,
  created_at timestamptz,
  score real,
  locked boolean,
  lock_reason text,
  unlock_plan text,
  total_count bigint
)
language plpgsql
stable
security definer
-- Typo correction: a one-letter typo in a five-letter Arabic word keeps about a third of its
-- trigrams (مجتوى -> محتوى: 0.33); unrelated words score below 0.25.
set pg_trgm.similarity_threshold = 0.3
set search_path = ''
as $$
declare
  -- Hits ranked for relevance (and the bound of total_count).
  cap constant integer := 500;
  nq text := left(private.normalize_arabic(p_query), 200);
  words text[];
  w text;
  part text;
  parts text[] := '{}';
  tsq tsquery;
  ent jsonb := private.my_entitlements();
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
  sort text := coalesce(p_sort, 'relevance');
  total bigint;
  returned bigint;
begin
  if sort not in ('relevance', 'newest', 'popular', 'title') then
    raise exception using errcode = '22023', message = 'ترتيب غير صالح', hint = 'invalid_sort';
  end if;
  words := array(
    select x
      from regexp_split_to_table(regexp_replace(nq, '[^[:alnum:]\u0621-\u064A\s]', ' ', 'g'), '\s+') x
     where x <> '' limit 20);

  if cardinality(words) = 0 then
    -- No words: browse, filtered, in the requested order (relevance falls back to newest).
    -- The total is counted apart so the page itself can come straight off an index.
    select count(*) into total
      from public.prompts p
     where p.is_published
       and (p_category is null or p.category = p_category)
       and (p_platform is null or p.platforms @> array[p_platform]);
    -- One static query per order, so each can walk its own index instead of sorting.
    if sort = 'popular' then
      return query
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
          from (select * from public.prompts p
                 where p.is_published
                   and (p_category is null or p.category = p_category)
                   and (p_platform is null or p.platforms @> array[p_platform])
                 order by (p.view_count + p.copy_count) desc, p.created_at desc, p.id
                 limit lim offset off) p
          cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
         order by (p.view_count + p.copy_count) desc, p.created_at desc, p.id;
    elsif sort = 'title' then
      return query
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
          from (select * from public.prompts p
                 where p.is_published
                   and (p_category is null or p.category = p_category)
                   and (p_platform is null or p.platforms @> array[p_platform])
                 order by p.title_ar, p.created_at desc, p.id
                 limit lim offset off) p
          cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
         order by p.title_ar, p.created_at desc, p.id;
    else
      return query
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en, p.category,
               p.platforms, p.trial_sample, p.tags, p.variables, p.view_count, p.copy_count,
               p.created_at, 0::real, lk.locked, lk.reason, lk.unlock_plan, total
          from (select * from public.prompts p
                 where p.is_published
                   and (p_category is null or p.category = p_category)
                   and (p_platform is null or p.platforms @> array[p_platform])
                 order by p.created_at desc, p.id
                 limit lim offset off) p
          cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
         order by p.created_at desc, p.id;
    end if;
    return;
  end if;

  -- Every word as a prefix, all required: "تسوي" finds "تسويق". When that finds nothing, the
  -- second round runs the same queries with the words corrected against the vocabulary.
  tsq := to_tsquery('simple'::regconfig,
    (select string_agg(quote_literal(x) || ':*', ' & ') from unnest(words) x));
  for attempt in 1..2 loop
    if attempt = 2 then
      -- Nothing as typed: a word that exists (as a prefix) stays; a word that does not becomes
      -- its closest vocabulary words (at most 3, by trigram similarity above the threshold).
      -- A word with neither finds nothing.
      foreach w in array words loop
        select string_agg(quote_literal(c.word), ' | ')
          into part
          from (select sw.word
                  from private.search_words sw
                 where sw.key operator(extensions.%) coalesce(nullif(private.arabic_trigram_key(w), ''), w)
                 order by extensions.similarity(sw.key, coalesce(nullif(private.arabic_trigram_key(w), ''), w)) desc,
                          sw.word
                 limit 3) c;
        if exists (select 1 from private.search_words sw where starts_with(sw.word, w)) then
          part := concat_ws(' | ', quote_literal(w) || ':*', part);
        end if;
        if part is null then
          return;
        end if;
        parts := parts || ('(' || part || ')');
      end loop;
      tsq := to_tsquery('simple'::regconfig, array_to_string(parts, ' & '));
    end if;

    if sort = 'relevance' then
      -- Rank at most `cap` hits (the bitmap heap scan stops there), keep only what the order
      -- needs, cut the page, then read the page's rows by primary key.
      return query
        with hits as materialized (
          select p.id, p.created_at, (ts_rank_cd(p.search_tsv, tsq) * 2)::real as s
            from public.prompts p
           where p.search_tsv @@ tsq
             and p.is_published
             and (p_category is null or p.category = p_category)
             and (p_platform is null or p.platforms @> array[p_platform])
           limit cap
        ), page as (
          select h.id, h.s from hits h order by h.s desc, h.created_at desc, h.id limit lim offset off
        )
        select p.id, p.slug, p.title_ar, p.title_en, p.description_ar, p.description_en,
               p.category, p.platforms, p.trial_sample, p.tags, p.variables, p.view_count,
               p.copy_count, p.created_at, pg.s, lk.locked, lk.reason, lk.unlock_plan,
               (select count(*) from hits)
          from page pg
          join public.prompts p on p.id = pg.id
          cross join lateral private.item_lock(ent, 'prompt', p.category, p.platforms, p.trial_sample, null) lk
         order by pg.s desc, p.created_at desc, p.id;
      get diagnostics returned = row_count;
      -- An empty page past the end is not a reason to look for typos.
      if returned > 0 or (off > 0 and exists (
        select 1 from public.prompts p
         where p.search_tsv @@ tsq
           and p.is_published
           and (p_category is null or p.category = p_category)
           and (p_platform is null or p.platforms @> array[p_platform])))
      then
        return;
      end if;
    else
      -- Newest, popular, title: the order holds over all hits; only the page's rows are ranked.
      select count(*) into total
        from (select 1
                from public.prompts p
               where p.search_tsv @@ tsq
                 and p.is_published
                 and (p_category is null or p.category = p_category)
                 and (p_platform is null or p.platforms @> array[p_platform])
               limit cap) c;
      if total > 0 then
        return query
          select pg.id, pg.slug, pg.title_ar, pg.title_en, pg.description_ar, pg.description_en,
                 pg.category, pg.platforms, pg.trial_sample, pg.tags, pg.variables, pg.view_count,
                 pg.copy_count, pg.created_at, (ts_rank_cd(pg.search_tsv, tsq) * 2)::real,
                 lk.locked, lk.reason, lk.unlock_plan, total
            from (select p.*
                    from public.prompts p
                   where p.search_tsv @@ tsq
                     and p.is_published
                     and (p_category is null or p.category = p_category)
                     and (p_platform is null or p.platforms @> array[p_platform])
                   order by
                     case when sort = 'popular' then p.view_count + p.copy_count end desc nulls last,
                     case when sort = 'title' then p.title_ar end asc,
                     p.created_at desc, p.id
                   limit lim offset off) pg
            cross join lateral private.item_lock(ent, 'prompt', pg.category, pg.platforms, pg.trial_sample, null) lk
           order by
             case when sort = 'popular' then pg.view_count + pg.copy_count end desc nulls last,
             case when sort = 'title' then pg.title_ar end asc,
             pg.created_at desc, pg.id;
        return;
      end if;
    end if;
  end loop;
end
$$;
comment on function public.search_prompts(text, text, text, text, integer, integer) is
  'Searches published prompt metadata (Arabic-normalised full text; typos corrected word by word against the catalogue vocabulary). Relevance ranks at most 500 hits; total_count is exact up to 500. Returns one page with total_count and locked, lock_reason and unlock_plan from the entitlement rule (private.item_lock). Never returns bodies.';
revoke execute on function public.search_prompts(text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_prompts(text, text, text, text, integer, integer) to anon, authenticated, service_role;
-- ---------------------------------------------------------------------------------------------
-- chat_suggest_products: lock flags from the rule, for every kind (tools included).
-- ---------------------------------------------------------------------------------------------
drop function public.chat_suggest_products(text[], integer);
create or replace function public.chat_suggest_products(p_words text[], p_limit integer default 3)
returns table (
  product_type text,
  product_id text,
  title text,
  description text,
  unlock_plan text,
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
  ent jsonb;
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
  ent := private.entitlements(uid);
  patterns := array(select '%' || w || '%' from unnest(words) w);
  -- Each word as a prefix, with or without the article: "تسويق" finds "التسويقية".
  select to_tsquery('simple'::regconfig,
           string_agg(quote_literal(w) || ':* | ' || quote_literal('ال' || w) || ':*', ' | '))
    into tsq
    from unnest(words) w;

  return query
  with candidates as (
    select 'prompt'::text as t, p.id::text as pid, p.title_ar as ttl, p.description_ar as descr,
           p.category as cat, p.platforms as pf, p.trial_sample as ts, null::text as lvl, private.normalize_arabic(p.title_ar || ' ' || coalesce(p.title_en, '')) as folded_title,
           p.search_text as folded_all
      from public.prompts p
     where p.search_tsv @@ tsq and p.is_published
     order by ts_rank_cd(p.search_tsv, tsq) desc, p.id
     limit 100
  ), others as (
    select 'assistant'::text as t, a.id::text as pid, a.name as ttl, a.description as descr,
           null::text as cat, null::text[] as pf, null::boolean as ts, null::text as lvl, private.normalize_arabic(a.name || ' ' || coalesce(a.name_en, '')) as folded_title,
           private.normalize_arabic(a.name || ' ' || coalesce(a.name_en, '') || ' ' || a.description
             || ' ' || coalesce(a.description_en, '')) as folded_all
      from public.gpt_assistants a
     where a.is_published
    union all
    select 'tool'::text, tl.id::text, tl.name, tl.description, null::text, null::text[], null::boolean, tl.directory_level,
           private.normalize_arabic(tl.name || ' ' || tl.name_en),
           private.normalize_arabic(tl.name || ' ' || tl.name_en || ' ' || tl.category || ' '
             || tl.description || ' ' || tl.description_en)
      from public.ai_tools tl
     where tl.is_published
    union all
    select 'template'::text, m.id::text, m.title, m.description, null::text, null::text[], null::boolean, null::text,
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
  select s.t, s.pid, s.ttl, s.descr, lk.unlock_plan, lk.locked, s.s
    from scored s
    cross join lateral private.item_lock(ent, s.t, s.cat, s.pf, s.ts, s.lvl) lk
   where s.s > 0
   order by s.s desc,
            case s.t when 'prompt' then 0 when 'assistant' then 1 when 'tool' then 2 else 3 end,
            s.ttl, s.pid
   limit lim;
end
$$;
comment on function public.chat_suggest_products(text[], integer) is
  'Chat smart suggestions: published catalogue items (prompt, assistant, tool, template) sharing words with the question, best first, with locked and the cheapest plan that opens it from the entitlement rule (private.item_lock). Signed-in callers only; never returns bodies or links.';
revoke execute on function public.chat_suggest_products(text[], integer) from public, anon, authenticated;
grant execute on function public.chat_suggest_products(text[], integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- record_prompt_usage: a copy needs the rule's entitlement (the view counter stays open).
-- ---------------------------------------------------------------------------------------------
create or replace function public.record_prompt_usage(p_prompt_id uuid, p_kind text)
returns table (view_count integer, copy_count integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  item public.prompts;
  repeat boolean;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول', hint = 'not_authenticated';
  end if;
  if p_kind is null or p_kind not in ('view', 'copy') then
    raise exception using errcode = '22023', message = 'نوع الاستخدام غير صالح', hint = 'invalid_kind';
  end if;
  select * into item from public.prompts p where p.id = p_prompt_id and p.is_published;
  if item.id is null then
    raise exception using errcode = 'P0001', message = 'الأمر غير موجود', hint = 'not_found';
  end if;
  if p_kind = 'copy' and not private.is_admin() and (
    select l.locked from private.item_lock(private.entitlements(uid), 'prompt', item.category,
                                           item.platforms, item.trial_sample, null) l) then
    raise exception using errcode = '42501', message = 'هذا الأمر يتطلب ترقية الاشتراك', hint = 'upgrade_required';
  end if;

  select exists (
    select 1 from public.prompt_usage u
     where u.prompt_id = p_prompt_id and u.user_id = uid and u.kind = p_kind
       and u.created_at > now() - interval '10 minutes'
  ) into repeat;
  insert into public.prompt_usage (prompt_id, user_id, kind) values (p_prompt_id, uid, p_kind);

  if repeat then
    return query select p.view_count, p.copy_count from public.prompts p where p.id = p_prompt_id;
  else
    return query
      update public.prompts p
         set view_count = p.view_count + (p_kind = 'view')::int,
             copy_count = p.copy_count + (p_kind = 'copy')::int
       where p.id = p_prompt_id
      returning p.view_count, p.copy_count;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- admin_save_prompt: the trial-sample flag replaces the required plan.
-- ---------------------------------------------------------------------------------------------
drop function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], text, text[], boolean, text, text);
create or replace function public.admin_save_prompt(
  p_id uuid,
  p_slug text,
  p_title_ar text,
  p_title_en text,
  p_description_ar text,
  p_description_en text,
  p_category text,
  p_platforms text[],
  p_trial_sample boolean,
  p_tags text[],
  p_is_published boolean,
  p_body_ar text,
  p_body_en text)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved uuid;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_id is null then
    insert into public.prompts (slug, title_ar, title_en, description_ar, description_en, category,
      platforms, trial_sample, tags, is_published)
    values (lower(btrim(p_slug)), btrim(p_title_ar), nullif(btrim(coalesce(p_title_en, '')), ''),
      coalesce(p_description_ar, ''), nullif(btrim(coalesce(p_description_en, '')), ''), p_category,
      p_platforms, coalesce(p_trial_sample, false), coalesce(p_tags, '{}'), coalesce(p_is_published, false))
    returning id into saved;
  else
    update public.prompts p
       set slug = lower(btrim(p_slug)), title_ar = btrim(p_title_ar),
           title_en = nullif(btrim(coalesce(p_title_en, '')), ''),
           description_ar = coalesce(p_description_ar, ''),
           description_en = nullif(btrim(coalesce(p_description_en, '')), ''),
           category = p_category, platforms = p_platforms, trial_sample = coalesce(p_trial_sample, false),
           tags = coalesce(p_tags, '{}'), is_published = coalesce(p_is_published, false)
     where p.id = p_id
    returning p.id into saved;
    if saved is null then
      raise exception 'الأمر غير موجود' using errcode = 'P0001', hint = 'not_found';
    end if;
  end if;
  insert into public.prompt_bodies (prompt_id, body_ar, body_en)
  values (saved, p_body_ar, nullif(btrim(coalesce(p_body_en, '')), ''))
  on conflict (prompt_id) do update set body_ar = excluded.body_ar, body_en = excluded.body_en
   where public.prompt_bodies.body_ar is distinct from excluded.body_ar
      or public.prompt_bodies.body_en is distinct from excluded.body_en;
  return saved;
end
$$;
comment on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text) is
  'Creates (p_id null) or updates a prompt and its body atomically; admins only (RLS and audit triggers apply).';
revoke execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text) from public, anon, authenticated;
grant execute on function public.admin_save_prompt(uuid, text, text, text, text, text, text, text[], boolean, text[], boolean, text, text) to authenticated;
