/**
 * `/functions/v1/<name>`: runs supabase/functions/<name>/index.ts in Deno, the runtime hosted
 * Supabase runs it in (the `deno` devDependency), answering as `supabase functions serve` does:
 * the same routing, JWT check (`verify_jwt` per function in config.toml), environment and error
 * bodies.
 *
 * Each function is its own `deno run` process, started on its first request with the function's
 * deno.json (imports, compilerOptions) and the serve environment, listening on a loopback port
 * (deno/serve-patch.ts); requests are forwarded to it. When one of its files, `_shared`, its
 * config or functions/.env changes, the next request restarts it, so edits are live.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROJECT_ROOT, loadProjectConfig, type ProjectConfig } from '../config.ts'
import type { ServiceFactory, StackContext } from '../context.ts'
import { mapApiKey, verifyJwt } from '../request-auth.ts'
import { denoConfigFor } from './deno-config.ts'
import { denoBinary, denoToolEnv } from './deno-tool.mjs'
import { buildFunctionEnv, functionsEnvFiles } from './env.ts'

const PREFIX = '/functions/v1'
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/
/** Wall-clock limit per request; Supabase's free plan stops a request after 150 s. */
const DEFAULT_TIMEOUT_MS = 150_000
/** A function that neither listens nor exits by then is a boot error (npm downloads included). */
const BOOT_TIMEOUT_MS = 60_000
const LISTENING = /^SANAD_FUNCTION_LISTENING (\d+)$/
const PRELOAD = fileURLToPath(new URL('./deno/serve-patch.ts', import.meta.url))
/**
 * What a function process takes from the stack's own environment besides the serve environment:
 * how to reach the npm registry (proxies, the registry, certificate authorities).
 */
const NETWORK_ENV = [
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_AUTH_TOKENS',
  'DENO_CERT',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
]
/** Headers that describe one hop, never forwarded (Deno.serve would also gzip for the client). */
const HOP_HEADERS = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']

interface FunctionConfig {
  enabled?: boolean
  verify_jwt?: boolean
  import_map?: string
  entrypoint?: string
}

interface Instance {
  stamp: string
  port?: number
  bootError?: string
  child?: ChildProcess
  exited?: boolean
}

/** Every file below `path` (or `path` itself), with its mtime and size. */
function stampOf(paths: string[]): string {
  const parts: string[] = []
  const visit = (path: string) => {
    let stat
    try {
      stat = statSync(path, { bigint: true })
    } catch {
      parts.push(`${path}:missing`)
      return
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name !== 'node_modules' && name !== 'deno.lock') visit(join(path, name))
      }
    } else parts.push(`${path}:${stat.mtimeNs}:${stat.size}`)
  }
  paths.forEach(visit)
  return parts.join('|')
}

function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    lines.forEach(onLine)
  })
  stream.on('end', () => rest && onLine(rest))
}

