/**
 * The part of the Deno namespace Supabase edge functions use, for one function instance. Each
 * bundle gets its own shim (bound as a module-level `Deno` in the bundle), so `Deno.env.set` in
 * one function never reaches another, as separate edge-runtime workers guarantee.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'

// Deno has a global WebSocket; Node 20 does not, and supabase-js's realtime client throws without
// one as soon as a function calls createClient().
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

export type FetchHandler = (request: Request, info?: unknown) => Response | Promise<Response>

export interface DenoInstance {
  Deno: Record<string, unknown>
  EdgeRuntime: Record<string, unknown>
  /** The handler given to `Deno.serve` while the module was evaluated. */
  handler(): FetchHandler | undefined
  /** Background work registered with `EdgeRuntime.waitUntil` (errors are only logged). */
  pending: Set<Promise<unknown>>
}

class DenoError extends Error {
  constructor(name: string, message?: string) {
    super(message)
    this.name = name
  }
}

const errorNames = [
  'NotFound',
  'PermissionDenied',
  'AlreadyExists',
  'InvalidData',
  'TimedOut',
  'Interrupted',
  'BadResource',
  'Http',
  'Busy',
  'NotSupported',
]

export function createDenoInstance(options: {
  name: string
  env: Map<string, string>
  /** Relative paths (Deno.readTextFile('./x.json')) resolve against the function's folder. */
  cwd: string
}): DenoInstance {
  const { env, cwd } = options
  let handler: FetchHandler | undefined
  const pending = new Set<Promise<unknown>>()
  const toPath = (path: string | URL) => {
    const text = path instanceof URL ? fileURLToPath(path) : path
    if (text.startsWith('file:')) return fileURLToPath(text)
    return isAbsolute(text) ? text : resolve(cwd, text)
  }
  const errors = Object.fromEntries(
    errorNames.map((name) => [
      name,
      class extends DenoError {
        constructor(message?: string) {
          super(name, message)
        }
      },
    ]),
  )
  const wrapFsError = (error: unknown): never => {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') {
      throw new (errors.NotFound as new (message?: string) => Error)((error as Error).message)
    }
    throw error
  }

  const serve = (...args: unknown[]) => {
    const [first, second] = args
    if (typeof first === 'function') handler = first as FetchHandler
    else if (typeof second === 'function') handler = second as FetchHandler
    else if (first && typeof (first as { handler?: unknown }).handler === 'function') {
      handler = (first as { handler: FetchHandler }).handler
    } else throw new TypeError('Deno.serve expects a handler function')
    let resolveFinished: () => void = () => {}
    const finished = new Promise<void>((resolveIt) => (resolveFinished = resolveIt))
    return {
      finished,
      addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
      ref() {},
      unref() {},
      async shutdown() {
        resolveFinished()
      },
    }
  }

  const Deno: Record<string, unknown> = {
    serve,
    env: {
      get: (key: string) => env.get(key),
      set: (key: string, value: string) => void env.set(key, String(value)),
      has: (key: string) => env.has(key),
      delete: (key: string) => void env.delete(key),
      toObject: () => Object.fromEntries(env),
    },
    version: { deno: '2.1.4', v8: process.versions.v8, typescript: '5.6.2' },
    build: { os: 'linux', arch: 'x86_64', target: 'x86_64-unknown-linux-gnu', vendor: 'unknown' },
    pid: process.pid,
    noColor: true,
    errors,
    cwd: () => cwd,
    readTextFile: (path: string | URL) => readFile(toPath(path), 'utf8').catch(wrapFsError),
    readFile: (path: string | URL) =>
      readFile(toPath(path))
        .then((buffer) => new Uint8Array(buffer))
        .catch(wrapFsError),
    writeTextFile: (path: string | URL, data: string) => writeFile(toPath(path), data),
    unrefTimer: (id: unknown) => (id as { unref?: () => void })?.unref?.(),
    refTimer: (id: unknown) => (id as { ref?: () => void })?.ref?.(),
    memoryUsage: () => process.memoryUsage(),
    exit: (code?: number) => {
      throw new Error(`Deno.exit(${code ?? 0}) called by function ${options.name}`)
    },
  }

  const EdgeRuntime: Record<string, unknown> = {
    waitUntil(promise: Promise<unknown>) {
      const tracked = Promise.resolve(promise)
        .catch((error: unknown) => console.error(`[functions] ${options.name} waitUntil:`, error))
        .finally(() => pending.delete(tracked))
      pending.add(tracked)
      return tracked
    },
  }

  return { Deno, EdgeRuntime, handler: () => handler, pending }
}
