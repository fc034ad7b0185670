/**
 * AI provider sandboxes (`/sandbox/ai/<provider>`, issue 47): stand-ins for the four providers
 * «تشغيل هنا» calls, each answering in its provider's own wire format, so the app and the
 * run-prompt function are exercised against the real shapes without a key or network.
 *
 * Formats, from the providers' published API references:
 * - OpenAI Chat Completions, https://platform.openai.com/docs/api-reference/chat/create and
 *   …/chat/streaming: SSE `data: {chat.completion.chunk}` lines, `choices[0].delta.content`,
 *   `finish_reason` on the last choice chunk, with `stream_options.include_usage` one more chunk
 *   with `choices: []` and `usage {prompt_tokens, completion_tokens, total_tokens}` (the other
 *   chunks carry `usage: null`), then `data: [DONE]`. Errors: `{"error": {message, type, param,
 *   code}}` — 401 `invalid_api_key`, 429 `rate_limit_exceeded` (retry-after), 400
 *   `context_length_exceeded`, 503 `server_error` (overloaded).
 * - OpenRouter, https://openrouter.ai/docs/api-reference/streaming and …/errors: the OpenAI
 *   format under `/api/v1`, plus `: OPENROUTER PROCESSING` SSE comments, a mid-stream error as a
 *   chunk with a top-level `error {code, message}` and `finish_reason: "error"`, error bodies
 *   `{"error": {code, message}}`; `GET /api/v1/key` checks a key; OAuth PKCE
 *   (https://openrouter.ai/docs/use-cases/oauth-pkce): `GET /auth?callback_url&code_challenge
 *   &code_challenge_method=S256` then `POST /api/v1/auth/keys {code, code_verifier,
 *   code_challenge_method}` → `{key}`.
 * - Anthropic Messages, https://docs.anthropic.com/en/api/messages-streaming and
 *   https://docs.anthropic.com/en/api/errors: `event:`/`data:` pairs message_start (usage
 *   input_tokens), content_block_start, ping, content_block_delta (text_delta), content_block_stop,
 *   message_delta (stop_reason, usage.output_tokens), message_stop; `event: error` mid-stream.
 *   Errors `{"type": "error", "error": {type, message}}`: 401 authentication_error, 429
 *   rate_limit_error (retry-after), 529 overloaded_error, 400 invalid_request_error ("prompt is too
 *   long"). Keys in `x-api-key`, `anthropic-version` required; a browser (an Origin header) needs
 *   `anthropic-dangerous-direct-browser-access: true` (https://docs.anthropic.com/en/api/client-sdks,
 *   CORS), as the real API requires.
 * - Gemini, https://ai.google.dev/api/generate-content (`models/{model}:generateContent`,
 *   `:streamGenerateContent?alt=sse`) and https://ai.google.dev/gemini-api/docs/troubleshooting:
 *   SSE `data: {GenerateContentResponse}` frames separated by CRLF CRLF, text in
 *   `candidates[0].content.parts[].text`, `finishReason: "STOP"` and `usageMetadata
 *   {promptTokenCount, candidatesTokenCount, totalTokenCount}` on the last; no [DONE]. Errors
 *   `{"error": {code, message, status, details}}`: a wrong key is **400 INVALID_ARGUMENT** with
 *   `details[].reason: "API_KEY_INVALID"` (Gemini does not answer 401), 429 RESOURCE_EXHAUSTED,
 *   503 UNAVAILABLE ("The model is overloaded"), 400 INVALID_ARGUMENT for too many input tokens.
 *
 * Answers are deterministic Arabic Markdown (a heading, a table, a code block, a list) naming the
 * model, so two models give two different answers. Fault switch: a marker in the last user
 * message (`[[slow]]`, `[[cut]]`, `[[error-after:N]]`, `[[429]]`, `[[overloaded]]`,
 * `[[too-long]]`), or `POST /sandbox/ai/__faults` (see README.md). A continuation («متابعة»: the
 * previous assistant message is a prefix of the answer) streams the rest of the answer.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { ServiceFactory } from '../context.ts'

export const AI_PREFIX = '/sandbox/ai'

/** The keys the sandboxes accept (README.md); any other is refused as the provider does. */
export const AI_SANDBOX_KEYS = {
  openai: 'sk-test-sanad-openai',
  anthropic: 'sk-ant-test-sanad',
  gemini: 'AIza-test-sanad-gemini',
  openrouter: 'sk-or-v1-test-sanad',
} as const

