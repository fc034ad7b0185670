// The seeded catalogue content (real, editable copy). scripts/generate-catalogue.mjs turns it
// into SQL for supabase/seed.sql. Prompt bodies use {{key}} or {{key|default}} placeholders.
import { readdirSync } from 'node:fs'
import { extraAssistants, extraTemplates, extraTools } from './catalogue-extra.mjs'

export const icons = [
  ['message-square', 'ChatGPT', 'MessageSquare'],
  ['sparkles', 'Gemini', 'Sparkles'],
  ['image', 'Midjourney', 'Image'],
  ['bot', 'Claude', 'Bot'],
  ['megaphone', 'تسويق', 'Megaphone'],
  ['briefcase', 'إدارة الأعمال', 'Briefcase'],
  ['pen-line', 'كتابة المحتوى', 'PenLine'],
  ['bar-chart-3', 'تحليل البيانات', 'BarChart3'],
  ['search', 'تحسين محركات البحث', 'Search'],
  ['rocket', 'ريادة الأعمال', 'Rocket'],
  ['target', 'إعلانات', 'Target'],
  ['map', 'خطط', 'Map'],
  ['mail', 'بريد', 'Mail'],
  ['lightbulb', 'أفكار', 'Lightbulb'],
  ['list-checks', 'مهام', 'ListChecks'],
]

export const platforms = [
  ['chatgpt', 'شات جي بي تي', 'ChatGPT', 'message-square', true, 1],
  ['gemini', 'جيميناي', 'Gemini', 'sparkles', true, 2],
  ['midjourney', 'ميدجورني', 'Midjourney', 'image', true, 3],
  ['claude', 'كلود', 'Claude', 'bot', true, 4],
]

// id, name, name_en, description, description_en, platforms, total_count, icon
export const promptCategories = [
  [
    'marketing',
    'التسويق',
    'Marketing',
    'أوامر لخطط التسويق والحملات والإعلانات ووسائل التواصل',
    'Prompts for marketing plans, campaigns, ads and social media',
    ['chatgpt', 'gemini', 'claude', 'midjourney'],
    5000,
    'megaphone',
  ],
  [
    'business-management',
    'إدارة الأعمال',
    'Business management',
    'أوامر للتخطيط والعمليات والموارد البشرية واتخاذ القرار',
    'Prompts for planning, operations, HR and decision making',
    ['chatgpt', 'gemini', 'claude'],
    4500,
    'briefcase',
  ],
  [
    'content-writing',
    'كتابة المحتوى',
    'Content writing',
    'أوامر لكتابة المقالات والنصوص الإعلانية والبريد والسيناريوهات',
    'Prompts for articles, copy, e-mail and scripts',
    ['chatgpt', 'gemini', 'claude'],
    8000,
    'pen-line',
  ],
  [
    'data-analysis',
    'تحليل البيانات',
    'Data analysis',
    'أوامر لتحليل الأرقام والتقارير ولوحات المؤشرات',
    'Prompts for analysing numbers, reports and dashboards',
    ['chatgpt', 'gemini', 'claude'],
    3500,
    'bar-chart-3',
  ],
  [
    'seo',
    'تحسين محركات البحث',
    'SEO',
    'أوامر للكلمات المفتاحية وهيكلة المحتوى وتحسين الظهور',
    'Prompts for keywords, content structure and search visibility',
    ['chatgpt', 'gemini', 'claude'],
    4000,
    'search',
  ],
  [
    'entrepreneurship-sales',
    'ريادة الأعمال والمبيعات',
    'Entrepreneurship and sales',
    'أوامر لأفكار المشاريع ونماذج العمل والمبيعات والتفاوض',
    'Prompts for business ideas, models, sales and negotiation',
    ['chatgpt', 'gemini', 'claude'],
    5000,
    'rocket',
  ],
]

