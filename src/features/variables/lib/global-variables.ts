/**
 * Global variables (spec document 2, sections 3-5): derived from the rows a user saved per
 * prompt. For each key the newest updated_at wins, usage_count counts the rows, and a key whose
 * rows disagree is a conflict listing every value with its prompt.
 */
export type SavedVariableRow = {
  /** The row's id, so a delete signal (which carries only the key) can be matched to it. */
  id?: string
  /** The library prompt's id, or the own prompt's id when `own` is true. */
  prompt_id: string
  /** The values were typed into one of the user's own prompts (أوامري). */
  own?: boolean
  variable_key: string
  variable_value: string
  updated_at: string
  prompt_title: string | null
}

export type GlobalVariable = {
  key: string
  value: string
  updated_at: string
  usage_count: number
  source_prompt_id: string
  /** The source is an own prompt (أوامري), not a library prompt. */
  source_own: boolean
  conflict: boolean
}

export type ConflictValue = {
  value: string
  prompt_id: string
  own: boolean
  prompt_title: string | null
  updated_at: string
}

export type VariableConflict = { key: string; values: ConflictValue[] }

export type DerivedVariables = { variables: GlobalVariable[]; conflicts: VariableConflict[] }

const newestFirst = (a: { updated_at: string }, b: { updated_at: string }) =>
  Date.parse(b.updated_at) - Date.parse(a.updated_at)

export function deriveGlobalVariables(rows: readonly SavedVariableRow[]): DerivedVariables {
  const byKey = new Map<string, SavedVariableRow[]>()
  for (const row of rows) {
    const list = byKey.get(row.variable_key)
    if (list) list.push(row)
    else byKey.set(row.variable_key, [row])
  }
  const variables: GlobalVariable[] = []
  const conflicts: VariableConflict[] = []
  for (const [key, list] of byKey) {
    const sorted = [...list].sort(newestFirst)
    const newest = sorted[0]
    if (!newest) continue
    const conflict = new Set(sorted.map((r) => r.variable_value)).size > 1
    variables.push({
      key,
      value: newest.variable_value,
      updated_at: newest.updated_at,
      usage_count: sorted.length,
      source_prompt_id: newest.prompt_id,
      source_own: newest.own === true,
      conflict,
    })
    if (conflict) {
      conflicts.push({
        key,
        values: sorted.map((r) => ({
          value: r.variable_value,
          prompt_id: r.prompt_id,
          own: r.own === true,
          prompt_title: r.prompt_title,
          updated_at: r.updated_at,
        })),
      })
    }
  }
  variables.sort(newestFirst)
  return { variables, conflicts }
}

/** key -> newest value: what a prompt's fields start with. */
export function latestValues(variables: readonly GlobalVariable[]): Record<string, string> {
  return Object.fromEntries(variables.map((v) => [v.key, v.value]))
}

/** Whose values a filler stores: a library prompt's or one of the user's own prompts'. */
export type PromptTarget = { own: boolean; id: string }

/** The saved values of one prompt, by key. */
export function valuesOf(
  rows: readonly SavedVariableRow[],
  target: PromptTarget | null,
): Record<string, string> {
  if (!target) return {}
  return Object.fromEntries(
    rows
      .filter((r) => r.prompt_id === target.id && (r.own === true) === target.own)
      .map((r) => [r.variable_key, r.variable_value]),
  )
}
