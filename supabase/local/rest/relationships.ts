/**
 * The relationships PostgREST can embed through, built once per schema cache the way its
 * SchemaCache.hs builds them: every foreign key gives a many-to-one (one-to-one when its columns
 * are unique) and the inverse one-to-many (one-to-one); views inherit the foreign keys of the
 * table columns they select (`addViewM2OAndO2ORels`); a table whose primary key holds two
 * foreign keys joins their targets many-to-many (`addM2MRels`); and a function taking one
 * table's row type and returning another's is a computed relationship that overrides the
 * detected ones of the same name (`getOverrideRelationshipsMap`). Lists are kept in PostgREST's
 * order (`sort` on `Relationship`), which is the order of PGRST201's `details`.
 */
import type { Fn, Relation, SchemaCache } from './schema-cache.ts'
import { viewColumnOrigins } from './view-columns.ts'

export type Cardinality = 'o2m' | 'm2o' | 'o2o' | 'm2m'

export interface Junction {
  table: Relation
  constraint1: string
  constraint2: string
  /** (origin column, junction column) pairs. */
  source: [string, string][]
  /** (target column, junction column) pairs. */
  target: [string, string][]
}

export interface Relationship {
  table: Relation
  foreignTable: Relation
  isSelf: boolean
  cardinality: Cardinality
  /** The foreign key's name (empty for many-to-many and computed relationships). */
  constraint: string
  /** (table column, foreign table column) pairs; empty for many-to-many and computed. */
  columns: [string, string][]
  junction?: Junction
  tableIsView: boolean
  foreignTableIsView: boolean
  /** Set on a computed relationship: the function that returns the related rows. */
  fn?: Fn
  toOne: boolean
}

const isView = (rel: Relation) => rel.kind === 'v' || rel.kind === 'm'

function relationship(
  table: Relation,
  foreignTable: Relation,
  cardinality: Cardinality,
  constraint: string,
  columns: [string, string][],
): Relationship {
  return {
    table,
    foreignTable,
    isSelf: table === foreignTable,
    cardinality,
    constraint,
    columns,
    tableIsView: isView(table),
    foreignTableIsView: isView(foreignTable),
    toOne: cardinality === 'm2o' || cardinality === 'o2o',
  }
}

/** Foreign keys between exposed relations: many-to-one, or one-to-one on unique columns. */
function foreignKeyRelationships(cache: SchemaCache): Relationship[] {
  const out: Relationship[] = []
  for (const fk of cache.foreignKeys) {
    const table = cache.relation(fk.schema, fk.table)
    const foreign = cache.relation(fk.refSchema, fk.refTable)
    if (!table || !foreign) continue
    const unique = [table.primaryKey, ...table.uniques].some(
      (u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c)),
    )
    const pairs = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i]!])
    out.push(relationship(table, foreign, unique ? 'o2o' : 'm2o', fk.name, pairs))
  }
  return out
}

/** For each view, per source table: table column -> the view columns that select it. */
function viewDependencies(cache: SchemaCache): Map<Relation, Map<Relation, Map<string, string[]>>> {
  const byOid = new Map<number, Relation>()
  for (const rel of cache.relations.values()) byOid.set(rel.oid, rel)
  const queries = new Map(cache.views.map((v) => [v.oid, v.query]))
  const resolved = new Map<number, Map<number, [number, number]>>()
  // view oid -> (view attnum -> [base table oid, base attnum]), following views of views.
  const origins = (oid: number, seen: Set<number>): Map<number, [number, number]> => {
    const known = resolved.get(oid)
    if (known) return known
    const out = new Map<number, [number, number]>()
    const query = queries.get(oid)
    if (query && !seen.has(oid)) {
      seen.add(oid)
      for (const o of viewColumnOrigins(query)) {
        if (queries.has(o.tableOid)) {
          const inner = origins(o.tableOid, seen).get(o.tableColumn)
          if (inner) out.set(o.viewColumn, inner)
        } else out.set(o.viewColumn, [o.tableOid, o.tableColumn])
      }
    }
    resolved.set(oid, out)
    return out
  }
  const deps = new Map<Relation, Map<Relation, Map<string, string[]>>>()
  for (const { oid } of cache.views) {
    const view = byOid.get(oid)
    if (!view) continue
    const perTable = new Map<Relation, Map<string, string[]>>()
    for (const [viewNum, [tableOid, tableNum]] of origins(oid, new Set())) {
      const table = byOid.get(tableOid)
      const tableCol = table?.columns.find((c) => c.num === tableNum)?.name
      const viewCol = view.columns.find((c) => c.num === viewNum)?.name
      if (!table || !tableCol || !viewCol) continue
      const cols = perTable.get(table) ?? new Map<string, string[]>()
      cols.set(tableCol, [...(cols.get(tableCol) ?? []), viewCol])
      perTable.set(table, cols)
    }
    deps.set(view, perTable)
  }
  return deps
}

