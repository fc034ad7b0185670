-- Admins run the whole catalogue from /518/catalogue (assistants with their paid details, AI
-- tools with their details, automation templates with their steps, prompt and assistant
-- categories, platforms, plans). Writes were already admin-only by RLS and every admin write is
-- already audited by private.audit_admin_write (catalogue, entitlements, template-steps and admin
-- migrations: one trigger per table, including prompts and prompt_bodies, so nothing here adds a
-- second one). This migration adds what the admin pages need on top:
--   1. automation_templates.sort_order (the other ordered tables have one), used by the public page;
--   2. admins may delete a plan, and deleting anything still in use (a category with prompts or
--      assistants, a platform prompts name, a plan with subscribers or payments) is refused with
--      an Arabic message (hint 'in_use', HTTP 400), never a foreign-key 409/5xx;
--   3. a plan's price change applies to new subscriptions only: each subscription records the
--      price of its plan when it starts, changes plan or renews (subscriptions.plan_price), and
--      the upgrade proration credits what the subscriber pays, not the plan's new price.

-- 1. Order of automation templates -----------------------------------------------------------
alter table public.automation_templates add column sort_order integer not null default 0;
comment on column public.automation_templates.sort_order is 'Display order (ascending), set by admins.';
update public.automation_templates t
   set sort_order = o.n
  from (select id, row_number() over (order by created_at, id) as n from public.automation_templates) o
 where o.id = t.id;
create index automation_templates_sort_order_idx on public.automation_templates (sort_order);

-- 2. Plans: admins delete (never while in use) -----------------------------------------------
grant delete on table public.plans to authenticated;
create policy "plans: admins delete" on public.plans
  for delete to authenticated using ((select private.is_admin()));

create or replace function private.refuse_delete_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uses bigint := 0;
  message text;
begin
  if tg_table_name = 'prompt_categories' then
    select count(*) into uses from public.prompts p where p.category = old.id;
    message := format('لا يمكن حذف التصنيف «%s» لأنه مستخدم في %s من الأوامر. انقل الأوامر إلى تصنيف آخر أو ألغِ نشرها بدلاً من الحذف.', old.name, uses);
  elsif tg_table_name = 'gpt_assistant_categories' then
    select count(*) into uses from public.gpt_assistants a where a.category = old.id;
    message := format('لا يمكن حذف التصنيف «%s» لأنه مستخدم في %s من المساعدين. انقل المساعدين إلى تصنيف آخر أو ألغِ نشرهم بدلاً من الحذف.', old.name, uses);
  elsif tg_table_name = 'platforms' then
    select count(*) into uses from public.prompts p where old.id = any (p.platforms);
    message := format('لا يمكن حذف المنصة «%s» لأنها مستخدمة في %s من الأوامر. اجعلها غير مدعومة (إلغاء النشر) بدلاً من الحذف.', old.name, uses);
  elsif tg_table_name = 'plans' then
    select (select count(*) from public.subscriptions s where s.plan_id = old.slug)
         + (select count(*) from public.tap_payment_details d where d.plan_slug = old.slug)
      into uses;
    message := format('لا يمكن حذف الباقة «%s» لأن لها %s من الاشتراكات والمدفوعات. أوقف الباقة (إلغاء النشر) بدلاً من الحذف.', old.name, uses);
  end if;
  if uses > 0 then
    raise exception '%', message using errcode = 'P0001', hint = 'in_use';
  end if;
  return old;
end
$$;
comment on function private.refuse_delete_in_use() is
  'BEFORE DELETE: refuses, in Arabic (hint in_use), to delete a category, platform or plan that is still in use.';
revoke execute on function private.refuse_delete_in_use() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['prompt_categories', 'gpt_assistant_categories', 'platforms', 'plans'] loop
    execute format('create trigger %s_refuse_delete_in_use before delete on public.%I for each row execute function private.refuse_delete_in_use()', t, t);
  end loop;
end
$$;