export const assistantCategories = [
  [
    'advertising',
    'الإعلانات',
    'Advertising',
    'مساعدون لكتابة الإعلانات وتحسين الحملات',
    'Assistants for ad copy and campaign tuning',
    15,
    'target',
  ],
  [
    'marketing-plans',
    'الخطط التسويقية',
    'Marketing plans',
    'مساعدون لبناء الخطط التسويقية',
    'Assistants that build marketing plans',
    15,
    'map',
  ],
  [
    'email-optimization',
    'تحسين البريد الإلكتروني',
    'E-mail optimisation',
    'مساعدون لرسائل البريد والحملات البريدية',
    'Assistants for e-mails and e-mail campaigns',
    15,
    'mail',
  ],
  [
    'business-ideas',
    'أفكار المشاريع',
    'Business ideas',
    'مساعدون لتوليد أفكار المشاريع وتقييمها',
    'Assistants that generate and assess business ideas',
    20,
    'lightbulb',
  ],
  [
    'task-organization',
    'تنظيم المهام',
    'Task organisation',
    'مساعدون لتنظيم الوقت والمهام والاجتماعات',
    'Assistants for time, tasks and meetings',
    15,
    'list-checks',
  ],
  [
    'hr',
    'الموارد البشرية',
    'Human resources',
    'مساعدون للتوظيف والأوصاف الوظيفية والسياسات وتخطيط التوطين وتقييم الأداء',
    'Assistants for hiring, job descriptions, policies, Saudization planning and performance',
    15,
    'briefcase',
  ],
  [
    'sales-service',
    'المبيعات وخدمة العملاء',
    'Sales and customer service',
    'مساعدون لنصوص البيع والعروض والمتابعة والتفاوض وخدمة العملاء',
    'Assistants for sales scripts, proposals, follow-up, negotiation and customer service',
    15,
    'rocket',
  ],
]

// Every prompt lives in a scripts/catalogue/prompts-*.mjs file (each exports arrays of prompts):
// slug, category, plan, platforms, sectors, title, titleEn, description, tags, body, asks and
// example (issue 44; the format and the quality gate are in docs/catalogue.md). `plan` is the
// editorial tier the prompt was written for; only 'trial' matters to access: it puts the prompt in
// the trial sample (prompts.trial_sample). Everything else is opened by the entitlement rule from
// the prompt's platforms and category (docs/entitlements.md). The first library's file comes first
// so "newest first" keeps its order.
const promptDir = new URL('./catalogue/', import.meta.url)
const promptFiles = readdirSync(promptDir)
  .filter((name) => /^prompts-.*\.mjs$/.test(name))
  .sort((a, b) =>
    a === 'prompts-core.mjs' ? -1 : b === 'prompts-core.mjs' ? 1 : a.localeCompare(b),
  )
export const prompts = []
for (const name of promptFiles) {
  const module = await import(new URL(name, promptDir).href)
  for (const list of Object.values(module)) if (Array.isArray(list)) prompts.push(...list)
}

