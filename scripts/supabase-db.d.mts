export type LintIssue = { level: string; message: string; context?: string; [key: string]: unknown }
export type LintEntry = { function: string; issues?: LintIssue[] }
export const TYPES_FILE: string
export function supabase(args: string[]): Promise<{ code: number; stdout: string; stderr: string }>
export function warningsIn(output: string): string[]
export function unappliedMigrations(listOutput: string, versions: string[]): string[]
export function migrationVersions(): string[]
export function bootstrappedPostgres(port?: number): Promise<{ url: string; stop: () => void }>
export function generateTypes(url: string): Promise<string>
export function deployCheck(): Promise<number>
export const ACCEPTED_LINT: { function: string; message: string; context: string }[]
export function lintReport(stdout: string): LintEntry[]
export function unacceptedLintIssues(report: LintEntry[]): (LintIssue & { function: string })[]
