/**
 * client-ip: answers the caller's public IP address, read from the headers the platform's proxy
 * sets, so the browser never asks a third-party lookup service (ARCHITECTURE 3). The session
 * feature compares it with the address stored for the account (spec 5: IP change warning).
 *
 * GET (or POST) -> 200 { ip: string | null }
 */
import { json, preflight } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import { clientIp } from '../_shared/client-address.ts'

Deno.serve((req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  return json({ ip: clientIp(req.headers) }, { headers: { 'Cache-Control': 'no-store' } })
})
