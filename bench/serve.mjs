// A tiny static server for the production build, as a CDN would serve it: gzip for text, long
// caching for hashed assets, prerendered pages by path (dist/pricing/index.html), and the SPA
// shell (dist/app.html, falling back to dist/index.html) for every other path.
//   node bench/serve.mjs [--dir dist] [--port 4173]
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

/**
 * A self-signed certificate for 127.0.0.1, made once with openssl: browsers speak HTTP/2 only over
 * TLS, and the audits' Chromium is started with --ignore-certificate-errors.
 */
function localCertificate() {
  const dir = join('.local', 'bench-tls')
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true })
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
  }
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

/**
 * `http2`: HTTPS with HTTP/2, as the host serves the site (Netlify); HTTP/1.1 allows six
 * connections to an origin, and Lighthouse's simulation then queues a page's many chunks behind
 * them, a cost the hosted site does not have.
 */
export function startStaticServer({ dir, port = 4173, host = '127.0.0.1', http2 = false }) {
  const root = resolve(dir)
  const cache = new Map()

  function file(path) {
    try {
      return statSync(path).isFile() ? path : null
    } catch {
      return null
    }
  }

  function locate(pathname) {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
    // Build metadata (dist/.vite) is not public.
    if (clean.split('/').some((part) => part.startsWith('.'))) return null
    const direct = join(root, clean)
    if (!direct.startsWith(root)) return null
    return (
      file(direct) ??
      file(join(direct, 'index.html')) ??
      file(`${direct.replace(/\/$/, '')}.html`) ??
      (extname(clean) ? null : (file(join(root, 'app.html')) ?? file(join(root, 'index.html'))))
    )
  }

  function body(path, gzip) {
    const key = `${path}:${gzip}`
    let entry = cache.get(key)
    if (!entry) {
      const raw = readFileSync(path)
      entry = gzip ? gzipSync(raw, { level: 9 }) : raw
      cache.set(key, entry)
    }
    return entry
  }

  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = locate(url.pathname)
    if (!path) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const ext = extname(path)
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const data = body(path, gzip)
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': data.length,
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : data)
  }
  const server = http2
    ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, handler)
    : createServer(handler)
  return new Promise((resolveStart, reject) => {
    server.once('error', reject)
    server.listen(port, host, () =>
      resolveStart({
        url: `${http2 ? 'https' : 'http'}://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const get = (name, fallback) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : fallback
  }
  const dir = get('--dir', 'dist')
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: run npm run build first`)
  const { url } = await startStaticServer({ dir, port: Number(get('--port', '4173')) })
  console.log(`Serving ${dir} on ${url}`)
}
