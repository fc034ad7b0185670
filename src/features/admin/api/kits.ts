import { queryOptions } from '@tanstack/react-query'
import { z } from '@/lib/zod-arabic'
import type { KitItemKind } from '@/lib/kit-icons'
import { kitIcons } from '@/lib/kit-icons'
import { db, type Db, type Row } from './client'
import { toAdminError } from './errors'
import { adminKeys } from './keys'

export type AdminKit = Pick<
  Row<'kits'>,
  'id' | 'slug' | 'title' | 'description' | 'steps' | 'icon' | 'is_published' | 'sort_order'
>
export type AdminKitItem = Pick<
  Row<'kit_items'>,
  'id' | 'kit_id' | 'position' | 'item_kind' | 'item_id' | 'note'
> & {
  /** The item's title now; null when the item was deleted from the catalogue. */
  title: string | null
}
export type CatalogueEntry = { kind: KitItemKind; id: string; title: string }

export const kitMessages = {
  loadFailed: 'تعذّر تحميل الحزم',
  saveFailed: 'تعذّر حفظ الحزمة',
  saved: 'حُفظت الحزمة',
  deleted: 'حُذفت الحزمة',
  published: 'نُشرت الحزمة',
  unpublished: 'أُلغي نشر الحزمة',
  itemAdded: 'أُضيف العنصر إلى الحزمة',
  itemRemoved: 'أُزيل العنصر من الحزمة',
  itemFailed: 'تعذّر تحديث عناصر الحزمة',
  reorderFailed: 'تعذّر حفظ الترتيب',
} as const

const KIT_COLUMNS = 'id, slug, title, description, steps, icon, is_published, sort_order'

/** The guide as typed: one step a line, blank lines dropped. */
export function stepsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The kit form: the database's own checks, in Arabic, before anything is sent. */
export const kitSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'اكتب عنواناً من 3 أحرف على الأقل' }),
      z.maxLength(120, { error: 'العنوان أطول من 120 حرفاً' }),
    ),
  slug: z.string().check(
    z.trim(),
    z.regex(/^[a-z0-9][a-z0-9-]{1,79}$/, {
      error:
        'المعرّف بحروف إنجليزية صغيرة وأرقام وشرطات فقط (من حرفين إلى 80)، مثل launch-online-store',
    }),
  ),
  description: z.string().check(z.trim(), z.maxLength(500, { error: 'الوصف أطول من 500 حرف' })),
  steps: z.string().check(
    z.refine((text) => stepsOf(text).length >= 1, {
      error: 'اكتب خطوة واحدة على الأقل، كل خطوة في سطر',
    }),
    z.refine((text) => stepsOf(text).length <= 12, { error: 'الدليل 12 خطوة على الأكثر' }),
    z.refine((text) => stepsOf(text).every((step) => step.length >= 2 && step.length <= 400), {
      error: 'كل خطوة من حرفين إلى 400 حرف',
    }),
  ),
  icon: z.string().check(z.refine((name) => name in kitIcons, { error: 'اختر أيقونة من القائمة' })),
  sort_order: z.string().check(z.regex(/^\d{1,4}$/, { error: 'الترتيب عدد صحيح من 0 إلى 9999' })),
})
export type KitFormValues = z.infer<typeof kitSchema>

async function client(): Promise<Db> {
  return (await db()) as unknown as Db
}

export async function fetchAdminKits(): Promise<AdminKit[]> {
  const c = await client()
  const { data, error } = await c
    .from('kits')
    .select(KIT_COLUMNS)
    .order('sort_order')
    .order('created_at')
  if (error) throw toAdminError(error, kitMessages.loadFailed)
  return data
}

export const adminKitsQuery = () =>
  queryOptions({ queryKey: adminKeys.kits(), queryFn: fetchAdminKits })

export async function fetchKitItems(kitId: string, c?: Db): Promise<AdminKitItem[]> {
  c ??= await client()
  const { data, error } = await c
    .from('kit_items')
    .select('id, kit_id, position, item_kind, item_id, note')
    .eq('kit_id', kitId)
    .order('position')
    .order('id')
  if (error) throw toAdminError(error, kitMessages.loadFailed)
  // The titles of the kit's own items only, one query per kind present.
  const kinds = [...new Set(data.map((item) => item.item_kind as KitItemKind))]
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const ids = data.filter((item) => item.item_kind === kind).map((item) => item.item_id)
      const titles = await titlesOf(c, kind).in('id', ids)
      if (titles.error) throw toAdminError(titles.error, kitMessages.loadFailed)
      return titles.data.map((row): [string, string] => [`${kind}:${row.id}`, row.title])
    }),
  )
  const titles = new Map<string, string>(found.flat())
  return data.map((item) => ({
    ...item,
    title: titles.get(`${item.item_kind}:${item.item_id}`) ?? null,
  }))
}

