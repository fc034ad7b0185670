import { placeholderKey } from '@/lib/prompt-template'

export type PromptVariable = { key: string; default: string | null }

/**
 * The placeholders of a prompt body, in order of first use: the same rule as the database's
 * private.extract_prompt_variables, so the preview matches what is saved. Typed placeholders
 * (docs/prompt-variables.md) list under their key: {{النبرة: رسمية / ودية}} is «النبرة».
 */
export function extractPromptVariables(body: string): PromptVariable[] {
  const found = new Map<string, PromptVariable>()
  for (const match of body.matchAll(/\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}/g)) {
    const key = placeholderKey(match[1] ?? '')
    if (!key) continue
    const fallback = match[2]?.trim() || null
    const known = found.get(key)
    if (!known) found.set(key, { key, default: fallback })
    else if (fallback !== null && (known.default === null || fallback < known.default)) {
      known.default = fallback
    }
  }
  return [...found.values()]
}

const PLACEHOLDER = /\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}/g

/**
 * Whether every '{{' and '}}' of a body belongs to a placeholder the app reads ({{key}} or
 * {{key|default}}, key not blank): the same rule as the database's
 * private.prompt_variables_valid, which the prompt import applies.
 */
export function hasValidVariableSyntax(body: string): boolean {
  for (const match of body.matchAll(PLACEHOLDER)) {
    if (!(match[1] ?? '').trim()) return false
  }
  return !/\{\{|\}\}/.test(body.replace(PLACEHOLDER, ''))
}

/** Lower-case ASCII slug from a title (Arabic titles give none: the admin types it). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}
