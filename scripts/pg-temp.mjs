// A throwaway native Postgres cluster for the test suite's second database run (and benchmarks):
// initdb into a temp folder, start on a private port and socket dir, stop and delete afterwards.
// initdb refuses root, so as root the cluster runs as the `postgres` system user.
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'

export function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(root, versions[0], 'bin') : null
}

function asPostgres(bin, args) {
  const isRoot = process.getuid?.() === 0
  const [cmd, cmdArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  return execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
}

/** Starts a cluster; returns { url, stop }. */
export function startTempPostgres({ port = 54329 } = {}) {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'sanad-pg-'))
  const data = join(dir, 'data')
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A test database: durability traded for speed.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ')
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ])
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    process.off('exit', stop)
    try {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  // pg_ctl daemonizes the server (as `postgres` when root): a run that is interrupted would leave
  // it holding its port. Stopped when this process exits, and on SIGINT/SIGTERM, which exit.
  process.once('exit', stop)
  exitOnSignals()
  return { url, stop }
}

let signalsWired = false
function exitOnSignals() {
  if (signalsWired) return
  signalsWired = true
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => process.exit(code))
  }
}
