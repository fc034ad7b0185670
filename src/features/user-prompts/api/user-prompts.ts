import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import type { PromptPayload } from '@/lib/offline/writes'
import { paths } from '@/lib/paths'
import { getSupabase } from '@/lib/supabase'
import type { Database, Json, Tables } from '@/types/database'
import type { TransferFile } from '../lib/transfer'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

export type UserPrompt = Omit<Tables<'user_prompts'>, 'search_doc' | 'import_key'>
export type UserPromptVersion = Tables<'user_prompt_versions'>
export type UserPromptUsage = { used: number; max: number }
export type Option = { id: string; name: string }

/** The editable fields, as the online save and the queued offline writes send them. */
export type UserPromptInput = PromptPayload

/** A refusal carries the database's Arabic message; `code` is its hint (plan_limit, not_found …). */
export class UserPromptError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

type DbError = { code?: string; hint?: string | null; message?: string }

const arabic = /[\u0600-\u06FF]/

/** The one place database and network failures become this feature's Arabic messages. */
function toError(error: DbError | Error, fallback: string): UserPromptError {
  if (isNetworkError(error)) return new UserPromptError(NETWORK_ERROR_MESSAGE, 'network')
  const { hint, message } = error as DbError
  if (message && arabic.test(message)) return new UserPromptError(message, hint ?? 'refused')
  return new UserPromptError(fallback, hint ?? 'unknown')
}

function userId(): string {
  return authStore.getSnapshot().session?.user.id ?? ''
}

export const userPromptKeys = {
  all: ['user-prompts'] as const,
  list: (uid: string, deleted: boolean) => ['user-prompts', uid, 'list', deleted] as const,
  one: (uid: string, id: string) => ['user-prompts', uid, 'one', id] as const,
  versions: (uid: string, id: string) => ['user-prompts', uid, 'versions', id] as const,
  usage: (uid: string) => ['user-prompts', uid, 'usage'] as const,
  options: () => ['user-prompts', 'options'] as const,
  /** A shared prompt is the same for everyone with the link, signed in or not. */
  shared: (slug: string) => ['shared-prompt', slug] as const,
}

const LIST_COLUMNS =
  'id, user_id, title, description, body, category, platforms, tags, variables, example, forked_from, library_fork, shared_from_slug, share_slug, shared_at, version, revision, deleted_at, created_at, updated_at'

async function fetchList(deleted: boolean): Promise<UserPrompt[]> {
  const client = await db()
  let query = client.from('user_prompts').select(LIST_COLUMNS)
  query = deleted ? query.not('deleted_at', 'is', null) : query.is('deleted_at', null)
  const { data, error } = await query
    .order(deleted ? 'deleted_at' : 'updated_at', { ascending: false })
    .limit(1000)
  if (error) throw toError(error, 'تعذّر تحميل أوامرك')
  return data
}

export const userPromptsQuery = (deleted = false) =>
  queryOptions({
    queryKey: userPromptKeys.list(userId(), deleted),
    queryFn: () => fetchList(deleted),
  })

async function fetchOne(id: string): Promise<UserPrompt | null> {
  const client = await db()
  const { data, error } = await client
    .from('user_prompts')
    .select(LIST_COLUMNS)
    .eq('id', id)
    .is('deleted_at', null)
    .maybeSingle()
  if (error?.code === '22P02') return null
  if (error) throw toError(error, 'تعذّر تحميل الأمر')
  return data
}

export const userPromptQuery = (id: string) =>
  queryOptions({ queryKey: userPromptKeys.one(userId(), id), queryFn: () => fetchOne(id) })

async function fetchVersions(id: string): Promise<UserPromptVersion[]> {
  const client = await db()
  const { data, error } = await client
    .from('user_prompt_versions')
    .select('*')
    .eq('user_prompt_id', id)
    .order('version', { ascending: false })
  if (error) throw toError(error, 'تعذّر تحميل الإصدارات')
  return data
}

export const userPromptVersionsQuery = (id: string) =>
  queryOptions({
    queryKey: userPromptKeys.versions(userId(), id),
    queryFn: () => fetchVersions(id),
  })

async function fetchUsage(): Promise<UserPromptUsage> {
  const client = await db()
  const { data, error } = await client.rpc('my_user_prompt_usage').single()
  if (error) throw toError(error, 'تعذّر تحميل حدّ خطتك')
  return { used: data.used, max: data.max_allowed }
}

export const userPromptUsageQuery = () =>
  queryOptions({ queryKey: userPromptKeys.usage(userId()), queryFn: fetchUsage })

async function fetchOptions(): Promise<{ categories: Option[]; platforms: Option[] }> {
  const client = await db()
  const [categories, platforms] = await Promise.all([
    client.from('prompt_categories').select('id, name').order('sort_order'),
    client.from('platforms').select('id, name').order('sort_order'),
  ])
  if (categories.error) throw toError(categories.error, 'تعذّر تحميل التصنيفات')
  if (platforms.error) throw toError(platforms.error, 'تعذّر تحميل المنصات')
  return { categories: categories.data, platforms: platforms.data }
}

export const userPromptOptionsQuery = () =>
  queryOptions({
    queryKey: userPromptKeys.options(),
    queryFn: fetchOptions,
    staleTime: 10 * 60_000,
  })

export async function saveUserPrompt(id: string | null, input: UserPromptInput): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('save_user_prompt', {
    // The generated types make every argument required; a null id creates a prompt.
    p_id: id as string,
    p_title: input.title,
    p_description: input.description,
    p_body: input.body,
    p_category: input.category,
    p_platforms: input.platforms,
    p_tags: input.tags,
    p_note: input.note ?? '',
  })
  if (error) throw toError(error, 'تعذّر حفظ الأمر')
  return data
}

