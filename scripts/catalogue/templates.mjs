// Automation templates (issue 44): the library's whole list (it replaces the older arrays in
// scripts/catalogue-data.mjs). Each template has its steps and an importable n8n workflow.
// The workflows hold no credentials: the user picks them on import. Placeholders the user
// replaces are written in the parameters as {{LIKE_THIS}} (plain text, never inside an n8n
// expression), e.g. the WhatsApp Cloud API phone-number id, a Google Sheet id or a Slack channel.
import { createHash } from 'node:crypto'

// ---------------------------------------------------------------------------------------------
// n8n node builders (real node types and parameter shapes; typeVersions of current n8n releases)
// ---------------------------------------------------------------------------------------------

const SHEET = { __rl: true, mode: 'id', value: '{{GOOGLE_SHEET_ID}}' }
const MODEL = { __rl: true, mode: 'list', value: 'gpt-4o-mini', cachedResultName: 'GPT-4O-MINI' }
const WHATSAPP_URL = 'https://graph.facebook.com/v21.0/{{PHONE_NUMBER_ID}}/messages'

const webhook = (name, path, method = 'POST', extra = {}) => ({
  name,
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  parameters: { httpMethod: method, path, options: {}, ...extra },
  hook: true,
})

const schedule = (name, cron) => ({
  name,
  type: 'n8n-nodes-base.scheduleTrigger',
  typeVersion: 1.2,
  parameters: { rule: { interval: [{ field: 'cronExpression', expression: cron }] } },
})

/** fields: [label, type?, options?] — type text (default), email, number, date, textarea, dropdown. */
const form = (name, title, description, fields) => ({
  name,
  type: 'n8n-nodes-base.formTrigger',
  typeVersion: 2.2,
  parameters: {
    formTitle: title,
    formDescription: description,
    formFields: {
      values: fields.map(([label, type, options]) => ({
        fieldLabel: label,
        ...(type && type !== 'text' ? { fieldType: type } : {}),
        ...(options ? { fieldOptions: { values: options.map((option) => ({ option })) } } : {}),
        requiredField: true,
      })),
    },
    options: {},
  },
  hook: true,
})

const gmailTrigger = (name) => ({
  name,
  type: 'n8n-nodes-base.gmailTrigger',
  typeVersion: 1.2,
  parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, filters: {} },
})

const rssTrigger = (name, feedUrl) => ({
  name,
  type: 'n8n-nodes-base.rssFeedReadTrigger',
  typeVersion: 1,
  parameters: { pollTimes: { item: [{ mode: 'everyHour' }] }, feedUrl },
})

const telegramTrigger = (name) => ({
  name,
  type: 'n8n-nodes-base.telegramTrigger',
  typeVersion: 1.1,
  parameters: { updates: ['message'], additionalFields: { download: true } },
  hook: true,
})

/** fields: [name, value, type='string'] */
const set = (name, fields) => ({
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  parameters: {
    mode: 'manual',
    assignments: {
      assignments: fields.map(([field, value, type = 'string'], i) => ({
        id: uuid(`${name}:${i}`),
        name: field,
        value,
        type,
      })),
    },
    options: {},
  },
})

const code = (name, jsCode, perItem = false) => ({
  name,
  type: 'n8n-nodes-base.code',
  typeVersion: 2,
  parameters: perItem ? { mode: 'runOnceForEachItem', jsCode } : { jsCode },
})

/** operator: [type, operation]; single-value operators (true, notEmpty…) take no right value. */
const ifNode = (name, leftValue, [type, operation], rightValue) => ({
  name,
  type: 'n8n-nodes-base.if',
  typeVersion: 2.2,
  parameters: {
    conditions: {
      options: { caseSensitive: true, leftValue: '', typeValidation: 'loose', version: 2 },
      conditions: [
        {
          id: uuid(`${name}:condition`),
          leftValue,
          rightValue: rightValue ?? '',
          operator:
            rightValue === undefined ? { type, operation, singleValue: true } : { type, operation },
        },
      ],
      combinator: 'and',
    },
    options: {},
  },
})

/** A chat completion; with json=true the answer is an object in $json.message.content. */
const openAi = (name, system, user, json = false) => ({
  name,
  type: '@n8n/n8n-nodes-langchain.openAi',
  typeVersion: 1.8,
  parameters: {
    modelId: MODEL,
    messages: { values: [{ role: 'system', content: system }, { content: user }] },
    jsonOutput: json,
    options: {},
  },
})

const openAiImage = (name, text) => ({
  name,
  type: '@n8n/n8n-nodes-langchain.openAi',
  typeVersion: 1.8,
  parameters: {
    resource: 'image',
    operation: 'analyze',
    modelId: MODEL,
    text,
    inputType: 'base64',
    binaryPropertyName: 'data',
    options: { detail: 'high' },
  },
})

const gmail = (name, sendTo, subject, message) => ({
  name,
  type: 'n8n-nodes-base.gmail',
  typeVersion: 2.1,
  parameters: {
    sendTo,
    subject,
    emailType: 'text',
    message,
    options: { appendAttribution: false },
  },
})

/** Sends an e-mail with Approve/Decline buttons and waits; the answer is $json.data.approved. */
const gmailApproval = (name, sendTo, subject, message) => ({
  name,
  type: 'n8n-nodes-base.gmail',
  typeVersion: 2.1,
  parameters: {
    operation: 'sendAndWait',
    sendTo,
    subject,
    message,
    approvalOptions: { values: { approvalType: 'double' } },
    options: {},
  },
  hook: true,
})

const schema = (columns) =>
  columns.map((id) => ({
    id,
    displayName: id,
    required: false,
    defaultMatch: false,
    display: true,
    type: 'string',
    canBeUsedToMatch: true,
  }))

const sheetsRead = (name, sheet, lookup) => ({
  name,
  type: 'n8n-nodes-base.googleSheets',
  typeVersion: 4.6,
  parameters: {
    operation: 'read',
    documentId: SHEET,
    sheetName: { __rl: true, mode: 'name', value: sheet },
    ...(lookup
      ? { filtersUI: { values: [{ lookupColumn: lookup[0], lookupValue: lookup[1] }] } }
      : {}),
    options: {},
  },
})

/** values: { column: value-or-expression } */
const sheetsAppend = (name, sheet, values) => ({
  name,
  type: 'n8n-nodes-base.googleSheets',
  typeVersion: 4.6,
  parameters: {
    operation: 'append',
    documentId: SHEET,
    sheetName: { __rl: true, mode: 'name', value: sheet },
    columns: {
      mappingMode: 'defineBelow',
      value: values,
      matchingColumns: [],
      schema: schema(Object.keys(values)),
    },
    options: {},
  },
})

const sheetsUpdate = (name, sheet, match, values) => ({
  name,
  type: 'n8n-nodes-base.googleSheets',
  typeVersion: 4.6,
  parameters: {
    operation: 'update',
    documentId: SHEET,
    sheetName: { __rl: true, mode: 'name', value: sheet },
    columns: {
      mappingMode: 'defineBelow',
      value: values,
      matchingColumns: [match],
      schema: schema(Object.keys(values)),
    },
    options: {},
  },
})

const slack = (name, channel, text) => ({
  name,
  type: 'n8n-nodes-base.slack',
  typeVersion: 2.3,
  parameters: {
    resource: 'message',
    operation: 'post',
    select: 'channel',
    channelId: { __rl: true, mode: 'name', value: channel },
    text,
    otherOptions: {},
  },
})

const telegram = (name, text, chatId = '{{TELEGRAM_CHAT_ID}}') => ({
  name,
  type: 'n8n-nodes-base.telegram',
  typeVersion: 1.2,
  parameters: { chatId, text, additionalFields: {} },
})

const wait = (name, amount, unit) => ({
  name,
  type: 'n8n-nodes-base.wait',
  typeVersion: 1.1,
  parameters: { amount, unit },
  hook: true,
})

/** A GET to an API with a header credential (chosen on import); query: { name: value }. */
const httpGet = (name, url, query = {}, headers = {}) => ({
  name,
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.2,
  parameters: {
    url,
    authentication: 'genericCredentialType',
    genericAuthType: 'httpHeaderAuth',
    ...(Object.keys(query).length
      ? {
          sendQuery: true,
          queryParameters: {
            parameters: Object.entries(query).map(([n, value]) => ({ name: n, value })),
          },
        }
      : {}),
    ...(Object.keys(headers).length
      ? {
          sendHeaders: true,
          headerParameters: {
            parameters: Object.entries(headers).map(([n, value]) => ({ name: n, value })),
          },
        }
      : {}),
    options: {},
  },
})

/** A public page fetched as text (for the HTML node). */
const fetchPage = (name, url) => ({
  name,
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.2,
  parameters: { url, options: { response: { response: { responseFormat: 'text' } } } },
})

const htmlExtract = (name, key, cssSelector) => ({
  name,
  type: 'n8n-nodes-base.html',
  typeVersion: 1.2,
  parameters: {
    operation: 'extractHtmlContent',
    sourceData: 'json',
    dataPropertyName: 'data',
    extractionValues: { values: [{ key, cssSelector, returnValue: 'text' }] },
    options: { trimValues: true },
  },
})

/**
 * WhatsApp Cloud API message: a POST to graph.facebook.com with a header credential holding the
 * access token (Authorization: Bearer …). `body` is an n8n expression building the JSON body:
 * template messages for business-initiated messages, text only inside the 24-hour window.
 */
const whatsapp = (name, body, extraOptions = {}) => ({
  name,
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.2,
  parameters: {
    method: 'POST',
    url: WHATSAPP_URL,
    authentication: 'genericCredentialType',
    genericAuthType: 'httpHeaderAuth',
    sendBody: true,
    specifyBody: 'json',
    jsonBody: body,
    options: extraOptions,
  },
})

/** An expression for a template message: to and params are JS expressions inside {{ }}. */
const waTemplate = (templateName, to, params) =>
  `={{ JSON.stringify({ messaging_product: 'whatsapp', to: ${to}, type: 'template', template: { name: '${templateName}', language: { code: 'ar' }, components: [{ type: 'body', parameters: [${params
    .map((p) => `{ type: 'text', text: String(${p}) }`)
    .join(', ')}] }] } }) }}`

const hubspotUpsert = (name, email, fields) => ({
  name,
  type: 'n8n-nodes-base.hubspot',
  typeVersion: 2.1,
  parameters: {
    resource: 'contact',
    operation: 'upsert',
    authentication: 'appToken',
    email,
    additionalFields: fields,
    options: {},
  },
})

const notionPage = (name, title) => ({
  name,
  type: 'n8n-nodes-base.notion',
  typeVersion: 2.2,
  parameters: {
    resource: 'databasePage',
    operation: 'create',
    databaseId: { __rl: true, mode: 'id', value: '{{NOTION_DATABASE_ID}}' },
    title,
    propertiesUi: { propertyValues: [] },
    options: {},
  },
})

const respond = (name, responseBody) => ({
  name,
  type: 'n8n-nodes-base.respondToWebhook',
  typeVersion: 1.1,
  parameters: { respondWith: 'text', responseBody, options: {} },
})

// ---------------------------------------------------------------------------------------------
// Workflow assembly: ids, positions (left to right by depth) and connections from edges.
// ---------------------------------------------------------------------------------------------

