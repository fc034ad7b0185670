import type { PlanLimits } from './plans'

/**
 * Support levels and their first-response targets in working hours (docs/decisions.md,
 * "Support"). The database computes due times with the same minutes
 * (private.support_target_minutes, compared by tests/integration/support/support.test.ts).
 */
export type SupportLevel = PlanLimits['support_level']

export const supportLevels: Record<
  SupportLevel,
  { label: string; targetMinutes: number; target: string; priority: number; direct: boolean }
> = {
  email: {
    label: 'دعم عبر البريد الإلكتروني',
    targetMinutes: 1080,
    target: 'أول رد خلال يومَي عمل',
    priority: 1,
    direct: false,
  },
  standard: {
    label: 'دعم أولوية عادية',
    targetMinutes: 540,
    target: 'أول رد خلال يوم عمل',
    priority: 2,
    direct: false,
  },
  direct: {
    label: 'دعم مباشر',
    targetMinutes: 240,
    target: 'أول رد خلال 4 ساعات عمل',
    priority: 3,
    direct: true,
  },
  priority: {
    label: 'دعم ذو أولوية',
    targetMinutes: 60,
    target: 'أول رد خلال ساعة عمل',
    priority: 4,
    direct: true,
  },
}

export const WORKING_HOURS_TEXT =
  'ساعات العمل: الأحد–الخميس 9:00–18:00، السبت 10:00–16:00، الجمعة مغلق (بتوقيت الرياض)'

export function supportLevelOf(value: unknown): SupportLevel {
  return typeof value === 'string' && value in supportLevels ? (value as SupportLevel) : 'email'
}
