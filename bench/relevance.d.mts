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

export interface JudgedTask {
  q: string
  group: string
  judgments: Record<string, 1 | 2>
  absent?: boolean
}
export interface TaskScores {
  queries: number
  ndcg10: number
  p5: number
  mrr: number
}
export interface TaskRelevance extends TaskScores {
  groups: Record<string, TaskScores>
  absent: { queries: number; answeredNothing: number }
  zeroResultQueries: string[]
  weakest: string[]
  perQuery: Record<string, unknown>[]
}
export function loadJudgedTasks(): Promise<JudgedTask[]>
/** The blind task set (tests/search/judged-blind.mjs), when it is in the repository. */
export function loadBlindTasks(): Promise<JudgedTask[]>
export function previousEngineSql(): string[]
export function gradedMetrics(
  slugs: string[],
  judgments: Record<string, number>,
): { ndcg10: number; p5: number; mrr: number }
export function judgeTasks(
  query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  sql: string,
  tasks: JudgedTask[],
): Promise<TaskRelevance>
