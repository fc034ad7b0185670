/**
 * The library's quality gate from the command line (issue 44): every prompt file under
 * scripts/catalogue/ (prompts-*.mjs, each exporting arrays of prompts), checked by
 * src/lib/prompt-quality.ts. `npm test` runs the same checks in tests/unit/catalogue-quality.test.ts.
 *
 *   npx tsx scripts/catalogue-gate.ts                      the whole library
 *   npx tsx scripts/catalogue-gate.ts scripts/catalogue/prompts-x.mjs …   only those files' prompts
 *                                                          (still compared with all the others)
 */
import { readdirSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { checkCatalogue, type CataloguePrompt } from '../src/lib/prompt-quality'

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'catalogue')

export async function loadPromptFiles(dir = DIR): Promise<Map<string, CataloguePrompt[]>> {
  const files = readdirSync(dir)
    .filter((name) => /^prompts-.*\.mjs$/.test(name))
    .sort()
  const out = new Map<string, CataloguePrompt[]>()
  for (const name of files) {
    try {
      const module = (await import(pathToFileURL(join(dir, name)).href)) as Record<string, unknown>
      const list = Object.values(module).filter(Array.isArray).flat() as CataloguePrompt[]
      out.set(name, list)
    } catch (error) {
      // A file being written by someone else must not stop a check of yours; yours must load.
      broken.set(name, error instanceof Error ? error.message : String(error))
    }
  }
  return out
}

/** Files that did not load (name → error), from the last loadPromptFiles. */
export const broken = new Map<string, string>()

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const only = new Set(process.argv.slice(2).map((f) => basename(f)))
  const files = await loadPromptFiles()
  const mine: CataloguePrompt[] = []
  const others: CataloguePrompt[] = []
  for (const [name, list] of files)
    (only.size === 0 || only.has(name) ? mine : others).push(...list)
  for (const [name, message] of broken) {
    if (only.size === 0 || only.has(name)) {
      console.log(`✗ ${name} does not load: ${message}`)
      process.exitCode = 1
    } else console.log(`(skipped ${name}: it does not load yet)`)
  }
  const report = checkCatalogue(mine, { against: others })
  for (const { slug, message } of report.problems) console.log(`✗ ${slug}: ${message}`)
  console.log(`\n${mine.length} prompts checked (${mine.length + others.length} in the library)`)
  console.log('most similar bodies (four-word runs, Jaccard):')
  for (const { a, b, score } of report.closestBodies.slice(0, 5))
    console.log(`  ${score.toFixed(3)}  ${a} ~ ${b}`)
  console.log('most similar titles (words, Jaccard):')
  for (const { a, b, score } of report.closestTitles.slice(0, 5))
    console.log(`  ${score.toFixed(3)}  ${a} ~ ${b}`)
  console.log(
    report.problems.length === 0 ? 'gate: passed' : `gate: ${report.problems.length} problems`,
  )
  if (report.problems.length > 0) process.exitCode = 1
}
