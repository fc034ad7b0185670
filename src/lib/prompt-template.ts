/**
 * Prompt templates: the one parser of a prompt body's placeholders, for library prompts and own
 * prompts alike. The syntax (docs/prompt-variables.md) is backwards compatible with the original
 * `{{key}}` / `{{key|default}}`:
 *
 *   {{ NAME [MARKS] [: SPEC] [| DEFAULT] }}
 *
 *   MARKS (after the name, any order): `*` required, `#` number, `@` date, `+` (or `¶`) multi-line.
 *   SPEC  after `:` — options separated by `/` (a select, when there is no `#`), or `MIN..MAX`
 *         for a number (either end may be left out). Digits may be Arabic-Indic (012…).
 *
 *   {{النبرة: رسمية / ودية / حماسية | ودية}}  {{الميزانية#: 1000..50000}}  {{التاريخ@}}  {{الوصف*+}}
 *
 * The key is the NAME with the marks and the SPEC removed, which is exactly what the database's
 * private.extract_prompt_variables lists, so the fields the server knows and the ones filled here
 * agree. Parsing never throws: a placeholder that cannot be read gets an Arabic issue instead.
 */

export type VariableType =
  | { kind: 'text' }
  | { kind: 'multiline' }
  | { kind: 'select'; options: string[] }
  | { kind: 'number'; min: number | null; max: number | null }
  | { kind: 'date' }

/** A field of the fill-in form: one per distinct key, defined by its first placeholder. */
export type PromptField = {
  key: string
  default: string | null
  required: boolean
  type: VariableType
}

export type TemplateIssue = {
  /** The placeholder as written, e.g. `{{الميزانية#: كثير}}`. */
  placeholder: string
  key: string | null
  severity: 'error' | 'warning'
  message: string
}

export type TemplateSegment =
  { kind: 'text'; text: string } | { kind: 'variable'; key: string; default: string | null }

export type ParsedTemplate = {
  fields: PromptField[]
  segments: TemplateSegment[]
  issues: TemplateIssue[]
}

/** The original `{key, default}` view of a variable (what the database stores per prompt). */
export type TemplateVariable = { key: string; default: string | null }

