// The judged query set for prompt search (issue 29): what people type, and which prompts of the
// seeded library (supabase/seed.sql, 307 prompts) answer what they mean. Judged by meaning, from
// the prompts' subjects — never from what a search function returns.
//
// Each query names its relevant prompts with any of:
//   cats      every prompt of these categories
//   slug      a regular expression over "slug English-title" (lower case): prompts about the subject
//   ar        a regular expression over the normalised Arabic title, tags and description
//   platform  every prompt for this platform
// `namesCategory` marks the queries that name a category (recall@50 is measured on them).
//
// Metrics (bench/relevance.mjs): precision@10 = relevant results in the first 10 / min(10, number
// of relevant prompts); recall@50 = relevant results in the first 50 / relevant prompts;
// zero-result rate = queries with no result at all.

const instagram = /instagram/
const ads = /\bad\b|ads\b|ad-|paid|retarget|creative|ugc|billboard|campaign|roas|ad spend/
const social =
  /social|instagram|tiktok|snapchat|x-thread|x-trend|linkedin|carousel|influencer|ugc|whatsapp|trend|crisis|caption|youtube/
const email = /e-mail|email|newsletter|mail/
const hr =
  /job|hiring|performance-review|probation|salary|end-of-service|warning|exit-interview|headcount|succession|training|recognition|one-on-one|saudi[sz]ation|shift|absence|org-structure|offer-letter|employee|difficult-conversation|delegation/
const budget = /budget/
const invoices = /invoice|e-?invoicing|receivable|vat|basket/
const article =
  /article|blog|op-ed|help-center|content-repurpose|interview-to-article|glossary|seo-article-brief/
const productCopy =
  /product-description|packaging|marketplace-listing|category-page|product description/
const competitors = /competitor|competitive|battlecard|keyword-gap|comparison/
const store =
  /store|abandoned-cart|checkout|product-description|category-page|marketplace|cash-on-delivery|cod-|e-commerce|return-policy/
const marketingPlan =
  /marketing-plan|market-entry|abm|budget-split|seasons-calendar|campaign-launch|grand-opening|marketing plan/
const businessPlan =
  /business-model|business plan|pitch-deck|business-ideas|mvp|business-setup|first-ten|smoke-test|market-research|canvas/
const keywords = /keyword/
const sales =
  /sales|sell|selling|deal|objection|negotiation|buyer|cold-email|upsell|commission|pipeline|quotation|followup|tender|reseller|listing|cancellation|lead-scoring|icp|battlecard|elevator|account|handoff|win-loss|trade-show-sales|price-inquiry|corporate-seasonal/
const contentPlan =
  /content-calendar|content-pillars|tiktok|instagram|snapchat|carousel|x-thread|repurpose|social/

