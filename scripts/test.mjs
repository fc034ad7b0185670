// `npm test`: every check and test layer, in order, with one summary at the end.
//   type-check -> lint -> format -> audit (npm advisories) -> size (bundle budget) -> deno (check and
//   lint of the edge functions) -> deploy (the real
//   Supabase CLI: db push + seed, migration list, gen types, db lint) -> unit -> integration (PGlite)
//   -> integration (native Postgres) -> end-to-end (Playwright + Debian Chromium)
// `npm test -- --only unit,e2e` or `--skip e2e` runs a subset while developing.
// Steps that each keep one core busy at most run side by side on the 2-core CI machine (the three
// static checks; the two integration runs, each against its own stack and port); their output is
// printed whole, one step after the other, when the group ends.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, sep } from 'node:path'
import { execFileSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { runAudit } from './audit.mjs'
import { run } from './lib.mjs'
import { findPostgresBin, startTempPostgres } from './pg-temp.mjs'
import { deployCheck } from './supabase-db.mjs'
import { denoChecks } from './deno-functions.mjs'

const args = process.argv.slice(2)
const listArg = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? (args[i + 1] ?? '').split(',').filter(Boolean) : null
}
const only = listArg('--only')
const skip = listArg('--skip') ?? []
// A name covers its sub-steps: `--only integration:postgres` runs both of its shards.
const names = (step) => step.split(':').map((_, i, parts) => parts.slice(0, i + 1).join(':'))
const wanted = (step) =>
  (!only || names(step).some((name) => only.includes(name))) &&
  !names(step).some((name) => skip.includes(name))

const REPORTS = join('.local', 'reports')
mkdirSync(REPORTS, { recursive: true })
// The reports of the layers this run covers start empty (phase records are appended to); a
// sub-step (`--only integration:postgres`) clears its whole layer, so no stale report is read.
for (const name of readdirSync(REPORTS)) {
  const layer = name.match(/^(?:phases-)?(unit|integration|e2e)\b/)?.[1]
  const runs = (l) => (!only || only.some((o) => o.startsWith(l))) && !skip.includes(l)
  if (layer && runs(layer) && /\.(json|jsonl)$/.test(name) && name !== 'summary.json') {
    rmSync(join(REPORTS, name), { force: true })
  }
}
const npx = (bin) => join('node_modules', '.bin', bin)
const results = []
const startedAt = Date.now()
// A test that passed only on its retry is flaky: never counted as a pass, and it fails the run.
const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 }

