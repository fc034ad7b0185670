import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { companyPaths } from '@/lib/company-paths'
import { toast } from '@/lib/toast'
import { companyKeys } from '../api/keys'
import { createCompany } from '../api/companies'
import { wizardCompanyQuery } from '../api/my-companies'
import { CompanyForm } from './company-form'

/**
 * «إنشاء شركة»: the fields start from what the registration wizard stored (name, size, country),
 * and the new company opens at once with its owner in it.
 */
export function CreateCompany() {
  const prefill = useQuery(wizardCompanyQuery())
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return (
    <Card className="max-w-3xl">
      <CardContent className="pt-6">
        {prefill.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : (
          <CompanyForm
            defaultValues={
              prefill.data ?? {
                legal_name: '',
                trade_name: '',
                sector: '',
                size: '',
                city: '',
                country: '',
              }
            }
            submitLabel="إنشاء الشركة"
            pendingLabel="جارٍ الإنشاء..."
            onSubmit={async (values) => {
              try {
                const id = await createCompany(values)
                await queryClient.invalidateQueries({ queryKey: companyKeys.all })
                toast.success('أُنشئت الشركة', { description: 'ادعُ زملاءك من صفحة الأعضاء.' })
                void navigate(companyPaths.members.to(id))
                return null
              } catch (error) {
                return (error as Error).message
              }
            }}
          />
        )}
      </CardContent>
    </Card>
  )
}