function uuid(seed) {
  const h = createHash('md5').update(`sanad:${seed}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * edges: [from, to] or [from, to, output] (output 1 is an IF node's false branch). Without
 * edges the nodes form one chain in their order.
 */
function workflow(slug, name, nodes, edges) {
  const list = edges ?? nodes.slice(1).map((node, i) => [nodes[i].name, node.name, 0])
  const depth = Object.fromEntries(nodes.map((n) => [n.name, 0]))
  for (let pass = 0; pass < nodes.length; pass++)
    for (const [from, to] of list) depth[to] = Math.max(depth[to], depth[from] + 1)
  const rows = {}
  const built = nodes.map(({ hook, ...node }) => {
    const d = depth[node.name]
    const row = (rows[d] = (rows[d] ?? -1) + 1)
    return {
      id: uuid(`${slug}:${node.name}`),
      name: node.name,
      type: node.type,
      typeVersion: node.typeVersion,
      position: [d * 260, row * 200],
      parameters: node.parameters,
      ...(hook ? { webhookId: uuid(`${slug}:${node.name}:hook`) } : {}),
    }
  })
  const connections = {}
  for (const [from, to, output = 0] of list) {
    const main = (connections[from] ??= { main: [] }).main
    while (main.length <= output) main.push([])
    main[output].push({ node: to, type: 'main', index: 0 })
  }
  return {
    name,
    nodes: built,
    connections,
    settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
  }
}

const template = ({ slug, title, titleEn, description, descriptionEn, steps, nodes, edges }) => ({
  slug,
  title,
  titleEn,
  description,
  descriptionEn,
  steps,
  workflowFormat: 'n8n',
  workflow: workflow(slug, `سند: ${title}`, nodes, edges),
})

// Shared Code-node snippet: a Gulf mobile number as digits with its country code (Saudi default).
const PHONE = `const phone = (raw, country = '966') => {
  let p = String(raw ?? '').replace(/\\D/g, '');
  if (p.startsWith('00')) p = p.slice(2);
  if (p.startsWith('0')) p = country + p.slice(1);
  if (p.length === 9 && p.startsWith('5')) p = country + p;
  return p;
};`

export const templates = [
  template({
    slug: 'lead-to-crm',
    title: 'من نموذج الموقع إلى نظام العملاء',
    titleEn: 'Website form to CRM',
    description:
      'كل طلب من نموذج الموقع يُنظّف ويُسجّل في HubSpot، ويصل العميل بريد ترحيب، ويُنبَّه فريق المبيعات فوراً.',
    descriptionEn:
      'Every website form lead is cleaned, saved in HubSpot, welcomed by e-mail, and sales are alerted at once',
    steps: [
      ['استقبال النموذج', 'يرسل نموذج الموقع بياناته إلى رابط Webhook في n8n', 'n8n Webhook'],
      [
        'تنظيف البيانات',
        'توحيد رقم الجوال بمفتاح الدولة وتصغير البريد وإزالة المسافات',
        'n8n Code',
      ],
      ['إنشاء العميل', 'إضافة العميل المحتمل أو تحديثه في HubSpot بالبريد مفتاحاً', 'HubSpot'],
      ['رسالة ترحيب', 'بريد ترحيب باسم العميل يؤكد استلام طلبه وموعد التواصل', 'Gmail'],
      ['تنبيه المبيعات', 'رسالة في قناة المبيعات بالاسم والمدينة والخدمة المطلوبة', 'Slack'],
    ],
    nodes: [
      webhook('نموذج الموقع', 'website-lead'),
      code(
        'تنظيف البيانات',
        `${PHONE}
return $input.all().map(({ json }) => {
  const b = json.body ?? json;
  return { json: {
    name: String(b.name ?? '').trim(),
    email: String(b.email ?? '').trim().toLowerCase(),
    phone: phone(b.phone),
    city: String(b.city ?? '').trim(),
    service: String(b.service ?? '').trim(),
    message: String(b.message ?? '').trim(),
  } };
});`,
      ),
      hubspotUpsert('إنشاء العميل في HubSpot', '={{ $json.email }}', {
        firstName: '={{ $json.name }}',
        phoneNumber: '={{ $json.phone }}',
        city: '={{ $json.city }}',
      }),
      gmail(
        'رسالة ترحيب',
        "={{ $('تنظيف البيانات').item.json.email }}",
        'وصلنا طلبك، شكراً لتواصلك معنا',
        "=أهلاً {{ $('تنظيف البيانات').item.json.name }}،\n\nشكراً لتواصلك معنا بخصوص «{{ $('تنظيف البيانات').item.json.service }}». استلمنا طلبك وسيتواصل معك أحد مستشارينا خلال يوم عمل.\n\nمع التحية،\nفريق المبيعات",
      ),
      slack(
        'تنبيه فريق المبيعات',
        'sales-leads',
        "=عميل محتمل جديد: {{ $('تنظيف البيانات').item.json.name }} | {{ $('تنظيف البيانات').item.json.city }} | {{ $('تنظيف البيانات').item.json.service }} | {{ $('تنظيف البيانات').item.json.phone }}",
      ),
    ],
  }),
  template({
    slug: 'social-repurpose',
    title: 'إعادة تدوير المحتوى للمنصات',
    titleEn: 'Content repurposing',
    description:
      'كل مقال جديد في المدونة يتحول إلى منشورات لـ X ولينكدإن وإنستغرام في جدول المحتوى، ويُنبَّه المراجِع لاعتمادها.',
    descriptionEn:
      'Each new blog article becomes X, LinkedIn and Instagram drafts in the content sheet, and the reviewer is notified',
    steps: [
      ['مراقبة المدونة', 'رصد مقال جديد كل ساعة من خلاصة RSS للمدونة', 'n8n RSS'],
      ['كتابة المنشورات', 'ثلاث صيغ بأطوال ونبرة تناسب كل منصة مع رابط المقال', 'OpenAI'],
      [
        'الحفظ للمراجعة',
        'إضافة المنشورات إلى جدول المحتوى بحالة «بانتظار المراجعة»',
        'Google Sheets',
      ],
      ['إشعار المراجِع', 'رسالة في قناة المحتوى برابط المقال ليعتمد المنشورات ويجدولها', 'Slack'],
    ],
    nodes: [
      rssTrigger('مقال جديد في المدونة', 'https://{{YOUR_BLOG_DOMAIN}}/feed'),
      openAi(
        'كتابة منشورات المنصات',
        'أنت محرر محتوى لعلامة خليجية. اكتب بالعربية الفصحى الواضحة. أعد JSON بالمفاتيح: x (حتى 260 حرفاً)، linkedin (3 فقرات قصيرة)، instagram (تعليق مع 5 وسوم عربية). لا تخترع معلومات غير موجودة في المقال.',
        '=عنوان المقال: {{ $json.title }}\nالرابط: {{ $json.link }}\nالملخص: {{ $json.contentSnippet }}',
        true,
      ),
      sheetsAppend('جدول المحتوى', 'المحتوى', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd') }}",
        العنوان: "={{ $('مقال جديد في المدونة').item.json.title }}",
        الرابط: "={{ $('مقال جديد في المدونة').item.json.link }}",
        X: '={{ $json.message.content.x }}',
        LinkedIn: '={{ $json.message.content.linkedin }}',
        Instagram: '={{ $json.message.content.instagram }}',
        الحالة: 'بانتظار المراجعة',
      }),
      slack(
        'إشعار المراجِع',
        'content',
        "=منشورات جديدة بانتظار المراجعة لمقال: {{ $('مقال جديد في المدونة').item.json.title }}\n{{ $('مقال جديد في المدونة').item.json.link }}",
      ),
    ],
  }),

  template({
    slug: 'support-triage',
    title: 'فرز رسائل الدعم تلقائياً',
    titleEn: 'Support triage',
    description:
      'كل رسالة تصل إلى بريد الدعم تُصنّف حسب الموضوع والأولوية والمشاعر، وتُسجّل تذكرةً، ويصل العميل رد تأكيد، وتُرفع العاجلة فوراً إلى الفريق.',
    descriptionEn:
      'Each support e-mail is classified by topic, urgency and sentiment, logged as a ticket, acknowledged, and urgent ones are escalated',
    steps: [
      ['استقبال الرسالة', 'رصد كل رسالة جديدة في بريد الدعم', 'Gmail'],
      ['التصنيف', 'تحديد الموضوع والأولوية والمشاعر وملخص من سطر', 'OpenAI'],
      ['تجهيز التذكرة', 'استخراج بريد المرسل ورقم تذكرة ودمجها مع التصنيف', 'n8n Code'],
      ['التسجيل', 'إضافة التذكرة إلى سجل الدعم', 'Google Sheets'],
      ['رد التأكيد', 'رسالة للعميل برقم التذكرة ومدة المعالجة المتوقعة', 'Gmail'],
      ['التصعيد', 'إن كانت الأولوية عاجلة تُنشر في قناة الدعم فوراً', 'Slack'],
    ],
    nodes: [
      gmailTrigger('رسالة دعم جديدة'),
      openAi(
        'تصنيف الرسالة',
        'أنت مشرف خدمة عملاء في منشأة خليجية. صنّف رسالة العميل وأعد JSON بالمفاتيح: topic (واحد من: طلب، دفع، شحن، استرجاع، عطل تقني، استفسار، شكوى، أخرى)، priority (عاجل أو عادي)، sentiment (إيجابي أو محايد أو سلبي)، summary (سطر واحد بالعربية). العاجل: تهديد بإلغاء، ضرر مالي، عطل يمنع الخدمة، أو شكوى متكررة.',
        '=الموضوع: {{ $json.Subject }}\nالنص: {{ $json.snippet }}',
        true,
      ),
      code(
        'تجهيز التذكرة',
        `return $input.all().map((item, i) => {
  const mail = $('رسالة دعم جديدة').all()[i].json;
  const from = String(mail.From ?? '');
  const email = (from.match(/<([^>]+)>/) ?? [null, from])[1].trim();
  const c = item.json.message.content;
  return { json: {
    ticket: 'T-' + $now.toFormat('yyMMddHHmmss') + '-' + i,
    email,
    subject: mail.Subject ?? '',
    topic: c.topic, priority: c.priority, sentiment: c.sentiment, summary: c.summary,
  } };
});`,
      ),
      sheetsAppend('سجل التذاكر', 'التذاكر', {
        التذكرة: '={{ $json.ticket }}',
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
        البريد: '={{ $json.email }}',
        الموضوع: '={{ $json.topic }}',
        الأولوية: '={{ $json.priority }}',
        المشاعر: '={{ $json.sentiment }}',
        الملخص: '={{ $json.summary }}',
        الحالة: 'مفتوحة',
      }),
      gmail(
        'رد التأكيد',
        "={{ $('تجهيز التذكرة').item.json.email }}",
        "=استلمنا رسالتك — رقم التذكرة {{ $('تجهيز التذكرة').item.json.ticket }}",
        "=مرحباً،\n\nشكراً لتواصلك. سجّلنا رسالتك برقم {{ $('تجهيز التذكرة').item.json.ticket }}، وسيرد عليك أحد أعضاء الفريق خلال يوم عمل، وأسرع من ذلك في الحالات العاجلة.\n\nفريق خدمة العملاء",
      ),
      ifNode(
        'أولوية عاجلة؟',
        "={{ $('تجهيز التذكرة').item.json.priority }}",
        ['string', 'equals'],
        'عاجل',
      ),
      slack(
        'تنبيه عاجل للدعم',
        'support',
        "=تذكرة عاجلة {{ $('تجهيز التذكرة').item.json.ticket }} ({{ $('تجهيز التذكرة').item.json.topic }}): {{ $('تجهيز التذكرة').item.json.summary }} — {{ $('تجهيز التذكرة').item.json.email }}",
      ),
    ],
  }),
  template({
    slug: 'weekly-report',
    title: 'تقرير أداء أسبوعي تلقائي',
    titleEn: 'Automatic weekly report',
    description:
      'كل أحد صباحاً تُجمع أرقام مبيعات الأسبوع من سجل المبيعات، وتُحسب المؤشرات، وتُكتب أهم الملاحظات، ويصل التقرير إلى الإدارة في سلاك والبريد.',
    descriptionEn:
      'Every Sunday morning the week’s sales are totalled, key notes written, and the report sent to management on Slack and e-mail',
    steps: [
      ['موعد التقرير', 'يعمل كل أحد الساعة 8 صباحاً بتوقيت الرياض', 'n8n Schedule'],
      [
        'جمع البيانات',
        'قراءة سجل المبيعات (يصدّره المتجر أو نقطة البيع يومياً إلى الجدول)',
        'Google Sheets',
      ],
      [
        'حساب المؤشرات',
        'الإيراد وعدد الطلبات ومتوسط الطلب وأفضل المنتجات مقارنة بالأسبوع السابق',
        'n8n Code',
      ],
      ['الملاحظات', 'خمس ملاحظات وتوصيتان مكتوبة من الأرقام نفسها', 'OpenAI'],
      ['الإرسال', 'نشر التقرير في قناة الإدارة وإرساله بالبريد', 'Slack + Gmail'],
    ],
    nodes: [
      schedule('كل أحد 8 صباحاً', '0 8 * * 0'),
      sheetsRead('سجل المبيعات', 'المبيعات'),
      code(
        'حساب مؤشرات الأسبوع',
        `// Columns expected: date (yyyy-MM-dd), order_id, product, amount
const rows = $input.all().map((i) => i.json);
const day = (d) => String(d ?? '').slice(0, 10);
const from = $today.minus({ days: 7 }).toFormat('yyyy-MM-dd');
const prevFrom = $today.minus({ days: 14 }).toFormat('yyyy-MM-dd');
const week = rows.filter((r) => day(r.date) >= from);
const prev = rows.filter((r) => day(r.date) >= prevFrom && day(r.date) < from);
const sum = (list) => list.reduce((s, r) => s + Number(r.amount || 0), 0);
const orders = (list) => new Set(list.map((r) => r.order_id)).size;
const byProduct = {};
for (const r of week) byProduct[r.product] = (byProduct[r.product] ?? 0) + Number(r.amount || 0);
const top = Object.entries(byProduct).sort((a, b) => b[1] - a[1]).slice(0, 5);
const revenue = sum(week), count = orders(week);
return [{ json: {
  from, to: $today.minus({ days: 1 }).toFormat('yyyy-MM-dd'),
  revenue: Math.round(revenue), orders: count,
  average: count ? Math.round(revenue / count) : 0,
  previousRevenue: Math.round(sum(prev)), previousOrders: orders(prev),
  topProducts: top.map(([p, v]) => p + ': ' + Math.round(v)).join('، '),
} }];`,
      ),
      openAi(
        'كتابة الملاحظات',
        'أنت محلل مبيعات لمنشأة سعودية. اكتب بالعربية خمس ملاحظات مختصرة وتوصيتين عمليتين من الأرقام المعطاة فقط، دون اختراع أسباب غير مدعومة. اذكر نسبة التغير عن الأسبوع السابق.',
        '=الفترة: {{ $json.from }} إلى {{ $json.to }}\nالإيراد: {{ $json.revenue }} ريال (الأسبوع السابق {{ $json.previousRevenue }})\nالطلبات: {{ $json.orders }} (السابق {{ $json.previousOrders }})\nمتوسط الطلب: {{ $json.average }} ريال\nأفضل المنتجات: {{ $json.topProducts }}',
      ),
      slack(
        'نشر التقرير في سلاك',
        'management',
        "=📊 تقرير الأسبوع {{ $('حساب مؤشرات الأسبوع').item.json.from }} — {{ $('حساب مؤشرات الأسبوع').item.json.to }}\nالإيراد: {{ $('حساب مؤشرات الأسبوع').item.json.revenue }} ريال | الطلبات: {{ $('حساب مؤشرات الأسبوع').item.json.orders }}\n\n{{ $json.message.content }}",
      ),
      gmail(
        'إرسال التقرير بالبريد',
        '{{MANAGEMENT_EMAIL}}',
        "=تقرير المبيعات الأسبوعي {{ $('حساب مؤشرات الأسبوع').item.json.from }}",
        "=الإيراد: {{ $('حساب مؤشرات الأسبوع').item.json.revenue }} ريال\nالطلبات: {{ $('حساب مؤشرات الأسبوع').item.json.orders }}\nمتوسط الطلب: {{ $('حساب مؤشرات الأسبوع').item.json.average }} ريال\n\n{{ $('كتابة الملاحظات').item.json.message.content }}",
      ),
    ],
    edges: [
      ['كل أحد 8 صباحاً', 'سجل المبيعات'],
      ['سجل المبيعات', 'حساب مؤشرات الأسبوع'],
      ['حساب مؤشرات الأسبوع', 'كتابة الملاحظات'],
      ['كتابة الملاحظات', 'نشر التقرير في سلاك'],
      ['كتابة الملاحظات', 'إرسال التقرير بالبريد'],
    ],
  }),
  template({
    slug: 'meeting-followup',
    title: 'متابعة الاجتماعات',
    titleEn: 'Meeting follow-up',
    description:
      'يستقبل تفريغ الاجتماع من أداة التفريغ، فيستخرج المحضر والقرارات والمهام، ويرسل المحضر للحضور، وينشئ كل مهمة في نوشن بمسؤولها وموعدها.',
    descriptionEn:
      'Takes a meeting transcript, extracts minutes, decisions and tasks, e-mails the minutes and creates each task in Notion',
    steps: [
      [
        'استلام التفريغ',
        'ترسل أداة التفريغ (أو نموذج داخلي) النص وبريد الحضور إلى Webhook',
        'n8n Webhook',
      ],
      ['المحضر', 'استخراج الملخص والقرارات والمهام بالمسؤول والموعد', 'OpenAI'],
      ['إرسال المحضر', 'بريد للحضور بالملخص والقرارات وجدول المهام', 'Gmail'],
      ['تفكيك المهام', 'تحويل قائمة المهام إلى عنصر لكل مهمة', 'n8n Code'],
      ['إنشاء المهام', 'صفحة في قاعدة مهام نوشن لكل مهمة', 'Notion'],
    ],
    nodes: [
      webhook('استلام تفريغ الاجتماع', 'meeting-transcript'),
      openAi(
        'استخراج المحضر والمهام',
        'أنت أمين سر اجتماعات. من التفريغ أعد JSON بالمفاتيح: summary (فقرة)، decisions (قائمة نصوص)، tasks (قائمة عناصر {task, owner, due} والموعد بصيغة yyyy-MM-dd أو "يُحدد"). لا تخترع قرارات أو مهام لم ترد.',
        '=عنوان الاجتماع: {{ $json.body.title }}\nالتفريغ:\n{{ $json.body.transcript }}',
        true,
      ),
      gmail(
        'إرسال المحضر للحضور',
        "={{ $('استلام تفريغ الاجتماع').item.json.body.attendees }}",
        "=محضر اجتماع: {{ $('استلام تفريغ الاجتماع').item.json.body.title }}",
        "=الملخص:\n{{ $json.message.content.summary }}\n\nالقرارات:\n{{ $json.message.content.decisions.map((d, i) => (i + 1) + '. ' + d).join('\\n') }}\n\nالمهام:\n{{ $json.message.content.tasks.map((t) => '- ' + t.task + ' — ' + t.owner + ' — ' + t.due).join('\\n') }}",
      ),
      code(
        'تفكيك المهام',
        `const out = [];
for (const item of $input.all())
  for (const t of item.json.message.content.tasks ?? [])
    out.push({ json: { task: t.task, owner: t.owner, due: t.due } });
return out;`,
      ),
      notionPage('إنشاء المهام في نوشن', '={{ $json.task }} — {{ $json.owner }} ({{ $json.due }})'),
    ],
    edges: [
      ['استلام تفريغ الاجتماع', 'استخراج المحضر والمهام'],
      ['استخراج المحضر والمهام', 'إرسال المحضر للحضور'],
      ['استخراج المحضر والمهام', 'تفكيك المهام'],
      ['تفكيك المهام', 'إنشاء المهام في نوشن'],
    ],
  }),
  template({
    slug: 'abandoned-cart',
    title: 'استرجاع السلال المتروكة',
    titleEn: 'Abandoned cart recovery',
    description:
      'عند وصول حدث السلة المتروكة من المتجر، تُرسل بعد ساعة رسالة واتساب معتمدة باسم العميل ورابط سلته، لمن وافق على الرسائل فقط، وتُسجّل النتيجة للقياس.',
    descriptionEn:
      'When the store reports an abandoned cart, an approved WhatsApp template with the cart link goes out an hour later to opted-in shoppers, and is logged',
    steps: [
      ['رصد السلة المتروكة', 'حدث «سلة متروكة» من سلة أو زد يصل إلى Webhook', 'سلة / زد'],
      [
        'تجهيز البيانات',
        'اسم العميل ورقمه بمفتاح الدولة ورابط السلة والمبلغ وحالة الموافقة',
        'n8n Code',
      ],
      ['التحقق من الموافقة', 'لا تُرسل رسالة تسويقية إلا لمن وافق على التواصل', 'n8n IF'],
      ['الانتظار', 'ساعة قبل التذكير حتى لا يكون مزعجاً', 'n8n Wait'],
      [
        'رسالة واتساب',
        'قالب معتمد «cart_reminder_ar» باسم العميل ورابط السلة',
        'WhatsApp Cloud API',
      ],
      ['القياس', 'تسجيل الإرسال في جدول لمقارنته بالطلبات المكتملة لاحقاً', 'Google Sheets'],
    ],
    nodes: [
      webhook('سلة متروكة من المتجر', 'abandoned-cart'),
      code(
        'تجهيز بيانات السلة',
        `${PHONE}
// Field names differ between platforms: adjust to the payload your store sends.
return $input.all().map(({ json }) => {
  const d = json.body?.data ?? json.body ?? {};
  const c = d.customer ?? {};
  return { json: {
    cartId: String(d.id ?? ''),
    name: c.first_name ?? c.name ?? 'عميلنا',
    phone: phone((c.mobile_code ?? '') + (c.mobile ?? c.phone ?? '')),
    total: d.total?.amount ?? d.total ?? '',
    url: d.checkout_url ?? d.url ?? '',
    consent: Boolean(c.marketing_consent ?? c.accepts_marketing ?? false),
  } };
});`,
      ),
      ifNode('وافق على الرسائل؟', '={{ $json.consent }}', ['boolean', 'true']),
      wait('انتظار ساعة', 1, 'hours'),
      whatsapp(
        'تذكير واتساب بالسلة',
        waTemplate('cart_reminder_ar', "$('تجهيز بيانات السلة').item.json.phone", [
          "$('تجهيز بيانات السلة').item.json.name",
          "$('تجهيز بيانات السلة').item.json.url",
        ]),
      ),
      sheetsAppend('سجل الاسترجاع', 'السلال المتروكة', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
        السلة: "={{ $('تجهيز بيانات السلة').item.json.cartId }}",
        الجوال: "={{ $('تجهيز بيانات السلة').item.json.phone }}",
        المبلغ: "={{ $('تجهيز بيانات السلة').item.json.total }}",
        'حالة الإرسال': '={{ $json.messages ? "أُرسلت" : "تعذر الإرسال" }}',
      }),
    ],
  }),
  template({
    slug: 'review-responder',
    title: 'الرد على تقييمات جوجل',
    titleEn: 'Google review responder',
    description:
      'يقرأ يومياً أحدث تقييمات نشاطك في خرائط جوجل، ويكتب مسودة رد مهذبة لكل تقييم جديد، ويرسلها للمدير للمراجعة قبل نشرها من ملف النشاط التجاري.',
    descriptionEn:
      'Reads your latest Google Maps reviews daily, drafts a polite reply to each new one and sends it to the manager for approval',
    steps: [
      ['فحص يومي', 'يعمل كل يوم الساعة 9 صباحاً', 'n8n Schedule'],
      [
        'جلب التقييمات',
        'أحدث تقييمات المكان من Places API (تعيد عدداً محدوداً من أحدث التقييمات)',
        'Google Places API',
      ],
      ['التقييمات الجديدة', 'تصفية ما نُشر خلال آخر 24 ساعة', 'n8n Code'],
      ['مسودة الرد', 'تحديد المشاعر وسببها وكتابة رد بنبرة العلامة', 'OpenAI'],
      ['الموافقة', 'إرسال التقييم والمسودة للمدير في سلاك لينشر الرد بنفسه', 'Slack'],
    ],
    nodes: [
      schedule('كل يوم 9 صباحاً', '0 9 * * *'),
      httpGet(
        'جلب تقييمات المكان',
        'https://places.googleapis.com/v1/places/{{GOOGLE_PLACE_ID}}',
        { languageCode: 'ar' },
        { 'X-Goog-FieldMask': 'displayName,reviews' },
      ),
      code(
        'التقييمات الجديدة',
        `const since = $now.minus({ hours: 24 }).toISO();
const out = [];
for (const item of $input.all())
  for (const r of item.json.reviews ?? [])
    if (String(r.publishTime ?? '') >= since)
      out.push({ json: {
        author: r.authorAttribution?.displayName ?? 'زائر',
        rating: r.rating,
        text: r.text?.text ?? r.originalText?.text ?? '',
        link: r.googleMapsUri ?? '',
      } });
return out;`,
      ),
      openAi(
        'مسودة الرد',
        'أنت مسؤول سمعة لنشاط خليجي. اكتب رداً عربياً مهذباً قصيراً (حتى 60 كلمة) على التقييم: اشكر، اذكر نقطة محددة من التقييم، وفي السلبي اعتذر دون جدال وادعُ للتواصل الخاص. أعد JSON: {sentiment, reason, reply}.',
        '=التقييم ({{ $json.rating }} نجوم) من {{ $json.author }}:\n{{ $json.text }}',
        true,
      ),
      slack(
        'إرسال المسودة للمدير',
        'reviews',
        "=⭐ {{ $('التقييمات الجديدة').item.json.rating }} — {{ $('التقييمات الجديدة').item.json.author }}\n«{{ $('التقييمات الجديدة').item.json.text }}»\n\nالمشاعر: {{ $json.message.content.sentiment }} ({{ $json.message.content.reason }})\nمسودة الرد:\n{{ $json.message.content.reply }}\n\n{{ $('التقييمات الجديدة').item.json.link }}",
      ),
    ],
  }),
  template({
    slug: 'invoice-reminders',
    title: 'تذكير الفواتير المتأخرة',
    titleEn: 'Overdue invoice reminders',
    description:
      'يفحص سجل الفواتير يومياً في أيام العمل، ويرسل للعميل المتأخر تذكيراً مهذباً يتدرج حسب أيام التأخير (3 و7 و14 يوماً) برقم الفاتورة ومبلغها، ويسجل آخر تذكير.',
    descriptionEn:
      'Checks the invoice log every working day and sends escalating, polite reminders at 3, 7 and 14 days overdue, logging each one',
    steps: [
      ['فحص يومي', 'من الأحد إلى الخميس الساعة 9 صباحاً', 'n8n Schedule'],
      [
        'قراءة الفواتير',
        'سجل الفواتير الصادرة من نظام الفوترة الإلكترونية مع حالة السداد',
        'Google Sheets',
      ],
      ['تحديد المرحلة', 'غير المدفوعة التي مضى على استحقاقها 3 أو 7 أو 14 يوماً بالضبط', 'n8n Code'],
      [
        'كتابة التذكير',
        'نص يناسب المرحلة: تذكير ودي، ثم متابعة، ثم طلب تواصل مع المالية',
        'OpenAI',
      ],
      ['الإرسال', 'بريد للعميل برقم الفاتورة ومبلغها وتاريخ استحقاقها', 'Gmail'],
      ['التسجيل', 'تحديث «آخر تذكير» في سجل الفواتير', 'Google Sheets'],
    ],
    nodes: [
      schedule('أيام العمل 9 صباحاً', '0 9 * * 0-4'),
      sheetsRead('سجل الفواتير', 'الفواتير'),
      code(
        'الفواتير المتأخرة',
        `// Columns expected: invoice_no, customer, email, amount, due_date (yyyy-MM-dd), status
const today = $today;
const stages = { 3: 'تذكير ودي', 7: 'متابعة ثانية', 14: 'طلب تواصل مع الإدارة المالية' };
return $input.all().map((i) => i.json)
  .filter((r) => String(r.status).trim() !== 'مدفوعة' && r.due_date)
  .map((r) => ({ ...r, days: Math.floor(today.diff(DateTime.fromISO(String(r.due_date).slice(0, 10)), 'days').days) }))
  .filter((r) => stages[r.days])
  .map((r) => ({ json: { ...r, stage: stages[r.days] } }));`,
      ),
      openAi(
        'كتابة التذكير',
        'أنت مسؤول تحصيل مهذب في منشأة سعودية. اكتب نص بريد عربي قصير يناسب المرحلة المعطاة، يذكر رقم الفاتورة والمبلغ وتاريخ الاستحقاق كما هي، ويقدم طريقة للتواصل. لا تذكر غرامات أو إجراءات نظامية، ولا تضف مبالغ.',
        '=المرحلة: {{ $json.stage }}\nالعميل: {{ $json.customer }}\nرقم الفاتورة: {{ $json.invoice_no }}\nالمبلغ شاملاً الضريبة: {{ $json.amount }} ريال\nتاريخ الاستحقاق: {{ $json.due_date }}\nأيام التأخير: {{ $json.days }}',
      ),
      gmail(
        'إرسال التذكير',
        "={{ $('الفواتير المتأخرة').item.json.email }}",
        "=تذكير بالفاتورة رقم {{ $('الفواتير المتأخرة').item.json.invoice_no }}",
        '={{ $json.message.content }}',
      ),
      sheetsUpdate('تسجيل آخر تذكير', 'الفواتير', 'invoice_no', {
        invoice_no: "={{ $('الفواتير المتأخرة').item.json.invoice_no }}",
        last_reminder:
          "={{ $now.toFormat('yyyy-MM-dd') }} — {{ $('الفواتير المتأخرة').item.json.stage }}",
      }),
    ],
  }),
  template({
    slug: 'content-approval',
    title: 'دورة اعتماد المحتوى',
    titleEn: 'Content approval flow',
    description:
      'من الفكرة إلى الاعتماد: نموذج لإدخال فكرة المنشور، مسودة تلقائية تُحفظ في لوحة المحتوى، بريد موافقة للمراجِع بزرين، ثم إشعار للمصمم أو إعادة للكاتب.',
    descriptionEn:
      'From idea to approval: an idea form, an automatic draft saved to the content board, a two-button approval e-mail, then design or rework',
    steps: [
      ['الفكرة', 'يملأ الفريق نموذج الفكرة: الموضوع والمنصة وموعد النشر', 'n8n Form'],
      ['المسودة', 'كتابة نص المنشور بنبرة العلامة وطول المنصة', 'OpenAI'],
      ['لوحة المحتوى', 'حفظ المسودة صفحةً في قاعدة محتوى نوشن', 'Notion'],
      ['المراجعة', 'بريد للمراجِع بالمسودة وزري «اعتماد» و«رفض»، وينتظر الرد', 'Gmail'],
      ['القرار', 'عند الاعتماد يُبلّغ المصمم للتصميم والجدولة، وعند الرفض يُعاد للكاتب', 'Slack'],
    ],
    nodes: [
      form('فكرة منشور جديدة', 'فكرة منشور', 'أدخل فكرة المنشور ليُكتب ويُرسل للاعتماد', [
        ['الفكرة', 'textarea'],
        ['المنصة', 'dropdown', ['إنستغرام', 'X', 'لينكدإن', 'تيك توك', 'سناب شات']],
        ['موعد النشر', 'date'],
      ]),
      openAi(
        'كتابة المسودة',
        'أنت كاتب محتوى لعلامة خليجية. اكتب منشوراً واحداً بالعربية يناسب المنصة المحددة طولاً وأسلوباً، بخطاف في السطر الأول ودعوة واحدة في النهاية. لا تخترع عروضاً أو أرقاماً.',
        '=المنصة: {{ $json["المنصة"] }}\nالفكرة: {{ $json["الفكرة"] }}',
      ),
      notionPage(
        'حفظ في لوحة المحتوى',
        "={{ $('فكرة منشور جديدة').item.json['المنصة'] }} — {{ $('فكرة منشور جديدة').item.json['موعد النشر'] }}",
      ),
      gmailApproval(
        'طلب اعتماد المراجِع',
        '{{REVIEWER_EMAIL}}',
        "=اعتماد منشور {{ $('فكرة منشور جديدة').item.json['المنصة'] }} — {{ $('فكرة منشور جديدة').item.json['موعد النشر'] }}",
        "={{ $('كتابة المسودة').item.json.message.content }}",
      ),
      ifNode('معتمد؟', '={{ $json.data.approved }}', ['boolean', 'true']),
      slack(
        'تحويل للتصميم والجدولة',
        'design',
        "=✅ اعتُمد منشور {{ $('فكرة منشور جديدة').item.json['المنصة'] }} للنشر في {{ $('فكرة منشور جديدة').item.json['موعد النشر'] }}:\n{{ $('كتابة المسودة').item.json.message.content }}",
      ),
      slack(
        'إعادة للكاتب',
        'content',
        "=↩️ رُفضت مسودة منشور {{ $('فكرة منشور جديدة').item.json['المنصة'] }}؛ راجع الفكرة مع المراجِع وأعد إرسالها.",
      ),
    ],
    edges: [
      ['فكرة منشور جديدة', 'كتابة المسودة'],
      ['كتابة المسودة', 'حفظ في لوحة المحتوى'],
      ['حفظ في لوحة المحتوى', 'طلب اعتماد المراجِع'],
      ['طلب اعتماد المراجِع', 'معتمد؟'],
      ['معتمد؟', 'تحويل للتصميم والجدولة', 0],
      ['معتمد؟', 'إعادة للكاتب', 1],
    ],
  }),
  template({
    slug: 'hr-onboarding',
    title: 'تهيئة الموظف الجديد تلقائياً',
    titleEn: 'Automatic employee onboarding',
    description:
      'عند تسجيل موظف جديد في نموذج الموارد البشرية: خطة أسبوع أول حسب الوظيفة، بريد ترحيب للموظف، إعلان للفريق، ومهام التجهيز (الحسابات والجهاز والتسجيلات) في قائمة التهيئة.',
    descriptionEn:
      'When HR registers a new hire: a first-week plan, a welcome e-mail, a team announcement and the set-up tasks in the onboarding list',
    steps: [
      ['موظف جديد', 'تملأ الموارد البشرية نموذج بيانات الموظف وتاريخ مباشرته', 'n8n Form'],
      ['خطة أول أسبوع', 'جدول يومي للأسبوع الأول حسب المسمى والقسم', 'OpenAI'],
      ['الترحيب', 'بريد للموظف بموعد ومكان اليوم الأول وخطة أسبوعه', 'Gmail'],
      ['إعلان للفريق', 'رسالة ترحيب في قناة الفريق', 'Slack'],
      [
        'مهام التجهيز',
        'إضافة مهام الحسابات والجهاز والتسجيلات النظامية إلى قائمة التهيئة بمسؤول كل منها',
        'Google Sheets',
      ],
    ],
    nodes: [
      form('بيانات الموظف الجديد', 'موظف جديد', 'تُملأ من الموارد البشرية قبل المباشرة بأسبوع', [
        ['الاسم'],
        ['البريد الشخصي', 'email'],
        ['المسمى الوظيفي'],
        ['القسم'],
        ['المدير المباشر'],
        ['تاريخ المباشرة', 'date'],
      ]),
      openAi(
        'خطة الأسبوع الأول',
        'أنت مختص تهيئة موظفين. اكتب بالعربية خطة أسبوع أول عملية من الأحد إلى الخميس، لكل يوم 3 أنشطة (تعارف، تدريب على الأنظمة، مهمة صغيرة)، تناسب المسمى والقسم. لا تذكر إجراءات نظامية بعينها.',
        '=المسمى: {{ $json["المسمى الوظيفي"] }}\nالقسم: {{ $json["القسم"] }}\nالمدير: {{ $json["المدير المباشر"] }}',
      ),
      gmail(
        'رسالة ترحيب للموظف',
        "={{ $('بيانات الموظف الجديد').item.json['البريد الشخصي'] }}",
        'أهلاً بك في فريقنا',
        "=أهلاً {{ $('بيانات الموظف الجديد').item.json['الاسم'] }}،\n\nيسعدنا انضمامك إلينا في وظيفة {{ $('بيانات الموظف الجديد').item.json['المسمى الوظيفي'] }} ابتداءً من {{ $('بيانات الموظف الجديد').item.json['تاريخ المباشرة'] }}. سيستقبلك {{ $('بيانات الموظف الجديد').item.json['المدير المباشر'] }} في يومك الأول.\n\nخطة أسبوعك الأول:\n{{ $json.message.content }}\n\nالموارد البشرية",
      ),
      slack(
        'إعلان للفريق',
        'general',
        "=👋 ينضم إلينا {{ $('بيانات الموظف الجديد').item.json['الاسم'] }} في وظيفة {{ $('بيانات الموظف الجديد').item.json['المسمى الوظيفي'] }} بقسم {{ $('بيانات الموظف الجديد').item.json['القسم'] }} ابتداءً من {{ $('بيانات الموظف الجديد').item.json['تاريخ المباشرة'] }}. رحّبوا به!",
      ),
      sheetsAppend('قائمة التهيئة', 'التهيئة', {
        الموظف: "={{ $('بيانات الموظف الجديد').item.json['الاسم'] }}",
        'تاريخ المباشرة': "={{ $('بيانات الموظف الجديد').item.json['تاريخ المباشرة'] }}",
        'البريد والحسابات': 'تقنية المعلومات — قبل المباشرة بيومين',
        الجهاز: 'تقنية المعلومات — جاهز يوم المباشرة',
        'العقد والتسجيلات النظامية': 'الموارد البشرية — وفق الأنظمة المعمول بها',
        الحالة: 'قيد التنفيذ',
      }),
    ],
  }),

  template({
    slug: 'salla-order-whatsapp',
    title: 'تأكيد طلبات سلة عبر واتساب',
    titleEn: 'Salla order confirmation on WhatsApp',
    description:
      'كل طلب جديد في متجرك على سلة يصل العميلَ تأكيدُه على واتساب برقم الطلب ومبلغه خلال ثوانٍ، ويُسجّل في جدول الطلبات للمتابعة.',
    descriptionEn:
      'Every new Salla order is confirmed to the customer on WhatsApp within seconds and logged in the orders sheet',
    steps: [
      [
        'طلب جديد',
        'حدث «order.created» من سلة يصل إلى Webhook (من إعدادات الويب هوك في لوحة المتجر أو تطبيقك في منصة شركاء سلة)',
        'سلة',
      ],
      [
        'استخراج البيانات',
        'رقم الطلب واسم العميل وجواله بمفتاح الدولة والمبلغ والمنتجات',
        'n8n Code',
      ],
      ['التحقق من الرقم', 'المتابعة فقط إن وُجد رقم جوال صالح', 'n8n IF'],
      [
        'تأكيد واتساب',
        'قالب خدمي معتمد «order_confirmation_ar» بالاسم ورقم الطلب والمبلغ',
        'WhatsApp Cloud API',
      ],
      ['التسجيل', 'إضافة الطلب وحالة الإرسال إلى جدول الطلبات', 'Google Sheets'],
    ],
    nodes: [
      webhook('طلب جديد من سلة', 'salla-order-created'),
      code(
        'استخراج بيانات الطلب',
        `${PHONE}
return $input.all().map(({ json }) => {
  const d = json.body?.data ?? {};
  const c = d.customer ?? {};
  return { json: {
    order: String(d.reference_id ?? d.id ?? ''),
    name: [c.first_name, c.last_name].filter(Boolean).join(' ') || 'عميلنا',
    phone: phone(String(c.mobile_code ?? '').replace('+', '') + String(c.mobile ?? '')),
    total: d.amounts?.total?.amount ?? d.total?.amount ?? '',
    items: (d.items ?? []).map((i) => i.name + ' × ' + i.quantity).join('، '),
  } };
});`,
      ),
      ifNode('يوجد رقم جوال؟', '={{ $json.phone }}', ['string', 'notEmpty']),
      whatsapp(
        'تأكيد الطلب على واتساب',
        waTemplate('order_confirmation_ar', '$json.phone', [
          '$json.name',
          '$json.order',
          '$json.total',
        ]),
      ),
      sheetsAppend('سجل الطلبات', 'الطلبات', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
        'رقم الطلب': "={{ $('استخراج بيانات الطلب').item.json.order }}",
        العميل: "={{ $('استخراج بيانات الطلب').item.json.name }}",
        الجوال: "={{ $('استخراج بيانات الطلب').item.json.phone }}",
        المبلغ: "={{ $('استخراج بيانات الطلب').item.json.total }}",
        المنتجات: "={{ $('استخراج بيانات الطلب').item.json.items }}",
        'تأكيد واتساب': '={{ $json.messages ? "أُرسل" : "تعذر" }}',
      }),
    ],
  }),
  template({
    slug: 'zid-stock-alert',
    title: 'طلبات زد وتنبيه إعادة الطلب من المخزون',
    titleEn: 'Zid orders with reorder alerts',
    description:
      'مع كل طلب جديد في متجر زد تُخصم الكميات من جدول المخزون، وعندما ينزل منتج تحت حد إعادة الطلب يصل تنبيه فوري لمسؤول المشتريات.',
    descriptionEn:
      'Each new Zid order deducts quantities from the stock sheet and alerts purchasing when a product falls below its reorder level',
    steps: [
      ['طلب جديد', 'حدث إنشاء طلب من زد يصل إلى Webhook', 'زد'],
      ['تفكيك المنتجات', 'عنصر لكل منتج في الطلب برمز SKU والكمية', 'n8n Code'],
      ['قراءة المخزون', 'البحث عن صف المنتج في جدول المخزون برمز SKU', 'Google Sheets'],
      ['حساب المتبقي', 'طرح الكمية المباعة ومقارنتها بحد إعادة الطلب', 'n8n Code'],
      ['تحديث المخزون', 'كتابة الكمية الجديدة في الجدول', 'Google Sheets'],
      ['تنبيه إعادة الطلب', 'رسالة لمسؤول المشتريات إن نزل المنتج تحت الحد', 'Slack'],
    ],
    nodes: [
      webhook('طلب جديد من زد', 'zid-order-created'),
      code(
        'تفكيك المنتجات',
        `// Zid's payload field names may differ by version: adjust products/sku/quantity if needed.
const out = [];
for (const { json } of $input.all()) {
  const order = json.body ?? {};
  for (const p of order.products ?? order.items ?? [])
    out.push({ json: { order: String(order.id ?? order.code ?? ''), sku: String(p.sku ?? ''), name: p.name ?? '', qty: Number(p.quantity ?? 1) } });
}
return out.filter((i) => i.json.sku);`,
      ),
      sheetsRead('صف المنتج في المخزون', 'المخزون', ['sku', '={{ $json.sku }}']),
      code(
        'حساب المتبقي',
        `const sold = $('تفكيك المنتجات').item.json;
const stock = Number($json.stock ?? 0) - sold.qty;
return { json: { sku: sold.sku, name: $json.name || sold.name, stock, reorder: Number($json.reorder_level ?? 0), order: sold.order } };`,
        true,
      ),
      sheetsUpdate('تحديث المخزون', 'المخزون', 'sku', {
        sku: '={{ $json.sku }}',
        stock: '={{ $json.stock }}',
        updated_at: "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
      }),
      ifNode(
        'تحت حد إعادة الطلب؟',
        "={{ $('حساب المتبقي').item.json.stock <= $('حساب المتبقي').item.json.reorder }}",
        ['boolean', 'true'],
      ),
      slack(
        'تنبيه المشتريات',
        'purchasing',
        "=⚠️ {{ $('حساب المتبقي').item.json.name }} ({{ $('حساب المتبقي').item.json.sku }}) بقي منه {{ $('حساب المتبقي').item.json.stock }} فقط، وحد إعادة الطلب {{ $('حساب المتبقي').item.json.reorder }}.",
      ),
    ],
  }),
  template({
    slug: 'clinic-appointment-reminders',
    title: 'تذكير مرضى العيادة بمواعيد الغد',
    titleEn: 'Clinic appointment reminders',
    description:
      'كل مساء تُقرأ مواعيد اليوم التالي من جدول المواعيد، ويصل كل مريض تذكير واتساب باسم الطبيب ووقت الموعد، ويُسجّل الإرسال حتى لا يتكرر؛ يقلل حالات عدم الحضور.',
    descriptionEn:
      'Every evening, tomorrow’s appointments get a WhatsApp reminder with doctor and time, logged so it is never sent twice',
    steps: [
      ['موعد التذكير', 'يعمل يومياً الساعة 5 مساءً بتوقيت الرياض', 'n8n Schedule'],
      [
        'قراءة المواعيد',
        'جدول المواعيد (يُصدّر من نظام العيادة أو يُحدّث من الاستقبال)',
        'Google Sheets',
      ],
      ['مواعيد الغد', 'المؤكدة منها فقط والتي لم يُرسل لها تذكير', 'n8n Code'],
      [
        'رسالة التذكير',
        'قالب خدمي معتمد «appointment_reminder_ar» بالاسم والطبيب والتاريخ والوقت',
        'WhatsApp Cloud API',
      ],
      ['التسجيل', 'وضع «نعم» في عمود التذكير لكل موعد أُرسل له', 'Google Sheets'],
    ],
    nodes: [
      schedule('كل يوم 5 مساءً', '0 17 * * *'),
      sheetsRead('جدول المواعيد', 'المواعيد'),
      code(
        'مواعيد الغد',
        `${PHONE}
// Columns expected: appointment_id, patient, phone, doctor, date (yyyy-MM-dd), time, status, reminder_sent
const tomorrow = $today.plus({ days: 1 }).toFormat('yyyy-MM-dd');
return $input.all().map((i) => i.json)
  .filter((r) => String(r.date).slice(0, 10) === tomorrow && String(r.status).trim() === 'مؤكد' && String(r.reminder_sent).trim() !== 'نعم')
  .map((r) => ({ json: { ...r, phone: phone(r.phone) } }));`,
      ),
      whatsapp(
        'تذكير واتساب',
        waTemplate('appointment_reminder_ar', '$json.phone', [
          '$json.patient',
          '$json.doctor',
          '$json.date',
          '$json.time',
        ]),
      ),
      sheetsUpdate('تسجيل الإرسال', 'المواعيد', 'appointment_id', {
        appointment_id: "={{ $('مواعيد الغد').item.json.appointment_id }}",
        reminder_sent: '={{ $json.messages ? "نعم" : "تعذر" }}',
      }),
    ],
  }),
  template({
    slug: 'restaurant-reviews-digest',
    title: 'ملخص أسبوعي لتقييمات المطعم',
    titleEn: 'Weekly restaurant review digest',
    description:
      'كل أسبوع تُجمع تقييمات المطعم من جوجل وتطبيقات التوصيل في جدول واحد، فيُحسب متوسط كل فرع ومنصة، وتُستخرج أكثر نقاط المدح والشكوى، ويصل الملخص للمالك على تيليجرام.',
    descriptionEn:
      'Weekly: reviews from Google and delivery apps are averaged per branch and platform, themes extracted, and the digest sent on Telegram',
    steps: [
      ['موعد الملخص', 'كل أحد الساعة 10 صباحاً', 'n8n Schedule'],
      [
        'قراءة التقييمات',
        'جدول التقييمات الذي يجمعه الفريق أو الأتمتة من المنصات',
        'Google Sheets',
      ],
      ['أرقام الأسبوع', 'التقييمات الجديدة ومتوسط كل فرع ومنصة', 'n8n Code'],
      ['الموضوعات المتكررة', 'أكثر ما يمدحه العملاء ويشتكون منه وثلاثة إجراءات مقترحة', 'OpenAI'],
      ['إرسال الملخص', 'رسالة للمالك بالأرقام والموضوعات والإجراءات', 'Telegram'],
    ],
    nodes: [
      schedule('كل أحد 10 صباحاً', '0 10 * * 0'),
      sheetsRead('جدول التقييمات', 'التقييمات'),
      code(
        'أرقام الأسبوع',
        `// Columns expected: date (yyyy-MM-dd), branch, platform, rating, text
const from = $today.minus({ days: 7 }).toFormat('yyyy-MM-dd');
const rows = $input.all().map((i) => i.json).filter((r) => String(r.date).slice(0, 10) >= from);
const groups = {};
for (const r of rows) {
  const k = r.branch + ' / ' + r.platform;
  (groups[k] ??= []).push(Number(r.rating || 0));
}
const lines = Object.entries(groups).map(([k, v]) => k + ': ' + (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1) + ' (' + v.length + ')');
return [{ json: { count: rows.length, averages: lines.join('\\n'), texts: rows.map((r) => '[' + r.rating + '] ' + r.text).join('\\n').slice(0, 12000) } }];`,
      ),
      openAi(
        'الموضوعات المتكررة',
        'أنت مستشار تشغيل مطاعم في الخليج. من نصوص التقييمات استخرج JSON: praise (أكثر 3 أشياء يمدحها العملاء)، complaints (أكثر 3 شكاوى مع عدد تكرار تقريبي)، actions (3 إجراءات تشغيلية محددة لهذا الأسبوع). اكتب بالعربية ولا تخترع ما لم يرد.',
        '={{ $json.texts }}',
        true,
      ),
      telegram(
        'إرسال الملخص للمالك',
        "=📋 تقييمات الأسبوع: {{ $('أرقام الأسبوع').item.json.count }} تقييماً\n\nالمتوسطات:\n{{ $('أرقام الأسبوع').item.json.averages }}\n\n👍 المدح: {{ $json.message.content.praise.join('، ') }}\n👎 الشكاوى: {{ $json.message.content.complaints.join('، ') }}\n\n✅ إجراءات الأسبوع:\n{{ $json.message.content.actions.map((a, i) => (i + 1) + '. ' + a).join('\\n') }}",
      ),
    ],
  }),
  template({
    slug: 'lead-routing-by-city',
    title: 'توزيع العملاء المحتملين على المندوبين حسب المدينة',
    titleEn: 'Lead routing by city',
    description:
      'طلبات عروض الأسعار من النموذج تُوزّع تلقائياً على مندوب المدينة، وتُسجّل في HubSpot، ويُنبّه المندوب فوراً، ويصل العميلَ تأكيد على واتساب بأن مندوباً سيتصل به.',
    descriptionEn:
      'Quote requests are routed to the city’s sales rep, saved in HubSpot, the rep alerted and the customer acknowledged on WhatsApp',
    steps: [
      ['طلب عرض سعر', 'نموذج بالاسم والجوال والبريد والمدينة والخدمة', 'n8n Form'],
      ['تعيين المندوب', 'جدول بسيط داخل العقدة يربط كل مدينة بمندوبها', 'n8n Code'],
      ['نظام العملاء', 'إنشاء العميل أو تحديثه في HubSpot', 'HubSpot'],
      ['تنبيه المندوب', 'رسالة في قناة المبيعات تذكر المندوب وبيانات العميل', 'Slack'],
      ['تأكيد للعميل', 'قالب «lead_ack_ar» باسم العميل واسم المندوب', 'WhatsApp Cloud API'],
    ],
    nodes: [
      form('طلب عرض سعر', 'اطلب عرض سعر', 'اترك بياناتك ويتواصل معك مندوب مدينتك خلال يوم عمل', [
        ['الاسم'],
        ['الجوال'],
        ['البريد الإلكتروني', 'email'],
        [
          'المدينة',
          'dropdown',
          ['الرياض', 'جدة', 'مكة المكرمة', 'المدينة المنورة', 'الدمام والخبر', 'أخرى'],
        ],
        ['الخدمة المطلوبة'],
      ]),
      code(
        'تعيين المندوب',
        `${PHONE}
// Replace with your team: city -> { name, slack }
const reps = {
  'الرياض': { name: 'مندوب الرياض', slack: '@riyadh-rep' },
  'جدة': { name: 'مندوب جدة', slack: '@jeddah-rep' },
  'مكة المكرمة': { name: 'مندوب جدة', slack: '@jeddah-rep' },
  'المدينة المنورة': { name: 'مندوب المدينة', slack: '@madinah-rep' },
  'الدمام والخبر': { name: 'مندوب الشرقية', slack: '@eastern-rep' },
};
const fallback = { name: 'فريق المبيعات', slack: '@sales-lead' };
return $input.all().map(({ json }) => {
  const rep = reps[json['المدينة']] ?? fallback;
  return { json: {
    name: json['الاسم'], phone: phone(json['الجوال']), email: String(json['البريد الإلكتروني']).toLowerCase(),
    city: json['المدينة'], service: json['الخدمة المطلوبة'], rep: rep.name, repSlack: rep.slack,
  } };
});`,
      ),
      hubspotUpsert('تسجيل في HubSpot', '={{ $json.email }}', {
        firstName: '={{ $json.name }}',
        phoneNumber: '={{ $json.phone }}',
        city: '={{ $json.city }}',
      }),
      slack(
        'تنبيه مندوب المدينة',
        'sales-leads',
        "={{ $('تعيين المندوب').item.json.repSlack }} عميل جديد في {{ $('تعيين المندوب').item.json.city }}: {{ $('تعيين المندوب').item.json.name }} — {{ $('تعيين المندوب').item.json.service }} — {{ $('تعيين المندوب').item.json.phone }}. تواصل خلال ساعتين.",
      ),
      whatsapp(
        'تأكيد للعميل على واتساب',
        waTemplate('lead_ack_ar', "$('تعيين المندوب').item.json.phone", [
          "$('تعيين المندوب').item.json.name",
          "$('تعيين المندوب').item.json.rep",
        ]),
      ),
    ],
  }),
  template({
    slug: 'invoice-due-soon',
    title: 'تذكير ودي قبل استحقاق الفاتورة',
    titleEn: 'Friendly reminder before an invoice is due',
    description:
      'قبل استحقاق الفاتورة بثلاثة أيام يصل العميلَ تذكير بالبريد وواتساب برقم الفاتورة الضريبية ومبلغها ورابط نسختها من نظام الفوترة الإلكترونية، فيقل التأخير قبل أن يبدأ.',
    descriptionEn:
      'Three days before an invoice is due the customer gets an e-mail and WhatsApp reminder with the tax-invoice number, amount and link',
    steps: [
      ['فحص يومي', 'من الأحد إلى الخميس الساعة 9 صباحاً', 'n8n Schedule'],
      [
        'قراءة الفواتير',
        'سجل الفواتير كما يصدّره نظام الفوترة الإلكترونية المتوافق مع هيئة الزكاة والضريبة والجمارك',
        'Google Sheets',
      ],
      ['تستحق بعد 3 أيام', 'الفواتير غير المدفوعة التي يحل استحقاقها بعد ثلاثة أيام', 'n8n Code'],
      [
        'تذكير بالبريد',
        'رقم الفاتورة والمبلغ شاملاً الضريبة وتاريخ الاستحقاق ورابط النسخة',
        'Gmail',
      ],
      [
        'تذكير واتساب',
        'قالب خدمي معتمد «invoice_due_ar» بالرقم والمبلغ والتاريخ',
        'WhatsApp Cloud API',
      ],
      ['التسجيل', 'تسجيل تاريخ التذكير المسبق في سجل الفواتير', 'Google Sheets'],
    ],
    nodes: [
      schedule('أيام العمل 9 صباحاً', '0 9 * * 0-4'),
      sheetsRead('سجل الفواتير', 'الفواتير'),
      code(
        'تستحق بعد 3 أيام',
        `${PHONE}
// Columns expected: invoice_no, customer, email, phone, amount, due_date (yyyy-MM-dd), status, pdf_url
const target = $today.plus({ days: 3 }).toFormat('yyyy-MM-dd');
return $input.all().map((i) => i.json)
  .filter((r) => String(r.due_date).slice(0, 10) === target && String(r.status).trim() !== 'مدفوعة')
  .map((r) => ({ json: { ...r, phone: phone(r.phone) } }));`,
      ),
      gmail(
        'تذكير بالبريد',
        '={{ $json.email }}',
        '=تذكير: الفاتورة رقم {{ $json.invoice_no }} تستحق في {{ $json.due_date }}',
        '=السادة {{ $json.customer }}،\n\nتحية طيبة، نود تذكيركم بأن الفاتورة الضريبية رقم {{ $json.invoice_no }} بمبلغ {{ $json.amount }} ريال شاملاً ضريبة القيمة المضافة يحل استحقاقها في {{ $json.due_date }}.\n\nنسخة الفاتورة: {{ $json.pdf_url }}\n\nإن كان السداد قد تم فنرجو تجاهل هذه الرسالة، ولأي استفسار يسعدنا تواصلكم.\n\nالإدارة المالية',
      ),
      whatsapp(
        'تذكير واتساب',
        waTemplate('invoice_due_ar', "$('تستحق بعد 3 أيام').item.json.phone", [
          "$('تستحق بعد 3 أيام').item.json.invoice_no",
          "$('تستحق بعد 3 أيام').item.json.amount",
          "$('تستحق بعد 3 أيام').item.json.due_date",
        ]),
      ),
      sheetsUpdate('تسجيل التذكير المسبق', 'الفواتير', 'invoice_no', {
        invoice_no: "={{ $('تستحق بعد 3 أيام').item.json.invoice_no }}",
        pre_due_reminder: "={{ $now.toFormat('yyyy-MM-dd') }}",
      }),
    ],
  }),
  template({
    slug: 'whatsapp-faq-bot',
    title: 'رد آلي على أسئلة واتساب الشائعة',
    titleEn: 'WhatsApp FAQ auto-reply',
    description:
      'يرد على رسائل واتساب الواردة من أسئلتكم الشائعة وسياساتكم فقط، خلال نافذة المحادثة، ويحوّل ما يحتاج موظفاً إلى قناة الفريق. يشمل مسار التحقق الذي تطلبه ميتا عند ربط الويب هوك.',
    descriptionEn:
      'Answers incoming WhatsApp messages from your FAQ only and hands off what needs a person; includes Meta’s webhook verification',
    steps: [
      [
        'التحقق من الويب هوك',
        'تطلب ميتا عند الربط رداً برمز التحدي؛ يُعاد فقط إن طابق رمز التحقق الذي تختاره',
        'n8n Webhook',
      ],
      ['استقبال الرسالة', 'إشعار الرسائل الواردة من WhatsApp Cloud API', 'n8n Webhook'],
      ['استخراج الرسالة', 'رقم المرسل ونص رسالته، مع تجاهل إشعارات الحالة', 'n8n Code'],
      ['الإجابة', 'رد قصير من الأسئلة الشائعة المكتوبة في التعليمات، أو طلب تحويل لموظف', 'OpenAI'],
      ['إرسال الرد', 'رسالة نصية داخل نافذة الـ24 ساعة', 'WhatsApp Cloud API'],
      ['التحويل لموظف', 'إن لم تكفِ الأسئلة الشائعة تُنشر المحادثة في قناة الخدمة', 'Slack'],
    ],
    nodes: [
      webhook('تحقق ميتا', 'whatsapp', 'GET', { responseMode: 'responseNode' }),
      respond(
        'رد التحقق',
        '={{ $json.query["hub.verify_token"] === "REPLACE_WITH_YOUR_VERIFY_TOKEN" ? $json.query["hub.challenge"] : "forbidden" }}',
      ),
      webhook('رسالة واتساب واردة', 'whatsapp'),
      code(
        'استخراج الرسالة',
        `const out = [];
for (const { json } of $input.all())
  for (const entry of json.body?.entry ?? [])
    for (const change of entry.changes ?? [])
      for (const m of change.value?.messages ?? [])
        if (m.type === 'text') out.push({ json: { from: m.from, text: m.text.body, name: change.value.contacts?.[0]?.profile?.name ?? '' } });
return out;`,
      ),
      openAi(
        'الإجابة من الأسئلة الشائعة',
        'أنت موظف خدمة عملاء لمنشأة خليجية ترد على واتساب بلهجة مهذبة قريبة من العميل. أجب فقط من المعلومات التالية، وإن لم تجد الجواب أو كان الطلب شكوى أو مبلغاً أو حالة خاصة فاجعل handoff = true واكتب رداً يخبر العميل أن موظفاً سيتواصل معه قريباً.\n\nالأسئلة الشائعة والسياسات:\n[الصق هنا ساعات العمل، الفروع، الأسعار الأساسية، الشحن، الاسترجاع، طرق الدفع]\n\nأعد JSON: {reply, handoff}.',
        '=اسم العميل: {{ $json.name }}\nرسالته: {{ $json.text }}',
        true,
      ),
      whatsapp(
        'إرسال الرد',
        "={{ JSON.stringify({ messaging_product: 'whatsapp', to: $('استخراج الرسالة').item.json.from, type: 'text', text: { body: $json.message.content.reply } }) }}",
      ),
      ifNode(
        'يحتاج موظفاً؟',
        "={{ $('الإجابة من الأسئلة الشائعة').item.json.message.content.handoff }}",
        ['boolean', 'true'],
      ),
      slack(
        'تحويل إلى الفريق',
        'customer-service',
        "=💬 محادثة تحتاج موظفاً من {{ $('استخراج الرسالة').item.json.name }} (+{{ $('استخراج الرسالة').item.json.from }}):\n«{{ $('استخراج الرسالة').item.json.text }}»",
      ),
    ],
    edges: [
      ['تحقق ميتا', 'رد التحقق'],
      ['رسالة واتساب واردة', 'استخراج الرسالة'],
      ['استخراج الرسالة', 'الإجابة من الأسئلة الشائعة'],
      ['الإجابة من الأسئلة الشائعة', 'إرسال الرد'],
      ['إرسال الرد', 'يحتاج موظفاً؟'],
      ['يحتاج موظفاً؟', 'تحويل إلى الفريق', 0],
    ],
  }),
  template({
    slug: 'cv-screening',
    title: 'استقبال طلبات التوظيف وفرزها المبدئي',
    titleEn: 'Job applications intake and first screening',
    description:
      'نموذج تقديم على الوظيفة يقارن ملخص خبرة المتقدم بمتطلبات الوظيفة ويعطي درجة وأسباباً وأسئلة للمقابلة، ويسجل الطلب، ويؤكد الاستلام، ويرشح الأعلى درجة لمراجعة الموارد البشرية؛ القرار دائماً لإنسان.',
    descriptionEn:
      'An application form scores each applicant against the job’s requirements, logs it, acknowledges it and flags strong matches for HR review',
    steps: [
      ['التقديم', 'نموذج بالاسم والبريد والوظيفة وسنوات الخبرة وملخص السيرة', 'n8n Form'],
      ['متطلبات الوظيفة', 'المتطلبات الأساسية لكل وظيفة مكتوبة في عقدة الإعدادات', 'n8n Set'],
      [
        'التقييم المبدئي',
        'درجة من 10 مع نقاط القوة والفجوات وأسئلة تحقق، دون أي معيار شخصي',
        'OpenAI',
      ],
      ['التسجيل', 'إضافة الطلب والتقييم إلى جدول المتقدمين', 'Google Sheets'],
      ['تأكيد الاستلام', 'بريد للمتقدم بأن طلبه وصل وسيُراجع', 'Gmail'],
      ['الترشيح', 'الطلبات بدرجة 7 فأعلى تُرسل لقناة التوظيف لمراجعة بشرية', 'Slack'],
    ],
    nodes: [
      form(
        'التقديم على وظيفة',
        'التقديم على وظيفة',
        'املأ بياناتك بدقة؛ يطّلع فريق الموارد البشرية على كل طلب',
        [
          ['الاسم الكامل'],
          ['البريد الإلكتروني', 'email'],
          [
            'الوظيفة',
            'dropdown',
            ['أخصائي مبيعات', 'محاسب', 'أخصائي تسويق رقمي', 'ممثل خدمة عملاء'],
          ],
          ['سنوات الخبرة', 'number'],
          ['ملخص خبرتك ومهاراتك', 'textarea'],
        ],
      ),
      set('متطلبات الوظيفة', [
        [
          'requirements',
          "={{ ({ 'أخصائي مبيعات': 'خبرة بيع بين الشركات سنتين فأكثر، إدارة عملاء محتملين، مهارات تفاوض، نظام CRM', 'محاسب': 'بكالوريوس محاسبة، خبرة 3 سنوات، ضريبة القيمة المضافة والفوترة الإلكترونية، إكسل متقدم', 'أخصائي تسويق رقمي': 'إدارة حملات ممولة، تحليل أداء، كتابة محتوى عربي، خبرة سنتين', 'ممثل خدمة عملاء': 'تواصل ممتاز بالعربية، خبرة خدمة عملاء، التعامل مع الشكاوى، العمل بنظام المناوبات' })[$json['الوظيفة']] }}",
        ],
      ]),
      openAi(
        'التقييم المبدئي',
        'أنت أخصائي فرز مرشحين. قارن خبرة المتقدم بمتطلبات الوظيفة فقط. لا تستخدم الاسم أو الجنس أو العمر أو الجنسية أو أي معيار شخصي. أعد JSON: {score (0-10), strengths (قائمة), gaps (قائمة), questions (3 أسئلة تحقق للمقابلة)}.',
        "=الوظيفة: {{ $('التقديم على وظيفة').item.json['الوظيفة'] }}\nالمتطلبات: {{ $json.requirements }}\nسنوات الخبرة: {{ $('التقديم على وظيفة').item.json['سنوات الخبرة'] }}\nملخص المتقدم: {{ $('التقديم على وظيفة').item.json['ملخص خبرتك ومهاراتك'] }}",
        true,
      ),
      sheetsAppend('جدول المتقدمين', 'المتقدمون', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd') }}",
        الاسم: "={{ $('التقديم على وظيفة').item.json['الاسم الكامل'] }}",
        البريد: "={{ $('التقديم على وظيفة').item.json['البريد الإلكتروني'] }}",
        الوظيفة: "={{ $('التقديم على وظيفة').item.json['الوظيفة'] }}",
        الدرجة: '={{ $json.message.content.score }}',
        'نقاط القوة': "={{ $json.message.content.strengths.join('، ') }}",
        الفجوات: "={{ $json.message.content.gaps.join('، ') }}",
        'أسئلة المقابلة': "={{ $json.message.content.questions.join(' | ') }}",
        الحالة: 'بانتظار المراجعة',
      }),
      gmail(
        'تأكيد الاستلام',
        "={{ $('التقديم على وظيفة').item.json['البريد الإلكتروني'] }}",
        "=استلمنا طلبك لوظيفة {{ $('التقديم على وظيفة').item.json['الوظيفة'] }}",
        "=مرحباً {{ $('التقديم على وظيفة').item.json['الاسم الكامل'] }}،\n\nشكراً لاهتمامك بالانضمام إلينا. وصل طلبك وسيراجعه فريق الموارد البشرية، ونتواصل معك إن تقدم طلبك إلى مرحلة المقابلة.\n\nالموارد البشرية",
      ),
      ifNode(
        'درجة 7 فأعلى؟',
        "={{ $('التقييم المبدئي').item.json.message.content.score }}",
        ['number', 'gte'],
        7,
      ),
      slack(
        'ترشيح للمراجعة',
        'recruitment',
        "=⭐ مرشح لمراجعة بشرية: {{ $('التقديم على وظيفة').item.json['الاسم الكامل'] }} — {{ $('التقديم على وظيفة').item.json['الوظيفة'] }} — الدرجة {{ $('التقييم المبدئي').item.json.message.content.score }}/10\nالقوة: {{ $('التقييم المبدئي').item.json.message.content.strengths.join('، ') }}",
      ),
    ],
  }),

  template({
    slug: 'daily-sales-telegram',
    title: 'ملخص مبيعات اليوم على تيليجرام',
    titleEn: 'Daily sales summary on Telegram',
    description:
      'كل ليلة تُسحب طلبات اليوم من واجهة سلة البرمجية، ويُحسب عددها وإجماليها ومتوسطها وأكثر المنتجات مبيعاً، ويصل الملخص لصاحب المتجر على تيليجرام.',
    descriptionEn:
      'Every night today’s orders are pulled from the Salla API, totalled and summarised to the owner on Telegram',
    steps: [
      ['موعد الملخص', 'يومياً الساعة 11 مساءً بتوقيت الرياض', 'n8n Schedule'],
      ['طلبات المتجر', 'أحدث الطلبات من واجهة سلة البرمجية برمز وصول التطبيق', 'Salla API'],
      ['حساب اليوم', 'تصفية طلبات اليوم وحساب العدد والإجمالي والمتوسط وأفضل المنتجات', 'n8n Code'],
      ['الإرسال', 'رسالة مختصرة لصاحب المتجر', 'Telegram'],
    ],
    nodes: [
      schedule('كل يوم 11 مساءً', '0 23 * * *'),
      httpGet('طلبات سلة', 'https://api.salla.dev/admin/v2/orders', { per_page: '60' }),
      code(
        'حساب مبيعات اليوم',
        `// Salla returns orders in data[]; check the field names against your store's response.
const today = $today.toFormat('yyyy-MM-dd');
const orders = $input.all().flatMap((i) => i.json.data ?? []);
const todays = orders.filter((o) => String(o.date?.date ?? o.created_at ?? '').slice(0, 10) === today);
const total = todays.reduce((s, o) => s + Number(o.total?.amount ?? o.amounts?.total?.amount ?? 0), 0);
const products = {};
for (const o of todays) for (const it of o.items ?? []) products[it.name] = (products[it.name] ?? 0) + Number(it.quantity ?? 1);
const top = Object.entries(products).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([n, q]) => n + ' (' + q + ')');
return [{ json: { date: today, count: todays.length, total: Math.round(total), average: todays.length ? Math.round(total / todays.length) : 0, top: top.join('، ') || '—' } }];`,
      ),
      telegram(
        'إرسال الملخص',
        '=🛒 مبيعات {{ $json.date }}\nالطلبات: {{ $json.count }}\nالإجمالي: {{ $json.total }} ريال\nمتوسط الطلب: {{ $json.average }} ريال\nالأكثر مبيعاً: {{ $json.top }}',
      ),
    ],
  }),
  template({
    slug: 'welcome-series',
    title: 'سلسلة ترحيب بالعملاء الجدد',
    titleEn: 'New customer welcome series',
    description:
      'عند تسجيل عميل جديد في المتجر تصله ثلاث رسائل بريد: ترحيب فوري، ثم نصائح استخدام بعد يومين، ثم عرض الطلب الثاني بعد أسبوع لمن وافق على العروض فقط.',
    descriptionEn:
      'A new store customer gets a welcome, usage tips two days later and, if opted in, a second-order offer after a week',
    steps: [
      ['عميل جديد', 'حدث تسجيل عميل من المتجر يصل إلى Webhook', 'سلة / زد / شوبيفاي'],
      ['تجهيز البيانات', 'الاسم والبريد وحالة الموافقة على العروض', 'n8n Code'],
      ['الترحيب', 'رسالة ترحيب فورية بما يميز المتجر وطرق التواصل', 'Gmail'],
      ['النصائح', 'بعد يومين: كيف يستفيد من المنتجات وسياسة الاسترجاع', 'Gmail'],
      ['التحقق من الموافقة', 'العرض التسويقي لا يُرسل إلا لمن وافق', 'n8n IF'],
      ['عرض الطلب الثاني', 'بعد أسبوع: عرض محدود المدة للطلب الثاني', 'Gmail'],
    ],
    nodes: [
      webhook('عميل جديد', 'new-customer'),
      code(
        'تجهيز بيانات العميل',
        `return $input.all().map(({ json }) => {
  const c = json.body?.data ?? json.body ?? {};
  return { json: {
    name: c.first_name ?? c.name ?? 'عميلنا العزيز',
    email: String(c.email ?? '').toLowerCase(),
    consent: Boolean(c.marketing_consent ?? c.accepts_marketing ?? false),
  } };
}).filter((i) => i.json.email);`,
      ),
      gmail(
        'رسالة الترحيب',
        '={{ $json.email }}',
        '=أهلاً {{ $json.name }}، سعداء بانضمامك',
        '=أهلاً {{ $json.name }}،\n\nشكراً لتسجيلك معنا. هنا تجد منتجات مختارة بعناية، وتوصيلاً سريعاً، وخدمة عملاء ترد عليك على واتساب في أوقات العمل.\n\nإن احتجت أي مساعدة في طلبك الأول فقط رد على هذه الرسالة.\n\nفريق المتجر',
      ),
      wait('انتظار يومين', 2, 'days'),
      gmail(
        'نصائح الاستخدام',
        "={{ $('تجهيز بيانات العميل').item.json.email }}",
        "=3 نصائح تستفيد بها من طلبك يا {{ $('تجهيز بيانات العميل').item.json.name }}",
        '=مرحباً مجدداً،\n\n1. احفظ عنوانك ووسيلة الدفع المفضلة لتسريع طلباتك القادمة.\n2. تابع حالة الشحن من صفحة «طلباتي».\n3. يمكنك الاسترجاع أو الاستبدال وفق سياسة الاسترجاع المنشورة في المتجر.\n\nنحن هنا لأي سؤال.',
      ),
      ifNode('وافق على العروض؟', "={{ $('تجهيز بيانات العميل').item.json.consent }}", [
        'boolean',
        'true',
      ]),
      wait('انتظار 5 أيام', 5, 'days'),
      gmail(
        'عرض الطلب الثاني',
        "={{ $('تجهيز بيانات العميل').item.json.email }}",
        'هدية لطلبك الثاني',
        "=أهلاً {{ $('تجهيز بيانات العميل').item.json.name }}،\n\nشكراً لثقتك. استخدم الرمز [اكتب رمز الخصم هنا] للحصول على خصم على طلبك الثاني خلال 7 أيام.\n\nلإلغاء الاشتراك في العروض رد بكلمة «إلغاء».",
      ),
    ],
  }),
  template({
    slug: 'event-registration',
    title: 'تسجيل حضور الفعاليات وتأكيده',
    titleEn: 'Event registration and confirmation',
    description:
      'نموذج تسجيل للفعالية أو الورشة يمنح كل مسجل رمز تسجيل، ويحفظه في قائمة الحضور، ويرسل تأكيداً بالبريد وواتساب بالموعد والمكان.',
    descriptionEn:
      'An event sign-up form gives each registrant a code, saves it to the attendee list and confirms by e-mail and WhatsApp',
    steps: [
      ['التسجيل', 'نموذج بالاسم والبريد والجوال والجهة والجلسة المختارة', 'n8n Form'],
      ['رمز التسجيل', 'توليد رمز قصير فريد وتوحيد رقم الجوال', 'n8n Code'],
      ['قائمة الحضور', 'إضافة المسجل إلى جدول الحضور', 'Google Sheets'],
      ['تأكيد بالبريد', 'الموعد والمكان والرمز وما يحضره معه', 'Gmail'],
      ['تأكيد واتساب', 'قالب «event_registration_ar» بالاسم والجلسة والرمز', 'WhatsApp Cloud API'],
    ],
    nodes: [
      form('التسجيل في الفعالية', 'سجّل حضورك', 'المقاعد محدودة؛ يصلك تأكيد برمز الدخول', [
        ['الاسم'],
        ['البريد الإلكتروني', 'email'],
        ['الجوال'],
        ['الجهة أو الشركة'],
        ['الجلسة', 'dropdown', ['الجلسة الصباحية', 'الجلسة المسائية']],
      ]),
      code(
        'رمز التسجيل',
        `${PHONE}
return $input.all().map(({ json }, i) => ({ json: {
  name: json['الاسم'], email: json['البريد الإلكتروني'], phone: phone(json['الجوال']),
  company: json['الجهة أو الشركة'], session: json['الجلسة'],
  code: 'EV-' + $now.toFormat('ddHHmmss') + String(i),
} }));`,
      ),
      sheetsAppend('قائمة الحضور', 'المسجلون', {
        الرمز: '={{ $json.code }}',
        الاسم: '={{ $json.name }}',
        البريد: '={{ $json.email }}',
        الجوال: '={{ $json.phone }}',
        الجهة: '={{ $json.company }}',
        الجلسة: '={{ $json.session }}',
        'تاريخ التسجيل': "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
      }),
      gmail(
        'تأكيد بالبريد',
        "={{ $('رمز التسجيل').item.json.email }}",
        "=تأكيد تسجيلك — رمز {{ $('رمز التسجيل').item.json.code }}",
        "=أهلاً {{ $('رمز التسجيل').item.json.name }}،\n\nتم تسجيلك في {{ $('رمز التسجيل').item.json.session }}.\nرمز الدخول: {{ $('رمز التسجيل').item.json.code }}\nالموعد والمكان: [اكتب موعد الفعالية ومكانها هنا]\n\nنرجو الحضور قبل الموعد بـ15 دقيقة وإبراز الرمز عند الاستقبال.",
      ),
      whatsapp(
        'تأكيد واتساب',
        waTemplate('event_registration_ar', "$('رمز التسجيل').item.json.phone", [
          "$('رمز التسجيل').item.json.name",
          "$('رمز التسجيل').item.json.session",
          "$('رمز التسجيل').item.json.code",
        ]),
      ),
    ],
  }),
  template({
    slug: 'real-estate-lead-qualification',
    title: 'تأهيل عملاء العقار القادمين من الإعلانات',
    titleEn: 'Real-estate lead qualification',
    description:
      'كل عميل محتمل من إعلانات العقار يُؤهّل تلقائياً (شراء أم إيجار، الميزانية، الحي، التمويل، التوقيت) ويُصنّف ساخناً أو دافئاً أو بارداً، ويُسجّل، ويصل الساخن إلى الوسيط فوراً.',
    descriptionEn:
      'Each property-ad lead is qualified (intent, budget, area, financing, timing), scored hot/warm/cold, logged, and hot ones sent to the agent',
    steps: [
      ['عميل محتمل', 'بيانات نموذج الإعلان أو صفحة الهبوط تصل إلى Webhook', 'n8n Webhook'],
      ['تنظيف البيانات', 'توحيد الجوال وجمع نص الرسالة والإجابات', 'n8n Code'],
      [
        'التأهيل',
        'استخراج الغرض والميزانية والحي والتمويل والتوقيت وتصنيف العميل وسؤال المتابعة التالي',
        'OpenAI',
      ],
      ['التسجيل', 'إضافة العميل وتأهيله إلى جدول عملاء العقار', 'Google Sheets'],
      [
        'تنبيه الوسيط',
        'العميل الساخن يصل للوسيط على تيليجرام مع السؤال التالي المقترح',
        'Telegram',
      ],
    ],
    nodes: [
      webhook('عميل من إعلان عقاري', 'real-estate-lead'),
      code(
        'تنظيف بيانات العميل',
        `${PHONE}
return $input.all().map(({ json }) => {
  const b = json.body ?? {};
  return { json: {
    name: b.name ?? '', phone: phone(b.phone), listing: b.listing ?? b.ad ?? '',
    message: [b.message, b.budget && 'الميزانية: ' + b.budget, b.area && 'الحي: ' + b.area, b.timeline && 'التوقيت: ' + b.timeline].filter(Boolean).join(' | '),
  } };
});`,
      ),
      openAi(
        'تأهيل العميل',
        'أنت وسيط عقاري سعودي خبير. من رسالة العميل استخرج JSON: intent (شراء أو إيجار أو غير واضح)، budget، area، financing (كاش أو تمويل أو غير معروف)، timeline، score (ساخن إذا كان الغرض والميزانية واضحين والتوقيت خلال 3 أشهر، دافئ إذا نقص عنصر، بارد غير ذلك)، next_question (سؤال المتابعة الأهم بالعربية). لا تفترض ما لم يُذكر.',
        '=الإعلان: {{ $json.listing }}\nرسالة العميل: {{ $json.message }}',
        true,
      ),
      sheetsAppend('جدول عملاء العقار', 'العملاء', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
        الاسم: "={{ $('تنظيف بيانات العميل').item.json.name }}",
        الجوال: "={{ $('تنظيف بيانات العميل').item.json.phone }}",
        الإعلان: "={{ $('تنظيف بيانات العميل').item.json.listing }}",
        الغرض: '={{ $json.message.content.intent }}',
        الميزانية: '={{ $json.message.content.budget }}',
        الحي: '={{ $json.message.content.area }}',
        التمويل: '={{ $json.message.content.financing }}',
        التوقيت: '={{ $json.message.content.timeline }}',
        التصنيف: '={{ $json.message.content.score }}',
      }),
      ifNode(
        'عميل ساخن؟',
        "={{ $('تأهيل العميل').item.json.message.content.score }}",
        ['string', 'equals'],
        'ساخن',
      ),
      telegram(
        'تنبيه الوسيط',
        "=🔥 عميل ساخن: {{ $('تنظيف بيانات العميل').item.json.name }} (+{{ $('تنظيف بيانات العميل').item.json.phone }})\nالإعلان: {{ $('تنظيف بيانات العميل').item.json.listing }}\n{{ $('تأهيل العميل').item.json.message.content.intent }} — {{ $('تأهيل العميل').item.json.message.content.budget }} — {{ $('تأهيل العميل').item.json.message.content.area }}\nاسأله: {{ $('تأهيل العميل').item.json.message.content.next_question }}",
        '{{AGENT_TELEGRAM_CHAT_ID}}',
      ),
    ],
  }),
  template({
    slug: 'competitor-price-monitor',
    title: 'مراقبة أسعار المنافسين يومياً',
    titleEn: 'Daily competitor price monitor',
    description:
      'يزور صفحات منتجات المنافسين المسجلة في جدولك كل صباح، ويقرأ السعر، ويقارنه بسعرك وبآخر سعر مسجل، وينبهك عند أي تغير.',
    descriptionEn:
      'Visits the competitor product pages in your sheet every morning, reads the price and alerts you when it changes',
    steps: [
      ['فحص صباحي', 'يومياً الساعة 7 صباحاً', 'n8n Schedule'],
      [
        'قائمة المنتجات',
        'جدول فيه رابط كل منتج منافس ومحدد CSS لسعره وسعرك وآخر سعر',
        'Google Sheets',
      ],
      [
        'زيارة الصفحة',
        'جلب صفحة المنتج العامة كنص (باحترام شروط المواقع وبمعدل زيارة منخفض)',
        'HTTP Request',
      ],
      ['قراءة السعر', 'استخراج نص السعر بمحدد CSS الخاص بكل موقع', 'n8n HTML'],
      ['المقارنة', 'تحويل السعر إلى رقم ومقارنته بسعرك وبآخر سعر', 'n8n Code'],
      ['التنبيه', 'رسالة عند تغير السعر مع الفرق عن سعرك', 'Slack'],
    ],
    nodes: [
      schedule('كل يوم 7 صباحاً', '0 7 * * *'),
      sheetsRead('منتجات المنافسين', 'المنافسون'),
      fetchPage('زيارة صفحة المنتج', '={{ $json.url }}'),
      htmlExtract('قراءة السعر', 'price_text', "={{ $('منتجات المنافسين').item.json.selector }}"),
      code(
        'مقارنة السعر',
        `// Columns expected: product, competitor, url, selector, my_price, last_price
const row = $('منتجات المنافسين').item.json;
const digits = String($json.price_text ?? '').replace(/[٠-٩]/g, (d) => '٠١٢٣٤٥٦٧٨٩'.indexOf(d)).replace(/[^0-9.]/g, '');
const price = Number(digits);
return { json: { ...row, price, changed: price > 0 && String(price) !== String(row.last_price), gap: price - Number(row.my_price || 0) } };`,
        true,
      ),
      ifNode('تغير السعر؟', '={{ $json.changed }}', ['boolean', 'true']),
      slack(
        'تنبيه تغير السعر',
        'pricing',
        '=💲 {{ $json.competitor }} غيّر سعر {{ $json.product }}: {{ $json.last_price }} ← {{ $json.price }} ريال (الفرق عن سعرك {{ $json.gap }} ريال)\n{{ $json.url }}',
      ),
    ],
  }),
  template({
    slug: 'leave-requests',
    title: 'طلبات الإجازة واعتمادها بالبريد',
    titleEn: 'Leave requests with e-mail approval',
    description:
      'نموذج طلب إجازة يحسب عدد الأيام، ويرسل للمدير بريداً بزري «اعتماد» و«رفض»، ثم يسجل المعتمد في سجل الإجازات ويبلغ الموظف بالنتيجة. الأرصدة والاستحقاقات تبقى وفق سياسة المنشأة ونظام العمل.',
    descriptionEn:
      'A leave form counts the days, e-mails the manager Approve/Decline buttons, logs approved leave and tells the employee',
    steps: [
      ['الطلب', 'نموذج بالاسم والبريد ونوع الإجازة والتاريخين والملاحظات', 'n8n Form'],
      ['عدد الأيام', 'حساب الأيام بين التاريخين', 'n8n Code'],
      ['اعتماد المدير', 'بريد للمدير بتفاصيل الطلب وزري الاعتماد والرفض، وينتظر الرد', 'Gmail'],
      ['القرار', 'توجيه الطلب حسب رد المدير', 'n8n IF'],
      ['التسجيل', 'الإجازة المعتمدة تُضاف إلى سجل الإجازات', 'Google Sheets'],
      ['إبلاغ الموظف', 'بريد بالموافقة أو الاعتذار', 'Gmail'],
    ],
    nodes: [
      form('طلب إجازة', 'طلب إجازة', 'يصل طلبك لمديرك المباشر للاعتماد', [
        ['الاسم'],
        ['البريد الإلكتروني', 'email'],
        ['نوع الإجازة', 'dropdown', ['سنوية', 'مرضية', 'اضطرارية', 'بدون راتب', 'أخرى']],
        ['من تاريخ', 'date'],
        ['إلى تاريخ', 'date'],
        ['ملاحظات', 'textarea'],
      ]),
      code(
        'حساب الأيام',
        `return $input.all().map(({ json }) => {
  const from = DateTime.fromISO(String(json['من تاريخ']));
  const to = DateTime.fromISO(String(json['إلى تاريخ']));
  return { json: { ...json, days: Math.max(1, Math.round(to.diff(from, 'days').days) + 1) } };
});`,
      ),
      gmailApproval(
        'اعتماد المدير',
        '{{MANAGER_EMAIL}}',
        "=طلب إجازة {{ $json['نوع الإجازة'] }} — {{ $json['الاسم'] }}",
        "=الموظف: {{ $json['الاسم'] }}\nالنوع: {{ $json['نوع الإجازة'] }}\nمن {{ $json['من تاريخ'] }} إلى {{ $json['إلى تاريخ'] }} ({{ $json.days }} يوماً)\nملاحظات: {{ $json['ملاحظات'] }}",
      ),
      ifNode('معتمدة؟', '={{ $json.data.approved }}', ['boolean', 'true']),
      sheetsAppend('سجل الإجازات', 'الإجازات', {
        الموظف: "={{ $('حساب الأيام').item.json['الاسم'] }}",
        النوع: "={{ $('حساب الأيام').item.json['نوع الإجازة'] }}",
        من: "={{ $('حساب الأيام').item.json['من تاريخ'] }}",
        إلى: "={{ $('حساب الأيام').item.json['إلى تاريخ'] }}",
        الأيام: "={{ $('حساب الأيام').item.json.days }}",
        'تاريخ الاعتماد': "={{ $now.toFormat('yyyy-MM-dd') }}",
      }),
      gmail(
        'إبلاغ بالموافقة',
        "={{ $('حساب الأيام').item.json['البريد الإلكتروني'] }}",
        'اعتُمد طلب إجازتك',
        "=مرحباً {{ $('حساب الأيام').item.json['الاسم'] }}،\n\nاعتُمدت إجازتك ({{ $('حساب الأيام').item.json['نوع الإجازة'] }}) من {{ $('حساب الأيام').item.json['من تاريخ'] }} إلى {{ $('حساب الأيام').item.json['إلى تاريخ'] }}. نتمنى لك وقتاً طيباً.\n\nالموارد البشرية",
      ),
      gmail(
        'إبلاغ بالاعتذار',
        "={{ $('حساب الأيام').item.json['البريد الإلكتروني'] }}",
        'بخصوص طلب إجازتك',
        "=مرحباً {{ $('حساب الأيام').item.json['الاسم'] }}،\n\nتعذر اعتماد طلب إجازتك في التواريخ المطلوبة. نرجو التنسيق مع مديرك المباشر لاختيار موعد بديل.\n\nالموارد البشرية",
      ),
    ],
    edges: [
      ['طلب إجازة', 'حساب الأيام'],
      ['حساب الأيام', 'اعتماد المدير'],
      ['اعتماد المدير', 'معتمدة؟'],
      ['معتمدة؟', 'سجل الإجازات', 0],
      ['سجل الإجازات', 'إبلاغ بالموافقة'],
      ['معتمدة؟', 'إبلاغ بالاعتذار', 1],
    ],
  }),
  template({
    slug: 'team-tasks-digest',
    title: 'ملخص مهام الفريق كل صباح',
    titleEn: 'Morning team task digest',
    description:
      'في أيام العمل صباحاً يُقرأ جدول مهام الفريق، وتُجمع مهام اليوم والمتأخرة لكل شخص، وتُنشر في قناة الفريق حتى يبدأ الجميع بأولوياتهم.',
    descriptionEn:
      'Every working morning, each person’s tasks due today and overdue are posted to the team channel',
    steps: [
      ['موعد الملخص', 'من الأحد إلى الخميس الساعة 7:30 صباحاً', 'n8n Schedule'],
      ['جدول المهام', 'قراءة المهام بالمسؤول والموعد والحالة', 'Google Sheets'],
      ['التجميع', 'مهام اليوم والمتأخرة غير المنجزة مجمعة حسب المسؤول', 'n8n Code'],
      ['النشر', 'رسالة واحدة منظمة في قناة الفريق', 'Slack'],
    ],
    nodes: [
      schedule('أيام العمل 7:30 صباحاً', '30 7 * * 0-4'),
      sheetsRead('جدول مهام الفريق', 'المهام'),
      code(
        'تجميع مهام اليوم',
        `// Columns expected: task, owner, due (yyyy-MM-dd), status
const today = $today.toFormat('yyyy-MM-dd');
const open = $input.all().map((i) => i.json).filter((t) => String(t.status).trim() !== 'منجزة' && t.due && String(t.due).slice(0, 10) <= today);
const byOwner = {};
for (const t of open) (byOwner[t.owner || 'بلا مسؤول'] ??= []).push((String(t.due).slice(0, 10) < today ? '⏰ ' : '• ') + t.task);
const text = Object.entries(byOwner).map(([o, list]) => '*' + o + '*\\n' + list.join('\\n')).join('\\n\\n');
return [{ json: { text: text || 'لا مهام مستحقة اليوم 🎉', count: open.length } }];`,
      ),
      slack(
        'نشر في قناة الفريق',
        'team',
        '=☀️ مهام اليوم ({{ $json.count }}) — ⏰ متأخرة\n\n{{ $json.text }}',
      ),
    ],
  }),
  template({
    slug: 'supplier-po-followup',
    title: 'متابعة أوامر الشراء المتأخرة مع الموردين',
    titleEn: 'Late purchase-order follow-up',
    description:
      'يفحص سجل أوامر الشراء يومياً، ويرسل للمورد رسالة متابعة مهذبة لكل أمر تجاوز موعد التوريد دون استلام، ويسجل تاريخ المتابعة.',
    descriptionEn:
      'Checks the purchase-order log daily and e-mails suppliers a polite follow-up for each late delivery',
    steps: [
      ['فحص يومي', 'من الأحد إلى الخميس الساعة 10 صباحاً', 'n8n Schedule'],
      ['أوامر الشراء', 'جدول الأوامر بالمورد والبريد والموعد والحالة', 'Google Sheets'],
      ['المتأخرة', 'الأوامر غير المستلمة بعد موعد التوريد، ولم يُتابع عليها اليوم', 'n8n Code'],
      [
        'متابعة المورد',
        'بريد برقم الأمر والأصناف والموعد المتفق عليه وطلب موعد جديد مؤكد',
        'Gmail',
      ],
      ['التسجيل', 'تحديث تاريخ آخر متابعة وعددها', 'Google Sheets'],
    ],
    nodes: [
      schedule('أيام العمل 10 صباحاً', '0 10 * * 0-4'),
      sheetsRead('أوامر الشراء', 'أوامر الشراء'),
      code(
        'الأوامر المتأخرة',
        `// Columns expected: po_no, supplier, email, items, delivery_date (yyyy-MM-dd), status, followups, last_followup
const today = $today.toFormat('yyyy-MM-dd');
return $input.all().map((i) => i.json)
  .filter((r) => String(r.status).trim() !== 'مستلم' && r.delivery_date && String(r.delivery_date).slice(0, 10) < today && String(r.last_followup).slice(0, 10) !== today)
  .map((r) => ({ json: { ...r, followups: Number(r.followups || 0) + 1 } }));`,
      ),
      gmail(
        'متابعة المورد',
        '={{ $json.email }}',
        '=متابعة أمر الشراء رقم {{ $json.po_no }}',
        '=السادة {{ $json.supplier }} المحترمين،\n\nتحية طيبة، نتابع معكم أمر الشراء رقم {{ $json.po_no }} ({{ $json.items }}) الذي كان موعد توريده {{ $json.delivery_date }} ولم يصلنا بعد.\n\nنرجو تزويدنا بموعد التوريد المؤكد وأي ملاحظات على الشحنة.\n\nشاكرين تعاونكم،\nإدارة المشتريات',
      ),
      sheetsUpdate('تسجيل المتابعة', 'أوامر الشراء', 'po_no', {
        po_no: "={{ $('الأوامر المتأخرة').item.json.po_no }}",
        followups: "={{ $('الأوامر المتأخرة').item.json.followups }}",
        last_followup: "={{ $now.toFormat('yyyy-MM-dd') }}",
      }),
    ],
  }),

  template({
    slug: 'delivery-feedback',
    title: 'استبيان رضا بعد تسليم الطلب',
    titleEn: 'Post-delivery satisfaction survey',
    description:
      'بعد يوم من تسليم الطلب يصل العميل سؤال واحد على واتساب لتقييم تجربته، ويُسجل الإرسال لربطه بالردود ومتابعة غير الراضين.',
    descriptionEn:
      'A day after delivery the customer gets a one-question WhatsApp survey, logged to follow up with unhappy customers',
    steps: [
      ['تم التسليم', 'حدث تغير حالة الطلب إلى «تم التسليم» من المتجر أو شركة الشحن', 'n8n Webhook'],
      ['تجهيز البيانات', 'رقم الطلب واسم العميل وجواله بمفتاح الدولة', 'n8n Code'],
      ['الانتظار', 'يوم كامل حتى يجرب العميل المنتج', 'n8n Wait'],
      [
        'سؤال الرضا',
        'قالب «delivery_feedback_ar» بأزرار رد سريع (ممتاز، جيد، يحتاج تحسين)',
        'WhatsApp Cloud API',
      ],
      ['التسجيل', 'سجل الاستبيانات المرسلة لمطابقتها بالردود', 'Google Sheets'],
    ],
    nodes: [
      webhook('تم تسليم الطلب', 'order-delivered'),
      code(
        'تجهيز بيانات التسليم',
        `${PHONE}
return $input.all().map(({ json }) => {
  const d = json.body?.data ?? json.body ?? {};
  const c = d.customer ?? {};
  return { json: { order: String(d.reference_id ?? d.id ?? ''), name: c.first_name ?? c.name ?? 'عميلنا', phone: phone((c.mobile_code ?? '') + (c.mobile ?? c.phone ?? '')) } };
}).filter((i) => i.json.phone);`,
      ),
      wait('انتظار يوم', 1, 'days'),
      whatsapp(
        'سؤال الرضا',
        waTemplate('delivery_feedback_ar', "$('تجهيز بيانات التسليم').item.json.phone", [
          "$('تجهيز بيانات التسليم').item.json.name",
          "$('تجهيز بيانات التسليم').item.json.order",
        ]),
      ),
      sheetsAppend('سجل الاستبيانات', 'الاستبيانات', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd') }}",
        الطلب: "={{ $('تجهيز بيانات التسليم').item.json.order }}",
        الجوال: "={{ $('تجهيز بيانات التسليم').item.json.phone }}",
        'معرف الرسالة': '={{ $json.messages && $json.messages[0] ? $json.messages[0].id : "" }}',
      }),
    ],
  }),
  template({
    slug: 'school-absence-notice',
    title: 'إشعار أولياء الأمور بغياب الطلاب',
    titleEn: 'Student absence notice to parents',
    description:
      'في المدارس والمراكز التعليمية الخاصة: بعد تسجيل الغياب صباحاً يصل ولي الأمر إشعار واتساب باسم الطالب والتاريخ، ويُسجّل الإرسال. مكمّل للأنظمة الرسمية لا بديل عنها.',
    descriptionEn:
      'For private schools and centres: after the morning register, parents get a WhatsApp absence notice, logged once',
    steps: [
      ['موعد الإشعار', 'من الأحد إلى الخميس الساعة 9:30 صباحاً بعد اكتمال التحضير', 'n8n Schedule'],
      ['سجل الغياب', 'جدول الغياب الذي يملؤه المعلمون أو يُصدّر من نظام المدرسة', 'Google Sheets'],
      ['غياب اليوم', 'طلاب اليوم الغائبون الذين لم يُشعر أولياؤهم بعد', 'n8n Code'],
      [
        'الإشعار',
        'قالب «student_absence_ar» باسم الطالب والتاريخ ورقم للتواصل',
        'WhatsApp Cloud API',
      ],
      ['التسجيل', 'وضع «نعم» في عمود الإشعار', 'Google Sheets'],
    ],
    nodes: [
      schedule('أيام الدراسة 9:30 صباحاً', '30 9 * * 0-4'),
      sheetsRead('سجل الغياب', 'الغياب'),
      code(
        'غياب اليوم',
        `${PHONE}
// Columns expected: record_id, student, class, guardian_phone, date (yyyy-MM-dd), notified
const today = $today.toFormat('yyyy-MM-dd');
return $input.all().map((i) => i.json)
  .filter((r) => String(r.date).slice(0, 10) === today && String(r.notified).trim() !== 'نعم')
  .map((r) => ({ json: { ...r, phone: phone(r.guardian_phone) } }));`,
      ),
      whatsapp(
        'إشعار ولي الأمر',
        waTemplate('student_absence_ar', '$json.phone', [
          '$json.student',
          '$json.class',
          '$json.date',
        ]),
      ),
      sheetsUpdate('تسجيل الإشعار', 'الغياب', 'record_id', {
        record_id: "={{ $('غياب اليوم').item.json.record_id }}",
        notified: '={{ $json.messages ? "نعم" : "تعذر" }}',
      }),
    ],
  }),
  template({
    slug: 'salon-rebooking-reminder',
    title: 'تذكير عميلات الصالون بموعد الخدمة التالية',
    titleEn: 'Salon rebooking reminder',
    description:
      'يعرف متى تحتاج العميلة خدمتها التالية (صبغة، عناية، أظافر) من تاريخ آخر زيارة، فيرسل تذكيراً ودوداً على واتساب لمن وافقت على الرسائل، مرة واحدة كل شهر كحد أقصى.',
    descriptionEn:
      'Works out when each client is due for her next service and sends a friendly WhatsApp reminder to opted-in clients, at most monthly',
    steps: [
      ['فحص يومي', 'يومياً الساعة 11 صباحاً', 'n8n Schedule'],
      [
        'سجل العميلات',
        'آخر زيارة والخدمة والفاصل المعتاد بالأيام والموافقة على الرسائل',
        'Google Sheets',
      ],
      [
        'من حان موعدها',
        'مضى على زيارتها الفاصل المعتاد، ووافقت على الرسائل، ولم تُذكّر خلال 30 يوماً',
        'n8n Code',
      ],
      [
        'التذكير',
        'قالب «rebooking_reminder_ar» باسم العميلة والخدمة ورابط الحجز',
        'WhatsApp Cloud API',
      ],
      ['التسجيل', 'تاريخ آخر تذكير في سجل العميلات', 'Google Sheets'],
    ],
    nodes: [
      schedule('كل يوم 11 صباحاً', '0 11 * * *'),
      sheetsRead('سجل العميلات', 'العميلات'),
      code(
        'من حان موعدها',
        `${PHONE}
// Columns expected: client_id, name, phone, service, last_visit (yyyy-MM-dd), interval_days, consent, last_reminder
const daysSince = (d) => d ? Math.floor($today.diff(DateTime.fromISO(String(d).slice(0, 10)), 'days').days) : 9999;
return $input.all().map((i) => i.json)
  .filter((r) => String(r.consent).trim() === 'نعم' && daysSince(r.last_visit) >= Number(r.interval_days || 30) && daysSince(r.last_reminder) >= 30)
  .map((r) => ({ json: { ...r, phone: phone(r.phone) } }));`,
      ),
      whatsapp(
        'تذكير الحجز',
        waTemplate('rebooking_reminder_ar', '$json.phone', ['$json.name', '$json.service']),
      ),
      sheetsUpdate('تسجيل التذكير', 'العميلات', 'client_id', {
        client_id: "={{ $('من حان موعدها').item.json.client_id }}",
        last_reminder: "={{ $now.toFormat('yyyy-MM-dd') }}",
      }),
    ],
  }),
  template({
    slug: 'document-expiry-alerts',
    title: 'تنبيه انتهاء الإقامات والرخص والعقود',
    titleEn: 'Expiry alerts for permits, licences and contracts',
    description:
      'سجل واحد لوثائق المنشأة (إقامات، رخص عمل، سجل تجاري، رخصة بلدية، عقود إيجار، تأمين) يُفحص يومياً، فيصل المسؤول بريد قبل الانتهاء بـ60 و30 و14 و7 أيام، وملخص للإدارة.',
    descriptionEn:
      'One register of company documents checked daily: owners are e-mailed 60, 30, 14 and 7 days before expiry, and admin gets a summary',
    steps: [
      ['فحص يومي', 'يومياً الساعة 8 صباحاً', 'n8n Schedule'],
      [
        'سجل الوثائق',
        'النوع والاسم ورقم الوثيقة وتاريخ الانتهاء الميلادي والمسؤول',
        'Google Sheets',
      ],
      [
        'ما يقترب انتهاؤه',
        'الوثائق التي بقي على انتهائها 60 أو 30 أو 14 أو 7 أيام أو انتهت اليوم',
        'n8n Code',
      ],
      ['تنبيه المسؤول', 'بريد لمسؤول كل وثيقة بما بقي من أيام', 'Gmail'],
      ['ملخص الإدارة', 'رسالة واحدة في قناة الشؤون الإدارية بكل ما يقترب انتهاؤه', 'Slack'],
    ],
    nodes: [
      schedule('كل يوم 8 صباحاً', '0 8 * * *'),
      sheetsRead('سجل الوثائق', 'الوثائق'),
      code(
        'ما يقترب انتهاؤه',
        `// Columns expected: type, name, number, expiry (Gregorian yyyy-MM-dd), owner_email
const marks = [60, 30, 14, 7, 0];
return $input.all().map((i) => i.json)
  .filter((r) => r.expiry)
  .map((r) => ({ ...r, left: Math.round(DateTime.fromISO(String(r.expiry).slice(0, 10)).diff($today, 'days').days) }))
  .filter((r) => marks.includes(r.left))
  .map((r) => ({ json: r }));`,
      ),
      gmail(
        'تنبيه المسؤول',
        '={{ $json.owner_email }}',
        '={{ $json.left === 0 ? "انتهت اليوم" : "تنتهي بعد " + $json.left + " يوماً" }}: {{ $json.type }} — {{ $json.name }}',
        '=تنبيه: {{ $json.type }} «{{ $json.name }}» رقم {{ $json.number }} ينتهي في {{ $json.expiry }}.\n\nابدأ إجراءات التجديد عبر المنصة الرسمية المختصة في وقت كافٍ، وحدّث تاريخ الانتهاء في السجل بعد التجديد.',
      ),
      code(
        'ملخص للإدارة',
        `const lines = $('ما يقترب انتهاؤه').all().map((i) => '• ' + i.json.type + ' — ' + i.json.name + ': ' + (i.json.left === 0 ? 'انتهت اليوم' : 'بعد ' + i.json.left + ' يوماً'));
return lines.length ? [{ json: { text: lines.join('\\n') } }] : [];`,
      ),
      slack('نشر الملخص', 'admin', '=📄 وثائق تقترب من الانتهاء:\n{{ $json.text }}'),
    ],
    edges: [
      ['كل يوم 8 صباحاً', 'سجل الوثائق'],
      ['سجل الوثائق', 'ما يقترب انتهاؤه'],
      ['ما يقترب انتهاؤه', 'تنبيه المسؤول'],
      ['ما يقترب انتهاؤه', 'ملخص للإدارة'],
      ['ملخص للإدارة', 'نشر الملخص'],
    ],
  }),
  template({
    slug: 'seo-brief-generator',
    title: 'موجزات مقالات السيو من قائمة الكلمات',
    titleEn: 'SEO article briefs from a keyword list',
    description:
      'كل أسبوع تؤخذ ثلاث كلمات مفتاحية جديدة من جدول الكلمات، ويُكتب لكل منها موجز مقال كامل (العنوان، العناوين الفرعية، الأسئلة، الوصف التعريفي)، ويُحفظ في نوشن للكاتب.',
    descriptionEn:
      'Weekly, three new keywords from the sheet each get a full article brief saved in Notion for the writer',
    steps: [
      ['موعد أسبوعي', 'كل أحد الساعة 9 صباحاً', 'n8n Schedule'],
      ['قائمة الكلمات', 'الكلمات المفتاحية ونية البحث والصفحة المستهدفة والحالة', 'Google Sheets'],
      ['اختيار الكلمات', 'أول ثلاث كلمات بحالة «جديدة»', 'n8n Code'],
      [
        'كتابة الموجز',
        'العنوان والوصف التعريفي والعناوين الفرعية والأسئلة وروابط داخلية مقترحة',
        'OpenAI',
      ],
      ['حفظ الموجز', 'صفحة في قاعدة محتوى نوشن', 'Notion'],
      ['تحديث الحالة', 'تغيير حالة الكلمة إلى «موجز جاهز»', 'Google Sheets'],
    ],
    nodes: [
      schedule('كل أحد 9 صباحاً', '0 9 * * 0'),
      sheetsRead('قائمة الكلمات', 'الكلمات'),
      code(
        'اختيار ثلاث كلمات',
        `// Columns expected: keyword, intent, target_page, status
return $input.all().filter((i) => String(i.json.status).trim() === 'جديدة').slice(0, 3);`,
      ),
      openAi(
        'كتابة الموجز',
        'أنت محرر سيو عربي لسوق الخليج. اكتب موجز مقال يخدم نية البحث، أعد JSON: {title (حتى 60 حرفاً), meta (حتى 155 حرفاً), outline (قائمة عناوين H2 وتحت كل منها نقاط), questions (5 أسئلة يطرحها الباحثون), internal_links (3 أفكار روابط داخلية), notes (ملاحظات للكاتب عن الأمثلة المحلية)}. لا تخترع إحصاءات.',
        '=الكلمة: {{ $json.keyword }}\nنية البحث: {{ $json.intent }}\nالصفحة المستهدفة: {{ $json.target_page }}',
        true,
      ),
      notionPage(
        'حفظ الموجز في نوشن',
        "=موجز: {{ $json.message.content.title }} ({{ $('اختيار ثلاث كلمات').item.json.keyword }})",
      ),
      sheetsUpdate('تحديث حالة الكلمة', 'الكلمات', 'keyword', {
        keyword: "={{ $('اختيار ثلاث كلمات').item.json.keyword }}",
        status: 'موجز جاهز',
      }),
    ],
  }),
  template({
    slug: 'whatsapp-offer-broadcast',
    title: 'حملة عرض على واتساب للمشتركين الموافقين',
    titleEn: 'WhatsApp offer campaign to opted-in subscribers',
    description:
      'يطلق المسوق الحملة من نموذج باسم القالب المعتمد ونص العرض، فتُرسل لمن وافق على الرسائل ولم يلغِ اشتراكه فقط، على دفعات هادئة، ويُسجّل كل إرسال.',
    descriptionEn:
      'The marketer launches from a form with the approved template and offer text; it goes only to opted-in subscribers, in gentle batches, logged',
    steps: [
      [
        'إطلاق الحملة',
        'نموذج باسم قالب واتساب المعتمد (فئة تسويقية) ونص العرض وتاريخ انتهائه',
        'n8n Form',
      ],
      ['قائمة المشتركين', 'قراءة جدول المشتركين', 'Google Sheets'],
      [
        'الموافقون فقط',
        'من وافق على الرسائل التسويقية ولم يلغِ، مع توحيد الأرقام وإزالة المكرر',
        'n8n Code',
      ],
      [
        'الإرسال على دفعات',
        'رسالة القالب لكل مشترك على دفعات صغيرة بفاصل زمني',
        'WhatsApp Cloud API',
      ],
      ['السجل', 'تسجيل الإرسال ومعرّف الرسالة لكل رقم', 'Google Sheets'],
    ],
    nodes: [
      form('إطلاق حملة عرض', 'حملة واتساب', 'تُرسل فقط للمشتركين الموافقين وبقالب معتمد من ميتا', [
        ['اسم القالب المعتمد'],
        ['نص العرض', 'textarea'],
        ['ينتهي العرض في', 'date'],
      ]),
      sheetsRead('قائمة المشتركين', 'المشتركون'),
      code(
        'الموافقون فقط',
        `${PHONE}
// Columns expected: name, phone, consent, unsubscribed
const seen = new Set();
return $input.all().map((i) => i.json)
  .filter((r) => String(r.consent).trim() === 'نعم' && String(r.unsubscribed).trim() !== 'نعم')
  .map((r) => ({ name: r.name || 'عميلنا', phone: phone(r.phone) }))
  .filter((r) => r.phone && !seen.has(r.phone) && seen.add(r.phone))
  .map((r) => ({ json: r }));`,
      ),
      whatsapp(
        'إرسال العرض',
        "={{ JSON.stringify({ messaging_product: 'whatsapp', to: $json.phone, type: 'template', template: { name: $('إطلاق حملة عرض').first().json['اسم القالب المعتمد'], language: { code: 'ar' }, components: [{ type: 'body', parameters: [{ type: 'text', text: String($json.name) }, { type: 'text', text: String($('إطلاق حملة عرض').first().json['نص العرض']) }, { type: 'text', text: String($('إطلاق حملة عرض').first().json['ينتهي العرض في']) }] }] } }) }}",
        { batching: { batch: { batchSize: 20, batchInterval: 2000 } } },
      ),
      sheetsAppend('سجل الإرسال', 'سجل الحملات', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd HH:mm') }}",
        القالب: "={{ $('إطلاق حملة عرض').first().json['اسم القالب المعتمد'] }}",
        الجوال: "={{ $('الموافقون فقط').item.json.phone }}",
        'معرف الرسالة':
          '={{ $json.messages && $json.messages[0] ? $json.messages[0].id : "تعذر" }}',
      }),
    ],
  }),
  template({
    slug: 'contracting-quote-request',
    title: 'طلبات تسعير المقاولات والصيانة',
    titleEn: 'Contracting and maintenance quote requests',
    description:
      'نموذج طلب تسعير لأعمال الترميم والصيانة والتشطيب يجهز للمهندس مسودة نطاق العمل وأسئلة زيارة الموقع، ويسجل الطلب، ويؤكد للعميل. السعر النهائي يضعه المهندس بعد المعاينة.',
    descriptionEn:
      'A quote form for renovation and maintenance drafts the scope and site-visit questions for the engineer, logs the request and confirms to the client',
    steps: [
      [
        'طلب التسعير',
        'نموذج بنوع العمل والمدينة والمساحة والوصف وموعد البدء وبيانات التواصل',
        'n8n Form',
      ],
      ['مسودة النطاق', 'ملخص النطاق وأسئلة المعاينة والمخاطر المحتملة دون أي تسعير', 'OpenAI'],
      ['سجل الطلبات', 'إضافة الطلب إلى جدول طلبات التسعير', 'Google Sheets'],
      ['إحالة للمهندس', 'بريد للمهندس المختص بالطلب والمسودة لتحديد موعد المعاينة', 'Gmail'],
      [
        'تأكيد للعميل',
        'قالب «quote_request_ack_ar» بأن مهندساً سيتواصل لتحديد المعاينة',
        'WhatsApp Cloud API',
      ],
    ],
    nodes: [
      form('طلب تسعير', 'اطلب تسعيراً لأعمالك', 'يتواصل معك مهندس لتحديد موعد معاينة الموقع', [
        ['نوع العمل', 'dropdown', ['ترميم', 'صيانة عامة', 'تشطيب', 'عزل', 'كهرباء وسباكة']],
        ['المدينة'],
        ['المساحة التقريبية بالمتر المربع', 'number'],
        ['وصف الأعمال المطلوبة', 'textarea'],
        ['موعد البدء المتوقع', 'date'],
        ['الاسم'],
        ['الجوال'],
      ]),
      openAi(
        'مسودة النطاق وأسئلة المعاينة',
        'أنت مهندس مشاريع مقاولات في السعودية. من الطلب أعد JSON: {scope (ملخص نطاق العمل في نقاط), visit_questions (6 أسئلة للمعاينة), risks (مخاطر أو أعمال خفية محتملة), materials_notes (ملاحظات عن المواد للنقاش مع العميل)}. لا تضع أي أسعار أو تكاليف.',
        "=النوع: {{ $json['نوع العمل'] }}\nالمدينة: {{ $json['المدينة'] }}\nالمساحة: {{ $json['المساحة التقريبية بالمتر المربع'] }} م²\nالوصف: {{ $json['وصف الأعمال المطلوبة'] }}\nموعد البدء: {{ $json['موعد البدء المتوقع'] }}",
        true,
      ),
      sheetsAppend('سجل طلبات التسعير', 'طلبات التسعير', {
        التاريخ: "={{ $now.toFormat('yyyy-MM-dd') }}",
        العميل: "={{ $('طلب تسعير').item.json['الاسم'] }}",
        الجوال: "={{ $('طلب تسعير').item.json['الجوال'] }}",
        النوع: "={{ $('طلب تسعير').item.json['نوع العمل'] }}",
        المدينة: "={{ $('طلب تسعير').item.json['المدينة'] }}",
        المساحة: "={{ $('طلب تسعير').item.json['المساحة التقريبية بالمتر المربع'] }}",
        الحالة: 'بانتظار المعاينة',
      }),
      gmail(
        'إحالة للمهندس',
        '{{ENGINEER_EMAIL}}',
        "=طلب تسعير جديد: {{ $('طلب تسعير').item.json['نوع العمل'] }} — {{ $('طلب تسعير').item.json['المدينة'] }}",
        "=العميل: {{ $('طلب تسعير').item.json['الاسم'] }} — {{ $('طلب تسعير').item.json['الجوال'] }}\nالوصف: {{ $('طلب تسعير').item.json['وصف الأعمال المطلوبة'] }}\n\nمسودة النطاق:\n{{ $('مسودة النطاق وأسئلة المعاينة').item.json.message.content.scope.join('\\n') }}\n\nأسئلة المعاينة:\n{{ $('مسودة النطاق وأسئلة المعاينة').item.json.message.content.visit_questions.join('\\n') }}\n\nمخاطر محتملة:\n{{ $('مسودة النطاق وأسئلة المعاينة').item.json.message.content.risks.join('\\n') }}",
      ),
      whatsapp(
        'تأكيد للعميل',
        waTemplate(
          'quote_request_ack_ar',
          "String($('طلب تسعير').item.json['الجوال']).replace(/\\D/g, '').replace(/^0/, '966')",
          ["$('طلب تسعير').item.json['الاسم']", "$('طلب تسعير').item.json['نوع العمل']"],
        ),
      ),
    ],
  }),
  template({
    slug: 'expense-receipts',
    title: 'تسجيل إيصالات المصروفات من تيليجرام',
    titleEn: 'Expense receipts from Telegram',
    description:
      'يصوّر الموظف الإيصال ويرسله إلى بوت تيليجرام الخاص بالمنشأة، فتُقرأ بياناته (المورد، التاريخ، الإجمالي، الضريبة، الرقم الضريبي) وتُضاف إلى جدول المصروفات، ويصله تأكيد بما سُجل لمراجعته.',
    descriptionEn:
      'Staff photograph a receipt and send it to the company Telegram bot; its details are read, added to the expenses sheet and confirmed',
    steps: [
      [
        'صورة الإيصال',
        'الموظف يرسل صورة الإيصال إلى بوت تيليجرام (تُنزّل الصورة تلقائياً)',
        'Telegram',
      ],
      [
        'قراءة الإيصال',
        'استخراج المورد والتاريخ والإجمالي وضريبة القيمة المضافة والرقم الضريبي والتصنيف',
        'OpenAI',
      ],
      ['تحليل النتيجة', 'تحويل النص إلى حقول واضحة مع علامة عند عدم الوضوح', 'n8n Code'],
      ['جدول المصروفات', 'إضافة المصروف باسم الموظف وتاريخ الإرسال', 'Google Sheets'],
      ['التأكيد', 'رد للموظف بما سُجل ليصححه إن لزم، مع تذكير بحفظ الأصل', 'Telegram'],
    ],
    nodes: [
      telegramTrigger('صورة إيصال'),
      openAiImage(
        'قراءة الإيصال',
        'اقرأ هذا الإيصال أو الفاتورة وأعد JSON فقط بالمفاتيح: vendor, date (yyyy-MM-dd), total, vat, vat_number, currency, category (واحد من: ضيافة، مواصلات، مستلزمات مكتب، صيانة، تسويق، أخرى), unclear (قائمة بالحقول غير الواضحة). لا تخمّن أرقاماً غير مقروءة.',
      ),
      code(
        'تحليل النتيجة',
        `return $input.all().map((item, i) => {
  const raw = String(item.json.content ?? '').replace(/^[^{]*/, '').replace(/[^}]*$/, '');
  let r = {};
  try { r = JSON.parse(raw); } catch (e) { r = { unclear: ['تعذرت القراءة'] }; }
  const msg = $('صورة إيصال').all()[i].json.message ?? {};
  return { json: { ...r, unclear: (r.unclear ?? []).join('، '), employee: [msg.from?.first_name, msg.from?.last_name].filter(Boolean).join(' '), chatId: msg.chat?.id } };
});`,
      ),
      sheetsAppend('جدول المصروفات', 'المصروفات', {
        'تاريخ الإرسال': "={{ $now.toFormat('yyyy-MM-dd') }}",
        الموظف: '={{ $json.employee }}',
        المورد: '={{ $json.vendor }}',
        'تاريخ الإيصال': '={{ $json.date }}',
        الإجمالي: '={{ $json.total }}',
        الضريبة: '={{ $json.vat }}',
        'الرقم الضريبي': '={{ $json.vat_number }}',
        التصنيف: '={{ $json.category }}',
        'حقول غير واضحة': '={{ $json.unclear }}',
      }),
      telegram(
        'تأكيد للموظف',
        "=✅ سُجل المصروف: {{ $('تحليل النتيجة').item.json.vendor }} — {{ $('تحليل النتيجة').item.json.total }} {{ $('تحليل النتيجة').item.json.currency }} ({{ $('تحليل النتيجة').item.json.category }})\n{{ $('تحليل النتيجة').item.json.unclear ? 'راجع: ' + $('تحليل النتيجة').item.json.unclear : '' }}\nاحتفظ بأصل الإيصال وسلّمه للمالية.",
        "={{ $('تحليل النتيجة').item.json.chatId }}",
      ),
    ],
  }),
]
