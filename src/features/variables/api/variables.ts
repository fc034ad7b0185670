import { queryOptions } from '@tanstack/react-query'
import type { BuiltinProfile } from '../lib/builtin-values'
import type { CompanyProfile } from '../lib/company-variables'
import { DIALECT_PREFERENCE_KEY, isDialect, type Dialect } from '../lib/dialect'
import type { PromptTarget, SavedVariableRow } from '../lib/global-variables'
import { variableMessages } from '../messages'
import { currentUserId, db, VariablesError } from './client'
import { variablesKeys } from './keys'

/** The user's saved values with the prompt title, newest first (the spec's select). */
export async function fetchSavedVariables(userId: string): Promise<SavedVariableRow[]> {
  const client = await db()
  const { data, error } = await client
    .from('user_prompt_variables')
    .select(
      'id, variable_key, variable_value, updated_at, prompt_id, user_prompt_id, prompts(title_ar), user_prompts(title)',
    )
    .eq('user_id', userId)
    .order('updated_at', { ascending: false })
  if (error) throw new VariablesError(variableMessages.loadFailed)
  return data.flatMap((row) => {
    const own = row.prompt_id === null
    const promptId = row.prompt_id ?? row.user_prompt_id
    if (promptId === null) return []
    return [
      {
        id: row.id,
        prompt_id: promptId,
        own,
        variable_key: row.variable_key,
        variable_value: row.variable_value,
        updated_at: row.updated_at,
        prompt_title: (own ? row.user_prompts?.title : row.prompts?.title_ar) ?? null,
      },
    ]
  })
}

export const savedVariablesQuery = (userId: string) =>
  queryOptions({
    queryKey: variablesKeys.saved(userId),
    queryFn: () => fetchSavedVariables(userId),
  })

/** The row columns and upsert conflict target of a library prompt's or an own prompt's values. */
const targetColumn = (own: boolean) => (own ? 'user_prompt_id' : 'prompt_id')
const targetRef = (own: boolean, id: string): { prompt_id: string } | { user_prompt_id: string } =>
  own ? { user_prompt_id: id } : { prompt_id: id }
const conflictOf = (own: boolean) => `user_id,${targetColumn(own)},variable_key`

/**
 * Stores the values typed into one prompt's fields (a library prompt's or an own prompt's):
 * filled keys are upserted, emptied keys are removed for that prompt only.
 */
export async function savePromptValues(
  target: PromptTarget,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  const userId = currentUserId()
  const client = await db()
  const entries = Object.entries(values).map(([key, value]) => [key, value.trim()] as const)
  const filled = entries.filter(([, value]) => value !== '')
  const emptied = entries.filter(([, value]) => value === '').map(([key]) => key)
  if (filled.length > 0) {
    const { error } = await client.from('user_prompt_variables').upsert(
      filled.map(([variable_key, variable_value]) => ({
        user_id: userId,
        ...targetRef(target.own, target.id),
        variable_key,
        variable_value,
      })),
      { onConflict: conflictOf(target.own) },
    )
    if (error) throw new VariablesError(variableMessages.saveFailed)
  }
  if (emptied.length > 0) {
    const { error } = await client
      .from('user_prompt_variables')
      .delete()
      .eq('user_id', userId)
      .eq(targetColumn(target.own), target.id)
      .in('variable_key', emptied)
    if (error) throw new VariablesError(variableMessages.saveFailed)
  }
}

/**
 * Sets one value for a key in every prompt that uses it (resolving a conflict, or editing a
 * global variable): the spec's select of prompt ids by key, then an upsert of those rows.
 */
export async function setValueEverywhere(key: string, value: string): Promise<void> {
  const userId = currentUserId()
  const client = await db()
  const { data, error } = await client
    .from('user_prompt_variables')
    .select('prompt_id, user_prompt_id')
    .eq('user_id', userId)
    .eq('variable_key', key)
  if (error) throw new VariablesError(variableMessages.updateFailed)
  for (const own of [false, true]) {
    const ids = data.flatMap((row) => {
      const id = own ? row.user_prompt_id : row.prompt_id
      return id === null ? [] : [id]
    })
    if (ids.length === 0) continue
    const { error: upsertError } = await client.from('user_prompt_variables').upsert(
      ids.map((id) => ({
        user_id: userId,
        ...targetRef(own, id),
        variable_key: key,
        variable_value: value,
      })),
      { onConflict: conflictOf(own) },
    )
    if (upsertError) throw new VariablesError(variableMessages.updateFailed)
  }
}

/** Removes a key from every prompt of the user. */
export async function deleteVariableEverywhere(key: string): Promise<void> {
  const userId = currentUserId()
  const client = await db()
  const { error } = await client
    .from('user_prompt_variables')
    .delete()
    .eq('user_id', userId)
    .eq('variable_key', key)
  if (error) throw new VariablesError(variableMessages.deleteFailed)
}

/**
 * The profile's company values, the company-wide global variables (lib/company-variables), and
 * the columns the built-in values read (lib/builtin-values).
 */
export async function fetchCompanyProfile(
  userId: string,
): Promise<(CompanyProfile & BuiltinProfile) | null> {
  const { data, error } = await (
    await db()
  )
    .from('profiles')
    .select(
      'company_name, company_type, custom_company_type, country, company_size, full_name, job_title, city',
    )
    .eq('id', userId)
    .maybeSingle()
  if (error) throw new VariablesError(variableMessages.loadFailed)
  return data
}

export const companyProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: variablesKeys.company(userId),
    queryFn: () => fetchCompanyProfile(userId),
  })

/** The output dialect the user chose last (saved_preferences); «كما في الأمر» when none. */
export async function fetchOutputDialect(userId: string): Promise<Dialect> {
  const { data, error } = await (
    await db()
  )
    .from('saved_preferences')
    .select('preference_value')
    .eq('user_id', userId)
    .eq('preference_key', DIALECT_PREFERENCE_KEY)
    .maybeSingle()
  if (error) throw new VariablesError(variableMessages.loadFailed)
  const value = data?.preference_value
  return isDialect(value) ? value : 'asis'
}

export const outputDialectQuery = (userId: string) =>
  queryOptions({
    queryKey: variablesKeys.dialect(userId),
    queryFn: () => fetchOutputDialect(userId),
  })

export async function saveOutputDialect(dialect: Dialect): Promise<void> {
  const { error } = await (await db()).from('saved_preferences').upsert(
    {
      user_id: currentUserId(),
      preference_key: DIALECT_PREFERENCE_KEY,
      preference_value: dialect,
    },
    { onConflict: 'user_id,preference_key' },
  )
  if (error) throw new VariablesError(variableMessages.dialectSaveFailed)
}
