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
   '{"prompts_access": "limited", "gpt_assistants": 0, "ai_tools_directory": false, "automation_templates": false, "support_level": "email", "chatgpt_sections": 1, "duration_days": 7, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 10, "assistants": 0, "user_prompts": 10, "collections": 3, "storage_mb": 10}',
   true, false, 1, 0),
  ('basic', 'الأساسية', 'Basic', 'قسم واحد من أوامر ChatGPT بدون مساعدين', 'One ChatGPT section, no assistants',
   19, 'SAR', 'monthly', 30,
   '["قسم واحد من أوامر ChatGPT", "تحديثات شهرية للمكتبة", "دعم عبر البريد الإلكتروني"]',
   '["One ChatGPT prompt section", "Monthly library updates", "E-mail support"]',
   '{"prompts_access": "single_section", "gpt_assistants": 0, "ai_tools_directory": false, "automation_templates": false, "support_level": "email", "chatgpt_sections": 1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 50, "assistants": 0, "user_prompts": 50, "collections": 10, "storage_mb": 50}',
   true, false, 2, 1),
  ('advanced', 'المتقدمة', 'Advanced', 'جميع أوامر ChatGPT', 'All ChatGPT prompts',
   35, 'SAR', 'monthly', 30,
   '["جميع أوامر ChatGPT", "تحديثات شهرية للمكتبة", "المفضلة والتفضيلات المحفوظة", "دعم أولوية عادية"]',
   '["All ChatGPT prompts", "Monthly library updates", "Favorites and saved preferences", "Standard support"]',
   '{"prompts_access": "all_chatgpt", "gpt_assistants": 0, "ai_tools_directory": false, "automation_templates": false, "support_level": "standard", "chatgpt_sections": -1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 200, "assistants": 0, "user_prompts": 200, "collections": 25, "storage_mb": 200}',
   true, false, 3, 2),
  ('premium', 'الكاملة', 'Complete', 'جميع الأوامر والمساعدين ودليل الأدوات الأساسي', 'All prompts and assistants, basic tools directory',
   57, 'SAR', 'monthly', 30,
   '["جميع الأوامر الذكية لكل المنصات", "أكثر من 70 مساعداً رقمياً", "دليل أدوات الذكاء الاصطناعي الأساسي", "قوالب الأتمتة", "دعم مباشر"]',
   '["All smart commands for every platform", "70+ digital assistants", "Basic AI tools directory", "Automation templates", "Direct support"]',
   '{"prompts_access": "all", "gpt_assistants": -1, "ai_tools_directory": "basic", "automation_templates": true, "support_level": "direct", "chatgpt_sections": -1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": -1, "assistants": -1, "user_prompts": 1000, "collections": 50, "storage_mb": 1000}',
   true, true, 4, 3),
  ('lifetime', 'مدى الحياة', 'Lifetime', 'وصول دائم لكل شيء مع ضمان ذهبي 7 أيام', 'Permanent access to everything with a 7-day golden guarantee',
   499, 'SAR', 'lifetime', null,
   '["وصول دائم لجميع الأوامر والمساعدين", "دليل الأدوات الكامل", "دعم ذو أولوية", "ضمان ذهبي لمدة 7 أيام", "جميع التحديثات المستقبلية"]',
   '["Permanent access to all prompts and assistants", "Full tools directory", "Priority support", "7-day golden guarantee", "All future updates"]',
   '{"prompts_access": "all", "gpt_assistants": -1, "ai_tools_directory": "full", "automation_templates": true, "support_level": "priority", "chatgpt_sections": -1, "duration_days": -1, "golden_guarantee": true, "guarantee_days": 7, "prompts_per_day": -1, "assistants": -1, "user_prompts": -1, "collections": -1, "storage_mb": -1}',
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
-- Generated by scripts/generate-catalogue.mjs from scripts/catalogue-data.mjs; edit those, then
-- run `node scripts/generate-catalogue.mjs --write`. Idempotent (upserts by slug).

insert into public.icons (name, label, lucide_key) values
  ('message-square', 'ChatGPT', 'MessageSquare'),
  ('sparkles', 'Gemini', 'Sparkles'),
  ('image', 'Midjourney', 'Image'),
  ('bot', 'Claude', 'Bot'),
  ('megaphone', 'تسويق', 'Megaphone'),
  ('briefcase', 'إدارة الأعمال', 'Briefcase'),
  ('pen-line', 'كتابة المحتوى', 'PenLine'),
  ('bar-chart-3', 'تحليل البيانات', 'BarChart3'),
  ('search', 'تحسين محركات البحث', 'Search'),
  ('rocket', 'ريادة الأعمال', 'Rocket'),
  ('target', 'إعلانات', 'Target'),
  ('map', 'خطط', 'Map'),
  ('mail', 'بريد', 'Mail'),
  ('lightbulb', 'أفكار', 'Lightbulb'),
  ('list-checks', 'مهام', 'ListChecks')
on conflict (name) do update set label = excluded.label, lucide_key = excluded.lucide_key, svg = null;

insert into public.platforms (id, name, name_en, icon, supported, sort_order) values
  ('chatgpt', 'شات جي بي تي', 'ChatGPT', 'message-square', true, 1),
  ('gemini', 'جيميناي', 'Gemini', 'sparkles', true, 2),
  ('midjourney', 'ميدجورني', 'Midjourney', 'image', true, 3),
  ('claude', 'كلود', 'Claude', 'bot', true, 4)
on conflict (id) do update set name = excluded.name, name_en = excluded.name_en, icon = excluded.icon,
  supported = excluded.supported, sort_order = excluded.sort_order;

insert into public.prompt_categories (id, name, name_en, description, description_en, platforms, total_count, icon, sort_order) values
  ('marketing', 'التسويق', 'Marketing', 'أوامر لخطط التسويق والحملات والإعلانات ووسائل التواصل', 'Prompts for marketing plans, campaigns, ads and social media', array['chatgpt', 'gemini', 'claude', 'midjourney']::text[], 5000, 'megaphone', 1),
  ('business-management', 'إدارة الأعمال', 'Business management', 'أوامر للتخطيط والعمليات والموارد البشرية واتخاذ القرار', 'Prompts for planning, operations, HR and decision making', array['chatgpt', 'gemini', 'claude']::text[], 4500, 'briefcase', 2),
  ('content-writing', 'كتابة المحتوى', 'Content writing', 'أوامر لكتابة المقالات والنصوص الإعلانية والبريد والسيناريوهات', 'Prompts for articles, copy, e-mail and scripts', array['chatgpt', 'gemini', 'claude']::text[], 8000, 'pen-line', 3),
  ('data-analysis', 'تحليل البيانات', 'Data analysis', 'أوامر لتحليل الأرقام والتقارير ولوحات المؤشرات', 'Prompts for analysing numbers, reports and dashboards', array['chatgpt', 'gemini', 'claude']::text[], 3500, 'bar-chart-3', 4),
  ('seo', 'تحسين محركات البحث', 'SEO', 'أوامر للكلمات المفتاحية وهيكلة المحتوى وتحسين الظهور', 'Prompts for keywords, content structure and search visibility', array['chatgpt', 'gemini', 'claude']::text[], 4000, 'search', 5),
  ('entrepreneurship-sales', 'ريادة الأعمال والمبيعات', 'Entrepreneurship and sales', 'أوامر لأفكار المشاريع ونماذج العمل والمبيعات والتفاوض', 'Prompts for business ideas, models, sales and negotiation', array['chatgpt', 'gemini', 'claude']::text[], 5000, 'rocket', 6)
on conflict (id) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
  description_en = excluded.description_en, platforms = excluded.platforms, total_count = excluded.total_count,
  icon = excluded.icon, sort_order = excluded.sort_order;

insert into public.gpt_assistant_categories (id, name, name_en, description, description_en, total_count, icon, sort_order) values
  ('advertising', 'الإعلانات', 'Advertising', 'مساعدون لكتابة الإعلانات وتحسين الحملات', 'Assistants for ad copy and campaign tuning', 15, 'target', 1),
  ('marketing-plans', 'الخطط التسويقية', 'Marketing plans', 'مساعدون لبناء الخطط التسويقية', 'Assistants that build marketing plans', 12, 'map', 2),
  ('email-optimization', 'تحسين البريد الإلكتروني', 'E-mail optimisation', 'مساعدون لرسائل البريد والحملات البريدية', 'Assistants for e-mails and e-mail campaigns', 10, 'mail', 3),
  ('business-ideas', 'أفكار المشاريع', 'Business ideas', 'مساعدون لتوليد أفكار المشاريع وتقييمها', 'Assistants that generate and assess business ideas', 18, 'lightbulb', 4),
  ('task-organization', 'تنظيم المهام', 'Task organisation', 'مساعدون لتنظيم الوقت والمهام والاجتماعات', 'Assistants for time, tasks and meetings', 15, 'list-checks', 5)
on conflict (id) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
  description_en = excluded.description_en, total_count = excluded.total_count, icon = excluded.icon,
  sort_order = excluded.sort_order;

with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('marketing-plan-90-days', 'خطة تسويقية لمدة 90 يوماً', '90-day marketing plan', 'خطة تسويق مفصلة لثلاثة أشهر بأهداف أسبوعية وقنوات وميزانية', 'marketing', array['chatgpt', 'claude']::text[], true, array['خطة', 'تسويق', 'ميزانية']::text[], now() - interval '307 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تسويق خبير في السوق {{السوق|السعودي}}. ضع خطة تسويقية لمدة 90 يوماً لشركة {{اسم_الشركة}} التي تبيع {{المنتج}} للفئة المستهدفة: {{الجمهور_المستهدف}}.
الميزانية الشهرية: {{الميزانية|10,000 ريال}}.
قسّم الخطة إلى ثلاث مراحل (الوعي، الاهتمام، التحويل)، ولكل أسبوع: الهدف، القنوات، المحتوى المقترح، مؤشر الأداء، والتكلفة التقديرية. اختم بجدول ملخص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-content-calendar', 'تقويم محتوى إنستغرام لشهر كامل', 'Monthly Instagram content calendar', 'تقويم منشورات يومي مع الأفكار والنصوص والوسوم', 'marketing', array['chatgpt', 'gemini']::text[], false, array['إنستغرام', 'محتوى', 'تقويم']::text[], now() - interval '306 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنشئ تقويم محتوى لحساب إنستغرام لعلامة {{اسم_العلامة}} في مجال {{المجال}} لمدة 30 يوماً.
لكل يوم: نوع المنشور (ريلز، كاروسيل، صورة، ستوري)، الفكرة، نص المنشور بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم مناسبة.
نوّع بين المحتوى التعليمي والترفيهي والترويجي بنسبة 40/40/20.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-copy-variations', 'عشر صيغ لإعلان ممول', 'Ten paid-ad copy variations', 'نصوص إعلانية قصيرة لاختبار A/B على منصات التواصل', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلان', 'نص إعلاني', 'اختبار']::text[], now() - interval '305 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 10 صيغ مختلفة لإعلان ممول على {{المنصة|سناب شات}} لمنتج {{المنتج}}.
الميزة الأساسية: {{الميزة_الرئيسية}}. العرض: {{العرض|خصم 20% لأول طلب}}.
لكل صيغة: عنوان لا يتجاوز 30 حرفاً، نص لا يتجاوز 90 حرفاً، وزاوية إقناع مختلفة (الخوف من الفوات، الدليل الاجتماعي، التوفير، الفضول...).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-persona', 'بناء شخصية العميل المثالي', 'Ideal customer persona', 'ملف تفصيلي لشخصية العميل بدوافعه ومخاوفه وقنواته', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['شخصية العميل', 'جمهور', 'بحث']::text[], now() - interval '304 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في بناء ثلاث شخصيات للعميل المثالي (Buyer Personas) لـ {{المنتج}} في {{الدولة|المملكة العربية السعودية}}.
لكل شخصية: الاسم والعمر والوظيفة، الأهداف، نقاط الألم، الاعتراضات المتوقعة على الشراء، القنوات التي يتابعها، والرسالة التسويقية الأنسب له.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('campaign-launch-brief', 'ملخص إطلاق حملة تسويقية', 'Campaign launch brief', 'موجز إبداعي كامل لفريق الحملة والوكالة', 'marketing', array['chatgpt', 'claude']::text[], false, array['حملة', 'إطلاق', 'موجز إبداعي']::text[], now() - interval '303 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب موجزاً إبداعياً (Creative Brief) لحملة إطلاق {{اسم_المنتج}} من شركة {{اسم_الشركة}}.
يتضمن: الخلفية، المشكلة التي نحلها، الهدف القابل للقياس، الجمهور، الفكرة الرئيسية، الرسائل الداعمة، النبرة، القنوات، الجدول الزمني حتى تاريخ {{تاريخ_الإطلاق}}، ومؤشرات النجاح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ramadan-campaign-ideas', 'أفكار حملة رمضان', 'Ramadan campaign ideas', 'أفكار حملات موسمية تناسب شهر رمضان والعيد', 'marketing', array['chatgpt', 'gemini']::text[], false, array['رمضان', 'موسمي', 'حملة']::text[], now() - interval '302 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 8 أفكار لحملة رمضانية لعلامة {{اسم_العلامة}} التي تقدم {{الخدمة}}.
لكل فكرة: اسم الحملة، الفكرة في سطرين، المحتوى المقترح لكل أسبوع من الشهر، العرض المناسب قبل العيد، وطريقة قياس النجاح. راعِ القيم الثقافية واجعل النبرة دافئة وغير مبالغ فيها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('midjourney-product-shot', 'صورة منتج احترافية بميدجورني', 'Professional product shot (Midjourney)', 'وصف تصوير منتج استوديو بإضاءة احترافية', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'تصوير منتج', 'صورة']::text[], now() - interval '301 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Professional studio product photography of {{product|a luxury perfume bottle}}, placed on {{surface|a marble pedestal}}, soft diffused lighting, subtle reflections, {{color_palette|warm gold and beige}} color palette, minimal background, shallow depth of field, 85mm lens, ultra detailed, commercial advertising style --ar 4:5 --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('midjourney-social-banner', 'تصميم بانر لوسائل التواصل', 'Social media banner (Midjourney)', 'صورة غلاف بطابع عربي عصري لحملات التواصل', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'بانر', 'تصميم']::text[], now() - interval '300 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Modern Arabic-inspired social media banner for {{brand|a coffee shop}}, geometric islamic patterns subtly in the background, {{main_element|a cup of Saudi coffee with dates}} in the foreground, cinematic lighting, clean negative space on the left for text, vibrant but elegant colors --ar 16:9 --v 6' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('influencer-outreach', 'رسالة تعاون مع مؤثر', 'Influencer outreach message', 'رسالة احترافية لطلب تعاون مع صانع محتوى', 'marketing', array['chatgpt', 'claude']::text[], false, array['مؤثرين', 'تعاون', 'رسالة']::text[], now() - interval '299 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب رسالة مباشرة قصيرة ومهذبة لصانع المحتوى {{اسم_المؤثر}} لدعوته للتعاون مع {{اسم_العلامة}}.
اذكر سبب اختيارنا له تحديداً، فكرة التعاون المقترحة ({{نوع_التعاون|فيديو تجربة منتج}})، ما سنقدمه له، وخطوة تالية واضحة. اجعلها أقل من 120 كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-marketing', 'تحليل تسويقي للمنافسين', 'Competitor marketing analysis', 'مقارنة رسائل المنافسين وقنواتهم وفرص التميز', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'تموضع']::text[], now() - interval '298 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالية أسماؤهم: {{أسماء_المنافسين}} في سوق {{المجال}}.
قارن بينهم في: الرسالة التسويقية، التسعير، القنوات الأقوى، نوع المحتوى، نقاط القوة والضعف الظاهرة. ثم اقترح لـ {{اسم_الشركة}} ثلاث زوايا تموضع غير مستغلة مع مثال لشعار لكل زاوية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-broadcast', 'رسائل واتساب تسويقية', 'WhatsApp broadcast messages', 'رسائل بث قصيرة للعملاء دون إزعاج', 'marketing', array['chatgpt', 'gemini']::text[], true, array['واتساب', 'رسائل', 'عملاء']::text[], now() - interval '297 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 5 رسائل بث عبر واتساب لعملاء {{اسم_المتجر}} للإعلان عن {{المناسبة|وصول تشكيلة جديدة}}.
كل رسالة أقل من 60 كلمة، تبدأ بتحية شخصية باسم العميل {{اسم_العميل|عميلنا العزيز}}، فيها إيموجي واحد على الأكثر، ورابط أو دعوة واضحة، وخيار لإلغاء الاشتراك.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('swot-analysis', 'تحليل SWOT شامل', 'Complete SWOT analysis', 'تحليل نقاط القوة والضعف والفرص والتهديدات مع توصيات', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['SWOT', 'تحليل', 'استراتيجية']::text[], now() - interval '296 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أجرِ تحليل SWOT مفصلاً لشركة {{اسم_الشركة}} العاملة في {{المجال}} في {{الدولة|السعودية}}.
لكل محور 5 نقاط محددة. ثم استخرج استراتيجيات SO وWO وST وWT (نقطتان لكل منها)، ورتّب أهم 3 أولويات للأشهر الستة القادمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('okrs-quarter', 'أهداف ونتائج رئيسية للربع', 'Quarterly OKRs', 'صياغة OKRs قابلة للقياس لفريق أو شركة', 'business-management', array['chatgpt', 'claude']::text[], false, array['OKR', 'أهداف', 'أداء']::text[], now() - interval '295 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صغ أهدافاً ونتائج رئيسية (OKRs) للربع {{الربع|القادم}} لفريق {{اسم_الفريق}} الذي يركز على {{الأولوية}}.
ثلاثة أهداف ملهمة، ولكل هدف 3 نتائج رئيسية قابلة للقياس برقم وتاريخ. أضف المبادرات المقترحة لكل نتيجة ومن المسؤول عنها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-description', 'وصف وظيفي جذاب', 'Attractive job description', 'إعلان وظيفة يجذب المرشحين المناسبين', 'business-management', array['chatgpt', 'gemini']::text[], true, array['توظيف', 'موارد بشرية', 'وصف وظيفي']::text[], now() - interval '294 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً وظيفياً لوظيفة {{المسمى_الوظيفي}} في {{اسم_الشركة}} بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة عن الشركة، المهام (6 نقاط)، المتطلبات الأساسية، المهارات المفضلة، المزايا، وطريقة التقديم. اجعل النبرة جذابة وواضحة وتجنب التمييز.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda', 'جدول أعمال اجتماع فعّال', 'Effective meeting agenda', 'جدول أعمال بالمدد والمسؤولين ومخرجات متوقعة', 'business-management', array['chatgpt', 'claude']::text[], true, array['اجتماع', 'تنظيم', 'إدارة']::text[], now() - interval '293 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد جدول أعمال لاجتماع مدته {{المدة|60 دقيقة}} موضوعه {{موضوع_الاجتماع}} بحضور {{الحضور}}.
لكل بند: المدة، المسؤول، الهدف (قرار/نقاش/إحاطة)، والمواد المطلوب قراءتها مسبقاً. أضف في النهاية قالباً لمحضر الاجتماع وقائمة المهام.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-writer', 'كتابة إجراء تشغيل قياسي', 'Standard operating procedure', 'إجراء عمل موحد خطوة بخطوة مع المسؤوليات', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'عمليات', 'جودة']::text[], now() - interval '292 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إجراء تشغيل قياسياً (SOP) لعملية {{اسم_العملية}} في قسم {{القسم}}.
الأقسام: الغرض، النطاق، التعريفات، المسؤوليات، الخطوات مرقمة بالتفصيل، نقاط التحقق من الجودة، النماذج المستخدمة، ومؤشرات الأداء. اجعل اللغة بسيطة يفهمها موظف جديد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('performance-review', 'تقييم أداء موظف', 'Employee performance review', 'صياغة تقييم أداء متوازن وبنّاء', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تقييم', 'موارد بشرية', 'أداء']::text[], now() - interval '291 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في كتابة تقييم أداء سنوي للموظف {{اسم_الموظف}} في وظيفة {{الوظيفة}}.
إنجازاته: {{الإنجازات}}. ما يحتاج تحسيناً: {{نقاط_التحسين}}.
اكتب التقييم بأسلوب بنّاء: ملخص، نقاط القوة مع أمثلة، مجالات التطوير، أهداف السنة القادمة، وخطة دعم من المدير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('risk-register', 'سجل مخاطر المشروع', 'Project risk register', 'تحديد المخاطر وتقييمها وخطط الاستجابة', 'business-management', array['chatgpt', 'claude']::text[], false, array['مخاطر', 'مشاريع', 'حوكمة']::text[], now() - interval '290 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنشئ سجل مخاطر لمشروع {{اسم_المشروع}} الذي يهدف إلى {{هدف_المشروع}} بميزانية {{الميزانية}}.
حدد 12 خطراً (تقنية، مالية، تشغيلية، قانونية، بشرية). لكل خطر: الوصف، الاحتمال (1-5)، الأثر (1-5)، الدرجة، المؤشر المبكر، خطة الاستجابة، والمالك. اعرضه في جدول مرتب حسب الدرجة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('change-announcement', 'إعلان تغيير داخلي للموظفين', 'Internal change announcement', 'رسالة داخلية تشرح تغييراً تنظيمياً بوضوح وطمأنة', 'business-management', array['chatgpt', 'claude']::text[], false, array['تواصل داخلي', 'تغيير', 'موظفين']::text[], now() - interval '289 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب رسالة داخلية من {{المرسل|الرئيس التنفيذي}} لجميع الموظفين تعلن عن {{التغيير}}.
اشرح السبب، ما الذي سيتغير وما لن يتغير، الجدول الزمني، كيف يؤثر على الموظفين، وأين يطرحون أسئلتهم. النبرة: شفافة، مطمئنة، ومختصرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('budget-plan', 'موازنة سنوية تقديرية', 'Annual budget plan', 'تقدير الإيرادات والمصروفات الشهرية وسيناريوهات', 'business-management', array['chatgpt', 'gemini']::text[], false, array['موازنة', 'مالية', 'تخطيط']::text[], now() - interval '288 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في إعداد موازنة تقديرية لسنة {{السنة|2026}} لنشاط {{النشاط}}.
الإيراد الشهري المتوقع: {{الإيراد_الشهري}}. المصروفات الثابتة: {{المصروفات_الثابتة}}.
أعطني جدولاً شهرياً للإيرادات والمصروفات وصافي الربح، وثلاثة سيناريوهات (متحفظ، متوقع، متفائل)، ونقطة التعادل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('delegation-plan', 'خطة تفويض المهام للمدير', 'Manager delegation plan', 'تحديد ما يُفوَّض ولمن وكيف تتم المتابعة', 'business-management', array['chatgpt', 'claude']::text[], false, array['تفويض', 'قيادة', 'إنتاجية']::text[], now() - interval '287 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنا مدير {{القسم}} وأقضي وقتي في المهام التالية: {{قائمة_المهام}}.
صنّف كل مهمة (أحتفظ بها، أفوّضها، أؤتمتها، ألغيها) مع السبب، واقترح لمن تُفوَّض وفق فريقي: {{أعضاء_الفريق}}، ونموذج متابعة أسبوعي لا يستغرق أكثر من 15 دقيقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-outline', 'مخطط مقال مدونة احترافي', 'Professional blog outline', 'هيكل مقال بعناوين فرعية وأفكار لكل قسم', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'مخطط']::text[], now() - interval '286 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنشئ مخططاً لمقال بعنوان "{{عنوان_المقال}}" موجه إلى {{الجمهور}}.
يتضمن: مقدمة تشد القارئ، 6 عناوين فرعية (H2) مع 3 نقاط تحت كل منها، أمثلة واقعية من {{المنطقة|الخليج العربي}}، وخاتمة بدعوة لاتخاذ إجراء. الطول المستهدف {{عدد_الكلمات|1500}} كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('full-blog-article', 'كتابة مقال كامل', 'Full article writer', 'مقال كامل بأسلوب سلس ولغة عربية سليمة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['مقال', 'كتابة', 'محتوى']::text[], now() - interval '285 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً كاملاً بالعربية الفصحى السهلة عن {{الموضوع}}، طوله نحو {{عدد_الكلمات|1200}} كلمة.
الجمهور: {{الجمهور}}. النبرة: {{النبرة|ودية ومهنية}}.
استخدم عناوين فرعية، فقرات قصيرة، أمثلة عملية، وقائمة نقطية واحدة على الأقل. اختم بخلاصة من ثلاث نقاط.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description', 'وصف منتج لمتجر إلكتروني', 'E-commerce product description', 'وصف مقنع يبرز الفوائد لا المواصفات فقط', 'content-writing', array['chatgpt', 'gemini']::text[], true, array['وصف منتج', 'متجر', 'سلة']::text[], now() - interval '284 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً لمنتج {{اسم_المنتج}} لمتجر إلكتروني على منصة {{المنصة|سلة}}.
المواصفات: {{المواصفات}}.
المطلوب: عنوان جذاب، فقرة افتتاحية عن الفائدة الأساسية، 5 نقاط تحول المواصفات إلى فوائد، قسم "لمن هذا المنتج؟"، ونص قصير للتطمين (الضمان والشحن).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter', 'نشرة بريدية أسبوعية', 'Weekly e-mail newsletter', 'نشرة بريدية جذابة بعنوان يرفع نسبة الفتح', 'content-writing', array['chatgpt', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى']::text[], now() - interval '283 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية أسبوعية لـ {{اسم_العلامة}} حول {{موضوع_الأسبوع}}.
أعطني 5 عناوين بريد مقترحة مع نص معاينة، ثم النشرة: تحية قصيرة، قصة أو فكرة رئيسية، 3 روابط أو نصائح مختصرة، وعرض أو دعوة واحدة واضحة. الطول أقل من 350 كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('youtube-script', 'سيناريو فيديو يوتيوب', 'YouTube video script', 'سيناريو بمقدمة خاطفة ومشاهد وتوجيهات تصوير', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['يوتيوب', 'سيناريو', 'فيديو']::text[], now() - interval '282 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو يوتيوب مدته {{المدة|8 دقائق}} عن {{الموضوع}} لقناة {{اسم_القناة}}.
الهيكل: خطاف في أول 10 ثوانٍ، مقدمة، 4 أقسام رئيسية، لحظة مفاجأة في المنتصف، خاتمة ودعوة للاشتراك. لكل مقطع: الكلام، ما يظهر على الشاشة، والمدة التقريبية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('tiktok-hooks', 'افتتاحيات فيديوهات قصيرة', 'Short-video hooks', 'عشرون افتتاحية تشد الانتباه في أول ثلاث ثوانٍ', 'content-writing', array['chatgpt', 'gemini']::text[], true, array['تيك توك', 'ريلز', 'خطاف']::text[], now() - interval '281 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 20 افتتاحية (Hook) لفيديوهات قصيرة عن {{الموضوع}} موجهة إلى {{الجمهور}}.
نوّع بين: سؤال صادم، رقم مفاجئ، خطأ شائع، قصة شخصية، وعد بنتيجة. كل افتتاحية أقل من 12 كلمة وباللهجة {{اللهجة|السعودية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('press-release', 'بيان صحفي رسمي', 'Press release', 'بيان صحفي بصيغة وكالات الأنباء', 'content-writing', array['chatgpt', 'claude']::text[], false, array['بيان صحفي', 'إعلام', 'علاقات عامة']::text[], now() - interval '280 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب بياناً صحفياً رسمياً تعلن فيه {{اسم_الشركة}} عن {{الخبر}} بتاريخ {{التاريخ}} من مدينة {{المدينة|الرياض}}.
اتبع الهيكل: عنوان رئيسي، عنوان فرعي، فقرة افتتاحية تجيب عن (من، ماذا، متى، أين، لماذا)، تصريح من {{المتحدث}}، تفاصيل داعمة، نبذة عن الشركة، ومعلومات التواصل الإعلامي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('linkedin-post', 'منشور لينكدإن مؤثر', 'Engaging LinkedIn post', 'منشور مهني بقصة ودرس مستفاد', 'content-writing', array['chatgpt', 'claude']::text[], false, array['لينكدإن', 'منشور', 'علامة شخصية']::text[], now() - interval '279 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب منشوراً على لينكدإن عن تجربتي في {{التجربة}}.
الدرس الأساسي: {{الدرس}}.
ابدأ بسطر أول قوي، احكِ القصة في فقرات من سطر أو سطرين، أضف 3 دروس عملية، واختم بسؤال يدعو للنقاش. بدون مبالغة وبدون أكثر من 3 وسوم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('story-brand-about', 'صفحة "من نحن" بأسلوب القصة', 'Story-driven About page', 'صفحة تعريفية تروي قصة العلامة وتبني الثقة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['من نحن', 'قصة العلامة', 'موقع']::text[], now() - interval '278 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة "من نحن" لـ {{اسم_الشركة}} بأسلوب القصة.
المؤسس: {{اسم_المؤسس}}. البداية: {{قصة_البداية}}. المهمة: {{المهمة}}.
اجعل العميل هو البطل والشركة هي المرشد: المشكلة التي يواجهها، كيف نساعده، الخطة، والنجاح المتوقع. أضف قسماً للقيم (4 قيم) وأرقاماً تبني الثقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-generator', 'أسئلة شائعة لموقعك', 'Website FAQ', 'أسئلة وأجوبة تزيل اعتراضات العملاء', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['أسئلة شائعة', 'موقع', 'دعم']::text[], now() - interval '277 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 12 سؤالاً شائعاً مع إجاباتها لموقع {{اسم_الخدمة}}.
غطِّ: الأسعار والدفع، الشحن أو التسليم، الاسترجاع، الخصوصية، الدعم الفني، ومقارنة بالبدائل. الإجابات قصيرة (لا تتجاوز 50 كلمة) ومطمئنة، وبعضها ينتهي بدعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('translation-localize', 'تعريب محتوى تسويقي', 'Marketing localisation', 'تحويل نص إنجليزي إلى عربي تسويقي طبيعي', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], false, array['تعريب', 'ترجمة', 'محتوى']::text[], now() - interval '276 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'عرّب النص التالي ولا تترجمه حرفياً: {{النص_الإنجليزي}}.
الجمهور: {{الجمهور|الشباب في الخليج}}. حافظ على المعنى والنبرة، واستبدل الأمثلة والتعابير الغربية بما يناسب الثقافة المحلية، ثم قدّم نسختين: فصحى معاصرة، ولهجة {{اللهجة|سعودية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-data-insights', 'استخراج رؤى من بيانات المبيعات', 'Sales data insights', 'تحليل جدول مبيعات واكتشاف الاتجاهات والفرص', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'تحليل', 'بيانات']::text[], now() - interval '275 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. إليك بيانات مبيعات {{الفترة|آخر 6 أشهر}}:
{{البيانات}}
استخرج: أهم 5 ملاحظات، الاتجاه العام، المنتجات أو المناطق الأعلى والأدنى أداءً، أي قيم شاذة، و3 توصيات عملية مع الأثر المتوقع. اعرض الأرقام في جداول.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-design', 'تصميم لوحة مؤشرات أداء', 'KPI dashboard design', 'اختيار المؤشرات وطريقة عرضها للإدارة', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['مؤشرات', 'لوحة تحكم', 'KPI']::text[], now() - interval '274 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم لوحة مؤشرات أداء (Dashboard) لإدارة {{القسم}} في شركة {{نوع_الشركة}}.
حدد 10 مؤشرات: التعريف، المعادلة، مصدر البيانات، تكرار التحديث، الهدف، ونوع الرسم الأنسب. ثم اقترح ترتيب اللوحة في ثلاثة مستويات (ملخص، تفاصيل، تنبيهات).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formula-helper', 'مساعد معادلات إكسل', 'Excel formula helper', 'كتابة وشرح المعادلات المطلوبة خطوة بخطوة', 'data-analysis', array['chatgpt', 'gemini']::text[], true, array['إكسل', 'معادلات', 'جداول']::text[], now() - interval '273 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول في إكسل أعمدته: {{أسماء_الأعمدة}}.
أريد أن {{المطلوب}}.
اكتب المعادلة المناسبة (وبديلاً لها في Google Sheets إن اختلفت)، واشرح كل جزء منها، ونبّهني للأخطاء الشائعة، واقترح طريقة للتحقق من صحة النتيجة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-analysis', 'تحليل نتائج استبيان', 'Survey results analysis', 'تلخيص إجابات الاستبيان المفتوحة والمغلقة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['استبيان', 'تحليل', 'عملاء']::text[], now() - interval '272 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل نتائج استبيان رضا العملاء التالية ({{عدد_المشاركين}} مشاركاً):
{{النتائج}}
قدم: ملخصاً تنفيذياً، تحليل الأسئلة المغلقة بالنسب، تصنيف الإجابات المفتوحة إلى مواضيع مع عدد التكرار واقتباسات ممثلة، ومؤشر صافي الترويج إن أمكن، ثم أولويات التحسين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ab-test-readout', 'قراءة نتائج اختبار A/B', 'A/B test readout', 'حساب الدلالة الإحصائية وتفسير النتيجة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['اختبار A/B', 'إحصاء', 'تحويل']::text[], now() - interval '271 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أجرينا اختبار A/B على {{العنصر_المختبر}}.
النسخة A: {{زيارات_A}} زيارة و{{تحويلات_A}} تحويل. النسخة B: {{زيارات_B}} زيارة و{{تحويلات_B}} تحويل.
احسب معدل التحويل لكل نسخة، الفرق النسبي، الدلالة الإحصائية (مع الشرح)، فترة الثقة، وهل يكفي حجم العينة، ثم أعطني القرار والتوصية التالية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cohort-retention', 'تحليل الاحتفاظ بالعملاء حسب الفوج', 'Cohort retention analysis', 'فهم متى يتوقف العملاء عن الشراء ولماذا', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['احتفاظ', 'أفواج', 'اشتراكات']::text[], now() - interval '270 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أبني تحليل احتفاظ بالعملاء حسب الفوج (Cohort) لنشاط {{النشاط}} باستخدام بيانات: {{وصف_البيانات}}.
أعطني خطوات التجهيز، شكل الجدول الناتج، كيف أقرأه، ثلاث فرضيات محتملة لانخفاض الاحتفاظ في الشهر الثاني، وتجارب لاختبار كل فرضية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('financial-ratios', 'تحليل النسب المالية', 'Financial ratio analysis', 'قراءة القوائم المالية بنسب السيولة والربحية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مالية', 'نسب', 'قوائم مالية']::text[], now() - interval '269 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل القوائم المالية التالية لشركة {{اسم_الشركة}}:
{{القوائم_المالية}}
احسب نسب السيولة والربحية والمديونية والكفاءة، وقارنها بمتوسط قطاع {{القطاع}} إن أمكن، وفسّر كل نسبة بلغة بسيطة، واختم بثلاث نقاط قوة وثلاث نقاط قلق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sql-query-writer', 'كتابة استعلام SQL', 'SQL query writer', 'تحويل سؤال عمل إلى استعلام SQL صحيح ومشروح', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['SQL', 'قواعد بيانات', 'استعلام']::text[], now() - interval '268 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي قاعدة بيانات {{نوع_القاعدة|PostgreSQL}} فيها الجداول: {{وصف_الجداول}}.
سؤال العمل: {{السؤال}}.
اكتب استعلام SQL واضحاً مع تعليقات، واشرح منطقه، واذكر الفهارس التي تسرّعه، ونسخة بديلة إن كانت البيانات كبيرة جداً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('data-cleaning-checklist', 'قائمة تنظيف البيانات', 'Data cleaning checklist', 'خطوات تنظيف ملف بيانات قبل التحليل', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['تنظيف بيانات', 'جودة', 'تحليل']::text[], now() - interval '267 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي ملف بيانات عن {{موضوع_البيانات}} فيه الأعمدة: {{الأعمدة}}.
أعطني قائمة تحقق لتنظيفه: القيم المفقودة، التكرار، التنسيقات، القيم الشاذة، توحيد الأسماء العربية (الهمزات والتاء المربوطة)، والتحقق النهائي، مع طريقة تنفيذ كل خطوة في {{الأداة|إكسل}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research', 'بحث الكلمات المفتاحية', 'Keyword research', 'كلمات مفتاحية عربية مصنفة حسب نية البحث', 'seo', array['chatgpt', 'gemini']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث']::text[], now() - interval '266 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية لموقع {{نوع_الموقع}} يستهدف {{الدولة|السعودية}} حول {{الموضوع}}.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، تنقلية)، وأضف الكلمات الطويلة، والصيغ الإملائية المختلفة (الهمزات، التاء المربوطة، العامية)، واقترح صفحة لكل مجموعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-article-brief', 'موجز مقال متوافق مع السيو', 'SEO content brief', 'موجز للكاتب بالعناوين والكلمات والروابط', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'موجز', 'محتوى']::text[], now() - interval '265 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد موجز محتوى لمقال يستهدف الكلمة المفتاحية "{{الكلمة_المفتاحية}}".
يتضمن: نية البحث، العنوان (أقل من 60 حرفاً)، الوصف التعريفي (أقل من 155 حرفاً)، هيكل H2/H3، الكلمات المرتبطة، أسئلة "يسأل الناس أيضاً"، الروابط الداخلية المقترحة إلى {{صفحات_الموقع}}، والطول المقترح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-descriptions', 'عناوين وأوصاف تعريفية', 'Titles and meta descriptions', 'عناوين صفحات وأوصاف تزيد نسبة النقر', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['ميتا', 'سيو', 'نسبة النقر']::text[], now() - interval '264 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب لكل صفحة من الصفحات التالية عنوان SEO (50-60 حرفاً) ووصفاً تعريفياً (140-155 حرفاً): {{قائمة_الصفحات}}.
العلامة: {{اسم_الموقع}}. ضع الكلمة المفتاحية في بداية العنوان، وأضف ميزة أو رقماً يميز النتيجة، ودعوة للنقر في الوصف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-plan', 'خطة السيو المحلي', 'Local SEO plan', 'تحسين الظهور في خرائط جوجل والبحث المحلي', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'نشاط تجاري']::text[], now() - interval '263 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة سيو محلي لمدة شهرين لـ {{اسم_النشاط}} ({{نوع_النشاط}}) في {{المدينة|جدة}}.
تشمل: تحسين ملف Google Business Profile، الفئات والصور والمنشورات، جمع التقييمات والرد عليها (مع 3 قوالب ردود)، الاستشهادات المحلية، صفحات الموقع المحلية، ومؤشرات المتابعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('technical-seo-audit', 'تدقيق سيو تقني', 'Technical SEO audit', 'قائمة فحص تقنية مرتبة حسب الأولوية', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو تقني', 'تدقيق', 'سرعة']::text[], now() - interval '262 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد قائمة تدقيق سيو تقني لموقع {{رابط_الموقع}} المبني على {{المنصة|ووردبريس}}.
غطِّ: الزحف والفهرسة، خريطة الموقع وrobots.txt، الروابط القانونية، hreflang للعربية والإنجليزية، سرعة الصفحات ومؤشرات Core Web Vitals، البيانات المنظمة، والروابط المكسورة. رتب البنود حسب الأثر والجهد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster', 'بناء عنقود محتوى', 'Topic cluster builder', 'صفحة محورية ومقالات داعمة مترابطة', 'seo', array['chatgpt', 'gemini', 'claude']::text[], false, array['عنقود محتوى', 'روابط داخلية', 'سيو']::text[], now() - interval '261 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ابنِ عنقود محتوى حول الموضوع المحوري "{{الموضوع_المحوري}}".
أعطني: الصفحة المحورية (العنوان والأقسام)، 15 مقالاً داعماً مع الكلمة المفتاحية ونية البحث لكل منها، خريطة الروابط الداخلية بينها، وترتيب النشر المقترح على {{عدد_الأسابيع|8}} أسابيع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('backlink-outreach', 'حملة بناء روابط خلفية', 'Backlink outreach campaign', 'أفكار روابط ورسائل تواصل مع المواقع', 'seo', array['chatgpt', 'claude']::text[], false, array['روابط خلفية', 'سيو', 'تواصل']::text[], now() - interval '260 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة لبناء روابط خلفية عالية الجودة لموقع {{اسم_الموقع}} في مجال {{المجال}}.
اقترح 10 أساليب مناسبة للسوق العربي، وأصول محتوى تستحق الربط (دراسات، أدوات، إنفوجرافيك)، ثم اكتب رسالتي تواصل: واحدة لطلب مقال ضيف وواحدة لاستبدال رابط مكسور.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('arabic-seo-rewrite', 'إعادة صياغة مقال للسيو', 'SEO rewrite of an article', 'تحسين مقال قائم دون حشو الكلمات', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['إعادة صياغة', 'سيو', 'تحسين']::text[], now() - interval '259 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد صياغة المقال التالي لتحسين ترتيبه على الكلمة "{{الكلمة_المفتاحية}}" دون حشو:
{{نص_المقال}}
حسّن العنوان والمقدمة، أضف عناوين فرعية واضحة، أدخل الكلمات المرتبطة بشكل طبيعي، أضف قسم أسئلة شائعة، واذكر في النهاية ما غيّرته ولماذا.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-model-canvas', 'نموذج العمل التجاري', 'Business model canvas', 'تعبئة نموذج العمل بمربعاته التسعة لفكرتك', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], true, array['نموذج عمل', 'ريادة', 'مشروع']::text[], now() - interval '258 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'املأ نموذج العمل التجاري (Business Model Canvas) لفكرة {{فكرة_المشروع}} في {{الدولة|السعودية}}.
لكل مربع من المربعات التسعة 3 إلى 5 نقاط محددة. ثم حدد أخطر 3 افتراضات في النموذج، وتجربة رخيصة وسريعة لاختبار كل منها خلال أسبوعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-cold-email', 'سلسلة رسائل بيع باردة', 'Cold e-mail sequence', 'أربع رسائل متابعة لعميل محتمل في قطاع الأعمال', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'بريد بارد', 'B2B']::text[], now() - interval '257 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سلسلة من 4 رسائل بريد بارد لبيع {{الخدمة}} إلى {{المسمى_الوظيفي_للعميل|مدير التسويق}} في شركات {{القطاع}}.
الرسالة الأولى تركز على مشكلة محددة، الثانية على دليل (حالة نجاح)، الثالثة على قيمة مجانية، والرابعة رسالة وداع لطيفة. كل رسالة أقل من 100 كلمة مع عنوان مقترح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('objection-handling', 'الرد على اعتراضات العملاء', 'Objection handling', 'ردود عملية على أشهر اعتراضات الشراء', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['اعتراضات', 'مبيعات', 'إقناع']::text[], now() - interval '256 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أبيع {{المنتج}} بسعر {{السعر}}. اكتب ردوداً على أشهر 10 اعتراضات: "السعر مرتفع"، "سأفكر"، "عندي مورد حالي"، "ليس الوقت المناسب"... وغيرها.
لكل اعتراض: ما يعنيه العميل فعلاً، سؤال استكشافي، الرد المقترح، ودليل يدعمه. اجعل الأسلوب محترماً وغير ضاغط.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-outline', 'عرض تقديمي للمستثمرين', 'Investor pitch deck', 'هيكل عرض من 12 شريحة مع المحتوى', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل']::text[], now() - interval '255 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهز محتوى عرض تقديمي للمستثمرين من 12 شريحة لشركة {{اسم_الشركة}} الناشئة التي تحل مشكلة {{المشكلة}}.
المرحلة: {{المرحلة|ما قبل البذرة}}. المبلغ المطلوب: {{المبلغ_المطلوب}}.
لكل شريحة: العنوان، الرسالة الأساسية في جملة، المحتوى، والرسم المقترح. أضف أسئلة المستثمرين المتوقعة مع إجاباتها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy', 'استراتيجية التسعير', 'Pricing strategy', 'اختيار نموذج التسعير والباقات والأسعار النفسية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'إيرادات']::text[], now() - interval '254 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج}} الموجه إلى {{الجمهور}}. التكلفة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}.
قارن بين التسعير بالتكلفة وبالقيمة وبالمنافسة، واقترح 3 باقات بأسماء عربية جذابة ومزايا كل منها، والسعر النفسي المناسب، وخطة لاختبار الأسعار دون إغضاب العملاء الحاليين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-ideas-generator', 'توليد أفكار مشاريع صغيرة', 'Small business ideas', 'أفكار مشاريع مناسبة لرأس مالك ومهاراتك', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], true, array['أفكار مشاريع', 'ريادة', 'رأس مال']::text[], now() - interval '253 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 أفكار مشاريع صغيرة في {{المدينة|الرياض}} برأس مال لا يتجاوز {{رأس_المال|50,000 ريال}}، تناسب شخصاً مهاراته: {{المهارات}}.
لكل فكرة: الوصف، العميل المستهدف، مصدر الدخل، التكاليف التقريبية، المخاطر، وأول ثلاث خطوات للبدء هذا الأسبوع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-call-script', 'سيناريو مكالمة مبيعات', 'Sales call script', 'نص مكالمة استكشافية بأسئلة تأهيل العميل', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مكالمة', 'مبيعات', 'تأهيل']::text[], now() - interval '252 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو مكالمة مبيعات استكشافية مدتها 15 دقيقة لبيع {{الخدمة}}.
يتضمن: افتتاحية تكسر الجليد، أسئلة تأهيل (الميزانية، صاحب القرار، الحاجة، التوقيت)، طريقة عرض القيمة بناءً على إجابات العميل، التعامل مع اعتراض واحد، وإغلاق بخطوة تالية محددة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-followup', 'رسائل متابعة بعد البيع', 'Post-sale follow-up', 'رسائل تزيد رضا العميل وتكرار الشراء', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], true, array['متابعة', 'ولاء', 'عملاء']::text[], now() - interval '251 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 4 رسائل متابعة لعميل اشترى {{المنتج}} من {{اسم_المتجر}}: بعد يوم (شكر وتعليمات)، بعد أسبوع (سؤال عن التجربة)، بعد أسبوعين (طلب تقييم)، وبعد شهر (عرض مخصص لشراء متكرر). اجعلها شخصية وقصيرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('franchise-readiness', 'جاهزية المشروع للامتياز التجاري', 'Franchise readiness', 'تقييم قابلية المشروع للتحول إلى امتياز تجاري', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['امتياز تجاري', 'توسع', 'فرنشايز']::text[], now() - interval '250 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم جاهزية مشروعي {{اسم_المشروع}} ({{نوع_المشروع}}) للتوسع عبر الامتياز التجاري في {{الدولة|السعودية}}.
المعطيات: {{المعطيات}}.
قيّم: ربحية الفرع، قابلية التكرار، قوة العلامة، الأنظمة والأدلة، والمتطلبات النظامية. أعطني درجة من 100 وخطة 6 أشهر لسد الفجوات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('negotiation-prep', 'التحضير لجلسة تفاوض', 'Negotiation preparation', 'تحديد البدائل والحدود والتنازلات قبل التفاوض', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['تفاوض', 'صفقات', 'عقود']::text[], now() - interval '249 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أستعد للتفاوض مع {{الطرف_الآخر}} على {{موضوع_التفاوض}}.
ساعدني في تحديد: أفضل بديل لي (BATNA) وللطرف الآخر، نقطة الانسحاب، الهدف الطموح، قائمة التنازلات الممكنة مرتبة حسب تكلفتها علي وقيمتها لهم، أسئلة لكشف أولوياتهم، وافتتاحية أول 5 دقائق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('marketplace-listing', 'صفحة منتج في متجر أمازون', 'Marketplace listing', 'عنوان ونقاط ووصف لمنتج على أمازون ونون', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['أمازون', 'نون', 'متجر']::text[], now() - interval '248 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة منتج {{اسم_المنتج}} لمتجري على {{المنصة|أمازون السعودية}}.
المطلوب: عنوان يحوي الكلمات المفتاحية (أقل من 200 حرف)، 5 نقاط مزايا تبدأ بفائدة بحروف كبيرة، وصف المنتج، كلمات البحث الخلفية، و3 أسئلة وأجوبة متوقعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('gemini-market-research', 'بحث سوق سريع بجيميناي', 'Quick market research (Gemini)', 'حجم السوق والاتجاهات والمنافسين بمصادر', 'entrepreneurship-sales', array['gemini']::text[], false, array['بحث سوق', 'جيميناي', 'اتجاهات']::text[], now() - interval '247 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ابحث عن سوق {{المجال}} في {{الدولة|السعودية}} خلال آخر سنتين.
لخّص: حجم السوق ونموه (مع المصادر)، أهم 5 اتجاهات، أبرز اللاعبين وحصصهم التقريبية، الأنظمة واللوائح المؤثرة، والفجوات التي يمكن لمشروع جديد استغلالها. ميّز بين المعلومة المؤكدة والتقدير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('claude-contract-review', 'مراجعة مبدئية لعقد بكلود', 'First-pass contract review (Claude)', 'قراءة عقد واستخراج البنود الحساسة والأسئلة', 'business-management', array['claude']::text[], false, array['عقود', 'مراجعة', 'كلود']::text[], now() - interval '246 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'راجع العقد التالي مراجعة مبدئية (ليست استشارة قانونية):
{{نص_العقد}}
أنا الطرف: {{صفتي_في_العقد}}. استخرج: الالتزامات الأساسية لكل طرف، المدد والمبالغ، بنود الإنهاء والشرط الجزائي، البنود غير المتوازنة ضدي، المصطلحات الغامضة، وأسئلة أطرحها على المحامي قبل التوقيع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('midjourney-logo-concepts', 'أفكار شعار بميدجورني', 'Logo concepts (Midjourney)', 'مفاهيم أولية لشعار بسيط يصلح للعلامة', 'entrepreneurship-sales', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية']::text[], now() - interval '245 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for {{brand_name|a tech startup}}, symbol combining {{symbol|an Arabic letter and a spark}}, {{style|geometric, modern}} style, two colors {{colors|deep teal and sand}}, white background, no text, high contrast, scalable icon --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('gemini-trip-to-meeting', 'تلخيص بريد طويل وخطوات تالية', 'Summarise a long e-mail thread', 'تحويل سلسلة رسائل طويلة إلى ملخص وقائمة مهام', 'business-management', array['gemini']::text[], false, array['بريد', 'تلخيص', 'مهام']::text[], now() - interval '244 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لخّص سلسلة الرسائل التالية:
{{سلسلة_الرسائل}}
أعطني: ملخصاً في 5 أسطر، القرارات التي اتُّخذت، الأسئلة المعلقة، المهام مع المسؤول والموعد، ومسودة رد مني ({{اسمي}}) تؤكد الخطوات التالية بنبرة {{النبرة|مهنية ودودة}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('claude-policy-writer', 'صياغة سياسة داخلية', 'Internal policy writer', 'سياسة شركة واضحة قابلة للتطبيق', 'business-management', array['claude', 'chatgpt']::text[], false, array['سياسات', 'حوكمة', 'موارد بشرية']::text[], now() - interval '243 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صغ سياسة داخلية بعنوان "{{اسم_السياسة|سياسة العمل عن بعد}}" لشركة {{اسم_الشركة}} ({{عدد_الموظفين}} موظفاً).
الأقسام: الهدف، النطاق، التعريفات، الأحكام، الأدوار والمسؤوليات، الاستثناءات، المخالفات والإجراءات، والمراجعة الدورية. راعِ نظام العمل في {{الدولة|السعودية}} بشكل عام.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('chatgpt-customer-support-macros', 'ردود جاهزة لخدمة العملاء', 'Customer support macros', 'قوالب ردود لطيفة وحاسمة للمواقف الشائعة', 'content-writing', array['chatgpt']::text[], false, array['خدمة عملاء', 'دعم', 'ردود']::text[], now() - interval '242 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 12 رداً جاهزاً لفريق خدمة عملاء {{اسم_الشركة}} الذي يبيع {{المنتج}}.
المواقف: تأخر الشحن، منتج تالف، طلب استرجاع، خطأ في الفاتورة، عميل غاضب، سؤال عن الخصم، وغيرها. لكل رد: نسخة للمحادثة المباشرة (قصيرة) ونسخة للبريد، مع متغيرات لاسم العميل ورقم الطلب {{رقم_الطلب|#0000}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('gemini-seo-serp-compare', 'مقارنة نتائج البحث الأولى', 'SERP comparison (Gemini)', 'تحليل الصفحات الأولى في نتائج البحث لكلمة محددة', 'seo', array['gemini']::text[], false, array['نتائج البحث', 'منافسين', 'سيو']::text[], now() - interval '241 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل أول 10 نتائج في بحث جوجل عن "{{الكلمة_المفتاحية}}" في {{الدولة|السعودية}}.
لكل نتيجة: نوع الصفحة، الطول التقريبي، الزاوية، وما ينقصها. ثم استنتج ما يتوقعه الباحث فعلاً، واقترح مخطط صفحة تتفوق عليها جميعاً مع عنصر مميز لا يقدمه أحد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('chatgpt-data-story', 'تحويل الأرقام إلى قصة للإدارة', 'Data storytelling for leadership', 'عرض نتائج تحليل بأسلوب قصصي مقنع', 'data-analysis', array['chatgpt', 'claude']::text[], true, array['عرض', 'قصة البيانات', 'إدارة']::text[], now() - interval '240 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي النتائج التالية: {{النتائج}}.
حوّلها إلى قصة بيانات لعرضها على {{الجمهور|الإدارة العليا}} في {{المدة|10 دقائق}}: الرسالة الرئيسية في جملة، السياق، 3 أرقام تدعمها مع الرسم المناسب لكل رقم، ما الذي نقترحه، وما نحتاجه من الحضور.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-gulf-seasons-calendar', 'تقويم المواسم التسويقية السنوي في السعودية والخليج', 'Annual Gulf marketing seasons calendar', 'جدول سنوي بالمواسم والمناسبات المؤثرة على نشاطك مع موعد التحضير والعرض المناسب لكل موسم.', 'marketing', array['chatgpt', 'gemini']::text[], true, array['مواسم', 'تقويم تسويقي', 'رمضان', 'اليوم الوطني', 'الجمعة البيضاء']::text[], now() - interval '239 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مخطط تسويق يعرف إيقاع السوق الخليجي جيداً. أعدّ تقويماً تسويقياً لسنة {{السنة|2026}} لنشاط {{اسم_النشاط}} في قطاع {{القطاع|التجزئة}} بمدينة {{المدينة|الرياض}}.
ضمّنه: يوم التأسيس، رمضان وعيد الفطر، عيد الأضحى، الإجازة الصيفية، العودة للمدارس، اليوم الوطني، الجمعة البيضاء و11.11، موسم الرياض أو موسم مدينتك، وأيام نزول الرواتب (27 من كل شهر ميلادي).
اعرض النتيجة في جدول: المناسبة، التاريخ التقريبي (هجري وميلادي)، أهميتها لهذا القطاع (عالية/متوسطة/منخفضة)، متى نبدأ التحضير، فكرة العرض أو المحتوى، والقناة الأنسب.
نبّه إلى أن التواريخ الهجرية تقريبية وتتقدم نحو 11 يوماً كل سنة، واختم بأهم 3 مواسم نركز عليها الميزانية السنوية {{الميزانية_السنوية|120,000 ريال}} ولماذا.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-marketing-budget-split', 'توزيع ميزانية التسويق على القنوات بذكاء', 'Smart marketing budget allocation across channels', 'جدول يوزع ميزانيتك الشهرية على القنوات مع النتيجة المتوقعة من كل قناة وقواعد لإعادة التوزيع.', 'marketing', array['chatgpt', 'claude']::text[], true, array['ميزانية تسويق', 'قنوات', 'إعلانات', 'ROI']::text[], now() - interval '238 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق أداء مسؤول عن كل ريال. وزّع ميزانية شهرية قدرها {{الميزانية|20,000 ريال}} لنشاط {{اسم_النشاط}} في قطاع {{القطاع}}، هدفه الأساسي {{الهدف|زيادة المبيعات عبر المتجر الإلكتروني}}.
القنوات المتاحة: {{القنوات|سناب شات، تيك توك، إنستغرام، إعلانات جوجل، المؤثرون}}. متوسط قيمة الطلب: {{متوسط_الطلب|250 ريال}}.
طبّق قاعدة 70/20/10 (قنوات مثبتة، قنوات واعدة، تجارب) واعرض جدولاً: القناة، النسبة والمبلغ، دورها في رحلة العميل، مدى تكلفة النتيجة المتوقع، وعدد النتائج المتوقع.
أضف قواعد إعادة التوزيع بعد أسبوعين (متى ننقل الميزانية ومتى نوقف قناة)، وتنبيهاً بأن التقديرات افتراضية تُصحَّح ببيانات الحسابات الفعلية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-ad-performance-diagnosis', 'تشخيص حملة ممولة لا تحقق النتائج', 'Diagnose an underperforming paid campaign', 'تشخيص مرتب لسبب ضعف الحملة من أرقامها مع إجراءات تصحيح مرتبة حسب الأولوية.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], true, array['إعلانات ممولة', 'تحليل حملة', 'CTR', 'تكلفة النتيجة']::text[], now() - interval '237 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير إعلانات ممولة تدير حسابات على {{المنصة|سناب شات}} في السوق الخليجي. حملتنا لـ {{المنتج}} لا تحقق الهدف، والتكلفة المستهدفة للنتيجة {{التكلفة_المستهدفة|40 ريال}}.
أرقام آخر {{المدة|7 أيام}} (الإنفاق، مرات الظهور، CPM، CTR، تكلفة النقرة، الإضافات للسلة، المشتريات، تكلفة الشراء): {{أرقام_الحملة}}
شخّص المشكلة مرحلة بمرحلة (الجمهور والوصول، الإعلان الإبداعي، صفحة الهبوط، العرض والسعر، التتبع والبكسل)، وقارن كل رقم بمدى معقول للمنصة مع التنبيه أنه تقديري.
أعطني: السبب الأرجح وسببين محتملين، 5 إجراءات تصحيح مرتبة حسب الأثر والسرعة، وما لا يجب تغييره الآن حتى لا تعود الحملة إلى مرحلة التعلم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-snapchat-founder-stories', 'قصص سناب شات يومية بصوت صاحب المشروع', 'Founder-led daily Snapchat stories', 'سلسلة سنابات لسبعة أيام بلهجة محلية تعرض كواليس مشروعك وتبني الثقة وتنتهي بدعوة واضحة.', 'marketing', array['chatgpt', 'gemini']::text[], true, array['سناب شات', 'ستوري', 'سنابات', 'كواليس']::text[], now() - interval '236 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب محتوى يفهم ثقافة السناب في السعودية، حيث يتابع الناس أصحاب المشاريع أكثر من الحسابات الرسمية. اكتب سلسلة قصص لسبعة أيام يصورها {{اسم_المؤسس}} صاحب {{اسم_النشاط}} في قطاع {{القطاع}}.
لكل يوم 4 إلى 6 سنابات: ما يظهر في الكادر، الكلام المنطوق بلهجة {{اللهجة|سعودية بيضاء}} (جملتان بحد أقصى لكل سناب)، والنص المكتوب على الشاشة.
وزّع الأيام على: كواليس التحضير، سؤال للمتابعين، قصة عميل، خطأ تعلمنا منه، طريقة استخدام {{المنتج}}، يوم عادي في العمل، وعرض ختامي: {{العرض|توصيل مجاني لأول 50 طلباً}}.
اجعلها عفوية غير مصقولة، وتجنب المبالغة والوعود الصحية أو المالية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-instagram-profile-audit', 'تدقيق حساب إنستغرام وتقييمه من 100', 'Instagram profile audit scored out of 100', 'تقييم مفصل لحسابك على إنستغرام بدرجة لكل عنصر وقائمة تحسينات بنصوص جاهزة للتنفيذ.', 'marketing', array['chatgpt', 'claude']::text[], true, array['إنستغرام', 'انستقرام', 'تدقيق حساب', 'بايو', 'تفاعل']::text[], now() - interval '235 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار نمو على إنستغرام. هذه بيانات حساب {{اسم_الحساب}} الذي يخدم جمهوراً في {{الدولة|السعودية}}:
النبذة الحالية: {{النبذة}}. عدد المتابعين: {{عدد_المتابعين}}. متوسط الإعجابات والتعليقات لآخر 12 منشوراً: {{متوسط_التفاعل}}. وصف آخر المنشورات والقصص المثبتة: {{وصف_المحتوى}}.
قيّم الحساب من 100 في جدول على 8 محاور: وضوح النبذة واسم المستخدم، الرابط وأزرار التواصل، القصص المثبتة، الاتساق البصري، قوة أول سطر في النصوص، معدل التفاعل، تنوع الصيغ (ريلز/كاروسيل)، ووضوح الدعوة لاتخاذ إجراء.
لكل محور: الدرجة، الملاحظة، والتعديل المقترح بنص جاهز. ثم اكتب 3 صيغ بديلة للنبذة (150 حرفاً كحد أقصى) وخطة تحسين لأسبوعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-whatsapp-business-setup', 'إعداد واتساب بزنس ليبيع نيابة عنك', 'WhatsApp Business setup that sells for you', 'إعداد متكامل لحساب واتساب بزنس من الملف التعريفي والكتالوج إلى الردود السريعة والتصنيفات.', 'marketing', array['chatgpt', 'gemini']::text[], true, array['واتساب بزنس', 'واتساب', 'خدمة العملاء', 'كتالوج']::text[], now() - interval '234 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تجارة محادثات، والعملاء في الخليج يفضلون الطلب والسؤال عبر واتساب. جهّز حساب واتساب بزنس لـ {{اسم_النشاط}} الذي يبيع {{المنتجات}} ويعمل {{ساعات_العمل|من 9 صباحاً حتى 11 مساءً}}.
اكتب: وصف النشاط في الملف التعريفي (أقل من 300 حرف)، رسالة الترحيب، ورسالة خارج أوقات العمل.
ثم 10 ردود سريعة مع اختصار لكل رد (الأسعار، التوصيل ومدته، الدفع عند الاستلام وتابي وتمارا، الاسترجاع، الموقع، الضمان...).
رتّب الكتالوج في مجموعات مع قالب وصف لكل منتج، وضع نظام تصنيفات (عميل جديد، بانتظار الدفع، تم الطلب، يحتاج متابعة) مع الإجراء المطلوب عند كل تصنيف.
اللهجة {{اللهجة|خليجية}} مهذبة ومختصرة، ولا ترسل رسائل ترويجية إلا لمن وافق على استقبالها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-lead-magnet-ideas', 'هدية مجانية تجمع العملاء المحتملين: فكرة وتنفيذ', 'Lead magnet ideas and build plan', 'عشر أفكار لهدية مجانية تجمع بيانات المهتمين مع مخطط كامل لأفضلها ونص صفحة التسجيل.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], true, array['عملاء محتملين', 'ليدز', 'Lead Magnet', 'قائمة بريدية']::text[], now() - interval '233 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسوّق متخصص في توليد العملاء المحتملين. نشاطنا {{اسم_النشاط}} في قطاع {{القطاع|الخدمات المهنية}} يبيع {{الخدمة}} لجمهور {{الجمهور}}، وأكثر سؤال يطرحه العملاء قبل الشراء: {{السؤال_الأكثر_تكراراً}}.
اقترح 10 أفكار لهدية مجانية (دليل، قائمة تحقق، حاسبة، قالب إكسل، تحدٍّ لخمسة أيام، جلسة تقييم...) في جدول: الفكرة، المشكلة التي تحلها، وقت إعدادها، وجودة العميل المتوقعة منها.
اختر الأفضل وقدّم: عنوانها، مخطط محتواها، نص صفحة التسجيل (عنوان، 3 فوائد، 3 حقول بحد أقصى)، ورسالة التسليم عبر البريد أو واتساب، ثم رسالة بيع لطيفة بعد يومين.
أضف سطر موافقة على استخدام البيانات يتوافق مع نظام حماية البيانات الشخصية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-value-proposition-canvas', 'صياغة عرض القيمة بلوحة العميل والمنتج', 'Value proposition canvas and statement', 'لوحة عرض القيمة كاملة تنتهي بجملة قيمة واضحة وثلاثة عناوين جاهزة للموقع والإعلانات.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], true, array['عرض القيمة', 'تموضع', 'رسالة تسويقية', 'Value Proposition']::text[], now() - interval '232 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي علامات تجارية تعمل بلوحة عرض القيمة. المنتج: {{المنتج}} من {{اسم_الشركة}}، العميل المستهدف: {{العميل_المستهدف}}، والبديل الذي يستخدمه اليوم: {{البديل_الحالي|الطريقة اليدوية}}.
جانب العميل: 5 مهام يحاول إنجازها، 5 آلام، و5 مكاسب يتمناها، مرتبة حسب الأهمية.
جانب المنتج: المزايا، مخففات الألم، وصانعات المكاسب، مع ربط كل عنصر بألم أو مكسب محدد، وتحديد ما لا نعالجه بعد.
ثم اكتب: جملة عرض قيمة بصيغة «نساعد [من] على [ماذا] من خلال [كيف] بخلاف [البديل]»، و3 عناوين رئيسية للموقع، ودليلاً يمكن إثباته لكل ادعاء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-post-campaign-review', 'مراجعة ما بعد الحملة ودروسها المستفادة', 'Post-campaign review and lessons learned', 'تقرير مراجعة منظم يقارن النتائج بالأهداف ويحوّل ما تعلمناه إلى قرارات للحملة القادمة.', 'marketing', array['chatgpt', 'claude']::text[], true, array['تقرير حملة', 'مراجعة', 'دروس مستفادة', 'KPI']::text[], now() - interval '231 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت قائد فريق تسويق يدير اجتماع مراجعة بعد انتهاء حملة {{اسم_الحملة}} التي استمرت {{المدة|3 أسابيع}} بميزانية {{الميزانية}}.
الأهداف كانت: {{الأهداف}}. النتائج الفعلية: {{النتائج}}. ملاحظات الفريق: {{ملاحظات_الفريق|لا يوجد}}.
اكتب تقريراً من صفحة واحدة: ملخص في 3 أسطر، جدول الهدف مقابل الفعلي مع نسبة التحقق، ما نجح ولماذا، ما لم ينجح ولماذا (فرّق بين ضعف التنفيذ وخطأ الفرضية)، والعوامل الخارجية كالموسم والمنافسين.
اختم بثلاثة قرارات محددة للحملة القادمة بصيغة «سنبدأ / سنتوقف / سنستمر»، والأسئلة التي نحتاج بيانات للإجابة عنها. النبرة موضوعية بلا لوم للأشخاص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-tiktok-ugc-brief', 'موجز صناع محتوى UGC لإعلانات تيك توك', 'UGC creator brief for TikTok ads', 'موجز واضح يُسلَّم لصانع المحتوى ليصوّر فيديو تجربة أصيلاً يصلح إعلاناً ممولاً.', 'marketing', array['chatgpt', 'claude']::text[], false, array['تيك توك', 'UGC', 'صناع محتوى', 'إعلانات']::text[], now() - interval '230 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير محتوى إبداعي يكلّف صناع محتوى UGC في السعودية بتصوير فيديوهات تجربة لـ {{المنتج}} ستُستخدم إعلانات على تيك توك وسناب شات.
اكتب موجزاً يُرسل لصانع المحتوى: نبذة عن المنتج في 3 أسطر، الجمهور، الرسالة الواحدة التي يجب أن تصل، 3 افتتاحيات بديلة لأول 3 ثوانٍ، هيكل الفيديو (مشكلة، تجربة، نتيجة، دعوة)، والمدة {{المدة|20 إلى 30 ثانية}}.
المواصفات: تصوير عمودي 9:16 بإضاءة طبيعية، لهجة {{اللهجة|سعودية بيضاء}} عفوية، بلا موسيقى محمية بحقوق، ومظهر ومشاهد محتشمة تناسب الذوق العام.
أضف قائمة «افعل ولا تفعل» (لا ادعاءات غير مثبتة، لا ذكر للمنافسين)، والتسليمات: عدد النسخ، الملفات الخام، حقوق الاستخدام الإعلاني لمدة {{مدة_الحقوق|6 أشهر}}، وموعد التسليم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-landing-page-cro-audit', 'تدقيق صفحة هبوط لرفع معدل التحويل', 'Landing page conversion audit', 'قائمة تدقيق بالدرجات لصفحة الهبوط مع إعادة كتابة العنوان والدعوة لاتخاذ إجراء واختبارات A/B مقترحة.', 'marketing', array['chatgpt', 'claude']::text[], false, array['صفحة هبوط', 'معدل التحويل', 'CRO', 'A/B']::text[], now() - interval '229 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت متخصص في تحسين معدل التحويل لمواقع عربية. هذا نص صفحة الهبوط لحملة {{اسم_الحملة}}، ومصدر الزيارات {{مصدر_الزيارات|إعلانات سناب شات من الجوال}}:
{{نص_الصفحة}}
قيّم الصفحة في جدول من 10 بنود بدرجة من 5 وملاحظة: تطابق الرسالة مع الإعلان، وضوح العرض خلال 5 ثوانٍ، القيمة في أول شاشة، الدليل الاجتماعي، معالجة الاعتراضات، وضوح السعر شاملاً الضريبة، خيارات الدفع المحلية (مدى، آبل باي، تابي، تمارا)، تجربة الجوال، علامات الثقة (السجل التجاري، الرقم الضريبي، سياسة الاسترجاع)، ووضوح CTA.
ثم أعد كتابة العنوان الرئيسي والفرعي وزر CTA بثلاث صيغ، واقترح 3 اختبارات A/B مرتبة حسب الأثر المتوقع مع فرضية كل اختبار.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-abandoned-cart-recovery', 'سلسلة استرجاع السلات المتروكة', 'Abandoned cart recovery sequence', 'تسلسل رسائل بالتوقيت والقناة يعيد المتسوقين الذين تركوا السلة دون أن يستنزف هامش الربح.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['سلة متروكة', 'متجر إلكتروني', 'واتساب', 'إيميل', 'سلة وزد']::text[], now() - interval '228 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مختص أتمتة تسويق لمتاجر سلة وزد. متجر {{اسم_المتجر}} يبيع {{المنتجات}}، متوسط السلة {{متوسط_السلة|300 ريال}}، وهامش الربح {{هامش_الربح|30%}}.
صمّم سلسلة من 4 رسائل بعد ترك السلة: بعد ساعة، بعد 24 ساعة، بعد 48 ساعة، وبعد 5 أيام. لكل رسالة: القناة (واتساب، بريد، رسالة نصية)، الهدف (تذكير، إزالة اعتراض، دليل اجتماعي، حافز أخير)، والنص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}.
الرسالة النصية لا تتجاوز 70 حرفاً (جزء واحد بالعربية)، ورسالة واتساب أقل من 50 كلمة. لا تبدأ بخصم: أدخل الحافز في الرسالة الثالثة فقط وبقيمة لا تتجاوز نصف الهامش، واذكر خيار التقسيط إن وُجد.
أضف شرط إيقاف السلسلة عند الشراء، واستثناء من لم يوافق على الرسائل الترويجية، و3 مؤشرات نتابعها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-utm-tracking-guide', 'دليل تسمية روابط UTM لتتبع الحملات', 'UTM naming convention guide', 'قواعد تسمية موحدة لروابط التتبع مع أمثلة جاهزة لكل منصة لتعرف مصدر كل عملية بيع.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['UTM', 'تتبع الحملات', 'تحليلات', 'جوجل أناليتكس']::text[], now() - interval '227 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل تسويق رقمي. ضع دليل تسمية موحداً لروابط UTM لفريق {{اسم_الشركة}} الذي يعلن وينشر على {{القنوات|سناب شات، تيك توك، إنستغرام، X، جوجل، واتساب، المؤثرين}}.
حدد القواعد: أحرف إنجليزية صغيرة فقط، شرطة بدل المسافة، لا عربية في القيم حتى لا تتشوه التقارير، والقيم المسموحة لكل من source وmedium وcampaign وcontent وterm في جدول.
أعطني 8 روابط كاملة لحملة {{اسم_الحملة|white-friday-2026}} على موقع {{رابط_الموقع}} (إعلان مدفوع، منشور عضوي، رابط البايو، رسالة واتساب، كود مؤثر، رسالة بريدية...).
اختم بقالب جدول بيانات لتوليد الروابط وتسجيلها، و5 أخطاء شائعة تفسد التتبع وطريقة تجنبها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-grand-opening-plan', 'خطة افتتاح فرع جديد من التشويق حتى الأسبوع الثاني', 'New branch grand opening plan', 'جدول زمني للتسويق قبل الافتتاح ويومه وبعده يجذب سكان الحي ويحوّل الزوار الأوائل إلى عملاء دائمين.', 'marketing', array['chatgpt', 'claude']::text[], false, array['افتتاح', 'فرع جديد', 'تسويق محلي', 'سناب شات']::text[], now() - interval '226 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق محلي. {{اسم_النشاط}} يفتتح فرعاً جديداً في حي {{الحي}} بمدينة {{المدينة|الرياض}} يوم {{تاريخ_الافتتاح}}، بميزانية {{الميزانية|15,000 ريال}}.
ضع خطة في جدول على أربع مراحل: قبل 3 أسابيع (تشويق)، قبل أسبوع (بناء قائمة مهتمين)، يوم الافتتاح، وأول أسبوعين بعده. لكل بند: النشاط، القناة، المسؤول، التكلفة، ومؤشر النجاح.
ضمّنها: إعلانات سناب شات وتيك توك بنطاق جغرافي حول الفرع، دعوة مؤثرين من المدينة نفسها يحملون ترخيص موثوق، تجهيز ملف Google Business Profile قبل الافتتاح، عرض الافتتاح، والتواصل مع سكان الحي.
أضف آلية لجمع أرقام الزوار بموافقتهم يوم الافتتاح، ورسالة متابعة لهم بعد 7 أيام، وتذكيراً بالتصاريح البلدية لأي فعالية أو لوحات خارج المحل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-customer-testimonial-interview', 'مقابلة عميل راضٍ وتحويلها إلى شهادات جاهزة', 'Customer interview to ready-made testimonials', 'دليل أسئلة لمقابلة عميل راضٍ ثم تحويل إجاباته إلى شهادات قصيرة ودراسة حالة للاستخدام التسويقي.', 'marketing', array['chatgpt', 'claude']::text[], false, array['شهادات العملاء', 'دراسة حالة', 'دليل اجتماعي', 'تقييمات']::text[], now() - interval '225 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت باحث قصص عملاء. أريد مقابلة {{اسم_العميل}} الذي يستخدم {{المنتج}} منذ {{مدة_الاستخدام|6 أشهر}} لنبني دليلاً اجتماعياً صادقاً.
أولاً: دليل مقابلة من 12 سؤالاً مفتوحاً بترتيب القصة (الوضع قبلنا، لحظة القرار، التردد، التجربة، النتيجة بالأرقام، لمن يوصي بنا)، مع أسئلة متابعة تستخرج أمثلة محددة.
ثانياً: حوّل إجاباته هذه: {{إجابات_المقابلة|سأضيفها بعد المقابلة}} إلى شهادة من سطر واحد، شهادة من 50 كلمة، دراسة حالة قصيرة (التحدي، الحل، النتيجة)، ونص ستوري من 3 إطارات.
التزم بكلمات العميل ومعناه دون تجميل أو أرقام مختلقة، وأضف نموذج طلب موافقة مكتوبة على النشر بالاسم الكامل أو بالأحرف الأولى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-flat-lay-midjourney', 'صورة مسطحة لمنتجاتك بأسلوب فلات لاي', 'Flat lay product composition (Midjourney)', 'وصف صورة علوية مرتبة لمنتجاتك مع عناصر من البيئة المحلية تصلح لمنشورات المتجر وإعلاناته.', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'فلات لاي', 'تصوير منتجات', 'صورة']::text[], now() - interval '224 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Top-down flat lay photograph of {{المنتجات|a skincare set of three bottles}} neatly arranged on {{السطح|a warm sand-colored linen cloth}},
styled with local props: {{العناصر_المحلية|dried dates, a small brass dallah, palm fronds}}, balanced grid composition with generous negative space in the {{موضع_النص|upper right}} for an Arabic headline,
soft natural window light from the left, gentle shadows, brand palette {{ألوان_العلامة|sand beige, olive green and gold}}, editorial e-commerce style, crisp textures, photorealistic, shot from directly above
--ar {{نسبة_الأبعاد|4:5}} --v 6 --style raw --no text, logos, hands' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-delivery-apps-growth', 'رفع المبيعات داخل تطبيقات التوصيل', 'Growing sales inside delivery apps', 'خطة لتحسين صفحتك وتقييمك وعروضك في تطبيقات التوصيل الخليجية مع حساب أثر العمولة على الربح.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تطبيقات التوصيل', 'هنقرستيشن', 'جاهز', 'كيتا', 'طلبات']::text[], now() - interval '223 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار نمو للأنشطة المعروضة على تطبيقات التوصيل في الخليج. نشاط {{اسم_النشاط}} ({{نوع_النشاط|مطعم برجر}}) في {{المدينة|الرياض}} موجود على {{التطبيقات|هنقرستيشن وجاهز وكيتا}}، والعمولة {{نسبة_العمولة|22%}}، ومتوسط الطلب {{متوسط_الطلب|65 ريال}}.
أعطني خطة من 4 أجزاء: تحسين صفحة النشاط (الصورة الرئيسية، ترتيب القائمة، أسماء الأصناف وأوصافها، وقت التحضير)، رفع التقييم ومعالجة الملاحظات، العروض والإعلانات المدفوعة داخل التطبيق، وتشجيع الطلب المباشر بطريقة لا تخالف شروط المنصة.
لكل عرض مقترح احسب صافي الربح في جدول بعد استبعاد ضريبة القيمة المضافة 15% من السعر وخصم العمولة وقيمة الخصم، واستبعد أي عرض يجعل الطلب خاسراً.
اختم بمؤشرات أسبوعية: التحويل من مشاهدة الصفحة إلى طلب، متوسط السلة، نسبة الطلبات المتكررة، ونسبة الإلغاء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-competitor-ads-teardown', 'تفكيك إعلانات المنافسين من مكتبات الإعلانات', 'Competitor ads teardown from ad libraries', 'تحليل منظم لإعلانات منافسيك النشطة يكشف زواياهم وعروضهم والفجوات التي يمكنك استغلالها.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['إعلانات المنافسين', 'مكتبة الإعلانات', 'تحليل', 'أفكار إعلانية']::text[], now() - interval '222 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل إعلانات إبداعية. جمعتُ من مكتبة إعلانات ميتا ومركز تيك توك الإبداعي إعلانات منافسينا النشطة في قطاع {{القطاع}} (لكل إعلان: المعلن، المنصة، النص، وصف المرئي، مدة تشغيله): {{وصف_الإعلانات}}
صنّف كل إعلان في جدول: الزاوية (سعر، جودة، سرعة، هوية، خوف من الفوات...)، الصيغة، الافتتاحية، العرض، ونوع CTA. وأبرز الإعلانات التي تعمل منذ أكثر من 30 يوماً لأنها غالباً رابحة.
ثم استنتج: الأنماط المتكررة، الزوايا التي لا يستخدمها أحد، والوعود المستهلكة التي يجب تجنبها.
واقترح لـ {{اسم_العلامة}} 5 مفاهيم إعلانية مختلفة، لكل مفهوم افتتاحية ونص أساسي لا يتجاوز 90 حرفاً، دون تقليد منافس أو ذكره بالاسم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-co-marketing-partnership', 'شراكة تسويقية مع علامة تشاركك الجمهور', 'Co-marketing partnership with a complementary brand', 'قائمة شركاء محتملين وأفكار حملات مشتركة ورسالة عرض شراكة جاهزة للإرسال.', 'marketing', array['chatgpt', 'claude']::text[], false, array['شراكات', 'تسويق مشترك', 'تعاون', 'Co-marketing']::text[], now() - interval '221 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول شراكات تسويقية. {{اسم_العلامة}} تخدم {{الجمهور}} في {{المدينة|جدة}}، ونريد الوصول لعملاء جدد دون ميزانية إعلانية كبيرة عبر علامة تشاركنا الجمهور ولا تنافسنا.
1) حدد 8 أنواع شركاء مناسبين مع سبب تقاطع الجمهور، ومعايير اختيار الشريك (حجم قاعدة العملاء، السمعة، تقارب القيم).
2) اقترح 6 أفكار تعاون: باقة مشتركة، قسيمة متبادلة، فعالية، محتوى مشترك، هدية مع الطلب، مسابقة. لكل فكرة: ما يقدمه كل طرف، التكلفة التقريبية، وطريقة قياس العملاء القادمين من الشريك (كود أو رابط خاص).
3) اكتب رسالة عرض شراكة (أقل من 150 كلمة) لمدير التسويق لدى الشريك، ونقاط الاتفاق الأساسية التي نكتبها قبل البدء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-x-trend-jacking', 'ركوب الترند على X دون مخاطرة بالسمعة', 'Safe trend-jacking on X', 'فحص سريع لمدى ملاءمة الترند لعلامتك مع صيغ تغريدات جاهزة وقائمة خطوط حمراء.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['ترند', 'تويتر', 'X', 'هاشتاق', 'تسويق لحظي']::text[], now() - interval '220 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير حسابات تواصل يعرف الجمهور السعودي والخليجي على X. الترند الحالي: {{الترند}}. علامتنا: {{اسم_العلامة}}، ونبرتها {{النبرة|خفيفة وذكية}}.
أولاً قيّم الترند: ما أصله، هل يناسب العلامة (نعم/بحذر/لا) ولماذا، وهل يمس الدين أو السياسة أو الرموز الوطنية أو مأساة أو أشخاصاً بعينهم؛ إن كان كذلك فتوقف هنا واقترح بديلاً.
إن كان مناسباً: اكتب 5 تغريدات مختلفة الأسلوب (معلومة، دعابة، سؤال، ربط بالمنتج، فكرة صورة)، كل منها أقل من 200 حرف، بلهجة {{اللهجة|سعودية بيضاء}}، وبوسم واحد على الأكثر.
حدد آخر موعد منطقي للنشر قبل أن يبرد الترند، وخطة للرد على التعليقات السلبية المحتملة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-saudi-national-day-campaign', 'حملة اليوم الوطني السعودي بين الاحتفاء والبيع', 'Saudi National Day campaign', 'مفاهيم حملة لليوم الوطني توازن بين الاحتفاء الصادق والعرض التجاري مع ضوابط استخدام الرموز الوطنية.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['اليوم الوطني', 'حملة موسمية', 'السعودية', 'هوية بصرية']::text[], now() - interval '219 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير إبداعي عمل على حملات وطنية لعلامات سعودية. صمم حملة لليوم الوطني السعودي (23 سبتمبر) لـ {{اسم_العلامة}} في قطاع {{القطاع}} بميزانية {{الميزانية|30,000 ريال}}.
قدّم 3 مفاهيم مختلفة، لكل مفهوم: الفكرة المحورية في جملة، شعار الحملة، صلته بشعار اليوم الوطني الرسمي لهذا العام، المحتوى على سناب شات وتيك توك وX، والعرض التجاري إن وجد.
اختر الأقوى وضع له جدولاً زمنياً لثلاثة أسابيع (قبل المناسبة، يومها، بعدها)، مع عرض مرتبط برقم اليوم الوطني إن كان مجدياً مالياً.
ضوابط إلزامية: الالتزام بالهوية البصرية الرسمية المعلنة، عدم طباعة العلم على المنتجات أو العبوات أو استخدامه في سياق يمتهنه لاحتوائه على الشهادة، عدم استخدام الشعار الوطني دون إذن، والحصول على ترخيص التخفيضات من وزارة التجارة قبل إعلان أي خصم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-influencer-vetting-scorecard', 'بطاقة تقييم المؤثرين قبل التعاقد', 'Influencer vetting scorecard', 'نموذج تقييم موزون يفرز المؤثرين المرشحين بالأرقام ويكشف المتابعين الوهميين قبل دفع أي ريال.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤثرين', 'تسويق المؤثرين', 'موثوق', 'سناب شات']::text[], now() - interval '218 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق مؤثرين في السوق السعودي. هدف الحملة {{هدف_الحملة|مبيعات مباشرة بكود خصم}} لـ {{المنتج}}، وهذه بيانات المرشحين (الاسم، المنصة، المتابعون، متوسط المشاهدات، نسبة الجمهور داخل السعودية، السعر): {{بيانات_المؤثرين}}
ابنِ بطاقة تقييم موزونة من 100: نسبة المشاهدات إلى المتابعين، جودة التعليقات (حقيقية أم عامة مكررة)، تطابق الجمهور جغرافياً وعمرياً، ملاءمة المحتوى لقيم العلامة، كثرة الإعلانات السابقة، التكلفة لكل ألف مشاهدة، وحيازة ترخيص موثوق ساري المفعول.
طبّق البطاقة على كل مرشح في جدول مرتب، ثم اذكر علامات الخطر (قفزات مفاجئة في المتابعين، تعليقات متشابهة، جمهور من خارج المنطقة).
اختم ببنود أساسية للاتفاق: التسليمات والمواعيد، موافقتنا على المحتوى قبل النشر، الإفصاح بكلمة «إعلان»، ومدة حقوق استخدام المحتوى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-customer-journey-map', 'خريطة رحلة العميل ونقاط الاحتكاك', 'Customer journey map with friction points', 'خريطة رحلة مفصلة من أول معرفة بالعلامة حتى التوصية بها مع أولويات الإصلاح لكل نقطة احتكاك.', 'marketing', array['chatgpt', 'claude']::text[], false, array['رحلة العميل', 'تجربة العميل', 'Customer Journey', 'نقاط التواصل']::text[], now() - interval '217 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير تجربة عملاء. ارسم خريطة رحلة العميل لـ {{اسم_النشاط}} في قطاع {{القطاع}}، لشخصية العميل: {{وصف_العميل|موظفة في الثلاثينات في الرياض تشتري عبر الجوال}}.
المراحل: الاكتشاف، البحث والمقارنة، الشراء، الاستلام أو تلقي الخدمة، الاستخدام، ما بعد البيع، التوصية. اعرضها في جدول: ما يفعله العميل، نقطة التواصل والقناة، ما يفكر فيه ويشعر به (بمقياس من 1 إلى 5)، نقطة الاحتكاك، والفرصة.
استعن بملاحظات العملاء الحقيقية إن وجدت: {{ملاحظات_العملاء|لا يوجد}}.
ثم حدد أسوأ 3 لحظات في الرحلة وأفضل لحظة، واقترح إصلاحات مرتبة في مصفوفة أثر/جهد مع مؤشر قياس لكل إصلاح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-messaging-house', 'بيت الرسائل: الرسالة الأم وأعمدتها وإثباتاتها', 'Messaging house framework', 'إطار رسائل موحد يضمن أن كل إعلان ومنشور وموظف مبيعات يقول الشيء نفسه بالدليل نفسه.', 'marketing', array['chatgpt', 'claude']::text[], false, array['رسائل تسويقية', 'تموضع', 'هوية العلامة', 'Messaging']::text[], now() - interval '216 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي رسائل لعلامات خليجية. ابنِ «بيت الرسائل» لـ {{اسم_العلامة}} التي تقدم {{المنتج}} لـ {{الجمهور}}، وتموضعها المطلوب: {{التموضع|الخيار الموثوق للعائلات}}.
السقف: الرسالة الأم في جملة لا تتجاوز 15 كلمة. الأعمدة: 3 رسائل داعمة، لكل عمود 3 إثباتات قابلة للتحقق (رقم، شهادة، ميزة، اعتماد). الأساس: القيم والنبرة.
ثم صغ كل عمود لثلاث شرائح: {{الشرائح|العميل الجديد، العميل الحالي، الشركات}}، بنسخة فصحى للموقع والبيانات الرسمية ونسخة بلهجة سعودية بيضاء للسوشيال.
أضف قائمة «كلمات نستخدمها / كلمات نتجنبها»، وجدولاً يوضح أي عمود نبرزه في أي قناة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-win-back-campaign', 'حملة استعادة العملاء المنقطعين', 'Lapsed customer win-back campaign', 'خطة تقسم العملاء المنقطعين حسب مدة الغياب وقيمتهم وتعطي كل شريحة رسالة وعرضاً مناسباً.', 'marketing', array['chatgpt', 'claude']::text[], false, array['استعادة العملاء', 'عملاء غير نشطين', 'Win-back', 'ولاء']::text[], now() - interval '215 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول دورة حياة العميل لدى {{اسم_النشاط}}. دورة الشراء الطبيعية لدينا {{دورة_الشراء|كل 45 يوماً}}، ولدينا {{عدد_المنقطعين|2,000}} عميل لم يشتروا منذ أكثر من ضعف هذه المدة.
قسّمهم إلى 4 شرائح حسب مدة الانقطاع وقيمة مشترياتهم السابقة، ولكل شريحة: الرسالة المحورية، القناة، العرض (من لا شيء إلى حافز قوي حسب قيمة العميل)، وعدد المحاولات.
اكتب لكل شريحة رسالة واتساب أو بريد جاهزة بلهجة {{اللهجة|خليجية}} تبدأ بالاعتراف بالغياب وتسأل عن السبب قبل العرض، واستبياناً من 3 أسئلة لفهم سبب الانقطاع.
حدد متى نتوقف ونخرج العميل من قوائم الترويج احتراماً لخياره، والمؤشرات: نسبة العائدين، الإيراد المستعاد، وتكلفة الاستعادة مقارنة بتكلفة اكتساب عميل جديد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-referral-program', 'برنامج «ادعُ صديقك» بمكافأة للطرفين', 'Two-sided referral program design', 'تصميم برنامج إحالة متكامل بالمكافأة المناسبة وقواعد تمنع التحايل ورسائل مشاركة جاهزة.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['برنامج إحالة', 'ادع صديقك', 'Referral', 'نمو']::text[], now() - interval '214 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مصمم برامج نمو. صمم برنامج إحالة لـ {{اسم_النشاط}} الذي يبيع {{المنتج}} بمتوسط طلب {{متوسط_الطلب|200 ريال}} وتكلفة اكتساب عميل عبر الإعلانات {{تكلفة_الاكتساب|60 ريال}}.
قارن 3 هياكل مكافأة (خصم للطرفين، رصيد في المحفظة، هدية أو مستوى مميز) في جدول: التكلفة لكل عميل جديد، جاذبيتها لجمهور يشارك التوصيات مع العائلة والأصدقاء عبر واتساب، وسهولة التنفيذ، ثم اختر واحداً.
حدد القواعد: متى تُستحق المكافأة (بعد اكتمال الطلب وانتهاء مدة الاسترجاع)، الحد الأقصى للإحالات، ومنع التحايل (الجهاز أو العنوان أو رقم الجوال نفسه).
اكتب: اسماً للبرنامج، نص صفحته، رسالة المشاركة على واتساب (أقل من 40 كلمة)، تذكيراً للعميل بعد أول شراء، والمؤشرات (نسبة المُحيلين، معامل الانتشار، تكلفة العميل المُحال).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-break-even-roas', 'حساب العائد الإعلاني اللازم للتعادل قبل الإطلاق', 'Break-even ROAS and campaign ROI calculator', 'حساب واضح لأقصى تكلفة اكتساب وأدنى عائد إعلاني يجعل الحملة رابحة بعد الضريبة وكل التكاليف.', 'marketing', array['chatgpt', 'claude']::text[], false, array['ROAS', 'ROI', 'عائد الإعلانات', 'تكلفة الاكتساب', 'ربحية']::text[], now() - interval '213 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل مالي تسويقي. قبل إطلاق حملة لـ {{المنتج}} أريد معرفة هل تستحق: سعر البيع {{سعر_البيع|299 ريال}} شاملاً ضريبة القيمة المضافة 15%، تكلفة البضاعة {{تكلفة_البضاعة|110 ريال}}، الشحن والتغليف {{تكلفة_الشحن|25 ريال}}، رسوم الدفع {{رسوم_الدفع|2.5%}}، ونسبة الاسترجاع {{نسبة_الاسترجاع|5%}}.
احسب خطوة بخطوة في جدول: صافي الإيراد بعد الضريبة، هامش المساهمة للطلب، أقصى تكلفة اكتساب للتعادل (CPA)، والعائد على الإنفاق الإعلاني اللازم للتعادل (ROAS).
ثم احسب أثر تكرار الشراء: إذا اشترى العميل {{مرات_الشراء_سنوياً|2.5}} مرة في السنة، كم تصبح أقصى تكلفة اكتساب مقبولة؟
أعطني 3 سيناريوهات لميزانية {{الميزانية|10,000 ريال}} (متشائم، متوقع، متفائل) بالربح أو الخسارة، واكتب المعادلات لأنقلها إلى إكسل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-tiktok-content-pillars', 'ركائز محتوى تيك توك وسلاسل متكررة يتابعها الجمهور', 'TikTok content pillars and recurring series', 'استراتيجية محتوى لتيك توك مبنية على ركائز واضحة وسلاسل متكررة يتعرف عليها الجمهور وينتظرها.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تيك توك', 'استراتيجية محتوى', 'ركائز المحتوى', 'فيديو قصير']::text[], now() - interval '212 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي محتوى فيديو قصير يعرف ما ينجح مع الجمهور الخليجي على تيك توك. علامتنا {{اسم_العلامة}} في قطاع {{القطاع}}، هدفنا {{الهدف|بناء جمهور يشتري خلال 6 أشهر}}، وقدرتنا الإنتاجية {{عدد_الفيديوهات|4 فيديوهات أسبوعياً}}.
حدد 4 ركائز محتوى، لكل ركيزة: الغرض (وعي، ثقة، تحويل)، نسبتها من النشر، و3 أفكار فيديو.
صمم 3 سلاسل متكررة باسم وقالب ثابتين (مثل «سؤال الأسبوع» أو «جربناها لكم»)، لكل سلسلة: الافتتاحية الثابتة، الهيكل بالثواني، ومن يقدمها.
ضع قواعد: أول ثانيتين، النص على الشاشة بالعربية، الأصوات الرائجة المناسبة، الرد على التعليقات بفيديو، وأوقات النشر المناسبة في السعودية (المساء، وبعد التراويح في رمضان).
اختم بمؤشرات أسبوعية: متوسط مدة المشاهدة، نسبة الإكمال، الحفظ والمشاركة، وزيارات الملف الشخصي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-billboard-mockup-midjourney', 'محاكاة لوحة إعلانية طرقية في مدينة خليجية', 'Roadside billboard mockup in a Gulf city (Midjourney)', 'صورة واقعية لإعلانك على لوحة طرقية في شارع خليجي لعرض الفكرة على الإدارة أو العميل قبل الحجز.', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'لوحة إعلانية', 'محاكاة', 'إعلانات خارجية']::text[], now() - interval '211 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Photorealistic mockup of a large roadside billboard on {{الموقع|King Fahd Road in Riyadh}} at {{الوقت|blue hour with city lights turning on}},
the billboard shows {{محتوى_اللوحة|a minimalist ad with a single product hero shot and a large blank area for an Arabic headline}}, brand colors {{ألوان_العلامة|deep navy and saffron}},
modern Gulf skyline and a palm-lined median in the background, light traffic with motion-blurred car lights, eye-level perspective from across the road,
realistic scale and lighting on the billboard surface, sharp focus on the billboard, 35mm lens, commercial architecture photography
--ar {{نسبة_الأبعاد|16:9}} --v 6 --style raw --no readable text, watermark' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-retargeting-audiences', 'خطة إعادة استهداف الزوار حسب سلوكهم', 'Behaviour-based retargeting plan', 'شرائح جماهير إعادة الاستهداف مع الرسالة والتكرار والاستثناءات المناسبة لكل شريحة.', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعادة الاستهداف', 'Retargeting', 'جماهير مخصصة', 'إعلانات ممولة']::text[], now() - interval '210 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت متخصص إعلانات أداء. {{اسم_المتجر}} يحصل على {{الزيارات_الشهرية|30,000}} زيارة شهرياً، ولدينا بكسل مفعّل على {{المنصات|سناب شات وتيك توك وميتا}} وقائمة عملاء.
صمم 6 جماهير إعادة استهداف مرتبة حسب قربها من الشراء (زار الموقع، شاهد منتجاً، أضاف للسلة، بدأ الدفع، شاهد نصف فيديو، اشترى سابقاً) مع نافذة زمنية مناسبة لكل جمهور.
لكل جمهور في جدول: الرسالة، صيغة الإعلان، العرض إن وجد، حد التكرار الأسبوعي، النسبة من ميزانية {{الميزانية|6,000 ريال}}، ومن نستثنيه حتى لا تتداخل الجماهير.
أضف قواعد: استثناء المشترين خلال {{فترة_الاستثناء|14 يوماً}}، تدوير الإعلانات عند ارتفاع التكرار، واحترام موافقة الزوار على ملفات الارتباط وفق نظام حماية البيانات الشخصية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-trade-show-plan', 'خطة المشاركة في معرض تجاري وجمع العملاء', 'Trade show participation and lead capture plan', 'خطة قبل المعرض وأثناءه وبعده تحوّل الجناح إلى مصدر عملاء محتملين قابل للقياس.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['معارض', 'فعاليات', 'جناح', 'عملاء محتملين', 'B2B']::text[], now() - interval '209 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير فعاليات لشركات B2B في الخليج. سنشارك في {{اسم_المعرض|معرض LEAP}} في {{المدينة|الرياض}} بجناح مساحته {{مساحة_الجناح|18 متراً مربعاً}} وميزانية {{الميزانية|80,000 ريال}}، وهدفنا {{الهدف|150 عميلاً محتملاً مؤهلاً}}.
قبل المعرض: قائمة الشركات المستهدفة، جدولة اللقاءات مسبقاً عبر لينكدإن والبريد مع نص رسالة الدعوة، والإعلان عن مشاركتنا.
أثناءه: فكرة جذب للجناح غير الهدايا المعتادة، افتتاحية من 20 ثانية لموظف الجناح، 4 أسئلة تأهيل سريعة، وطريقة تسجيل الزوار بتصنيف (ساخن/دافئ/بارد).
بعده: تسلسل متابعة بعد 24 ساعة و7 أيام و30 يوماً لكل تصنيف، وجدول لحساب تكلفة العميل المحتمل والعائد المتوقع، وقائمة تجهيزات لا تُنسى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-white-friday-playbook', 'دليل تشغيل الجمعة البيضاء من التحضير حتى ما بعدها', 'White Friday playbook', 'خطة تشغيلية وتسويقية للجمعة البيضاء تغطي العروض والمخزون والإعلانات والامتثال وما بعد الموسم.', 'marketing', array['chatgpt', 'claude']::text[], false, array['الجمعة البيضاء', 'بلاك فرايداي', 'تخفيضات', 'تجارة إلكترونية']::text[], now() - interval '208 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تجارة إلكترونية قاد مواسم الجمعة البيضاء في السعودية والإمارات. جهّز دليل تشغيل لـ {{اسم_المتجر}} بميزانية إعلانية {{الميزانية|50,000 ريال}} وهدف مبيعات {{هدف_المبيعات|400,000 ريال}}.
الجدول الزمني: قبل 6 أسابيع (اختيار المنتجات والتفاوض مع الموردين والمخزون)، قبل 3 أسابيع (قائمة انتظار وتشويق وبناء الجماهير)، أسبوع الذروة يوماً بيوم، وأسبوعان بعده (الاسترجاعات والاحتفاظ بالعملاء الجدد).
هيكل العروض: منتجات جذب بخصم عميق وكمية محدودة، منتجات ربح، باقات، وحد أدنى للشحن المجاني؛ مع حساب الهامش لكل فئة بعد ضريبة القيمة المضافة 15%.
التشغيل: تحمّل الموقع للضغط، خدمة العملاء وساعاتها، شركات الشحن، بوابات الدفع وخيارات التقسيط (تابي وتمارا).
الامتثال: ترخيص التخفيضات من وزارة التجارة، عرض السعر قبل الخصم وبعده بصدق، وعدم رفع الأسعار قبل الموسم. اختم بلوحة مؤشرات نراجعها كل ساعتين يوم الذروة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-loyalty-program-design', 'تصميم برنامج ولاء بالنقاط والمستويات', 'Points-and-tiers loyalty program design', 'برنامج ولاء محسوب التكلفة بمستويات ومكافآت وأسماء ورسائل إطلاق يرفع تكرار الشراء.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['برنامج ولاء', 'نقاط', 'عملاء دائمون', 'Loyalty']::text[], now() - interval '207 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مصمم برامج ولاء في الخليج. صمم برنامجاً لـ {{اسم_النشاط}} في قطاع {{القطاع|التجزئة}}: متوسط الفاتورة {{متوسط_الفاتورة|120 ريال}}، معدل الزيارات {{معدل_الزيارات|مرتان شهرياً}}، وهامش الربح الإجمالي {{هامش_الربح|45%}}.
حدد: قاعدة كسب النقاط، قيمة النقطة عند الاستبدال، تكلفة البرنامج الفعلية كنسبة من الإيرادات (لا تتجاوز {{سقف_التكلفة|3%}})، ومدة صلاحية النقاط.
صمم 3 مستويات بأسماء عربية جذابة، لكل مستوى: شرط الوصول، المزايا غير المالية (أولوية، تجربة حصرية، مفاجأة في مناسبة العميل)، ومدة الاحتفاظ بالمستوى.
أضف: مكافآت موسمية في رمضان واليوم الوطني، نموذج حساب التكلفة في جدول لـ {{عدد_الأعضاء|5,000}} عضو، رسائل الإطلاق عبر واتساب والتطبيق، ومؤشرات النجاح (الأعضاء النشطون، تكرار الشراء، فرق الإنفاق بين الأعضاء وغيرهم).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-creative-testing-framework', 'منهجية اختبار الإعلانات الإبداعية أسبوعياً', 'Weekly ad creative testing framework', 'نظام اختبار منضبط يحدد ما نختبره وبأي ميزانية ومتى نعلن الفائز ومتى نوقف الإعلان.', 'marketing', array['chatgpt', 'claude']::text[], false, array['اختبار الإعلانات', 'A/B', 'إعلانات إبداعية', 'تسويق الأداء']::text[], now() - interval '206 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت رئيس قسم الإبداع في وكالة تسويق أداء. صمم منهجية اختبار أسبوعية لإعلانات {{اسم_العلامة}} على {{المنصات|تيك توك وسناب شات}} بميزانية اختبار {{ميزانية_الاختبار|8,000 ريال شهرياً}} وتكلفة شراء مستهدفة {{التكلفة_المستهدفة|50 ريال}}.
1) مصفوفة المتغيرات: الافتتاحية، الزاوية، الصيغة (UGC، عرض منتج، شهادة، مقارنة)، العرض، والمتحدث؛ واشرح لماذا نختبر متغيراً واحداً في كل مرة.
2) قالب الفرضية: «نعتقد أن [التغيير] سيرفع [المؤشر] لأن [السبب]».
3) قواعد القرار: الحد الأدنى للإنفاق أو النتائج قبل الحكم، مؤشرات الفرز المبكر (نسبة مشاهدة أول 3 ثوانٍ، CTR) ثم مؤشر الحسم (تكلفة الشراء)، ومتى ننقل الفائز إلى حملة التوسع.
4) سجل اختبارات في جدول، و12 فكرة اختبار أولى مرتبة بنموذج ICE، وإيقاع أسبوعي: إنتاج، إطلاق، قراءة، قرار.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-google-search-ads-build', 'بناء حملة إعلانات بحث جوجل بالعربية والإنجليزية', 'Google Search Ads campaign build (Arabic and English)', 'حملة بحث جاهزة للرفع بمجموعاتها الإعلانية وكلماتها وكلماتها السلبية وإعلاناتها المتجاوبة.', 'marketing', array['chatgpt', 'gemini']::text[], false, array['إعلانات جوجل', 'Google Ads', 'PPC', 'إعلانات البحث']::text[], now() - interval '205 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير إعلانات جوجل للسوق الخليجي. ابنِ حملة بحث لـ {{الخدمة}} من {{اسم_الشركة}} تستهدف {{المدينة|الرياض وجدة}} بميزانية يومية {{الميزانية_اليومية|300 ريال}}، وصفحة الهبوط: {{رابط_الصفحة}}.
قسّم الحملة إلى 4 إلى 6 مجموعات إعلانية حسب نية البحث، ولكل مجموعة 10 كلمات مفتاحية بالعربية والإنجليزية والعربية المكتوبة بحروف لاتينية (مثل «تصميم مواقع» و«web design riyadh») مع نوع المطابقة.
اكتب لأهم مجموعتين إعلاناً متجاوباً كاملاً: 15 عنواناً (30 حرفاً كحد أقصى) و4 أوصاف (90 حرفاً كحد أقصى)، مع تثبيت أهم عنوان في الموضع الأول.
أضف: 30 كلمة سلبية (وظائف، مجاناً، تحميل، PDF...)، الإضافات (روابط الأقسام، العبارات المميزة، الاتصال، الموقع)، جدولة الإعلانات وفق ساعات الرد الفعلية، واستراتيجية المزايدة للأسابيع الأربعة الأولى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-abm-b2b-plan', 'خطة تسويق موجه للحسابات الكبرى (ABM)', 'Account-based marketing plan for B2B', 'خطة ABM تحدد الشركات المستهدفة ولجان الشراء فيها وسلسلة لمسات مخصصة عبر لينكدإن والبريد واللقاءات.', 'marketing', array['chatgpt', 'claude']::text[], false, array['ABM', 'B2B', 'لينكدإن', 'تسويق الشركات']::text[], now() - interval '204 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي تسويق B2B في السعودية، حيث تُحسم الصفقات الكبيرة بالعلاقات والثقة. ضع خطة تسويق قائم على الحسابات لـ {{اسم_الشركة}} التي تبيع {{الحل}} بمتوسط صفقة {{قيمة_الصفقة|250,000 ريال}}.
1) ملف الحساب المثالي: القطاع، الحجم، إشارات الحاجة (توسع، مشروع حكومي جديد، توظيف في قسم معين، متطلبات المحتوى المحلي)، وطريقة بناء قائمة من {{عدد_الحسابات|30}} حساباً على 3 مستويات.
2) لجنة الشراء: الأدوار المعتادة (صاحب القرار، المستخدم، المشتريات، التقنية، المالية)، وما يهم كل دور، والرسالة المناسبة له.
3) سلسلة لمسات لمدة 8 أسابيع في جدول: الأسبوع، الدور المستهدف، القناة (لينكدإن، بريد، مكالمة، هدية مخصصة، دعوة لفطور عمل أو ورشة)، والمحتوى.
4) التنسيق بين التسويق والمبيعات، والمؤشرات: الحسابات المتفاعلة، الاجتماعات، الفرص، وقيمة خط المبيعات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-social-crisis-playbook', 'إدارة أزمة سمعة على وسائل التواصل في أول 24 ساعة', 'Social media crisis response playbook', 'خطة استجابة تحدد مستوى الخطورة والبيان الأولي والردود وما يجب تجنبه خلال الساعات الحرجة.', 'marketing', array['chatgpt', 'claude']::text[], false, array['إدارة الأزمات', 'سمعة', 'وسائل التواصل', 'علاقات عامة']::text[], now() - interval '203 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار اتصال أزمات في الخليج. {{اسم_العلامة}} تواجه الآن: {{وصف_الأزمة}}، وبدأ الانتشار على {{المنصة|X وتيك توك}}.
1) صنّف الأزمة (منخفضة/متوسطة/حرجة) بمعايير: حجم الانتشار، صحة الادعاء، تعلقها بالسلامة أو الصحة، البعد الديني أو الوطني، وتدخل جهة رسمية.
2) الساعة الأولى: من يجتمع، ما نوقفه فوراً (الإعلانات والمنشورات الترويجية المجدولة)، وما نتحقق منه داخلياً.
3) بيان أولي (أقل من 60 كلمة) لا يعترف بما لم يثبت ولا ينكر ما قد يثبت، بنسخة فصحى وأخرى باللهجة للردود، و6 ردود على أنماط التعليقات المتوقعة.
4) خطة 24 ساعة و7 أيام: متى ننتقل من الرد العلني إلى التواصل الخاص، متى نشرك محامياً أو نتواصل مع جهة تنظيمية، وقائمة «لا تفعل» (الحذف الجماعي، الجدال، لوم العميل).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-ramadan-key-visual-midjourney', 'صورة رئيسية فاخرة لحملة رمضان والعيد', 'Ramadan and Eid campaign key visual (Midjourney)', 'وصف صورة رئيسية بطابع رمضاني راقٍ يبرز منتجك ويترك مساحة للعنوان العربي والشعار.', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'رمضان', 'العيد', 'تصميم حملة']::text[], now() - interval '202 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Elegant Ramadan campaign key visual featuring {{المنتج|a premium box of Arabic sweets}} as the hero in the center, surrounded by {{العناصر|brass lanterns, a crescent moon motif and soft fabric drapes}},
warm evening atmosphere just after iftar, glowing lantern light with gentle bokeh, rich palette of {{ألوان_العلامة|midnight blue, warm gold and ivory}}, subtle Islamic geometric pattern in the background,
luxurious yet calm mood, clean composition with wide empty space at the {{موضع_النص|top}} for an Arabic headline and logo, no people,
high-end commercial photography, soft shadows, 85mm, ultra detailed --ar {{نسبة_الأبعاد|4:5}} --v 6 --style raw --no text, letters, calligraphy' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-funnel-leak-audit', 'تدقيق القمع التسويقي وكشف أكبر تسريب', 'Marketing funnel leak audit', 'تحليل مرحلي لقمع المبيعات يحدد أين نخسر العملاء وكم يساوي إصلاح كل تسريب بالريال.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['قمع المبيعات', 'Funnel', 'معدل التحويل', 'تحليل تسويقي']::text[], now() - interval '201 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل نمو. هذه أرقام القمع الشهري لـ {{اسم_النشاط}} في قطاع {{القطاع}} (الوصول، الزيارات، المسجلون أو المهتمون، العملاء المحتملون المؤهلون، العروض المرسلة، الصفقات أو المشتريات): {{أرقام_القمع}}، ومتوسط قيمة العميل {{قيمة_العميل|1,500 ريال}}.
1) احسب معدل التحويل بين كل مرحلتين في جدول، وقارنه بمدى معقول للقطاع مع التنبيه أنه تقديري.
2) حدد أكبر تسريب حسابياً: كم عميلاً وكم ريالاً نكسب لو تحسنت كل مرحلة 10%؟ ورتّب المراحل حسب العائد.
3) لأكبر تسريبين: 5 أسباب محتملة، والبيانات التي تؤكد كل سبب أو تنفيه، و3 تجارب إصلاح لكل منهما.
4) خطة 30 يوماً للتنفيذ بمالك لكل تجربة، ولوحة مؤشرات أسبوعية من 6 أرقام فقط.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-mascot-3d-midjourney', 'شخصية ماسكوت ثلاثية الأبعاد تمثل علامتك', '3D brand mascot character sheet (Midjourney)', 'وصف لتصميم شخصية كرتونية ثلاثية الأبعاد تمثل علامتك بزوايا ووضعيات متعددة للمحتوى والتغليف.', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'ماسكوت', 'شخصية العلامة', 'تصميم ثلاثي الأبعاد']::text[], now() - interval '200 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, '3D character design sheet of a friendly brand mascot: {{الكائن|a cheerful young falcon}} representing {{نوع_العلامة|a Saudi delivery app}}, wearing {{الملابس|a small scarf in brand colors}}, modest and culturally respectful styling,
personality {{السمات|helpful, energetic, trustworthy}}, rounded appealing shapes, big expressive eyes, stylized animated-film 3D render, soft subsurface scattering, studio lighting,
turnaround with front, side and three-quarter views plus three poses (waving, pointing, celebrating), brand palette {{ألوان_العلامة|emerald green, white and sand}},
plain light grey background, consistent proportions across all views, high detail --ar 16:9 --v 6 --no text, logos' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-gcc-market-entry', 'خطة دخول سوق خليجي جديد تسويقياً', 'Marketing plan to enter a new GCC market', 'خطة دخول سوق خليجي تراعي الفروق في اللهجة والقنوات والضريبة والتسعير والموسمية بين الدول.', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['التوسع الخليجي', 'دخول سوق', 'الإمارات', 'Go-to-market']::text[], now() - interval '199 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار توسع إقليمي. {{اسم_العلامة}} تعمل بنجاح في {{السوق_الحالي|السعودية}} وتريد دخول {{السوق_الجديد|الإمارات}} بـ {{المنتج}} وميزانية إطلاق {{الميزانية|150,000 ريال}} للأشهر الستة الأولى.
1) جدول مقارنة بين السوقين: تركيبة السكان (مواطنون ومقيمون وأبرز الجنسيات)، اللغة واللهجة المناسبة، القنوات الأقوى، المنافسون المحليون، ضريبة القيمة المضافة (مثلاً 15% في السعودية و5% في الإمارات) وأثرها على السعر المعروض، العملة، وطرق الدفع والتوصيل الشائعة.
2) ما ننقله كما هو، وما نعدّله، وما نبنيه من جديد (الرسائل، الإبداع، المؤثرون، التسعير).
3) خطة إطلاق على 3 مراحل (اختبار صغير، إثبات، توسع)، لكل مرحلة: الهدف، الميزانية، والمؤشر الذي يسمح بالانتقال للمرحلة التالية.
4) المتطلبات التنظيمية التي نتحقق منها مع مختص (الترخيص التجاري، ملصقات المنتج، تراخيص الإعلان والمؤثرين)، وأهم 5 مخاطر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-brand-consistency-audit', 'تدقيق اتساق العلامة عبر كل نقاط التواصل', 'Brand consistency audit across touchpoints', 'تدقيق يقارن كل نقطة تواصل مع العميل بهوية العلامة المعتمدة ويخرج بقائمة إصلاحات مرتبة.', 'marketing', array['chatgpt', 'claude']::text[], false, array['تدقيق العلامة', 'هوية بصرية', 'اتساق العلامة', 'Brand Audit']::text[], now() - interval '198 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدقق علامات تجارية. هوية {{اسم_العلامة}} المعتمدة: الوعد {{وعد_العلامة}}، القيم {{القيم}}، والنبرة {{النبرة}}. وهذا وصف نقاط التواصل الحالية كما هي (الموقع، الحسابات، المتجر أو الفرع، الفواتير، التغليف، رسائل واتساب، ردود خدمة العملاء، توقيع البريد): {{وصف_نقاط_التواصل}}
1) قيّم كل نقطة تواصل في جدول على 4 معايير (الاتساق البصري، الاتساق اللفظي، الوفاء بالوعد، جودة التجربة) بدرجة من 5 مع الدليل من الوصف.
2) حدد الفجوة الأخطر بين ما نعد به وما يعيشه العميل فعلاً.
3) قائمة إصلاحات مرتبة: سريعة خلال أسبوع، متوسطة خلال شهر، هيكلية خلال ربع سنة، مع المالك المقترح لكل إصلاح.
4) قواعد حوكمة بسيطة: من يعتمد المحتوى الجديد، مكتبة القوالب المشتركة، ومراجعة ربع سنوية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-agency-rfp', 'كراسة طلب عروض لاختيار وكالة تسويق', 'Marketing agency RFP and evaluation matrix', 'طلب عروض احترافي لوكالات التسويق مع مصفوفة تقييم موزونة وأسئلة تكشف الوكالة المناسبة.', 'marketing', array['chatgpt', 'claude']::text[], false, array['وكالة تسويق', 'طلب عروض', 'RFP', 'تعاقد']::text[], now() - interval '197 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مشتريات تسويقية. نحتاج وكالة لـ {{نطاق_العمل|إدارة الحسابات والإعلانات الممولة وإنتاج المحتوى}} لصالح {{اسم_الشركة}} بأتعاب شهرية تقريبية {{الأتعاب|25,000 ريال}} لمدة {{مدة_العقد|12 شهراً}}.
1) اكتب كراسة طلب العروض: نبذة عنا، الأهداف ومؤشراتها، نطاق العمل والتسليمات الشهرية، ما نوفره نحن، المدة، صيغة العرض المطلوبة، والجدول الزمني للاختيار.
2) اطلب من الوكالات: أعمالاً سابقة في السوق السعودي، فريق العمل المخصص فعلياً، نموذج تقرير شهري، إقراراً بأن الحسابات الإعلانية والملفات ملك لنا، وتفصيل الأسعار قبل ضريبة القيمة المضافة 15% وبعدها.
3) مصفوفة تقييم موزونة من 100 في جدول، و10 أسئلة لجلسة العرض تكشف الخبرة الحقيقية، و5 علامات خطر.
4) بنود أساسية للعقد: فترة تجربة، شروط الإنهاء، ملكية الأصول، السرية، واتفاقية مستوى الخدمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('mk-ad-compliance-check', 'مراجعة إعلان قبل نشره وفق الضوابط السعودية', 'Pre-publication ad compliance check (KSA)', 'مراجعة مبدئية تكشف الادعاءات والعناصر التي قد تخالف ضوابط الإعلان والتخفيضات وحماية المستهلك في السعودية.', 'marketing', array['chatgpt', 'claude']::text[], false, array['امتثال إعلاني', 'ضوابط الإعلان', 'حماية المستهلك', 'موثوق']::text[], now() - interval '196 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مراجع امتثال تسويقي في السعودية (مراجعة مبدئية وليست استشارة قانونية). راجع الإعلان التالي قبل نشره على {{المنصة|سناب شات}}:
{{نص_الإعلان_ووصفه}}
افحصه في جدول (البند، الحالة: سليم/يحتاج تعديلاً/خطر، السبب، التعديل المقترح) على: الادعاءات غير المثبتة وصيغ التفضيل المطلق («الأفضل»، «رقم 1»)، الادعاءات الصحية أو الغذائية أو التجميلية التي تتطلب موافقة الهيئة العامة للغذاء والدواء، عرض السعر شاملاً ضريبة القيمة المضافة 15%، صدق السعر قبل الخصم وترخيص التخفيضات من وزارة التجارة، ووضوح شروط العرض (المدة والكمية).
وعلى: الإفصاح بكلمة «إعلان» وترخيص موثوق عند الاستعانة بمؤثر، احترام الذوق العام والقيم الدينية، حقوق الصور والموسيقى، واستخدام بيانات العملاء في الاستهداف.
اختم بنسخة معدلة من الإعلان، وقائمة بالجهات أو المستندات التي يجب التحقق منها قبل النشر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-search-console-quick-wins', 'فرص سريعة من بيانات Google Search Console', 'Quick wins from Google Search Console data', 'تحليل لبيانات الاستعلامات والصفحات يستخرج الكلمات القريبة من الصفحة الأولى والعناوين التي تحتاج إعادة كتابة.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], true, array['سيو', 'SEO', 'سيرش كونسول', 'Search Console', 'نسبة النقر']::text[], now() - interval '195 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل سيو. هذه بيانات آخر 3 أشهر من Google Search Console لموقع {{اسم_الموقع}} (الاستعلام، الصفحة، النقرات، مرات الظهور، CTR، متوسط الترتيب):
{{بيانات_سيرش_كونسول}}
استخرج 3 جداول: (1) كلمات في المراكز 4 إلى 15 بظهور مرتفع وما تحتاجه صفحتها لتصعد، (2) صفحات بظهور مرتفع ونسبة نقر أقل من المتوقع لمركزها مع عنوان ووصف بديلين (60 و155 حرفاً)، (3) استعلامات بلا صفحة مخصصة تستحق محتوى جديداً.
ادمج الاستعلامات المتشابهة مع مراعاة تنوع الكتابة العربية (أ/ا، ة/ه، ى/ي) والعامية، واختم بأهم 10 إجراءات لهذا الشهر مرتبة حسب الأثر والجهد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-image-alt-text', 'نصوص بديلة وأسماء ملفات للصور تخدم البحث', 'SEO-friendly image alt text and file names', 'نص بديل عربي وصفي واسم ملف مناسب لكل صورة يرفع ظهورك في بحث الصور ويحسن إمكانية الوصول.', 'seo', array['chatgpt', 'gemini']::text[], true, array['سيو', 'نص بديل', 'Alt Text', 'بحث الصور']::text[], now() - interval '194 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مختص سيو وإمكانية وصول. اكتب لكل صورة من القائمة التالية في {{نوع_الصفحة|صفحة منتج}} على موقع {{اسم_الموقع}}:
{{وصف_الصور}}
لكل صورة في جدول: نص بديل عربي يصف ما في الصورة فعلاً في أقل من 125 حرفاً، اسم ملف بحروف إنجليزية صغيرة وشرطات (مثل leather-wallet-brown-front.webp)، وتعليق ظاهر تحت الصورة إن كان مفيداً للقارئ.
أدخل الكلمة المفتاحية {{الكلمة_المفتاحية}} بشكل طبيعي في صورة أو صورتين فقط، ولا تبدأ بعبارة «صورة لـ»، واترك النص البديل فارغاً للصور الزخرفية مع الإشارة إلى ذلك.
اختم بتوصيات مختصرة للصيغة والحجم (WebP، الأبعاد المناسبة، التحميل الكسول).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-featured-snippets', 'استهداف المقتطف المميز وأسئلة «يسأل الناس أيضاً»', 'Winning featured snippets and People Also Ask', 'إجابات مصاغة بالشكل الذي يختاره جوجل للمقتطفات المميزة مع موضع كل إجابة في الصفحة.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], true, array['سيو', 'المقتطف المميز', 'Featured Snippet', 'يسأل الناس أيضاً']::text[], now() - interval '193 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو للمحتوى العربي. موضوع صفحتنا: {{الموضوع}}، الكلمة الرئيسية: {{الكلمة_المفتاحية}}، والجمهور في {{الدولة|السعودية}}.
1) اقترح 10 أسئلة يطرحها الباحثون فعلاً حول الموضوع بصيغها العامية والفصحى، وحدد نوع المقتطف الأنسب لكل سؤال (فقرة، قائمة مرقمة، قائمة نقطية، جدول).
2) اكتب الإجابة الجاهزة لكل سؤال: الفقرة من 40 إلى 50 كلمة تبدأ بتعريف مباشر، القائمة من 5 إلى 8 عناصر قصيرة، والجدول من عمودين أو ثلاثة.
3) ضع كل سؤال في عنوان H2 أو H3 بصيغة السؤال واقترح موضعه في الصفحة، واذكر ما يجب تجنبه (مقدمة طويلة قبل الإجابة، إجابة مدفونة في فقرة طويلة، جداول بصور بدل نص).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-six-month-roadmap', 'خارطة طريق سيو لستة أشهر بالأولويات', 'Six-month SEO roadmap', 'خطة سيو شهرية متدرجة بالأولويات والمسؤوليات والمؤشرات تناسب موارد فريقك الفعلية.', 'seo', array['chatgpt', 'claude']::text[], true, array['سيو', 'SEO', 'خطة سيو', 'تحسين محركات البحث']::text[], now() - interval '192 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير سيو يبني خططاً واقعية لفرق صغيرة. موقعنا {{رابط_الموقع}} في قطاع {{القطاع}} مبني على {{المنصة|سلة}}، عمره {{عمر_الموقع|سنة}}، وزياراته العضوية {{الزيارات_العضوية|1,500 شهرياً}}، والفريق المتاح {{الموارد|كاتب محتوى بدوام جزئي ومطور عند الحاجة}}.
ضع خارطة طريق لستة أشهر في جدول شهري: المحور (تقني، محتوى، روابط، محلي)، المهام، المسؤول، الساعات التقديرية، والمخرج المتوقع.
ابدأ بما يمنع الفهرسة أو يهدر الزحف، ثم الصفحات التجارية قبل المدونة، ثم بناء السلطة والروابط.
حدد مؤشرات كل شهرين (الصفحات المفهرسة، الكلمات في أول 10 نتائج، النقرات العضوية، التحويلات من البحث)، وتوقعات صادقة لما يمكن وما لا يمكن تحقيقه في 6 أشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-category-page-copy', 'محتوى صفحة تصنيف في المتجر الإلكتروني يتصدر البحث', 'E-commerce category page SEO copy', 'نص أعلى صفحة التصنيف وأسفلها مع العنوان والوصف والأسئلة والروابط الداخلية دون أن يحجب المنتجات.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'صفحة تصنيف', 'متجر إلكتروني', 'سلة', 'زد']::text[], now() - interval '191 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب سيو للمتاجر الإلكترونية على سلة وزد وشوبيفاي. اكتب محتوى صفحة التصنيف «{{اسم_التصنيف}}» في متجر {{اسم_المتجر}}، الكلمة الرئيسية {{الكلمة_المفتاحية}}، والكلمات الثانوية {{الكلمات_الثانوية|اقترحها أنت}}.
المطلوب: عنوان SEO (أقل من 60 حرفاً)، وصف ميتا (أقل من 155 حرفاً)، عنوان H1، وفقرة أعلى الصفحة من 40 إلى 60 كلمة فقط حتى تبقى المنتجات ظاهرة.
ونص أسفل المنتجات من 300 إلى 400 كلمة بعناوين H2: كيف تختار، الأنواع أو الاستخدامات، التوصيل والدفع داخل {{الدولة|السعودية}}، و4 أسئلة شائعة.
أضف 5 روابط داخلية مقترحة لتصنيفات فرعية أو مقالات ذات صلة مع نص كل رابط، واكتب بفصحى سهلة بلا حشو أو تكرار للكلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-youtube-video-seo', 'تهيئة فيديو يوتيوب للظهور في البحث', 'YouTube video SEO package', 'عناوين ووصف بفصول زمنية ووسوم ونص للصورة المصغرة تساعد الفيديو على الظهور في يوتيوب وجوجل.', 'seo', array['chatgpt', 'gemini']::text[], false, array['يوتيوب', 'سيو يوتيوب', 'YouTube SEO', 'فيديو']::text[], now() - interval '190 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مختص نمو قنوات يوتيوب عربية. فيديونا عن {{موضوع_الفيديو}} مدته {{مدة_الفيديو|12 دقيقة}} على قناة {{اسم_القناة}}، ومحاوره مع توقيتها: {{محاور_الفيديو}}.
اكتب: 5 عناوين بديلة (أقل من 70 حرفاً) تبدأ بما يكتبه الناس في البحث، ووصفاً يبدأ بسطرين جذابين يظهران قبل «المزيد» ثم ملخصاً من 150 كلمة وفصولاً زمنية تبدأ من 00:00.
ثم 15 وسماً تشمل الصيغ العامية والإنجليزية، و3 نصوص للصورة المصغرة (4 كلمات كحد أقصى)، وتعليقاً مثبتاً يفتح النقاش، واقتراح قائمة تشغيل يوضع فيها.
راعِ أن الجمهور الخليجي يبحث كثيراً بصيغة السؤال («كيف»، «وش أفضل»، «طريقة»).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-keyword-gap', 'تحليل فجوة الكلمات المفتاحية مع المنافسين', 'Keyword gap analysis against competitors', 'مقارنة بين كلماتك وكلمات منافسيك تكشف ما يتصدرون فيه وتغيب عنه مع خطة صفحات لسد الفجوة.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['سيو', 'فجوة الكلمات', 'منافسين', 'Keyword Gap']::text[], now() - interval '189 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل سيو تنافسي. هذه الكلمات التي يظهر بها موقعنا {{اسم_الموقع}} مع مراكزها: {{كلماتنا}}
وهذه كلمات المنافسين المصدّرة من أداة السيو مع مراكزها وحجم بحثها: {{كلمات_المنافسين}}
قسّم النتيجة إلى جداول: كلمات يتصدر فيها منافسان أو أكثر ونغيب عنها تماماً، كلمات نظهر فيها بعد المركز 10 ويسبقنا فيها المنافسون، وكلمات نتفوق فيها ويجب حمايتها.
جمّع الفرص في مواضيع، ولكل موضوع: نية البحث، الصفحة المطلوبة (جديدة أو تحسين صفحة قائمة مع ذكرها)، والأولوية حسب حجم البحث والصلة التجارية وصعوبة المنافسة.
استبعد أسماء علامات المنافسين والكلمات غير المرتبطة بما نبيعه في {{الدولة|السعودية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-monthly-report', 'تقرير سيو شهري يفهمه غير المتخصص', 'Monthly SEO report for non-specialists', 'تقرير شهري واضح يحوّل أرقام السيو إلى نتائج أعمال وقرارات دون مصطلحات معقدة.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'تقرير سيو', 'تقارير', 'SEO']::text[], now() - interval '188 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير حساب سيو يكتب لصاحب نشاط غير متخصص. أرقام {{الشهر}} مقارنة بالشهر السابق وبالشهر نفسه من العام الماضي: {{الأرقام}}، والأعمال المنجزة: {{الأعمال_المنجزة}}.
اكتب تقريراً من صفحة واحدة: الخلاصة في 3 أسطر بلغة الأعمال (طلبات، اتصالات، مبيعات)، جدول 6 مؤشرات فقط مع التغير وسببه، أفضل 5 صفحات وأضعف 3، وما أنجزناه وأثره.
فسّر التغيرات بأمانة مع مراعاة الموسمية (رمضان، الإجازات، مواسم القطاع) وتحديثات جوجل، ولا تنسب كل تحسن لعملنا.
اختم بخطة الشهر القادم (5 بنود) وما نحتاجه من العميل، بنبرة {{النبرة|واضحة ومطمئنة}} ودون مصطلحات إلا مع شرحها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-city-landing-pages', 'صفحات المدن والأحياء دون محتوى مكرر', 'City and district landing pages without duplicate content', 'قالب لصفحات الخدمة في كل مدينة بمحتوى مختلف فعلاً يستحق الترتيب بدل النسخ مع تبديل اسم المدينة.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو محلي', 'صفحات المدن', 'Local SEO', 'محتوى فريد']::text[], now() - interval '187 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو محلي في السعودية والخليج. {{اسم_النشاط}} يقدم {{الخدمة}} في المدن التالية: {{المدن|الرياض، جدة، الدمام، مكة المكرمة، المدينة المنورة}}.
صمم قالب صفحة مدينة يفصل العناصر الثابتة عن العناصر التي يجب أن تختلف فعلاً: الأحياء المخدومة، زمن الوصول أو التوصيل، عنوان الفرع ورقمه إن وجد، أمثلة مشاريع أو عملاء من المدينة، أسعار أو عروض محلية، أسئلة خاصة بالمدينة، وتقييمات محلية.
اكتب صفحة كاملة لمدينة {{المدينة_الأولى|الرياض}}: عنوان SEO، وصف ميتا، H1، نحو 400 كلمة، وأسئلة شائعة؛ ثم جدولاً يوضح ما يتغير في صفحات المدن الأخرى.
حدد متى لا ننشئ صفحة لمدينة (لا خدمة حقيقية فيها ولا محتوى مختلف)، وهيكل الروابط بين صفحات المدن وصفحة الخدمة الرئيسية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-schema-json-ld', 'كتابة البيانات المنظمة JSON-LD لصفحات الموقع', 'JSON-LD structured data for your pages', 'شيفرة بيانات منظمة جاهزة للصق لكل نوع صفحة مع شرح الحقول المطلوبة وطريقة التحقق منها.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'بيانات منظمة', 'Schema', 'JSON-LD', 'سيو تقني']::text[], now() - interval '186 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مطور سيو تقني. اكتب بيانات منظمة بصيغة JSON-LD لموقع {{اسم_الموقع}} ({{نوع_النشاط|متجر إلكتروني}}) في {{المدينة|الرياض}}، لهذه الصفحات: {{الصفحات|الرئيسية، صفحة منتج، صفحة فرع، مقال}}.
استخدم الأنواع المناسبة (Organization أو LocalBusiness بنوعه الأدق، Product مع Offer بعملة SAR، BreadcrumbList، Article)، واملأ الحقول من هذه البيانات: {{بيانات_النشاط}}، وضع [قيمة] حيث تنقص معلومة.
اكتب القيم النصية بالعربية مع "inLanguage": "ar"، وساعات العمل بصيغة صحيحة، والعنوان بصيغة PostalAddress (الحي، المدينة، الرمز البريدي، SA).
بعد كل كتلة اشرح باختصار الحقول الإلزامية والموصى بها، وتجنب ترميز ما لا يظهر في الصفحة أو تقييمات النشاط لنفسه، واذكر خطوات التحقق بأداة Rich Results Test.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-internal-linking-plan', 'خطة الربط الداخلي ونصوص الروابط', 'Internal linking plan with anchor texts', 'مصفوفة روابط داخلية تحدد من يربط إلى من وبأي نص لتوزيع القوة على الصفحات المهمة تجارياً.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'روابط داخلية', 'Internal Linking', 'هيكلة الموقع']::text[], now() - interval '185 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مهندس معلومات وسيو. هذه صفحات موقع {{اسم_الموقع}} مع الكلمة المستهدفة لكل صفحة وعدد الروابط الداخلية الحالية إليها إن توفر: {{قائمة_الصفحات}}
والصفحات الأهم تجارياً: {{الصفحات_الأولوية}}.
1) صنّف الصفحات: محورية، تجارية، داعمة، ويتيمة (بلا روابط داخلية واردة).
2) جدول روابط مقترحة: الصفحة المصدر، الصفحة الهدف، نص الرابط (3 صيغ طبيعية متنوعة لا تطابق الكلمة حرفياً كل مرة)، وموضع الرابط في الصفحة.
3) قواعد دائمة: الحد الأقصى للروابط في المقال، مسار التنقل، روابط القائمة والتذييل، وعدم الربط بصفحات محوّلة أو مستبعدة من الفهرسة.
4) أهم 10 روابط نضيفها هذا الأسبوع لأكبر أثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-keyword-cannibalization', 'علاج تنافس صفحات موقعك على الكلمة نفسها', 'Fixing keyword cannibalisation', 'تشخيص الصفحات المتنافسة على الكلمة نفسها مع قرار واضح لكل حالة بين الدمج أو التحويل أو التمييز.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['سيو', 'تنافس الصفحات', 'Cannibalization', 'تحويل 301']::text[], now() - interval '184 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار سيو تقني ومحتوى. أظن أن صفحات موقعنا تتنافس فيما بينها، وهذه بيانات Search Console للاستعلامات التي تظهر لها أكثر من صفحة (الاستعلام، الصفحة، النقرات، الظهور، الترتيب): {{البيانات}}
1) ميّز التنافس الضار (صفحتان بالنية نفسها تتبادلان الترتيب) عن الحالات الطبيعية (نيات مختلفة، أو صفحة وتصنيفها).
2) لكل حالة ضارة في جدول: الصفحة الأقوى التي نحتفظ بها ولماذا، والقرار (دمج المحتوى مع تحويل 301، توجيه الصفحة الأخرى لنية مختلفة، canonical، أو إلغاء الفهرسة)، والمحتوى الذي ننقله.
3) انتبه للتنافس الناتج عن الاختلاف الإملائي العربي (مثل «اسعار» و«أسعار») أو عن نسختين عربية وإنجليزية بلا hreflang.
4) خطوات التنفيذ بالترتيب، وما نراقبه خلال 4 إلى 6 أسابيع بعد التغيير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-app-store-optimization', 'تحسين ظهور التطبيق في متجري آبل وجوجل بلاي', 'App store optimisation for the App Store and Google Play', 'بيانات متجر التطبيقات كاملة بالعربية ضمن حدود الأحرف لكل متجر مع الكلمات المفتاحية ونصوص لقطات الشاشة.', 'seo', array['chatgpt', 'gemini']::text[], false, array['ASO', 'متجر التطبيقات', 'جوجل بلاي', 'آب ستور']::text[], now() - interval '183 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير ASO للأسواق العربية. تطبيقنا {{اسم_التطبيق}} يقدم {{وظيفة_التطبيق}} لمستخدمين في {{الدول|السعودية والإمارات والكويت}}، ومنافسوه: {{المنافسون}}.
لمتجر آبل: اسم التطبيق (30 حرفاً)، العنوان الفرعي (30 حرفاً)، حقل الكلمات المفتاحية (100 حرف، فواصل دون مسافات، دون تكرار كلمات الاسم)، ونص الترويج.
لجوجل بلاي: العنوان (30 حرفاً)، الوصف المختصر (80 حرفاً)، والوصف الكامل (نحو 2,500 حرف) بكلمات مفتاحية طبيعية وعناوين قصيرة ونقاط.
أضف: نصوص 6 لقطات شاشة بالترتيب (أقل من 6 كلمات لكل لقطة، بتصميم يُقرأ من اليمين)، وقائمة كلمات عربية وإنجليزية مع ملاحظة عن البحث المختلط بين اللغتين، وخطة اختبار للأيقونة واللقطات، ومتى نطلب التقييم داخل التطبيق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-site-architecture-urls', 'هيكلة موقع جديد وروابطه قبل الإطلاق', 'Site architecture and URL structure before launch', 'شجرة صفحات وهيكل روابط مدروس لموقع عربي جديد يسهل على جوجل فهمه وعلى الزائر التنقل فيه.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'هيكلة الموقع', 'روابط URL', 'موقع جديد']::text[], now() - interval '182 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت معماري مواقع وسيو. نبني موقعاً جديداً لـ {{اسم_النشاط}} في قطاع {{القطاع}}، يقدم {{الخدمات_أو_الأقسام}}، بلغة {{اللغات|العربية والإنجليزية}}.
1) ارسم شجرة الموقع بثلاثة مستويات كحد أقصى (الرئيسية، الأقسام، الصفحات الفرعية) مع الكلمة المستهدفة ونية البحث لكل صفحة، ودون صفحتين للنية نفسها.
2) قرر صيغة الروابط: كلمات عربية أم إنجليزية بحروف لاتينية، مع الإيجابيات والسلبيات (الترميز الطويل عند المشاركة مقابل وضوح الرابط للباحث العربي)، ثم أعطني الرابط المقترح لكل صفحة.
3) القوائم ومسار التنقل، صفحات الوسوم والتصفية وكيف نمنع تضخم الفهرسة، ومكان المدونة.
4) قائمة تحقق قبل الإطلاق: خريطة الموقع، robots.txt، حجب الصفحات التجريبية، التحويلات من أي موقع قديم، وربط Search Console.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-content-refresh', 'إنعاش المحتوى القديم الذي تراجع ترتيبه', 'Refreshing decaying content', 'قرار مدروس لكل مقال متراجع بين التحديث أو الدمج أو الحذف مع خطة تحديث تفصيلية لأهمها.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'تحديث المحتوى', 'تراجع الترتيب', 'Content Refresh']::text[], now() - interval '181 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير محتوى سيو. هذه مقالات تراجعت زياراتها العضوية خلال {{الفترة|6 أشهر}}، مع النقرات قبل التراجع وبعده والكلمة الرئيسية وتاريخ النشر: {{قائمة_المقالات}}
1) صنّف كل مقال في جدول: تحديث، دمج مع مقال آخر، إعادة كتابة لنية مختلفة، أو حذف مع تحويل 301؛ مع السبب المرجح للتراجع (معلومات قديمة، منافس أفضل، تغير نية البحث، تنافس داخلي).
2) لأهم 3 مقالات: خطة تحديث مفصلة تشمل العنوان الجديد، الأقسام المضافة والمحذوفة، الأرقام والأنظمة التي تحتاج تحديثاً (الأسعار، اللوائح، السنة)، وإشارات الخبرة والثقة (كاتب معروف، مصادر رسمية، تجربة حقيقية).
3) قواعد: لا نغير الرابط، ولا نحدّث تاريخ النشر دون تحديث جوهري.
4) جدول زمني للتحديث، ومؤشرات التعافي التي نراقبها بعد 4 و8 أسابيع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-bilingual-hreflang', 'سيو موقع ثنائي اللغة عربي وإنجليزي', 'SEO for a bilingual Arabic and English site', 'خطة لموقع عربي إنجليزي تحدد هيكل اللغات ووسوم hreflang وتوطين الكلمات بدل ترجمتها.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'hreflang', 'موقع ثنائي اللغة', 'سيو دولي']::text[], now() - interval '180 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو دولي للمواقع العربية. موقع {{اسم_الموقع}} يقدم {{الخدمة}} بالعربية والإنجليزية ويستهدف {{الدول|السعودية والإمارات}}، ويعمل على {{المنصة|ووردبريس}}.
1) قارن بين المجلدات الفرعية (/ar و/en) والنطاقات الفرعية ونطاقات الدول، وأوصِ بأحدها مع السبب.
2) اكتب وسوم hreflang الصحيحة لصفحة نموذجية بكل نسخها (ar-SA وen-SA، وar-AE وen-AE عند الحاجة، وx-default)، مع قاعدة الإشارة المتبادلة وcanonical لكل نسخة، وأشهر الأخطاء.
3) التوطين: خذ هذه الكلمات الإنجليزية {{الكلمات_الإنجليزية}} واقترح ما يكتبه الناس فعلاً بالعربية في كل دولة بدل الترجمة الحرفية.
4) تفاصيل عربية: اتجاه RTL، خطوط تدعم العربية دون إبطاء الصفحة، عدم تحويل الزائر تلقائياً حسب موقعه، ومبدّل لغة واضح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-ai-search-visibility', 'الظهور في إجابات البحث بالذكاء الاصطناعي', 'Visibility in AI search answers', 'خطة لجعل محتوى علامتك مرجعاً تقتبسه ملخصات جوجل بالذكاء الاصطناعي ومساعدات البحث المحادثية.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['سيو', 'الذكاء الاصطناعي', 'AI Overviews', 'GEO', 'بحث محادثي']::text[], now() - interval '179 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير في تحسين الظهور في البحث التوليدي. نريد أن تُذكر {{اسم_العلامة}} وتُقتبس صفحاتها عندما يسأل المستخدمون في {{الدولة|السعودية}} عن {{الموضوع}} في ملخصات جوجل بالذكاء الاصطناعي وفي ChatGPT وGemini.
1) اقترح 15 سؤالاً حوارياً طويلاً يطرحه المستخدمون على هذه الأدوات بالعامية والفصحى، وصنّفها حسب مرحلة الشراء.
2) قائمة تحقق للمحتوى: إجابة مباشرة في أول فقرة، تعريف واضح للكيانات (العلامة، المنتجات، المؤسسون)، أرقام ومصادر قابلة للتحقق، جداول مقارنة، تاريخ تحديث، وكاتب ذو خبرة ظاهرة.
3) الإشارات خارج الموقع: الذكر في مواقع إخبارية وأدلة ومنصات تقييم موثوقة في المنطقة، وتطابق اسم العلامة ومعلوماتها في كل مكان.
4) طريقة قياس عملية: مجموعة أسئلة ثابتة نختبرها شهرياً ونسجل هل ظهرنا ومن ظهر بدلاً منا، مع تنبيه بأن هذا المجال يتغير بسرعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-traffic-drop-diagnosis', 'تشخيص هبوط مفاجئ في الزيارات العضوية', 'Diagnosing a sudden organic traffic drop', 'شجرة تشخيص منظمة تفرّق بين خلل القياس والمشكلة التقنية وتحديث جوجل والموسمية مع خطة تعافٍ.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['سيو', 'هبوط الزيارات', 'تحديث جوجل', 'تشخيص']::text[], now() - interval '178 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محقق سيو. زيارات {{رابط_الموقع}} العضوية هبطت بنسبة {{نسبة_الهبوط|40%}} منذ {{تاريخ_الهبوط}}. ما تغير مؤخراً في الموقع: {{التغييرات_الأخيرة|لا شيء نعرفه}}. بيانات إضافية: {{بيانات_إضافية|لا يوجد}}.
امشِ معي في شجرة تشخيص بالترتيب، ولكل فرع: ما نفحصه، أين نفحصه، وما يؤكد السبب أو يستبعده:
1) خلل القياس (كود التحليلات، موافقة ملفات الارتباط)، 2) الموسمية والطلب (رمضان، الإجازات؛ قارن بالفترة نفسها من العام الماضي وباتجاهات البحث)، 3) مشكلات تقنية (noindex، robots.txt، التحويلات، النطاق أو شهادة SSL، السرعة).
4) تحديث أساسي من جوجل في التاريخ نفسه، 5) إجراء يدوي أو روابط ضارة، 6) منافس جديد أو تغير شكل صفحة النتائج.
اختم بجدول فرضيات مرتبة حسب الاحتمال، وخطة تعافٍ لأسبوعين، وما لا يجب فعله بانفعال (حذف جماعي للمحتوى أو تغيير كل العناوين).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-site-migration', 'نقل الموقع أو تغيير منصته دون خسارة الترتيب', 'Site migration without losing rankings', 'خطة نقل كاملة بخريطة التحويلات وقوائم التحقق قبل الإطلاق وبعده لحماية الزيارات العضوية.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'نقل الموقع', 'تحويلات 301', 'Migration']::text[], now() - interval '177 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت قائد مشاريع نقل مواقع من ناحية السيو. سننقل {{اسم_الموقع}} من {{المنصة_الحالية|ووردبريس}} إلى {{المنصة_الجديدة|سلة}}، ونوع النقل: {{نوع_النقل|تغيير المنصة مع الحفاظ على النطاق}}، وموعد الإطلاق {{تاريخ_الإطلاق}}.
1) قبل النقل: جرد كل الروابط المفهرسة أو التي تجلب زيارات أو روابط خارجية، قياس خط أساس (الترتيب، الزيارات، التحويلات)، وتحديد الصفحات التي ندمجها أو نحذفها.
2) خريطة تحويلات 301 في جدول (الرابط القديم، الجديد، السبب) مع قواعد للروابط العربية المرمّزة والتصنيفات والصفحات المحذوفة، وتجنب سلاسل التحويل.
3) بيئة الاختبار: منع فهرستها، ومقارنة العناوين والأوصاف وH1 والبيانات المنظمة والروابط الداخلية والسرعة مع الموقع الحالي.
4) الإطلاق وما بعده: قائمة تحقق لأول 48 ساعة، ومتابعة أسبوعية لثمانية أسابيع، ومعايير تستدعي التراجع، وتوقع منطقي لتذبذب مؤقت في الترتيب.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('seo-programmatic-pages', 'صفحات سيو برمجية على نطاق واسع بجودة حقيقية', 'Programmatic SEO pages at scale', 'تصميم قالب وبيانات لصفحات كثيرة تُولَّد آلياً مع ضوابط جودة تمنع المحتوى الضعيف والمكرر.', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'سيو برمجي', 'Programmatic SEO', 'قوالب']::text[], now() - interval '176 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي سيو برمجي. نريد إنشاء صفحات على نطاق واسع لموقع {{اسم_الموقع}} لنمط بحث متكرر مثل {{نمط_البحث|[الخدمة] في [المدينة]}}، ولدينا هذه البيانات: {{مصادر_البيانات}}.
1) تحقق من الطلب: قدّر عدد التركيبات الممكنة، وأيها له بحث حقيقي في {{الدولة|السعودية}}، واقترح حداً أدنى لنشر الصفحة.
2) صمم القالب: العناصر الثابتة، الحقول المتغيرة، والفقرات التي تتغير فعلاً حسب البيانات (أرقام، مقارنات، خرائط، تقييمات) حتى لا تكون الصفحات نسخاً متطابقة.
3) جدول حقول البيانات المطلوبة لكل صفحة، ومصدر كل حقل، وطريقة تحديثه.
4) ضوابط الجودة: معيار ينشر الصفحة أو يستبعدها من الفهرسة، الربط الداخلي بين الصفحات، خريطة موقع مستقلة، والنشر على دفعات مع مراقبة نسبة الفهرسة. ثم اكتب مثالاً كاملاً لصفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-ramadan-operations-plan', 'خطة تشغيل شهر رمضان: الدوام والمناوبات والخدمة', 'Ramadan operating plan: hours, shifts and service', 'خطة تشغيل كاملة لشهر رمضان تضبط ساعات الدوام النظامية والمناوبات وأوقات خدمة العملاء وذروة ما قبل العيد.', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['رمضان', 'دوام', 'مناوبات', 'تشغيل']::text[], now() - interval '175 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير عمليات خبير في السوق السعودي. جهّز خطة تشغيل لشهر رمضان لمنشأة {{اسم_المنشأة}} في قطاع {{القطاع|التجزئة}} بمدينة {{المدينة|الرياض}}، لديها {{عدد_الموظفين|25}} موظفاً وساعات عملها المعتادة {{ساعات_العمل_المعتادة|9 صباحاً - 11 مساءً}}.
التزم بنظام العمل السعودي: ست ساعات يومياً بحد أقصى (36 ساعة أسبوعياً) للموظفين المسلمين في رمضان، وما زاد عليها يُحتسب عملاً إضافياً.
المخرجات:
1) جدول ساعات الدوام المقترحة قبل الإفطار وبعد التراويح مع أوقات ذروة العملاء المتوقعة.
2) توزيع المناوبات حسب الأقسام مع تغطية العشر الأواخر وأسبوع ما قبل العيد.
3) خطة خدمة العملاء (أوقات الرد على واتساب والهاتف) ورسالة إعلان المواعيد الجديدة بلهجة سعودية بيضاء.
4) قائمة مخاطر الشهر (الإرهاق، الغياب، ضغط الطلبات) مع إجراء وقائي لكل خطر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-end-of-service-calculation', 'حساب مكافأة نهاية الخدمة وفق نظام العمل السعودي', 'End-of-service award calculation (Saudi Labour Law)', 'حساب مفصل لمكافأة نهاية الخدمة خطوة بخطوة حسب مدة الخدمة وسبب انتهاء العلاقة التعاقدية مع شرح كل رقم.', 'business-management', array['chatgpt', 'claude']::text[], true, array['نهاية الخدمة', 'مكافأة', 'نظام العمل', 'موارد بشرية']::text[], now() - interval '174 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت أخصائي موارد بشرية ملمّ بنظام العمل السعودي. احسب مكافأة نهاية الخدمة لموظف بالبيانات التالية:
تاريخ المباشرة: {{تاريخ_المباشرة}}. تاريخ انتهاء الخدمة: {{تاريخ_الانتهاء}}. آخر أجر شهري: {{آخر_أجر|الأساسي 8,000 ريال وبدل سكن 2,000 ريال}}. سبب الانتهاء: {{سبب_الانتهاء|استقالة}}.
طبّق المادتين 84 و85: أجر نصف شهر عن كل سنة من السنوات الخمس الأولى وأجر شهر عن كل سنة بعدها مع احتساب أجزاء السنة، وفي الاستقالة: لا مكافأة قبل سنتين، وثلثها من سنتين إلى خمس، وثلثاها من خمس إلى عشر، وكاملة بعد عشر سنوات.
اعرض الحساب في جدول (الفترة، المدة بالسنوات، المعدل، المبلغ)، ثم الإجمالي بالريال، واذكر الافتراضات التي اعتمدتها في الأجر المحتسب.
نبّه إلى الحالات المستثناة في المادة 87 إن كانت قد تنطبق، وإلى أن الحساب إرشادي يُراجع مع منصة قوى أو مستشار قانوني.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-weekly-time-blocking', 'جدولة أسبوع المدير بكتل زمنية مركّزة', 'Time-blocked week for a busy manager', 'أسبوع عمل مقسم إلى كتل زمنية للعمل العميق والاجتماعات والمتابعة مبني على أولوياتك الفعلية.', 'business-management', array['chatgpt', 'gemini']::text[], true, array['إدارة الوقت', 'إنتاجية', 'جدولة', 'أولويات']::text[], now() - interval '173 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدرب إنتاجية للتنفيذيين. أنا {{المنصب|مدير عام}} في {{اسم_الشركة}}، وأهم ثلاث نتائج أريد تحقيقها هذا الأسبوع: {{أولويات_الأسبوع}}.
التزاماتي الثابتة: {{الالتزامات_الثابتة|اجتماع الإدارة الأحد 9 صباحاً}}. أيام العمل من الأحد إلى الخميس، وأفضل أوقات تركيزي: {{وقت_التركيز|الصباح الباكر}}.
صمم جدولاً أسبوعياً (اليوم، الوقت، نوع الكتلة، المهمة المحددة، المخرج المتوقع) يتضمن: كتلتين للعمل العميق يومياً، نافذة واحدة للبريد والرسائل، وقتاً محمياً للصلاة والاستراحة، واحتياطياً 20% للطوارئ.
ثم اقترح ثلاثة اجتماعات يمكن إلغاؤها أو اختصارها أو تحويلها إلى رسالة، ومراجعة لنهاية الأسبوع في 5 أسئلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-one-on-one-guide', 'دليل الاجتماع الفردي الأسبوعي مع الموظف', 'Weekly one-on-one meeting guide', 'قالب اجتماع فردي جاهز بأسئلة مرتبة وملخص متابعة مكتوب يبني الثقة ويكشف العوائق مبكراً.', 'business-management', array['chatgpt', 'claude']::text[], true, array['اجتماع فردي', 'ون تو ون', 'قيادة', 'إدارة فريق']::text[], now() - interval '172 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدرب قيادة. جهّز لي دليل اجتماع فردي (1:1) مدته {{المدة|30 دقيقة}} مع {{اسم_الموظف}} الذي يعمل {{الوظيفة}} منذ {{مدة_الخدمة|8 أشهر}}. ما لاحظته مؤخراً: {{ملاحظات_المدير|تأخر في التسليم مع حماس واضح}}.
الهيكل المطلوب: افتتاحية شخصية قصيرة، 10 دقائق يقودها الموظف، مراجعة التقدم على الأهداف، العوائق وما أحتاج أن أفعله أنا، التطوير المهني، ثم الاتفاقات.
اكتب 12 سؤالاً مفتوحاً موزعة على الأقسام (لا أسئلة جوابها نعم أو لا)، وطريقة لطرح الملاحظة أعلاه بأسلوب «الموقف - السلوك - الأثر» دون أن تبدو محاسبة.
اختم بقالب ملخص يُرسل بعد الاجتماع في 5 أسطر: ما اتفقنا عليه، المسؤول، والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-root-cause-analysis', 'تحليل السبب الجذري لمشكلة تشغيلية متكررة', 'Root-cause analysis for a recurring problem', 'تحليل منظم بطريقتي «لماذا الخمس» وعظم السمكة يصل إلى السبب الحقيقي ويحدد إجراءات تمنع التكرار.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], true, array['السبب الجذري', 'حل المشكلات', 'جودة', 'تحسين']::text[], now() - interval '171 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير جودة وتحسين عمليات. المشكلة المتكررة: {{وصف_المشكلة}}. تتكرر {{معدل_التكرار|3 مرات أسبوعياً}} منذ {{منذ_متى|شهرين}}، وأثرها: {{الأثر|تأخير الطلبات وشكاوى العملاء}}.
1) أعد صياغة المشكلة بعبارة قابلة للقياس (ماذا، أين، متى، كم).
2) ارسم مخطط عظم السمكة نصياً بست فئات: الأفراد، الطرق، الأنظمة، المواد، البيئة، القياس، مع سببين محتملين على الأقل لكل فئة.
3) طبّق «لماذا الخمس» على أرجح ثلاثة أسباب، وبيّن الدليل الذي يؤكد كل سبب أو ينفيه.
4) إجراءات تصحيحية ووقائية في جدول (الإجراء، النوع، المسؤول، الموعد، مؤشر التحقق).
إذا نقصتك معلومة جوهرية فاطرح حتى 5 أسئلة قبل الاستنتاج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-government-formal-letter', 'خطاب رسمي لجهة حكومية بالصيغة المعتمدة', 'Formal letter to a government entity', 'خطاب رسمي بالفصحى بصيغة المراسلات الحكومية المعتادة مع قائمة المرفقات ونسخة مختصرة لنموذج المنصة الإلكترونية.', 'business-management', array['chatgpt', 'claude']::text[], true, array['خطاب رسمي', 'مراسلات', 'جهة حكومية', 'صيغة خطاب']::text[], now() - interval '170 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب مراسلات رسمية محترف. اكتب خطاباً من {{اسم_المنشأة}} (سجل تجاري رقم {{رقم_السجل}}) إلى {{الجهة|أمانة منطقة الرياض}} بخصوص: {{الموضوع}}.
الوقائع والتفاصيل: {{التفاصيل}}. المطلوب من الجهة: {{الطلب}}.
التزم بالصيغة الرسمية المعتادة: البسملة، المخاطبة باللقب والمسمى (سعادة/ المكرم)، التحية، الموضوع في سطر، عرض موجز للوقائع بالتواريخ، الطلب بوضوح، عبارة الختام، ثم التوقيع والختم.
اكتب بفصحى سليمة مهذبة دون مبالغة في المجاملة، في صفحة واحدة بحد أقصى.
أضف بعده: قائمة المرفقات المقترحة، ونسخة مختصرة في 500 حرف تصلح لحقل «وصف الطلب» في المنصة الإلكترونية للجهة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-compliance-renewals-calendar', 'تقويم الالتزامات النظامية والتجديدات السنوية', 'Regulatory obligations and renewals calendar', 'تقويم سنوي بكل المواعيد النظامية للمنشأة من الإقرارات الضريبية إلى تجديد الإقامات والرخص مع المسؤول والتذكير.', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['امتثال', 'تجديد الرخص', 'ضريبة القيمة المضافة', 'الزكاة', 'مواعيد نظامية']::text[], now() - interval '169 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار امتثال للمنشآت الصغيرة والمتوسطة في السعودية. جهّز تقويم الالتزامات النظامية لعام {{السنة|2026}} لمنشأة {{اسم_المنشأة}} في قطاع {{القطاع}}، لديها {{عدد_الموظفين|30}} موظفاً منهم {{عدد_غير_السعوديين|18}} غير سعوديين، وتنتهي سنتها المالية في {{نهاية_السنة_المالية|31 ديسمبر}}.
غطِّ: إقرارات ضريبة القيمة المضافة (شهرية أو ربعية حسب الإيرادات)، إقرار الزكاة السنوي، اشتراكات التأمينات الاجتماعية الشهرية، رفع ملف الأجور في نظام حماية الأجور، تجديد الإقامات ورخص العمل، التأمين الطبي، الرخصة البلدية، شهادة السلامة من الدفاع المدني، وتأكيد بيانات السجل التجاري.
اعرض جدولاً (الالتزام، الجهة أو المنصة، التكرار، الموعد، المسؤول، موعد التذكير المسبق، أثر التأخير بشكل عام).
اختم بقائمة بما يجب التحقق منه من المصادر الرسمية، لأن المواعيد والأنظمة تُحدَّث دورياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-job-offer-letter', 'خطاب عرض وظيفي بتفاصيل الراتب والبدلات', 'Job offer letter with salary breakdown', 'خطاب عرض وظيفي واضح ومرحِّب يفصّل الراتب والبدلات وفترة التجربة وشروط المباشرة ويقلل أسئلة المرشح.', 'business-management', array['chatgpt', 'claude']::text[], true, array['عرض وظيفي', 'توظيف', 'رواتب', 'موارد بشرية']::text[], now() - interval '168 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير موارد بشرية في منشأة سعودية. اكتب خطاب عرض وظيفي من {{اسم_الشركة}} إلى المرشح {{اسم_المرشح}} لوظيفة {{المسمى_الوظيفي}} بمدينة {{المدينة|جدة}}.
الراتب: أساسي {{الراتب_الأساسي|9,000 ريال}}، بدل سكن {{بدل_السكن|25% من الأساسي}}، بدل نقل {{بدل_النقل|10% من الأساسي}}، والمزايا: {{المزايا|تأمين طبي للعائلة، 30 يوم إجازة سنوية}}.
يتضمن الخطاب: ترحيباً شخصياً قصيراً، جدولاً بمكونات الراتب الشهري والإجمالي، نوع العقد ومدته، فترة التجربة ({{فترة_التجربة|90 يوماً}})، تاريخ المباشرة المقترح، المستندات المطلوبة، التنبيه إلى أن العقد سيوثق عبر منصة قوى، ومهلة الرد على العرض.
النبرة مهنية دافئة، بفصحى بسيطة، في صفحة واحدة. ثم اكتب رسالة واتساب قصيرة تبلغه بإرسال العرض.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-opening-closing-checklist', 'قائمة فحص الافتتاح والإغلاق اليومية للفرع', 'Daily branch opening and closing checklist', 'قائمة فحص يومية جاهزة للطباعة لافتتاح الفرع وإغلاقه تغطي النقدية والنظافة والسلامة والأنظمة.', 'business-management', array['chatgpt', 'gemini']::text[], true, array['قائمة تحقق', 'تشغيل يومي', 'فروع', 'جودة']::text[], now() - interval '167 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير عمليات فروع. صمم قائمة فحص يومية للافتتاح والإغلاق لفرع {{اسم_الفرع}} التابع لـ{{اسم_النشاط}} في قطاع {{القطاع|التجزئة}}، ويعمل فيه {{عدد_موظفي_الوردية|4}} موظفين في الوردية.
قسّمها إلى: قبل الافتتاح، أول ساعة، التسليم بين الورديات، الإغلاق. وغطِّ: النقدية وجهاز نقاط البيع ومدى، النظافة والعرض، النواقص في المخزون، السلامة (الطفايات، مخارج الطوارئ، الكهرباء)، الكاميرات، والطلبات الإلكترونية المعلقة.
اكتب كل بند إجراءً قابلاً للتحقق يبدأ بفعل، مع عمود للمسؤول وعمود للتوقيع والوقت، بحد أقصى 35 بنداً.
أضف 5 بنود حرجة تستوجب إبلاغ المشرف فوراً إذا لم تكتمل، ونسخة مختصرة من 10 بنود تصلح لرسالة واتساب صباحية للفريق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-zatca-einvoicing-readiness', 'فحص جاهزية الفوترة الإلكترونية وضريبة القيمة المضافة', 'ZATCA e-invoicing and VAT readiness check', 'فحص جاهزية شامل لمتطلبات الفوترة الإلكترونية (فاتورة) وضريبة القيمة المضافة مع خطة لسد الفجوات.', 'business-management', array['chatgpt', 'claude']::text[], false, array['فاتورة', 'الفوترة الإلكترونية', 'هيئة الزكاة', 'ضريبة القيمة المضافة', 'ZATCA']::text[], now() - interval '166 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار ضريبي متخصص في متطلبات هيئة الزكاة والضريبة والجمارك (مراجعة مساندة لا مشورة نهائية). قيّم جاهزية {{اسم_المنشأة}} لمتطلبات الفوترة الإلكترونية وضريبة القيمة المضافة بنسبة 15%.
وضعنا الحالي: النظام المحاسبي {{النظام_المحاسبي|برنامج محاسبي سحابي}}، أنواع الفواتير {{أنواع_الفواتير|ضريبية ومبسطة}}، قنوات البيع {{قنوات_البيع|فرع ومتجر إلكتروني}}، وموعد الربط مع منصة فاتورة (المرحلة الثانية): {{موعد_الربط|لم يصلنا إشعار بعد}}.
1) قائمة تحقق من 20 بنداً (البيانات الإلزامية في الفاتورة، رمز الاستجابة السريعة، الإشعارات الدائنة والمدينة، الأرشفة، الربط، صلاحيات المستخدمين) مع حالة كل بند: جاهز، جزئي، غير جاهز.
2) خطة سد الفجوات في جدول بالمسؤول والموعد.
3) أكثر 5 أخطاء شائعة في الفواتير تسبب مخالفات، وما يجب التأكد منه من بوابة الهيئة مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-supplier-quarterly-review', 'مراجعة ربعية لأداء مورد حالي', 'Quarterly performance review of a supplier', 'بطاقة أداء للمورد بأوزان ودرجات، وجدول أعمال لاجتماع المراجعة، ورسالة رسمية بخطة التحسين.', 'business-management', array['chatgpt', 'claude']::text[], false, array['موردين', 'مشتريات', 'تقييم الموردين', 'سلاسل الإمداد']::text[], now() - interval '165 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مشتريات وسلاسل إمداد. أريد مراجعة ربعية لأداء المورد {{اسم_المورد}} الذي يورّد لنا {{المواد_الموردة}} بقيمة ربعية تقارب {{قيمة_التوريد|250,000 ريال}}.
بيانات الربع: {{بيانات_الأداء|نسبة التسليم في الموعد 82%، 4 شحنات بها نقص، زيادة سعر 6%}}.
1) بطاقة أداء في جدول بخمسة معايير موزونة (الالتزام بالمواعيد، الجودة، السعر وشروط الدفع، سرعة الاستجابة، الامتثال وصحة الفواتير الضريبية) مع درجة من 5 والمجموع المرجح.
2) صنّف المورد (استراتيجي، يحتاج تحسيناً، نحتاج بديلاً) وبرّر التصنيف.
3) جدول أعمال لاجتماع مراجعة مدته 45 دقيقة، ونقاط التفاوض على الأسعار والشروط.
4) رسالة بريد رسمية للمورد بنتيجة التقييم وخطة تحسين بتواريخ محددة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-weekly-shift-roster', 'جدول مناوبات أسبوعي عادل يغطي أوقات الذروة', 'Fair weekly shift roster covering peak hours', 'جدول ورديات أسبوعي يوزع الموظفين حسب ذروة العمل ويحترم ساعات العمل النظامية وأيام الراحة.', 'business-management', array['chatgpt', 'gemini']::text[], false, array['مناوبات', 'ورديات', 'جدولة الموظفين', 'تشغيل']::text[], now() - interval '164 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مخطط قوى عاملة. أنشئ جدول مناوبات أسبوعياً لـ{{اسم_النشاط}} الذي يعمل {{ساعات_التشغيل|من 10 صباحاً إلى 12 منتصف الليل}} طوال الأسبوع.
الموظفون ومهاراتهم وقيودهم: {{قائمة_الموظفين}}. أوقات الذروة: {{أوقات_الذروة|مساء الخميس والجمعة، ومن 8 إلى 11 ليلاً}}. الحد الأدنى في الوردية: {{الحد_الأدنى|3 موظفين منهم مشرف}}.
القيود: لا تتجاوز 8 ساعات يومياً و48 ساعة أسبوعياً لأي موظف، يوم راحة كامل على الأقل، راحة لا تقل عن 12 ساعة بين ورديتين، وتوزيع ورديات نهاية الأسبوع بالتساوي.
أخرج: جدولاً (الموظف × الأيام) بأوقات الورديات، مجموع الساعات لكل موظف، فجوات التغطية إن وجدت، والساعات الإضافية المتوقعة محسوبة بأجر الساعة مضافاً إليه 50% من الأجر الأساسي.
ثم اقترح قاعدة عادلة لتبديل الورديات بين الموظفين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-disciplinary-warning-letter', 'خطاب إنذار لموظف بإجراء تأديبي سليم', 'Employee warning letter with proper procedure', 'خطاب إنذار مكتوب بصيغة منضبطة مع خطوات الإجراء التأديبي وحق الموظف في الرد وفق نظام العمل.', 'business-management', array['chatgpt', 'claude']::text[], false, array['إنذار', 'إجراء تأديبي', 'نظام العمل', 'موارد بشرية']::text[], now() - interval '163 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار موارد بشرية ملمّ بنظام العمل السعودي (ليست استشارة قانونية). الموظف {{اسم_الموظف}} ({{الوظيفة}}) ارتكب المخالفة التالية: {{وصف_المخالفة}} بتاريخ {{تاريخ_المخالفة}}، وسجله السابق: {{المخالفات_السابقة|لا يوجد}}.
1) حدد الجزاء المتدرج المناسب وفق لائحة تنظيم العمل المعتمدة لدينا: {{الجزاء_في_اللائحة|إنذار كتابي}}، وذكّرني بأنه لا يجوز توقيع جزاء قبل إبلاغ الموظف كتابةً بما نُسب إليه وسماع أقواله وتحقيق دفاعه، وبالمدد النظامية لذلك.
2) اكتب نموذج طلب إفادة (تحقيق) موجزاً، ثم خطاب الإنذار: الوقائع بالتاريخ دون أحكام شخصية، البند المخالف، الجزاء، السلوك المتوقع مستقبلاً، وعواقب التكرار.
3) قائمة بالمستندات التي تُحفظ في ملف الموظف.
النبرة حازمة ومحترمة، بفصحى واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-exit-interview-analysis', 'مقابلة خروج الموظف وتحليل أسباب الاستقالات', 'Exit interviews and resignation-reason analysis', 'أسئلة مقابلة خروج صريحة ونموذج يجمع إجاباتها في أنماط تكشف لماذا يغادر موظفوك.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مقابلة خروج', 'استقالة', 'دوران الموظفين', 'الاحتفاظ بالموظفين']::text[], now() - interval '162 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت أخصائي تجربة موظفين. معدل دوران الموظفين في {{اسم_الشركة}} بلغ {{معدل_الدوران|28% سنوياً}}، ومعظم المغادرين من {{الفئة_الأكثر_مغادرة|موظفي الخطوط الأمامية}}.
1) دليل مقابلة خروج من 15 سؤالاً في 20 دقيقة، يبدأ بأسئلة آمنة ويصل إلى أسباب القرار الحقيقية (الراتب، المدير المباشر، المسار المهني، ضغط العمل، عرض منافس، ظروف أسرية).
2) نصائح لضمان الصراحة: من يجري المقابلة ومتى، وكيف نطمئن الموظف بشأن شهادة الخبرة ومستحقاته.
3) قالب جدول لتجميع المقابلات (السبب الرئيسي، الأسباب الثانوية، هل كان يمكن منع المغادرة، القسم، مدة الخدمة).
4) إن وُجدت ملاحظات سابقة هنا فحلّلها إلى أنماط وتوصيات عملية: {{ملاحظات_سابقة|لا يوجد}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-raci-matrix', 'مصفوفة RACI لتوزيع المسؤوليات في مشروع', 'RACI matrix for project responsibilities', 'مصفوفة مسؤوليات واضحة تحدد من ينفذ ومن يعتمد ومن يُستشار ومن يُبلَّغ في كل مهمة، مع فحص للثغرات.', 'business-management', array['chatgpt', 'claude']::text[], false, array['RACI', 'مسؤوليات', 'إدارة المشاريع', 'فريق العمل']::text[], now() - interval '161 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مشاريع معتمد. ابنِ مصفوفة RACI لمشروع {{اسم_المشروع}} الذي يهدف إلى {{هدف_المشروع}}.
الأدوار المشاركة: {{الأدوار|المدير العام، مدير العمليات، المالية، تقنية المعلومات، التسويق، مورد خارجي}}. المهام الرئيسية: {{المهام|اقترحها أنت حسب هدف المشروع}}.
اعرض جدولاً (المهمة × الأدوار) بالرموز: منفذ (R)، معتمد (A)، مستشار (C)، مُبلَّغ (I)، مع قاعدة صارمة: معتمد واحد فقط لكل مهمة.
بعد الجدول افحص المصفوفة وأشر إلى المهام بلا منفذ، أو بأكثر من معتمد، أو الأدوار المثقلة بالمسؤوليات، واقترح التعديل.
اختم بفقرة قصيرة تشرح المصفوفة للفريق في رسالة داخلية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-project-charter', 'ميثاق مشروع جاهز لاعتماد صاحب القرار', 'Project charter for sponsor sign-off', 'ميثاق مشروع في صفحتين يحدد الهدف والنطاق وما هو خارجه والميزانية والمعالم وصلاحيات مدير المشروع.', 'business-management', array['chatgpt', 'claude']::text[], false, array['ميثاق المشروع', 'إدارة المشاريع', 'نطاق العمل', 'PMO']::text[], now() - interval '160 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار في مكتب إدارة المشاريع (PMO). اكتب ميثاق مشروع لـ{{اسم_المشروع}} في {{اسم_الشركة}}.
المشكلة أو الفرصة: {{المشكلة}}. الراعي: {{الراعي|الرئيس التنفيذي}}. الميزانية المبدئية: {{الميزانية|500,000 ريال}}. الموعد المستهدف: {{الموعد_المستهدف}}.
الأقسام: المبرر والهدف بصيغة SMART، النطاق (داخله وخارجه بنقاط صريحة)، المخرجات، المعالم الرئيسية بالتواريخ، الفريق والأدوار، صلاحيات مدير المشروع المالية والإدارية، الافتراضات والقيود، أهم 5 مخاطر، معايير النجاح والقبول، وخانة الاعتماد.
لا يتجاوز صفحتين، بفصحى إدارية واضحة، وضع [يحتاج تأكيد] أمام كل معلومة افترضتها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-mystery-shopper-scorecard', 'نموذج المتسوق الخفي لتقييم تجربة العميل', 'Mystery-shopper scorecard for customer experience', 'نموذج زيارة متسوق خفي بمعايير موزونة وسيناريو للزيارة وطريقة تحويل النتائج إلى خطة تدريب للفروع.', 'business-management', array['chatgpt', 'gemini']::text[], false, array['المتسوق الخفي', 'تجربة العميل', 'جودة الخدمة', 'تقييم الفروع']::text[], now() - interval '159 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير تجربة عملاء. صمم برنامج متسوق خفي لـ{{اسم_النشاط}} الذي يخدم عملاءه عبر {{القنوات|الفروع، الهاتف، واتساب}} في {{عدد_الفروع|6}} فروع، ومعايير الخدمة لدينا: {{معايير_الخدمة|الترحيب خلال 30 ثانية، اقتراح منتج إضافي، إتمام البيع}}.
1) سيناريو زيارة واقعي لكل قناة (ما يطلبه المتسوق، الاعتراض الذي يطرحه، ما يلاحظه) لا يتجاوز 15 دقيقة.
2) نموذج تقييم من 25 بنداً موزعة على: الاستقبال، المعرفة بالمنتج، مهارة البيع، إتمام العملية والدفع، النظافة والمظهر، الوداع والمتابعة؛ لكل بند إجابة (نعم، لا، جزئياً) ووزن، مع بنود حرجة تُسقط الزيارة إن فشلت.
3) طريقة حساب النتيجة من 100 وتصنيف الفروع، وجدول لمقارنة الفروع شهرياً.
4) كيف نعرض النتائج على الموظفين بأسلوب تحفيزي لا عقابي، ونحوّلها إلى خطة تدريب.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-low-budget-recognition', 'برنامج تقدير الموظفين بميزانية محدودة', 'Low-budget employee recognition programme', 'برنامج تقدير سنوي بأفكار شهرية ومعايير ترشيح عادلة وتكلفة محسوبة يرفع الحماس دون ميزانية كبيرة.', 'business-management', array['chatgpt', 'gemini']::text[], false, array['تقدير الموظفين', 'تحفيز', 'ثقافة العمل', 'موارد بشرية']::text[], now() - interval '158 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير ثقافة مؤسسية. صمم برنامج تقدير للموظفين في {{اسم_الشركة}} ({{عدد_الموظفين|40}} موظفاً) بميزانية سنوية {{الميزانية_السنوية|20,000 ريال}}.
القيم التي نريد تعزيزها: {{القيم|خدمة العميل، التعاون، المبادرة}}.
1) 12 فكرة تقدير موزعة على أشهر السنة، تستفيد من المناسبات (رمضان، العيدين، اليوم الوطني، يوم التأسيس) وتمزج بين التقدير العلني والخاص، والمادي والمعنوي.
2) معايير ترشيح واضحة تمنع المحاباة، ونموذج ترشيح من 4 أسئلة.
3) جدول التكلفة الشهرية والإجمالي بالريال.
4) ثلاثة أخطاء شائعة تجعل برامج التقدير تأتي بنتيجة عكسية وكيف نتجنبها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-petty-cash-controls', 'ضوابط العهد النقدية والصندوق النثري', 'Petty cash and cash-custody controls', 'ضوابط عملية للصندوق النثري والعهد النقدية مع نماذج صرف وتسوية وجرد دوري تمنع الهدر والتلاعب.', 'business-management', array['chatgpt', 'claude']::text[], false, array['الصندوق النثري', 'عهد', 'رقابة مالية', 'محاسبة']::text[], now() - interval '157 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مراجع داخلي. لدينا في {{اسم_المنشأة}} صندوق نثري بسقف {{سقف_الصندوق|5,000 ريال}} وعهد نقدية لدى {{عدد_أصحاب_العهد|4}} موظفين، والمشكلات الحالية: {{المشكلات|فواتير ناقصة وتأخر التسوية}}.
1) ضوابط مختصرة (15 بنداً): الصرف المسموح والممنوع، حد العملية الواحدة، الاعتماد، اشتراط الفاتورة الضريبية للمشتريات الخاضعة للضريبة، إعادة التعويض، والفصل بين المهام.
2) نموذج طلب صرف ونموذج تسوية عهدة في جداول جاهزة.
3) إجراء الجرد المفاجئ والمطابقة الشهرية خطوة بخطوة.
4) علامات إنذار تشير إلى سوء الاستخدام، وكيف نتعامل معها دون اتهام مسبق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-probation-review', 'تقييم نهاية فترة التجربة وقرار التثبيت', 'End-of-probation review and confirmation decision', 'نموذج تقييم لفترة التجربة بمعايير سلوكية ينتهي بقرار مبرر (تثبيت أو تمديد أو إنهاء) وخطاب جاهز.', 'business-management', array['chatgpt', 'claude']::text[], false, array['فترة التجربة', 'تثبيت الموظف', 'تقييم', 'موارد بشرية']::text[], now() - interval '156 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير موارد بشرية. الموظف {{اسم_الموظف}} ({{الوظيفة}}) تنتهي فترة تجربته في {{تاريخ_انتهاء_التجربة}}. ملاحظات مديره: {{ملاحظات_المدير}}.
1) ابنِ نموذج تقييم بمقياس من 1 إلى 4 لسبعة معايير (إتقان المهام، جودة العمل، الالتزام بالدوام والمواعيد، سرعة التعلم، التعاون، التعامل مع العملاء، قيم الشركة) مع وصف سلوكي لكل درجة.
2) طبّق النموذج على الملاحظات أعلاه واقترح القرار: تثبيت، أو تمديد (باتفاق مكتوب وبما لا يتجاوز مجموعه 180 يوماً وفق نظام العمل السعودي)، أو إنهاء.
3) اكتب خطاب القرار المناسب، وإن كان تمديداً فأضف أهدافاً محددة وقابلة للقياس لفترة التمديد.
النبرة عادلة وواضحة، وكل حكم مدعوم بمثال.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-stakeholder-change-map', 'خريطة أصحاب المصلحة وخطة التواصل لمشروع تغيير', 'Stakeholder map and communication plan for a change project', 'تحليل لأصحاب المصلحة حسب التأثير والاهتمام ومواقفهم من التغيير، مع خطة تواصل وإدارة للمقاومة أسبوعاً بأسبوع.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['أصحاب المصلحة', 'إدارة التغيير', 'خطة تواصل', 'مشاريع']::text[], now() - interval '155 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار إدارة تغيير. نطبّق في {{اسم_الشركة}} تغييراً هو: {{وصف_التغيير|نظام تخطيط موارد جديد يلغي العمل الورقي}}، يبدأ في {{تاريخ_البدء}} ويمس {{الفئات_المتأثرة}}.
1) حدد أصحاب المصلحة الداخليين والخارجيين (الإدارة، المديرون الوسطيون، الموظفون الأقدم، الشركاء، العملاء إن تأثروا) وضعهم على مصفوفة التأثير × الاهتمام.
2) جدول لكل طرف: موقفه المتوقع (داعم، محايد، مقاوم)، ما يخشى خسارته، ما يكسبه، الرسالة الأساسية له، ومن الأنسب لإيصالها.
3) خطة تواصل أسبوعية من قبل الإطلاق بشهر حتى شهر بعده: القناة (اجتماع، بريد، مجموعة واتساب، لقاء مفتوح)، التوقيت، والمسؤول.
4) أساليب للتعامل مع المقاومة الصامتة، واستبيان نبض من 5 أسئلة نكرره كل أسبوعين لقياس القبول.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-supplier-bid-evaluation', 'تقييم عروض الموردين المستلمة وترسية القرار', 'Evaluating received supplier bids and making the award', 'مقارنة منصفة للعروض المستلمة بتقييم فني ومالي موزون وتوحيد للأسعار وأسئلة توضيحية ومذكرة ترسية جاهزة.', 'business-management', array['chatgpt', 'claude']::text[], false, array['تقييم العروض', 'مشتريات', 'ترسية', 'موردين']::text[], now() - interval '154 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت رئيس لجنة مشتريات محايد. استلمنا {{عدد_العروض|4}} عروض لتوريد أو تنفيذ {{الخدمة_المطلوبة}} لـ{{اسم_الشركة}}، وملخصها: {{ملخص_العروض}}. معايير التقييم المعلنة وأوزانها: {{معايير_التقييم|فني 60% ومالي 40%}}.
1) وحّد العروض للمقارنة: الأسعار قبل ضريبة القيمة المضافة 15% وبعدها، ما يشمله كل عرض وما يستبعده، التكاليف المخفية (تركيب، تدريب، تراخيص سنوية، صيانة)، وإجمالي تكلفة الملكية لثلاث سنوات.
2) جدول تقييم فني بدرجات لكل معيار مع مبرر مختصر لكل درجة، ثم التقييم المالي بنسبة أقل سعر إلى سعر العرض، فالمجموع المرجح والترتيب.
3) العروض غير المستوفية للمتطلبات الإلزامية، والتحفظات على كل عرض، و5 أسئلة توضيحية لكل مورد قبل القرار.
4) مذكرة ترسية من صفحة واحدة للاعتماد، ونقاط تفاوض مع المورد الفائز قبل التعاقد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-org-structure-growth', 'هيكل تنظيمي لمرحلة النمو القادمة', 'Organisation structure for the next growth stage', 'هيكل تنظيمي مقترح بخطوط الإشراف ونطاقاته وتسلسل التعيينات للمرحلة القادمة مقارنةً بالوضع الحالي.', 'business-management', array['chatgpt', 'claude']::text[], false, array['هيكل تنظيمي', 'تنظيم إداري', 'نمو', 'موارد بشرية']::text[], now() - interval '153 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تطوير تنظيمي. شركتنا {{اسم_الشركة}} في قطاع {{القطاع}} لديها الآن {{عدد_الموظفين|22}} موظفاً، وهيكلها الحالي: {{الهيكل_الحالي}}.
نخطط خلال {{المدة|18 شهراً}} إلى: {{خطة_النمو|افتتاح فرعين وإطلاق متجر إلكتروني}}.
1) شخّص مشكلات الهيكل الحالي (ازدواجية، نطاق إشراف واسع، اعتماد مفرط على المؤسس، وظائف مفقودة).
2) اقترح هيكلاً مستهدفاً يُعرض كشجرة نصية بالمستويات، مع نطاق الإشراف لكل مدير ومهمة كل إدارة في سطر واحد.
3) تسلسل التعيينات في جدول (الوظيفة، لماذا الآن، التوقيت، تعيين داخلي أم خارجي، أثرها على نسبة التوطين).
4) أهم 5 مخاطر للانتقال إلى الهيكل الجديد وكيف نخففها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-pre-mortem', 'جلسة «ما قبل الفشل» لاختبار مبادرة جديدة', 'Pre-mortem session for a new initiative', 'تمرين استباقي يتخيل فشل المبادرة بعد عام ويستخرج أسبابه المحتملة ليحوّلها إلى ضمانات قبل الإطلاق.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['ما قبل الفشل', 'اتخاذ القرار', 'مخاطر', 'تخطيط استراتيجي']::text[], now() - interval '152 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت ميسّر استراتيجي. نحن على وشك إطلاق {{المبادرة}} في {{اسم_الشركة}} باستثمار {{حجم_الاستثمار|300,000 ريال}}، والهدف: {{الهدف}}.
أدِر معي جلسة «ما قبل الفشل»: تخيّل أننا بعد 12 شهراً والمبادرة فشلت فشلاً واضحاً.
1) اكتب قصة الفشل في فقرة واحدة كأنها تقرير داخلي.
2) استخرج 15 سبباً محتملاً للفشل من زوايا مختلفة (السوق، العميل، التنفيذ، الفريق، المال، الأنظمة، المنافسون، التوقيت والمواسم).
3) قيّم كل سبب في جدول (الاحتمال، الأثر، إشارة الإنذار المبكر، الإجراء الوقائي قبل الإطلاق).
4) اقترح 3 شروط توقف واضحة تجعلنا نوقف المبادرة أو نعدّلها، وأسئلة أطرحها على الفريق في الجلسة الفعلية.
كن صريحاً وناقداً ولا تجامل الفكرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-difficult-conversation-roleplay', 'تدريب على محادثة صعبة مع موظف بتمثيل الأدوار', 'Difficult conversation role-play practice', 'تمثيل أدوار تفاعلي يلعب فيه الذكاء الاصطناعي دور الموظف لتتدرب على محادثة صعبة ثم يقيّم أداءك.', 'business-management', array['chatgpt', 'claude']::text[], false, array['تمثيل أدوار', 'محادثة صعبة', 'قيادة', 'تغذية راجعة']::text[], now() - interval '151 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لنتدرب بتمثيل الأدوار. أنا {{دوري|مدير القسم}}، وستلعب دور {{اسم_الموظف}}: {{وصف_الموظف|موظف متميز سابقاً تراجع أداؤه ويشعر بأنه غير مقدَّر}}.
موضوع المحادثة: {{موضوع_المحادثة|إبلاغه بعدم حصوله على الترقية هذا العام}}.
القواعد: ردّ كما يرد موظف حقيقي في بيئة عمل خليجية، بلهجة {{اللهجة|سعودية بيضاء}}، وأبدِ مقاومة واقعية (دفاع، صمت، مقارنة بزملاء) تتصاعد أو تهدأ حسب أسلوبي. رد واحد في كل دور، ولا تقدم نصائح أثناء التمثيل.
عندما أكتب «انتهى» قيّم أدائي في جدول من 5 لكل من: الوضوح، التعاطف، الإصغاء، الالتزام بالحقائق، الاتفاق على خطوات تالية، مع أفضل عبارة قلتها وعبارة كان يجب أن أقولها بشكل مختلف.
ابدأ الآن بأول رد للموظف عند دخوله الاجتماع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-wbs-critical-path', 'تفكيك المشروع إلى مهام وتحديد المسار الحرج', 'Work breakdown structure and critical path', 'هيكل تجزئة عمل بالمهام والمدد والاعتماديات يحدد المسار الحرج وينتج جدولاً زمنياً قابلاً للنقل إلى أي أداة.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['هيكل تجزئة العمل', 'WBS', 'جدول زمني', 'إدارة المشاريع']::text[], now() - interval '150 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مخطط مشاريع. فكّك مشروع {{اسم_المشروع}} (المخرج النهائي: {{المخرج_النهائي}}) إلى هيكل تجزئة عمل (WBS) من ثلاثة مستويات.
الفريق المتاح: {{الفريق}}. تاريخ البدء: {{تاريخ_البدء}}. أيام العمل من الأحد إلى الخميس، واحسب إجازتي العيدين والعطلات الرسمية الواقعة ضمن مدة المشروع.
أخرج جدولاً (رقم المهمة، المهمة، المدة بالأيام، المهام السابقة، المسؤول، تاريخ البدء، تاريخ الانتهاء)، ثم حدد المسار الحرج ومدته الإجمالية، والمهام التي لها مرونة وكم يوماً يمكن تأخيرها.
اقترح 3 طرق لتقصير المدة عند الحاجة (تنفيذ متوازٍ، موارد إضافية، تقليص النطاق) مع أثر كل منها على التكلفة والمخاطر.
اجعل الجدول بصيغة يسهل نسخها إلى إكسل أو أداة إدارة مشاريع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-training-needs-analysis', 'تحليل الاحتياجات التدريبية وخطة تدريب سنوية', 'Training needs analysis and annual training plan', 'تحليل لفجوات المهارات لكل فئة وظيفية وخطة تدريب سنوية بالتكلفة مع الإشارة إلى فرص دعم صندوق «هدف».', 'business-management', array['chatgpt', 'claude']::text[], false, array['احتياجات تدريبية', 'تدريب', 'تطوير الموظفين', 'هدف']::text[], now() - interval '149 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت أخصائي تطوير موارد بشرية في السعودية. أجرِ تحليلاً للاحتياجات التدريبية في {{اسم_الشركة}}.
الفئات الوظيفية وأعدادها: {{الفئات_الوظيفية}}. أهداف الشركة للعام: {{أهداف_الشركة}}. مشكلات الأداء الملاحظة: {{مشكلات_الأداء}}. ميزانية التدريب: {{ميزانية_التدريب|60,000 ريال}}.
1) لكل فئة: المهارات المطلوبة مقابل الحالية، والفجوة، وهل علاجها تدريب فعلاً أم شيء آخر (أدوات، إجراءات، حوافز).
2) خطة تدريب سنوية في جدول (البرنامج، الفئة، الأسلوب: حضوري أو إلكتروني أو على رأس العمل، المدة، الربع، التكلفة التقديرية).
3) نبّه إلى البرامج التي قد تؤهل لدعم صندوق تنمية الموارد البشرية «هدف» للموظفين السعوديين، مع ضرورة التحقق من الشروط الحالية.
4) طريقة قياس أثر التدريب على مستويات كيركباتريك الأربعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-new-branch-setup', 'تجهيز فرع جديد نظامياً وتشغيلياً قبل الافتتاح', 'Getting a new branch licensed and operational before opening', 'خطة مرحلية للتراخيص والتجهيز والأنظمة والتوظيف لفرع جديد مع جدول زمني وميزانية تقديرية وقائمة جاهزية ليوم التشغيل.', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['افتتاح فرع', 'توسع', 'تراخيص', 'تشغيل']::text[], now() - interval '148 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مشاريع توسع للعلامات التجارية في الخليج. ضع خطة لافتتاح فرع جديد لـ{{اسم_النشاط}} في {{الحي_والمدينة|حي الملقا، الرياض}}، نشاطه {{النشاط}}، والافتتاح المستهدف {{تاريخ_الافتتاح}}.
المراحل: التعاقد على الموقع، التراخيص (الرخصة البلدية عبر منصة بلدي، متطلبات الدفاع المدني، قيد الفرع في السجل التجاري، الشهادات الصحية إن لزمت)، التصميم والتجهيز، الأنظمة (نقاط البيع، مدى، الربط المحاسبي)، التوظيف والتدريب مع مراعاة نسب التوطين، تسجيل الفرع في خرائط قوقل وتطبيقات التوصيل إن وجدت، ثم التشغيل التجريبي.
لكل مرحلة: المهام، المسؤول، المدة، الاعتماديات، والتكلفة التقديرية بالريال.
اختم بقائمة جاهزية ليوم التشغيل الأول (التراخيص معلقة، الأنظمة مجربة، الفريق مدرب)، ومؤشرات تقييم الفرع في أول 90 يوماً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-customer-service-sla', 'اتفاقية مستوى الخدمة ومصفوفة التصعيد لفريق الدعم', 'Customer-service SLA and escalation matrix', 'معايير زمنية واضحة للرد والحل لكل قناة ودرجة أولوية، مع مصفوفة تصعيد وقوالب ردود أولية.', 'business-management', array['chatgpt', 'claude']::text[], false, array['SLA', 'خدمة العملاء', 'تصعيد', 'مستوى الخدمة']::text[], now() - interval '147 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تجربة عملاء. صمم اتفاقية مستوى خدمة داخلية (SLA) لفريق الدعم في {{اسم_الشركة}}، عدده {{عدد_الفريق|6}} موظفين، وقنواته: {{القنوات|واتساب، الهاتف، البريد، الردود على X وإنستغرام}}، وحجم الطلبات {{حجم_الطلبات|400 طلب يومياً}}.
1) عرّف 4 مستويات أولوية بأمثلة من واقع عملنا.
2) جدول (القناة × الأولوية) بزمن أول رد وزمن الحل المستهدف، مع أوقات العمل المعتادة وأوقات رمضان والأعياد.
3) مصفوفة تصعيد: متى ولمن وبأي قناة، مع حالات التصعيد الفوري (تهديد بالتشهير على X، شكوى لجهة رسمية كوزارة التجارة، خطأ في مبلغ مدفوع).
4) 5 مؤشرات متابعة (منها نسبة الالتزام بالـSLA ورضا العميل) وشكل التقرير الأسبوعي.
5) قوالب رد أول قصيرة بلهجة خليجية مهذبة لكل مستوى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-pdpl-compliance-check', 'فحص الامتثال لنظام حماية البيانات الشخصية', 'Personal Data Protection Law (PDPL) compliance check', 'تقييم مبدئي لامتثال المنشأة لنظام حماية البيانات الشخصية السعودي مع سجل للمعالجة وخطة لمعالجة الفجوات.', 'business-management', array['chatgpt', 'claude']::text[], false, array['حماية البيانات', 'PDPL', 'خصوصية', 'امتثال', 'سدايا']::text[], now() - interval '146 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار خصوصية ملمّ بنظام حماية البيانات الشخصية في السعودية ولوائحه (مراجعة مبدئية لا تغني عن مختص). قيّم امتثال {{اسم_المنشأة}} التي تجمع: {{البيانات_المجمعة|الاسم، الجوال، العنوان، سجل المشتريات}} عبر {{قنوات_الجمع|الموقع، التطبيق، واتساب، نقاط البيع}}، وتستعين بمزودين: {{المزودون|خدمة سحابية، شركة شحن، أداة تسويق بالبريد}}.
1) سجل أنشطة المعالجة في جدول (البيانات، الغرض، الأساس النظامي، مدة الاحتفاظ، من يطّلع عليها، هل تُنقل خارج المملكة).
2) قائمة تحقق من 20 بنداً: سياسة الخصوصية، الموافقة، حقوق صاحب البيانات، التسويق المباشر وخيار إلغاء الاشتراك، العقود مع المعالجين، النقل خارج المملكة، أمن البيانات، والإبلاغ عن التسرب إلى سدايا خلال المدة النظامية.
3) خطة معالجة الفجوات مرتبة حسب الخطورة، مع ما يجب التحقق منه في المصادر الرسمية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-summer-field-safety', 'خطة السلامة المهنية للعمل الميداني في الصيف', 'Summer field-work occupational safety plan', 'خطة سلامة صيفية للفرق الميدانية تراعي منع العمل تحت الشمس وقت الظهيرة وتقلل حوادث الإجهاد الحراري.', 'business-management', array['chatgpt', 'gemini']::text[], false, array['السلامة المهنية', 'الإجهاد الحراري', 'عمل ميداني', 'صيف']::text[], now() - interval '145 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت أخصائي صحة وسلامة مهنية في الخليج. ضع خطة سلامة صيفية لـ{{اسم_الشركة}} التي لديها {{عدد_العمال_الميدانيين|60}} عاملاً ميدانياً في {{طبيعة_العمل|التوصيل والتركيب والصيانة}} بمدينة {{المدينة|الدمام}}.
التزم بقرار منع العمل تحت أشعة الشمس من الساعة 12 ظهراً حتى 3 عصراً في الفترة من 15 يونيو إلى 15 سبتمبر، مع التحقق من أي تحديث له.
1) جدول ورديات صيفي بديل يحافظ على الإنتاجية.
2) إجراءات الوقاية: الماء، الاستراحات، الظل، الملابس، وتأقلم العمال الجدد تدريجياً.
3) علامات الإجهاد الحراري وضربة الشمس، وخطوات الإسعاف الأولي، وسلسلة الإبلاغ.
4) قائمة فحص يومية للمشرف، ورسالة توعية قصيرة بالعربية وأخرى بالإنجليزية للعمال، مع اقتراح ترجمتها إلى لغاتهم الأخرى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-saudization-nitaqat-plan', 'خطة رفع نسبة التوطين والحفاظ على نطاقك', 'Saudisation plan to protect your Nitaqat band', 'خطة توطين عملية تحدد الوظائف القابلة للتوطين وتكلفتها وتوقيتها وبرامج الدعم للوصول إلى النطاق المستهدف.', 'business-management', array['chatgpt', 'claude']::text[], false, array['توطين', 'نطاقات', 'سعودة', 'موارد بشرية']::text[], now() - interval '144 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار موارد بشرية متخصص في برنامج نطاقات. منشأتنا {{اسم_المنشأة}} في نشاط {{النشاط}}، عدد موظفيها {{إجمالي_الموظفين|45}} منهم {{عدد_السعوديين|8}} سعوديين، ونطاقنا الحالي {{النطاق_الحالي|أخضر منخفض}} والمستهدف {{النطاق_المستهدف|أخضر مرتفع}} خلال {{المدة|12 شهراً}}.
الوظائف الحالية: {{قائمة_الوظائف}}.
1) احسب الفجوة بعدد السعوديين المطلوب (اطلب مني نسبة النطاق المستهدف لنشاطنا كما تظهر في منصة قوى إن لم تكن متأكداً منها، ولا تخمّن النسب).
2) صنّف الوظائف: قابلة للتوطين فوراً، بعد تدريب، صعبة التوطين، مع التنبيه إلى المهن المقصورة على السعوديين بقرارات توطين خاصة.
3) خطة توظيف ربعية بالتكلفة الشهرية الكاملة (الراتب، التأمينات الاجتماعية، التأمين الطبي) وبرامج الدعم المحتملة من صندوق «هدف».
4) خطة احتفاظ بالموظفين السعوديين الجدد تقلل التسرب في السنة الأولى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-salary-grade-structure', 'سلم رواتب ودرجات وظيفية عادل وقابل للتوسع', 'Salary scale and job grading structure', 'سلم رواتب بدرجات ونطاقات وبدلات مع قواعد الزيادة والترقية وتقدير للتكلفة الإجمالية على المنشأة.', 'business-management', array['chatgpt', 'claude']::text[], false, array['سلم الرواتب', 'درجات وظيفية', 'تعويضات', 'بدلات']::text[], now() - interval '143 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تعويضات ومزايا في السوق السعودي. صمم سلم رواتب لـ{{اسم_الشركة}} التي تضم {{عدد_الموظفين|70}} موظفاً في الوظائف: {{قائمة_الوظائف}}. الرواتب الحالية: {{الرواتب_الحالية|غير موحدة}}.
1) قيّم الوظائف بطريقة النقاط (المعرفة، حل المشكلات، المسؤولية، الأثر) ووزّعها على {{عدد_الدرجات|8}} درجات.
2) لكل درجة: الحد الأدنى والمنتصف والأعلى للراتب الأساسي، مع تداخل معقول بين الدرجات.
3) هيكل البدلات (سكن، نقل، وغيرها) ونسبتها من الأساسي، وأثرها على اشتراكات التأمينات الاجتماعية ومكافأة نهاية الخدمة.
4) قواعد الزيادة السنوية حسب الأداء وموقع الموظف في النطاق، وقواعد الترقية.
5) التكلفة السنوية الإجمالية قبل التطبيق وبعده، وخطة انتقال لمن رواتبهم خارج النطاق دون تخفيض أي راتب.
اعرض كل شيء في جداول بالريال، ونبّه إلى ضرورة مقارنة الأرقام بمسح رواتب حديث.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-ceo-board-report', 'تقرير الرئيس التنفيذي الربعي لمجلس الإدارة', 'Quarterly CEO report to the board', 'تقرير ربعي مركّز لمجلس الإدارة يعرض الأداء والمخاطر والقرارات المطلوبة بوضوح وفي صفحات قليلة.', 'business-management', array['chatgpt', 'claude']::text[], false, array['مجلس الإدارة', 'تقرير ربعي', 'حوكمة', 'الرئيس التنفيذي']::text[], now() - interval '142 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار حوكمة كتب تقارير لمجالس إدارات شركات خليجية. اكتب تقرير الرئيس التنفيذي لـ{{اسم_الشركة}} عن {{الربع|الربع الثالث 2026}}.
الأرقام الرئيسية: {{الأرقام_الرئيسية}}. المستهدفات المعتمدة: {{المستهدفات}}. أبرز الأحداث: {{الأحداث}}. القرارات المطلوبة من المجلس: {{القرارات_المطلوبة}}.
الهيكل: ملخص تنفيذي في 6 أسطر، لوحة أداء (المؤشر، المستهدف، الفعلي، الانحراف، الحالة: أخضر أو أصفر أو أحمر)، تفسير صريح لأكبر انحرافين، تحديث المبادرات الاستراتيجية، المخاطر الرئيسية وتغيرها منذ الربع الماضي، والقرارات المطلوبة بصيغة مشروع قرار مع البدائل والتوصية.
النبرة موضوعية بلا تجميل ولا تهويل، بفصحى رصينة، في 4 صفحات بحد أقصى.
أضف في النهاية 8 أسئلة متوقعة من أعضاء المجلس مع إجابات مقترحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-business-continuity-plan', 'خطة استمرارية الأعمال عند الأعطال والطوارئ', 'Business continuity plan', 'خطة استمرارية أعمال بسيناريوهات واقعية وإجراءات استعادة وأدوار واضحة تبقي المنشأة تعمل وقت الطوارئ.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['استمرارية الأعمال', 'إدارة الطوارئ', 'مخاطر تشغيلية', 'خطة بديلة']::text[], now() - interval '141 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير استمرارية أعمال. ضع خطة استمرارية لـ{{اسم_المنشأة}} في قطاع {{القطاع}}، وعملياتها الحرجة: {{العمليات_الحرجة|استقبال الطلبات، الدفع، التوصيل، الرواتب}}.
1) تحليل أثر مختصر في جدول: لكل عملية أقصى مدة توقف مقبولة، وأقصى فقد مقبول للبيانات، والأثر المالي اليومي التقديري بالريال.
2) ستة سيناريوهات: تعطل نقاط البيع أو بوابة الدفع في ذروة موسم كالجمعة البيضاء، انقطاع الإنترنت أو الكهرباء، هجوم فدية، غياب شخص محوري، توقف مورد رئيسي، وإغلاق الموقع لظرف طارئ.
3) لكل سيناريو: خطوات الاستجابة في أول ساعة وأول يوم، البديل اليدوي المؤقت، من يقرر ومن يتواصل مع العملاء، وخطة العودة للوضع الطبيعي.
4) شجرة اتصال الطوارئ، وما يجب تجهيزه مسبقاً، وخطة لاختبار الخطة مرتين سنوياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-lean-process-waste', 'تحسين عملية تشغيلية بإزالة الهدر (Lean)', 'Lean process improvement: remove the waste', 'خريطة للعملية الحالية تكشف الهدر ووقت الانتظار، وتصميم للعملية المستقبلية بخطة تطبيق ومكاسب محسوبة بالريال.', 'business-management', array['chatgpt', 'claude']::text[], false, array['لين', 'Lean', 'تحسين العمليات', 'هدر', 'كفاءة تشغيلية']::text[], now() - interval '140 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير تحسين عمليات بمنهجية Lean. العملية المستهدفة: {{اسم_العملية|من استلام الطلب حتى التسليم}} في {{اسم_الشركة}}.
خطواتها الحالية كما نؤديها فعلاً: {{الخطوات_الحالية}}. الزمن الكلي الحالي: {{الزمن_الحالي|3 أيام}}، وعدد مرات تنفيذها شهرياً: {{عدد_المرات|1,200}}.
1) ارسم خريطة تدفق القيمة نصياً في جدول (الخطوة، المنفذ، زمن العمل الفعلي، زمن الانتظار، هل تضيف قيمة للعميل).
2) صنّف الهدر وفق الأنواع الثمانية (الانتظار، النقل، الحركة، المخزون، المعالجة الزائدة، الإنتاج الزائد، العيوب، المهارات غير المستغلة) مع مثال من العملية لكل نوع موجود.
3) صمم العملية المستقبلية، واحسب الزمن الجديد والساعات الموفرة شهرياً وقيمتها بافتراض تكلفة ساعة {{تكلفة_الساعة|60 ريالاً}}.
4) خطة تطبيق مرحلية تبدأ بتحسينات سريعة في أول أسبوعين، ومؤشرات تضمن استدامة التحسين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-make-or-buy-full-cost', 'تنفيذ داخلي أم إسناد خارجي؟ مقارنة التكلفة الكاملة', 'In-house or outsource? Full-cost comparison', 'مقارنة شاملة بين تنفيذ وظيفة داخلياً أو إسنادها لجهة خارجية بالتكلفة الكاملة والمخاطر ودرجة التحكم، مع توصية مبررة.', 'business-management', array['chatgpt', 'claude']::text[], false, array['إسناد خارجي', 'تعهيد', 'اتخاذ القرار', 'تكاليف']::text[], now() - interval '139 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار استراتيجية عمليات. نقيّم وظيفة {{الوظيفة_أو_النشاط|المحاسبة والرواتب}} في {{اسم_الشركة}}: هل ننفذها بفريق داخلي أم نسندها إلى {{البديل_الخارجي|مكتب محاسبة خارجي}}؟ الوضع الحالي: {{الوضع_الحالي}}. عرض المزود الخارجي: {{عرض_المزود}}.
1) التكلفة الكاملة للتنفيذ الداخلي لثلاث سنوات: الرواتب والبدلات، التأمينات الاجتماعية والتأمين الطبي، الرسوم الحكومية لغير السعوديين إن وجدوا، التوظيف والتدريب، الأنظمة والتراخيص، المساحة، الإشراف، وتكلفة الغياب والدوران.
2) التكلفة الكاملة للإسناد: الأتعاب مع ضريبة القيمة المضافة، تكلفة الانتقال، الإشراف الداخلي المتبقي، وتكلفة الخروج من العقد.
3) مقارنة نوعية موزونة: الجودة، التحكم، سرية البيانات، المرونة، الأثر على نسبة التوطين، والاعتماد على طرف واحد.
4) التوصية مع الشروط التي تجعلنا نعيد النظر فيها، ومؤشرات الأداء والبنود التي يجب أن يتضمنها عقد الإسناد إن اخترناه.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-cost-reduction-plan', 'خفض التكاليف التشغيلية دون المساس بالجودة', 'Cutting operating costs without hurting quality', 'تحليل لبنود المصروفات وخطة خفض تكاليف مرتبة حسب الوفر وسهولة التنفيذ والمخاطر على العملاء والفريق.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خفض التكاليف', 'مصروفات', 'كفاءة', 'ربحية']::text[], now() - interval '138 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار إدارة مالية وتشغيلية. مصروفات {{اسم_الشركة}} الشهرية حسب البند: {{بنود_المصروفات}}. الإيراد الشهري: {{الإيراد_الشهري}}. المستهدف: خفض {{نسبة_الخفض|12%}} خلال {{المدة|6 أشهر}}.
1) حلل كل بند كنسبة من الإيراد وقارنه بما هو معتاد في نشاط مشابه إن أمكن، وصنّفه: استراتيجي لا يُمس، قابل للتحسين، هدر.
2) اقترح 15 إجراء خفض محدداً (إعادة التفاوض على الإيجار والعقود، الطاقة، الاشتراكات التقنية غير المستخدمة، المخزون الراكد، العمل الإضافي، عمولات بوابات الدفع وتطبيقات التوصيل، الإسناد الخارجي...).
3) جدول (الإجراء، الوفر الشهري المتوقع بالريال، صعوبة التنفيذ، المخاطر على الجودة أو الموظفين، المسؤول، الموعد) مرتب بمصفوفة الوفر مقابل السهولة.
4) ما لا يجب خفضه أبداً ولماذا، وطريقة إبلاغ الفريق بالخطة دون إثارة القلق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-delegation-of-authority', 'مصفوفة الصلاحيات المالية والإدارية', 'Delegation of authority matrix', 'مصفوفة صلاحيات تحدد حدود الاعتماد المالي والإداري لكل مستوى وتسرّع القرارات دون فقدان الرقابة.', 'business-management', array['chatgpt', 'claude']::text[], false, array['مصفوفة الصلاحيات', 'حوكمة', 'اعتمادات', 'رقابة داخلية']::text[], now() - interval '137 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار حوكمة ورقابة داخلية. صمم مصفوفة صلاحيات لـ{{اسم_الشركة}} التي تبلغ إيراداتها السنوية {{الإيرادات_السنوية|25 مليون ريال}}، ومستوياتها الإدارية: {{المستويات|مجلس المديرين، المدير العام، المدير المالي، مديرو الإدارات، المشرفون}}.
غطِّ المجالات: المشتريات والعقود، المصروفات والدفعات، الخصومات والتسعير، التوظيف والرواتب والعمل الإضافي، الإجازات والانتدابات، شطب الديون والمخزون، الأصول، والتعامل مع الجهات الحكومية.
أخرج جدولاً (المعاملة، حد المبلغ بالريال، يقترح، يراجع، يعتمد، يُبلَّغ)، مع مبدأ الفصل بين المهام وقاعدة التوقيع المزدوج فوق حد معين.
أضف: قواعد التفويض المؤقت أثناء الإجازات، ما يُمنع تفويضه، وآلية مراجعة المصفوفة سنوياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-strategy-retreat-design', 'تصميم ورشة التخطيط الاستراتيجي السنوية للإدارة', 'Designing the annual leadership strategy retreat', 'برنامج ورشة استراتيجية ليومين بجلسات وتمارين وواجب تحضيري ومخرجات محددة تنتهي بأولويات معتمدة للعام.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['تخطيط استراتيجي', 'ورشة عمل', 'فريق الإدارة', 'أولويات']::text[], now() - interval '136 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت ميسّر ورش استراتيجية لفرق الإدارة العليا. صمم ورشة تخطيط سنوية مدتها {{مدة_الورشة|يومان}} لفريق إدارة {{اسم_الشركة}} ({{عدد_المشاركين|8}} مشاركين)، وأهم أسئلة العام: {{الأسئلة_الاستراتيجية|أين ننمو؟ وما الذي نتوقف عنه؟}}.
1) واجب تحضيري يُرسل قبل أسبوعين: 5 أسئلة لكل مشارك، والأرقام والتقارير المطلوب تجهيزها.
2) جدول الجلسات (الوقت، الجلسة، الهدف، التمرين، المخرج)، ويشمل: مراجعة صريحة للعام الماضي، قراءة السوق والمنافسين، تمرين «ماذا نتوقف عنه»، ترتيب الخيارات بمصفوفة الأثر والجهد، واتفاقاً نهائياً على 3-5 أولويات.
3) قواعد نقاش تضمن صراحة الجميع لا صوت الأعلى منصباً فقط، وطريقة للتعامل مع الخلاف.
4) قالب مخرجات الورشة في صفحة واحدة، وخطة متابعة لأول 30 يوماً.
راعِ أوقات الصلاة والاستراحات، واقترح تمريناً لكسر الجمود يناسب بيئة العمل الخليجية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-succession-planning', 'خطة التعاقب الوظيفي للمناصب الحرجة', 'Succession plan for critical roles', 'خريطة للمناصب الحرجة وجاهزية البدلاء مع خطط تطوير فردية تحمي المنشأة من غياب الأشخاص المحوريين.', 'business-management', array['chatgpt', 'claude']::text[], false, array['تعاقب وظيفي', 'إحلال', 'إدارة المواهب', 'قيادة']::text[], now() - interval '135 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار إدارة مواهب. ساعدني في بناء خطة تعاقب وظيفي لـ{{اسم_الشركة}}. المناصب التي نراها حرجة: {{المناصب_الحرجة}}. المرشحون الداخليون المحتملون مع نبذة عن كل منهم: {{المرشحون}}.
1) قيّم حرجية كل منصب (أثر الغياب، صعوبة الاستبدال، المعرفة غير الموثقة) في جدول بالدرجات.
2) ضع كل مرشح على مصفوفة التسع خانات (الأداء × الإمكانات) وحدد جاهزيته: جاهز الآن، خلال سنة، خلال 2-3 سنوات.
3) لكل منصب: البديل الطارئ، البديل المخطط، وخطة تطوير فردية (مهام إضافية، إرشاد، تدريب، تدوير وظيفي) بمعالم ربعية.
4) خطة لتوثيق المعرفة الحرجة لدى شاغلي المناصب الحاليين، وطريقة لمناقشة الخطة بسرية مع المرشحين دون وعود بالترقية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-headcount-plan-cost', 'خطة القوى العاملة السنوية وتكلفتها الكاملة', 'Annual headcount plan with fully loaded cost', 'خطة توظيف سنوية مرتبطة بأهداف النمو مع التكلفة الكاملة لكل وظيفة شاملة الرسوم الحكومية والتأمينات.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['تخطيط القوى العاملة', 'توظيف', 'تكلفة الموظف', 'ميزانية']::text[], now() - interval '134 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت شريك أعمال في الموارد البشرية والمالية. ضع خطة القوى العاملة لعام {{السنة|2026}} لـ{{اسم_الشركة}}. الفريق الحالي: {{الفريق_الحالي}}. أهداف النمو: {{أهداف_النمو|زيادة الإيرادات 40% وافتتاح فرع}}.
1) اربط كل وظيفة جديدة بمحرك نمو أو عبء عمل محدد (مثل عدد الطلبات لكل موظف)، وارفض ما لا مبرر له.
2) جدول التعيينات حسب الربع: الوظيفة، العدد، سعودي أو غير سعودي، الراتب الإجمالي المتوقع.
3) التكلفة الكاملة لكل وظيفة: الراتب والبدلات، التأمينات الاجتماعية، التأمين الطبي، رسوم الإقامة ورخصة العمل والمقابل المالي لغير السعوديين، التوظيف والتدريب، مخصص نهاية الخدمة، والأجهزة. اطلب مني الرسوم والنسب السارية إن لم تكن متأكداً منها.
4) أثر الخطة على نسبة التوطين وعلى التكلفة الشهرية على مدار السنة.
5) سيناريو بديل إذا تحقق نصف النمو فقط: أي التعيينات نؤجل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-ai-adoption-roadmap', 'خارطة طريق لتبني الذكاء الاصطناعي في فريقك', 'AI adoption roadmap for your team', 'خارطة طريق عملية لاكتشاف حالات استخدام الذكاء الاصطناعي وتجربتها وتعميمها مع ضوابط الاستخدام وقياس العائد.', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['ذكاء اصطناعي', 'AI', 'تحول رقمي', 'إنتاجية', 'أتمتة']::text[], now() - interval '133 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تحول رقمي متخصص في الذكاء الاصطناعي التوليدي. ضع خارطة طريق لستة أشهر لتبني الذكاء الاصطناعي في {{اسم_الشركة}} ({{عدد_الموظفين|50}} موظفاً)، أقسامها: {{الأقسام}}، والأدوات المتاحة: {{الأدوات|ChatGPT وGemini وClaude}}.
1) اكتشف 15 حالة استخدام محددة موزعة على الأقسام، وقيّم كل حالة في جدول (الوقت الموفر أسبوعياً، الأثر، سهولة التطبيق، حساسية البيانات).
2) اختر 3 تجارب أولية مدة كل منها 4 أسابيع، بمؤشرات نجاح وخط أساس يُقاس قبل التجربة.
3) ضوابط الاستخدام: ما يُمنع إدخاله من بيانات (بيانات العملاء الشخصية، العقود، الأسعار السرية) بما يتوافق مع نظام حماية البيانات الشخصية، ومراجعة المخرجات بشرياً قبل اعتمادها.
4) خطة تدريب الموظفين ومكتبة أوامر مشتركة، وطريقة حساب العائد على الاستثمار (ROI) بعد 6 أشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-family-business-charter', 'ميثاق عائلي لحوكمة الشركة العائلية', 'Family charter for family-business governance', 'مسودة ميثاق عائلي تنظم عمل أفراد العائلة في الشركة والملكية واتخاذ القرار وانتقال القيادة بين الأجيال.', 'business-management', array['chatgpt', 'claude']::text[], false, array['شركة عائلية', 'ميثاق عائلي', 'حوكمة', 'انتقال الأجيال']::text[], now() - interval '132 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار حوكمة شركات عائلية في الخليج. ساعدني في إعداد مسودة ميثاق عائلي لشركة {{اسم_الشركة}} التي أسسها {{المؤسس}}، ويملكها الآن {{عدد_الملاك|5}} من أفراد العائلة، ويعمل فيها منهم: {{أفراد_العائلة_العاملون}}، والجيل الذي يقودها حالياً: {{الجيل|الثاني}}.
التحديات الحالية: {{التحديات|تداخل الملكية مع الإدارة وغياب معايير لتوظيف الأقارب}}.
أقسام الميثاق: القيم والرؤية العائلية، الفصل بين العائلة والملكية والإدارة، مجلس العائلة والجمعية العائلية وصلاحياتهما، شروط عمل أفراد العائلة في الشركة وتقييمهم وأجورهم، سياسة توزيع الأرباح، بيع الحصص وحق الأولوية، إعداد الجيل القادم، آلية حل الخلافات، ومراجعة الميثاق دورياً.
اكتب بفصحى رصينة تحترم الروابط العائلية، وأشر إلى البنود التي يلزم أن تنعكس في عقد التأسيس أو النظام الأساس وفق نظام الشركات بعد مراجعة محامٍ.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('bm-vision-2030-opportunity-scan', 'مسح الفرص والتهديدات من تحولات رؤية 2030 والأنظمة', 'Opportunity scan from Vision 2030 and regulatory shifts', 'قراءة منظمة لأثر برامج رؤية 2030 والأنظمة الجديدة على نشاطك تحدد الفرص والتهديدات وما يجب فعله الآن.', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['رؤية 2030', 'تحليل البيئة', 'فرص النمو', 'استراتيجية']::text[], now() - interval '131 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار استراتيجي يتابع التحولات الاقتصادية في السعودية. نشاطنا: {{وصف_النشاط}} في قطاع {{القطاع}}، وعملاؤنا: {{العملاء}}، ونعمل في: {{المدن|الرياض وجدة}}.
1) حدد أهم 10 تحولات ذات صلة بنا من برامج رؤية 2030 والأنظمة الحديثة (مثل السياحة والترفيه، المشاريع الكبرى، التوطين، التحول الرقمي والفوترة الإلكترونية، حماية البيانات الشخصية، المحتوى المحلي، نمو مشاركة المرأة في سوق العمل، جذب المقرات الإقليمية).
2) لكل تحول في جدول: كيف يمسنا، فرصة أم تهديد، الأفق الزمني، قوة الأثر (1-5)، والإشارة التي نتابعها لنعرف أنه يتسارع.
3) أكبر 3 فرص مع فكرة مبادرة لكل منها، وأكبر 3 تهديدات مع إجراء وقائي لكل منها.
4) فرّق بوضوح بين ما هو مؤكد وما هو تقدير منك، واذكر الجهات والمصادر الرسمية التي أتحقق منها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-arabic-reviews-sentiment', 'تحليل مشاعر التقييمات ومواضيعها باللهجات الخليجية', 'Sentiment and topic analysis of Gulf-dialect reviews', 'تحليل مشاعر ومواضيع لتقييمات العملاء المكتوبة باللهجات الخليجية مع أولويات تحسين ومؤشر متابعة شهري.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['تحليل المشاعر', 'تقييمات العملاء', 'قوقل ماب', 'مراجعات']::text[], now() - interval '130 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات متخصص في النصوص العربية واللهجات الخليجية. هذه تقييمات عملاء {{اسم_النشاط}} من {{المصدر|خرائط قوقل}} خلال {{الفترة|آخر 3 أشهر}}:
{{التقييمات}}
1) صنّف كل تقييم: إيجابي، سلبي، مختلط، مع الانتباه للسخرية والعبارات العامية التي يتغير معناها بالسياق.
2) استخرج المواضيع الرئيسية (الجودة، السعر، الخدمة، وقت الانتظار، النظافة، التوصيل...) في جدول: عدد الإشارات، نسبة السلبي، واقتباس ممثل.
3) قارن عدد النجوم بالمشاعر الفعلية في النص، وحدد التقييمات التي تحتاج رداً عاجلاً.
4) أهم 3 أولويات تحسين مرتبة حسب التكرار والأثر على التقييم، مع مالك كل أولوية، ومؤشر شهري بسيط نتابع به تحسن المشاعر بعد التنفيذ.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-chart-selection', 'اختيار الرسم البياني الأنسب لكل رقم تعرضه', 'Choosing the right chart for each number', 'توصية بنوع الرسم البياني المناسب لكل رسالة في عرضك مع إعدادات تنسيقه ونقد للرسوم الحالية.', 'data-analysis', array['chatgpt', 'gemini']::text[], true, array['رسوم بيانية', 'تصور البيانات', 'عرض تقديمي', 'داشبورد']::text[], now() - interval '129 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير تصور بيانات. أُعدّ عرضاً لـ{{الجمهور|الإدارة العليا}} وأريد عرض الأرقام والرسائل التالية: {{الأرقام_والرسائل}}.
الأداة: {{الأداة|إكسل}}. الرسوم الحالية إن وجدت: {{الرسوم_الحالية|لا يوجد}}.
لكل رقم أو رسالة: حدد نوع المقارنة (عبر الزمن، بين فئات، جزء من كل، توزيع، علاقة)، والرسم الأنسب وبديله، ومتى نتجنب الرسم الدائري والرسوم ثلاثية الأبعاد، وعنواناً للرسم يقول الاستنتاج لا الوصف.
أعطني إعدادات التنسيق: الترتيب، الألوان (لون تمييز واحد)، ما يُحذف من خطوط الشبكة والمحاور، التسميات المباشرة، وكيف أتعامل مع النص العربي واتجاه المحاور من اليمين إلى اليسار.
إن وُجدت رسوم حالية فانقدها في نقاط وأعد تصميمها وصفياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-business-question-analysis-plan', 'تحويل سؤال الإدارة إلى خطة تحليل قابلة للتنفيذ', 'Turning a business question into an analysis plan', 'خطة تحليل قبل لمس البيانات: فرضيات ومقاييس ومصادر ومنهجية توصلك إلى إجابة تدعم القرار.', 'data-analysis', array['chatgpt', 'claude']::text[], true, array['خطة تحليل', 'فرضيات', 'سؤال العمل', 'تحليل البيانات']::text[], now() - interval '128 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت رئيس فريق تحليلات. سؤال الإدارة: «{{سؤال_العمل|لماذا انخفضت مبيعات الفروع في الربع الأخير؟}}». القرار الذي سيُتخذ بناءً على الإجابة: {{القرار|غير محدد}}. البيانات المتاحة: {{البيانات_المتاحة}}.
1) أعد صياغة السؤال إلى سؤال دقيق قابل للقياس، وحدد ما يجعل الإجابة مفيدة للقرار.
2) شجرة فرضيات (5-7 فرضيات) تغطي العوامل الداخلية والخارجية، ومنها أثر المواسم وتغير موعد رمضان في التقويم الميلادي.
3) لكل فرضية في جدول: المقياس، مصدر البيانات، طريقة الاختبار، وما الذي يؤكدها أو ينفيها.
4) البيانات الناقصة وكيف نحصل عليها أو نعوضها، وترتيب العمل حسب الأثر والسرعة، وشكل المخرج النهائي المتوقع في صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-support-ticket-drivers', 'تحليل تذاكر خدمة العملاء لمعرفة أسباب التواصل', 'Analysing support tickets to find contact drivers', 'تصنيف تذاكر ومحادثات الدعم إلى أسباب بالأرقام يكشف ما يمكن منعه وما يمكن أتمتته وأين يضيع وقت الفريق.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['تذاكر الدعم', 'خدمة العملاء', 'تصنيف النصوص', 'أسباب التواصل']::text[], now() - interval '127 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل عمليات خدمة عملاء. هذه عينة من تذاكر ومحادثات الدعم لدى {{اسم_الشركة}} خلال {{الفترة|آخر شهر}} من واتساب والبريد والهاتف:
{{التذاكر}}
الأرقام الإجمالية إن وجدت: {{الأرقام_الإجمالية|عدد التذاكر، متوسط زمن الرد والحل، نسبة الحل من أول تواصل}}.
1) ابنِ شجرة تصنيف من مستويين لأسباب التواصل (مثل: الطلب ← أين طلبي؟) وصنّف كل تذكرة، مع فهم اللهجات الخليجية والأخطاء الإملائية.
2) جدول: السبب، العدد، النسبة، متوسط زمن الحل، هل يمكن منعه من الأساس، وهل يمكن أتمتته (رد آلي، صفحة أسئلة، إشعار استباقي).
3) أعلى 5 أسباب حسب «العدد × زمن الحل» مع السبب الجذري المرجح والقسم المسؤول عن علاجه.
4) الحقول التي نضيفها إلى نظام التذاكر لنقيس هذا تلقائياً كل شهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-hourly-traffic-staffing', 'مطابقة عدد الموظفين مع ذروة الزيارات بالساعة', 'Matching staffing to hourly customer traffic', 'تحليل لبيانات الفواتير أو الزيارات بالساعة يكشف ساعات النقص والفائض في الموظفين ويقترح توزيعاً أفضل.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['ساعات الذروة', 'إنتاجية الموظفين', 'جدولة', 'تحليل تشغيلي']::text[], now() - interval '126 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل عمليات. هذه بيانات عدد الفواتير (أو الزوار) حسب اليوم والساعة في {{اسم_الفرع}} خلال {{الفترة|4 أسابيع}}:
{{بيانات_الساعات}}
وعدد الموظفين المتواجدين في كل ساعة: {{توزيع_الموظفين}}. الطاقة المعقولة للموظف: {{طاقة_الموظف|12 عميلاً في الساعة}}.
1) ابنِ خريطة حرارية نصية (الأيام × الساعات) لمتوسط الحمل، وحدد الذروات المتكررة (مثل ما بعد صلاة العشاء، ونهاية الأسبوع، وأيام صرف الرواتب).
2) احسب لكل ساعة الموظفين المطلوبين مقابل المتواجدين، وصنّفها: نقص، مناسب، فائض.
3) اقترح توزيعاً جديداً بنفس إجمالي ساعات العمل، وقدّر أثره على وقت انتظار العميل والمبيعات الضائعة.
4) نبّه إلى ما يجب تعديله في رمضان والمواسم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-python-file-analysis', 'تحليل ملف بيانات بكود بايثون جاهز ومشروح', 'Analysing a data file with ready-made Python code', 'كود بايثون (pandas) مشروح خطوة بخطوة يقرأ ملفك وينظفه ويحلله ويرسم النتائج حتى لو كنت مبتدئاً.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['بايثون', 'Python', 'pandas', 'تحليل البيانات', 'برمجة']::text[], now() - interval '125 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات يكتب كود بايثون نظيفاً للمبتدئين. لدي ملف {{نوع_الملف|إكسل}} اسمه {{اسم_الملف|sales.xlsx}}، أعمدته: {{الأعمدة}}، وعدد صفوفه تقريباً {{عدد_الصفوف|50,000}}. أسئلتي: {{الأسئلة}}.
اكتب كوداً باستخدام pandas وmatplotlib يعمل على Google Colab، مقسماً إلى خلايا: القراءة، الفحص الأولي، التنظيف (التواريخ، الأرقام المخزنة نصاً، الأرقام العربية الهندية، القيم المفقودة)، تحليل لكل سؤال، ثم الرسوم.
اجعل التعليقات داخل الكود بالعربية، واعرض النص العربي في الرسوم بشكل صحيح (وصل الحروف واتجاه الكتابة) مع ذكر المكتبات اللازمة لذلك.
بعد الكود: اشرح بلغة بسيطة ماذا تفعل كل خلية، والأخطاء الشائعة المتوقعة وحلولها، وكيف أصدّر النتائج إلى ملف إكسل جديد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-spreadsheet-model-audit', 'تدقيق ملف إكسل قبل اعتماد أرقامه', 'Auditing a spreadsheet before trusting its numbers', 'فحص منهجي لملف إكسل أو جداول قوقل يكشف أخطاء المعادلات والأرقام المدخلة يدوياً والروابط المكسورة قبل أن تبني عليه قراراً.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'تدقيق', 'جداول بيانات', 'أخطاء المعادلات']::text[], now() - interval '124 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدقق نماذج مالية وجداول بيانات. هذا وصف ملف {{نوع_الملف|إكسل}} نستخدمه في {{الغرض|حساب عمولات المبيعات الشهرية}}، مع أوراقه ومعادلاته الرئيسية: {{وصف_الملف_والمعادلات}}.
1) قائمة فحص من 20 بنداً مرتبة حسب الخطورة: أرقام مكتوبة يدوياً داخل المعادلات، نطاقات لا تشمل الصفوف الجديدة، البحث التقريبي الخاطئ في VLOOKUP، المراجع المطلقة والنسبية، الخلايا المدمجة، المفاتيح المكررة، الأرقام المخزنة نصاً، التقريب، الروابط الخارجية، واحتساب الضريبة مرتين.
2) طبّق القائمة على المعادلات التي أرسلتها، وبيّن كل خطأ محتمل وتصحيحه.
3) اختبارات تحقق سريعة: مجاميع تحكم، حالات حدّية، ومقارنة بحساب يدوي لعينة.
4) توصيات لهيكلة الملف: فصل المدخلات عن الحسابات عن المخرجات، تسمية النطاقات، ورقة تعليمات، وسجل للتغييرات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-reorder-point-safety-stock', 'حساب نقطة إعادة الطلب والمخزون الآمن لكل صنف', 'Reorder point and safety stock calculation', 'حساب نقاط إعادة الطلب والمخزون الآمن والكمية الاقتصادية لكل صنف مع تعديلها لمواسم الذروة.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مخزون', 'نقطة إعادة الطلب', 'مخزون آمن', 'سلاسل الإمداد']::text[], now() - interval '123 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل سلاسل إمداد. بيانات أهم الأصناف لدى {{اسم_النشاط}}: {{بيانات_الأصناف|الصنف، متوسط البيع اليومي، الانحراف المعياري للبيع، مدة التوريد بالأيام، تكلفة الوحدة}}. تكلفة إصدار أمر الشراء {{تكلفة_الطلب|150 ريالاً}}، وتكلفة التخزين السنوية {{تكلفة_التخزين|20% من قيمة الصنف}}، ومستوى الخدمة المستهدف {{مستوى_الخدمة|95%}}.
1) احسب لكل صنف: المخزون الآمن، نقطة إعادة الطلب، والكمية الاقتصادية للطلب (EOQ)، مع إظهار المعادلة والأرقام في جدول.
2) صنّف الأصناف بتحليل ABC حسب القيمة، واقترح سياسة مراجعة لكل فئة.
3) عدّل الحسابات لموسم {{الموسم|رمضان والعيد}}: كم يرتفع الطلب، ومتى نضع الطلبات المسبقة مع الموردين بسبب تأخر الشحن وإجازات الموردين.
4) اكتب المعادلات بصيغة إكسل لأحدّثها بنفسي كل شهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-ad-spend-true-return', 'قياس العائد الحقيقي للإنفاق الإعلاني عبر المنصات', 'True return on ad spend across platforms', 'مقارنة منصفة لأداء الإعلانات عبر المنصات تربط الإنفاق بالمبيعات الفعلية والربح لا بالأرقام التي تعلنها المنصات.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['ROAS', 'عائد الإعلانات', 'سناب شات', 'تيك توك', 'تسويق بالأداء']::text[], now() - interval '122 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل أداء تسويقي. أنفقنا خلال {{الفترة|الشهر الماضي}}: {{الإنفاق_حسب_المنصة|سناب 20,000، تيك توك 15,000، قوقل 10,000، ميتا 8,000 ريال}}، والمنصات تنسب لنفسها مبيعات: {{المبيعات_المنسوبة}}، بينما المبيعات الفعلية في نظامنا: {{المبيعات_الفعلية}}، وهامش الربح الإجمالي {{هامش_الربح|40%}}.
1) احسب لكل منصة: ROAS المعلن، تكلفة اكتساب العميل (CAC)، والعائد على أساس الربح لا الإيراد، بعد استبعاد ضريبة القيمة المضافة من الإيراد.
2) فسّر فجوة الإسناد (احتساب البيع نفسه لأكثر من منصة، اختلاف نوافذ الإسناد) وقدّر الأرقام الواقعية.
3) اقترح طريقة قياس أدق: كود خصم لكل منصة، روابط UTM، واختبار إيقاف منصة أو منطقة لقياس الأثر الإضافي.
4) توصية بإعادة توزيع ميزانية الشهر القادم في جدول، مع منطق القرار وحد الإيقاف لكل منصة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-experiment-sample-size', 'تصميم تجربة قبل إطلاقها: حجم العينة والمدة', 'Designing an experiment: sample size and duration', 'خطة تجربة محكمة قبل الإطلاق تحدد الفرضية والمقاييس وحجم العينة والمدة اللازمة لتكون النتيجة موثوقة.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تصميم التجارب', 'حجم العينة', 'اختبار A/B', 'إحصاء']::text[], now() - interval '121 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت إحصائي تجارب. نريد اختبار {{التغيير_المقترح|صفحة دفع مختصرة}} لدى {{اسم_النشاط}}. المقياس الأساسي: {{المقياس|معدل التحويل}} وقيمته الحالية {{القيمة_الحالية|2.5%}}، والحركة المتاحة {{الحركة_اليومية|3,000 زائر يومياً}}، وأصغر تحسن يهمنا {{أصغر_أثر|10% نسبياً}}.
1) صغ الفرضية الصفرية والبديلة، وحدد المقياس الأساسي ومقاييس الحماية (مثل متوسط قيمة الطلب ونسبة الإلغاء).
2) احسب حجم العينة لكل نسخة عند مستوى دلالة 5% وقوة 80% مع إظهار المعادلة، ثم المدة بالأيام مقربة إلى أسابيع كاملة.
3) نبّه إلى مخاطر التصميم: التوقف المبكر عند رؤية نتيجة، تداخل المواسم (صرف الرواتب، رمضان، الجمعة البيضاء)، الحملات الإعلانية المتزامنة، وعدم توازن توزيع الزوار.
4) خطة تحليل مكتوبة مسبقاً: متى نقرر، وماذا نفعل إن جاءت النتيجة غير حاسمة.
إن كانت الحركة لا تكفي فاقترح بدائل (مقياس أقرب للتغيير، أثر أكبر، مقارنة قبل وبعد مع مجموعة ضابطة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-control-chart-signals', 'التمييز بين التذبذب الطبيعي والتغير الحقيقي في مؤشراتك', 'Telling noise from real change in your metrics (control charts)', 'خرائط ضبط إحصائية لمؤشراتك اليومية أو الأسبوعية تخبرك متى تتحرك ومتى تتجاهل الارتفاع أو الانخفاض العابر.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['خرائط الضبط', 'ضبط الجودة', 'مؤشرات الأداء', 'إحصاء']::text[], now() - interval '120 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير ضبط جودة إحصائي. هذه قيم المؤشر {{اسم_المؤشر|عدد الشكاوى اليومية}} لمدة {{الفترة|60 يوماً}}:
{{القيم}}
1) اختر نوع خريطة الضبط المناسب لطبيعة البيانات (قيم فردية ومدى متحرك، نسب، أعداد) وبرّر اختيارك.
2) احسب خط الوسط وحدَّي الضبط الأعلى والأدنى مع إظهار المعادلات، واعرض القيم في جدول يميز النقاط الخارجة عن الحدود.
3) طبّق قواعد الإشارات (نقطة خارج الحدود، 8 نقاط متتالية في جانب واحد، اتجاه من 6 نقاط) وحدد الأيام التي تستحق التحقيق، مع مراعاة أثر أيام الأسبوع والمواسم.
4) اشرح للإدارة في فقرة بسيطة لماذا لا نتفاعل مع كل تذبذب، واكتب خطوات بناء الخريطة في إكسل لتتحدث تلقائياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-absence-turnover-analytics', 'تحليل بيانات الغياب ودوران الموظفين وتكلفتهما', 'Absence and staff-turnover analytics with cost', 'تحليل كمي لبيانات الغياب والاستقالات يحدد الأنماط حسب القسم والمدير ومدة الخدمة ويحسب التكلفة ويقترح تدخلات مستهدفة.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تحليلات الموارد البشرية', 'دوران الموظفين', 'الغياب', 'People Analytics']::text[], now() - interval '119 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل موارد بشرية. لدي بيانات {{اسم_الشركة}} لآخر {{الفترة|12 شهراً}}: سجل الموظفين (القسم، المدير، تاريخ التعيين، شريحة الراتب، الجنسية) {{بيانات_الموظفين}}، وسجل الغياب والإجازات المرضية {{بيانات_الغياب}}، والمغادرون مع تاريخ المغادرة ونوعها {{بيانات_المغادرين}}.
1) احسب معدل الدوران الإجمالي والطوعي، ومعدل المغادرة خلال أول 90 يوماً وخلال السنة الأولى، حسب القسم والمدير وشريحة الراتب.
2) حلّل الغياب بمعامل برادفورد لتمييز الغياب القصير المتكرر، وأنماط الأيام (قبل عطلة نهاية الأسبوع وبعدها، وحول الإجازات الرسمية).
3) قدّر تكلفة الدوران لكل مغادر (التوظيف، التأشيرة والرسوم لغير السعوديين، التدريب، فترة انخفاض الإنتاجية) وإجماليها السنوي بالريال.
4) أهم 4 نتائج مع درجة الثقة بكل منها، وتدخلات مستهدفة، ونبّه إلى حماية خصوصية بيانات الموظفين عند عرض النتائج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-expense-anomaly-audit', 'فحص سجل المصروفات لاكتشاف الأخطاء والتلاعب', 'Expense data audit for errors and fraud', 'اختبارات تحليلية على سجلات المصروفات والمدفوعات تكشف التكرار والتجزئة والأنماط المريبة قبل أن تتراكم.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تدقيق', 'كشف الاحتيال', 'مصروفات', 'رقابة مالية']::text[], now() - interval '118 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدقق جنائي للبيانات المالية. لدي سجل مدفوعات ومصروفات {{اسم_الشركة}} لمدة {{الفترة|12 شهراً}} بالأعمدة: {{الأعمدة|التاريخ، المورد، رقم الفاتورة، المبلغ، المعتمِد، مركز التكلفة، البيان}}.
صمم مجموعة اختبارات ونفّذها على البيانات إن أرفقتها هنا: {{البيانات|لا يوجد}}
1) الفواتير المكررة (المورد والمبلغ نفسهما، أو أرقام فواتير متقاربة)، وتجزئة المبالغ أسفل حد الاعتماد {{حد_الاعتماد|10,000 ريال}}.
2) قيود في أيام الجمعة والعطل أو خارج ساعات العمل، ومبالغ مقربة بشكل لافت، واختبار قانون بنفورد للخانة الأولى.
3) موردون جدد بمدفوعات كبيرة سريعة، أو يشاركون بيانات (آيبان، جوال) مع موظفين، أو بلا رقم ضريبي.
4) لكل اختبار: المنطق، طريقة التنفيذ في إكسل أو SQL، ودرجة الخطورة. ثم قالب تقرير نتائج يميز بين «يحتاج تفسيراً» و«مؤشر خطر» دون توجيه اتهام.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-next-branch-location', 'اختيار موقع الفرع القادم من بيانات عملائك الحاليين', 'Choosing the next branch location from customer data', 'تحليل جغرافي لعناوين العملاء والطلبات يحدد الأحياء الأعلى طلباً والأضعف خدمة ويرتب المواقع المرشحة بالدرجات.', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['اختيار الموقع', 'تحليل جغرافي', 'توسع الفروع', 'بيانات العملاء']::text[], now() - interval '117 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل مواقع تجزئة. لدي بيانات طلبات {{اسم_النشاط}} في {{المدينة|الرياض}} لآخر {{الفترة|12 شهراً}}، وفيها الحي أو الرمز البريدي من العنوان الوطني، وقيمة الطلب، وطريقة الاستلام (فرع، توصيل): {{وصف_البيانات}}. فروعنا الحالية: {{الفروع_الحالية}}. المواقع المرشحة: {{المواقع_المرشحة}}.
1) حدد نطاق خدمة كل فرع حالي (الأحياء التي يأتي منها 70% من عملائه) وزمن الوصول التقريبي.
2) جدول الأحياء: عدد العملاء، قيمة الطلبات، نسبة التوصيل، البعد عن أقرب فرع؛ واستخرج الأحياء ذات الطلب المرتفع والخدمة الضعيفة.
3) قيّم المواقع المرشحة بنموذج نقاط موزون (الطلب الحالي القريب، النمو العمراني، المنافسون، سهولة الوصول والمواقف، الإيجار، واقتطاع المبيعات من الفروع الحالية).
4) التوصية مع حدود التحليل، وطريقة عرض النتائج على خريطة بأداة مجانية، والبيانات الإضافية التي تقوّي القرار.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('da-analysis-critical-review', 'مراجعة تحليل أو تقرير بيانات بعين ناقدة', 'Critically reviewing a data analysis or report', 'مراجعة صارمة لأي تحليل أو تقرير أرقام تكشف المغالطات الإحصائية والاستنتاجات غير المدعومة قبل أن يُبنى عليها قرار.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مراجعة التحليل', 'مغالطات إحصائية', 'جودة القرار', 'تحليل البيانات']::text[], now() - interval '116 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كبير محللين ومراجع صارم. هذا تحليل أو تقرير أعدّه {{معد_التقرير|فريق التسويق}} وسيُبنى عليه قرار {{القرار_المرتبط|مضاعفة ميزانية قناة إعلانية}}:
{{نص_التقرير}}
1) استخرج الادعاءات الرئيسية، ولكل منها: الدليل المقدم، وهل يكفي.
2) افحص المغالطات الشائعة: الخلط بين الارتباط والسببية، مفارقة سمبسون، تحيز البقاء، صغر العينة، انتقاء الفترة الزمنية، تجاهل المواسم (رمضان، صرف الرواتب، الإجازات)، المتوسط الذي يخفي التوزيع، والنسب دون أرقام مطلقة.
3) جدول: الملاحظة، الخطورة (عالية، متوسطة، منخفضة)، السؤال الذي نطرحه على معد التقرير، والتحليل الإضافي المطلوب.
4) حكم نهائي: هل يكفي التقرير لاتخاذ القرار؟ وما أقل عمل إضافي يجعله كافياً. كن بنّاءً ومحدداً لا عاماً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-landing-page-copy', 'نص صفحة هبوط كاملة لحملة إعلانية', 'Full landing page copy for an ad campaign', 'نص صفحة هبوط جاهز للتصميم من العنوان الرئيسي حتى زر الدعوة، مبني على مشكلة العميل والنتيجة التي يريدها.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['صفحة هبوط', 'لاندنج بيج', 'كتابة إعلانية', 'تحويل']::text[], now() - interval '115 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب إعلانات متخصص في صفحات الهبوط عالية التحويل للسوق الخليجي. اكتب نص صفحة هبوط لـ {{المنتج_أو_الخدمة}} من {{اسم_العلامة}} في قطاع {{القطاع|الخدمات}}، يصلها الزائر من إعلان على {{مصدر_الزيارات|سناب شات}}.
العميل المستهدف: {{الجمهور_المستهدف}}. المشكلة التي يعانيها: {{المشكلة}}. العرض: {{العرض|استشارة مجانية لمدة 20 دقيقة}}.
رتّب الصفحة في أقسام مرقمة: عنوان رئيسي (أقل من 10 كلمات) وعنوان فرعي، قسم المشكلة (المشكلة، ثم تفاقمها، ثم الحل)، ثلاث فوائد بعناوين قصيرة، طريقة العمل في 3 خطوات، دليل اجتماعي (مواضع للشهادات والأرقام)، معالجة أقوى 3 اعتراضات، ضمان أو تطمين، ودعوة لاتخاذ إجراء تتكرر 3 مرات بصيغ مختلفة.
اكتب بلهجة {{اللهجة|سعودية بيضاء}} واضحة وجمل قصيرة، بلا وعود مبالغ فيها أو ادعاءات لا يمكن إثباتها.
اختم بنسختين بديلتين للعنوان الرئيسي لاختبار A/B، واذكر الفرضية التي تختبرها كل نسخة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-headline-bank', 'بنك عناوين جذابة لأي محتوى', 'Headline bank for any piece of content', 'خمسة وعشرون عنواناً بصيغ مجرّبة مع ترشيح أقواها لموضوعك ومنصتك.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['عناوين', 'كتابة إعلانية', 'جذب الانتباه', 'Headlines']::text[], now() - interval '114 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محرر عناوين محترف في صحيفة خليجية رقمية. اكتب 25 عنواناً لـ {{نوع_المحتوى|مقال مدونة}} عن {{الموضوع}} موجه إلى {{الجمهور}}، سيُنشر على {{المنصة|الموقع الإلكتروني}}.
وزّعها على خمس صيغ (5 لكل صيغة): الرقم والقائمة، السؤال، «كيف» بنتيجة محددة، الخطأ الشائع أو التحذير، والمقارنة أو المفاجأة.
الشروط: لا يتجاوز العنوان {{الحد_الأقصى|65}} حرفاً، بلا مبالغة مضللة أو طُعم نقرات، وبعربية فصحى سهلة (تُقبل كلمة عامية واحدة إن خدمت المعنى).
اعرضها في جدول: العنوان، الصيغة، عدد الأحرف. ثم رشّح أفضل 3 واشرح سبب قوة كل منها في سطر واحد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-occasion-greetings', 'تهاني رمضان والعيد للعملاء والشركاء', 'Ramadan and Eid greetings for customers and partners', 'مجموعة تهانٍ موسمية بصيغ متعددة للواتساب والبريد ووسائل التواصل بنبرة علامتك.', 'content-writing', array['chatgpt', 'gemini']::text[], true, array['رمضان', 'عيد', 'تهنئة', 'مناسبات']::text[], now() - interval '113 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب محتوى يعرف آداب التهنئة في المجتمع الخليجي. اكتب تهاني {{المناسبة|رمضان}} من {{اسم_الجهة}} بنبرة {{النبرة|دافئة ومحترمة}}.
المطلوب: 1) رسالة واتساب قصيرة للعملاء (أقل من 40 كلمة)، 2) بريد رسمي للشركاء وكبار العملاء موقّع باسم {{اسم_المرسل|الإدارة}}، 3) نص منشور لوسائل التواصل مع عبارة قصيرة للتصميم، 4) رسالة داخلية للموظفين تذكر {{ساعات_العمل|ساعات الدوام في رمضان}}، 5) ثلاث عبارات قصيرة لبطاقات الهدايا.
استخدم العبارات المتعارف عليها (مثل «مبارك عليكم الشهر» و«عساكم من عواده») في موضعها الصحيح، ولا تجعل التهنئة إعلاناً: إن وُجد عرض ({{العرض|لا يوجد}}) فاذكره في سطر منفصل في آخر الرسالة فقط.
قدّم كل نص بالفصحى ثم بلهجة {{اللهجة|خليجية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-national-day-content', 'محتوى اليوم الوطني ويوم التأسيس', 'Saudi National Day and Founding Day content', 'باقة منشورات ونصوص وطنية تحتفي بالمناسبة وتلتزم بضوابط استخدام الرموز الوطنية.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['اليوم الوطني', 'يوم التأسيس', 'مناسبات وطنية', 'محتوى']::text[], now() - interval '112 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب محتوى سعودي يعرف الفرق بين اليوم الوطني (23 سبتمبر) ويوم التأسيس (22 فبراير) ورموز كل منهما. اكتب محتوى {{المناسبة|اليوم الوطني}} لـ {{اسم_العلامة}} التي تعمل في {{القطاع}}.
المطلوب: فكرة محورية تربط قيمة العلامة بالمناسبة دون تكلّف، 5 منشورات (النص، الفكرة البصرية، الوسم)، نص فيديو مدته 30 ثانية، عبارة رئيسية للتصاميم، واقتراح عرض يليق بالمناسبة إن رغبنا: {{العرض|لا يوجد}}.
الضوابط: التزم بالهوية والشعار الرسمي للمناسبة كما تعلنهما الجهات المختصة هذا العام، لا تستخدم العلم أو الشهادة على منتج أو في إعلان تجاري، ولا تخلط بين عبارات المناسبتين.
اكتب بلغة فخورة غير مبالغ فيها، بفصحى سهلة مع لمسات سعودية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-snapchat-story-sequence', 'سلسلة قصص سناب شات ليوم عمل كامل', 'A day-long Snapchat story sequence', 'تسلسل قصص من خلف الكواليس ليوم واحد يبني الثقة وينتهي بدعوة واضحة.', 'content-writing', array['chatgpt', 'gemini']::text[], false, array['سناب شات', 'ستوري', 'قصص', 'خلف الكواليس']::text[], now() - interval '111 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت صانع محتوى سناب شات محترف يعرف جمهور {{المدينة|الرياض}}. خطط سلسلة من {{عدد_القصص|12}} قصة (سنابة) ليوم عمل واحد في {{اسم_النشاط}} ({{القطاع}})، يظهر فيها {{من_يظهر|المؤسس}}.
لكل سنابة في جدول: التوقيت من اليوم، ما يُصوَّر، الكلام المنطوق بلهجة {{اللهجة|سعودية}} (أقل من 15 ثانية)، النص المكتوب على الشاشة، والعنصر التفاعلي إن وجد (تصويت، سؤال، رابط).
اجعل التسلسل: افتتاحية صباحية، كواليس العمل، موقف حقيقي أو مشكلة وحلها، رأي عميل، ثم دعوة إلى {{الهدف|زيارة المحل}} في آخر سنابتين.
لا تصوّر العملاء أو الموظفين دون موافقتهم، وأبقِ الأسلوب عفوياً لا إعلانياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-x-thread', 'ثريد تعليمي على منصة X', 'Educational thread on X', 'ثريد من تغريدات مترابطة يشرح فكرة بعمق ويجذب متابعين مهتمين بمجالك.', 'content-writing', array['chatgpt', 'claude']::text[], true, array['تويتر', 'إكس', 'ثريد', 'X']::text[], now() - interval '110 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب ثريدات ناجح على منصة X في السعودية. اكتب ثريداً من {{عدد_التغريدات|9}} تغريدات عن {{الموضوع}} من حساب {{صاحب_الحساب|مؤسس شركة ناشئة}}، هدفه {{الهدف|بناء سمعة خبير}}.
التغريدة الأولى خطاف يعد بنتيجة محددة ويذكر عدد النقاط، ثم تغريدة لكل فكرة مرقمة (1/، 2/...) فيها مثال أو رقم من السوق الخليجي، ثم تغريدة تلخيص، وأخيرة تدعو إلى المتابعة أو {{الدعوة|زيارة الرابط}}.
الشروط: كل تغريدة أقل من 270 حرفاً، وسم واحد فقط في النهاية، لغة {{اللهجة|سعودية بيضاء}}، ولا معلومة لا يمكن التحقق منها.
بعد الثريد اقترح 3 بدائل للتغريدة الأولى وأنسب وقت للنشر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-case-study', 'دراسة حالة عميل بصيغة قصة نجاح', 'Customer case study as a success story', 'دراسة حالة منظمة بالتحدي والحل والنتائج بالأرقام، مع اقتباسات جاهزة لموافقة العميل.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['دراسة حالة', 'قصة نجاح', 'B2B', 'Case study']::text[], now() - interval '109 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب محتوى B2B متخصص في دراسات الحالة. اكتب دراسة حالة عن تعاون {{اسم_شركتنا}} مع العميل {{اسم_العميل}} ({{قطاع_العميل}}، {{المدينة|جدة}}).
المعطيات: التحدي: {{التحدي}}. ما قدمناه: {{الحل}}. النتائج: {{النتائج}}. مدة المشروع: {{المدة}}.
الهيكل: عنوان يتضمن أقوى رقم، صندوق ملخص (العميل، التحدي، الحل، النتيجة في 4 أسطر)، الخلفية، التحدي بتفاصيله، لماذا اختارونا، مراحل التنفيذ، النتائج في جدول (قبل/بعد)، اقتباسان مقترحان على لسان العميل للموافقة عليهما، ودعوة لاتخاذ إجراء.
الطول 700–900 كلمة بالفصحى المهنية. لا تخترع أرقاماً: ضع [يُستكمل] حيث تنقص معلومة، واكتب في النهاية أسئلة لمقابلة قصيرة مع العميل تستكمل الناقص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-testimonials-polish', 'تحويل آراء العملاء الخام إلى شهادات منشورة', 'Turn raw customer feedback into publishable testimonials', 'شهادات قصيرة صادقة ومرتبة من تقييمات العملاء ورسائلهم، مع رسالة لطلب الإذن بالنشر.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['شهادات العملاء', 'آراء', 'دليل اجتماعي', 'تقييمات']::text[], now() - interval '108 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محرر محتوى يحترم صدق العميل. إليك آراء عملاء {{اسم_العلامة}} كما وصلت (واتساب، تقييمات، رسائل):
{{الآراء}}
لكل رأي: صحّح الإملاء ورتّب الجملة دون تغيير المعنى أو إضافة مديح لم يقله العميل، واستخرج منه عنواناً قصيراً (أقل من 8 كلمات)، وحدد الفائدة التي يبرزها، والمكان الأنسب لنشره (الصفحة الرئيسية، صفحة المنتج، إعلان).
اعرض النتيجة في جدول، ثم استبعد الآراء الضعيفة أو المبهمة واذكر سبب الاستبعاد.
اختم برسالة واتساب مهذبة بلهجة {{اللهجة|سعودية بيضاء}} نطلب فيها من العميل الإذن بنشر رأيه باسمه الأول ومدينته.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-lead-magnet-ebook', 'كتاب إلكتروني مجاني لجذب العملاء المحتملين', 'Lead-magnet e-book', 'فكرة وعنوان وفهرس وفصل أول مكتوب لكتاب إلكتروني قصير يجمع بيانات المهتمين بخدمتك.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['كتاب إلكتروني', 'مغناطيس العملاء', 'Lead magnet', 'تسويق بالمحتوى']::text[], now() - interval '107 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي تسويق بالمحتوى. صمم كتاباً إلكترونياً مجانياً (15–20 صفحة) لـ {{اسم_الشركة}} يستهدف {{الجمهور_المستهدف}} في {{القطاع}}، ويحل مشكلة: {{المشكلة}}، ليقودهم لاحقاً إلى {{المنتج_أو_الخدمة}}.
المطلوب: 5 مقترحات لعنوان وعنوان فرعي مع ترشيح أحدها، فهرس من 6 فصول مع فكرة كل فصل في سطرين، الفصل الأول مكتوباً كاملاً (نحو 600 كلمة)، ومواضع القوائم والجداول والنماذج القابلة للتعبئة.
ثم اكتب نص صفحة التنزيل (عنوان، 3 نقاط، أقل عدد ممكن من الحقول، وسطر موافقة على استقبال الرسائل وفق نظام حماية البيانات الشخصية)، ورسالة التسليم بالبريد.
الأسلوب عملي بأمثلة من السوق {{السوق|السعودي}}، وبلا بيع مباشر إلا في الصفحة الأخيرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-podcast-episode', 'إعداد حلقة بودكاست مع ضيف', 'Podcast episode prep with a guest', 'مخطط حلقة كامل بمقدمة المذيع ومحاور الأسئلة واللحظات القابلة للقص والنشر.', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], false, array['بودكاست', 'مقابلة', 'أسئلة', 'صوتيات']::text[], now() - interval '106 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت معدّ برامج صوتية محترف. جهّز حلقة بودكاست مدتها {{المدة|45 دقيقة}} لبرنامج {{اسم_البرنامج}} مع الضيف {{اسم_الضيف}} ({{صفة_الضيف}})، موضوعها: {{موضوع_الحلقة}}.
المطلوب: 3 بدائل لعنوان الحلقة، مقدمة المذيع مكتوبة كاملة (أقل من 90 ثانية)، 4 محاور مرتبة من السهل إلى العميق في كل منها 4 أسئلة وسؤال متابعة، سؤال «الخطأ الذي تعلمت منه»، سؤال ختامي سريع، وخاتمة المذيع.
حدّد ثلاث لحظات متوقعة تصلح مقاطع قصيرة لتيك توك والريلز، واكتب وصف الحلقة للمنصات الصوتية (أقل من 120 كلمة) بفواصل زمنية تقديرية.
الأسئلة مفتوحة لا توحي بالإجابة، والحوار بلهجة {{اللهجة|خليجية}} مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-welcome-email-sequence', 'سلسلة بريد ترحيبية للمشتركين الجدد', 'Welcome e-mail sequence for new subscribers', 'خمس رسائل آلية تعرّف المشترك الجديد بعلامتك وتقوده إلى أول عملية شراء.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['بريد', 'إيميل', 'رسائل ترحيب', 'أتمتة']::text[], now() - interval '105 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير تسويق بالبريد الإلكتروني. اكتب سلسلة ترحيب آلية من 5 رسائل لمن اشترك في قائمة {{اسم_العلامة}} عبر {{مصدر_الاشتراك|نافذة في الموقع}}، وهدفها النهائي {{الهدف|أول عملية شراء}}.
الجدول: اليوم 0 ترحيب وتسليم {{الهدية|كود خصم 10%}}، اليوم 2 قصة العلامة ولماذا نختلف، اليوم 4 محتوى مفيد يحل مشكلة صغيرة، اليوم 6 دليل اجتماعي والمنتجات الأكثر طلباً، اليوم 9 تذكير بانتهاء الهدية.
لكل رسالة: عنوانان للاختبار (أقل من 45 حرفاً)، نص المعاينة، النص (أقل من 150 كلمة)، زر CTA واحد، وشرط الإرسال (مثلاً: لا تُرسل إن اشترى).
النبرة {{النبرة|ودودة ومباشرة}}، وفي تذييل كل رسالة رابط إلغاء الاشتراك وسبب وصولها إليه.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-abandoned-cart-messages', 'رسائل استرجاع السلال المتروكة', 'Abandoned cart recovery messages', 'تسلسل رسائل بريد وواتساب يعيد المتسوق لإكمال طلبه دون إلحاح.', 'content-writing', array['chatgpt', 'gemini']::text[], false, array['سلة متروكة', 'متجر إلكتروني', 'واتساب', 'إيميل']::text[], now() - interval '104 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب رسائل تحويل للمتاجر الإلكترونية على {{المنصة|سلة}}. اكتب تسلسل استرجاع للسلال المتروكة لمتجر {{اسم_المتجر}} مستخدماً المتغيرين {{اسم_العميل}} و{{اسم_المنتج}}.
التسلسل: بعد ساعة رسالة واتساب تذكير خفيفة تسأل إن واجه مشكلة في الدفع، بعد 24 ساعة بريد يعرض المنتج ويطمئن (مدة الشحن، {{طرق_الدفع|مدى وApple Pay والتقسيط}}، الاسترجاع)، وبعد 72 ساعة رسالة أخيرة بحافز {{الحافز|شحن مجاني}} ومدة صلاحيته.
لكل رسالة: النص، وعنوان البريد إن وجد، ونص الزر. الواتساب أقل من 300 حرف، والبريد أقل من 120 كلمة.
اكتب بلهجة {{اللهجة|سعودية بيضاء}} مهذبة، وتجنب التخويف أو عبارة «آخر فرصة» إن لم تكن حقيقية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-sms-promo', 'نصوص SMS ترويجية ضمن 70 حرفاً', 'Promotional SMS within 70 characters', 'رسائل نصية قصيرة تتسع في رسالة عربية واحدة وتوصل العرض بوضوح.', 'content-writing', array['chatgpt', 'gemini']::text[], true, array['SMS', 'رسائل نصية', 'عروض', 'ترويج']::text[], now() - interval '103 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب رسائل نصية تسويقية. الرسالة العربية الواحدة تتسع لـ 70 حرفاً فقط (شاملة المسافات والرابط المختصر)، فاكتب 10 رسائل SMS لـ {{اسم_العلامة}} عن {{العرض}} الساري حتى {{تاريخ_الانتهاء}}.
كل رسالة تبدأ باسم العلامة أو ما يدل عليها، وفيها الفائدة والموعد، وتنتهي بفعل واضح، مع ترك مكان لـ {{الرابط|رابط مختصر}}.
نوّع بين: الاستعجال، الحصرية، التذكير، والمناسبة ({{المناسبة|الجمعة البيضاء}}). اعرضها في جدول مع عدد الأحرف لكل رسالة، واحذف أي رسالة تتجاوز الحد.
ذكّرني في النهاية بأن الإرسال يكون باسم مرسل مسجل، ولمن وافق على استقبال الرسائل فقط، مع طريقة لإلغاء الاشتراك، وفي أوقات مناسبة لا في آخر الليل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-crisis-statement', 'بيان اعتذار وإدارة أزمة على وسائل التواصل', 'Apology statement and social media crisis response', 'بيان اعتذار متزن وردود جاهزة للتعليقات وخطة تواصل لأول 48 ساعة من الأزمة.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['إدارة أزمات', 'اعتذار', 'سمعة', 'علاقات عامة']::text[], now() - interval '102 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار اتصال أزمات ذو خبرة في الرأي العام الخليجي. الموقف: {{وصف_الأزمة}}. ما نعرفه مؤكداً حتى الآن: {{الحقائق_المؤكدة}}. ما سنفعله: {{الإجراءات}}.
اكتب لـ {{اسم_الجهة}}: 1) بياناً رسمياً قصيراً (أقل من 150 كلمة) يعترف ويعتذر دون تبرير ويذكر إجراءات محددة وموعد التحديث القادم، 2) نسخة مختصرة لمنصة X، 3) خمسة ردود على التعليقات الغاضبة والاستفسارات والشائعات، 4) رسالة داخلية للموظفين تحدد من يتحدث باسم الجهة.
ثم ضع خطة أول 48 ساعة في جدول: الساعة، الإجراء، القناة، المسؤول.
القواعد: لا تنفِ ما لم يثبت نفيه، لا تلقِ اللوم على العميل أو موظف بعينه، لا تعد بما لا نملكه، ونبّه إلى ما يحتاج مراجعة قانونية قبل النشر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-review-replies', 'الرد على تقييمات العملاء في خرائط جوجل', 'Replying to customer reviews on Google Maps', 'ردود شخصية ومهنية على كل تقييم، إيجابياً كان أو سلبياً، تحمي سمعة نشاطك.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['تقييمات', 'خرائط جوجل', 'سمعة', 'خدمة العملاء']::text[], now() - interval '101 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول سمعة رقمية لـ {{اسم_النشاط}} ({{القطاع}}) في {{المدينة|الدمام}}. إليك التقييمات الأخيرة كما هي:
{{التقييمات}}
اكتب رداً مستقلاً لكل تقييم: الشكر باسم صاحب التقييم، وإشارة إلى تفصيل ذكره حتى لا يبدو الرد منسوخاً، ومع التقييم السلبي: اعتذار دون جدال، توضيح مختصر، ودعوة للتواصل عبر {{قناة_التواصل|رقم خدمة العملاء}} لحل المشكلة بعيداً عن التعليقات.
الطول 30–60 كلمة، بلغة التقييم نفسها (عربية أو إنجليزية)، ونبرة {{النبرة|ودودة ومحترمة}}، وبلا أي بيانات شخصية للعميل أو تفاصيل طلبه.
بعد الردود صنّف التقييمات السلبية حسب سببها، واقترح إجراءً داخلياً لكل سبب متكرر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-pricing-page-copy', 'صياغة صفحة الباقات والأسعار', 'Pricing and packages page copy', 'نصوص صفحة أسعار واضحة بأسماء الباقات ومزاياها وجدول مقارنة يسهّل الاختيار.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['أسعار', 'باقات', 'صفحة الأسعار', 'كتابة إعلانية']::text[], now() - interval '100 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب نصوص بيع وتجربة مستخدم. لدى {{اسم_العلامة}} الباقات التالية بأسعارها ومزاياها:
{{الباقات}}
اكتب صفحة أسعار تتضمن: عنواناً يطمئن المتردد، سطراً يصف لمن تصلح كل باقة، أسماء عربية قصيرة للباقات إن لم تكن مسماة، 4–6 مزايا لكل باقة تبدأ بالفائدة، وسم «الأكثر اختياراً» على باقة واحدة مع السبب، جدول مقارنة، و8 أسئلة شائعة عن الدفع والإلغاء والترقية.
اكتب الأسعار بالريال وبيّن أنها {{الضريبة|شاملة ضريبة القيمة المضافة 15%}}، ووضّح الفرق بين الدفع الشهري والسنوي بمبلغ التوفير الفعلي.
تجنب المصطلحات الغامضة والشروط المخفية، ولا تتجاوز الخانة في جدول المقارنة 6 كلمات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-company-profile', 'ملف تعريفي للشركة (بروفايل) للعملاء والمنافسات', 'Company profile for clients and tenders', 'محتوى بروفايل شركة متكامل صفحةً صفحة، يصلح للطباعة والإرسال للجهات الحكومية والخاصة.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['بروفايل', 'ملف تعريفي', 'مناقصات', 'Company profile']::text[], now() - interval '99 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب محتوى مؤسسي يعد الملفات التعريفية للشركات المتقدمة للمنافسات في السعودية والخليج. اكتب محتوى بروفايل لشركة {{اسم_الشركة}} العاملة في {{القطاع}} منذ {{سنة_التأسيس}}.
المعطيات: الخدمات: {{الخدمات}}. أبرز المشاريع والعملاء: {{المشاريع}}. الشهادات والاعتمادات: {{الاعتمادات|السجل التجاري وشهادة الزكاة والدخل}}.
قسّمه إلى صفحات: الغلاف بعبارة رئيسية، كلمة الرئيس التنفيذي (150 كلمة)، من نحن، الرؤية والرسالة، الخدمات (فقرة لكل خدمة بالفائدة ونطاق العمل)، منهجية العمل في مراحل، المشاريع السابقة كبطاقات (العميل، النطاق، النتيجة)، الفريق والاعتمادات، المحتوى المحلي والتوطين إن انطبقا، ومعلومات التواصل.
اللغة فصحى رسمية موجزة، بلا أوصاف عامة مثل «الرائدة» دون دليل، وضع [يُستكمل] مكان كل معلومة ناقصة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-event-speech', 'كلمة افتتاحية لمسؤول في حفل أو مؤتمر', 'Opening speech for an executive at an event', 'كلمة خطابية جاهزة للإلقاء بتوقيت محدد وتحيات بروتوكولية صحيحة.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['كلمة', 'خطاب', 'مؤتمرات', 'فعاليات']::text[], now() - interval '98 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب خطابات لكبار المسؤولين. اكتب كلمة يلقيها {{اسم_المتحدث}} ({{المنصب}}) في {{الفعالية}} أمام {{الحضور|شركاء وعملاء وممثلي جهات حكومية}}، مدتها {{المدة|5 دقائق}} (نحو 130 كلمة للدقيقة).
الرسائل المطلوب إيصالها: {{الرسائل_الأساسية}}.
الهيكل: البسملة والتحية البروتوكولية لكبار الحضور بترتيبها الصحيح، افتتاحية بقصة أو رقم، ثلاث رسائل مترابطة، شكر محدد بالأسماء للجهات الداعمة، وخاتمة ملهمة بجملة يسهل اقتباسها.
اكتبها بفصحى خطابية سلسة وجمل قصيرة، وضع علامة (وقفة) حيث يتوقف المتحدث، وأبرز بخط عريض الكلمات التي يشدد عليها.
أضف في النهاية نسخة مختصرة لدقيقة واحدة، وثلاث عبارات منها تصلح للنشر على X ولينكدإن.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-event-invitation', 'دعوة رسمية لفعالية مع رسائل التذكير', 'Formal event invitation with reminders', 'نص بطاقة الدعوة والبريد ورسائل التذكير وتأكيد الحضور والشكر لفعاليتك.', 'content-writing', array['chatgpt', 'gemini']::text[], false, array['دعوة', 'فعاليات', 'تأكيد الحضور', 'RSVP']::text[], now() - interval '97 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت منسق فعاليات مؤسسية. اكتب حزمة دعوات لـ {{اسم_الفعالية}} التي تنظمها {{اسم_الجهة}} بتاريخ {{التاريخ}} في {{المكان|أحد فنادق الرياض}}، الساعة {{الوقت|7:30 مساءً}}، للمدعوين: {{المدعوون}}.
المطلوب: 1) نص بطاقة الدعوة الرسمية بالصيغة المتعارف عليها («تتشرف ... بدعوتكم ...»)، 2) بريد دعوة فيه البرنامج المختصر ورابط التسجيل وآخر موعد لتأكيد الحضور، 3) رسالة واتساب قصيرة لكبار المدعوين، 4) تذكير قبل أسبوع، وتذكير يوم الفعالية بالموقع على الخرائط ومواقف السيارات واللباس المطلوب إن وجد، 5) رسالة شكر بعد الفعالية.
اجعل النبرة {{النبرة|رسمية راقية}}، وأضف سطراً مترجماً في البطاقة فقط إن كان بين المدعوين من لا يقرأ العربية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-content-repurpose', 'تحويل مقال واحد إلى عشر قطع محتوى', 'Repurpose one article into ten content pieces', 'منشورات وثريد ونص فيديو وفقرة نشرة مستخرجة من مقال قائم بما يناسب كل منصة.', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], false, array['إعادة تدوير المحتوى', 'محتوى', 'منصات التواصل', 'Repurposing']::text[], now() - interval '96 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محرر محتوى متعدد المنصات. إليك مقالاً منشوراً لـ {{اسم_العلامة}}:
{{نص_المقال}}
حوّله إلى 10 قطع: ثريد على X (6 تغريدات)، منشور لينكدإن، كاروسيل إنستغرام (7 شرائح بنص كل شريحة)، نص ريلز أو تيك توك مدته 40 ثانية، 3 قصص سناب بسؤال تفاعلي، فقرة للنشرة البريدية، اقتباسان للتصاميم، وسؤال لمجموعة واتساب أو مجتمع العملاء.
لكل قطعة: المنصة، الزاوية المستخرجة من المقال، والنص كاملاً. لا تكرر الجملة نفسها بين المنصات، وكيّف اللغة: فصحى مهنية للينكدإن، و{{اللهجة|سعودية بيضاء}} لبقية المنصات.
اختم بجدول نشر مقترح على أسبوعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-arabic-proofread', 'تدقيق لغوي وتحرير لنص عربي', 'Arabic proofreading and copy editing', 'نص مصحح إملائياً ونحوياً مع جدول بالتعديلات وأسبابها دون المساس بأسلوب الكاتب.', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], true, array['تدقيق لغوي', 'تحرير', 'إملاء', 'مراجعة']::text[], now() - interval '95 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدقق لغوي ومحرر عربي محترف. راجع النص التالي المكتوب لـ {{الغرض|موقع الشركة}}:
{{النص}}
صحّح: الهمزات، التاء المربوطة والهاء، الألف المقصورة والياء، علامات الترقيم العربية (، ؛ ؟)، العدد والمعدود، التذكير والتأنيث، حروف الجر، والأخطاء الشائعة مثل «تواجد» بمعنى «وجود»، والتكرار والجمل الطويلة المرهقة.
أعطني: 1) النص مصححاً كاملاً، 2) جدولاً: الأصل، التصحيح، نوع الخطأ، 3) ثلاث ملاحظات أسلوبية اختيارية منفصلة عن التصحيح.
لا تغيّر المعنى أو النبرة أو المصطلحات المتخصصة، والتزم بمستوى اللغة المطلوب: {{مستوى_اللغة|الفصحى المعاصرة}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-plain-language-rewrite', 'تبسيط نص تقني أو قانوني لعامة العملاء', 'Plain-language rewrite of technical or legal text', 'إعادة كتابة النص المعقد بلغة يفهمها العميل من أول قراءة مع الحفاظ على الدقة.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['تبسيط', 'لغة واضحة', 'إعادة صياغة', 'الشروط والأحكام']::text[], now() - interval '94 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت متخصص في الكتابة بلغة واضحة. أعد كتابة النص التالي ليفهمه {{الجمهور|عميل عادي غير متخصص}} من القراءة الأولى:
{{النص}}
القواعد: فكرة واحدة في كل جملة، فعل مبني للمعلوم، تعريف أي مصطلح ضروري بين قوسين عند أول ذكر، الأرقام والمبالغ والمدد مكتوبة بوضوح (مثلاً «خلال 7 أيام عمل»)، وقوائم مرقمة للخطوات والشروط.
أعطني: النسخة المبسطة، ملخصاً في 3 نقاط بعنوان «باختصار»، وجدولاً بكل شرط أو التزام مهم قد يفوت القارئ.
لا تحذف أي التزام أو استثناء من الأصل، ونبّه صراحة إلى كل جملة غامضة في الأصل تحتاج قراراً من {{الجهة_المسؤولة|الإدارة القانونية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-return-policy', 'سياسة الاسترجاع والاستبدال لمتجر إلكتروني', 'Return and exchange policy for an online store', 'سياسة استرجاع واضحة ومنصفة مع نسخة مختصرة لصفحة المنتج وسطر للفاتورة.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['سياسة الاسترجاع', 'استبدال', 'متجر إلكتروني', 'حماية المستهلك']::text[], now() - interval '93 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تجارة إلكترونية ملم بنظام التجارة الإلكترونية وأنظمة حماية المستهلك في {{الدولة|السعودية}}. اكتب سياسة استرجاع واستبدال لمتجر {{اسم_المتجر}} الذي يبيع {{نوع_المنتجات}}.
معطياتنا: مدة الاسترجاع {{مدة_الاسترجاع|7 أيام}}، تكلفة الشحن: {{تكلفة_الشحن|على المتجر عند العيب وعلى العميل عند تغيير الرأي}}، طريقة الاسترداد: {{طريقة_الاسترداد|إلى وسيلة الدفع نفسها}}.
الأقسام: متى يحق الاسترجاع، المنتجات المستثناة وسبب استثنائها، الخطوات مرقمة، مدة رد المبلغ، المنتج التالف أو المخالف للوصف، وطرق التواصل.
ثم نسخة مختصرة (5 أسطر) لصفحة المنتج، وسطراً للفاتورة. اكتب بلغة واضحة غير متشددة، ونبّه في النهاية إلى البنود التي يجب مطابقتها مع النظام الساري قبل النشر، فهذه ليست استشارة قانونية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-radio-ad-script', 'إعلان إذاعي صوتي مدته 30 ثانية', '30-second radio ad script', 'ثلاث نسخ لإعلان صوتي بالمؤثرات وتوجيهات الأداء، جاهزة للتسجيل في الاستوديو.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['إعلان إذاعي', 'راديو', 'إعلان صوتي', 'سيناريو']::text[], now() - interval '92 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب إعلانات إذاعية لمحطات FM في الخليج. اكتب 3 نسخ لإعلان صوتي مدة كل منها {{المدة|30 ثانية}} (نحو 70 كلمة) لـ {{اسم_العلامة}} عن {{الرسالة_أو_العرض}}، يُبث في {{وقت_البث|ذروة الصباح أثناء القيادة}}.
النسخ: حوار قصير بين شخصين، صوت واحد بأسلوب قصصي، وأسلوب مباشر بإيقاع سريع.
اكتب كل نسخة في جدول: الثانية، الصوت (المؤدي، المؤثر، الموسيقى)، النص المنطوق بلهجة {{اللهجة|سعودية}}، وتوجيه الأداء (النبرة، السرعة).
القواعد: اذكر اسم العلامة مرتين على الأقل، إحداهما في آخر 5 ثوانٍ، ووسيلة تواصل سهلة الحفظ ({{وسيلة_التواصل|اسم التطبيق}}) بلا أرقام هواتف طويلة، ولا مؤثرات تشبه أبواق السيارات أو صفارات الإسعاف لأن المستمع يقود.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-carousel-post', 'منشور كاروسيل تعليمي من ثماني شرائح', 'Eight-slide educational carousel post', 'نص كل شريحة والتعليق المرافق لكاروسيل يحفظه الجمهور ويشاركه.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['كاروسيل', 'إنستغرام', 'لينكدإن', 'محتوى تعليمي']::text[], now() - interval '91 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مصمم محتوى تعليمي لمنصات التواصل. اكتب نص كاروسيل من 8 شرائح لحساب {{اسم_الحساب}} على {{المنصة|إنستغرام}} يشرح {{الموضوع}} لـ {{الجمهور}}.
الشريحة 1 عنوان يعد بفائدة محددة (أقل من 8 كلمات)، الشريحة 2 المشكلة أو الخطأ الشائع، الشرائح 3–7 خطوة أو فكرة واحدة لكل شريحة (عنوان وسطران على الأكثر)، والشريحة 8 خلاصة ودعوة للحفظ والمشاركة.
اقترح لكل شريحة عنصراً بصرياً بسيطاً (أيقونة، رقم كبير، مقارنة قبل وبعد).
ثم اكتب التعليق المرافق (أقل من 120 كلمة) بلهجة {{اللهجة|سعودية بيضاء}} مع 5 وسوم عربية، وسؤالاً يحفز التعليقات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-lead-quiz', 'اختبار تفاعلي يرشّح المنتج المناسب للعميل', 'Interactive product-recommendation quiz', 'كويز قصير بأسئلته ومنطق نتائجه ونص كل نتيجة، يجمع العملاء المحتملين ويوجههم للشراء.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['كويز', 'اختبار تفاعلي', 'عملاء محتملون', 'تحويل']::text[], now() - interval '90 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مصمم تجارب تسويقية تفاعلية. صمم اختباراً قصيراً (كويز) لموقع {{اسم_العلامة}} من نوع «أي {{ما_نرشحه|باقة}} يناسبك؟» يرشّح واحداً من الخيارات التالية: {{الخيارات}}.
المطلوب: 3 عناوين جذابة للاختبار، 7 أسئلة متعددة الخيارات (3–4 خيارات لكل سؤال) خفيفة وممتعة، جدول يوضح النقاط التي يمنحها كل خيار لكل نتيجة، ونص صفحة النتيجة لكل خيار (الوصف، لماذا يناسبك، عرض {{العرض|خصم للطلب الأول}}، زر CTA).
ضع نموذج البريد أو الجوال قبل النتيجة مع زر «تخطَّ واعرض النتيجة»، وسطراً يوضح ما سنرسله ويطلب الموافقة الصريحة وفق نظام حماية البيانات الشخصية.
اللغة {{اللهجة|سعودية بيضاء}} مرحة، والاختبار كله لا يستغرق أكثر من دقيقتين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-tagline-slogans', 'عبارة شعار للعلامة وأسماء حملات', 'Brand tagline and campaign names', 'عشرون عبارة شعار قصيرة مقيّمة على الوضوح والتميز وسهولة الحفظ، مع أسماء لحملة الإطلاق.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['شعار لفظي', 'سلوغان', 'تاغ لاين', 'هوية']::text[], now() - interval '89 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب إبداعي متخصص في العبارات القصيرة. اقترح 20 عبارة شعار لـ {{اسم_العلامة}} التي تقدم {{ما_تقدمه}} لـ {{الجمهور}}، وتريد أن تُعرف بـ {{القيمة_الأساسية}}.
وزّعها على أساليب: الوعد المباشر، الجناس أو السجع الخفيف، اللعب على اسم العلامة، العبارة الخليجية الدارجة، والسؤال. لا تتجاوز العبارة 5 كلمات.
قيّم كل عبارة في جدول من 1 إلى 5 على: الوضوح، التميز عن {{المنافسون|المنافسين المحليين}}، سهولة الحفظ، وسهولة نقلها إلى الإنجليزية، ثم رشّح أفضل 3.
اقترح كذلك 5 أسماء لحملة إطلاق تنطلق من العبارة المرشحة الأولى، وتحقق من خلو العبارات من معانٍ سلبية أو محرجة في اللهجات الخليجية المختلفة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-push-notifications', 'إشعارات تطبيق تُفتح ولا تُزعج', 'App push notifications that get opened', 'عشرون إشعاراً قصيراً مع توقيت كل منها في مواسم الخليج ومواعيد الرواتب.', 'content-writing', array['chatgpt', 'gemini']::text[], false, array['إشعارات', 'تطبيق', 'Push', 'تفاعل']::text[], now() - interval '88 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب نصوص منتجات رقمية متخصص في إشعارات التطبيقات. اكتب 20 إشعاراً (Push) لتطبيق {{اسم_التطبيق}} في {{القطاع}}، هدفها {{الهدف|إعادة المستخدمين غير النشطين}}.
لكل إشعار في جدول: العنوان (أقل من 30 حرفاً)، النص (أقل من 60 حرفاً)، الشريحة المستهدفة، التوقيت المقترح، والشاشة التي يفتحها.
وزّعها على: تذكير بسلة أو خطوة ناقصة، محتوى مخصص، عروض أيام الرواتب (حول يوم 27 من الشهر الميلادي)، رمضان (بعد الإفطار وقبل السحور)، وعطلة نهاية الأسبوع (الجمعة والسبت).
القواعد: رمز تعبيري واحد على الأكثر، بلا علامات تعجب متتالية، لا إشعار بين 11 مساءً و8 صباحاً إلا في ليالي رمضان، وبلهجة {{اللهجة|سعودية بيضاء}}.
اختم بمؤشرات القياس (نسبة الفتح، نسبة إيقاف الإشعارات) وحدٍّ أسبوعي لعدد الإشعارات لكل مستخدم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-webinar-script', 'سكربت ندوة إلكترونية مباشرة (ويبينار)', 'Live webinar script', 'نص ندوة بالشرائح ولحظات التفاعل والعرض الختامي، مع رسائل الدعوة والمتابعة.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['ويبينار', 'ندوة', 'بث مباشر', 'عرض تقديمي']::text[], now() - interval '87 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مقدم ندوات إلكترونية يحوّل الحضور إلى عملاء. اكتب سكربت ندوة مباشرة مدتها {{المدة|45 دقيقة}} عن {{الموضوع}}، يقدمها {{المقدم}} من {{اسم_الشركة}} لجمهور {{الجمهور}}، وتنتهي بعرض: {{العرض}}.
قسّمها في جدول: الدقيقة، عنوان الشريحة، ما يقوله المقدم (نص مكتوب)، ولحظة التفاعل (تصويت، سؤال في المحادثة).
البنية: ترحيب وقواعد الجلسة، قصة شخصية، 3 أفكار تعليمية قابلة للتطبيق فوراً، دراسة حالة، انتقال سلس إلى العرض دون إحساس ببيع مفاجئ، ثم أسئلة وأجوبة (5 أسئلة متوقعة مع إجاباتها).
ثم اكتب: بريد الدعوة، تذكيراً قبل ساعة، وبريد ما بعد الندوة للحضور وآخر للغائبين مع رابط التسجيل. تأكد أن الموعد {{الموعد|الثلاثاء 8:30 مساءً}} لا يتعارض مع أوقات الصلاة في مدينة الجمهور.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-mini-course-outline', 'منهج دورة تدريبية قصيرة بأهداف قابلة للقياس', 'Short training course curriculum', 'منهج دورة بوحدات ودروس وأنشطة وتقييم، مع نص الدرس الأول كاملاً.', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], false, array['دورة تدريبية', 'منهج', 'تعليم', 'ورشة عمل']::text[], now() - interval '86 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مصمم تعليمي محترف. صمم منهج دورة {{نوع_الدورة|عبر الإنترنت}} عن {{موضوع_الدورة}} للمستوى {{المستوى|مبتدئ}}، مدتها {{المدة|4 أسابيع}}، تقدمها {{الجهة_المقدمة}}.
المطلوب: وصف الدورة في فقرة، 5 مخرجات تعلم تبدأ بفعل قابل للقياس (يحلل، يصمم، يكتب...)، الوحدات والدروس في جدول (عنوان الدرس، الهدف، المدة، النشاط العملي، المادة المرافقة)، مشروع ختامي بمعايير تقييم واضحة، وطريقة قياس رضا المتدربين.
اكتب الدرس الأول كاملاً نصاً يُلقى أو يُسجل (نحو 600 كلمة) بأمثلة من بيئة العمل الخليجية.
اجعل الدرس المسجل أقل من 15 دقيقة، وفي كل أسبوع تطبيق عملي لا معلومات نظرية فقط.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-help-center-article', 'مقال مركز المساعدة بخطوات مصورة', 'Step-by-step help center article', 'مقال دعم يشرح إجراءً واحداً بخطوات مرقمة ومواضع لقطات الشاشة وحلول للأخطاء الشائعة.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['مركز المساعدة', 'دليل الاستخدام', 'دعم فني', 'خطوات']::text[], now() - interval '85 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب توثيق ودعم فني. اكتب مقالاً لمركز المساعدة في {{اسم_المنتج}} يشرح كيف {{المهمة|أضيف مستخدماً جديداً إلى حسابي}}.
معلومات الإجراء كما يعرفها فريقنا: {{الخطوات_الخام}}.
الهيكل: عنوان بصيغة السؤال الذي يكتبه المستخدم في البحث، سطر يوضح ما سيحققه ومتى يحتاجه، المتطلبات قبل البدء، خطوات مرقمة (فعل واحد في كل خطوة، وأسماء الأزرار كما تظهر بين علامتي تنصيص)، مواضع لقطات الشاشة [صورة: ...]، قسم «إذا لم تنجح الخطوة» لأكثر 3 مشكلات شيوعاً، ومقالات ذات صلة.
اللغة فصحى بسيطة بصيغة المخاطب، بلا تحية أو حشو، والمقال أقل من 350 كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-price-increase-announcement', 'إعلان رفع الأسعار للعملاء دون خسارتهم', 'Announcing a price increase without losing customers', 'رسائل إعلان تعديل الأسعار للعملاء الحاليين مع ردود جاهزة لفريق الدعم.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['رفع الأسعار', 'تواصل مع العملاء', 'اشتراكات', 'رسائل']::text[], now() - interval '84 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تواصل مع العملاء. سترفع {{اسم_الشركة}} سعر {{المنتج_أو_الباقة}} من {{السعر_الحالي}} إلى {{السعر_الجديد}} (شاملاً ضريبة القيمة المضافة) اعتباراً من {{تاريخ_التطبيق}}، والسبب الحقيقي: {{السبب}}.
اكتب: 1) بريداً للعملاء الحاليين يعلن التغيير بوضوح في أول سطرين، ويشرح السبب بصدق، ويذكر ما أضفناه من قيمة، وما يحصل عليه العميل الحالي ({{ميزة_العميل_الحالي|تثبيت السعر القديم 3 أشهر}})، 2) رسالة واتساب مختصرة، 3) تنبيهاً لصفحة الأسعار، 4) 6 ردود لفريق الدعم على: «ليش زدتوا السعر؟» و«أبي ألغي» و«المنافس أرخص» وغيرها.
يُرسل الإعلان قبل التطبيق بـ {{مدة_الإشعار|30 يوماً}}. تجنب «نأسف لإبلاغكم» والتبرير المطول، ولا تذكر سبباً غير صحيح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-interview-to-article', 'تحويل تفريغ مقابلة إلى مقال بروفايل', 'Turn an interview transcript into a profile feature', 'مقال صحفي متماسك من تفريغ مقابلة خام، باقتباسات دقيقة وعناوين فرعية تروي قصة.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['مقابلة', 'تفريغ', 'مقال صحفي', 'بروفايل']::text[], now() - interval '83 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت صحفي ومحرر في مجلة أعمال خليجية. إليك تفريغاً خاماً لمقابلة مع {{اسم_الضيف}} ({{صفة_الضيف}}):
{{نص_التفريغ}}
حوّله إلى مقال بروفايل من {{عدد_الكلمات|1000}} كلمة: عنوان وعنوان فرعي، افتتاحية مشهدية أو باقتباس قوي، فقرة «لماذا يهمنا هذا الشخص الآن»، أقسام بعناوين فرعية تتبع قصة لا ترتيب الأسئلة، وخاتمة تعود إلى الافتتاحية.
الاقتباسات المباشرة بين علامتي تنصيص وبكلام الضيف؛ يجوز حذف التكرار وكلمات الحشو فقط، وأسلوب نقلها: {{أسلوب_الاقتباس|فصحى خفيفة مع الحفاظ على المعنى}}. لا تنسب إليه ما لم يقله، وضع [تحقق] بجانب كل رقم أو اسم أو تاريخ.
بعد المقال: 5 اقتباسات تصلح للنشر على وسائل التواصل، وقائمة بالمقاطع المحذوفة وسبب حذفها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-op-ed', 'مقال رأي باسم قائد الشركة لصحيفة أو منصة', 'Executive op-ed for a newspaper or platform', 'مقال رأي يبني مكانة المدير صوتاً خبيراً في قطاعه دون أن يبدو إعلاناً.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['مقال رأي', 'قيادة فكرية', 'Thought leadership', 'علاقات عامة']::text[], now() - interval '82 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب ظل لقادة الأعمال في الخليج. اكتب مقال رأي باسم {{اسم_الكاتب}} ({{المنصب}} في {{اسم_الشركة}}) لنشره في {{الوسيلة|صحيفة اقتصادية سعودية}}، عن {{القضية}}.
موقف الكاتب: {{الموقف}}. أدلته أو تجاربه: {{الأدلة}}.
الهيكل: عنوان يطرح موقفاً لا وصفاً، افتتاحية بحدث جارٍ أو رقم، الأطروحة في فقرة، 3 حجج بأدلتها، الرأي المخالف والرد عليه بإنصاف، وخاتمة بتوصية للقطاع أو لصناع القرار.
الطول {{عدد_الكلمات|700}} كلمة بفصحى رصينة وصيغة المتكلم، ولا يُذكر اسم الشركة إلا مرة واحدة في التعريف بالكاتب.
اربط الموضوع بمستهدفات رؤية 2030 حين يتصل بها فعلاً دون مجاملة متكلفة، وضع [مصدر] بجانب كل رقم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-packaging-copy', 'نصوص عبوة المنتج بالعربية والإنجليزية', 'Bilingual product packaging copy', 'نصوص الواجهة والظهر والجوانب لعبوة منتج ثنائية اللغة، مع قائمة تحقق بالبيانات الإلزامية.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['تغليف', 'عبوة', 'ثنائي اللغة', 'بطاقة المنتج']::text[], now() - interval '81 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب نصوص تغليف يعرف متطلبات السوق {{السوق|السعودي}}. اكتب نصوص عبوة {{اسم_المنتج}} من {{اسم_العلامة}}، الحجم: {{الحجم}}، والمزايا: {{المزايا}}.
اكتب بالعربية أولاً ثم المقابل الإنجليزي: الواجهة (اسم المنتج، وصف من 4 كلمات، ميزتان بارزتان)، الظهر (فقرة قصة أو فائدة في 50 كلمة، طريقة الاستخدام بخطوات، التحذيرات)، والجانب (عبارة العلامة وحسابات التواصل).
ثم قائمة تحقق بالبيانات الإلزامية على البطاقة العربية (المكونات، بلد المنشأ، تاريخ الإنتاج والانتهاء، بيانات المصنع أو المستورد، الباركود...) مع التنبيه إلى مطابقتها لاشتراطات {{الجهة_المختصة|هيئة الغذاء والدواء}} الخاصة بفئة المنتج.
اجعل العربية أصيلة لا مترجمة، ولا تتجاوز ادعاءات المنتج ما يمكن إثباته.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-image-caption', 'تعليق منشور من صورة مرفقة', 'Post captions from an uploaded photo', 'ثلاثة تعليقات بنبرات مختلفة تصف صورتك وتربطها برسالة علامتك، مع نص بديل للصورة.', 'content-writing', array['gemini', 'chatgpt']::text[], true, array['تعليق', 'كابشن', 'إنستغرام', 'صور']::text[], now() - interval '80 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب تعليقات لوسائل التواصل. انظر إلى الصورة المرفقة التي سينشرها حساب {{اسم_الحساب}} ({{القطاع}}) على {{المنصة|إنستغرام}}، وهدف المنشور: {{الهدف|التعريف بمنتج جديد}}.
صف في سطر واحد ما تراه في الصورة لأتأكد أنك فهمتها، ثم اكتب 3 تعليقات: قصير (أقل من 15 كلمة)، قصصي (60–80 كلمة يبدأ بتفصيل حقيقي من الصورة)، وتفاعلي ينتهي بسؤال.
لكل تعليق: دعوة مناسبة لاتخاذ إجراء، و5 وسوم (عامة ومحلية مثل وسم {{المدينة|الرياض}})، ونص بديل للصورة لذوي الإعاقة البصرية.
اللهجة {{اللهجة|سعودية بيضاء}}، والرموز التعبيرية باعتدال، ولا تعلّق على مظهر الأشخاص الظاهرين في الصورة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-media-pitch', 'رسالة عرض قصة على صحفي أو محرر', 'Media pitch to a journalist', 'رسالة قصيرة تقنع صحفياً بتغطية قصتك، بزوايا مخصصة ومتابعة مهذبة.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['علاقات إعلامية', 'صحفيون', 'تغطية إعلامية', 'Media pitch']::text[], now() - interval '79 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول علاقات إعلامية يعرف ما يهم المحررين في الخليج. القصة أو الخبر: {{القصة}}. الصحفي: {{اسم_الصحفي}} في {{الوسيلة}}، ويغطي عادة: {{اهتمامات_الصحفي}}.
اكتب: 3 عناوين بريد (أقل من 9 كلمات) بزاوية خبرية لا إعلانية، رسالة عرض أقل من 150 كلمة (لماذا الآن، لماذا يهم جمهوره، الرقم أو المعلومة الحصرية، وما نوفره: مقابلة، صور، بيانات)، ورسالة متابعة واحدة بعد 3 أيام عمل تضيف جديداً لا مجرد تذكير.
ثم اقترح زاويتين بديلتين للقصة: واحدة لوسيلة اقتصادية وأخرى لبرنامج أو حساب محتوى رقمي.
لا تبدأ بعبارة «يسعدنا إبلاغكم»، ولا ترفق بياناً صحفياً كاملاً في الرسالة الأولى، واكتب بفصحى مهنية مختصرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-award-submission', 'ملف ترشيح لجائزة أعمال أو تميز', 'Business award nomination submission', 'إجابات ترشيح مقنعة مبنية على معايير الجائزة وأدلة قابلة للتحقق.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['جوائز', 'ترشيح', 'تميز', 'ملف مشاركة']::text[], now() - interval '78 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار يعد ملفات الترشح للجوائز المؤسسية. نريد الترشح لجائزة {{اسم_الجائزة}} في فئة {{الفئة}} باسم {{اسم_الجهة}}.
معايير التقييم وأوزانها كما أعلنتها الجائزة: {{المعايير}}. إنجازاتنا وأدلتنا: {{الإنجازات}}.
أولاً: طابق كل إنجاز مع المعيار الذي يخدمه في جدول، وحدد المعايير التي تنقصها أدلة.
ثانياً: اكتب إجابة لكل معيار ضمن {{حد_الكلمات|300}} كلمة بهيكل: التحدي، ما فعلناه وما يميزه، النتيجة بالأرقام مقارنة بنقطة البداية، والأثر على العملاء أو المجتمع.
ثالثاً: ملخص تنفيذي من 100 كلمة، وقائمة بالمرفقات الداعمة المقترحة. استخدم أفعال الإنجاز والأرقام لا الصفات، ولا تدّعِ ما لا يسنده دليل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-mission-vision-values', 'صياغة الرؤية والرسالة والقيم المؤسسية', 'Vision, mission and values statements', 'بدائل مختصرة للرؤية والرسالة، وقيم قابلة للتطبيق بسلوكيات يومية واضحة.', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], false, array['الرؤية والرسالة', 'قيم', 'هوية مؤسسية', 'استراتيجية']::text[], now() - interval '77 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار هوية مؤسسية. صغ الرؤية والرسالة والقيم لـ {{اسم_الجهة}} العاملة في {{القطاع}}، التي تخدم {{العملاء}} وتطمح إلى {{الطموح}} خلال {{المدى|5 سنوات}}.
أعطني: 3 بدائل للرؤية (أقل من 15 كلمة لكل منها، تصف المستقبل لا الخدمة)، 3 بدائل للرسالة (من نخدم، ماذا نقدم، وكيف نختلف، في أقل من 30 كلمة)، و5 قيم لكل منها اسم من كلمة أو كلمتين، وتعريف في سطر، و3 سلوكيات يومية تدل عليها، وما لا يُعد منها.
تجنب الكلمات المستهلكة مثل «الريادة» و«التميز» ما لم تربطها بشيء ملموس، واختبر كل صياغة: هل يمكن أن تقولها شركة منافسة؟ إن كان الجواب نعم فأعد صياغتها.
قدّم الرؤية والرسالة المرشحتين بالفصحى مع ترجمة إنجليزية لكل منهما.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-microcopy', 'نصوص واجهة التطبيق: الأزرار والأخطاء والحالات الفارغة', 'App microcopy: buttons, errors and empty states', 'نصوص واجهة عربية قصيرة ومتسقة تقلل ارتباك المستخدم وطلبات الدعم.', 'content-writing', array['chatgpt', 'claude']::text[], false, array['نصوص الواجهة', 'Microcopy', 'تجربة المستخدم', 'UX']::text[], now() - interval '76 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب تجربة مستخدم لمنتجات عربية تُقرأ من اليمين إلى اليسار. اكتب نصوص الواجهة لـ {{الرحلة|رحلة التسجيل والدفع}} في {{اسم_المنتج}} بنبرة {{النبرة|ودودة وواضحة}}.
وصف الشاشات والعناصر: {{وصف_الشاشات}}.
المطلوب في جدول (العنصر، النص المقترح، البديل، ملاحظة): عناوين الشاشات، الأزرار بأفعال محددة («ادفع 115 ريالاً» لا «متابعة»)، النصوص الإرشادية داخل الحقول، رسائل الخطأ (ماذا حدث وكيف يصلحه المستخدم دون لومه)، الحالات الفارغة مع دعوة للفعل، رسائل النجاح، ونوافذ التأكيد قبل الإجراءات الحساسة.
القواعد: صيغة تخاطب الجنسين أو صيغة الجمع، صيغة واحدة للأرقام والتواريخ، بلا مصطلحات تقنية، وأطوال تناسب شاشة الجوال.
اختم بقاموس مصطلحات موحد للمنتج من 10 كلمات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-event-coverage', 'تغطية حية لمشاركتك في معرض أو مؤتمر', 'Live coverage of your presence at an expo or conference', 'منشورات جاهزة قبل الفعالية وأثناءها وبعدها، مع رسالة متابعة لزوار الجناح.', 'content-writing', array['chatgpt', 'gemini']::text[], false, array['معارض', 'مؤتمرات', 'تغطية حية', 'فعاليات']::text[], now() - interval '75 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول محتوى يغطي الفعاليات مباشرة. ستشارك {{اسم_الشركة}} في {{اسم_الفعالية}} بمدينة {{المدينة|الرياض}} من {{تاريخ_البداية}} إلى {{تاريخ_النهاية}} في الجناح {{رقم_الجناح}}، وأبرز ما نعرضه: {{ما_نعرضه}}.
اكتب: 3 منشورات تشويقية قبل الفعالية (مع دعوة لزيارة الجناح وحجز موعد)، قالب منشور يومي أثناء الفعالية يُملأ في دقيقتين، 5 قصص (ستوري) بنصوصها، ثريداً على X لأبرز ما سمعناه في الجلسات، منشور لينكدإن ختامياً بالأرقام والشكر، ورسالة متابعة لمن زار الجناح وترك بياناته.
استخدم الوسم الرسمي للفعالية {{الوسم_الرسمي}}، واذكر الأشخاص والجهات بصفاتهم الرسمية، ولا تنشر صور الزوار دون إذنهم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-trend-response', 'محتوى سريع يستثمر ترنداً متداولاً بأمان', 'Fast, safe content riding a trending topic', 'تقييم ملاءمة الترند لعلامتك ثم أفكار ونصوص جاهزة للنشر خلال ساعات.', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['ترند', 'تريند', 'محتوى لحظي', 'تيك توك']::text[], now() - interval '74 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير محتوى لحظي لعلامة {{اسم_العلامة}} في {{القطاع}}. الترند المتداول الآن: {{وصف_الترند}} على {{المنصة|X وتيك توك}}.
قيّم الترند أولاً بنعم أو لا على: صلته بجمهورنا، حساسيته الدينية أو السياسية أو الاجتماعية، ارتباطه بمأساة أو بشخص قد يتضرر، حقوق الصوت أو المقطع المستخدم، واحتمال انتهائه قبل أن ننشر. إن فشل في أي بند فأوصِ بعدم المشاركة واشرح السبب.
إن كان مناسباً: 5 أفكار تربط الترند بقيمة العلامة بخفة، والنص الكامل لأفضل فكرتين (تغريدة، ونص فيديو 15 ثانية بلهجة {{اللهجة|سعودية}})، والرد المقترح إن جاء تفاعل سلبي.
الشرط: النشر خلال {{المهلة|6 ساعات}} وإلا فلا، ولا سخرية من أي فئة أو منطقة أو لهجة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-professional-bio', 'نبذة تعريفية مهنية بثلاثة أطوال', 'Professional bio in three lengths', 'نبذة مهنية عنك أو عن أحد قادة شركتك للمؤتمرات والموقع ولينكدإن بأطوال جاهزة.', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], true, array['نبذة تعريفية', 'سيرة مهنية', 'لينكدإن', 'Bio']::text[], now() - interval '73 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب سير مهنية لقادة الأعمال. اكتب نبذة تعريفية مهنية لـ {{الاسم}}، {{المسمى_الوظيفي}} في {{جهة_العمل}}.
المعطيات: الخبرة: {{سنوات_الخبرة}} سنة في {{المجال}}. أبرز الإنجازات: {{الإنجازات}}. المؤهلات: {{المؤهلات}}. لمسة شخصية اختيارية: {{لمسة_شخصية|لا يوجد}}.
اكتب 3 نسخ بصيغة الغائب: قصيرة (40 كلمة) لتقديمه على المنصة في مؤتمر، ومتوسطة (100 كلمة) لموقع الشركة، وطويلة (200 كلمة) لملف المتحدثين، ثم نسخة بصيغة المتكلم لقسم «نبذة» في لينكدإن (أقل من 2000 حرف) تنتهي بما يمكن التواصل معه بشأنه.
ابدأ كل نسخة بأقوى ما يميزه لا بعدد السنوات، وحوّل الإنجازات إلى أثر بالأرقام، وتجنب الألقاب المبالغ فيها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-content-rubric', 'تقييم مسودة محتوى بمعايير محكّمة قبل النشر', 'Scoring a content draft with a pre-publish rubric', 'درجات على عشرة معايير مع تعديلات محددة ترفع جودة المسودة قبل نشرها.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['مراجعة المحتوى', 'معايير الجودة', 'تحرير', 'Rubric']::text[], now() - interval '72 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت رئيس تحرير صارم ومنصف. قيّم المسودة التالية المكتوبة لـ {{الغرض|مدونة الشركة}} وجمهورها {{الجمهور}}:
{{المسودة}}
استخدم جدولاً من 10 معايير، لكل منها درجة من 1 إلى 5 ودليل من النص: وضوح الفكرة الرئيسية، قوة الافتتاحية، ملاءمة الجمهور، الدقة وقابلية التحقق، البنية والتسلسل، سلامة اللغة، الإيجاز، الأمثلة المحلية، الاتساق مع نبرة {{اسم_العلامة}}، ووضوح الدعوة لاتخاذ إجراء.
ثم: المجموع من 50 والحكم (يُنشر، يُنشر بعد تعديلات، يُعاد كتابته)، وأهم 5 تعديلات مرتبة حسب الأثر مع إعادة كتابة فعلية للجملة أو الفقرة المعنية، وما يجب ألا يُمس لأنه أقوى ما في النص.
لا تعد كتابة المسودة كاملة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('cw-brand-voice-guide', 'دليل نبرة صوت العلامة مع أمثلة قبل وبعد', 'Brand voice guide with before/after examples', 'دليل عملي يحدد كيف تتكلم علامتك في كل قناة وموقف ليكتب فريقك بصوت واحد.', 'content-writing', array['claude', 'chatgpt']::text[], false, array['نبرة العلامة', 'صوت العلامة', 'هوية لفظية', 'Brand voice']::text[], now() - interval '71 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي علامات تجارية متخصص في الهوية اللفظية العربية. ابنِ دليل نبرة صوت لـ {{اسم_العلامة}}، شخصيتها لو كانت إنساناً: {{شخصية_العلامة}}، وجمهورها: {{الجمهور}}. عينات من كتاباتنا الحالية: {{عينات_نصية|لا يوجد}}.
يتضمن: 4 صفات للنبرة بصيغة «نحن كذا لكن لسنا كذا»، مستوى اللغة (فصحى أو لهجة) لكل قناة في جدول (الموقع، X، سناب شات، واتساب، البريد الرسمي)، قواعد المخاطبة (المفرد أو الجمع، التذكير والتأنيث)، استخدام الرموز التعبيرية، و10 كلمات مفضلة و10 ممنوعة.
ثم طبّق الدليل على 6 مواقف (ترحيب، اعتذار عن خطأ، إعلان عرض، رد على شكوى، رسالة خطأ في التطبيق، تهنئة بمناسبة) بمثال «قبل» عام و«بعد» بصوت العلامة.
اختم بقائمة تحقق من 8 أسئلة يراجع بها أي كاتب نصه قبل النشر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sx-faq-schema', 'أسئلة شائعة من واقع البحث مع ترميز FAQ', 'Search-driven FAQ section with FAQPage markup', 'أسئلة يكتبها الناس فعلاً في البحث بإجابات مباشرة، مع كود بيانات منظمة جاهز للصق.', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['أسئلة شائعة', 'بيانات منظمة', 'Schema', 'سيو']::text[], now() - interval '70 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب سيو يفهم البيانات المنظمة. لصفحة {{عنوان_الصفحة}} في موقع {{اسم_الموقع}} عن {{الموضوع}}، اقترح 10 أسئلة يكتبها الباحثون في {{الدولة|السعودية}} بصيغ طبيعية (فصحى وعامية مثل «كم سعر...» و«وش الفرق بين...»)، مستلهمة من «يسأل الناس أيضاً» والبحث الصوتي.
لكل سؤال: إجابة تبدأ بالجواب المباشر في الجملة الأولى ثم توضيح (40–60 كلمة)، ونية البحث، وهل يستحق مقالاً مستقلاً.
ثم اكتب كود JSON-LD من نوع FAQPage لأفضل 6 أسئلة بنص الإجابات نفسه كما سيظهر في الصفحة، ونبّه إلى أن جوجل قصر عرض الأسئلة الشائعة المنسدلة في النتائج على مواقع قليلة، فالفائدة الأساسية هي وضوح المحتوى وظهوره في إجابات البحث الذكية.
لا تكرر السؤال نفسه بصيغة أخرى، ولا تضع في الترميز ما لا يظهر في الصفحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sx-featured-snippet', 'فقرات تستهدف المقتطف المميز وملخصات البحث الذكية', 'Passages that win featured snippets and AI overviews', 'إعادة بناء قسم من مقالك ليُقتبس مباشرة في المقتطف المميز وملخصات الذكاء الاصطناعي.', 'seo', array['chatgpt', 'claude']::text[], false, array['المقتطف المميز', 'Featured snippet', 'سيو', 'AI Overviews']::text[], now() - interval '69 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت متخصص في تحسين المحتوى للمقتطفات المميزة وملخصات الذكاء الاصطناعي في محركات البحث. الكلمة المستهدفة: {{الكلمة_المفتاحية}}. النص الحالي للقسم المعني:
{{النص_الحالي}}
حدد أولاً نوع المقتطف الأرجح لهذا الاستعلام (تعريف، خطوات، جدول، مقارنة) ولماذا.
ثم اكتب: عنوان H2 بصيغة السؤال كما يكتبه الباحث، فقرة إجابة مستقلة من 40–50 كلمة تُفهم دون سياق وتبدأ بإعادة صياغة السؤال، ثم القائمة أو الجدول المناسب (5–8 عناصر)، ثم فقرة توسّع بأمثلة من السوق {{السوق|الخليجي}}.
أضف 3 أسئلة متفرعة بالأسلوب نفسه، واذكر ما يجب حذفه من النص الحالي لأنه يؤخر الإجابة. حافظ على دقة المعلومة ولا تضف أرقاماً غير موثقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sx-comparison-page', 'صفحة مقارنة «نحن أم المنافس» متوافقة مع البحث', 'Search-friendly "us vs competitor" comparison page', 'صفحة مقارنة منصفة تلتقط الباحثين عن بدائل المنافس وتقنعهم دون تشهير.', 'seo', array['chatgpt', 'claude']::text[], false, array['صفحة مقارنة', 'بديل المنافس', 'سيو', 'SEO']::text[], now() - interval '68 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت كاتب محتوى سيو تجاري. اكتب صفحة مقارنة تستهدف عمليات البحث «{{اسم_المنافس}} أو {{اسم_منتجنا}}» و«بديل {{اسم_المنافس}}» لموقع {{اسم_الموقع}}.
المعلومات الموثقة عن الطرفين: {{بيانات_المقارنة}}. الفئة التي نناسبها أكثر: {{من_نناسب}}.
الهيكل: H1 وعنوان SEO ووصف ميتا، خلاصة في 3 أسطر للمستعجل، جدول مقارنة (السعر بالريال شاملاً الضريبة، المزايا، الدعم بالعربية، وسائل الدفع المحلية، التكامل مع الأنظمة المحلية مثل الفوترة الإلكترونية)، قسم صادق «متى يكون {{اسم_المنافس}} خياراً أفضل»، قسم «لماذا يختارنا عملاء مثلك»، شهادة عميل انتقل إلينا، خطوات الانتقال، وأسئلة شائعة.
القواعد: كل معلومة عن المنافس مؤرخة ومن مصدر علني يمكن إثباته، بلا عبارات مسيئة، وتاريخ آخر تحديث أعلى الجدول، فالمقارنة المضللة قد تعرضنا للمساءلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sx-author-eeat', 'صفحة الكاتب ونبذة الخبرة لتعزيز الثقة (E-E-A-T)', 'Author page and expertise bio for E-E-A-T', 'صفحة كاتب ونبذة أعلى المقالات وسياسة تحرير تثبت خبرة من يكتب محتوى موقعك.', 'seo', array['chatgpt', 'claude']::text[], false, array['E-E-A-T', 'صفحة الكاتب', 'مصداقية', 'سيو']::text[], now() - interval '67 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار جودة محتوى يطبق إرشادات جوجل حول الخبرة والتجربة والمرجعية والموثوقية (E-E-A-T). الكاتب: {{اسم_الكاتب}}، خبرته ومؤهلاته: {{الخبرة_والمؤهلات}}، ويكتب لموقع {{اسم_الموقع}} في {{المجال}}.
اكتب: 1) صفحة الكاتب (200–250 كلمة): من هو، تجربته العملية المباشرة بأمثلة، مؤهلاته، ما يكتب فيه وما لا يكتب فيه، وروابط حساباته المهنية، 2) نبذة من سطرين تظهر أعلى كل مقال، 3) سطر «راجعه» لمراجع متخصص إن كان المجال يمس صحة الناس أو أموالهم، 4) نص مختصر لصفحة «سياسة التحرير»: كيف نختار المصادر ونتحقق ونصحح الأخطاء ونحدّث المقالات.
ثم اكتب كود JSON-LD من نوع Person لصفحة الكاتب.
لا تضخّم الخبرة ولا تخترع شهادات، وضع [يُستكمل] مكان كل معلومة ناقصة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sx-glossary-page', 'مسرد مصطلحات القطاع كأصل محتوى يجذب البحث', 'Industry glossary as a search-traffic asset', 'مسرد مصطلحات عربي مرتب بتعريفات واضحة وروابط داخلية يلتقط عمليات البحث عن «ما معنى».', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['مسرد مصطلحات', 'قاموس', 'سيو', 'محتوى دائم']::text[], now() - interval '66 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محرر معاجم وكاتب سيو. ابنِ صفحة مسرد مصطلحات لموقع {{اسم_الموقع}} في {{القطاع}}، تخدم {{الجمهور|أصحاب المنشآت الصغيرة}} الذين يبحثون بعبارات مثل «ما معنى» و«وش يعني».
اقترح 30 مصطلحاً شائع البحث مرتبة أبجدياً، ولكل منها: المصطلح العربي، المقابل الإنجليزي والاختصار إن وجد، تعريف في جملتين يفهمه المبتدئ، مثال من السوق {{السوق|السعودي}}، مصطلح مرتبط، والصفحة الداخلية التي نربط إليها من بين: {{صفحات_الموقع}}.
ثم اكتب مقدمة الصفحة (80 كلمة) وعنوان SEO ووصف ميتا، واقترح 5 مصطلحات تستحق كل منها صفحة مستقلة مع مخطط سريع لإحداها.
اجعل التعريفات دقيقة ومحايدة؛ وإن كان للمصطلح معنى نظامي محدد (كالمصطلحات الضريبية أو العمالية) فاذكر الجهة المرجعية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sx-youtube-seo', 'عنوان ووصف وفصول فيديو يوتيوب للبحث', 'YouTube title, description and chapters for search', 'بيانات فيديو كاملة تساعده على الظهور في بحث يوتيوب وجوجل وتزيد مدة المشاهدة.', 'seo', array['chatgpt', 'gemini']::text[], true, array['يوتيوب', 'سيو يوتيوب', 'YouTube SEO', 'وصف الفيديو']::text[], now() - interval '65 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو يوتيوب للمحتوى العربي. فيديو قناة {{اسم_القناة}} عن {{موضوع_الفيديو}}، مدته {{المدة|12 دقيقة}}، وهذه نقاطه الرئيسية أو نصه: {{محتوى_الفيديو}}.
اكتب: 5 عناوين (أقل من 60 حرفاً، الكلمة الأهم في أولها) مع ترشيح أحدها، ووصفاً من 200–250 كلمة يبدأ بسطرين يلخصان الفائدة (يظهران قبل «المزيد»)، وفصولاً بطوابع زمنية تبدأ من 00:00 بعناوين وصفية، و3 هاشتاقات تظهر فوق العنوان، و10 كلمات للوسوم، ونصاً للصورة المصغرة (أقل من 4 كلمات) لا يكرر العنوان.
راعِ صيغ البحث الشائعة في الخليج (مثل «شرح» و«طريقة» و«بالعربي»)، واقترح تعليقاً مثبتاً يطرح سؤالاً، وبطاقة وشاشة نهاية تقودان إلى فيديو تالٍ مناسب.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-customer-problem-interviews', 'أسئلة مقابلات اكتشاف مشكلة العميل قبل بناء المنتج', 'Customer problem-discovery interview guide', 'دليل مقابلة بأسئلة غير موجِّهة يكشف هل المشكلة حقيقية وهل سيدفع العميل مقابل حلها، مع جدول لتلخيص النتائج.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], true, array['مقابلات العملاء', 'التحقق من الفكرة', 'اكتشاف العملاء', 'Customer Discovery']::text[], now() - interval '64 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير في اكتشاف العملاء تعتمد أسلوب «اختبار الأم» (The Mom Test). أنوي حل هذه المشكلة: {{المشكلة}} لفئة {{الفئة_المستهدفة}} في {{المدينة|الرياض}}.
اكتب دليل مقابلة مدتها {{مدة_المقابلة|20 دقيقة}}: افتتاحية تطمئن الضيف أنني لا أبيع شيئاً، ثم 12 سؤالاً عن ماضيه وسلوكه الفعلي لا عن آرائه أو نواياه المستقبلية (متى واجه المشكلة آخر مرة؟ كيف يحلها الآن؟ كم تكلفه؟).
بعد كل سؤال: سؤال تعمق واحد، وعلامة تدل على ألم حقيقي، وعلامة تدل على مجاملة.
أضف 5 أسئلة ممنوعة مع سبب المنع، وختاماً يطلب التزاماً صغيراً (تعريف بشخص آخر، موعد تجربة، دفعة مقدمة).
اختم بجدول لتلخيص 10 مقابلات: الشخص، حدة المشكلة من 5، الحل الحالي، ما ينفقه حالياً، والالتزام الذي قدمه. صغ الأسئلة بلهجة {{اللهجة|سعودية بيضاء}} مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-business-setup-checklist', 'قائمة تأسيس منشأة جديدة وتشغيلها نظامياً', 'Legal setup checklist for a new business', 'قائمة تحقق مرتبة زمنياً من الفكرة حتى أول فاتورة بالجهات والمستندات والمدد والتكاليف التقريبية.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], true, array['تأسيس منشأة', 'سجل تجاري', 'ضريبة القيمة المضافة', 'مشروع جديد']::text[], now() - interval '63 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تأسيس أعمال ملم بالأنظمة في {{الدولة|المملكة العربية السعودية}}. سأؤسس {{الكيان|مؤسسة فردية}} لنشاط {{النشاط}} في {{المدينة|جدة}}، وأخطط لتوظيف {{عدد_الموظفين|3}} موظفين في السنة الأولى.
أعد قائمة تحقق مرتبة زمنياً من الفكرة حتى أول فاتورة، مجمعة في مراحل: الكيان والسجل التجاري، الترخيص البلدي والأنشطة، الحساب البنكي، الزكاة وضريبة القيمة المضافة والفوترة الإلكترونية، التأمينات الاجتماعية ومنصات العمل وحماية الأجور، العنوان الوطني، والعلامة التجارية والنطاق.
لكل بند: المطلوب، الجهة أو المنصة المختصة، المستندات، المدة التقريبية، التكلفة التقريبية بالريال إن عُرفت، وهل هو إلزامي الآن أم عند بلوغ حد معين (مثل حد التسجيل الإلزامي في ضريبة القيمة المضافة).
اعرض القائمة في جدول، ثم أبرز 5 أخطاء شائعة يقع فيها المؤسسون الجدد وتكلفهم غرامات.
نبّه في النهاية إلى أن الرسوم والإجراءات تتغير، وحدد ما يجب التحقق منه من الموقع الرسمي لكل جهة قبل التنفيذ.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-price-quotation-vat', 'عرض سعر احترافي يشمل ضريبة القيمة المضافة', 'Professional price quotation with VAT', 'عرض سعر مرتب بجدول البنود والضريبة وشروط الدفع والتسليم، مع رسالة بريد ترافقه.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], true, array['عرض سعر', 'تسعيرة', 'ضريبة القيمة المضافة', 'Quotation', 'B2B']::text[], now() - interval '62 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول مبيعات B2B دقيق في صياغة العروض التجارية. جهّز عرض سعر من {{اسم_الشركة}} (الرقم الضريبي: {{الرقم_الضريبي}}) إلى {{اسم_العميل}} بخصوص: {{البنود_والكميات}}.
الهيكل: ترويسة برقم العرض وتاريخه ومدة صلاحيته {{مدة_الصلاحية|15 يوماً}}، فقرة افتتاحية من سطرين تربط العرض بحاجة العميل، جدول البنود (الوصف، الكمية، سعر الوحدة، الإجمالي قبل الضريبة)، ثم المجموع الفرعي، الخصم إن وجد، ضريبة القيمة المضافة {{نسبة_الضريبة|15%}}، والإجمالي شاملاً الضريبة بالريال.
أضف: شروط الدفع {{شروط_الدفع|50% مقدماً و50% عند التسليم}}، مدة التسليم، ما يشمله العرض وما لا يشمله، الضمان، وطريقة القبول (توقيع أو أمر شراء).
أظهر الحسابات خطوة بخطوة وتحقق منها، ونبّه إلى أن عرض السعر ليس فاتورة ضريبية.
اكتب النص بفصحى مهنية مختصرة، واقترح رسالة بريد قصيرة ترافق العرض.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-whatsapp-price-inquiry-flow', 'تحويل سؤال «بكم؟» في واتساب إلى طلب مؤكد', 'Turning a WhatsApp price question into an order', 'مسار محادثة متفرع يرد على سؤال السعر وأشهر ردود العملاء حتى إتمام الدفع.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], true, array['واتساب', 'مبيعات المحادثة', 'سؤال السعر', 'إغلاق البيع']::text[], now() - interval '61 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير مبيعات عبر المحادثة في السوق الخليجي. يصلنا يومياً على واتساب سؤال «بكم؟» أو «السعر؟» عن {{المنتج_أو_الخدمة}} وسعره {{السعر}}، وقليل ممن يسألون يشترون.
صمم مسار محادثة متفرعاً: الرد الأول خلال دقيقة (يذكر السعر بوضوح مع قيمة واحدة وسؤال يكشف الحاجة)، ثم فروع لأشهر 5 ردود من العميل: «غالي»، «بفكر»، «فيه خصم؟»، الصمت، «وش الفرق بينكم وبين غيركم؟».
لكل فرع: الرسالة المقترحة، الهدف منها، ومتى ننتقل إلى رسالة صوتية أو مكالمة.
أضف رسالتي متابعة لمن لم يرد (بعد 24 ساعة وبعد 3 أيام) لا تبدوان ملحّتين، ورسالة إغلاق تسهل الدفع ({{طرق_الدفع|رابط دفع، مدى، Apple Pay}}).
القيود: لهجة {{اللهجة|سعودية بيضاء}}، الرسالة لا تتجاوز 3 أسطر، إيموجي واحد على الأكثر، ولا وعود لا نستطيع الوفاء بها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-online-store-launch-readiness', 'جاهزية المتجر الإلكتروني قبل استقبال أول طلب', 'Online store pre-launch readiness check', 'قائمة فحص للنظاميات والدفع والشحن والصفحات وخدمة العملاء، مع سيناريو طلب تجريبي كامل.', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], true, array['متجر إلكتروني', 'سلة', 'زد', 'إطلاق متجر', 'تجارة إلكترونية']::text[], now() - interval '60 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تجارة إلكترونية أطلق عشرات المتاجر في الخليج. سأطلق متجراً على {{المنصة|سلة}} لبيع {{نوع_المنتجات}} في {{الدولة|السعودية}} خلال {{المدة_المتبقية|أسبوعين}}.
أعد قائمة فحص ما قبل الإطلاق مقسمة إلى: النظاميات (السجل التجاري أو وثيقة العمل الحر، توثيق المتجر، بيانات المتجر الإلزامية وسياسة الاسترجاع وفق نظام التجارة الإلكترونية)، الدفع (مدى، Apple Pay، البطاقات، الدفع عند الاستلام، التقسيط مثل تابي وتمارا)، الشحن ومدده وتكلفته، صفحات المنتجات والأسعار شاملة الضريبة، تجربة الجوال، وخدمة العملاء عبر واتساب.
لكل بند: لماذا يهم، كيف أتحقق منه، وأولويته (قبل الإطلاق، أول أسبوع، لاحقاً)، في جدول.
اختم بسيناريو طلب تجريبي أنفذه بنفسي من الإضافة إلى السلة حتى الاستلام ثم الاسترجاع، مع ما أراقبه في كل خطوة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-overdue-invoice-escalation', 'تحصيل فاتورة متأخرة دون خسارة العميل', 'Collecting an overdue invoice without losing the client', 'سلسلة تصعيد من خمس خطوات بالتوقيت والقناة والنص الكامل لكل خطوة، مع تعديلات تقلل التأخير مستقبلاً.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], true, array['تحصيل', 'فواتير متأخرة', 'ذمم مدينة', 'تدفق نقدي']::text[], now() - interval '59 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول تحصيل متمرس يحافظ على العلاقة مع العملاء في بيئة الأعمال الخليجية. لدينا الفاتورة رقم {{رقم_الفاتورة}} بمبلغ {{المبلغ|18,400 ريال}} على {{اسم_العميل}}، متأخرة {{أيام_التأخير|30}} يوماً عن موعد استحقاقها، والعلاقة معه {{طبيعة_العلاقة|جيدة وطويلة}}.
اكتب سلسلة تصعيد من 5 خطوات: تذكير ودي بالبريد، رسالة واتساب قصيرة، نص مكالمة مع المسؤول المالي فيه أسئلة تكشف سبب التأخير، عرض جدولة السداد على دفعات، ثم خطاب رسمي أخير يذكر الإجراءات التالية بأدب.
لكل خطوة: التوقيت (بعد كم يوماً)، القناة، المرسل (المندوب أم المالية أم المدير)، والنص كاملاً.
النبرة محترمة وحازمة بلا تهديد: فصحى مهنية للبريد والخطاب، ولهجة {{اللهجة|سعودية بيضاء}} للواتساب والمكالمة.
اختم بثلاثة تعديلات على شروط الدفع في عقودنا القادمة تقلل التأخير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-elevator-pitch-three-lengths', 'عرض مختصر لمشروعك في 30 و60 و120 ثانية', 'Elevator pitch in 30, 60 and 120 seconds', 'ثلاث نسخ من العرض المختصر لمواقف مختلفة، مع الأسئلة المتوقعة بعد كل نسخة وإجاباتها.', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['عرض مختصر', 'Elevator Pitch', 'تواصل', 'مستثمرين']::text[], now() - interval '58 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدرب عروض للمؤسسين في الخليج. مشروعي: {{اسم_المشروع}}، يحل مشكلة {{المشكلة}} لـ {{العميل_المستهدف}}، وأبرز دليل على نجاحه حتى الآن: {{دليل_الجذب|لا يوجد بعد}}.
اكتب ثلاث نسخ من العرض المختصر: 30 ثانية للقاء عابر في ممر مؤتمر، 60 ثانية لتعريف نفسي في مجلس أو فعالية تواصل، و120 ثانية لمستثمر أو عميل كبير طلب أن أشرح أكثر.
كل نسخة تبدأ بجملة يفهمها غير المتخصص، وتغطي المشكلة والحل ولماذا الآن ولماذا نحن، وتنتهي بطلب واضح يناسب الموقف.
اكتبها بلغة محكية طبيعية ({{اللهجة|سعودية بيضاء}}) مع نسخة فصحى لعرض الدقيقتين، وعلّم الكلمات التي أشدد عليها.
ثم اقترح 3 أسئلة متوقعة بعد كل نسخة مع إجابة من جملتين، والأخطاء التي أتجنبها كالمصطلحات التقنية وكثرة الأرقام.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-business-name-ideas', 'أسماء تجارية عربية وإنجليزية قابلة للتسجيل', 'Registrable Arabic and English business names', 'عشرون اسماً بأربعة أساليب مع المعنى وأسماء الحسابات والنطاقات، وأفضل خمسة بدرجات تقييم.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], true, array['اسم تجاري', 'تسمية', 'علامة تجارية', 'هوية']::text[], now() - interval '57 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مختص تسمية علامات تجارية للسوق الخليجي. أبحث عن اسم لمشروع في مجال {{المجال}} يقدم {{ما_نقدمه}}، وشخصية العلامة {{شخصية_العلامة|عصرية وموثوقة}}، والجمهور {{الجمهور}}.
اقترح 20 اسماً موزعة على 4 أساليب: كلمة عربية أصيلة، كلمة مركبة، اسم إنجليزي سهل النطق للعرب، واسم يعمل باللغتين.
لكل اسم: المعنى، سهولة النطق والكتابة بالحروف اللاتينية، اسم مستخدم مقترح في إنستغرام وتيك توك وسناب شات، ونطاق مقترح (.sa أو .com).
استبعد ما قد يخالف ضوابط الأسماء التجارية عادة (الأسماء الدينية، أسماء الدول والجهات الرسمية، الكلمات المضللة) وما يحمل معنى سلبياً في إحدى اللهجات الخليجية.
رتب أفضل 5 في جدول بدرجات من 10 للتميز وسهولة التذكر وقابلية التسجيل، وذكّرني بالتحقق من توفر الاسم في السجل التجاري وتسجيل العلامة قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-first-ten-customers-plan', 'خطة 30 يوماً للحصول على أول 10 عملاء', '30-day plan to land your first 10 customers', 'خطة يومية بلا ميزانية إعلانية تحدد المهمة والعدد والقناة ونص الرسالة، مع جدول متابعة ومعايير تقدم.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], true, array['أول عملاء', 'بداية المشروع', 'مبيعات مباشرة', 'ريادة']::text[], now() - interval '56 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت رائد أعمال متسلسل يؤمن بمبدأ «افعل ما لا يتوسع» في البدايات. أطلقت {{المنتج_أو_الخدمة}} بسعر {{السعر}}، وعميلي المستهدف {{العميل_المستهدف}}، ولا أملك ميزانية إعلانية تذكر، ووقتي المتاح {{الوقت_المتاح|ساعتان يومياً}}.
ضع خطة يومية لـ 30 يوماً هدفها أول 10 عملاء يدفعون، مقسمة إلى 4 أسابيع: حصر المعارف ودوائر التواصل، التواصل المباشر، التجارب والعروض التوضيحية، وطلب الإحالات.
لكل يوم: المهمة، العدد المستهدف (مثل 15 رسالة)، القناة (واتساب، لينكدإن، زيارة، مجموعات، مجالس)، ونص الرسالة عند الحاجة.
أضف جدول متابعة بسيطاً (الاسم، المصدر، المرحلة، الخطوة التالية، التاريخ)، ومعياراً واضحاً للتقدم في نهاية كل أسبوع.
اختم بما أفعله إذا وصلت اليوم 15 بأقل من 3 عملاء: أسئلة تشخيص وتعديلات محتملة على العرض أو الشريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-mvp-scope', 'تحديد نطاق النسخة الأولى من المنتج (MVP)', 'Scoping your minimum viable product', 'فرضية واحدة تختبرها النسخة الأولى، وتصنيف الميزات بطريقة MoSCoW، وخطة أسبوعية حتى الإطلاق.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['MVP', 'منتج أولي', 'شركة ناشئة', 'أولويات']::text[], now() - interval '55 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير منتج خبير في الشركات الناشئة. فكرتي: {{فكرة_المنتج}}، وهذه كل الميزات التي أفكر فيها: {{قائمة_الميزات}}. الميزانية {{الميزانية|60,000 ريال}} والمدة المتاحة حتى الإطلاق {{المدة|8 أسابيع}}.
حدد في جملة واحدة الفرضية الأساسية التي يجب أن تثبتها النسخة الأولى.
صنّف كل ميزة بطريقة MoSCoW (ضرورية، مهمة، إضافية، مؤجلة) في جدول مع سبب التصنيف والجهد التقديري (صغير، متوسط، كبير).
اقترح بدائل يدوية أو أدوات جاهزة تؤجل البناء حيث أمكن (نماذج إلكترونية، واتساب للأعمال، جداول بيانات).
اختم بخطة أسبوعية حتى الإطلاق، و3 مقاييس نجاح رقمية نحكم بها على النسخة بعد 30 يوماً من إطلاقها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-investor-monthly-update', 'رسالة التحديث الشهري للمستثمرين', 'Monthly investor update', 'رسالة شهرية صريحة بالمؤشرات والإنجازات والتحديات والنقد المتبقي وطلبات محددة من المستثمرين.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مستثمرين', 'تحديث شهري', 'شركة ناشئة', 'تواصل']::text[], now() - interval '54 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مؤسس متمرس في التواصل مع المستثمرين. اكتب رسالة التحديث الشهري لمستثمري {{اسم_الشركة}} عن شهر {{الشهر}}.
الأرقام: {{أرقام_الشهر|الإيرادات، النمو، عدد العملاء، النقد المتوفر، معدل الحرق الشهري}}. أبرز ما حدث: {{أبرز_الأحداث}}. التحديات: {{التحديات}}.
الهيكل: سطر ملخص في الأعلى (جيد، متوسط، صعب)، جدول المؤشرات مقارنة بالشهر السابق والخطة، 3 إنجازات، 3 تحديات بصراحة مع ما نفعله حيالها، المدة المتبقية من النقد بالأشهر، أولويات الشهر القادم، وطلبات محددة من المستثمرين (تعريفات، توظيف، نصيحة).
القيود: أقل من 400 كلمة، فصحى مهنية مباشرة، لا تجميل للأرقام السيئة، وعنوان بريد مقترح يتضمن اسم الشركة والشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-warm-intro-request', 'طلب تعريف بمستثمر أو عميل عبر معرفة مشتركة', 'Warm introduction request', 'رسالة للوسيط ورسالة جاهزة للتمرير بنسختي واتساب وبريد، مع رسالة شكر بعد اللقاء.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تعريف', 'علاقات', 'تواصل', 'مستثمرين', 'شبكة معارف']::text[], now() - interval '53 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير علاقات في مجتمع الأعمال الخليجي حيث التعارف الشخصي يفتح الأبواب. أريد أن يعرّفني {{اسم_الوسيط}} على {{اسم_الشخص_المستهدف}} ({{صفته|شريك في صندوق استثمار جريء}}) بهدف: {{الهدف}}.
اكتب رسالتين: الأولى للوسيط، قصيرة، تسأل إن كان مرتاحاً للتعريف وتتيح له الاعتذار بسهولة دون إحراج؛ والثانية رسالة جاهزة للتمرير (أقل من 120 كلمة) يرسلها الوسيط كما هي، تعرّف بي وبمشروعي ولماذا يهم هذا الشخص تحديداً.
قدّم لكل منهما نسخة واتساب أقصر بلهجة {{اللهجة|خليجية مهذبة}} ونسخة بريد بالفصحى.
اختم برسالة شكر للوسيط بعد الاجتماع تطلعه على النتيجة، و3 أخطاء تحرج الوسيط وتحرق العلاقة يجب تجنبها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-upsell-cross-sell-matrix', 'مصفوفة البيع الإضافي وعباراته عند إتمام الطلب', 'Upsell and cross-sell matrix with scripts', 'منتج تكميلي وترقية لكل منتج رئيسي، مع عبارة للموظف ونص للسلة وطريقة قياس القبول.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['بيع إضافي', 'بيع متقاطع', 'Upsell', 'متوسط الطلب']::text[], now() - interval '52 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدرب مبيعات لفرق نقاط البيع وخدمة العملاء. نبيع {{المنتجات_الرئيسية}}، ومتوسط قيمة الطلب الحالي {{متوسط_الطلب|95 ريالاً}}، والهدف رفعه إلى {{متوسط_الطلب_المستهدف|120 ريالاً}}.
ابنِ مصفوفة في جدول: لكل منتج رئيسي منتج تكميلي مناسب (بيع متقاطع) وترقية أعلى (بيع إضافي)، وفرق السعر، ولماذا يفيد العميل فعلاً.
اكتب لكل حالة عبارة قصيرة يقولها الموظف عند الكاشير أو على الهاتف بلهجة {{اللهجة|سعودية بيضاء}}، ونصاً مكتوباً يظهر في سلة المتجر الإلكتروني.
ضع قواعد: متى لا نقترح شيئاً، واقتراح واحد على الأكثر لكل طلب، وكيف نقبل الرفض بلطف.
اختم بطريقة قياس نسبة القبول لكل اقتراح خلال أسبوعين، وجدول متابعة يومي للفريق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-freelance-scope-of-work', 'وثيقة نطاق عمل ودفعات لمشروع عميل', 'Scope of work and payment schedule for a client project', 'وثيقة تحدد المخرجات وما خارج النطاق وجولات التعديل ودفعات مربوطة بالمراحل وآلية طلبات التغيير.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['نطاق العمل', 'عمل حر', 'مستقل', 'دفعات', 'عقد']::text[], now() - interval '51 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار للمستقلين والوكالات الصغيرة في الخليج. سأنفذ لعميل {{اسم_العميل}} مشروع: {{وصف_المشروع}} بقيمة {{قيمة_المشروع|12,000 ريال}} خلال {{مدة_التنفيذ|6 أسابيع}}.
اكتب وثيقة نطاق عمل تتضمن: الأهداف، المخرجات بدقة (العدد والصيغة)، ما هو خارج النطاق صراحة، مسؤوليات العميل (المحتوى، الموافقات، مواعيد الرد)، عدد جولات التعديل المشمولة، والجدول الزمني بالمراحل.
أضف جدول دفعات مربوطاً بالمراحل (مثل 40% عند التوقيع)، وآلية طلبات التغيير وتسعيرها، وما يحدث إذا تأخر العميل في الرد أكثر من {{مهلة_الرد|5 أيام عمل}}.
اذكر ضريبة القيمة المضافة إن كنت مسجلاً فيها، وانتقال ملكية المخرجات بعد السداد الكامل.
اللغة فصحى بسيطة بجمل قصيرة وبنود مرقمة، مع تنبيه بأنها ليست استشارة قانونية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-sales-to-delivery-handoff', 'تسليم العميل الجديد من المبيعات إلى فريق التنفيذ', 'Sales-to-delivery client handoff', 'نموذج تسليم من صفحة واحدة يحفظ وعود البيع، مع أسئلة للثغرات وجدول اجتماع ورسالة ترحيب.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسليم العميل', 'تجربة العميل', 'مدير الحساب', 'مبيعات']::text[], now() - interval '50 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير عمليات إيرادات تعرف أن كثيراً من شكاوى العملاء الجدد سببها وعود ضاعت بين المبيعات والتنفيذ. أغلقنا صفقة مع {{اسم_العميل}} لـ {{ما_بعناه}}، وملاحظات المندوب: {{ملاحظات_المندوب}}.
أنشئ نموذج تسليم من صفحة واحدة: أهداف العميل بكلماته، ما وعدناه به حرفياً، ما لم نعده به، أصحاب القرار والمستخدمون وجهات الاتصال، المواعيد الحرجة، المخاطر والحساسيات، وشروط الفوترة.
ثم املأه من ملاحظات المندوب، وضع علامة على كل معلومة ناقصة أو غامضة مع السؤال الذي يجب طرحه.
أضف جدول أعمال لاجتماع تسليم داخلي مدته 30 دقيقة، ورسالة ترحيب للعميل تعرّفه بمدير حسابه والخطوات الأولى بلغة {{اللغة|فصحى مهنية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-cod-refusal-reduction', 'خفض رفض طلبات الدفع عند الاستلام', 'Reducing cash-on-delivery refusals', 'حساب خسارة الطلبات المرفوضة وخطة إجراءات مرتبة بالأثر مع رسائل تأكيد جاهزة ومؤشرات أسبوعية.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['الدفع عند الاستلام', 'COD', 'تجارة إلكترونية', 'مرتجعات']::text[], now() - interval '49 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير عمليات تجارة إلكترونية في الخليج حيث ما زال الدفع عند الاستلام شائعاً. نسبة الطلبات المرفوضة عند الباب لدينا {{نسبة_الرفض|18%}}، ومتوسط الطلب {{متوسط_الطلب|180 ريالاً}}، وتكلفة الشحن والإرجاع للطلب الفاشل {{تكلفة_الفشل|35 ريالاً}}.
احسب أولاً الخسارة الشهرية التقديرية على {{عدد_الطلبات_الشهرية|1,200}} طلب شهرياً.
ثم اقترح 8 إجراءات مرتبة حسب الأثر وسهولة التنفيذ، منها: تأكيد الطلب عبر واتساب قبل الشحن، رسوم رمزية للدفع عند الاستلام أو حافز للدفع المسبق، قائمة العملاء كثيري الرفض، وضوح مدة التوصيل، وإشعار العميل عند خروج الشحنة.
اكتب نصوص رسائل التأكيد والتذكير بلهجة {{اللهجة|سعودية بيضاء}} في 3 أسطر على الأكثر.
اختم بجدول مؤشرات أسبوعية وهدف واقعي للنسبة بعد 60 يوماً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-live-selling-run-of-show', 'سيناريو بث مباشر للبيع على تيك توك', 'Live-selling run of show for TikTok', 'خطة بث دقيقة بدقيقة بكلام المقدم وما يظهر أمام الكاميرا ولحظات العرض، مع قائمة تجهيز وإعلان مسبق.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['بث مباشر', 'تيك توك', 'Live Shopping', 'بيع مباشر']::text[], now() - interval '48 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مقدم ومخطط بث مباشر للبيع على {{المنصة|تيك توك}} في السعودية. سنعرض في البث {{المنتجات}} بعرض خاص: {{العرض|خصم 25% طوال البث}}، ومدة البث {{مدة_البث|45 دقيقة}}.
اكتب خطة البث دقيقة بدقيقة في جدول: الفقرة، ما يقوله المقدم، ما يظهر أمام الكاميرا، ومتى نكرر العرض وطريقة الطلب.
ضمّن: افتتاحية تبقي المشاهد في أول 30 ثانية، عرضاً عملياً لكل منتج، لحظات ندرة حقيقية (كميات محدودة فعلاً)، الرد على التعليقات والأسئلة المتكررة، ومسابقة بسيطة ترفع التفاعل.
أضف قائمة تجهيز قبل البث (الإضاءة، الإنترنت، مشرف التعليقات، روابط الطلب)، وخطة إعلان عن البث قبله بثلاثة أيام.
اللهجة {{اللهجة|سعودية بيضاء}} حيوية ومحترمة، بلا ادعاءات مبالغ فيها عن المنتج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-trade-show-sales-plan', 'البيع في المعارض التجارية: قبل وأثناء وبعد', 'Trade show sales plan: before, during and after', 'خطة من ثلاث مراحل بالأدوار وأسئلة التأهيل ونصوص الدعوة والمتابعة وحساب العائد على المشاركة.', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], false, array['معارض', 'مؤتمرات', 'عملاء محتملين', 'متابعة']::text[], now() - interval '47 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مبيعات خبير في المعارض والمؤتمرات التجارية في الخليج. سنشارك في {{اسم_المعرض|ملتقى بيبان}} بجناح {{حجم_الجناح|9 أمتار مربعة}}، ونبيع {{ما_نبيعه}} لـ {{العميل_المستهدف}}، وهدفنا {{الهدف|40 عميلاً محتملاً مؤهلاً و5 صفقات خلال 60 يوماً}}.
ضع خطة من ثلاث مراحل: قبل المعرض بأربعة أسابيع (قائمة الزوار المستهدفين، حجز المواعيد، رسائل الدعوة)، أيام المعرض (توزيع الأدوار، افتتاح حديث مع الزائر في 20 ثانية، 4 أسئلة تأهيل، تسجيل العميل المحتمل وتصنيفه ساخناً أو دافئاً أو بارداً)، وبعد المعرض (متابعة كل تصنيف خلال 48 ساعة).
اكتب نصوص: رسالة الدعوة، افتتاحية الحديث، ورسالة المتابعة لكل تصنيف.
اختم بجدول الميزانية التقديرية بالريال، وطريقة حساب العائد على المشاركة بعد 90 يوماً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-white-friday-daily-targets', 'أهداف مبيعات يومية ومخزون لموسم الجمعة البيضاء', 'White Friday daily sales targets and stock plan', 'تقسيم هدف الموسم إلى أهداف يومية مع الخصم والهامش والمخزون لكل منتج ولوحة متابعة يومية.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['الجمعة البيضاء', 'مواسم', 'أهداف مبيعات', 'مخزون']::text[], now() - interval '46 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مخطط مبيعات موسمية لمتاجر الخليج. نستعد لموسم {{الموسم|الجمعة البيضاء}} الذي يمتد {{مدة_الموسم|10 أيام}}. مبيعات الموسم الماضي: {{مبيعات_الموسم_الماضي}}، والهدف هذا العام: {{الهدف|نمو 30%}}، وأهم المنتجات: {{المنتجات_الرئيسية}}.
قسّم الهدف إلى أهداف يومية تراعي نمط الموسم (ذروة اليومين الأولين والجمعة ونهاية الموسم، وأثر موعد صرف الرواتب).
لكل منتج رئيسي في جدول واحد: الخصم المقترح، الهامش بعد الخصم، الكمية المطلوبة من المخزون، ونقطة إعادة الطلب.
حدد المنتجات التي لا نخفضها، والحزم التي ترفع متوسط الطلب، وخطة ما بعد الموسم لتصريف الفائض.
اختم بلوحة متابعة يومية من 6 مؤشرات، وإجراءات محددة إذا تأخرنا عن هدف أي يوم بأكثر من 15%.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-smoke-test-landing-page', 'اختبار الطلب على الفكرة بصفحة هبوط قبل البناء', 'Demand smoke test with a landing page', 'تجربة محكمة بفرضية وحد نجاح وميزانية إعلانية ونص صفحة الهبوط ومصفوفة قرار بعد النتيجة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['اختبار الطلب', 'صفحة هبوط', 'التحقق من الفكرة', 'A/B']::text[], now() - interval '45 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير تجارب نمو في الشركات الناشئة. أريد اختبار الطلب على {{الفكرة}} قبل بنائها، بميزانية إعلانية {{الميزانية|3,000 ريال}} خلال {{المدة|14 يوماً}} في {{السوق|السعودية}}.
صمم التجربة: الفرضية القابلة للدحض، المقياس الأساسي (تسجيل، قائمة انتظار، حجز بدفعة مقدمة مستردة)، حد النجاح مع تبرير الرقم، وعدد الزيارات اللازم ليكون الحكم معقولاً.
اكتب محتوى صفحة الهبوط: العنوان الرئيسي و3 بدائل لاختبار A/B، الفقرات، دعوة الإجراء، والأسئلة الشائعة.
اقترح القنوات الإعلانية المناسبة للشريحة (سناب شات، تيك توك، إكس، لينكدإن، جوجل) وتقسيم الميزانية عليها.
اختم بمصفوفة قرار: ماذا نفعل إذا جاءت النتيجة فوق الحد أو قريبة منه أو دونه بكثير، مع الالتزام بالشفافية مع المسجلين بأن المنتج قيد الإطلاق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-quit-job-decision', 'قرار التفرغ للمشروع وترك الوظيفة بالأرقام', 'Deciding when to quit your job for your business', 'حساب مدة الأمان المالي في ثلاثة سيناريوهات ومعايير جاهزية قابلة للقياس وبدائل وسطية وتوصية واضحة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['التفرغ', 'مشروع جانبي', 'قرار', 'مدة الأمان']::text[], now() - interval '44 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مرشد لرواد الأعمال تساعدهم على قرار التفرغ بعقلانية لا بحماس. أعمل حالياً {{الوظيفة}} براتب {{الراتب|18,000 ريال}}، ومشروعي الجانبي {{المشروع}} يحقق {{دخل_المشروع|4,000 ريال شهرياً}}، ومدخراتي {{المدخرات}}، والتزاماتي الشهرية {{الالتزامات}}.
احسب مدة الأمان (Runway) بالأشهر في ثلاثة سيناريوهات لنمو المشروع، مع احتساب ما أفقده من مزايا الوظيفة (التأمين الطبي، اشتراكات التأمينات الاجتماعية، البدلات).
ضع 6 معايير قابلة للقياس تدل على الجاهزية (مثل دخل متكرر يغطي 60% من الالتزامات ثلاثة أشهر متتالية) وقيّم وضعي أمام كل منها في جدول.
قارن بدائل وسطية: إجازة بدون راتب، تقليل الساعات، أو شريك متفرغ، بإيجابيات وسلبيات كل منها.
اختم بتوصية واضحة وتاريخ لمراجعة القرار، وأسئلة أناقشها مع أسرتي قبل الحسم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-target-account-research', 'ملف بحثي عن شركة مستهدفة قبل الاجتماع الأول', 'Target account research brief', 'ملف من صفحة واحدة بأخبار الشركة وأولوياتها وفرضيات احتياجها وأسئلة ذكية للاجتماع مع المصادر.', 'entrepreneurship-sales', array['gemini', 'chatgpt']::text[], false, array['بحث العميل', 'مبيعات الشركات', 'تحضير اجتماع', 'B2B']::text[], now() - interval '43 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت باحث مبيعات متخصص في الحسابات الكبرى. سأجتمع مع {{اسم_الشركة_المستهدفة}} في {{الدولة|السعودية}} لأعرض {{ما_نبيعه}}.
ابحث في المصادر العامة وأعد ملفاً من صفحة واحدة: نشاط الشركة وحجمها التقريبي، أخبارها في آخر 12 شهراً (توسعات، مشاريع، شراكات، توظيف)، صلتها بمستهدفات رؤية 2030 إن وجدت، والأولويات المعلنة لقيادتها.
استنتج 3 فرضيات عن احتياجاتها مرتبطة بما نبيعه، مع الدليل الذي بنيت عليه كل فرضية.
اقترح الأدوار المرجح مشاركتها في قرار الشراء، و8 أسئلة ذكية للاجتماع تظهر أنني قمت بواجبي.
اذكر مصدر كل معلومة وتاريخها، وميّز بوضوح بين المؤكد والاستنتاج، ولا تختلق أسماء أشخاص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-meddicc-deal-scorecard', 'تقييم جدية صفقة كبيرة بإطار MEDDICC', 'MEDDICC deal qualification scorecard', 'جدول درجات لعناصر الإطار السبعة يحدد الثغرات واحتمال الإغلاق والأسئلة التي تسدها.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['MEDDICC', 'تأهيل الصفقات', 'مبيعات مؤسسية', 'توقع']::text[], now() - interval '42 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مبيعات مؤسسية صارم في تقييم الصفقات. هذه معلومات صفقة {{اسم_الصفقة}} بقيمة {{قيمة_الصفقة|450,000 ريال}}: {{ملاحظات_الصفقة}}.
قيّم الصفقة على عناصر MEDDICC: المقاييس، صاحب الميزانية، معايير القرار، آلية القرار، الألم المحدد، المناصر الداخلي، والمنافسة، مع مسار المشتريات والتعاقد.
لكل عنصر في جدول: ما نعرفه، ما نجهله، الدرجة من 0 إلى 3، والدليل.
احسب الدرجة الإجمالية وصنّف الصفقة (ملتزمة، محتملة، مبكرة، متعثرة)، وقدّر بصراحة احتمال إغلاقها بحلول {{تاريخ_الإغلاق_المتوقع}}.
اختم بأهم 5 إجراءات للأسبوعين القادمين لسد الثغرات، مع السؤال الذي يقوله المندوب حرفياً لكل ثغرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-tough-buyer-roleplay', 'تدريب تفاعلي: مشترٍ صعب يختبرك ثم يقيّمك', 'Role-play: a tough buyer tests and scores you', 'محادثة تمثيل أدوار مع مشترٍ متشكك تنتهي بتقييم مفصل لأدائك وجمل أفضل كان يمكن قولها.', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['تمثيل أدوار', 'تدريب مبيعات', 'اعتراضات', 'محاكاة']::text[], now() - interval '41 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ستلعب دور {{دور_المشتري|مدير مشتريات في شركة كبيرة}} في {{الدولة|السعودية}}، وأنا مندوب أبيع لك {{المنتج_أو_الخدمة}} بسعر {{السعر}}. شخصيتك: {{شخصية_المشتري|مشغول ومتشكك يضغط على السعر ويقارننا بمنافس أرخص}}.
القواعد: ابقَ في الدور طوال المحادثة، رد بجمل قصيرة واقعية بلهجة {{اللهجة|سعودية بيضاء}}، لا تقتنع بسهولة، أثر اعتراضين على الأقل لا أتوقعهما، ولا تكشف معلوماتك إلا إذا سألت السؤال الصحيح.
ابدأ بالرد على اتصالي، ثم انتظر ردي بعد كل جملة.
عندما أكتب «انتهى التدريب» اخرج من الدور وقيّمني في جدول على: الافتتاحية، جودة الأسئلة، الإنصات، معالجة الاعتراضات، إثبات القيمة، والإغلاق، بدرجة من 5 لكل منها مع اقتباس من كلامي.
ثم أعطني أفضل 3 جمل كان يمكنني قولها بدلاً مما قلت.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-win-loss-interview', 'مقابلة العميل بعد كسب الصفقة أو خسارتها', 'Win/loss interview with a buyer', 'رسالة طلب مقابلة ودليل أسئلة عن رحلة القرار وقالب يفصل الأسباب الحقيقية عن المعلنة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تحليل الفوز والخسارة', 'Win/Loss', 'صفقات', 'تحسين المبيعات']::text[], now() - interval '40 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت باحث محايد يجري مقابلات تحليل الفوز والخسارة لصالح فريق المبيعات. انتهت صفقتنا مع {{اسم_العميل}} على {{ما_عرضناه}}، والنتيجة: {{النتيجة|خسرنا لصالح منافس}}.
اكتب رسالة قصيرة بفصحى مهذبة تطلب من صاحب القرار مقابلة مدتها 20 دقيقة دون أي محاولة بيع.
ثم دليل المقابلة: 12 سؤالاً عن رحلة القرار (ما الذي أطلق البحث، البدائل التي درسوها، معايير الاختيار ووزنها، انطباعهم عن فريقنا وعرضنا وسعرنا، اللحظة التي حُسم فيها القرار)، مع سؤال تعمق لكل منها.
أضف قالب تلخيص: الأسباب الحقيقية مقابل المعلنة، وما نكرره أو نغيره في المنتج والسعر وعملية البيع.
واقترح طريقة تجميع نتائج 10 مقابلات في جدول يكشف الأنماط المتكررة لعرضها على الإدارة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-price-increase-rollout', 'إبلاغ العملاء برفع الأسعار بأقل خسارة ممكنة', 'Rolling out a price increase to customers', 'خطة إبلاغ بالمهل والفئات ونصوص البريد والواتساب ونقاط حديث لمديري الحسابات ومؤشرات ما بعد الزيادة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['رفع الأسعار', 'تسعير', 'تواصل مع العملاء', 'احتفاظ']::text[], now() - interval '39 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تسعير وتواصل مع العملاء. سنرفع سعر {{المنتج_أو_الباقة}} من {{السعر_الحالي}} إلى {{السعر_الجديد}} اعتباراً من {{تاريخ_التطبيق}}، والسبب الحقيقي: {{سبب_الزيادة}}.
ضع خطة إبلاغ: من نبلغ أولاً (كبار العملاء، المشتركون الحاليون، العملاء الجدد)، المهلة المناسبة قبل التطبيق، وهل نمنح الحاليين سعراً محمياً لفترة أو خيار الدفع السنوي بالسعر القديم.
اكتب: بريداً للعملاء الحاليين، رسالة واتساب قصيرة، نقاط حديث لمديري الحسابات مع كبار العملاء، وإجابات عن أصعب 6 أسئلة متوقعة.
النبرة شفافة تركز على القيمة، بلا اعتذار مفرط، وبلغة {{اللغة|فصحى مهنية}}.
اختم بمؤشرات نراقبها 60 يوماً بعد الزيادة (الإلغاء، الترقية، الشكاوى) وحد تدخل لكل منها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-discount-approval-policy', 'سياسة الخصومات وصلاحيات الموافقة لفريق المبيعات', 'Discount policy and approval matrix', 'أنواع الخصم المسموحة ومقابلها ومصفوفة صلاحيات وحد أدنى للهامش ونموذج طلب موافقة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['خصومات', 'صلاحيات', 'هامش الربح', 'حوكمة المبيعات']::text[], now() - interval '38 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير عمليات مبيعات يحمي الهامش دون أن يبطئ الصفقات. نبيع {{المنتجات_أو_الخدمات}} بهامش إجمالي {{الهامش_الإجمالي|45%}}، وفريقنا {{حجم_الفريق|6 مندوبين ومدير}}، والخصومات حالياً بلا ضابط.
اكتب سياسة خصومات تحدد أنواع الخصم المسموحة (كمية، مدة عقد، دفع مقدم، عميل استراتيجي، موسمي) وما يقدمه العميل مقابل كل خصم.
ضع مصفوفة صلاحيات في جدول: نسبة الخصم، من يوافق (المندوب، المدير، المالية، الرئيس التنفيذي)، المدة القصوى للرد، والمبررات المطلوبة.
أضف قاعدة احتساب الخصم قبل ضريبة القيمة المضافة، وحداً أدنى للهامش لا نتجاوزه، وأثر الخصم على عمولة المندوب.
اختم بنموذج طلب موافقة من 6 حقول، و4 بدائل يعرضها المندوب قبل اللجوء إلى الخصم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-cancellation-save-conversation', 'محادثة الاحتفاظ عند طلب إلغاء الاشتراك', 'Cancellation save conversation', 'مسار محادثة يتفرع حسب سبب الإلغاء بعرض مناسب لكل سبب وقواعد أخلاقية ورسالة وداع.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['إلغاء الاشتراك', 'الاحتفاظ بالعملاء', 'Churn', 'اشتراكات']::text[], now() - interval '37 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت قائد فريق احتفاظ بالعملاء في شركة اشتراكات. يطلب عملاء {{اسم_الخدمة}} الإلغاء لأسباب أبرزها: {{أسباب_الإلغاء|السعر، قلة الاستخدام، الانتقال لمنافس، انتهاء الحاجة}}، وقيمة الاشتراك {{قيمة_الاشتراك|149 ريالاً شهرياً}}.
صمم مسار محادثة (هاتف أو محادثة مباشرة) يبدأ بالتفهم وسؤال تشخيص واحد، ثم يتفرع حسب السبب.
لكل سبب: الرد المقترح، العرض المناسب (إيقاف مؤقت، باقة أقل، جلسة تدريب على الاستخدام، خصم محدود المدة)، ومتى نتوقف ونلغي بلطف فوراً.
التزم بقواعد أخلاقية: لا تعطيل متعمد للإلغاء، عرض واحد على الأكثر، واحترام قرار العميل.
اكتب النصوص بلهجة {{اللهجة|سعودية بيضاء}}، وأضف رسالة وداع تترك باب العودة مفتوحاً، وجدولاً لتسجيل السبب والنتيجة لتحليله شهرياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-b2b-icp-lead-scoring', 'العميل المؤسسي المثالي ونقاط تأهيل العملاء المحتملين', 'B2B ideal customer profile and lead scoring', 'ملف العميل المثالي وإشارات توقيت الشراء ونموذج تقييم من 100 نقطة بحدود تصنيف واضحة.', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['العميل المثالي', 'ICP', 'تقييم العملاء المحتملين', 'Lead Scoring', 'B2B']::text[], now() - interval '36 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت استراتيجي مبيعات B2B. نبيع {{ما_نبيعه}} في {{السوق|السعودية والإمارات}}، وأفضل عملائنا الحاليين: {{وصف_أفضل_العملاء}}.
استخرج ملف العميل المثالي (ICP): القطاع، حجم الشركة (عدد الموظفين أو الإيرادات)، الموقع، النضج التقني، والمناصب المؤثرة في القرار.
حدد 8 إشارات توقيت تدل على استعداد الشركة للشراء الآن (فرع جديد، توظيف في قسم معين، مشروع حكومي، تغيير نظام، متطلب نظامي جديد).
ابنِ نموذج تقييم للعملاء المحتملين من 100 نقطة في جدول: المعيار، الوزن، طريقة التحقق، ومصدر المعلومة، مع حدود التصنيف (جاهز للمبيعات، يحتاج رعاية، غير مناسب).
اختم بخمسة أمثلة افتراضية وكيف تُصنَّف، وخطة لمراجعة النموذج بعد 3 أشهر في ضوء الصفقات المغلقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-corporate-seasonal-orders', 'بيع الطلبات المؤسسية لمواسم رمضان والعيد واليوم الوطني', 'Selling seasonal corporate orders', 'جدول زمني عكسي وجهات مستهدفة وباقات مؤسسية ونصوص تواصل ومتطلبات تشغيل قبل قبول الطلبات.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['طلبات الشركات', 'هدايا مؤسسية', 'رمضان', 'اليوم الوطني', 'B2B']::text[], now() - interval '35 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مبيعات شركات متخصص في الطلبات الموسمية بالجملة (هدايا الموظفين والعملاء، السلال، الضيافة). نقدم {{ما_نقدمه}}، والموسم المستهدف {{الموسم|رمضان والعيد}}، وهدفنا {{الهدف|25 طلباً مؤسسياً}}.
ضع جدولاً زمنياً عكسياً يبدأ قبل الموسم بعشرة أسابيع، لأن قرارات المشتريات والموافقات في الشركات تسبق الموسم بوقت كافٍ.
حدد الجهات المستهدفة وأصحاب القرار فيها (الموارد البشرية، العلاقات العامة، المشتريات، مكاتب الإدارة العليا)، واقترح 3 باقات مؤسسية بنطاقات أسعار بالريال وحد أدنى للطلب وخيار التخصيص بالشعار.
اكتب: رسالة تواصل أولى، عرضاً مختصراً من صفحة واحدة، ونص متابعة هاتفية.
أضف متطلبات التشغيل التي نؤكدها قبل قبول أي طلب (مهلة التجهيز، التوصيل لعدة مواقع، الفاتورة الضريبية، الدفعة المقدمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-cofounder-agreement-points', 'نقاط اتفاق الشركاء المؤسسين قبل البدء', 'Co-founder agreement essentials', 'الموضوعات التي يجب الاتفاق عليها كتابياً وتقسيم حصص مبرر بالأوزان وأسئلة صعبة وسيناريوهات اختبار.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شركاء مؤسسون', 'تقسيم الحصص', 'Vesting', 'اتفاقية الشركاء']::text[], now() - interval '34 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار للشركات الناشئة شهد خلافات كثيرة بين المؤسسين. نحن {{عدد_المؤسسين|3}} مؤسسين لمشروع {{اسم_المشروع}}، وأدوارنا ومساهماتنا: {{الأدوار_والمساهمات}}.
أعد قائمة بالموضوعات التي يجب الاتفاق عليها كتابياً: الأدوار وصلاحيات القرار، تقسيم الحصص ومنطقه، الاستحقاق التدريجي (Vesting) وفترة الانتظار، الالتزام بالوقت، الرواتب، الملكية الفكرية، دخول المستثمرين، وخروج أحد المؤسسين (خروج ودي وخروج بسبب إخلال).
اقترح تقسيماً عادلاً للحصص بناءً على المساهمات المذكورة في جدول أوزان، مع التحذير من التقسيم المتساوي التلقائي.
اكتب 10 أسئلة صعبة نناقشها الآن قبل أن تصبح خلافاً، وسيناريوهين افتراضيين نختبر بهما الاتفاق.
نبّه إلى أن الصيغة النهائية يكتبها محامٍ وفق نظام الشركات في {{الدولة|السعودية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-term-sheet-review', 'قراءة ورقة شروط الاستثمار وحساب التخفيف', 'Term sheet review and dilution maths', 'شرح مبسط لكل بند وتصنيفه ومحاكاة جدول الملكية بعد الجولة وأولويات التفاوض.', 'entrepreneurship-sales', array['claude', 'chatgpt']::text[], false, array['ورقة الشروط', 'Term Sheet', 'تقييم', 'تخفيف الملكية', 'استثمار جريء']::text[], now() - interval '33 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار مالي للمؤسسين في جولات الاستثمار الجريء. تلقيت ورقة شروط (Term Sheet) من {{اسم_المستثمر}}، وهذه بنودها: {{بنود_ورقة_الشروط}}، وجدول الملكية الحالي: {{جدول_الملكية}}.
اشرح كل بند بلغة بسيطة: التقييم قبل الاستثمار وبعده، مجمع خيارات الموظفين وهل يُحتسب قبل الاستثمار، أفضلية التصفية، الحماية من التخفيف، مقاعد مجلس الإدارة، حقوق النقض، والتفرغ وعدم المنافسة.
صنّف كل بند: معتاد في السوق، يحتاج تفاوضاً، أو علامة خطر، مع سبب التصنيف.
احسب جدول الملكية بعد الجولة خطوة بخطوة، ثم حاكِ جولة لاحقة افتراضية لترى أثر التخفيف على المؤسسين.
اختم بأولويات التفاوض الثلاث، وأسئلة أطرحها على المستثمر، وتنبيه بمراجعة محامٍ قبل التوقيع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-government-tender-response', 'الرد على منافسة حكومية بمصفوفة امتثال كاملة', 'Preparing a government tender response', 'مصفوفة امتثال لكراسة الشروط وقائمة مستندات وهيكل العرضين الفني والمالي وجدول زمني حتى الإغلاق.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['منافسات حكومية', 'اعتماد', 'مناقصات', 'طلب عروض', 'RFP']::text[], now() - interval '32 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار عطاءات ومنافسات حكومية وشبه حكومية في السعودية. نريد التقدم لمنافسة {{اسم_المنافسة}} من {{الجهة}} المطروحة عبر {{المنصة|منصة اعتماد}}، ونطاقها: {{ملخص_كراسة_الشروط}}.
أعد أولاً مصفوفة امتثال في جدول: كل متطلب في الكراسة، رقم البند، كيف نستوفيه، المستند الداعم، والمسؤول داخلياً.
حدد المستندات النظامية المعتادة التي يجب أن تكون سارية (السجل التجاري، شهادة الزكاة والضريبة، التأمينات الاجتماعية، نسبة التوطين، عضوية الغرفة التجارية، متطلبات المحتوى المحلي إن وجدت).
اقترح هيكل العرض الفني (فهم النطاق، المنهجية، خطة العمل، الفريق، الخبرات السابقة) وعناصر العرض المالي مع ضريبة القيمة المضافة.
اختم بجدول زمني عكسي حتى موعد الإغلاق {{موعد_الإغلاق}}، وأسباب الاستبعاد الشائعة وطرق تجنبها، وتنبيه بمطابقة كل شيء مع نص الكراسة الفعلي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-sales-commission-plan', 'تصميم العمولات والحوافز لمندوبي المبيعات', 'Sales commission plan design', 'نسبة الثابت إلى المتغير وطريقة الاحتساب وشرائح التسارع وحالات الاستثناء وأمثلة رقمية لتكلفة الخطة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['عمولات', 'حوافز المبيعات', 'مندوبين', 'أهداف']::text[], now() - interval '31 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مصمم خطط حوافز مبيعات. فريقنا {{عدد_المندوبين|8}} مندوبين يبيعون {{ما_نبيعه}}، ومتوسط الراتب الأساسي {{الراتب_الأساسي|9,000 ريال}}، والهدف السنوي للفريق {{الهدف_السنوي|6,000,000 ريال}}، والهامش الإجمالي {{الهامش|40%}}.
اقترح نسبة الثابت إلى المتغير، وأساس احتساب العمولة (الإيراد أم الهامش أم المحصَّل فعلاً)، وشرائح تسارع بعد تحقيق 100% من الهدف، وحداً أدنى لا تُصرف العمولة قبله.
عالج حالات: الصفقات المشتركة، العملاء العائدون، الخصومات الكبيرة، الإلغاء بعد صرف العمولة، والحسابات المنقولة من مندوب سابق.
احسب في جدول أمثلة لثلاثة مندوبين (70% و100% و130% من الهدف) وتكلفة الخطة على الشركة.
نبّه إلى أثر العمولات المنتظمة على الأجر الفعلي ومكافأة نهاية الخدمة وفق نظام العمل السعودي، وإلى توثيق الخطة كتابياً والتحقق منها مع مختص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-gcc-reseller-program', 'برنامج موزعين ووكلاء لبيع منتجك في دول الخليج', 'GCC distributor and reseller programme', 'مستويات الشركاء والسلسلة السعرية والحصرية ومعايير الاختيار ومؤشرات الأداء وخطة أول ستة أشهر.', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['موزعين', 'وكلاء', 'قنوات البيع', 'الخليج', 'توزيع']::text[], now() - interval '30 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير قنوات بيع غير مباشرة في الخليج. نريد بيع {{المنتج}} عبر موزعين ووكلاء في {{الدول_المستهدفة|الإمارات والكويت وقطر والبحرين وعُمان}}، وسعر البيع للمستهلك {{سعر_المستهلك}}، وتكلفتنا {{التكلفة}}.
صمم البرنامج: مستويات الشركاء ومعايير كل مستوى، هوامش الموزع وتاجر التجزئة مع بقاء سعر المستهلك منافساً (احسب السلسلة السعرية في جدول)، الحصرية الجغرافية وشروطها، الحد الأدنى للطلبات، والدعم التسويقي.
حدد معايير اختيار الموزع وأسئلة مقابلته، ومؤشرات الأداء الربعية، وشروط إنهاء العلاقة.
نبّه إلى اختلاف الدول في ضريبة القيمة المضافة واشتراطات الاستيراد والتسجيل والبطاقة العربية، وإلى مراجعة أنظمة الوكالات التجارية في كل دولة مع مختص.
اختم بخطة أول 6 أشهر لتعيين أول شريكين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-gcc-expansion-matrix', 'مقارنة أسواق الخليج لاختيار سوق التوسع التالي', 'Choosing your next GCC market', 'مصفوفة موزونة تقارن الأسواق المرشحة ونماذج الدخول للسوق الأعلى وتجارب صغيرة قبل الالتزام.', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], false, array['توسع إقليمي', 'الخليج', 'دخول السوق', 'الإمارات']::text[], now() - interval '29 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار توسع إقليمي. مشروعنا {{وصف_المشروع}} يعمل في {{السوق_الحالي|السعودية}}، وإيراداته السنوية {{الإيرادات_السنوية}}، ونريد سوقاً ثانياً خلال {{المدة|12 شهراً}}.
قارن بين {{الأسواق_المرشحة|الإمارات والكويت وقطر والبحرين وعُمان}} في مصفوفة موزونة: حجم الشريحة المستهدفة، القوة الشرائية، المنافسة، سهولة التأسيس ومتطلبات الشريك المحلي، الضرائب (ضريبة القيمة المضافة وضريبة الشركات)، تكاليف التشغيل والتوظيف، واختلاف سلوك العميل واللهجة.
اجعل الأوزان قابلة للتعديل، وأعطِ كل سوق درجة مع التبرير، وميّز المعلومات التي يجب التحقق من حداثتها.
للسوق الأعلى درجة: 3 نماذج دخول (بيع عن بعد، موزع، كيان محلي) بتكلفة ومخاطر كل منها، و5 تجارب صغيرة تختبر الطلب قبل الالتزام.
اختم بجدول قرار وقائمة بما نحتاج معرفته قبل القرار النهائي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-quarterly-business-review', 'مراجعة أعمال ربعية مع العميل تمهد للتجديد', 'Quarterly business review that sets up renewal', 'جدول أعمال ومحتوى ثماني شرائح بنتائج العميل بلغة الأعمال وفرصة توسع مبررة وبريد متابعة.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مراجعة ربعية', 'QBR', 'نجاح العملاء', 'تجديد العقود']::text[], now() - interval '28 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير نجاح عملاء خبير في الحسابات المؤسسية. سنعقد مراجعة أعمال ربعية (QBR) مع {{اسم_العميل}} الذي يستخدم {{ما_يستخدمه}} منذ {{مدة_التعاقد}}، وموعد التجديد {{موعد_التجديد}}، وأرقام الربع: {{أرقام_الاستخدام_والنتائج}}.
أعد جدول أعمال لاجتماع مدته 45 دقيقة، ومحتوى 8 شرائح: أهداف العميل المتفق عليها، النتائج بلغة الأعمال لا الميزات (وفر، إيراد، وقت)، ما لم ينجح ولماذا، توصيات الربع القادم، وخارطة طريق مشتركة.
حدد فرصة توسع واحدة مبررة بالأرقام، وكيف نطرحها دون أن يتحول الاجتماع إلى عرض بيع.
اكتب أسئلة تكشف رضا صاحب القرار ومخاطر عدم التجديد، وبريد متابعة بعد الاجتماع بما اتُّفق عليه.
إن كانت الأرقام ضعيفة، اقترح كيف نعرضها بصراحة مع خطة علاج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-competitive-battlecard', 'بطاقة منافسة من صفحة واحدة لمندوبي المبيعات', 'One-page competitive battlecard', 'متى نفوز ومتى نخسر أمام منافس بعينه، مع أسئلة كاشفة وردود جاهزة وجدول مقارنة مختصر.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['بطاقة منافسة', 'Battlecard', 'منافسين', 'تمكين المبيعات']::text[], now() - interval '27 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول تمكين مبيعات. نحن {{اسم_الشركة}} ونبيع {{ما_نبيعه}}، والمنافس الذي نواجهه كثيراً: {{اسم_المنافس}}، وما نعرفه عنه: {{معلومات_المنافس}}.
أعد بطاقة منافسة من صفحة واحدة: ملخص المنافس في سطرين، متى نفوز عليه ومتى نخسر أمامه، نقاط تميزنا الثلاث مع دليل لكل منها، نقاط قوته التي نعترف بها، و5 أسئلة يطرحها المندوب لتكشف ضعفه بلطف.
أضف ردوداً على ما يقوله المنافس عنا عادة، وجدول مقارنة مختصراً في 8 معايير يهتم بها العميل، وقصة عميل انتقل منه إلينا إن وجدت.
القيود: لا ذم للمنافس ولا معلومة غير مؤكدة، جمل قصيرة سهلة الحفظ، وعلامة على ما يحتاج تحديثاً كل ربع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-retail-chain-listing-pitch', 'إدراج منتجك في سلاسل التجزئة الكبرى', 'Getting listed with a retail chain buyer', 'تحضير اجتماع مشتري الفئة بعرض رقمي وحساب هوامش السلسلة ورسوم الإدراج والمبيعات اللازمة لكل فرع.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['سلاسل التجزئة', 'هايبر ماركت', 'إدراج منتج', 'توزيع']::text[], now() - interval '26 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار إدراج منتجات في سلاسل التجزئة والهايبر ماركت في الخليج. لدي {{المنتج}} بسعر جملة {{سعر_الجملة}} وسعر بيع مقترح {{سعر_البيع_المقترح}}، وأريد إدراجه في {{السلسلة_المستهدفة}}.
جهز اجتماعي مع مشتري الفئة: ما يهمه (ربحية المساحة الرفية، معدل الدوران، الدعم التسويقي، موثوقية التوريد)، وعرضاً من 6 شرائح بالأرقام يبين لماذا يضيف منتجي قيمة للفئة لا مجرد صنف إضافي.
احسب في جدول هامش السلسلة، ورسوم الإدراج والعروض الترويجية المحتملة وأثرها على ربحي، والمبيعات الأسبوعية اللازمة في كل فرع حتى لا يُسحب المنتج.
أضف المتطلبات المعتادة (الباركود، التسجيل لدى الجهات الرقابية عند الحاجة، البطاقة العربية، شروط الدفع والمرتجعات)، وخطة أول 90 يوماً لتحريك المنتج على الرف.
اختم بستة أسئلة صعبة متوقعة من المشتري مع إجاباتها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-sales-playbook', 'دليل مبيعات متكامل لفريقك', 'Complete sales playbook for your team', 'دليل عملي بمراحل البيع ومعايير الانتقال والأنشطة والنصوص والاعتراضات وأعراف السوق وخطة تهيئة المندوب.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['دليل المبيعات', 'Sales Playbook', 'فريق المبيعات', 'عمليات البيع']::text[], now() - interval '25 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت رئيس مبيعات بنى فرقاً من الصفر في الخليج. اكتب دليل مبيعات (Sales Playbook) لشركة {{اسم_الشركة}} التي تبيع {{ما_نبيعه}} لـ {{العميل_المستهدف}}، ومتوسط دورة البيع {{مدة_دورة_البيع|45 يوماً}}.
الأقسام: ملف العميل المثالي والمؤثرون في القرار، مراحل خط المبيعات ومعيار الانتقال من كل مرحلة إلى التالية، الأنشطة اليومية والأسبوعية المتوقعة من المندوب بالأرقام، نصوص أساسية (أول تواصل، اكتشاف، عرض، متابعة)، أهم 8 اعتراضات وردودها، قواعد التسعير والخصم، واستخدام نظام إدارة العملاء.
أضف قسماً لأعراف السوق الخليجي (التعارف، المواعيد، الاجتماعات الشخصية، رمضان والصيف).
اجعل كل قسم عملياً بقوائم وجداول لا فقرات طويلة، واختم بخطة تهيئة لمندوب جديد في أول 30 يوماً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-trade-show-booth-concept', 'تصور جناح معرض تجاري بثلاث لقطات بميدجورني', 'Trade show booth concept in three views (Midjourney)', 'ثلاثة أوامر صور لجناح معرض بهوية علامتك: منظور عام ولقطة من الممر ومخطط علوي للمساحات.', 'entrepreneurship-sales', array['midjourney']::text[], false, array['ميدجورني', 'جناح معرض', 'معارض', 'تصميم']::text[], now() - interval '24 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Exhibition booth design for {{اسم_العلامة|a Saudi technology company}}, {{مساحة_الجناح|6x6 meter}} island stand at {{نوع_المعرض|a business expo in Riyadh}}, brand colors {{ألوان_العلامة|deep navy and gold}}, modern Najdi architectural accents, warm wood and backlit panels, product demo counter with screens, majlis-style seating corner, visitors in business attire, photorealistic 3D render, wide angle, soft exhibition lighting --ar 16:9 --v 6
Same booth seen at eye level from the aisle, focus on the reception counter and a large blank header sign for the logo, inviting open layout, photorealistic, shallow depth of field --ar 3:2 --v 6
Top-down isometric layout of the same booth showing reception, demo zone, small meeting room and storage, clean architectural visualization, white background, no text --ar 1:1 --v 6' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-business-sale-readiness', 'تجهيز المشروع للبيع أو لدخول شريك مستثمر', 'Preparing your business for sale or a new partner', 'نطاق تقييم أولي وعوامل رفع القيمة وقائمة الفحص النافي للجهالة وخطة 18 شهراً قبل البيع.', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['بيع المشروع', 'تقييم المنشأة', 'فحص نافي للجهالة', 'تخارج']::text[], now() - interval '23 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار اندماج واستحواذ للمنشآت الصغيرة والمتوسطة. أفكر في بيع مشروعي {{اسم_المشروع}} أو بيع حصة {{نسبة_الحصة|40%}} منه خلال {{المدة|18 شهراً}}، وأرقامه: {{الإيرادات_والأرباح_لثلاث_سنوات}}.
اشرح طرق التقييم المناسبة لحجمه (مضاعف الأرباح المعدلة، التدفقات النقدية المخصومة، صافي الأصول) واحسب نطاقاً تقديرياً أولياً بافتراضات معلنة.
حدد ما يرفع المضاعف وما يخفضه: الاعتماد على المالك، تركز العملاء، العقود المكتوبة، انتظام الدفاتر، القوائم المالية المدققة، والالتزام الزكوي والضريبي.
أعد قائمة الفحص النافي للجهالة التي سيطلبها المشتري، وقيّم جاهزيتي في كل بند.
اختم بخطة 18 شهراً لرفع القيمة مرتبة حسب أثرها على السعر، مع التنبيه بالاستعانة بمستشار مالي وقانوني مرخص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-field-sales-territory-plan', 'توزيع المناطق ومسارات الزيارات الميدانية', 'Field sales territory and visit plan', 'تصنيف العملاء وتكرار الزيارات وتوزيع عادل للمناطق ومسارات أسبوعية ونموذج تقرير زيارة.', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['مبيعات ميدانية', 'تقسيم المناطق', 'زيارات العملاء', 'مندوبين']::text[], now() - interval '22 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مبيعات ميدانية خبير في التوزيع داخل المملكة. لدينا {{عدد_المندوبين|5}} مندوبين ميدانيين و{{عدد_العملاء|600}} عميل نشط في {{المناطق|الرياض والقصيم والشرقية ومكة المكرمة}}، والبيانات المتاحة لكل عميل: {{بيانات_العملاء|المدينة، الحي، متوسط المشتريات الشهرية، تاريخ آخر زيارة}}.
صنّف العملاء إلى فئات (أ، ب، ج) بمعيار واضح، وحدد تكرار الزيارة لكل فئة، واحسب الزيارات الشهرية الممكنة لكل مندوب بعد احتساب وقت التنقل.
وزّع المناطق على المندوبين بعدالة في الحمل والفرص في جدول، واقترح مسارات أسبوعية ثابتة، وطريقة خدمة العملاء البعيدين (هاتف، واتساب، زيارات مجمعة).
راعِ مواعيد العمل في رمضان والصيف والعطل الرسمية.
اختم بنموذج تقرير زيارة مختصر، ومؤشرات أسبوعية للفريق، ومتى نعيد توزيع المناطق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('es-gulf-business-etiquette', 'آداب البيع والتفاوض في بيئة الأعمال الخليجية', 'Gulf business etiquette for selling and negotiating', 'دليل عملي بما يُفعل وما يُتجنب في بناء العلاقة والاجتماعات والتفاوض ورمضان، مع مواقف واقعية.', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['آداب الأعمال', 'ثقافة الخليج', 'تفاوض', 'علاقات العملاء']::text[], now() - interval '21 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير ثقافة أعمال عمل سنوات في السعودية ودول الخليج. سيبدأ {{مستخدم_الدليل|فريق مبيعات جديد فيه موظفون من خارج المنطقة}} في بيع {{ما_نبيعه}} لـ {{نوع_العملاء|الشركات العائلية والجهات الحكومية}}.
اكتب دليلاً عملياً بأقسام: بناء العلاقة والثقة قبل الحديث عن الصفقة، الألقاب وطريقة المخاطبة، المواعيد والتأجيل، الاجتماع في المكتب أو المجلس وآداب الضيافة، التفاوض ودور الوسطاء، صاحب القرار في الشركات العائلية، والتواصل عبر واتساب.
أضف ما يتغير في رمضان (المواعيد، النبرة، الإفطارات وزيارات المجاملة) ومواسم الأعياد والصيف.
لكل قسم: جدول «افعل ولا تفعل»، وموقف واقعي قصير مع التصرف الصحيح.
تجنب التعميمات المسيئة والصور النمطية، ونبّه إلى اختلاف الأعراف بين الدول والمدن والأجيال.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-sales-target-reverse-funnel', 'كم عميلاً محتملاً تحتاج لتحقيق هدف المبيعات؟', 'Reverse funnel maths from a sales target', 'حساب عكسي من الهدف إلى الصفقات والاجتماعات والعملاء المحتملين، ونشاط أسبوعي لكل مندوب وتحليل حساسية.', 'data-analysis', array['chatgpt', 'gemini']::text[], true, array['هدف المبيعات', 'قمع المبيعات', 'نسب التحويل', 'تخطيط']::text[], now() - interval '20 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل عمليات إيرادات. هدف المبيعات في {{الفترة|الربع القادم}} هو {{الهدف|1,200,000 ريال}}، ومتوسط قيمة الصفقة {{متوسط_الصفقة|40,000 ريال}}، ونسب التحويل التاريخية: {{نسب_التحويل|من عميل محتمل إلى اجتماع 20%، من اجتماع إلى عرض 50%، من عرض إلى إغلاق 25%}}.
احسب بالعكس من الهدف: عدد الصفقات المطلوبة، ثم العروض، ثم الاجتماعات، ثم العملاء المحتملين، وأظهر كل خطوة حسابية في جدول.
حوّل الأرقام إلى نشاط أسبوعي لكل واحد من {{عدد_المندوبين|4}} مندوبين، مع مراعاة دورة البيع {{دورة_البيع|60 يوماً}} ومتى يجب أن يمتلئ خط المبيعات.
أضف تحليل حساسية: كيف يتغير المطلوب إذا تحسنت نسبة الإغلاق 5 نقاط أو زاد متوسط الصفقة 10%.
اختم بالرافعة الأسهل تحسيناً في وضعنا، ومؤشر إنذار مبكر نراقبه أسبوعياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-discount-breakeven', 'هل يستحق الخصم؟ زيادة المبيعات اللازمة للتعادل', 'Is the discount worth it? Break-even volume', 'حساب هامش المساهمة قبل الخصم وبعده والكمية اللازمة للحفاظ على الربح، مع بدائل أقل تكلفة.', 'data-analysis', array['chatgpt', 'claude']::text[], true, array['خصم', 'هامش المساهمة', 'تسعير', 'الجمعة البيضاء']::text[], now() - interval '19 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل تسعير عملي. نفكر في خصم {{نسبة_الخصم|20%}} على {{المنتج}} خلال {{المناسبة|الجمعة البيضاء}}، وسعره الحالي {{السعر|250 ريالاً شاملاً الضريبة}}، وتكلفته المتغيرة {{التكلفة_المتغيرة|110 ريالات}}، ومبيعاته المعتادة {{المبيعات_المعتادة|300 وحدة}} في الفترة نفسها.
استخرج السعر قبل ضريبة القيمة المضافة 15%، ثم احسب هامش المساهمة للوحدة قبل الخصم وبعده.
احسب عدد الوحدات اللازم بيعها بعد الخصم لتحقيق الربح الإجمالي نفسه، ونسبة الزيادة المطلوبة، واعرضها في جدول لخصومات 10% و15% و20% و30%.
ناقش أثر التكاليف الأخرى (عمولة بوابة الدفع، الشحن المجاني، المرتجعات) وأثر سحب مشتريات مستقبلية إلى فترة الخصم.
اختم بحكم واضح، وبدائل أقل تكلفة من الخصم المباشر (هدية، حزمة، شحن مجاني فوق حد معين) مع حساب مبسط لكل منها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-budget-vs-actual', 'تحليل الانحراف بين الموازنة والأداء الفعلي', 'Budget vs actual variance analysis', 'انحرافات كل بند بالمبلغ والنسبة مرتبة حسب الأثر، مع تفسيرات قابلة للتحقق وتوقع معدل لبقية السنة.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['الموازنة', 'تحليل الانحراف', 'تقارير مالية', 'إدارة']::text[], now() - interval '18 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل مالي يكتب للإدارة. هذه الموازنة والأرقام الفعلية لـ {{الفترة|الربع الأول}}:
{{بيانات_الموازنة_والفعلي}}
احسب لكل بند الانحراف بالمبلغ والنسبة، وصنّفه مواتياً أو غير مواتٍ، ورتب البنود حسب أثرها على صافي الربح في جدول.
في الإيرادات فكك الانحراف إلى أثر الكمية وأثر السعر إن توفرت البيانات، وفي المصروفات ميّز بين انحراف التوقيت الذي سيُصحح لاحقاً والانحراف الدائم.
اكتب تفسيراً محتملاً لأكبر 5 انحرافات مع سؤال تتحقق به الإدارة من صحته، ولا تقدم التخمين على أنه حقيقة.
اختم بتوقع معدل لبقية السنة، و3 قرارات مقترحة، وملخص تنفيذي من 5 أسطر بالفصحى.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-unit-economics', 'اقتصاديات الوحدة: تكلفة اكتساب العميل وقيمته', 'Unit economics: CAC, LTV and payback', 'حساب CAC وLTV وهامش المساهمة ومدة الاسترداد بمعادلات ظاهرة، مع أثر تحسين أكبر رافعتين.', 'data-analysis', array['chatgpt', 'claude']::text[], true, array['اقتصاديات الوحدة', 'CAC', 'LTV', 'ربحية العميل']::text[], now() - interval '17 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل مالي للشركات الناشئة. هذه بيانات نشاطنا ({{نوع_النشاط|متجر إلكتروني}}) لآخر {{الفترة|6 أشهر}}: {{البيانات|الإنفاق التسويقي، العملاء الجدد، متوسط الطلب، عدد الطلبات لكل عميل، الهامش الإجمالي، تكاليف الشحن والدفع، معدل فقد العملاء}}.
احسب خطوة بخطوة بمعادلات ظاهرة: تكلفة اكتساب العميل (CAC) إجمالاً وحسب القناة إن توفرت، هامش المساهمة لكل طلب، القيمة الدائمة للعميل (LTV) على أساس الهامش لا الإيراد، نسبة LTV إلى CAC، ومدة استرداد تكلفة الاكتساب بالأشهر.
اعرض النتائج في جدول مقارنة بمعايير مرجعية شائعة، ووضح حساسية النتيجة لأهم افتراض.
حدد أكبر رافعتين لتحسين الاقتصاديات، واحسب أثر تحسين كل منهما بنسبة 10%.
نبّه إلى البيانات الناقصة أو المشكوك فيها وكيف أجمعها بدقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-pipeline-health-check', 'فحص صحة خط المبيعات من تصدير نظام إدارة العملاء', 'Pipeline health check from a CRM export', 'قيمة الخط وتحويل المراحل وأعمار الصفقات والتغطية مقابل الهدف، وقائمة الصفقات المتعثرة وإجراءات الاجتماع.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['خط المبيعات', 'Pipeline', 'CRM', 'صفقات']::text[], now() - interval '16 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل عمليات مبيعات. هذا تصدير للصفقات من نظام إدارة العملاء: {{بيانات_الصفقات|الاسم، المرحلة، القيمة، المندوب، تاريخ الإنشاء، تاريخ آخر نشاط، تاريخ الإغلاق المتوقع، المصدر، الحالة}}.
احسب: قيمة الخط في كل مرحلة، نسبة التحويل بين المراحل، متوسط الأيام في كل مرحلة، تغطية الخط مقابل هدف {{الهدف_الربعي}} (المرجع الشائع نحو 3 أضعاف)، وسرعة المبيعات (Sales Velocity).
استخرج الصفقات المتعثرة: بلا نشاط منذ أكثر من {{أيام_الركود|21}} يوماً، أو تجاوزت تاريخ إغلاقها، أو عمرها ضعف المتوسط.
اعرض النتائج في جداول، وحدد أضعف مرحلة ومندوباً أو مصدراً يختلف أداؤه بوضوح.
اختم بخمسة إجراءات لاجتماع المبيعات القادم، وقواعد لنظافة البيانات يلتزم بها الفريق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-receivables-aging', 'أعمار الذمم المدينة وقائمة التحصيل الأسبوعية', 'Accounts receivable ageing and collection priorities', 'شرائح أعمار الذمم ومتوسط فترة التحصيل وتركز المخاطر وقائمة تحصيل أسبوعية بالإجراء لكل عميل.', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['ذمم مدينة', 'أعمار الديون', 'تحصيل', 'DSO']::text[], now() - interval '15 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل ائتمان وتحصيل. هذا كشف الفواتير غير المحصلة: {{كشف_الذمم|العميل، رقم الفاتورة، تاريخ الفاتورة، تاريخ الاستحقاق، المبلغ شاملاً الضريبة، المندوب}}، وتاريخ اليوم {{تاريخ_اليوم}}.
صنّف الذمم في شرائح أعمار (غير مستحقة، 1-30، 31-60، 61-90، أكثر من 90 يوماً) لكل عميل وللإجمالي في جدول، واحسب متوسط فترة التحصيل (DSO) ونسبة المتأخر من الإجمالي.
حدد تركز المخاطر: أكبر 10 عملاء مديونية ونسبتهم، والعملاء الذين يتدهور نمط سدادهم.
رتب قائمة تحصيل هذا الأسبوع حسب المبلغ والعمر واحتمال السداد، مع الإجراء المقترح لكل عميل (تذكير، مكالمة، جدولة، إيقاف التوريد).
اقترح نسبة مخصص تقديرية للديون المشكوك فيها لكل شريحة، و3 تعديلات على سياسة الائتمان.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-abc-product-profitability', 'تصنيف المنتجات ABC حسب الإيراد والربح', 'ABC product classification by revenue and profit', 'تصنيفان للمنتجات بالإيراد والربح يكشفان المنتجات المضللة، مع إجراء لكل مجموعة وخطوات التكرار في إكسل.', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['تحليل ABC', 'ربحية المنتجات', 'باريتو', 'إكسل']::text[], now() - interval '14 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل تجاري في التجزئة. هذه بيانات مبيعات المنتجات لآخر {{الفترة|12 شهراً}}: {{بيانات_المنتجات|اسم المنتج، الفئة، الكمية، الإيراد، التكلفة}}.
صنّف المنتجات بطريقة ABC مرتين: حسب الإيراد وحسب الربح الإجمالي (A نحو 80% من الإجمالي، B نحو 15%، C نحو 5%)، واعرض النتيجة في جدول.
قارن التصنيفين واستخرج: منتجات تبيع كثيراً بهامش ضعيف، منتجات مربحة لا نبرزها، ومنتجات في الفئة C في التصنيفين مرشحة للإيقاف.
لكل مجموعة اقترح إجراءً (مراجعة السعر، زيادة الظهور، حزمة مع منتج من الفئة A، تصفية المخزون).
اكتب خطوات تنفيذ التحليل في {{الأداة|إكسل}} لأكرره كل ربع، ونبّه إلى المنتجات الجديدة أو الموسمية التي قد يظلمها التصنيف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-sales-rep-performance', 'تشخيص أداء كل مندوب مبيعات بإنصاف', 'Fair sales rep performance comparison', 'مؤشرات لكل مندوب مضبوطة بالعوامل الخارجة عن سيطرته، وتشخيص فجوة كل مندوب وتدريب مقترح له.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['أداء المندوبين', 'فريق المبيعات', 'مؤشرات الأداء', 'KPI']::text[], now() - interval '13 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل أداء مبيعات منصف. هذه بيانات الفريق عن {{الفترة|الربع الماضي}}: {{بيانات_المندوبين|المندوب، المكالمات والاجتماعات، العروض المرسلة، الصفقات المغلقة، الإيراد، متوسط الخصم، المنطقة أو الحسابات}}.
احسب لكل مندوب: نسبة تحقيق الهدف، نسبة الإغلاق، متوسط الصفقة، متوسط الخصم، ونسب التحويل من النشاط إلى النتيجة، في جدول مرتب.
اضبط المقارنة بعوامل خارجة عن سيطرة المندوب (حجم المنطقة، الحسابات الموروثة، مدة الخدمة) ووضح أثرها على الترتيب.
شخّص فجوة كل مندوب (نشاط قليل، تحويل ضعيف، صفقات صغيرة، خصم مرتفع) واقترح تدريباً محدداً له.
اكتب الملاحظات بلغة بنّاءة تصلح لجلسة توجيه فردية، ولا تحكم من رقم واحد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-checkout-funnel-payments', 'أين يتسرب المشترون؟ مراحل الشراء وطرق الدفع في متجرك', 'Store checkout funnel and payment method analysis', 'نسب التحويل بين مراحل الشراء وأكبر نقطة تسرب وأداء كل طريقة دفع، مع فرضيات واختبارات وعائد متوقع.', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['قمع التحويل', 'متجر إلكتروني', 'طرق الدفع', 'معدل التحويل']::text[], now() - interval '12 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل تجارة إلكترونية. هذه بيانات متجرنا لآخر {{الفترة|30 يوماً}}: {{بيانات_القمع|الزيارات، مشاهدة المنتج، الإضافة للسلة، بدء الدفع، الطلبات المكتملة}} مقسمة حسب {{التقسيم|الجهاز ومصدر الزيارة}}، وتوزيع الطلبات حسب طريقة الدفع (مدى، Apple Pay، البطاقات، التقسيط، الدفع عند الاستلام).
احسب نسبة التحويل بين كل مرحلتين، وحدد أكبر نقطة تسرب، وقارن الجوال بالحاسب ومصادر الزيارة في جدول.
حلل طرق الدفع: نسبة إكمال الطلب لكل طريقة، ونسب الإلغاء والإرجاع إن توفرت.
اقترح 5 فرضيات لأسباب التسرب مرتبة حسب الأثر المتوقع (تكلفة شحن مفاجئة، تسجيل إجباري، بطء الصفحة، نقص خيارات الدفع)، ولكل فرضية اختبار A/B أو تعديل سريع يقيسها.
احسب العائد الشهري المتوقع لو تحسنت أضعف مرحلة بنسبة {{نسبة_التحسين|10%}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-quarter-forecast-three-methods', 'توقع مبيعات الربع بثلاثة أساليب ومقارنتها', 'Quarterly sales forecast three ways', 'توقع مرجح بالمراحل وآخر بتصنيف المندوبين وثالث بالاتجاه التاريخي، ونطاق نهائي وملخص للإدارة.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['توقع المبيعات', 'Forecast', 'خط المبيعات', 'تخطيط مالي']::text[], now() - interval '11 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول توقعات المبيعات ترفع تقريرك إلى الإدارة المالية. لدي الصفقات المفتوحة: {{الصفقات_المفتوحة|القيمة، المرحلة، تاريخ الإغلاق المتوقع، تصنيف المندوب: ملتزمة أو محتملة}}، ونسب الفوز التاريخية لكل مرحلة: {{نسب_الفوز}}، ومبيعات الأرباع الأربعة الماضية: {{المبيعات_التاريخية}}.
احسب التوقع بثلاث طرق: مرجح بنسب المراحل، مبني على تصنيف المندوبين (ملتزم، أفضل حالة)، ومبني على الاتجاه التاريخي مع الموسمية.
قارن النتائج في جدول، وفسّر سبب اختلافها، وحدد نطاقاً نهائياً (أدنى، متوقع، أعلى).
اختبر دقة توقعات المندوبين في الأرباع السابقة إن توفرت بياناتها، واذكر الصفقات الكبيرة التي تغير التوقع وحدها.
اختم بملخص من 5 أسطر للإدارة يتضمن المخاطر وما يلزم لبلوغ الهدف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-vat-return-reconciliation', 'مطابقة بيانات إقرار ضريبة القيمة المضافة قبل تقديمه', 'VAT return reconciliation before filing', 'مطابقة ضريبة المخرجات والمدخلات مع كشف الفروقات الشائعة وحساب صافي الضريبة وقائمة تحقق نهائية.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['ضريبة القيمة المضافة', 'إقرار ضريبي', 'هيئة الزكاة والضريبة', 'VAT']::text[], now() - interval '10 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محاسب ضريبي يراجع البيانات قبل تقديم إقرار ضريبة القيمة المضافة إلى هيئة الزكاة والضريبة والجمارك. لدي عن {{الفترة_الضريبية|الربع الثالث}} تقرير المبيعات من نظام الفوترة وتقرير المشتريات وكشف الحساب البنكي: {{البيانات}}.
طابق ضريبة المخرجات بنسبة 15% مع إجمالي المبيعات الخاضعة، وافصل المبيعات الخاضعة للنسبة الصفرية والمعفاة والصادرات إن وجدت، ثم طابق ضريبة المدخلات مع فواتير المشتريات المستوفية للشروط.
استخرج في جدول الفروقات المحتملة: فواتير موردين بلا رقم ضريبي، إشعارات دائنة أو مدينة لم تُعكس، فواتير خارج الفترة، مصروفات لا تُخصم ضريبتها عادة، وعمليات بعملات أجنبية.
احسب صافي الضريبة المستحقة أو القابلة للاسترداد مع إظهار الحساب.
اختم بقائمة تحقق نهائية قبل التقديم، ونبّه إلى أنها مراجعة مساعدة وأن القواعد الحالية يجب تأكيدها مع مستشار ضريبي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-market-basket-analysis', 'اكتشاف المنتجات التي تُشترى معاً من بيانات الفواتير', 'Market basket analysis from invoice data', 'شرح الدعم والثقة والرفع وكود التحليل، وتحويل أقوى الارتباطات إلى حزم وتوصيات وعروض قابلة للقياس.', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['تحليل سلة المشتريات', 'حزم المنتجات', 'بايثون', 'بيع متقاطع']::text[], now() - interval '9 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت عالم بيانات متخصص في تحليل سلة المشتريات (Market Basket Analysis). لدي {{عدد_الفواتير|20,000}} فاتورة بالأعمدة: {{الأعمدة|رقم الفاتورة، التاريخ، المنتج، الكمية، السعر}}.
اشرح باختصار الدعم والثقة والرفع (Lift) بمثال رقمي من بياناتنا.
اكتب خطوات التحليل وكوداً بلغة {{الأداة|Python مع مكتبة pandas}} يجهز البيانات، ويستخرج أزواج المنتجات الأكثر ارتباطاً، ويصفي النتائج بحد أدنى للدعم والرفع.
اعرض شكل النتيجة المتوقعة في جدول، ووضح كيف أفرق بين ارتباط حقيقي وارتباط سببه منتج شائع جداً.
حوّل أفضل 10 ارتباطات إلى قرارات: حزم بأسعار مقترحة، ترتيب الرف أو الصفحة، توصيات في السلة، وعروض موسمية كرمضان، مع طريقة قياس أثر كل قرار.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-bnpl-impact', 'العائد الصافي لخدمات التقسيط بعد خصم العمولات', 'Measuring the impact of buy-now-pay-later', 'مقارنة طلبات التقسيط بغيرها قبل التفعيل وبعده وتقدير الربح الإضافي الصافي بعد العمولات في ثلاثة افتراضات.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيط', 'تابي', 'تمارا', 'BNPL', 'ربحية']::text[], now() - interval '8 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل مالي لتجارة إلكترونية. فعّلنا خدمات «اشترِ الآن وادفع لاحقاً» ({{مزودو_التقسيط|تابي وتمارا}}) منذ {{تاريخ_التفعيل}} بعمولة {{نسبة_العمولة|6%}} من قيمة الطلب. البيانات: {{بيانات_الطلبات|الطلب، التاريخ، القيمة، طريقة الدفع، عميل جديد أو عائد، حالة الإرجاع}}.
قارن طلبات التقسيط بغيرها في جدول: متوسط قيمة الطلب، نسبة العملاء الجدد، نسبة الإرجاع، وهامش المساهمة بعد العمولة.
قارن ما قبل التفعيل وما بعده في معدل التحويل ومتوسط الطلب، ونبّه إلى العوامل المربكة (المواسم، الحملات) وطريقة عزلها قدر الإمكان.
قدّر الربح الإضافي الصافي في ثلاثة افتراضات: أرباح المبيعات التي ما كانت لتحدث دون التقسيط، ناقص العمولات على مبيعات كانت ستحدث على أي حال.
اختم بتوصية: الإبقاء، أو حد أدنى للطلب، أو قصره على فئات معينة، وما نراقبه شهرياً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-branch-sales-benchmark', 'ترتيب الفروع بإنتاجية المتر والموظف والساعة', 'Benchmarking branch sales on common ratios', 'مؤشرات لكل متر وموظف وساعة وفاتورة، ومصفوفة نمو وربحية بإجراء لكل فرع وممارسات قابلة للنقل.', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['أداء الفروع', 'مقارنة معيارية', 'تجزئة', 'مبيعات']::text[], now() - interval '7 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل أداء تجاري لشبكة فروع. هذه بيانات الفروع لآخر {{الفترة|6 أشهر}}: {{بيانات_الفروع|الفرع، المدينة، المساحة، عدد الموظفين، ساعات العمل، الإيراد، عدد الفواتير، الزوار إن توفر، الإيجار}}.
احسب لكل فرع: الإيراد لكل متر مربع ولكل موظف ولكل ساعة عمل، متوسط الفاتورة، معدل التحويل من الزوار، ونسبة الإيجار من الإيراد، في جدول مع ترتيب وتصنيف نصي (أعلى، متوسط، أدنى).
افصل أثر عمر الفرع وموقعه ومواسم مدينته (الصيف، مواسم العمرة والحج، المناسبات) عن أثر الإدارة.
ضع الفروع في مصفوفة رباعية (النمو والربحية) واقترح إجراءً لكل مربع: توسع، تحسين، إعادة تفاوض على الإيجار، أو مراجعة جدوى.
اختم بأفضل 3 ممارسات في الفرع الأعلى أداءً يمكن نقلها، وطريقة اختبار نقلها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-13-week-cash-flow', 'جدول السيولة الأسبوعي لثلاثة عشر أسبوعاً', '13-week cash flow forecast', 'جدول تدفق نقدي أسبوعي يشمل الالتزامات الخليجية المعتادة، وأسابيع الخطر وإجراءات علاجها وسيناريو متشائم.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['تدفق نقدي', 'سيولة', 'Cash Flow', 'تخطيط مالي']::text[], now() - interval '6 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير مالي لمنشأة صغيرة ومتوسطة في السعودية. رصيدنا النقدي اليوم {{الرصيد_الحالي}}، والمتحصلات المتوقعة: {{المتحصلات|فواتير العملاء بتواريخ استحقاقها، المبيعات النقدية الأسبوعية}}، والمدفوعات: {{المدفوعات|الرواتب، الموردون، الإيجار، أقساط التمويل}}.
ابنِ جدول تدفق نقدي أسبوعياً لـ 13 أسبوعاً: الرصيد الافتتاحي، المتحصلات بالتفصيل، المدفوعات بالتفصيل، صافي التدفق، والرصيد الختامي.
لا تغفل البنود المعتادة محلياً: سداد ضريبة القيمة المضافة في موعد الإقرار، اشتراكات التأمينات الاجتماعية، رواتب نهاية الشهر، الإيجارات السنوية أو نصف السنوية، ورسوم تجديد الإقامات والمقابل المالي إن وجدت.
طبّق نسبة تحصيل واقعية على الذمم حسب أعمارها بدل افتراض السداد في الموعد.
حدد الأسابيع التي ينخفض فيها الرصيد عن حد الأمان {{حد_الأمان|100,000 ريال}}، واقترح إجراءات مرتبة (تسريع التحصيل، تأجيل مدفوعات، تمويل قصير الأجل) بأثر كل منها، ثم سيناريو متشائماً يتأخر فيه أكبر عميلين شهراً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-price-volume-mix', 'تفكيك تغير الإيرادات إلى أثر السعر والكمية والمزيج', 'Price-volume-mix revenue bridge', 'جسر من إيراد فترة إلى أخرى يفصل أثر الحجم والمزيج والسعر والمنتجات الجديدة، ورسائل واضحة للإدارة.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تحليل السعر والكمية', 'جسر الإيرادات', 'تحليل مالي', 'مزيج المبيعات']::text[], now() - interval '5 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل مالي تجاري. هذه مبيعات المنتجات في فترتين، {{الفترة_الأولى|العام الماضي}} و{{الفترة_الثانية|هذا العام}}: {{البيانات|المنتج، الكمية، صافي الإيراد لكل فترة}}.
فكك فرق الإيراد الإجمالي إلى: أثر الحجم، أثر المزيج، أثر السعر، والمنتجات الجديدة والمتوقفة، واشرح المعادلات المستخدمة خطوة بخطوة.
اعرض جسراً (Waterfall) في جدول من إيراد الفترة الأولى إلى الثانية، ثم التفصيل لكل منتج.
كرر التحليل على الربح الإجمالي إن توفرت التكاليف، لأن نمو الإيراد بمزيج أضعف قد يخفي تراجع الربحية.
اختم بثلاث رسائل للإدارة: ما الذي دفع النمو فعلاً، هل صمدت الزيادة السعرية أم خسرنا كميات، وما الذي نراقبه العام القادم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-mrr-bridge-churn', 'جسر الإيرادات الشهرية المتكررة وأسباب الفقد', 'MRR bridge and churn drivers', 'جسر MRR شهري ونسب الاحتفاظ بالإيراد وتحليل أسباب الإلغاء ومؤشرات إنذار مبكر وأثر خفض الفقد.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['MRR', 'اشتراكات', 'فقد العملاء', 'الاحتفاظ بالإيراد']::text[], now() - interval '4 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل إيرادات لشركة اشتراكات. هذا سجل الاشتراكات لآخر {{الفترة|12 شهراً}}: {{بيانات_الاشتراكات|العميل، الباقة، القيمة الشهرية، تاريخ البدء، تاريخ الترقية أو التخفيض، تاريخ الإلغاء، سبب الإلغاء}}.
ابنِ جسر MRR لكل شهر في جدول واحد: البداية، الجديد، التوسع، التخفيض، الفقد، إعادة التفعيل، والنهاية.
احسب صافي الاحتفاظ بالإيراد (NRR) وإجمالي الاحتفاظ بالإيراد (GRR)، وقارن فقد العملاء بفقد الإيراد، وفرّق بين الاشتراكات الشهرية والسنوية.
حلل أسباب الإلغاء حسب الباقة ومدة الاشتراك، وحدد الشهر الحرج الذي يتركز فيه الفقد.
اختم بثلاثة مؤشرات إنذار مبكر يمكن رصدها قبل الإلغاء، وأثر خفض الفقد الشهري نقطة مئوية واحدة على إيراد السنة القادمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-hijri-seasonality', 'قياس أثر رمضان والمواسم مع انتقال التقويم الهجري', 'Measuring Ramadan and seasonal effects across the Hijri shift', 'مقارنة سنوية مصححة للتقويم الهجري وتقويم أحداث محلي وقياس أثر كل موسم وتوقع للسنة القادمة.', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['موسمية', 'رمضان', 'التقويم الهجري', 'توقع المبيعات']::text[], now() - interval '3 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات خبير في مواسم السوق الخليجي. لدي مبيعات يومية لآخر {{عدد_السنوات|3}} سنوات: {{البيانات|التاريخ، الإيراد، عدد الطلبات}}.
اشرح لماذا تضلل مقارنة الشهر الميلادي بنظيره في السنة السابقة حين يتقدم رمضان والعيدان نحو 11 يوماً كل عام، ثم اقترح مقارنة مصححة (مواءمة بالتاريخ الهجري أو بأيام نسبية من بداية الموسم).
ابنِ تقويم أحداث يضم: رمضان والعشر الأواخر، عيدي الفطر والأضحى، اليوم الوطني ويوم التأسيس، الجمعة البيضاء، العودة للمدارس، مواعيد صرف الرواتب، والإجازة الصيفية.
قِس أثر كل حدث على المبيعات مقابل خط أساس (قبل الحدث وأثناءه وبعده) في جدول، مع الطريقة وكود بلغة {{الأداة|Python}} أو خطوات إكسل.
اختم بتوقع معدل للسنة القادمة وفق تواريخها الهجرية، وتوصيات للمخزون والحملات والتوظيف في كل موسم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-price-elasticity', 'تقدير مرونة الطلب السعرية من تاريخ الأسعار', 'Estimating price elasticity from price history', 'نموذج مرونة لكل منتج مع ضبط المواسم والعروض، وتفسير عملي لأثر تغيير السعر وسعر مقترح يعظم الربح.', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مرونة الطلب', 'تسعير', 'نمذجة', 'بايثون']::text[], now() - interval '2 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت اقتصادي تطبيقي متخصص في التسعير. لدي بيانات أسبوعية لـ {{المنتجات}}: السعر، الكمية المباعة، فترات العروض، وأسعار المنافس إن توفرت: {{البيانات}}.
اشرح مرونة الطلب السعرية ببساطة، ثم قدّرها لكل منتج بنموذج لوغاريتمي مزدوج يضبط أثر المواسم (رمضان، الرواتب، الجمعة البيضاء) والعروض، واكتب الكود بلغة {{الأداة|Python}} مع شرح كل خطوة.
اعرض النتائج في جدول: المرونة، فترة الثقة، جودة النموذج، وتفسير عملي (رفع السعر 5% يغير الكمية والإيراد والربح بكذا).
حدد متى تكون التقديرات غير موثوقة (تغيرات سعر قليلة، بيانات قصيرة، سعر يتغير دائماً مع حملة) والبديل كاختبار سعري محكوم.
اختم بسعر مقترح لكل منتج يعظم الربح لا الإيراد، مع حدود تحفظية للتطبيق التدريجي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('dx-bottom-up-revenue-model', 'نموذج توقع الإيرادات من الأسفل للأعلى لعامين', 'Bottom-up 24-month revenue model', 'نموذج شهري مبني على محركات قابلة للقياس بافتراضات منفصلة وثلاثة سيناريوهات واختبار معقولية.', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['توقع الإيرادات', 'نموذج مالي', 'شركة ناشئة', 'سيناريوهات']::text[], now() - interval '1 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل نمذجة مالية للشركات الناشئة. أطلق {{المنتج_أو_الخدمة}} في {{السوق|السعودية}} بسعر {{السعر}}، عبر قنوات: {{القنوات|مبيعات مباشرة، متجر إلكتروني، موزعون}}، وطاقتي الحالية {{الطاقة|مندوبان وميزانية تسويق 20,000 ريال شهرياً}}.
ابنِ نموذجاً شهرياً لـ 24 شهراً ينطلق من محركات قابلة للقياس لا من حصة سوقية مفترضة: عدد المندوبين وإنتاجيتهم بعد فترة التأهيل، الإنفاق التسويقي وتكلفة الاكتساب، معدلات التحويل، تكرار الشراء، والفقد.
اعرض جدول الافتراضات منفصلاً قابلاً للتعديل، ثم جدول الإيرادات الشهرية (دون ضريبة القيمة المضافة) والعملاء النشطين.
أضف ثلاثة سيناريوهات، واختبار معقولية مقابل التقدير من الأعلى للأسفل (السوق الكلي والمتاح والممكن).
اختم بأكثر 3 افتراضات تأثيراً وكيف أتحقق من كل منها في أول 90 يوماً، وطريقة بناء النموذج في جداول البيانات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;

with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('ad-copy-pro', 'كاتب الإعلانات المحترف', 'Ad Copy Pro', 'يكتب نصوص إعلانات ممولة لسناب وتيك توك وميتا بصيغ متعددة للاختبار', 'Writes paid-ad copy for Snap, TikTok and Meta in many variants for testing', 'advertising', 1)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-ad-copy-pro', 'أنت كاتب إعلانات سعودي محترف. اسأل عن المنتج والجمهور والعرض ثم اكتب 5 صيغ قصيرة لكل منصة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('campaign-optimizer', 'محسّن الحملات الإعلانية', 'Campaign Optimizer', 'يقرأ أرقام حملتك ويقترح تعديلات على الاستهداف والميزانية والإبداع', 'Reads your campaign numbers and suggests targeting, budget and creative changes', 'advertising', 2)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-campaign-optimizer', 'حلل أرقام الحملة (الظهور، النقرات، التكلفة، التحويلات) واقترح 5 تعديلات مرتبة حسب الأثر.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('marketing-plan-builder', 'باني الخطة التسويقية', 'Marketing Plan Builder', 'يبني خطة تسويقية كاملة من أسئلة بسيطة عن نشاطك', 'Builds a full marketing plan from a few questions about your business', 'marketing-plans', 3)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-marketing-plan', 'اطرح 7 أسئلة عن النشاط ثم ابنِ خطة 90 يوماً بالقنوات والميزانية والمؤشرات.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('launch-planner', 'مخطط إطلاق المنتجات', 'Launch Planner', 'خطة إطلاق منتج من قبل الإطلاق بشهر حتى بعده بشهر', 'A product launch plan from a month before to a month after', 'marketing-plans', 4)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-launch-planner', 'ابنِ جدول إطلاق أسبوعياً بالمهام والمحتوى والمسؤوليات.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('email-subject-doctor', 'طبيب عناوين البريد', 'E-mail Subject Doctor', 'يحسّن عناوين رسائلك لرفع نسبة الفتح ويشرح السبب', 'Improves e-mail subject lines for open rate and explains why', 'email-optimization', 5)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-subject-doctor', 'قيّم العنوان من 10 واقترح 10 بدائل بأساليب مختلفة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('newsletter-writer', 'كاتب النشرات البريدية', 'Newsletter Writer', 'يحول أخبارك الأسبوعية إلى نشرة بريدية ممتعة', 'Turns your weekly news into an engaging newsletter', 'email-optimization', 6)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-newsletter', 'اكتب نشرة أقل من 350 كلمة بقصة رئيسية و3 نقاط ودعوة واحدة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('idea-validator', 'مقيّم أفكار المشاريع', 'Idea Validator', 'يختبر فكرتك بأسئلة صعبة ويعطيك تجارب تحقق رخيصة', 'Stress-tests your idea and proposes cheap validation experiments', 'business-ideas', 7)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-idea-validator', 'كن ناقداً بنّاءً. حدد أخطر الافتراضات واقترح تجربة لكل منها.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('niche-finder', 'مكتشف الفرص المتخصصة', 'Niche Finder', 'يقترح أسواقاً متخصصة غير مخدومة في الخليج بناءً على مهاراتك', 'Suggests under-served Gulf niches from your skills', 'business-ideas', 8)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-niche-finder', 'اسأل عن المهارات ورأس المال ثم اقترح 10 فرص مع تقدير الطلب.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('franchise-advisor', 'مستشار الامتياز التجاري', 'Franchise Advisor', 'يساعدك في تقييم شراء امتياز أو منحه', 'Helps you assess buying or granting a franchise', 'business-ideas', 9)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-franchise', 'قيّم الامتياز بخمسة محاور وأعطِ درجة وتوصية.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('weekly-planner', 'مخطط الأسبوع الذكي', 'Smart Weekly Planner', 'ينظم مهامك الأسبوعية حسب الأولوية والطاقة والمواعيد', 'Organises your week by priority, energy and deadlines', 'task-organization', 10)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-weekly-planner', 'صنّف المهام بمصفوفة أيزنهاور ثم وزعها على أيام الأسبوع.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('meeting-minutes', 'كاتب محاضر الاجتماعات', 'Meeting Minutes', 'يحول ملاحظات الاجتماع إلى محضر وقرارات ومهام', 'Turns meeting notes into minutes, decisions and tasks', 'task-organization', 11)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-meeting-minutes', 'استخرج القرارات والمهام بالمسؤول والموعد بصيغة جدول.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('project-breakdown', 'مفكك المشاريع', 'Project Breakdown', 'يقسم أي مشروع كبير إلى مراحل ومهام قابلة للتنفيذ', 'Breaks any big project into phases and actionable tasks', 'task-organization', 12)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-project-breakdown', 'قسّم المشروع إلى مراحل ومهام لا تتجاوز الواحدة منها يوم عمل.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('snap-ads-writer', 'كاتب إعلانات سناب شات', 'Snapchat Ads Writer', 'نصوص وأفكار إعلانات سناب القصيرة بلهجة سعودية قريبة من الجمهور', 'Short Snapchat ad copy and ideas in a Saudi voice', 'advertising', 13)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-snap-ads-writer', 'اسأل عن المنتج والعرض والجمهور ثم اكتب 6 أفكار إعلانات عمودية مع النص والخطاف الأول.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('google-ads-builder', 'باني حملات جوجل', 'Google Ads Builder', 'يبني مجموعات إعلانية وكلمات مفتاحية وعناوين لإعلانات البحث', 'Builds ad groups, keywords and headlines for search ads', 'advertising', 14)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-google-ads-builder', 'ابنِ 3 مجموعات إعلانية لكل منها 10 كلمات مفتاحية و15 عنواناً و4 أوصاف.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('ugc-brief', 'موجز محتوى المؤثرين', 'UGC Brief Maker', 'يكتب موجزاً واضحاً لصناع المحتوى والمؤثرين مع النقاط الممنوعة', 'Writes clear briefs for creators and influencers', 'advertising', 15)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-ugc-brief', 'اكتب موجزاً للمؤثر: الهدف، الرسائل، ما يجب قوله وما يُمنع، والتسليمات.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('ad-creative-critic', 'ناقد التصاميم الإعلانية', 'Ad Creative Critic', 'يقيّم الإعلان قبل نشره ويقترح تحسينات على العنوان والصورة والدعوة', 'Reviews an ad before launch and suggests improvements', 'advertising', 16)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-ad-creative-critic', 'قيّم الإعلان على 8 معايير من 10 واقترح 3 تعديلات محددة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('seasonal-campaigns', 'مخطط المواسم التسويقية', 'Seasonal Campaign Planner', 'تقويم سنوي للمواسم السعودية (رمضان، اليوم الوطني، العودة للمدارس) مع أفكار لكل موسم', 'Yearly calendar of Saudi seasons with campaign ideas', 'marketing-plans', 17)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-seasonal-campaigns', 'ابنِ تقويماً سنوياً بالمواسم المحلية ولكل موسم فكرة حملة وعرضاً وموعد البدء.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('swot-analyst', 'محلل SWOT', 'SWOT Analyst', 'تحليل نقاط القوة والضعف والفرص والتهديدات مع استراتيجيات عملية', 'SWOT analysis with practical strategies', 'marketing-plans', 18)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-swot-analyst', 'اطرح 6 أسئلة ثم أخرج مصفوفة SWOT واستراتيجيات TOWS.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('social-strategist', 'استراتيجي وسائل التواصل', 'Social Media Strategist', 'استراتيجية حضور كاملة لكل منصة بالأهداف والمحتوى والقياس', 'A full social presence strategy per platform', 'marketing-plans', 19)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-social-strategist', 'حدد لكل منصة: الهدف، نوع المحتوى، التكرار، ومؤشر النجاح.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('cold-email-coach', 'مدرب رسائل التواصل البارد', 'Cold Email Coach', 'يكتب ويحسّن رسائل التواصل الأولى مع العملاء المحتملين', 'Writes and improves cold outreach e-mails', 'email-optimization', 20)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-cold-email-coach', 'اكتب رسالة أولى قصيرة ورسالتي متابعة، وقيّم الرسالة الحالية إن وجدت.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('email-sequence', 'مصمم سلاسل البريد', 'Email Sequence Designer', 'سلسلة رسائل ترحيب وتحويل تلقائية من 5 إلى 7 رسائل', 'Automated welcome and conversion sequences', 'email-optimization', 21)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-email-sequence', 'صمم سلسلة من 6 رسائل بالتوقيت والعنوان والهدف والنص.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('inbox-zero', 'منظم البريد الوارد', 'Inbox Organizer', 'يلخص الرسائل الطويلة ويقترح الردود ويرتب الأولويات', 'Summarises long e-mails, drafts replies and sets priorities', 'email-optimization', 22)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-inbox-zero', 'لخص كل رسالة في سطرين وصنفها حسب الأولوية واقترح رداً.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('side-hustle', 'مولّد المشاريع الجانبية', 'Side Hustle Generator', 'أفكار مشاريع صغيرة برأس مال محدود تناسب مهاراتك ووقتك', 'Small business ideas that fit your skills and time', 'business-ideas', 23)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-side-hustle', 'اسأل عن المهارات والوقت ورأس المال ثم اقترح 7 أفكار مع خطوة البداية.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('business-model-canvas', 'مخطط نموذج العمل', 'Business Model Canvas', 'يملأ مخطط نموذج العمل التجاري بعناصره التسعة لفكرتك', 'Fills the nine blocks of the business model canvas', 'business-ideas', 24)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-business-model-canvas', 'املأ العناصر التسعة ثم حدد أضعف افتراضين واقترح طريقة اختبارهما.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('feasibility-study', 'دراسة الجدوى المبسطة', 'Feasibility Study Helper', 'دراسة جدوى مبسطة بالتكاليف والإيرادات ونقطة التعادل', 'A simple feasibility study with costs, revenue and break-even', 'business-ideas', 25)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-feasibility-study', 'اجمع الأرقام الأساسية ثم احسب نقطة التعادل وفترة الاسترداد في جدول.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('ecommerce-ideas', 'مستشار المتاجر الإلكترونية', 'E-commerce Advisor', 'يقترح منتجات ومنصات وخطة إطلاق متجر إلكتروني في السعودية', 'Products, platforms and a launch plan for a Saudi online store', 'business-ideas', 26)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-ecommerce-ideas', 'اقترح المنتج والمنصة (سلة، زد، شوبيفاي) وخطة أول 30 يوماً.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('priority-matrix', 'مصفوفة الأولويات', 'Priority Matrix', 'يرتب مهامك في مصفوفة أيزنهاور ويقترح ما تفوضه أو تلغيه', 'Sorts your tasks into an Eisenhower matrix', 'task-organization', 27)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-priority-matrix', 'صنف المهام في المربعات الأربعة واقترح ترتيب اليوم.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('okr-coach', 'مدرب الأهداف OKR', 'OKR Coach', 'يصيغ أهدافاً ونتائج رئيسية قابلة للقياس لفريقك', 'Writes measurable objectives and key results', 'task-organization', 28)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-okr-coach', 'حوّل الأهداف العامة إلى 3 أهداف لكل منها 3 نتائج رئيسية قابلة للقياس.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('daily-standup', 'منظم الاجتماع اليومي', 'Daily Stand-up Helper', 'يلخص تحديثات الفريق اليومية ويستخرج العوائق والمهام', 'Summarises daily team updates, blockers and tasks', 'task-organization', 29)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-daily-standup', 'لخص التحديثات في: أنجز، سينجز، عوائق، مع المسؤول.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, sort_order)
  values ('time-blocker', 'مخطط الوقت بالكتل', 'Time Blocking Planner', 'يقسم يومك إلى كتل زمنية مركزة حسب طاقتك وأولوياتك', 'Splits your day into focused time blocks', 'task-organization', 30)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-time-blocker', 'ابنِ جدول يوم بكتل 90 دقيقة مع فواصل ووقت للطوارئ.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;

insert into public.ai_tools (slug, name, name_en, category, description, description_en, pricing, icon, sort_order, directory_level) values
  ('chatgpt', 'شات جي بي تي', 'ChatGPT', 'محادثة وكتابة', 'مساعد محادثة متعدد الاستخدامات من OpenAI', 'General-purpose chat assistant by OpenAI', 'freemium', 'message-square', 1, 'basic'),
  ('claude', 'كلود', 'Claude', 'محادثة وكتابة', 'مساعد ذكي من Anthropic ممتاز في النصوص الطويلة والتحليل', 'Anthropic assistant, strong with long documents and analysis', 'freemium', 'bot', 2, 'basic'),
  ('gemini', 'جيميناي', 'Gemini', 'محادثة وكتابة', 'مساعد جوجل المتكامل مع خدماتها', 'Google''s assistant integrated with its services', 'freemium', 'sparkles', 3, 'basic'),
  ('microsoft-copilot', 'مايكروسوفت كوبايلوت', 'Microsoft Copilot', 'محادثة وكتابة', 'مساعد مايكروسوفت داخل ويندوز وأوفيس', 'Microsoft''s assistant across Windows and Office', 'freemium', null, 4, 'basic'),
  ('perplexity', 'بربلكسيتي', 'Perplexity', 'بحث', 'محرك إجابات يعرض المصادر مع كل إجابة', 'Answer engine that cites its sources', 'freemium', null, 5, 'basic'),
  ('midjourney', 'ميدجورني', 'Midjourney', 'صور', 'توليد صور فنية عالية الجودة من الوصف', 'High-quality image generation from text', 'paid', 'image', 6, 'basic'),
  ('leonardo-ai', 'ليوناردو', 'Leonardo.Ai', 'صور', 'توليد الصور والأصول الإبداعية بتحكم عالٍ', 'Image and creative-asset generation with fine control', 'freemium', null, 7, 'basic'),
  ('adobe-firefly', 'أدوبي فايرفلاي', 'Adobe Firefly', 'صور', 'توليد وتعديل الصور ضمن منظومة أدوبي', 'Generative imaging inside the Adobe ecosystem', 'freemium', null, 8, 'basic'),
  ('canva', 'كانفا', 'Canva', 'تصميم', 'تصميم سريع مع أدوات ذكاء اصطناعي مدمجة ويدعم العربية', 'Quick design with built-in AI tools and Arabic support', 'freemium', null, 9, 'basic'),
  ('runway', 'رنواي', 'Runway', 'فيديو', 'توليد وتحرير الفيديو بالذكاء الاصطناعي', 'AI video generation and editing', 'freemium', null, 10, 'basic'),
  ('heygen', 'هاي جين', 'HeyGen', 'فيديو', 'فيديوهات بمقدم افتراضي ودبلجة بلغات منها العربية', 'Avatar videos and dubbing, Arabic included', 'freemium', null, 11, 'basic'),
  ('synthesia', 'سينثيزيا', 'Synthesia', 'فيديو', 'فيديوهات تدريبية بمقدمين افتراضيين', 'Training videos with AI presenters', 'paid', null, 12, 'basic'),
  ('elevenlabs', 'إليفن لابز', 'ElevenLabs', 'صوت', 'تحويل النص إلى صوت طبيعي بعدة لغات', 'Natural text-to-speech in many languages', 'freemium', null, 13, 'basic'),
  ('notion-ai', 'نوشن', 'Notion AI', 'إنتاجية', 'كتابة وتلخيص وتنظيم داخل مساحة عمل نوشن', 'Writing, summaries and organisation inside Notion', 'paid', null, 14, 'basic'),
  ('otter-ai', 'أوتر', 'Otter.ai', 'إنتاجية', 'تفريغ الاجتماعات وتلخيصها تلقائياً', 'Meeting transcription and summaries', 'freemium', null, 15, 'basic'),
  ('gamma', 'جاما', 'Gamma', 'عروض تقديمية', 'إنشاء عروض تقديمية ومستندات من فكرة مكتوبة', 'Presentations and docs from a written idea', 'freemium', null, 16, 'basic'),
  ('github-copilot', 'جيت هب كوبايلوت', 'GitHub Copilot', 'برمجة', 'مساعد برمجة داخل محرر الأكواد', 'Coding assistant inside the editor', 'freemium', null, 17, 'basic'),
  ('cursor', 'كيرسر', 'Cursor', 'برمجة', 'محرر أكواد مبني حول الذكاء الاصطناعي', 'AI-first code editor', 'freemium', null, 18, 'basic'),
  ('zapier', 'زابير', 'Zapier', 'أتمتة', 'ربط التطبيقات وأتمتة المهام دون برمجة', 'Connect apps and automate work without code', 'freemium', null, 19, 'basic'),
  ('make', 'ميك', 'Make', 'أتمتة', 'منصة أتمتة مرئية لسيناريوهات معقدة', 'Visual automation for complex scenarios', 'freemium', null, 20, 'basic'),
  ('n8n', 'إن إيت إن', 'n8n', 'أتمتة', 'أتمتة مفتوحة المصدر يمكن استضافتها ذاتياً', 'Open-source automation you can self-host', 'freemium', null, 21, 'basic'),
  ('deepl', 'ديب إل', 'DeepL', 'ترجمة', 'ترجمة عالية الدقة تدعم العربية', 'High-quality translation with Arabic support', 'freemium', null, 22, 'basic'),
  ('grammarly', 'جرامرلي', 'Grammarly', 'كتابة', 'تدقيق وتحسين الكتابة بالإنجليزية', 'English writing checks and improvements', 'freemium', null, 23, 'basic'),
  ('hugging-face', 'هاغينغ فيس', 'Hugging Face', 'نماذج', 'منصة النماذج المفتوحة ومساحات التجربة', 'Hub of open models and demo spaces', 'free', null, 24, 'basic'),
  ('microsoft-designer', 'مايكروسوفت ديزاينر', 'Microsoft Designer', 'تصميم', 'تصاميم ومنشورات من وصف نصي', 'Designs and social posts from a text prompt', 'freemium', null, 25, 'basic'),
  ('ideogram', 'إيديوجرام', 'Ideogram', 'صور', 'توليد صور تتقن كتابة النصوص داخل الصورة', 'Image generation that renders text well', 'freemium', 'image', 26, 'basic'),
  ('dall-e', 'دال-إي', 'DALL·E (in ChatGPT)', 'صور', 'توليد الصور داخل ChatGPT', 'Image generation inside ChatGPT', 'freemium', 'image', 27, 'basic'),
  ('stable-diffusion', 'ستيبل ديفيوجن', 'Stability AI', 'صور', 'نماذج مفتوحة لتوليد الصور', 'Open image generation models', 'freemium', 'image', 28, 'basic'),
  ('remove-bg', 'ريموف بي جي', 'remove.bg', 'صور', 'إزالة خلفية الصور في ثوانٍ', 'Removes image backgrounds in seconds', 'freemium', 'image', 29, 'basic'),
  ('photoroom', 'فوتوروم', 'Photoroom', 'صور', 'صور منتجات احترافية من الجوال', 'Professional product photos from a phone', 'freemium', 'image', 30, 'basic'),
  ('krea', 'كريا', 'Krea', 'صور', 'توليد وتحسين الصور في الوقت الفعلي', 'Real-time image generation and upscaling', 'freemium', 'image', 31, 'full'),
  ('pika', 'بيكا', 'Pika', 'فيديو', 'تحويل النصوص والصور إلى مقاطع فيديو قصيرة', 'Text and image to short video', 'freemium', null, 32, 'full'),
  ('luma', 'لوما دريم ماشين', 'Luma Dream Machine', 'فيديو', 'توليد فيديو واقعي من وصف نصي', 'Realistic video from text', 'freemium', null, 33, 'full'),
  ('capcut', 'كاب كت', 'CapCut', 'فيديو', 'مونتاج فيديو مع ترجمة تلقائية وقوالب', 'Video editing with auto captions and templates', 'freemium', null, 34, 'full'),
  ('descript', 'ديسكريبت', 'Descript', 'فيديو', 'تحرير الصوت والفيديو بتحرير النص المفرغ', 'Edit audio and video by editing the transcript', 'freemium', null, 35, 'full'),
  ('opus-clip', 'أوبس كليب', 'OpusClip', 'فيديو', 'قص المقاطع الطويلة إلى مقاطع قصيرة جاهزة للنشر', 'Turns long videos into short clips', 'freemium', null, 36, 'full'),
  ('suno', 'سونو', 'Suno', 'صوت', 'تأليف أغانٍ وموسيقى من وصف نصي', 'Songs and music from text', 'freemium', null, 37, 'full'),
  ('murf', 'مرف', 'Murf AI', 'صوت', 'تعليق صوتي بأصوات متعددة ولغات منها العربية', 'Voice-over in many voices and languages', 'freemium', null, 38, 'full'),
  ('whisper', 'ويسبر', 'OpenAI Whisper', 'صوت', 'نموذج مفتوح لتفريغ الكلام إلى نص يدعم العربية', 'Open speech-to-text model with Arabic support', 'free', null, 39, 'full'),
  ('fireflies', 'فايرفلايز', 'Fireflies.ai', 'إنتاجية', 'تسجيل الاجتماعات وتلخيصها تلقائياً', 'Records and summarises meetings', 'freemium', null, 40, 'full'),
  ('clickup-ai', 'كليك أب', 'ClickUp Brain', 'إنتاجية', 'إدارة المهام مع مساعد ذكي للكتابة والتلخيص', 'Task management with an AI assistant', 'paid', null, 41, 'full'),
  ('motion', 'موشن', 'Motion', 'إنتاجية', 'جدولة تلقائية للمهام والاجتماعات في التقويم', 'Automatic scheduling of tasks and meetings', 'paid', null, 42, 'full'),
  ('napkin', 'نابكن', 'Napkin AI', 'عروض تقديمية', 'تحويل النصوص إلى رسوم توضيحية ومخططات', 'Turns text into visuals and diagrams', 'freemium', null, 43, 'full'),
  ('beautiful-ai', 'بيوتيفل', 'Beautiful.ai', 'عروض تقديمية', 'عروض تقديمية مصممة تلقائياً', 'Automatically designed presentations', 'paid', null, 44, 'full'),
  ('tana', 'تانا', 'Tana', 'إنتاجية', 'ملاحظات منظمة مع ذكاء اصطناعي للبحث والتلخيص', 'Structured notes with AI search and summaries', 'freemium', null, 45, 'full'),
  ('jasper', 'جاسبر', 'Jasper', 'كتابة', 'كتابة تسويقية للفرق بنبرة العلامة', 'Marketing writing for teams in the brand voice', 'paid', null, 46, 'full'),
  ('copy-ai', 'كوبي إيه آي', 'Copy.ai', 'كتابة', 'نصوص تسويقية ومبيعات وسير عمل للمحتوى', 'Marketing and sales copy and content workflows', 'freemium', null, 47, 'full'),
  ('quillbot', 'كويل بوت', 'QuillBot', 'كتابة', 'إعادة صياغة النصوص وتلخيصها', 'Paraphrasing and summarising', 'freemium', null, 48, 'full'),
  ('surfer-seo', 'سيرفر', 'Surfer SEO', 'سيو', 'تحسين المحتوى لمحركات البحث بتحليل المنافسين', 'Content optimisation for search using competitor analysis', 'paid', 'search', 49, 'full'),
  ('semrush', 'سيمرش', 'Semrush', 'سيو', 'بحث الكلمات المفتاحية وتحليل المواقع والمنافسين', 'Keyword research, site and competitor analysis', 'paid', 'search', 50, 'full'),
  ('ahrefs', 'أهرفس', 'Ahrefs', 'سيو', 'تحليل الروابط الخلفية والكلمات المفتاحية', 'Backlink and keyword analysis', 'paid', 'search', 51, 'full'),
  ('julius', 'جوليوس', 'Julius AI', 'تحليل بيانات', 'تحليل ملفات إكسل والبيانات بالمحادثة ورسم المخططات', 'Chat with spreadsheets and chart data', 'freemium', 'bar-chart-3', 52, 'full'),
  ('power-bi-copilot', 'باور بي آي', 'Power BI Copilot', 'تحليل بيانات', 'لوحات مؤشرات وتقارير مع مساعد ذكي', 'Dashboards and reports with an AI assistant', 'paid', 'bar-chart-3', 53, 'full'),
  ('google-notebooklm', 'نوت بوك إل إم', 'NotebookLM', 'بحث', 'اسأل مستنداتك ولخصها واصنع منها ملخصاً صوتياً', 'Ask and summarise your own documents', 'free', null, 54, 'full'),
  ('consensus', 'كونسنسس', 'Consensus', 'بحث', 'إجابات من الأبحاث العلمية المحكمة', 'Answers from peer-reviewed research', 'freemium', null, 55, 'full'),
  ('replit', 'ريبلت', 'Replit', 'برمجة', 'بناء تطبيقات كاملة من وصف نصي ونشرها', 'Build and deploy apps from a description', 'freemium', null, 56, 'full'),
  ('lovable', 'لوفابل', 'Lovable', 'برمجة', 'إنشاء مواقع وتطبيقات ويب بالمحادثة', 'Create websites and web apps by chatting', 'freemium', null, 57, 'full'),
  ('v0', 'في زيرو', 'v0 by Vercel', 'برمجة', 'توليد واجهات React من وصف نصي', 'Generates React interfaces from text', 'freemium', null, 58, 'full'),
  ('manychat', 'ماني شات', 'ManyChat', 'أتمتة', 'ردود آلية على إنستغرام وواتساب وماسنجر', 'Automated replies on Instagram, WhatsApp and Messenger', 'freemium', null, 59, 'full'),
  ('intercom-fin', 'إنتركوم فين', 'Intercom Fin', 'خدمة العملاء', 'وكيل دعم ذكي يجيب العملاء من قاعدة معرفتك', 'AI support agent answering from your knowledge base', 'paid', null, 60, 'full'),
  ('tidio', 'تيديو', 'Tidio', 'خدمة العملاء', 'دردشة مباشرة وروبوت محادثة للمتاجر', 'Live chat and chatbot for online stores', 'freemium', null, 61, 'full'),
  ('hubspot-ai', 'هب سبوت', 'HubSpot AI', 'مبيعات', 'إدارة علاقات العملاء مع أدوات ذكية للمبيعات والتسويق', 'CRM with AI tools for sales and marketing', 'freemium', null, 62, 'full')
on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, category = excluded.category,
  description = excluded.description, description_en = excluded.description_en,
  pricing = excluded.pricing, icon = excluded.icon, sort_order = excluded.sort_order, directory_level = excluded.directory_level;

insert into public.ai_tool_details (tool_id, url)
select t.id, v.url from (values
  ('chatgpt', 'https://chatgpt.com'),
  ('claude', 'https://claude.ai'),
  ('gemini', 'https://gemini.google.com'),
  ('microsoft-copilot', 'https://copilot.microsoft.com'),
  ('perplexity', 'https://www.perplexity.ai'),
  ('midjourney', 'https://www.midjourney.com'),
  ('leonardo-ai', 'https://leonardo.ai'),
  ('adobe-firefly', 'https://firefly.adobe.com'),
  ('canva', 'https://www.canva.com'),
  ('runway', 'https://runwayml.com'),
  ('heygen', 'https://www.heygen.com'),
  ('synthesia', 'https://www.synthesia.io'),
  ('elevenlabs', 'https://elevenlabs.io'),
  ('notion-ai', 'https://www.notion.com/product/ai'),
  ('otter-ai', 'https://otter.ai'),
  ('gamma', 'https://gamma.app'),
  ('github-copilot', 'https://github.com/features/copilot'),
  ('cursor', 'https://cursor.com'),
  ('zapier', 'https://zapier.com'),
  ('make', 'https://www.make.com'),
  ('n8n', 'https://n8n.io'),
  ('deepl', 'https://www.deepl.com'),
  ('grammarly', 'https://www.grammarly.com'),
  ('hugging-face', 'https://huggingface.co'),
  ('microsoft-designer', 'https://designer.microsoft.com'),
  ('ideogram', 'https://ideogram.ai'),
  ('dall-e', 'https://openai.com/index/dall-e-3'),
  ('stable-diffusion', 'https://stability.ai'),
  ('remove-bg', 'https://www.remove.bg'),
  ('photoroom', 'https://www.photoroom.com'),
  ('krea', 'https://www.krea.ai'),
  ('pika', 'https://pika.art'),
  ('luma', 'https://lumalabs.ai/dream-machine'),
  ('capcut', 'https://www.capcut.com'),
  ('descript', 'https://www.descript.com'),
  ('opus-clip', 'https://www.opus.pro'),
  ('suno', 'https://suno.com'),
  ('murf', 'https://murf.ai'),
  ('whisper', 'https://github.com/openai/whisper'),
  ('fireflies', 'https://fireflies.ai'),
  ('clickup-ai', 'https://clickup.com/ai'),
  ('motion', 'https://www.usemotion.com'),
  ('napkin', 'https://www.napkin.ai'),
  ('beautiful-ai', 'https://www.beautiful.ai'),
  ('tana', 'https://tana.inc'),
  ('jasper', 'https://www.jasper.ai'),
  ('copy-ai', 'https://www.copy.ai'),
  ('quillbot', 'https://quillbot.com'),
  ('surfer-seo', 'https://surferseo.com'),
  ('semrush', 'https://www.semrush.com'),
  ('ahrefs', 'https://ahrefs.com'),
  ('julius', 'https://julius.ai'),
  ('power-bi-copilot', 'https://www.microsoft.com/power-platform/products/power-bi'),
  ('google-notebooklm', 'https://notebooklm.google'),
  ('consensus', 'https://consensus.app'),
  ('replit', 'https://replit.com'),
  ('lovable', 'https://lovable.dev'),
  ('v0', 'https://v0.app'),
  ('manychat', 'https://manychat.com'),
  ('intercom-fin', 'https://www.intercom.com/fin'),
  ('tidio', 'https://www.tidio.com'),
  ('hubspot-ai', 'https://www.hubspot.com/artificial-intelligence')
) as v (slug, url) join public.ai_tools t on t.slug = v.slug
on conflict (tool_id) do update set url = excluded.url;

insert into public.automation_templates (slug, title, title_en, description, description_en) values
  ('lead-to-crm', 'من نموذج الموقع إلى نظام العملاء', 'Website form to CRM', 'كل طلب من نموذج الموقع يصل إلى نظام إدارة العملاء مع رسالة ترحيب تلقائية', 'Every website form lead lands in the CRM with an automatic welcome'),
  ('social-repurpose', 'إعادة تدوير المحتوى للمنصات', 'Content repurposing', 'حوّل كل مقال جديد إلى منشورات لتويتر ولينكدإن وإنستغرام', 'Turn each new article into posts for X, LinkedIn and Instagram'),
  ('support-triage', 'فرز رسائل الدعم تلقائياً', 'Support triage', 'تصنيف رسائل العملاء حسب الموضوع والأولوية وتوجيهها للفريق المناسب', 'Classify customer messages by topic and urgency and route them'),
  ('weekly-report', 'تقرير أداء أسبوعي تلقائي', 'Automatic weekly report', 'جمع أرقام المبيعات والإعلانات في تقرير يصل كل أحد صباحاً', 'Sales and ads numbers compiled into a report every Sunday morning'),
  ('meeting-followup', 'متابعة الاجتماعات', 'Meeting follow-up', 'تفريغ الاجتماع وإرسال المحضر والمهام للحضور تلقائياً', 'Transcribe meetings and send minutes and tasks to attendees'),
  ('abandoned-cart', 'استرجاع السلال المتروكة', 'Abandoned cart recovery', 'رسائل تلقائية بالبريد وواتساب لمن ترك سلته دون إتمام الشراء', 'Automatic e-mail and WhatsApp to shoppers who left their cart'),
  ('review-responder', 'الرد على تقييمات جوجل', 'Google review responder', 'اقتراح رد مناسب لكل تقييم جديد وإرساله للمراجعة قبل النشر', 'Drafts a reply to each new review for approval'),
  ('invoice-reminders', 'تذكير الفواتير المتأخرة', 'Overdue invoice reminders', 'تذكيرات مهذبة متدرجة للعملاء المتأخرين في السداد', 'Polite escalating reminders for overdue invoices'),
  ('content-approval', 'دورة اعتماد المحتوى', 'Content approval flow', 'من الفكرة إلى النشر: مسودة، مراجعة، تصميم، ثم جدولة', 'From idea to post: draft, review, design, schedule'),
  ('hr-onboarding', 'تهيئة الموظف الجديد تلقائياً', 'Automatic employee onboarding', 'حسابات ومهام ورسائل ترحيب تلقائية لكل موظف جديد', 'Accounts, tasks and welcome messages for each new hire')
on conflict (slug) do update set title = excluded.title, title_en = excluded.title_en, description = excluded.description,
  description_en = excluded.description_en;

-- Full steps are paid (automation_template_details); a trigger keeps the public outline.
insert into public.automation_template_details (template_id, steps)
select t.id, v.steps from (values
  ('lead-to-crm', '[{"title":"استقبال النموذج","description":"يُرسل نموذج الموقع البيانات عبر Webhook","tool":"Zapier"},{"title":"تنظيف البيانات","description":"توحيد رقم الجوال والبريد","tool":"Zapier"},{"title":"إنشاء العميل","description":"إضافة العميل المحتمل في CRM","tool":"HubSpot"},{"title":"رسالة ترحيب","description":"إرسال بريد ترحيبي مخصص","tool":"Gmail"}]'::jsonb),
  ('social-repurpose', '[{"title":"مراقبة المدونة","description":"رصد مقال جديد عبر RSS","tool":"Make"},{"title":"التلخيص","description":"توليد 3 منشورات بأطوال مختلفة","tool":"ChatGPT"},{"title":"التصميم","description":"إنشاء صورة من قالب","tool":"Canva"},{"title":"الجدولة","description":"جدولة النشر على المنصات","tool":"Buffer"}]'::jsonb),
  ('support-triage', '[{"title":"استقبال الرسالة","description":"رسالة جديدة في بريد الدعم","tool":"Gmail"},{"title":"التصنيف","description":"تحديد الموضوع والمشاعر والأولوية","tool":"Claude"},{"title":"التوجيه","description":"إنشاء تذكرة في القناة المناسبة","tool":"n8n"},{"title":"الرد الأولي","description":"إرسال رد تأكيد بمدة المعالجة المتوقعة","tool":"Gmail"}]'::jsonb),
  ('weekly-report', '[{"title":"جمع البيانات","description":"سحب أرقام الأسبوع من المتجر والإعلانات","tool":"Make"},{"title":"التحليل","description":"استخراج أهم 5 ملاحظات","tool":"ChatGPT"},{"title":"التنسيق","description":"بناء التقرير في مستند","tool":"Google Docs"},{"title":"الإرسال","description":"إرسال التقرير للإدارة","tool":"Slack"}]'::jsonb),
  ('meeting-followup', '[{"title":"التسجيل والتفريغ","description":"تفريغ الاجتماع نصياً","tool":"Otter.ai"},{"title":"المحضر","description":"استخراج القرارات والمهام","tool":"Claude"},{"title":"المهام","description":"إنشاء المهام بالمسؤول والموعد","tool":"Notion"},{"title":"الإرسال","description":"بريد للحضور بالمحضر","tool":"Gmail"}]'::jsonb),
  ('abandoned-cart', '[{"title":"رصد السلة المتروكة","description":"حدث من المتجر بعد ساعة دون إتمام الطلب","tool":"سلة / زد"},{"title":"صياغة الرسالة","description":"رسالة مخصصة باسم العميل والمنتج","tool":"ChatGPT"},{"title":"الإرسال","description":"بريد ثم واتساب بعد 24 ساعة إن لم يشترِ","tool":"Make"},{"title":"القياس","description":"تسجيل نسبة الاسترجاع في جدول","tool":"Google Sheets"}]'::jsonb),
  ('review-responder', '[{"title":"تقييم جديد","description":"رصد تقييم جديد على ملف النشاط التجاري","tool":"Zapier"},{"title":"تحليل المشاعر","description":"تحديد إن كان إيجابياً أو سلبياً وسببه","tool":"Claude"},{"title":"مسودة الرد","description":"رد مهذب بنبرة العلامة","tool":"ChatGPT"},{"title":"الموافقة","description":"إرسال المسودة للمدير في سلاك للموافقة","tool":"Slack"}]'::jsonb),
  ('invoice-reminders', '[{"title":"فحص يومي","description":"قراءة الفواتير غير المدفوعة","tool":"n8n"},{"title":"تحديد المرحلة","description":"حسب عدد أيام التأخير (3، 7، 14)","tool":"n8n"},{"title":"كتابة التذكير","description":"نص مناسب لكل مرحلة","tool":"ChatGPT"},{"title":"الإرسال والتسجيل","description":"بريد للعميل وتحديث حالة الفاتورة","tool":"Gmail"}]'::jsonb),
  ('content-approval', '[{"title":"الفكرة","description":"إضافة فكرة في لوحة المحتوى","tool":"Notion"},{"title":"المسودة","description":"كتابة نص المنشور تلقائياً","tool":"Claude"},{"title":"المراجعة","description":"إشعار المراجع وانتظار الموافقة","tool":"Slack"},{"title":"التصميم والجدولة","description":"قالب تصميم ثم جدولة النشر","tool":"Canva"}]'::jsonb),
  ('hr-onboarding', '[{"title":"موظف جديد","description":"إضافة الموظف في نموذج الموارد البشرية","tool":"Google Forms"},{"title":"الحسابات","description":"إنشاء البريد وحسابات الأدوات","tool":"Make"},{"title":"خطة أول أسبوع","description":"توليد خطة تهيئة حسب الوظيفة","tool":"ChatGPT"},{"title":"الترحيب","description":"رسالة ترحيب للموظف والفريق","tool":"Slack"}]'::jsonb)
) as v (slug, steps) join public.automation_templates t on t.slug = v.slug
on conflict (template_id) do update set steps = excluded.steps;

insert into public.referral_codes (code, description, max_uses) values
  ('SANAD2026', 'رمز الإطلاق العام', null),
  ('EARLYBIRD', 'المشتركون الأوائل (100 مقعد)', 100)
on conflict (code) do nothing;

-- Kits (issue 22): their items name catalogue entries by slug (scripts/catalogue/kits.mjs).
insert into public.kits (slug, title, description, steps, icon, is_published, sort_order) values
  ('launch-online-store', 'إطلاق متجر إلكتروني', 'من فكرة المتجر إلى أول طلب: صفحات المنتجات، الجاهزية التشغيلية، الحملة الأولى واسترجاع السلال المتروكة.', array['اختبر جاهزية المتجر قبل فتحه للعملاء: الدفع والشحن والسياسات وصفحات المنتجات.', 'اكتب أوصاف المنتجات وصفحات التصنيفات بلغة تبيع وتتصدر نتائج البحث.', 'صِغ سياسة الاسترجاع والاستبدال بوضوح يطمئن المشتري الأول.', 'جهّز أتمتة السلال المتروكة قبل الإطلاق، لا بعده.', 'أطلق حملتك الأولى وراقب أين يتسرب المشترون في مراحل الشراء.']::text[], 'shopping-cart', true, 1),
  ('ramadan-season-campaign', 'حملة موسم رمضان والعيد', 'خطة متكاملة للموسم الأهم في الخليج: الأفكار والتقويم والرسائل والصورة الرئيسية وتشغيل الفريق.', array['ثبّت مواعيد الموسم في تقويمك التسويقي قبل شهرين على الأقل.', 'اختر فكرة الحملة ورسالتها الرئيسية، ثم صمّم صورتها الرئيسية.', 'اكتب التهاني ورسائل العروض بنبرة تليق بالشهر الكريم.', 'خطط لدوام الفريق ومناوباته حتى لا تتعطل الطلبات في الذروة.', 'بعد العيد، راجع النتائج ودوّن ما تكرره في العام القادم.']::text[], 'calendar', true, 2),
  ('hire-first-employee', 'توظيف أول موظف', 'من الوصف الوظيفي إلى نهاية فترة التجربة: ما تحتاجه لتوظيف صحيح نظامياً وتهيئة تحفظ الموظف الجديد.', array['اكتب وصفاً وظيفياً واضحاً للمهام والنتائج المتوقعة.', 'أرسل خطاب العرض بتفاصيل الراتب والبدلات كما اتفقتما.', 'جهّز التهيئة قبل اليوم الأول: الحسابات والمهام ورسالة الترحيب.', 'اعقد لقاءً فردياً أسبوعياً خلال الأشهر الأولى.', 'قيّم فترة التجربة بمعايير مكتوبة قبل قرار التثبيت.']::text[], 'users', true, 3),
  ('first-ten-customers', 'أول عشرة عملاء لمشروع ناشئ', 'تحقق من أن المشكلة حقيقية، واعرض مشروعك في دقيقة، وابنِ خطة الثلاثين يوماً التي تأتي بأول العملاء.', array['قابل عملاء محتملين واسمع المشكلة بكلماتهم قبل أن تبني أي شيء.', 'حدّد نطاق النسخة الأولى بما يحل المشكلة وحدها.', 'جهّز عرضاً مختصراً لمشروعك بثلاثة أطوال.', 'نفّذ خطة الثلاثين يوماً وتابع كل عميل محتمل برسالة في وقتها.']::text[], 'rocket', true, 4),
  ('seo-for-new-site', 'سيو موقع جديد من الصفر', 'ابنِ موقعك على أساس صحيح للبحث: الكلمات المفتاحية، هيكلة الروابط، المحتوى، والبيانات المنظمة.', array['ابحث عن الكلمات التي يكتبها عملاؤك فعلاً، بالعربية والإنجليزية.', 'صمّم هيكل الموقع وروابطه قبل الإطلاق لا بعده.', 'خطط عناقيد المحتوى واكتب أول المقالات من موجز واضح.', 'أضف البيانات المنظمة والعناوين والأوصاف التعريفية لكل صفحة.', 'بعد شهر، التقط الفرص السريعة من Search Console.']::text[], 'search', true, 5),
  ('social-media-month', 'شهر كامل على وسائل التواصل', 'خطة محتوى لشهر على إنستغرام وتيك توك وسناب شات وX: الركائز، التقويم، النصوص، ودورة الاعتماد قبل النشر.', array['دقّق حسابك الحالي لتعرف من أين تبدأ.', 'حدّد ركائز المحتوى التي يتابعها جمهورك أسبوعاً بعد أسبوع.', 'املأ تقويم الشهر ثم اكتب النصوص دفعة واحدة.', 'اعتمد المحتوى في دورة واضحة: مسودة، مراجعة، تصميم، جدولة.', 'أعد تدوير أفضل المنشورات إلى صيغ أخرى بدلاً من البدء من الصفر.']::text[], 'megaphone', true, 6),
  ('monthly-numbers-review', 'مراجعة أرقام الشهر', 'اجتماع شهري مبني على الأرقام: الموازنة مقابل الفعلي، التحصيل، ربحية المنتجات، وتقرير واضح للإدارة.', array['قارن الموازنة بالأداء الفعلي واشرح كل انحراف كبير.', 'راجع أعمار الذمم المدينة وحدد من يُتابع هذا الأسبوع.', 'صنّف المنتجات حسب الإيراد والربح لتعرف أين تركز.', 'حوّل الأرقام إلى قصة قصيرة تعرضها على الإدارة.', 'أتمت التقرير الأسبوعي حتى تصلك الأرقام دون طلب.']::text[], 'bar-chart-3', true, 7),
  ('customer-service-setup', 'تأسيس خدمة عملاء تحفظ السمعة', 'ردود جاهزة ومستوى خدمة متفق عليه وفرز تلقائي للرسائل وردود على التقييمات، حتى لا يبقى عميل دون جواب.', array['اكتب الردود الجاهزة لأكثر الأسئلة تكراراً، ثم صفحة أسئلة شائعة منها.', 'اتفق على مستوى الخدمة ومصفوفة التصعيد مع فريقك.', 'أتمت فرز الرسائل حسب الموضوع والأولوية.', 'رد على تقييمات جوجل كلها، الجيد منها والسيئ.', 'حلّل أسباب التواصل شهرياً وعالج المتكرر منها من جذره.']::text[], 'headphones', true, 8)
on conflict (slug) do update set title = excluded.title, description = excluded.description,
  steps = excluded.steps, icon = excluded.icon, sort_order = excluded.sort_order;

insert into public.kit_items (kit_id, position, item_kind, item_id, note)
select k.id, v.position, v.kind, coalesce(p.id, a.id, t.id, m.id), v.note from (values
  ('launch-online-store', 0, 'prompt', 'es-online-store-launch-readiness', 'ابدأ بهذه القائمة قبل أي إعلان.'),
  ('launch-online-store', 1, 'prompt', 'product-description', 'وصف لكل منتج يجيب عن أسئلة المشتري.'),
  ('launch-online-store', 2, 'prompt', 'seo-category-page-copy', 'صفحات التصنيفات هي أول ما يظهر في البحث.'),
  ('launch-online-store', 3, 'prompt', 'cw-return-policy', ''),
  ('launch-online-store', 4, 'prompt', 'mk-abandoned-cart-recovery', 'نص الرسائل التي تعيد المتردد.'),
  ('launch-online-store', 5, 'template', 'abandoned-cart', 'الأتمتة التي ترسل تلك الرسائل في وقتها.'),
  ('launch-online-store', 6, 'assistant', 'ecommerce-ideas', 'اسأله عن تشكيلة المنتجات والتسعير.'),
  ('launch-online-store', 7, 'tool', 'photoroom', 'صور منتجات بخلفية نظيفة في دقائق.'),
  ('launch-online-store', 8, 'prompt', 'dx-checkout-funnel-payments', 'بعد أول أسبوعين من البيع.'),
  ('ramadan-season-campaign', 0, 'prompt', 'mk-gulf-seasons-calendar', ''),
  ('ramadan-season-campaign', 1, 'prompt', 'ramadan-campaign-ideas', 'أفكار مختلفة عن المعتاد لكل أسبوع من الشهر.'),
  ('ramadan-season-campaign', 2, 'prompt', 'mk-ramadan-key-visual-midjourney', 'الصورة التي تحمل الحملة على كل المنصات.'),
  ('ramadan-season-campaign', 3, 'prompt', 'cw-occasion-greetings', ''),
  ('ramadan-season-campaign', 4, 'prompt', 'bm-ramadan-operations-plan', 'الدوام والمناوبات في أيام الذروة.'),
  ('ramadan-season-campaign', 5, 'assistant', 'seasonal-campaigns', 'لتعديل الخطة حسب نشاطك.'),
  ('ramadan-season-campaign', 6, 'tool', 'canva', 'قوالب جاهزة لتصاميم الموسم.'),
  ('ramadan-season-campaign', 7, 'prompt', 'mk-post-campaign-review', 'الدروس المستفادة بعد انتهاء الموسم.'),
  ('hire-first-employee', 0, 'prompt', 'job-description', ''),
  ('hire-first-employee', 1, 'prompt', 'bm-job-offer-letter', 'بنود الراتب والبدلات دون لبس.'),
  ('hire-first-employee', 2, 'template', 'hr-onboarding', 'حسابات ومهام ورسائل ترحيب تلقائية.'),
  ('hire-first-employee', 3, 'prompt', 'bm-one-on-one-guide', ''),
  ('hire-first-employee', 4, 'prompt', 'bm-probation-review', 'قرار التثبيت بمعايير واضحة.'),
  ('hire-first-employee', 5, 'prompt', 'bm-end-of-service-calculation', 'لتعرف التزامك منذ اليوم الأول.'),
  ('first-ten-customers', 0, 'prompt', 'es-customer-problem-interviews', 'أسئلة لا توحي بالإجابة.'),
  ('first-ten-customers', 1, 'assistant', 'idea-validator', 'قيّم الفكرة قبل أن تنفق عليها.'),
  ('first-ten-customers', 2, 'prompt', 'es-mvp-scope', ''),
  ('first-ten-customers', 3, 'prompt', 'es-elevator-pitch-three-lengths', ''),
  ('first-ten-customers', 4, 'prompt', 'es-first-ten-customers-plan', 'قلب هذه الحزمة.'),
  ('first-ten-customers', 5, 'prompt', 'customer-followup', 'حتى لا يبرد الاهتمام بعد أول محادثة.'),
  ('first-ten-customers', 6, 'tool', 'lovable', 'صفحة أو نموذج أولي دون مبرمج.'),
  ('seo-for-new-site', 0, 'prompt', 'keyword-research', ''),
  ('seo-for-new-site', 1, 'prompt', 'seo-site-architecture-urls', 'الهيكل الذي يصعب تغييره لاحقاً.'),
  ('seo-for-new-site', 2, 'prompt', 'content-cluster', ''),
  ('seo-for-new-site', 3, 'prompt', 'seo-article-brief', ''),
  ('seo-for-new-site', 4, 'prompt', 'meta-descriptions', ''),
  ('seo-for-new-site', 5, 'prompt', 'seo-schema-json-ld', ''),
  ('seo-for-new-site', 6, 'tool', 'semrush', 'لقياس صعوبة الكلمات وحجم البحث.'),
  ('seo-for-new-site', 7, 'prompt', 'seo-search-console-quick-wins', 'بعد أن تبدأ البيانات بالوصول.'),
  ('social-media-month', 0, 'prompt', 'mk-instagram-profile-audit', ''),
  ('social-media-month', 1, 'prompt', 'mk-tiktok-content-pillars', ''),
  ('social-media-month', 2, 'prompt', 'instagram-content-calendar', 'تقويم الشهر كاملاً.'),
  ('social-media-month', 3, 'prompt', 'cw-carousel-post', ''),
  ('social-media-month', 4, 'prompt', 'cw-snapchat-story-sequence', ''),
  ('social-media-month', 5, 'assistant', 'social-strategist', ''),
  ('social-media-month', 6, 'template', 'content-approval', 'من الفكرة إلى الجدولة دون رسائل ضائعة.'),
  ('social-media-month', 7, 'template', 'social-repurpose', ''),
  ('monthly-numbers-review', 0, 'prompt', 'dx-budget-vs-actual', ''),
  ('monthly-numbers-review', 1, 'prompt', 'dx-receivables-aging', ''),
  ('monthly-numbers-review', 2, 'prompt', 'dx-abc-product-profitability', ''),
  ('monthly-numbers-review', 3, 'prompt', 'chatgpt-data-story', 'الأرقام نفسها بلغة يفهمها صاحب القرار.'),
  ('monthly-numbers-review', 4, 'template', 'weekly-report', ''),
  ('monthly-numbers-review', 5, 'tool', 'julius', 'حلّل ملف الإكسل بالأسئلة.'),
  ('monthly-numbers-review', 6, 'prompt', 'excel-formula-helper', ''),
  ('customer-service-setup', 0, 'prompt', 'chatgpt-customer-support-macros', ''),
  ('customer-service-setup', 1, 'prompt', 'faq-generator', ''),
  ('customer-service-setup', 2, 'prompt', 'bm-customer-service-sla', ''),
  ('customer-service-setup', 3, 'template', 'support-triage', 'تصنيف الرسائل وتوجيهها تلقائياً.'),
  ('customer-service-setup', 4, 'prompt', 'cw-review-replies', ''),
  ('customer-service-setup', 5, 'template', 'review-responder', ''),
  ('customer-service-setup', 6, 'tool', 'tidio', 'محادثة مباشرة وروبوت على موقعك.'),
  ('customer-service-setup', 7, 'prompt', 'da-support-ticket-drivers', 'لتعرف لماذا يتواصل العملاء أصلاً.')
) as v (kit, position, kind, slug, note)
join public.kits k on k.slug = v.kit
left join public.prompts p on v.kind = 'prompt' and p.slug = v.slug
left join public.gpt_assistants a on v.kind = 'assistant' and a.slug = v.slug
left join public.ai_tools t on v.kind = 'tool' and t.slug = v.slug
left join public.automation_templates m on v.kind = 'template' and m.slug = v.slug
where coalesce(p.id, a.id, t.id, m.id) is not null
on conflict (kit_id, item_kind, item_id) do update set position = excluded.position, note = excluded.note;

-- The demo basic@ account has chosen its one ChatGPT section (needs the categories above).
insert into public.prompt_section_choices (user_id, category)
select u.id, 'marketing' from auth.users u where u.email = 'basic@sanad.local'
on conflict (user_id) do nothing;

-- ==== onboarding funnel demo (issue 32) ====
-- Demo weeks for /518/funnel: wizard starts and the accounts that came out of them over the four
-- ISO weeks before this one, at known steps (verified, first prompt opened, paid). The accounts
-- (…@funnel.demo) have no password, so nobody signs in with them, and their trials are long over.
-- Per week k (1..4 weeks ago): 30 + 4k wizard starts; 10 + k accounts, the first 8 + k linked to
-- a start; account i is verified unless i % 5 = 0, opens a prompt when also i % 5 <> 4, and pays
-- when also i % 4 = 1.
insert into public.onboarding_wizard_starts (visitor_id, started_at)
select md5('funnel-demo-visitor-' || k || '-' || i)::uuid,
       (date_trunc('week', now() at time zone 'Asia/Riyadh') - make_interval(days => 7 * k)
         + make_interval(hours => 1 + (i % 40) * 4)) at time zone 'Asia/Riyadh'
  from generate_series(1, 4) as k, generate_series(1, 30 + 4 * k) as i
    on conflict (visitor_id) do nothing;

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email, '',
  case when d.i % 5 <> 0 then d.created_at + make_interval(mins => 7 * d.i) end,
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('full_name', 'حساب تجريبي للقمع ' || d.k || '-' || d.i)
    || case when d.i <= 8 + d.k
            then jsonb_build_object('wizard_visitor', md5('funnel-demo-visitor-' || d.k || '-' || d.i)::uuid)
            else '{}'::jsonb end,
  d.created_at, d.created_at
from (
  select k, i, md5('funnel-demo-user-' || k || '-' || i)::uuid as id,
         'funnel-' || k || '-' || i || '@funnel.demo' as email,
         w.started_at + make_interval(mins => 10 + 3 * i) as created_at
    from generate_series(1, 4) as k
   cross join generate_series(1, 14) as i
    join public.onboarding_wizard_starts w
      on w.visitor_id = md5('funnel-demo-visitor-' || k || '-' || i)::uuid
   where i <= 10 + k
) as d
where not exists (select 1 from auth.users x where x.id = d.id);

update public.subscriptions s
   set status = 'expired', expires_at = u.created_at + interval '7 days'
  from auth.users u
 where u.id = s.user_id and u.email like '%@funnel.demo' and s.plan_id = 'trial';
update public.profiles p
   set subscription_status = 'expired', subscription_expires_at = u.created_at + interval '7 days'
  from auth.users u
 where u.id = p.id and u.email like '%@funnel.demo' and p.subscription_tier = 'trial';

insert into public.prompt_opens (user_id, day, prompt_id, opened_at)
select u.id, ((u.created_at + make_interval(hours => n.i)) at time zone 'Asia/Riyadh')::date,
       (select id from public.prompts where is_published order by slug limit 1),
       u.created_at + make_interval(hours => n.i)
  from auth.users u
  cross join lateral (select split_part(split_part(u.email, '@', 1), '-', 3)::int as i) as n
 where u.email like '%@funnel.demo' and n.i % 5 not in (0, 4)
   and exists (select 1 from public.prompts where is_published)
on conflict do nothing;

insert into public.tap_payment_details (order_reference, charge_id, user_id, plan_slug,
  original_amount, final_amount, status, applied_at, created_at)
select 'funnel-demo-' || u.id, 'chg_funnel_demo_' || replace(u.id::text, '-', ''), u.id, 'basic',
       19, 19, 'CAPTURED', u.created_at + make_interval(hours => 5 * n.i),
       u.created_at + make_interval(hours => 5 * n.i)
  from auth.users u
  cross join lateral (select split_part(split_part(u.email, '@', 1), '-', 3)::int as i) as n
 where u.email like '%@funnel.demo' and n.i % 5 not in (0, 4) and n.i % 4 = 1
   and not exists (select 1 from public.tap_payment_details t where t.order_reference = 'funnel-demo-' || u.id);

-- ==== demo company (issue 43) ====
-- «مطاعم الخليج»: premium@ owns it, advanced@ is its editor; no company plan (the demo accounts'
-- access stays their own). One approved prompt, one in review, the company's values.
insert into public.companies (id, legal_name, trade_name, sector, size, city, country, created_by)
select 'c0000000-0000-4000-8000-000000000043', 'شركة مطاعم الخليج المحدودة', 'مطاعم الخليج', 'restaurants',
       '11-50', 'الرياض', 'SA', u.id
  from auth.users u where u.email = 'premium@sanad.local'
on conflict (id) do nothing;

insert into public.company_members (company_id, user_id, role)
select 'c0000000-0000-4000-8000-000000000043', u.id,
       case u.email when 'premium@sanad.local' then 'owner' else 'editor' end
  from auth.users u where u.email in ('premium@sanad.local', 'advanced@sanad.local')
on conflict (company_id, user_id) do nothing;

insert into public.company_values (company_id, key, label, value) values
  ('c0000000-0000-4000-8000-000000000043', 'اسم_الشركة', 'اسم الشركة', 'مطاعم الخليج'),
  ('c0000000-0000-4000-8000-000000000043', 'نبرة_العلامة', 'نبرة العلامة', 'ودية وقريبة من العائلة'),
  ('c0000000-0000-4000-8000-000000000043', 'المدينة', 'المدينة', 'الرياض'),
  ('c0000000-0000-4000-8000-000000000043', 'الهاتف', 'هاتف الحجوزات', '920000000')
on conflict (company_id, key) do nothing;

insert into public.company_prompts (id, company_id, state, current_version, approved_version, approved_at, created_by)
select v.id::uuid, 'c0000000-0000-4000-8000-000000000043', v.state, 1,
       case when v.state = 'approved' then 1 end, case when v.state = 'approved' then now() end, u.id
  from (values ('c0000000-0000-4000-8000-000000000101', 'approved'),
               ('c0000000-0000-4000-8000-000000000102', 'in_review')) as v (id, state)
  join auth.users u on u.email = 'advanced@sanad.local'
on conflict (id) do nothing;

insert into public.company_prompt_versions (company_prompt_id, company_id, version, title, description, body,
                                            variables, status, author_id, submitted_at, reviewed_at)
select v.id::uuid, 'c0000000-0000-4000-8000-000000000043', 1, v.title, v.description, v.body,
       private.extract_prompt_variables(v.body), v.status, u.id, now(),
       case when v.status = 'approved' then now() end
  from (values
    ('c0000000-0000-4000-8000-000000000101', 'رد على تقييم عميل', 'رد مهذب على تقييم في خرائط Google',
     'اكتب رداً على تقييم عميل لمطعم {{اسم_الشركة}} في {{المدينة}} بنبرة {{نبرة_العلامة}}. التقييم: {{نص_التقييم*+}}. اختم بدعوة للحجز على {{الهاتف}}.',
     'approved'),
    ('c0000000-0000-4000-8000-000000000102', 'إعلان طبق اليوم', 'منشور قصير لطبق اليوم',
     'اكتب منشوراً قصيراً عن طبق اليوم {{اسم_الطبق}} في {{اسم_الشركة}} بنبرة {{نبرة_العلامة}}.',
     'in_review')) as v (id, title, description, body, status)
  join auth.users u on u.email = 'advanced@sanad.local'
on conflict (company_prompt_id, version) do nothing;
