/**
 * Preloaded (`deno run --preload`) before each edge function by the local stack:
 * - `Deno.serve(...)` listens on the loopback port the stack chose (0: any free port) and reports
 *   the port on stdout; the function's handler and its other options are kept.
 * - A handler that throws gets the edge runtime's 500 answer, unless the function set `onError`.
 * - The process ends when the stack that started it is gone (its parent changed), so a stack
 *   killed without a chance to clean up leaves no function running.
 */
const LISTENING = 'SANAD_FUNCTION_LISTENING'
const port = Number(Deno.env.get('SANAD_FUNCTION_PORT') ?? '0')
const serve = Deno.serve.bind(Deno) as (
  options: object,
  handler: Deno.ServeHandler,
) => Deno.HttpServer

function edgeRuntimeError(error: unknown): Response {
  console.error(error)
  return Response.json(
    { code: 'Internal Server Error', message: 'Request failed due to an internal server error' },
    { status: 500 },
  )
}

function patchedServe(...args: unknown[]): Deno.HttpServer {
  let handler: Deno.ServeHandler | undefined
  let options: Record<string, unknown> = {}
  for (const arg of args) {
    if (typeof arg === 'function') handler = arg as Deno.ServeHandler
    else if (arg && typeof arg === 'object') options = arg as Record<string, unknown>
  }
  handler ??= options.handler as Deno.ServeHandler | undefined
  if (!handler) throw new TypeError('Deno.serve needs a handler')
  const { handler: _handler, onListen: _onListen, ...rest } = options
  return serve(
    {
      onError: edgeRuntimeError,
      ...rest,
      hostname: '127.0.0.1',
      port,
      onListen({ port: bound }: { port: number }) {
        console.log(`${LISTENING} ${bound}`)
      },
    },
    handler,
  )
}

Object.defineProperty(Deno, 'serve', { value: patchedServe, configurable: true, writable: true })

function parentPid(): number {
  try {
    // Linux: the live parent (Deno.ppid is read once at start).
    return Number(Deno.readTextFileSync('/proc/self/stat').split(') ')[1]!.split(' ')[1])
  } catch {
    return Deno.ppid
  }
}
const parent = parentPid()
const watch = setInterval(() => {
  if (parentPid() !== parent) Deno.exit(0)
}, 1000)
Deno.unrefTimer(watch)
