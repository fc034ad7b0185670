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
>
export type CatalogueEntry = { kind: KitItemKind; id: string; title: string }

export const kitMessages = {
  loadFailed: 'تعذّر تحميل الحِزم',
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

export async function fetchKitItems(kitId: string): Promise<AdminKitItem[]> {
  const c = await client()
  const { data, error } = await c
    .from('kit_items')
    .select('id, kit_id, position, item_kind, item_id, note')
    .eq('kit_id', kitId)
    .order('position')
    .order('id')
  if (error) throw toAdminError(error, kitMessages.loadFailed)
  return data
}

export const kitItemsQuery = (kitId: string) =>
  queryOptions({ queryKey: adminKeys.kitItems(kitId), queryFn: () => fetchKitItems(kitId) })

/** Every catalogue item an admin may put in a kit (drafts too), by kind, with its title. */
export async function fetchKitCatalogue(): Promise<CatalogueEntry[]> {
  const c = await client()
  const [prompts, assistants, tools, templates] = await Promise.all([
    c.from('prompts').select('id, title_ar').order('title_ar'),
    c.from('gpt_assistants').select('id, name').order('name'),
    c.from('ai_tools').select('id, name').order('name'),
    c.from('automation_templates').select('id, title').order('title'),
  ])
  for (const result of [prompts, assistants, tools, templates]) {
    if (result.error) throw toAdminError(result.error, kitMessages.loadFailed)
  }
  return [
    ...(prompts.data ?? []).map((r) => ({ kind: 'prompt' as const, id: r.id, title: r.title_ar })),
    ...(assistants.data ?? []).map((r) => ({
      kind: 'assistant' as const,
      id: r.id,
      title: r.name,
    })),
    ...(tools.data ?? []).map((r) => ({ kind: 'tool' as const, id: r.id, title: r.name })),
    ...(templates.data ?? []).map((r) => ({ kind: 'template' as const, id: r.id, title: r.title })),
  ]
}

export const kitCatalogueQuery = () =>
  queryOptions({
    queryKey: adminKeys.kitCatalogue(),
    queryFn: fetchKitCatalogue,
    staleTime: 5 * 60_000,
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