// slug, category, plan, name, name_en, description, description_en, url, instructions
export const assistants = [
  [
    'ad-copy-pro',
    'advertising',
    'premium',
    'كاتب الإعلانات المحترف',
    'Ad Copy Pro',
    'يكتب نصوص إعلانات ممولة لسناب وتيك توك وميتا بصيغ متعددة للاختبار',
    'Writes paid-ad copy for Snap, TikTok and Meta in many variants for testing',
    'https://chatgpt.com/g/sanad-ad-copy-pro',
    'أنت كاتب إعلانات سعودي محترف. اسأل عن المنتج والجمهور والعرض ثم اكتب 5 صيغ قصيرة لكل منصة.',
  ],
  [
    'campaign-optimizer',
    'advertising',
    'premium',
    'محسّن الحملات الإعلانية',
    'Campaign Optimizer',
    'يقرأ أرقام حملتك ويقترح تعديلات على الاستهداف والميزانية والإبداع',
    'Reads your campaign numbers and suggests targeting, budget and creative changes',
    'https://chatgpt.com/g/sanad-campaign-optimizer',
    'حلل أرقام الحملة (الظهور، النقرات، التكلفة، التحويلات) واقترح 5 تعديلات مرتبة حسب الأثر.',
  ],
  [
    'marketing-plan-builder',
    'marketing-plans',
    'premium',
    'باني الخطة التسويقية',
    'Marketing Plan Builder',
    'يبني خطة تسويقية كاملة من أسئلة بسيطة عن نشاطك',
    'Builds a full marketing plan from a few questions about your business',
    'https://chatgpt.com/g/sanad-marketing-plan',
    'اطرح 7 أسئلة عن النشاط ثم ابنِ خطة 90 يوماً بالقنوات والميزانية والمؤشرات.',
  ],
  [
    'launch-planner',
    'marketing-plans',
    'lifetime',
    'مخطط إطلاق المنتجات',
    'Launch Planner',
    'خطة إطلاق منتج من قبل الإطلاق بشهر حتى بعده بشهر',
    'A product launch plan from a month before to a month after',
    'https://chatgpt.com/g/sanad-launch-planner',
    'ابنِ جدول إطلاق أسبوعياً بالمهام والمحتوى والمسؤوليات.',
  ],
  [
    'email-subject-doctor',
    'email-optimization',
    'premium',
    'طبيب عناوين البريد',
    'E-mail Subject Doctor',
    'يحسّن عناوين رسائلك لرفع نسبة الفتح ويشرح السبب',
    'Improves e-mail subject lines for open rate and explains why',
    'https://chatgpt.com/g/sanad-subject-doctor',
    'قيّم العنوان من 10 واقترح 10 بدائل بأساليب مختلفة.',
  ],
  [
    'newsletter-writer',
    'email-optimization',
    'premium',
    'كاتب النشرات البريدية',
    'Newsletter Writer',
    'يحول أخبارك الأسبوعية إلى نشرة بريدية ممتعة',
    'Turns your weekly news into an engaging newsletter',
    'https://chatgpt.com/g/sanad-newsletter',
    'اكتب نشرة أقل من 350 كلمة بقصة رئيسية و3 نقاط ودعوة واحدة.',
  ],
  [
    'idea-validator',
    'business-ideas',
    'premium',
    'مقيّم أفكار المشاريع',
    'Idea Validator',
    'يختبر فكرتك بأسئلة صعبة ويعطيك تجارب تحقق رخيصة',
    'Stress-tests your idea and proposes cheap validation experiments',
    'https://chatgpt.com/g/sanad-idea-validator',
    'كن ناقداً بنّاءً. حدد أخطر الافتراضات واقترح تجربة لكل منها.',
  ],
  [
    'niche-finder',
    'business-ideas',
    'premium',
    'مكتشف الفرص المتخصصة',
    'Niche Finder',
    'يقترح أسواقاً متخصصة غير مخدومة في الخليج بناءً على مهاراتك',
    'Suggests under-served Gulf niches from your skills',
    'https://chatgpt.com/g/sanad-niche-finder',
    'اسأل عن المهارات ورأس المال ثم اقترح 10 فرص مع تقدير الطلب.',
  ],
  [
    'franchise-advisor',
    'business-ideas',
    'lifetime',
    'مستشار الامتياز التجاري',
    'Franchise Advisor',
    'يساعدك في تقييم شراء امتياز أو منحه',
    'Helps you assess buying or granting a franchise',
    'https://chatgpt.com/g/sanad-franchise',
    'قيّم الامتياز بخمسة محاور وأعطِ درجة وتوصية.',
  ],
  [
    'weekly-planner',
    'task-organization',
    'premium',
    'مخطط الأسبوع الذكي',
    'Smart Weekly Planner',
    'ينظم مهامك الأسبوعية حسب الأولوية والطاقة والمواعيد',
    'Organises your week by priority, energy and deadlines',
    'https://chatgpt.com/g/sanad-weekly-planner',
    'صنّف المهام بمصفوفة أيزنهاور ثم وزعها على أيام الأسبوع.',
  ],
  [
    'meeting-minutes',
    'task-organization',
    'premium',
    'كاتب محاضر الاجتماعات',
    'Meeting Minutes',
    'يحول ملاحظات الاجتماع إلى محضر وقرارات ومهام',
    'Turns meeting notes into minutes, decisions and tasks',
    'https://chatgpt.com/g/sanad-meeting-minutes',
    'استخرج القرارات والمهام بالمسؤول والموعد بصيغة جدول.',
  ],
  [
    'project-breakdown',
    'task-organization',
    'lifetime',
    'مفكك المشاريع',
    'Project Breakdown',
    'يقسم أي مشروع كبير إلى مراحل ومهام قابلة للتنفيذ',
    'Breaks any big project into phases and actionable tasks',
    'https://chatgpt.com/g/sanad-project-breakdown',
    'قسّم المشروع إلى مراحل ومهام لا تتجاوز الواحدة منها يوم عمل.',
  ],
]