export const kitItemsQuery = (kitId: string) =>
  queryOptions({ queryKey: adminKeys.kitItems(kitId), queryFn: () => fetchKitItems(kitId) })

/** PostgREST's or() syntax treats these as structure; a title search never needs them. */
const cleanTerm = (term: string) => term.replace(/[,()*%\\]/g, ' ').trim()

/** How many candidates a search shows (after those already in the kit are left out). */
export const KIT_CANDIDATES = 8

/** The columns a title search looks in, per kind (the first is the title). */
const SEARCHED: Record<KitItemKind, readonly string[]> = {
  prompt: ['title_ar', 'title_en', 'slug'],
  assistant: ['name'],
  tool: ['name'],
  template: ['title'],
}

/** `id` and `title` of one kind's rows, drafts too, in title order. */
function titlesOf(c: Db, kind: KitItemKind) {
  switch (kind) {
    case 'prompt':
      return c.from('prompts').select('id, title:title_ar').order('title_ar')
    case 'assistant':
      return c.from('gpt_assistants').select('id, title:name').order('name')
    case 'tool':
      return c.from('ai_tools').select('id, title:name').order('name')
    case 'template':
      return c.from('automation_templates').select('id, title').order('title')
  }
}

/**
 * Catalogue items of one kind whose title (for prompts also the English title or slug) contains
 * the term, drafts too, searched in the database: the catalogue holds tens of thousands of
 * prompts, more than one response carries. `exclude`: ids already in the kit.
 */
export async function searchKitCandidates(
  input: { kind: KitItemKind; term: string; exclude: readonly string[] },
  c?: Db,
): Promise<CatalogueEntry[]> {
  const term = cleanTerm(input.term)
  if (!term) return []
  const filter = SEARCHED[input.kind].map((column) => `${column}.ilike.*${term}*`).join(',')
  const { data, error } = await titlesOf(c ?? (await client()), input.kind)
    .or(filter)
    .limit(KIT_CANDIDATES + input.exclude.length)
  if (error) throw toAdminError(error, kitMessages.loadFailed)
  const taken = new Set(input.exclude)
  return data
    .filter((row) => !taken.has(row.id))
    .slice(0, KIT_CANDIDATES)
    .map((row) => ({ kind: input.kind, id: row.id, title: row.title }))
}

export const kitCandidatesQuery = (kind: KitItemKind, term: string, exclude: readonly string[]) =>
  queryOptions({
    queryKey: adminKeys.kitCandidates(kind, cleanTerm(term), exclude),
    queryFn: () => searchKitCandidates({ kind, term, exclude }),
    enabled: cleanTerm(term) !== '',
  })

export async function saveKit(input: {
  id: string | null
  values: KitFormValues
}): Promise<string> {
  const c = await client()
  const { values } = input
  const row = {
    title: values.title,
    slug: values.slug,
    description: values.description,
    steps: stepsOf(values.steps),
    icon: values.icon,
    sort_order: Number(values.sort_order),
  }
  const { data, error } = input.id
    ? await c.from('kits').update(row).eq('id', input.id).select('id').single()
    : await c.from('kits').insert(row).select('id').single()
  if (error) throw toAdminError(error, kitMessages.saveFailed)
  return data.id
}

export async function setKitPublished(input: { id: string; published: boolean }): Promise<void> {
  const c = await client()
  const { error } = await c
    .from('kits')
    .update({ is_published: input.published })
    .eq('id', input.id)
  if (error) throw toAdminError(error, kitMessages.saveFailed)
}

export async function deleteKit(id: string): Promise<void> {
  const c = await client()
  const { error } = await c.from('kits').delete().eq('id', id)
  if (error) throw toAdminError(error, kitMessages.saveFailed)
}

export async function addKitItem(input: {
  kitId: string
  kind: KitItemKind
  itemId: string
  note: string
  position: number
}): Promise<void> {
  const c = await client()
  const { error } = await c.from('kit_items').insert({
    kit_id: input.kitId,
    item_kind: input.kind,
    item_id: input.itemId,
    note: input.note,
    position: input.position,
  })
  if (error) {
    // «العنصر المختار غير موجود في المكتبة»: the database's own words.
    if (error.hint === 'item_not_found') throw toAdminError(null, error.message)
    throw toAdminError(error, kitMessages.itemFailed)
  }
}

export async function removeKitItem(id: string): Promise<void> {
  const c = await client()
  const { error } = await c.from('kit_items').delete().eq('id', id)
  if (error) throw toAdminError(error, kitMessages.itemFailed)
}

export async function reorderKitItems(input: { kitId: string; ids: string[] }): Promise<void> {
  const c = await client()
  const { error } = await c.rpc('reorder_kit_items', {
    p_kit_id: input.kitId,
    p_item_ids: input.ids,
  })
  if (error) {
    if (error.hint === 'stale_order') throw toAdminError(null, error.message)
    throw toAdminError(error, kitMessages.reorderFailed)
  }
}
