// The slowest test files of each layer from the last `npm test` (its JSON reports in
// .local/reports), with what they spend their time on where the suite records it
// (.local/reports/phases-*.jsonl: sign-ups, rate-limit windows, polling, page loads).
//   node scripts/test-times.mjs [--top 20] [--markdown]
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const REPORTS = join('.local', 'reports')
const args = process.argv.slice(2)
const top = Number(args[args.indexOf('--top') + 1]) || 20
const markdown = args.includes('--markdown')
const root = process.cwd()

/** file -> phase -> { ms, n }, from the phase records the test helpers append. */
function phases() {
  const byFile = new Map()
  if (!existsSync(REPORTS)) return byFile
  for (const name of readdirSync(REPORTS).filter((f) => /^phases-.*\.jsonl$/.test(f))) {
    const layer = name.replace(/^phases-|\.jsonl$/g, '')
    for (const line of readFileSync(join(REPORTS, name), 'utf8').split('\n')) {
      if (!line.trim()) continue
      const { file, phase, ms } = JSON.parse(line)
      const key = `${layer}|${file}`
      const entry = byFile.get(key) ?? {}
      entry[phase] = { ms: (entry[phase]?.ms ?? 0) + ms, n: (entry[phase]?.n ?? 0) + 1 }
      byFile.set(key, entry)
    }
  }
  return byFile
}

function vitestFiles(report) {
  return report.testResults.map((f) => ({
    file: relative(root, f.name),
    ms: f.endTime - f.startTime,
    tests: f.assertionResults.length,
  }))
}

function playwrightFiles(report) {
  const byFile = new Map()
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = byFile.get(spec.file) ?? {
          file: join('tests', 'e2e', spec.file),
          ms: 0,
          tests: 0,
        }
        entry.tests += 1
        for (const result of test.results ?? []) entry.ms += result.duration
        byFile.set(spec.file, entry)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return [...byFile.values()]
}

const layers = [
  ['unit', 'unit.json', vitestFiles],
  ['integration:pglite', 'integration-pglite.json', vitestFiles],
  ['integration:postgres', /^integration-postgres(-\d+)?\.json$/, vitestFiles],
  ['e2e', 'e2e.json', playwrightFiles],
]
const recorded = phases()
const seconds = (ms) => (ms / 1000).toFixed(1)

for (const [layer, file, read] of layers) {
  // A layer run in shards has a report per shard.
  const paths =
    typeof file === 'string'
      ? [join(REPORTS, file)].filter((path) => existsSync(path))
      : existsSync(REPORTS)
        ? readdirSync(REPORTS)
            .filter((name) => file.test(name))
            .map((name) => join(REPORTS, name))
        : []
  if (paths.length === 0) {
    console.log(`\n${layer}: no report in ${REPORTS}; run npm test first`)
    continue
  }
  const files = paths
    .flatMap((path) => read(JSON.parse(readFileSync(path, 'utf8'))))
    .sort((a, b) => b.ms - a.ms)
  const total = files.reduce((sum, f) => sum + f.ms, 0)
  const phaseLayer = layer.startsWith('integration') ? layer.replace(':', '-') : layer
  console.log(
    `\n${layer}: ${files.length} files, ${seconds(total)} s of file time` +
      (layer === 'e2e' ? ' (summed over workers, retries included)' : ''),
  )
  const setup = recorded.get(`${phaseLayer}|(global setup)`)
  for (const [phase, { ms, n }] of Object.entries(setup ?? {})) {
    console.log(`${phase}: ${seconds(ms)} s${n > 1 ? ` over ${n} runs (shards)` : ''}`)
  }
  if (markdown) {
    console.log('\n| file | s | tests | spent on (s, calls) |\n| --- | ---: | ---: | --- |')
  }
  for (const f of files.slice(0, top)) {
    const spent = Object.entries(recorded.get(`${phaseLayer}|${f.file}`) ?? {})
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([phase, { ms, n }]) => `${phase} ${seconds(ms)} (${n})`)
      .join(', ')
    if (markdown) console.log(`| \`${f.file}\` | ${seconds(f.ms)} | ${f.tests} | ${spent || '—'} |`)
    else
      console.log(
        `${seconds(f.ms).padStart(7)} s  ${String(f.tests).padStart(3)} tests  ${f.file}${spent ? `  [${spent}]` : ''}`,
      )
  }
}
