/**
 * The AI stream parsers (supabase/functions/_shared/ai-stream.ts) on streams recorded from the
 * sandboxes (tests/unit/fixtures/ai-streams, re-recorded by the script in docs/run-prompts.md):
 * the same text, usage and end for every split of the bytes into two chunks (so at every byte of
 * every multi-byte Arabic character), byte by byte, and through readAiStream; error events; a
 * stream without its end is cut; error answers classified; requests built in each format.
 */
import { describe, expect, it } from 'vitest'
import {
  aiErrorMessage,
  AI_PROVIDERS,
  buildAiRequest,
  classifyAiError,
  estimateTokens,
  parseAiEvent,
  readAiStream,
  SseDecoder,
  type AiProvider,
  type AiStreamEvent,
} from '../../supabase/functions/_shared/ai-stream.ts'

const FIXTURES = import.meta.glob<string>('./fixtures/ai-streams/*.sse', {
  query: '?raw',
  import: 'default',
  eager: true,
})
/** A recorded stream's bytes (UTF-8 text, so the raw import round-trips exactly). */
const fixture = (name: string) =>
  new TextEncoder().encode(FIXTURES[`./fixtures/ai-streams/${name}.sse`]!)

const MODEL: Record<AiProvider, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  gemini: 'gemini-2.0-flash',
  openrouter: 'openai/gpt-4o-mini',
}

interface Summary {
  text: string
  input?: number
  output?: number
  finish?: string
  done: boolean
  error?: string
}

/** Parses `chunks` synchronously with the decoder and the event parser. */
function summarise(provider: AiProvider, chunks: Uint8Array[]): Summary {
  const decoder = new SseDecoder()
  const summary: Summary = { text: '', done: false }
  const apply = (event: AiStreamEvent | null) => {
    if (!event) return
    if (event.delta) summary.text += event.delta
    if (event.usage?.inputTokens !== undefined) summary.input = event.usage.inputTokens
    if (event.usage?.outputTokens !== undefined) summary.output = event.usage.outputTokens
    if (event.finish) summary.finish = event.finish
    if (event.done) summary.done = true
    if (event.error) summary.error = event.error.kind
  }
  for (const chunk of chunks) for (const m of decoder.push(chunk)) apply(parseAiEvent(provider, m))
  for (const m of decoder.end()) apply(parseAiEvent(provider, m))
  return summary
}

/** Offsets just past each blank line (LF LF or CR LF CR LF) that ends an SSE message. */
function messageBoundaries(bytes: Uint8Array): number[] {
  const out: number[] = []
  for (let i = 1; i < bytes.length; i++) {
    if (bytes[i] === 10 && bytes[i - 1] === 10) out.push(i + 1)
    else if (
      i >= 3 &&
      bytes[i] === 10 &&
      bytes[i - 1] === 13 &&
      bytes[i - 2] === 10 &&
      bytes[i - 3] === 13
    ) {
      out.push(i + 1)
    }
  }
  return out.filter((b) => b < bytes.length)
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
}

