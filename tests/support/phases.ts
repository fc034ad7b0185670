/**
 * What an integration file spends its time on (issue 42): a helper that creates users, waits for
 * a rate-limit window or polls for a state wraps its work in `phase`, and the time lands in
 * .local/reports/phases-integration-<db>.jsonl under the running file, for
 * `node scripts/test-times.mjs`. Recording is a file append; it changes no test's behaviour.
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect } from 'vitest'

const REPORTS = join(process.cwd(), '.local', 'reports')
const LAYER = `integration-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`

export function recordPhase(phase: string, ms: number, file?: string): void {
  const testPath = file ?? expect.getState().testPath
  if (!testPath) return
  try {
    mkdirSync(REPORTS, { recursive: true })
    appendFileSync(
      join(REPORTS, `phases-${LAYER}.jsonl`),
      `${JSON.stringify({ file: relative(process.cwd(), testPath), phase, ms: Math.round(ms) })}\n`,
    )
  } catch {
    // A report that cannot be written never fails a test.
  }
}

export async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    recordPhase(name, performance.now() - started)
  }
}