function readVitestJson(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests ?? 0
  counts.failed += report.numFailedTests ?? 0
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function readPlaywrightJson(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += stats?.expected ?? 0
  counts.flaky += stats?.flaky ?? 0
  counts.failed += stats?.unexpected ?? 0
  counts.skipped += stats?.skipped ?? 0
}

// A step returns its exit code, or { skipped: reason } when it could not run here (not a pass).
// `fn` gets the spawn options for its commands: inherited output, or a log file inside a group.
async function step(name, fn, io = { stdio: 'inherit' }) {
  if (!wanted(name)) return
  const started = Date.now()
  if (io.stdio === 'inherit') console.log(`\n━━ ${name} ━━`)
  const code = await fn(io)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const skipped = typeof code === 'object' ? code.skipped : undefined
  results.push({ name, ok: code === 0 || skipped !== undefined, skipped, seconds })
  const state = skipped ? `SKIPPED (${skipped})` : code === 0 ? 'ok' : `FAILED (exit ${code})`
  return `━━ ${name}: ${state} in ${seconds} s`
}

async function sequential(name, fn) {
  const line = await step(name, fn)
  if (line) console.log(line)
}

/** Runs [name, fn] steps at the same time, each writing to its own log, printed when all end. */
async function parallel(...all) {
  const steps = all.filter(([name]) => wanted(name))
  if (steps.length === 0) return
  const before = results.length
  const logs = steps.map(([name]) => join(REPORTS, `${name.replace(/\W/g, '-')}.log`))
  console.log(`\n━━ ${steps.map(([name]) => name).join(' + ')} (side by side) ━━`)
  const lines = await Promise.all(
    steps.map(([name, fn], i) => {
      const fd = openSync(logs[i], 'w')
      return step(name, fn, { stdio: ['ignore', fd, fd] }).finally(() => closeSync(fd))
    }),
  )
  steps.forEach(([name], i) => {
    if (!lines[i]) return
    console.log(`\n━━ ${name} ━━`)
    process.stdout.write(readFileSync(logs[i], 'utf8'))
    console.log(lines[i])
    rmSync(logs[i], { force: true })
  })
  // The summary lists the group's steps in their written order, not in the order they ended.
  const order = steps.map(([name]) => name)
  const group = results.splice(before).sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
  results.push(...group)
}

const isRoot = process.getuid?.() === 0
function hasCommand(name) {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
function aptInstall(pkg) {
  if (!isRoot) return false
  try {
    console.log(`Installing ${pkg} from Debian (apt-get)...`)
    execFileSync('apt-get', ['update'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit' })
    return true
  } catch {
    return false
  }
}

await parallel(
  ['typecheck', (io) => run(npx('tsc'), ['-b', '--noEmit'], io)],
  ['lint', (io) => run(npx('eslint'), ['.', '--max-warnings=0'], io)],
  ['format', (io) => run(npx('prettier'), ['--check', '.', '--log-level', 'warn'], io)],
  // The library's quality gate over scripts/catalogue/ (issue 44): its problems and closest pairs.
  ['catalogue', (io) => run(npx('tsx'), ['scripts/catalogue-gate.ts'], io)],
)
// npm audit --omit=dev: high or critical advisories fail; a registry without the audit endpoint skips.
await sequential('audit', async () => {
  const audit = await runAudit()
  console.log(`npm audit --omit=dev: ${audit.reason}`)
  if (audit.status === 'unavailable') return { skipped: audit.reason }
  return audit.status === 'pass' ? 0 : 1
})
// Production build, then the marketing pages' initial JS against its gzip budget (bench/size-check.mjs).
await sequential('size', () =>
  run(process.execPath, ['bench/size-check.mjs', '--build', '--dir', join('.local', 'size-dist')]),
)

// The edge functions as Deno sees them: deno check (each with its deno.json) and deno lint.
await sequential('deno', () => denoChecks())

// What hosted Supabase would get from `supabase db push`, on a bootstrap-only native Postgres.
await sequential('deploy', async () => {
  const bin = findPostgresBin() ?? (aptInstall('postgresql') ? findPostgresBin() : null)
  if (!bin) {
    console.error('The deploy check needs native PostgreSQL: apt-get install -y postgresql')
    return 1
  }
  // `supabase db lint` runs plpgsql_check inside the database.
  const major = bin.split('/').at(-2)
  const extension = `/usr/share/postgresql/${major}/extension/plpgsql_check.control`
  if (
    !existsSync(extension) &&
    !(aptInstall(`postgresql-${major}-plpgsql-check`) && existsSync(extension))
  ) {
    console.error(
      `supabase db lint needs plpgsql_check: apt-get install -y postgresql-${major}-plpgsql-check`,
    )
    return 1
  }
  return deployCheck()
})

await sequential('unit', async () => {
  // The invoice PDF's test reads its text back with poppler's pdftotext (issue 46).
  if (!hasCommand('pdftotext') && !(aptInstall('poppler-utils') && hasCommand('pdftotext'))) {
    console.error('The invoice PDF test needs pdftotext: apt-get install -y poppler-utils')
    return 1
  }
  const out = join(REPORTS, 'unit.json')
  const code = await run(npx('vitest'), [
    'run',
    '--project',
    'unit',
    // Vitest's default leaves one core idle on this 2-core machine (104 s -> 64 s with both).
    `--maxWorkers=${availableParallelism()}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  readVitestJson(out)
  return code
})

async function integration(label, env, io, files = []) {
  const out = join(REPORTS, `integration-${label}.json`)
  const code = await run(
    npx('vitest'),
    [
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...files,
    ],
    { ...io, env: { ...process.env, ...env } },
  )
  readVitestJson(out)
  return code
}

// Native Postgres (production's engine) runs every integration file; PGlite (the default local
// database) the files where the two can differ (docs/decisions.md, "Two databases"): the local
// stack itself over its driver (tests/integration/local-stack) and the files marked `// @pglite:`
// with the engine feature PGlite builds on its own (extensions). INTEGRATION_PGLITE=all runs all.
function pgliteFiles(dir = join('tests', 'integration')) {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((file) => file.endsWith('.test.ts'))
    .filter(
      (file) =>
        file.startsWith(join(dir, 'local-stack') + sep) ||
        /^\/\/ @pglite: \S/m.test(readFileSync(file, 'utf8')),
    )
    .sort()
}

// The native Postgres run waits more than it computes (functions, polling for states, rate-limit
// windows: about 1.3 of the 2 cores): it runs as two shards side by side, each with its own
// cluster and stack, next to the PGlite run (docs/performance.md, "The test suite's time").
// Ports: PGlite's stack 24331 (+1 its wire port); the shards' clusters 24329 and 24369 and their
// stacks 24351 and 24371; a test's second stack takes its run's port + 5..15.
const SHARDS = Number(process.env.INTEGRATION_SHARDS) || 2
const postgresShard = (shard) => [
  `integration:postgres:${shard}`,
  async (io) => {
    if (!findPostgresBin() && !(aptInstall('postgresql') && findPostgresBin())) {
      console.error('Native PostgreSQL is required for this step: apt-get install -y postgresql')
      return 1
    }
    const pg = startTempPostgres({ port: 24329 + 40 * (shard - 1) }) // below the ephemeral range
    try {
      return await integration(
        `postgres-${shard}`,
        { DATABASE_URL: pg.url, LOCAL_STACK_PORT: String(24351 + 20 * (shard - 1)) },
        io,
        [`--shard=${shard}/${SHARDS}`],
      )
    } finally {
      pg.stop()
    }
  },
]
await parallel(
  [
    'integration:pglite',
    (io) =>
      integration(
        'pglite',
        { DATABASE_URL: '', LOCAL_STACK_PORT: '24331' },
        io,
        process.env.INTEGRATION_PGLITE === 'all' ? [] : pgliteFiles(),
      ),
  ],
  ...Array.from({ length: SHARDS }, (_, i) => postgresShard(i + 1)),
)

await sequential('e2e', async () => {
  const chromium = '/usr/bin/chromium'
  if (!existsSync(chromium) && !(aptInstall('chromium') && existsSync(chromium))) {
    console.error(
      'End-to-end tests need Debian Chromium at /usr/bin/chromium: apt-get install -y chromium',
    )
    return 1
  }
  const out = join(REPORTS, 'e2e.json')
  const code = await run(npx('playwright'), ['test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  })
  readPlaywrightJson(out)
  return code
})

console.log('\n━━ summary ━━')
for (const r of results) {
  const mark = r.skipped ? '-' : r.ok ? '✓' : '✗'
  console.log(
    `${mark} ${r.name.padEnd(22)} ${r.seconds} s${r.skipped ? `  skipped: ${r.skipped}` : ''}`,
  )
}
const failedSteps = results.filter((r) => !r.ok).length
const skippedSteps = results.filter((r) => r.skipped).length
// npm run bench reports the wall time of the last full run.
if (!only && skip.length === 0) {
  writeFileSync(
    join(REPORTS, 'summary.json'),
    JSON.stringify({
      finishedAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - startedAt) / 1000),
      steps: results,
      counts,
    }),
  )
}
console.log(
  `steps: ${results.length - failedSteps - skippedSteps} passed, ${failedSteps} failed, ${skippedSteps} skipped`,
)
// The last line keeps the plain 'N passed, N failed, N skipped' shape that CI reads.
console.log(`flaky: ${counts.flaky} (passed only on a retry: not a pass, and the run fails)`)
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failedSteps === 0 && counts.failed === 0 && counts.flaky === 0 ? 0 : 1)
