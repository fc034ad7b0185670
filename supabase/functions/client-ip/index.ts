/**
 * client-ip: answers the caller's public IP address, read from the headers the platform's proxy
 * sets, so the browser never asks a third-party lookup service (ARCHITECTURE 3). The session
 * feature compares it with the address stored for the account (spec 5: IP change warning).
 *
 * GET (or POST) -> 200 { ip: string | null }
 */
import 'jsr:@supabase/functions-js/edge-runtime.d.ts'
import { json, preflight } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'

const MAX_IP_LENGTH = 45 // the longest textual IPv6 address

/** The first (client-most) address of a header value, if it looks like an IP address. */
function firstAddress(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim() ?? ''
  if (first === '' || first.length > MAX_IP_LENGTH) return null
  // IPv4, IPv6 (with an optional zone) or an IPv4-mapped IPv6 address; nothing else is echoed.
  if (!/^[0-9a-fA-F:.%]+$/.test(first) || !/[.:]/.test(first)) return null
  return first.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

function clientIp(headers: Headers): string | null {
  // The platform's proxy puts the client first in x-forwarded-for. A client can prepend its own
  // value, but it would only fool its own IP-change warning, which is all this address feeds.
  return (
    firstAddress(headers.get('x-forwarded-for')) ??
    firstAddress(headers.get('cf-connecting-ip')) ??
    firstAddress(headers.get('x-real-ip'))
  )
}

Deno.serve((req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  return json({ ip: clientIp(req.headers) }, { headers: { 'Cache-Control': 'no-store' } })
})
