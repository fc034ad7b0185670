import { interfaceDates, onFirstUse } from '@/lib/format'

/** Arabic names for the values the admin tables show. Unknown values are shown as they are. */
export const subscriptionStatusLabels: Record<string, string> = {
  active: 'نشط',
  grace_period: 'فترة سماح',
  expired: 'منتهي',
  cancelled: 'ملغى',
  inactive: 'غير نشط',
}

export const severityLabels: Record<string, string> = {
  low: 'منخفضة',
  medium: 'متوسطة',
  high: 'عالية',
  critical: 'حرجة',
}

export const feedbackStatusLabels: Record<string, string> = {
  open: 'مفتوحة',
  planned: 'مخطط لها',
  in_progress: 'قيد التنفيذ',
  done: 'منجزة',
  rejected: 'مرفوضة',
}

export const feedbackCategoryLabels: Record<string, string> = {
  feature: 'ميزة',
  bug: 'خلل',
  content: 'محتوى',
  other: 'أخرى',
}

export const contactStatusLabels: Record<string, string> = {
  new: 'جديدة',
  read: 'مقروءة',
  replied: 'تم الرد',
  archived: 'مؤرشفة',
}

export const verificationLabels: Record<string, string> = {
  verified: 'موثق',
  pending: 'بانتظار التوثيق',
  suspended: 'معلّق',
}

export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '—'
  return labels[value] ?? value
}

const dateTime = onFirstUse(() =>
  interfaceDates({
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
)
const monthName = onFirstUse(() => interfaceDates({ month: 'short', year: '2-digit' }))

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '—' : dateTime().format(date)
}

/** "2026-03" -> a short Arabic month label. */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number)
  if (!year || !m) return month
  return monthName().format(new Date(year, m - 1, 1))
}
