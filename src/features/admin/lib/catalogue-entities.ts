import { z } from '@/lib/zod-arabic'

/*
 * The catalogue admin (/518/catalogue) is one list and one form driven by these definitions: each
 * entity names its table (and its paid-details table), its columns as form fields, the column that
 * publishes it and the column that orders it, and a zod schema whose bounds equal the database's
 * checks (the server still checks everything again).
 */

/** Where a select's options come from: fixed, or another catalogue table. */
export type OptionSource = 'assistantCategories' | 'platforms' | 'plans'
export type Option = { value: string; label: string }

export type FieldDef = {
  name: string
  label: string
  kind:
    | 'text'
    | 'textarea'
    | 'number'
    | 'date'
    | 'select'
    | 'checkbox'
    | 'checklist'
    | 'lines'
    | 'steps'
  required?: boolean
  /** A select fed from a table: the label of its empty choice ('' is stored as null). */
  emptyLabel?: string
  /** A date that ends a period: stored as the last second of that day. */
  endOfDay?: boolean
  hint?: string
  ltr?: boolean
  /** '' is stored as null (nullable columns). */
  nullable?: boolean
  /** Kept in the paid-details table rather than the public one. */
  detail?: boolean
  /** The key of a row: typed on creation, fixed afterwards. */
  createOnly?: boolean
  options?: Option[] | OptionSource
}

export type EntityId =
  | 'assistants'
  | 'tools'
  | 'templates'
  | 'promptCategories'
  | 'assistantCategories'
  | 'platforms'
  | 'plans'
  | 'promotions'

export type EntityDef = {
  id: EntityId
  /** Tab label (plural). */
  label: string
  /** "مساعد جديد", "تعديل المساعد"... */
  newLabel: string
  editLabel: string
  table: string
  key: string
  details?: { table: string; key: string }
  titleColumn: string
  subtitleColumn: string
  publish: { column: string; on: string; off: string; publish: string; unpublish: string }
  /** Admins may create rows (plans are the five fixed tiers: edited, never created). */
  canCreate: boolean
  /** Kept in order by sort_order (up/down buttons); otherwise listed newest first. */
  orderable: boolean
  /** The line under the title; the subtitle column's value when omitted. */
  describe?: (row: Record<string, unknown>) => string
  note?: string
  fields: FieldDef[]
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>
}

// ---- schema pieces ---------------------------------------------------------------------------
const required = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `يرجى إدخال ${label}` }),
      z.maxLength(max, { error: `${label} طويل جداً (${max} حرف كحد أقصى)` }),
    )
const optional = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: `${label} طويل جداً (${max} حرف كحد أقصى)` }))
const slug = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'يرجى إدخال المعرّف (slug)' }),
  z.regex(/^[a-z0-9][a-z0-9-]{1,120}$/, {
    error: 'المعرّف بأحرف إنجليزية صغيرة وأرقام وشرطات فقط',
  }),
)
const keyId = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'يرجى إدخال المعرّف' }),
  z.regex(/^[a-z0-9-]{2,40}$/, {
    error: 'المعرّف من 2 إلى 40 حرفاً إنجليزياً صغيراً أو رقماً أو شرطة',
  }),
)
/** A published ChatGPT GPT (the database's check, migration 20261129010000). */
const GPT_URL = /^https:\/\/chatgpt\.com\/g\/g-[A-Za-z0-9]{6,}(-[a-z0-9-]+)?$/
const httpsUrl = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(2000, { error: `${label} طويل جداً` }),
    z.refine((v) => v === '' || /^https:\/\/\S+$/.test(v), {
      error: 'يجب أن يبدأ الرابط بـ https://',
    }),
  )
const icon = optional('اسم الأيقونة', 64)

export const stepSchema = z.object({
  title: required('عنوان الخطوة', 200),
  description: optional('وصف الخطوة', 2000),
  tool: optional('الأداة', 100),
})
export type Step = z.infer<typeof stepSchema>

