/**
 * The AI providers' wire formats (issue 47), shared by the browser («تشغيل هنا» with the user's
 * own key) and the run-prompt edge function (the company's key): building a request, decoding the
 * SSE stream, turning each provider's events into {delta, usage, finish, error}, and classifying
 * an error answer. Pure TypeScript (TextDecoder, fetch types only): no DOM and no Deno API.
 *
 * Formats (cited in full in supabase/local/sandboxes/ai.ts, whose sandboxes follow them):
 * - OpenAI / OpenRouter chat completions: `data: {chat.completion.chunk}` … `data: [DONE]`;
 *   text in `choices[0].delta.content`, `finish_reason`, `usage {prompt_tokens,
 *   completion_tokens}` on the last chunk with `stream_options.include_usage`; OpenRouter adds
 *   `: comment` keep-alives and a mid-stream `error {code, message}` chunk.
 * - Anthropic messages: `event: <type>` + `data: {type, …}`; message_start (`usage.input_tokens`),
 *   content_block_delta (`delta.text_delta.text`), message_delta (`delta.stop_reason`,
 *   `usage.output_tokens`), message_stop; `event: error`.
 * - Gemini streamGenerateContent?alt=sse: `data: {candidates, usageMetadata}` frames separated by
 *   CRLF CRLF; text in `candidates[0].content.parts[].text`, `finishReason`, usage in
 *   `usageMetadata {promptTokenCount, candidatesTokenCount}`; no end marker besides finishReason.
 * SSE itself: https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
 */

export type AiProvider = 'openai' | 'anthropic' | 'gemini' | 'openrouter'
export const AI_PROVIDERS: readonly AiProvider[] = ['openai', 'anthropic', 'gemini', 'openrouter']

export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
  openrouter: 'OpenRouter',
}

/** The real hosts (production); local and test values come from the environment. */
export const AI_DEFAULT_BASE_URLS: Record<AiProvider, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  openrouter: 'https://openrouter.ai/api/v1',
}

/** The Anthropic API version the requests are written for. */
export const ANTHROPIC_VERSION = '2023-06-01'

export interface AiMessage {
  role: 'user' | 'assistant'
  content: string
}

export interface AiUsage {
  inputTokens?: number
  outputTokens?: number
}

export type AiErrorKind =
  | 'key'
  | 'rate'
  | 'overloaded'
  | 'too_long'
  | 'bad_request'
  | 'not_found'
  | 'server'
  | 'network'
  | 'cut'

export interface AiProviderError {
  kind: AiErrorKind
  provider: AiProvider
  status?: number
  /** The provider's own words (English), for the log; never shown alone. */
  detail: string
  /** From retry-after (or Gemini's RetryInfo), when the provider said. */
  retryAfterSeconds?: number
}

/** One provider event, normalised. */
export interface AiStreamEvent {
  delta?: string
  usage?: AiUsage
  /** The provider's finish reason (stop, end_turn, STOP, length, max_tokens, …). */
  finish?: string
  /** The provider's end marker ([DONE], message_stop). */
  done?: boolean
  error?: AiProviderError
}

// ---------------------------------------------------------------------------------------------
// SSE decoding
// ---------------------------------------------------------------------------------------------
export interface SseMessage {
  event: string
  data: string
}

/**
 * Decodes an SSE byte stream incrementally: bytes may be split anywhere (inside a multi-byte
 * character, a CRLF or a field name). Lines end with LF, CR or CRLF; `:` lines are comments; a
 * blank line dispatches the message (data lines joined with LF).
 */
export class SseDecoder {
  private decoder = new TextDecoder('utf-8')
  private buffer = ''
  private pendingCr = false
  private event = ''
  private data: string[] = []

  push(bytes: Uint8Array): SseMessage[] {
    return this.feed(this.decoder.decode(bytes, { stream: true }))
  }

  /** The end of the stream: flushes the decoder. An unfinished message is dropped (the spec). */
  end(): SseMessage[] {
    const out = this.feed(this.decoder.decode())
    this.buffer = ''
    this.event = ''
    this.data = []
    return out
  }

