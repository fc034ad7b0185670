#!/usr/bin/env node
// Generates src/types/database.ts from the migrated database, in the shape of
// `supabase gen types typescript` (Database, Json, Tables/TablesInsert/TablesUpdate/Enums).
//
//   node --import tsx scripts/db-types.mjs            migrates a throwaway in-memory database
//   DATABASE_URL=postgres://... node scripts/db-types.mjs   reads an already migrated database
//   ... --check                                       exits 1 when the committed file is stale
//
// tests/integration/db/types.test.ts imports generateDatabaseTypes() and compares it with the
// committed file, so a migration without regenerated types fails the suite.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const TYPES_FILE = join(ROOT, 'src', 'types', 'database.ts')

const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'vector',
])
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])

const TABLES_SQL = `
  select c.oid::int as oid, c.relname::text as name, c.relkind::text as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
   order by c.relname`

const COLUMNS_SQL = `
  select a.attrelid::int as table_oid, a.attname as name, t.typname as type, t.typtype as typtype,
         et.typname as elem_type, et.typtype as elem_typtype,
         not a.attnotnull as nullable,
         (a.atthasdef or a.attidentity = 'd') as has_default,
         (a.attidentity = 'a') as identity_always,
         (a.attgenerated <> '') as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
   order by c.relname, a.attname`

const FKEYS_SQL = `
  select con.conname as name, src.relname as table_name, tgt.relname as referenced,
         to_jsonb(array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)) as columns,
         to_jsonb(array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)) as referenced_columns,
         exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                   and (select array_agg(x order by x) from unnest(u.conkey) x)
                     = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_namespace sn on sn.oid = src.relnamespace
    join pg_class tgt on tgt.oid = con.confrelid
    join pg_namespace tn on tn.oid = tgt.relnamespace
   where con.contype = 'f' and sn.nspname = 'public' and tn.nspname = 'public'
   order by src.relname, con.conname`

const ENUMS_SQL = `
  select t.typname as name, to_jsonb(array_agg(e.enumlabel::text order by e.enumsortorder)) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = 'public'
   group by t.typname order by t.typname`

const FUNCTIONS_SQL = `
  select p.oid::int as oid, p.proname as name, p.proretset as returns_set,
         rt.typname as return_type, rt.typtype as return_typtype, ret.typname as return_elem,
         rt.typrelid::int as return_relid,
         to_jsonb(coalesce(p.proargnames, '{}')) as arg_names,
         to_jsonb(coalesce(p.proargmodes::text[], '{}')) as arg_modes,
         to_jsonb(array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                 join pg_type t on t.oid = a.oid order by a.i)) as arg_types,
         to_jsonb(array(select coalesce(et.typname::text, '') from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                 join pg_type t on t.oid = a.oid left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
                order by a.i)) as arg_elem_types,
         p.pronargs as n_in, p.pronargdefaults as n_defaults
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
   where n.nspname = 'public' and p.prokind = 'f'
     and rt.typname not in ('trigger', 'event_trigger', 'internal', 'language_handler', 'fdw_handler', 'index_am_handler', 'table_am_handler', 'tsm_handler')
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
   order by p.proname, p.oid`

const quoteKey = (key) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key))

function scalarType(type, typtype, enums) {
  if (typtype === 'e' && enums.has(type))
    return `Database["public"]["Enums"][${JSON.stringify(type)}]`
  if (type === 'bool') return 'boolean'
  if (NUMBER_TYPES.has(type)) return 'number'
  if (type === 'json' || type === 'jsonb') return 'Json'
  if (STRING_TYPES.has(type)) return 'string'
  if (type === 'void') return 'undefined'
  return 'unknown'
}

function columnType(col, enums) {
  if (col.elem_type) return `${scalarType(col.elem_type, col.elem_typtype, enums)}[]`
  return scalarType(col.type, col.typtype, enums)
}