export const assistantSchema = z.object({
  slug,
  name: required('الاسم', 200),
  name_en: optional('الاسم الإنجليزي', 200),
  category: z.string().check(z.minLength(1, { error: 'يرجى اختيار التصنيف' })),
  description: optional('الوصف', 2000),
  description_en: optional('الوصف الإنجليزي', 2000),
  icon,
  is_published: z.boolean(),
  url: httpsUrl('رابط المساعد').check(
    z.refine((v) => v === '' || GPT_URL.test(v), {
      error: 'رابط المساعد يكون رابط GPT منشوراً: https://chatgpt.com/g/g-…',
    }),
  ),
  instructions: optional('التعليمات', 20000),
})

export const toolSchema = z.object({
  slug,
  name: required('الاسم', 200),
  name_en: required('الاسم بالإنجليزية', 200),
  category: required('التصنيف', 100),
  description: optional('الوصف', 2000),
  description_en: optional('الوصف الإنجليزي', 2000),
  pricing: z.enum(['free', 'freemium', 'paid'], { error: 'يرجى اختيار التسعير' }),
  directory_level: z.enum(['basic', 'full'], { error: 'يرجى اختيار مستوى الدليل' }),
  icon,
  is_published: z.boolean(),
  url: httpsUrl('رابط الأداة').check(
    z.refine((v) => v.trim() !== '', { error: 'يرجى إدخال رابط الأداة' }),
  ),
  guide: optional('الدليل', 4000),
  arabic_support: z.enum(['', 'full', 'partial', 'none']),
  pricing_notes: optional('ملاحظات التسعير', 1000),
  tips: optional('النصائح', 4000),
})

export const templateSchema = z.object({
  slug,
  title: required('العنوان', 200),
  title_en: optional('العنوان الإنجليزي', 200),
  description: optional('الوصف', 2000),
  description_en: optional('الوصف الإنجليزي', 2000),
  is_published: z.boolean(),
  steps: z.array(stepSchema).check(z.minLength(1, { error: 'أضف خطوة واحدة على الأقل' })),
})

const categoryBase = {
  id: keyId,
  name: required('الاسم', 200),
  name_en: required('الاسم بالإنجليزية', 200),
  description: optional('الوصف', 2000),
  description_en: optional('الوصف الإنجليزي', 2000),
  icon,
}
export const promptCategorySchema = z.object({
  ...categoryBase,
  platforms: z.array(z.string()),
})
export const assistantCategorySchema = z.object(categoryBase)

export const platformSchema = z.object({
  id: keyId,
  name: required('الاسم', 100),
  name_en: required('الاسم بالإنجليزية', 100),
  icon,
  supported: z.boolean(),
})

const positiveAmount = /^\d{1,8}(\.\d{1,2})?$/
export const promotionSchema = z
  .object({
    name: required('اسم العرض', 200),
    name_en: optional('الاسم الإنجليزي', 200),
    plan_slug: z.string(),
    discount_type: z.enum(['percentage', 'fixed'], { error: 'يرجى اختيار نوع الخصم' }),
    discount_value: z.string().check(
      z.trim(),
      z.refine((v) => positiveAmount.test(v) && Number(v) > 0, {
        error: 'أدخل قيمة خصم أكبر من صفر (مثل 10 أو 12.50)',
      }),
    ),
    promo_message: optional('رسالة العرض', 500),
    starts_at: z.string().check(z.minLength(1, { error: 'يرجى إدخال تاريخ البداية' })),
    ends_at: z.string(),
    is_active: z.boolean(),
  })
  .check(
    z.refine((v) => v.discount_type !== 'percentage' || Number(v.discount_value) <= 100, {
      error: 'نسبة الخصم لا تتجاوز 100٪',
      path: ['discount_value'],
    }),
    z.refine((v) => v.ends_at === '' || v.ends_at >= v.starts_at, {
      error: 'يجب ألا ينتهي العرض قبل بدايته',
      path: ['ends_at'],
    }),
  )

