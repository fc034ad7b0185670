// `npm run dev`: the local Supabase stack (PGlite under .local/db, or DATABASE_URL) and Vite,
// with prefixed logs; Ctrl-C stops both. (The end-to-end suite has its own: scripts/e2e-server.mjs.)
import { processGroup, waitForUrl } from './lib.mjs'

const { start, stop } = processGroup()
start('stack', process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start'])

// Vite starts once the API answers, so the first page never meets a backend that is not there.
if (!(await waitForUrl('http://127.0.0.1:54321/health', 90_000))) {
  console.error('[stack] did not become ready on http://127.0.0.1:54321 within 90 s')
  stop(1)
} else {
  start(
    'web',
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', '5173', '--strictPort'],
    // Vite closing on its own (e.g. `q` in its prompt) ends the session quietly.
    { onExit: (code, stopAll) => stopAll(code || 0) },
  )
}
