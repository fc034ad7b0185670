export type JudgedPrompt = Record<string, unknown>

export interface EngineRelevance {
  queries: number
  meanPrecision10: number
  categoryRecall50: number
  zeroResultRate: number
  zeroResultQueries: string[]
  weakest: string[]
  perQuery: {
    q: string
    relevant: number
    results: number
    precision10: number
    recall50: number
    namesCategory: boolean
    top3: string[]
  }[]
}

export const JUDGED_PROMPTS_SQL: string
export const ENGINES: Record<string, string>
export function judge(
  query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  sql: string,
  prompts: JudgedPrompt[],
): Promise<EngineRelevance>
export function benchRelevance(client: unknown): Promise<unknown>