  private feed(text: string): SseMessage[] {
    const out: SseMessage[] = []
    // A chunk that decoded to nothing (inside a multi-byte character) keeps a pending CR.
    if (!text) return out
    let start = 0
    let i = 0
    if (this.pendingCr && text.startsWith('\n')) {
      start = i = 1
    }
    this.pendingCr = false
    for (; i < text.length; i++) {
      const ch = text[i]
      if (ch !== '\n' && ch !== '\r') continue
      const line = this.buffer + text.slice(start, i)
      this.buffer = ''
      if (ch === '\r') {
        if (i + 1 < text.length) {
          if (text[i + 1] === '\n') i++
        } else {
          this.pendingCr = true
        }
      }
      start = i + 1
      const message = this.line(line)
      if (message) out.push(message)
    }
    this.buffer += text.slice(start)
    return out
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      if (!this.data.length) {
        this.event = ''
        return null
      }
      const message = { event: this.event || 'message', data: this.data.join('\n') }
      this.event = ''
      this.data = []
      return message
    }
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') this.data.push(value)
    else if (field === 'event') this.event = value
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------
type Json = Record<string, unknown>
const obj = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function streamError(provider: AiProvider, error: Json): AiProviderError {
  const type = str(error.type) ?? str(error.status) ?? String(error.code ?? '')
  const detail = str(error.message) ?? type ?? 'error'
  const code = num(error.code)
  let kind: AiErrorKind = 'server'
  if (/overload|unavailable/i.test(type) || code === 503 || code === 529) kind = 'overloaded'
  else if (/rate|exhausted/i.test(type) || code === 429) kind = 'rate'
  return { kind, provider, detail }
}

/** One SSE message of `provider` as a normalised event (null: nothing for the answer). */
export function parseAiEvent(provider: AiProvider, message: SseMessage): AiStreamEvent | null {
  const raw = message.data.trim()
  if (!raw) return null
  if ((provider === 'openai' || provider === 'openrouter') && raw === '[DONE]') {
    return { done: true }
  }
  let data: Json | undefined
  try {
    data = obj(JSON.parse(raw))
  } catch {
    return null
  }
  if (!data) return null
  const error = obj(data.error)
  if (provider === 'anthropic') {
    if (data.type === 'error' || message.event === 'error') {
      return { error: streamError(provider, error ?? {}) }
    }
    switch (data.type) {
      case 'message_start': {
        const usage = obj(obj(data.message)?.usage)
        return { usage: { inputTokens: num(usage?.input_tokens) } }
      }
      case 'content_block_delta': {
        const delta = obj(data.delta)
        return delta?.type === 'text_delta' && typeof delta.text === 'string'
          ? { delta: delta.text }
          : null
      }
      case 'message_delta': {
        const usage = obj(data.usage)
        return {
          finish: str(obj(data.delta)?.stop_reason),
          usage: { outputTokens: num(usage?.output_tokens) },
        }
      }
      case 'message_stop':
        return { done: true }
      default:
        return null
    }
  }
  if (provider === 'gemini') {
    if (error) return { error: streamError(provider, error) }
    const candidate = obj((data.candidates as unknown[] | undefined)?.[0])
    const parts = obj(candidate?.content)?.parts
    const text = Array.isArray(parts)
      ? parts.map((part) => str(obj(part)?.text) ?? '').join('')
      : ''
    const meta = obj(data.usageMetadata)
    const event: AiStreamEvent = {}
    if (text) event.delta = text
    const finish = str(candidate?.finishReason)
    if (finish) {
      event.finish = finish
      event.done = true
    }
    if (meta) {
      event.usage = {
        inputTokens: num(meta.promptTokenCount),
        outputTokens: num(meta.candidatesTokenCount),
      }
    }
    return event
  }
  // OpenAI and OpenRouter.
  const choice = obj((data.choices as unknown[] | undefined)?.[0])
  if (error) return { error: streamError(provider, error) }
  const event: AiStreamEvent = {}
  const content = str(obj(choice?.delta)?.content)
  if (content) event.delta = content
  const finish = str(choice?.finish_reason)
  if (finish) event.finish = finish
  const usage = obj(data.usage)
  if (usage) {
    event.usage = {
      inputTokens: num(usage.prompt_tokens),
      outputTokens: num(usage.completion_tokens),
    }
  }
  return event
}

// ---------------------------------------------------------------------------------------------
// A whole stream
// ---------------------------------------------------------------------------------------------
export type AiRunStatus = 'complete' | 'cut' | 'error'

export interface AiStreamResult {
  text: string
  usage: AiUsage
  finish?: string
  status: AiRunStatus
  error?: AiProviderError
}

/**
 * Reads a provider's SSE body to the end, calling `onDelta` with each piece of text. A body that
 * ends (or breaks) before the provider's end marker is `cut`, with the text so far kept; an error
 * event ends it as `error`, also with the text so far. An abort (stop) is rethrown as is.
 */
export async function readAiStream(
  provider: AiProvider,
  body: ReadableStream<Uint8Array>,
  onDelta: (delta: string, text: string) => void = () => {},
  signal?: AbortSignal,
): Promise<AiStreamResult> {
  const decoder = new SseDecoder()
  const reader = body.getReader()
  const result: AiStreamResult = { text: '', usage: {}, status: 'cut' }
  let ended = false
  const apply = (messages: SseMessage[]): boolean => {
    for (const message of messages) {
      const event = parseAiEvent(provider, message)
      if (!event) continue
      if (event.error) {
        result.status = 'error'
        result.error = event.error
        return true
      }
      if (event.delta) {
        result.text += event.delta
        onDelta(event.delta, result.text)
      }
      if (event.usage) {
        if (event.usage.inputTokens !== undefined)
          result.usage.inputTokens = event.usage.inputTokens
        if (event.usage.outputTokens !== undefined) {
          result.usage.outputTokens = event.usage.outputTokens
        }
      }
      if (event.finish) result.finish = event.finish
      if (event.done) ended = true
    }
    return false
  }
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      if (apply(decoder.push(value))) {
        await reader.cancel().catch(() => {})
        return result
      }
    }
    if (apply(decoder.end())) return result
  } catch (error) {
    if (signal?.aborted) throw error
    result.status = 'cut'
    result.error = { kind: 'cut', provider, detail: String((error as Error)?.message ?? error) }
    return result
  }
  // OpenAI-style streams may end on finish_reason with [DONE] lost; that answer is whole.
  if (ended || result.finish) {
    result.status = 'complete'
  } else {
    result.error = { kind: 'cut', provider, detail: 'the stream ended before its end event' }
  }
  return result
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------
export interface AiRequestInput {
  provider: AiProvider
  baseUrl: string
  key: string
  model: string
  messages: AiMessage[]
  system?: string
  maxTokens: number
  stream?: boolean
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** The fetch of one run in the provider's own format (the key only in its own header). */
export function buildAiRequest(input: AiRequestInput): { url: string; init: RequestInit } {
  const base = trimSlash(input.baseUrl)
  const stream = input.stream !== false
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (input.provider === 'anthropic') {
    headers['x-api-key'] = input.key
    headers['anthropic-version'] = ANTHROPIC_VERSION
    // The browser calls Anthropic directly with the user's own key (Anthropic's CORS opt-in).
    headers['anthropic-dangerous-direct-browser-access'] = 'true'
    return {
      url: `${base}/messages`,
      init: {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: input.model,
          max_tokens: input.maxTokens,
          ...(input.system ? { system: input.system } : {}),
          messages: input.messages,
          stream,
        }),
      },
    }
  }
  if (input.provider === 'gemini') {
    headers['x-goog-api-key'] = input.key
    const method = stream ? 'streamGenerateContent?alt=sse' : 'generateContent'
    return {
      url: `${base}/models/${encodeURIComponent(input.model)}:${method}`,
      init: {
        method: 'POST',
        headers,
        body: JSON.stringify({
          contents: input.messages.map((m) => ({
            role: m.role === 'assistant' ? 'model' : 'user',
            parts: [{ text: m.content }],
          })),
          ...(input.system ? { systemInstruction: { parts: [{ text: input.system }] } } : {}),
          generationConfig: { maxOutputTokens: input.maxTokens },
        }),
      },
    }
  }
  headers.authorization = `Bearer ${input.key}`
  return {
    url: `${base}/chat/completions`,
    init: {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: input.model,
        messages: [
          ...(input.system ? [{ role: 'system', content: input.system }] : []),
          ...input.messages,
        ],
        // OpenAI renamed max_tokens for newer models; OpenRouter still documents max_tokens.
        ...(input.provider === 'openai'
          ? { max_completion_tokens: input.maxTokens }
          : { max_tokens: input.maxTokens }),
        stream,
        ...(stream ? { stream_options: { include_usage: true } } : {}),
      }),
    },
  }
}

