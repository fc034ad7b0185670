/**
 * POST /functions/v1/run-prompt (bearer token required)
 * Body: { companyId, provider ('openai' | 'anthropic' | 'gemini' | 'openrouter'), model,
 *         messages: [{ role: 'user' | 'assistant', content }] (the filled prompt first, the
 *         latest message the member's), system?, maxTokens?,
 *         source?: { kind: 'library' | 'own' | 'company', promptId?, promptSlug?, title?, variables? } }
 *
 * Runs a prompt on the company's key (issue 47). The caller must be a member of the company. The
 * key is read from Vault by company_ai_reserve, which service_role alone may execute, in the same
 * call that reserves an estimate of the run's tokens against the member's and the company's
 * monthly budgets (under the company's lock, so concurrent runs cannot all fit in the same
 * remaining tokens). The provider's SSE stream is passed back to the browser unchanged (the
 * browser reads it with readAiStream(provider, …) of _shared/ai-stream.ts, as for a run on a
 * personal key); `x-provider` names the format and `x-run-id` the row of the member's history
 * (prompt_runs, via 'company') written when the stream ends. When it ends, is cut or the browser
 * stops it, the reservation is settled from the provider's usage block (or, without one, from
 * the input estimate and the answer's length).
 *
 * The key never leaves this function: it is not in any answer, header or log line, and a
 * provider's error body (which may quote part of the key) is never passed on or logged; the
 * browser gets an Arabic { error, hint } instead: 400 bad input, 401 signed out, 402 a budget
 * reached (hint member_budget / company_budget, the message offers the personal key), 404 not a
 * member (hint not_found), 409 no key for that provider (hint no_key), 424 the provider refused
 * (hint provider_key, provider_too_long, provider_overloaded, …), 429 too many runs or the
 * provider's rate limit (retryAfter seconds when it said).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { callerFromClaims } from '../_shared/auth.ts'
import {
  AI_DEFAULT_BASE_URLS,
  AI_PROVIDER_LABELS,
  AI_PROVIDERS,
  type AiMessage,
  type AiProvider,
  aiErrorMessage,
  buildAiRequest,
  classifyAiError,
  parseAiEvent,
  SseDecoder,
} from '../_shared/ai-stream.ts'
import { corsHeaders, json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_MESSAGES = 200
const MAX_CHARS = 200_000
const MAX_OUTPUT_TOKENS = 32_000
const DEFAULT_OUTPUT_TOKENS = 2_048
const RATE_LIMIT = { max: 60, windowMinutes: 10 }

const messages = {
  companyRequired: 'اختر الشركة',
  providerRequired: 'اختر مزوّد الذكاء الاصطناعي من القائمة',
  modelRequired: 'اختر النموذج من القائمة',
  messagesRequired: 'اكتب نص الأمر قبل التشغيل',
  tooLong: 'الأمر أطول مما يسمح به التشغيل بمفتاح الشركة',
  rateLimited: 'تم تجاوز عدد مرات التشغيل المسموح. يرجى المحاولة بعد دقائق',
  unavailable: 'تعذّر التشغيل بمفتاح الشركة الآن. يرجى المحاولة بعد قليل',
  keyRefused: (p: string) => `رفض ${p} مفتاح الشركة. اطلب من مشرف الشركة تحديثه`,
} as const

type Source = {
  kind: 'library' | 'own' | 'company'
  promptId: string | null
  promptSlug: string | null
  title: string
  variables: Record<string, string>
}

interface Run {
  companyId: string
  provider: AiProvider
  model: string
  system: string
  messages: AiMessage[]
  maxTokens: number
  source: Source
}

function parseSource(value: unknown, first: string): Source {
  const source = isPlainObject(value) ? value : {}
  const kind =
    source.kind === 'library' || source.kind === 'own' || source.kind === 'company'
      ? source.kind
      : 'company'
  const variables: Record<string, string> = {}
  if (isPlainObject(source.variables))
    for (const [name, v] of Object.entries(source.variables))
      if (typeof v === 'string') variables[name.slice(0, 100)] = v.slice(0, 2_000)
  const title = typeof source.title === 'string' && source.title.trim() ? source.title : first
  return {
    kind,
    promptId:
      typeof source.promptId === 'string' && UUID.test(source.promptId) ? source.promptId : null,
    promptSlug: typeof source.promptSlug === 'string' ? source.promptSlug.slice(0, 200) : null,
    title: title.trim().slice(0, 300) || 'تشغيل',
    variables,
  }
}

function parseBody(body: Record<string, unknown>): Run | Response {
  const bad = (error: string, hint: string) => json({ error, hint }, { status: 400 })
  const companyId = typeof body.companyId === 'string' ? body.companyId.trim() : ''
  if (!UUID.test(companyId)) return bad(messages.companyRequired, 'invalid_company')
  const provider = body.provider as AiProvider
  if (!AI_PROVIDERS.includes(provider)) return bad(messages.providerRequired, 'invalid_provider')
  const model = typeof body.model === 'string' ? body.model.trim() : ''
  if (!model || model.length > 200 || /[\s?#]/.test(model))
    return bad(messages.modelRequired, 'invalid_model')
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return bad(messages.messagesRequired, 'invalid_messages')
  if (body.messages.length > MAX_MESSAGES) return bad(messages.tooLong, 'too_long')
  const list: AiMessage[] = []
  for (const item of body.messages) {
    if (!isPlainObject(item) || typeof item.content !== 'string' || !item.content.trim())
      return bad(messages.messagesRequired, 'invalid_messages')
    if (item.role !== 'user' && item.role !== 'assistant')
      return bad(functionErrors.invalidBody, 'invalid_messages')
    list.push({ role: item.role, content: item.content })
  }
  if (list[list.length - 1]!.role !== 'user')
    return bad(messages.messagesRequired, 'invalid_messages')
  const system = typeof body.system === 'string' ? body.system : ''
  const chars = list.reduce((sum, m) => sum + m.content.length, system.length)
  if (chars > MAX_CHARS) return bad(messages.tooLong, 'too_long')
  const maxTokens =
    body.maxTokens === undefined
      ? DEFAULT_OUTPUT_TOKENS
      : typeof body.maxTokens === 'number' && Number.isInteger(body.maxTokens)
        ? body.maxTokens
        : 0
  if (maxTokens < 1 || maxTokens > MAX_OUTPUT_TOKENS)
    return bad(functionErrors.invalidBody, 'invalid_max_tokens')
  const source = parseSource(body.source, list[0]!.content.split('\n')[0]!.slice(0, 80))
  return { companyId, provider, model, system, messages: list, maxTokens, source }
}

/**
 * Input tokens reserved before the call: one token per 2 characters, Arabic or English (the four
 * providers' tokenizers do better on ordinary text, so this errs high, which is the safe side for
 * a budget) and a few for each message's framing. The reservation adds all of max tokens.
 */
