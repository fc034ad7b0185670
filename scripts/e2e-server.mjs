// The end-to-end suite's server: the local stack on a fresh in-memory database, every edge function
// loaded, then the production build served as the host serves it (prerendered pages by path,
// app.html as the fallback, the hosting headers) on :5173. Playwright starts it (playwright.config.ts)
// and waits for :5173, which answers only once the stack and the functions are warm, so no test
// meets a cold path. `npm test` builds once (its size step) and this reuses that build.
//   node scripts/e2e-server.mjs [--port 5173] [--dir .local/size-dist]
import { join } from 'node:path'
import { option, processGroup, waitForUrl } from './lib.mjs'

const args = process.argv.slice(2)
const port = option(args, '--port', '5173')
const dir = option(args, '--dir', join('.local', 'size-dist'))
const API = 'http://127.0.0.1:54321'
const { start, stop } = processGroup()

// --warm-functions: the stack starts every edge function (a Deno process each) before it serves,
// and fails to start when one does not boot.
start('stack', process.execPath, [
  '--import',
  'tsx',
  'supabase/local/cli.ts',
  'start',
  '--memory',
  '--warm-functions',
])
// Within Playwright's 300 s for the whole server: a fresh stack took 174 s at load 14 on the shared
// 2-core machine (migrations and seed of the larger library), past the 120 s this waited before.
if (!(await waitForUrl(`${API}/health`, 270_000))) {
  console.error(`[stack] did not become ready on ${API} within 270 s`)
  stop(1)
} else {
  start('web', process.execPath, ['scripts/preview-headers.mjs', '--port', port, '--dir', dir])
}
