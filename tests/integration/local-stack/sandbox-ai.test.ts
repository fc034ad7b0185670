/**
 * The AI provider sandboxes (issue 47) through the local stack, read with the product's own
 * parsers (supabase/functions/_shared/ai-stream.ts): each provider streams the deterministic
 * answer in its format with usage; wrong keys, rate limits, overload and too-long prompts come
 * back in the provider's error shape; the fault switch cuts a stream (the text so far is kept and
 * a continuation completes it) or errors after N pieces; OpenRouter's OAuth PKCE mints a key.
 */
import { createHash, randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AI_PROVIDERS,
  buildAiRequest,
  buildKeyCheckRequest,
  classifyAiError,
  readAiStream,
  type AiMessage,
  type AiProvider,
} from '../../../supabase/functions/_shared/ai-stream.ts'
import {
  AI_SANDBOX_KEYS,
  sandboxAnswer,
  sandboxPieces,
} from '../../../supabase/local/sandboxes/ai.ts'
import { stackInfo } from '../../support/stack.ts'

const BASE: Record<AiProvider, string> = {
  openai: '/sandbox/ai/openai/v1',
  anthropic: '/sandbox/ai/anthropic/v1',
  gemini: '/sandbox/ai/gemini/v1beta',
  openrouter: '/sandbox/ai/openrouter/api/v1',
}
const MODEL: Record<AiProvider, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  gemini: 'gemini-2.0-flash',
  openrouter: 'openai/gpt-4o-mini',
}
const PROMPT = 'اكتب خطة تسويق لمقهى مختص في الرياض'

function call(
  provider: AiProvider,
  messages: AiMessage[],
  options: { key?: string; model?: string; stream?: boolean } = {},
) {
  const { url, init } = buildAiRequest({
    provider,
    baseUrl: `${stackInfo().url}${BASE[provider]}`,
    key: options.key ?? AI_SANDBOX_KEYS[provider],
    model: options.model ?? MODEL[provider],
    messages,
    maxTokens: 1024,
    stream: options.stream,
  })
  return fetch(url, init)
}

const faults = () => `${stackInfo().url}/sandbox/ai/__faults`
afterEach(async () => {
  await fetch(faults(), { method: 'DELETE' })
})

describe.each(AI_PROVIDERS)('%s sandbox', (provider) => {
  it('streams the whole deterministic answer with usage, in the provider’s format', async () => {
    const response = await call(provider, [{ role: 'user', content: PROMPT }])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const deltas: string[] = []
    const result = await readAiStream(provider, response.body!, (d) => deltas.push(d))
    const expected = sandboxAnswer(MODEL[provider], PROMPT)
    expect(result).toMatchObject({ status: 'complete', text: expected })
    expect(deltas.length).toBe(sandboxPieces(expected).length)
    expect(result.usage.inputTokens).toBeGreaterThan(0)
    expect(result.usage.outputTokens).toBe(sandboxPieces(expected).length)
    expect(expected).toContain('| النموذج |')
    expect(expected).toContain('```js')
  })

  it('refuses a wrong key the way the provider does, and the cheap check tells them apart', async () => {
    const wrong = await call(provider, [{ role: 'user', content: PROMPT }], { key: 'sk-wrong' })
    // Gemini answers a bad key with 400 INVALID_ARGUMENT + API_KEY_INVALID, not 401.
    expect(wrong.status).toBe(provider === 'gemini' ? 400 : 401)
    const error = classifyAiError(provider, wrong.status, await wrong.text(), wrong.headers)
    expect(error.kind).toBe('key')

    const good = buildKeyCheckRequest(
      provider,
      `${stackInfo().url}${BASE[provider]}`,
      AI_SANDBOX_KEYS[provider],
    )
    expect((await fetch(good.url, good.init)).status).toBe(200)
    const bad = buildKeyCheckRequest(provider, `${stackInfo().url}${BASE[provider]}`, 'nope')
    const refused = await fetch(bad.url, bad.init)
    expect(classifyAiError(provider, refused.status, await refused.text()).kind).toBe('key')
  })

  it('answers a rate limit with when to retry, overload and too-long in the provider’s shape', async () => {
    const limited = await call(provider, [{ role: 'user', content: `${PROMPT} [[429]]` }])
    expect(limited.status).toBe(429)
    const rate = classifyAiError(provider, 429, await limited.text(), limited.headers)
    expect(rate).toMatchObject({ kind: 'rate', retryAfterSeconds: 20 })

    const busy = await call(provider, [{ role: 'user', content: `${PROMPT} [[overloaded]]` }])
    expect(busy.status).toBe(
      { anthropic: 529, gemini: 503, openai: 503, openrouter: 502 }[provider],
    )
    expect(classifyAiError(provider, busy.status, await busy.text()).kind).toBe('overloaded')

    const long = await call(provider, [{ role: 'user', content: 'س'.repeat(7000) }], {
      model: provider === 'openrouter' ? 'openrouter/sandbox-tiny' : 'sandbox-tiny',
    })
    expect(long.status).toBe(400)
    expect(classifyAiError(provider, 400, await long.text()).kind).toBe('too_long')
  })

  it('a cut stream keeps the text so far; a continuation streams the rest', async () => {
    const cut = await call(provider, [{ role: 'user', content: `${PROMPT} [[cut]]` }])
    const partial = await readAiStream(provider, cut.body!)
    expect(partial.status).toBe('cut')
    const expected = sandboxAnswer(MODEL[provider], `${PROMPT} [[cut]]`)
    expect(partial.text).toBe(sandboxPieces(expected).slice(0, 5).join(''))

    const rest = await call(provider, [
      { role: 'user', content: `${PROMPT} [[cut]]` },
      { role: 'assistant', content: partial.text },
      { role: 'user', content: 'تابع من حيث توقفت' },
    ])
    const more = await readAiStream(provider, rest.body!)
    expect(more.status).toBe('complete')
    expect(partial.text + more.text).toBe(expected)
  })

  it('the fault switch errors after N pieces (an error event mid-stream)', async () => {
    const set = await fetch(faults(), {
      method: 'POST',
      body: JSON.stringify({ fault: 'error-after', provider, after: 3, match: 'خطأ-بعد' }),
    })
    expect(set.status).toBe(201)
    const response = await call(provider, [{ role: 'user', content: `${PROMPT} خطأ-بعد` }])
    const result = await readAiStream(provider, response.body!)
    expect(result.status).toBe('error')
    expect(['overloaded', 'server']).toContain(result.error?.kind)
    expect(result.text.length).toBeGreaterThan(0)
    // Once only.
    const again = await call(provider, [{ role: 'user', content: `${PROMPT} خطأ-بعد` }])
    expect((await readAiStream(provider, again.body!)).status).toBe('complete')
  })
})