/** The cheapest authenticated call that proves a key works (no tokens spent). */
export function buildKeyCheckRequest(
  provider: AiProvider,
  baseUrl: string,
  key: string,
): { url: string; init: RequestInit } {
  const base = trimSlash(baseUrl)
  switch (provider) {
    case 'anthropic':
      return {
        url: `${base}/models`,
        init: {
          headers: {
            'x-api-key': key,
            'anthropic-version': ANTHROPIC_VERSION,
            'anthropic-dangerous-direct-browser-access': 'true',
          },
        },
      }
    case 'gemini':
      return { url: `${base}/models`, init: { headers: { 'x-goog-api-key': key } } }
    case 'openrouter':
      // /models is public on OpenRouter; /key needs a valid key.
      return { url: `${base}/key`, init: { headers: { authorization: `Bearer ${key}` } } }
    default:
      return { url: `${base}/models`, init: { headers: { authorization: `Bearer ${key}` } } }
  }
}

/** An error answer (status not 2xx) in the provider's format, classified. */
export function classifyAiError(
  provider: AiProvider,
  status: number,
  bodyText: string,
  headers?: { get(name: string): string | null },
): AiProviderError {
  let error: Json | undefined
  try {
    const parsed = obj(JSON.parse(bodyText))
    error = obj(parsed?.error) ?? parsed
  } catch {
    error = undefined
  }
  const detail = str(error?.message) ?? bodyText.slice(0, 300)
  const details = Array.isArray(error?.details) ? (error.details as unknown[]).map(obj) : []
  let retryAfterSeconds: number | undefined
  const header = headers?.get('retry-after')
  if (header && /^\d+(\.\d+)?$/.test(header.trim())) retryAfterSeconds = Math.ceil(Number(header))
  else if (header) {
    const at = Date.parse(header)
    if (!Number.isNaN(at)) retryAfterSeconds = Math.max(0, Math.ceil((at - Date.now()) / 1000))
  }
  const retryDelay = details.map((d) => str(d?.retryDelay)).find(Boolean)
  if (retryAfterSeconds === undefined && retryDelay) {
    const seconds = Number.parseFloat(retryDelay)
    if (Number.isFinite(seconds)) retryAfterSeconds = Math.ceil(seconds)
  }
  const code = `${str(error?.code) ?? ''} ${str(error?.type) ?? ''} ${str(error?.status) ?? ''}`
  const keyInvalid = details.some((d) => d?.reason === 'API_KEY_INVALID')
  let kind: AiErrorKind
  if (
    status === 401 ||
    status === 403 ||
    keyInvalid ||
    /invalid_api_key|authentication/.test(code)
  ) {
    kind = 'key'
  } else if (status === 429) kind = 'rate'
  else if (status === 529 || status === 503 || status === 502 || /overloaded/.test(code)) {
    kind = 'overloaded'
  } else if (
    /context_length|too long|maximum context|exceeds the maximum number of tokens/i.test(
      `${code} ${detail}`,
    )
  ) {
    kind = 'too_long'
  } else if (status === 404) kind = 'not_found'
  else if (status >= 500) kind = 'server'
  else kind = 'bad_request'
  return { kind, provider, status, detail, retryAfterSeconds }
}

