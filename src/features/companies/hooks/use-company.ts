import { createContext, useContext } from 'react'
import type { MyCompany } from '../api/my-companies'

/** The company of the page being shown (under /dashboard/company/:companyId) and the user's role. */
export const CompanyContext = createContext<MyCompany | null>(null)

export function useCompany(): MyCompany {
  const company = useContext(CompanyContext)
  if (!company) throw new Error('useCompany outside a company page')
  return company
}
