import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { myCompaniesQuery, wizardCompanyQuery } from '../api/my-companies'
import { PendingInviteNotice } from './pending-invite-notice'

/**
 * On the dashboard home: an invitation waiting to be accepted, and for someone with no company yet
 * the way to create the one they named when registering (the wizard's company fields).
 */
export function CompanyHomeCard() {
  const companies = useQuery(myCompaniesQuery())
  const wizard = useQuery({ ...wizardCompanyQuery(), enabled: companies.data?.length === 0 })
  const named = wizard.data?.legal_name.trim()
  return (
    <>
      <PendingInviteNotice />
      {companies.data && companies.data.length === 0 ? (
        <section
          aria-labelledby="company-account"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
        >
          <div className="grid gap-1">
            <h2 id="company-account" className="inline-flex items-center gap-2 font-semibold">
              حساب الشركة
            </h2>
            <p className="text-sm text-muted-foreground">
              {named
                ? `أنشئ مساحة «${named}» وادعُ زملاءك ليستخدموا أوامر الشركة المعتمدة وقيمها.`
                : 'أنشئ مساحة لشركتك وادعُ زملاءك ليستخدموا أوامر الشركة المعتمدة وقيمها.'}
            </p>
          </div>
          <Button asChild>
            <Link to={paths.dashboard.newCompany}>
              <Plus aria-hidden="true" />
              إنشاء شركة
            </Link>
          </Button>
        </section>
      ) : null}
    </>
  )
}
