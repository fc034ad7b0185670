import { describe, expect, it } from 'vitest'
import {
  ASSET_CACHE,
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersForPath,
  HTML_CACHE,
  parseHeadersFile,
  parseRedirectsFile,
  redirectsFile,
  redirectTarget,
  supabaseSources,
} from '../../scripts/security-headers'

const hosted = { supabaseUrl: 'https://abcd.supabase.co', styleHashes: ["'sha256-AAAA='"] }

describe('security headers (scripts/security-headers.ts)', () => {
  it('lets the app fetch only itself and its Supabase project, over https and wss', () => {
    expect(supabaseSources('https://abcd.supabase.co/')).toEqual([
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
    ])
    expect(supabaseSources('http://127.0.0.1:54321')).toEqual([
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
    ])
    const csp = contentSecurityPolicy(hosted)
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self' 'sha256-AAAA=';")
    expect(csp).not.toMatch(/unsafe/)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('writes a _headers file that parses back to the same rules', () => {
    const rules = headerRules(hosted)
    const text = formatHeadersFile(rules)
    expect(text.startsWith('/*\n  Content-Security-Policy: ')).toBe(true)
    expect(parseHeadersFile(`# comment\n${text}`)).toEqual(rules)
    expect(() => parseHeadersFile('  X-Orphan: 1')).toThrow(/unexpected line/)
  })

  it('gives later matching rules the last word, as Netlify does', () => {
    const rules = headerRules(hosted)
    const page = headersForPath(rules, '/dashboard/favorites')
    expect(page['Cache-Control']).toBe(HTML_CACHE)
    expect(page['X-Frame-Options']).toBe('DENY')
    const asset = headersForPath(rules, '/assets/index-abc.js')
    expect(asset['Cache-Control']).toBe(ASSET_CACHE)
    expect(asset['Content-Security-Policy']).toBe(contentSecurityPolicy(hosted))
    expect(Object.keys(asset).filter((k) => k.toLowerCase() === 'cache-control')).toHaveLength(1)
    // `*` is a wildcard, the rest literal.
    expect(headersForPath([{ path: '/a.b/*', headers: [['X', '1']] }], '/aXb/c')).toEqual({})
  })

  it('keeps shared prompt links out of search engines and Referer headers', () => {
    const rules = headerRules(hosted)
    const shared = headersForPath(rules, '/p/AbCdEfGhIjKlMnOpQrStUvWx')
    expect(shared['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(shared['Referrer-Policy']).toBe('no-referrer')
    expect(shared['Content-Security-Policy']).toBe(contentSecurityPolicy(hosted))
    expect(headersForPath(rules, '/pricing')['X-Robots-Tag']).toBeUndefined()
    expect(headersForPath(rules, '/pricing')['Referrer-Policy']).toBe(
      'strict-origin-when-cross-origin',
    )
  })

  it('keeps company invitation links (the token is in the path) out of search engines and Referer headers', () => {
    const invite = headersForPath(
      headerRules(hosted),
      '/invite/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd',
    )
    expect(invite['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(invite['Referrer-Policy']).toBe('no-referrer')
    expect(invite['Content-Security-Policy']).toBe(contentSecurityPolicy(hosted))
  })

  it('serves app routes the client-rendered shell and anything else the not-found page, 404', () => {
    const file = redirectsFile(
      ['/login', '/subscription/invoices/:id', '/dashboard/*'],
      '/404.html',
    )
    const rules = parseRedirectsFile(`# fallback\n${file}`)
    expect(rules).toEqual([
      { from: '/login', to: '/app.html', status: 200 },
      { from: '/subscription/invoices/:id', to: '/app.html', status: 200 },
      { from: '/dashboard/*', to: '/app.html', status: 200 },
      { from: '/*', to: '/404.html', status: 404 },
    ])
    const target = (path: string) => redirectTarget(rules, path)?.to
    expect(target('/login')).toBe('/app.html')
    expect(target('/login/')).toBe('/app.html')
    expect(target('/subscription/invoices/42')).toBe('/app.html')
    expect(target('/subscription/invoices/42/x')).toBe('/404.html')
    expect(target('/dashboard/prompt-cards/7')).toBe('/app.html')
    expect(target('/loginx')).toBe('/404.html')
    expect(target('/this-page-does-not-exist')).toBe('/404.html')
  })
})

describe('connect-src and the AI providers (issue 47)', () => {
  it('names exactly the providers’ API hosts in production, nothing more locally', async () => {
    const { aiBaseUrls } = await import('../../src/lib/ai-endpoints.ts')
    const hosted = 'https://abcd.supabase.co'
    const production = Object.values(aiBaseUrls({}, hosted))
    const csp = contentSecurityPolicy({ supabaseUrl: hosted, aiBaseUrls: production })
    expect(csp).toContain(
      "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co https://api.openai.com https://api.anthropic.com https://generativelanguage.googleapis.com https://openrouter.ai;",
    )
    const local = 'http://127.0.0.1:54321'
    const sandboxes = Object.values(aiBaseUrls({}, local))
    expect(sandboxes.every((url) => url.startsWith(`${local}/sandbox/ai/`))).toBe(true)
    expect(contentSecurityPolicy({ supabaseUrl: local, aiBaseUrls: sandboxes })).toContain(
      "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;",
    )
    const custom = aiBaseUrls({ VITE_AI_OPENAI_BASE_URL: 'https://gateway.example/v1/' }, hosted)
    expect(custom.openai).toBe('https://gateway.example/v1')
  })
})
