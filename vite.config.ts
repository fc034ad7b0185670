import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { createServer, defineConfig, type Plugin } from 'vite'
import { paths } from './src/lib/paths.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const page = (name: string) => `src/features/marketing/pages/${name}-page.tsx`

/*
 * Marketing routes prerendered to static HTML at build time, each with the module of its page
 * (the JavaScript that hydrates it is prefetched at low priority, after what the first paint needs).
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

/** Preloads the one font file the first paint uses (Arabic, regular weight). */
function preloadFont(): Plugin {
  return {
    name: 'sanad-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /ibm-plex-sans-arabic-arabic-400-normal-[^/]*\.woff2$/.test(file),
        )
        if (!font) return []
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ]
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
          const links = [...preload]
            .map((file) => `    <link rel="prefetch" crossorigin href="/${file}">\n`)
            .join('')
          // The page is complete without JavaScript: the app loads once the page has loaded
          // (HTML, CSS, font), so nothing competes with the first paint, then hydrates.
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
          if (!entry) throw new Error('prerender: no entry script in index.html')
          const start = `<script type="module">const start = () => import('${entry[1]}'); document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true })</script>`
          const out = template
            .replace(entry[0], start)
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace('</head>', `${links}  </head>`)
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

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkMetadata(), preloadFont(), prerender()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
})
