// @vitest-environment node
/**
 * The judged task set of issue 45 (tests/search/judged-tasks.mjs) keeps its shape: enough queries
 * in every group, grades that name prompts of the catalogue, one grade-2 prompt at least for every
 * need the catalogue meets, and no query twice (also after folding hamza, taa marbuta and case).
 * The blind set (tests/search/judged-blind.mjs) keeps the same rules, and shares no query with it.
 */
import { describe, expect, it } from 'vitest'
import { prompts } from '../../scripts/catalogue-data.mjs'
import { judgedTasks, type JudgedTask, type TaskGroup } from '../search/judged-tasks.mjs'
import { blindTasks } from '../search/judged-blind.mjs'

const minimum: Record<TaskGroup, number> = {
  dialect: 80,
  msa: 30,
  english: 30,
  typo: 25,
  long: 40,
  category: 20,
}

// Spelling-insensitive form, only to catch the same query written twice.
const fold = (q: string) =>
  q
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const slugs = new Set(prompts.map((p) => p.slug))

/** Grades only prompts of the catalogue, 1 or 2, at least one of them 2. */
function expectGraded(task: JudgedTask) {
  const grades = Object.entries(task.judgments)
  expect(
    grades.some(([, grade]) => grade === 2),
    task.q,
  ).toBe(true)
  for (const [slug, grade] of grades) {
    expect(slugs.has(slug), `${task.q}: ${slug}`).toBe(true)
    expect([1, 2], `${task.q}: ${slug}`).toContain(grade)
  }
}

describe('the judged task set', () => {
  const met = judgedTasks.filter((task) => !task.absent)

  it('has at least 250 queries that the catalogue answers, with the minimum per group', () => {
    expect(met.length).toBeGreaterThanOrEqual(250)
    for (const [group, count] of Object.entries(minimum)) {
      expect(met.filter((task) => task.group === group).length, group).toBeGreaterThanOrEqual(count)
    }
    for (const task of judgedTasks) expect(Object.keys(minimum), task.q).toContain(task.group)
  })

  it('grades only prompts of the catalogue, 1 or 2, with a grade-2 prompt for every met need', () => {
    for (const task of met) expectGraded(task)
  })

  it('keeps about ten needs the catalogue does not meet, with no judgments', () => {
    const absent = judgedTasks.filter((task) => task.absent)
    expect(absent.length).toBeGreaterThanOrEqual(8)
    expect(absent.length).toBeLessThanOrEqual(15)
    for (const task of absent) expect(task.judgments, task.q).toEqual({})
  })

  it('holds every query once, also after folding spelling and case', () => {
    const folded = judgedTasks.map((task) => fold(task.q))
    const twice = folded.filter((q, i) => folded.indexOf(q) !== i)
    expect(twice).toEqual([])
    for (const task of judgedTasks) expect(task.q.trim(), task.q).toBe(task.q)
  })
})

describe('the blind task set', () => {
  it('has 240 queries, dialect most, every group but the categories, graded on the catalogue', () => {
    expect(blindTasks.length).toBeGreaterThanOrEqual(240)
    const groups = new Set(blindTasks.map((task) => task.group))
    expect([...groups].sort()).toEqual(['dialect', 'english', 'long', 'msa', 'typo'])
    expect(blindTasks.filter((task) => task.group === 'dialect').length).toBeGreaterThanOrEqual(100)
    expect(blindTasks.filter((task) => task.absent).length).toBeGreaterThanOrEqual(10)
    for (const task of blindTasks) {
      if (task.absent) expect(task.judgments, task.q).toEqual({})
      else expectGraded(task)
    }
  })

  it('holds every query once, none of them a query of the first set', () => {
    const first = new Set(judgedTasks.map((task) => fold(task.q)))
    const folded = blindTasks.map((task) => fold(task.q))
    expect(folded.filter((q, i) => folded.indexOf(q) !== i)).toEqual([])
    expect(folded.filter((q) => first.has(q))).toEqual([])
    for (const task of blindTasks) expect(task.q.trim(), task.q).toBe(task.q)
  })
})
