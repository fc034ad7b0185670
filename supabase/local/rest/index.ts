/**
 * `/rest/v1`: the PostgREST behaviour supabase-js relies on, over the stack's database.
 * Each request is one transaction run under the JWT's role with PostgREST's request settings
 * (`request.jwt.claims`, `request.headers`, ...), so RLS policies and `auth.uid()` behave as in
 * hosted Supabase. See README.md next to this file for what is and is not served.
 */
import type { ServiceFactory, StackContext } from '../context.ts'
import type { Queryable } from '../db/index.ts'
import { AuthError, resolveRequestAuth, type RequestAuth } from '../request-auth.ts'
import { ApiError, apiError, errorResponse, fromPgError, isPgError } from './errors.ts'
import { handleRead, handleRpc, handleWrite, type Handled } from './handlers.ts'
import { parsePrefer, type Preferences } from './parser.ts'
import { parseCookies } from './request.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'

export interface RestSettings {
  schemas: string[]
  extraSearchPath: string[]
  maxRows: number
}

export interface RequestInfo {
  request: Request
  url: URL
  method: string
  /** The path PostgREST sees (`/todos`, `/rpc/fn`). */
  path: string
  schema: string
  auth: RequestAuth
  prefs: Preferences
  settings: RestSettings
  /** The raw request body (POST/PATCH/PUT/DELETE). */
  body: string
}

/** Thrown inside the transaction to roll it back while still answering with a response. */
export class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback')
  }
}

/** Tables, functions or columns the cache did not know: reload once and retry. */
const CACHE_MISS_CODES = new Set([
  'PGRST200',
  'PGRST202',
  'PGRST204',
  'PGRST205',
  '42P01',
  '42703',
  '42883',
])

export function restSettings(ctx: StackContext): RestSettings {
  const api = (ctx.config.raw.api ?? {}) as Record<string, unknown>
  return {
    schemas: (api.schemas as string[] | undefined) ?? ['public', 'graphql_public'],
    extraSearchPath: (api.extra_search_path as string[] | undefined) ?? ['public', 'extensions'],
    maxRows: Number(api.max_rows ?? 1000),
  }
}

export function createRestHandler(ctx: StackContext) {
  const settings = restSettings(ctx)
  let cache: SchemaCache | undefined
  let loading: Promise<SchemaCache> | undefined
  let generation = 0

  const reload = (): Promise<SchemaCache> => {
    if (!loading) {
      const started = generation
      loading = loadSchemaCache(ctx.db, settings.schemas).then(
        (loaded) => {
          if (generation === started) cache = loaded
          loading = undefined
          return loaded
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
    }
    return loading
  }
  const onSchemaChanged = () => {
    generation += 1
    cache = undefined
  }
  ctx.events.on('schema-changed', onSchemaChanged)

  async function run(info: RequestInfo, current: SchemaCache): Promise<Response> {
    const role = info.auth.role
    if (!current.roles.has(role)) {
      throw apiError(401, '22023', `role "${role}" does not exist`)
    }
    const readOnly = info.method === 'GET' || info.method === 'HEAD'
    const exec = async (writeTx: boolean, fn: (tx: Queryable) => Promise<Handled>) => {
      try {
        return await ctx.db.transaction(async (tx) => {
          await applyRequestSettings(tx, info, current, !writeTx)
          const handled = await fn(tx)
          if (info.prefs.tx === 'rollback') throw new Rollback(handled.response)
          return handled.response
        })
      } catch (error) {
        if (error instanceof Rollback) return error.response
        throw error
      }
    }
    const rpc = /^\/rpc\/([^/]+)$/.exec(info.path)
    if (rpc) {
      if (!['GET', 'HEAD', 'POST'].includes(info.method)) {
        throw apiError(405, 'PGRST101', `Cannot use the ${info.method} method on RPC`)
      }
      return handleRpc(info, current, decodeURIComponent(rpc[1]!), exec)
    }
    const table = /^\/([^/]+)$/.exec(info.path)
    if (!table) throw apiError(404, 'PGRST125', `Invalid path specified in request URL`)
    const name = decodeURIComponent(table[1]!)
    if (readOnly) return handleRead(info, current, name, exec)
    if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(info.method)) {
      return handleWrite(info, current, name, exec)
    }
    throw apiError(405, 'PGRST117', `Unsupported HTTP method: ${info.method}`)
  }

  async function handle(request: Request, prefix: string): Promise<Response> {
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    const path = url.pathname.slice(prefix.length) || '/'
    try {
      let auth: RequestAuth
      try {
        auth = await cachedAuth(request.headers)
      } catch (error) {
        if (error instanceof AuthError) {
          throw new ApiError(
            error.status,
            { code: error.code, details: null, hint: null, message: error.message },
            {
              'www-authenticate': `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`,
            },
          )
        }
        throw error
      }
      const profileHeader =
        method === 'GET' || method === 'HEAD'
          ? request.headers.get('accept-profile')
          : request.headers.get('content-profile')
      const schema = profileHeader ?? settings.schemas[0]!
      if (!settings.schemas.includes(schema)) {
        throw apiError(
          406,
          'PGRST106',
          `Invalid schema: ${schema}`,
          null,
          `Only the following schemas are exposed: ${settings.schemas.join(', ')}`,
        )
      }
      if (path === '/') return openApiRoot(await (cache ?? reload()), schema)
      const info: RequestInfo = {
        request,
        url,
        method,
        path,
        schema,
        auth,
        prefs: parsePrefer(request.headers.get('prefer')),
        settings,
        body: method === 'GET' || method === 'HEAD' ? '' : await request.text(),
      }
      const current = cache ?? (await reload())
      try {
        return await run(info, current)
      } catch (error) {
        const code =
          error instanceof ApiError ? error.body.code : isPgError(error) ? error.code : ''
        const missingRole = error instanceof ApiError && error.body.code === '22023'
        if (!CACHE_MISS_CODES.has(code ?? '') && !missingRole) throw error
        // A migration (or a test fixture) may have just changed the schema.
        const fresh = await reload()
        if (fresh === current) throw error
        return await run(info, fresh)
      }
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error)
      if (isPgError(error)) {
        let role = 'anon'
        try {
          role = (await cachedAuth(request.headers)).role
        } catch {
          role = 'anon'
        }
        return errorResponse(fromPgError(error, role))
      }
      console.error('[rest] unexpected error:', error)
      return errorResponse(apiError(500, 'PGRST000', (error as Error).message ?? 'Internal error'))
    }
  }

  return {
    handle,
    reload,
    close() {
      ctx.events.off('schema-changed', onSchemaChanged)
    },
  }
}