/** An optional price (issue 46): empty = no such offer, else at least 0.01 (the columns' checks). */
const optionalPrice = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || (positiveAmount.test(v) && Number(v) > 0), {
      error: `${label}: أدخل سعراً أكبر من صفر بالريال (مثل 490 أو 49.50) أو اتركه فارغاً`,
    }),
  )

export const planSchema = z
  .object({
    name: required('اسم الباقة', 100),
    name_en: required('الاسم بالإنجليزية', 100),
    description: optional('الوصف', 2000),
    description_en: optional('الوصف الإنجليزي', 2000),
    price: z.string().check(
      z.trim(),
      z.refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), {
        error: 'أدخل سعراً صحيحاً بالريال (مثل 49 أو 49.50)',
      }),
    ),
    features: optional('المزايا', 4000),
    features_en: optional('المزايا بالإنجليزية', 4000),
    is_active: z.boolean(),
    is_popular: z.boolean(),
    // Optional keys: a form of the plans before issue 46 had none of them (= no offer).
    annual_price: z.optional(optionalPrice('سعر السنة')),
    seat_price: z.optional(optionalPrice('سعر المقعد الشهري')),
    seat_annual_price: z.optional(optionalPrice('سعر المقعد السنوي')),
    team_name: z.optional(optional('اسم باقة الفريق', 60)),
  })
  .check(
    z.refine((v) => !v.seat_annual_price || Boolean(v.seat_price), {
      error: 'حدد سعر المقعد الشهري قبل سعر المقعد السنوي',
      path: ['seat_annual_price'],
    }),
    z.refine((v) => !v.team_name?.trim() || Boolean(v.seat_price), {
      error: 'اسم باقة الفريق يحتاج إلى سعر المقعد الشهري',
      path: ['team_name'],
    }),
  )

// ---- fields ----------------------------------------------------------------------------------
const text = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'text',
  ...extra,
})
const area = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'textarea',
  ...extra,
})
const slugField = text('slug', 'المعرّف (slug)', {
  required: true,
  ltr: true,
  hint: 'أحرف إنجليزية صغيرة وأرقام وشرطات',
})
const idField = text('id', 'المعرّف', {
  required: true,
  ltr: true,
  createOnly: true,
  hint: 'أحرف إنجليزية صغيرة وأرقام وشرطات؛ لا يتغيّر بعد الإنشاء',
})
const iconField = text('icon', 'الأيقونة', { ltr: true, nullable: true, hint: 'اسم أيقونة Lucide' })
const descriptions = [
  area('description', 'الوصف'),
  area('description_en', 'الوصف بالإنجليزية', { ltr: true }),
]
const published = {
  name: 'is_published',
  label: 'منشور (يظهر في المكتبة)',
  kind: 'checkbox',
} as const
const publishLabels = { on: 'منشور', off: 'مسودة', publish: 'نشر', unpublish: 'إلغاء النشر' }
const switchLabels = { publish: 'تفعيل', unpublish: 'إيقاف' }
/** Fixed choices, value: label. */
const choices = (pairs: Record<string, string>): Option[] =>
  Object.entries(pairs).map(([value, label]) => ({ value, label }))
const select = (
  name: string,
  label: string,
  options: FieldDef['options'],
  extra: Partial<FieldDef> = {},
): FieldDef => ({ name, label, kind: 'select', options, ...extra })
const names = (english: Partial<FieldDef> = { required: true }) => [
  text('name', 'الاسم', { required: true }),
  text('name_en', 'الاسم بالإنجليزية', { ltr: true, ...english }),
]
const categoryFields = [idField, ...names(), ...descriptions, iconField]

type EntityOwn = Pick<
  EntityDef,
  'id' | 'label' | 'newLabel' | 'editLabel' | 'table' | 'fields' | 'schema'
>

