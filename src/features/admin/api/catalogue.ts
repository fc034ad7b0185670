import { useQuery } from '@tanstack/react-query'
import { catalogueEntities, type EntityDef, type Option } from '../lib/catalogue-entities'
import { db, type Db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

/*
 * One set of calls for every catalogue table (/518/catalogue). The tables are chosen at run time
 * from the entity definitions, so supabase-js's per-table types are widened here, in one place;
 * RLS (private.is_admin()) and the audit triggers are what guard and record each write.
 */
export type CatalogueRow = Record<string, unknown>
type Loose = {
  from: (table: string) => {
    select: (columns: string) => LooseQuery
    insert: (row: CatalogueRow) => LooseQuery
    update: (row: CatalogueRow) => LooseQuery
    upsert: (row: CatalogueRow, options: { onConflict: string }) => LooseQuery
    delete: () => LooseQuery
  }
}
type Result<T> = {
  data: T
  error: { code?: string; message?: string; hint?: string | null } | null
}
type LooseQuery = PromiseLike<Result<unknown>> & {
  select: (columns?: string) => LooseQuery
  eq: (column: string, value: unknown) => LooseQuery
  order: (column: string, options?: { ascending: boolean }) => LooseQuery
  single: () => PromiseLike<Result<CatalogueRow>>
  maybeSingle: () => PromiseLike<Result<CatalogueRow | null>>
}

async function loose(client?: Db): Promise<Loose> {
  return (client ?? (await db())) as unknown as Loose
}

export async function fetchCatalogueRows(def: EntityDef, client?: Db): Promise<CatalogueRow[]> {
  const query = (await loose(client)).from(def.table).select('*')
  const { data, error } = def.orderable
    ? await query.order('sort_order').order('created_at')
    : await query.order('created_at', { ascending: false })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data as CatalogueRow[]
}

export function useCatalogueRows(def: EntityDef) {
  return useQuery({
    queryKey: adminKeys.catalogue(def.table),
    queryFn: () => fetchCatalogueRows(def),
  })
}

export async function fetchCatalogueDetails(
  def: EntityDef,
  key: string,
): Promise<CatalogueRow | null> {
  if (!def.details) return null
  const { data, error } = await (
    await loose()
  )
    .from(def.details.table)
    .select('*')
    .eq(def.details.key, key)
    .maybeSingle()
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export function useCatalogueDetails(def: EntityDef, key: string | null) {
  return useQuery({
    queryKey: adminKeys.catalogueDetails(def.table, key ?? ''),
    queryFn: () => fetchCatalogueDetails(def, key ?? ''),
    enabled: Boolean(def.details && key),
  })
}

/**
 * Every table /518/catalogue manages, for the full JSON export (/518/import-export): each table's
 * rows (drafts too) in the page's order, with its details row (paid link, instructions, steps)
 * under `details`, keyed by table name. Only an admin at aal2 reads it all (RLS); prompts come
 * from the prompt export, in the import's columns.
 */
export async function fetchCatalogueTables(client?: Db): Promise<Record<string, CatalogueRow[]>> {
  const tables = await Promise.all(
    catalogueEntities.map(async (def) => {
      const rows = await fetchCatalogueRows(def, client)
      if (!def.details) return [def.table, rows] as const
      const { table, key } = def.details
      const { data, error } = await (await loose(client)).from(table).select('*')
      if (error) throw toAdminError(error, adminMessages.loadFailed)
      const byKey = new Map(
        (data as CatalogueRow[]).map(({ [key]: id, ...rest }) => [String(id), rest] as const),
      )
      return [
        def.table,
        rows.map((r) => ({ ...r, details: byKey.get(String(r[def.key])) ?? null })),
      ] as const
    }),
  )
  return Object.fromEntries(tables)
}

export type CatalogueRefs = Record<'assistantCategories' | 'platforms' | 'plans', Option[]>

export async function fetchCatalogueRefs(): Promise<CatalogueRefs> {
  const client = await loose()
  const [categories, platforms, plans] = await Promise.all([
    client.from('gpt_assistant_categories').select('id, name').order('sort_order'),
    client.from('platforms').select('id, name').order('sort_order'),
    client.from('plans').select('slug, name').order('rank'),
  ])
  const error = categories.error ?? platforms.error ?? plans.error
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  const options = (rows: unknown, key: string) =>
    ((rows ?? []) as CatalogueRow[]).map((r) => ({ value: String(r[key]), label: String(r.name) }))
  return {
    assistantCategories: options(categories.data, 'id'),
    platforms: options(platforms.data, 'id'),
    plans: options(plans.data, 'slug'),
  }
}

export function useCatalogueRefs() {
  return useQuery({ queryKey: adminKeys.catalogueRefs(), queryFn: fetchCatalogueRefs })
}

/** A foreign key the in-use trigger does not name (a promotion of a plan, say). */
const stillReferenced = {
  '23503': 'لا يمكن الحذف لأن عناصر أخرى مرتبطة بهذا العنصر؛ ألغِ نشره بدلاً من ذلك',
}
const duplicateSlug = { '23505': 'المعرّف مستخدم لعنصر آخر' }
/** The one plans check the form cannot see (plans_team_prices_monthly, issue 46). */
const planChecks = {
  ...duplicateSlug,
  '23514': 'السعر السنوي وسعر المقعد للباقات الشهرية فقط',
}

export type SaveInput = {
  def: EntityDef
  /** The row being edited; null creates one. */
  key: string | null
  main: CatalogueRow
  details: CatalogueRow
  /** New rows go last. */
  sortOrder: number
}

export async function saveCatalogueRow({ def, key, main, details, sortOrder }: SaveInput) {
  const client = await loose()
  const written = key
    ? await client.from(def.table).update(main).eq(def.key, key).select(def.key).single()
    : await client
        .from(def.table)
        .insert(def.orderable ? { ...main, sort_order: sortOrder } : main)
        .select(def.key)
        .single()
  if (written.error) {
    throw toAdminError(
      written.error,
      adminMessages.saveFailed,
      def.id === 'plans' ? planChecks : duplicateSlug,
    )
  }
  const savedKey = String(written.data[def.key])
  if (def.details) {
    const { error } = await client
      .from(def.details.table)
      .upsert({ ...details, [def.details.key]: savedKey }, { onConflict: def.details.key })
    if (error) throw toAdminError(error, adminMessages.saveFailed)
  }
  return savedKey
}

function useCatalogueMutation<T>(
  def: EntityDef,
  fn: (arg: T) => Promise<unknown>,
  success: string,
) {
  return useAdminMutation(fn, {
    success,
    fallback: adminMessages.saveFailed,
    invalidate: [adminKeys.catalogue(def.table), adminKeys.catalogueRefs()],
  })
}

export function useSaveCatalogueRow(def: EntityDef) {
  return useCatalogueMutation(def, saveCatalogueRow, 'تم الحفظ')
}

export function useSetCataloguePublished(def: EntityDef) {
  return useCatalogueMutation(
    def,
    async ({ key, on }: { key: string; on: boolean }) => {
      const { error } = await (
        await loose()
      )
        .from(def.table)
        .update({ [def.publish.column]: on })
        .eq(def.key, key)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    'تم تحديث حالة النشر',
  )
}

export function useDeleteCatalogueRow(def: EntityDef) {
  return useCatalogueMutation(
    def,
    async (key: string) => {
      const { data, error } = await (
        await loose()
      )
        .from(def.table)
        .delete()
        .eq(def.key, key)
        .select(def.key)
      if (error) throw toAdminError(error, adminMessages.saveFailed, stillReferenced)
      if ((data as unknown[]).length === 0) throw toAdminError({ code: '42501' }, '')
    },
    'تم الحذف',
  )
}

/**
 * Moves a row one place up or down: the list is renumbered 1..n in its new order and only rows
 * whose number changes are written (two, once the numbers are distinct).
 */
export function reorderedRows(
  rows: CatalogueRow[],
  index: number,
  direction: -1 | 1,
): { sort_order: number; row: CatalogueRow }[] {
  const target = index + direction
  if (target < 0 || target >= rows.length) return []
  const next = [...rows]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
    .map((row, i) => ({ sort_order: i + 1, row }))
    .filter(({ row, sort_order }) => row.sort_order !== sort_order)
}

export function useMoveCatalogueRow(def: EntityDef) {
  return useCatalogueMutation(
    def,
    async ({
      rows,
      index,
      direction,
    }: {
      rows: CatalogueRow[]
      index: number
      direction: -1 | 1
    }) => {
      const client = await loose()
      for (const { row, sort_order } of reorderedRows(rows, index, direction)) {
        const { error } = await client
          .from(def.table)
          .update({ sort_order })
          .eq(def.key, row[def.key])
        if (error) throw toAdminError(error, adminMessages.saveFailed)
      }
    },
    'تم تغيير الترتيب',
  )
}
