import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { respondOwnership } from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'

/** The member the owner offered the company to accepts or declines it here. */
export function OwnershipOffer() {
  const company = useCompany()
  const queryClient = useQueryClient()
  const respond = useMutation({
    mutationFn: (accept: boolean) => respondOwnership(company.id, accept),
    onSuccess: async (_, accept) => {
      toast.success(accept ? `أصبحت مالك ${company.name}` : 'رفضت عرض نقل الملكية')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  if (!company.ownership_offered_to_me) return null
  return (
    <div
      role="region"
      aria-label="عرض نقل الملكية"
      className="mx-auto mt-4 flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/40 bg-accent/10 p-4"
    >
      <p className="inline-flex items-center gap-2">
        عرض عليك مالك الشركة نقل ملكيتها إليك. يصبح هو مشرفاً حين تقبل.
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={respond.isPending} onClick={() => respond.mutate(true)}>
          قبول الملكية
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={respond.isPending}
          onClick={() => respond.mutate(false)}
        >
          رفض
        </Button>
      </div>
    </div>
  )
}
