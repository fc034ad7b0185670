/**
 * CORS headers every browser-called function answers with. Hosted Supabase has no CORS layer in
 * front of functions, so each function answers its own preflight with these (the values are the
 * ones supabase-js 2.109 exports as `corsHeaders`).
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

/** The preflight answer, or null when `request` is not a preflight. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null
}

/** A JSON response carrying the CORS headers. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value)
  headers.set('Content-Type', 'application/json')
  return new Response(JSON.stringify(body), { ...init, headers })
}
