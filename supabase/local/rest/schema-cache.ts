/**
 * PostgREST's schema cache, read from the catalog in one round trip: relations with their
 * columns and keys, foreign keys (for embedding), functions (for rpc) and roles (for the
 * per-request `set role` and the role's statement_timeout). Every identifier the SQL builder
 * emits comes from here, never from the URL.
 */
import type { Queryable } from '../db/index.ts'
import { buildRelationships, type Relationship } from './relationships.ts'

export interface Column {
  name: string
  /** attnum: view column origins are given by position. */
  num: number
  /** format_type() of the column: usable as a cast target in generated SQL. */
  type: string
  nullable: boolean
  default: string | null
  identity: string
  generated: string
}

export interface Relation {
  oid: number
  schema: string
  name: string
  kind: string
  columns: Column[]
  columnMap: Map<string, Column>
  primaryKey: string[]
  uniques: string[][]
}

export interface ForeignKey {
  name: string
  schema: string
  table: string
  columns: string[]
  refSchema: string
  refTable: string
  refColumns: string[]
}

export interface FnArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface Fn {
  schema: string
  name: string
  volatility: 'v' | 's' | 'i'
  returnsSet: boolean
  kind: 'void' | 'scalar' | 'composite'
  returnType: string
  /** Columns of a composite/TABLE/OUT return, in order. */
  returnColumns: { name: string; type: string }[]
  /** The table whose row type the function returns, when it is in the cache (embedding). */
  returnRelation: { schema: string; name: string } | null
  /** The relation whose row type is the only argument: a computed field or relationship. */
  argRelation: { schema: string; name: string } | null
  /** `ROWS n` of a set-returning function (`ROWS 1` makes a computed relationship to-one). */
  rows: number
  args: FnArg[]
}

export interface RoleInfo {
  settings: [string, string][]
}

export class SchemaCache {
  readonly relations = new Map<string, Relation>()
  readonly foreignKeys: ForeignKey[] = []
  readonly functions = new Map<string, Fn[]>()
  readonly roles = new Map<string, RoleInfo>()
  /** Views' stored queries (`pg_rewrite.ev_action`), read for their column origins. */
  readonly views: { oid: number; query: string }[] = []
  /** Relationships by origin (`schema.name`), in PostgREST's order. */
  readonly relationships = new Map<string, Relationship[]>()
  aggregatesEnabled = false

  relationshipsFrom(rel: Relation): Relationship[] {
    return this.relationships.get(`${rel.schema}.${rel.name}`) ?? []
  }

  /** A function taking the relation's row type and returning no table rows: a computed field. */
  computedField(rel: Relation, name: string): Fn | undefined {
    return this.functionsNamed(rel.schema, name).find(
      (f) =>
        f.args.length === 1 &&
        f.argRelation?.schema === rel.schema &&
        f.argRelation.name === rel.name,
    )
  }

  relation(schema: string, name: string): Relation | undefined {
    return this.relations.get(`${schema}.${name}`)
  }

  functionsNamed(schema: string, name: string): Fn[] {
    return this.functions.get(`${schema}.${name}`) ?? []
  }

  relationNames(schema: string): string[] {
    return [...this.relations.values()].filter((r) => r.schema === schema).map((r) => r.name)
  }
}

// Role settings PostgREST applies per request (it applies the role's settings that a
// non-superuser may set; statement_timeout is the one Supabase configures).
const ROLE_SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
])