export const judgedQueries = [
  // ---- naming a category: formal, dialect, English
  { q: 'تسويق', cats: ['marketing'], namesCategory: true },
  { q: 'التسويق', cats: ['marketing'], namesCategory: true },
  { q: 'marketing', cats: ['marketing'], namesCategory: true },
  { q: 'Marketing prompts', cats: ['marketing'], namesCategory: true },
  { q: 'ابغى اوامر تسويق', cats: ['marketing'], namesCategory: true },
  { q: 'عطني برومبتات تسويقية', cats: ['marketing'], namesCategory: true },
  { q: 'تسويق رقمي', cats: ['marketing'], namesCategory: true },
  { q: 'تحسين محركات البحث', cats: ['seo'], namesCategory: true },
  { q: 'سيو', cats: ['seo'], namesCategory: true },
  { q: 'SEO', cats: ['seo'], namesCategory: true },
  { q: 'ابي اوامر سيو', cats: ['seo'], namesCategory: true },
  { q: 'كتابة محتوى', cats: ['content-writing'], namesCategory: true },
  { q: 'كتابة المحتوى', cats: ['content-writing'], namesCategory: true },
  { q: 'صناعة المحتوى', cats: ['content-writing'], namesCategory: true },
  { q: 'content writing', cats: ['content-writing'], namesCategory: true },
  { q: 'copywriting', cats: ['content-writing'], namesCategory: true },
  { q: 'تحليل البيانات', cats: ['data-analysis'], namesCategory: true },
  { q: 'تحليل بيانات', cats: ['data-analysis'], namesCategory: true },
  { q: 'data analysis', cats: ['data-analysis'], namesCategory: true },
  { q: 'إدارة الأعمال', cats: ['business-management'], namesCategory: true },
  { q: 'ادارة اعمال', cats: ['business-management'], namesCategory: true },
  { q: 'business management', cats: ['business-management'], namesCategory: true },
  { q: 'ريادة الأعمال', cats: ['entrepreneurship-sales'], namesCategory: true },
  { q: 'ريادة اعمال', cats: ['entrepreneurship-sales'], namesCategory: true },
  { q: 'entrepreneurship', cats: ['entrepreneurship-sales'], namesCategory: true },
  { q: 'المبيعات', cats: ['entrepreneurship-sales'], slug: sales, namesCategory: true },
  { q: 'مبيعات', cats: ['entrepreneurship-sales'], slug: sales, namesCategory: true },
  { q: 'sales', cats: ['entrepreneurship-sales'], slug: sales, namesCategory: true },
  // ---- the examples and their neighbours
  { q: 'ابي اعلانات انستقرام', slug: new RegExp(`${instagram.source}|${ads.source}`) },
  { q: 'اعلانات انستغرام', slug: new RegExp(`${instagram.source}|${ads.source}`) },
  { q: 'instagram ads', slug: new RegExp(`${instagram.source}|${ads.source}`) },
  { q: 'انستقرام', slug: instagram, ar: /انستغرام|انستقرام/ },
  { q: 'إنستغرام', slug: instagram, ar: /انستغرام|انستقرام/ },
  { q: 'instagram', slug: instagram, ar: /انستغرام|انستقرام/ },
  { q: 'سوشيال ميديا', slug: social },
  { q: 'وسائل التواصل الاجتماعي', slug: social },
  { q: 'social media', slug: social },
  { q: 'خطة عمل', slug: businessPlan },
  { q: 'business plan', slug: businessPlan },
  { q: 'إعلانات', slug: ads },
  { q: 'ads', slug: ads },
  // ---- channels and platforms
  { q: 'تيك توك', slug: /tiktok|short-video/ },
  { q: 'tiktok', slug: /tiktok|short-video/ },
  { q: 'سناب شات', slug: /snapchat/ },
  { q: 'لينكد ان', slug: /linkedin/ },
  { q: 'واتساب', slug: /whatsapp/ },
  { q: 'whatsapp', slug: /whatsapp/ },
  { q: 'يوتيوب', slug: /youtube/ },
  { q: 'youtube', slug: /youtube/ },
  { q: 'ايميل', slug: email },
  { q: 'بريد إلكتروني', slug: email },
  { q: 'email marketing', slug: email },
  { q: 'نشرة بريدية', slug: email },
  { q: 'ميدجورني', platform: 'midjourney' },
  { q: 'midjourney', platform: 'midjourney' },
  // ---- marketing and SEO subjects
  { q: 'خطة تسويقية', slug: marketingPlan },
  { q: 'marketing plan', slug: marketingPlan },
  { q: 'كلمات مفتاحية', slug: keywords },
  { q: 'keywords', slug: keywords },
  { q: 'مؤثرين', slug: /influencer|ugc/ },
  { q: 'رمضان', slug: /ramadan|occasion-greetings|hijri/ },
  { q: 'اليوم الوطني', slug: /national-day/ },
  { q: 'الجمعة البيضاء', slug: /white-friday/ },
  { q: 'تحليل المنافسين', slug: competitors },
  { q: 'competitor analysis', slug: competitors },
  // ---- content
  { q: 'مقال', slug: article },
  { q: 'مقالات مدونة', slug: article },
  { q: 'وصف منتج', slug: productCopy },
  { q: 'product description', slug: productCopy },
  { q: 'بيان صحفي', slug: /press-release|media-pitch/ },
  { q: 'press release', slug: /press-release|media-pitch/ },
  { q: 'صفحة هبوط', slug: /landing-page/ },
  { q: 'landing page', slug: /landing-page/ },
  // ---- HR, finance, management
  { q: 'موارد بشرية', slug: hr },
  { q: 'الموارد البشرية', slug: hr },
  { q: 'HR', slug: hr },
  { q: 'توظيف', slug: /job|hiring|probation|headcount|saudi[sz]ation|offer/ },
  { q: 'رواتب', slug: /salary|payroll|end-of-service|offer-letter|commission|headcount/ },
  {
    q: 'تقييم أداء الموظفين',
    slug: /performance-review|probation|sales-rep-performance|one-on-one/,
  },
  { q: 'ميزانية', slug: budget },
  { q: 'budget', slug: budget },
  { q: 'التدفق النقدي', slug: /cash-flow|petty-cash|receivable/ },
  { q: 'cash flow', slug: /cash-flow|petty-cash|receivable/ },
  { q: 'ضريبة القيمة المضافة', slug: /vat|zatca/ },
  { q: 'فواتير', slug: invoices },
  { q: 'اكسل', slug: /excel|spreadsheet|python-file/ },
  { q: 'excel', slug: /excel|spreadsheet|python-file/ },
  { q: 'لوحة مؤشرات', slug: /dashboard|kpi/ },
  { q: 'dashboard', slug: /dashboard|kpi/ },
  { q: 'اجتماع', slug: /meeting|one-on-one|agenda|retreat/ },
  { q: 'تحليل سوات', slug: /swot/ },
  { q: 'SWOT', slug: /swot/ },
  { q: 'عقد', slug: /contract|agreement|term-sheet|scope-of-work|charter/ },
  // ---- sales and entrepreneurship
  { q: 'عرض سعر', slug: /quotation|proposal|scope-of-work|tender/ },
  { q: 'تفاوض', slug: /negotiat|tough-buyer|objection/ },
  { q: 'مستثمرين', slug: /investor|pitch-deck|term-sheet|business-sale/ },
  { q: 'pitch deck', slug: /investor|pitch-deck|term-sheet/ },
  { q: 'متجر إلكتروني', slug: store },
  {
    q: 'خدمة العملاء',
    slug: /customer-service|support|review-replies|cancellation|mystery-shopper/,
  },
  { q: 'cold email', slug: /cold-email|warm-intro|cold e-mail/ },
  // ---- dialect requests
  { q: 'ودي خطة تسويق لمطعمي', slug: marketingPlan },
  { q: 'عطني رسائل واتساب للعملاء', slug: /whatsapp/ },
  { q: 'سوي لي وصف منتج', slug: productCopy },
  { q: 'أبغى أمر لكتابة مقال', slug: article },
  { q: 'عايز خطة محتوى سوشيال', slug: contentPlan },
  { q: 'ابي شي يساعدني في التوظيف', slug: /job|hiring|probation|headcount|saudi[sz]ation|offer/ },
  // ---- typos
  { q: 'تسويقبة', cats: ['marketing'] },
  { q: 'انستقرم', slug: instagram, ar: /انستغرام|انستقرام/ },
  { q: 'ميزانيه', slug: budget },
  { q: 'تحلبل بيانات', cats: ['data-analysis'] },
  { q: 'كلمات مفتاحيه', slug: keywords },
  { q: 'اعلانت', slug: ads },
  { q: 'markting', cats: ['marketing'] },
]

/** A prompt row: { slug, category, title_en, text (normalised Arabic title, tags, description), platforms }. */
export function isRelevant(judged, prompt) {
  if (judged.cats?.includes(prompt.category)) return true
  if (judged.slug && judged.slug.test(`${prompt.slug} ${(prompt.title_en ?? '').toLowerCase()}`))
    return true
  if (judged.ar && judged.ar.test(prompt.text)) return true
  if (judged.platform && prompt.platforms.includes(judged.platform)) return true
  return false
}
