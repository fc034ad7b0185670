/**
 * Applies the bootstrap, then supabase/migrations/*.sql in order, recorded in
 * supabase_migrations.schema_migrations as the Supabase CLI records them, then (on reset) seed.sql.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './index.ts'

const HERE = dirname(fileURLToPath(import.meta.url))
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/

export interface MigrateOptions {
  supabaseDir: string
  /** Extra SQL files applied after the bootstrap and before the project's migrations. */
  extraBootstrap?: string[]
}

export async function applyBootstrap(db: Db, extra: string[] = []): Promise<void> {
  await db.exec(readFileSync(join(HERE, 'bootstrap.sql'), 'utf8'))
  for (const file of extra) await db.exec(readFileSync(file, 'utf8'))
}

export function listMigrations(
  supabaseDir: string,
): { version: string; name: string; file: string }[] {
  const dir = join(supabaseDir, 'migrations')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort()
    .map((f) => {
      const [, version, name] = MIGRATION_FILE.exec(f)!
      return { version: version!, name: name!, file: join(dir, f) }
    })
}

/** Applies pending migrations; returns the versions applied now. */
export async function applyMigrations(db: Db, supabaseDir: string): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const done = new Set(rows.map((r) => r.version))
  const applied: string[] = []
  for (const migration of listMigrations(supabaseDir)) {
    if (done.has(migration.version)) continue
    const sql = readFileSync(migration.file, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        )
      })
    } catch (error) {
      const e = error as Error & { position?: string }
      throw new Error(`migration ${migration.version}_${migration.name} failed: ${e.message}`, {
        cause: error,
      })
    }
    applied.push(migration.version)
  }
  return applied
}

export async function applySeed(db: Db, supabaseDir: string): Promise<boolean> {
  const file = join(supabaseDir, 'seed.sql')
  if (!existsSync(file)) return false
  await db.exec(readFileSync(file, 'utf8'))
  return true
}

/** Drops everything the project and the bootstrap created (native Postgres reset). */
export async function dropProjectSchemas(db: Db): Promise<void> {
  const { rows } = await db.query<{ nspname: string }>(
    `select nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'`,
  )
  for (const { nspname } of rows) {
    await db.exec(`drop schema if exists "${nspname.replaceAll('"', '""')}" cascade`)
  }
  // Re-create public as initdb makes it: owned by pg_database_owner, usable by everyone.
  await db.exec(
    'create schema public authorization pg_database_owner; grant usage on schema public to public; drop publication if exists supabase_realtime;',
  )
}

export async function migrate(db: Db, options: MigrateOptions & { seed?: boolean }) {
  await applyBootstrap(db, options.extraBootstrap)
  const applied = await applyMigrations(db, options.supabaseDir)
  const seeded = options.seed ? await applySeed(db, options.supabaseDir) : false
  return { applied, seeded }
}