export type AiProvider = keyof typeof AI_SANDBOX_KEYS

const CONTEXT: Record<string, number> = {
  'gpt-4o-mini': 128000,
  'gpt-4o': 128000,
  'gpt-4.1': 1047576,
  'claude-3-5-haiku-latest': 200000,
  'claude-sonnet-4-20250514': 200000,
  'gemini-2.0-flash': 1048576,
  'gemini-2.5-pro': 1048576,
  // A small window, so tests reach "too long" with a short prompt.
  'sandbox-tiny': 2000,
}
const MODELS: Record<AiProvider, string[]> = {
  openai: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'sandbox-tiny'],
  openrouter: [
    'openai/gpt-4o-mini',
    'anthropic/claude-3.5-haiku',
    'google/gemini-2.0-flash-001',
    'openrouter/sandbox-tiny',
  ],
  anthropic: ['claude-3-5-haiku-latest', 'claude-sonnet-4-20250514', 'sandbox-tiny'],
  gemini: ['gemini-2.0-flash', 'gemini-2.5-pro', 'sandbox-tiny'],
}
const contextOf = (model: string) => CONTEXT[model.split('/').pop()!] ?? 128000

const TOKEN_MS = Number(process.env.AI_SANDBOX_TOKEN_MS ?? 8)
const SLOW_TOKEN_MS = Number(process.env.AI_SANDBOX_SLOW_TOKEN_MS ?? 250)
/*
 * A cut stream's pieces come at the slow pace and the connection drops a second after the last:
 * a real drop comes after the bytes sent were on the wire, and read. Erroring a stream discards
 * what its reader has not taken yet, on both sides (Node's Readable.fromWeb buffer here, the
 * browser's body stream there); 8 ms apart and cut at once, a loaded CI machine showed «cut»
 * with no text twice in a row (the run-prompt e2e).
 */
const CUT_AFTER_MS = Number(process.env.AI_SANDBOX_CUT_AFTER_MS ?? 1000)
const RETRY_AFTER_S = 20

type Json = Record<string, unknown>
export type AiFault = 'slow' | 'cut' | 'error-after' | '429' | 'overloaded' | 'too-long' | '401'

interface FaultRule {
  fault: AiFault
  provider?: AiProvider
  match?: string
  times: number
  after: number
  hits: number
}

interface Turn {
  role: 'user' | 'assistant'
  text: string
}

/** Input tokens as the sandbox counts them: one per 3 characters (Arabic runs 2–4), at least 1. */
export function sandboxTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 3))
}

/** The answer a model gives to a conversation (the same every time). */
export function sandboxAnswer(model: string, prompt: string): string {
  const firstLine = prompt
    .replace(/\[\[[^\]]*\]\]/g, '')
    .trim()
    .split('\n')[0]!
    .slice(0, 60)
  return [
    `## إجابة تجريبية من ${model}`,
    '',
    `هذه إجابة **تجريبية** من بيئة سند المحلية على الطلب: «${firstLine}».`,
    '',
    '| البند | القيمة |',
    '| --- | --- |',
    `| النموذج | \`${model}\` |`,
    `| طول الطلب | ${prompt.length} حرفاً |`,
    '',
    '```js',
    "const greeting = 'مرحباً بك في سند'",
    'console.log(greeting)',
    '```',
    '',
    '- أولاً: حدّد جمهورك بدقة.',
    '- ثانياً: قِس النتائج كل أسبوع.',
    '',
    'انتهت الإجابة.',
  ].join('\n')
}

