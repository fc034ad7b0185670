/**
 * POST /functions/v1/chat (bearer token of a signed-in user required)
 * Body: { message: string, suggest?: boolean, limit?: number }
 * 403 { error: 'chat_disabled' } while an admin has the chat_assistant flag off; no suggestions
 * while smart_suggestions is off.
 * Answer 200: { response: string, suggestions: ChatSuggestion[] }
 * Errors: 401 { error: 'User not authenticated' }, 400 { error: 'empty_message' | 'message_too_long'
 * | 'invalid_json' }, 429 { error: 'rate_limited' }, 502 { error: 'webhook_failed' } (the webhook
 * answered non-OK or could not be reached: the browser shows the spec's connection-error toast).
 *
 * The user is the JWT's, never the body's (ARCHITECTURE §3). The message goes to
 * CHAT_WEBHOOK_URL as { message, user_id, timestamp } (spec 1 §7.4); with no webhook configured
 * the answer is composed from the catalogue. Smart suggestions come from chat_suggest_products,
 * are marked available by the caller's tier (spec 1 §6) and logged in bot_suggestions_log; a
 * failure there is only logged (spec 1 §8) and the answer is still returned.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { bearerToken, callerFromClaims } from '../_shared/auth.ts'
import { json, preflight } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import {
  CHAT_MAX_MESSAGE_LENGTH,
  SUGGESTION_LIMIT_CHAT,
  SUGGESTION_LIMIT_DEFAULT,
  composeCatalogueAnswer,
  isSuggestionAvailable,
  parseChatAnswer,
  questionWords,
  toTier,
  type ProductType,
} from '../_shared/chat.ts'

/** Spec 1 §9.4: 100 requests per 60 minutes per user. */
const RATE_LIMIT = { max: 100, windowMinutes: 60 }
const WEBHOOK_TIMEOUT_MS = 30_000

interface Match {
  product_type: ProductType
  product_id: string
  title: string
  description: string
  unlock_plan: string | null
  locked: boolean
}

interface ChatSuggestion {
  /** The bot_suggestions_log row; the browser sets user_clicked on it. */
  id: string | null
  type: ProductType
  productId: string
  title: string
  description: string
  /** The cheapest plan on sale that opens it (the database's rule); null when open. */
  requiredPlan: string | null
  available: boolean
}

function env(name: string): string {
  return Deno.env.get(name)?.trim() ?? ''
}

function userClient(authorization: string): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: authorization } },
  })
}

class WebhookError extends Error {}

async function askWebhook(url: string, message: string, userId: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message, user_id: userId, timestamp: new Date().toISOString() }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
  } catch (error) {
    throw new WebhookError(`webhook unreachable: ${(error as Error).message}`)
  }
  if (!response.ok) throw new WebhookError(`webhook answered ${response.status}`)
  const text = await response.text()
  try {
    return parseChatAnswer(JSON.parse(text))
  } catch {
    return parseChatAnswer(null)
  }
}

async function findMatches(client: SupabaseClient, message: string, limit: number) {
  const words = questionWords(message)
  if (words.length === 0) return []
  const { data, error } = await client.rpc('chat_suggest_products', {
    p_words: words,
    p_limit: limit,
  })
  if (error) throw new Error(`chat_suggest_products: ${error.message}`)
  return (data ?? []) as Match[]
}

