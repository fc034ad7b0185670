/**
 * The Docker-free local Supabase: one HTTP server (the "gateway" on 54321) that mounts REST,
 * auth, realtime, functions and the sandboxes, over one database (PGlite or native Postgres).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { EventEmitter } from 'node:events'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import {
  ANON_KEY,
  DEFAULT_API_PORT,
  DEFAULT_DB_PORT,
  JWT_SECRET,
  PROJECT_ROOT,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  SUPABASE_DIR,
  loadProjectConfig,
} from './config.ts'
import type { Service, StackContext } from './context.ts'
import { openDb, type Db } from './db/index.ts'
import { applyBootstrap, applyMigrations, applySeed, dropProjectSchemas } from './db/migrate.ts'
import { services } from './services.ts'

/** The longest request target the hosted edge passes on (Cloudflare's 16 kB URL limit). */
const MAX_URL_LENGTH = 16 * 1024

export interface StackOptions {
  port?: number
  host?: string
  /** Native Postgres; when absent, PGlite. */
  databaseUrl?: string
  /** PGlite data directory, or 'memory'. Default .local/db */
  dataDir?: string
  /** Postgres wire port for PGlite (psql, type generation); 0 disables. */
  dbPort?: number
  /** Drop everything and re-create from migrations and seed before serving. */
  reset?: boolean
  /** Apply seed.sql on a fresh database (default true). */
  seed?: boolean
  supabaseDir?: string
  quiet?: boolean
  /** Start every edge function before serving (the end-to-end suite: no test meets a cold one). */
  warmFunctions?: boolean
}

export interface RunningStack {
  url: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  db: Db
  ctx: StackContext
  /** Re-applies pending migrations (the file watcher calls this). */
  migrate(): Promise<string[]>
  stop(): Promise<void>
}

const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD'
const CORS_DEFAULT_HEADERS =
  'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-retry-count, x-upsert'
const CORS_EXPOSE =
  'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, X-Total-Count, Link, Range-Unit'

