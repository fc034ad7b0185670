// A second judged task set for prompt search (issue 45), written blind: 120 queries by three writers
// in session 19, after eleven passes of the engine had been measured on tests/search/judged-tasks.mjs.
// The writers read only the catalogue (scripts/catalogue/prompts-*.mjs) — not the engine, its
// migrations, docs/search.md, the lexicon's tests or the first set — and each took one part of it
// to choose needs from (marketing and search; sales and data; management, careers and writing),
// then graded the whole catalogue for every query as the first set was graded (2 = exactly what
// was asked, 1 = related). Each query was written in the customer's own words, not the prompt's:
// the writers compared every query with every title and «asks» phrase and rewrote the ones too close.
// Groups: 78 dialect (Gulf, 12 Egyptian or Levantine), 27 long sentences, 15 MSA; 6 needs the
// catalogue does not meet (`absent`).
//
// Why it exists: the first set has been read query by query for eleven passes, and the engine, the
// lexicon and the asks have learned it (0.824). The same engine scored 0.58 here when it was
// written (docs/search.md, «Twelfth pass»): this set is the better estimate of what a new customer
// meets, and it is not to be tuned on query by query — change the lexicon, the asks or the engine
// for a class of queries, and measure both sets. The bench reports both; search-relevance.test.ts
// holds a floor for each.
//
// Shape: as tests/search/judged-tasks.mjs (tests/unit/judged-tasks.test.ts checks both).

/** @typedef {import('./judged-tasks.mjs').JudgedTask} JudgedTask */

/**
 * @param {'dialect' | 'long' | 'msa'} group
 * @param {string} q
 * @param {string[]} exact grade 2
 * @param {string[]} [related] grade 1
 * @param {{ absent?: true }} [extra]
 * @returns {JudgedTask}
 */
function t(group, q, exact, related = [], extra = {}) {
  /** @type {Record<string, 1 | 2>} */
  const judgments = {}
  for (const slug of related) judgments[slug] = 1
  for (const slug of exact) judgments[slug] = 2
  return { q, group, judgments, ...extra }
}

