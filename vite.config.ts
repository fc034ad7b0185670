import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { createServer, defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { LOCAL_SUPABASE_URL } from './src/lib/env-defaults.ts'
import { aiBaseUrls } from './src/lib/ai-endpoints.ts'
import { paths } from './src/lib/paths.ts'
import { accountPaths } from './src/lib/account-paths.ts'
import { pathsIn } from './src/lib/route-list.ts'
import { blogArticles } from './src/features/marketing/content/blog.ts'
import { writeFontSubsets } from './scripts/font-subsets.ts'
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  redirectsFile,
  redirectTarget,
} from './scripts/security-headers.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/*
 * Marketing routes prerendered to static HTML at build time (issue 24). Each stays that HTML in
 * the browser: no React, only the island scripts named here (src/islands/<name>.ts, each its own
 * entry; `public` on every page). React and the app load on the other routes only (app.html).
 */
type Prerendered = { path: string; islands: string[]; file?: string }

const ISLANDS = [
  'public',
  'home',
  'pricing',
  'contact-page',
  'waitlist',
  'not-found',
  // The sign-in pages (issue 51).
  'login',
  'forgot-password',
  'reset-password',
  'verify-email',
  'registration',
] as const
/** Entries of src/islands/ besides the pages' islands: boot.ts, the one script a page names. */
const ISLAND_ENTRIES = [...ISLANDS, 'boot'] as const
const island = (name: (typeof ISLAND_ENTRIES)[number]) => `src/islands/${name}.ts`

const staticPage = (path: string, ...islands: (typeof ISLANDS)[number][]): Prerendered => ({
  path,
  islands: ['public', ...islands],
})

const NOT_FOUND_PAGE = '/404'

const PRERENDERED: Prerendered[] = [
  staticPage(paths.home, 'home'),
  staticPage(paths.waitlist, 'waitlist'),
  staticPage(paths.about),
  staticPage(paths.contact, 'contact-page'),
  staticPage(paths.pricing, 'pricing'),
  staticPage(paths.products.root),
  staticPage(paths.products.smartCommands),
  staticPage(paths.products.digitalAssistants),
  staticPage(paths.products.externalTools),
  staticPage(paths.linktree),
  staticPage(paths.blog.root),
  ...blogArticles.map((article) => staticPage(paths.blog.article.to(article.id))),
  staticPage(paths.privacy),
  staticPage(paths.terms),
  // The not-found page (the route table's '*'), served with status 404 for every unknown address.
  { ...staticPage(NOT_FOUND_PAGE, 'not-found'), file: '404.html' },
  // The sign-in pages (issue 51): static too, their forms run by their islands.
  staticPage(paths.login, 'login'),
  staticPage(paths.forgotPassword, 'forgot-password'),
  staticPage(paths.resetPassword, 'reset-password'),
  staticPage(paths.verifyEmail, 'verify-email'),
  staticPage(paths.registration, 'registration'),
  staticPage(paths.register, 'registration'),
]

/**
 * The SPA fallback of the host (_redirects): every app route (paths.ts, with the dashboard's and
 * the admin area's sub-paths) gets app.html; any other address that is not a file gets the static
 * not-found page with status 404. The blog's articles are all prerendered, so an unknown one is a
 * 404 too.
 */
function appRoutes(): string[] {
  const prerendered = new Set(PRERENDERED.map((route) => route.path))
  // Issue 49: the pages of the mail's links (kept out of `paths`, see lib/account-paths.ts).
  const out = [...pathsIn(paths), ...pathsIn(accountPaths)].filter(
    (path) => !prerendered.has(path) && path !== paths.blog.article.pattern,
  )
  return [...out, `${paths.dashboard.root}/*`, `${paths.admin.root}/*`]
}

type ChunkInfo = { isEntry: boolean; facade: string | null; imports: string[]; modules: string[] }
type Chunks = Record<string, ChunkInfo>

