/**
 * The four providers run-prompt calls with a company's key: how each request is built and how
 * the usage block is read from each provider's own SSE stream (the stream itself goes back to the
 * browser byte for byte).
 *
 * - OpenAI Chat Completions (platform.openai.com/docs/api-reference/chat/create): `POST
 *   {base}/chat/completions`, `Authorization: Bearer`, `stream: true` with
 *   `stream_options.include_usage`, so the last chunk carries `usage.prompt_tokens` /
 *   `completion_tokens`; the stream ends with `data: [DONE]`.
 * - OpenRouter (openrouter.ai/docs/api-reference/chat-completion): the same protocol and usage
 *   block at `{base}/chat/completions`.
 * - Anthropic Messages (docs.anthropic.com/en/api/messages-streaming): `POST {base}/messages`,
 *   `x-api-key`, `anthropic-version: 2023-06-01`; `message_start.message.usage.input_tokens`, then
 *   `message_delta.usage.output_tokens` (cumulative).
 * - Gemini (ai.google.dev/api/generate-content#method:-models.streamgeneratecontent): `POST
 *   {base}/models/{model}:streamGenerateContent?alt=sse`, `x-goog-api-key`; every chunk may carry
 *   `usageMetadata.promptTokenCount` / `candidatesTokenCount` (the last one the totals).
 */
export const PROVIDERS = ['openai', 'anthropic', 'gemini', 'openrouter'] as const
export type Provider = (typeof PROVIDERS)[number]

export const providerNames: Record<Provider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Gemini',
  openrouter: 'OpenRouter',
}

export interface Message {
  role: 'user' | 'assistant'
  content: string
}

export interface RunRequest {
  provider: Provider
  model: string
  system: string
  messages: Message[]
  maxTokens: number
}

/** The base URL of each provider's API (production hosts unless the environment points elsewhere). */
export const baseEnv: Record<Provider, [string, string]> = {
  openai: ['OPENAI_API_BASE', 'https://api.openai.com/v1'],
  anthropic: ['ANTHROPIC_API_BASE', 'https://api.anthropic.com/v1'],
  gemini: ['GEMINI_API_BASE', 'https://generativelanguage.googleapis.com/v1beta'],
  openrouter: ['OPENROUTER_API_BASE', 'https://openrouter.ai/api/v1'],
}

export function providerRequest(base: string, key: string, run: RunRequest): Request {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'text/event-stream' })
  const trimmed = base.replace(/\/+$/, '')
  if (run.provider === 'anthropic') {
    headers.set('x-api-key', key)
    headers.set('anthropic-version', '2023-06-01')
    return new Request(`${trimmed}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: run.model,
        max_tokens: run.maxTokens,
        ...(run.system ? { system: run.system } : {}),
        messages: run.messages,
        stream: true,
      }),
    })
  }
  if (run.provider === 'gemini') {
    headers.set('x-goog-api-key', key)
    return new Request(
      `${trimmed}/models/${encodeURIComponent(run.model)}:streamGenerateContent?alt=sse`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          contents: run.messages.map((m) => ({
            role: m.role === 'assistant' ? 'model' : 'user',
            parts: [{ text: m.content }],
          })),
          ...(run.system ? { systemInstruction: { parts: [{ text: run.system }] } } : {}),
          generationConfig: { maxOutputTokens: run.maxTokens },
        }),
      },
    )
  }
  headers.set('authorization', `Bearer ${key}`)
  const messages = run.system
    ? [{ role: 'system', content: run.system }, ...run.messages]
    : run.messages
  return new Request(`${trimmed}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: run.model,
      messages,
      stream: true,
      stream_options: { include_usage: true },
      ...(run.provider === 'openai'
        ? { max_completion_tokens: run.maxTokens }
        : { max_tokens: run.maxTokens }),
    }),
  })
}

export interface Usage {
  input: number | null
  output: number | null
  /** Characters of answer text seen, for an estimate when the stream ends without usage. */
  chars: number
  finished: boolean
}

type Json = Record<string, unknown>
const obj = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null

/** Reads one SSE `data:` payload of the provider's stream into the usage so far. */
export function readEvent(provider: Provider, data: string, usage: Usage): void {
  if (data === '[DONE]') {
    usage.finished = true
    return
  }
  let event: Json | null
  try {
    event = obj(JSON.parse(data))
  } catch {
    return
  }
  if (!event) return
  if (provider === 'anthropic') {
    const type = event.type
    if (type === 'message_start') {
      const u = obj(obj(event.message)?.usage)
      usage.input = num(u?.input_tokens) ?? usage.input
      usage.output = num(u?.output_tokens) ?? usage.output
    } else if (type === 'content_block_delta') {
      const text = obj(event.delta)?.text
      if (typeof text === 'string') usage.chars += text.length
    } else if (type === 'message_delta') {
      const u = obj(event.usage)
      usage.output = num(u?.output_tokens) ?? usage.output
      usage.input = num(u?.input_tokens) ?? usage.input
    } else if (type === 'message_stop') {
      usage.finished = true
    }
    return
  }
  if (provider === 'gemini') {
    const candidates = Array.isArray(event.candidates) ? event.candidates : []
    for (const candidate of candidates) {
      const c = obj(candidate)
      const parts = obj(c?.content)?.parts
      if (Array.isArray(parts))
        for (const part of parts) {
          const text = obj(part)?.text
          if (typeof text === 'string') usage.chars += text.length
        }
      if (typeof c?.finishReason === 'string') usage.finished = true
    }
    const u = obj(event.usageMetadata)
    usage.input = num(u?.promptTokenCount) ?? usage.input
    usage.output = num(u?.candidatesTokenCount) ?? usage.output
    return
  }
  const choices = Array.isArray(event.choices) ? event.choices : []
  for (const choice of choices) {
    const text = obj(obj(choice)?.delta)?.content
    if (typeof text === 'string') usage.chars += text.length
  }
  const u = obj(event.usage)
  if (u) {
    usage.input = num(u.prompt_tokens) ?? usage.input
    usage.output = num(u.completion_tokens) ?? usage.output
  }
}

/** Splits a byte stream into SSE `data:` payloads (UTF-8 decoded across chunk boundaries). */
export function sseData(onData: (data: string) => void) {
  const decoder = new TextDecoder()
  let buffer = ''
  let lines: string[] = []
  const line = (text: string) => {
    if (text === '') {
      if (lines.length) onData(lines.join('\n'))
      lines = []
    } else if (text.startsWith('data:')) {
      lines.push(text.slice(text[5] === ' ' ? 6 : 5))
    }
  }
  const drain = (final: boolean) => {
    const parts = buffer.split(/\r?\n/)
    buffer = final ? '' : (parts.pop() ?? '')
    for (const part of parts) line(part)
    if (final) line('')
  }
  return {
    push(chunk: Uint8Array) {
      buffer += decoder.decode(chunk, { stream: true })
      drain(false)
    },
    end() {
      buffer += decoder.decode()
      drain(true)
    },
  }
}
