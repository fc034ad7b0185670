/** The sectors of a company (the database keeps the value, the UI shows the label). */
export const SECTORS = [
  { value: 'restaurants', label: 'مطاعم ومقاهٍ' },
  { value: 'retail', label: 'تجزئة' },
  { value: 'clinics', label: 'عيادات' },
  { value: 'real_estate', label: 'عقارات' },
  { value: 'education', label: 'تعليم' },
  { value: 'ecommerce', label: 'تجارة إلكترونية' },
  { value: 'contracting', label: 'مقاولات' },
  { value: 'services', label: 'خدمات' },
  { value: 'other', label: 'أخرى' },
] as const
export type Sector = (typeof SECTORS)[number]['value']

export const promptStateLabels = {
  draft: 'مسودة',
  in_review: 'قيد المراجعة',
  approved: 'معتمد',
  changes_requested: 'مطلوب تعديل',
} as const
export type PromptState = keyof typeof promptStateLabels
