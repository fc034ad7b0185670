// No import of pg's types: this file is read by the unit project, which is typed for the browser.
export type Queryable = {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>
  escapeLiteral(value: string): string
}
export type Level = 'ERROR' | 'WARN' | 'INFO'
export type Finding = { lint: string; level: Level | string; detail: string }
export type SplinterOptions = { exposedSchemas: string[]; anonymousSignIns: boolean }
export type SecurityLint = {
  id: string
  level: Level
  sql: string
  when?: (options: SplinterOptions) => boolean
  rows?: (client: Queryable, rows: Record<string, unknown>[]) => unknown
}
export const SYSTEM_SCHEMAS: string[]
export const SENSITIVE_COLUMN_NAMES: string[]
export const SECURITY_LINTS: SecurityLint[]
export function trueWhenAuthIsNull(qual: string): boolean
export function projectOptions(configPath?: string): SplinterOptions
export function runSplinter(client: Queryable, options?: SplinterOptions): Promise<Finding[]>
export function splinterReport(findings: Finding[]): {
  code: number
  lines: string[]
  failing: Finding[]
}
export function splinterCheck(url: string): Promise<ReturnType<typeof splinterReport>>