// ---------------------------------------------------------------------------------------------
// Sizes and messages
// ---------------------------------------------------------------------------------------------
/**
 * A cautious token estimate for the context check before sending: one token per three
 * characters (Arabic runs 2–4 characters a token in the providers' tokenizers), so a prompt is
 * refused locally only when it is clearly too long; a near miss is left to the provider's 400.
 */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 3))
}

const arabicNumber = (n: number) => new Intl.NumberFormat('ar-SA').format(n)

/** The Arabic message for an error, naming the provider. */
export function aiErrorMessage(error: AiProviderError): string {
  const name = AI_PROVIDER_LABELS[error.provider]
  switch (error.kind) {
    case 'key':
      return `رفض ${name} المفتاح. تحقّق منه في «الإعدادات ← مفاتيح الذكاء الاصطناعي» أو أضف مفتاحاً جديداً.`
    case 'rate':
      return error.retryAfterSeconds !== undefined
        ? `تجاوزت حدّ الطلبات لدى ${name}. حاول مجدداً بعد ${arabicNumber(error.retryAfterSeconds)} ثانية.`
        : `تجاوزت حدّ الطلبات لدى ${name}. انتظر قليلاً ثم حاول مجدداً.`
    case 'overloaded':
      return `خوادم ${name} مشغولة الآن. حاول مجدداً بعد قليل أو اختر نموذجاً آخر.`
    case 'too_long':
      return `الطلب أطول مما يقبله النموذج لدى ${name}. اختصر النص أو اختر نموذجاً بسياق أكبر.`
    case 'not_found':
      return `النموذج غير متاح لدى ${name} بهذا المفتاح. اختر نموذجاً آخر.`
    case 'network':
      return `تعذّر الاتصال بـ ${name}. تحقّق من اتصالك بالإنترنت ثم حاول مجدداً.`
    case 'cut':
      return 'انقطع البث قبل اكتمال الإجابة. احتفظنا بما وصل، ويمكنك «متابعة».'
    case 'server':
      return `حدث خطأ لدى ${name}. حاول مجدداً بعد قليل.`
    default:
      return `رفض ${name} الطلب. راجع النص والنموذج ثم حاول مجدداً.`
  }
}
