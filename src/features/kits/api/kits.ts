import { queryOptions } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { KitItemKind } from '@/lib/kit-icons'
import { normalizeArabic } from '@/lib/normalize-arabic'
import { paths } from '@/lib/paths'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

export type Kit = Pick<
  Database['public']['Tables']['kits']['Row'],
  'id' | 'slug' | 'title' | 'description' | 'steps' | 'icon'
>

export type KitItem = {
  id: string
  kind: KitItemKind
  title: string
  description: string
  note: string
  to: string
  locked: boolean
  lockReason: string | null
  lockMessage: string | null
}

export const kitMessages = {
  loadFailed: 'تعذّر تحميل الحزم. يرجى المحاولة مرة أخرى',
  notFound: 'الحزمة غير موجودة',
  signIn: 'سجّل الدخول لعرض الحزمة',
} as const

export class KitError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

function toKitError(error: { hint?: string | null }): KitError {
  if (error.hint === 'not_found') return new KitError('not_found', kitMessages.notFound)
  if (error.hint === 'sign_in') return new KitError('sign_in', kitMessages.signIn)
  return new KitError('unknown', kitMessages.loadFailed)
}

export const kitKeys = {
  all: ['kits'] as const,
  list: (query: string) => [...kitKeys.all, 'list', query] as const,
  kit: (slug: string) => [...kitKeys.all, 'kit', slug] as const,
  contents: (id: string, userId: string) => [...kitKeys.all, 'contents', id, userId] as const,
}

const KIT_COLUMNS = 'id, slug, title, description, steps, icon'

/**
 * Published kits (RLS), in their order. A query matches when every word appears in the kit's
 * title, description or guide, compared after the library's Arabic normalisation (the database
 * keeps search_text normalised by private.normalize_arabic; the words are normalised by its twin).
 */
export async function fetchKits(query: string): Promise<Kit[]> {
  const client = await db()
  let request = client.from('kits').select(KIT_COLUMNS)
  // PostgREST reads * as the wildcard; the characters that would change the filter are dropped.
  const words = normalizeArabic(query)
    .replace(/[%*_,()\\"]/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8)
  for (const word of words) request = request.ilike('search_text', `*${word}*`)
  const { data, error } = await request.order('sort_order').order('created_at')
  if (error) throw toKitError(error)
  return data
}

export const kitsQuery = (query: string) =>
  queryOptions({ queryKey: kitKeys.list(query.trim()), queryFn: () => fetchKits(query) })

export async function fetchKit(slug: string): Promise<Kit> {
  const client = await db()
  const { data, error } = await client
    .from('kits')
    .select(KIT_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw toKitError(error)
  if (!data) throw new KitError('not_found', kitMessages.notFound)
  return data
}

export const kitQuery = (slug: string) =>
  queryOptions({ queryKey: kitKeys.kit(slug), queryFn: () => fetchKit(slug) })

function linkTo(kind: KitItemKind, id: string): string {
  switch (kind) {
    case 'prompt':
      return paths.dashboard.promptCard.to(id)
    case 'assistant':
      return paths.dashboard.gptAssistants
    case 'tool':
      return paths.dashboard.aiTools
    case 'template':
      return paths.dashboard.automationTemplates
  }
}

/** The kit's items with the caller's lock on each; the database never sends a body here. */
export async function fetchKitContents(kitId: string): Promise<KitItem[]> {
  const client = await db()
  const { data, error } = await client.rpc('kit_contents', { p_kit_id: kitId })
  if (error) throw toKitError(error)
  return data.map((row) => {
    const kind = row.item_kind as KitItemKind
    return {
      id: row.item_id,
      kind,
      title: row.title,
      description: row.description,
      note: row.note,
      to: linkTo(kind, row.item_id),
      locked: row.locked,
      lockReason: row.lock_reason,
      lockMessage: row.lock_message,
    }
  })
}

export const kitContentsQuery = (kitId: string, userId: string) =>
  queryOptions({
    queryKey: kitKeys.contents(kitId, userId),
    queryFn: () => fetchKitContents(kitId),
  })