/**
 * HS256 verification costs most of a simple request's time, and a client sends the same token
 * on every call: a verified token is remembered until it expires (at most a minute), so
 * expiry is still enforced.
 */
const verified = new Map<string, { auth: RequestAuth; until: number }>()

async function cachedAuth(headers: Headers): Promise<RequestAuth> {
  const key = `${headers.get('authorization') ?? ''}\n${headers.get('apikey') ?? ''}`
  const now = Date.now()
  const hit = verified.get(key)
  if (hit && hit.until > now) return hit.auth
  const auth = await resolveRequestAuth(headers)
  const exp = typeof auth.claims.exp === 'number' ? auth.claims.exp * 1000 : Infinity
  if (verified.size > 1000) verified.clear()
  verified.set(key, { auth, until: Math.min(exp, now + 60_000) })
  return auth
}

async function applyRequestSettings(
  tx: Queryable,
  info: RequestInfo,
  cache: SchemaCache,
  readOnly: boolean,
) {
  const { auth, request } = info
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  const searchPath = [
    info.schema,
    ...info.settings.extraSearchPath.filter((s) => s !== info.schema),
  ]
    .map((s) => `"${s.replaceAll('"', '""')}"`)
    .join(', ')
  const claims = { ...auth.claims, role: auth.role }
  const pairs: [string, string][] = [
    // Same as SET TRANSACTION READ ONLY (turning read-only on is allowed mid-transaction),
    // folded into this one statement to save a round trip per request.
    ...(readOnly ? [['transaction_read_only', 'on'] as [string, string]] : []),
    ['search_path', searchPath],
    ...(cache.roles.get(auth.role)?.settings ?? []),
    ['role', auth.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    // Legacy per-claim settings, set so a stale session-level value can never leak into auth.uid().
    ['request.jwt.claim', ''],
    ['request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''],
    ['request.jwt.claim.role', auth.role],
    ['request.jwt.claim.email', typeof claims.email === 'string' ? claims.email : ''],
    ['request.method', info.method],
    ['request.path', info.path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', JSON.stringify(parseCookies(request.headers.get('cookie')))],
  ]
  const sql = `select ${pairs.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`
  await tx.query(sql, pairs.flat())
}

function openApiRoot(cache: SchemaCache, schema: string): Response {
  const paths: Record<string, object> = { '/': {} }
  for (const name of cache.relationNames(schema)) paths[`/${name}`] = {}
  for (const key of cache.functions.keys()) {
    const [s, fn] = key.split('.')
    if (s === schema) paths[`/rpc/${fn}`] = {}
  }
  return Response.json(
    {
      swagger: '2.0',
      info: { title: 'Local PostgREST-compatible API', version: 'local' },
      basePath: '/',
      schemes: ['http'],
      consumes: ['application/json'],
      produces: ['application/json'],
      paths,
    },
    { headers: { 'content-type': 'application/openapi+json; charset=utf-8' } },
  )
}

export const restService: ServiceFactory = async (ctx) => {
  const prefix = '/rest/v1'
  const handler = createRestHandler(ctx)
  await handler.reload()
  return [
    {
      name: 'rest',
      prefix,
      handle: (request) => handler.handle(request, prefix),
      async close() {
        handler.close()
      },
    },
  ]
}