// slug, name, name_en, category, description, description_en, url, pricing, icon
export const aiTools = [
  [
    'chatgpt',
    'شات جي بي تي',
    'ChatGPT',
    'محادثة وكتابة',
    'مساعد محادثة متعدد الاستخدامات من OpenAI',
    'General-purpose chat assistant by OpenAI',
    'https://chatgpt.com',
    'freemium',
    'message-square',
  ],
  [
    'claude',
    'كلود',
    'Claude',
    'محادثة وكتابة',
    'مساعد ذكي من Anthropic ممتاز في النصوص الطويلة والتحليل',
    'Anthropic assistant, strong with long documents and analysis',
    'https://claude.ai',
    'freemium',
    'bot',
  ],
  [
    'gemini',
    'جيميناي',
    'Gemini',
    'محادثة وكتابة',
    'مساعد جوجل المتكامل مع خدماتها',
    "Google's assistant integrated with its services",
    'https://gemini.google.com',
    'freemium',
    'sparkles',
  ],
  [
    'microsoft-copilot',
    'مايكروسوفت كوبايلوت',
    'Microsoft Copilot',
    'محادثة وكتابة',
    'مساعد مايكروسوفت داخل ويندوز وأوفيس',
    "Microsoft's assistant across Windows and Office",
    'https://copilot.microsoft.com',
    'freemium',
    null,
  ],
  [
    'perplexity',
    'بربلكسيتي',
    'Perplexity',
    'بحث',
    'محرك إجابات يعرض المصادر مع كل إجابة',
    'Answer engine that cites its sources',
    'https://www.perplexity.ai',
    'freemium',
    null,
  ],
  [
    'midjourney',
    'ميدجورني',
    'Midjourney',
    'صور',
    'توليد صور فنية عالية الجودة من الوصف',
    'High-quality image generation from text',
    'https://www.midjourney.com',
    'paid',
    'image',
  ],
  [
    'leonardo-ai',
    'ليوناردو',
    'Leonardo.Ai',
    'صور',
    'توليد الصور والأصول الإبداعية بتحكم عالٍ',
    'Image and creative-asset generation with fine control',
    'https://leonardo.ai',
    'freemium',
    null,
  ],
  [
    'adobe-firefly',
    'أدوبي فايرفلاي',
    'Adobe Firefly',
    'صور',
    'توليد وتعديل الصور ضمن منظومة أدوبي',
    'Generative imaging inside the Adobe ecosystem',
    'https://firefly.adobe.com',
    'freemium',
    null,
  ],
  [
    'canva',
    'كانفا',
    'Canva',
    'تصميم',
    'تصميم سريع مع أدوات ذكاء اصطناعي مدمجة ويدعم العربية',
    'Quick design with built-in AI tools and Arabic support',
    'https://www.canva.com',
    'freemium',
    null,
  ],
  [
    'runway',
    'رنواي',
    'Runway',
    'فيديو',
    'توليد وتحرير الفيديو بالذكاء الاصطناعي',
    'AI video generation and editing',
    'https://runwayml.com',
    'freemium',
    null,
  ],
  [
    'heygen',
    'هاي جين',
    'HeyGen',
    'فيديو',
    'فيديوهات بمقدم افتراضي ودبلجة بلغات منها العربية',
    'Avatar videos and dubbing, Arabic included',
    'https://www.heygen.com',
    'freemium',
    null,
  ],
  [
    'synthesia',
    'سينثيزيا',
    'Synthesia',
    'فيديو',
    'فيديوهات تدريبية بمقدمين افتراضيين',
    'Training videos with AI presenters',
    'https://www.synthesia.io',
    'paid',
    null,
  ],
  [
    'elevenlabs',
    'إليفن لابز',
    'ElevenLabs',
    'صوت',
    'تحويل النص إلى صوت طبيعي بعدة لغات',
    'Natural text-to-speech in many languages',
    'https://elevenlabs.io',
    'freemium',
    null,
  ],
  [
    'notion-ai',
    'نوشن',
    'Notion AI',
    'إنتاجية',
    'كتابة وتلخيص وتنظيم داخل مساحة عمل نوشن',
    'Writing, summaries and organisation inside Notion',
    'https://www.notion.com/product/ai',
    'paid',
    null,
  ],
  [
    'otter-ai',
    'أوتر',
    'Otter.ai',
    'إنتاجية',
    'تفريغ الاجتماعات وتلخيصها تلقائياً',
    'Meeting transcription and summaries',
    'https://otter.ai',
    'freemium',
    null,
  ],
  [
    'gamma',
    'جاما',
    'Gamma',
    'عروض تقديمية',
    'إنشاء عروض تقديمية ومستندات من فكرة مكتوبة',
    'Presentations and docs from a written idea',
    'https://gamma.app',
    'freemium',
    null,
  ],
  [
    'github-copilot',
    'جيت هب كوبايلوت',
    'GitHub Copilot',
    'برمجة',
    'مساعد برمجة داخل محرر الأكواد',
    'Coding assistant inside the editor',
    'https://github.com/features/copilot',
    'freemium',
    null,
  ],
  [
    'cursor',
    'كيرسر',
    'Cursor',
    'برمجة',
    'محرر أكواد مبني حول الذكاء الاصطناعي',
    'AI-first code editor',
    'https://cursor.com',
    'freemium',
    null,
  ],
  [
    'zapier',
    'زابير',
    'Zapier',
    'أتمتة',
    'ربط التطبيقات وأتمتة المهام دون برمجة',
    'Connect apps and automate work without code',
    'https://zapier.com',
    'freemium',
    null,
  ],
  [
    'make',
    'ميك',
    'Make',
    'أتمتة',
    'منصة أتمتة مرئية لسيناريوهات معقدة',
    'Visual automation for complex scenarios',
    'https://www.make.com',
    'freemium',
    null,
  ],
  [
    'n8n',
    'إن إيت إن',
    'n8n',
    'أتمتة',
    'أتمتة مفتوحة المصدر يمكن استضافتها ذاتياً',
    'Open-source automation you can self-host',
    'https://n8n.io',
    'freemium',
    null,
  ],
  [
    'deepl',
    'ديب إل',
    'DeepL',
    'ترجمة',
    'ترجمة عالية الدقة تدعم العربية',
    'High-quality translation with Arabic support',
    'https://www.deepl.com',
    'freemium',
    null,
  ],
  [
    'grammarly',
    'جرامرلي',
    'Grammarly',
    'كتابة',
    'تدقيق وتحسين الكتابة بالإنجليزية',
    'English writing checks and improvements',
    'https://www.grammarly.com',
    'freemium',
    null,
  ],
  [
    'hugging-face',
    'هاغينغ فيس',
    'Hugging Face',
    'نماذج',
    'منصة النماذج المفتوحة ومساحات التجربة',
    'Hub of open models and demo spaces',
    'https://huggingface.co',
    'free',
    null,
  ],
]

