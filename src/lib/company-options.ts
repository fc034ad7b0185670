/**
 * The company choices of the registration wizard (spec doc 1 section 3), stored as their values.
 * Shared: the profile page edits them and prompts use them as the company's global variables.
 */
export const companyTypes = [
  { value: 'marketing-agency', label: 'وكالة تسويق' },
  { value: 'software-developer', label: 'مطور برمجيات' },
  { value: 'graphic-designer', label: 'مصمم جرافيك' },
  { value: 'other', label: 'أخرى' },
] as const

export const companySizes = [
  { value: 'solo', label: 'فردي' },
  { value: '2-10', label: '2 - 10 موظفين' },
  { value: '11-50', label: '11 - 50 موظفاً' },
  { value: '50+', label: 'أكثر من 50 موظفاً' },
] as const

export const countries = [
  { value: 'SA', label: 'المملكة العربية السعودية' },
  { value: 'AE', label: 'الإمارات العربية المتحدة' },
  { value: 'KW', label: 'الكويت' },
  { value: 'QA', label: 'قطر' },
  { value: 'BH', label: 'البحرين' },
  { value: 'OM', label: 'عُمان' },
  { value: 'JO', label: 'الأردن' },
  { value: 'LB', label: 'لبنان' },
  { value: 'EG', label: 'مصر' },
  { value: 'MA', label: 'المغرب' },
  { value: 'TN', label: 'تونس' },
  { value: 'DZ', label: 'الجزائر' },
] as const

export type CompanyType = (typeof companyTypes)[number]['value']
export type CompanySize = (typeof companySizes)[number]['value']
export type CountryCode = (typeof countries)[number]['value']

/** The Arabic label of a stored choice; an unknown value is shown as it is. */
export function choiceLabel(
  options: readonly { value: string; label: string }[],
  value: string | null | undefined,
): string {
  if (!value) return ''
  return options.find((option) => option.value === value)?.label ?? value
}
