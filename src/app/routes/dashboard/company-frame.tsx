import { CompanyFrame } from '@/features/companies/components/company-frame'

/** /dashboard/company/:companyId/*: the company strip, then the company's page. */
export default function CompanyFrameRoute() {
  return <CompanyFrame />
}