function estimateInput(run: Run): number {
  const chars = run.messages.reduce((sum, m) => sum + m.content.length, run.system.length)
  return Math.ceil(chars / 2) + 8 * (run.messages.length + 1)
}

/** The database's refusal of a reservation as an HTTP answer. */
function reserveRefusal(error: { message: string; hint?: string | null; code?: string }) {
  const hint = error.hint ?? ''
  const status =
    hint === 'member_budget' || hint === 'company_budget'
      ? 402
      : hint === 'not_found'
        ? 404
        : hint === 'no_key'
          ? 409
          : error.code === 'P0001'
            ? 400
            : 0
  if (!status) {
    console.error('[run-prompt] reservation failed', error.code ?? '')
    return json({ error: messages.unavailable, hint: 'unavailable' }, { status: 503 })
  }
  return json({ error: error.message, hint }, { status })
}

interface Outcome {
  status: 'complete' | 'stopped' | 'cut' | 'error'
  text: string
  input?: number
  output?: number
  error?: string
}

/** Settles the reservation and writes the member's history row; never throws. */
async function record(
  admin: SupabaseClient,
  run: Run,
  ids: { reservation: string; history: string; user: string },
  outcome: Outcome,
  inputEstimate: number,
  started: number,
) {
  const duration = Math.round(performance.now() - started)
  const input = outcome.input ?? (outcome.status === 'error' ? 0 : inputEstimate)
  const output = outcome.output ?? Math.ceil(outcome.text.length / 2)
  const { error } = await admin.rpc('company_ai_settle', {
    p_run_id: ids.reservation,
    p_status: outcome.status,
    p_input_tokens: input,
    p_output_tokens: output,
    p_duration_ms: duration,
  })
  if (error) console.error('[run-prompt] settle failed', ids.reservation, error.code ?? '')
  const history = await admin.from('prompt_runs').insert({
    id: ids.history,
    user_id: ids.user,
    source_kind: run.source.kind,
    prompt_id: run.source.promptId,
    prompt_slug: run.source.promptSlug,
    title: run.source.title,
    variables: run.source.variables,
    provider: run.provider,
    model: run.model,
    messages: run.messages,
    answer: outcome.text.slice(0, 200_000),
    status: outcome.status,
    error: outcome.error ?? null,
    input_tokens: input,
    output_tokens: output,
    duration_ms: duration,
    via: 'company',
    company_id: run.companyId,
  })
  if (history.error) console.error('[run-prompt] history not written', history.error.code ?? '')
  // One line per run for the operators: who, where, what it used; never the key or the text.
  console.log(
    '[run-prompt] run',
    JSON.stringify({
      run: ids.reservation,
      company: run.companyId,
      user: ids.user,
      provider: run.provider,
      model: run.model,
      status: outcome.status,
      input,
      output,
      ms: duration,
    }),
  )
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })

  const admin = adminClient()
  const caller = await callerFromClaims(req, admin)
  if (!caller) return json({ error: functionErrors.signInRequired }, { status: 401 })

  let raw: unknown
  try {
    raw = await req.json()
  } catch {
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  if (!isPlainObject(raw)) return json({ error: functionErrors.invalidBody }, { status: 400 })
  const run = parseBody(raw)
  if (run instanceof Response) return run

  const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
    p_identifier: caller.id,
    p_identifier_type: 'user',
    p_endpoint: 'run-prompt',
    p_max_requests: RATE_LIMIT.max,
    p_window_minutes: RATE_LIMIT.windowMinutes,
  })
  if (limitError) {
    console.error('[run-prompt] rate limit check failed', limitError.code ?? '')
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (allowed !== true)
    return json({ error: messages.rateLimited, hint: 'rate_limited' }, { status: 429 })

  const inputEstimate = estimateInput(run)
  const { data: reserved, error: reserveError } = await admin
    .rpc('company_ai_reserve', {
      p_user_id: caller.id,
      p_company_id: run.companyId,
      p_provider: run.provider,
      p_model: run.model,
      p_estimate: inputEstimate + run.maxTokens,
    })
    .single<{ run_id: string; api_key: string }>()
  if (reserveError || !reserved) return reserveRefusal(reserveError ?? { message: '' })

  const ids = { reservation: reserved.run_id, history: crypto.randomUUID(), user: caller.id }
  const started = performance.now()
  const name = AI_PROVIDER_LABELS[run.provider]
  const upstream = new AbortController()
  const { url, init } = buildAiRequest({
    provider: run.provider,
    baseUrl: env(`AI_${run.provider.toUpperCase()}_API_BASE`, AI_DEFAULT_BASE_URLS[run.provider]),
    key: reserved.api_key,
    model: run.model,
    messages: run.messages,
    system: run.system || undefined,
    maxTokens: run.maxTokens,
  })
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: upstream.signal })
  } catch {
    const error = aiErrorMessage({ kind: 'network', provider: run.provider, detail: '' })
    await record(admin, run, ids, { status: 'error', text: '', error }, inputEstimate, started)
    return json({ error, hint: 'provider_network' }, { status: 424 })
  }
  if (!response.ok || !response.body) {
    // The body is read only to classify it; it is neither answered nor logged (it may quote the key).
    const failure = classifyAiError(
      run.provider,
      response.status,
      await response.text().catch(() => ''),
      response.headers,
    )
    const error = failure.kind === 'key' ? messages.keyRefused(name) : aiErrorMessage(failure)
    await record(admin, run, ids, { status: 'error', text: '', error }, inputEstimate, started)
    return json(
      { error, hint: `provider_${failure.kind}`, retryAfter: failure.retryAfterSeconds ?? null },
      { status: failure.kind === 'rate' ? 429 : 424 },
    )
  }

  const reader = response.body.getReader()
  const decoder = new SseDecoder()
  const outcome: Outcome = { status: 'cut', text: '' }
  let ended = false
  const read = (events: ReturnType<SseDecoder['push']>) => {
    for (const message of events) {
      const event = parseAiEvent(run.provider, message)
      if (!event) continue
      if (event.delta) outcome.text += event.delta
      if (event.usage?.inputTokens !== undefined) outcome.input = event.usage.inputTokens
      if (event.usage?.outputTokens !== undefined) outcome.output = event.usage.outputTokens
      if (event.finish || event.done) ended = true
      if (event.error) outcome.error = aiErrorMessage(event.error)
    }
  }
  let recorded = false
  const finish = async (status: Outcome['status']) => {
    if (recorded) return
    recorded = true
    outcome.status = status
    await record(admin, run, ids, outcome, inputEstimate, started)
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          read(decoder.end())
          await finish(outcome.error ? 'error' : ended ? 'complete' : 'cut')
          controller.close()
          return
        }
        read(decoder.push(value))
        controller.enqueue(value)
      } catch {
        // The provider's connection dropped. The browser's stream ends normally after what it
        // has not read yet (an error would discard those bytes); without the provider's end
        // event the client reads it as cut (readAiStream), as the run is recorded here.
        await finish('cut')
        controller.close()
      }
    },
    async cancel() {
      upstream.abort()
      await finish('stopped')
    },
  })
  const headers = new Headers(corsHeaders)
  headers.set('Access-Control-Expose-Headers', 'x-run-id, x-provider')
  headers.set('content-type', 'text/event-stream; charset=utf-8')
  headers.set('cache-control', 'no-cache')
  headers.set('x-run-id', ids.history)
  headers.set('x-provider', run.provider)
  return new Response(body, { headers })
})
