// run-prompt (issue 47, company key): what the edge function adds over calling the provider
// directly, on the OpenAI-compatible sandbox of the same stack. Both paths stream the same
// deterministic answer; measured are the time to the first byte of the stream and to its end,
// p50/p95, and the added latency (function minus direct) at each percentile. The function's part
// is the JWT check, the rate limit, the reservation (membership, budgets, Vault) and, after the
// stream, the settlement and the history row.
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { now, percentile, round } from './lib.mjs'

globalThis.WebSocket ??= WebSocket

const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
/** The sandbox's OpenAI key (supabase/local/sandboxes/ai.ts AI_SANDBOX_KEYS). */
const SANDBOX_KEY = 'sk-test-sanad-openai'
const MODEL = 'gpt-4o-mini'
const PROMPT = 'اكتب رسالة ترحيب قصيرة بعميل جديد لمطعم في الرياض'

async function signedInUser(stack) {
  const admin = createClient(stack.url, stack.serviceRoleKey, noPersist)
  const email = `bench-run-${randomUUID().slice(0, 8)}@example.test`
  const password = 'Bench-Passw0rd!'
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
  if (created.error) throw created.error
  const client = createClient(stack.url, stack.anonKey, noPersist)
  const signedIn = await client.auth.signInWithPassword({ email, password })
  if (signedIn.error) throw signedIn.error
  return { client, token: signedIn.data.session.access_token }
}

/** Times one streamed call: first byte and end, in ms. */
async function timedStream(url, init) {
  const started = now()
  const response = await fetch(url, init)
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
  const reader = response.body.getReader()
  let first = null
  for (;;) {
    const { done } = await reader.read()
    if (first === null) first = now() - started
    if (done) break
  }
  return { first, total: now() - started }
}

const stats = (values) => ({
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
})

/** `stack` is a running local stack (startLocalStack). 40 runs (the function allows 60 / 10 min). */
export async function benchRunPrompt(stack, { runs = 40 } = {}) {
  const owner = await signedInUser(stack)
  const company = await owner.client.rpc('create_company', { p_legal_name: 'شركة القياس' })
  if (company.error) throw company.error
  const key = await owner.client.rpc('set_company_ai_key', {
    p_company_id: company.data,
    p_provider: 'openai',
    p_key: SANDBOX_KEY,
  })
  if (key.error) throw key.error
  const messages = [{ role: 'user', content: PROMPT }]
  const direct = () =>
    timedStream(`${stack.url}/sandbox/ai/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: MODEL,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        max_completion_tokens: 1024,
      }),
    })
  const viaFunction = () =>
    timedStream(`${stack.url}/functions/v1/run-prompt`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        companyId: company.data,
        provider: 'openai',
        model: MODEL,
        messages,
        maxTokens: 1024,
      }),
    })
  // Warm both (the function's process starts on its first call), then interleave.
  await direct()
  await viaFunction()
  const samples = { direct: [], fn: [] }
  for (let i = 0; i < runs; i += 1) {
    samples.direct.push(await direct())
    samples.fn.push(await viaFunction())
  }
  const firstDirect = stats(samples.direct.map((s) => s.first))
  const firstFn = stats(samples.fn.map((s) => s.first))
  const totalDirect = stats(samples.direct.map((s) => s.total))
  const totalFn = stats(samples.fn.map((s) => s.total))
  return {
    runs,
    firstByte: { direct: firstDirect, runPrompt: firstFn },
    total: { direct: totalDirect, runPrompt: totalFn },
    addedFirstByte: {
      p50: round(firstFn.p50 - firstDirect.p50),
      p95: round(firstFn.p95 - firstDirect.p95),
    },
    addedTotal: {
      p50: round(totalFn.p50 - totalDirect.p50),
      p95: round(totalFn.p95 - totalDirect.p95),
    },
  }
}
