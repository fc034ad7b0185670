// The production build served by `vite preview` with the hosting headers (dist/_headers), for the
// end-to-end suite (scripts/e2e-server.mjs serves it on :5173) or on its own. Builds first only when the build is missing or older than its
// sources; the default directory is the one `npm test`'s size step has just built, so a full run
// builds once.
//   node scripts/preview-headers.mjs [--port 4180] [--dir .local/size-dist]
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { option, run } from './lib.mjs'

const args = process.argv.slice(2)
const port = option(args, '--port', '4180')
const dir = option(args, '--dir', join('.local', 'size-dist'))
const vite = join('node_modules', '.bin', 'vite')

const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/security-headers.ts',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

// _headers is written by the build and removed again when its HTML check fails (vite.config.ts).
const built = join(dir, '_headers')
const sourcesChanged = Math.max(...SOURCES.map(newest))
if (!existsSync(built) || statSync(built).mtimeMs < sourcesChanged) {
  console.log(`Building into ${dir} (missing or older than its sources)...`)
  const code = await run(vite, ['build', '--logLevel', 'warn', '--outDir', dir])
  if (code !== 0) process.exit(code)
} else {
  console.log(`Reusing the build in ${dir}`)
}

const preview = spawn(vite, ['preview', '--outDir', dir, '--port', port, '--strictPort'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal))
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