/** Every way of picking one view column per key column (a column selected twice gives two). */
function expand(keyColumns: string[], mapping: Map<string, string[]>): string[][] {
  let combos: string[][] = [[]]
  for (const col of keyColumns) {
    const choices = mapping.get(col)
    if (!choices) return []
    combos = combos.flatMap((combo) => choices.map((c) => [...combo, c]))
  }
  return combos
}

/** The foreign keys seen through views: view->table, table->view and view->view. */
function viewRelationships(cache: SchemaCache, base: Relationship[]): Relationship[] {
  const deps = viewDependencies(cache)
  const views = (table: Relation, cols: string[]) => {
    const out: [Relation, string[]][] = []
    for (const [view, perTable] of deps) {
      const mapping = perTable.get(table)
      if (mapping) for (const combo of expand(cols, mapping)) out.push([view, combo])
    }
    return out
  }
  const out: Relationship[] = []
  for (const r of base) {
    const tableCols = r.columns.map(([t]) => t)
    const foreignCols = r.columns.map(([, f]) => f)
    const fromViews = views(r.table, tableCols)
    const toViews = views(r.foreignTable, foreignCols)
    const pairs = (left: string[], right: string[]) =>
      left.map((c, i): [string, string] => [c, right[i]!])
    for (const [view, cols] of fromViews) {
      out.push(
        relationship(view, r.foreignTable, r.cardinality, r.constraint, pairs(cols, foreignCols)),
      )
    }
    for (const [view, cols] of toViews) {
      out.push(relationship(r.table, view, r.cardinality, r.constraint, pairs(tableCols, cols)))
    }
    for (const [v1, cols1] of fromViews) {
      for (const [v2, cols2] of toViews) {
        out.push(relationship(v1, v2, r.cardinality, r.constraint, pairs(cols1, cols2)))
      }
    }
  }
  return out
}

/** A junction whose primary key holds the columns of two of its many-to-one foreign keys. */
function manyToMany(rels: Relationship[]): Relationship[] {
  const out: Relationship[] = []
  for (const r1 of rels) {
    if (r1.cardinality !== 'm2o') continue
    for (const r2 of rels) {
      if (r2.cardinality !== 'm2o' || r2.table !== r1.table || r2.constraint === r1.constraint) {
        continue
      }
      const jt = r1.table
      const cols = [...r1.columns, ...r2.columns].map(([c]) => c)
      if (!cols.every((c) => jt.primaryKey.includes(c))) continue
      out.push({
        ...relationship(r1.foreignTable, r2.foreignTable, 'm2m', '', []),
        junction: {
          table: jt,
          constraint1: r1.constraint,
          constraint2: r2.constraint,
          source: r1.columns.map(([j, t]): [string, string] => [t, j]),
          target: r2.columns.map(([j, t]): [string, string] => [t, j]),
        },
      })
    }
  }
  return out
}

function inverse(r: Relationship): Relationship {
  return {
    ...relationship(
      r.foreignTable,
      r.table,
      r.cardinality === 'm2o' ? 'o2m' : 'o2o',
      r.constraint,
      r.columns.map(([a, b]): [string, string] => [b, a]),
    ),
    isSelf: r.isSelf,
  }
}