describe.each(AI_PROVIDERS)('%s stream', (provider) => {
  const bytes = fixture(provider)
  const whole = summarise(provider, [bytes])

  it('reads the recorded answer: Arabic Markdown, usage and the end', () => {
    expect(whole.text).toContain(`## إجابة تجريبية من ${MODEL[provider]}`)
    expect(whole.text).toContain('| النموذج |')
    expect(whole.text).toContain("const greeting = 'مرحباً بك في سند'")
    expect(whole.text.endsWith('انتهت الإجابة.')).toBe(true)
    expect(whole.input).toBeGreaterThan(0)
    expect(whole.output).toBeGreaterThan(10)
    expect(whole.done).toBe(true)
    expect(whole.error).toBeUndefined()
  })

  it('gives the same result for a split at every byte position', () => {
    // Multi-byte characters are in the fixture (Arabic is 2 bytes a letter in UTF-8).
    expect(bytes.length).toBeGreaterThan(new TextDecoder().decode(bytes).length)
    // Messages are independent past a blank line, so each split is checked on the messages
    // around it (from the boundary before it to the second boundary after it): every byte of
    // the stream is a split point once, at the cost of two messages rather than the whole stream.
    const bounds = [0, ...messageBoundaries(bytes), bytes.length]
    let checked = 0
    for (let i = 0; i + 1 < bounds.length; i++) {
      const from = bounds[i]!
      const to = bounds[Math.min(i + 2, bounds.length - 1)]!
      const segment = bytes.subarray(from, to)
      const expected = summarise(provider, [segment])
      for (let at = bounds[i]! + 1; at <= bounds[i + 1]! && at < to; at++) {
        const split = summarise(provider, [
          segment.subarray(0, at - from),
          segment.subarray(at - from),
        ])
        checked++
        if (JSON.stringify(split) !== JSON.stringify(expected)) {
          expect({ at, ...split }).toEqual({ at, ...expected })
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(bytes.length - 1)
  })

  it('gives the same result byte by byte and through readAiStream', async () => {
    const single = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1))
    expect(summarise(provider, single)).toEqual(whole)
    const deltas: string[] = []
    const result = await readAiStream(provider, streamOf(single), (d) => deltas.push(d))
    expect(result).toMatchObject({ status: 'complete', text: whole.text })
    expect(result.usage).toEqual({ inputTokens: whole.input, outputTokens: whole.output })
    expect(deltas.join('')).toBe(whole.text)
  })

  it('an error event mid-stream ends the run as an error, keeping the text so far', async () => {
    const errored = fixture(`${provider}-error`)
    const result = await readAiStream(provider, streamOf([errored]))
    expect(result.status).toBe('error')
    expect(result.text.length).toBeGreaterThan(0)
    expect(result.error?.provider).toBe(provider)
    expect(aiErrorMessage(result.error!)).toMatch(/[\u0600-\u06FF]/)
  })

  it('a stream that ends before its end event is cut, with the text so far', async () => {
    const half = bytes.subarray(0, Math.floor(bytes.length / 2))
    const result = await readAiStream(provider, streamOf([half]))
    expect(result.status).toBe('cut')
    expect(result.error?.kind).toBe('cut')
    expect(whole.text.startsWith(result.text)).toBe(true)
    expect(result.text.length).toBeGreaterThan(0)
  })

  it('a connection that breaks mid-way is cut; a stop (abort) is rethrown', async () => {
    const half = bytes.subarray(0, 400)
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(half)
        controller.error(new TypeError('network error'))
      },
    })
    expect((await readAiStream(provider, broken)).status).toBe('cut')

    const stop = new AbortController()
    const aborted = new ReadableStream<Uint8Array>({
      pull(controller) {
        stop.abort()
        controller.error(new DOMException('aborted', 'AbortError'))
      },
    })
    await expect(readAiStream(provider, aborted, undefined, stop.signal)).rejects.toThrow('aborted')
  })
})

describe('SseDecoder', () => {
  const text = (s: string) => new TextEncoder().encode(s)
  it('joins data lines, ignores comments, handles CR, LF and CRLF across chunks', () => {
    const decoder = new SseDecoder()
    const out = [
      ...decoder.push(text(': keep-alive\r')),
      ...decoder.push(text('\nevent: x\rdata: a\r')),
      ...decoder.push(new Uint8Array(0)),
      ...decoder.push(text('\ndata:b\n\n')),
      ...decoder.end(),
    ]
    expect(out).toEqual([{ event: 'x', data: 'a\nb' }])
  })
  it('drops an unfinished message at the end (the SSE rule)', () => {
    const decoder = new SseDecoder()
    expect([...decoder.push(text('data: half')), ...decoder.end()]).toEqual([])
  })
})

