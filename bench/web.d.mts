// Types for bench/web.mjs (imported by its unit test).
export type WebRun = {
  score: number
  fcpMs: number | null
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  speedIndexMs: number | null
  jsTransferredBytes: number
  totalTransferredBytes: number
  forbidden: string[]
  loadAverage: number
  [detail: string]: unknown
}
export type WebSummary = WebRun & { runs: Partial<WebRun>[] }

export const CHROME_PATH: string
export const MARKETING_PAGES: string[]
export const FORBIDDEN_MODULES: RegExp[]
export function readChunkModules(dist: string): Record<string, { modules: string[] }>
export function forbiddenIn(
  chunks: Record<string, { modules: string[] }>,
  fileName: string,
): string[]
export function summarizeRuns(runs: WebRun[]): WebSummary
export function runWebBench(options?: {
  dists?: Record<string, string>
  port?: number
  pages?: string[]
  runs?: number
  session?: unknown
  storageKey?: string | null
  /** HTTPS with HTTP/2 (the default, as the host serves the site; BENCH_WEB_HTTP2=0: HTTP/1.1). */
  http2?: boolean
}): Promise<Record<string, Record<string, WebSummary>>>
