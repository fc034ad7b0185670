import { queryOptions } from '@tanstack/react-query'
import type { CompanyValues } from '../schemas'
import { isCompanyRole, type CompanyRole } from '../lib/roles'
import { db, toError, userId } from './client'
import { companyKeys } from './keys'

/*
 * The user's companies, on its own: the workspace switcher is on every dashboard page and loads
 * only this, not the rest of the companies API.
 */

export type MyCompany = {
  id: string
  /** What the screens show: the trade name, else the legal name. */
  name: string
  legal_name: string
  trade_name: string
  sector: string
  size: string | null
  city: string
  country: string
  role: CompanyRole
  member_count: number
  seat_limit: number | null
  plan: string | null
  editors_review: boolean
  ownership_offered_to_me: boolean
}

async function fetchMine(): Promise<MyCompany[]> {
  const client = await db()
  const { data, error } = await client.rpc('my_companies')
  if (error) throw toError(error, 'تعذّر تحميل شركاتك')
  return data
    .filter((row) => isCompanyRole(row.role))
    .map((row) => ({
      id: row.id,
      name: row.trade_name?.trim() || row.legal_name,
      legal_name: row.legal_name,
      trade_name: row.trade_name ?? '',
      sector: row.sector,
      size: row.size,
      city: row.city ?? '',
      country: row.country,
      role: row.role as CompanyRole,
      member_count: row.member_count,
      seat_limit: row.seat_limit,
      plan: row.plan,
      editors_review: row.editors_review,
      ownership_offered_to_me: row.ownership_offered_to_me,
    }))
}

export const myCompaniesQuery = () =>
  queryOptions({ queryKey: companyKeys.mine(userId()), queryFn: fetchMine, staleTime: 30_000 })

/** The company fields the registration wizard stored in the profile, to start the form with. */
async function fetchWizardCompany(): Promise<CompanyValues> {
  const client = await db()
  const { data, error } = await client
    .from('profiles')
    .select('company_name, company_size, country')
    .eq('id', userId())
    .maybeSingle()
  if (error) throw toError(error, 'تعذّر تحميل بيانات شركتك من ملفك')
  return {
    legal_name: data?.company_name ?? '',
    trade_name: '',
    sector: '',
    size: data?.company_size ?? '',
    city: '',
    country: data?.country ?? '',
  }
}

export const wizardCompanyQuery = () =>
  queryOptions({
    queryKey: [...companyKeys.all, userId(), 'wizard'] as const,
    queryFn: fetchWizardCompany,
  })