const rel = (id: string) => relative(root, id.split('?')[0]).replaceAll('\\', '/')

/** dist/.vite/chunks.json: which source modules each chunk holds (bench/ and the size check). */
function chunkMetadata(): Plugin {
  return {
    name: 'sanad-chunk-metadata',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Chunks = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? rel(output.facadeModuleId) : null,
          imports: output.imports,
          modules: output.moduleIds.map(rel),
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      })
    },
  }
}

/** The core font subsets (scripts/font-subsets.ts), written before the CSS is processed. */
const FONT_SUBSETS_DIR = join(root, '.local/fonts')

function fontSubsets(): Plugin {
  return {
    name: 'sanad-font-subsets',
    async configResolved() {
      await writeFontSubsets(root, FONT_SUBSETS_DIR)
    },
  }
}

/**
 * Preloads, on the app's routes (app.html), the font files the first paint uses: the Arabic core
 * subsets of 400, 500 and 700 (scripts/font-subsets.ts). With font-display: optional a face only
 * shows if it arrives early, and a preload starts it with the HTML instead of after the CSS. The
 * static pages drop these (staticHtml, src/islands/fonts.ts).
 */
function preloadFont(): Plugin {
  return {
    name: 'sanad-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /ibm-plex-sans-arabic-core-arabic-(400|500|700)-[^/]*\.woff2$/.test(file),
        )
        return fonts.sort().map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${font}`,
            crossorigin: '',
          },
          injectTo: 'head-prepend' as const,
        }))
      },
    },
  }
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/**
 * A static page (issue 24): index.html's head and styles, the page's title and description, the
 * prerendered markup, and instead of the app one script, src/islands/boot.ts, which loads the
 * page's island scripts (data-islands) and their imports (data-preload) after the first paint. No
 * inline script: the Content-Security-Policy allows scripts from 'self' only.
 */
function staticHtml(
  template: string,
  route: { path: string; islands: string[] },
  rendered: { html: string; title?: string; description?: string },
  chunks: Chunks,
  fontFiles: string[],
): string {
  const entryOf = (name: string) => {
    const file = Object.keys(chunks).find(
      (f) => chunks[f].isEntry && chunks[f].facade === `src/islands/${name}.ts`,
    )
    if (!file) throw new Error(`prerender: no island entry for ${name}`)
    return file
  }
  const entries = route.islands.map(entryOf)
  const imports = new Set<string>()
  const visit = (file: string) => {
    for (const dep of chunks[file]?.imports ?? []) {
      if (imports.has(dep)) continue
      imports.add(dep)
      visit(dep)
    }
  }
  entries.forEach(visit)
  const boot = entryOf('boot')
  // boot.ts imports nothing: a chunk it shared with the islands would be a request before the paint.
  if (chunks[boot]?.imports.length) {
    throw new Error(`prerender: ${boot} imports ${chunks[boot].imports.join(', ')}`)
  }
  const list = (files: string[]) => files.map((file) => `/${file}`).join(' ')
  const scripts =
    `<script type="module" src="/${boot}" data-islands="${list(entries)}"` +
    ` data-preload="${list([...imports].filter((file) => !entries.includes(file)))}"></script>`
  const entry = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/.exec(template)
  if (!entry) throw new Error('prerender: no entry script in index.html')
  // The system font and no font preload (src/styles/index.css, src/islands/fonts.ts).
  let out = template
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '')
    .replace(
      /<html\b/,
      `<html data-fonts="system" data-font-files="${fontFiles.map((f) => `/${f}`).join(' ')}"`,
    )
    .replace('</head>', `    ${scripts}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${route.path}" data-static="">${rendered.html}</div>`,
    )
  if (rendered.title) {
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
  }
  if (rendered.description) {
    out = out.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escapeHtml(rendered.description)}$2`,
    )
  }
  if (!out.includes(`data-static="">`))
    throw new Error('prerender: index.html has no <div id="root">')
  if (!out.includes('<html data-fonts="system"'))
    throw new Error('prerender: index.html has no <html> tag')
  return out
}

/**
 * After the client build: renders each route of PRERENDERED with src/entry-prerender.tsx into a
 * copy of index.html (dist/index.html, dist/pricing/index.html, ...). dist/app.html keeps the empty
 * shell: the SPA fallback for every other path.
 */
function prerender(): Plugin {
  let outDir = ''
  let ssrBuild = false
  return {
    name: 'sanad-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssrBuild = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (ssrBuild || process.env.SANAD_PRERENDER === 'off') return
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      writeFileSync(join(outDir, 'app.html'), template)
      const chunks = JSON.parse(
        readFileSync(join(outDir, '.vite', 'chunks.json'), 'utf8'),
      ) as Chunks
      // The core font files (scripts/font-subsets.ts), fetched after a static page's first paint.
      const fontFiles = readdirSync(join(outDir, 'assets'))
        .filter((file) => /^ibm-plex-sans-arabic-core-(arabic|latin)-\d+-[^/]*\.woff2$/.test(file))
        .sort()
        .map((file) => `assets/${file}`)
      if (fontFiles.length === 0) throw new Error('prerender: no core font files in the build')
      // Node 21+ has a navigator without onLine: the page is rendered as seen online.
      if (typeof navigator === 'object') {
        Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
      }
      const server = await createServer({
        root,
        // Its own dependency cache: sharing the dev server's would rewrite node_modules/.vite/deps
        // under a running `npm run dev` (e2e), which then serves two copies of React.
        cacheDir: join(root, 'node_modules/.vite-prerender'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      })
      try {
        const { render } = (await server.ssrLoadModule('/src/entry-prerender.tsx')) as {
          render: (url: string) => Promise<{ html: string; title?: string; description?: string }>
        }
        const writePage = (path: string, out: string, name?: string) => {
          const file = name
            ? join(outDir, name)
            : path === '/'
              ? join(outDir, 'index.html')
              : join(outDir, path, 'index.html')
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, out)
        }
        for (const route of PRERENDERED) {
          const rendered = await render(route.path)
          writePage(
            route.path,
            staticHtml(template, route, rendered, chunks, fontFiles),
            route.file,
          )
        }
      } finally {
        await server.close()
      }
    },
  }
}

/** The sha256 CSP source of the fixed stylesheet sonner injects as a <style> element on import. */
function sonnerStyleHash(): string {
  const source = readFileSync(join(root, 'node_modules/sonner/dist/index.mjs'), 'utf8')
  const literal = /^__insertCSS\(("(?:[^"\\]|\\.)*")\);?$/m.exec(source)?.[1]
  if (!literal) throw new Error('security headers: sonner no longer injects its CSS as expected')
  const css = JSON.parse(literal) as string
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`
}