/** Splits an answer into the pieces streamed one per event (a word and the space after it). */
export function sandboxPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? []
}

function markers(text: string): { fault?: AiFault; after?: number } {
  const found = /\[\[(slow|cut|429|overloaded|too-long|401|error-after(?::(\d+))?)\]\]/.exec(text)
  if (!found) return {}
  const fault = (found[1]!.startsWith('error-after') ? 'error-after' : found[1]) as AiFault
  return { fault, after: found[2] ? Number(found[2]) : 5 }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Plan {
  provider: AiProvider
  model: string
  turns: Turn[]
  inputTokens: number
  pieces: string[]
  /** Pieces already given in an earlier (cut) answer that this one continues. */
  fault?: AiFault
  after: number
}

const EXPOSE = 'retry-after, x-request-id, request-id, x-ratelimit-reset-requests'

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'access-control-expose-headers': EXPOSE,
      ...headers,
    },
  })
}

// ---------------------------------------------------------------------------------------------
// Errors in each provider's shape
// ---------------------------------------------------------------------------------------------
type ErrorKind = 'key' | 'rate' | 'overloaded' | 'too-long' | 'bad-request' | 'not-found'

function openAiError(kind: ErrorKind, detail = ''): Response {
  const retry = { 'retry-after': String(RETRY_AFTER_S), 'x-ratelimit-reset-requests': '20s' }
  switch (kind) {
    case 'key':
      return json(
        {
          error: {
            message: `Incorrect API key provided: ${detail}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        },
        401,
      )
    case 'rate':
      return json(
        {
          error: {
            message: `Rate limit reached for requests. Please try again in ${RETRY_AFTER_S}s.`,
            type: 'requests',
            param: null,
            code: 'rate_limit_exceeded',
          },
        },
        429,
        retry,
      )
    case 'overloaded':
      return json(
        {
          error: {
            message: 'The server is overloaded or not ready yet.',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
        503,
      )
    case 'too-long':
      return json(
        {
          error: {
            message: `This model's maximum context length is ${detail}. Please reduce the length of the messages.`,
            type: 'invalid_request_error',
            param: 'messages',
            code: 'context_length_exceeded',
          },
        },
        400,
      )
    case 'not-found':
      return json(
        {
          error: {
            message: `The model \`${detail}\` does not exist or you do not have access to it.`,
            type: 'invalid_request_error',
            param: null,
            code: 'model_not_found',
          },
        },
        404,
      )
    default:
      return json(
        { error: { message: detail, type: 'invalid_request_error', param: null, code: null } },
        400,
      )
  }
}

function openRouterError(kind: ErrorKind, detail = ''): Response {
  const status = {
    key: 401,
    rate: 429,
    overloaded: 502,
    'too-long': 400,
    'bad-request': 400,
    'not-found': 400,
  }[kind]
  const message = {
    key: 'No auth credentials found',
    rate: 'Rate limit exceeded',
    overloaded: 'Provider returned error: overloaded',
    'too-long': `This endpoint's maximum context length is ${detail}. Please reduce the length of the messages.`,
    'bad-request': detail,
    'not-found': `${detail} is not a valid model ID`,
  }[kind]
  return json(
    { error: { code: status, message } },
    status,
    kind === 'rate' ? { 'retry-after': String(RETRY_AFTER_S) } : {},
  )
}

function anthropicError(kind: ErrorKind, detail = ''): Response {
  const [status, type, message] = {
    key: [401, 'authentication_error', 'invalid x-api-key'],
    rate: [
      429,
      'rate_limit_error',
      'Number of request tokens has exceeded your per-minute rate limit',
    ],
    overloaded: [529, 'overloaded_error', 'Overloaded'],
    'too-long': [400, 'invalid_request_error', `prompt is too long: ${detail}`],
    'bad-request': [400, 'invalid_request_error', detail],
    'not-found': [404, 'not_found_error', `model: ${detail}`],
  }[kind] as [number, string, string]
  return json(
    {
      type: 'error',
      error: { type, message },
      request_id: `req_${randomBytes(12).toString('hex')}`,
    },
    status,
    kind === 'rate' ? { 'retry-after': String(RETRY_AFTER_S) } : {},
  )
}

