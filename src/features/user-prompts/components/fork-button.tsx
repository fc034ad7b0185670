import { useNavigate } from 'react-router-dom'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GitFork } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { forkPrompt, userPromptKeys } from '../api/user-prompts'

/**
 * «نسخ إلى أوامري»: an own copy of a library prompt, remembering its origin. The database decides
 * whether the plan may read it (the same rule as opening it) and whether the plan has room.
 */
export function ForkButton({ promptId }: { promptId: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const fork = useMutation({
    mutationFn: () => forkPrompt(promptId),
    onSuccess: async (id) => {
      toast.success('نُسخ الأمر إلى أوامرك، ويمكنك الآن تعديله كما تشاء')
      await queryClient.invalidateQueries({ queryKey: userPromptKeys.all })
      void navigate(paths.dashboard.userPrompt.to(id))
    },
    onError: (error) => toast.error(error.message),
  })
  return (
    <Button variant="outline" disabled={fork.isPending} onClick={() => fork.mutate()}>
      <GitFork aria-hidden="true" />
      {fork.isPending ? 'جارٍ النسخ...' : 'نسخ إلى أوامري'}
    </Button>
  )
}
