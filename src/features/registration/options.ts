export {
  companySizes,
  companyTypes,
  countries,
  type CompanySize,
  type CompanyType,
  type CountryCode,
} from '@/lib/company-options'

export const TOTAL_STEPS = 9
