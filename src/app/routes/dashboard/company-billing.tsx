import { DashboardPage } from '@/components/layout/dashboard-page'
import { useCompany } from '@/features/companies/hooks/use-company'
import { startPayment } from '@/features/payments/api/payments-api'
import { CompanyBilling } from '@/features/subscription/components/company-billing'
import { useAuth } from '@/hooks/use-auth'

/** The company's billing (issue 46): its owner's plan and seats, billing details and invoices. */
export default function CompanyBillingRoute() {
  const company = useCompany()
  const { user } = useAuth()
  return (
    <DashboardPage
      title="الفوترة"
      description="باقة الشركة ومقاعدها، بيانات الفوترة، والفواتير الضريبية."
    >
      {company.role === 'owner' ? (
        <CompanyBilling
          companyId={company.id}
          email={user?.email ?? ''}
          memberCount={company.member_count}
          startCheckout={startPayment}
        />
      ) : (
        <p role="alert" className="rounded-lg border border-border p-6 text-center">
          إدارة الفوترة لمالك الشركة فقط.
        </p>
      )}
    </DashboardPage>
  )
}
