import { useId, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { choiceLabel, companySizes, countries } from '@/lib/company-options'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { deleteCompany, updateCompany } from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { SECTORS } from '../lib/labels'
import { can } from '../lib/roles'
import { AiSettings } from './ai-settings'
import { CompanyForm } from './company-form'

/** The company's details (admins edit), whether editors review, and deleting it (the owner). */
export function CompanySettings() {
  const company = useCompany()
  const allowed = can(company.role)
  const queryClient = useQueryClient()
  const [editorsReview, setEditorsReview] = useState(company.editors_review)
  const reviewId = useId()

  if (!allowed.editSettings) {
    return (
      <Card>
        <CardContent className="grid gap-2 pt-6">
          <p>الاسم القانوني: {company.legal_name}</p>
          {company.trade_name ? <p>الاسم التجاري: {company.trade_name}</p> : null}
          <p>القطاع: {choiceLabel(SECTORS, company.sector)}</p>
          <p>الحجم: {choiceLabel(companySizes, company.size)}</p>
          <p>
            المدينة والدولة:{' '}
            {[company.city, choiceLabel(countries, company.country)].filter(Boolean).join('، ')}
          </p>
        </CardContent>
      </Card>
    )
  }
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">بيانات الشركة</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <label htmlFor={reviewId} className="inline-flex items-center gap-2 text-sm">
            <Checkbox
              id={reviewId}
              checked={editorsReview}
              onCheckedChange={(checked) => setEditorsReview(checked === true)}
            />
            يراجع المحررون الأوامر ويعتمدونها أيضاً (المالك والمشرفون يراجعون دائماً)
          </label>
          <CompanyForm
            defaultValues={{
              legal_name: company.legal_name,
              trade_name: company.trade_name,
              sector: company.sector,
              size: company.size ?? '',
              city: company.city,
              country: company.country,
            }}
            submitLabel="حفظ بيانات الشركة"
            pendingLabel="جارٍ الحفظ..."
            onSubmit={async (values) => {
              try {
                await updateCompany(company.id, values, editorsReview)
                await queryClient.invalidateQueries({ queryKey: companyKeys.all })
                toast.success('حُفظت بيانات الشركة')
                return null
              } catch (error) {
                return (error as Error).message
              }
            }}
          />
        </CardContent>
      </Card>
      <AiSettings />
      {allowed.transferOwnership ? <DeleteCompany /> : null}
    </div>
  )
}

function DeleteCompany() {
  const company = useCompany()
  const [name, setName] = useState('')
  const inputId = useId()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteCompany(company.id, name),
    onSuccess: async () => {
      toast.success(`حُذفت ${company.name}`)
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      void navigate(paths.dashboard.root)
    },
    onError: (error: Error) => toast.error(error.message),
  })
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">حذف الشركة</CardTitle>
        <p className="text-sm text-muted-foreground">
          يحذف مكتبة الشركة وقيمها ومجموعاتها وعضوية كل أعضائها نهائياً.
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={inputId} className="text-sm">
          اكتب الاسم القانوني «{company.legal_name}» للتأكيد
        </label>
        <Input id={inputId} value={name} onChange={(e) => setName(e.target.value)} />
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {remove.error.message}
          </p>
        ) : null}
        <div>
          <Button
            variant="destructive"
            disabled={name.trim() === '' || remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 aria-hidden="true" />
            حذف الشركة نهائياً
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
