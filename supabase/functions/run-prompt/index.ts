/**
 * POST /functions/v1/run-prompt (bearer token required)
 * Body: { companyId, provider ('openai' | 'anthropic' | 'gemini' | 'openrouter'), model,
 *         messages: [{ role: 'user' | 'assistant', content }], system?, maxTokens? }
 *
 * Runs a prompt on the company's key (issue 47). The caller must be a member of the company. The
 * key is read from Vault by company_ai_reserve, which service_role alone may execute, in the same
 * call that reserves an estimate of the run's tokens against the member's and the company's
 * monthly budgets (under the company's lock, so concurrent runs cannot all fit in the same
 * remaining tokens). The provider's SSE stream is passed back to the browser unchanged (the
 * browser reads it with the same parsers as a run on a personal key); the run id is in the
 * `x-run-id` header. When the stream ends, is cut or the browser stops it, the run is settled
 * from the provider's usage block (or, without one, from the reservation's input estimate and
 * the answer's length).
 *
 * The key never leaves this function: it is not in any answer, header or log line, and a
 * provider's error body (which may quote part of the key) is never passed on; the browser gets
 * an Arabic { error, hint } instead: 400 bad input, 401 signed out, 402 a budget reached
 * (hint member_budget / company_budget), 404 not a member (hint not_found), 409 no key (hint
 * no_key), 424 the provider refused the key or the request or is down (hint provider_*), 429
 * too many runs or the provider's rate limit (with retryAfter seconds when it said).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { callerFromClaims } from '../_shared/auth.ts'
import { corsHeaders, json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'
import {
  baseEnv,
  type Message,
  PROVIDERS,
  type Provider,
  providerNames,
  providerRequest,
  readEvent,
  type RunRequest,
  sseData,
  type Usage,
} from './providers.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_MESSAGES = 50
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
  keyRefused: (p: string) => `رفضت ${p} مفتاح الشركة. اطلب من مشرف الشركة تحديثه`,
  providerLimited: (p: string, seconds: number | null) =>
    seconds
      ? `تجاوزت الشركة حد الطلبات لدى ${p}. حاول مرة أخرى بعد ${seconds} ثانية`
      : `تجاوزت الشركة حد الطلبات لدى ${p}. حاول مرة أخرى بعد قليل`,
  providerRejected: (p: string) =>
    `رفضت ${p} الطلب؛ قد يكون أطول من سياق النموذج أو النموذج غير متاح`,
  providerDown: (p: string) => `خدمة ${p} مشغولة أو غير متاحة الآن. حاول مرة أخرى بعد قليل`,
} as const

interface Body {
  companyId: string
  run: RunRequest
}

function parseBody(body: Record<string, unknown>): Body | Response {
  const bad = (error: string, hint = 'invalid_body') => json({ error, hint }, { status: 400 })
  const companyId = typeof body.companyId === 'string' ? body.companyId.trim() : ''
  if (!UUID.test(companyId)) return bad(messages.companyRequired, 'invalid_company')
  const provider = body.provider as Provider
  if (!PROVIDERS.includes(provider)) return bad(messages.providerRequired, 'invalid_provider')
  const model = typeof body.model === 'string' ? body.model.trim() : ''
  if (!model || model.length > 200 || /[\s?#]/.test(model))
    return bad(messages.modelRequired, 'invalid_model')
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return bad(messages.messagesRequired, 'invalid_messages')
  if (body.messages.length > MAX_MESSAGES) return bad(messages.tooLong, 'too_long')
  const list: Message[] = []
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
  return { companyId, run: { provider, model, system, messages: list, maxTokens } }
}

/**
 * Input tokens, estimated before the call: about one token per 2 characters of Arabic or
 * English (the tokenizers of all four providers do better than that on ordinary text) plus a few
 * for each message's framing. The reservation adds the whole of max tokens for the answer.
 */
export function estimateInput(run: RunRequest): number {
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

/** A provider's refusal (its body is dropped: it may quote the key). */
function providerRefusal(provider: Provider, response: Response): Response {
  const name = providerNames[provider]
  const status = response.status
  if (status === 401 || status === 403)
    return json({ error: messages.keyRefused(name), hint: 'provider_key_refused' }, { status: 424 })
  if (status === 429) {
    const after = Number.parseInt(response.headers.get('retry-after') ?? '', 10)
    const seconds = Number.isFinite(after) && after > 0 ? after : null
    return json(
      {
        error: messages.providerLimited(name, seconds),
        hint: 'provider_rate_limited',
        retryAfter: seconds,
      },
      { status: 429 },
    )
  }
  if (status >= 400 && status < 500)
    return json(
      { error: messages.providerRejected(name), hint: 'provider_rejected' },
      { status: 424 },
    )
  return json({ error: messages.providerDown(name), hint: 'provider_unavailable' }, { status: 424 })
}

async function settle(
  admin: SupabaseClient,
  runId: string,
  status: 'complete' | 'stopped' | 'cut' | 'error',
  usage: Usage,
  inputEstimate: number,
  started: number,
) {
  const { error } = await admin.rpc('company_ai_settle', {
    p_run_id: runId,
    p_status: status,
    p_input_tokens: usage.input ?? (status === 'error' ? 0 : inputEstimate),
    p_output_tokens: usage.output ?? Math.ceil(usage.chars / 2),
    p_duration_ms: Math.round(performance.now() - started),
  })
  if (error) console.error('[run-prompt] settle failed', runId, error.code ?? '')
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
  const parsed = parseBody(raw)
  if (parsed instanceof Response) return parsed
  const { companyId, run } = parsed

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
      p_company_id: companyId,
      p_provider: run.provider,
      p_model: run.model,
      p_estimate: inputEstimate + run.maxTokens,
    })
    .single<{ run_id: string; api_key: string }>()
  if (reserveError || !reserved) return reserveRefusal(reserveError ?? { message: '' })

  const started = performance.now()
  const usage: Usage = { input: null, output: null, chars: 0, finished: false }
  const upstream = new AbortController()
  let response: Response
  try {
    const [name, fallback] = baseEnv[run.provider]
    response = await fetch(providerRequest(env(name, fallback), reserved.api_key, run), {
      signal: upstream.signal,
    })
  } catch {
    await settle(admin, reserved.run_id, 'error', usage, inputEstimate, started)
    return json(
      { error: messages.providerDown(providerNames[run.provider]), hint: 'provider_unavailable' },
      { status: 424 },
    )
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    await settle(admin, reserved.run_id, 'error', usage, inputEstimate, started)
    return providerRefusal(run.provider, response)
  }

  const reader = response.body.getReader()
  const events = sseData((data) => readEvent(run.provider, data, usage))
  let settled = false
  const finish = async (status: 'complete' | 'stopped' | 'cut') => {
    if (settled) return
    settled = true
    await settle(admin, reserved.run_id, status, usage, inputEstimate, started)
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          events.end()
          await finish(usage.finished ? 'complete' : 'cut')
          controller.close()
          return
        }
        events.push(value)
        controller.enqueue(value)
      } catch {
        await finish('cut')
        controller.error(new Error('provider stream cut'))
      }
    },
    async cancel() {
      upstream.abort()
      await finish('stopped')
    },
  })
  const headers = new Headers(corsHeaders)
  headers.set('Access-Control-Expose-Headers', 'x-run-id')
  headers.set('content-type', 'text/event-stream; charset=utf-8')
  headers.set('cache-control', 'no-cache')
  headers.set('x-run-id', reserved.run_id)
  headers.set('x-provider', run.provider)
  return new Response(body, { headers })
})