const placeholder = /\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}/g
const trailingMarks = /[\s*#@+¶]+$/u
const marks = /[*#@+¶]/gu
const arabicDigits = /[٠-٩۰-۹]/g

/** Arabic-Indic and Persian digits to Latin, Arabic decimal/thousands separators removed. */
export function normalizeDigits(text: string): string {
  return text
    .replace(arabicDigits, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
    .replace(/٫/g, '.')
    .replace(/[٬,\s]/g, '')
}

/** A number typed by a person ("12,500", "12,500", "12500.5"), or null. */
export function parseNumber(text: string): number | null {
  const normalized = normalizeDigits(text)
  if (!/^[-+]?\d+(?:\.\d+)?$/.test(normalized)) return null
  const value = Number(normalized)
  return Number.isFinite(value) ? value : null
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

function isValidIsoDate(text: string): boolean {
  const m = isoDate.exec(text)
  if (!m) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

type Definition = { field: PromptField; issues: string[] }

/**
 * The key a placeholder's name part (what precedes `|`) stands for: the name without its marks
 * and without the options or range after `:`. Empty when the placeholder has no name.
 */
export function placeholderKey(name: string): string {
  const colon = name.indexOf(':')
  const head = colon < 0 ? name : name.slice(0, colon)
  return head.replace(trailingMarks, '').trim()
}

function readDefinition(name: string, dflt: string | null): Definition | null {
  const colon = name.indexOf(':')
  const head = colon < 0 ? name : name.slice(0, colon)
  const spec = colon < 0 ? null : name.slice(colon + 1).trim()
  const key = placeholderKey(name)
  if (!key) return null
  const found = new Set(
    (head.slice(key.length).match(marks) ?? []).map((m) => (m === '¶' ? '+' : m)),
  )
  const issues: string[] = []
  const kinds = ['#', '@', '+'].filter((m) => found.has(m))
  if (kinds.length > 1) {
    issues.push(
      'لا يجمع المتغير بين نوعين: اختر علامة واحدة من # (رقم) أو @ (تاريخ) أو + (نص طويل).',
    )
  }
  const required = found.has('*')
  const kind = kinds[0]
  let type: VariableType = { kind: 'text' }
  if (kind === '#') {
    type = { kind: 'number', min: null, max: null }
    if (spec) {
      const range = /^(.*?)(?:\.\.|…)(.*)$/u.exec(spec)
      const min = range ? (range[1]?.trim() ? parseNumber(range[1]) : null) : NaN
      const max = range ? (range[2]?.trim() ? parseNumber(range[2]) : null) : NaN
      const badMin = Number.isNaN(min) || (range?.[1]?.trim() && min === null)
      const badMax = Number.isNaN(max) || (range?.[2]?.trim() && max === null)
      if (badMin || badMax) {
        issues.push('يُكتب نطاق الرقم بعد النقطتين هكذا: 1000..50000 (يمكن ترك أحد الطرفين).')
      } else if (min !== null && max !== null && min > max) {
        issues.push('الحد الأدنى للرقم أكبر من الحد الأعلى.')
      } else {
        type = { kind: 'number', min, max }
      }
    }
  } else if (kind === '@' || kind === '+') {
    type = kind === '@' ? { kind: 'date' } : { kind: 'multiline' }
    if (spec) issues.push('لا تُكتب خيارات بعد النقطتين لمتغير التاريخ أو النص الطويل.')
  } else if (spec !== null) {
    const options = [
      ...new Set(
        spec
          .split('/')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    ]
    if (options.length < 2) {
      issues.push('تحتاج القائمة خيارين على الأقل يفصل بينهما /، مثل: رسمية / ودية.')
    } else {
      type = { kind: 'select', options }
    }
  }
  let value = dflt
  if (value !== null) {
    if (type.kind === 'select' && !type.options.includes(value)) {
      issues.push(`القيمة الافتراضية «${value}» ليست من الخيارات، فلم تُعتمد.`)
      value = null
    } else if (
      type.kind === 'number' &&
      validateValue({ key, default: null, required, type }, value)
    ) {
      issues.push(`القيمة الافتراضية «${value}» ليست رقماً صالحاً ضمن النطاق، فلم تُعتمد.`)
      value = null
    } else if (type.kind === 'date' && !isValidIsoDate(normalizeDigits(value))) {
      issues.push(`القيمة الافتراضية «${value}» ليست تاريخاً بصيغة 2026-12-31، فلم تُعتمد.`)
      value = null
    }
  }
  return { field: { key, default: value, required, type }, issues }
}

function sameDefinition(a: PromptField, b: PromptField): boolean {
  return a.required === b.required && JSON.stringify(a.type) === JSON.stringify(b.type)
}

/**
 * The body read once: its fields (a repeated key is one field; the first definition wins and a
 * differing later one is a warning; a later occurrence may supply the default the first lacks),
 * the segments for the preview, and an Arabic issue per placeholder that could not be read.
 * Never throws.
 */
export function parsePromptTemplate(body: string): ParsedTemplate {
  const text = typeof body === 'string' ? body : ''
  const segments: TemplateSegment[] = []
  const issues: TemplateIssue[] = []
  const byKey = new Map<string, PromptField>()
  const pushText = (t: string) => {
    if (!t) return
    const previous = segments.at(-1)
    if (previous?.kind === 'text') previous.text += t
    else segments.push({ kind: 'text', text: t })
  }
  const checkStray = (t: string) => {
    if (t.includes('{{') || t.includes('}}')) {
      issues.push({
        placeholder: t.trim().slice(0, 60),
        key: null,
        severity: 'warning',
        message: 'أقواس متغير غير مكتملة: يُكتب المتغير بين {{ و }} مثل {{الاسم}}.',
      })
    }
  }
  let last = 0
  for (const match of text.matchAll(placeholder)) {
    const index = match.index
    const before = text.slice(last, index)
    checkStray(before)
    pushText(before)
    last = index + match[0].length
    const raw = match[0]
    const dflt = match[2]?.trim() || null
    const definition = readDefinition(match[1] ?? '', dflt)
    if (!definition) {
      issues.push({
        placeholder: raw,
        key: null,
        severity: 'error',
        message: 'متغير بلا اسم: اكتب الاسم أولاً ثم العلامات، مثل {{الاسم*}}.',
      })
      pushText(raw)
      continue
    }
    const { field, issues: own } = definition
    for (const message of own)
      issues.push({ placeholder: raw, key: field.key, severity: 'error', message })
    const known = byKey.get(field.key)
    if (!known) {
      byKey.set(field.key, field)
    } else {
      const plain = field.type.kind === 'text' && !field.required
      if (!plain && !sameDefinition(known, field)) {
        issues.push({
          placeholder: raw,
          key: field.key,
          severity: 'warning',
          message: `المتغير «${variableLabel(field.key)}» معرَّف بأكثر من طريقة؛ اعتُمد التعريف الأول.`,
        })
      }
      if (known.default === null && field.default !== null && sameDefinition(known, field)) {
        known.default = field.default
      } else if (known.default === null && field.default !== null && plain) {
        known.default = field.default
      }
    }
    segments.push({ kind: 'variable', key: field.key, default: field.default })
  }
  const rest = text.slice(last)
  checkStray(rest)
  pushText(rest)
  return { fields: [...byKey.values()], segments, issues }
}

/** The body split into literal text and placeholders, in order. */
export function segmentTemplate(body: string): TemplateSegment[] {
  return parsePromptTemplate(body).segments
}

/**
 * The distinct variables of a body in order of first use, as `{key, default}`. A key repeated
 * with several defaults keeps the first non-empty one.
 */
export function parseTemplate(body: string): TemplateVariable[] {
  return parsePromptTemplate(body).fields.map((f) => ({ key: f.key, default: f.default }))
}

/** The value a placeholder shows: the user's value, else the default, else null (unfilled). */
export function resolveValue(
  variable: TemplateVariable,
  values: Readonly<Record<string, unknown>>,
): string | null {
  const raw = values[variable.key]
  const value = typeof raw === 'string' ? stripDirectionMarks(raw).trim() : ''
  if (value) return value
  return variable.default
}

/** Why a value does not fit its field (Arabic), or null when it fits or is empty. */
export function validateValue(field: PromptField, value: string): string | null {
  const text = value.trim()
  if (!text) return null
  const type = field.type
  if (type.kind === 'number') {
    const n = parseNumber(text)
    if (n === null) return 'اكتب رقماً فقط، مثل 15000.'
    if (type.min !== null && n < type.min) return `أقل قيمة مسموحة ${formatPlain(type.min)}.`
    if (type.max !== null && n > type.max) return `أعلى قيمة مسموحة ${formatPlain(type.max)}.`
  } else if (type.kind === 'date') {
    if (!isValidIsoDate(normalizeDigits(text))) return 'اختر تاريخاً صحيحاً.'
  } else if (type.kind === 'select') {
    if (!type.options.includes(text)) return 'اختر واحداً من الخيارات.'
  }
  return null
}

function formatPlain(n: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(n)
}

/** A date field's value as people read it in the copied prompt: «15 ديسمبر 2026». */
export function formatDateValue(iso: string): string {
  const normalized = normalizeDigits(iso)
  if (!isValidIsoDate(normalized)) return iso
  return new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${normalized}T00:00:00Z`))
}

/** Direction controls (LRM, RLM, ALM, embeddings, overrides, isolates) that must not be copied. */
const directionMarks = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g

export function stripDirectionMarks(text: string): string {
  return text.replace(directionMarks, '')
}

export type FilledPrompt = {
  text: string
  /** Required fields left empty, and values that do not fit their field: copying is refused. */
  blocking: { key: string; message: string }[]
  /** Optional fields left empty: they stay as {{key}} in the text, and the user is warned. */
  unfilled: string[]
}

/**
 * The body with every placeholder replaced by the value as it is copied. Values are strings
 * only (anything else counts as empty), so neither `[object Object]` nor `undefined` can reach
 * the text; direction marks are removed.
 */
export function fillPrompt(
  parsed: ParsedTemplate,
  values: Readonly<Record<string, unknown>>,
): FilledPrompt {
  const blocking: FilledPrompt['blocking'] = []
  const unfilled: string[] = []
  const output = new Map<string, string | null>()
  for (const field of parsed.fields) {
    const value = resolveValue(field, values)
    if (value === null) {
      if (field.required) blocking.push({ key: field.key, message: 'هذا الحقل مطلوب.' })
      else unfilled.push(field.key)
      output.set(field.key, null)
      continue
    }
    const error = validateValue(field, value)
    if (error) blocking.push({ key: field.key, message: error })
    output.set(field.key, field.type.kind === 'date' ? formatDateValue(value) : value)
  }
  const text = parsed.segments
    .map((segment) => {
      if (segment.kind === 'text') return segment.text
      return output.get(segment.key) ?? `{{${segment.key}}}`
    })
    .join('')
  return { text: stripDirectionMarks(text), blocking, unfilled }
}

/**
 * The body with every placeholder replaced. An unfilled variable without a default stays as
 * `{{key}}`, so the copied text shows what is still missing instead of silently dropping it.
 */
export function fillTemplate(body: string, values: Readonly<Record<string, unknown>>): string {
  return fillPrompt(parsePromptTemplate(body), values).text
}

/** Keys shown to people with underscores as spaces: "اسم_الشركة" reads "اسم الشركة". */
export function variableLabel(key: string): string {
  return key.replaceAll('_', ' ')
}
