/**
 * One run in the browser with the user's own key (issue 47): the key is read from the encrypted
 * store and goes only into the provider's request header, straight to the provider (never to
 * سند's servers); the answer streams through the shared parsers.
 */
import {
  aiErrorMessage,
  buildAiRequest,
  buildKeyCheckRequest,
  classifyAiError,
  estimateTokens,
  readAiStream,
  type AiMessage,
  type AiProvider,
  type AiProviderError,
  type AiStreamResult,
} from '../../../../supabase/functions/_shared/ai-stream.ts'
import { providerBaseUrls } from './endpoints'
import { loadAiKey } from './key-store'

export type RunOutcome = AiStreamResult & { durationMs: number; message?: string }

export class NoKeyError extends Error {}

/** The dialect instruction is already in the filled prompt; the system line only sets the frame. */
const SYSTEM = 'أنت مساعد يجيب بدقة ووضوح. استخدم Markdown عند الحاجة (عناوين، جداول، كتل برمجية).'

export function contextCheck(
  messages: AiMessage[],
  model: { context_tokens: number; max_output_tokens: number },
): { tokens: number; limit: number; ok: boolean } {
  const tokens = estimateTokens(SYSTEM + messages.map((m) => m.content).join('\n'))
  const limit = model.context_tokens - model.max_output_tokens
  return { tokens, limit, ok: tokens <= limit }
}

export async function runOnProvider(options: {
  userId: string
  provider: AiProvider
  model: string
  maxTokens: number
  messages: AiMessage[]
  signal: AbortSignal
  onDelta: (text: string) => void
}): Promise<RunOutcome> {
  const key = await loadAiKey(options.userId, options.provider)
  if (!key) throw new NoKeyError()
  const started = performance.now()
  const fail = (error: AiProviderError, text = ''): RunOutcome => ({
    text,
    usage: {},
    status: 'error',
    error,
    durationMs: Math.round(performance.now() - started),
    message: aiErrorMessage(error),
  })
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return fail({ kind: 'network', provider: options.provider, detail: 'offline' })
  }
  const { url, init } = buildAiRequest({
    provider: options.provider,
    baseUrl: providerBaseUrls[options.provider],
    key,
    model: options.model,
    messages: options.messages,
    system: SYSTEM,
    maxTokens: options.maxTokens,
  })
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: options.signal })
  } catch (error) {
    if (options.signal.aborted) throw error
    return fail({ kind: 'network', provider: options.provider, detail: String(error) })
  }
  if (!response.ok || !response.body) {
    const body = await response.text().catch(() => '')
    return fail(classifyAiError(options.provider, response.status, body, response.headers))
  }
  const result = await readAiStream(
    options.provider,
    response.body,
    (_delta, text) => options.onDelta(text),
    options.signal,
  )
  const durationMs = Math.round(performance.now() - started)
  if (result.status === 'cut' && typeof navigator !== 'undefined' && !navigator.onLine) {
    result.error = { kind: 'network', provider: options.provider, detail: 'offline' }
  }
  return {
    ...result,
    durationMs,
    message: result.error ? aiErrorMessage(result.error) : undefined,
  }
}

/** The cheap authenticated call that proves a key (no tokens spent). */
export async function checkKey(provider: AiProvider, key: string): Promise<string | null> {
  const { url, init } = buildKeyCheckRequest(provider, providerBaseUrls[provider], key)
  let response: Response
  try {
    response = await fetch(url, init)
  } catch {
    return aiErrorMessage({ kind: 'network', provider, detail: 'unreachable' })
  }
  if (response.ok) return null
  const error = classifyAiError(provider, response.status, await response.text(), response.headers)
  return aiErrorMessage(error)
}
