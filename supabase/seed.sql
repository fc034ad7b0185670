-- Local and demo data. Applied by `npm run db:reset` / the local stack on a fresh database, and
-- by `supabase db reset`. Idempotent where it matters (upserts), so a re-run does not fail.
-- Demo credentials (listed in the README):
--   admin@sanad.local / Admin-Passw0rd!   (admin + super_admin, lifetime plan)
--   trial@ basic@ advanced@ premium@ lifetime@sanad.local / Demo-Passw0rd!

-- ==== accounts and money (DB-A) ====

-- Plans: pricing-page prices (ARCHITECTURE.md decisions table).
insert into public.plans (slug, name, name_en, description, description_en, price, currency, billing_cycle,
  duration_days, features, features_en, limits, is_active, is_popular, sort_order, rank)
values
  ('trial', 'تجريبي', 'Trial', 'جرّب المنصة مجاناً لمدة 7 أيام بوصول محدود', 'Try the platform free for 7 days with limited access',
   0, 'SAR', 'trial', 7,
   '["وصول محدود إلى الأوامر الذكية", "تجربة لمدة 7 أيام", "دعم عبر البريد الإلكتروني"]',
   '["Limited access to smart commands", "7-day trial", "E-mail support"]',
   '{"prompts_access": "limited", "gpt_assistants": 0, "ai_tools_directory": false, "support_level": "email", "chatgpt_sections": 1, "duration_days": 7, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 10, "assistants": 0, "storage_mb": 10}',
   true, false, 1, 0),
  ('basic', 'الأساسية', 'Basic', 'قسم واحد من أوامر ChatGPT بدون مساعدين', 'One ChatGPT section, no assistants',
   19, 'SAR', 'monthly', 30,
   '["قسم واحد من أوامر ChatGPT", "تحديثات شهرية للمكتبة", "دعم عبر البريد الإلكتروني"]',
   '["One ChatGPT prompt section", "Monthly library updates", "E-mail support"]',
   '{"prompts_access": "single_section", "gpt_assistants": 0, "ai_tools_directory": false, "support_level": "email", "chatgpt_sections": 1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 50, "assistants": 0, "storage_mb": 50}',
   true, false, 2, 1),
  ('advanced', 'المتقدمة', 'Advanced', 'جميع أوامر ChatGPT', 'All ChatGPT prompts',
   35, 'SAR', 'monthly', 30,
   '["جميع أوامر ChatGPT", "تحديثات شهرية للمكتبة", "المفضلة والتفضيلات المحفوظة", "دعم أولوية عادية"]',
   '["All ChatGPT prompts", "Monthly library updates", "Favorites and saved preferences", "Standard support"]',
   '{"prompts_access": "all_chatgpt", "gpt_assistants": 0, "ai_tools_directory": false, "support_level": "standard", "chatgpt_sections": -1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 200, "assistants": 0, "storage_mb": 200}',
   true, false, 3, 2),
  ('premium', 'الكاملة', 'Complete', 'جميع الأوامر والمساعدين ودليل الأدوات الأساسي', 'All prompts and assistants, basic tools directory',
   57, 'SAR', 'monthly', 30,
   '["جميع الأوامر الذكية لكل المنصات", "أكثر من 70 مساعداً رقمياً", "دليل أدوات الذكاء الاصطناعي الأساسي", "قوالب الأتمتة", "دعم مباشر"]',
   '["All smart commands for every platform", "70+ digital assistants", "Basic AI tools directory", "Automation templates", "Direct support"]',
   '{"prompts_access": "all", "gpt_assistants": -1, "ai_tools_directory": "basic", "support_level": "direct", "chatgpt_sections": -1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": -1, "assistants": -1, "storage_mb": 1000}',
   true, true, 4, 3),
  ('lifetime', 'مدى الحياة', 'Lifetime', 'وصول دائم لكل شيء مع ضمان ذهبي 7 أيام', 'Permanent access to everything with a 7-day golden guarantee',
   499, 'SAR', 'lifetime', null,
   '["وصول دائم لجميع الأوامر والمساعدين", "دليل الأدوات الكامل", "دعم ذو أولوية", "ضمان ذهبي لمدة 7 أيام", "جميع التحديثات المستقبلية"]',
   '["Permanent access to all prompts and assistants", "Full tools directory", "Priority support", "7-day golden guarantee", "All future updates"]',
   '{"prompts_access": "all", "gpt_assistants": -1, "ai_tools_directory": "full", "support_level": "priority", "chatgpt_sections": -1, "duration_days": -1, "golden_guarantee": true, "guarantee_days": 7, "prompts_per_day": -1, "assistants": -1, "storage_mb": -1}',
   true, false, 5, 4)
on conflict (slug) do update set
  name = excluded.name, name_en = excluded.name_en, description = excluded.description,
  description_en = excluded.description_en, price = excluded.price, currency = excluded.currency,
  billing_cycle = excluded.billing_cycle, duration_days = excluded.duration_days, features = excluded.features,
  features_en = excluded.features_en, limits = excluded.limits, is_active = excluded.is_active,
  is_popular = excluded.is_popular, sort_order = excluded.sort_order, rank = excluded.rank;

insert into public.feature_flags (key, enabled, description) values
  ('single_session', false, 'قصر المستخدم على جلسة نشطة واحدة'),
  ('smart_suggestions', true, 'اقتراحات ذكية في المساعد'),
  ('chat_assistant', true, 'المساعد العائم في لوحة التحكم'),
  ('promotions', true, 'عرض العروض الترويجية على صفحة الأسعار'),
  ('discount_codes', true, 'قبول أكواد الخصم عند الدفع'),
  ('global_variables', true, 'توحيد متغيرات الأوامر بين الأوامر')
