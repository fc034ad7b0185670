// The end-to-end suite's server: the local stack on a fresh in-memory database, every edge function
// loaded, then the production build served as the host serves it (prerendered pages by path,
// app.html as the fallback, the hosting headers) on :5173. Playwright starts it (playwright.config.ts)
// and waits for :5173, which answers only once the stack and the functions are warm, so no test
// meets a cold path. `npm test` builds once (its size step) and this reuses that build.
//   node scripts/e2e-server.mjs [--port 5173] [--dir .local/size-dist]
import { join } from 'node:path'
import { functionNames, spawnPrefixed, waitForUrl } from './lib.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const port = option('--port', '5173')
const dir = option('--dir', join('.local', 'size-dist'))
const API = 'http://127.0.0.1:54321'

const children = []
let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

function start(name, command, commandArgs) {
  const child = spawnPrefixed(name, command, commandArgs)
  children.push(child)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}`)
      stop(code || 1)
    }
  })
  return child
}

/**
 * Loads each function the way its first browser call would (a CORS preflight goes through the
 * same routing and boot, without a JWT). A function that does not boot fails the start here,
 * with its name, instead of a test later with a time-out.
 */
async function warmFunctions() {
  const started = Date.now()
  const results = await Promise.all(
    functionNames().map(async (name) => {
      const response = await fetch(`${API}/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: { origin: `http://127.0.0.1:${port}`, 'access-control-request-method': 'POST' },
      })
      await response.arrayBuffer()
      return { name, status: response.status }
    }),
  )
  const failed = results.filter((r) => r.status >= 500)
  for (const r of failed)
    console.error(`[stack] function ${r.name} did not boot (HTTP ${r.status})`)
  console.log(`[stack] ${results.length} functions loaded in ${Date.now() - started} ms`)
  return failed.length === 0
}

start('stack', process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start', '--memory'])
if (!(await waitForUrl(`${API}/health`, 120_000))) {
  console.error(`[stack] did not become ready on ${API} within 120 s`)
  stop(1)
} else if (!(await warmFunctions())) {
  stop(1)
} else {
  start('web', process.execPath, ['scripts/preview-headers.mjs', '--port', port, '--dir', dir])
}
