import { choiceLabel, companySizes, companyTypes, countries } from '@/lib/company-options'

/** The company columns of the profile, as the wizard stored them. */
export type CompanyProfile = {
  company_name: string | null
  company_type: string | null
  custom_company_type: string | null
  country: string | null
  company_size: string | null
}

/**
 * The variable keys the library's prompts use for the company (see the seed's bodies), each
 * filled from the profile. They are the account's company-wide global variables: a prompt field
 * with one of these keys starts with the profile's value when the user has typed nothing for it.
 */
export const COMPANY_VARIABLE_KEYS = {
  name: ['اسم_الشركة', 'اسم_المنشأة'],
  type: ['نوع_الشركة', 'نوع_النشاط'],
  country: ['الدولة', 'البلد'],
  size: ['حجم_الشركة'],
} as const

export function companyVariables(profile: CompanyProfile | null): Record<string, string> {
  if (!profile) return {}
  const type =
    profile.company_type === 'other'
      ? (profile.custom_company_type ?? '')
      : choiceLabel(companyTypes, profile.company_type)
  const values = {
    name: profile.company_name?.trim() ?? '',
    type: type.trim(),
    country: choiceLabel(countries, profile.country),
    size: choiceLabel(companySizes, profile.company_size),
  }
  const out: Record<string, string> = {}
  for (const [field, keys] of Object.entries(COMPANY_VARIABLE_KEYS)) {
    const value = values[field as keyof typeof values]
    if (value) for (const key of keys) out[key] = value
  }
  return out
}
