import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/hooks/use-auth'
import {
  checklistQuery,
  useMarkChecklist,
  type ChecklistMark,
  type ChecklistState,
} from '../api/checklist'

/**
 * Marks the first-run checklist's prompt steps from the prompt page. It writes only while the
 * checklist is still open and the mark is missing, so a regular visit to a prompt costs one read.
 */
export function useChecklistTracker() {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const queryClient = useQueryClient()
  const { mutate } = useMarkChecklist(userId)

  return useCallback(
    async (step: Exclude<ChecklistMark, 'dismissed' | 'company_confirmed'>) => {
      if (!userId) return
      let state: ChecklistState
      try {
        state = await queryClient.fetchQuery({ ...checklistQuery(userId), staleTime: 60_000 })
      } catch {
        // The checklist is a guide: failing to read it never disturbs the prompt page.
        return
      }
      if (state.progress.dismissed || state.progress[step]) return
      mutate([step])
    },
    [userId, queryClient, mutate],
  )
}
