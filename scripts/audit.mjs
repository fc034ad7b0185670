// Dependency advisories of what ships (`npm audit --omit=dev`): fails on any high or critical one.
// A registry that does not serve the audit endpoint (this machine's proxy answers HTTP 405) is
// reported as "unavailable" with its reason, never as a pass.
//   node scripts/audit.mjs    exit 0 clean, 1 high/critical advisories, 2 audit unavailable
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const BLOCKING = ['high', 'critical']

/**
 * Reads the output of `npm audit --json`.
 * @param {string} stdout
 * @returns {{ status: 'pass' | 'fail' | 'unavailable', reason: string, advisories: { name: string, severity: string }[] }}
 */
export function interpretAudit(stdout) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { status: 'unavailable', reason: 'npm audit printed no JSON report', advisories: [] }
  }
  // npm's error object: the endpoint refused the request or could not be reached.
  const httpStatus = report?.statusCode ?? report?.error?.statusCode
  if (!report?.metadata?.vulnerabilities) {
    const detail = httpStatus
      ? `HTTP ${httpStatus}`
      : (report?.error?.code ?? report?.code ?? report?.message ?? 'no report')
    return {
      status: 'unavailable',
      reason: `audit not available from this registry (${detail})`,
      advisories: [],
    }
  }
  const advisories = Object.entries(report.vulnerabilities ?? {})
    .map(([name, v]) => ({ name, severity: String(v?.severity ?? 'unknown') }))
    .filter((a) => BLOCKING.includes(a.severity))
  const counts = report.metadata.vulnerabilities
  const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0)
  if (blocking > 0 || advisories.length > 0) {
    const list = advisories.map((a) => `${a.name} (${a.severity})`).join(', ')
    return {
      status: 'fail',
      reason: `${Math.max(blocking, advisories.length)} high or critical advisories: ${list}`,
      advisories,
    }
  }
  return {
    status: 'pass',
    reason: `no high or critical advisories (${counts.total ?? 0} in all)`,
    advisories: [],
  }
}

/** Runs `npm audit --omit=dev --json` and interprets it. */
export function runAudit() {
  return new Promise((done) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const child = spawn(npm, ['audit', '--omit=dev', '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk))
    child.stderr.resume()
    child.on('error', (error) =>
      done({
        status: 'unavailable',
        reason: `npm could not run: ${error.message}`,
        advisories: [],
      }),
    )
    child.on('close', () => done(interpretAudit(stdout)))
  })
}

export const EXIT = { pass: 0, fail: 1, unavailable: 2 }

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const result = await runAudit()
  const print = result.status === 'fail' ? console.error : console.warn
  print(`npm audit --omit=dev: ${result.status}: ${result.reason}`)
  process.exit(EXIT[result.status])
}