/**
 * The sha256 CSP source of the fixed <style> Radix's Select renders in its viewport (it hides the
 * list's scrollbar); without it, opening a select logged a CSP violation (issue 50's console guard).
 */
function radixSelectStyleHash(): string {
  const source = readFileSync(
    join(root, 'node_modules/@radix-ui/react-select/dist/index.mjs'),
    'utf8',
  )
  const css = /__html: `(\[data-radix-select-viewport\][^`]*)`/.exec(source)?.[1]
  if (!css)
    throw new Error('security headers: Radix Select no longer renders its style as expected')
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`
}

/** sonner appends its <style> empty and fills it afterwards: the empty text is checked first. */
const EMPTY_STYLE_HASH = `'sha256-${createHash('sha256').update('').digest('base64')}'`

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/**
 * Security headers (scripts/security-headers.ts). Build: writes dist/_headers (the CSP's
 * connect-src names this build's VITE_SUPABASE_URL) and dist/_redirects (the SPA fallback), and
 * fails when an HTML file has an inline script or event handler. Preview: serves the build as the
 * host would, with the headers of the _headers file it finds there and its fallback rule.
 */
function securityHeaders(): Plugin {
  let outDir = ''
  let ssrBuild = false
  let supabaseUrl = LOCAL_SUPABASE_URL
  let aiUrls: string[] = []
  return {
    name: 'sanad-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssrBuild = Boolean(config.build.ssr)
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_')
      supabaseUrl = env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL
      aiUrls = Object.values(aiBaseUrls(env, supabaseUrl))
    },
    generateBundle() {
      if (ssrBuild) return
      const rules = headerRules({
        supabaseUrl,
        aiBaseUrls: aiUrls,
        styleHashes: [sonnerStyleHash(), radixSelectStyleHash(), EMPTY_STYLE_HASH],
      })
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatHeadersFile(rules) })
      this.emitFile({
        type: 'asset',
        fileName: '_redirects',
        source: redirectsFile(appRoutes(), '/404.html'),
      })
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (ssrBuild) return
        for (const file of htmlFiles(outDir)) {
          const html = readFileSync(file, 'utf8')
          const inline =
            /<script\b(?![^>]*\bsrc=)[^>]*>/i.exec(html) ?? /<[^>]+\son[a-z]+=/i.exec(html)
          if (inline) {
            // Without _headers the build does not count as built (scripts/preview-headers.mjs).
            rmSync(join(outDir, '_headers'), { force: true })
            throw new Error(
              `${relative(root, file)}: inline script or handler (${inline[0].slice(0, 60)}), which the CSP blocks`,
            )
          }
        }
      },
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir)
      const read = (name: string) =>
        existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : ''
      const rules = parseHeadersFile(read('_headers'))
      const redirects = parseRedirectsFile(read('_redirects'))
      const isFile = (path: string) => {
        try {
          return statSync(join(dir, path)).isFile()
        } catch {
          return false
        }
      }
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview')
        const path = decodeURIComponent(url.pathname)
        if (path === '/_headers' || path === '/_redirects') {
          res.statusCode = 404
          res.end()
          return
        }
        // An existing file first, then a directory's index.html, then the first matching rule.
        let notFound: string | null = null
        if (!isFile(path)) {
          const index = `${path.replace(/\/$/, '')}/index.html`
          const rule = redirectTarget(redirects, path)
          if (isFile(index)) req.url = index + url.search
          else if (rule?.status === 200) req.url = rule.to + url.search
          else if (rule?.status === 404 && isFile(rule.to)) notFound = rule.to
        }
        for (const [name, value] of Object.entries(headersForPath(rules, path))) {
          res.setHeader(name, value)
        }
        if (notFound) {
          // As the host does: the page's body with the status 404 (the static server sends 200).
          res.statusCode = 404
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end(readFileSync(join(dir, notFound)))
          return
        }
        next()
      })
    },
  }
}