async function logSuggestions(
  client: SupabaseClient,
  userId: string,
  matches: Match[],
): Promise<ChatSuggestion[]> {
  if (matches.length === 0) return []
  const { data: subscription, error: subscriptionError } = await client.rpc(
    'get_user_subscription',
    { user_uuid: userId },
  )
  if (subscriptionError) console.error('[chat] subscription read failed', subscriptionError.message)
  const row = (subscription as { subscription_tier?: string; is_expired?: boolean }[] | null)?.[0]
  // An expired plan opens what a trial opens.
  const tier = toTier(row && !row.is_expired ? row.subscription_tier : 'trial')
  const suggestions: ChatSuggestion[] = matches.map((match) => ({
    id: null,
    type: match.product_type,
    productId: match.product_id,
    title: match.title,
    description: match.description,
    requiredPlan: match.unlock_plan,
    available: isSuggestionAvailable(tier, match.product_type, match.locked),
  }))
  const { data: logged, error } = await client
    .from('bot_suggestions_log')
    .insert(
      suggestions.map((suggestion) => ({
        user_id: userId,
        suggested_product_type: suggestion.type,
        suggested_product_id: suggestion.productId,
        is_available_in_plan: suggestion.available,
        user_clicked: false,
      })),
    )
    .select('id, suggested_product_type, suggested_product_id')
  if (error) {
    console.error('[chat] suggestion log failed', error.message)
    return suggestions
  }
  const ids = new Map(
    (logged as { id: string; suggested_product_type: string; suggested_product_id: string }[]).map(
      (entry) => [`${entry.suggested_product_type}:${entry.suggested_product_id}`, entry.id],
    ),
  )
  return suggestions.map((suggestion) => ({
    ...suggestion,
    id: ids.get(`${suggestion.type}:${suggestion.productId}`) ?? null,
  }))
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })

  const jwt = bearerToken(req)
  if (!jwt) return json({ error: 'User not authenticated' }, { status: 401 })
  const client = userClient(`Bearer ${jwt}`)
  // The user id is all the chat needs: the verified claims, no round trip to the auth server.
  const user = await callerFromClaims(req, client)
  if (!user) return json({ error: 'User not authenticated' }, { status: 401 })

  let body: Record<string, unknown>
  try {
    body = (await req.json()) as Record<string, unknown>
  } catch {
    return json({ error: 'invalid_json' }, { status: 400 })
  }
  const message = typeof body?.message === 'string' ? body.message.trim() : ''
  if (!message) return json({ error: 'empty_message' }, { status: 400 })
  if (message.length > CHAT_MAX_MESSAGE_LENGTH) {
    return json({ error: 'message_too_long' }, { status: 400 })
  }
  // The admin's switches (issue 20), read on every call so a change applies at once: the
  // assistant off refuses the message; smart suggestions off returns none, whatever was asked.
  const { data: flags, error: flagsError } = await client
    .from('feature_flags')
    .select('key, enabled')
    .in('key', ['chat_assistant', 'smart_suggestions'])
  if (flagsError) {
    console.error('[chat] feature flags unreadable', flagsError.message)
    return json({ error: 'flags_unavailable' }, { status: 503 })
  }
  const flag = (key: string) => flags?.some((row) => row.key === key && row.enabled === true)
  if (!flag('chat_assistant')) return json({ error: 'chat_disabled' }, { status: 403 })
  const suggest = body.suggest !== false && flag('smart_suggestions')
  const limit =
    typeof body.limit === 'number' && Number.isInteger(body.limit)
      ? Math.min(Math.max(body.limit, 1), SUGGESTION_LIMIT_DEFAULT)
      : SUGGESTION_LIMIT_CHAT

  const { data: allowed, error: limitError } = await client.rpc('check_rate_limit', {
    p_identifier: user.id,
    p_identifier_type: 'user',
    p_endpoint: 'chat',
    p_max_requests: RATE_LIMIT.max,
    p_window_minutes: RATE_LIMIT.windowMinutes,
  })
  if (limitError) {
    console.error('[chat] rate limit check failed', limitError.message)
    return json({ error: 'rate_limit_unavailable' }, { status: 503 })
  }
  if (allowed !== true) return json({ error: 'rate_limited' }, { status: 429 })

  const webhook = env('CHAT_WEBHOOK_URL')
  const matching = findMatches(client, message, limit).catch((error: unknown) => {
    console.error('[chat] suggestion search failed', (error as Error).message)
    return [] as Match[]
  })

  let response: string
  try {
    response = webhook
      ? await askWebhook(webhook, message, user.id)
      : composeCatalogueAnswer(
          message,
          (await matching).map((match) => ({ type: match.product_type, title: match.title })),
        )
  } catch (error) {
    console.error('[chat]', (error as Error).message)
    return json({ error: 'webhook_failed' }, { status: 502 })
  }

  let suggestions: ChatSuggestion[] = []
  if (suggest) {
    try {
      suggestions = await logSuggestions(client, user.id, await matching)
    } catch (error) {
      console.error('[chat] suggestions failed', (error as Error).message)
    }
  }
  return json({ response, suggestions }, { headers: { 'Cache-Control': 'no-store' } })
})