/** Functions `f(table_row) returns [setof] other_table`: to-one unless a set of more than 1 row. */
function computedRelationships(cache: SchemaCache): Relationship[] {
  const out: Relationship[] = []
  for (const fns of cache.functions.values()) {
    for (const fn of fns) {
      if (fn.args.length !== 1 || !fn.argRelation || !fn.returnRelation) continue
      const table = cache.relation(fn.argRelation.schema, fn.argRelation.name)
      const foreign = cache.relation(fn.returnRelation.schema, fn.returnRelation.name)
      if (!table || !foreign) continue
      out.push({
        ...relationship(table, foreign, fn.returnsSet && fn.rows !== 1 ? 'o2m' : 'm2o', '', []),
        fn,
        toOne: !fn.returnsSet || fn.rows === 1,
      })
    }
  }
  return out
}

const CARDINALITY_ORDER: Record<Cardinality, number> = { o2m: 0, m2o: 1, o2o: 2, m2m: 3 }

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function comparePairs(a: [string, string][], b: [string, string][]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const c = compareText(a[i]![0], b[i]![0]) || compareText(a[i]![1], b[i]![1])
    if (c) return c
  }
  return a.length - b.length
}

const qi = (r: Relation) => [r.schema, r.name] as const

/** Haskell's derived `Ord Relationship`: the field order of the data type. */
function compare(a: Relationship, b: Relationship): number {
  if (Boolean(a.fn) !== Boolean(b.fn)) return a.fn ? 1 : -1
  if (a.fn && b.fn) {
    return (
      compareText(a.fn.schema, b.fn.schema) ||
      compareText(a.fn.name, b.fn.name) ||
      compareText(qi(a.foreignTable).join('.'), qi(b.foreignTable).join('.'))
    )
  }
  const [as, an] = qi(a.foreignTable)
  const [bs, bn] = qi(b.foreignTable)
  const base =
    compareText(as, bs) ||
    compareText(an, bn) ||
    Number(a.isSelf) - Number(b.isSelf) ||
    CARDINALITY_ORDER[a.cardinality] - CARDINALITY_ORDER[b.cardinality]
  if (base) return base
  if (a.junction && b.junction) {
    return (
      compareText(a.junction.table.schema, b.junction.table.schema) ||
      compareText(a.junction.table.name, b.junction.table.name) ||
      compareText(a.junction.constraint1, b.junction.constraint1) ||
      compareText(a.junction.constraint2, b.junction.constraint2) ||
      comparePairs(a.junction.source, b.junction.source) ||
      comparePairs(a.junction.target, b.junction.target)
    )
  }
  return (
    compareText(a.constraint, b.constraint) ||
    comparePairs(a.columns, b.columns) ||
    Number(a.tableIsView) - Number(b.tableIsView) ||
    Number(a.foreignTableIsView) - Number(b.foreignTableIsView)
  )
}

export function buildRelationships(cache: SchemaCache): void {
  const base = foreignKeyRelationships(cache)
  const direct = [...base, ...viewRelationships(cache, base)]
  const detected = [...direct, ...manyToMany(direct)]
  detected.push(...detected.filter((r) => r.cardinality !== 'm2m').map(inverse))
  const computed = computedRelationships(cache)
  // A computed relationship replaces the detected ones from its table to a relation of its name.
  const overridden = (r: Relationship) =>
    computed.some(
      (c) =>
        c.table === r.table &&
        c.fn!.schema === r.foreignTable.schema &&
        c.fn!.name === r.foreignTable.name,
    )
  for (const r of [...detected.filter((d) => !overridden(d)), ...computed]) {
    const key = `${r.table.schema}.${r.table.name}`
    const list = cache.relationships.get(key) ?? []
    list.push(r)
    cache.relationships.set(key, list)
  }
  for (const list of cache.relationships.values()) list.sort(compare)
}