-- 3. A price change applies to new subscriptions only ----------------------------------------
alter table public.subscriptions add column plan_price numeric(10, 2) check (plan_price >= 0);
comment on column public.subscriptions.plan_price is
  'The plan''s price when this subscription started, changed plan or renewed; an admin''s later price change applies from the next renewal (docs/decisions.md).';
update public.subscriptions s set plan_price = p.price from public.plans p where p.slug = s.plan_id;

create or replace function private.record_subscription_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT'
     or new.plan_id is distinct from old.plan_id
     or new.started_at is distinct from old.started_at
     or (new.expires_at is not null and new.expires_at > coalesce(old.expires_at, '-infinity'::timestamptz)) then
    select p.price into new.plan_price from public.plans p where p.slug = new.plan_id;
  else
    new.plan_price := old.plan_price;
  end if;
  return new;
end
$$;
comment on function private.record_subscription_price() is
  'BEFORE INSERT/UPDATE on subscriptions: records the plan''s current price when a subscription starts, changes plan or renews; keeps it otherwise.';
revoke execute on function private.record_subscription_price() from public, anon, authenticated;
create trigger subscriptions_record_plan_price before insert or update on public.subscriptions
  for each row execute function private.record_subscription_price();

-- The upgrade credit is what the subscriber pays (subscriptions.plan_price), not the plan's new price.
create or replace function rpc_definer.quote_plan_change(user_uuid uuid, plan_slug_input text, code_input text default null)
returns table (plan_slug text, change_type text, original_amount numeric, proration_amount numeric,
  promotion_name text, promotion_discount numeric, discount_code text, discount_amount numeric,
  final_amount numeric, currency text, code_error text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  s public.subscriptions;
  cur public.plans;
  t public.plans;
  base numeric;
  prorated numeric;
  kind text := 'change';
  days_in_month integer := extract(day from date_trunc('month', now()) + interval '1 month' - interval '1 day')::integer;
  days_left integer;
  pr public.promotions;
  after_promo numeric;
  c public.discount_codes;
  verdict text;
  email text;
  final numeric;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into t from public.plans p where p.slug = plan_slug_input and p.is_active;
  if t.id is null then
    raise exception 'الخطة غير متاحة' using errcode = '22023';
  end if;
  select * into s from public.subscriptions x where x.user_id = user_uuid;
  select * into cur from public.plans p where p.slug = coalesce(s.plan_id, 'trial');
  base := t.price;
  if t.rank > cur.rank then kind := 'upgrade'; elsif t.rank < cur.rank then kind := 'downgrade'; end if;
  days_left := days_in_month - extract(day from now())::integer + 1;
  if kind = 'upgrade' and coalesce(s.plan_price, cur.price) > 0 and cur.billing_cycle = 'monthly' and t.billing_cycle = 'monthly'
     and private.subscription_state(s) = 'active' then
    prorated := round((t.price - coalesce(s.plan_price, cur.price)) / days_in_month * days_left, 2);
    if prorated > 0 then
      base := prorated;
    else
      prorated := null;
    end if;
  end if;
  pr := private.best_promotion(t.slug, base);
  after_promo := case when pr.id is null then base else private.apply_discount(base, pr.discount_type, pr.discount_value) end;
  final := after_promo;
  if code_input is not null and btrim(code_input) <> '' then
    select lower(u.email) into email from auth.users u where u.id = user_uuid;
    select * into c from public.discount_codes d where d.code = upper(btrim(code_input));
    verdict := private.check_discount_code(c, email, after_promo, t.slug);
    if verdict is null then
      final := private.apply_discount(after_promo, c.discount_type, c.discount_value);
    end if;
  end if;
  return query select t.slug, kind, t.price, prorated, pr.name, (base - after_promo)::numeric(10, 2),
    case when verdict is null and c.id is not null then c.code else null end,
    (after_promo - final)::numeric(10, 2), final::numeric(10, 2), t.currency, verdict;
end
$$;
comment on function rpc_definer.quote_plan_change(uuid, text, text) is
  'Server-side price of moving to a plan: proration (upgrade, > 0 only), then promotion, then code; never below 0.';

-- ---------------------------------------------------------------------------------------------
-- subscription writes (service_role only)
