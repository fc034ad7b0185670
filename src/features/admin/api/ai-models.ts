/**
 * The curated AI models of «تشغيل هنا» (public.ai_models, issue 47): per provider, with context
 * and answer sizes. Admins read every row (disabled ones too) and write through RLS.
 */
import { useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type AiModelRow = Row<'ai_models'>
export type AiModelInput = Pick<
  AiModelRow,
  'provider' | 'model' | 'label' | 'context_tokens' | 'max_output_tokens' | 'position'
>

export const AI_MODEL_PROVIDERS = ['openai', 'anthropic', 'gemini', 'openrouter'] as const

async function fetchAiModels(): Promise<AiModelRow[]> {
  const { data, error } = await (
    await db()
  )
    .from('ai_models')
    .select('*')
    .order('provider')
    .order('position')
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export function useAiModels() {
  return useQuery({ queryKey: adminKeys.aiModels(), queryFn: fetchAiModels })
}

const invalidate = [adminKeys.aiModels(), ['ai-models']]

export function useCreateAiModel() {
  return useAdminMutation(
    async (input: AiModelInput) => {
      const { error } = await (await db()).from('ai_models').insert({ ...input, enabled: true })
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    { success: 'أُضيف النموذج', fallback: adminMessages.saveFailed, invalidate },
  )
}

export function useUpdateAiModel() {
  return useAdminMutation(
    async ({
      id,
      ...changes
    }: { id: string } & Partial<
      Pick<AiModelRow, 'label' | 'context_tokens' | 'max_output_tokens' | 'position' | 'enabled'>
    >) => {
      const { error } = await (await db()).from('ai_models').update(changes).eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    { success: 'حُفظ النموذج', fallback: adminMessages.saveFailed, invalidate },
  )
}

export function useDeleteAiModel() {
  return useAdminMutation(
    async (id: string) => {
      const { error } = await (await db()).from('ai_models').delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    { success: 'حُذف النموذج', fallback: adminMessages.saveFailed, invalidate },
  )
}