function geminiError(kind: ErrorKind, detail = ''): Response {
  if (kind === 'key') {
    const message = 'API key not valid. Please pass a valid API key.'
    return json(
      {
        error: {
          code: 400,
          message,
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
              metadata: { service: 'generativelanguage.googleapis.com' },
            },
            {
              '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
              locale: 'en-US',
              message,
            },
          ],
        },
      },
      400,
    )
  }
  const [code, status, message] = {
    rate: [
      429,
      'RESOURCE_EXHAUSTED',
      'You exceeded your current quota, please check your plan and billing details.',
    ],
    overloaded: [503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'],
    'too-long': [
      400,
      'INVALID_ARGUMENT',
      `The input token count (${detail}) exceeds the maximum number of tokens allowed.`,
    ],
    'bad-request': [400, 'INVALID_ARGUMENT', detail],
    'not-found': [
      404,
      'NOT_FOUND',
      `models/${detail} is not found for API version v1beta, or is not supported for generateContent.`,
    ],
  }[kind as Exclude<ErrorKind, 'key'>] as [number, string, string]
  const details =
    kind === 'rate'
      ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${RETRY_AFTER_S}s` }]
      : undefined
  return json({ error: { code, message, status, ...(details ? { details } : {}) } }, code)
}

const ERRORS: Record<AiProvider, (kind: ErrorKind, detail?: string) => Response> = {
  openai: openAiError,
  openrouter: openRouterError,
  anthropic: anthropicError,
  gemini: geminiError,
}

// ---------------------------------------------------------------------------------------------
// Streams
// ---------------------------------------------------------------------------------------------
const encoder = new TextEncoder()

/** The SSE body of one answer: `frames` yields the wire text of each event in order. */
function sseResponse(
  plan: Plan,
  frames: {
    start(): string[]
    piece(text: string, index: number): string
    end(outputTokens: number): string[]
    error(): string
  },
): Response {
  const delay = plan.fault === 'slow' || plan.fault === 'cut' ? SLOW_TOKEN_MS : TOKEN_MS
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!cancelled) controller.enqueue(encoder.encode(text))
      }
      try {
        for (const frame of frames.start()) send(frame)
        let index = 0
        for (const piece of plan.pieces) {
          if (cancelled) return
          if (plan.fault === 'cut' && index === plan.after) {
            // The connection drops: no end event, the socket closes with an error, after the
            // pieces were taken and had time to arrive (CUT_AFTER_MS above).
            while (!cancelled && (controller.desiredSize ?? 1) < 1) await sleep(5)
            await sleep(CUT_AFTER_MS)
            if (cancelled) return
            controller.error(new Error('sandbox: stream cut'))
            return
          }
          if (plan.fault === 'error-after' && index === plan.after) {
            send(frames.error())
            controller.close()
            return
          }
          send(frames.piece(piece, index))
          index += 1
          await sleep(delay)
        }
        for (const frame of frames.end(plan.pieces.length)) send(frame)
        if (!cancelled) controller.close()
      } catch {
        // The client went away.
      }
    },
    cancel() {
      cancelled = true
    },
  })
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'access-control-expose-headers': EXPOSE,
    },
  })
}

function openAiStream(
  plan: Plan,
  id: string,
  includeUsage: boolean,
  openRouter: boolean,
): Response {
  const created = Math.floor(Date.now() / 1000)
  const chunk = (choices: Json[], extra: Json = {}) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model: plan.model,
      system_fingerprint: openRouter ? undefined : 'fp_sanad_sandbox',
      choices,
      ...(includeUsage ? { usage: null } : {}),
      ...extra,
    })}\n\n`
  const choice = (delta: Json, finish: string | null) => ({
    index: 0,
    delta,
    logprobs: null,
    finish_reason: finish,
  })
  return sseResponse(plan, {
    start: () => [
      ...(openRouter ? [': OPENROUTER PROCESSING\n\n'] : []),
      chunk([choice({ role: 'assistant', content: '', refusal: null }, null)]),
    ],
    piece: (text) => chunk([choice({ content: text }, null)]),
    end: (out) => [
      chunk([choice({}, 'stop')]),
      ...(includeUsage
        ? [
            chunk([], {
              usage: {
                prompt_tokens: plan.inputTokens,
                completion_tokens: out,
                total_tokens: plan.inputTokens + out,
              },
            }),
          ]
        : []),
      'data: [DONE]\n\n',
    ],
    error: () =>
      openRouter
        ? chunk([choice({ content: '' }, 'error')], {
            error: { code: 'server_error', message: 'Provider disconnected unexpectedly' },
          })
        : `data: ${JSON.stringify({
            error: {
              message: 'The server had an error while processing your request. Sorry about that!',
              type: 'server_error',
              param: null,
              code: null,
            },
          })}\n\n`,
  })
}

