/**
 * /functions/v1/mail-unsubscribe?token=… (no Supabase JWT: the link in a list mail)
 *
 * - POST: the one-click unsubscribe of RFC 8058. Mail clients POST `List-Unsubscribe=One-Click`
 *   to the `List-Unsubscribe` URL the outbox puts on every newsletter and digest mail; the app's
 *   /unsubscribe page posts the same. The token's address leaves that list (`mail_unsubscribe`:
 *   a suppression row, and the preference of the account with that address). Answers
 *   { success: true, list } or { error } with 400/404/405/500; a used token answers success
 *   again (a second click is harmless).
 * - GET (the link in the mail's body): never unsubscribes (link scanners open links); redirects
 *   to the app's /unsubscribe page, which asks for the click and posts here.
 */
import { json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors } from '../_shared/messages.ts'

const TOKEN = /^[0-9a-f]{48}$/
const invalidLink = 'رابط إلغاء الاشتراك غير صالح'
const unavailable = 'تعذّر إلغاء الاشتراك الآن. يرجى المحاولة بعد قليل'

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  const url = new URL(req.url)
  const token = (url.searchParams.get('token') ?? '').trim().toLowerCase()
  if (req.method === 'GET') {
    const target = new URL('/unsubscribe', env('SITE_URL', 'http://127.0.0.1:5173'))
    if (TOKEN.test(token)) target.searchParams.set('token', token)
    return new Response(null, { status: 303, headers: { Location: target.toString() } })
  }
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  // The body is `List-Unsubscribe=One-Click` (RFC 8058); nothing else in it is read.
  await req.body?.cancel()
  if (!TOKEN.test(token)) return json({ error: invalidLink }, { status: 400 })
  const { data: list, error } = await adminClient().rpc('mail_unsubscribe', { p_token: token })
  if (error) {
    console.error('mail-unsubscribe: could not unsubscribe', error.message)
    return json({ error: unavailable }, { status: 500 })
  }
  if (!list) return json({ error: invalidLink }, { status: 404 })
  return json({ success: true, list })
})