/** `query(sql)` must resolve to the rows. Returns the formatted TypeScript source. */
export async function generateDatabaseTypes(query) {
  const [tables, columns, fkeys, enumRows, functions] = [
    await query(TABLES_SQL),
    await query(COLUMNS_SQL),
    await query(FKEYS_SQL),
    await query(ENUMS_SQL),
    await query(FUNCTIONS_SQL),
  ]
  const enums = new Set(enumRows.map((e) => e.name))
  const byTable = new Map()
  for (const col of columns) {
    if (!byTable.has(col.table_oid)) byTable.set(col.table_oid, [])
    byTable.get(col.table_oid).push(col)
  }
  const compositeColumns = (relid) => byTable.get(relid) ?? []

  const renderRelationships = (name) => {
    const rels = fkeys.filter((f) => f.table_name === name)
    if (!rels.length) return 'Relationships: []'
    return `Relationships: [${rels
      .map(
        (f) => `{
          foreignKeyName: ${JSON.stringify(f.name)}
          columns: ${JSON.stringify(f.columns)}
          isOneToOne: ${f.one_to_one}
          referencedRelation: ${JSON.stringify(f.referenced)}
          referencedColumns: ${JSON.stringify(f.referenced_columns)}
        },`,
      )
      .join('\n')}]`
  }

  const renderTable = (table) => {
    const cols = byTable.get(table.oid) ?? []
    const row = cols.map(
      (c) => `${quoteKey(c.name)}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
    )
    const insert = cols.map((c) => {
      if (c.generated || c.identity_always) return `${quoteKey(c.name)}?: never`
      const optional = c.nullable || c.has_default
      return `${quoteKey(c.name)}${optional ? '?' : ''}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`
    })
    const update = cols.map((c) =>
      c.generated || c.identity_always
        ? `${quoteKey(c.name)}?: never`
        : `${quoteKey(c.name)}?: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
    )
    return `${quoteKey(table.name)}: {
      Row: {
${row.join('\n')}
}
      Insert: {
${insert.join('\n')}
}
      Update: {
${update.join('\n')}
}
      ${renderRelationships(table.name)}
    }`
  }

  const renderView = (view) => {
    const cols = byTable.get(view.oid) ?? []
    const row = cols.map((c) => `${quoteKey(c.name)}: ${columnType(c, enums)} | null`)
    return `${quoteKey(view.name)}: {
      Row: {
${row.join('\n')}
}
      ${renderRelationships(view.name)}
    }`
  }

  const renderFunction = (fn) => {
    const ins = []
    const outs = []
    fn.arg_types.forEach((type, i) => {
      const mode = fn.arg_modes[i] ?? 'i'
      const name = fn.arg_names[i] ?? ''
      const elem = fn.arg_elem_types[i]
      const ts = elem
        ? `${scalarType(elem, 'b', enums)}[]`
        : scalarType(type, enums.has(type) ? 'e' : 'b', enums)
      if (mode === 'i' || mode === 'b' || mode === 'v') ins.push({ name, ts, index: ins.length })
      if (mode === 'o' || mode === 'b' || mode === 't') outs.push({ name, ts })
    })
    const firstDefault = fn.n_in - fn.n_defaults
    const args = ins
      .filter((a) => a.name)
      .map((a) => ({ ...a, optional: a.index >= firstDefault }))
      .sort((a, b) => a.name.localeCompare(b.name))
    const argsTs = args.length
      ? `{\n${args.map((a) => `${quoteKey(a.name)}${a.optional ? '?' : ''}: ${a.ts}`).join('\n')}\n}`
      : 'never'

    let returns
    if (outs.length) {
      const sorted = [...outs].sort((a, b) => a.name.localeCompare(b.name))
      returns = `{\n${sorted.map((o) => `${quoteKey(o.name)}: ${o.ts}`).join('\n')}\n}`
      if (fn.returns_set) returns += '[]'
    } else if (fn.return_typtype === 'c') {
      const cols = compositeColumns(fn.return_relid)
      returns = `{\n${cols.map((c) => `${quoteKey(c.name)}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`).join('\n')}\n}`
      if (fn.returns_set) returns += '[]'
    } else {
      const base = fn.return_elem
        ? `${scalarType(fn.return_elem, 'b', enums)}[]`
        : scalarType(fn.return_type, fn.return_typtype, enums)
      returns = fn.returns_set ? `${base}[]` : base
    }
    return `{\n Args: ${argsTs}\n Returns: ${returns}\n}`
  }

  const fnGroups = new Map()
  for (const fn of functions) {
    if (!fnGroups.has(fn.name)) fnGroups.set(fn.name, [])
    fnGroups.get(fn.name).push(renderFunction(fn))
  }

  const relations = tables.filter((t) => t.kind === 'r' || t.kind === 'p')
  const views = tables.filter((t) => t.kind === 'v' || t.kind === 'm')
  const empty = '{ [_ in never]: never }'
  const source = `// Generated by scripts/db-types.mjs from the migrated database. Do not edit by hand:
// run \`npm run db:types\` after changing a migration.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: ${relations.length ? `{${relations.map(renderTable).join('\n')}}` : empty}
    Views: ${views.length ? `{${views.map(renderView).join('\n')}}` : empty}
    Functions: ${
      fnGroups.size
        ? `{${[...fnGroups].map(([name, variants]) => `${quoteKey(name)}: ${variants.join(' | ')}`).join('\n')}}`
        : empty
    }
    Enums: ${
      enumRows.length
        ? `{\n${enumRows.map((e) => `${quoteKey(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n')}\n}`
        : empty
    }
    CompositeTypes: ${empty}
  }
}

type PublicSchema = Database["public"]

export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]

export type CompositeTypes<T extends keyof PublicSchema["CompositeTypes"]> =
  PublicSchema["CompositeTypes"][T]

export const Constants = {
  public: {
    Enums: {
${enumRows.map((e) => `${quoteKey(e.name)}: ${JSON.stringify(e.labels)},`).join('\n')}
},
  },
} as const
`
  const prettier = await import('prettier')
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {}
  return prettier.format(source, { ...options, parser: 'typescript', filepath: TYPES_FILE })
}

async function fromDatabaseUrl(url) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await generateDatabaseTypes(async (sql) => (await client.query(sql)).rows)
  } finally {
    await client.end()
  }
}

export async function fromFreshDatabase() {
  // Needs the TypeScript loader (node --import tsx) for the local stack's modules.
  const { openDb } = await import('../supabase/local/db/index.ts')
  const { migrate } = await import('../supabase/local/db/migrate.ts')
  const db = await openDb({})
  try {
    await migrate(db, { supabaseDir: join(ROOT, 'supabase') })
    return await generateDatabaseTypes(async (sql) => (await db.query(sql)).rows)
  } finally {
    await db.close()
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const check = process.argv.includes('--check')
  const url = process.env.DATABASE_URL
  const generated = url ? await fromDatabaseUrl(url) : await fromFreshDatabase()
  if (check) {
    let current = ''
    try {
      current = readFileSync(TYPES_FILE, 'utf8')
    } catch {
      current = ''
    }
    if (current !== generated) {
      console.error('src/types/database.ts is stale: run `npm run db:types`.')
      process.exit(1)
    }
  } else {
    mkdirSync(dirname(TYPES_FILE), { recursive: true })
    writeFileSync(TYPES_FILE, generated)
    process.stderr.write(`wrote ${TYPES_FILE}\n`)
  }
}
