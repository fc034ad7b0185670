// Types of the blind task set (tests/search/judged-blind.mjs) for the tests and benches that read it.
import type { JudgedTask } from './judged-tasks.mjs'
export const blindTasks: JudgedTask[]
