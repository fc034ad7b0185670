/**
 * «تشغيل هنا» on the server side: the curated models (public.ai_models) and the run history
 * (public.prompt_runs, RLS: the owner's rows; the browser records its own runs). Keys never
 * come here: they stay in the browser (lib/key-store.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import type { Database, Json, Tables, TablesInsert } from '@/types/database'
import type { AiProvider } from '../../../../supabase/functions/_shared/ai-stream.ts'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

export type AiModel = Pick<
  Tables<'ai_models'>,
  'id' | 'provider' | 'model' | 'label' | 'context_tokens' | 'max_output_tokens' | 'position'
> & { provider: AiProvider }
export type PromptRun = Omit<Tables<'prompt_runs'>, 'search_doc'>
export type RunListItem = Database['public']['Functions']['search_prompt_runs']['Returns'][number]
export type RunSource = 'library' | 'own' | 'company'

export class RunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

const arabic = /[\u0600-\u06FF]/
function toError(
  error: { code?: string; hint?: string | null; message?: string } | Error,
  fallback: string,
) {
  if (isNetworkError(error)) return new RunError(NETWORK_ERROR_MESSAGE, 'network')
  const { hint, message } = error as { hint?: string; message?: string }
  if (message && arabic.test(message)) return new RunError(message, hint ?? 'refused')
  return new RunError(fallback, hint ?? 'unknown')
}

export const userId = () => authStore.getSnapshot().session?.user.id ?? ''

export const runKeys = {
  models: ['ai-models'] as const,
  keys: (uid: string) => ['ai-keys', uid] as const,
  history: (uid: string, query: string) => ['prompt-runs', uid, 'list', query] as const,
  historyAll: (uid: string) => ['prompt-runs', uid] as const,
  one: (uid: string, id: string) => ['prompt-runs', uid, 'one', id] as const,
}

export const aiModelsQuery = () =>
  queryOptions({
    queryKey: runKeys.models,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<AiModel[]> => {
      const client = await db()
      const { data, error } = await client
        .from('ai_models')
        .select('id, provider, model, label, context_tokens, max_output_tokens, position')
        .eq('enabled', true)
        .order('provider')
        .order('position')
      if (error) throw toError(error, 'تعذّر تحميل قائمة النماذج')
      return data as AiModel[]
    },
  })

const RUN_COLUMNS =
  'id, user_id, source_kind, prompt_id, prompt_slug, title, variables, provider, model, messages, answer, status, error, input_tokens, output_tokens, duration_ms, via, company_id, created_at, updated_at'

export type RunRecord = Pick<
  TablesInsert<'prompt_runs'>,
  | 'source_kind'
  | 'prompt_id'
  | 'prompt_slug'
  | 'title'
  | 'provider'
  | 'model'
  | 'answer'
  | 'status'
  | 'error'
  | 'input_tokens'
  | 'output_tokens'
  | 'duration_ms'
> & { variables: Record<string, string>; messages: { role: string; content: string }[] }

export async function recordRun(run: RunRecord): Promise<string> {
  const client = await db()
  const { data, error } = await client
    .from('prompt_runs')
    .insert({
      ...run,
      variables: run.variables as NonNullable<Json>,
      messages: run.messages as NonNullable<Json>,
    })
    .select('id')
    .single()
  if (error) throw toError(error, 'تعذّر حفظ التشغيل في السجل')
  return data.id
}

export async function updateRun(
  id: string,
  patch: Pick<
    RunRecord,
    'answer' | 'status' | 'error' | 'input_tokens' | 'output_tokens' | 'duration_ms'
  > & { messages: RunRecord['messages'] },
): Promise<void> {
  const client = await db()
  const { error } = await client
    .from('prompt_runs')
    .update({ ...patch, messages: patch.messages as NonNullable<Json> })
    .eq('id', id)
  if (error) throw toError(error, 'تعذّر تحديث التشغيل في السجل')
}

export const runHistoryQuery = (query: string) =>
  queryOptions({
    queryKey: runKeys.history(userId(), query),
    queryFn: async (): Promise<RunListItem[]> => {
      const client = await db()
      const { data, error } = await client.rpc('search_prompt_runs', {
        p_query: query,
        p_limit: 50,
      })
      if (error) throw toError(error, 'تعذّر تحميل سجل التشغيل')
      return data
    },
  })

export const runQuery = (id: string) =>
  queryOptions({
    queryKey: runKeys.one(userId(), id),
    queryFn: async (): Promise<PromptRun | null> => {
      const client = await db()
      const { data, error } = await client
        .from('prompt_runs')
        .select(RUN_COLUMNS)
        .eq('id', id)
        .maybeSingle()
      if (error) throw toError(error, 'تعذّر تحميل التشغيل')
      return data
    },
  })

export async function deleteRun(id: string): Promise<void> {
  const client = await db()
  const { error } = await client.from('prompt_runs').delete().eq('id', id)
  if (error) throw toError(error, 'تعذّر حذف التشغيل')
}

export async function deleteAllRuns(): Promise<void> {
  const client = await db()
  const { error } = await client.from('prompt_runs').delete().eq('user_id', userId())
  if (error) throw toError(error, 'تعذّر حذف السجل')
}

export async function saveRunAsExample(userPromptId: string, runId: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('set_user_prompt_example', {
    p_id: userPromptId,
    p_run_id: runId,
  })
  if (error) throw toError(error, 'تعذّر حفظ الإجابة كمثال')
}
