/*
 * The production build's response headers, in Netlify's `_headers` format (the hosting the README
 * recommends), and the SPA fallback as a `_redirects` rule. One source of truth: vite.config.ts
 * writes dist/_headers and dist/_redirects from here at build time, and `vite preview` serves the
 * files it finds in the build with the same matching rules, so the preview answers what production
 * answers (tests/e2e/security-headers.spec.ts checks it).
 *
 * Matching, as Netlify applies it (and `netlify dev` emulates it): every rule whose path matches
 * applies, in file order, and a later rule's value replaces an earlier one for the same header name.
 * `/assets/*` therefore comes after `/*` to turn the HTML's `no-cache` into a year, immutable.
 *
 * Pure string functions (no Node imports): also used by the unit and end-to-end tests.
 */

export type HeaderRule = { path: string; headers: [name: string, value: string][] }

export type SecurityHeaderOptions = {
  /** VITE_SUPABASE_URL of the build: the only other origin the app fetches from. */
  supabaseUrl: string
  /** sha256 sources (`'sha256-…'`) of the <style> elements a library injects with fixed text. */
  styleHashes?: string[]
  /**
   * The AI providers' API base URLs of this build (src/lib/ai-endpoints.ts): «تشغيل هنا» calls
   * them from the browser with the user's own key (issue 47). Their origins join connect-src.
   */
  aiBaseUrls?: string[]
}

/** `https://x.supabase.co` -> `https://x.supabase.co wss://x.supabase.co` (realtime). */
export function supabaseSources(supabaseUrl: string): string[] {
  const url = new URL(supabaseUrl)
  const ws = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return [url.origin, `${ws}//${url.host}`]
}

/*
 * script-src 'self' only: no inline script, no eval (the prerendered pages start the app from a
 * file, see vite.config.ts). style-src 'self' plus hashes: the one fixed <style> sonner injects is
 * allowed by its hash (and by the empty text's, as sonner adds the element before filling it);
 * Radix's scroll lock goes through constructable stylesheets
 * (src/lib/style-singleton.ts), and React's style props are set through the CSSOM, which CSP does
 * not restrict. connect-src names exactly the AI providers' API hosts of the build (issue 47).
 * Navigations (Tap's checkout, Google sign-in through Supabase) are not fetches, so
 * connect-src does not list them; no form posts anywhere (they submit through supabase-js).
 */
/** The origins of the AI base URLs not already allowed (the local sandboxes share Supabase's). */
export function aiSources(aiBaseUrls: string[], supabaseUrl: string): string[] {
  const taken = new Set(supabaseSources(supabaseUrl))
  const origins = aiBaseUrls.map((url) => new URL(url).origin).filter((o) => !taken.has(o))
  return [...new Set(origins)]
}

export function contentSecurityPolicy({
  supabaseUrl,
  styleHashes = [],
  aiBaseUrls = [],
}: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...supabaseSources(supabaseUrl),
      ...aiSources(aiBaseUrls, supabaseUrl),
    ],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

export const ASSET_CACHE = 'public, max-age=31536000, immutable'
export const HTML_CACHE = 'no-cache'

export function headerRules(options: SecurityHeaderOptions): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(options)],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        // HTML (and the favicon) is revalidated on every visit; hashed assets are overridden below.
        ['Cache-Control', HTML_CACHE],
      ],
    },
    { path: '/assets/*', headers: [['Cache-Control', ASSET_CACHE]] },
    // Shared prompts (/p/<slug>) are unlisted: never indexed, and the slug is not sent onwards in
    // a Referer (the page links to assistants on other sites).
    {
      path: '/p/*',
      headers: [
        ['X-Robots-Tag', 'noindex, nofollow'],
        ['Referrer-Policy', 'no-referrer'],
      ],
    },
    // Company invitation links (/invite/<token>, issue 43): the token is the invitation.
    {
      path: '/invite/*',
      headers: [
        ['X-Robots-Tag', 'noindex, nofollow'],
        ['Referrer-Policy', 'no-referrer'],
      ],
    },
  ]
}

/**
 * Netlify serves an existing file first (the static pages); then the rules in order: each app
 * route gets the client-rendered shell, any other address the static not-found page with 404.
 */
export function redirectsFile(appRoutes: readonly string[], notFoundPage: string): string {
  return [...appRoutes.map((route) => `${route} /app.html 200`), `/* ${notFoundPage} 404`]
    .join('\n')
    .concat('\n')
}

/** A redirect path as a RegExp: `*` matches anything (slashes too), `:name` one segment. */
function redirectPattern(path: string): RegExp {
  const body = path
    .split('*')
    .map((part) =>
      part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+'),
    )
    .join('.*')
  return new RegExp(`^${body}/?$`)
}

/** The first `_redirects` rule that applies to a request path (as the host reads them), if any. */
export function redirectTarget<R extends { from: string }>(rules: R[], path: string): R | null {
  return rules.find((rule) => redirectPattern(rule.from).test(path)) ?? null
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map((rule) => [rule.path, ...rule.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n'))
    .join('\n\n')
    .concat('\n')
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd()
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: unexpected line "${line.trim()}"`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** A rule path as a RegExp: `*` matches anything (slashes too), the rest literally. */
export function pathPattern(path: string): RegExp {
  const body = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${body}$`)
}

/** The headers a request path gets: matching rules in order, later values replacing earlier. */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(path)) continue
    for (const [name, value] of rule.headers) {
      const existing = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase())
      if (existing) delete out[existing]
      out[name] = value
    }
  }
  return out
}

/** `_redirects` lines `from to status`: rewrites (200) and the not-found page (404). */
export function parseRedirectsFile(text: string): { from: string; to: string; status: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/)
      return { from, to, status: Number.parseInt(status, 10) }
    })
}