export function createFunctionsRunner(
  ctx: Pick<StackContext, 'apiUrl' | 'dbUrl' | 'supabaseDir'>,
  options: { timeoutMs?: number; projectRoot?: string } = {},
) {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT
  const functionsDir = join(ctx.supabaseDir, 'functions')
  const configPath = join(ctx.supabaseDir, 'config.toml')
  const timeoutMs =
    options.timeoutMs ?? Number(process.env.LOCAL_FUNCTIONS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS)
  const envFiles = functionsEnvFiles(ctx.supabaseDir)
  const instances = new Map<string, Instance>()
  const loading = new Map<string, Promise<Instance>>()
  let deno: string | undefined
  let config: { stamp: string; value: ProjectConfig } | undefined
  const serveDisabled = new Set(
    (process.env.SUPABASE_LOCAL_SERVE_DISABLED ?? '').split(',').map((name) => name.trim()),
  )

  function functionConfig(name: string): FunctionConfig {
    const stamp = stampOf([configPath])
    if (!config || config.stamp !== stamp) config = { stamp, value: loadProjectConfig(configPath) }
    const all = (config.value.raw.functions ?? {}) as Record<string, FunctionConfig>
    return all[name] ?? {}
  }

  /**
   * `enabled = false` in config.toml: not served (as `supabase functions serve`) and not deployed
   * (`supabase functions deploy` skips it), unless named in SUPABASE_LOCAL_SERVE_DISABLED, which
   * the integration suite sets for its test-only probe.
   */
  function served(name: string, settings: FunctionConfig): boolean {
    return settings.enabled !== false || serveDisabled.has(name)
  }

  function entryOf(name: string, settings: FunctionConfig): string {
    if (settings.entrypoint) return join(ctx.supabaseDir, settings.entrypoint)
    return join(functionsDir, name, 'index.ts')
  }

  function inputsOf(name: string, entry: string, settings: FunctionConfig): string[] {
    const functionDir = join(functionsDir, name)
    const denoConfig = denoConfigFor(functionDir, ctx.supabaseDir, settings.import_map)
    return [
      functionDir,
      entry,
      join(functionsDir, '_shared'),
      ...(denoConfig ? [denoConfig.path] : []),
      envFiles.env,
      envFiles.example,
    ]
  }

  function boot(name: string, entry: string, settings: FunctionConfig): Promise<Instance> {
    const functionDir = join(functionsDir, name)
    const stamp = stampOf(inputsOf(name, entry, settings))
    const denoConfig = denoConfigFor(functionDir, ctx.supabaseDir, settings.import_map)
    const env = buildFunctionEnv({
      supabaseDir: ctx.supabaseDir,
      apiUrl: ctx.apiUrl,
      dbUrl: ctx.dbUrl,
    })
    try {
      deno ??= denoBinary(projectRoot)
    } catch (error) {
      return Promise.resolve({ stamp, bootError: `deno not found: ${(error as Error).message}` })
    }
    const args = [
      'run',
      '--allow-all',
      '--no-prompt',
      // Locally resolved versions are not written next to the function's source.
      '--no-lock',
      ...(denoConfig ? [denoConfig.flag, denoConfig.path] : ['--no-config']),
      '--preload',
      PRELOAD,
      entry,
    ]
    const child = spawn(deno, args, {
      cwd: existsSync(functionDir) ? functionDir : ctx.supabaseDir,
      env: {
        ...Object.fromEntries(env),
        ...Object.fromEntries(
          NETWORK_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
        ),
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? projectRoot,
        ...denoToolEnv(projectRoot),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        SANAD_FUNCTION_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const instance: Instance = { stamp, child }
    return new Promise((resolve) => {
      let settled = false
      let stderr = ''
      const settle = (value: Partial<Instance>) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        Object.assign(instance, value)
        resolve(instance)
      }
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        settle({ bootError: `no Deno.serve() within ${BOOT_TIMEOUT_MS / 1000} s\n${stderr}` })
      }, BOOT_TIMEOUT_MS)
      eachLine(child.stdout!, (line) => {
        const listening = LISTENING.exec(line)
        if (listening) settle({ port: Number(listening[1]) })
        else console.log(`[functions:${name}] ${line}`)
      })
      eachLine(child.stderr!, (line) => {
        if (stderr.length < 20_000) stderr += `${line}\n`
        console.error(`[functions:${name}] ${line}`)
      })
      child.on('error', (error) => settle({ bootError: error.message, exited: true }))
      child.on('exit', (code, signal) => {
        instance.exited = true
        settle({
          bootError:
            stderr.trim() ||
            (code === 0
              ? 'The function never called Deno.serve(handler).'
              : `deno exited with ${code ?? signal}`),
        })
      })
    })
  }

  function stop(instance: Instance | undefined) {
    if (instance?.child && !instance.exited) instance.child.kill('SIGTERM')
  }

  async function instanceFor(name: string, entry: string, settings: FunctionConfig) {
    const current = instances.get(name)
    if (current && !current.exited && current.stamp === stampOf(inputsOf(name, entry, settings))) {
      return current
    }
    const inFlight = loading.get(name)
    if (inFlight) return inFlight
    stop(current)
    const promise = boot(name, entry, settings).finally(() => loading.delete(name))
    loading.set(name, promise)
    const instance = await promise
    if (instance.bootError) {
      console.error(`[functions] ${name} failed to boot: ${instance.bootError}`)
    }
    instances.set(name, instance)
    return instance
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const match = /^\/([^/]+)(\/.*)?$/.exec(url.pathname.slice(PREFIX.length))
    const name = match?.[1] ?? ''
    const settings = NAME.test(name) ? functionConfig(name) : {}
    const entry = entryOf(name, settings)
    if (!NAME.test(name) || !served(name, settings) || !existsSync(entry)) {
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
    if (!instance.port) {
      return Response.json(
        { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
        { status: 503 },
      )
    }

    // The function sees /<name>/<rest>, as behind Kong (which strips /functions/v1).
    const target = `http://127.0.0.1:${instance.port}/${name}${match?.[2] ?? ''}${url.search}`
    for (const header of HOP_HEADERS) headers.delete(header)
    // Deno.serve compresses for a client that accepts it; the gateway answers the real client.
    headers.delete('accept-encoding')
    const abort = new AbortController()
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.arrayBuffer()
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
      const run = fetch(target, {
        method: request.method,
        headers,
        body,
        signal: abort.signal,
        redirect: 'manual',
      }).then((answer) => {
        const out = new Headers(answer.headers)
        for (const header of [...HOP_HEADERS, 'content-length']) out.delete(header)
        return new Response(answer.body, {
          status: answer.status,
          statusText: answer.statusText,
          headers: out,
        })
      })
      return await Promise.race([run, timeout])
    } catch (error) {
      console.error(`[functions] ${name}: no answer from the function:`, error)
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

  /** Starts every enabled function; throws, naming them, when any fails to boot. */
  async function warm(): Promise<string[]> {
    const names = existsSync(functionsDir)
      ? readdirSync(functionsDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && NAME.test(entry.name))
          .map((entry) => entry.name)
      : []
    const started = await Promise.all(
      names.map(async (name) => {
        const settings = functionConfig(name)
        const entry = entryOf(name, settings)
        if (!served(name, settings) || !existsSync(entry)) return null
        const instance = await instanceFor(name, entry, settings)
        return { name, ok: Boolean(instance.port) }
      }),
    )
    const failed = started.filter((s) => s && !s.ok).map((s) => s!.name)
    if (failed.length) throw new Error(`edge functions failed to boot: ${failed.join(', ')}`)
    return started.filter((s) => s !== null).map((s) => s.name)
  }

  return {
    handle,
    warm,
    async close() {
      await Promise.allSettled([...loading.values()])
      await Promise.all(
        [...instances.values()].map(
          (instance) =>
            new Promise<void>((resolve) => {
              if (!instance.child || instance.exited) return resolve()
              instance.child.once('exit', () => resolve())
              instance.child.kill('SIGTERM')
            }),
        ),
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
  if (ctx.warmFunctions) {
    const started = performance.now()
    const names = await runner.warm()
    console.log(
      `[functions] ${names.length} started in ${Math.round(performance.now() - started)} ms`,
    )
  }
  return [{ name: 'functions', prefix: PREFIX, handle: runner.handle, close: runner.close }]
}