function anthropicStream(plan: Plan, id: string): Response {
  const event = (type: string, data: Json) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`
  return sseResponse(plan, {
    start: () => [
      event('message_start', {
        message: {
          id,
          type: 'message',
          role: 'assistant',
          content: [],
          model: plan.model,
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: plan.inputTokens, output_tokens: 1 },
        },
      }),
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      event('ping', {}),
    ],
    piece: (text) =>
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
    end: (out) => [
      event('content_block_stop', { index: 0 }),
      event('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: out },
      }),
      event('message_stop', {}),
    ],
    error: () => event('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }),
  })
}

function geminiChunk(plan: Plan, text: string, out: number, finish?: string): Json {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        ...(finish ? { finishReason: finish } : {}),
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: plan.inputTokens,
      ...(out ? { candidatesTokenCount: out } : {}),
      totalTokenCount: plan.inputTokens + out,
    },
    modelVersion: plan.model,
  }
}

function geminiStream(plan: Plan): Response {
  // Gemini separates its SSE frames with CRLF CRLF.
  const frame = (data: Json) => `data: ${JSON.stringify(data)}\r\n\r\n`
  let given = 0
  return sseResponse(plan, {
    start: () => [],
    piece: (text) => {
      given += 1
      return frame(geminiChunk(plan, text, given))
    },
    end: (out) => [frame(geminiChunk(plan, '', out, 'STOP'))],
    error: () =>
      frame({
        error: {
          code: 503,
          message: 'The model is overloaded. Please try again later.',
          status: 'UNAVAILABLE',
        },
      }),
  })
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------
function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) {
    return content
      .map((part) => {
        const p = part as Json
        return typeof p?.text === 'string' ? p.text : ''
      })
      .join('')
  }
  return ''
}

export function createAiSandbox() {
  const faults: FaultRule[] = []
  const oauthCodes = new Map<string, { challenge: string; expires: number }>()
  const mintedKeys = new Set<string>()

  function takeFault(provider: AiProvider, text: string): { fault?: AiFault; after: number } {
    const rule = faults.find(
      (f) =>
        f.hits < f.times &&
        (!f.provider || f.provider === provider) &&
        (!f.match || text.includes(f.match)),
    )
    if (rule) {
      rule.hits += 1
      return { fault: rule.fault, after: rule.after }
    }
    const marked = markers(text)
    return { fault: marked.fault, after: marked.after ?? 5 }
  }

  function keyOk(provider: AiProvider, key: string | null): boolean {
    if (!key) return false
    if (key === AI_SANDBOX_KEYS[provider]) return true
    return provider === 'openrouter' && mintedKeys.has(key)
  }

  /** The plan of an answer, or the provider's error response. */
  function plan(
    provider: AiProvider,
    model: string,
    turns: Turn[],
    system: string,
  ): Plan | Response {
    const error = ERRORS[provider]
    if (!turns.length || turns[turns.length - 1]!.role !== 'user') {
      return error('bad-request', 'messages: the last message must be from the user')
    }
    if (!MODELS[provider].includes(model)) return error('not-found', model)
    const last = turns[turns.length - 1]!.text
    const { fault, after } = takeFault(provider, last)
    if (fault === '401') return error('key', 'sk-…')
    if (fault === '429') return error('rate')
    if (fault === 'overloaded') return error('overloaded')
    const inputTokens = sandboxTokens(system + turns.map((t) => t.text).join('\n'))
    const context = contextOf(model)
    if (fault === 'too-long' || inputTokens >= context) {
      return error('too-long', `${inputTokens} tokens > ${context} maximum`)
    }
    const firstPrompt = turns.find((t) => t.role === 'user')!.text
    const full = sandboxAnswer(model, firstPrompt)
    // «متابعة»: the previous answer was cut; give the rest of the same answer.
    const previous = turns.length >= 2 ? turns[turns.length - 2] : undefined
    const rest =
      previous?.role === 'assistant' && previous.text && full.startsWith(previous.text)
        ? full.slice(previous.text.length)
        : full
    return { provider, model, turns, inputTokens, pieces: sandboxPieces(rest), fault, after }
  }

  async function body(request: Request): Promise<Json | null> {
    try {
      const parsed = (await request.json()) as unknown
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Json)
        : null
    } catch {
      return null
    }
  }

  function bearer(request: Request): string | null {
    const header = request.headers.get('authorization') ?? ''
    return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null
  }

  async function openAiCompatible(
    request: Request,
    provider: 'openai' | 'openrouter',
    path: string,
  ) {
    const error = ERRORS[provider]
    const key = bearer(request)
    if (path === '/models' && request.method === 'GET') {
      if (provider === 'openai' && !keyOk(provider, key)) return error('key', maskKey(key))
      return json({
        object: 'list',
        data: MODELS[provider].map((id) => ({
          id,
          object: 'model',
          created: 1715367049,
          owned_by: provider === 'openai' ? 'system' : id.split('/')[0],
          ...(provider === 'openrouter' ? { context_length: contextOf(id) } : {}),
        })),
      })
    }
    if (provider === 'openrouter' && path === '/key' && request.method === 'GET') {
      if (!keyOk(provider, key)) return error('key')
      return json({
        data: { label: `${key!.slice(0, 10)}...`, usage: 0, limit: null, is_free_tier: false },
      })
    }
    if (provider === 'openrouter' && path === '/auth/keys' && request.method === 'POST') {
      const input = await body(request)
      const code = typeof input?.code === 'string' ? input.code : ''
      const verifier = typeof input?.code_verifier === 'string' ? input.code_verifier : ''
      const stored = oauthCodes.get(code)
      oauthCodes.delete(code)
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (!stored || stored.expires < Date.now() || stored.challenge !== challenge) {
        return json({ error: { code: 403, message: 'Invalid code or code_verifier' } }, 403)
      }
      const minted = `sk-or-v1-${randomBytes(24).toString('hex')}`
      mintedKeys.add(minted)
      return json({ key: minted, user_id: 'user_sandbox' })
    }
    if (path !== '/chat/completions' || request.method !== 'POST') {
      return json({ error: { message: 'Not found' } }, 404)
    }
    if (!keyOk(provider, key)) return error('key', maskKey(key))
    const input = await body(request)
    if (!input) return error('bad-request', 'We could not parse the JSON body of your request.')
    const model = typeof input.model === 'string' ? input.model : ''
    const messages = Array.isArray(input.messages) ? (input.messages as Json[]) : []
    const system = messages
      .filter((m) => m.role === 'system' || m.role === 'developer')
      .map((m) => textOf(m.content))
      .join('\n')
    const turns = messages
      .filter((m) => m.role === 'user' || m.role === 'assistant')
      .map((m) => ({ role: m.role as Turn['role'], text: textOf(m.content) }))
    const planned = plan(provider, model, turns, system)
    if (planned instanceof Response) return planned
    const id = `${provider === 'openrouter' ? 'gen' : 'chatcmpl'}-${randomBytes(12).toString('hex')}`
    if (input.stream === true) {
      const options = input.stream_options as Json | undefined
      return openAiStream(planned, id, options?.include_usage === true, provider === 'openrouter')
    }
    if (planned.fault === 'slow') await sleep(SLOW_TOKEN_MS * 4)
    const text = planned.pieces.join('')
    return json({
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: planned.inputTokens,
        completion_tokens: planned.pieces.length,
        total_tokens: planned.inputTokens + planned.pieces.length,
      },
    })
  }

  async function anthropic(request: Request, path: string) {
    const key = request.headers.get('x-api-key')
    if (
      request.headers.get('origin') &&
      request.headers.get('anthropic-dangerous-direct-browser-access') !== 'true'
    ) {
      return json(
        {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'CORS requests are not allowed for this Organization because of the absence of the anthropic-dangerous-direct-browser-access header.',
          },
        },
        401,
      )
    }
    if (!keyOk('anthropic', key)) return anthropicError('key')
    if (!request.headers.get('anthropic-version')) {
      return anthropicError('bad-request', 'anthropic-version: header is required')
    }
    if (path === '/models' && request.method === 'GET') {
      return json({
        data: MODELS.anthropic.map((id) => ({
          type: 'model',
          id,
          display_name: id,
          created_at: '2025-05-14T00:00:00Z',
        })),
        has_more: false,
        first_id: MODELS.anthropic[0],
        last_id: MODELS.anthropic.at(-1),
      })
    }
    if (path !== '/messages' || request.method !== 'POST') return anthropicError('not-found', path)
    const input = await body(request)
    if (!input) return anthropicError('bad-request', 'Invalid JSON')
    if (typeof input.max_tokens !== 'number') {
      return anthropicError('bad-request', 'max_tokens: Field required')
    }
    const model = typeof input.model === 'string' ? input.model : ''
    const turns = (Array.isArray(input.messages) ? (input.messages as Json[]) : []).map((m) => ({
      role: m.role as Turn['role'],
      text: textOf(m.content),
    }))
    const planned = plan('anthropic', model, turns, textOf(input.system))
    if (planned instanceof Response) return planned
    const id = `msg_${randomBytes(12).toString('hex')}`
    if (input.stream === true) return anthropicStream(planned, id)
    return json({
      id,
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: planned.pieces.join('') }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: planned.inputTokens, output_tokens: planned.pieces.length },
    })
  }

  async function gemini(request: Request, path: string, url: URL) {
    const key = request.headers.get('x-goog-api-key') ?? url.searchParams.get('key')
    if (!keyOk('gemini', key)) return geminiError('key')
    if (path === '/models' && request.method === 'GET') {
      return json({
        models: MODELS.gemini.map((id) => ({
          name: `models/${id}`,
          displayName: id,
          inputTokenLimit: contextOf(id),
          outputTokenLimit: 8192,
          supportedGenerationMethods: ['generateContent', 'countTokens'],
        })),
      })
    }
    const match = /^\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(path)
    if (!match || request.method !== 'POST') return geminiError('not-found', path)
    const [, model, method] = match as unknown as [string, string, string]
    const input = await body(request)
    if (!input) return geminiError('bad-request', 'Invalid JSON payload received.')
    const turns = (Array.isArray(input.contents) ? (input.contents as Json[]) : []).map((c) => ({
      role: (c.role === 'model' ? 'assistant' : 'user') as Turn['role'],
      text: textOf(c.parts),
    }))
    const system = textOf((input.systemInstruction as Json | undefined)?.parts)
    const planned = plan('gemini', model, turns, system)
    if (planned instanceof Response) return planned
    if (method === 'streamGenerateContent') {
      if (url.searchParams.get('alt') !== 'sse') {
        return geminiError('bad-request', 'The sandbox streams with ?alt=sse only.')
      }
      return geminiStream(planned)
    }
    return json(geminiChunk(planned, planned.pieces.join(''), planned.pieces.length, 'STOP'))
  }

  function oauthPage(url: URL): Response {
    const callback = url.searchParams.get('callback_url') ?? ''
    const challenge = url.searchParams.get('code_challenge') ?? ''
    const method = url.searchParams.get('code_challenge_method') ?? ''
    let target: URL | null = null
    try {
      target = new URL(callback)
    } catch {
      target = null
    }
    if (!target || !/^https?:$/.test(target.protocol) || !challenge || method !== 'S256') {
      return new Response(
        'callback_url, code_challenge and code_challenge_method=S256 are required',
        {
          status: 400,
        },
      )
    }
    const code = randomBytes(16).toString('hex')
    oauthCodes.set(code, { challenge, expires: Date.now() + 10 * 60_000 })
    target.searchParams.set('code', code)
    const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    return new Response(
      `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>OpenRouter (تجريبي)</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>ربط OpenRouter (بيئة تجريبية)</h1>
<p>يطلب تطبيق على <span dir="ltr">${escape(target.origin)}</span> مفتاحاً لحسابك.</p>
<p><a id="authorize" href="${escape(target.toString())}">السماح</a></p>
</body></html>`,
      {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        },
      },
    )
  }

  async function configureFaults(request: Request): Promise<Response> {
    if (request.method === 'GET') return json({ faults })
    if (request.method === 'DELETE') {
      faults.length = 0
      return json({ cleared: true })
    }
    const input = await body(request)
    const fault = input?.fault as AiFault | undefined
    const allowed: AiFault[] = [
      'slow',
      'cut',
      'error-after',
      '429',
      'overloaded',
      'too-long',
      '401',
    ]
    if (!fault || !allowed.includes(fault)) {
      return json({ message: `fault must be one of ${allowed.join(', ')}` }, 400)
    }
    const provider = input?.provider as AiProvider | undefined
    if (provider && !(provider in AI_SANDBOX_KEYS))
      return json({ message: 'unknown provider' }, 400)
    const rule: FaultRule = {
      fault,
      provider,
      match: typeof input?.match === 'string' ? input.match : undefined,
      times: Number(input?.times ?? 1),
      after: Number(input?.after ?? 5),
      hits: 0,
    }
    faults.push(rule)
    return json(rule, 201)
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname.slice(AI_PREFIX.length)
    if (path === '/__faults') return configureFaults(request)
    let found: RegExpExecArray | null
    if ((found = /^\/openai\/v1(\/.*)$/.exec(path)))
      return openAiCompatible(request, 'openai', found[1]!)
    if (path === '/openrouter/auth' && request.method === 'GET') return oauthPage(url)
    if ((found = /^\/openrouter\/api\/v1(\/.*)$/.exec(path))) {
      return openAiCompatible(request, 'openrouter', found[1]!)
    }
    if ((found = /^\/anthropic\/v1(\/.*)$/.exec(path))) return anthropic(request, found[1]!)
    if ((found = /^\/gemini\/v1beta(\/.*)$/.exec(path))) return gemini(request, found[1]!, url)
    return json({ message: 'Not found' }, 404)
  }

  return { handle }
}

/** How OpenAI echoes a wrong key: its first and last characters only. */
function maskKey(key: string | null): string {
  if (!key) return ''
  return key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : '****'
}

export const aiSandboxService: ServiceFactory = async () => {
  const sandbox = createAiSandbox()
  return [{ name: 'sandbox ai', prefix: AI_PREFIX, handle: sandbox.handle }]
}
