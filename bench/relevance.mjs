// Search relevance over the seeded library, in one run: the judged query set
// (tests/search/judged-queries.mjs, issue 29: precision@10 and category recall@50) and the judged
// task set (tests/search/judged-tasks.mjs, issue 45: graded judgments, nDCG@10, P@5 and MRR per
// group), for today's search_prompts and the engine it replaced (migration 20261129010000's
// private.search_prompts with its private.search_concepts, recreated as bench_old.* — over today's
// documents, which hold the ask phrases), a plain ILIKE search, and today's function with
// Postgres' `arabic` Snowball stemmer in place of the light stemmer (swapped inside a transaction
// that is rolled back).
import { existsSync, readFileSync } from 'node:fs'
import { judgedQueries, isRelevant } from '../tests/search/judged-queries.mjs'
import { round } from './lib.mjs'

const DEPTH = 50

const TASKS_FILE = new URL('../tests/search/judged-tasks.mjs', import.meta.url)
/** The judged task set (issue 45), when it is in the repository. */
export async function loadJudgedTasks() {
  if (!existsSync(TASKS_FILE)) return []
  return (await import(TASKS_FILE.href)).judgedTasks
}

const BLIND_FILE = new URL('../tests/search/judged-blind.mjs', import.meta.url)
/** The blind task set (issue 45, session 19): written after the engine, never tuned on. */
export async function loadBlindTasks() {
  if (!existsSync(BLIND_FILE)) return []
  return (await import(BLIND_FILE.href)).blindTasks
}

const migration = (name) =>
  readFileSync(new URL(`../supabase/migrations/${name}`, import.meta.url), 'utf8')

function functionText(text, head) {
  const start = text.indexOf(head)
  const end = text.indexOf('\n$$;', start)
  if (start < 0 || end < 0) throw new Error(`${head} not found`)
  return text.slice(start, end + 4)
}

/**
 * The engine issue 45 replaced, as bench_old.search_prompts (same arguments as
 * private.search_prompts) with its query analysis as bench_old.search_concepts. Run as the
 * database owner; anon may execute it (the speed bench calls it as anon).
 */
export function previousEngineSql() {
  const concepts = functionText(
    migration('20261125140000_search_speed.sql'),
    'create or replace function private.search_concepts(',
  ).replace('private.search_concepts(', 'bench_old.search_concepts(')
  const search = functionText(
    migration('20261129010000_library_content.sql'),
    'create function private.search_prompts(',
  )
    .replace(
      'create function private.search_prompts(',
      'create or replace function bench_old.search_prompts(',
    )
    .replaceAll('private.search_concepts(', 'bench_old.search_concepts(')
  return [
    'create schema if not exists bench_old',
    concepts,
    search,
    'grant usage on schema bench_old to anon, authenticated',
    'grant execute on all functions in schema bench_old to anon, authenticated',
  ]
}

// The same stems from Postgres' Snowball stemmers (arabic for Arabic words, english for Latin).
const SNOWBALL_STEMS = `
create or replace function private.search_stems(_text text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select coalesce(string_agg(coalesce(
           (ts_lexize(case when w ~ '[a-z]' then 'pg_catalog.english_stem' else 'pg_catalog.arabic_stem' end::regdictionary, w))[1], w),
           ' ' order by o), '')
    from regexp_split_to_table(
           btrim(regexp_replace(private.normalize_arabic(_text), '[^0-9a-z\\u0621-\\u064A]+', ' ', 'g')),
           ' ') with ordinality as x(w, o)
   where w <> ''
$$`

export const ENGINES = {
  search_prompts: `select slug from private.search_prompts($1, null, null, 'relevance', ${DEPTH}, 0)`,
  previous_search_prompts: `select slug from bench_old.search_prompts($1, null, null, 'relevance', ${DEPTH}, 0, null)`,
  ilike: `select p.slug from public.prompts p
           where p.is_published and (p.title_ar ilike '%' || $1 || '%' or p.description_ar ilike '%' || $1 || '%')
           order by p.created_at desc limit ${DEPTH}`,
}

/** Judges one engine: `query(sql, params)` answers rows (a pg client's, or the tests' `sql`). */
export async function judge(query, sql, prompts) {
  const perQuery = []
  for (const judged of judgedQueries) {
    const rows = await query(sql, [judged.q])
    const relevant = new Set(prompts.filter((p) => isRelevant(judged, p)).map((p) => p.slug))
    const slugs = rows.map((r) => r.slug)
    const hits10 = slugs.slice(0, 10).filter((s) => relevant.has(s)).length
    const hits50 = slugs.slice(0, DEPTH).filter((s) => relevant.has(s)).length
    perQuery.push({
      q: judged.q,
      relevant: relevant.size,
      results: slugs.length,
      precision10: relevant.size ? hits10 / Math.min(10, relevant.size) : 0,
      // Of what a page of 50 can hold: a category of 200 prompts cannot be "found" in 50 rows, so
      // the relevant count is capped at the page (issue 44's library; docs/decisions.md).
      recall50: relevant.size ? hits50 / Math.min(50, relevant.size) : 0,
      namesCategory: Boolean(judged.namesCategory),
      top3: slugs.slice(0, 3),
    })
  }
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)
  const named = perQuery.filter((r) => r.namesCategory)
  return {
    queries: perQuery.length,
    meanPrecision10: round(mean(perQuery.map((r) => r.precision10)), 3),
    categoryRecall50: round(mean(named.map((r) => r.recall50)), 3),
    zeroResultRate: round(perQuery.filter((r) => r.results === 0).length / perQuery.length, 3),
    zeroResultQueries: perQuery.filter((r) => r.results === 0).map((r) => r.q),
    weakest: [...perQuery]
      .sort((a, b) => a.precision10 - b.precision10)
      .slice(0, 8)
      .map((r) => `${r.q}: P@10 ${round(r.precision10, 2)} (${r.relevant} relevant)`),
    perQuery,
  }
}

