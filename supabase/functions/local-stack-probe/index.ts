/**
 * Test probe for the local functions runner: echoes what the caller sent (method, path, body,
 * the claims of the caller's own JWT) and the public part of the environment. It reveals nothing
 * the caller does not already hold; secrets are reported only as present or absent.
 */
import { corsHeaders } from '@supabase/supabase-js/cors'

function claimsOf(authorization: string | null): unknown {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1]
  if (!payload) return null
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  const url = new URL(req.url)
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : await req.text()
  const echo = {
    method: req.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    claims: claimsOf(req.headers.get('authorization')),
    env: {
      SUPABASE_URL: Deno.env.get('SUPABASE_URL') ?? null,
      SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY') ?? null,
      hasServiceRoleKey: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')),
      hasDbUrl: Boolean(Deno.env.get('SUPABASE_DB_URL')),
    },
  }
  return new Response(JSON.stringify(echo), {
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
})
