// `npm run dev`: the local Supabase stack (PGlite under .local/db, or DATABASE_URL) and Vite,
// with prefixed logs; Ctrl-C stops both. (The end-to-end suite has its own: scripts/e2e-server.mjs.)
import { spawnPrefixed, waitForUrl } from './lib.mjs'

const stackArgs = ['--import', 'tsx', 'supabase/local/cli.ts', 'start']
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

const stack = spawnPrefixed('stack', process.execPath, stackArgs)
children.push(stack)
stack.on('exit', (code) => {
  if (!stopping) {
    console.error(`[stack] exited with code ${code}`)
    stop(code || 1)
  }
})

// Vite starts once the API answers, so the first page never meets a backend that is not there.
if (!(await waitForUrl('http://127.0.0.1:54321/health', 90_000))) {
  console.error('[stack] did not become ready on http://127.0.0.1:54321 within 90 s')
  stop(1)
} else {
  const web = spawnPrefixed('web', process.execPath, [
    'node_modules/vite/bin/vite.js',
    '--host',
    '127.0.0.1',
    '--port',
    '5173',
    '--strictPort',
  ])
  children.push(web)
  web.on('exit', (code) => {
    if (!stopping) stop(code || 0)
  })
}
