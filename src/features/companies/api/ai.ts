/**
 * Running prompts on the company's AI keys (issue 47): the keys (never readable: the provider,
 * when it was set and by whom, and its last 4 characters for admins), the monthly token budgets
 * and the tokens used. docs/run-prompts.md "Company key".
 */
import { queryOptions } from '@tanstack/react-query'
import { companyKeys } from './keys'
import { db, toError, userId } from './client'

export const AI_PROVIDERS = ['openai', 'anthropic', 'gemini', 'openrouter'] as const
export type AiProvider = (typeof AI_PROVIDERS)[number]

export const aiProviderNames: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Gemini',
  openrouter: 'OpenRouter',
}

export type CompanyAiKey = {
  provider: AiProvider
  last4: string | null
  set_at: string
  set_by_name: string | null
}

export type CompanyAiSettings = {
  keys: CompanyAiKey[]
  company_monthly_tokens: number | null
  member_monthly_tokens: number | null
  month: string
  company_used: number
  my_used: number
}

async function fetchAiSettings(companyId: string): Promise<CompanyAiSettings> {
  const client = await db()
  const { data, error } = await client.rpc('company_ai_settings', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل إعدادات التشغيل بمفتاح الشركة')
  return data as unknown as CompanyAiSettings
}

export const companyAiSettingsQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.ai(userId(), companyId),
    queryFn: () => fetchAiSettings(companyId),
  })

export async function setCompanyAiKey(
  companyId: string,
  provider: AiProvider,
  key: string,
): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('set_company_ai_key', {
    p_company_id: companyId,
    p_provider: provider,
    p_key: key,
  })
  if (error) throw toError(error, 'تعذّر حفظ المفتاح')
}

export async function deleteCompanyAiKey(companyId: string, provider: AiProvider): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('delete_company_ai_key', {
    p_company_id: companyId,
    p_provider: provider,
  })
  if (error) throw toError(error, 'تعذّر حذف المفتاح')
}

export async function setCompanyAiBudget(
  companyId: string,
  companyTokens: number | null,
  memberTokens: number | null,
): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('set_company_ai_budget', {
    p_company_id: companyId,
    // Null is "no limit": the generated types say number, the function takes null.
    p_company_monthly_tokens: companyTokens as number,
    p_member_monthly_tokens: memberTokens as number,
  })
  if (error) throw toError(error, 'تعذّر حفظ الميزانية')
}

export type AiUsageRow = {
  user_id: string | null
  member_name: string
  role: string | null
  month: string
  runs: number
  input_tokens: number
  output_tokens: number
  total_tokens: number
}

async function fetchAiUsage(companyId: string): Promise<AiUsageRow[]> {
  const client = await db()
  const { data, error } = await client.rpc('company_ai_usage', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل استهلاك التشغيل')
  return data as AiUsageRow[]
}

export const companyAiUsageQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.aiUsage(userId(), companyId),
    queryFn: () => fetchAiUsage(companyId),
  })

export type AiModel = {
  provider: AiProvider
  model: string
  label: string
  max_output_tokens: number
}

/** The admin-curated models (public.ai_models, enabled ones), in their order. */
async function fetchAiModels(): Promise<AiModel[]> {
  const client = await db()
  const { data, error } = await client
    .from('ai_models')
    .select('provider, model, label, max_output_tokens')
    .eq('enabled', true)
    .order('position')
  if (error) throw toError(error, 'تعذّر تحميل قائمة النماذج')
  return data as AiModel[]
}

export const aiModelsQuery = () =>
  queryOptions({ queryKey: ['ai-models'] as const, queryFn: fetchAiModels, staleTime: 600_000 })

/** A refusal of run-prompt: its Arabic message and hint (member_budget, company_budget, no_key …). */
export class RunRefused extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message)
  }
}

/**
 * Starts a run on the company's key; resolves with the provider's SSE body (read it with
 * readAiStream(provider, body)) once run-prompt accepted the run.
 */
export async function runOnCompanyKey(
  input: {
    companyId: string
    provider: AiProvider
    model: string
    prompt: string
    maxTokens: number
    title: string
    promptId: string
    variables: Record<string, string>
  },
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const client = await db()
  const { data, error } = await client.functions.invoke<Response>('run-prompt', {
    body: {
      companyId: input.companyId,
      provider: input.provider,
      model: input.model,
      messages: [{ role: 'user', content: input.prompt }],
      maxTokens: input.maxTokens,
      source: {
        kind: 'company',
        promptId: input.promptId,
        title: input.title,
        variables: input.variables,
      },
    },
    signal,
  })
  if (error) {
    const context = (error as { context?: Response }).context
    const answer = (await context?.json().catch(() => null)) as {
      error?: string
      hint?: string
    } | null
    if (answer?.error) throw new RunRefused(answer.error, answer.hint ?? 'refused')
    throw toError(error, 'تعذّر التشغيل بمفتاح الشركة الآن. يرجى المحاولة بعد قليل')
  }
  if (!data?.body) throw new RunRefused('تعذّر التشغيل بمفتاح الشركة الآن', 'unavailable')
  return data.body
}
