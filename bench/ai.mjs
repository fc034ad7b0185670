// «تشغيل هنا» (issue 47): time to first token through the app's own run path (the browser's
// buildAiRequest + fetch + readAiStream of supabase/functions/_shared/ai-stream.ts) against each
// provider sandbox of a running stack, p50/p95, and the whole answer. The sandbox streams one
// word every AI_SANDBOX_TOKEN_MS (8 ms), so the figure is the app's and the stack's overhead on
// top of a provider's own first-token latency, which a real provider adds (hundreds of ms).
// 47company adds run-prompt's added latency (the same runs through the edge function) here:
// `benchAi` takes extra measurements in `options.extra` ({name: async () => {firstTokenMs, totalMs}}).
import { now, round, summary } from './lib.mjs'

const MODEL = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  gemini: 'gemini-2.0-flash',
  openrouter: 'openai/gpt-4o-mini',
}
const BASE = {
  openai: '/sandbox/ai/openai/v1',
  anthropic: '/sandbox/ai/anthropic/v1',
  gemini: '/sandbox/ai/gemini/v1beta',
  openrouter: '/sandbox/ai/openrouter/api/v1',
}

/** One run the way the app does it; resolves with the first-token and total times. */
export async function directRun(apiUrl, provider) {
  const { buildAiRequest, readAiStream } =
    await import('../supabase/functions/_shared/ai-stream.ts')
  const { AI_SANDBOX_KEYS } = await import('../supabase/local/sandboxes/ai.ts')
  const started = now()
  let firstTokenMs = null
  const { url, init } = buildAiRequest({
    provider,
    baseUrl: `${apiUrl}${BASE[provider]}`,
    key: AI_SANDBOX_KEYS[provider],
    model: MODEL[provider],
    messages: [{ role: 'user', content: 'اكتب خطة تسويق قصيرة لمقهى مختص في الرياض' }],
    maxTokens: 512,
  })
  const response = await fetch(url, init)
  const result = await readAiStream(provider, response.body, () => {
    firstTokenMs ??= now() - started
  })
  if (result.status !== 'complete') throw new Error(`${provider}: ${result.status}`)
  return { firstTokenMs, totalMs: now() - started }
}

export async function benchAi(apiUrl, { rounds = 40, extra = {} } = {}) {
  const runners = {
    ...Object.fromEntries(Object.keys(MODEL).map((p) => [p, () => directRun(apiUrl, p)])),
    ...extra,
  }
  const samples = Object.fromEntries(Object.keys(runners).map((k) => [k, { first: [], total: [] }]))
  for (const run of Object.values(runners)) await run() // warm-up
  // Rounds interleaved, so load on the machine hits every path alike.
  for (let i = 0; i < rounds; i++) {
    for (const [name, run] of Object.entries(runners)) {
      const { firstTokenMs, totalMs } = await run()
      samples[name].first.push(firstTokenMs)
      samples[name].total.push(totalMs)
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, s]) => {
      const first = summary(s.first)
      const total = summary(s.total)
      return [
        name,
        {
          n: s.first.length,
          firstToken: first,
          total,
          p50: round(first.p50),
          p95: round(first.p95),
        },
      ]
    }),
  )
}
