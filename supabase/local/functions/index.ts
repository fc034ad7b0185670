/**
 * `/functions/v1/<name>`: runs supabase/functions/<name>/index.ts, written for Supabase's edge
 * runtime (Deno), inside this Node process, answering as `supabase functions serve` does: the same
 * routing, JWT check (`verify_jwt` per function in config.toml), environment and error bodies.
 *
 * A function is bundled on its first request and re-bundled when one of its files, its import
 * map or functions/.env changes; each bundle version is a fresh module instance with its own
 * `Deno` shim, so edits are live without a restart and env changes never cross functions.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT, loadProjectConfig, type ProjectConfig } from '../config.ts'
import type { ServiceFactory, StackContext } from '../context.ts'
import { mapApiKey, verifyJwt } from '../request-auth.ts'
import {
  INSTANCE_REGISTRY,
  bundleCacheDir,
  bundleFunction,
  stampOf,
  type BundleResult,
} from './bundler.ts'
import { createDenoInstance, type DenoInstance, type FetchHandler } from './deno-shim.ts'
import { buildFunctionEnv, functionsEnvFiles } from './env.ts'
import { findImportMap } from './specifiers.ts'

const PREFIX = '/functions/v1'
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/
/** Wall-clock limit per request; Supabase's free plan stops a request after 150 s. */
const DEFAULT_TIMEOUT_MS = 150_000

interface FunctionConfig {
  enabled?: boolean
  verify_jwt?: boolean
  import_map?: string
  entrypoint?: string
}

interface Instance {
  stamp: string
  /** The bundle on disk; removed when a newer version replaces it. */
  file?: string
  inputs: string[]
  handler?: FetchHandler
  bootError?: string
  deno?: DenoInstance
}

// The bundle looks its instance up here by its own URL (see the bundler's banner).
const registry: Map<string, DenoInstance> =
  ((globalThis as Record<symbol, unknown>)[INSTANCE_REGISTRY] as
    Map<string, DenoInstance> | undefined) ?? new Map()
;(globalThis as Record<symbol, unknown>)[INSTANCE_REGISTRY] = registry

/**
 * Node's own import(), reached through a CommonJS helper loaded with Node's own require: test
 * runners evaluate this file in a vm context whose import() cannot load plain files from disk,
 * and the bundle is plain ESM on disk.
 */
function nativeImporter(cacheDir: string): (url: string) => Promise<Record<string, unknown>> {
  mkdirSync(cacheDir, { recursive: true })
  const helper = join(cacheDir, 'native-import.cjs')
  const source = 'module.exports = (url) => import(url)\n'
  if (!existsSync(helper) || readFileSync(helper, 'utf8') !== source) writeFileSync(helper, source)
  return createRequire(join(cacheDir, 'index.js'))(helper) as (
    url: string,
  ) => Promise<Record<string, unknown>>
}

let loadCounter = 0

