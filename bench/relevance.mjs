// Search relevance on the judged query set (tests/search/judged-queries.mjs) over the seeded
// library, in one run, for: today's search_prompts, the function it replaced (recreated from its
// migration as bench_old.search_prompts), a plain ILIKE search, and today's function with
// Postgres' `arabic` Snowball stemmer in place of the light stemmer (swapped inside a transaction
// that is rolled back).
import { readFileSync } from 'node:fs'
import { judgedQueries, isRelevant } from '../tests/search/judged-queries.mjs'
import { round } from './lib.mjs'

const DEPTH = 50

/** The search_prompts of migration 20261124100000 (before issue 29), as bench_old.search_prompts. */
function previousFunctionSql() {
  const text = readFileSync(
    new URL('../supabase/migrations/20261124100000_entitlements.sql', import.meta.url),
    'utf8',
  )
  const start = text.indexOf('create or replace function public.search_prompts(')
  const end = text.indexOf('\n$$;', start)
  if (start < 0 || end < 0) throw new Error('previous search_prompts not found')
  return text.slice(start, end + 4).replace('public.search_prompts', 'bench_old.search_prompts')
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
  previous_search_prompts: `select slug from bench_old.search_prompts($1, null, null, 'relevance', ${DEPTH}, 0)`,
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

/** The published prompts as isRelevant reads them. */
export const JUDGED_PROMPTS_SQL = `
  select p.slug, p.category, p.title_en, p.platforms,
         private.normalize_arabic(p.title_ar || ' ' || array_to_string(p.tags, ' ') || ' ' || p.description_ar) as text
    from public.prompts p where p.is_published`

/** Relevance figures for each engine, on the library as seeded (run before the synthetic load). */
export async function benchRelevance(client) {
  const query = async (text, params) => (await client.query(text, params)).rows
  const prompts = await query(JUDGED_PROMPTS_SQL)
  await client.query('create schema if not exists bench_old')
  await client.query(previousFunctionSql())
  const out = { prompts: prompts.length, judgedQueries: judgedQueries.length, engines: {} }
  for (const [name, sql] of Object.entries(ENGINES))
    out.engines[name] = await judge(query, sql, prompts)
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