describe('non-streaming and provider specifics', () => {
  it('answers non-streaming calls with the same text', async () => {
    const openai = await call('openai', [{ role: 'user', content: PROMPT }], { stream: false })
    const body = (await openai.json()) as { choices: { message: { content: string } }[] }
    expect(body.choices[0]!.message.content).toBe(sandboxAnswer('gpt-4o-mini', PROMPT))
    const gemini = await call('gemini', [{ role: 'user', content: PROMPT }], { stream: false })
    const g = (await gemini.json()) as {
      candidates: { content: { parts: { text: string }[] }; finishReason: string }[]
    }
    expect(g.candidates[0]!.finishReason).toBe('STOP')
  })

  it('Anthropic refuses a browser call without the direct-browser-access header', async () => {
    const response = await fetch(`${stackInfo().url}${BASE.anthropic}/messages`, {
      method: 'POST',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'x-api-key': AI_SANDBOX_KEYS.anthropic,
        'anthropic-version': '2023-06-01',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ model: MODEL.anthropic, max_tokens: 10, messages: [] }),
    })
    expect(response.status).toBe(401)
  })

  it('OpenRouter OAuth PKCE: the code and the verifier mint a key that works; a wrong verifier does not', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const page = await fetch(
      `${stackInfo().url}/sandbox/ai/openrouter/auth?callback_url=${encodeURIComponent('http://127.0.0.1:5173/dashboard/settings/ai-keys')}&code_challenge=${challenge}&code_challenge_method=S256`,
    )
    const html = await page.text()
    const link = /href="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&')
    const code = new URL(link).searchParams.get('code')!
    const exchange = (code_verifier: string) =>
      fetch(`${stackInfo().url}${BASE.openrouter}/auth/keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, code_verifier, code_challenge_method: 'S256' }),
      })
    expect((await exchange('wrong-verifier')).status).toBe(403)
    // The code was spent by the failed attempt: a second try with it is refused too.
    expect((await exchange(verifier)).status).toBe(403)

    const page2 = await fetch(
      `${stackInfo().url}/sandbox/ai/openrouter/auth?callback_url=${encodeURIComponent('http://127.0.0.1:5173/x')}&code_challenge=${challenge}&code_challenge_method=S256`,
    )
    const code2 = new URL(
      /href="([^"]+)"/.exec(await page2.text())![1]!.replace(/&#38;/g, '&'),
    ).searchParams.get('code')!
    const minted = await fetch(`${stackInfo().url}${BASE.openrouter}/auth/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: code2, code_verifier: verifier, code_challenge_method: 'S256' }),
    })
    const { key } = (await minted.json()) as { key: string }
    expect(key).toMatch(/^sk-or-v1-/)
    const response = await call('openrouter', [{ role: 'user', content: PROMPT }], { key })
    expect((await readAiStream('openrouter', response.body!)).status).toBe('complete')
  })
})
