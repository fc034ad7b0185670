import { describe, expect, it } from 'vitest'
import { EXIT, interpretAudit } from '../../scripts/audit.mjs'
import clean from './fixtures/npm-audit/clean.json?raw'
import high from './fixtures/npm-audit/high.json?raw'
import http405 from './fixtures/npm-audit/http-405.json?raw'
import unreachable from './fixtures/npm-audit/unreachable.json?raw'

/* scripts/audit.mjs reads `npm audit --omit=dev --json` output; fixtures are real npm outputs. */
describe('npm audit report', () => {
  it('fails on a high advisory and names it; a moderate one alone does not block', () => {
    const result = interpretAudit(high)
    expect(result.status).toBe('fail')
    expect(result.advisories).toEqual([{ name: 'cross-spawn', severity: 'high' }])
    expect(result.reason).toContain('cross-spawn (high)')

    const moderateOnly = JSON.parse(high) as {
      vulnerabilities: Record<string, unknown>
      metadata: { vulnerabilities: Record<string, number> }
    }
    delete moderateOnly.vulnerabilities['cross-spawn']
    moderateOnly.metadata.vulnerabilities.high = 0
    moderateOnly.metadata.vulnerabilities.total = 1
    expect(interpretAudit(JSON.stringify(moderateOnly)).status).toBe('pass')
  })

  it('fails on a critical advisory counted in the metadata', () => {
    const report = JSON.parse(clean) as { metadata: { vulnerabilities: Record<string, number> } }
    report.metadata.vulnerabilities.critical = 1
    expect(interpretAudit(JSON.stringify(report)).status).toBe('fail')
  })

  it('passes a clean report', () => {
    expect(interpretAudit(clean)).toMatchObject({ status: 'pass', advisories: [] })
  })

  it('reports a refused endpoint (HTTP 405) as unavailable, not as a pass', () => {
    const result = interpretAudit(http405)
    expect(result.status).toBe('unavailable')
    expect(result.reason).toBe('audit not available from this registry (HTTP 405)')
  })

  it('reports an unreachable registry or no JSON at all as unavailable', () => {
    expect(interpretAudit(unreachable)).toMatchObject({
      status: 'unavailable',
      reason: 'audit not available from this registry (ENOTFOUND)',
    })
    expect(interpretAudit('').status).toBe('unavailable')
    expect(interpretAudit('npm error something').status).toBe('unavailable')
  })

  it('has a distinct exit code for each outcome', () => {
    expect(new Set(Object.values(EXIT)).size).toBe(3)
    expect(EXIT.pass).toBe(0)
  })
})
