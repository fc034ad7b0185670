// Types of the judged task set (tests/search/judged-tasks.mjs) for the tests and benches that read it.
export type TaskGroup = 'dialect' | 'msa' | 'english' | 'typo' | 'long' | 'category'
export type JudgedTask = {
  q: string
  group: TaskGroup
  /** 2 = exactly what was asked for, 1 = related or useful */
  judgments: Record<string, 1 | 2>
  /** the catalogue has nothing for this need: the engine should answer «لم نجد» */
  absent?: true
}
export const judgedTasks: JudgedTask[]
