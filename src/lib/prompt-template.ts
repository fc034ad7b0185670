/**
 * Prompt templates: `{{key}}` or `{{key|default}}` placeholders, keys in Arabic or Latin letters
 * (spaces around the key and the default are ignored). The same grammar as the database's
 * private.extract_prompt_variables, so the fields the server lists and the ones filled here agree.
 */
export type TemplateVariable = { key: string; default: string | null }

export type TemplateSegment =
  { kind: 'text'; text: string } | { kind: 'variable'; key: string; default: string | null }

const placeholder = /\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}/g

/** The body split into literal text and placeholders, in order. */
export function segmentTemplate(body: string): TemplateSegment[] {
  const segments: TemplateSegment[] = []
  let last = 0
  for (const match of body.matchAll(placeholder)) {
    const index = match.index
    if (index > last) segments.push({ kind: 'text', text: body.slice(last, index) })
    const key = (match[1] ?? '').trim()
    const dflt = match[2]?.trim() || null
    segments.push({ kind: 'variable', key, default: dflt })
    last = index + match[0].length
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) })
  return segments
}

/**
 * The distinct variables of a body in order of first use. A key repeated with several
 * defaults keeps the first non-empty one.
 */
export function parseTemplate(body: string): TemplateVariable[] {
  const byKey = new Map<string, TemplateVariable>()
  for (const segment of segmentTemplate(body)) {
    if (segment.kind !== 'variable') continue
    const known = byKey.get(segment.key)
    if (!known) byKey.set(segment.key, { key: segment.key, default: segment.default })
    else if (known.default === null && segment.default !== null) known.default = segment.default
  }
  return [...byKey.values()]
}

/** The value a placeholder shows: the user's value, else the default, else null (unfilled). */
export function resolveValue(
  variable: TemplateVariable,
  values: Readonly<Record<string, string | undefined>>,
): string | null {
  const value = values[variable.key]?.trim()
  if (value) return value
  return variable.default
}

/**
 * The body with every placeholder replaced. An unfilled variable without a default stays as
 * `{{key}}`, so the copied text shows what is still missing instead of silently dropping it.
 */
export function fillTemplate(
  body: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  const defaults = new Map(parseTemplate(body).map((v) => [v.key, v.default]))
  return segmentTemplate(body)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text
      const value = resolveValue(
        { key: segment.key, default: defaults.get(segment.key) ?? null },
        values,
      )
      return value ?? `{{${segment.key}}}`
    })
    .join('')
}

/** Keys shown to people with underscores as spaces: "اسم_الشركة" reads "اسم الشركة". */
export function variableLabel(key: string): string {
  return key.replaceAll('_', ' ')
}