export async function startLocalStack(options: StackOptions = {}): Promise<RunningStack> {
  const started = performance.now()
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? DEFAULT_API_PORT
  const supabaseDir = options.supabaseDir ?? SUPABASE_DIR
  const dataDir = options.dataDir ?? join(PROJECT_ROOT, '.local', 'db')
  const log = (line: string) => {
    if (!options.quiet) console.log(line)
  }

  if (options.reset && !options.databaseUrl && dataDir !== 'memory') {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir })
  if (options.reset && options.databaseUrl) await dropProjectSchemas(db)

  const fresh = !(await hasMigrationHistory(db))
  await applyBootstrap(db)
  await applyMigrations(db, supabaseDir)
  if (fresh && options.seed !== false) await applySeed(db, supabaseDir)

  let dbUrl = options.databaseUrl ?? ''
  let closeDbServer: (() => Promise<void>) | undefined
  const dbPort = options.dbPort ?? DEFAULT_DB_PORT
  if (!options.databaseUrl && dbPort > 0) {
    const served = await serveWireProtocol(db, host, dbPort)
    if (served) {
      dbUrl = `postgresql://postgres:postgres@${host}:${dbPort}/postgres`
      closeDbServer = served
    }
  }

  const apiUrl = `http://${host}:${port}`
  const events = new EventEmitter()
  events.setMaxListeners(100)
  const ctx: StackContext = {
    db,
    config: loadProjectConfig(join(supabaseDir, 'config.toml')),
    apiUrl,
    dbUrl,
    supabaseDir,
    events,
    warmFunctions: options.warmFunctions ?? false,
  }

  // Headers up to 64 kB reach the gateway, which answers an over-long URL itself (below) instead
  // of Node's bare 431.
  const server = createServer({ maxHeaderSize: 64 * 1024 })
  const mounted: Service[] = []
  for (const factory of services) mounted.push(...(await factory(ctx, server)))
  mounted.sort((a, b) => b.prefix.length - a.prefix.length)
  const find = (path: string) =>
    mounted.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`))

  server.on('request', (req, res) => {
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      // Hosted Supabase's edge (Cloudflare) refuses a URL over 16 kB with 414 before the API.
      res.writeHead(414, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify({ message: 'URI Too Long' }))
      req.resume()
      return
    }
    handle(req, res, apiUrl, find).catch((error: unknown) => {
      console.error('[gateway] unhandled error:', error)
      if (!res.headersSent) {
        res.writeHead(500, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        })
      }
      res.end(JSON.stringify({ message: 'Internal server error' }))
    })
  })
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', apiUrl).pathname
    const service = find(path)
    if (service?.upgrade) service.upgrade(req, socket, head)
    else socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })

  const elapsed = Math.round(performance.now() - started)
  log(
    [
      `Local Supabase stack started in ${elapsed} ms (${db.kind}${db.kind === 'pglite' ? `, ${dataDir}` : ''}).`,
      '',
      `         API URL: ${apiUrl}`,
      `     GraphQL URL: (not served)`,
      `          DB URL: ${dbUrl || '(wire port disabled)'}`,
      `      JWT secret: ${JWT_SECRET}`,
      `        anon key: ${ANON_KEY}`,
      `service_role key: ${SERVICE_ROLE_KEY}`,
      ` Publishable key: ${PUBLISHABLE_KEY}`,
      `      Secret key: ${SECRET_KEY}`,
      ...mounted
        .filter((s) => s.name.startsWith('sandbox'))
        .map((s) => `${s.name.padStart(16)}: ${apiUrl}${s.prefix}`),
      '',
    ].join('\n'),
  )

  return {
    url: apiUrl,
    dbUrl,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    db,
    ctx,
    async migrate() {
      const applied = await applyMigrations(db, supabaseDir)
      if (applied.length) events.emit('schema-changed')
      return applied
    },
    async stop() {
      for (const service of mounted) await service.close?.()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await closeDbServer?.()
      await db.close()
    },
  }
}

async function hasMigrationHistory(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
  )
  return rows[0]?.exists === true
}

async function serveWireProtocol(
  db: Db,
  host: string,
  port: number,
): Promise<(() => Promise<void>) | undefined> {
  const pglite = (db as unknown as { pglite?: unknown }).pglite
  if (!pglite) return undefined
  try {
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
    const server = new PGLiteSocketServer({ db: pglite as never, host, port })
    await server.start()
    return () => server.stop()
  } catch (error) {
    console.warn(`[db] Postgres wire port ${port} not served: ${(error as Error).message}`)
    return undefined
  }
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  apiUrl: string,
  find: (path: string) => Service | undefined,
) {
  const url = new URL(req.url ?? '/', apiUrl)
  const origin = req.headers.origin ?? '*'
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.writeHead(200, {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': CORS_ALLOW_METHODS,
      'access-control-allow-headers':
        req.headers['access-control-request-headers'] ?? CORS_DEFAULT_HEADERS,
      'access-control-max-age': '3600',
      vary: 'Origin',
    })
    res.end()
    return
  }

  const service = find(url.pathname)
  let response: Response
  if (!service) {
    response = Response.json({ message: 'no Route matched with those values' }, { status: 404 })
  } else {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    // As the hosted edge does: CF-Connecting-IP is always the connecting address (a client's own
    // value is replaced), while X-Forwarded-For keeps what the client sent and gets the real
    // address appended, so only its last entry can be trusted.
    const remote = req.socket.remoteAddress ?? '127.0.0.1'
    const forwarded = headers.get('x-forwarded-for')
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${remote}` : remote)
    headers.set('cf-connecting-ip', remote)
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    })
    response = await service.handle(request)
  }

  const outHeaders: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    outHeaders[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) outHeaders['set-cookie'] = cookies
  if (!response.headers.has('access-control-allow-origin')) {
    outHeaders['access-control-allow-origin'] = origin
    outHeaders['access-control-allow-credentials'] = 'true'
    outHeaders['vary'] = 'Origin'
  }
  if (!response.headers.has('access-control-expose-headers')) {
    outHeaders['access-control-expose-headers'] = CORS_EXPOSE
  }
  res.writeHead(response.status, outHeaders)
  if (!response.body || req.method === 'HEAD') {
    res.end()
    return
  }
  // A body that errors mid-way (a sandbox dropping a stream, a function failing while it
  // streams) drops the connection as a real server's would, instead of crashing the stack.
  // What was written before the error reaches the client first (a socket's writes are flushed
  // in order; the empty write's callback comes after them), then the connection drops.
  const body = Readable.fromWeb(response.body as never)
  body.on('error', () => {
    const socket = res.socket
    if (socket && !socket.destroyed) socket.write('', () => res.destroy())
    else res.destroy()
  })
  body.pipe(res)
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