// slug, title, title_en, description, description_en, required_plan, steps[[title, description, tool]]
export const automationTemplates = [
  [
    'lead-to-crm',
    'من نموذج الموقع إلى نظام العملاء',
    'Website form to CRM',
    'كل طلب من نموذج الموقع يصل إلى نظام إدارة العملاء مع رسالة ترحيب تلقائية',
    'Every website form lead lands in the CRM with an automatic welcome',
    'advanced',
    [
      ['استقبال النموذج', 'يُرسل نموذج الموقع البيانات عبر Webhook', 'Zapier'],
      ['تنظيف البيانات', 'توحيد رقم الجوال والبريد', 'Zapier'],
      ['إنشاء العميل', 'إضافة العميل المحتمل في CRM', 'HubSpot'],
      ['رسالة ترحيب', 'إرسال بريد ترحيبي مخصص', 'Gmail'],
    ],
  ],
  [
    'social-repurpose',
    'إعادة تدوير المحتوى للمنصات',
    'Content repurposing',
    'حوّل كل مقال جديد إلى منشورات لتويتر ولينكدإن وإنستغرام',
    'Turn each new article into posts for X, LinkedIn and Instagram',
    'premium',
    [
      ['مراقبة المدونة', 'رصد مقال جديد عبر RSS', 'Make'],
      ['التلخيص', 'توليد 3 منشورات بأطوال مختلفة', 'ChatGPT'],
      ['التصميم', 'إنشاء صورة من قالب', 'Canva'],
      ['الجدولة', 'جدولة النشر على المنصات', 'Buffer'],
    ],
  ],
  [
    'support-triage',
    'فرز رسائل الدعم تلقائياً',
    'Support triage',
    'تصنيف رسائل العملاء حسب الموضوع والأولوية وتوجيهها للفريق المناسب',
    'Classify customer messages by topic and urgency and route them',
    'premium',
    [
      ['استقبال الرسالة', 'رسالة جديدة في بريد الدعم', 'Gmail'],
      ['التصنيف', 'تحديد الموضوع والمشاعر والأولوية', 'Claude'],
      ['التوجيه', 'إنشاء تذكرة في القناة المناسبة', 'n8n'],
      ['الرد الأولي', 'إرسال رد تأكيد بمدة المعالجة المتوقعة', 'Gmail'],
    ],
  ],
  [
    'weekly-report',
    'تقرير أداء أسبوعي تلقائي',
    'Automatic weekly report',
    'جمع أرقام المبيعات والإعلانات في تقرير يصل كل أحد صباحاً',
    'Sales and ads numbers compiled into a report every Sunday morning',
    'advanced',
    [
      ['جمع البيانات', 'سحب أرقام الأسبوع من المتجر والإعلانات', 'Make'],
      ['التحليل', 'استخراج أهم 5 ملاحظات', 'ChatGPT'],
      ['التنسيق', 'بناء التقرير في مستند', 'Google Docs'],
      ['الإرسال', 'إرسال التقرير للإدارة', 'Slack'],
    ],
  ],
  [
    'meeting-followup',
    'متابعة الاجتماعات',
    'Meeting follow-up',
    'تفريغ الاجتماع وإرسال المحضر والمهام للحضور تلقائياً',
    'Transcribe meetings and send minutes and tasks to attendees',
    'lifetime',
    [
      ['التسجيل والتفريغ', 'تفريغ الاجتماع نصياً', 'Otter.ai'],
      ['المحضر', 'استخراج القرارات والمهام', 'Claude'],
      ['المهام', 'إنشاء المهام بالمسؤول والموعد', 'Notion'],
      ['الإرسال', 'بريد للحضور بالمحضر', 'Gmail'],
    ],
  ],
]