/** An app route of paths.ts (`*` anything, `:name` one segment) as the service worker's RegExp. */
function routePattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${body}/?$`)
}

/**
 * The installable app (issue 48, docs/architecture.md "Offline"): the manifest and a Workbox
 * service worker. It precaches the app shell only — app.html, the entry's JavaScript and its static
 * imports (from chunks.json), the CSS, the core and full Latin font files and the icons — and caches
 * every other chunk (hashed, immutable) the first time the app loads it. API answers (Supabase,
 * another origin) never pass through it: what the user may read offline is the offline store's
 * business (src/lib/offline/). The app registers it after the first paint (src/lib/pwa/); the static pages
 * do not (docs/decisions.md).
 */
function pwa(): Plugin[] {
  let outDir = join(root, 'dist')
  const appShellOnly = <E extends { url: string }>(entries: E[]) => {
    const chunksFile = join(outDir, '.vite', 'chunks.json')
    if (!existsSync(chunksFile)) throw new Error('pwa: no chunks.json to find the app shell in')
    const chunks = JSON.parse(readFileSync(chunksFile, 'utf8')) as Chunks
    const entry = Object.keys(chunks).find(
      (file) => chunks[file].isEntry && chunks[file].facade === 'index.html',
    )
    const shell = new Set<string>()
    const visit = (file: string) => {
      if (shell.has(file)) return
      shell.add(file)
      chunks[file]?.imports.forEach(visit)
    }
    if (entry) visit(entry)
    return {
      manifest: entries.filter((item) => !item.url.endsWith('.js') || shell.has(item.url)),
    }
  }
  const outDirOf: Plugin = {
    name: 'sanad-pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
  }
  return [
    outDirOf,
    ...VitePWA({
      registerType: 'prompt',
      // Registered by hand after the first paint (src/lib/pwa/register-sw.ts).
      injectRegister: false,
      // The icons are in the precache already (globPatterns).
      includeManifestIcons: false,
      // After the prerender wrote app.html (its closeBundle), so app.html is in the precache.
      integration: { closeBundleOrder: 'post' },
      manifest: {
        id: '/dashboard',
        name: 'سند — منصة الذكاء الاصطناعي للأعمال',
        short_name: 'سند',
        description: 'أوامرك الذكية ومفضلتك وأوامر شركتك، على جهازك حتى دون اتصال.',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#0b1020',
        theme_color: '#0b1020',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          { name: 'مكتبة الأوامر', short_name: 'المكتبة', url: paths.dashboard.promptCards },
          { name: 'أوامري', short_name: 'أوامري', url: paths.dashboard.userPrompts },
          { name: 'المحادثة', short_name: 'المحادثة', url: paths.dashboard.chatbot },
        ],
      },
      workbox: {
        globPatterns: [
          'app.html',
          'assets/*.{js,css}',
          'assets/ibm-plex-sans-arabic-core-*.woff2',
          // The full Latin faces too (19-20 kB each): Chromium fetches them on most page loads,
          // as it tries the next face of a weight whose core Latin file (not preloaded) has not
          // arrived yet. Left to the runtime cache, one missed online was a failed request offline
          // (the offline e2e journey on CI). The full Arabic and Latin Extended faces are fetched
          // only for characters outside the core, and cached when they are.
          'assets/ibm-plex-sans-arabic-latin-{400,500,700}-normal-*.woff2',
          'favicon.svg',
          'icons/*.png',
        ],
        manifestTransforms: [async (entries) => appShellOnly(entries)],
        navigateFallback: '/app.html',
        navigateFallbackAllowlist: appRoutes().map(routePattern),
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Same-origin hashed assets only (lazy chunks, other font files): never an API answer.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'sanad-assets',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ]
}

export default defineConfig({
  plugins: [
    fontSubsets(),
    react(),
    tailwindcss(),
    chunkMetadata(),
    preloadFont(),
    prerender(),
    securityHeaders(),
    ...pwa(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sanad-fonts': FONT_SUBSETS_DIR,
      // Radix's scroll lock without <style> elements (see the file).
      'react-style-singleton': fileURLToPath(
        new URL('./src/lib/style-singleton.ts', import.meta.url),
      ),
    },
  },
  optimizeDeps: {
    // Crawl every source file at start-up, not only index.html: a dependency first met in a lazy
    // route would otherwise be optimised mid-session and reload the page with two copies of React.
    entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/entry-prerender.tsx'],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Builds for the size check and the headers preview land in .local/: not the dev server's business.
    watch: { ignored: ['**/.local/**', '**/dist/**'] },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The app (index.html) and the plain scripts of the static pages (src/islands/).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        ...Object.fromEntries(
          ISLAND_ENTRIES.map((name) => [
            `island-${name}`,
            fileURLToPath(new URL(`./${island(name)}`, import.meta.url)),
          ]),
        ),
      },
    },
    sourcemap: false,
    // Fonts stay files (font-src 'self' allows no data: URLs); other small assets may be inlined.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
})
