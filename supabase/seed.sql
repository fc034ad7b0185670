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
   '{"prompts_access": "limited", "gpt_assistants": 0, "ai_tools_directory": false, "automation_templates": false, "support_level": "email", "chatgpt_sections": 1, "duration_days": 7, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 10, "assistants": 0, "storage_mb": 10}',
   true, false, 1, 0),
  ('basic', 'الأساسية', 'Basic', 'قسم واحد من أوامر ChatGPT بدون مساعدين', 'One ChatGPT section, no assistants',
   19, 'SAR', 'monthly', 30,
   '["قسم واحد من أوامر ChatGPT", "تحديثات شهرية للمكتبة", "دعم عبر البريد الإلكتروني"]',
   '["One ChatGPT prompt section", "Monthly library updates", "E-mail support"]',
   '{"prompts_access": "single_section", "gpt_assistants": 0, "ai_tools_directory": false, "automation_templates": false, "support_level": "email", "chatgpt_sections": 1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 50, "assistants": 0, "storage_mb": 50}',
   true, false, 2, 1),
  ('advanced', 'المتقدمة', 'Advanced', 'جميع أوامر ChatGPT', 'All ChatGPT prompts',
   35, 'SAR', 'monthly', 30,
   '["جميع أوامر ChatGPT", "تحديثات شهرية للمكتبة", "المفضلة والتفضيلات المحفوظة", "دعم أولوية عادية"]',
   '["All ChatGPT prompts", "Monthly library updates", "Favorites and saved preferences", "Standard support"]',
   '{"prompts_access": "all_chatgpt", "gpt_assistants": 0, "ai_tools_directory": false, "automation_templates": false, "support_level": "standard", "chatgpt_sections": -1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": 200, "assistants": 0, "storage_mb": 200}',
   true, false, 3, 2),
  ('premium', 'الكاملة', 'Complete', 'جميع الأوامر والمساعدين ودليل الأدوات الأساسي', 'All prompts and assistants, basic tools directory',
   57, 'SAR', 'monthly', 30,
   '["جميع الأوامر الذكية لكل المنصات", "أكثر من 70 مساعداً رقمياً", "دليل أدوات الذكاء الاصطناعي الأساسي", "قوالب الأتمتة", "دعم مباشر"]',
   '["All smart commands for every platform", "70+ digital assistants", "Basic AI tools directory", "Automation templates", "Direct support"]',
   '{"prompts_access": "all", "gpt_assistants": -1, "ai_tools_directory": "basic", "automation_templates": true, "support_level": "direct", "chatgpt_sections": -1, "duration_days": 30, "golden_guarantee": false, "guarantee_days": 0, "prompts_per_day": -1, "assistants": -1, "storage_mb": 1000}',
   true, true, 4, 3),
  ('lifetime', 'مدى الحياة', 'Lifetime', 'وصول دائم لكل شيء مع ضمان ذهبي 7 أيام', 'Permanent access to everything with a 7-day golden guarantee',
   499, 'SAR', 'lifetime', null,
   '["وصول دائم لجميع الأوامر والمساعدين", "دليل الأدوات الكامل", "دعم ذو أولوية", "ضمان ذهبي لمدة 7 أيام", "جميع التحديثات المستقبلية"]',
   '["Permanent access to all prompts and assistants", "Full tools directory", "Priority support", "7-day golden guarantee", "All future updates"]',
   '{"prompts_access": "all", "gpt_assistants": -1, "ai_tools_directory": "full", "automation_templates": true, "support_level": "priority", "chatgpt_sections": -1, "duration_days": -1, "golden_guarantee": true, "guarantee_days": 7, "prompts_per_day": -1, "assistants": -1, "storage_mb": -1}',
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
  values ('marketing-plan-90-days', 'خطة تسويقية لمدة 90 يوماً', '90-day marketing plan', 'خطة تسويق مفصلة لثلاثة أشهر بأهداف أسبوعية وقنوات وميزانية', 'marketing', array['chatgpt', 'claude']::text[], true, array['خطة', 'تسويق', 'ميزانية']::text[], now() - interval '302 hours')
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
  values ('instagram-content-calendar', 'تقويم محتوى إنستغرام لشهر كامل', 'Monthly Instagram content calendar', 'تقويم منشورات يومي مع الأفكار والنصوص والوسوم', 'marketing', array['chatgpt', 'gemini']::text[], false, array['إنستغرام', 'محتوى', 'تقويم']::text[], now() - interval '301 hours')
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
  values ('ad-copy-variations', 'عشر صيغ لإعلان ممول', 'Ten paid-ad copy variations', 'نصوص إعلانية قصيرة لاختبار A/B على منصات التواصل', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلان', 'نص إعلاني', 'اختبار']::text[], now() - interval '300 hours')
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
  values ('customer-persona', 'بناء شخصية العميل المثالي', 'Ideal customer persona', 'ملف تفصيلي لشخصية العميل بدوافعه ومخاوفه وقنواته', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['شخصية العميل', 'جمهور', 'بحث']::text[], now() - interval '299 hours')
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
  values ('campaign-launch-brief', 'ملخص إطلاق حملة تسويقية', 'Campaign launch brief', 'موجز إبداعي كامل لفريق الحملة والوكالة', 'marketing', array['chatgpt', 'claude']::text[], false, array['حملة', 'إطلاق', 'موجز إبداعي']::text[], now() - interval '298 hours')
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
  values ('ramadan-campaign-ideas', 'أفكار حملة رمضان', 'Ramadan campaign ideas', 'أفكار حملات موسمية تناسب شهر رمضان والعيد', 'marketing', array['chatgpt', 'gemini']::text[], false, array['رمضان', 'موسمي', 'حملة']::text[], now() - interval '297 hours')
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
  values ('midjourney-product-shot', 'صورة منتج احترافية بميدجورني', 'Professional product shot (Midjourney)', 'وصف تصوير منتج استوديو بإضاءة احترافية', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'تصوير منتج', 'صورة']::text[], now() - interval '296 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Professional studio product photography of {{product|a luxury perfume bottle}}, placed on {{surface|a marble pedestal}}, soft diffused lighting, subtle reflections, {{color_palette|warm gold and beige}} color palette, minimal background, shallow depth of field, 85mm lens, ultra detailed, commercial advertising style --ar 4:5 --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('midjourney-social-banner', 'تصميم بانر لوسائل التواصل', 'Social media banner (Midjourney)', 'صورة غلاف بطابع عربي عصري لحملات التواصل', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'بانر', 'تصميم']::text[], now() - interval '295 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Modern Arabic-inspired social media banner for {{brand|a coffee shop}}, geometric islamic patterns subtly in the background, {{main_element|a cup of Saudi coffee with dates}} in the foreground, cinematic lighting, clean negative space on the left for text, vibrant but elegant colors --ar 16:9 --v 6' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('influencer-outreach', 'رسالة تعاون مع مؤثر', 'Influencer outreach message', 'رسالة احترافية لطلب تعاون مع صانع محتوى', 'marketing', array['chatgpt', 'claude']::text[], false, array['مؤثرين', 'تعاون', 'رسالة']::text[], now() - interval '294 hours')
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
  values ('competitor-analysis-marketing', 'تحليل تسويقي للمنافسين', 'Competitor marketing analysis', 'مقارنة رسائل المنافسين وقنواتهم وفرص التميز', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'تموضع']::text[], now() - interval '293 hours')
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
  values ('whatsapp-broadcast', 'رسائل واتساب تسويقية', 'WhatsApp broadcast messages', 'رسائل بث قصيرة للعملاء دون إزعاج', 'marketing', array['chatgpt', 'gemini']::text[], true, array['واتساب', 'رسائل', 'عملاء']::text[], now() - interval '292 hours')
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
  values ('swot-analysis', 'تحليل SWOT شامل', 'Complete SWOT analysis', 'تحليل نقاط القوة والضعف والفرص والتهديدات مع توصيات', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['SWOT', 'تحليل', 'استراتيجية']::text[], now() - interval '291 hours')
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
  values ('okrs-quarter', 'أهداف ونتائج رئيسية للربع', 'Quarterly OKRs', 'صياغة OKRs قابلة للقياس لفريق أو شركة', 'business-management', array['chatgpt', 'claude']::text[], false, array['OKR', 'أهداف', 'أداء']::text[], now() - interval '290 hours')
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
  values ('job-description', 'وصف وظيفي جذاب', 'Attractive job description', 'إعلان وظيفة يجذب المرشحين المناسبين', 'business-management', array['chatgpt', 'gemini']::text[], true, array['توظيف', 'موارد بشرية', 'وصف وظيفي']::text[], now() - interval '289 hours')
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
  values ('meeting-agenda', 'جدول أعمال اجتماع فعّال', 'Effective meeting agenda', 'جدول أعمال بالمدد والمسؤولين ومخرجات متوقعة', 'business-management', array['chatgpt', 'claude']::text[], true, array['اجتماع', 'تنظيم', 'إدارة']::text[], now() - interval '288 hours')
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
  values ('sop-writer', 'كتابة إجراء تشغيل قياسي', 'Standard operating procedure', 'إجراء عمل موحد خطوة بخطوة مع المسؤوليات', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'عمليات', 'جودة']::text[], now() - interval '287 hours')
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
  values ('performance-review', 'تقييم أداء موظف', 'Employee performance review', 'صياغة تقييم أداء متوازن وبنّاء', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تقييم', 'موارد بشرية', 'أداء']::text[], now() - interval '286 hours')
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
  values ('risk-register', 'سجل مخاطر المشروع', 'Project risk register', 'تحديد المخاطر وتقييمها وخطط الاستجابة', 'business-management', array['chatgpt', 'claude']::text[], false, array['مخاطر', 'مشاريع', 'حوكمة']::text[], now() - interval '285 hours')
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
  values ('change-announcement', 'إعلان تغيير داخلي للموظفين', 'Internal change announcement', 'رسالة داخلية تشرح تغييراً تنظيمياً بوضوح وطمأنة', 'business-management', array['chatgpt', 'claude']::text[], false, array['تواصل داخلي', 'تغيير', 'موظفين']::text[], now() - interval '284 hours')
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
  values ('budget-plan', 'موازنة سنوية تقديرية', 'Annual budget plan', 'تقدير الإيرادات والمصروفات الشهرية وسيناريوهات', 'business-management', array['chatgpt', 'gemini']::text[], false, array['موازنة', 'مالية', 'تخطيط']::text[], now() - interval '283 hours')
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
  values ('delegation-plan', 'خطة تفويض المهام للمدير', 'Manager delegation plan', 'تحديد ما يُفوَّض ولمن وكيف تتم المتابعة', 'business-management', array['chatgpt', 'claude']::text[], false, array['تفويض', 'قيادة', 'إنتاجية']::text[], now() - interval '282 hours')
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
  values ('blog-article-outline', 'مخطط مقال مدونة احترافي', 'Professional blog outline', 'هيكل مقال بعناوين فرعية وأفكار لكل قسم', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'مخطط']::text[], now() - interval '281 hours')
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
  values ('full-blog-article', 'كتابة مقال كامل', 'Full article writer', 'مقال كامل بأسلوب سلس ولغة عربية سليمة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['مقال', 'كتابة', 'محتوى']::text[], now() - interval '280 hours')
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
  values ('product-description', 'وصف منتج لمتجر إلكتروني', 'E-commerce product description', 'وصف مقنع يبرز الفوائد لا المواصفات فقط', 'content-writing', array['chatgpt', 'gemini']::text[], true, array['وصف منتج', 'متجر', 'سلة']::text[], now() - interval '279 hours')
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
  values ('email-newsletter', 'نشرة بريدية أسبوعية', 'Weekly e-mail newsletter', 'نشرة بريدية جذابة بعنوان يرفع نسبة الفتح', 'content-writing', array['chatgpt', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى']::text[], now() - interval '278 hours')
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
  values ('youtube-script', 'سيناريو فيديو يوتيوب', 'YouTube video script', 'سيناريو بمقدمة خاطفة ومشاهد وتوجيهات تصوير', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['يوتيوب', 'سيناريو', 'فيديو']::text[], now() - interval '277 hours')
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
  values ('tiktok-hooks', 'افتتاحيات فيديوهات قصيرة', 'Short-video hooks', 'عشرون افتتاحية تشد الانتباه في أول ثلاث ثوانٍ', 'content-writing', array['chatgpt', 'gemini']::text[], true, array['تيك توك', 'ريلز', 'خطاف']::text[], now() - interval '276 hours')
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
  values ('press-release', 'بيان صحفي رسمي', 'Press release', 'بيان صحفي بصيغة وكالات الأنباء', 'content-writing', array['chatgpt', 'claude']::text[], false, array['بيان صحفي', 'إعلام', 'علاقات عامة']::text[], now() - interval '275 hours')
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
  values ('linkedin-post', 'منشور لينكدإن مؤثر', 'Engaging LinkedIn post', 'منشور مهني بقصة ودرس مستفاد', 'content-writing', array['chatgpt', 'claude']::text[], false, array['لينكدإن', 'منشور', 'علامة شخصية']::text[], now() - interval '274 hours')
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
  values ('story-brand-about', 'صفحة "من نحن" بأسلوب القصة', 'Story-driven About page', 'صفحة تعريفية تروي قصة العلامة وتبني الثقة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['من نحن', 'قصة العلامة', 'موقع']::text[], now() - interval '273 hours')
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
  values ('faq-generator', 'أسئلة شائعة لموقعك', 'Website FAQ', 'أسئلة وأجوبة تزيل اعتراضات العملاء', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['أسئلة شائعة', 'موقع', 'دعم']::text[], now() - interval '272 hours')
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
  values ('translation-localize', 'تعريب محتوى تسويقي', 'Marketing localisation', 'تحويل نص إنجليزي إلى عربي تسويقي طبيعي', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], false, array['تعريب', 'ترجمة', 'محتوى']::text[], now() - interval '271 hours')
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
  values ('sales-data-insights', 'استخراج رؤى من بيانات المبيعات', 'Sales data insights', 'تحليل جدول مبيعات واكتشاف الاتجاهات والفرص', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'تحليل', 'بيانات']::text[], now() - interval '270 hours')
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
  values ('kpi-dashboard-design', 'تصميم لوحة مؤشرات أداء', 'KPI dashboard design', 'اختيار المؤشرات وطريقة عرضها للإدارة', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['مؤشرات', 'لوحة تحكم', 'KPI']::text[], now() - interval '269 hours')
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
  values ('excel-formula-helper', 'مساعد معادلات إكسل', 'Excel formula helper', 'كتابة وشرح المعادلات المطلوبة خطوة بخطوة', 'data-analysis', array['chatgpt', 'gemini']::text[], true, array['إكسل', 'معادلات', 'جداول']::text[], now() - interval '268 hours')
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
  values ('survey-analysis', 'تحليل نتائج استبيان', 'Survey results analysis', 'تلخيص إجابات الاستبيان المفتوحة والمغلقة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['استبيان', 'تحليل', 'عملاء']::text[], now() - interval '267 hours')
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
  values ('ab-test-readout', 'قراءة نتائج اختبار A/B', 'A/B test readout', 'حساب الدلالة الإحصائية وتفسير النتيجة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['اختبار A/B', 'إحصاء', 'تحويل']::text[], now() - interval '266 hours')
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
  values ('cohort-retention', 'تحليل الاحتفاظ بالعملاء حسب الفوج', 'Cohort retention analysis', 'فهم متى يتوقف العملاء عن الشراء ولماذا', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], false, array['احتفاظ', 'أفواج', 'اشتراكات']::text[], now() - interval '265 hours')
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
  values ('financial-ratios', 'تحليل النسب المالية', 'Financial ratio analysis', 'قراءة القوائم المالية بنسب السيولة والربحية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['مالية', 'نسب', 'قوائم مالية']::text[], now() - interval '264 hours')
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
  values ('sql-query-writer', 'كتابة استعلام SQL', 'SQL query writer', 'تحويل سؤال عمل إلى استعلام SQL صحيح ومشروح', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], false, array['SQL', 'قواعد بيانات', 'استعلام']::text[], now() - interval '263 hours')
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
  values ('data-cleaning-checklist', 'قائمة تنظيف البيانات', 'Data cleaning checklist', 'خطوات تنظيف ملف بيانات قبل التحليل', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['تنظيف بيانات', 'جودة', 'تحليل']::text[], now() - interval '262 hours')
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
  values ('keyword-research', 'بحث الكلمات المفتاحية', 'Keyword research', 'كلمات مفتاحية عربية مصنفة حسب نية البحث', 'seo', array['chatgpt', 'gemini']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث']::text[], now() - interval '261 hours')
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
  values ('seo-article-brief', 'موجز مقال متوافق مع السيو', 'SEO content brief', 'موجز للكاتب بالعناوين والكلمات والروابط', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو', 'موجز', 'محتوى']::text[], now() - interval '260 hours')
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
  values ('meta-descriptions', 'عناوين وأوصاف تعريفية', 'Titles and meta descriptions', 'عناوين صفحات وأوصاف تزيد نسبة النقر', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['ميتا', 'سيو', 'نسبة النقر']::text[], now() - interval '259 hours')
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
  values ('local-seo-plan', 'خطة السيو المحلي', 'Local SEO plan', 'تحسين الظهور في خرائط جوجل والبحث المحلي', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'نشاط تجاري']::text[], now() - interval '258 hours')
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
  values ('technical-seo-audit', 'تدقيق سيو تقني', 'Technical SEO audit', 'قائمة فحص تقنية مرتبة حسب الأولوية', 'seo', array['chatgpt', 'claude']::text[], false, array['سيو تقني', 'تدقيق', 'سرعة']::text[], now() - interval '257 hours')
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
  values ('content-cluster', 'بناء عنقود محتوى', 'Topic cluster builder', 'صفحة محورية ومقالات داعمة مترابطة', 'seo', array['chatgpt', 'gemini', 'claude']::text[], false, array['عنقود محتوى', 'روابط داخلية', 'سيو']::text[], now() - interval '256 hours')
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
  values ('backlink-outreach', 'حملة بناء روابط خلفية', 'Backlink outreach campaign', 'أفكار روابط ورسائل تواصل مع المواقع', 'seo', array['chatgpt', 'claude']::text[], false, array['روابط خلفية', 'سيو', 'تواصل']::text[], now() - interval '255 hours')
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
  values ('arabic-seo-rewrite', 'إعادة صياغة مقال للسيو', 'SEO rewrite of an article', 'تحسين مقال قائم دون حشو الكلمات', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['إعادة صياغة', 'سيو', 'تحسين']::text[], now() - interval '254 hours')
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
  values ('business-model-canvas', 'نموذج العمل التجاري', 'Business model canvas', 'تعبئة نموذج العمل بمربعاته التسعة لفكرتك', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], true, array['نموذج عمل', 'ريادة', 'مشروع']::text[], now() - interval '253 hours')
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
  values ('sales-cold-email', 'سلسلة رسائل بيع باردة', 'Cold e-mail sequence', 'أربع رسائل متابعة لعميل محتمل في قطاع الأعمال', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'بريد بارد', 'B2B']::text[], now() - interval '252 hours')
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
  values ('objection-handling', 'الرد على اعتراضات العملاء', 'Objection handling', 'ردود عملية على أشهر اعتراضات الشراء', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['اعتراضات', 'مبيعات', 'إقناع']::text[], now() - interval '251 hours')
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
  values ('pitch-deck-outline', 'عرض تقديمي للمستثمرين', 'Investor pitch deck', 'هيكل عرض من 12 شريحة مع المحتوى', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل']::text[], now() - interval '250 hours')
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
  values ('pricing-strategy', 'استراتيجية التسعير', 'Pricing strategy', 'اختيار نموذج التسعير والباقات والأسعار النفسية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'إيرادات']::text[], now() - interval '249 hours')
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
  values ('business-ideas-generator', 'توليد أفكار مشاريع صغيرة', 'Small business ideas', 'أفكار مشاريع مناسبة لرأس مالك ومهاراتك', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], true, array['أفكار مشاريع', 'ريادة', 'رأس مال']::text[], now() - interval '248 hours')
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
  values ('sales-call-script', 'سيناريو مكالمة مبيعات', 'Sales call script', 'نص مكالمة استكشافية بأسئلة تأهيل العميل', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مكالمة', 'مبيعات', 'تأهيل']::text[], now() - interval '247 hours')
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
  values ('customer-followup', 'رسائل متابعة بعد البيع', 'Post-sale follow-up', 'رسائل تزيد رضا العميل وتكرار الشراء', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], true, array['متابعة', 'ولاء', 'عملاء']::text[], now() - interval '246 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 4 رسائل متابعة لعميل اشترى {{المنتج}} من {{اسم_المتجر}}: بعد يوم (شكر وتعليمات)، بعد أسبوع (سؤال عن التجربة)، بعد أسبوعين (طلب تقييم)، وبعد شهر (عرض مخصص لشراء متكرر). اجعلها شخصية وقصيرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('franchise-readiness', 'جاهزية المشروع للامتياز التجاري', 'Franchise readiness', 'تقييم قابلية المشروع للتحول إلى امتياز تجاري', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['امتياز تجاري', 'توسع', 'فرنشايز']::text[], now() - interval '245 hours')
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
  values ('negotiation-prep', 'التحضير لجلسة تفاوض', 'Negotiation preparation', 'تحديد البدائل والحدود والتنازلات قبل التفاوض', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['تفاوض', 'صفقات', 'عقود']::text[], now() - interval '244 hours')
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
  values ('marketplace-listing', 'صفحة منتج في متجر أمازون', 'Marketplace listing', 'عنوان ونقاط ووصف لمنتج على أمازون ونون', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], false, array['أمازون', 'نون', 'متجر']::text[], now() - interval '243 hours')
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
  values ('gemini-market-research', 'بحث سوق سريع بجيميناي', 'Quick market research (Gemini)', 'حجم السوق والاتجاهات والمنافسين بمصادر', 'entrepreneurship-sales', array['gemini']::text[], false, array['بحث سوق', 'جيميناي', 'اتجاهات']::text[], now() - interval '242 hours')
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
  values ('claude-contract-review', 'مراجعة مبدئية لعقد بكلود', 'First-pass contract review (Claude)', 'قراءة عقد واستخراج البنود الحساسة والأسئلة', 'business-management', array['claude']::text[], false, array['عقود', 'مراجعة', 'كلود']::text[], now() - interval '241 hours')
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
  values ('midjourney-logo-concepts', 'أفكار شعار بميدجورني', 'Logo concepts (Midjourney)', 'مفاهيم أولية لشعار بسيط يصلح للعلامة', 'entrepreneurship-sales', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية']::text[], now() - interval '240 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for {{brand_name|a tech startup}}, symbol combining {{symbol|an Arabic letter and a spark}}, {{style|geometric, modern}} style, two colors {{colors|deep teal and sand}}, white background, no text, high contrast, scalable icon --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('gemini-trip-to-meeting', 'تلخيص بريد طويل وخطوات تالية', 'Summarise a long e-mail thread', 'تحويل سلسلة رسائل طويلة إلى ملخص وقائمة مهام', 'business-management', array['gemini']::text[], false, array['بريد', 'تلخيص', 'مهام']::text[], now() - interval '239 hours')
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
  values ('claude-policy-writer', 'صياغة سياسة داخلية', 'Internal policy writer', 'سياسة شركة واضحة قابلة للتطبيق', 'business-management', array['claude', 'chatgpt']::text[], false, array['سياسات', 'حوكمة', 'موارد بشرية']::text[], now() - interval '238 hours')
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
  values ('chatgpt-customer-support-macros', 'ردود جاهزة لخدمة العملاء', 'Customer support macros', 'قوالب ردود لطيفة وحاسمة للمواقف الشائعة', 'content-writing', array['chatgpt']::text[], false, array['خدمة عملاء', 'دعم', 'ردود']::text[], now() - interval '237 hours')
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
  values ('gemini-seo-serp-compare', 'مقارنة نتائج البحث الأولى', 'SERP comparison (Gemini)', 'تحليل الصفحات الأولى في نتائج البحث لكلمة محددة', 'seo', array['gemini']::text[], false, array['نتائج البحث', 'منافسين', 'سيو']::text[], now() - interval '236 hours')
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
  values ('chatgpt-data-story', 'تحويل الأرقام إلى قصة للإدارة', 'Data storytelling for leadership', 'عرض نتائج تحليل بأسلوب قصصي مقنع', 'data-analysis', array['chatgpt', 'claude']::text[], true, array['عرض', 'قصة البيانات', 'إدارة']::text[], now() - interval '235 hours')
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
  values ('social-plan-restaurant', 'خطة محتوى أسبوعية لوسائل التواصل للمطاعم والمقاهي', 'Weekly social content plan (restaurant)', 'سبعة أيام من المنشورات بالأفكار والنصوص والوسوم للمطاعم والمقاهي', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['محتوى', 'تواصل اجتماعي', 'خطة', 'مطعم']::text[], now() - interval '234 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق رقمي. ضع خطة محتوى لأسبوع واحد للمطعم «{{اسم_النشاط}}» في {{المدينة|الرياض}} على {{المنصات|إنستغرام وسناب شات وتيك توك}}.
لكل يوم: نوع المنشور، الفكرة، النص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم. اجعل منشوراً واحداً على الأقل يبرز {{المنتج|وجبة الغداء المميزة}} ويخاطب الزبائن مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('social-plan-ecommerce', 'خطة محتوى أسبوعية لوسائل التواصل للمتاجر الإلكترونية', 'Weekly social content plan (ecommerce)', 'سبعة أيام من المنشورات بالأفكار والنصوص والوسوم للمتاجر الإلكترونية', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['محتوى', 'تواصل اجتماعي', 'خطة', 'متجر إلكتروني']::text[], now() - interval '233 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق رقمي. ضع خطة محتوى لأسبوع واحد للمتجر «{{اسم_النشاط}}» في {{المدينة|الرياض}} على {{المنصات|إنستغرام وسناب شات وتيك توك}}.
لكل يوم: نوع المنشور، الفكرة، النص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم. اجعل منشوراً واحداً على الأقل يبرز {{المنتج|منتج الأكثر مبيعاً}} ويخاطب المتسوقين مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('social-plan-clinic', 'خطة محتوى أسبوعية لوسائل التواصل للعيادات والمراكز الطبية', 'Weekly social content plan (clinic)', 'سبعة أيام من المنشورات بالأفكار والنصوص والوسوم للعيادات والمراكز الطبية', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['محتوى', 'تواصل اجتماعي', 'خطة', 'عيادة']::text[], now() - interval '232 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق رقمي. ضع خطة محتوى لأسبوع واحد للعيادة «{{اسم_النشاط}}» في {{المدينة|الرياض}} على {{المنصات|إنستغرام وسناب شات وتيك توك}}.
لكل يوم: نوع المنشور، الفكرة، النص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم. اجعل منشوراً واحداً على الأقل يبرز {{المنتج|باقة الفحص الشامل}} ويخاطب المراجعين مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('social-plan-real-estate', 'خطة محتوى أسبوعية لوسائل التواصل لشركات العقار', 'Weekly social content plan (real estate)', 'سبعة أيام من المنشورات بالأفكار والنصوص والوسوم لشركات العقار', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['محتوى', 'تواصل اجتماعي', 'خطة', 'شركة عقارية']::text[], now() - interval '231 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق رقمي. ضع خطة محتوى لأسبوع واحد للشركة العقارية «{{اسم_النشاط}}» في {{المدينة|الرياض}} على {{المنصات|إنستغرام وسناب شات وتيك توك}}.
لكل يوم: نوع المنشور، الفكرة، النص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم. اجعل منشوراً واحداً على الأقل يبرز {{المنتج|مشروع الوحدات السكنية الجديد}} ويخاطب المشترين والمستأجرين مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('social-plan-training', 'خطة محتوى أسبوعية لوسائل التواصل لمراكز التدريب والأكاديميات', 'Weekly social content plan (training)', 'سبعة أيام من المنشورات بالأفكار والنصوص والوسوم لمراكز التدريب والأكاديميات', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['محتوى', 'تواصل اجتماعي', 'خطة', 'أكاديمية تدريب']::text[], now() - interval '230 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق رقمي. ضع خطة محتوى لأسبوع واحد للأكاديمية «{{اسم_النشاط}}» في {{المدينة|الرياض}} على {{المنصات|إنستغرام وسناب شات وتيك توك}}.
لكل يوم: نوع المنشور، الفكرة، النص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم. اجعل منشوراً واحداً على الأقل يبرز {{المنتج|دورة التسويق الرقمي}} ويخاطب المتدربين مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('social-plan-saas', 'خطة محتوى أسبوعية لوسائل التواصل للشركات التقنية الناشئة', 'Weekly social content plan (saas)', 'سبعة أيام من المنشورات بالأفكار والنصوص والوسوم للشركات التقنية الناشئة', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], true, array['محتوى', 'تواصل اجتماعي', 'خطة', 'شركة تقنية ناشئة']::text[], now() - interval '229 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مدير تسويق رقمي. ضع خطة محتوى لأسبوع واحد للشركة «{{اسم_النشاط}}» في {{المدينة|الرياض}} على {{المنصات|إنستغرام وسناب شات وتيك توك}}.
لكل يوم: نوع المنشور، الفكرة، النص كاملاً بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم. اجعل منشوراً واحداً على الأقل يبرز {{المنتج|تطبيق إدارة المهام}} ويخاطب العملاء مباشرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('offer-ideas-restaurant', 'أفكار عروض ترويجية للمطاعم والمقاهي', 'Promotion ideas (restaurant)', 'عشرة عروض ترويجية مع طريقة الإعلان عنها وحساب الربحية للمطاعم والمقاهي', 'marketing', array['chatgpt', 'claude']::text[], false, array['عروض', 'ترويج', 'مبيعات', 'مطعم']::text[], now() - interval '228 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 عروض ترويجية للمطعم «{{اسم_النشاط}}» لزيادة المبيعات خلال {{المدة|شهر واحد}} دون الإضرار بهامش الربح (هامشنا الحالي {{هامش_الربح|35%}}).
لكل عرض: الفكرة، لماذا يجذب الزبائن، نص إعلان قصير، الحد الأدنى للطلب إن وجد، وتقدير أثره على الربح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('offer-ideas-ecommerce', 'أفكار عروض ترويجية للمتاجر الإلكترونية', 'Promotion ideas (ecommerce)', 'عشرة عروض ترويجية مع طريقة الإعلان عنها وحساب الربحية للمتاجر الإلكترونية', 'marketing', array['chatgpt', 'claude']::text[], false, array['عروض', 'ترويج', 'مبيعات', 'متجر إلكتروني']::text[], now() - interval '227 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 عروض ترويجية للمتجر «{{اسم_النشاط}}» لزيادة المبيعات خلال {{المدة|شهر واحد}} دون الإضرار بهامش الربح (هامشنا الحالي {{هامش_الربح|35%}}).
لكل عرض: الفكرة، لماذا يجذب المتسوقين، نص إعلان قصير، الحد الأدنى للطلب إن وجد، وتقدير أثره على الربح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('offer-ideas-clinic', 'أفكار عروض ترويجية للعيادات والمراكز الطبية', 'Promotion ideas (clinic)', 'عشرة عروض ترويجية مع طريقة الإعلان عنها وحساب الربحية للعيادات والمراكز الطبية', 'marketing', array['chatgpt', 'claude']::text[], false, array['عروض', 'ترويج', 'مبيعات', 'عيادة']::text[], now() - interval '226 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 عروض ترويجية للعيادة «{{اسم_النشاط}}» لزيادة المبيعات خلال {{المدة|شهر واحد}} دون الإضرار بهامش الربح (هامشنا الحالي {{هامش_الربح|35%}}).
لكل عرض: الفكرة، لماذا يجذب المراجعين، نص إعلان قصير، الحد الأدنى للطلب إن وجد، وتقدير أثره على الربح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('offer-ideas-real-estate', 'أفكار عروض ترويجية لشركات العقار', 'Promotion ideas (real estate)', 'عشرة عروض ترويجية مع طريقة الإعلان عنها وحساب الربحية لشركات العقار', 'marketing', array['chatgpt', 'claude']::text[], false, array['عروض', 'ترويج', 'مبيعات', 'شركة عقارية']::text[], now() - interval '225 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 عروض ترويجية للشركة العقارية «{{اسم_النشاط}}» لزيادة المبيعات خلال {{المدة|شهر واحد}} دون الإضرار بهامش الربح (هامشنا الحالي {{هامش_الربح|35%}}).
لكل عرض: الفكرة، لماذا يجذب المشترين والمستأجرين، نص إعلان قصير، الحد الأدنى للطلب إن وجد، وتقدير أثره على الربح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('offer-ideas-training', 'أفكار عروض ترويجية لمراكز التدريب والأكاديميات', 'Promotion ideas (training)', 'عشرة عروض ترويجية مع طريقة الإعلان عنها وحساب الربحية لمراكز التدريب والأكاديميات', 'marketing', array['chatgpt', 'claude']::text[], false, array['عروض', 'ترويج', 'مبيعات', 'أكاديمية تدريب']::text[], now() - interval '224 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 عروض ترويجية للأكاديمية «{{اسم_النشاط}}» لزيادة المبيعات خلال {{المدة|شهر واحد}} دون الإضرار بهامش الربح (هامشنا الحالي {{هامش_الربح|35%}}).
لكل عرض: الفكرة، لماذا يجذب المتدربين، نص إعلان قصير، الحد الأدنى للطلب إن وجد، وتقدير أثره على الربح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('offer-ideas-saas', 'أفكار عروض ترويجية للشركات التقنية الناشئة', 'Promotion ideas (saas)', 'عشرة عروض ترويجية مع طريقة الإعلان عنها وحساب الربحية للشركات التقنية الناشئة', 'marketing', array['chatgpt', 'claude']::text[], false, array['عروض', 'ترويج', 'مبيعات', 'شركة تقنية ناشئة']::text[], now() - interval '223 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 عروض ترويجية للشركة «{{اسم_النشاط}}» لزيادة المبيعات خلال {{المدة|شهر واحد}} دون الإضرار بهامش الربح (هامشنا الحالي {{هامش_الربح|35%}}).
لكل عرض: الفكرة، لماذا يجذب العملاء، نص إعلان قصير، الحد الأدنى للطلب إن وجد، وتقدير أثره على الربح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('google-reviews-restaurant', 'الرد على تقييمات العملاء للمطاعم والمقاهي', 'Replying to customer reviews (restaurant)', 'ردود مهنية على التقييمات الإيجابية والسلبية للمطاعم والمقاهي', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تقييمات', 'سمعة', 'خدمة العملاء', 'مطعم']::text[], now() - interval '222 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول خدمة العملاء في المطعم «{{اسم_النشاط}}». اكتب ردوداً مهذبة وقصيرة على التقييمات التالية، بنبرة {{النبرة|ودودة ومهنية}}، تشكر الزبائن، وتعتذر عند الخطأ دون الاعتراف بما لم يحدث، وتدعو للتواصل الخاص عند الشكوى:
{{التقييمات}}' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('google-reviews-ecommerce', 'الرد على تقييمات العملاء للمتاجر الإلكترونية', 'Replying to customer reviews (ecommerce)', 'ردود مهنية على التقييمات الإيجابية والسلبية للمتاجر الإلكترونية', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تقييمات', 'سمعة', 'خدمة العملاء', 'متجر إلكتروني']::text[], now() - interval '221 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول خدمة العملاء في المتجر «{{اسم_النشاط}}». اكتب ردوداً مهذبة وقصيرة على التقييمات التالية، بنبرة {{النبرة|ودودة ومهنية}}، تشكر المتسوقين، وتعتذر عند الخطأ دون الاعتراف بما لم يحدث، وتدعو للتواصل الخاص عند الشكوى:
{{التقييمات}}' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('google-reviews-clinic', 'الرد على تقييمات العملاء للعيادات والمراكز الطبية', 'Replying to customer reviews (clinic)', 'ردود مهنية على التقييمات الإيجابية والسلبية للعيادات والمراكز الطبية', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تقييمات', 'سمعة', 'خدمة العملاء', 'عيادة']::text[], now() - interval '220 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول خدمة العملاء في العيادة «{{اسم_النشاط}}». اكتب ردوداً مهذبة وقصيرة على التقييمات التالية، بنبرة {{النبرة|ودودة ومهنية}}، تشكر المراجعين، وتعتذر عند الخطأ دون الاعتراف بما لم يحدث، وتدعو للتواصل الخاص عند الشكوى:
{{التقييمات}}' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('google-reviews-real-estate', 'الرد على تقييمات العملاء لشركات العقار', 'Replying to customer reviews (real estate)', 'ردود مهنية على التقييمات الإيجابية والسلبية لشركات العقار', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تقييمات', 'سمعة', 'خدمة العملاء', 'شركة عقارية']::text[], now() - interval '219 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول خدمة العملاء في الشركة العقارية «{{اسم_النشاط}}». اكتب ردوداً مهذبة وقصيرة على التقييمات التالية، بنبرة {{النبرة|ودودة ومهنية}}، تشكر المشترين والمستأجرين، وتعتذر عند الخطأ دون الاعتراف بما لم يحدث، وتدعو للتواصل الخاص عند الشكوى:
{{التقييمات}}' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('google-reviews-training', 'الرد على تقييمات العملاء لمراكز التدريب والأكاديميات', 'Replying to customer reviews (training)', 'ردود مهنية على التقييمات الإيجابية والسلبية لمراكز التدريب والأكاديميات', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تقييمات', 'سمعة', 'خدمة العملاء', 'أكاديمية تدريب']::text[], now() - interval '218 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول خدمة العملاء في الأكاديمية «{{اسم_النشاط}}». اكتب ردوداً مهذبة وقصيرة على التقييمات التالية، بنبرة {{النبرة|ودودة ومهنية}}، تشكر المتدربين، وتعتذر عند الخطأ دون الاعتراف بما لم يحدث، وتدعو للتواصل الخاص عند الشكوى:
{{التقييمات}}' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('google-reviews-saas', 'الرد على تقييمات العملاء للشركات التقنية الناشئة', 'Replying to customer reviews (saas)', 'ردود مهنية على التقييمات الإيجابية والسلبية للشركات التقنية الناشئة', 'marketing', array['chatgpt', 'gemini']::text[], false, array['تقييمات', 'سمعة', 'خدمة العملاء', 'شركة تقنية ناشئة']::text[], now() - interval '217 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مسؤول خدمة العملاء في الشركة «{{اسم_النشاط}}». اكتب ردوداً مهذبة وقصيرة على التقييمات التالية، بنبرة {{النبرة|ودودة ومهنية}}، تشكر العملاء، وتعتذر عند الخطأ دون الاعتراف بما لم يحدث، وتدعو للتواصل الخاص عند الشكوى:
{{التقييمات}}' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-campaign-restaurant', 'حملة إعلانية ممولة للمطاعم والمقاهي', 'Paid ad campaign (restaurant)', 'هيكل حملة كامل بالجمهور والرسائل والميزانية للمطاعم والمقاهي', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلانات', 'حملة', 'ميزانية', 'مطعم']::text[], now() - interval '216 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم حملة إعلانية ممولة على {{المنصة|سناب شات}} للمطعم «{{اسم_النشاط}}» للترويج لـ{{المنتج|وجبة الغداء المميزة}}.
الميزانية: {{الميزانية|5,000 ريال}} لمدة {{المدة|أسبوعين}}. الهدف: {{الهدف|زيادة الطلبات}}.
اكتب: شرائح الجمهور (3 على الأقل)، الرسالة لكل شريحة، 3 نصوص إعلانية، توزيع الميزانية، مؤشرات الأداء المستهدفة، وما الذي نغيّره إذا كانت تكلفة النتيجة أعلى من المتوقع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-campaign-ecommerce', 'حملة إعلانية ممولة للمتاجر الإلكترونية', 'Paid ad campaign (ecommerce)', 'هيكل حملة كامل بالجمهور والرسائل والميزانية للمتاجر الإلكترونية', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلانات', 'حملة', 'ميزانية', 'متجر إلكتروني']::text[], now() - interval '215 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم حملة إعلانية ممولة على {{المنصة|سناب شات}} للمتجر «{{اسم_النشاط}}» للترويج لـ{{المنتج|منتج الأكثر مبيعاً}}.
الميزانية: {{الميزانية|5,000 ريال}} لمدة {{المدة|أسبوعين}}. الهدف: {{الهدف|زيادة الطلبات}}.
اكتب: شرائح الجمهور (3 على الأقل)، الرسالة لكل شريحة، 3 نصوص إعلانية، توزيع الميزانية، مؤشرات الأداء المستهدفة، وما الذي نغيّره إذا كانت تكلفة النتيجة أعلى من المتوقع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-campaign-clinic', 'حملة إعلانية ممولة للعيادات والمراكز الطبية', 'Paid ad campaign (clinic)', 'هيكل حملة كامل بالجمهور والرسائل والميزانية للعيادات والمراكز الطبية', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلانات', 'حملة', 'ميزانية', 'عيادة']::text[], now() - interval '214 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم حملة إعلانية ممولة على {{المنصة|سناب شات}} للعيادة «{{اسم_النشاط}}» للترويج لـ{{المنتج|باقة الفحص الشامل}}.
الميزانية: {{الميزانية|5,000 ريال}} لمدة {{المدة|أسبوعين}}. الهدف: {{الهدف|زيادة الطلبات}}.
اكتب: شرائح الجمهور (3 على الأقل)، الرسالة لكل شريحة، 3 نصوص إعلانية، توزيع الميزانية، مؤشرات الأداء المستهدفة، وما الذي نغيّره إذا كانت تكلفة النتيجة أعلى من المتوقع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-campaign-real-estate', 'حملة إعلانية ممولة لشركات العقار', 'Paid ad campaign (real estate)', 'هيكل حملة كامل بالجمهور والرسائل والميزانية لشركات العقار', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلانات', 'حملة', 'ميزانية', 'شركة عقارية']::text[], now() - interval '213 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم حملة إعلانية ممولة على {{المنصة|سناب شات}} للشركة العقارية «{{اسم_النشاط}}» للترويج لـ{{المنتج|مشروع الوحدات السكنية الجديد}}.
الميزانية: {{الميزانية|5,000 ريال}} لمدة {{المدة|أسبوعين}}. الهدف: {{الهدف|زيادة الطلبات}}.
اكتب: شرائح الجمهور (3 على الأقل)، الرسالة لكل شريحة، 3 نصوص إعلانية، توزيع الميزانية، مؤشرات الأداء المستهدفة، وما الذي نغيّره إذا كانت تكلفة النتيجة أعلى من المتوقع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-campaign-training', 'حملة إعلانية ممولة لمراكز التدريب والأكاديميات', 'Paid ad campaign (training)', 'هيكل حملة كامل بالجمهور والرسائل والميزانية لمراكز التدريب والأكاديميات', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلانات', 'حملة', 'ميزانية', 'أكاديمية تدريب']::text[], now() - interval '212 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم حملة إعلانية ممولة على {{المنصة|سناب شات}} للأكاديمية «{{اسم_النشاط}}» للترويج لـ{{المنتج|دورة التسويق الرقمي}}.
الميزانية: {{الميزانية|5,000 ريال}} لمدة {{المدة|أسبوعين}}. الهدف: {{الهدف|زيادة الطلبات}}.
اكتب: شرائح الجمهور (3 على الأقل)، الرسالة لكل شريحة، 3 نصوص إعلانية، توزيع الميزانية، مؤشرات الأداء المستهدفة، وما الذي نغيّره إذا كانت تكلفة النتيجة أعلى من المتوقع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('ad-campaign-saas', 'حملة إعلانية ممولة للشركات التقنية الناشئة', 'Paid ad campaign (saas)', 'هيكل حملة كامل بالجمهور والرسائل والميزانية للشركات التقنية الناشئة', 'marketing', array['chatgpt', 'claude']::text[], false, array['إعلانات', 'حملة', 'ميزانية', 'شركة تقنية ناشئة']::text[], now() - interval '211 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم حملة إعلانية ممولة على {{المنصة|سناب شات}} للشركة «{{اسم_النشاط}}» للترويج لـ{{المنتج|تطبيق إدارة المهام}}.
الميزانية: {{الميزانية|5,000 ريال}} لمدة {{المدة|أسبوعين}}. الهدف: {{الهدف|زيادة الطلبات}}.
اكتب: شرائح الجمهور (3 على الأقل)، الرسالة لكل شريحة، 3 نصوص إعلانية، توزيع الميزانية، مؤشرات الأداء المستهدفة، وما الذي نغيّره إذا كانت تكلفة النتيجة أعلى من المتوقع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('brand-story-restaurant', 'قصة العلامة التجارية للمطاعم والمقاهي', 'Brand story (restaurant)', 'قصة ملهمة للعلامة ورسائلها الأساسية للمطاعم والمقاهي', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['علامة تجارية', 'قصة', 'هوية', 'مطعم']::text[], now() - interval '210 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قصة العلامة التجارية للمطعم «{{اسم_النشاط}}» التي أسسها {{اسم_المؤسس}} عام {{سنة_التأسيس}}.
القيم: {{القيم|الجودة، الضيافة، الأمانة}}. ما يميزنا: {{الميزة}}.
المطلوب: قصة من 150 كلمة لصفحة «من نحن»، نسخة من 40 كلمة للنبذة، شعار لفظي من 3 إلى 5 كلمات، وثلاث رسائل أساسية نكررها في كل تواصل مع الزبائن.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('brand-story-ecommerce', 'قصة العلامة التجارية للمتاجر الإلكترونية', 'Brand story (ecommerce)', 'قصة ملهمة للعلامة ورسائلها الأساسية للمتاجر الإلكترونية', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['علامة تجارية', 'قصة', 'هوية', 'متجر إلكتروني']::text[], now() - interval '209 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قصة العلامة التجارية للمتجر «{{اسم_النشاط}}» التي أسسها {{اسم_المؤسس}} عام {{سنة_التأسيس}}.
القيم: {{القيم|الجودة، الضيافة، الأمانة}}. ما يميزنا: {{الميزة}}.
المطلوب: قصة من 150 كلمة لصفحة «من نحن»، نسخة من 40 كلمة للنبذة، شعار لفظي من 3 إلى 5 كلمات، وثلاث رسائل أساسية نكررها في كل تواصل مع المتسوقين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('brand-story-clinic', 'قصة العلامة التجارية للعيادات والمراكز الطبية', 'Brand story (clinic)', 'قصة ملهمة للعلامة ورسائلها الأساسية للعيادات والمراكز الطبية', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['علامة تجارية', 'قصة', 'هوية', 'عيادة']::text[], now() - interval '208 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قصة العلامة التجارية للعيادة «{{اسم_النشاط}}» التي أسسها {{اسم_المؤسس}} عام {{سنة_التأسيس}}.
القيم: {{القيم|الجودة، الضيافة، الأمانة}}. ما يميزنا: {{الميزة}}.
المطلوب: قصة من 150 كلمة لصفحة «من نحن»، نسخة من 40 كلمة للنبذة، شعار لفظي من 3 إلى 5 كلمات، وثلاث رسائل أساسية نكررها في كل تواصل مع المراجعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('brand-story-real-estate', 'قصة العلامة التجارية لشركات العقار', 'Brand story (real estate)', 'قصة ملهمة للعلامة ورسائلها الأساسية لشركات العقار', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['علامة تجارية', 'قصة', 'هوية', 'شركة عقارية']::text[], now() - interval '207 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قصة العلامة التجارية للشركة العقارية «{{اسم_النشاط}}» التي أسسها {{اسم_المؤسس}} عام {{سنة_التأسيس}}.
القيم: {{القيم|الجودة، الضيافة، الأمانة}}. ما يميزنا: {{الميزة}}.
المطلوب: قصة من 150 كلمة لصفحة «من نحن»، نسخة من 40 كلمة للنبذة، شعار لفظي من 3 إلى 5 كلمات، وثلاث رسائل أساسية نكررها في كل تواصل مع المشترين والمستأجرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('brand-story-training', 'قصة العلامة التجارية لمراكز التدريب والأكاديميات', 'Brand story (training)', 'قصة ملهمة للعلامة ورسائلها الأساسية لمراكز التدريب والأكاديميات', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['علامة تجارية', 'قصة', 'هوية', 'أكاديمية تدريب']::text[], now() - interval '206 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قصة العلامة التجارية للأكاديمية «{{اسم_النشاط}}» التي أسسها {{اسم_المؤسس}} عام {{سنة_التأسيس}}.
القيم: {{القيم|الجودة، الضيافة، الأمانة}}. ما يميزنا: {{الميزة}}.
المطلوب: قصة من 150 كلمة لصفحة «من نحن»، نسخة من 40 كلمة للنبذة، شعار لفظي من 3 إلى 5 كلمات، وثلاث رسائل أساسية نكررها في كل تواصل مع المتدربين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('brand-story-saas', 'قصة العلامة التجارية للشركات التقنية الناشئة', 'Brand story (saas)', 'قصة ملهمة للعلامة ورسائلها الأساسية للشركات التقنية الناشئة', 'marketing', array['chatgpt', 'claude', 'gemini']::text[], false, array['علامة تجارية', 'قصة', 'هوية', 'شركة تقنية ناشئة']::text[], now() - interval '205 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قصة العلامة التجارية للشركة «{{اسم_النشاط}}» التي أسسها {{اسم_المؤسس}} عام {{سنة_التأسيس}}.
القيم: {{القيم|الجودة، الضيافة، الأمانة}}. ما يميزنا: {{الميزة}}.
المطلوب: قصة من 150 كلمة لصفحة «من نحن»، نسخة من 40 كلمة للنبذة، شعار لفظي من 3 إلى 5 كلمات، وثلاث رسائل أساسية نكررها في كل تواصل مع العملاء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-photo-restaurant', 'صورة إعلانية بميدجورني للمطاعم والمقاهي', 'Advertising image (Midjourney) (restaurant)', 'وصف صورة إعلانية احترافية جاهزة لميدجورني للمطاعم والمقاهي', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'صورة', 'إعلان', 'مطعم']::text[], now() - interval '204 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Advertising photo for a {{business_type|Saudi business}}: {{subject|the signature product}} presented to customers, {{setting|modern Riyadh interior with warm light}}, {{mood|premium and welcoming}} mood, brand colors {{brand_colors|deep green and gold}}, clean composition with empty space for Arabic headline on the {{text_side|right}}, photorealistic, 50mm lens, soft shadows --ar {{aspect_ratio|4:5}} --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-photo-ecommerce', 'صورة إعلانية بميدجورني للمتاجر الإلكترونية', 'Advertising image (Midjourney) (ecommerce)', 'وصف صورة إعلانية احترافية جاهزة لميدجورني للمتاجر الإلكترونية', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'صورة', 'إعلان', 'متجر إلكتروني']::text[], now() - interval '203 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Advertising photo for a {{business_type|Saudi business}}: {{subject|the signature product}} presented to customers, {{setting|modern Riyadh interior with warm light}}, {{mood|premium and welcoming}} mood, brand colors {{brand_colors|deep green and gold}}, clean composition with empty space for Arabic headline on the {{text_side|right}}, photorealistic, 50mm lens, soft shadows --ar {{aspect_ratio|4:5}} --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-photo-clinic', 'صورة إعلانية بميدجورني للعيادات والمراكز الطبية', 'Advertising image (Midjourney) (clinic)', 'وصف صورة إعلانية احترافية جاهزة لميدجورني للعيادات والمراكز الطبية', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'صورة', 'إعلان', 'عيادة']::text[], now() - interval '202 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Advertising photo for a {{business_type|Saudi business}}: {{subject|the signature product}} presented to customers, {{setting|modern Riyadh interior with warm light}}, {{mood|premium and welcoming}} mood, brand colors {{brand_colors|deep green and gold}}, clean composition with empty space for Arabic headline on the {{text_side|right}}, photorealistic, 50mm lens, soft shadows --ar {{aspect_ratio|4:5}} --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-photo-real-estate', 'صورة إعلانية بميدجورني لشركات العقار', 'Advertising image (Midjourney) (real estate)', 'وصف صورة إعلانية احترافية جاهزة لميدجورني لشركات العقار', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'صورة', 'إعلان', 'شركة عقارية']::text[], now() - interval '201 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Advertising photo for a {{business_type|Saudi business}}: {{subject|the signature product}} presented to customers, {{setting|modern Riyadh interior with warm light}}, {{mood|premium and welcoming}} mood, brand colors {{brand_colors|deep green and gold}}, clean composition with empty space for Arabic headline on the {{text_side|right}}, photorealistic, 50mm lens, soft shadows --ar {{aspect_ratio|4:5}} --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-photo-training', 'صورة إعلانية بميدجورني لمراكز التدريب والأكاديميات', 'Advertising image (Midjourney) (training)', 'وصف صورة إعلانية احترافية جاهزة لميدجورني لمراكز التدريب والأكاديميات', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'صورة', 'إعلان', 'أكاديمية تدريب']::text[], now() - interval '200 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Advertising photo for a {{business_type|Saudi business}}: {{subject|the signature product}} presented to customers, {{setting|modern Riyadh interior with warm light}}, {{mood|premium and welcoming}} mood, brand colors {{brand_colors|deep green and gold}}, clean composition with empty space for Arabic headline on the {{text_side|right}}, photorealistic, 50mm lens, soft shadows --ar {{aspect_ratio|4:5}} --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-photo-saas', 'صورة إعلانية بميدجورني للشركات التقنية الناشئة', 'Advertising image (Midjourney) (saas)', 'وصف صورة إعلانية احترافية جاهزة لميدجورني للشركات التقنية الناشئة', 'marketing', array['midjourney']::text[], false, array['ميدجورني', 'صورة', 'إعلان', 'شركة تقنية ناشئة']::text[], now() - interval '199 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Advertising photo for a {{business_type|Saudi business}}: {{subject|the signature product}} presented to customers, {{setting|modern Riyadh interior with warm light}}, {{mood|premium and welcoming}} mood, brand colors {{brand_colors|deep green and gold}}, clean composition with empty space for Arabic headline on the {{text_side|right}}, photorealistic, 50mm lens, soft shadows --ar {{aspect_ratio|4:5}} --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-post-restaurant', 'إعلان وظيفة للمطاعم والمقاهي', 'Job posting (restaurant)', 'إعلان توظيف واضح وجذاب مع المهام والمتطلبات للمطاعم والمقاهي', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['توظيف', 'موارد بشرية', 'إعلان وظيفة', 'مطعم']::text[], now() - interval '198 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إعلان وظيفة «{{المسمى_الوظيفي}}» في المطعم «{{اسم_النشاط}}» بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة جذابة عن المطعم، المهام (6 نقاط)، المتطلبات الأساسية والمفضلة، المزايا ({{المزايا|تأمين طبي، بدل نقل}})، نوع الدوام {{نوع_الدوام|دوام كامل}}، وطريقة التقديم. اجعل اللغة واضحة وشاملة وتجنب الشروط غير الضرورية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-post-ecommerce', 'إعلان وظيفة للمتاجر الإلكترونية', 'Job posting (ecommerce)', 'إعلان توظيف واضح وجذاب مع المهام والمتطلبات للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['توظيف', 'موارد بشرية', 'إعلان وظيفة', 'متجر إلكتروني']::text[], now() - interval '197 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إعلان وظيفة «{{المسمى_الوظيفي}}» في المتجر «{{اسم_النشاط}}» بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة جذابة عن المتجر، المهام (6 نقاط)، المتطلبات الأساسية والمفضلة، المزايا ({{المزايا|تأمين طبي، بدل نقل}})، نوع الدوام {{نوع_الدوام|دوام كامل}}، وطريقة التقديم. اجعل اللغة واضحة وشاملة وتجنب الشروط غير الضرورية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-post-clinic', 'إعلان وظيفة للعيادات والمراكز الطبية', 'Job posting (clinic)', 'إعلان توظيف واضح وجذاب مع المهام والمتطلبات للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['توظيف', 'موارد بشرية', 'إعلان وظيفة', 'عيادة']::text[], now() - interval '196 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إعلان وظيفة «{{المسمى_الوظيفي}}» في العيادة «{{اسم_النشاط}}» بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة جذابة عن العيادة، المهام (6 نقاط)، المتطلبات الأساسية والمفضلة، المزايا ({{المزايا|تأمين طبي، بدل نقل}})، نوع الدوام {{نوع_الدوام|دوام كامل}}، وطريقة التقديم. اجعل اللغة واضحة وشاملة وتجنب الشروط غير الضرورية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-post-real-estate', 'إعلان وظيفة لشركات العقار', 'Job posting (real estate)', 'إعلان توظيف واضح وجذاب مع المهام والمتطلبات لشركات العقار', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['توظيف', 'موارد بشرية', 'إعلان وظيفة', 'شركة عقارية']::text[], now() - interval '195 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إعلان وظيفة «{{المسمى_الوظيفي}}» في الشركة العقارية «{{اسم_النشاط}}» بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة جذابة عن الشركة العقارية، المهام (6 نقاط)، المتطلبات الأساسية والمفضلة، المزايا ({{المزايا|تأمين طبي، بدل نقل}})، نوع الدوام {{نوع_الدوام|دوام كامل}}، وطريقة التقديم. اجعل اللغة واضحة وشاملة وتجنب الشروط غير الضرورية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-post-training', 'إعلان وظيفة لمراكز التدريب والأكاديميات', 'Job posting (training)', 'إعلان توظيف واضح وجذاب مع المهام والمتطلبات لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['توظيف', 'موارد بشرية', 'إعلان وظيفة', 'أكاديمية تدريب']::text[], now() - interval '194 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إعلان وظيفة «{{المسمى_الوظيفي}}» في الأكاديمية «{{اسم_النشاط}}» بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة جذابة عن الأكاديمية، المهام (6 نقاط)، المتطلبات الأساسية والمفضلة، المزايا ({{المزايا|تأمين طبي، بدل نقل}})، نوع الدوام {{نوع_الدوام|دوام كامل}}، وطريقة التقديم. اجعل اللغة واضحة وشاملة وتجنب الشروط غير الضرورية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('job-post-saas', 'إعلان وظيفة للشركات التقنية الناشئة', 'Job posting (saas)', 'إعلان توظيف واضح وجذاب مع المهام والمتطلبات للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], true, array['توظيف', 'موارد بشرية', 'إعلان وظيفة', 'شركة تقنية ناشئة']::text[], now() - interval '193 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إعلان وظيفة «{{المسمى_الوظيفي}}» في الشركة «{{اسم_النشاط}}» بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة جذابة عن الشركة، المهام (6 نقاط)، المتطلبات الأساسية والمفضلة، المزايا ({{المزايا|تأمين طبي، بدل نقل}})، نوع الدوام {{نوع_الدوام|دوام كامل}}، وطريقة التقديم. اجعل اللغة واضحة وشاملة وتجنب الشروط غير الضرورية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('interview-questions-restaurant', 'أسئلة مقابلة وظيفية للمطاعم والمقاهي', 'Interview questions (restaurant)', 'أسئلة مقابلة سلوكية وفنية مع معايير التقييم للمطاعم والمقاهي', 'business-management', array['chatgpt', 'claude']::text[], false, array['مقابلة', 'توظيف', 'تقييم', 'مطعم']::text[], now() - interval '192 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز مقابلة لوظيفة «{{المسمى_الوظيفي}}» في المطعم. المهارات الأهم: {{المهارات}}.
أعطني: 5 أسئلة سلوكية (بطريقة STAR)، 5 أسئلة فنية، سؤالين عن التعامل مع الزبائن في المواقف الصعبة، ولكل سؤال: ما الذي نبحث عنه في الإجابة الجيدة، وعلامة تحذير في الإجابة الضعيفة. اختم بنموذج تقييم من 1 إلى 5.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('interview-questions-ecommerce', 'أسئلة مقابلة وظيفية للمتاجر الإلكترونية', 'Interview questions (ecommerce)', 'أسئلة مقابلة سلوكية وفنية مع معايير التقييم للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'claude']::text[], false, array['مقابلة', 'توظيف', 'تقييم', 'متجر إلكتروني']::text[], now() - interval '191 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز مقابلة لوظيفة «{{المسمى_الوظيفي}}» في المتجر. المهارات الأهم: {{المهارات}}.
أعطني: 5 أسئلة سلوكية (بطريقة STAR)، 5 أسئلة فنية، سؤالين عن التعامل مع المتسوقين في المواقف الصعبة، ولكل سؤال: ما الذي نبحث عنه في الإجابة الجيدة، وعلامة تحذير في الإجابة الضعيفة. اختم بنموذج تقييم من 1 إلى 5.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('interview-questions-clinic', 'أسئلة مقابلة وظيفية للعيادات والمراكز الطبية', 'Interview questions (clinic)', 'أسئلة مقابلة سلوكية وفنية مع معايير التقييم للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'claude']::text[], false, array['مقابلة', 'توظيف', 'تقييم', 'عيادة']::text[], now() - interval '190 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز مقابلة لوظيفة «{{المسمى_الوظيفي}}» في العيادة. المهارات الأهم: {{المهارات}}.
أعطني: 5 أسئلة سلوكية (بطريقة STAR)، 5 أسئلة فنية، سؤالين عن التعامل مع المراجعين في المواقف الصعبة، ولكل سؤال: ما الذي نبحث عنه في الإجابة الجيدة، وعلامة تحذير في الإجابة الضعيفة. اختم بنموذج تقييم من 1 إلى 5.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('interview-questions-real-estate', 'أسئلة مقابلة وظيفية لشركات العقار', 'Interview questions (real estate)', 'أسئلة مقابلة سلوكية وفنية مع معايير التقييم لشركات العقار', 'business-management', array['chatgpt', 'claude']::text[], false, array['مقابلة', 'توظيف', 'تقييم', 'شركة عقارية']::text[], now() - interval '189 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز مقابلة لوظيفة «{{المسمى_الوظيفي}}» في الشركة العقارية. المهارات الأهم: {{المهارات}}.
أعطني: 5 أسئلة سلوكية (بطريقة STAR)، 5 أسئلة فنية، سؤالين عن التعامل مع المشترين والمستأجرين في المواقف الصعبة، ولكل سؤال: ما الذي نبحث عنه في الإجابة الجيدة، وعلامة تحذير في الإجابة الضعيفة. اختم بنموذج تقييم من 1 إلى 5.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('interview-questions-training', 'أسئلة مقابلة وظيفية لمراكز التدريب والأكاديميات', 'Interview questions (training)', 'أسئلة مقابلة سلوكية وفنية مع معايير التقييم لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'claude']::text[], false, array['مقابلة', 'توظيف', 'تقييم', 'أكاديمية تدريب']::text[], now() - interval '188 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز مقابلة لوظيفة «{{المسمى_الوظيفي}}» في الأكاديمية. المهارات الأهم: {{المهارات}}.
أعطني: 5 أسئلة سلوكية (بطريقة STAR)، 5 أسئلة فنية، سؤالين عن التعامل مع المتدربين في المواقف الصعبة، ولكل سؤال: ما الذي نبحث عنه في الإجابة الجيدة، وعلامة تحذير في الإجابة الضعيفة. اختم بنموذج تقييم من 1 إلى 5.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('interview-questions-saas', 'أسئلة مقابلة وظيفية للشركات التقنية الناشئة', 'Interview questions (saas)', 'أسئلة مقابلة سلوكية وفنية مع معايير التقييم للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'claude']::text[], false, array['مقابلة', 'توظيف', 'تقييم', 'شركة تقنية ناشئة']::text[], now() - interval '187 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز مقابلة لوظيفة «{{المسمى_الوظيفي}}» في الشركة. المهارات الأهم: {{المهارات}}.
أعطني: 5 أسئلة سلوكية (بطريقة STAR)، 5 أسئلة فنية، سؤالين عن التعامل مع العملاء في المواقف الصعبة، ولكل سؤال: ما الذي نبحث عنه في الإجابة الجيدة، وعلامة تحذير في الإجابة الضعيفة. اختم بنموذج تقييم من 1 إلى 5.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-restaurant', 'دليل إجراءات تشغيل للمطاعم والمقاهي', 'Standard operating procedure (restaurant)', 'إجراء تشغيلي موحد خطوة بخطوة لعملية متكررة للمطاعم والمقاهي', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'تشغيل', 'جودة', 'مطعم']::text[], now() - interval '186 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب دليل إجراءات تشغيل قياسي (SOP) لعملية «{{العملية|استقبال الطلبات ومعالجتها}}» في المطعم «{{اسم_النشاط}}».
يتضمن: الهدف، النطاق، المسؤوليات حسب الدور، الخطوات المرقمة بالتفصيل، النقاط الحرجة للجودة، ماذا نفعل عند الخطأ، ومؤشرات قياس الالتزام. عدد الموظفين المعنيين: {{عدد_الموظفين|5}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-ecommerce', 'دليل إجراءات تشغيل للمتاجر الإلكترونية', 'Standard operating procedure (ecommerce)', 'إجراء تشغيلي موحد خطوة بخطوة لعملية متكررة للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'تشغيل', 'جودة', 'متجر إلكتروني']::text[], now() - interval '185 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب دليل إجراءات تشغيل قياسي (SOP) لعملية «{{العملية|استقبال الطلبات ومعالجتها}}» في المتجر «{{اسم_النشاط}}».
يتضمن: الهدف، النطاق، المسؤوليات حسب الدور، الخطوات المرقمة بالتفصيل، النقاط الحرجة للجودة، ماذا نفعل عند الخطأ، ومؤشرات قياس الالتزام. عدد الموظفين المعنيين: {{عدد_الموظفين|5}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-clinic', 'دليل إجراءات تشغيل للعيادات والمراكز الطبية', 'Standard operating procedure (clinic)', 'إجراء تشغيلي موحد خطوة بخطوة لعملية متكررة للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'تشغيل', 'جودة', 'عيادة']::text[], now() - interval '184 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب دليل إجراءات تشغيل قياسي (SOP) لعملية «{{العملية|استقبال الطلبات ومعالجتها}}» في العيادة «{{اسم_النشاط}}».
يتضمن: الهدف، النطاق، المسؤوليات حسب الدور، الخطوات المرقمة بالتفصيل، النقاط الحرجة للجودة، ماذا نفعل عند الخطأ، ومؤشرات قياس الالتزام. عدد الموظفين المعنيين: {{عدد_الموظفين|5}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-real-estate', 'دليل إجراءات تشغيل لشركات العقار', 'Standard operating procedure (real estate)', 'إجراء تشغيلي موحد خطوة بخطوة لعملية متكررة لشركات العقار', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'تشغيل', 'جودة', 'شركة عقارية']::text[], now() - interval '183 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب دليل إجراءات تشغيل قياسي (SOP) لعملية «{{العملية|استقبال الطلبات ومعالجتها}}» في الشركة العقارية «{{اسم_النشاط}}».
يتضمن: الهدف، النطاق، المسؤوليات حسب الدور، الخطوات المرقمة بالتفصيل، النقاط الحرجة للجودة، ماذا نفعل عند الخطأ، ومؤشرات قياس الالتزام. عدد الموظفين المعنيين: {{عدد_الموظفين|5}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-training', 'دليل إجراءات تشغيل لمراكز التدريب والأكاديميات', 'Standard operating procedure (training)', 'إجراء تشغيلي موحد خطوة بخطوة لعملية متكررة لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'تشغيل', 'جودة', 'أكاديمية تدريب']::text[], now() - interval '182 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب دليل إجراءات تشغيل قياسي (SOP) لعملية «{{العملية|استقبال الطلبات ومعالجتها}}» في الأكاديمية «{{اسم_النشاط}}».
يتضمن: الهدف، النطاق، المسؤوليات حسب الدور، الخطوات المرقمة بالتفصيل، النقاط الحرجة للجودة، ماذا نفعل عند الخطأ، ومؤشرات قياس الالتزام. عدد الموظفين المعنيين: {{عدد_الموظفين|5}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sop-saas', 'دليل إجراءات تشغيل للشركات التقنية الناشئة', 'Standard operating procedure (saas)', 'إجراء تشغيلي موحد خطوة بخطوة لعملية متكررة للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'claude']::text[], false, array['إجراءات', 'تشغيل', 'جودة', 'شركة تقنية ناشئة']::text[], now() - interval '181 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب دليل إجراءات تشغيل قياسي (SOP) لعملية «{{العملية|استقبال الطلبات ومعالجتها}}» في الشركة «{{اسم_النشاط}}».
يتضمن: الهدف، النطاق، المسؤوليات حسب الدور، الخطوات المرقمة بالتفصيل، النقاط الحرجة للجودة، ماذا نفعل عند الخطأ، ومؤشرات قياس الالتزام. عدد الموظفين المعنيين: {{عدد_الموظفين|5}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-restaurant', 'مؤشرات الأداء الرئيسية للمطاعم والمقاهي', 'KPI set (restaurant)', 'مجموعة مؤشرات أداء مع طريقة الحساب والمستهدف للمطاعم والمقاهي', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤشرات الأداء', 'إدارة', 'قياس', 'مطعم']::text[], now() - interval '180 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حدد 12 مؤشر أداء رئيسياً (KPI) للمطعم «{{اسم_النشاط}}» موزعة على: المبيعات، الزبائن، التشغيل، الفريق، والمالية.
لكل مؤشر: التعريف، طريقة الحساب، مصدر البيانات، تكرار القياس، والمستهدف المقترح لنشاط بحجم {{حجم_النشاط|10 موظفين}}. ثم اقترح تصميم لوحة متابعة أسبوعية من صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-ecommerce', 'مؤشرات الأداء الرئيسية للمتاجر الإلكترونية', 'KPI set (ecommerce)', 'مجموعة مؤشرات أداء مع طريقة الحساب والمستهدف للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤشرات الأداء', 'إدارة', 'قياس', 'متجر إلكتروني']::text[], now() - interval '179 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حدد 12 مؤشر أداء رئيسياً (KPI) للمتجر «{{اسم_النشاط}}» موزعة على: المبيعات، المتسوقين، التشغيل، الفريق، والمالية.
لكل مؤشر: التعريف، طريقة الحساب، مصدر البيانات، تكرار القياس، والمستهدف المقترح لنشاط بحجم {{حجم_النشاط|10 موظفين}}. ثم اقترح تصميم لوحة متابعة أسبوعية من صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-clinic', 'مؤشرات الأداء الرئيسية للعيادات والمراكز الطبية', 'KPI set (clinic)', 'مجموعة مؤشرات أداء مع طريقة الحساب والمستهدف للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤشرات الأداء', 'إدارة', 'قياس', 'عيادة']::text[], now() - interval '178 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حدد 12 مؤشر أداء رئيسياً (KPI) للعيادة «{{اسم_النشاط}}» موزعة على: المبيعات، المراجعين، التشغيل، الفريق، والمالية.
لكل مؤشر: التعريف، طريقة الحساب، مصدر البيانات، تكرار القياس، والمستهدف المقترح لنشاط بحجم {{حجم_النشاط|10 موظفين}}. ثم اقترح تصميم لوحة متابعة أسبوعية من صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-real-estate', 'مؤشرات الأداء الرئيسية لشركات العقار', 'KPI set (real estate)', 'مجموعة مؤشرات أداء مع طريقة الحساب والمستهدف لشركات العقار', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤشرات الأداء', 'إدارة', 'قياس', 'شركة عقارية']::text[], now() - interval '177 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حدد 12 مؤشر أداء رئيسياً (KPI) للشركة العقارية «{{اسم_النشاط}}» موزعة على: المبيعات، المشترين والمستأجرين، التشغيل، الفريق، والمالية.
لكل مؤشر: التعريف، طريقة الحساب، مصدر البيانات، تكرار القياس، والمستهدف المقترح لنشاط بحجم {{حجم_النشاط|10 موظفين}}. ثم اقترح تصميم لوحة متابعة أسبوعية من صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-training', 'مؤشرات الأداء الرئيسية لمراكز التدريب والأكاديميات', 'KPI set (training)', 'مجموعة مؤشرات أداء مع طريقة الحساب والمستهدف لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤشرات الأداء', 'إدارة', 'قياس', 'أكاديمية تدريب']::text[], now() - interval '176 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حدد 12 مؤشر أداء رئيسياً (KPI) للأكاديمية «{{اسم_النشاط}}» موزعة على: المبيعات، المتدربين، التشغيل، الفريق، والمالية.
لكل مؤشر: التعريف، طريقة الحساب، مصدر البيانات، تكرار القياس، والمستهدف المقترح لنشاط بحجم {{حجم_النشاط|10 موظفين}}. ثم اقترح تصميم لوحة متابعة أسبوعية من صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('kpi-dashboard-saas', 'مؤشرات الأداء الرئيسية للشركات التقنية الناشئة', 'KPI set (saas)', 'مجموعة مؤشرات أداء مع طريقة الحساب والمستهدف للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['مؤشرات الأداء', 'إدارة', 'قياس', 'شركة تقنية ناشئة']::text[], now() - interval '175 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حدد 12 مؤشر أداء رئيسياً (KPI) للشركة «{{اسم_النشاط}}» موزعة على: المبيعات، العملاء، التشغيل، الفريق، والمالية.
لكل مؤشر: التعريف، طريقة الحساب، مصدر البيانات، تكرار القياس، والمستهدف المقترح لنشاط بحجم {{حجم_النشاط|10 موظفين}}. ثم اقترح تصميم لوحة متابعة أسبوعية من صفحة واحدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda-restaurant', 'جدول أعمال اجتماع الفريق للمطاعم والمقاهي', 'Team meeting agenda (restaurant)', 'جدول أعمال اجتماع أسبوعي منظم بالأوقات والمخرجات للمطاعم والمقاهي', 'business-management', array['chatgpt', 'gemini']::text[], true, array['اجتماعات', 'فريق', 'تنظيم', 'مطعم']::text[], now() - interval '174 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز جدول أعمال لاجتماع {{نوع_الاجتماع|أسبوعي}} لفريق المطعم مدته {{المدة|45 دقيقة}}.
المواضيع المطروحة: {{المواضيع}}.
لكل بند: الوقت المخصص، المسؤول، المخرج المطلوب. أضف في البداية مراجعة سريعة لأرقام الأسبوع وفي النهاية تلخيص القرارات والمهام بالمسؤول والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda-ecommerce', 'جدول أعمال اجتماع الفريق للمتاجر الإلكترونية', 'Team meeting agenda (ecommerce)', 'جدول أعمال اجتماع أسبوعي منظم بالأوقات والمخرجات للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'gemini']::text[], true, array['اجتماعات', 'فريق', 'تنظيم', 'متجر إلكتروني']::text[], now() - interval '173 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز جدول أعمال لاجتماع {{نوع_الاجتماع|أسبوعي}} لفريق المتجر مدته {{المدة|45 دقيقة}}.
المواضيع المطروحة: {{المواضيع}}.
لكل بند: الوقت المخصص، المسؤول، المخرج المطلوب. أضف في البداية مراجعة سريعة لأرقام الأسبوع وفي النهاية تلخيص القرارات والمهام بالمسؤول والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda-clinic', 'جدول أعمال اجتماع الفريق للعيادات والمراكز الطبية', 'Team meeting agenda (clinic)', 'جدول أعمال اجتماع أسبوعي منظم بالأوقات والمخرجات للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'gemini']::text[], true, array['اجتماعات', 'فريق', 'تنظيم', 'عيادة']::text[], now() - interval '172 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز جدول أعمال لاجتماع {{نوع_الاجتماع|أسبوعي}} لفريق العيادة مدته {{المدة|45 دقيقة}}.
المواضيع المطروحة: {{المواضيع}}.
لكل بند: الوقت المخصص، المسؤول، المخرج المطلوب. أضف في البداية مراجعة سريعة لأرقام الأسبوع وفي النهاية تلخيص القرارات والمهام بالمسؤول والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda-real-estate', 'جدول أعمال اجتماع الفريق لشركات العقار', 'Team meeting agenda (real estate)', 'جدول أعمال اجتماع أسبوعي منظم بالأوقات والمخرجات لشركات العقار', 'business-management', array['chatgpt', 'gemini']::text[], true, array['اجتماعات', 'فريق', 'تنظيم', 'شركة عقارية']::text[], now() - interval '171 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز جدول أعمال لاجتماع {{نوع_الاجتماع|أسبوعي}} لفريق الشركة العقارية مدته {{المدة|45 دقيقة}}.
المواضيع المطروحة: {{المواضيع}}.
لكل بند: الوقت المخصص، المسؤول، المخرج المطلوب. أضف في البداية مراجعة سريعة لأرقام الأسبوع وفي النهاية تلخيص القرارات والمهام بالمسؤول والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda-training', 'جدول أعمال اجتماع الفريق لمراكز التدريب والأكاديميات', 'Team meeting agenda (training)', 'جدول أعمال اجتماع أسبوعي منظم بالأوقات والمخرجات لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'gemini']::text[], true, array['اجتماعات', 'فريق', 'تنظيم', 'أكاديمية تدريب']::text[], now() - interval '170 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز جدول أعمال لاجتماع {{نوع_الاجتماع|أسبوعي}} لفريق الأكاديمية مدته {{المدة|45 دقيقة}}.
المواضيع المطروحة: {{المواضيع}}.
لكل بند: الوقت المخصص، المسؤول، المخرج المطلوب. أضف في البداية مراجعة سريعة لأرقام الأسبوع وفي النهاية تلخيص القرارات والمهام بالمسؤول والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meeting-agenda-saas', 'جدول أعمال اجتماع الفريق للشركات التقنية الناشئة', 'Team meeting agenda (saas)', 'جدول أعمال اجتماع أسبوعي منظم بالأوقات والمخرجات للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'gemini']::text[], true, array['اجتماعات', 'فريق', 'تنظيم', 'شركة تقنية ناشئة']::text[], now() - interval '169 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهّز جدول أعمال لاجتماع {{نوع_الاجتماع|أسبوعي}} لفريق الشركة مدته {{المدة|45 دقيقة}}.
المواضيع المطروحة: {{المواضيع}}.
لكل بند: الوقت المخصص، المسؤول، المخرج المطلوب. أضف في البداية مراجعة سريعة لأرقام الأسبوع وفي النهاية تلخيص القرارات والمهام بالمسؤول والموعد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-restaurant', 'مقال مدونة متوافق مع البحث للمطاعم والمقاهي', 'SEO blog article (restaurant)', 'مقال كامل بعناوين فرعية وخاتمة ودعوة لاتخاذ إجراء للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'محتوى', 'مطعم']::text[], now() - interval '168 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً من {{عدد_الكلمات|900}} كلمة لمدونة المطعم «{{اسم_النشاط}}» بعنوان عن: {{الموضوع}}.
الجمهور: الزبائن في {{الدولة|السعودية}}. الكلمة المفتاحية: {{الكلمة_المفتاحية}}.
استخدم مقدمة تشد القارئ، 4 عناوين فرعية على الأقل، أمثلة محلية، قائمة نقطية واحدة، وخاتمة بدعوة للتواصل. اكتب بلغة عربية فصيحة سهلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-ecommerce', 'مقال مدونة متوافق مع البحث للمتاجر الإلكترونية', 'SEO blog article (ecommerce)', 'مقال كامل بعناوين فرعية وخاتمة ودعوة لاتخاذ إجراء للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'محتوى', 'متجر إلكتروني']::text[], now() - interval '167 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً من {{عدد_الكلمات|900}} كلمة لمدونة المتجر «{{اسم_النشاط}}» بعنوان عن: {{الموضوع}}.
الجمهور: المتسوقين في {{الدولة|السعودية}}. الكلمة المفتاحية: {{الكلمة_المفتاحية}}.
استخدم مقدمة تشد القارئ، 4 عناوين فرعية على الأقل، أمثلة محلية، قائمة نقطية واحدة، وخاتمة بدعوة للتواصل. اكتب بلغة عربية فصيحة سهلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-clinic', 'مقال مدونة متوافق مع البحث للعيادات والمراكز الطبية', 'SEO blog article (clinic)', 'مقال كامل بعناوين فرعية وخاتمة ودعوة لاتخاذ إجراء للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'محتوى', 'عيادة']::text[], now() - interval '166 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً من {{عدد_الكلمات|900}} كلمة لمدونة العيادة «{{اسم_النشاط}}» بعنوان عن: {{الموضوع}}.
الجمهور: المراجعين في {{الدولة|السعودية}}. الكلمة المفتاحية: {{الكلمة_المفتاحية}}.
استخدم مقدمة تشد القارئ، 4 عناوين فرعية على الأقل، أمثلة محلية، قائمة نقطية واحدة، وخاتمة بدعوة للتواصل. اكتب بلغة عربية فصيحة سهلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-real-estate', 'مقال مدونة متوافق مع البحث لشركات العقار', 'SEO blog article (real estate)', 'مقال كامل بعناوين فرعية وخاتمة ودعوة لاتخاذ إجراء لشركات العقار', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'محتوى', 'شركة عقارية']::text[], now() - interval '165 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً من {{عدد_الكلمات|900}} كلمة لمدونة الشركة العقارية «{{اسم_النشاط}}» بعنوان عن: {{الموضوع}}.
الجمهور: المشترين والمستأجرين في {{الدولة|السعودية}}. الكلمة المفتاحية: {{الكلمة_المفتاحية}}.
استخدم مقدمة تشد القارئ، 4 عناوين فرعية على الأقل، أمثلة محلية، قائمة نقطية واحدة، وخاتمة بدعوة للتواصل. اكتب بلغة عربية فصيحة سهلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-training', 'مقال مدونة متوافق مع البحث لمراكز التدريب والأكاديميات', 'SEO blog article (training)', 'مقال كامل بعناوين فرعية وخاتمة ودعوة لاتخاذ إجراء لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'محتوى', 'أكاديمية تدريب']::text[], now() - interval '164 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً من {{عدد_الكلمات|900}} كلمة لمدونة الأكاديمية «{{اسم_النشاط}}» بعنوان عن: {{الموضوع}}.
الجمهور: المتدربين في {{الدولة|السعودية}}. الكلمة المفتاحية: {{الكلمة_المفتاحية}}.
استخدم مقدمة تشد القارئ، 4 عناوين فرعية على الأقل، أمثلة محلية، قائمة نقطية واحدة، وخاتمة بدعوة للتواصل. اكتب بلغة عربية فصيحة سهلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('blog-article-saas', 'مقال مدونة متوافق مع البحث للشركات التقنية الناشئة', 'SEO blog article (saas)', 'مقال كامل بعناوين فرعية وخاتمة ودعوة لاتخاذ إجراء للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['مقال', 'مدونة', 'محتوى', 'شركة تقنية ناشئة']::text[], now() - interval '163 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً من {{عدد_الكلمات|900}} كلمة لمدونة الشركة «{{اسم_النشاط}}» بعنوان عن: {{الموضوع}}.
الجمهور: العملاء في {{الدولة|السعودية}}. الكلمة المفتاحية: {{الكلمة_المفتاحية}}.
استخدم مقدمة تشد القارئ، 4 عناوين فرعية على الأقل، أمثلة محلية، قائمة نقطية واحدة، وخاتمة بدعوة للتواصل. اكتب بلغة عربية فصيحة سهلة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description-restaurant', 'وصف منتج أو خدمة مقنع للمطاعم والمقاهي', 'Persuasive product description (restaurant)', 'وصف يبيع: فوائد قبل المزايا ونبرة العلامة للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'claude']::text[], false, array['وصف منتج', 'كتابة إعلانية', 'مبيعات', 'مطعم']::text[], now() - interval '162 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً مقنعاً لـ{{المنتج|وجبة الغداء المميزة}} الذي يقدمه المطعم «{{اسم_النشاط}}».
المزايا: {{المزايا}}. السعر: {{السعر}}.
المطلوب: عنوان جذاب، فقرة افتتاحية تخاطب حاجة الزبائن، 5 فوائد في نقاط (الفائدة قبل الميزة)، إجابة عن أكثر اعتراض متوقع، ودعوة لاتخاذ إجراء. نسخة طويلة (120 كلمة) ونسخة قصيرة (30 كلمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description-ecommerce', 'وصف منتج أو خدمة مقنع للمتاجر الإلكترونية', 'Persuasive product description (ecommerce)', 'وصف يبيع: فوائد قبل المزايا ونبرة العلامة للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'claude']::text[], false, array['وصف منتج', 'كتابة إعلانية', 'مبيعات', 'متجر إلكتروني']::text[], now() - interval '161 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً مقنعاً لـ{{المنتج|منتج الأكثر مبيعاً}} الذي يقدمه المتجر «{{اسم_النشاط}}».
المزايا: {{المزايا}}. السعر: {{السعر}}.
المطلوب: عنوان جذاب، فقرة افتتاحية تخاطب حاجة المتسوقين، 5 فوائد في نقاط (الفائدة قبل الميزة)، إجابة عن أكثر اعتراض متوقع، ودعوة لاتخاذ إجراء. نسخة طويلة (120 كلمة) ونسخة قصيرة (30 كلمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description-clinic', 'وصف منتج أو خدمة مقنع للعيادات والمراكز الطبية', 'Persuasive product description (clinic)', 'وصف يبيع: فوائد قبل المزايا ونبرة العلامة للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'claude']::text[], false, array['وصف منتج', 'كتابة إعلانية', 'مبيعات', 'عيادة']::text[], now() - interval '160 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً مقنعاً لـ{{المنتج|باقة الفحص الشامل}} الذي يقدمه العيادة «{{اسم_النشاط}}».
المزايا: {{المزايا}}. السعر: {{السعر}}.
المطلوب: عنوان جذاب، فقرة افتتاحية تخاطب حاجة المراجعين، 5 فوائد في نقاط (الفائدة قبل الميزة)، إجابة عن أكثر اعتراض متوقع، ودعوة لاتخاذ إجراء. نسخة طويلة (120 كلمة) ونسخة قصيرة (30 كلمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description-real-estate', 'وصف منتج أو خدمة مقنع لشركات العقار', 'Persuasive product description (real estate)', 'وصف يبيع: فوائد قبل المزايا ونبرة العلامة لشركات العقار', 'content-writing', array['chatgpt', 'claude']::text[], false, array['وصف منتج', 'كتابة إعلانية', 'مبيعات', 'شركة عقارية']::text[], now() - interval '159 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً مقنعاً لـ{{المنتج|مشروع الوحدات السكنية الجديد}} الذي يقدمه الشركة العقارية «{{اسم_النشاط}}».
المزايا: {{المزايا}}. السعر: {{السعر}}.
المطلوب: عنوان جذاب، فقرة افتتاحية تخاطب حاجة المشترين والمستأجرين، 5 فوائد في نقاط (الفائدة قبل الميزة)، إجابة عن أكثر اعتراض متوقع، ودعوة لاتخاذ إجراء. نسخة طويلة (120 كلمة) ونسخة قصيرة (30 كلمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description-training', 'وصف منتج أو خدمة مقنع لمراكز التدريب والأكاديميات', 'Persuasive product description (training)', 'وصف يبيع: فوائد قبل المزايا ونبرة العلامة لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'claude']::text[], false, array['وصف منتج', 'كتابة إعلانية', 'مبيعات', 'أكاديمية تدريب']::text[], now() - interval '158 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً مقنعاً لـ{{المنتج|دورة التسويق الرقمي}} الذي يقدمه الأكاديمية «{{اسم_النشاط}}».
المزايا: {{المزايا}}. السعر: {{السعر}}.
المطلوب: عنوان جذاب، فقرة افتتاحية تخاطب حاجة المتدربين، 5 فوائد في نقاط (الفائدة قبل الميزة)، إجابة عن أكثر اعتراض متوقع، ودعوة لاتخاذ إجراء. نسخة طويلة (120 كلمة) ونسخة قصيرة (30 كلمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('product-description-saas', 'وصف منتج أو خدمة مقنع للشركات التقنية الناشئة', 'Persuasive product description (saas)', 'وصف يبيع: فوائد قبل المزايا ونبرة العلامة للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['وصف منتج', 'كتابة إعلانية', 'مبيعات', 'شركة تقنية ناشئة']::text[], now() - interval '157 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً مقنعاً لـ{{المنتج|تطبيق إدارة المهام}} الذي يقدمه الشركة «{{اسم_النشاط}}».
المزايا: {{المزايا}}. السعر: {{السعر}}.
المطلوب: عنوان جذاب، فقرة افتتاحية تخاطب حاجة العملاء، 5 فوائد في نقاط (الفائدة قبل الميزة)، إجابة عن أكثر اعتراض متوقع، ودعوة لاتخاذ إجراء. نسخة طويلة (120 كلمة) ونسخة قصيرة (30 كلمة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter-restaurant', 'نشرة بريدية شهرية للمطاعم والمقاهي', 'Monthly newsletter (restaurant)', 'نشرة بريدية بعناوين جذابة ومحتوى متنوع للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى', 'مطعم']::text[], now() - interval '156 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية شهرية من المطعم «{{اسم_النشاط}}» إلى الزبائن.
أخبار الشهر: {{الأخبار}}. العرض الحالي: {{العرض|لا يوجد}}.
أعطني 5 اقتراحات لعنوان الرسالة (أقل من 45 حرفاً)، نص المعاينة، ثم النشرة في 4 أقسام قصيرة: تحية شخصية، خبر رئيسي، نصيحة مفيدة، ودعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter-ecommerce', 'نشرة بريدية شهرية للمتاجر الإلكترونية', 'Monthly newsletter (ecommerce)', 'نشرة بريدية بعناوين جذابة ومحتوى متنوع للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى', 'متجر إلكتروني']::text[], now() - interval '155 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية شهرية من المتجر «{{اسم_النشاط}}» إلى المتسوقين.
أخبار الشهر: {{الأخبار}}. العرض الحالي: {{العرض|لا يوجد}}.
أعطني 5 اقتراحات لعنوان الرسالة (أقل من 45 حرفاً)، نص المعاينة، ثم النشرة في 4 أقسام قصيرة: تحية شخصية، خبر رئيسي، نصيحة مفيدة، ودعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter-clinic', 'نشرة بريدية شهرية للعيادات والمراكز الطبية', 'Monthly newsletter (clinic)', 'نشرة بريدية بعناوين جذابة ومحتوى متنوع للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى', 'عيادة']::text[], now() - interval '154 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية شهرية من العيادة «{{اسم_النشاط}}» إلى المراجعين.
أخبار الشهر: {{الأخبار}}. العرض الحالي: {{العرض|لا يوجد}}.
أعطني 5 اقتراحات لعنوان الرسالة (أقل من 45 حرفاً)، نص المعاينة، ثم النشرة في 4 أقسام قصيرة: تحية شخصية، خبر رئيسي، نصيحة مفيدة، ودعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter-real-estate', 'نشرة بريدية شهرية لشركات العقار', 'Monthly newsletter (real estate)', 'نشرة بريدية بعناوين جذابة ومحتوى متنوع لشركات العقار', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى', 'شركة عقارية']::text[], now() - interval '153 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية شهرية من الشركة العقارية «{{اسم_النشاط}}» إلى المشترين والمستأجرين.
أخبار الشهر: {{الأخبار}}. العرض الحالي: {{العرض|لا يوجد}}.
أعطني 5 اقتراحات لعنوان الرسالة (أقل من 45 حرفاً)، نص المعاينة، ثم النشرة في 4 أقسام قصيرة: تحية شخصية، خبر رئيسي، نصيحة مفيدة، ودعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter-training', 'نشرة بريدية شهرية لمراكز التدريب والأكاديميات', 'Monthly newsletter (training)', 'نشرة بريدية بعناوين جذابة ومحتوى متنوع لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى', 'أكاديمية تدريب']::text[], now() - interval '152 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية شهرية من الأكاديمية «{{اسم_النشاط}}» إلى المتدربين.
أخبار الشهر: {{الأخبار}}. العرض الحالي: {{العرض|لا يوجد}}.
أعطني 5 اقتراحات لعنوان الرسالة (أقل من 45 حرفاً)، نص المعاينة، ثم النشرة في 4 أقسام قصيرة: تحية شخصية، خبر رئيسي، نصيحة مفيدة، ودعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('email-newsletter-saas', 'نشرة بريدية شهرية للشركات التقنية الناشئة', 'Monthly newsletter (saas)', 'نشرة بريدية بعناوين جذابة ومحتوى متنوع للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['بريد', 'نشرة', 'محتوى', 'شركة تقنية ناشئة']::text[], now() - interval '151 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية شهرية من الشركة «{{اسم_النشاط}}» إلى العملاء.
أخبار الشهر: {{الأخبار}}. العرض الحالي: {{العرض|لا يوجد}}.
أعطني 5 اقتراحات لعنوان الرسالة (أقل من 45 حرفاً)، نص المعاينة، ثم النشرة في 4 أقسام قصيرة: تحية شخصية، خبر رئيسي، نصيحة مفيدة، ودعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('video-script-restaurant', 'سيناريو فيديو قصير للمطاعم والمقاهي', 'Short video script (restaurant)', 'سيناريو ريلز أو تيك توك مدته 30-60 ثانية مع اللقطات للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'claude']::text[], false, array['فيديو', 'ريلز', 'سيناريو', 'مطعم']::text[], now() - interval '150 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو قصير ({{المدة|45 ثانية}}) للمطعم «{{اسم_النشاط}}» على {{المنصة|تيك توك}} عن: {{الفكرة}}.
قسّمه إلى لقطات: الثانية، ما يظهر على الشاشة، الكلام المنطوق بلهجة {{اللهجة|سعودية}}، والنص المكتوب على الشاشة. ابدأ بخطاف قوي في أول 3 ثوانٍ واختم بدعوة واضحة للزبائن.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('video-script-ecommerce', 'سيناريو فيديو قصير للمتاجر الإلكترونية', 'Short video script (ecommerce)', 'سيناريو ريلز أو تيك توك مدته 30-60 ثانية مع اللقطات للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'claude']::text[], false, array['فيديو', 'ريلز', 'سيناريو', 'متجر إلكتروني']::text[], now() - interval '149 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو قصير ({{المدة|45 ثانية}}) للمتجر «{{اسم_النشاط}}» على {{المنصة|تيك توك}} عن: {{الفكرة}}.
قسّمه إلى لقطات: الثانية، ما يظهر على الشاشة، الكلام المنطوق بلهجة {{اللهجة|سعودية}}، والنص المكتوب على الشاشة. ابدأ بخطاف قوي في أول 3 ثوانٍ واختم بدعوة واضحة للمتسوقين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('video-script-clinic', 'سيناريو فيديو قصير للعيادات والمراكز الطبية', 'Short video script (clinic)', 'سيناريو ريلز أو تيك توك مدته 30-60 ثانية مع اللقطات للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'claude']::text[], false, array['فيديو', 'ريلز', 'سيناريو', 'عيادة']::text[], now() - interval '148 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو قصير ({{المدة|45 ثانية}}) للعيادة «{{اسم_النشاط}}» على {{المنصة|تيك توك}} عن: {{الفكرة}}.
قسّمه إلى لقطات: الثانية، ما يظهر على الشاشة، الكلام المنطوق بلهجة {{اللهجة|سعودية}}، والنص المكتوب على الشاشة. ابدأ بخطاف قوي في أول 3 ثوانٍ واختم بدعوة واضحة للمراجعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('video-script-real-estate', 'سيناريو فيديو قصير لشركات العقار', 'Short video script (real estate)', 'سيناريو ريلز أو تيك توك مدته 30-60 ثانية مع اللقطات لشركات العقار', 'content-writing', array['chatgpt', 'claude']::text[], false, array['فيديو', 'ريلز', 'سيناريو', 'شركة عقارية']::text[], now() - interval '147 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو قصير ({{المدة|45 ثانية}}) للشركة العقارية «{{اسم_النشاط}}» على {{المنصة|تيك توك}} عن: {{الفكرة}}.
قسّمه إلى لقطات: الثانية، ما يظهر على الشاشة، الكلام المنطوق بلهجة {{اللهجة|سعودية}}، والنص المكتوب على الشاشة. ابدأ بخطاف قوي في أول 3 ثوانٍ واختم بدعوة واضحة للمشترين والمستأجرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('video-script-training', 'سيناريو فيديو قصير لمراكز التدريب والأكاديميات', 'Short video script (training)', 'سيناريو ريلز أو تيك توك مدته 30-60 ثانية مع اللقطات لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'claude']::text[], false, array['فيديو', 'ريلز', 'سيناريو', 'أكاديمية تدريب']::text[], now() - interval '146 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو قصير ({{المدة|45 ثانية}}) للأكاديمية «{{اسم_النشاط}}» على {{المنصة|تيك توك}} عن: {{الفكرة}}.
قسّمه إلى لقطات: الثانية، ما يظهر على الشاشة، الكلام المنطوق بلهجة {{اللهجة|سعودية}}، والنص المكتوب على الشاشة. ابدأ بخطاف قوي في أول 3 ثوانٍ واختم بدعوة واضحة للمتدربين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('video-script-saas', 'سيناريو فيديو قصير للشركات التقنية الناشئة', 'Short video script (saas)', 'سيناريو ريلز أو تيك توك مدته 30-60 ثانية مع اللقطات للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['فيديو', 'ريلز', 'سيناريو', 'شركة تقنية ناشئة']::text[], now() - interval '145 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو قصير ({{المدة|45 ثانية}}) للشركة «{{اسم_النشاط}}» على {{المنصة|تيك توك}} عن: {{الفكرة}}.
قسّمه إلى لقطات: الثانية، ما يظهر على الشاشة، الكلام المنطوق بلهجة {{اللهجة|سعودية}}، والنص المكتوب على الشاشة. ابدأ بخطاف قوي في أول 3 ثوانٍ واختم بدعوة واضحة للعملاء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-page-restaurant', 'صفحة الأسئلة الشائعة للمطاعم والمقاهي', 'FAQ page (restaurant)', 'أسئلة وأجوبة تقلل الاستفسارات وتزيد الثقة للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['أسئلة شائعة', 'موقع', 'خدمة العملاء', 'مطعم']::text[], now() - interval '144 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة أسئلة شائعة لموقع المطعم «{{اسم_النشاط}}».
معلومات: ساعات العمل {{ساعات_العمل}}، سياسة الاسترجاع أو الإلغاء {{السياسة}}، طرق الدفع {{طرق_الدفع|مدى، Apple Pay، بطاقات ائتمان}}.
اكتب 15 سؤالاً يطرحها الزبائن فعلاً، مجمعة في 4 مجموعات، وإجابات قصيرة واضحة ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-page-ecommerce', 'صفحة الأسئلة الشائعة للمتاجر الإلكترونية', 'FAQ page (ecommerce)', 'أسئلة وأجوبة تقلل الاستفسارات وتزيد الثقة للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['أسئلة شائعة', 'موقع', 'خدمة العملاء', 'متجر إلكتروني']::text[], now() - interval '143 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة أسئلة شائعة لموقع المتجر «{{اسم_النشاط}}».
معلومات: ساعات العمل {{ساعات_العمل}}، سياسة الاسترجاع أو الإلغاء {{السياسة}}، طرق الدفع {{طرق_الدفع|مدى، Apple Pay، بطاقات ائتمان}}.
اكتب 15 سؤالاً يطرحها المتسوقين فعلاً، مجمعة في 4 مجموعات، وإجابات قصيرة واضحة ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-page-clinic', 'صفحة الأسئلة الشائعة للعيادات والمراكز الطبية', 'FAQ page (clinic)', 'أسئلة وأجوبة تقلل الاستفسارات وتزيد الثقة للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['أسئلة شائعة', 'موقع', 'خدمة العملاء', 'عيادة']::text[], now() - interval '142 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة أسئلة شائعة لموقع العيادة «{{اسم_النشاط}}».
معلومات: ساعات العمل {{ساعات_العمل}}، سياسة الاسترجاع أو الإلغاء {{السياسة}}، طرق الدفع {{طرق_الدفع|مدى، Apple Pay، بطاقات ائتمان}}.
اكتب 15 سؤالاً يطرحها المراجعين فعلاً، مجمعة في 4 مجموعات، وإجابات قصيرة واضحة ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-page-real-estate', 'صفحة الأسئلة الشائعة لشركات العقار', 'FAQ page (real estate)', 'أسئلة وأجوبة تقلل الاستفسارات وتزيد الثقة لشركات العقار', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['أسئلة شائعة', 'موقع', 'خدمة العملاء', 'شركة عقارية']::text[], now() - interval '141 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة أسئلة شائعة لموقع الشركة العقارية «{{اسم_النشاط}}».
معلومات: ساعات العمل {{ساعات_العمل}}، سياسة الاسترجاع أو الإلغاء {{السياسة}}، طرق الدفع {{طرق_الدفع|مدى، Apple Pay، بطاقات ائتمان}}.
اكتب 15 سؤالاً يطرحها المشترين والمستأجرين فعلاً، مجمعة في 4 مجموعات، وإجابات قصيرة واضحة ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-page-training', 'صفحة الأسئلة الشائعة لمراكز التدريب والأكاديميات', 'FAQ page (training)', 'أسئلة وأجوبة تقلل الاستفسارات وتزيد الثقة لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['أسئلة شائعة', 'موقع', 'خدمة العملاء', 'أكاديمية تدريب']::text[], now() - interval '140 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة أسئلة شائعة لموقع الأكاديمية «{{اسم_النشاط}}».
معلومات: ساعات العمل {{ساعات_العمل}}، سياسة الاسترجاع أو الإلغاء {{السياسة}}، طرق الدفع {{طرق_الدفع|مدى، Apple Pay، بطاقات ائتمان}}.
اكتب 15 سؤالاً يطرحها المتدربين فعلاً، مجمعة في 4 مجموعات، وإجابات قصيرة واضحة ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('faq-page-saas', 'صفحة الأسئلة الشائعة للشركات التقنية الناشئة', 'FAQ page (saas)', 'أسئلة وأجوبة تقلل الاستفسارات وتزيد الثقة للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], false, array['أسئلة شائعة', 'موقع', 'خدمة العملاء', 'شركة تقنية ناشئة']::text[], now() - interval '139 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة أسئلة شائعة لموقع الشركة «{{اسم_النشاط}}».
معلومات: ساعات العمل {{ساعات_العمل}}، سياسة الاسترجاع أو الإلغاء {{السياسة}}، طرق الدفع {{طرق_الدفع|مدى، Apple Pay، بطاقات ائتمان}}.
اكتب 15 سؤالاً يطرحها العملاء فعلاً، مجمعة في 4 مجموعات، وإجابات قصيرة واضحة ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-analysis-restaurant', 'تحليل أرقام المبيعات للمطاعم والمقاهي', 'Sales figures analysis (restaurant)', 'قراءة الأرقام واستخراج الاتجاهات والتوصيات للمطاعم والمقاهي', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['مبيعات', 'تحليل', 'تقارير', 'مطعم']::text[], now() - interval '138 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. هذه أرقام مبيعات المطعم «{{اسم_النشاط}}» لفترة {{الفترة|آخر 3 أشهر}}:
{{البيانات}}
حلّلها: الاتجاه العام، أفضل وأسوأ المنتجات أو الأيام، أي أنماط موسمية، وما الذي يفسر التغيرات. ثم أعطني 5 توصيات عملية مرتبة حسب الأثر المتوقع، وجدولاً ملخصاً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-analysis-ecommerce', 'تحليل أرقام المبيعات للمتاجر الإلكترونية', 'Sales figures analysis (ecommerce)', 'قراءة الأرقام واستخراج الاتجاهات والتوصيات للمتاجر الإلكترونية', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['مبيعات', 'تحليل', 'تقارير', 'متجر إلكتروني']::text[], now() - interval '137 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. هذه أرقام مبيعات المتجر «{{اسم_النشاط}}» لفترة {{الفترة|آخر 3 أشهر}}:
{{البيانات}}
حلّلها: الاتجاه العام، أفضل وأسوأ المنتجات أو الأيام، أي أنماط موسمية، وما الذي يفسر التغيرات. ثم أعطني 5 توصيات عملية مرتبة حسب الأثر المتوقع، وجدولاً ملخصاً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-analysis-clinic', 'تحليل أرقام المبيعات للعيادات والمراكز الطبية', 'Sales figures analysis (clinic)', 'قراءة الأرقام واستخراج الاتجاهات والتوصيات للعيادات والمراكز الطبية', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['مبيعات', 'تحليل', 'تقارير', 'عيادة']::text[], now() - interval '136 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. هذه أرقام مبيعات العيادة «{{اسم_النشاط}}» لفترة {{الفترة|آخر 3 أشهر}}:
{{البيانات}}
حلّلها: الاتجاه العام، أفضل وأسوأ المنتجات أو الأيام، أي أنماط موسمية، وما الذي يفسر التغيرات. ثم أعطني 5 توصيات عملية مرتبة حسب الأثر المتوقع، وجدولاً ملخصاً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-analysis-real-estate', 'تحليل أرقام المبيعات لشركات العقار', 'Sales figures analysis (real estate)', 'قراءة الأرقام واستخراج الاتجاهات والتوصيات لشركات العقار', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['مبيعات', 'تحليل', 'تقارير', 'شركة عقارية']::text[], now() - interval '135 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. هذه أرقام مبيعات الشركة العقارية «{{اسم_النشاط}}» لفترة {{الفترة|آخر 3 أشهر}}:
{{البيانات}}
حلّلها: الاتجاه العام، أفضل وأسوأ المنتجات أو الأيام، أي أنماط موسمية، وما الذي يفسر التغيرات. ثم أعطني 5 توصيات عملية مرتبة حسب الأثر المتوقع، وجدولاً ملخصاً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-analysis-training', 'تحليل أرقام المبيعات لمراكز التدريب والأكاديميات', 'Sales figures analysis (training)', 'قراءة الأرقام واستخراج الاتجاهات والتوصيات لمراكز التدريب والأكاديميات', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['مبيعات', 'تحليل', 'تقارير', 'أكاديمية تدريب']::text[], now() - interval '134 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. هذه أرقام مبيعات الأكاديمية «{{اسم_النشاط}}» لفترة {{الفترة|آخر 3 أشهر}}:
{{البيانات}}
حلّلها: الاتجاه العام، أفضل وأسوأ المنتجات أو الأيام، أي أنماط موسمية، وما الذي يفسر التغيرات. ثم أعطني 5 توصيات عملية مرتبة حسب الأثر المتوقع، وجدولاً ملخصاً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-analysis-saas', 'تحليل أرقام المبيعات للشركات التقنية الناشئة', 'Sales figures analysis (saas)', 'قراءة الأرقام واستخراج الاتجاهات والتوصيات للشركات التقنية الناشئة', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], true, array['مبيعات', 'تحليل', 'تقارير', 'شركة تقنية ناشئة']::text[], now() - interval '133 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. هذه أرقام مبيعات الشركة «{{اسم_النشاط}}» لفترة {{الفترة|آخر 3 أشهر}}:
{{البيانات}}
حلّلها: الاتجاه العام، أفضل وأسوأ المنتجات أو الأيام، أي أنماط موسمية، وما الذي يفسر التغيرات. ثم أعطني 5 توصيات عملية مرتبة حسب الأثر المتوقع، وجدولاً ملخصاً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-design-restaurant', 'استبيان رضا العملاء للمطاعم والمقاهي', 'Customer satisfaction survey (restaurant)', 'استبيان قصير بأسئلة محايدة ومقياس NPS للمطاعم والمقاهي', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['استبيان', 'رضا العملاء', 'بيانات', 'مطعم']::text[], now() - interval '132 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم استبيان رضا للزبائن في المطعم «{{اسم_النشاط}}» لا يستغرق أكثر من {{المدة|3 دقائق}}.
الهدف: {{الهدف|معرفة أسباب عدم تكرار الزيارة}}.
تضمن سؤال NPS، 6 أسئلة مغلقة محايدة الصياغة، سؤالين مفتوحين، وأسئلة ديموغرافية اختيارية. ثم اشرح كيف نحلل النتائج وما الذي نعتبره نتيجة جيدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-design-ecommerce', 'استبيان رضا العملاء للمتاجر الإلكترونية', 'Customer satisfaction survey (ecommerce)', 'استبيان قصير بأسئلة محايدة ومقياس NPS للمتاجر الإلكترونية', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['استبيان', 'رضا العملاء', 'بيانات', 'متجر إلكتروني']::text[], now() - interval '131 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم استبيان رضا للمتسوقين في المتجر «{{اسم_النشاط}}» لا يستغرق أكثر من {{المدة|3 دقائق}}.
الهدف: {{الهدف|معرفة أسباب عدم تكرار الزيارة}}.
تضمن سؤال NPS، 6 أسئلة مغلقة محايدة الصياغة، سؤالين مفتوحين، وأسئلة ديموغرافية اختيارية. ثم اشرح كيف نحلل النتائج وما الذي نعتبره نتيجة جيدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-design-clinic', 'استبيان رضا العملاء للعيادات والمراكز الطبية', 'Customer satisfaction survey (clinic)', 'استبيان قصير بأسئلة محايدة ومقياس NPS للعيادات والمراكز الطبية', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['استبيان', 'رضا العملاء', 'بيانات', 'عيادة']::text[], now() - interval '130 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم استبيان رضا للمراجعين في العيادة «{{اسم_النشاط}}» لا يستغرق أكثر من {{المدة|3 دقائق}}.
الهدف: {{الهدف|معرفة أسباب عدم تكرار الزيارة}}.
تضمن سؤال NPS، 6 أسئلة مغلقة محايدة الصياغة، سؤالين مفتوحين، وأسئلة ديموغرافية اختيارية. ثم اشرح كيف نحلل النتائج وما الذي نعتبره نتيجة جيدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-design-real-estate', 'استبيان رضا العملاء لشركات العقار', 'Customer satisfaction survey (real estate)', 'استبيان قصير بأسئلة محايدة ومقياس NPS لشركات العقار', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['استبيان', 'رضا العملاء', 'بيانات', 'شركة عقارية']::text[], now() - interval '129 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم استبيان رضا للمشترين والمستأجرين في الشركة العقارية «{{اسم_النشاط}}» لا يستغرق أكثر من {{المدة|3 دقائق}}.
الهدف: {{الهدف|معرفة أسباب عدم تكرار الزيارة}}.
تضمن سؤال NPS، 6 أسئلة مغلقة محايدة الصياغة، سؤالين مفتوحين، وأسئلة ديموغرافية اختيارية. ثم اشرح كيف نحلل النتائج وما الذي نعتبره نتيجة جيدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-design-training', 'استبيان رضا العملاء لمراكز التدريب والأكاديميات', 'Customer satisfaction survey (training)', 'استبيان قصير بأسئلة محايدة ومقياس NPS لمراكز التدريب والأكاديميات', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['استبيان', 'رضا العملاء', 'بيانات', 'أكاديمية تدريب']::text[], now() - interval '128 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم استبيان رضا للمتدربين في الأكاديمية «{{اسم_النشاط}}» لا يستغرق أكثر من {{المدة|3 دقائق}}.
الهدف: {{الهدف|معرفة أسباب عدم تكرار الزيارة}}.
تضمن سؤال NPS، 6 أسئلة مغلقة محايدة الصياغة، سؤالين مفتوحين، وأسئلة ديموغرافية اختيارية. ثم اشرح كيف نحلل النتائج وما الذي نعتبره نتيجة جيدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('survey-design-saas', 'استبيان رضا العملاء للشركات التقنية الناشئة', 'Customer satisfaction survey (saas)', 'استبيان قصير بأسئلة محايدة ومقياس NPS للشركات التقنية الناشئة', 'data-analysis', array['chatgpt', 'gemini']::text[], false, array['استبيان', 'رضا العملاء', 'بيانات', 'شركة تقنية ناشئة']::text[], now() - interval '127 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم استبيان رضا للعملاء في الشركة «{{اسم_النشاط}}» لا يستغرق أكثر من {{المدة|3 دقائق}}.
الهدف: {{الهدف|معرفة أسباب عدم تكرار الزيارة}}.
تضمن سؤال NPS، 6 أسئلة مغلقة محايدة الصياغة، سؤالين مفتوحين، وأسئلة ديموغرافية اختيارية. ثم اشرح كيف نحلل النتائج وما الذي نعتبره نتيجة جيدة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formulas-restaurant', 'معادلات إكسل لتقارير للمطاعم والمقاهي', 'Excel formulas for reports (restaurant)', 'معادلات وجداول محورية جاهزة لتقارير النشاط للمطاعم والمقاهي', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'جداول', 'تقارير', 'مطعم']::text[], now() - interval '126 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول إكسل للمطعم بالأعمدة: {{الأعمدة|التاريخ، المنتج، الكمية، السعر، الفرع}}.
أريد: {{المطلوب|إجمالي المبيعات لكل فرع وشهر، وأفضل 5 منتجات}}.
اكتب المعادلات خطوة بخطوة (باللغة الإنجليزية للدوال)، وطريقة بناء جدول محوري، ومخططاً مناسباً، وتنبيهات للأخطاء الشائعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formulas-ecommerce', 'معادلات إكسل لتقارير للمتاجر الإلكترونية', 'Excel formulas for reports (ecommerce)', 'معادلات وجداول محورية جاهزة لتقارير النشاط للمتاجر الإلكترونية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'جداول', 'تقارير', 'متجر إلكتروني']::text[], now() - interval '125 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول إكسل للمتجر بالأعمدة: {{الأعمدة|التاريخ، المنتج، الكمية، السعر، الفرع}}.
أريد: {{المطلوب|إجمالي المبيعات لكل فرع وشهر، وأفضل 5 منتجات}}.
اكتب المعادلات خطوة بخطوة (باللغة الإنجليزية للدوال)، وطريقة بناء جدول محوري، ومخططاً مناسباً، وتنبيهات للأخطاء الشائعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formulas-clinic', 'معادلات إكسل لتقارير للعيادات والمراكز الطبية', 'Excel formulas for reports (clinic)', 'معادلات وجداول محورية جاهزة لتقارير النشاط للعيادات والمراكز الطبية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'جداول', 'تقارير', 'عيادة']::text[], now() - interval '124 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول إكسل للعيادة بالأعمدة: {{الأعمدة|التاريخ، المنتج، الكمية، السعر، الفرع}}.
أريد: {{المطلوب|إجمالي المبيعات لكل فرع وشهر، وأفضل 5 منتجات}}.
اكتب المعادلات خطوة بخطوة (باللغة الإنجليزية للدوال)، وطريقة بناء جدول محوري، ومخططاً مناسباً، وتنبيهات للأخطاء الشائعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formulas-real-estate', 'معادلات إكسل لتقارير لشركات العقار', 'Excel formulas for reports (real estate)', 'معادلات وجداول محورية جاهزة لتقارير النشاط لشركات العقار', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'جداول', 'تقارير', 'شركة عقارية']::text[], now() - interval '123 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول إكسل للشركة العقارية بالأعمدة: {{الأعمدة|التاريخ، المنتج، الكمية، السعر، الفرع}}.
أريد: {{المطلوب|إجمالي المبيعات لكل فرع وشهر، وأفضل 5 منتجات}}.
اكتب المعادلات خطوة بخطوة (باللغة الإنجليزية للدوال)، وطريقة بناء جدول محوري، ومخططاً مناسباً، وتنبيهات للأخطاء الشائعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formulas-training', 'معادلات إكسل لتقارير لمراكز التدريب والأكاديميات', 'Excel formulas for reports (training)', 'معادلات وجداول محورية جاهزة لتقارير النشاط لمراكز التدريب والأكاديميات', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'جداول', 'تقارير', 'أكاديمية تدريب']::text[], now() - interval '122 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول إكسل للأكاديمية بالأعمدة: {{الأعمدة|التاريخ، المنتج، الكمية، السعر، الفرع}}.
أريد: {{المطلوب|إجمالي المبيعات لكل فرع وشهر، وأفضل 5 منتجات}}.
اكتب المعادلات خطوة بخطوة (باللغة الإنجليزية للدوال)، وطريقة بناء جدول محوري، ومخططاً مناسباً، وتنبيهات للأخطاء الشائعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('excel-formulas-saas', 'معادلات إكسل لتقارير للشركات التقنية الناشئة', 'Excel formulas for reports (saas)', 'معادلات وجداول محورية جاهزة لتقارير النشاط للشركات التقنية الناشئة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['إكسل', 'جداول', 'تقارير', 'شركة تقنية ناشئة']::text[], now() - interval '121 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول إكسل للشركة بالأعمدة: {{الأعمدة|التاريخ، المنتج، الكمية، السعر، الفرع}}.
أريد: {{المطلوب|إجمالي المبيعات لكل فرع وشهر، وأفضل 5 منتجات}}.
اكتب المعادلات خطوة بخطوة (باللغة الإنجليزية للدوال)، وطريقة بناء جدول محوري، ومخططاً مناسباً، وتنبيهات للأخطاء الشائعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-segments-restaurant', 'تقسيم العملاء بطريقة RFM للمطاعم والمقاهي', 'RFM customer segmentation (restaurant)', 'تقسيم العملاء حسب الحداثة والتكرار والقيمة مع إجراء لكل شريحة للمطاعم والمقاهي', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيم العملاء', 'RFM', 'ولاء', 'مطعم']::text[], now() - interval '120 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أقسم الزبائن في المطعم «{{اسم_النشاط}}» بطريقة RFM باستخدام بيانات {{مصدر_البيانات|نظام نقاط البيع}}.
عدد العملاء تقريباً: {{عدد_العملاء|2000}}.
أعطني: طريقة حساب الدرجات، 6 شرائح بأسمائها، رسالة تسويقية وعرضاً مناسباً لكل شريحة، وكيف نقيس نجاح الحملة على كل شريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-segments-ecommerce', 'تقسيم العملاء بطريقة RFM للمتاجر الإلكترونية', 'RFM customer segmentation (ecommerce)', 'تقسيم العملاء حسب الحداثة والتكرار والقيمة مع إجراء لكل شريحة للمتاجر الإلكترونية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيم العملاء', 'RFM', 'ولاء', 'متجر إلكتروني']::text[], now() - interval '119 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أقسم المتسوقين في المتجر «{{اسم_النشاط}}» بطريقة RFM باستخدام بيانات {{مصدر_البيانات|نظام نقاط البيع}}.
عدد العملاء تقريباً: {{عدد_العملاء|2000}}.
أعطني: طريقة حساب الدرجات، 6 شرائح بأسمائها، رسالة تسويقية وعرضاً مناسباً لكل شريحة، وكيف نقيس نجاح الحملة على كل شريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-segments-clinic', 'تقسيم العملاء بطريقة RFM للعيادات والمراكز الطبية', 'RFM customer segmentation (clinic)', 'تقسيم العملاء حسب الحداثة والتكرار والقيمة مع إجراء لكل شريحة للعيادات والمراكز الطبية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيم العملاء', 'RFM', 'ولاء', 'عيادة']::text[], now() - interval '118 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أقسم المراجعين في العيادة «{{اسم_النشاط}}» بطريقة RFM باستخدام بيانات {{مصدر_البيانات|نظام نقاط البيع}}.
عدد العملاء تقريباً: {{عدد_العملاء|2000}}.
أعطني: طريقة حساب الدرجات، 6 شرائح بأسمائها، رسالة تسويقية وعرضاً مناسباً لكل شريحة، وكيف نقيس نجاح الحملة على كل شريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-segments-real-estate', 'تقسيم العملاء بطريقة RFM لشركات العقار', 'RFM customer segmentation (real estate)', 'تقسيم العملاء حسب الحداثة والتكرار والقيمة مع إجراء لكل شريحة لشركات العقار', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيم العملاء', 'RFM', 'ولاء', 'شركة عقارية']::text[], now() - interval '117 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أقسم المشترين والمستأجرين في الشركة العقارية «{{اسم_النشاط}}» بطريقة RFM باستخدام بيانات {{مصدر_البيانات|نظام نقاط البيع}}.
عدد العملاء تقريباً: {{عدد_العملاء|2000}}.
أعطني: طريقة حساب الدرجات، 6 شرائح بأسمائها، رسالة تسويقية وعرضاً مناسباً لكل شريحة، وكيف نقيس نجاح الحملة على كل شريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-segments-training', 'تقسيم العملاء بطريقة RFM لمراكز التدريب والأكاديميات', 'RFM customer segmentation (training)', 'تقسيم العملاء حسب الحداثة والتكرار والقيمة مع إجراء لكل شريحة لمراكز التدريب والأكاديميات', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيم العملاء', 'RFM', 'ولاء', 'أكاديمية تدريب']::text[], now() - interval '116 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أقسم المتدربين في الأكاديمية «{{اسم_النشاط}}» بطريقة RFM باستخدام بيانات {{مصدر_البيانات|نظام نقاط البيع}}.
عدد العملاء تقريباً: {{عدد_العملاء|2000}}.
أعطني: طريقة حساب الدرجات، 6 شرائح بأسمائها، رسالة تسويقية وعرضاً مناسباً لكل شريحة، وكيف نقيس نجاح الحملة على كل شريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('customer-segments-saas', 'تقسيم العملاء بطريقة RFM للشركات التقنية الناشئة', 'RFM customer segmentation (saas)', 'تقسيم العملاء حسب الحداثة والتكرار والقيمة مع إجراء لكل شريحة للشركات التقنية الناشئة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقسيم العملاء', 'RFM', 'ولاء', 'شركة تقنية ناشئة']::text[], now() - interval '115 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أقسم العملاء في الشركة «{{اسم_النشاط}}» بطريقة RFM باستخدام بيانات {{مصدر_البيانات|نظام نقاط البيع}}.
عدد العملاء تقريباً: {{عدد_العملاء|2000}}.
أعطني: طريقة حساب الدرجات، 6 شرائح بأسمائها، رسالة تسويقية وعرضاً مناسباً لكل شريحة، وكيف نقيس نجاح الحملة على كل شريحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research-restaurant', 'بحث الكلمات المفتاحية للمطاعم والمقاهي', 'Keyword research (restaurant)', 'قائمة كلمات مفتاحية عربية مصنفة حسب النية للمطاعم والمقاهي', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث', 'مطعم']::text[], now() - interval '114 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية للمطعم «{{اسم_النشاط}}» في {{المدينة|الرياض}} يبحث بها الزبائن في جوجل.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، محلية)، واقترح لكل مجموعة نوع الصفحة المناسبة. راعِ اختلاف الكتابة (همزات، عامية، إنجليزية معربة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research-ecommerce', 'بحث الكلمات المفتاحية للمتاجر الإلكترونية', 'Keyword research (ecommerce)', 'قائمة كلمات مفتاحية عربية مصنفة حسب النية للمتاجر الإلكترونية', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث', 'متجر إلكتروني']::text[], now() - interval '113 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية للمتجر «{{اسم_النشاط}}» في {{المدينة|الرياض}} يبحث بها المتسوقين في جوجل.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، محلية)، واقترح لكل مجموعة نوع الصفحة المناسبة. راعِ اختلاف الكتابة (همزات، عامية، إنجليزية معربة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research-clinic', 'بحث الكلمات المفتاحية للعيادات والمراكز الطبية', 'Keyword research (clinic)', 'قائمة كلمات مفتاحية عربية مصنفة حسب النية للعيادات والمراكز الطبية', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث', 'عيادة']::text[], now() - interval '112 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية للعيادة «{{اسم_النشاط}}» في {{المدينة|الرياض}} يبحث بها المراجعين في جوجل.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، محلية)، واقترح لكل مجموعة نوع الصفحة المناسبة. راعِ اختلاف الكتابة (همزات، عامية، إنجليزية معربة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research-real-estate', 'بحث الكلمات المفتاحية لشركات العقار', 'Keyword research (real estate)', 'قائمة كلمات مفتاحية عربية مصنفة حسب النية لشركات العقار', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث', 'شركة عقارية']::text[], now() - interval '111 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية للشركة العقارية «{{اسم_النشاط}}» في {{المدينة|الرياض}} يبحث بها المشترين والمستأجرين في جوجل.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، محلية)، واقترح لكل مجموعة نوع الصفحة المناسبة. راعِ اختلاف الكتابة (همزات، عامية، إنجليزية معربة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research-training', 'بحث الكلمات المفتاحية لمراكز التدريب والأكاديميات', 'Keyword research (training)', 'قائمة كلمات مفتاحية عربية مصنفة حسب النية لمراكز التدريب والأكاديميات', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث', 'أكاديمية تدريب']::text[], now() - interval '110 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية للأكاديمية «{{اسم_النشاط}}» في {{المدينة|الرياض}} يبحث بها المتدربين في جوجل.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، محلية)، واقترح لكل مجموعة نوع الصفحة المناسبة. راعِ اختلاف الكتابة (همزات، عامية، إنجليزية معربة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('keyword-research-saas', 'بحث الكلمات المفتاحية للشركات التقنية الناشئة', 'Keyword research (saas)', 'قائمة كلمات مفتاحية عربية مصنفة حسب النية للشركات التقنية الناشئة', 'seo', array['chatgpt', 'gemini', 'claude']::text[], true, array['كلمات مفتاحية', 'سيو', 'بحث', 'شركة تقنية ناشئة']::text[], now() - interval '109 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية للشركة «{{اسم_النشاط}}» في {{المدينة|الرياض}} يبحث بها العملاء في جوجل.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، محلية)، واقترح لكل مجموعة نوع الصفحة المناسبة. راعِ اختلاف الكتابة (همزات، عامية، إنجليزية معربة).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-restaurant', 'تحسين الظهور في خرائط جوجل للمطاعم والمقاهي', 'Local SEO (Google Maps) (restaurant)', 'خطوات تحسين ملف النشاط التجاري في جوجل للمطاعم والمقاهي', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'ظهور', 'مطعم']::text[], now() - interval '108 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعطني خطة عملية لتحسين ظهور المطعم «{{اسم_النشاط}}» في خرائط جوجل بحي {{الحي}} في {{المدينة|الرياض}}.
تتضمن: إكمال ملف النشاط التجاري (الفئات، الوصف بالكلمات المفتاحية، الصور)، خطة لجمع التقييمات من الزبائن، منشورات جوجل الأسبوعية، والاستشهادات المحلية. رتب الخطوات حسب الأثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-ecommerce', 'تحسين الظهور في خرائط جوجل للمتاجر الإلكترونية', 'Local SEO (Google Maps) (ecommerce)', 'خطوات تحسين ملف النشاط التجاري في جوجل للمتاجر الإلكترونية', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'ظهور', 'متجر إلكتروني']::text[], now() - interval '107 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعطني خطة عملية لتحسين ظهور المتجر «{{اسم_النشاط}}» في خرائط جوجل بحي {{الحي}} في {{المدينة|الرياض}}.
تتضمن: إكمال ملف النشاط التجاري (الفئات، الوصف بالكلمات المفتاحية، الصور)، خطة لجمع التقييمات من المتسوقين، منشورات جوجل الأسبوعية، والاستشهادات المحلية. رتب الخطوات حسب الأثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-clinic', 'تحسين الظهور في خرائط جوجل للعيادات والمراكز الطبية', 'Local SEO (Google Maps) (clinic)', 'خطوات تحسين ملف النشاط التجاري في جوجل للعيادات والمراكز الطبية', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'ظهور', 'عيادة']::text[], now() - interval '106 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعطني خطة عملية لتحسين ظهور العيادة «{{اسم_النشاط}}» في خرائط جوجل بحي {{الحي}} في {{المدينة|الرياض}}.
تتضمن: إكمال ملف النشاط التجاري (الفئات، الوصف بالكلمات المفتاحية، الصور)، خطة لجمع التقييمات من المراجعين، منشورات جوجل الأسبوعية، والاستشهادات المحلية. رتب الخطوات حسب الأثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-real-estate', 'تحسين الظهور في خرائط جوجل لشركات العقار', 'Local SEO (Google Maps) (real estate)', 'خطوات تحسين ملف النشاط التجاري في جوجل لشركات العقار', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'ظهور', 'شركة عقارية']::text[], now() - interval '105 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعطني خطة عملية لتحسين ظهور الشركة العقارية «{{اسم_النشاط}}» في خرائط جوجل بحي {{الحي}} في {{المدينة|الرياض}}.
تتضمن: إكمال ملف النشاط التجاري (الفئات، الوصف بالكلمات المفتاحية، الصور)، خطة لجمع التقييمات من المشترين والمستأجرين، منشورات جوجل الأسبوعية، والاستشهادات المحلية. رتب الخطوات حسب الأثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-training', 'تحسين الظهور في خرائط جوجل لمراكز التدريب والأكاديميات', 'Local SEO (Google Maps) (training)', 'خطوات تحسين ملف النشاط التجاري في جوجل لمراكز التدريب والأكاديميات', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'ظهور', 'أكاديمية تدريب']::text[], now() - interval '104 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعطني خطة عملية لتحسين ظهور الأكاديمية «{{اسم_النشاط}}» في خرائط جوجل بحي {{الحي}} في {{المدينة|الرياض}}.
تتضمن: إكمال ملف النشاط التجاري (الفئات، الوصف بالكلمات المفتاحية، الصور)، خطة لجمع التقييمات من المتدربين، منشورات جوجل الأسبوعية، والاستشهادات المحلية. رتب الخطوات حسب الأثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('local-seo-saas', 'تحسين الظهور في خرائط جوجل للشركات التقنية الناشئة', 'Local SEO (Google Maps) (saas)', 'خطوات تحسين ملف النشاط التجاري في جوجل للشركات التقنية الناشئة', 'seo', array['chatgpt', 'gemini']::text[], false, array['سيو محلي', 'خرائط جوجل', 'ظهور', 'شركة تقنية ناشئة']::text[], now() - interval '103 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعطني خطة عملية لتحسين ظهور الشركة «{{اسم_النشاط}}» في خرائط جوجل بحي {{الحي}} في {{المدينة|الرياض}}.
تتضمن: إكمال ملف النشاط التجاري (الفئات، الوصف بالكلمات المفتاحية، الصور)، خطة لجمع التقييمات من العملاء، منشورات جوجل الأسبوعية، والاستشهادات المحلية. رتب الخطوات حسب الأثر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-tags-restaurant', 'عناوين ووصف صفحات الموقع للمطاعم والمقاهي', 'Meta titles and descriptions (restaurant)', 'عناوين ووصف ميتا محسنة لكل صفحة للمطاعم والمقاهي', 'seo', array['chatgpt', 'claude']::text[], false, array['ميتا', 'سيو', 'موقع', 'مطعم']::text[], now() - interval '102 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب عنوان SEO (أقل من 60 حرفاً) ووصف ميتا (أقل من 155 حرفاً) لكل صفحة من صفحات موقع المطعم «{{اسم_النشاط}}»: {{الصفحات|الرئيسية، من نحن، الخدمات، الأسعار، تواصل معنا}}.
الكلمة المفتاحية الرئيسية: {{الكلمة_المفتاحية}}. اجعل كل وصف يتضمن دعوة لاتخاذ إجراء ويخاطب الزبائن.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-tags-ecommerce', 'عناوين ووصف صفحات الموقع للمتاجر الإلكترونية', 'Meta titles and descriptions (ecommerce)', 'عناوين ووصف ميتا محسنة لكل صفحة للمتاجر الإلكترونية', 'seo', array['chatgpt', 'claude']::text[], false, array['ميتا', 'سيو', 'موقع', 'متجر إلكتروني']::text[], now() - interval '101 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب عنوان SEO (أقل من 60 حرفاً) ووصف ميتا (أقل من 155 حرفاً) لكل صفحة من صفحات موقع المتجر «{{اسم_النشاط}}»: {{الصفحات|الرئيسية، من نحن، الخدمات، الأسعار، تواصل معنا}}.
الكلمة المفتاحية الرئيسية: {{الكلمة_المفتاحية}}. اجعل كل وصف يتضمن دعوة لاتخاذ إجراء ويخاطب المتسوقين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-tags-clinic', 'عناوين ووصف صفحات الموقع للعيادات والمراكز الطبية', 'Meta titles and descriptions (clinic)', 'عناوين ووصف ميتا محسنة لكل صفحة للعيادات والمراكز الطبية', 'seo', array['chatgpt', 'claude']::text[], false, array['ميتا', 'سيو', 'موقع', 'عيادة']::text[], now() - interval '100 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب عنوان SEO (أقل من 60 حرفاً) ووصف ميتا (أقل من 155 حرفاً) لكل صفحة من صفحات موقع العيادة «{{اسم_النشاط}}»: {{الصفحات|الرئيسية، من نحن، الخدمات، الأسعار، تواصل معنا}}.
الكلمة المفتاحية الرئيسية: {{الكلمة_المفتاحية}}. اجعل كل وصف يتضمن دعوة لاتخاذ إجراء ويخاطب المراجعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-tags-real-estate', 'عناوين ووصف صفحات الموقع لشركات العقار', 'Meta titles and descriptions (real estate)', 'عناوين ووصف ميتا محسنة لكل صفحة لشركات العقار', 'seo', array['chatgpt', 'claude']::text[], false, array['ميتا', 'سيو', 'موقع', 'شركة عقارية']::text[], now() - interval '99 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب عنوان SEO (أقل من 60 حرفاً) ووصف ميتا (أقل من 155 حرفاً) لكل صفحة من صفحات موقع الشركة العقارية «{{اسم_النشاط}}»: {{الصفحات|الرئيسية، من نحن، الخدمات، الأسعار، تواصل معنا}}.
الكلمة المفتاحية الرئيسية: {{الكلمة_المفتاحية}}. اجعل كل وصف يتضمن دعوة لاتخاذ إجراء ويخاطب المشترين والمستأجرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-tags-training', 'عناوين ووصف صفحات الموقع لمراكز التدريب والأكاديميات', 'Meta titles and descriptions (training)', 'عناوين ووصف ميتا محسنة لكل صفحة لمراكز التدريب والأكاديميات', 'seo', array['chatgpt', 'claude']::text[], false, array['ميتا', 'سيو', 'موقع', 'أكاديمية تدريب']::text[], now() - interval '98 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب عنوان SEO (أقل من 60 حرفاً) ووصف ميتا (أقل من 155 حرفاً) لكل صفحة من صفحات موقع الأكاديمية «{{اسم_النشاط}}»: {{الصفحات|الرئيسية، من نحن، الخدمات، الأسعار، تواصل معنا}}.
الكلمة المفتاحية الرئيسية: {{الكلمة_المفتاحية}}. اجعل كل وصف يتضمن دعوة لاتخاذ إجراء ويخاطب المتدربين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('meta-tags-saas', 'عناوين ووصف صفحات الموقع للشركات التقنية الناشئة', 'Meta titles and descriptions (saas)', 'عناوين ووصف ميتا محسنة لكل صفحة للشركات التقنية الناشئة', 'seo', array['chatgpt', 'claude']::text[], false, array['ميتا', 'سيو', 'موقع', 'شركة تقنية ناشئة']::text[], now() - interval '97 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب عنوان SEO (أقل من 60 حرفاً) ووصف ميتا (أقل من 155 حرفاً) لكل صفحة من صفحات موقع الشركة «{{اسم_النشاط}}»: {{الصفحات|الرئيسية، من نحن، الخدمات، الأسعار، تواصل معنا}}.
الكلمة المفتاحية الرئيسية: {{الكلمة_المفتاحية}}. اجعل كل وصف يتضمن دعوة لاتخاذ إجراء ويخاطب العملاء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster-restaurant', 'خطة عنقود محتوى للمطاعم والمقاهي', 'Content cluster plan (restaurant)', 'صفحة محورية ومقالات داعمة بروابط داخلية للمطاعم والمقاهي', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['عنقود محتوى', 'سيو', 'روابط داخلية', 'مطعم']::text[], now() - interval '96 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم عنقود محتوى (Topic Cluster) لموقع المطعم «{{اسم_النشاط}}» حول الموضوع المحوري: {{الموضوع_المحوري}}.
أعطني: عنوان الصفحة المحورية ومخططها، 12 مقالاً داعماً (العنوان، الكلمة المفتاحية، نية البحث)، خريطة الروابط الداخلية، وترتيب النشر على {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster-ecommerce', 'خطة عنقود محتوى للمتاجر الإلكترونية', 'Content cluster plan (ecommerce)', 'صفحة محورية ومقالات داعمة بروابط داخلية للمتاجر الإلكترونية', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['عنقود محتوى', 'سيو', 'روابط داخلية', 'متجر إلكتروني']::text[], now() - interval '95 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم عنقود محتوى (Topic Cluster) لموقع المتجر «{{اسم_النشاط}}» حول الموضوع المحوري: {{الموضوع_المحوري}}.
أعطني: عنوان الصفحة المحورية ومخططها، 12 مقالاً داعماً (العنوان، الكلمة المفتاحية، نية البحث)، خريطة الروابط الداخلية، وترتيب النشر على {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster-clinic', 'خطة عنقود محتوى للعيادات والمراكز الطبية', 'Content cluster plan (clinic)', 'صفحة محورية ومقالات داعمة بروابط داخلية للعيادات والمراكز الطبية', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['عنقود محتوى', 'سيو', 'روابط داخلية', 'عيادة']::text[], now() - interval '94 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم عنقود محتوى (Topic Cluster) لموقع العيادة «{{اسم_النشاط}}» حول الموضوع المحوري: {{الموضوع_المحوري}}.
أعطني: عنوان الصفحة المحورية ومخططها، 12 مقالاً داعماً (العنوان، الكلمة المفتاحية، نية البحث)، خريطة الروابط الداخلية، وترتيب النشر على {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster-real-estate', 'خطة عنقود محتوى لشركات العقار', 'Content cluster plan (real estate)', 'صفحة محورية ومقالات داعمة بروابط داخلية لشركات العقار', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['عنقود محتوى', 'سيو', 'روابط داخلية', 'شركة عقارية']::text[], now() - interval '93 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم عنقود محتوى (Topic Cluster) لموقع الشركة العقارية «{{اسم_النشاط}}» حول الموضوع المحوري: {{الموضوع_المحوري}}.
أعطني: عنوان الصفحة المحورية ومخططها، 12 مقالاً داعماً (العنوان، الكلمة المفتاحية، نية البحث)، خريطة الروابط الداخلية، وترتيب النشر على {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster-training', 'خطة عنقود محتوى لمراكز التدريب والأكاديميات', 'Content cluster plan (training)', 'صفحة محورية ومقالات داعمة بروابط داخلية لمراكز التدريب والأكاديميات', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['عنقود محتوى', 'سيو', 'روابط داخلية', 'أكاديمية تدريب']::text[], now() - interval '92 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم عنقود محتوى (Topic Cluster) لموقع الأكاديمية «{{اسم_النشاط}}» حول الموضوع المحوري: {{الموضوع_المحوري}}.
أعطني: عنوان الصفحة المحورية ومخططها، 12 مقالاً داعماً (العنوان، الكلمة المفتاحية، نية البحث)، خريطة الروابط الداخلية، وترتيب النشر على {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('content-cluster-saas', 'خطة عنقود محتوى للشركات التقنية الناشئة', 'Content cluster plan (saas)', 'صفحة محورية ومقالات داعمة بروابط داخلية للشركات التقنية الناشئة', 'seo', array['chatgpt', 'claude', 'gemini']::text[], false, array['عنقود محتوى', 'سيو', 'روابط داخلية', 'شركة تقنية ناشئة']::text[], now() - interval '91 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم عنقود محتوى (Topic Cluster) لموقع الشركة «{{اسم_النشاط}}» حول الموضوع المحوري: {{الموضوع_المحوري}}.
أعطني: عنوان الصفحة المحورية ومخططها، 12 مقالاً داعماً (العنوان، الكلمة المفتاحية، نية البحث)، خريطة الروابط الداخلية، وترتيب النشر على {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-idea-eval-restaurant', 'تقييم فكرة مشروع للمطاعم والمقاهي', 'Business idea assessment (restaurant)', 'تقييم الفكرة من حيث السوق والمنافسة والمخاطر للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['فكرة مشروع', 'تقييم', 'ريادة', 'مطعم']::text[], now() - interval '90 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم فكرة مشروع للمطاعم والمقاهي: {{الفكرة}} في {{المدينة|الرياض}} برأس مال {{رأس_المال|200,000 ريال}}.
حلل: حجم الطلب، المنافسين المحتملين، ما الذي يجعل الزبائن يختاروننا، التكاليف الأساسية، نقطة التعادل التقريبية، أكبر 5 مخاطر وطرق تقليلها، ثم حكمك النهائي بدرجة من 10 مع التبرير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-idea-eval-ecommerce', 'تقييم فكرة مشروع للمتاجر الإلكترونية', 'Business idea assessment (ecommerce)', 'تقييم الفكرة من حيث السوق والمنافسة والمخاطر للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['فكرة مشروع', 'تقييم', 'ريادة', 'متجر إلكتروني']::text[], now() - interval '89 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم فكرة مشروع للمتاجر الإلكترونية: {{الفكرة}} في {{المدينة|الرياض}} برأس مال {{رأس_المال|200,000 ريال}}.
حلل: حجم الطلب، المنافسين المحتملين، ما الذي يجعل المتسوقين يختاروننا، التكاليف الأساسية، نقطة التعادل التقريبية، أكبر 5 مخاطر وطرق تقليلها، ثم حكمك النهائي بدرجة من 10 مع التبرير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-idea-eval-clinic', 'تقييم فكرة مشروع للعيادات والمراكز الطبية', 'Business idea assessment (clinic)', 'تقييم الفكرة من حيث السوق والمنافسة والمخاطر للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['فكرة مشروع', 'تقييم', 'ريادة', 'عيادة']::text[], now() - interval '88 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم فكرة مشروع للعيادات والمراكز الطبية: {{الفكرة}} في {{المدينة|الرياض}} برأس مال {{رأس_المال|200,000 ريال}}.
حلل: حجم الطلب، المنافسين المحتملين، ما الذي يجعل المراجعين يختاروننا، التكاليف الأساسية، نقطة التعادل التقريبية، أكبر 5 مخاطر وطرق تقليلها، ثم حكمك النهائي بدرجة من 10 مع التبرير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-idea-eval-real-estate', 'تقييم فكرة مشروع لشركات العقار', 'Business idea assessment (real estate)', 'تقييم الفكرة من حيث السوق والمنافسة والمخاطر لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['فكرة مشروع', 'تقييم', 'ريادة', 'شركة عقارية']::text[], now() - interval '87 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم فكرة مشروع لشركات العقار: {{الفكرة}} في {{المدينة|الرياض}} برأس مال {{رأس_المال|200,000 ريال}}.
حلل: حجم الطلب، المنافسين المحتملين، ما الذي يجعل المشترين والمستأجرين يختاروننا، التكاليف الأساسية، نقطة التعادل التقريبية، أكبر 5 مخاطر وطرق تقليلها، ثم حكمك النهائي بدرجة من 10 مع التبرير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-idea-eval-training', 'تقييم فكرة مشروع لمراكز التدريب والأكاديميات', 'Business idea assessment (training)', 'تقييم الفكرة من حيث السوق والمنافسة والمخاطر لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['فكرة مشروع', 'تقييم', 'ريادة', 'أكاديمية تدريب']::text[], now() - interval '86 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم فكرة مشروع لمراكز التدريب والأكاديميات: {{الفكرة}} في {{المدينة|الرياض}} برأس مال {{رأس_المال|200,000 ريال}}.
حلل: حجم الطلب، المنافسين المحتملين، ما الذي يجعل المتدربين يختاروننا، التكاليف الأساسية، نقطة التعادل التقريبية، أكبر 5 مخاطر وطرق تقليلها، ثم حكمك النهائي بدرجة من 10 مع التبرير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('business-idea-eval-saas', 'تقييم فكرة مشروع للشركات التقنية الناشئة', 'Business idea assessment (saas)', 'تقييم الفكرة من حيث السوق والمنافسة والمخاطر للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], true, array['فكرة مشروع', 'تقييم', 'ريادة', 'شركة تقنية ناشئة']::text[], now() - interval '85 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم فكرة مشروع للشركات التقنية الناشئة: {{الفكرة}} في {{المدينة|الرياض}} برأس مال {{رأس_المال|200,000 ريال}}.
حلل: حجم الطلب، المنافسين المحتملين، ما الذي يجعل العملاء يختاروننا، التكاليف الأساسية، نقطة التعادل التقريبية، أكبر 5 مخاطر وطرق تقليلها، ثم حكمك النهائي بدرجة من 10 مع التبرير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-script-restaurant', 'نص مكالمة مبيعات للمطاعم والمقاهي', 'Sales call script (restaurant)', 'نص مكالمة بالافتتاح والأسئلة ومعالجة الاعتراضات للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'مكالمة', 'اعتراضات', 'مطعم']::text[], now() - interval '84 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نص مكالمة مبيعات لموظف في المطعم «{{اسم_النشاط}}» يتواصل مع {{نوع_العميل|عميل محتمل سأل عن الأسعار}} لبيع {{المنتج|وجبة الغداء المميزة}}.
يتضمن: افتتاحية في 15 ثانية، 5 أسئلة لاكتشاف الحاجة، عرض القيمة، ردوداً على أكثر 5 اعتراضات ({{الاعتراضات|السعر مرتفع، سأفكر، لدي مزود آخر}})، وطريقة إغلاق مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-script-ecommerce', 'نص مكالمة مبيعات للمتاجر الإلكترونية', 'Sales call script (ecommerce)', 'نص مكالمة بالافتتاح والأسئلة ومعالجة الاعتراضات للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'مكالمة', 'اعتراضات', 'متجر إلكتروني']::text[], now() - interval '83 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نص مكالمة مبيعات لموظف في المتجر «{{اسم_النشاط}}» يتواصل مع {{نوع_العميل|عميل محتمل سأل عن الأسعار}} لبيع {{المنتج|منتج الأكثر مبيعاً}}.
يتضمن: افتتاحية في 15 ثانية، 5 أسئلة لاكتشاف الحاجة، عرض القيمة، ردوداً على أكثر 5 اعتراضات ({{الاعتراضات|السعر مرتفع، سأفكر، لدي مزود آخر}})، وطريقة إغلاق مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-script-clinic', 'نص مكالمة مبيعات للعيادات والمراكز الطبية', 'Sales call script (clinic)', 'نص مكالمة بالافتتاح والأسئلة ومعالجة الاعتراضات للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'مكالمة', 'اعتراضات', 'عيادة']::text[], now() - interval '82 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نص مكالمة مبيعات لموظف في العيادة «{{اسم_النشاط}}» يتواصل مع {{نوع_العميل|عميل محتمل سأل عن الأسعار}} لبيع {{المنتج|باقة الفحص الشامل}}.
يتضمن: افتتاحية في 15 ثانية، 5 أسئلة لاكتشاف الحاجة، عرض القيمة، ردوداً على أكثر 5 اعتراضات ({{الاعتراضات|السعر مرتفع، سأفكر، لدي مزود آخر}})، وطريقة إغلاق مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-script-real-estate', 'نص مكالمة مبيعات لشركات العقار', 'Sales call script (real estate)', 'نص مكالمة بالافتتاح والأسئلة ومعالجة الاعتراضات لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'مكالمة', 'اعتراضات', 'شركة عقارية']::text[], now() - interval '81 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نص مكالمة مبيعات لموظف في الشركة العقارية «{{اسم_النشاط}}» يتواصل مع {{نوع_العميل|عميل محتمل سأل عن الأسعار}} لبيع {{المنتج|مشروع الوحدات السكنية الجديد}}.
يتضمن: افتتاحية في 15 ثانية، 5 أسئلة لاكتشاف الحاجة، عرض القيمة، ردوداً على أكثر 5 اعتراضات ({{الاعتراضات|السعر مرتفع، سأفكر، لدي مزود آخر}})، وطريقة إغلاق مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-script-training', 'نص مكالمة مبيعات لمراكز التدريب والأكاديميات', 'Sales call script (training)', 'نص مكالمة بالافتتاح والأسئلة ومعالجة الاعتراضات لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'مكالمة', 'اعتراضات', 'أكاديمية تدريب']::text[], now() - interval '80 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نص مكالمة مبيعات لموظف في الأكاديمية «{{اسم_النشاط}}» يتواصل مع {{نوع_العميل|عميل محتمل سأل عن الأسعار}} لبيع {{المنتج|دورة التسويق الرقمي}}.
يتضمن: افتتاحية في 15 ثانية، 5 أسئلة لاكتشاف الحاجة، عرض القيمة، ردوداً على أكثر 5 اعتراضات ({{الاعتراضات|السعر مرتفع، سأفكر، لدي مزود آخر}})، وطريقة إغلاق مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('sales-script-saas', 'نص مكالمة مبيعات للشركات التقنية الناشئة', 'Sales call script (saas)', 'نص مكالمة بالافتتاح والأسئلة ومعالجة الاعتراضات للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['مبيعات', 'مكالمة', 'اعتراضات', 'شركة تقنية ناشئة']::text[], now() - interval '79 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نص مكالمة مبيعات لموظف في الشركة «{{اسم_النشاط}}» يتواصل مع {{نوع_العميل|عميل محتمل سأل عن الأسعار}} لبيع {{المنتج|تطبيق إدارة المهام}}.
يتضمن: افتتاحية في 15 ثانية، 5 أسئلة لاكتشاف الحاجة، عرض القيمة، ردوداً على أكثر 5 اعتراضات ({{الاعتراضات|السعر مرتفع، سأفكر، لدي مزود آخر}})، وطريقة إغلاق مهذبة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy-restaurant', 'استراتيجية التسعير للمطاعم والمقاهي', 'Pricing strategy (restaurant)', 'تسعير مبني على التكلفة والقيمة والمنافسين مع باقات للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'ربحية', 'مطعم']::text[], now() - interval '78 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج|وجبة الغداء المميزة}} لدى المطعم «{{اسم_النشاط}}».
التكلفة للوحدة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}. الهامش المستهدف: {{الهامش|40%}}.
قارن التسعير بالتكلفة والقيمة والمنافسة، واقترح 3 باقات (أساسية، مميزة، كاملة) بأسعار نفسية مناسبة للزبائن، وكيف نختبر السعر قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy-ecommerce', 'استراتيجية التسعير للمتاجر الإلكترونية', 'Pricing strategy (ecommerce)', 'تسعير مبني على التكلفة والقيمة والمنافسين مع باقات للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'ربحية', 'متجر إلكتروني']::text[], now() - interval '77 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج|منتج الأكثر مبيعاً}} لدى المتجر «{{اسم_النشاط}}».
التكلفة للوحدة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}. الهامش المستهدف: {{الهامش|40%}}.
قارن التسعير بالتكلفة والقيمة والمنافسة، واقترح 3 باقات (أساسية، مميزة، كاملة) بأسعار نفسية مناسبة للمتسوقين، وكيف نختبر السعر قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy-clinic', 'استراتيجية التسعير للعيادات والمراكز الطبية', 'Pricing strategy (clinic)', 'تسعير مبني على التكلفة والقيمة والمنافسين مع باقات للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'ربحية', 'عيادة']::text[], now() - interval '76 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج|باقة الفحص الشامل}} لدى العيادة «{{اسم_النشاط}}».
التكلفة للوحدة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}. الهامش المستهدف: {{الهامش|40%}}.
قارن التسعير بالتكلفة والقيمة والمنافسة، واقترح 3 باقات (أساسية، مميزة، كاملة) بأسعار نفسية مناسبة للمراجعين، وكيف نختبر السعر قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy-real-estate', 'استراتيجية التسعير لشركات العقار', 'Pricing strategy (real estate)', 'تسعير مبني على التكلفة والقيمة والمنافسين مع باقات لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'ربحية', 'شركة عقارية']::text[], now() - interval '75 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج|مشروع الوحدات السكنية الجديد}} لدى الشركة العقارية «{{اسم_النشاط}}».
التكلفة للوحدة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}. الهامش المستهدف: {{الهامش|40%}}.
قارن التسعير بالتكلفة والقيمة والمنافسة، واقترح 3 باقات (أساسية، مميزة، كاملة) بأسعار نفسية مناسبة للمشترين والمستأجرين، وكيف نختبر السعر قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy-training', 'استراتيجية التسعير لمراكز التدريب والأكاديميات', 'Pricing strategy (training)', 'تسعير مبني على التكلفة والقيمة والمنافسين مع باقات لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'ربحية', 'أكاديمية تدريب']::text[], now() - interval '74 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج|دورة التسويق الرقمي}} لدى الأكاديمية «{{اسم_النشاط}}».
التكلفة للوحدة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}. الهامش المستهدف: {{الهامش|40%}}.
قارن التسعير بالتكلفة والقيمة والمنافسة، واقترح 3 باقات (أساسية، مميزة، كاملة) بأسعار نفسية مناسبة للمتدربين، وكيف نختبر السعر قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pricing-strategy-saas', 'استراتيجية التسعير للشركات التقنية الناشئة', 'Pricing strategy (saas)', 'تسعير مبني على التكلفة والقيمة والمنافسين مع باقات للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تسعير', 'باقات', 'ربحية', 'شركة تقنية ناشئة']::text[], now() - interval '73 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج|تطبيق إدارة المهام}} لدى الشركة «{{اسم_النشاط}}».
التكلفة للوحدة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}. الهامش المستهدف: {{الهامش|40%}}.
قارن التسعير بالتكلفة والقيمة والمنافسة، واقترح 3 باقات (أساسية، مميزة، كاملة) بأسعار نفسية مناسبة للعملاء، وكيف نختبر السعر قبل اعتماده.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-restaurant', 'عرض تقديمي للمستثمرين للمطاعم والمقاهي', 'Investor pitch deck (restaurant)', 'محتوى 12 شريحة لعرض الاستثمار للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل', 'مطعم']::text[], now() - interval '72 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب محتوى عرض تقديمي للمستثمرين من 12 شريحة لمشروع للمطاعم والمقاهي «{{اسم_المشروع}}».
المشكلة: {{المشكلة}}. الحل: {{الحل}}. المبلغ المطلوب: {{مبلغ_التمويل|1,500,000 ريال}}.
لكل شريحة: العنوان، 3 نقاط، وما يقوله المتحدث. غطِّ حجم السوق في السعودية، نموذج الربح، المنافسين، الإنجازات، الفريق، واستخدام التمويل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-ecommerce', 'عرض تقديمي للمستثمرين للمتاجر الإلكترونية', 'Investor pitch deck (ecommerce)', 'محتوى 12 شريحة لعرض الاستثمار للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل', 'متجر إلكتروني']::text[], now() - interval '71 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب محتوى عرض تقديمي للمستثمرين من 12 شريحة لمشروع للمتاجر الإلكترونية «{{اسم_المشروع}}».
المشكلة: {{المشكلة}}. الحل: {{الحل}}. المبلغ المطلوب: {{مبلغ_التمويل|1,500,000 ريال}}.
لكل شريحة: العنوان، 3 نقاط، وما يقوله المتحدث. غطِّ حجم السوق في السعودية، نموذج الربح، المنافسين، الإنجازات، الفريق، واستخدام التمويل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-clinic', 'عرض تقديمي للمستثمرين للعيادات والمراكز الطبية', 'Investor pitch deck (clinic)', 'محتوى 12 شريحة لعرض الاستثمار للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل', 'عيادة']::text[], now() - interval '70 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب محتوى عرض تقديمي للمستثمرين من 12 شريحة لمشروع للعيادات والمراكز الطبية «{{اسم_المشروع}}».
المشكلة: {{المشكلة}}. الحل: {{الحل}}. المبلغ المطلوب: {{مبلغ_التمويل|1,500,000 ريال}}.
لكل شريحة: العنوان، 3 نقاط، وما يقوله المتحدث. غطِّ حجم السوق في السعودية، نموذج الربح، المنافسين، الإنجازات، الفريق، واستخدام التمويل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-real-estate', 'عرض تقديمي للمستثمرين لشركات العقار', 'Investor pitch deck (real estate)', 'محتوى 12 شريحة لعرض الاستثمار لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل', 'شركة عقارية']::text[], now() - interval '69 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب محتوى عرض تقديمي للمستثمرين من 12 شريحة لمشروع لشركات العقار «{{اسم_المشروع}}».
المشكلة: {{المشكلة}}. الحل: {{الحل}}. المبلغ المطلوب: {{مبلغ_التمويل|1,500,000 ريال}}.
لكل شريحة: العنوان، 3 نقاط، وما يقوله المتحدث. غطِّ حجم السوق في السعودية، نموذج الربح، المنافسين، الإنجازات، الفريق، واستخدام التمويل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-training', 'عرض تقديمي للمستثمرين لمراكز التدريب والأكاديميات', 'Investor pitch deck (training)', 'محتوى 12 شريحة لعرض الاستثمار لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل', 'أكاديمية تدريب']::text[], now() - interval '68 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب محتوى عرض تقديمي للمستثمرين من 12 شريحة لمشروع لمراكز التدريب والأكاديميات «{{اسم_المشروع}}».
المشكلة: {{المشكلة}}. الحل: {{الحل}}. المبلغ المطلوب: {{مبلغ_التمويل|1,500,000 ريال}}.
لكل شريحة: العنوان، 3 نقاط، وما يقوله المتحدث. غطِّ حجم السوق في السعودية، نموذج الربح، المنافسين، الإنجازات، الفريق، واستخدام التمويل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('pitch-deck-saas', 'عرض تقديمي للمستثمرين للشركات التقنية الناشئة', 'Investor pitch deck (saas)', 'محتوى 12 شريحة لعرض الاستثمار للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], false, array['مستثمرين', 'عرض تقديمي', 'تمويل', 'شركة تقنية ناشئة']::text[], now() - interval '67 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب محتوى عرض تقديمي للمستثمرين من 12 شريحة لمشروع للشركات التقنية الناشئة «{{اسم_المشروع}}».
المشكلة: {{المشكلة}}. الحل: {{الحل}}. المبلغ المطلوب: {{مبلغ_التمويل|1,500,000 ريال}}.
لكل شريحة: العنوان، 3 نقاط، وما يقوله المتحدث. غطِّ حجم السوق في السعودية، نموذج الربح، المنافسين، الإنجازات، الفريق، واستخدام التمويل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('partnership-proposal-restaurant', 'عرض شراكة تجارية للمطاعم والمقاهي', 'Partnership proposal (restaurant)', 'خطاب عرض شراكة مقنع بالمنافع المتبادلة للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شراكة', 'عرض', 'تفاوض', 'مطعم']::text[], now() - interval '66 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب خطاب عرض شراكة من المطعم «{{اسم_النشاط}}» إلى {{الجهة_المستهدفة}}.
فكرة الشراكة: {{فكرة_الشراكة}}.
يتضمن: مقدمة قصيرة عنا، المنفعة الواضحة للطرف الآخر أولاً، ما نقدمه وما نطلبه، نموذج تقاسم العائد المقترح، تجربة أولية لمدة {{مدة_التجربة|3 أشهر}}، والخطوة التالية. نبرة رسمية ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('partnership-proposal-ecommerce', 'عرض شراكة تجارية للمتاجر الإلكترونية', 'Partnership proposal (ecommerce)', 'خطاب عرض شراكة مقنع بالمنافع المتبادلة للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شراكة', 'عرض', 'تفاوض', 'متجر إلكتروني']::text[], now() - interval '65 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب خطاب عرض شراكة من المتجر «{{اسم_النشاط}}» إلى {{الجهة_المستهدفة}}.
فكرة الشراكة: {{فكرة_الشراكة}}.
يتضمن: مقدمة قصيرة عنا، المنفعة الواضحة للطرف الآخر أولاً، ما نقدمه وما نطلبه، نموذج تقاسم العائد المقترح، تجربة أولية لمدة {{مدة_التجربة|3 أشهر}}، والخطوة التالية. نبرة رسمية ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('partnership-proposal-clinic', 'عرض شراكة تجارية للعيادات والمراكز الطبية', 'Partnership proposal (clinic)', 'خطاب عرض شراكة مقنع بالمنافع المتبادلة للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شراكة', 'عرض', 'تفاوض', 'عيادة']::text[], now() - interval '64 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب خطاب عرض شراكة من العيادة «{{اسم_النشاط}}» إلى {{الجهة_المستهدفة}}.
فكرة الشراكة: {{فكرة_الشراكة}}.
يتضمن: مقدمة قصيرة عنا، المنفعة الواضحة للطرف الآخر أولاً، ما نقدمه وما نطلبه، نموذج تقاسم العائد المقترح، تجربة أولية لمدة {{مدة_التجربة|3 أشهر}}، والخطوة التالية. نبرة رسمية ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('partnership-proposal-real-estate', 'عرض شراكة تجارية لشركات العقار', 'Partnership proposal (real estate)', 'خطاب عرض شراكة مقنع بالمنافع المتبادلة لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شراكة', 'عرض', 'تفاوض', 'شركة عقارية']::text[], now() - interval '63 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب خطاب عرض شراكة من الشركة العقارية «{{اسم_النشاط}}» إلى {{الجهة_المستهدفة}}.
فكرة الشراكة: {{فكرة_الشراكة}}.
يتضمن: مقدمة قصيرة عنا، المنفعة الواضحة للطرف الآخر أولاً، ما نقدمه وما نطلبه، نموذج تقاسم العائد المقترح، تجربة أولية لمدة {{مدة_التجربة|3 أشهر}}، والخطوة التالية. نبرة رسمية ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('partnership-proposal-training', 'عرض شراكة تجارية لمراكز التدريب والأكاديميات', 'Partnership proposal (training)', 'خطاب عرض شراكة مقنع بالمنافع المتبادلة لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شراكة', 'عرض', 'تفاوض', 'أكاديمية تدريب']::text[], now() - interval '62 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب خطاب عرض شراكة من الأكاديمية «{{اسم_النشاط}}» إلى {{الجهة_المستهدفة}}.
فكرة الشراكة: {{فكرة_الشراكة}}.
يتضمن: مقدمة قصيرة عنا، المنفعة الواضحة للطرف الآخر أولاً، ما نقدمه وما نطلبه، نموذج تقاسم العائد المقترح، تجربة أولية لمدة {{مدة_التجربة|3 أشهر}}، والخطوة التالية. نبرة رسمية ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('partnership-proposal-saas', 'عرض شراكة تجارية للشركات التقنية الناشئة', 'Partnership proposal (saas)', 'خطاب عرض شراكة مقنع بالمنافع المتبادلة للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['شراكة', 'عرض', 'تفاوض', 'شركة تقنية ناشئة']::text[], now() - interval '61 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب خطاب عرض شراكة من الشركة «{{اسم_النشاط}}» إلى {{الجهة_المستهدفة}}.
فكرة الشراكة: {{فكرة_الشراكة}}.
يتضمن: مقدمة قصيرة عنا، المنفعة الواضحة للطرف الآخر أولاً، ما نقدمه وما نطلبه، نموذج تقاسم العائد المقترح، تجربة أولية لمدة {{مدة_التجربة|3 أشهر}}، والخطوة التالية. نبرة رسمية ودودة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-restaurant', 'تحليل المنافسين للمطاعم والمقاهي', 'Competitor analysis (restaurant)', 'مقارنة منظمة بالمنافسين وفرص التميز للمطاعم والمقاهي', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'استراتيجية', 'مطعم']::text[], now() - interval '60 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالين للمطعم «{{اسم_النشاط}}»: {{المنافسون}}.
قارنهم في جدول: العرض، الأسعار، القنوات التسويقية، نقاط القوة، نقاط الضعف، وما يقوله الزبائن عنهم عادة. ثم اقترح 5 فرص تميز واقعية يمكننا تنفيذها خلال {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-ecommerce', 'تحليل المنافسين للمتاجر الإلكترونية', 'Competitor analysis (ecommerce)', 'مقارنة منظمة بالمنافسين وفرص التميز للمتاجر الإلكترونية', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'استراتيجية', 'متجر إلكتروني']::text[], now() - interval '59 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالين للمتجر «{{اسم_النشاط}}»: {{المنافسون}}.
قارنهم في جدول: العرض، الأسعار، القنوات التسويقية، نقاط القوة، نقاط الضعف، وما يقوله المتسوقين عنهم عادة. ثم اقترح 5 فرص تميز واقعية يمكننا تنفيذها خلال {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-clinic', 'تحليل المنافسين للعيادات والمراكز الطبية', 'Competitor analysis (clinic)', 'مقارنة منظمة بالمنافسين وفرص التميز للعيادات والمراكز الطبية', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'استراتيجية', 'عيادة']::text[], now() - interval '58 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالين للعيادة «{{اسم_النشاط}}»: {{المنافسون}}.
قارنهم في جدول: العرض، الأسعار، القنوات التسويقية، نقاط القوة، نقاط الضعف، وما يقوله المراجعين عنهم عادة. ثم اقترح 5 فرص تميز واقعية يمكننا تنفيذها خلال {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-real-estate', 'تحليل المنافسين لشركات العقار', 'Competitor analysis (real estate)', 'مقارنة منظمة بالمنافسين وفرص التميز لشركات العقار', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'استراتيجية', 'شركة عقارية']::text[], now() - interval '57 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالين للشركة العقارية «{{اسم_النشاط}}»: {{المنافسون}}.
قارنهم في جدول: العرض، الأسعار، القنوات التسويقية، نقاط القوة، نقاط الضعف، وما يقوله المشترين والمستأجرين عنهم عادة. ثم اقترح 5 فرص تميز واقعية يمكننا تنفيذها خلال {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-training', 'تحليل المنافسين لمراكز التدريب والأكاديميات', 'Competitor analysis (training)', 'مقارنة منظمة بالمنافسين وفرص التميز لمراكز التدريب والأكاديميات', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'استراتيجية', 'أكاديمية تدريب']::text[], now() - interval '56 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالين للأكاديمية «{{اسم_النشاط}}»: {{المنافسون}}.
قارنهم في جدول: العرض، الأسعار، القنوات التسويقية، نقاط القوة، نقاط الضعف، وما يقوله المتدربين عنهم عادة. ثم اقترح 5 فرص تميز واقعية يمكننا تنفيذها خلال {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('competitor-analysis-saas', 'تحليل المنافسين للشركات التقنية الناشئة', 'Competitor analysis (saas)', 'مقارنة منظمة بالمنافسين وفرص التميز للشركات التقنية الناشئة', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], false, array['منافسين', 'تحليل', 'استراتيجية', 'شركة تقنية ناشئة']::text[], now() - interval '55 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالين للشركة «{{اسم_النشاط}}»: {{المنافسون}}.
قارنهم في جدول: العرض، الأسعار، القنوات التسويقية، نقاط القوة، نقاط الضعف، وما يقوله العملاء عنهم عادة. ثم اقترح 5 فرص تميز واقعية يمكننا تنفيذها خلال {{المدة|3 أشهر}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('loyalty-program-restaurant', 'برنامج ولاء العملاء للمطاعم والمقاهي', 'Loyalty program (restaurant)', 'تصميم برنامج نقاط أو مستويات يرفع تكرار الشراء للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['ولاء', 'عملاء', 'تكرار الشراء', 'مطعم']::text[], now() - interval '54 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم برنامج ولاء للمطعم «{{اسم_النشاط}}» يزيد تكرار الشراء لدى الزبائن.
متوسط قيمة الطلب: {{متوسط_الطلب|120 ريال}}. الميزانية الشهرية للمكافآت: {{الميزانية|3,000 ريال}}.
اقترح الآلية (نقاط أو مستويات)، قواعد الكسب والاستبدال، المكافآت، طريقة الإطلاق، وكيف نحسب عائد البرنامج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('loyalty-program-ecommerce', 'برنامج ولاء العملاء للمتاجر الإلكترونية', 'Loyalty program (ecommerce)', 'تصميم برنامج نقاط أو مستويات يرفع تكرار الشراء للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['ولاء', 'عملاء', 'تكرار الشراء', 'متجر إلكتروني']::text[], now() - interval '53 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم برنامج ولاء للمتجر «{{اسم_النشاط}}» يزيد تكرار الشراء لدى المتسوقين.
متوسط قيمة الطلب: {{متوسط_الطلب|120 ريال}}. الميزانية الشهرية للمكافآت: {{الميزانية|3,000 ريال}}.
اقترح الآلية (نقاط أو مستويات)، قواعد الكسب والاستبدال، المكافآت، طريقة الإطلاق، وكيف نحسب عائد البرنامج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('loyalty-program-clinic', 'برنامج ولاء العملاء للعيادات والمراكز الطبية', 'Loyalty program (clinic)', 'تصميم برنامج نقاط أو مستويات يرفع تكرار الشراء للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['ولاء', 'عملاء', 'تكرار الشراء', 'عيادة']::text[], now() - interval '52 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم برنامج ولاء للعيادة «{{اسم_النشاط}}» يزيد تكرار الشراء لدى المراجعين.
متوسط قيمة الطلب: {{متوسط_الطلب|120 ريال}}. الميزانية الشهرية للمكافآت: {{الميزانية|3,000 ريال}}.
اقترح الآلية (نقاط أو مستويات)، قواعد الكسب والاستبدال، المكافآت، طريقة الإطلاق، وكيف نحسب عائد البرنامج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('loyalty-program-real-estate', 'برنامج ولاء العملاء لشركات العقار', 'Loyalty program (real estate)', 'تصميم برنامج نقاط أو مستويات يرفع تكرار الشراء لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['ولاء', 'عملاء', 'تكرار الشراء', 'شركة عقارية']::text[], now() - interval '51 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم برنامج ولاء للشركة العقارية «{{اسم_النشاط}}» يزيد تكرار الشراء لدى المشترين والمستأجرين.
متوسط قيمة الطلب: {{متوسط_الطلب|120 ريال}}. الميزانية الشهرية للمكافآت: {{الميزانية|3,000 ريال}}.
اقترح الآلية (نقاط أو مستويات)، قواعد الكسب والاستبدال، المكافآت، طريقة الإطلاق، وكيف نحسب عائد البرنامج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('loyalty-program-training', 'برنامج ولاء العملاء لمراكز التدريب والأكاديميات', 'Loyalty program (training)', 'تصميم برنامج نقاط أو مستويات يرفع تكرار الشراء لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['ولاء', 'عملاء', 'تكرار الشراء', 'أكاديمية تدريب']::text[], now() - interval '50 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم برنامج ولاء للأكاديمية «{{اسم_النشاط}}» يزيد تكرار الشراء لدى المتدربين.
متوسط قيمة الطلب: {{متوسط_الطلب|120 ريال}}. الميزانية الشهرية للمكافآت: {{الميزانية|3,000 ريال}}.
اقترح الآلية (نقاط أو مستويات)، قواعد الكسب والاستبدال، المكافآت، طريقة الإطلاق، وكيف نحسب عائد البرنامج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('loyalty-program-saas', 'برنامج ولاء العملاء للشركات التقنية الناشئة', 'Loyalty program (saas)', 'تصميم برنامج نقاط أو مستويات يرفع تكرار الشراء للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['ولاء', 'عملاء', 'تكرار الشراء', 'شركة تقنية ناشئة']::text[], now() - interval '49 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم برنامج ولاء للشركة «{{اسم_النشاط}}» يزيد تكرار الشراء لدى العملاء.
متوسط قيمة الطلب: {{متوسط_الطلب|120 ريال}}. الميزانية الشهرية للمكافآت: {{الميزانية|3,000 ريال}}.
اقترح الآلية (نقاط أو مستويات)، قواعد الكسب والاستبدال، المكافآت، طريقة الإطلاق، وكيف نحسب عائد البرنامج.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('complaint-handling-restaurant', 'التعامل مع شكوى عميل غاضب للمطاعم والمقاهي', 'Handling an angry customer (restaurant)', 'رد مكتوب وخطة معالجة لشكوى حساسة للمطاعم والمقاهي', 'business-management', array['chatgpt', 'claude']::text[], false, array['شكوى', 'خدمة العملاء', 'رد', 'مطعم']::text[], now() - interval '48 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'وصلت هذه الشكوى إلى المطعم «{{اسم_النشاط}}»:
{{نص_الشكوى}}
اكتب: ردّاً مكتوباً يهدّئ العميل ويعترف بالمشكلة ويعرض حلاً ({{الحل_المتاح|تعويض أو استبدال}})، نص مكالمة متابعة، وخطوات داخلية لمنع تكرار المشكلة مع الزبائن الآخرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('complaint-handling-ecommerce', 'التعامل مع شكوى عميل غاضب للمتاجر الإلكترونية', 'Handling an angry customer (ecommerce)', 'رد مكتوب وخطة معالجة لشكوى حساسة للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'claude']::text[], false, array['شكوى', 'خدمة العملاء', 'رد', 'متجر إلكتروني']::text[], now() - interval '47 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'وصلت هذه الشكوى إلى المتجر «{{اسم_النشاط}}»:
{{نص_الشكوى}}
اكتب: ردّاً مكتوباً يهدّئ العميل ويعترف بالمشكلة ويعرض حلاً ({{الحل_المتاح|تعويض أو استبدال}})، نص مكالمة متابعة، وخطوات داخلية لمنع تكرار المشكلة مع المتسوقين الآخرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('complaint-handling-clinic', 'التعامل مع شكوى عميل غاضب للعيادات والمراكز الطبية', 'Handling an angry customer (clinic)', 'رد مكتوب وخطة معالجة لشكوى حساسة للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'claude']::text[], false, array['شكوى', 'خدمة العملاء', 'رد', 'عيادة']::text[], now() - interval '46 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'وصلت هذه الشكوى إلى العيادة «{{اسم_النشاط}}»:
{{نص_الشكوى}}
اكتب: ردّاً مكتوباً يهدّئ العميل ويعترف بالمشكلة ويعرض حلاً ({{الحل_المتاح|تعويض أو استبدال}})، نص مكالمة متابعة، وخطوات داخلية لمنع تكرار المشكلة مع المراجعين الآخرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('complaint-handling-real-estate', 'التعامل مع شكوى عميل غاضب لشركات العقار', 'Handling an angry customer (real estate)', 'رد مكتوب وخطة معالجة لشكوى حساسة لشركات العقار', 'business-management', array['chatgpt', 'claude']::text[], false, array['شكوى', 'خدمة العملاء', 'رد', 'شركة عقارية']::text[], now() - interval '45 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'وصلت هذه الشكوى إلى الشركة العقارية «{{اسم_النشاط}}»:
{{نص_الشكوى}}
اكتب: ردّاً مكتوباً يهدّئ العميل ويعترف بالمشكلة ويعرض حلاً ({{الحل_المتاح|تعويض أو استبدال}})، نص مكالمة متابعة، وخطوات داخلية لمنع تكرار المشكلة مع المشترين والمستأجرين الآخرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('complaint-handling-training', 'التعامل مع شكوى عميل غاضب لمراكز التدريب والأكاديميات', 'Handling an angry customer (training)', 'رد مكتوب وخطة معالجة لشكوى حساسة لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'claude']::text[], false, array['شكوى', 'خدمة العملاء', 'رد', 'أكاديمية تدريب']::text[], now() - interval '44 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'وصلت هذه الشكوى إلى الأكاديمية «{{اسم_النشاط}}»:
{{نص_الشكوى}}
اكتب: ردّاً مكتوباً يهدّئ العميل ويعترف بالمشكلة ويعرض حلاً ({{الحل_المتاح|تعويض أو استبدال}})، نص مكالمة متابعة، وخطوات داخلية لمنع تكرار المشكلة مع المتدربين الآخرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('complaint-handling-saas', 'التعامل مع شكوى عميل غاضب للشركات التقنية الناشئة', 'Handling an angry customer (saas)', 'رد مكتوب وخطة معالجة لشكوى حساسة للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'claude']::text[], false, array['شكوى', 'خدمة العملاء', 'رد', 'شركة تقنية ناشئة']::text[], now() - interval '43 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'وصلت هذه الشكوى إلى الشركة «{{اسم_النشاط}}»:
{{نص_الشكوى}}
اكتب: ردّاً مكتوباً يهدّئ العميل ويعترف بالمشكلة ويعرض حلاً ({{الحل_المتاح|تعويض أو استبدال}})، نص مكالمة متابعة، وخطوات داخلية لمنع تكرار المشكلة مع العملاء الآخرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-bio-restaurant', 'نبذة حسابات التواصل للمطاعم والمقاهي', 'Social media bio (restaurant)', 'نبذات قصيرة جذابة لحسابات التواصل للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['نبذة', 'تواصل اجتماعي', 'هوية', 'مطعم']::text[], now() - interval '42 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 8 نبذات مختلفة (Bio) لحساب المطعم «{{اسم_النشاط}}» على {{المنصة|إنستغرام}} لا تتجاوز كل منها 150 حرفاً.
ما نقدمه: {{الخدمة}}. الموقع: {{المدينة|الرياض}}.
نوّع بين الرسمي والمرح، واستخدم رموزاً تعبيرية باعتدال، واختم كل نبذة بدعوة للزبائن.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-bio-ecommerce', 'نبذة حسابات التواصل للمتاجر الإلكترونية', 'Social media bio (ecommerce)', 'نبذات قصيرة جذابة لحسابات التواصل للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['نبذة', 'تواصل اجتماعي', 'هوية', 'متجر إلكتروني']::text[], now() - interval '41 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 8 نبذات مختلفة (Bio) لحساب المتجر «{{اسم_النشاط}}» على {{المنصة|إنستغرام}} لا تتجاوز كل منها 150 حرفاً.
ما نقدمه: {{الخدمة}}. الموقع: {{المدينة|الرياض}}.
نوّع بين الرسمي والمرح، واستخدم رموزاً تعبيرية باعتدال، واختم كل نبذة بدعوة للمتسوقين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-bio-clinic', 'نبذة حسابات التواصل للعيادات والمراكز الطبية', 'Social media bio (clinic)', 'نبذات قصيرة جذابة لحسابات التواصل للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['نبذة', 'تواصل اجتماعي', 'هوية', 'عيادة']::text[], now() - interval '40 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 8 نبذات مختلفة (Bio) لحساب العيادة «{{اسم_النشاط}}» على {{المنصة|إنستغرام}} لا تتجاوز كل منها 150 حرفاً.
ما نقدمه: {{الخدمة}}. الموقع: {{المدينة|الرياض}}.
نوّع بين الرسمي والمرح، واستخدم رموزاً تعبيرية باعتدال، واختم كل نبذة بدعوة للمراجعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-bio-real-estate', 'نبذة حسابات التواصل لشركات العقار', 'Social media bio (real estate)', 'نبذات قصيرة جذابة لحسابات التواصل لشركات العقار', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['نبذة', 'تواصل اجتماعي', 'هوية', 'شركة عقارية']::text[], now() - interval '39 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 8 نبذات مختلفة (Bio) لحساب الشركة العقارية «{{اسم_النشاط}}» على {{المنصة|إنستغرام}} لا تتجاوز كل منها 150 حرفاً.
ما نقدمه: {{الخدمة}}. الموقع: {{المدينة|الرياض}}.
نوّع بين الرسمي والمرح، واستخدم رموزاً تعبيرية باعتدال، واختم كل نبذة بدعوة للمشترين والمستأجرين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-bio-training', 'نبذة حسابات التواصل لمراكز التدريب والأكاديميات', 'Social media bio (training)', 'نبذات قصيرة جذابة لحسابات التواصل لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['نبذة', 'تواصل اجتماعي', 'هوية', 'أكاديمية تدريب']::text[], now() - interval '38 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 8 نبذات مختلفة (Bio) لحساب الأكاديمية «{{اسم_النشاط}}» على {{المنصة|إنستغرام}} لا تتجاوز كل منها 150 حرفاً.
ما نقدمه: {{الخدمة}}. الموقع: {{المدينة|الرياض}}.
نوّع بين الرسمي والمرح، واستخدم رموزاً تعبيرية باعتدال، واختم كل نبذة بدعوة للمتدربين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('instagram-bio-saas', 'نبذة حسابات التواصل للشركات التقنية الناشئة', 'Social media bio (saas)', 'نبذات قصيرة جذابة لحسابات التواصل للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], true, array['نبذة', 'تواصل اجتماعي', 'هوية', 'شركة تقنية ناشئة']::text[], now() - interval '37 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 8 نبذات مختلفة (Bio) لحساب الشركة «{{اسم_النشاط}}» على {{المنصة|إنستغرام}} لا تتجاوز كل منها 150 حرفاً.
ما نقدمه: {{الخدمة}}. الموقع: {{المدينة|الرياض}}.
نوّع بين الرسمي والمرح، واستخدم رموزاً تعبيرية باعتدال، واختم كل نبذة بدعوة للعملاء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-messages-restaurant', 'رسائل واتساب للعملاء للمطاعم والمقاهي', 'WhatsApp customer messages (restaurant)', 'قوالب رسائل جاهزة للتأكيد والتذكير والمتابعة للمطاعم والمقاهي', 'content-writing', array['chatgpt', 'claude']::text[], false, array['واتساب', 'رسائل', 'خدمة العملاء', 'مطعم']::text[], now() - interval '36 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قوالب رسائل واتساب قصيرة للمطعم «{{اسم_النشاط}}» موجهة إلى الزبائن:
1) ترحيب بعميل جديد، 2) تأكيد طلب أو موعد، 3) تذكير قبل الموعد بيوم، 4) متابعة بعد الخدمة وطلب تقييم، 5) عرض خاص لعميل لم يعد منذ {{المدة|شهرين}}.
استخدم {{اسم_العميل}} كمتغير، ونبرة {{النبرة|ودودة}}، ولا تتجاوز الرسالة 300 حرف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-messages-ecommerce', 'رسائل واتساب للعملاء للمتاجر الإلكترونية', 'WhatsApp customer messages (ecommerce)', 'قوالب رسائل جاهزة للتأكيد والتذكير والمتابعة للمتاجر الإلكترونية', 'content-writing', array['chatgpt', 'claude']::text[], false, array['واتساب', 'رسائل', 'خدمة العملاء', 'متجر إلكتروني']::text[], now() - interval '35 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قوالب رسائل واتساب قصيرة للمتجر «{{اسم_النشاط}}» موجهة إلى المتسوقين:
1) ترحيب بعميل جديد، 2) تأكيد طلب أو موعد، 3) تذكير قبل الموعد بيوم، 4) متابعة بعد الخدمة وطلب تقييم، 5) عرض خاص لعميل لم يعد منذ {{المدة|شهرين}}.
استخدم {{اسم_العميل}} كمتغير، ونبرة {{النبرة|ودودة}}، ولا تتجاوز الرسالة 300 حرف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-messages-clinic', 'رسائل واتساب للعملاء للعيادات والمراكز الطبية', 'WhatsApp customer messages (clinic)', 'قوالب رسائل جاهزة للتأكيد والتذكير والمتابعة للعيادات والمراكز الطبية', 'content-writing', array['chatgpt', 'claude']::text[], false, array['واتساب', 'رسائل', 'خدمة العملاء', 'عيادة']::text[], now() - interval '34 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قوالب رسائل واتساب قصيرة للعيادة «{{اسم_النشاط}}» موجهة إلى المراجعين:
1) ترحيب بعميل جديد، 2) تأكيد طلب أو موعد، 3) تذكير قبل الموعد بيوم، 4) متابعة بعد الخدمة وطلب تقييم، 5) عرض خاص لعميل لم يعد منذ {{المدة|شهرين}}.
استخدم {{اسم_العميل}} كمتغير، ونبرة {{النبرة|ودودة}}، ولا تتجاوز الرسالة 300 حرف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-messages-real-estate', 'رسائل واتساب للعملاء لشركات العقار', 'WhatsApp customer messages (real estate)', 'قوالب رسائل جاهزة للتأكيد والتذكير والمتابعة لشركات العقار', 'content-writing', array['chatgpt', 'claude']::text[], false, array['واتساب', 'رسائل', 'خدمة العملاء', 'شركة عقارية']::text[], now() - interval '33 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قوالب رسائل واتساب قصيرة للشركة العقارية «{{اسم_النشاط}}» موجهة إلى المشترين والمستأجرين:
1) ترحيب بعميل جديد، 2) تأكيد طلب أو موعد، 3) تذكير قبل الموعد بيوم، 4) متابعة بعد الخدمة وطلب تقييم، 5) عرض خاص لعميل لم يعد منذ {{المدة|شهرين}}.
استخدم {{اسم_العميل}} كمتغير، ونبرة {{النبرة|ودودة}}، ولا تتجاوز الرسالة 300 حرف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-messages-training', 'رسائل واتساب للعملاء لمراكز التدريب والأكاديميات', 'WhatsApp customer messages (training)', 'قوالب رسائل جاهزة للتأكيد والتذكير والمتابعة لمراكز التدريب والأكاديميات', 'content-writing', array['chatgpt', 'claude']::text[], false, array['واتساب', 'رسائل', 'خدمة العملاء', 'أكاديمية تدريب']::text[], now() - interval '32 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قوالب رسائل واتساب قصيرة للأكاديمية «{{اسم_النشاط}}» موجهة إلى المتدربين:
1) ترحيب بعميل جديد، 2) تأكيد طلب أو موعد، 3) تذكير قبل الموعد بيوم، 4) متابعة بعد الخدمة وطلب تقييم، 5) عرض خاص لعميل لم يعد منذ {{المدة|شهرين}}.
استخدم {{اسم_العميل}} كمتغير، ونبرة {{النبرة|ودودة}}، ولا تتجاوز الرسالة 300 حرف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('whatsapp-messages-saas', 'رسائل واتساب للعملاء للشركات التقنية الناشئة', 'WhatsApp customer messages (saas)', 'قوالب رسائل جاهزة للتأكيد والتذكير والمتابعة للشركات التقنية الناشئة', 'content-writing', array['chatgpt', 'claude']::text[], false, array['واتساب', 'رسائل', 'خدمة العملاء', 'شركة تقنية ناشئة']::text[], now() - interval '31 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب قوالب رسائل واتساب قصيرة للشركة «{{اسم_النشاط}}» موجهة إلى العملاء:
1) ترحيب بعميل جديد، 2) تأكيد طلب أو موعد، 3) تذكير قبل الموعد بيوم، 4) متابعة بعد الخدمة وطلب تقييم، 5) عرض خاص لعميل لم يعد منذ {{المدة|شهرين}}.
استخدم {{اسم_العميل}} كمتغير، ونبرة {{النبرة|ودودة}}، ولا تتجاوز الرسالة 300 حرف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('annual-plan-restaurant', 'الخطة التشغيلية السنوية للمطاعم والمقاهي', 'Annual operating plan (restaurant)', 'أهداف ومبادرات ربعية بالميزانية والمسؤوليات للمطاعم والمقاهي', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خطة سنوية', 'أهداف', 'إدارة', 'مطعم']::text[], now() - interval '30 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تشغيلية لعام {{السنة|2026}} للمطعم «{{اسم_النشاط}}».
الإيرادات الحالية: {{الإيرادات_الحالية}}. الهدف: {{الهدف|نمو 30%}}.
قسّمها إلى أربعة أرباع، لكل ربع: 3 أهداف قابلة للقياس (OKRs)، المبادرات، المسؤول، الميزانية التقديرية، والمخاطر. اختم بجدول متابعة شهري.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('annual-plan-ecommerce', 'الخطة التشغيلية السنوية للمتاجر الإلكترونية', 'Annual operating plan (ecommerce)', 'أهداف ومبادرات ربعية بالميزانية والمسؤوليات للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خطة سنوية', 'أهداف', 'إدارة', 'متجر إلكتروني']::text[], now() - interval '29 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تشغيلية لعام {{السنة|2026}} للمتجر «{{اسم_النشاط}}».
الإيرادات الحالية: {{الإيرادات_الحالية}}. الهدف: {{الهدف|نمو 30%}}.
قسّمها إلى أربعة أرباع، لكل ربع: 3 أهداف قابلة للقياس (OKRs)، المبادرات، المسؤول، الميزانية التقديرية، والمخاطر. اختم بجدول متابعة شهري.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('annual-plan-clinic', 'الخطة التشغيلية السنوية للعيادات والمراكز الطبية', 'Annual operating plan (clinic)', 'أهداف ومبادرات ربعية بالميزانية والمسؤوليات للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خطة سنوية', 'أهداف', 'إدارة', 'عيادة']::text[], now() - interval '28 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تشغيلية لعام {{السنة|2026}} للعيادة «{{اسم_النشاط}}».
الإيرادات الحالية: {{الإيرادات_الحالية}}. الهدف: {{الهدف|نمو 30%}}.
قسّمها إلى أربعة أرباع، لكل ربع: 3 أهداف قابلة للقياس (OKRs)، المبادرات، المسؤول، الميزانية التقديرية، والمخاطر. اختم بجدول متابعة شهري.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('annual-plan-real-estate', 'الخطة التشغيلية السنوية لشركات العقار', 'Annual operating plan (real estate)', 'أهداف ومبادرات ربعية بالميزانية والمسؤوليات لشركات العقار', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خطة سنوية', 'أهداف', 'إدارة', 'شركة عقارية']::text[], now() - interval '27 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تشغيلية لعام {{السنة|2026}} للشركة العقارية «{{اسم_النشاط}}».
الإيرادات الحالية: {{الإيرادات_الحالية}}. الهدف: {{الهدف|نمو 30%}}.
قسّمها إلى أربعة أرباع، لكل ربع: 3 أهداف قابلة للقياس (OKRs)، المبادرات، المسؤول، الميزانية التقديرية، والمخاطر. اختم بجدول متابعة شهري.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('annual-plan-training', 'الخطة التشغيلية السنوية لمراكز التدريب والأكاديميات', 'Annual operating plan (training)', 'أهداف ومبادرات ربعية بالميزانية والمسؤوليات لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خطة سنوية', 'أهداف', 'إدارة', 'أكاديمية تدريب']::text[], now() - interval '26 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تشغيلية لعام {{السنة|2026}} للأكاديمية «{{اسم_النشاط}}».
الإيرادات الحالية: {{الإيرادات_الحالية}}. الهدف: {{الهدف|نمو 30%}}.
قسّمها إلى أربعة أرباع، لكل ربع: 3 أهداف قابلة للقياس (OKRs)، المبادرات، المسؤول، الميزانية التقديرية، والمخاطر. اختم بجدول متابعة شهري.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('annual-plan-saas', 'الخطة التشغيلية السنوية للشركات التقنية الناشئة', 'Annual operating plan (saas)', 'أهداف ومبادرات ربعية بالميزانية والمسؤوليات للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'claude', 'gemini']::text[], false, array['خطة سنوية', 'أهداف', 'إدارة', 'شركة تقنية ناشئة']::text[], now() - interval '25 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تشغيلية لعام {{السنة|2026}} للشركة «{{اسم_النشاط}}».
الإيرادات الحالية: {{الإيرادات_الحالية}}. الهدف: {{الهدف|نمو 30%}}.
قسّمها إلى أربعة أرباع، لكل ربع: 3 أهداف قابلة للقياس (OKRs)، المبادرات، المسؤول، الميزانية التقديرية، والمخاطر. اختم بجدول متابعة شهري.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('logo-concept-restaurant', 'مفهوم شعار بميدجورني للمطاعم والمقاهي', 'Logo concept (Midjourney) (restaurant)', 'أفكار شعار بسيطة بأسلوب مسطح للعلامة للمطاعم والمقاهي', 'marketing', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية بصرية', 'مطعم']::text[], now() - interval '24 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for a {{business_type|Saudi business}} named "{{brand_name}}", symbol inspired by {{symbol|a palm leaf and a speech bubble}}, {{style|geometric, modern}} style, {{colors|emerald green and sand beige}}, white background, no text, balanced negative space, scalable icon, professional brand identity --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('logo-concept-ecommerce', 'مفهوم شعار بميدجورني للمتاجر الإلكترونية', 'Logo concept (Midjourney) (ecommerce)', 'أفكار شعار بسيطة بأسلوب مسطح للعلامة للمتاجر الإلكترونية', 'marketing', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية بصرية', 'متجر إلكتروني']::text[], now() - interval '23 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for a {{business_type|Saudi business}} named "{{brand_name}}", symbol inspired by {{symbol|a palm leaf and a speech bubble}}, {{style|geometric, modern}} style, {{colors|emerald green and sand beige}}, white background, no text, balanced negative space, scalable icon, professional brand identity --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('logo-concept-clinic', 'مفهوم شعار بميدجورني للعيادات والمراكز الطبية', 'Logo concept (Midjourney) (clinic)', 'أفكار شعار بسيطة بأسلوب مسطح للعلامة للعيادات والمراكز الطبية', 'marketing', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية بصرية', 'عيادة']::text[], now() - interval '22 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for a {{business_type|Saudi business}} named "{{brand_name}}", symbol inspired by {{symbol|a palm leaf and a speech bubble}}, {{style|geometric, modern}} style, {{colors|emerald green and sand beige}}, white background, no text, balanced negative space, scalable icon, professional brand identity --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('logo-concept-real-estate', 'مفهوم شعار بميدجورني لشركات العقار', 'Logo concept (Midjourney) (real estate)', 'أفكار شعار بسيطة بأسلوب مسطح للعلامة لشركات العقار', 'marketing', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية بصرية', 'شركة عقارية']::text[], now() - interval '21 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for a {{business_type|Saudi business}} named "{{brand_name}}", symbol inspired by {{symbol|a palm leaf and a speech bubble}}, {{style|geometric, modern}} style, {{colors|emerald green and sand beige}}, white background, no text, balanced negative space, scalable icon, professional brand identity --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('logo-concept-training', 'مفهوم شعار بميدجورني لمراكز التدريب والأكاديميات', 'Logo concept (Midjourney) (training)', 'أفكار شعار بسيطة بأسلوب مسطح للعلامة لمراكز التدريب والأكاديميات', 'marketing', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية بصرية', 'أكاديمية تدريب']::text[], now() - interval '20 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for a {{business_type|Saudi business}} named "{{brand_name}}", symbol inspired by {{symbol|a palm leaf and a speech bubble}}, {{style|geometric, modern}} style, {{colors|emerald green and sand beige}}, white background, no text, balanced negative space, scalable icon, professional brand identity --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('logo-concept-saas', 'مفهوم شعار بميدجورني للشركات التقنية الناشئة', 'Logo concept (Midjourney) (saas)', 'أفكار شعار بسيطة بأسلوب مسطح للعلامة للشركات التقنية الناشئة', 'marketing', array['midjourney']::text[], false, array['شعار', 'ميدجورني', 'هوية بصرية', 'شركة تقنية ناشئة']::text[], now() - interval '19 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for a {{business_type|Saudi business}} named "{{brand_name}}", symbol inspired by {{symbol|a palm leaf and a speech bubble}}, {{style|geometric, modern}} style, {{colors|emerald green and sand beige}}, white background, no text, balanced negative space, scalable icon, professional brand identity --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('grant-application-restaurant', 'طلب دعم أو تمويل من جهة حكومية للمطاعم والمقاهي', 'Funding application (restaurant)', 'صياغة طلب تمويل أو دعم مقنع ومنظم للمطاعم والمقاهي', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تمويل', 'منشآت', 'طلب دعم', 'مطعم']::text[], now() - interval '18 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في صياغة طلب دعم من {{الجهة|برامج منشآت}} لمشروع للمطاعم والمقاهي «{{اسم_المشروع}}».
وصف المشروع: {{الوصف}}. المبلغ المطلوب: {{المبلغ}}. عدد الوظائف المتوقعة: {{عدد_الوظائف|5}}.
اكتب: ملخصاً تنفيذياً، المشكلة والأثر المحلي، خطة الاستخدام، مؤشرات النجاح، والاستدامة المالية. بلغة رسمية واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('grant-application-ecommerce', 'طلب دعم أو تمويل من جهة حكومية للمتاجر الإلكترونية', 'Funding application (ecommerce)', 'صياغة طلب تمويل أو دعم مقنع ومنظم للمتاجر الإلكترونية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تمويل', 'منشآت', 'طلب دعم', 'متجر إلكتروني']::text[], now() - interval '17 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في صياغة طلب دعم من {{الجهة|برامج منشآت}} لمشروع للمتاجر الإلكترونية «{{اسم_المشروع}}».
وصف المشروع: {{الوصف}}. المبلغ المطلوب: {{المبلغ}}. عدد الوظائف المتوقعة: {{عدد_الوظائف|5}}.
اكتب: ملخصاً تنفيذياً، المشكلة والأثر المحلي، خطة الاستخدام، مؤشرات النجاح، والاستدامة المالية. بلغة رسمية واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('grant-application-clinic', 'طلب دعم أو تمويل من جهة حكومية للعيادات والمراكز الطبية', 'Funding application (clinic)', 'صياغة طلب تمويل أو دعم مقنع ومنظم للعيادات والمراكز الطبية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تمويل', 'منشآت', 'طلب دعم', 'عيادة']::text[], now() - interval '16 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في صياغة طلب دعم من {{الجهة|برامج منشآت}} لمشروع للعيادات والمراكز الطبية «{{اسم_المشروع}}».
وصف المشروع: {{الوصف}}. المبلغ المطلوب: {{المبلغ}}. عدد الوظائف المتوقعة: {{عدد_الوظائف|5}}.
اكتب: ملخصاً تنفيذياً، المشكلة والأثر المحلي، خطة الاستخدام، مؤشرات النجاح، والاستدامة المالية. بلغة رسمية واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('grant-application-real-estate', 'طلب دعم أو تمويل من جهة حكومية لشركات العقار', 'Funding application (real estate)', 'صياغة طلب تمويل أو دعم مقنع ومنظم لشركات العقار', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تمويل', 'منشآت', 'طلب دعم', 'شركة عقارية']::text[], now() - interval '15 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في صياغة طلب دعم من {{الجهة|برامج منشآت}} لمشروع لشركات العقار «{{اسم_المشروع}}».
وصف المشروع: {{الوصف}}. المبلغ المطلوب: {{المبلغ}}. عدد الوظائف المتوقعة: {{عدد_الوظائف|5}}.
اكتب: ملخصاً تنفيذياً، المشكلة والأثر المحلي، خطة الاستخدام، مؤشرات النجاح، والاستدامة المالية. بلغة رسمية واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('grant-application-training', 'طلب دعم أو تمويل من جهة حكومية لمراكز التدريب والأكاديميات', 'Funding application (training)', 'صياغة طلب تمويل أو دعم مقنع ومنظم لمراكز التدريب والأكاديميات', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تمويل', 'منشآت', 'طلب دعم', 'أكاديمية تدريب']::text[], now() - interval '14 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في صياغة طلب دعم من {{الجهة|برامج منشآت}} لمشروع لمراكز التدريب والأكاديميات «{{اسم_المشروع}}».
وصف المشروع: {{الوصف}}. المبلغ المطلوب: {{المبلغ}}. عدد الوظائف المتوقعة: {{عدد_الوظائف|5}}.
اكتب: ملخصاً تنفيذياً، المشكلة والأثر المحلي، خطة الاستخدام، مؤشرات النجاح، والاستدامة المالية. بلغة رسمية واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('grant-application-saas', 'طلب دعم أو تمويل من جهة حكومية للشركات التقنية الناشئة', 'Funding application (saas)', 'صياغة طلب تمويل أو دعم مقنع ومنظم للشركات التقنية الناشئة', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], false, array['تمويل', 'منشآت', 'طلب دعم', 'شركة تقنية ناشئة']::text[], now() - interval '13 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في صياغة طلب دعم من {{الجهة|برامج منشآت}} لمشروع للشركات التقنية الناشئة «{{اسم_المشروع}}».
وصف المشروع: {{الوصف}}. المبلغ المطلوب: {{المبلغ}}. عدد الوظائف المتوقعة: {{عدد_الوظائف|5}}.
اكتب: ملخصاً تنفيذياً، المشكلة والأثر المحلي، خطة الاستخدام، مؤشرات النجاح، والاستدامة المالية. بلغة رسمية واضحة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('training-plan-restaurant', 'خطة تدريب الموظفين الجدد للمطاعم والمقاهي', 'New hire onboarding plan (restaurant)', 'برنامج تهيئة لأول 30 يوماً للمطاعم والمقاهي', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تدريب', 'تهيئة', 'موظفين', 'مطعم']::text[], now() - interval '12 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تهيئة لأول 30 يوماً لموظف جديد بوظيفة «{{المسمى_الوظيفي}}» في المطعم «{{اسم_النشاط}}».
لكل أسبوع: الأهداف، المهام، من يدربه، والمعرفة المطلوبة عن الزبائن والمنتجات. أضف قائمة تحقق لليوم الأول واختباراً قصيراً في نهاية الشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('training-plan-ecommerce', 'خطة تدريب الموظفين الجدد للمتاجر الإلكترونية', 'New hire onboarding plan (ecommerce)', 'برنامج تهيئة لأول 30 يوماً للمتاجر الإلكترونية', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تدريب', 'تهيئة', 'موظفين', 'متجر إلكتروني']::text[], now() - interval '11 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تهيئة لأول 30 يوماً لموظف جديد بوظيفة «{{المسمى_الوظيفي}}» في المتجر «{{اسم_النشاط}}».
لكل أسبوع: الأهداف، المهام، من يدربه، والمعرفة المطلوبة عن المتسوقين والمنتجات. أضف قائمة تحقق لليوم الأول واختباراً قصيراً في نهاية الشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('training-plan-clinic', 'خطة تدريب الموظفين الجدد للعيادات والمراكز الطبية', 'New hire onboarding plan (clinic)', 'برنامج تهيئة لأول 30 يوماً للعيادات والمراكز الطبية', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تدريب', 'تهيئة', 'موظفين', 'عيادة']::text[], now() - interval '10 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تهيئة لأول 30 يوماً لموظف جديد بوظيفة «{{المسمى_الوظيفي}}» في العيادة «{{اسم_النشاط}}».
لكل أسبوع: الأهداف، المهام، من يدربه، والمعرفة المطلوبة عن المراجعين والمنتجات. أضف قائمة تحقق لليوم الأول واختباراً قصيراً في نهاية الشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('training-plan-real-estate', 'خطة تدريب الموظفين الجدد لشركات العقار', 'New hire onboarding plan (real estate)', 'برنامج تهيئة لأول 30 يوماً لشركات العقار', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تدريب', 'تهيئة', 'موظفين', 'شركة عقارية']::text[], now() - interval '9 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تهيئة لأول 30 يوماً لموظف جديد بوظيفة «{{المسمى_الوظيفي}}» في الشركة العقارية «{{اسم_النشاط}}».
لكل أسبوع: الأهداف، المهام، من يدربه، والمعرفة المطلوبة عن المشترين والمستأجرين والمنتجات. أضف قائمة تحقق لليوم الأول واختباراً قصيراً في نهاية الشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('training-plan-training', 'خطة تدريب الموظفين الجدد لمراكز التدريب والأكاديميات', 'New hire onboarding plan (training)', 'برنامج تهيئة لأول 30 يوماً لمراكز التدريب والأكاديميات', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تدريب', 'تهيئة', 'موظفين', 'أكاديمية تدريب']::text[], now() - interval '8 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تهيئة لأول 30 يوماً لموظف جديد بوظيفة «{{المسمى_الوظيفي}}» في الأكاديمية «{{اسم_النشاط}}».
لكل أسبوع: الأهداف، المهام، من يدربه، والمعرفة المطلوبة عن المتدربين والمنتجات. أضف قائمة تحقق لليوم الأول واختباراً قصيراً في نهاية الشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('training-plan-saas', 'خطة تدريب الموظفين الجدد للشركات التقنية الناشئة', 'New hire onboarding plan (saas)', 'برنامج تهيئة لأول 30 يوماً للشركات التقنية الناشئة', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], false, array['تدريب', 'تهيئة', 'موظفين', 'شركة تقنية ناشئة']::text[], now() - interval '7 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة تهيئة لأول 30 يوماً لموظف جديد بوظيفة «{{المسمى_الوظيفي}}» في الشركة «{{اسم_النشاط}}».
لكل أسبوع: الأهداف، المهام، من يدربه، والمعرفة المطلوبة عن العملاء والمنتجات. أضف قائمة تحقق لليوم الأول واختباراً قصيراً في نهاية الشهر.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('monthly-report-restaurant', 'تقرير الأداء الشهري للإدارة للمطاعم والمقاهي', 'Monthly management report (restaurant)', 'تقرير مختصر بالأرقام والتفسير والقرارات المقترحة للمطاعم والمقاهي', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقرير', 'إدارة', 'أداء', 'مطعم']::text[], now() - interval '6 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حوّل هذه الأرقام إلى تقرير أداء شهري لإدارة المطعم «{{اسم_النشاط}}» لشهر {{الشهر}}:
{{الأرقام}}
التقرير: ملخص في 5 أسطر، ما تحسن وما تراجع ولماذا، مقارنة بالشهر السابق والمستهدف، 3 قرارات مقترحة، وأسئلة يجب أن نجيب عنها الشهر القادم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('monthly-report-ecommerce', 'تقرير الأداء الشهري للإدارة للمتاجر الإلكترونية', 'Monthly management report (ecommerce)', 'تقرير مختصر بالأرقام والتفسير والقرارات المقترحة للمتاجر الإلكترونية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقرير', 'إدارة', 'أداء', 'متجر إلكتروني']::text[], now() - interval '5 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حوّل هذه الأرقام إلى تقرير أداء شهري لإدارة المتجر «{{اسم_النشاط}}» لشهر {{الشهر}}:
{{الأرقام}}
التقرير: ملخص في 5 أسطر، ما تحسن وما تراجع ولماذا، مقارنة بالشهر السابق والمستهدف، 3 قرارات مقترحة، وأسئلة يجب أن نجيب عنها الشهر القادم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('monthly-report-clinic', 'تقرير الأداء الشهري للإدارة للعيادات والمراكز الطبية', 'Monthly management report (clinic)', 'تقرير مختصر بالأرقام والتفسير والقرارات المقترحة للعيادات والمراكز الطبية', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقرير', 'إدارة', 'أداء', 'عيادة']::text[], now() - interval '4 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حوّل هذه الأرقام إلى تقرير أداء شهري لإدارة العيادة «{{اسم_النشاط}}» لشهر {{الشهر}}:
{{الأرقام}}
التقرير: ملخص في 5 أسطر، ما تحسن وما تراجع ولماذا، مقارنة بالشهر السابق والمستهدف، 3 قرارات مقترحة، وأسئلة يجب أن نجيب عنها الشهر القادم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('monthly-report-real-estate', 'تقرير الأداء الشهري للإدارة لشركات العقار', 'Monthly management report (real estate)', 'تقرير مختصر بالأرقام والتفسير والقرارات المقترحة لشركات العقار', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقرير', 'إدارة', 'أداء', 'شركة عقارية']::text[], now() - interval '3 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حوّل هذه الأرقام إلى تقرير أداء شهري لإدارة الشركة العقارية «{{اسم_النشاط}}» لشهر {{الشهر}}:
{{الأرقام}}
التقرير: ملخص في 5 أسطر، ما تحسن وما تراجع ولماذا، مقارنة بالشهر السابق والمستهدف، 3 قرارات مقترحة، وأسئلة يجب أن نجيب عنها الشهر القادم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('monthly-report-training', 'تقرير الأداء الشهري للإدارة لمراكز التدريب والأكاديميات', 'Monthly management report (training)', 'تقرير مختصر بالأرقام والتفسير والقرارات المقترحة لمراكز التدريب والأكاديميات', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقرير', 'إدارة', 'أداء', 'أكاديمية تدريب']::text[], now() - interval '2 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حوّل هذه الأرقام إلى تقرير أداء شهري لإدارة الأكاديمية «{{اسم_النشاط}}» لشهر {{الشهر}}:
{{الأرقام}}
التقرير: ملخص في 5 أسطر، ما تحسن وما تراجع ولماذا، مقارنة بالشهر السابق والمستهدف، 3 قرارات مقترحة، وأسئلة يجب أن نجيب عنها الشهر القادم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, trial_sample, tags, created_at)
  values ('monthly-report-saas', 'تقرير الأداء الشهري للإدارة للشركات التقنية الناشئة', 'Monthly management report (saas)', 'تقرير مختصر بالأرقام والتفسير والقرارات المقترحة للشركات التقنية الناشئة', 'data-analysis', array['chatgpt', 'claude']::text[], false, array['تقرير', 'إدارة', 'أداء', 'شركة تقنية ناشئة']::text[], now() - interval '1 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    trial_sample = excluded.trial_sample, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حوّل هذه الأرقام إلى تقرير أداء شهري لإدارة الشركة «{{اسم_النشاط}}» لشهر {{الشهر}}:
{{الأرقام}}
التقرير: ملخص في 5 أسطر، ما تحسن وما تراجع ولماذا، مقارنة بالشهر السابق والمستهدف، 3 قرارات مقترحة، وأسئلة يجب أن نجيب عنها الشهر القادم.' from p
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

-- The demo basic@ account has chosen its one ChatGPT section (needs the categories above).
insert into public.prompt_section_choices (user_id, category)
select u.id, 'marketing' from auth.users u where u.email = 'basic@sanad.local'
on conflict (user_id) do nothing;
