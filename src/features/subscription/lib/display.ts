import { formatInteger, formatSar } from '@/lib/format'

/** Spec 9: a limit of -1 is shown as unlimited. */
export function formatLimit(value: unknown, unit?: string): string {
  if (value === -1) return 'غير محدود'
  if (typeof value === 'number')
    return unit ? `${formatInteger(value)} ${unit}` : formatInteger(value)
  if (value === false || value === null || value === undefined) return 'غير متاح'
  if (value === true) return 'متاح'
  return String(value)
}

/**
 * The limits the plans carry (spec 3: prompts_per_day, assistants, storage_mb; issue 21: own
 * prompts and collections, which the database enforces).
 */
export const limitLabels: { key: string; label: string; unit?: string }[] = [
  { key: 'prompts_per_day', label: 'الأوامر يومياً' },
  { key: 'assistants', label: 'المساعدات الرقمية' },
  { key: 'user_prompts', label: 'عدد أوامري الخاصة' },
  { key: 'collections', label: 'عدد المجموعات' },
  { key: 'storage_mb', label: 'مساحة التخزين', unit: 'ميجابايت' },
]

/** Spec 9: prices with 2 decimals; lifetime once, monthly per month, 0 free. */
export function formatPrice(price: number, billingCycle: string): string {
  if (price === 0) return 'مجاناً'
  if (billingCycle === 'lifetime') return `${formatSar(price)} مرة واحدة`
  return `${formatSar(price)} /شهرياً`
}

export const changeTypeLabels: Record<string, string> = {
  upgrade: 'ترقية',
  downgrade: 'تخفيض',
  change: 'تغيير',
  renewal: 'تجديد',
  expiry: 'انتهاء',
}

export const badgeTierLabels: Record<'platinum' | 'gold' | 'silver', string> = {
  platinum: 'بلاتيني',
  gold: 'ذهبي',
  silver: 'فضي',
}

export const statusLabels: Record<string, string> = {
  active: 'نشط',
  grace_period: 'فترة السماح',
  expired: 'منتهي',
  cancelled: 'ملغى',
  inactive: 'غير نشط',
}

/**
 * Spec 5: a promotion first, then the code (percentage, or a fixed amount capped at what is
 * left); never below 0. Mirrors private.apply_discount on the server.
 */
export function applyDiscount(amount: number, type: 'percentage' | 'fixed', value: number): number {
  const off =
    type === 'percentage' ? (amount * Math.min(value, 100)) / 100 : Math.min(value, amount)
  return Math.max(Math.round((amount - off) * 100) / 100, 0)
}

export function combinedPrice(
  amount: number,
  promotion: { type: 'percentage' | 'fixed'; value: number } | null,
  code: { type: 'percentage' | 'fixed'; value: number } | null,
): number {
  const afterPromotion = promotion ? applyDiscount(amount, promotion.type, promotion.value) : amount
  return code ? applyDiscount(afterPromotion, code.type, code.value) : afterPromotion
}

export { normalizeCode } from '@/lib/discount-code'