export function createFunctionsRunner(
  ctx: Pick<StackContext, 'apiUrl' | 'dbUrl' | 'supabaseDir'>,
  options: { timeoutMs?: number; projectRoot?: string } = {},
) {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT
  const functionsDir = join(ctx.supabaseDir, 'functions')
  const configPath = join(ctx.supabaseDir, 'config.toml')
  const cacheDir = bundleCacheDir(projectRoot)
  const timeoutMs =
    options.timeoutMs ?? Number(process.env.LOCAL_FUNCTIONS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS)
  const envFiles = functionsEnvFiles(ctx.supabaseDir)
  const nativeImport = nativeImporter(cacheDir)
  const instances = new Map<string, Instance>()
  const loading = new Map<string, Promise<Instance>>()
  let config: { stamp: string; value: ProjectConfig } | undefined

  function functionConfig(name: string): FunctionConfig {
    const stamp = stampOf([configPath])
    if (!config || config.stamp !== stamp) config = { stamp, value: loadProjectConfig(configPath) }
    const all = (config.value.raw.functions ?? {}) as Record<string, FunctionConfig>
    return all[name] ?? {}
  }

  function entryOf(name: string, settings: FunctionConfig): string {
    if (settings.entrypoint) return join(ctx.supabaseDir, settings.entrypoint)
    return join(functionsDir, name, 'index.ts')
  }

  async function load(name: string, entry: string, settings: FunctionConfig): Promise<Instance> {
    const functionDir = join(functionsDir, name)
    const importMap = findImportMap(functionDir, ctx.supabaseDir, settings.import_map)
    let bundle: BundleResult
    try {
      bundle = await bundleFunction({ entry, importMap, projectRoot })
    } catch (error) {
      const inputs = [
        entry,
        ...(importMap.path ? [importMap.path] : []),
        ...Object.values(envFiles),
      ]
      return { stamp: stampOf(inputs), inputs, bootError: (error as Error).message }
    }
    const inputs = [...bundle.inputs, envFiles.env, envFiles.example]
    const stamp = stampOf(inputs)
    const env = buildFunctionEnv({
      supabaseDir: ctx.supabaseDir,
      apiUrl: ctx.apiUrl,
      dbUrl: ctx.dbUrl,
    })
    const deno = createDenoInstance({ name, env, cwd: functionDir })

    mkdirSync(join(cacheDir, name), { recursive: true })
    const hash = createHash('sha256').update(bundle.code).digest('hex').slice(0, 16)
    const file = join(cacheDir, name, `${hash}.mjs`)
    if (!existsSync(file)) writeFileSync(file, bundle.code)
    loadCounter += 1
    const url = `${pathToFileURL(file).href}?instance=${loadCounter}`
    registry.set(url, deno)
    try {
      const module = await nativeImport(url)
      const exported = module.default as { fetch?: FetchHandler } | undefined
      const handler =
        deno.handler() ??
        (typeof exported?.fetch === 'function' ? exported.fetch.bind(exported) : undefined)
      if (!handler) {
        return { stamp, inputs, bootError: 'The function never called Deno.serve(handler).', deno }
      }
      return { stamp, inputs, handler, deno, file }
    } catch (error) {
      return { stamp, inputs, bootError: (error as Error).stack ?? String(error), deno }
    } finally {
      // The bundle reads its entry once, while it is evaluated.
      registry.delete(url)
    }
  }

  async function instanceFor(name: string, entry: string, settings: FunctionConfig) {
    const current = instances.get(name)
    if (current && current.stamp === stampOf(current.inputs)) return current
    const inFlight = loading.get(name)
    if (inFlight) return inFlight
    const promise = load(name, entry, settings).finally(() => loading.delete(name))
    loading.set(name, promise)
    const instance = await promise
    if (instance.bootError) {
      console.error(`[functions] ${name} failed to boot: ${instance.bootError}`)
    }
    // The old module is already evaluated; its file would only fill the cache after an edit.
    if (current?.file && current.file !== instance.file) rmSync(current.file, { force: true })
    instances.set(name, instance)
    return instance
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const match = /^\/([^/]+)(\/.*)?$/.exec(url.pathname.slice(PREFIX.length))
    const name = match?.[1] ?? ''
    const settings = NAME.test(name) ? functionConfig(name) : {}
    const entry = entryOf(name, settings)
    if (!NAME.test(name) || settings.enabled === false || !existsSync(entry)) {
      return new Response('Function not found', {
        status: 404,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
    }

    // Kong rewrites the opaque sb_ keys into role JWTs before the function sees the request.
    const headers = new Headers(request.headers)
    const authorization = mapApiKey(headers.get('authorization'), headers.get('apikey'))
    if (authorization) headers.set('authorization', authorization)
    if (request.method !== 'OPTIONS' && settings.verify_jwt !== false) {
      const refusal = await checkJwt(authorization)
      if (refusal) return refusal
    }

    const instance = await instanceFor(name, entry, settings)
    if (!instance.handler) {
      return Response.json(
        { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
        { status: 503 },
      )
    }

    // The function sees /<name>/<rest>, as behind Kong (which strips /functions/v1).
    const inner = new URL(`/${name}${match?.[2] ?? ''}${url.search}`, url)
    const abort = new AbortController()
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.arrayBuffer()
    const forwarded = new Request(inner, {
      method: request.method,
      headers,
      body,
      signal: abort.signal,
    })
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<Response>((resolveTimeout) => {
      timer = setTimeout(() => {
        abort.abort(new Error('wall clock limit reached'))
        resolveTimeout(
          Response.json(
            {
              code: 'WORKER_LIMIT',
              message:
                'Function failed due to not having enough compute resources (please check logs)',
            },
            { status: 546 },
          ),
        )
      }, timeoutMs)
    })
    try {
      const run = Promise.resolve().then(() => instance.handler!(forwarded))
      const response = await Promise.race([run, timeout])
      if (!(response instanceof Response)) {
        throw new TypeError('The handler did not return a Response')
      }
      return response
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error)
      return Response.json(
        {
          code: 'Internal Server Error',
          message: 'Request failed due to an internal server error',
        },
        { status: 500 },
      )
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    handle,
    async close() {
      await Promise.allSettled(
        [...instances.values()].flatMap((instance) => [...(instance.deno?.pending ?? [])]),
      )
      instances.clear()
    },
  }
}

async function checkJwt(authorization: string | null): Promise<Response | null> {
  if (!authorization) {
    return Response.json({ msg: 'Error: Missing authorization header' }, { status: 401 })
  }
  const match = /^Bearer\s+(\S+)$/i.exec(authorization)
  try {
    if (!match) throw new Error('not a bearer token')
    await verifyJwt(match[1]!)
    return null
  } catch {
    return Response.json({ msg: 'Invalid JWT' }, { status: 401 })
  }
}

export const functionsService: ServiceFactory = async (ctx) => {
  const runner = createFunctionsRunner(ctx)
  return [{ name: 'functions', prefix: PREFIX, handle: runner.handle, close: runner.close }]
}
