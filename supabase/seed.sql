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
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('marketing-plan-90-days', 'خطة تسويقية لمدة 90 يوماً', '90-day marketing plan', 'خطة تسويق مفصلة لثلاثة أشهر بأهداف أسبوعية وقنوات وميزانية', 'marketing', array['chatgpt', 'claude']::text[], 'trial', array['خطة', 'تسويق', 'ميزانية']::text[], now() - interval '68 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت مستشار تسويق خبير في السوق {{السوق|السعودي}}. ضع خطة تسويقية لمدة 90 يوماً لشركة {{اسم_الشركة}} التي تبيع {{المنتج}} للفئة المستهدفة: {{الجمهور_المستهدف}}.
الميزانية الشهرية: {{الميزانية|10,000 ريال}}.
قسّم الخطة إلى ثلاث مراحل (الوعي، الاهتمام، التحويل)، ولكل أسبوع: الهدف، القنوات، المحتوى المقترح، مؤشر الأداء، والتكلفة التقديرية. اختم بجدول ملخص.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('instagram-content-calendar', 'تقويم محتوى إنستغرام لشهر كامل', 'Monthly Instagram content calendar', 'تقويم منشورات يومي مع الأفكار والنصوص والوسوم', 'marketing', array['chatgpt', 'gemini']::text[], 'basic', array['إنستغرام', 'محتوى', 'تقويم']::text[], now() - interval '67 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنشئ تقويم محتوى لحساب إنستغرام لعلامة {{اسم_العلامة}} في مجال {{المجال}} لمدة 30 يوماً.
لكل يوم: نوع المنشور (ريلز، كاروسيل، صورة، ستوري)، الفكرة، نص المنشور بلهجة {{اللهجة|سعودية بيضاء}}، دعوة لاتخاذ إجراء، و5 وسوم مناسبة.
نوّع بين المحتوى التعليمي والترفيهي والترويجي بنسبة 40/40/20.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('ad-copy-variations', 'عشر صيغ لإعلان ممول', 'Ten paid-ad copy variations', 'نصوص إعلانية قصيرة لاختبار A/B على منصات التواصل', 'marketing', array['chatgpt', 'claude']::text[], 'basic', array['إعلان', 'نص إعلاني', 'اختبار']::text[], now() - interval '66 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 10 صيغ مختلفة لإعلان ممول على {{المنصة|سناب شات}} لمنتج {{المنتج}}.
الميزة الأساسية: {{الميزة_الرئيسية}}. العرض: {{العرض|خصم 20% لأول طلب}}.
لكل صيغة: عنوان لا يتجاوز 30 حرفاً، نص لا يتجاوز 90 حرفاً، وزاوية إقناع مختلفة (الخوف من الفوات، الدليل الاجتماعي، التوفير، الفضول...).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('customer-persona', 'بناء شخصية العميل المثالي', 'Ideal customer persona', 'ملف تفصيلي لشخصية العميل بدوافعه ومخاوفه وقنواته', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['شخصية العميل', 'جمهور', 'بحث']::text[], now() - interval '65 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في بناء ثلاث شخصيات للعميل المثالي (Buyer Personas) لـ {{المنتج}} في {{الدولة|المملكة العربية السعودية}}.
لكل شخصية: الاسم والعمر والوظيفة، الأهداف، نقاط الألم، الاعتراضات المتوقعة على الشراء، القنوات التي يتابعها، والرسالة التسويقية الأنسب له.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('campaign-launch-brief', 'ملخص إطلاق حملة تسويقية', 'Campaign launch brief', 'موجز إبداعي كامل لفريق الحملة والوكالة', 'marketing', array['chatgpt', 'claude']::text[], 'advanced', array['حملة', 'إطلاق', 'موجز إبداعي']::text[], now() - interval '64 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب موجزاً إبداعياً (Creative Brief) لحملة إطلاق {{اسم_المنتج}} من شركة {{اسم_الشركة}}.
يتضمن: الخلفية، المشكلة التي نحلها، الهدف القابل للقياس، الجمهور، الفكرة الرئيسية، الرسائل الداعمة، النبرة، القنوات، الجدول الزمني حتى تاريخ {{تاريخ_الإطلاق}}، ومؤشرات النجاح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('ramadan-campaign-ideas', 'أفكار حملة رمضان', 'Ramadan campaign ideas', 'أفكار حملات موسمية تناسب شهر رمضان والعيد', 'marketing', array['chatgpt', 'gemini']::text[], 'advanced', array['رمضان', 'موسمي', 'حملة']::text[], now() - interval '63 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 8 أفكار لحملة رمضانية لعلامة {{اسم_العلامة}} التي تقدم {{الخدمة}}.
لكل فكرة: اسم الحملة، الفكرة في سطرين، المحتوى المقترح لكل أسبوع من الشهر، العرض المناسب قبل العيد، وطريقة قياس النجاح. راعِ القيم الثقافية واجعل النبرة دافئة وغير مبالغ فيها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('midjourney-product-shot', 'صورة منتج احترافية بميدجورني', 'Professional product shot (Midjourney)', 'وصف تصوير منتج استوديو بإضاءة احترافية', 'marketing', array['midjourney']::text[], 'premium', array['ميدجورني', 'تصوير منتج', 'صورة']::text[], now() - interval '62 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Professional studio product photography of {{product|a luxury perfume bottle}}, placed on {{surface|a marble pedestal}}, soft diffused lighting, subtle reflections, {{color_palette|warm gold and beige}} color palette, minimal background, shallow depth of field, 85mm lens, ultra detailed, commercial advertising style --ar 4:5 --v 6 --style raw' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('midjourney-social-banner', 'تصميم بانر لوسائل التواصل', 'Social media banner (Midjourney)', 'صورة غلاف بطابع عربي عصري لحملات التواصل', 'marketing', array['midjourney']::text[], 'premium', array['ميدجورني', 'بانر', 'تصميم']::text[], now() - interval '61 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Modern Arabic-inspired social media banner for {{brand|a coffee shop}}, geometric islamic patterns subtly in the background, {{main_element|a cup of Saudi coffee with dates}} in the foreground, cinematic lighting, clean negative space on the left for text, vibrant but elegant colors --ar 16:9 --v 6' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('influencer-outreach', 'رسالة تعاون مع مؤثر', 'Influencer outreach message', 'رسالة احترافية لطلب تعاون مع صانع محتوى', 'marketing', array['chatgpt', 'claude']::text[], 'basic', array['مؤثرين', 'تعاون', 'رسالة']::text[], now() - interval '60 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب رسالة مباشرة قصيرة ومهذبة لصانع المحتوى {{اسم_المؤثر}} لدعوته للتعاون مع {{اسم_العلامة}}.
اذكر سبب اختيارنا له تحديداً، فكرة التعاون المقترحة ({{نوع_التعاون|فيديو تجربة منتج}})، ما سنقدمه له، وخطوة تالية واضحة. اجعلها أقل من 120 كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('competitor-analysis-marketing', 'تحليل تسويقي للمنافسين', 'Competitor marketing analysis', 'مقارنة رسائل المنافسين وقنواتهم وفرص التميز', 'marketing', array['chatgpt', 'gemini', 'claude']::text[], 'advanced', array['منافسين', 'تحليل', 'تموضع']::text[], now() - interval '59 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل المنافسين التالية أسماؤهم: {{أسماء_المنافسين}} في سوق {{المجال}}.
قارن بينهم في: الرسالة التسويقية، التسعير، القنوات الأقوى، نوع المحتوى، نقاط القوة والضعف الظاهرة. ثم اقترح لـ {{اسم_الشركة}} ثلاث زوايا تموضع غير مستغلة مع مثال لشعار لكل زاوية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('whatsapp-broadcast', 'رسائل واتساب تسويقية', 'WhatsApp broadcast messages', 'رسائل بث قصيرة للعملاء دون إزعاج', 'marketing', array['chatgpt', 'gemini']::text[], 'trial', array['واتساب', 'رسائل', 'عملاء']::text[], now() - interval '58 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 5 رسائل بث عبر واتساب لعملاء {{اسم_المتجر}} للإعلان عن {{المناسبة|وصول تشكيلة جديدة}}.
كل رسالة أقل من 60 كلمة، تبدأ بتحية شخصية باسم العميل {{اسم_العميل|عميلنا العزيز}}، فيها إيموجي واحد على الأكثر، ورابط أو دعوة واضحة، وخيار لإلغاء الاشتراك.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('swot-analysis', 'تحليل SWOT شامل', 'Complete SWOT analysis', 'تحليل نقاط القوة والضعف والفرص والتهديدات مع توصيات', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['SWOT', 'تحليل', 'استراتيجية']::text[], now() - interval '57 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أجرِ تحليل SWOT مفصلاً لشركة {{اسم_الشركة}} العاملة في {{المجال}} في {{الدولة|السعودية}}.
لكل محور 5 نقاط محددة. ثم استخرج استراتيجيات SO وWO وST وWT (نقطتان لكل منها)، ورتّب أهم 3 أولويات للأشهر الستة القادمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('okrs-quarter', 'أهداف ونتائج رئيسية للربع', 'Quarterly OKRs', 'صياغة OKRs قابلة للقياس لفريق أو شركة', 'business-management', array['chatgpt', 'claude']::text[], 'basic', array['OKR', 'أهداف', 'أداء']::text[], now() - interval '56 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صغ أهدافاً ونتائج رئيسية (OKRs) للربع {{الربع|القادم}} لفريق {{اسم_الفريق}} الذي يركز على {{الأولوية}}.
ثلاثة أهداف ملهمة، ولكل هدف 3 نتائج رئيسية قابلة للقياس برقم وتاريخ. أضف المبادرات المقترحة لكل نتيجة ومن المسؤول عنها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('job-description', 'وصف وظيفي جذاب', 'Attractive job description', 'إعلان وظيفة يجذب المرشحين المناسبين', 'business-management', array['chatgpt', 'gemini']::text[], 'trial', array['توظيف', 'موارد بشرية', 'وصف وظيفي']::text[], now() - interval '55 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً وظيفياً لوظيفة {{المسمى_الوظيفي}} في {{اسم_الشركة}} بمدينة {{المدينة|الرياض}}.
يتضمن: نبذة عن الشركة، المهام (6 نقاط)، المتطلبات الأساسية، المهارات المفضلة، المزايا، وطريقة التقديم. اجعل النبرة جذابة وواضحة وتجنب التمييز.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('meeting-agenda', 'جدول أعمال اجتماع فعّال', 'Effective meeting agenda', 'جدول أعمال بالمدد والمسؤولين ومخرجات متوقعة', 'business-management', array['chatgpt', 'claude']::text[], 'trial', array['اجتماع', 'تنظيم', 'إدارة']::text[], now() - interval '54 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد جدول أعمال لاجتماع مدته {{المدة|60 دقيقة}} موضوعه {{موضوع_الاجتماع}} بحضور {{الحضور}}.
لكل بند: المدة، المسؤول، الهدف (قرار/نقاش/إحاطة)، والمواد المطلوب قراءتها مسبقاً. أضف في النهاية قالباً لمحضر الاجتماع وقائمة المهام.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('sop-writer', 'كتابة إجراء تشغيل قياسي', 'Standard operating procedure', 'إجراء عمل موحد خطوة بخطوة مع المسؤوليات', 'business-management', array['chatgpt', 'claude']::text[], 'advanced', array['إجراءات', 'عمليات', 'جودة']::text[], now() - interval '53 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب إجراء تشغيل قياسياً (SOP) لعملية {{اسم_العملية}} في قسم {{القسم}}.
الأقسام: الغرض، النطاق، التعريفات، المسؤوليات، الخطوات مرقمة بالتفصيل، نقاط التحقق من الجودة، النماذج المستخدمة، ومؤشرات الأداء. اجعل اللغة بسيطة يفهمها موظف جديد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('performance-review', 'تقييم أداء موظف', 'Employee performance review', 'صياغة تقييم أداء متوازن وبنّاء', 'business-management', array['chatgpt', 'gemini', 'claude']::text[], 'advanced', array['تقييم', 'موارد بشرية', 'أداء']::text[], now() - interval '52 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في كتابة تقييم أداء سنوي للموظف {{اسم_الموظف}} في وظيفة {{الوظيفة}}.
إنجازاته: {{الإنجازات}}. ما يحتاج تحسيناً: {{نقاط_التحسين}}.
اكتب التقييم بأسلوب بنّاء: ملخص، نقاط القوة مع أمثلة، مجالات التطوير، أهداف السنة القادمة، وخطة دعم من المدير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('risk-register', 'سجل مخاطر المشروع', 'Project risk register', 'تحديد المخاطر وتقييمها وخطط الاستجابة', 'business-management', array['chatgpt', 'claude']::text[], 'premium', array['مخاطر', 'مشاريع', 'حوكمة']::text[], now() - interval '51 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنشئ سجل مخاطر لمشروع {{اسم_المشروع}} الذي يهدف إلى {{هدف_المشروع}} بميزانية {{الميزانية}}.
حدد 12 خطراً (تقنية، مالية، تشغيلية، قانونية، بشرية). لكل خطر: الوصف، الاحتمال (1-5)، الأثر (1-5)، الدرجة، المؤشر المبكر، خطة الاستجابة، والمالك. اعرضه في جدول مرتب حسب الدرجة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('change-announcement', 'إعلان تغيير داخلي للموظفين', 'Internal change announcement', 'رسالة داخلية تشرح تغييراً تنظيمياً بوضوح وطمأنة', 'business-management', array['chatgpt', 'claude']::text[], 'basic', array['تواصل داخلي', 'تغيير', 'موظفين']::text[], now() - interval '50 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب رسالة داخلية من {{المرسل|الرئيس التنفيذي}} لجميع الموظفين تعلن عن {{التغيير}}.
اشرح السبب، ما الذي سيتغير وما لن يتغير، الجدول الزمني، كيف يؤثر على الموظفين، وأين يطرحون أسئلتهم. النبرة: شفافة، مطمئنة، ومختصرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('budget-plan', 'موازنة سنوية تقديرية', 'Annual budget plan', 'تقدير الإيرادات والمصروفات الشهرية وسيناريوهات', 'business-management', array['chatgpt', 'gemini']::text[], 'premium', array['موازنة', 'مالية', 'تخطيط']::text[], now() - interval '49 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في إعداد موازنة تقديرية لسنة {{السنة|2026}} لنشاط {{النشاط}}.
الإيراد الشهري المتوقع: {{الإيراد_الشهري}}. المصروفات الثابتة: {{المصروفات_الثابتة}}.
أعطني جدولاً شهرياً للإيرادات والمصروفات وصافي الربح، وثلاثة سيناريوهات (متحفظ، متوقع، متفائل)، ونقطة التعادل.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('delegation-plan', 'خطة تفويض المهام للمدير', 'Manager delegation plan', 'تحديد ما يُفوَّض ولمن وكيف تتم المتابعة', 'business-management', array['chatgpt', 'claude']::text[], 'lifetime', array['تفويض', 'قيادة', 'إنتاجية']::text[], now() - interval '48 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنا مدير {{القسم}} وأقضي وقتي في المهام التالية: {{قائمة_المهام}}.
صنّف كل مهمة (أحتفظ بها، أفوّضها، أؤتمتها، ألغيها) مع السبب، واقترح لمن تُفوَّض وفق فريقي: {{أعضاء_الفريق}}، ونموذج متابعة أسبوعي لا يستغرق أكثر من 15 دقيقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('blog-article-outline', 'مخطط مقال مدونة احترافي', 'Professional blog outline', 'هيكل مقال بعناوين فرعية وأفكار لكل قسم', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['مقال', 'مدونة', 'مخطط']::text[], now() - interval '47 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنشئ مخططاً لمقال بعنوان "{{عنوان_المقال}}" موجه إلى {{الجمهور}}.
يتضمن: مقدمة تشد القارئ، 6 عناوين فرعية (H2) مع 3 نقاط تحت كل منها، أمثلة واقعية من {{المنطقة|الخليج العربي}}، وخاتمة بدعوة لاتخاذ إجراء. الطول المستهدف {{عدد_الكلمات|1500}} كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('full-blog-article', 'كتابة مقال كامل', 'Full article writer', 'مقال كامل بأسلوب سلس ولغة عربية سليمة', 'content-writing', array['chatgpt', 'claude']::text[], 'basic', array['مقال', 'كتابة', 'محتوى']::text[], now() - interval '46 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب مقالاً كاملاً بالعربية الفصحى السهلة عن {{الموضوع}}، طوله نحو {{عدد_الكلمات|1200}} كلمة.
الجمهور: {{الجمهور}}. النبرة: {{النبرة|ودية ومهنية}}.
استخدم عناوين فرعية، فقرات قصيرة، أمثلة عملية، وقائمة نقطية واحدة على الأقل. اختم بخلاصة من ثلاث نقاط.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('product-description', 'وصف منتج لمتجر إلكتروني', 'E-commerce product description', 'وصف مقنع يبرز الفوائد لا المواصفات فقط', 'content-writing', array['chatgpt', 'gemini']::text[], 'trial', array['وصف منتج', 'متجر', 'سلة']::text[], now() - interval '45 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب وصفاً لمنتج {{اسم_المنتج}} لمتجر إلكتروني على منصة {{المنصة|سلة}}.
المواصفات: {{المواصفات}}.
المطلوب: عنوان جذاب، فقرة افتتاحية عن الفائدة الأساسية، 5 نقاط تحول المواصفات إلى فوائد، قسم "لمن هذا المنتج؟"، ونص قصير للتطمين (الضمان والشحن).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('email-newsletter', 'نشرة بريدية أسبوعية', 'Weekly e-mail newsletter', 'نشرة بريدية جذابة بعنوان يرفع نسبة الفتح', 'content-writing', array['chatgpt', 'claude']::text[], 'basic', array['بريد', 'نشرة', 'محتوى']::text[], now() - interval '44 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب نشرة بريدية أسبوعية لـ {{اسم_العلامة}} حول {{موضوع_الأسبوع}}.
أعطني 5 عناوين بريد مقترحة مع نص معاينة، ثم النشرة: تحية قصيرة، قصة أو فكرة رئيسية، 3 روابط أو نصائح مختصرة، وعرض أو دعوة واحدة واضحة. الطول أقل من 350 كلمة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('youtube-script', 'سيناريو فيديو يوتيوب', 'YouTube video script', 'سيناريو بمقدمة خاطفة ومشاهد وتوجيهات تصوير', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], 'advanced', array['يوتيوب', 'سيناريو', 'فيديو']::text[], now() - interval '43 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو فيديو يوتيوب مدته {{المدة|8 دقائق}} عن {{الموضوع}} لقناة {{اسم_القناة}}.
الهيكل: خطاف في أول 10 ثوانٍ، مقدمة، 4 أقسام رئيسية، لحظة مفاجأة في المنتصف، خاتمة ودعوة للاشتراك. لكل مقطع: الكلام، ما يظهر على الشاشة، والمدة التقريبية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('tiktok-hooks', 'افتتاحيات فيديوهات قصيرة', 'Short-video hooks', 'عشرون افتتاحية تشد الانتباه في أول ثلاث ثوانٍ', 'content-writing', array['chatgpt', 'gemini']::text[], 'trial', array['تيك توك', 'ريلز', 'خطاف']::text[], now() - interval '42 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 20 افتتاحية (Hook) لفيديوهات قصيرة عن {{الموضوع}} موجهة إلى {{الجمهور}}.
نوّع بين: سؤال صادم، رقم مفاجئ، خطأ شائع، قصة شخصية، وعد بنتيجة. كل افتتاحية أقل من 12 كلمة وباللهجة {{اللهجة|السعودية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('press-release', 'بيان صحفي رسمي', 'Press release', 'بيان صحفي بصيغة وكالات الأنباء', 'content-writing', array['chatgpt', 'claude']::text[], 'advanced', array['بيان صحفي', 'إعلام', 'علاقات عامة']::text[], now() - interval '41 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب بياناً صحفياً رسمياً تعلن فيه {{اسم_الشركة}} عن {{الخبر}} بتاريخ {{التاريخ}} من مدينة {{المدينة|الرياض}}.
اتبع الهيكل: عنوان رئيسي، عنوان فرعي، فقرة افتتاحية تجيب عن (من، ماذا، متى، أين، لماذا)، تصريح من {{المتحدث}}، تفاصيل داعمة، نبذة عن الشركة، ومعلومات التواصل الإعلامي.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('linkedin-post', 'منشور لينكدإن مؤثر', 'Engaging LinkedIn post', 'منشور مهني بقصة ودرس مستفاد', 'content-writing', array['chatgpt', 'claude']::text[], 'basic', array['لينكدإن', 'منشور', 'علامة شخصية']::text[], now() - interval '40 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب منشوراً على لينكدإن عن تجربتي في {{التجربة}}.
الدرس الأساسي: {{الدرس}}.
ابدأ بسطر أول قوي، احكِ القصة في فقرات من سطر أو سطرين، أضف 3 دروس عملية، واختم بسؤال يدعو للنقاش. بدون مبالغة وبدون أكثر من 3 وسوم.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('story-brand-about', 'صفحة "من نحن" بأسلوب القصة', 'Story-driven About page', 'صفحة تعريفية تروي قصة العلامة وتبني الثقة', 'content-writing', array['chatgpt', 'claude']::text[], 'premium', array['من نحن', 'قصة العلامة', 'موقع']::text[], now() - interval '39 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة "من نحن" لـ {{اسم_الشركة}} بأسلوب القصة.
المؤسس: {{اسم_المؤسس}}. البداية: {{قصة_البداية}}. المهمة: {{المهمة}}.
اجعل العميل هو البطل والشركة هي المرشد: المشكلة التي يواجهها، كيف نساعده، الخطة، والنجاح المتوقع. أضف قسماً للقيم (4 قيم) وأرقاماً تبني الثقة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('faq-generator', 'أسئلة شائعة لموقعك', 'Website FAQ', 'أسئلة وأجوبة تزيل اعتراضات العملاء', 'content-writing', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['أسئلة شائعة', 'موقع', 'دعم']::text[], now() - interval '38 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 12 سؤالاً شائعاً مع إجاباتها لموقع {{اسم_الخدمة}}.
غطِّ: الأسعار والدفع، الشحن أو التسليم، الاسترجاع، الخصوصية، الدعم الفني، ومقارنة بالبدائل. الإجابات قصيرة (لا تتجاوز 50 كلمة) ومطمئنة، وبعضها ينتهي بدعوة لاتخاذ إجراء.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('translation-localize', 'تعريب محتوى تسويقي', 'Marketing localisation', 'تحويل نص إنجليزي إلى عربي تسويقي طبيعي', 'content-writing', array['chatgpt', 'claude', 'gemini']::text[], 'lifetime', array['تعريب', 'ترجمة', 'محتوى']::text[], now() - interval '37 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'عرّب النص التالي ولا تترجمه حرفياً: {{النص_الإنجليزي}}.
الجمهور: {{الجمهور|الشباب في الخليج}}. حافظ على المعنى والنبرة، واستبدل الأمثلة والتعابير الغربية بما يناسب الثقافة المحلية، ثم قدّم نسختين: فصحى معاصرة، ولهجة {{اللهجة|سعودية}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('sales-data-insights', 'استخراج رؤى من بيانات المبيعات', 'Sales data insights', 'تحليل جدول مبيعات واكتشاف الاتجاهات والفرص', 'data-analysis', array['chatgpt', 'claude']::text[], 'basic', array['مبيعات', 'تحليل', 'بيانات']::text[], now() - interval '36 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت محلل بيانات. إليك بيانات مبيعات {{الفترة|آخر 6 أشهر}}:
{{البيانات}}
استخرج: أهم 5 ملاحظات، الاتجاه العام، المنتجات أو المناطق الأعلى والأدنى أداءً، أي قيم شاذة، و3 توصيات عملية مع الأثر المتوقع. اعرض الأرقام في جداول.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('kpi-dashboard-design', 'تصميم لوحة مؤشرات أداء', 'KPI dashboard design', 'اختيار المؤشرات وطريقة عرضها للإدارة', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], 'advanced', array['مؤشرات', 'لوحة تحكم', 'KPI']::text[], now() - interval '35 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صمم لوحة مؤشرات أداء (Dashboard) لإدارة {{القسم}} في شركة {{نوع_الشركة}}.
حدد 10 مؤشرات: التعريف، المعادلة، مصدر البيانات، تكرار التحديث، الهدف، ونوع الرسم الأنسب. ثم اقترح ترتيب اللوحة في ثلاثة مستويات (ملخص، تفاصيل، تنبيهات).' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('excel-formula-helper', 'مساعد معادلات إكسل', 'Excel formula helper', 'كتابة وشرح المعادلات المطلوبة خطوة بخطوة', 'data-analysis', array['chatgpt', 'gemini']::text[], 'trial', array['إكسل', 'معادلات', 'جداول']::text[], now() - interval '34 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي جدول في إكسل أعمدته: {{أسماء_الأعمدة}}.
أريد أن {{المطلوب}}.
اكتب المعادلة المناسبة (وبديلاً لها في Google Sheets إن اختلفت)، واشرح كل جزء منها، ونبّهني للأخطاء الشائعة، واقترح طريقة للتحقق من صحة النتيجة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('survey-analysis', 'تحليل نتائج استبيان', 'Survey results analysis', 'تلخيص إجابات الاستبيان المفتوحة والمغلقة', 'data-analysis', array['chatgpt', 'claude']::text[], 'advanced', array['استبيان', 'تحليل', 'عملاء']::text[], now() - interval '33 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل نتائج استبيان رضا العملاء التالية ({{عدد_المشاركين}} مشاركاً):
{{النتائج}}
قدم: ملخصاً تنفيذياً، تحليل الأسئلة المغلقة بالنسب، تصنيف الإجابات المفتوحة إلى مواضيع مع عدد التكرار واقتباسات ممثلة، ومؤشر صافي الترويج إن أمكن، ثم أولويات التحسين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('ab-test-readout', 'قراءة نتائج اختبار A/B', 'A/B test readout', 'حساب الدلالة الإحصائية وتفسير النتيجة', 'data-analysis', array['chatgpt', 'claude']::text[], 'premium', array['اختبار A/B', 'إحصاء', 'تحويل']::text[], now() - interval '32 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أجرينا اختبار A/B على {{العنصر_المختبر}}.
النسخة A: {{زيارات_A}} زيارة و{{تحويلات_A}} تحويل. النسخة B: {{زيارات_B}} زيارة و{{تحويلات_B}} تحويل.
احسب معدل التحويل لكل نسخة، الفرق النسبي، الدلالة الإحصائية (مع الشرح)، فترة الثقة، وهل يكفي حجم العينة، ثم أعطني القرار والتوصية التالية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('cohort-retention', 'تحليل الاحتفاظ بالعملاء حسب الفوج', 'Cohort retention analysis', 'فهم متى يتوقف العملاء عن الشراء ولماذا', 'data-analysis', array['chatgpt', 'gemini', 'claude']::text[], 'premium', array['احتفاظ', 'أفواج', 'اشتراكات']::text[], now() - interval '31 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اشرح لي كيف أبني تحليل احتفاظ بالعملاء حسب الفوج (Cohort) لنشاط {{النشاط}} باستخدام بيانات: {{وصف_البيانات}}.
أعطني خطوات التجهيز، شكل الجدول الناتج، كيف أقرأه، ثلاث فرضيات محتملة لانخفاض الاحتفاظ في الشهر الثاني، وتجارب لاختبار كل فرضية.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('financial-ratios', 'تحليل النسب المالية', 'Financial ratio analysis', 'قراءة القوائم المالية بنسب السيولة والربحية', 'data-analysis', array['chatgpt', 'claude']::text[], 'advanced', array['مالية', 'نسب', 'قوائم مالية']::text[], now() - interval '30 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل القوائم المالية التالية لشركة {{اسم_الشركة}}:
{{القوائم_المالية}}
احسب نسب السيولة والربحية والمديونية والكفاءة، وقارنها بمتوسط قطاع {{القطاع}} إن أمكن، وفسّر كل نسبة بلغة بسيطة، واختم بثلاث نقاط قوة وثلاث نقاط قلق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('sql-query-writer', 'كتابة استعلام SQL', 'SQL query writer', 'تحويل سؤال عمل إلى استعلام SQL صحيح ومشروح', 'data-analysis', array['chatgpt', 'claude', 'gemini']::text[], 'lifetime', array['SQL', 'قواعد بيانات', 'استعلام']::text[], now() - interval '29 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي قاعدة بيانات {{نوع_القاعدة|PostgreSQL}} فيها الجداول: {{وصف_الجداول}}.
سؤال العمل: {{السؤال}}.
اكتب استعلام SQL واضحاً مع تعليقات، واشرح منطقه، واذكر الفهارس التي تسرّعه، ونسخة بديلة إن كانت البيانات كبيرة جداً.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('data-cleaning-checklist', 'قائمة تنظيف البيانات', 'Data cleaning checklist', 'خطوات تنظيف ملف بيانات قبل التحليل', 'data-analysis', array['chatgpt', 'gemini']::text[], 'basic', array['تنظيف بيانات', 'جودة', 'تحليل']::text[], now() - interval '28 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي ملف بيانات عن {{موضوع_البيانات}} فيه الأعمدة: {{الأعمدة}}.
أعطني قائمة تحقق لتنظيفه: القيم المفقودة، التكرار، التنسيقات، القيم الشاذة، توحيد الأسماء العربية (الهمزات والتاء المربوطة)، والتحقق النهائي، مع طريقة تنفيذ كل خطوة في {{الأداة|إكسل}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('keyword-research', 'بحث الكلمات المفتاحية', 'Keyword research', 'كلمات مفتاحية عربية مصنفة حسب نية البحث', 'seo', array['chatgpt', 'gemini']::text[], 'trial', array['كلمات مفتاحية', 'سيو', 'بحث']::text[], now() - interval '27 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أنت خبير سيو عربي. اقترح 40 كلمة مفتاحية لموقع {{نوع_الموقع}} يستهدف {{الدولة|السعودية}} حول {{الموضوع}}.
صنّفها حسب نية البحث (معلوماتية، تجارية، شرائية، تنقلية)، وأضف الكلمات الطويلة، والصيغ الإملائية المختلفة (الهمزات، التاء المربوطة، العامية)، واقترح صفحة لكل مجموعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('seo-article-brief', 'موجز مقال متوافق مع السيو', 'SEO content brief', 'موجز للكاتب بالعناوين والكلمات والروابط', 'seo', array['chatgpt', 'claude']::text[], 'basic', array['سيو', 'موجز', 'محتوى']::text[], now() - interval '26 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد موجز محتوى لمقال يستهدف الكلمة المفتاحية "{{الكلمة_المفتاحية}}".
يتضمن: نية البحث، العنوان (أقل من 60 حرفاً)، الوصف التعريفي (أقل من 155 حرفاً)، هيكل H2/H3، الكلمات المرتبطة، أسئلة "يسأل الناس أيضاً"، الروابط الداخلية المقترحة إلى {{صفحات_الموقع}}، والطول المقترح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('meta-descriptions', 'عناوين وأوصاف تعريفية', 'Titles and meta descriptions', 'عناوين صفحات وأوصاف تزيد نسبة النقر', 'seo', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['ميتا', 'سيو', 'نسبة النقر']::text[], now() - interval '25 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب لكل صفحة من الصفحات التالية عنوان SEO (50-60 حرفاً) ووصفاً تعريفياً (140-155 حرفاً): {{قائمة_الصفحات}}.
العلامة: {{اسم_الموقع}}. ضع الكلمة المفتاحية في بداية العنوان، وأضف ميزة أو رقماً يميز النتيجة، ودعوة للنقر في الوصف.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('local-seo-plan', 'خطة السيو المحلي', 'Local SEO plan', 'تحسين الظهور في خرائط جوجل والبحث المحلي', 'seo', array['chatgpt', 'gemini']::text[], 'advanced', array['سيو محلي', 'خرائط جوجل', 'نشاط تجاري']::text[], now() - interval '24 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة سيو محلي لمدة شهرين لـ {{اسم_النشاط}} ({{نوع_النشاط}}) في {{المدينة|جدة}}.
تشمل: تحسين ملف Google Business Profile، الفئات والصور والمنشورات، جمع التقييمات والرد عليها (مع 3 قوالب ردود)، الاستشهادات المحلية، صفحات الموقع المحلية، ومؤشرات المتابعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('technical-seo-audit', 'تدقيق سيو تقني', 'Technical SEO audit', 'قائمة فحص تقنية مرتبة حسب الأولوية', 'seo', array['chatgpt', 'claude']::text[], 'premium', array['سيو تقني', 'تدقيق', 'سرعة']::text[], now() - interval '23 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد قائمة تدقيق سيو تقني لموقع {{رابط_الموقع}} المبني على {{المنصة|ووردبريس}}.
غطِّ: الزحف والفهرسة، خريطة الموقع وrobots.txt، الروابط القانونية، hreflang للعربية والإنجليزية، سرعة الصفحات ومؤشرات Core Web Vitals، البيانات المنظمة، والروابط المكسورة. رتب البنود حسب الأثر والجهد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('content-cluster', 'بناء عنقود محتوى', 'Topic cluster builder', 'صفحة محورية ومقالات داعمة مترابطة', 'seo', array['chatgpt', 'gemini', 'claude']::text[], 'advanced', array['عنقود محتوى', 'روابط داخلية', 'سيو']::text[], now() - interval '22 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ابنِ عنقود محتوى حول الموضوع المحوري "{{الموضوع_المحوري}}".
أعطني: الصفحة المحورية (العنوان والأقسام)، 15 مقالاً داعماً مع الكلمة المفتاحية ونية البحث لكل منها، خريطة الروابط الداخلية بينها، وترتيب النشر المقترح على {{عدد_الأسابيع|8}} أسابيع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('backlink-outreach', 'حملة بناء روابط خلفية', 'Backlink outreach campaign', 'أفكار روابط ورسائل تواصل مع المواقع', 'seo', array['chatgpt', 'claude']::text[], 'premium', array['روابط خلفية', 'سيو', 'تواصل']::text[], now() - interval '21 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ضع خطة لبناء روابط خلفية عالية الجودة لموقع {{اسم_الموقع}} في مجال {{المجال}}.
اقترح 10 أساليب مناسبة للسوق العربي، وأصول محتوى تستحق الربط (دراسات، أدوات، إنفوجرافيك)، ثم اكتب رسالتي تواصل: واحدة لطلب مقال ضيف وواحدة لاستبدال رابط مكسور.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('arabic-seo-rewrite', 'إعادة صياغة مقال للسيو', 'SEO rewrite of an article', 'تحسين مقال قائم دون حشو الكلمات', 'seo', array['chatgpt', 'claude', 'gemini']::text[], 'basic', array['إعادة صياغة', 'سيو', 'تحسين']::text[], now() - interval '20 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أعد صياغة المقال التالي لتحسين ترتيبه على الكلمة "{{الكلمة_المفتاحية}}" دون حشو:
{{نص_المقال}}
حسّن العنوان والمقدمة، أضف عناوين فرعية واضحة، أدخل الكلمات المرتبطة بشكل طبيعي، أضف قسم أسئلة شائعة، واذكر في النهاية ما غيّرته ولماذا.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('business-model-canvas', 'نموذج العمل التجاري', 'Business model canvas', 'تعبئة نموذج العمل بمربعاته التسعة لفكرتك', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['نموذج عمل', 'ريادة', 'مشروع']::text[], now() - interval '19 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'املأ نموذج العمل التجاري (Business Model Canvas) لفكرة {{فكرة_المشروع}} في {{الدولة|السعودية}}.
لكل مربع من المربعات التسعة 3 إلى 5 نقاط محددة. ثم حدد أخطر 3 افتراضات في النموذج، وتجربة رخيصة وسريعة لاختبار كل منها خلال أسبوعين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('sales-cold-email', 'سلسلة رسائل بيع باردة', 'Cold e-mail sequence', 'أربع رسائل متابعة لعميل محتمل في قطاع الأعمال', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], 'basic', array['مبيعات', 'بريد بارد', 'B2B']::text[], now() - interval '18 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سلسلة من 4 رسائل بريد بارد لبيع {{الخدمة}} إلى {{المسمى_الوظيفي_للعميل|مدير التسويق}} في شركات {{القطاع}}.
الرسالة الأولى تركز على مشكلة محددة، الثانية على دليل (حالة نجاح)، الثالثة على قيمة مجانية، والرابعة رسالة وداع لطيفة. كل رسالة أقل من 100 كلمة مع عنوان مقترح.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('objection-handling', 'الرد على اعتراضات العملاء', 'Objection handling', 'ردود عملية على أشهر اعتراضات الشراء', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], 'advanced', array['اعتراضات', 'مبيعات', 'إقناع']::text[], now() - interval '17 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أبيع {{المنتج}} بسعر {{السعر}}. اكتب ردوداً على أشهر 10 اعتراضات: "السعر مرتفع"، "سأفكر"، "عندي مورد حالي"، "ليس الوقت المناسب"... وغيرها.
لكل اعتراض: ما يعنيه العميل فعلاً، سؤال استكشافي، الرد المقترح، ودليل يدعمه. اجعل الأسلوب محترماً وغير ضاغط.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('pitch-deck-outline', 'عرض تقديمي للمستثمرين', 'Investor pitch deck', 'هيكل عرض من 12 شريحة مع المحتوى', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], 'advanced', array['مستثمرين', 'عرض تقديمي', 'تمويل']::text[], now() - interval '16 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'جهز محتوى عرض تقديمي للمستثمرين من 12 شريحة لشركة {{اسم_الشركة}} الناشئة التي تحل مشكلة {{المشكلة}}.
المرحلة: {{المرحلة|ما قبل البذرة}}. المبلغ المطلوب: {{المبلغ_المطلوب}}.
لكل شريحة: العنوان، الرسالة الأساسية في جملة، المحتوى، والرسم المقترح. أضف أسئلة المستثمرين المتوقعة مع إجاباتها.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('pricing-strategy', 'استراتيجية التسعير', 'Pricing strategy', 'اختيار نموذج التسعير والباقات والأسعار النفسية', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], 'premium', array['تسعير', 'باقات', 'إيرادات']::text[], now() - interval '15 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ساعدني في تسعير {{المنتج}} الموجه إلى {{الجمهور}}. التكلفة: {{التكلفة}}. أسعار المنافسين: {{أسعار_المنافسين}}.
قارن بين التسعير بالتكلفة وبالقيمة وبالمنافسة، واقترح 3 باقات بأسماء عربية جذابة ومزايا كل منها، والسعر النفسي المناسب، وخطة لاختبار الأسعار دون إغضاب العملاء الحاليين.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('business-ideas-generator', 'توليد أفكار مشاريع صغيرة', 'Small business ideas', 'أفكار مشاريع مناسبة لرأس مالك ومهاراتك', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], 'trial', array['أفكار مشاريع', 'ريادة', 'رأس مال']::text[], now() - interval '14 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اقترح 10 أفكار مشاريع صغيرة في {{المدينة|الرياض}} برأس مال لا يتجاوز {{رأس_المال|50,000 ريال}}، تناسب شخصاً مهاراته: {{المهارات}}.
لكل فكرة: الوصف، العميل المستهدف، مصدر الدخل، التكاليف التقريبية، المخاطر، وأول ثلاث خطوات للبدء هذا الأسبوع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('sales-call-script', 'سيناريو مكالمة مبيعات', 'Sales call script', 'نص مكالمة استكشافية بأسئلة تأهيل العميل', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], 'basic', array['مكالمة', 'مبيعات', 'تأهيل']::text[], now() - interval '13 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب سيناريو مكالمة مبيعات استكشافية مدتها 15 دقيقة لبيع {{الخدمة}}.
يتضمن: افتتاحية تكسر الجليد، أسئلة تأهيل (الميزانية، صاحب القرار، الحاجة، التوقيت)، طريقة عرض القيمة بناءً على إجابات العميل، التعامل مع اعتراض واحد، وإغلاق بخطوة تالية محددة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('customer-followup', 'رسائل متابعة بعد البيع', 'Post-sale follow-up', 'رسائل تزيد رضا العميل وتكرار الشراء', 'entrepreneurship-sales', array['chatgpt', 'gemini', 'claude']::text[], 'trial', array['متابعة', 'ولاء', 'عملاء']::text[], now() - interval '12 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 4 رسائل متابعة لعميل اشترى {{المنتج}} من {{اسم_المتجر}}: بعد يوم (شكر وتعليمات)، بعد أسبوع (سؤال عن التجربة)، بعد أسبوعين (طلب تقييم)، وبعد شهر (عرض مخصص لشراء متكرر). اجعلها شخصية وقصيرة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('franchise-readiness', 'جاهزية المشروع للامتياز التجاري', 'Franchise readiness', 'تقييم قابلية المشروع للتحول إلى امتياز تجاري', 'entrepreneurship-sales', array['chatgpt', 'claude']::text[], 'lifetime', array['امتياز تجاري', 'توسع', 'فرنشايز']::text[], now() - interval '11 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'قيّم جاهزية مشروعي {{اسم_المشروع}} ({{نوع_المشروع}}) للتوسع عبر الامتياز التجاري في {{الدولة|السعودية}}.
المعطيات: {{المعطيات}}.
قيّم: ربحية الفرع، قابلية التكرار، قوة العلامة، الأنظمة والأدلة، والمتطلبات النظامية. أعطني درجة من 100 وخطة 6 أشهر لسد الفجوات.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('negotiation-prep', 'التحضير لجلسة تفاوض', 'Negotiation preparation', 'تحديد البدائل والحدود والتنازلات قبل التفاوض', 'entrepreneurship-sales', array['chatgpt', 'claude', 'gemini']::text[], 'premium', array['تفاوض', 'صفقات', 'عقود']::text[], now() - interval '10 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'أستعد للتفاوض مع {{الطرف_الآخر}} على {{موضوع_التفاوض}}.
ساعدني في تحديد: أفضل بديل لي (BATNA) وللطرف الآخر، نقطة الانسحاب، الهدف الطموح، قائمة التنازلات الممكنة مرتبة حسب تكلفتها علي وقيمتها لهم، أسئلة لكشف أولوياتهم، وافتتاحية أول 5 دقائق.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('marketplace-listing', 'صفحة منتج في متجر أمازون', 'Marketplace listing', 'عنوان ونقاط ووصف لمنتج على أمازون ونون', 'entrepreneurship-sales', array['chatgpt', 'gemini']::text[], 'basic', array['أمازون', 'نون', 'متجر']::text[], now() - interval '9 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب صفحة منتج {{اسم_المنتج}} لمتجري على {{المنصة|أمازون السعودية}}.
المطلوب: عنوان يحوي الكلمات المفتاحية (أقل من 200 حرف)، 5 نقاط مزايا تبدأ بفائدة بحروف كبيرة، وصف المنتج، كلمات البحث الخلفية، و3 أسئلة وأجوبة متوقعة.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('gemini-market-research', 'بحث سوق سريع بجيميناي', 'Quick market research (Gemini)', 'حجم السوق والاتجاهات والمنافسين بمصادر', 'entrepreneurship-sales', array['gemini']::text[], 'advanced', array['بحث سوق', 'جيميناي', 'اتجاهات']::text[], now() - interval '8 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'ابحث عن سوق {{المجال}} في {{الدولة|السعودية}} خلال آخر سنتين.
لخّص: حجم السوق ونموه (مع المصادر)، أهم 5 اتجاهات، أبرز اللاعبين وحصصهم التقريبية، الأنظمة واللوائح المؤثرة، والفجوات التي يمكن لمشروع جديد استغلالها. ميّز بين المعلومة المؤكدة والتقدير.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('claude-contract-review', 'مراجعة مبدئية لعقد بكلود', 'First-pass contract review (Claude)', 'قراءة عقد واستخراج البنود الحساسة والأسئلة', 'business-management', array['claude']::text[], 'premium', array['عقود', 'مراجعة', 'كلود']::text[], now() - interval '7 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'راجع العقد التالي مراجعة مبدئية (ليست استشارة قانونية):
{{نص_العقد}}
أنا الطرف: {{صفتي_في_العقد}}. استخرج: الالتزامات الأساسية لكل طرف، المدد والمبالغ، بنود الإنهاء والشرط الجزائي، البنود غير المتوازنة ضدي، المصطلحات الغامضة، وأسئلة أطرحها على المحامي قبل التوقيع.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('midjourney-logo-concepts', 'أفكار شعار بميدجورني', 'Logo concepts (Midjourney)', 'مفاهيم أولية لشعار بسيط يصلح للعلامة', 'entrepreneurship-sales', array['midjourney']::text[], 'lifetime', array['شعار', 'ميدجورني', 'هوية']::text[], now() - interval '6 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'Minimal flat vector logo concept for {{brand_name|a tech startup}}, symbol combining {{symbol|an Arabic letter and a spark}}, {{style|geometric, modern}} style, two colors {{colors|deep teal and sand}}, white background, no text, high contrast, scalable icon --ar 1:1 --v 6 --no gradients' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('gemini-trip-to-meeting', 'تلخيص بريد طويل وخطوات تالية', 'Summarise a long e-mail thread', 'تحويل سلسلة رسائل طويلة إلى ملخص وقائمة مهام', 'business-management', array['gemini']::text[], 'basic', array['بريد', 'تلخيص', 'مهام']::text[], now() - interval '5 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لخّص سلسلة الرسائل التالية:
{{سلسلة_الرسائل}}
أعطني: ملخصاً في 5 أسطر، القرارات التي اتُّخذت، الأسئلة المعلقة، المهام مع المسؤول والموعد، ومسودة رد مني ({{اسمي}}) تؤكد الخطوات التالية بنبرة {{النبرة|مهنية ودودة}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('claude-policy-writer', 'صياغة سياسة داخلية', 'Internal policy writer', 'سياسة شركة واضحة قابلة للتطبيق', 'business-management', array['claude', 'chatgpt']::text[], 'lifetime', array['سياسات', 'حوكمة', 'موارد بشرية']::text[], now() - interval '4 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'صغ سياسة داخلية بعنوان "{{اسم_السياسة|سياسة العمل عن بعد}}" لشركة {{اسم_الشركة}} ({{عدد_الموظفين}} موظفاً).
الأقسام: الهدف، النطاق، التعريفات، الأحكام، الأدوار والمسؤوليات، الاستثناءات، المخالفات والإجراءات، والمراجعة الدورية. راعِ نظام العمل في {{الدولة|السعودية}} بشكل عام.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('chatgpt-customer-support-macros', 'ردود جاهزة لخدمة العملاء', 'Customer support macros', 'قوالب ردود لطيفة وحاسمة للمواقف الشائعة', 'content-writing', array['chatgpt']::text[], 'advanced', array['خدمة عملاء', 'دعم', 'ردود']::text[], now() - interval '3 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'اكتب 12 رداً جاهزاً لفريق خدمة عملاء {{اسم_الشركة}} الذي يبيع {{المنتج}}.
المواقف: تأخر الشحن، منتج تالف، طلب استرجاع، خطأ في الفاتورة، عميل غاضب، سؤال عن الخصم، وغيرها. لكل رد: نسخة للمحادثة المباشرة (قصيرة) ونسخة للبريد، مع متغيرات لاسم العميل ورقم الطلب {{رقم_الطلب|#0000}}.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('gemini-seo-serp-compare', 'مقارنة نتائج البحث الأولى', 'SERP comparison (Gemini)', 'تحليل الصفحات الأولى في نتائج البحث لكلمة محددة', 'seo', array['gemini']::text[], 'lifetime', array['نتائج البحث', 'منافسين', 'سيو']::text[], now() - interval '2 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'حلل أول 10 نتائج في بحث جوجل عن "{{الكلمة_المفتاحية}}" في {{الدولة|السعودية}}.
لكل نتيجة: نوع الصفحة، الطول التقريبي، الزاوية، وما ينقصها. ثم استنتج ما يتوقعه الباحث فعلاً، واقترح مخطط صفحة تتفوق عليها جميعاً مع عنصر مميز لا يقدمه أحد.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;
with p as (
  insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, required_plan, tags, created_at)
  values ('chatgpt-data-story', 'تحويل الأرقام إلى قصة للإدارة', 'Data storytelling for leadership', 'عرض نتائج تحليل بأسلوب قصصي مقنع', 'data-analysis', array['chatgpt', 'claude']::text[], 'trial', array['عرض', 'قصة البيانات', 'إدارة']::text[], now() - interval '1 hours')
  on conflict (slug) do update set title_ar = excluded.title_ar, title_en = excluded.title_en,
    description_ar = excluded.description_ar, category = excluded.category, platforms = excluded.platforms,
    required_plan = excluded.required_plan, tags = excluded.tags
  returning id
)
insert into public.prompt_bodies (prompt_id, body_ar) select id, 'لدي النتائج التالية: {{النتائج}}.
حوّلها إلى قصة بيانات لعرضها على {{الجمهور|الإدارة العليا}} في {{المدة|10 دقائق}}: الرسالة الرئيسية في جملة، السياق، 3 أرقام تدعمها مع الرسم المناسب لكل رقم، ما الذي نقترحه، وما نحتاجه من الحضور.' from p
on conflict (prompt_id) do update set body_ar = excluded.body_ar;

with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('ad-copy-pro', 'كاتب الإعلانات المحترف', 'Ad Copy Pro', 'يكتب نصوص إعلانات ممولة لسناب وتيك توك وميتا بصيغ متعددة للاختبار', 'Writes paid-ad copy for Snap, TikTok and Meta in many variants for testing', 'advertising', 'premium', 1)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-ad-copy-pro', 'أنت كاتب إعلانات سعودي محترف. اسأل عن المنتج والجمهور والعرض ثم اكتب 5 صيغ قصيرة لكل منصة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('campaign-optimizer', 'محسّن الحملات الإعلانية', 'Campaign Optimizer', 'يقرأ أرقام حملتك ويقترح تعديلات على الاستهداف والميزانية والإبداع', 'Reads your campaign numbers and suggests targeting, budget and creative changes', 'advertising', 'premium', 2)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-campaign-optimizer', 'حلل أرقام الحملة (الظهور، النقرات، التكلفة، التحويلات) واقترح 5 تعديلات مرتبة حسب الأثر.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('marketing-plan-builder', 'باني الخطة التسويقية', 'Marketing Plan Builder', 'يبني خطة تسويقية كاملة من أسئلة بسيطة عن نشاطك', 'Builds a full marketing plan from a few questions about your business', 'marketing-plans', 'premium', 3)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-marketing-plan', 'اطرح 7 أسئلة عن النشاط ثم ابنِ خطة 90 يوماً بالقنوات والميزانية والمؤشرات.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('launch-planner', 'مخطط إطلاق المنتجات', 'Launch Planner', 'خطة إطلاق منتج من قبل الإطلاق بشهر حتى بعده بشهر', 'A product launch plan from a month before to a month after', 'marketing-plans', 'lifetime', 4)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-launch-planner', 'ابنِ جدول إطلاق أسبوعياً بالمهام والمحتوى والمسؤوليات.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('email-subject-doctor', 'طبيب عناوين البريد', 'E-mail Subject Doctor', 'يحسّن عناوين رسائلك لرفع نسبة الفتح ويشرح السبب', 'Improves e-mail subject lines for open rate and explains why', 'email-optimization', 'premium', 5)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-subject-doctor', 'قيّم العنوان من 10 واقترح 10 بدائل بأساليب مختلفة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('newsletter-writer', 'كاتب النشرات البريدية', 'Newsletter Writer', 'يحول أخبارك الأسبوعية إلى نشرة بريدية ممتعة', 'Turns your weekly news into an engaging newsletter', 'email-optimization', 'premium', 6)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-newsletter', 'اكتب نشرة أقل من 350 كلمة بقصة رئيسية و3 نقاط ودعوة واحدة.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('idea-validator', 'مقيّم أفكار المشاريع', 'Idea Validator', 'يختبر فكرتك بأسئلة صعبة ويعطيك تجارب تحقق رخيصة', 'Stress-tests your idea and proposes cheap validation experiments', 'business-ideas', 'premium', 7)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-idea-validator', 'كن ناقداً بنّاءً. حدد أخطر الافتراضات واقترح تجربة لكل منها.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('niche-finder', 'مكتشف الفرص المتخصصة', 'Niche Finder', 'يقترح أسواقاً متخصصة غير مخدومة في الخليج بناءً على مهاراتك', 'Suggests under-served Gulf niches from your skills', 'business-ideas', 'premium', 8)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-niche-finder', 'اسأل عن المهارات ورأس المال ثم اقترح 10 فرص مع تقدير الطلب.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('franchise-advisor', 'مستشار الامتياز التجاري', 'Franchise Advisor', 'يساعدك في تقييم شراء امتياز أو منحه', 'Helps you assess buying or granting a franchise', 'business-ideas', 'lifetime', 9)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-franchise', 'قيّم الامتياز بخمسة محاور وأعطِ درجة وتوصية.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('weekly-planner', 'مخطط الأسبوع الذكي', 'Smart Weekly Planner', 'ينظم مهامك الأسبوعية حسب الأولوية والطاقة والمواعيد', 'Organises your week by priority, energy and deadlines', 'task-organization', 'premium', 10)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-weekly-planner', 'صنّف المهام بمصفوفة أيزنهاور ثم وزعها على أيام الأسبوع.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('meeting-minutes', 'كاتب محاضر الاجتماعات', 'Meeting Minutes', 'يحول ملاحظات الاجتماع إلى محضر وقرارات ومهام', 'Turns meeting notes into minutes, decisions and tasks', 'task-organization', 'premium', 11)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-meeting-minutes', 'استخرج القرارات والمهام بالمسؤول والموعد بصيغة جدول.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;
with a as (
  insert into public.gpt_assistants (slug, name, name_en, description, description_en, category, required_plan, sort_order)
  values ('project-breakdown', 'مفكك المشاريع', 'Project Breakdown', 'يقسم أي مشروع كبير إلى مراحل ومهام قابلة للتنفيذ', 'Breaks any big project into phases and actionable tasks', 'task-organization', 'lifetime', 12)
  on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, description = excluded.description,
    description_en = excluded.description_en, category = excluded.category, required_plan = excluded.required_plan,
    sort_order = excluded.sort_order
  returning id
)
insert into public.gpt_assistant_details (assistant_id, url, instructions) select id, 'https://chatgpt.com/g/sanad-project-breakdown', 'قسّم المشروع إلى مراحل ومهام لا تتجاوز الواحدة منها يوم عمل.' from a
on conflict (assistant_id) do update set url = excluded.url, instructions = excluded.instructions;

insert into public.ai_tools (slug, name, name_en, category, description, description_en, url, pricing, icon, sort_order) values
  ('chatgpt', 'شات جي بي تي', 'ChatGPT', 'محادثة وكتابة', 'مساعد محادثة متعدد الاستخدامات من OpenAI', 'General-purpose chat assistant by OpenAI', 'https://chatgpt.com', 'freemium', 'message-square', 1),
  ('claude', 'كلود', 'Claude', 'محادثة وكتابة', 'مساعد ذكي من Anthropic ممتاز في النصوص الطويلة والتحليل', 'Anthropic assistant, strong with long documents and analysis', 'https://claude.ai', 'freemium', 'bot', 2),
  ('gemini', 'جيميناي', 'Gemini', 'محادثة وكتابة', 'مساعد جوجل المتكامل مع خدماتها', 'Google''s assistant integrated with its services', 'https://gemini.google.com', 'freemium', 'sparkles', 3),
  ('microsoft-copilot', 'مايكروسوفت كوبايلوت', 'Microsoft Copilot', 'محادثة وكتابة', 'مساعد مايكروسوفت داخل ويندوز وأوفيس', 'Microsoft''s assistant across Windows and Office', 'https://copilot.microsoft.com', 'freemium', null, 4),
  ('perplexity', 'بربلكسيتي', 'Perplexity', 'بحث', 'محرك إجابات يعرض المصادر مع كل إجابة', 'Answer engine that cites its sources', 'https://www.perplexity.ai', 'freemium', null, 5),
  ('midjourney', 'ميدجورني', 'Midjourney', 'صور', 'توليد صور فنية عالية الجودة من الوصف', 'High-quality image generation from text', 'https://www.midjourney.com', 'paid', 'image', 6),
  ('leonardo-ai', 'ليوناردو', 'Leonardo.Ai', 'صور', 'توليد الصور والأصول الإبداعية بتحكم عالٍ', 'Image and creative-asset generation with fine control', 'https://leonardo.ai', 'freemium', null, 7),
  ('adobe-firefly', 'أدوبي فايرفلاي', 'Adobe Firefly', 'صور', 'توليد وتعديل الصور ضمن منظومة أدوبي', 'Generative imaging inside the Adobe ecosystem', 'https://firefly.adobe.com', 'freemium', null, 8),
  ('canva', 'كانفا', 'Canva', 'تصميم', 'تصميم سريع مع أدوات ذكاء اصطناعي مدمجة ويدعم العربية', 'Quick design with built-in AI tools and Arabic support', 'https://www.canva.com', 'freemium', null, 9),
  ('runway', 'رنواي', 'Runway', 'فيديو', 'توليد وتحرير الفيديو بالذكاء الاصطناعي', 'AI video generation and editing', 'https://runwayml.com', 'freemium', null, 10),
  ('heygen', 'هاي جين', 'HeyGen', 'فيديو', 'فيديوهات بمقدم افتراضي ودبلجة بلغات منها العربية', 'Avatar videos and dubbing, Arabic included', 'https://www.heygen.com', 'freemium', null, 11),
  ('synthesia', 'سينثيزيا', 'Synthesia', 'فيديو', 'فيديوهات تدريبية بمقدمين افتراضيين', 'Training videos with AI presenters', 'https://www.synthesia.io', 'paid', null, 12),
  ('elevenlabs', 'إليفن لابز', 'ElevenLabs', 'صوت', 'تحويل النص إلى صوت طبيعي بعدة لغات', 'Natural text-to-speech in many languages', 'https://elevenlabs.io', 'freemium', null, 13),
  ('notion-ai', 'نوشن', 'Notion AI', 'إنتاجية', 'كتابة وتلخيص وتنظيم داخل مساحة عمل نوشن', 'Writing, summaries and organisation inside Notion', 'https://www.notion.com/product/ai', 'paid', null, 14),
  ('otter-ai', 'أوتر', 'Otter.ai', 'إنتاجية', 'تفريغ الاجتماعات وتلخيصها تلقائياً', 'Meeting transcription and summaries', 'https://otter.ai', 'freemium', null, 15),
  ('gamma', 'جاما', 'Gamma', 'عروض تقديمية', 'إنشاء عروض تقديمية ومستندات من فكرة مكتوبة', 'Presentations and docs from a written idea', 'https://gamma.app', 'freemium', null, 16),
  ('github-copilot', 'جيت هب كوبايلوت', 'GitHub Copilot', 'برمجة', 'مساعد برمجة داخل محرر الأكواد', 'Coding assistant inside the editor', 'https://github.com/features/copilot', 'freemium', null, 17),
  ('cursor', 'كيرسر', 'Cursor', 'برمجة', 'محرر أكواد مبني حول الذكاء الاصطناعي', 'AI-first code editor', 'https://cursor.com', 'freemium', null, 18),
  ('zapier', 'زابير', 'Zapier', 'أتمتة', 'ربط التطبيقات وأتمتة المهام دون برمجة', 'Connect apps and automate work without code', 'https://zapier.com', 'freemium', null, 19),
  ('make', 'ميك', 'Make', 'أتمتة', 'منصة أتمتة مرئية لسيناريوهات معقدة', 'Visual automation for complex scenarios', 'https://www.make.com', 'freemium', null, 20),
  ('n8n', 'إن إيت إن', 'n8n', 'أتمتة', 'أتمتة مفتوحة المصدر يمكن استضافتها ذاتياً', 'Open-source automation you can self-host', 'https://n8n.io', 'freemium', null, 21),
  ('deepl', 'ديب إل', 'DeepL', 'ترجمة', 'ترجمة عالية الدقة تدعم العربية', 'High-quality translation with Arabic support', 'https://www.deepl.com', 'freemium', null, 22),
  ('grammarly', 'جرامرلي', 'Grammarly', 'كتابة', 'تدقيق وتحسين الكتابة بالإنجليزية', 'English writing checks and improvements', 'https://www.grammarly.com', 'freemium', null, 23),
  ('hugging-face', 'هاغينغ فيس', 'Hugging Face', 'نماذج', 'منصة النماذج المفتوحة ومساحات التجربة', 'Hub of open models and demo spaces', 'https://huggingface.co', 'free', null, 24)
on conflict (slug) do update set name = excluded.name, name_en = excluded.name_en, category = excluded.category,
  description = excluded.description, description_en = excluded.description_en, url = excluded.url,
  pricing = excluded.pricing, icon = excluded.icon, sort_order = excluded.sort_order;

insert into public.automation_templates (slug, title, title_en, description, description_en, required_plan, steps) values
  ('lead-to-crm', 'من نموذج الموقع إلى نظام العملاء', 'Website form to CRM', 'كل طلب من نموذج الموقع يصل إلى نظام إدارة العملاء مع رسالة ترحيب تلقائية', 'Every website form lead lands in the CRM with an automatic welcome', 'advanced', '[{"title":"استقبال النموذج","description":"يُرسل نموذج الموقع البيانات عبر Webhook","tool":"Zapier"},{"title":"تنظيف البيانات","description":"توحيد رقم الجوال والبريد","tool":"Zapier"},{"title":"إنشاء العميل","description":"إضافة العميل المحتمل في CRM","tool":"HubSpot"},{"title":"رسالة ترحيب","description":"إرسال بريد ترحيبي مخصص","tool":"Gmail"}]'::jsonb),
  ('social-repurpose', 'إعادة تدوير المحتوى للمنصات', 'Content repurposing', 'حوّل كل مقال جديد إلى منشورات لتويتر ولينكدإن وإنستغرام', 'Turn each new article into posts for X, LinkedIn and Instagram', 'premium', '[{"title":"مراقبة المدونة","description":"رصد مقال جديد عبر RSS","tool":"Make"},{"title":"التلخيص","description":"توليد 3 منشورات بأطوال مختلفة","tool":"ChatGPT"},{"title":"التصميم","description":"إنشاء صورة من قالب","tool":"Canva"},{"title":"الجدولة","description":"جدولة النشر على المنصات","tool":"Buffer"}]'::jsonb),
  ('support-triage', 'فرز رسائل الدعم تلقائياً', 'Support triage', 'تصنيف رسائل العملاء حسب الموضوع والأولوية وتوجيهها للفريق المناسب', 'Classify customer messages by topic and urgency and route them', 'premium', '[{"title":"استقبال الرسالة","description":"رسالة جديدة في بريد الدعم","tool":"Gmail"},{"title":"التصنيف","description":"تحديد الموضوع والمشاعر والأولوية","tool":"Claude"},{"title":"التوجيه","description":"إنشاء تذكرة في القناة المناسبة","tool":"n8n"},{"title":"الرد الأولي","description":"إرسال رد تأكيد بمدة المعالجة المتوقعة","tool":"Gmail"}]'::jsonb),
  ('weekly-report', 'تقرير أداء أسبوعي تلقائي', 'Automatic weekly report', 'جمع أرقام المبيعات والإعلانات في تقرير يصل كل أحد صباحاً', 'Sales and ads numbers compiled into a report every Sunday morning', 'advanced', '[{"title":"جمع البيانات","description":"سحب أرقام الأسبوع من المتجر والإعلانات","tool":"Make"},{"title":"التحليل","description":"استخراج أهم 5 ملاحظات","tool":"ChatGPT"},{"title":"التنسيق","description":"بناء التقرير في مستند","tool":"Google Docs"},{"title":"الإرسال","description":"إرسال التقرير للإدارة","tool":"Slack"}]'::jsonb),
  ('meeting-followup', 'متابعة الاجتماعات', 'Meeting follow-up', 'تفريغ الاجتماع وإرسال المحضر والمهام للحضور تلقائياً', 'Transcribe meetings and send minutes and tasks to attendees', 'lifetime', '[{"title":"التسجيل والتفريغ","description":"تفريغ الاجتماع نصياً","tool":"Otter.ai"},{"title":"المحضر","description":"استخراج القرارات والمهام","tool":"Claude"},{"title":"المهام","description":"إنشاء المهام بالمسؤول والموعد","tool":"Notion"},{"title":"الإرسال","description":"بريد للحضور بالمحضر","tool":"Gmail"}]'::jsonb)
on conflict (slug) do update set title = excluded.title, title_en = excluded.title_en, description = excluded.description,
  description_en = excluded.description_en, required_plan = excluded.required_plan, steps = excluded.steps;

insert into public.referral_codes (code, description, max_uses) values
  ('SANAD2026', 'رمز الإطلاق العام', null),
  ('EARLYBIRD', 'المشتركون الأوائل (100 مقعد)', 100)
on conflict (code) do nothing;