/** @type {JudgedTask[]} */
export const blindTasks = [
  t(
    'dialect',
    'المحلات اللي حولي تطلع بالخريطة إلا محلي',
    ['srch-map-pack-gap-diagnosis', 'local-seo-plan'],
    [
      'srch-gbp-category-selection',
      'srch-geogrid-rank-reading',
      'srch-review-request-system',
      'srch-nap-citations-gulf',
      'srch-competitor-name-stuffing-report',
    ],
  ),
  t(
    'dialect',
    'كم أصرف إعلانات عشان أبيع بمية ألف بالشهر؟',
    ['mkt-ad-budget-for-revenue-target'],
    [
      'mk-break-even-roas',
      'dx-sales-target-reverse-funnel',
      'mk-marketing-budget-split',
      'dx-unit-economics',
    ],
  ),
  t(
    'dialect',
    'عندي بضاعة مكدسة بالمخزن أبي أصرّفها',
    ['mkt-clearance-sale-dead-stock', 'dat-inventory-aging-dead-stock'],
    [
      'mkt-flash-sale-24h',
      'mkt-bundle-offers-margin',
      'dat-sell-through-markdown',
      'dx-discount-breakeven',
    ],
  ),
  t(
    'dialect',
    'فتح محل منافس جنبنا شو نسوي؟',
    ['mkt-new-competitor-nearby-plan'],
    [
      'competitor-analysis-marketing',
      'sal-competitor-price-response-policy',
      'mkt-positioning-perceptual-map',
      'mkt-vip-customer-experience',
    ],
  ),
  t(
    'dialect',
    'نقلنا المحل لمكان جديد وخايفين الزباين يضيعون',
    ['mkt-branch-relocation-announcement'],
    ['srch-nap-citations-gulf', 'mk-grand-opening-plan'],
  ),
  t(
    'dialect',
    'إعلاني في سناب ياكل فلوس وما جاب طلبات',
    ['mk-ad-performance-diagnosis'],
    [
      'mkt-weekly-ad-account-decisions',
      'mkt-ad-creative-fatigue-refresh',
      'mkt-pixel-conversion-events-plan',
      'mkt-snapchat-ads-account-setup',
      'mk-landing-page-cro-audit',
      'mkt-snapchat-vertical-ad-scripts',
    ],
  ),
  t(
    'dialect',
    'الزيارات من قوقل طاحت فجأة',
    ['seo-traffic-drop-diagnosis'],
    [
      'srch-manual-action-reconsideration',
      'srch-weekly-rank-movements',
      'srch-post-migration-30-days',
      'seo-content-refresh',
      'technical-seo-audit',
    ],
  ),
  t(
    'dialect',
    'موقعنا وايد بطيء يوم يفتح على الموبايل',
    ['srch-core-web-vitals-pagespeed-plan'],
    ['srch-shopify-app-bloat-speed', 'srch-arabic-webfont-performance', 'technical-seo-audit'],
  ),
  t(
    'dialect',
    'طالعة صفحات يابانية باسم موقعي في قوقل',
    ['srch-hacked-spam-cleanup'],
    ['srch-manual-action-reconsideration'],
  ),
  t(
    'dialect',
    'ودّي فلتر سناب باسم محلنا للافتتاح',
    ['mkt-snapchat-ar-lens-brief'],
    ['mk-grand-opening-plan'],
  ),
  t(
    'dialect',
    'الزباين يشترون مرة وحدة وما يرجعون',
    ['mkt-second-purchase-journey'],
    [
      'mkt-replenishment-reminders',
      'dat-repeat-purchase-interval',
      'cohort-retention',
      'mk-loyalty-program-design',
      'customer-followup',
      'mk-win-back-campaign',
    ],
  ),
  t(
    'dialect',
    'من كم ريال أخلي التوصيل ببلاش؟',
    ['mkt-free-shipping-threshold'],
    ['dat-shipping-cost-per-order', 'mkt-bundle-offers-margin'],
  ),
  t(
    'dialect',
    'أبغا محلي يطلع في إجابات ChatGPT',
    ['seo-ai-search-visibility'],
    [
      'srch-best-of-lists-inclusion',
      'srch-brand-facts-page-ai',
      'srch-ai-answers-brand-correction',
      'srch-knowledge-panel-entity',
      'sx-featured-snippet',
      'srch-ai-crawlers-robots-policy',
    ],
  ),
  t(
    'dialect',
    'عايز أوصاف لمية منتج مش منقولة من المورد',
    ['srch-product-description-framework-scale'],
    ['product-description', 'srch-salla-product-page', 'srch-marketplace-duplicate-content'],
  ),
  t(
    'dialect',
    'بدي اعرف شو عم يحكوا الناس عنّا عالسوشال',
    ['mkt-social-listening-arabic-queries'],
    ['da-arabic-reviews-sentiment', 'srch-review-themes-analysis'],
  ),
  t(
    'dialect',
    'الزباين بيسيبوا السلة من غير ما يدفعوا',
    ['mk-abandoned-cart-recovery', 'cw-abandoned-cart-messages'],
    ['dx-checkout-funnel-payments', 'mk-funnel-leak-audit'],
  ),
  t(
    'dialect',
    'كيف بخلّي موظفيني ينشروا عن الشركة عحساباتن',
    ['mkt-employee-advocacy-program'],
    ['mkt-employer-brand-campaign'],
  ),
  t(
    'dialect',
    'الوكالة حقت التسويق تستاهل فلوسها ولا لا؟',
    ['mkt-agency-performance-review'],
    [
      'mk-agency-rfp',
      'mkt-marketing-team-structure',
      'mkt-owner-monthly-marketing-report',
      'mkt-inherited-ad-account-audit',
    ],
  ),
  t(
    'dialect',
    'أبي أعرف الزباين من وين يدرون عنا',
    ['mkt-how-did-you-hear-tracking'],
    [
      'mkt-qr-offline-campaign-tracking',
      'mk-utm-tracking-guide',
      'srch-gbp-utm-call-tracking',
      'mkt-purchase-drivers-survey-design',
    ],
  ),
  t(
    'dialect',
    'كود الخصم حق المشهورة صار بكل مواقع الكوبونات',
    ['mkt-discount-code-system-design'],
    ['dat-discount-code-attribution'],
  ),
  t('dialect', 'ملف قوقل ماب حق المحل انوقف فجأة', ['srch-gbp-suspension-appeal'], []),
  t(
    'dialect',
    'شنو أحط في ستوري الواتس للزباين كل يوم',
    ['mkt-whatsapp-status-daily-shop'],
    ['mkt-whatsapp-channel-content', 'mk-whatsapp-business-setup'],
  ),
  t(
    'dialect',
    'اسم منتجنا ينكتب بكذا طريقة، أيش نعتمد؟',
    ['srch-arabic-spelling-variants'],
    [
      'srch-foreign-brand-transliteration',
      'srch-arabizi-latin-queries',
      'srch-google-trends-spelling-compare',
      'srch-gulf-dialect-synonyms',
      'keyword-research',
    ],
  ),
  t(
    'dialect',
    'آخر الشهر الحركة ميتة عندنا',
    ['mkt-payday-campaign'],
    ['mkt-ad-budget-monthly-pacing', 'mkt-off-peak-traffic-offers'],
  ),
  t('dialect', 'الإيميلات حقتنا توصل للعملاء في السبام', [], [], { absent: true }),
  t('dialect', 'انسرق حساب الانستا مال المحل شلون أرجعه', [], [], { absent: true }),
  t(
    'long',
    'عندي كوفي صغير في الخبر وبالصيف من الظهر للمغرب المحل فاضي، أبي عروض تجيب ناس بهالوقت بدون ما تخرب زحمة الليل',
    ['mkt-off-peak-traffic-offers'],
    [
      'mkt-summer-holiday-campaign',
      'dat-daypart-menu-mix',
      'dat-summer-travel-demand-shift',
      'mkt-mj-iced-drinks-summer',
    ],
  ),
  t(
    'long',
    'احنا عيادة أسنان في جدة نصرف على إعلانات انستقرام ويجينا حجوزات، بس تقريباً نص المرضى ما يحضرون موعدهم، وين الخلل؟',
    ['mkt-clinic-booking-funnel', 'ops-clinic-no-show-overbooking-policy'],
    [
      'dat-clinic-no-show-patterns',
      'sal-speed-to-lead-callback',
      'mkt-meta-instant-form-leads',
      'sal-phone-inquiry-to-booking',
    ],
  ),
  t(
    'long',
    'عندي متجر عبايات على سلة وبنزل تشكيلة جديدة قبل رمضان، ودي صفحات المنتجات تطلع في قوقل لما البنات يدورون',
    ['srch-salla-product-page'],
    [
      'srch-store-platform-seo-audit',
      'srch-seasonal-keyword-timeline',
      'seo-category-page-copy',
      'srch-product-description-framework-scale',
      'srch-image-search-lens',
    ],
  ),
  t(
    'long',
    'نحن مكتب وساطة عقارية في دبي نسوق مشروع على الخارطة، الناس تسأل وبعدين تختفي لأن قرار الشرا ياخذ شهور، شو نسوي معاهم؟',
    ['mkt-real-estate-lead-nurture'],
    [
      'mkt-off-plan-project-launch',
      'sal-property-buyer-qualification',
      'dat-real-estate-lead-source',
      'wr-property-match-messages',
    ],
  ),
  t(
    'long',
    'أنا صاحب محل عطور ودهن عود بالكويت وعندي موقع بسيط، ما عندي وقت ولا موظف، أبي شي أسويه كل أسبوع عشان أطلع في البحث',
    ['srch-weekly-seo-routine-small-business'],
    ['local-seo-plan', 'seo-search-console-quick-wins', 'seo-six-month-roadmap'],
  ),
  t(
    'long',
    'شركتنا مقاولات صغيرة في مسقط ونبا نجيب مشاريع من الشركات والملاك، بس كل اللي عندنا صور الشغل اللي خلصناه قبل',
    ['mkt-contracting-project-leads'],
    [
      'srch-contracting-project-pages',
      'cw-company-profile',
      'cw-case-study',
      'sal-subcontractor-prequalification',
      'sal-corporate-vendor-registration',
    ],
  ),
  t(
    'long',
    'الإدارة ناوية تقص ميزانية التسويق السنة الجاية، وأنا مسؤول التسويق وأبي أقنعهم بالأرقام إن الصرف يرجع فلوس',
    ['mkt-marketing-budget-business-case'],
    [
      'da-ad-spend-true-return',
      'mkt-geo-holdout-incrementality-test',
      'srch-seo-roi-calculation',
      'srch-seo-traffic-forecast',
      'mkt-owner-monthly-marketing-report',
      'mk-marketing-budget-split',
    ],
  ),
  t(
    'long',
    'عندنا مطعم مندي في الدوحة، الصالة ماشية بس الطلبات من طلبات وسنونو قليلة، نبي نزيد طلبات التوصيل',
    ['mk-delivery-apps-growth', 'srch-delivery-app-search-ranking'],
    [
      'dat-delivery-app-order-profit',
      'mkt-mj-restaurant-dish-hero',
      'wr-menu-dish-descriptions',
      'mkt-mj-delivery-app-exploded-burger',
    ],
  ),
  t(
    'long',
    'موقعنا عربي وانجليزي، والناس اللي تدور بالعربي في السعودية يطلع لها قوقل الصفحة الانجليزية بدل العربية، وش السبب؟',
    ['seo-bilingual-hreflang', 'srch-hreflang-tag-validation'],
    ['srch-multi-country-gulf-structure', 'srch-canonical-audit', 'technical-seo-audit'],
  ),
  t(
    'msa',
    'تحديد موقع علامتنا مقابل المنافسين',
    ['mkt-positioning-perceptual-map'],
    ['competitor-analysis-marketing', 'mk-value-proposition-canvas', 'mk-messaging-house'],
  ),
  t(
    'msa',
    'أثر الإعلانات الحقيقي على المبيعات',
    ['mkt-geo-holdout-incrementality-test', 'da-ad-spend-true-return'],
    ['mk-post-campaign-review', 'dat-promo-true-uplift'],
  ),
  t(
    'msa',
    'توجيه روابط الموقع القديم',
    ['srch-redirect-map-from-lists', 'seo-site-migration'],
    ['srch-post-migration-30-days', 'srch-merge-two-websites', 'srch-blog-subdomain-to-subfolder'],
  ),
  t(
    'msa',
    'الكلمات التي يتصدر بها منافسونا',
    ['seo-keyword-gap'],
    [
      'srch-competitor-site-teardown',
      'gemini-seo-serp-compare',
      'keyword-research',
      'srch-backlink-gap-competitors',
    ],
  ),
  t(
    'msa',
    'مكافأة العملاء على دعوة أصدقائهم',
    ['mk-referral-program'],
    ['sal-referral-ask-conversation', 'mkt-prelaunch-teaser-waitlist', 'mk-loyalty-program-design'],
  ),
  t(
    'dialect',
    'كل ما ارسل تسعيرة للعميل يطنشني',
    ['sal-quote-no-reply-followup'],
    ['sal-whatsapp-voice-note-followups', 'sal-dormant-deals-revival'],
  ),
  t(
    'dialect',
    'الزباين بالمعرض يفاصلون وايد شلون اتعامل وياهم',
    ['sal-last-price-haggling-showroom'],
    [
      'sal-price-objection-value-math',
      'es-discount-approval-policy',
      'objection-handling',
      'sal-competitor-price-response-policy',
    ],
  ),
  t(
    'dialect',
    'طلبات التطبيقات تربحني ولا لا بعد نسبتهم',
    ['dat-delivery-app-order-profit'],
    ['mk-delivery-apps-growth', 'dat-channel-profitability'],
  ),
  t(
    'dialect',
    'عندي ستوك قديم ما يتحرك وحابس فلوسي',
    ['dat-inventory-aging-dead-stock', 'mkt-clearance-sale-dead-stock'],
    [
      'dat-sell-through-markdown',
      'ops-stock-transfer-branches',
      'mkt-flash-sale-24h',
      'ops-working-capital-cycle',
    ],
  ),
  t(
    'dialect',
    'فلوس الشبكة ما تطابق اللي ينزل بالبنك',
    ['dat-pos-card-settlement-reconciliation'],
    ['ops-bank-reconciliation', 'wr-bank-dispute-letter'],
  ),
  t(
    'dialect',
    'كل جرد يطلع نقص وما ندري ليش',
    ['dat-stock-count-shrinkage', 'ops-stock-variance-investigation'],
    ['ops-shrinkage-loss-prevention', 'ops-cycle-count-plan', 'ops-branch-audit-visit'],
  ),
  t(
    'dialect',
    'ارقام جوالات الزباين بالشيت كل واحد بشكل',
    ['dat-gulf-phone-normalize'],
    ['data-cleaning-checklist', 'dat-arabic-names-normalize'],
  ),
  t(
    'dialect',
    'المشهورة عطيناها كود خصم، جابت بيع ولا لا',
    ['dat-discount-code-attribution'],
    ['mkt-discount-code-system-design', 'da-ad-spend-true-return'],
  ),
  t(
    'dialect',
    'المرضى يغيبون عن مواعيدهم بدون ما يعتذرون',
    ['dat-clinic-no-show-patterns', 'ops-clinic-no-show-overbooking-policy'],
    ['mkt-clinic-booking-funnel', 'wr-booking-change-replies'],
  ),
  t(
    'dialect',
    'السكرتيرة ما تخليني اوصل للمدير',
    ['sal-gatekeeper-to-decision-maker'],
    ['sal-cold-call-first-30-seconds', 'es-warm-intro-request', 'sal-linkedin-social-selling'],
  ),
  t(
    'dialect',
    'ودي عملائي يدلون علي ربعهم',
    ['sal-referral-ask-conversation', 'mk-referral-program'],
    ['sal-customer-reference-program'],
  ),
  t(
    'dialect',
    'شلون احسب عمولة المندوبين عدل',
    ['es-sales-commission-plan'],
    ['ops-salon-commission-structure', 'sal-sales-contest-design', 'sal-annual-target-allocation'],
  ),
  t(
    'dialect',
    'واحد يبي يبيعني كوفي شغال يستاهل اشتريه؟',
    ['sal-existing-business-acquisition'],
    ['sal-small-project-feasibility', 'sal-startup-cost-breakeven'],
  ),
  t(
    'dialect',
    'ناوين نزيد الاسعار وخايفين الزباين يزعلون',
    ['es-price-increase-rollout', 'cw-price-increase-announcement'],
    ['ops-pricing-review-cost-change', 'dx-price-elasticity', 'pricing-strategy'],
  ),
  t(
    'dialect',
    'الناس تسأل بكم بالخاص وتختفي',
    ['es-whatsapp-price-inquiry-flow'],
    ['mkt-click-to-whatsapp-ads', 'mk-whatsapp-business-setup'],
  ),
  t(
    'dialect',
    'وش يقولون الناس عنا في تقييمات قوقل',
    ['da-arabic-reviews-sentiment', 'srch-review-themes-analysis'],
    ['mkt-review-mining-ad-angles', 'mkt-social-listening-arabic-queries'],
  ),
  t(
    'dialect',
    'طلعت منافسة في اعتماد نقدم عليها ولا نخليها',
    ['sal-bid-no-bid-decision'],
    [
      'es-government-tender-response',
      'sal-tender-opportunity-tracking',
      'wr-no-bid-letter',
      'sal-tender-teaming-partner',
    ],
  ),
  t(
    'dialect',
    'البضاعة من الصين بعد الشحن والجمارك بكم ابيعها',
    ['dat-landed-cost-import-pricing'],
    ['pricing-strategy', 'dat-margin-waterfall'],
  ),
  t(
    'dialect',
    'المندوبين ينزلون السعر للعميل بدون ما يرجعون لي',
    ['es-discount-approval-policy', 'sal-discount-leakage-audit'],
    ['bm-delegation-of-authority', 'sal-deal-desk-approval-memo', 'dx-discount-breakeven'],
  ),
  t(
    'dialect',
    'قربنا نقفل الصفقة ويقول بس ناخذ راي الشريك',
    ['sal-consult-partner-champion-kit'],
    ['objection-handling', 'sal-mutual-action-plan'],
  ),
  t(
    'dialect',
    'انهي صنف في المنيو بيكسبني وانهي لأ',
    ['dat-menu-engineering-matrix', 'sal-menu-food-cost-pricing'],
    ['dat-daypart-menu-mix', 'dx-abc-product-profitability'],
  ),
  t(
    'dialect',
    'بدي طلّع قيمة الضريبة من سعر شامل عالاكسل',
    ['dat-vat-formulas-sheet'],
    ['excel-formula-helper'],
  ),
  t(
    'dialect',
    'الموردين غلّوا، ارفع على الزبون ولا استحمل',
    ['dat-supplier-cost-increase-pass-through', 'ops-pricing-review-cost-change'],
    [
      'ops-supplier-price-increase-response',
      'es-price-increase-rollout',
      'cw-price-increase-announcement',
      'dx-price-elasticity',
    ],
  ),
  t(
    'dialect',
    'كيف بدي فوّت منتجاتي عالسوبرماركتات الكبيرة',
    ['es-retail-chain-listing-pitch'],
    ['sal-shop-owner-visit-pitch', 'sal-dealer-price-tiers'],
  ),
  t('dialect', 'طابعة الفواتير عند الكاشير معلقة ما تطبع', [], [], { absent: true }),
  t('dialect', 'عامل هرب من الشغل شلون ابلغ عنه', [], [], { absent: true }),
  t(
    'long',
    'عندي محل عبايات في الرياض والعيد قرب، ابي اعرف كم اطلب من كل موديل على حسب اللي بعته رمضان اللي فات',
    ['dat-ramadan-item-demand-plan'],
    ['dx-hijri-seasonality', 'da-reorder-point-safety-stock', 'dat-sell-through-markdown'],
  ),
  t(
    'long',
    'احنا مكتب عقار صغير بجدة ماسكين عمارة فيها عشرين شقة، نص المستأجرين متأخرين بالايجار وعقود بتخلص قريب وابي صورة واضحة عن الوضع',
    ['dat-rent-roll-occupancy'],
    ['dat-lease-renewal-risk', 'wr-rent-reminders-tenants', 'wr-owner-monthly-statement'],
  ),
  t(
    'long',
    'عندي شاليهات في الخيران، الويكند فل وباقي الاسبوع فاضية، ابي اعرف شلون اسعر الليلة وكم الدخل الحقيقي من كل شاليه',
    ['dat-adr-revpar-chalets'],
    ['mkt-off-peak-traffic-offers'],
  ),
  t(
    'long',
    'فتحت متجر على سلة من شهرين والطلبات قليلة، ميزانيتي محدودة وابي خطة واضحة اجيب فيها مبيعات الشهور الجاية',
    ['sal-store-first-90-days-sales'],
    ['es-first-ten-customers-plan', 'marketing-plan-90-days', 'mk-marketing-budget-split'],
  ),
  t(
    'long',
    'شركتنا صغيرة في الدمام نبيع مستلزمات مكاتب، ودنا ندخل مع الشركات الكبيرة ونصير من مورديهم بس ما نعرف وش يطلبون',
    ['sal-corporate-vendor-registration'],
    ['sal-retail-corporate-accounts', 'sal-framework-rate-agreement', 'cw-company-profile'],
  ),
  t(
    'long',
    'عندي مصنع حلويات في الشارقة وبصدر لموزع في مسقط، اول مرة اسوي عرض سعر تصدير وما اعرف الشروط ولا الاوراق',
    ['sal-gcc-export-quotation'],
    [
      'es-gcc-reseller-program',
      'sal-partner-due-diligence',
      'wr-commercial-invoice-goods-description',
    ],
  ),
  t(
    'long',
    'مطعمنا في الدوحة تجينا طلبات من شركات يبون غدا يومي لموظفينهم، نبي نسوي باقات ونربطهم بعقود شهرية',
    ['sal-corporate-catering-contracts'],
    ['wr-catering-menu-proposal', 'sal-framework-rate-agreement'],
  ),
  t(
    'long',
    'عيادة اسنان في مسقط، الدكتور يشرح للمريض خطة العلاج والتكلفة وبعدين المريض يقول بفكر ويروح وما يرجع',
    ['sal-treatment-plan-acceptance', 'dat-treatment-plan-acceptance'],
    ['sal-high-ticket-consult-call', 'objection-handling', 'sal-consult-partner-champion-kit'],
  ),
  t(
    'long',
    'عندي ثلاث فروع بقالة في الكويت، بالصيف الناس تسافر والبيع يطيح، شلون اوزع الموظفين والبضاعة بين الفروع',
    ['dat-summer-travel-demand-shift'],
    [
      'ops-stock-transfer-branches',
      'da-hourly-traffic-staffing',
      'bm-weekly-shift-roster',
      'ops-annual-leave-planner',
      'mkt-summer-holiday-campaign',
    ],
  ),
  t(
    'msa',
    'حجم سوق المقاهي في جدة',
    ['dat-market-sizing-city', 'gemini-market-research'],
    ['sal-small-project-feasibility'],
  ),
  t(
    'msa',
    'متى يغطي المطعم الجديد تكاليفه',
    ['sal-startup-cost-breakeven'],
    ['sal-small-project-feasibility'],
  ),
  t(
    'msa',
    'تحديد موعد إعادة طلب البضاعة',
    ['da-reorder-point-safety-stock'],
    ['dat-stockout-lost-sales'],
  ),
  t(
    'msa',
    'تقسيم العملاء حسب قيمتهم الشرائية',
    ['dat-rfm-customer-segments'],
    ['dx-unit-economics', 'mkt-vip-customer-experience', 'sal-smb-customer-success-model'],
  ),
  t(
    'msa',
    'احتساب رواتب الموظفين وخصوماتها الشهرية',
    ['dat-payroll-gosi-sheet'],
    ['ops-payroll-precheck-mudad'],
  ),
  t(
    'dialect',
    'نص الموظفين يوصلون متأخرين كل صباح',
    ['ops-attendance-policy'],
    ['bm-disciplinary-warning-letter', 'wr-policy-reminder-nudge', 'da-absence-turnover-analytics'],
  ),
  t(
    'dialect',
    'مديري عرض يرفع راتبي عشان ما أستقيل',
    ['car-counter-offer-decision'],
    ['car-job-offers-comparison'],
  ),
  t(
    'dialect',
    'فنشوني من الشغل وش اسوي الحين',
    ['car-after-layoff-action-plan'],
    [
      'bm-end-of-service-calculation',
      'car-job-search-weekly-plan',
      'car-linkedin-open-to-work-post',
    ],
  ),
  t('dialect', 'شلون نعتذر للي قدموا عندنا وما انقبلوا', ['ops-candidate-rejection-messages'], []),
  t(
    'dialect',
    'فويس نوت بلهجتي ابيه كلام رسمي مكتوب',
    ['wr-dialect-to-msa'],
    ['cw-arabic-proofread'],
  ),
  t('dialect', 'توفى أبو عميل عندنا وش نرسل له', ['wr-condolence-messages'], []),
  t(
    'dialect',
    'كل ما يقولون لي كلمنا عن نفسك أتلخبط',
    ['car-tell-me-about-yourself'],
    ['car-mock-interview-roleplay', 'car-interview-question-forecast'],
  ),
  t(
    'dialect',
    'توني مخلص جامعة وما قد اشتغلت',
    ['car-cv-fresh-graduate'],
    ['car-ats-cv-from-notes', 'car-cover-letter-tailored', 'car-job-search-weekly-plan'],
  ),
  t(
    'dialect',
    'المورد بلغنا الاسعار بتزيد الشهر الجاي',
    ['ops-supplier-price-increase-response', 'dat-supplier-cost-increase-pass-through'],
    [
      'ops-pricing-review-cost-change',
      'ops-supplier-negotiation-prep',
      'ops-rfq-document',
      'cw-price-increase-announcement',
      'es-price-increase-rollout',
    ],
  ),
  t(
    'dialect',
    'المالك طالب زيادة ثلاثين بالمية عالمعرض',
    ['ops-lease-renewal-negotiation'],
    ['negotiation-prep', 'claude-contract-review'],
  ),
  t(
    'dialect',
    'الكاش ما بيكفي آخر الشهر للمعاشات والإيجار',
    ['ops-cash-crunch-30-day-plan'],
    [
      'dx-13-week-cash-flow',
      'ops-supplier-payment-prioritization',
      'ops-debt-rescheduling-negotiation',
      'ops-working-capital-cycle',
    ],
  ),
  t(
    'dialect',
    'موظف أداه ضعيف أبي أعطيه فرصة أخيرة',
    ['ops-performance-improvement-plan'],
    [
      'bm-disciplinary-warning-letter',
      'bm-difficult-conversation-roleplay',
      'performance-review',
      'sal-underperforming-rep-plan',
    ],
  ),
  t(
    'dialect',
    'كيف افاتح مديري اني استاهل ترقية',
    ['car-promotion-raise-case'],
    ['car-self-assessment-review'],
  ),
  t(
    'dialect',
    'زبون رفع بلاغ ضدنا عند حماية المستهلك',
    ['wr-escalated-complaint-response'],
    ['wr-individual-apology-compensation', 'bm-government-formal-letter'],
  ),
  t(
    'dialect',
    'غرامة من الصحة على المطعم وحنا ما غلطنا',
    ['wr-violation-objection'],
    ['bm-government-formal-letter', 'ops-inspection-readiness'],
  ),
  t(
    'dialect',
    'كل يوم اجتماع والشغل واقف',
    ['ops-meeting-cadence', 'meeting-agenda'],
    ['bm-weekly-time-blocking', 'ops-weekly-management-update', 'ops-daily-huddle'],
  ),
  t('dialect', 'ودي أداوم من البيت يومين بالأسبوع', ['car-flexible-work-request'], []),
  t(
    'dialect',
    'المدير يبي الزبدة من التقرير بصفحة وحدة',
    ['wr-executive-summary'],
    ['chatgpt-data-story'],
  ),
  t(
    'dialect',
    'بنستغني عن كم موظف وما ندري شلون نبلغهم',
    ['wr-restructuring-message'],
    [
      'wr-all-hands-talking-points',
      'change-announcement',
      'ops-offboarding-final-settlement',
      'bm-end-of-service-calculation',
      'bm-difficult-conversation-roleplay',
    ],
  ),
  t(
    'dialect',
    'قعدت سنتين بدون شغل كيف أبرر هالفترة',
    ['car-cv-employment-gap'],
    ['car-weakness-failure-answers'],
  ),
  t(
    'dialect',
    'إزاي أرد لما يسألوني في الانترفيو عيوبك إيه',
    ['car-weakness-failure-answers'],
    ['car-mock-interview-roleplay', 'car-interview-question-forecast', 'car-star-story-bank'],
  ),
  t(
    'dialect',
    'عايز أظبط إيميل لمديري قبل ما أبعته',
    ['wr-email-draft-polish'],
    ['cw-arabic-proofread'],
  ),
  t('dialect', 'كيف بعرض شغلي كمصممة لأقدّم على وكالات', ['car-portfolio-case-studies'], []),
  t(
    'dialect',
    'قديش لازم آخد عالساعة إذا اشتغلت فريلانس',
    ['car-freelance-rate-calculator'],
    ['car-freelance-project-proposal', 'sal-services-value-pricing'],
  ),
  t('dialect', 'ودنا نسوي تحدي مشي ونزول وزن بين الموظفين', [], [], { absent: true }),
  t('dialect', 'معاشي يخلص قبل نص الشهر أبي أرتب مصاريفي', [], [], { absent: true }),
  t(
    'long',
    'عندنا عيادة أسنان في دبي فيها ثلاث دكاترة، والمراجعين يقعدون ساعة في الاستقبال حتى لو عندهم موعد، شلون نرتبها؟',
    ['ops-clinic-patient-flow'],
    [
      'ops-clinic-no-show-overbooking-policy',
      'dat-clinic-chair-utilization',
      'bm-lean-process-waste',
    ],
  ),
  t(
    'long',
    'شركة مقاولات صغيرة بالرياض، المالك تأخر شهرين يعتمد المخططات والحين المشروع متأخر، ابي خطاب رسمي نطلب فيه مدة إضافية',
    ['ops-eot-delay-notice'],
    ['wr-deadline-extension-request', 'ops-weekly-progress-report-owner'],
  ),
  t(
    'long',
    'أنا مهندس مدني في الرياض لي ثمان سنين في المواقع، أفكر أتحول لإدارة المشاريع بس خايف أبدأ من الصفر وينزل راتبي',
    ['car-career-switch-feasibility'],
    ['car-cv-career-change', 'car-professional-certification-choice', 'car-five-year-career-plan'],
  ),
  t(
    'long',
    'عندي كوفي في السالمية وبسافر الصيف شهرين، أبي الموظفين يمشون الشغل بدون ما يتصلون علي كل شوي',
    ['ops-owner-absence-handover'],
    [
      'delegation-plan',
      'bm-delegation-of-authority',
      'sop-writer',
      'bm-opening-closing-checklist',
      'ops-leave-handover-note',
    ],
  ),
  t(
    'long',
    'عندنا شركة توصيل صغيرة في جدة فيها ١٢ سواق، كل يوم الطلبات تتوزع عشوائي والسواقين يلفون المدينة كلها',
    ['ops-dispatch-daily-plan'],
    ['dat-courier-productivity', 'dat-delivery-otif', 'dat-fleet-cost-per-km'],
  ),
  t(
    'long',
    'عندي خبرة ست سنين مبيعات في دبي، قدمت على أكثر من ثلاثين وظيفة من شهرين وما حد رد علي، أحس السي في فيه مشكلة',
    ['car-cv-review-scorecard', 'car-ats-cv-from-notes'],
    [
      'car-cv-tailor-to-job-ad',
      'car-job-search-weekly-plan',
      'car-cv-achievement-bullets',
      'car-linkedin-profile-recruiter-search',
    ],
  ),
  t(
    'long',
    'شركتنا في مسقط فيها أربعين موظف، وهالسنة المبلغ المخصص لرفع المعاشات قليل، ابي طريقة عادلة أقرر مين ياخذ كم',
    ['ops-merit-increase-allocation'],
    ['ops-performance-calibration', 'bm-salary-grade-structure', 'performance-review'],
  ),
  t(
    'long',
    'بنسوي حفل تكريم للموظفين المتميزين آخر السنة في الدوحة، ومحتاجين كلام للي بيقدم الحفل من الترحيب لين توزيع الدروع',
    ['wr-mc-script'],
    ['cw-event-speech', 'ops-event-run-sheet', 'cw-event-invitation'],
  ),
  t(
    'long',
    'عندنا مطبخ مركزي في المنامة يوزع على أربع فروع، والزباين يقولون المجبوس يختلف طعمه وكميته من فرع لفرع',
    ['ops-dish-spec-card'],
    ['sop-writer', 'bm-mystery-shopper-scorecard'],
  ),
  t(
    'msa',
    'تسوية الفروقات البنكية',
    ['ops-bank-reconciliation'],
    ['dat-pos-card-settlement-reconciliation', 'ops-month-end-close'],
  ),
  t(
    'msa',
    'تهيئة الموظف الجديد',
    ['ops-first-week-onboarding'],
    [
      'ops-preboarding-compliance-checklist',
      'ops-ojt-buddy-training',
      'ops-cs-agent-onboarding',
      'bm-probation-review',
    ],
  ),
  t('msa', 'توثيق قرارات اجتماع الشركاء', ['ops-board-minutes'], ['meeting-agenda']),
  t('msa', 'توكيل موظف للتعامل مع الجمارك', ['wr-authorization-letter'], []),
  t(
    'msa',
    'مطالبة التأمين بتعويض البضاعة التالفة',
    ['wr-insurance-claim-letter'],
    ['ops-business-insurance-review'],
  ),
]
