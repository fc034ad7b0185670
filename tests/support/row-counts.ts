/**
 * Row counts of every table in `public`, for "a refused call stored nothing" checks. Counting all
 * tables costs more than most calls, so the counts are taken again only when the write-ahead log
 * moved since the last count (a refused call that wrote nothing leaves it where it was).
 */
import type pg from 'pg'

export interface RowCounter {
  tables: string[]
  /** How many times the tables were actually counted (the rest came from the cache). */
  recounts: number
  counts(): Promise<Record<string, number>>
}

export async function publicRowCounter(db: pg.Client): Promise<RowCounter> {
  const tables = (
    await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    )
  ).rows.map((r) => r.relname)
  const countQuery = tables
    .map((t) => `select '${t}' as t, count(*) as n from public.${t}`)
    .join(' union all ')
  const walPosition = async () =>
    (await db.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]!
      .lsn
  let lastLsn = ''
  let lastCounts: Record<string, number> = {}
  const counter: RowCounter = {
    tables,
    recounts: 0,
    async counts() {
      if ((await walPosition()) === lastLsn) return lastCounts
      counter.recounts += 1
      const { rows } = await db.query<{ t: string; n: number }>(countQuery)
      lastCounts = Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]))
      lastLsn = await walPosition()
      return lastCounts
    },
  }
  return counter
}
