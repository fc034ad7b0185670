/**
 * client-ip: answers the caller's public IP address, read from the headers the platform's proxy
 * sets, so the browser never asks a third-party lookup service (ARCHITECTURE 3). The session
 * feature compares it with the address stored for the account (spec 5: IP change warning).
 *
 * GET (or POST) -> 200 { ip: string | null }
 */
import { json, preflight } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'

const MAX_IP_LENGTH = 45 // the longest textual IPv6 address

/** A header value's address, if it looks like an IP address. */
function address(value: string | undefined): string | null {
  const candidate = value?.trim() ?? ''
  if (candidate === '' || candidate.length > MAX_IP_LENGTH) return null
  // IPv4, IPv6 (with an optional zone) or an IPv4-mapped IPv6 address; nothing else is echoed.
  if (!/^[0-9a-fA-F:.%]+$/.test(candidate) || !/[.:]/.test(candidate)) return null
  return candidate.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

function clientIp(headers: Headers): string | null {
  // The platform's edge sets CF-Connecting-IP itself (a client's own value is replaced). In
  // X-Forwarded-For a client can put any addresses first and the edge appends the real one, so
  // only the last entry is trusted (as private.request_ip() does in SQL).
  return (
    address(headers.get('cf-connecting-ip') ?? undefined) ??
    address(headers.get('x-forwarded-for')?.split(',').at(-1)) ??
    address(headers.get('x-real-ip') ?? undefined)
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