/** The common case: keyed by id, titled by name, shown with its slug, published, creatable. */
function entity(def: EntityOwn & Partial<EntityDef>): EntityDef {
  return {
    key: 'id',
    titleColumn: 'name',
    subtitleColumn: 'slug',
    publish: { column: 'is_published', ...publishLabels },
    canCreate: true,
    orderable: true,
    ...def,
  }
}

/** Categories have no publish switch: they are shown while something uses them. */
const unpublishable = { column: '', ...publishLabels }

export const catalogueEntities: readonly EntityDef[] = [
  entity({
    id: 'assistants',
    label: 'المساعدون',
    newLabel: 'مساعد جديد',
    editLabel: 'تعديل المساعد',
    table: 'gpt_assistants',
    details: { table: 'gpt_assistant_details', key: 'assistant_id' },
    fields: [
      ...names({ nullable: true }),
      slugField,
      select('category', 'التصنيف', 'assistantCategories', { required: true }),
      area('description', 'الوصف'),
      area('description_en', 'الوصف بالإنجليزية', { ltr: true, nullable: true }),
      iconField,
      text('url', 'رابط المساعد (للمشتركين فقط)', {
        ltr: true,
        detail: true,
        nullable: true,
        hint: 'رابط GPT منشور: https://chatgpt.com/g/g-… (اتركه فارغاً حتى تنشره)',
      }),
      area('instructions', 'تعليمات الاستخدام (للمشتركين فقط)', { detail: true, nullable: true }),
      published,
    ],
    schema: assistantSchema,
  }),
  entity({
    id: 'tools',
    label: 'أدوات الذكاء الاصطناعي',
    newLabel: 'أداة جديدة',
    editLabel: 'تعديل الأداة',
    table: 'ai_tools',
    details: { table: 'ai_tool_details', key: 'tool_id' },
    fields: [
      ...names(),
      slugField,
      text('category', 'التصنيف', { required: true, ltr: true }),
      ...descriptions,
      select(
        'pricing',
        'التسعير',
        choices({ free: 'مجانية', freemium: 'مجانية مع مزايا مدفوعة', paid: 'مدفوعة' }),
        { required: true },
      ),
      select(
        'directory_level',
        'مستوى الدليل',
        choices({ basic: 'الدليل الأساسي', full: 'الدليل الكامل فقط' }),
        { required: true },
      ),
      iconField,
      text('url', 'رابط الأداة (للمشتركين فقط)', { required: true, ltr: true, detail: true }),
      area('guide', 'الدليل العربي', { detail: true, nullable: true }),
      select(
        'arabic_support',
        'دعم العربية',
        choices({ '': 'غير محدد', full: 'كامل', partial: 'جزئي', none: 'لا يدعم' }),
        { detail: true, nullable: true },
      ),
      area('pricing_notes', 'ملاحظات التسعير', { detail: true, nullable: true }),
      area('tips', 'نصائح', { detail: true, nullable: true }),
      published,
    ],
    schema: toolSchema,
  }),
  entity({
    id: 'templates',
    label: 'قوالب الأتمتة',
    newLabel: 'قالب جديد',
    editLabel: 'تعديل القالب',
    table: 'automation_templates',
    details: { table: 'automation_template_details', key: 'template_id' },
    titleColumn: 'title',
    note: 'عناوين الخطوات وأدواتها تظهر للجميع؛ أوصافها للباقات التي تشمل القوالب فقط.',
    fields: [
      text('title', 'العنوان', { required: true }),
      text('title_en', 'العنوان بالإنجليزية', { ltr: true, nullable: true }),
      slugField,
      area('description', 'الوصف'),
      area('description_en', 'الوصف بالإنجليزية', { ltr: true, nullable: true }),
      { name: 'steps', label: 'الخطوات', kind: 'steps', required: true, detail: true },
      published,
    ],
    schema: templateSchema,
  }),
  entity({
    id: 'promptCategories',
    label: 'تصنيفات الأوامر',
    newLabel: 'تصنيف جديد',
    editLabel: 'تعديل التصنيف',
    table: 'prompt_categories',
    subtitleColumn: 'id',
    publish: unpublishable,
    fields: [
      ...categoryFields,
      { name: 'platforms', label: 'المنصات', kind: 'checklist', options: 'platforms' },
    ],
    schema: promptCategorySchema,
  }),
  entity({
    id: 'assistantCategories',
    label: 'تصنيفات المساعدين',
    newLabel: 'تصنيف جديد',
    editLabel: 'تعديل التصنيف',
    table: 'gpt_assistant_categories',
    subtitleColumn: 'id',
    publish: unpublishable,
    fields: categoryFields,
    schema: assistantCategorySchema,
  }),
  entity({
    id: 'platforms',
    label: 'المنصات',
    newLabel: 'منصة جديدة',
    editLabel: 'تعديل المنصة',
    table: 'platforms',
    subtitleColumn: 'id',
    publish: { column: 'supported', on: 'مدعومة', off: 'غير مدعومة', ...switchLabels },
    fields: [
      idField,
      ...names(),
      iconField,
      { name: 'supported', label: 'مدعومة', kind: 'checkbox' },
    ],
    schema: platformSchema,
  }),
  entity({
    id: 'plans',
    label: 'الباقات',
    newLabel: '',
    editLabel: 'تعديل الباقة',
    table: 'plans',
    publish: { column: 'is_active', on: 'متاحة', off: 'موقوفة', ...switchLabels },
    canCreate: false,
    note: 'السعر الجديد يُطبَّق على الاشتراكات الجديدة فقط؛ يحتفظ المشتركون الحاليون بسعرهم حتى التجديد.',
    fields: [
      text('name', 'اسم الباقة', { required: true }),
      text('name_en', 'الاسم بالإنجليزية', { required: true, ltr: true }),
      ...descriptions,
      text('price', 'السعر (ريال)', {
        kind: 'number',
        required: true,
        ltr: true,
        hint: 'يُطبَّق على الاشتراكات الجديدة فقط؛ يحتفظ المشتركون الحاليون بسعرهم حتى التجديد',
      }),
      { name: 'features', label: 'المزايا', kind: 'lines', hint: 'ميزة في كل سطر' },
      {
        name: 'features_en',
        label: 'المزايا بالإنجليزية',
        kind: 'lines',
        ltr: true,
        hint: 'One per line',
      },
      text('annual_price', 'سعر السنة (ريال)', {
        kind: 'number',
        ltr: true,
        nullable: true,
        hint: 'سعر 12 شهراً للباقات الشهرية؛ اتركه فارغاً إن لم يكن للباقة عرض سنوي',
      }),
      text('seat_price', 'سعر المقعد شهرياً للشركات (ريال)', {
        kind: 'number',
        ltr: true,
        nullable: true,
        hint: 'اتركه فارغاً إن لم تكن الباقة متاحة للشركات',
      }),
      text('seat_annual_price', 'سعر المقعد سنوياً (ريال)', {
        kind: 'number',
        ltr: true,
        nullable: true,
      }),
      text('team_name', 'اسم باقة الفريق', { nullable: true, hint: 'مثل «الفريق»؛ يظهر للشركات' }),
      { name: 'is_active', label: 'متاحة للاشتراك', kind: 'checkbox' },
      { name: 'is_popular', label: 'الأكثر شيوعاً', kind: 'checkbox' },
    ],
    schema: planSchema,
  }),
  entity({
    id: 'promotions',
    label: 'العروض',
    newLabel: 'عرض جديد',
    editLabel: 'تعديل العرض',
    table: 'promotions',
    publish: { column: 'is_active', on: 'فعّال', off: 'موقوف', ...switchLabels },
    orderable: false,
    describe: (row) =>
      `${String(row.discount_value)}${row.discount_type === 'percentage' ? '٪' : ' ر.س'} — ${
        row.plan_slug ? String(row.plan_slug) : 'كل الباقات المدفوعة'
      }`,
    fields: [
      text('name', 'اسم العرض', { required: true }),
      text('name_en', 'الاسم بالإنجليزية', { ltr: true, nullable: true }),
      select('plan_slug', 'الباقة', 'plans', { nullable: true, emptyLabel: 'كل الباقات المدفوعة' }),
      select(
        'discount_type',
        'نوع الخصم',
        choices({ percentage: 'نسبة مئوية', fixed: 'مبلغ ثابت (ريال)' }),
        { required: true },
      ),
      text('discount_value', 'قيمة الخصم', { kind: 'number', required: true, ltr: true }),
      area('promo_message', 'رسالة العرض', { nullable: true }),
      text('starts_at', 'يبدأ في', { kind: 'date', required: true }),
      text('ends_at', 'ينتهي في', { kind: 'date', nullable: true, endOfDay: true }),
      { name: 'is_active', label: 'فعّال', kind: 'checkbox' },
    ],
    schema: promotionSchema,
  }),
]