/** nDCG@10 (gain 2^grade − 1), P@5 (results graded ≥ 1 among the first 5, of at most 5 graded) and the reciprocal rank of the first grade-2 result, for one query. */
export function gradedMetrics(slugs, judgments) {
  const grade = (slug) => judgments[slug] ?? 0
  const gain = (g) => 2 ** g - 1
  const dcg = slugs
    .slice(0, 10)
    .reduce((sum, slug, i) => sum + gain(grade(slug)) / Math.log2(i + 2), 0)
  const ideal = Object.values(judgments)
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0)
  const graded = Object.keys(judgments).length
  const first = slugs.findIndex((slug) => grade(slug) === 2)
  return {
    ndcg10: ideal ? dcg / ideal : 0,
    p5: graded
      ? slugs.slice(0, 5).filter((slug) => grade(slug) >= 1).length / Math.min(5, graded)
      : 0,
    mrr: first >= 0 ? 1 / (first + 1) : 0,
  }
}

/**
 * Judges one engine on the judged task set: nDCG@10, P@5 and MRR overall and per group; the
 * queries the catalogue cannot answer (`absent`) score whether the engine answered nothing.
 */
export async function judgeTasks(query, sql, tasks) {
  const perQuery = []
  for (const task of tasks) {
    const slugs = (await query(sql, [task.q])).map((r) => r.slug)
    perQuery.push({
      q: task.q,
      group: task.group,
      absent: Boolean(task.absent),
      results: slugs.length,
      ...(task.absent ? {} : gradedMetrics(slugs, task.judgments)),
      top3: slugs.slice(0, 3),
    })
  }
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)
  const summarise = (rows) => ({
    queries: rows.length,
    ndcg10: round(mean(rows.map((r) => r.ndcg10)), 3),
    p5: round(mean(rows.map((r) => r.p5)), 3),
    mrr: round(mean(rows.map((r) => r.mrr)), 3),
  })
  const answered = perQuery.filter((r) => !r.absent)
  const groups = {}
  for (const group of [...new Set(answered.map((r) => r.group))].sort())
    groups[group] = summarise(answered.filter((r) => r.group === group))
  const absent = perQuery.filter((r) => r.absent)
  return {
    ...summarise(answered),
    groups,
    absent: {
      queries: absent.length,
      answeredNothing: absent.filter((r) => r.results === 0).length,
    },
    zeroResultQueries: answered.filter((r) => r.results === 0).map((r) => r.q),
    weakest: [...answered]
      .sort((a, b) => a.ndcg10 - b.ndcg10)
      .slice(0, 12)
      .map((r) => `${r.q} [${r.group}]: nDCG@10 ${round(r.ndcg10, 2)}, top ${r.top3.join(' ')}`),
    perQuery,
  }
}

/** The published prompts as isRelevant reads them. */
export const JUDGED_PROMPTS_SQL = `
  select p.slug, p.category, p.title_en, p.platforms,
         private.normalize_arabic(p.title_ar || ' ' || array_to_string(p.tags, ' ') || ' ' || p.description_ar) as text
    from public.prompts p where p.is_published`

/** Relevance figures for each engine, on the library as seeded (run before the synthetic load). */
export async function benchRelevance(client) {
  const query = async (text, params) => (await client.query(text, params)).rows
  const prompts = await query(JUDGED_PROMPTS_SQL)
  for (const statement of previousEngineSql()) await client.query(statement)
  const tasks = await loadJudgedTasks()
  const blind = await loadBlindTasks()
  const out = {
    prompts: prompts.length,
    judgedQueries: judgedQueries.length,
    judgedTasks: tasks.length,
    blindTasks: blind.length,
    engines: {},
    tasks: {},
    blind: {},
  }
  for (const [name, sql] of Object.entries(ENGINES)) {
    out.engines[name] = await judge(query, sql, prompts)
    if (tasks.length && name !== 'ilike') out.tasks[name] = await judgeTasks(query, sql, tasks)
    if (blind.length && name !== 'ilike') out.blind[name] = await judgeTasks(query, sql, blind)
  }
  await client.query('begin')
  try {
    await client.query(SNOWBALL_STEMS)
    await client.query('update public.prompts set search_doc = null')
    await client.query('update public.search_synonyms set terms = terms')
    await client.query(`update private.search_category_docs d
                           set doc = private.search_tsv(c.name || ' ' || c.name_en)
                          from public.prompt_categories c where c.id = d.id`)
    out.engines.search_prompts_snowball = await judge(query, ENGINES.search_prompts, prompts)
  } finally {
    await client.query('rollback')
  }
  await client.query('drop schema bench_old cascade')
  return out
}
