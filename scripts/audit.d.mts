export type AuditResult = {
  status: 'pass' | 'fail' | 'unavailable'
  reason: string
  advisories: { name: string; severity: string }[]
}
export function interpretAudit(stdout: string): AuditResult
export function runAudit(): Promise<AuditResult>
export const EXIT: Record<AuditResult['status'], number>