export async function duplicateUserPrompt(id: string): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('duplicate_user_prompt', { p_id: id })
  if (error) throw toError(error, 'تعذّر إنشاء نسخة من الأمر')
  return data
}

export async function deleteUserPrompt(id: string, forever = false): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('delete_user_prompt', { p_id: id, p_forever: forever })
  if (error) throw toError(error, 'تعذّر حذف الأمر')
}

export async function restoreUserPrompt(id: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('restore_user_prompt', { p_id: id })
  if (error) throw toError(error, 'تعذّر استعادة الأمر')
}

export async function restoreUserPromptVersion(id: string, version: number): Promise<number> {
  const client = await db()
  const { data, error } = await client.rpc('restore_user_prompt_version', {
    p_id: id,
    p_version: version,
  })
  if (error) throw toError(error, 'تعذّر استعادة الإصدار')
  return data
}

export async function forkPrompt(promptId: string): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('fork_prompt', { p_prompt_id: promptId })
  if (error) throw toError(error, 'تعذّر نسخ الأمر إلى أوامرك')
  return data
}

export type UserPromptHit = {
  id: string
  title: string
  description: string
  tags: string[]
  forked_from: string | null
}

async function searchUserPrompts(query: string, limit: number): Promise<UserPromptHit[]> {
  const client = await db()
  const { data, error } = await client.rpc('search_user_prompts', {
    p_query: query,
    p_limit: limit,
  })
  if (error) throw toError(error, 'تعذّر البحث في أوامرك')
  return data
}

/** The library's Arabic-aware search over the caller's own prompts (the «أوامري» scope). */
export const searchUserPromptsQuery = (query: string, limit = 20) =>
  queryOptions({
    queryKey: [...userPromptKeys.all, userId(), 'search', query, limit] as const,
    queryFn: () => searchUserPrompts(query, limit),
    enabled: query.trim() !== '',
    placeholderData: (previous) => previous,
  })

/** Gives the prompt an unlisted share link (the current one when already shared); its slug. */
export async function shareUserPrompt(id: string): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('share_user_prompt', { p_id: id })
  if (error) throw toError(error, 'تعذّر إنشاء رابط المشاركة')
  return data
}

/** Revokes the prompt's share link: the link stops working for good. */
export async function unshareUserPrompt(id: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('unshare_user_prompt', { p_id: id })
  if (error) throw toError(error, 'تعذّر إلغاء رابط المشاركة')
}

/** A shared slug has 24 url-safe characters (the database draws and checks the same shape). */
export const SHARE_SLUG = /^[A-Za-z0-9_-]{24}$/

export type SharedPrompt = Database['public']['Functions']['get_shared_prompt']['Returns'][number]

/** What /p/<slug> shows: the prompt while it is shared, else "unavailable" (revoked or wrong). */
export type SharedPromptAnswer =
  { status: 'shared'; prompt: SharedPrompt } | { status: 'unavailable' }

async function fetchShared(slug: string): Promise<SharedPromptAnswer> {
  if (!SHARE_SLUG.test(slug)) return { status: 'unavailable' }
  const client = await db()
  const { data, error } = await client.rpc('get_shared_prompt', { p_slug: slug })
  if (error?.hint === 'invalid_slug') return { status: 'unavailable' }
  if (error) throw toError(error, 'تعذّر تحميل الأمر المشترك')
  const prompt = data[0]
  return prompt ? { status: 'shared', prompt } : { status: 'unavailable' }
}

export const sharedPromptQuery = (slug: string) =>
  queryOptions({
    queryKey: userPromptKeys.shared(slug),
    queryFn: () => fetchShared(slug),
    // A refusal (rate limit, network) is shown with a retry button instead of retried in a loop.
    retry: false,
  })

/** «نسخ إلى أوامري» on /p/<slug>: a copy in the caller's own prompts; its id. */
export async function forkSharedPrompt(slug: string): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('fork_shared_prompt', { p_slug: slug })
  if (error) throw toError(error, 'تعذّر نسخ الأمر إلى أوامرك')
  return data
}

/** The full address of a share link. */
export function shareUrl(slug: string): string {
  return `${window.location.origin}${paths.sharedPrompt.to(slug)}`
}

/** The caller's own prompts and collections as one lossless document (under RLS). */
export async function exportUserPrompts(): Promise<TransferFile> {
  const client = await db()
  const { data, error } = await client.rpc('export_user_prompts')
  if (error) throw toError(error, 'تعذّر تصدير أوامرك')
  return data as unknown as TransferFile
}

export type ImportStatus = 'create' | 'exists' | 'conflict' | 'merge' | 'error'
export type ImportReport = {
  prompts: {
    index: number
    ref: string | null
    title: string | null
    status: ImportStatus
    message: string
    versions: number
  }[]
  collections: {
    index: number
    name: string | null
    status: ImportStatus
    message: string
    items: number
    missing: number
  }[]
  created: { prompts: number; versions: number; collections: number; items: number }
}

/** Previews (`apply` false: the same import, rolled back) or imports a file, in one transaction. */
export async function importUserPrompts(file: TransferFile, apply: boolean): Promise<ImportReport> {
  const client = await db()
  const { data, error } = await client.rpc('import_user_prompts', {
    p_file: file as unknown as Json,
    p_apply: apply,
  })
  if (error) throw toError(error, apply ? 'تعذّر استيراد الملف' : 'تعذّر فحص الملف')
  return data as unknown as ImportReport
}
