/**
 * Collections (issue 21): the user's named lists of library items, in a personal order.
 * Shared because the catalogue's cards offer «أضف إلى مجموعة» and the collections feature
 * manages them; features do not import each other.
 *
 * «المفضلة» is the default collection: its items are the `favorites` rows (the heart button),
 * every other collection keeps its items in `collection_items` (docs/decisions.md).
 */
import { queryOptions } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { formatInteger } from '@/lib/format'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

export type CollectionItemKind = 'prompt' | 'assistant' | 'tool' | 'template' | 'own_prompt'

export type Collection = {
  id: string
  name: string
  is_default: boolean
  item_count: number
  created_at: string
}

/** One item of a collection: `id` is its row (favorites or collection_items), used to reorder. */
export type CollectionEntry = { id: string; item_kind: CollectionItemKind; item_id: string }

export const COLLECTION_NAME_MAX = 60

export const collectionMessages = {
  loadFailed: 'تعذّر تحميل المجموعات. حاول مرة أخرى',
  saveFailed: 'تعذّر حفظ التغيير. حاول مرة أخرى',
  signedOut: 'سجّل الدخول لإدارة مجموعاتك',
  notFound: 'لم نجد هذه المجموعة',
  duplicateItem: 'هذا العنصر موجود في المجموعة',
}

export class CollectionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

type DbError = { code?: string; hint?: string | null; message?: string }

/** Hints whose database message is already the Arabic sentence to show. */
const ARABIC_HINTS = new Set([
  'collection_name_required',
  'collection_name_too_long',
  'collection_name_taken',
  'collections_limit',
  'collection_not_found',
  'collection_is_favorites',
  'item_not_found',
  'item_in_collection',
  'collection_full',
  'stale_order',
])

/** The one place database refusals become the collections' Arabic messages. */
export function toCollectionError(error: DbError, fallback: string): CollectionError {
  if (isNetworkError(error)) return new CollectionError('network', NETWORK_ERROR_MESSAGE)
  if (error.hint && ARABIC_HINTS.has(error.hint) && error.message) {
    return new CollectionError(error.hint, error.message)
  }
  if (error.hint === 'not_authenticated' || error.code === '42501') {
    return new CollectionError('not_authenticated', collectionMessages.signedOut)
  }
  if (error.code === '23505') {
    return new CollectionError('duplicate', collectionMessages.duplicateItem)
  }
  return new CollectionError(error.code ?? 'unknown', fallback)
}

function userId(): string {
  const id = authStore.getSnapshot().session?.user.id
  if (!id) throw new CollectionError('not_authenticated', collectionMessages.signedOut)
  return id
}

export const collectionKeys = {
  all: ['collections'] as const,
  list: (user: string) => [...collectionKeys.all, 'list', user] as const,
  items: (collectionId: string) => [...collectionKeys.all, 'items', collectionId] as const,
  memberships: (kind: CollectionItemKind, id: string) =>
    [...collectionKeys.all, 'memberships', kind, id] as const,
  limit: (user: string) => [...collectionKeys.all, 'limit', user] as const,
}

export async function fetchCollections(): Promise<Collection[]> {
  const client = await db()
  const { data, error } = await client.rpc('my_collections')
  if (error) throw toCollectionError(error, collectionMessages.loadFailed)
  return data
}

export const collectionsQuery = (user: string) =>
  queryOptions({ queryKey: collectionKeys.list(user), queryFn: fetchCollections })

/** How many collections (besides «المفضلة») the plan allows: -1 no limit, 0 none (no plan). */
export async function fetchCollectionLimit(): Promise<number> {
  const client = await db()
  const { data, error } = await client.rpc('my_entitlements')
  if (error) throw toCollectionError(error, collectionMessages.loadFailed)
  const limits = (data as { limits?: Record<string, unknown> | null } | null)?.limits
  const value = limits?.collections
  return typeof value === 'number' ? value : 0
}

export const collectionLimitQuery = (user: string) =>
  queryOptions({ queryKey: collectionKeys.limit(user), queryFn: fetchCollectionLimit })