export function entityById(id: string): EntityDef {
  return catalogueEntities.find((e) => e.id === id) ?? catalogueEntities[0]!
}

type Record_ = Record<string, unknown>

/** YYYY-MM-DD of an instant in the browser's time zone (what <input type="date"> holds). */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A stored row (and its details) as form values: nulls as '', lists as lines. */
export function toFormValues(def: EntityDef, row: Record_ | null, details: Record_ | null) {
  const values: Record_ = {}
  for (const field of def.fields) {
    const source = field.detail ? details : row
    const value = source?.[field.name]
    switch (field.kind) {
      case 'checkbox':
        // A new row starts unpublished: the admin publishes it when it is ready.
        values[field.name] = value === true
        break
      case 'checklist':
        values[field.name] = Array.isArray(value) ? value : []
        break
      case 'lines':
        values[field.name] = Array.isArray(value) ? value.join('\n') : ''
        break
      case 'steps':
        values[field.name] = Array.isArray(value)
          ? (value as Record_[]).map((s) => ({
              title: String(s.title ?? ''),
              description: String(s.description ?? ''),
              tool: String(s.tool ?? ''),
            }))
          : [{ title: '', description: '', tool: '' }]
        break
      case 'date':
        values[field.name] = typeof value === 'string' ? localDate(new Date(value)) : ''
        if (!row && field.required) values[field.name] = localDate(new Date())
        break
      case 'select': {
        const options = Array.isArray(field.options) ? field.options : []
        values[field.name] =
          value == null ? (field.nullable ? '' : (options[0]?.value ?? '')) : String(value)
        break
      }
      default:
        values[field.name] = value == null ? '' : String(value)
    }
  }
  return values
}

/** Form values as the public row and the paid-details row the database stores. */
export function toRows(def: EntityDef, values: Record_, creating: boolean) {
  const main: Record_ = {}
  const details: Record_ = {}
  for (const field of def.fields) {
    if (field.createOnly && !creating) continue
    let value = values[field.name]
    if (field.kind === 'lines') {
      value = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    } else if (field.kind === 'number') {
      // A nullable price left empty is no offer (null), never 0.
      value = field.nullable && String(value ?? '').trim() === '' ? null : Number(value)
    } else if (field.kind === 'date') {
      // The admin's day, in their own time zone, as an instant.
      value = value
        ? new Date(`${String(value)}T${field.endOfDay ? '23:59:59' : '00:00:00'}`).toISOString()
        : null
    } else if (field.kind === 'steps') {
      value = (value as Step[]).map((s) => ({
        title: s.title.trim(),
        description: s.description.trim(),
        tool: s.tool.trim(),
      }))
    } else if (typeof value === 'string') {
      value = value.trim()
      if (value === '' && field.nullable) value = null
    }
    ;(field.detail ? details : main)[field.name] = value
  }
  return { main, details }
}