const CACHE_SQL = `
with
cols as (
  select a.attrelid,
    json_agg(json_build_object(
      'name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
      'nullable', not a.attnotnull, 'default', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity, 'generated', a.attgenerated) order by a.attnum) as columns
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
    and (n.nspname = any($1::text[]) or c.relkind = 'c'
      or c.oid in (select t.typrelid from pg_proc p join pg_type t on t.oid = p.prorettype
                   join pg_namespace pn on pn.oid = p.pronamespace where pn.nspname = any($1::text[])))
  group by a.attrelid
),
keys as (
  select con.conrelid, con.contype,
    (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  where con.contype in ('p', 'u') and n.nspname = any($1::text[])
  union all
  select i.indrelid, 'u',
    (select json_agg(a.attname order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum)
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  where i.indisunique and i.indpred is null and i.indexprs is null and n.nspname = any($1::text[])
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object(
      'oid', c.oid, 'schema', n.nspname, 'name', c.relname, 'kind', c.relkind,
      'columns', coalesce(cols.columns, '[]'),
      'primaryKey', (select k.columns from keys k where k.conrelid = c.oid and k.contype = 'p' limit 1),
      'uniques', (select coalesce(json_agg(k.columns), '[]') from keys k where k.conrelid = c.oid))), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join cols on cols.attrelid = c.oid
    where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')),
  'foreignKeys', (select coalesce(json_agg(json_build_object(
      'name', con.conname, 'schema', ns.nspname, 'table', cs.relname,
      'refSchema', nt.nspname, 'refTable', ct.relname,
      'columns', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
      'refColumns', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum))), '[]')
    from pg_constraint con
    join pg_class cs on cs.oid = con.conrelid join pg_namespace ns on ns.oid = cs.relnamespace
    join pg_class ct on ct.oid = con.confrelid join pg_namespace nt on nt.oid = ct.relnamespace
    where con.contype = 'f' and con.conparentid = 0 and ns.nspname = any($1::text[])),
  'views', (select coalesce(json_agg(json_build_object('oid', c.oid, 'query', r.ev_action::text)), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_rewrite r on r.ev_class = c.oid
    where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname = any($1::text[])),
  'functions', (select coalesce(json_agg(json_build_object(
      'schema', n.nspname, 'name', p.proname, 'volatility', p.provolatile, 'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null), 'typtype', rt.typtype, 'typname', rt.typname,
      'returnColumns', coalesce(cols.columns, '[]'),
      'returnRelation', case when rc.relkind in ('r', 'v', 'm', 'f', 'p')
        then json_build_object('schema', rn.nspname, 'name', rc.relname) end,
      'argRelation', (select json_build_object('schema', an.nspname, 'name', ac.relname)
        from pg_type at join pg_class ac on ac.oid = at.typrelid join pg_namespace an on an.oid = ac.relnamespace
        where p.pronargs = 1 and at.oid = p.proargtypes[0] and ac.relkind in ('r', 'v', 'm', 'f', 'p')),
      'rows', p.prorows,
      'nargdefaults', p.pronargdefaults,
      'args', (select coalesce(json_agg(json_build_object(
          'name', coalesce(p.proargnames[k.i], ''), 'mode', coalesce(p.proargmodes[k.i]::text, 'i'),
          'type', format_type(k.t, null)) order by k.i), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(t, i)))), '[]')
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    left join cols on cols.attrelid = rt.typrelid
    where n.nspname = any($1::text[]) and p.prokind = 'f'
      and rt.typname not in ('trigger', 'event_trigger')),
  'roles', (select json_agg(json_build_object('name', r.rolname, 'settings',
      (select s.setconfig from pg_db_role_setting s where s.setrole = r.oid and s.setdatabase = 0)))
    from pg_roles r)
)::text as cache`

interface RawFn {
  schema: string
  name: string
  volatility: 'v' | 's' | 'i'
  returnsSet: boolean
  returnType: string
  typtype: string
  typname: string
  returnColumns: Column[]
  returnRelation: { schema: string; name: string } | null
  argRelation: { schema: string; name: string } | null
  rows: number
  nargdefaults: number
  args: { name: string; mode: string; type: string }[]
}

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const { rows } = await db.query<{ cache: string }>(CACHE_SQL, [toPgArray(schemas)])
  const raw = JSON.parse(rows[0]!.cache) as {
    relations: (Omit<Relation, 'columnMap' | 'primaryKey'> & { primaryKey: string[] | null })[]
    foreignKeys: ForeignKey[]
    views: { oid: number; query: string }[]
    functions: RawFn[]
    roles: { name: string; settings: string[] | null }[] | null
  }
  const cache = new SchemaCache()
  for (const r of raw.relations) {
    cache.relations.set(`${r.schema}.${r.name}`, {
      ...r,
      oid: Number(r.oid), // json renders an oid as a string
      primaryKey: r.primaryKey ?? [],
      uniques: r.uniques.filter((u): u is string[] => Array.isArray(u)),
      columnMap: new Map(r.columns.map((c) => [c.name, c])),
    })
  }
  cache.foreignKeys.push(...raw.foreignKeys)
  for (const f of raw.functions) {
    const inputs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
    const outputs = f.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
    const firstDefault = inputs.length - f.nargdefaults
    const fn: Fn = {
      schema: f.schema,
      name: f.name,
      volatility: f.volatility,
      returnsSet: f.returnsSet,
      returnType: f.returnType,
      kind:
        f.typname === 'void'
          ? 'void'
          : f.typtype === 'c' || (f.typname === 'record' && outputs.length > 0)
            ? 'composite'
            : 'scalar',
      returnColumns:
        f.typtype === 'c'
          ? f.returnColumns.map((c) => ({ name: c.name, type: c.type }))
          : outputs.map((o) => ({ name: o.name, type: o.type })),
      returnRelation: f.returnRelation,
      argRelation: f.argRelation,
      rows: f.rows,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault })),
    }
    const key = `${f.schema}.${f.name}`
    const list = cache.functions.get(key) ?? []
    list.push(fn)
    cache.functions.set(key, list)
  }
  cache.views.push(...raw.views.map((v) => ({ oid: Number(v.oid), query: v.query })))
  for (const role of raw.roles ?? []) {
    // PostgREST's in-database config (`alter role authenticator set pgrst.db_aggregates_enabled`).
    if (role.name === 'authenticator') {
      cache.aggregatesEnabled = (role.settings ?? []).includes('pgrst.db_aggregates_enabled=true')
    }
    const settings: [string, string][] = []
    for (const entry of role.settings ?? []) {
      const eq = entry.indexOf('=')
      const name = entry.slice(0, eq)
      if (ROLE_SETTINGS.has(name)) settings.push([name, entry.slice(eq + 1)])
    }
    cache.roles.set(role.name, { settings })
  }
  buildRelationships(cache)
  return cache
}

/** A Postgres array literal with every element quoted (values are always bound, never spliced). */
export function toPgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}
