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
import { LOCAL_SUPABASE_URL } from './src/lib/env-defaults.ts'
import { paths } from './src/lib/paths.ts'
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  REDIRECTS,
} from './scripts/security-headers.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const page = (name: string) => `src/features/marketing/pages/${name}-page.tsx`

/*
 * Marketing routes prerendered to static HTML at build time, each with the module of its page
 * (the JavaScript that hydrates it is requested only after the page has loaded).
 */
const PRERENDERED: { path: string; page: string }[] = [
  { path: paths.home, page: page('home') },
  { path: paths.about, page: page('about') },
  { path: paths.contact, page: page('contact') },
  { path: paths.pricing, page: page('pricing') },
  { path: paths.products.root, page: page('products') },
  { path: paths.products.smartCommands, page: page('smart-commands') },
  { path: paths.products.digitalAssistants, page: page('digital-assistants') },
  { path: paths.products.externalTools, page: page('external-tools') },
  { path: paths.linktree, page: page('linktree') },
  { path: paths.blog.root, page: page('blog') },
  { path: paths.privacy, page: page('privacy') },
  { path: paths.terms, page: page('terms') },
]

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

/**
 * Preloads the font files the first paint uses: the Arabic and Latin subsets of 400, 500 and 700
 * (every marketing page uses all six). With font-display: optional a face only shows if it arrives
 * early, and a preload starts it with the HTML instead of after the CSS. Lighthouse: preloads are
 * High priority, not render-blocking, so FCP no longer waits for them (1.67 -> 0.9-1.0 s on `/`).
 */
function preloadFont(): Plugin {
  return {
    name: 'sanad-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /ibm-plex-sans-arabic-(arabic|latin)-(400|500|700)-normal-[^/]*\.woff2$/.test(file),
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
          render: (url: string) => Promise<string>
        }
        for (const route of PRERENDERED) {
          const html = await render(route.path)
          const pageChunk = Object.keys(chunks).find((file) => chunks[file].facade === route.page)
          if (!pageChunk) throw new Error(`prerender: no chunk for ${route.page}`)
          const preload = new Set<string>()
          const visit = (file: string) => {
            if (preload.has(file)) return
            preload.add(file)
            chunks[file]?.imports.forEach(visit)
          }
          Object.keys(chunks)
            .filter((file) => chunks[file].isEntry)
            .forEach(visit)
          visit(pageChunk)
          // The page is complete without JavaScript: the app loads once the page has loaded
          // (HTML, CSS, fonts) and painted, so nothing competes with the first paint, then hydrates. No
          // prefetch links in the HTML either: Chrome fetches them at once, and Lighthouse's
          // simulation then counts them before the first paint. After `load`, every chunk the page
          // needs is requested at once (modulepreload) rather than as the imports are discovered.
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
          if (!entry) throw new Error('prerender: no entry script in index.html')
          const chunkUrls = JSON.stringify([...preload].map((file) => `/${file}`))
          // A file, not an inline script: the Content-Security-Policy allows scripts from 'self' only.
          const startCode = [
            'const start = () => {',
            `  for (const href of ${chunkUrls}) {`,
            "    const link = document.createElement('link')",
            "    link.rel = 'modulepreload'",
            '    link.href = href',
            '    document.head.append(link)',
            '  }',
            `  import('${entry[1]}')`,
            '}',
            // Once the first contentful paint is on screen too: on a busy CPU it can trail the
            // load event by a second. Without paint timing (or a paint within 3 s), start anyway.
            'const afterPaint = () => {',
            "  if (performance.getEntriesByName('first-contentful-paint').length) return start()",
            '  let started = false',
            '  const once = () => {',
            '    if (started) return',
            '    started = true',
            '    observer?.disconnect()',
            '    start()',
            '  }',
            "  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')",
            '    ? new PerformanceObserver(once)',
            '    : null',
            "  observer?.observe({ type: 'paint' })",
            '  setTimeout(once, observer ? 3000 : 0)',
            '}',
            "document.readyState === 'complete' ? afterPaint() : addEventListener('load', afterPaint, { once: true })",
            '',
          ].join('\n')
          const startFile = `assets/start-${createHash('sha256').update(startCode).digest('base64url').slice(0, 8)}.js`
          writeFileSync(join(outDir, startFile), startCode)
          // async: fetched at low priority, off the first paint's critical path.
          const start = `<script type="module" async src="/${startFile}"></script>`
          const out = template
            .replace(entry[0], start)
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${route.path}">${html}</div>`,
            )
          if (out === template) throw new Error('prerender: index.html has no <div id="root">')
          const file =
            route.path === '/' ? join(outDir, 'index.html') : join(outDir, route.path, 'index.html')
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, out)
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
  return {
    name: 'sanad-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssrBuild = Boolean(config.build.ssr)
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_')
      supabaseUrl = env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL
    },
    generateBundle() {
      if (ssrBuild) return
      const rules = headerRules({ supabaseUrl, styleHashes: [sonnerStyleHash(), EMPTY_STYLE_HASH] })
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatHeadersFile(rules) })
      this.emitFile({ type: 'asset', fileName: '_redirects', source: REDIRECTS })
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
      const fallback = parseRedirectsFile(read('_redirects')).find(
        (r) => r.from === '/*' && r.status === 200,
      )
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
        // An existing file first, then a directory's index.html, then the fallback rule.
        if (!isFile(path)) {
          const index = `${path.replace(/\/$/, '')}/index.html`
          if (isFile(index)) req.url = index + url.search
          else if (fallback) req.url = fallback.to + url.search
        }
        for (const [name, value] of Object.entries(headersForPath(rules, path))) {
          res.setHeader(name, value)
        }
        next()
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkMetadata(), preloadFont(), prerender(), securityHeaders()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
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
    sourcemap: false,
    // Fonts stay files (font-src 'self' allows no data: URLs); other small assets may be inlined.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
})
