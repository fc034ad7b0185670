import { useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type FeedbackItem = Row<'feedback'>
export const feedbackStatuses = ['open', 'planned', 'in_progress', 'done', 'rejected'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

export async function fetchFeedback(status: string): Promise<FeedbackItem[]> {
  let query = (await db())
    .from('feedback')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(200)
  if (status) query = query.eq('status', status)
  const { data, error } = await query
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return data
}

export function useFeedback(status: string) {
  return useQuery({ queryKey: adminKeys.feedback(status), queryFn: () => fetchFeedback(status) })
}

export function useUpdateFeedback() {
  return useAdminMutation(
    async ({
      id,
      status,
      admin_response,
    }: {
      id: string
      status: FeedbackStatus
      admin_response: string | null
    }) => {
      const { error } = await (
        await db()
      )
        .from('feedback')
        .update({ status, admin_response })
        .eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم تحديث الملاحظة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.feedbackAll()],
    },
  )
}

export function useDeleteFeedback() {
  return useAdminMutation(
    async (id: string) => {
      const { error } = await (await db()).from('feedback').delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم حذف الملاحظة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.feedbackAll()],
    },
  )
}