// code, description, max_uses
export const referralCodes = [
  ['SANAD2026', 'رمز الإطلاق العام', null],
  ['EARLYBIRD', 'المشتركون الأوائل (100 مقعد)', 100],
]

// More assistants, tools and templates (scripts/catalogue-extra.mjs).
assistants.push(...extraAssistants)
aiTools.push(...extraTools)
automationTemplates.push(...extraTemplates)

/*
 * One shape for each kind (issue 44). The library's files in scripts/catalogue/ hold objects:
 *   assistants.mjs  { slug, category, name, nameEn, description, descriptionEn, url (a published
 *                     GPT https://chatgpt.com/g/g-… or null: a placeholder for the admin),
 *                     instructions, starters: [] }
 *   tools.mjs       { slug, name, nameEn, category, description, descriptionEn, website, pricing,
 *                     icon, guide, arabicSupport ('full'|'partial'|'none'), pricingNotes, tips }
 *   templates.mjs   { slug, title, titleEn, description, descriptionEn,
 *                     steps: [[title, description, tool]], workflowFormat ('n8n'|'make'), workflow }
 * When such a file exists it is the whole list; the older arrays above are read otherwise.
 */
const libraryFile = async (name) => {
  try {
    return await import(new URL(name, promptDir).href)
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null
    throw error
  }
}
const assistantFile = await libraryFile('assistants.mjs')
const toolFile = await libraryFile('tools.mjs')
const templateFile = await libraryFile('templates.mjs')

export const assistantList = assistantFile
  ? assistantFile.assistants
  : assistants.map(
      ([slug, category, , name, nameEn, description, descriptionEn, url, instructions]) => ({
        slug,
        category,
        name,
        nameEn,
        description,
        descriptionEn,
        url,
        instructions,
        starters: [],
      }),
    )
export const toolList = toolFile
  ? toolFile.tools
  : aiTools.map(
      ([slug, name, nameEn, category, description, descriptionEn, website, pricing, icon]) => ({
        slug,
        name,
        nameEn,
        category,
        description,
        descriptionEn,
        website,
        pricing,
        icon,
        guide: null,
        arabicSupport: null,
        pricingNotes: null,
        tips: null,
      }),
    )
export const templateList = templateFile
  ? templateFile.templates
  : automationTemplates.map(([slug, title, titleEn, description, descriptionEn, , steps]) => ({
      slug,
      title,
      titleEn,
      description,
      descriptionEn,
      steps,
      workflowFormat: null,
      workflow: null,
    }))
