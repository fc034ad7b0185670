import { z } from '@/lib/zod-arabic'

/*
 * Business billing details (issue 46): the client's check mirrors set_billing_details (the server
 * checks everything again and answers the same messages, by field: BILLING_FIELD_BY_HINT).
 * Arabic-Indic digits and spaces are accepted, as the server normalises them.
 */

const ARABIC_INDIC = /[٠-٩۰-۹]/g

/** «٣٠٠ ١٢٣…» → «300123…»: the digits as the server stores them. */
export function billingDigits(value: string): string {
  return value
    .replace(ARABIC_INDIC, (digit) => {
      const code = digit.charCodeAt(0)
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
    })
    .replace(/\s+/g, '')
}

export const billingMessages = {
  legalNameRequired: 'الاسم النظامي بالعربية مطلوب',
  legalNameArabic: 'الاسم النظامي يجب أن يُكتب بالعربية',
  legalNameLong: 'الاسم النظامي لا يتجاوز 150 حرفاً',
  vat: 'الرقم الضريبي يجب أن يتكون من 15 رقماً ويبدأ وينتهي بالرقم 3',
  cr: 'رقم السجل التجاري يجب أن يتكون من 10 أرقام',
  building: 'رقم المبنى يجب أن يتكون من 4 أرقام',
  street: 'اسم الشارع مطلوب',
  streetLong: 'اسم الشارع لا يتجاوز 100 حرف',
  district: 'اسم الحي مطلوب',
  districtLong: 'اسم الحي لا يتجاوز 100 حرف',
  city: 'اسم المدينة مطلوب',
  cityLong: 'اسم المدينة لا يتجاوز 100 حرف',
  postal: 'الرمز البريدي يجب أن يتكون من 5 أرقام',
  additional: 'الرقم الإضافي يجب أن يتكون من 4 أرقام',
} as const

const digits = (pattern: RegExp, message: string, optional: boolean) =>
  z.string().check(
    z.refine(
      (value) => {
        const clean = billingDigits(value)
        return (optional && clean === '') || pattern.test(clean)
      },
      { error: message },
    ),
  )

const required = (message: string, tooLong: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(100, { error: tooLong }))

export const billingDetailsSchema = z.object({
  legal_name: z.string().check(
    z.trim(),
    z.minLength(1, { error: billingMessages.legalNameRequired }),
    z.maxLength(150, { error: billingMessages.legalNameLong }),
    z.refine((value) => value.length === 0 || (value.length >= 2 && /[ء-ي]/.test(value)), {
      error: billingMessages.legalNameArabic,
    }),
  ),
  vat_number: digits(/^3\d{13}3$/, billingMessages.vat, true),
  cr_number: digits(/^\d{10}$/, billingMessages.cr, true),
  building_number: digits(/^\d{4}$/, billingMessages.building, false),
  street: required(billingMessages.street, billingMessages.streetLong),
  district: required(billingMessages.district, billingMessages.districtLong),
  city: required(billingMessages.city, billingMessages.cityLong),
  postal_code: digits(/^\d{5}$/, billingMessages.postal, false),
  additional_number: digits(/^\d{4}$/, billingMessages.additional, true),
})
export type BillingDetailsValues = z.infer<typeof billingDetailsSchema>
export type BillingField = keyof BillingDetailsValues

export const emptyBillingDetails: BillingDetailsValues = {
  legal_name: '',
  vat_number: '',
  cr_number: '',
  building_number: '',
  street: '',
  district: '',
  city: '',
  postal_code: '',
  additional_number: '',
}

/** The server's refusal (its `hint`) → the field its message belongs under. */
export const BILLING_FIELD_BY_HINT: Record<string, BillingField> = {
  invalid_legal_name: 'legal_name',
  invalid_vat_number: 'vat_number',
  invalid_cr_number: 'cr_number',
  invalid_building_number: 'building_number',
  invalid_street: 'street',
  invalid_district: 'district',
  invalid_city: 'city',
  invalid_postal_code: 'postal_code',
  invalid_additional_number: 'additional_number',
}