export async function createCollection(name: string): Promise<{ id: string; name: string }> {
  const client = await db()
  const { data, error } = await client
    .from('collections')
    .insert({ name })
    .select('id, name')
    .single()
  if (error) throw toCollectionError(error, collectionMessages.saveFailed)
  return data
}

export async function renameCollection(id: string, name: string): Promise<void> {
  const client = await db()
  const { data, error } = await client
    .from('collections')
    .update({ name })
    .eq('id', id)
    .select('id')
  if (error) throw toCollectionError(error, collectionMessages.saveFailed)
  if (data.length === 0) throw new CollectionError('not_found', collectionMessages.notFound)
}

export async function deleteCollection(id: string): Promise<void> {
  const client = await db()
  const { error } = await client.from('collections').delete().eq('id', id)
  if (error) throw toCollectionError(error, collectionMessages.saveFailed)
}

/** The items of one collection in the user's order. */
export async function fetchCollectionEntries(collection: {
  id: string
  is_default: boolean
}): Promise<CollectionEntry[]> {
  const client = await db()
  if (collection.is_default) {
    const { data, error } = await client
      .from('favorites')
      .select('id, item_type, item_id')
      .eq('user_id', userId())
      .order('position')
      .order('created_at')
    if (error) throw toCollectionError(error, collectionMessages.loadFailed)
    return data.map((f) => ({
      id: f.id,
      item_kind: f.item_type as CollectionItemKind,
      item_id: f.item_id,
    }))
  }
  const { data, error } = await client
    .from('collection_items')
    .select('id, item_kind, item_id')
    .eq('collection_id', collection.id)
    .order('position')
    .order('created_at')
  if (error) throw toCollectionError(error, collectionMessages.loadFailed)
  return data as CollectionEntry[]
}

export async function reorderCollection(collectionId: string, entryIds: string[]): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('reorder_collection', {
    p_collection_id: collectionId,
    p_item_ids: entryIds,
  })
  if (error) throw toCollectionError(error, collectionMessages.saveFailed)
}

/** Removes one item (its row id) from a collection; «المفضلة» removes the favorite. */
export async function removeCollectionEntry(
  collection: { is_default: boolean },
  entryId: string,
): Promise<void> {
  const client = await db()
  const { error } = collection.is_default
    ? await client.from('favorites').delete().eq('id', entryId)
    : await client.from('collection_items').delete().eq('id', entryId)
  if (error) throw toCollectionError(error, collectionMessages.saveFailed)
}

/** The collections (not «المفضلة») that hold this item. */
export async function fetchMemberships(kind: CollectionItemKind, id: string): Promise<string[]> {
  const client = await db()
  const { data, error } = await client
    .from('collection_items')
    .select('collection_id')
    .eq('item_kind', kind)
    .eq('item_id', id)
  if (error) throw toCollectionError(error, collectionMessages.loadFailed)
  return data.map((row) => row.collection_id)
}

export async function setCollectionMembership(
  collectionId: string,
  kind: CollectionItemKind,
  id: string,
  on: boolean,
): Promise<void> {
  const client = await db()
  if (on) {
    const { error } = await client
      .from('collection_items')
      .insert({ collection_id: collectionId, item_kind: kind, item_id: id })
    // Already there (another tab): the wanted state holds.
    if (error && error.code !== '23505') {
      throw toCollectionError(error, collectionMessages.saveFailed)
    }
    return
  }
  const { error } = await client
    .from('collection_items')
    .delete()
    .eq('collection_id', collectionId)
    .eq('item_kind', kind)
    .eq('item_id', id)
  if (error) throw toCollectionError(error, collectionMessages.saveFailed)
}

/** «3 من 10», or «3 (بلا حد)» when the plan sets no limit. */
export function formatCollectionUsage(used: number, limit: number): string {
  return limit < 0
    ? `${formatInteger(used)} (بلا حد)`
    : `${formatInteger(used)} من ${formatInteger(limit)}`
}