describe('classifyAiError', () => {
  it('reads each provider’s error shape', () => {
    const retry = { get: (n: string) => (n === 'retry-after' ? '20' : null) }
    expect(
      classifyAiError('openai', 401, '{"error":{"code":"invalid_api_key","message":"x"}}'),
    ).toMatchObject({ kind: 'key', provider: 'openai' })
    expect(
      classifyAiError(
        'gemini',
        400,
        '{"error":{"code":400,"status":"INVALID_ARGUMENT","message":"API key not valid.","details":[{"reason":"API_KEY_INVALID"}]}}',
      ).kind,
    ).toBe('key')
    expect(
      classifyAiError(
        'anthropic',
        429,
        '{"type":"error","error":{"type":"rate_limit_error"}}',
        retry,
      ),
    ).toMatchObject({ kind: 'rate', retryAfterSeconds: 20 })
    expect(
      classifyAiError(
        'gemini',
        429,
        '{"error":{"code":429,"status":"RESOURCE_EXHAUSTED","details":[{"retryDelay":"37s"}]}}',
      ).retryAfterSeconds,
    ).toBe(37)
    expect(
      classifyAiError('anthropic', 529, '{"type":"error","error":{"type":"overloaded_error"}}')
        .kind,
    ).toBe('overloaded')
    expect(
      classifyAiError('openai', 400, '{"error":{"code":"context_length_exceeded","message":"m"}}')
        .kind,
    ).toBe('too_long')
    expect(classifyAiError('openrouter', 500, '<html>oops</html>').kind).toBe('server')
  })

  it('says in Arabic which provider refused the key and when to retry', () => {
    expect(aiErrorMessage({ kind: 'key', provider: 'anthropic', detail: '' })).toContain(
      'Anthropic',
    )
    const rate = aiErrorMessage({
      kind: 'rate',
      provider: 'gemini',
      detail: '',
      retryAfterSeconds: 20,
    })
    expect(rate).toContain('Google Gemini')
    expect(rate).toContain('٢٠')
  })
})

describe('buildAiRequest', () => {
  const messages = [{ role: 'user' as const, content: 'مرحبا' }]
  it('puts the key only in the provider’s own header, never in the URL or body', () => {
    for (const provider of AI_PROVIDERS) {
      const { url, init } = buildAiRequest({
        provider,
        baseUrl: 'https://example.test/v1/',
        key: 'SECRET-KEY-123',
        model: 'm',
        messages,
        maxTokens: 100,
      })
      expect(url).not.toContain('SECRET')
      expect(String(init.body)).not.toContain('SECRET')
      expect(JSON.stringify(init.headers)).toContain('SECRET-KEY-123')
    }
  })
  it('asks each provider for a stream in its own way', () => {
    const gemini = buildAiRequest({
      provider: 'gemini',
      baseUrl: 'https://g/v1beta',
      key: 'k',
      model: 'gemini-2.0-flash',
      messages: [...messages, { role: 'assistant', content: 'أهلاً' }, ...messages],
      maxTokens: 100,
      system: 'أجب بالعربية',
    })
    expect(gemini.url).toBe(
      'https://g/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse',
    )
    const body = JSON.parse(String(gemini.init.body))
    expect(body.contents.map((c: { role: string }) => c.role)).toEqual(['user', 'model', 'user'])
    expect(body.systemInstruction.parts[0].text).toBe('أجب بالعربية')
    const openai = JSON.parse(
      String(
        buildAiRequest({
          provider: 'openai',
          baseUrl: 'b',
          key: 'k',
          model: 'm',
          messages,
          maxTokens: 5,
        }).init.body,
      ),
    )
    expect(openai.stream_options).toEqual({ include_usage: true })
  })
  it('estimates tokens cautiously (one per three characters)', () => {
    expect(estimateTokens('')).toBe(1)
    expect(estimateTokens('س'.repeat(300))).toBe(100)
  })
})