on conflict (key) do nothing;

insert into public.site_settings (setting_key, setting_value, description) values
  ('IS_LAUNCHED', 'true', 'true: المنصة مفتوحة؛ غير ذلك: قائمة الانتظار'),
  ('chat_suggested_questions', '[
    {"id": "q1", "question": "ما أفضل أمر لكتابة خطة تسويق؟", "is_active": true, "order_index": 1},
    {"id": "q2", "question": "كيف أستخدم المساعدين الرقميين؟", "is_active": true, "order_index": 2},
    {"id": "q3", "question": "ما الفرق بين الخطط؟", "is_active": true, "order_index": 3},
    {"id": "q4", "question": "سؤال قديم غير مفعل", "is_active": false, "order_index": 4}
  ]', 'أسئلة مقترحة في المساعد'),
  ('support_email', 'support@sanad.local', 'بريد الدعم')
on conflict (setting_key) do nothing;

-- Demo accounts, inserted as GoTrue would (the profile + trial trigger runs).
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  extensions.crypt(u.pw, extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name, 'username', u.username), now(), now()
from (values
  ('a0000000-0000-4000-8000-000000000001', 'admin@sanad.local', 'Admin-Passw0rd!', 'مدير سند', 'admin'),
  ('a0000000-0000-4000-8000-000000000010', 'trial@sanad.local', 'Demo-Passw0rd!', 'مشترك تجريبي', 'trial_demo'),
  ('a0000000-0000-4000-8000-000000000011', 'basic@sanad.local', 'Demo-Passw0rd!', 'مشترك أساسي', 'basic_demo'),
  ('a0000000-0000-4000-8000-000000000012', 'advanced@sanad.local', 'Demo-Passw0rd!', 'مشترك متقدم', 'advanced_demo'),
  ('a0000000-0000-4000-8000-000000000013', 'premium@sanad.local', 'Demo-Passw0rd!', 'مشترك الخطة الكاملة', 'premium_demo'),
  ('a0000000-0000-4000-8000-000000000014', 'lifetime@sanad.local', 'Demo-Passw0rd!', 'مشترك مدى الحياة', 'lifetime_demo')
) as u (id, email, pw, full_name, username)
where not exists (select 1 from auth.users x where x.id = u.id::uuid);

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now()
from auth.users u
where u.email like '%@sanad.local'
on conflict (provider_id, provider) do nothing;

insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('a0000000-0000-4000-8000-000000000001', 'super_admin')
on conflict (user_id, role) do nothing;

-- Paid demo subscriptions go through the same function as a captured payment.
select public.update_subscription_with_payment(u.id::uuid, u.plan, u.payment_id, p.price, 'SAR',
  'seed-order-' || u.payment_id, 'حساب تجريبي')
from (values
  ('a0000000-0000-4000-8000-000000000001', 'lifetime', 'seed-admin-lifetime'),
  ('a0000000-0000-4000-8000-000000000011', 'basic', 'seed-basic'),
  ('a0000000-0000-4000-8000-000000000012', 'advanced', 'seed-advanced'),
  ('a0000000-0000-4000-8000-000000000013', 'premium', 'seed-premium'),
  ('a0000000-0000-4000-8000-000000000014', 'lifetime', 'seed-lifetime')
) as u (id, plan, payment_id)
join public.plans p on p.slug = u.plan;

insert into public.discount_codes (code, description, discount_type, discount_value, max_uses,
  single_use_per_user, valid_from, valid_until, is_active, applicable_plans) values
  ('WELCOME10', 'خصم 10% للمشتركين الجدد', 'percentage', 10, null, true, now() - interval '1 day', null, true, null),
  ('SAVE20', 'خصم 20 ريال', 'fixed', 20, 500, true, now() - interval '1 day', null, true, null),
  ('ONETIME50', 'خصم 50% لمرة واحدة فقط', 'percentage', 50, 1, true, now() - interval '1 day', null, true, null),
  ('LIFETIME100', 'خصم 100 ريال على خطة مدى الحياة', 'fixed', 100, 100, true, now() - interval '1 day', null, true, '{lifetime}'),
  ('EXPIRED15', 'كود منتهي الصلاحية', 'percentage', 15, null, true, now() - interval '60 days', now() - interval '30 days', true, null)
on conflict (code) do nothing;

insert into public.promotions (name, name_en, plan_slug, discount_type, discount_value, promo_message, starts_at, ends_at, is_active)
select 'عرض الإطلاق', 'Launch offer', 'lifetime', 'percentage', 20, 'خصم 20% على خطة مدى الحياة لفترة محدودة',
  now() - interval '1 day', now() + interval '30 days', true
where not exists (select 1 from public.promotions where name = 'عرض الإطلاق');

-- Referral codes live in the waitlist tables (the catalogue/leads migrations); seeded here with
-- the other codes, and skipped if that table has a different shape.
do $$
begin
  if to_regclass('public.referral_codes') is not null then
    begin
      execute $q$insert into public.referral_codes (code, active) values
        ('SANAD2025', true), ('EARLYBIRD', true), ('FRIENDS', true), ('OLDCODE', false)
        on conflict do nothing$q$;
    exception when others then
      raise notice 'referral codes not seeded: %', sqlerrm;
    end;
  end if;
end
$$;

-- ==== catalogue (DB-B) ====
