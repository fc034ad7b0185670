import { formatInteger, onFirstUse } from '@/lib/format'

export type PluralForms = {
  zero: string
  one: string
  two: string
  few: string
  many: string
  other: string
}

/** Built on the first use, not at import (issue 51: a locale's rules cost the first paint). */
const rules = onFirstUse(() => new Intl.PluralRules('ar'))

/** Arabic count phrases: each form may use {n} for the number in Arabic digits. */
export function plural(n: number, forms: PluralForms): string {
  const form = n === 0 ? 'zero' : (rules().select(n) as keyof PluralForms)
  return (forms[form] ?? forms.other).replace('{n}', formatInteger(n))
}
