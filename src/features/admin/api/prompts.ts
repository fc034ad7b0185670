import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type AdminPrompt = Pick<
  Row<'prompts'>,
  | 'id'
  | 'slug'
  | 'title_ar'
  | 'title_en'
  | 'description_ar'
  | 'description_en'
  | 'category'
  | 'platforms'
  | 'trial_sample'
  | 'tags'
  | 'ask_phrases'
  | 'is_published'
  | 'updated_at'
>

export type PromptInput = Omit<AdminPrompt, 'id' | 'updated_at'> & {
  id: string | null
  body_ar: string
  body_en: string | null
}

export type CatalogueOptions = {
  categories: { id: string; name: string }[]
  platforms: { id: string; name: string }[]
  plans: { slug: string; name: string }[]
}

const PROMPT_COLUMNS =
  'id, slug, title_ar, title_en, description_ar, description_en, category, platforms, trial_sample, tags, ask_phrases, is_published, updated_at'

/** PostgREST's or() syntax treats these as structure; a search term never needs them. */
function cleanTerm(term: string): string {
  return term.replace(/[,()*%\\]/g, ' ').trim()
}

export async function fetchAdminPrompts(search: string): Promise<AdminPrompt[]> {
  let query = (await db())
    .from('prompts')
    .select(PROMPT_COLUMNS)
    .order('updated_at', { ascending: false })
    .limit(200)
  const term = cleanTerm(search)
  if (term) {
    query = query.or(`title_ar.ilike.*${term}*,title_en.ilike.*${term}*,slug.ilike.*${term}*`)
  }
  const { data, error } = await query
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export function useAdminPrompts(search: string) {
  return useQuery({
    queryKey: adminKeys.prompts(cleanTerm(search)),
    queryFn: () => fetchAdminPrompts(search),
    placeholderData: keepPreviousData,
  })
}

export async function fetchPromptBody(
  id: string,
): Promise<{ body_ar: string; body_en: string | null }> {
  const { data, error } = await (
    await db()
  )
    .from('prompt_bodies')
    .select('body_ar, body_en')
    .eq('prompt_id', id)
    .maybeSingle()
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data ?? { body_ar: '', body_en: null }
}

export function usePromptBody(id: string | null) {
  return useQuery({
    queryKey: adminKeys.promptBody(id ?? ''),
    queryFn: () => fetchPromptBody(id ?? ''),
    enabled: Boolean(id),
  })
}

export async function fetchCatalogueOptions(): Promise<CatalogueOptions> {
  const client = await db()
  const [categories, platforms, plans] = await Promise.all([
    client.from('prompt_categories').select('id, name').order('sort_order'),
    client.from('platforms').select('id, name').order('sort_order'),
    client.from('plans').select('slug, name').order('rank'),
  ])
  const error = categories.error ?? platforms.error ?? plans.error
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return {
    categories: categories.data ?? [],
    platforms: platforms.data ?? [],
    plans: plans.data ?? [],
  }
}

export function useCatalogueOptions() {
  return useQuery({
    queryKey: adminKeys.catalogueOptions(),
    queryFn: fetchCatalogueOptions,
    staleTime: 5 * 60_000,
  })
}

export async function savePrompt(input: PromptInput): Promise<string> {
  const { data, error } = await (
    await db()
  ).rpc('admin_save_prompt', {
    p_id: input.id as string,
    p_slug: input.slug,
    p_title_ar: input.title_ar,
    p_title_en: input.title_en ?? '',
    p_description_ar: input.description_ar,
    p_description_en: input.description_en ?? '',
    p_category: input.category,
    p_platforms: input.platforms,
    p_trial_sample: input.trial_sample,
    p_tags: input.tags,
    p_is_published: input.is_published,
    p_body_ar: input.body_ar,
    p_body_en: input.body_en ?? '',
    p_ask_phrases: input.ask_phrases,
  })
  if (error) {
    throw toAdminError(error, adminMessages.saveFailed, {
      '23505': 'المعرّف (slug) مستخدم لأمر آخر',
    })
  }
  return data
}

export function useSavePrompt() {
  return useAdminMutation(savePrompt, {
    success: 'تم حفظ الأمر',
    fallback: adminMessages.saveFailed,
    invalidate: [adminKeys.promptsAll(), adminKeys.stats()],
  })
}

export function useSetPublished() {
  return useAdminMutation(
    async ({ id, published }: { id: string; published: boolean }) => {
      const { error } = await (
        await db()
      )
        .from('prompts')
        .update({ is_published: published })
        .eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم تحديث حالة النشر',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.promptsAll()],
    },
  )
}

export function useDeletePrompt() {
  return useAdminMutation(
    async (id: string) => {
      const { error } = await (await db()).from('prompts').delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم حذف الأمر',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.promptsAll()],
    },
  )
}
