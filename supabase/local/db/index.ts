/**
 * One small interface over the two databases the local stack can run on: embedded PGlite
 * (persisted under .local/ or in memory) and native Postgres (DATABASE_URL). Everything above
 * this file (REST, auth, realtime, migrations) only sees `Db`.
 *
 * Values come back the same way from both: booleans, 2/4-byte integers, floats and json(b) are
 * parsed; everything else (int8, numeric, timestamps, uuid) stays text, because money and ids
 * must not lose precision and the REST layer lets Postgres render JSON itself.
 */
import { mkdirSync } from 'node:fs'

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows: number
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs one or more statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface DbOptions {
  /** Native Postgres connection string; when absent, PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory; `memory` (or undefined) keeps the database in memory. */
  dataDir?: string
}

const TEXT = (value: string) => value
const JSON_PARSE = (value: string) => JSON.parse(value) as unknown
const INT = (value: string) => Number.parseInt(value, 10)
const FLOAT = (value: string) => Number.parseFloat(value)
const BOOL = (value: string) => value === 't' || value === 'true'

// Postgres type oids: bool 16, int2 21, int4 23, oid 26, float4 700, float8 701, json 114, jsonb 3802.
const PARSED: Record<number, (value: string) => unknown> = {
  16: BOOL,
  21: INT,
  23: INT,
  26: INT,
  700: FLOAT,
  701: FLOAT,
  114: JSON_PARSE,
  3802: JSON_PARSE,
}
// Types PGlite would otherwise turn into Date/BigInt: int8, numeric, date, time, timestamp(tz), interval.
const KEPT_AS_TEXT = [20, 1700, 1082, 1083, 1114, 1184, 1266, 1186]

export async function openDb(options: DbOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp')
  const parsers: Record<number, (value: string) => unknown> = { ...PARSED }
  for (const oid of KEPT_AS_TEXT) parsers[oid] = TEXT
  const persistent = dataDir && dataDir !== 'memory'
  if (persistent) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({
    dataDir: persistent ? dataDir : undefined,
    extensions: { pgcrypto, pg_trgm, unaccent, uuid_ossp },
    parsers,
  })

  const wrap = (q: {
    query: (
      sql: string,
      params?: unknown[],
    ) => Promise<{
      rows: unknown[]
      fields: { name: string; dataTypeID: number }[]
      affectedRows?: number
    }>
    exec: (sql: string) => Promise<unknown>
  }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params)
      return {
        rows: result.rows as T[],
        fields: result.fields,
        affectedRows: result.affectedRows ?? 0,
      }
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
  })

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload)
      return async () => unlisten()
    },
    async close() {
      await pg.close()
    },
    // Exposed for the Postgres wire-protocol server (pglite-socket).
    ...({ pglite: pg } as object),
  }
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pgModule = await import('pg')
  const { Pool, Client } = pgModule.default
  const types = {
    getTypeParser: (oid: number) => PARSED[oid] ?? TEXT,
  }
  const pool = new Pool({ connectionString: databaseUrl, max: 10, types })
  // A pool connection may be idle-killed by the server; that must not crash the stack.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message))

  type PgQueryable = {
    query: (
      sql: string,
      params?: unknown[],
    ) => Promise<{
      rows: unknown[]
      fields: { name: string; dataTypeID: number }[]
      rowCount: number | null
    }>
  }
  const wrap = (q: PgQueryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params)
      return {
        rows: result.rows as T[],
        fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: result.rowCount ?? 0,
      }
    },
    async exec(sql: string) {
      // Simple-query protocol: several statements in one string are allowed.
      await (q as unknown as { query: (sql: string) => Promise<unknown> }).query(sql)
    },
  })

  return {
    kind: 'postgres',
    ...wrap(pool as unknown as PgQueryable),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(wrap(client as unknown as PgQueryable))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onPayload) {
      const client = new Client({ connectionString: databaseUrl })
      await client.connect()
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '')
      })
      await client.query(`listen "${channel.replaceAll('"', '""')}"`)
      return async () => {
        await client.end().catch(() => undefined)
      }
    },
    async close() {
      await pool.end()
    },
  }
}
