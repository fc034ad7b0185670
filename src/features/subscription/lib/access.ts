import type { SubscriptionStatus } from '@/hooks/use-subscription-status'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Spec 9: warnings when 1-3 days remain (days rounded up) and when 24 h or less of grace remain. */
export const EXPIRY_WARNING_DAYS = 3
export const GRACE_WARNING_HOURS = 24
export const NO_ACCESS_TOAST_MS = 10_000
export const CHECK_EVERY_MS = 10 * 60_000
export const CHECK_AFTER_SIGN_IN_MS = 1000

/** What the server says (get_user_subscription + has_subscription_access), or null for no row. */
export type ServerSubscription = {
  hasAccess: boolean
  tier: string
  status: string
  expiresAt: string | null
  gracePeriodUntil: string | null
} | null

/**
 * Spec 4 "Access state": access when the server says so; otherwise, when grace_period_until is in
 * the future, access within the grace period; otherwise none. No row: no access, trial, inactive.
 */
export function toSubscriptionStatus(
  server: ServerSubscription,
  now: number = Date.now(),
): SubscriptionStatus {
  if (!server) {
    return {
      hasAccess: false,
      isInGracePeriod: false,
      expiresAt: null,
      gracePeriodEndsAt: null,
      subscriptionTier: 'trial',
      subscriptionStatus: 'inactive',
      daysUntilExpiry: null,
      hoursUntilGraceExpiry: null,
    }
  }
  const expires = server.expiresAt ? Date.parse(server.expiresAt) : null
  const graceEnds = server.gracePeriodUntil ? Date.parse(server.gracePeriodUntil) : null
  const inGrace = !server.hasAccess && graceEnds !== null && graceEnds > now
  return {
    hasAccess: server.hasAccess || inGrace,
    isInGracePeriod: inGrace,
    expiresAt: server.expiresAt,
    gracePeriodEndsAt: server.gracePeriodUntil,
    subscriptionTier: server.tier,
    subscriptionStatus: server.status,
    daysUntilExpiry: expires === null ? null : Math.max(Math.ceil((expires - now) / DAY), 0),
    hoursUntilGraceExpiry:
      inGrace && graceEnds !== null ? Math.max(Math.ceil((graceEnds - now) / HOUR), 0) : null,
  }
}

export type SubscriptionToast =
  | { kind: 'expiring'; days: number }
  | { kind: 'grace' }
  | { kind: 'grace-ending'; hours: number }
  | { kind: 'no-access' }

/** The toasts of spec 8 for a status, most urgent last (one is shown at a time, in order). */
export function subscriptionToasts(status: SubscriptionStatus): SubscriptionToast[] {
  if (!status.hasAccess) return [{ kind: 'no-access' }]
  if (status.isInGracePeriod) {
    const toasts: SubscriptionToast[] = [{ kind: 'grace' }]
    const hours = status.hoursUntilGraceExpiry
    if (hours !== null && hours <= GRACE_WARNING_HOURS) toasts.push({ kind: 'grace-ending', hours })
    return toasts
  }
  const days = status.daysUntilExpiry
  if (days !== null && days >= 1 && days <= EXPIRY_WARNING_DAYS) return [{ kind: 'expiring', days }]
  return []
}

/** Arabic day counts: 1 يوم واحد, 2 يومين, 3-10 أيام. */
export function formatDays(days: number): string {
  if (days === 1) return 'يوم واحد'
  if (days === 2) return 'يومين'
  if (days >= 3 && days <= 10) return `${days} أيام`
  return `${days} يوماً`
}

export function formatHours(hours: number): string {
  if (hours === 1) return 'ساعة واحدة'
  if (hours === 2) return 'ساعتين'
  if (hours >= 3 && hours <= 10) return `${hours} ساعات`
  return `${hours} ساعة`
}

export const subscriptionMessages = {
  expiring: (days: number) => ({
    title: 'اشتراكك على وشك الانتهاء',
    description: `ينتهي اشتراكك خلال ${formatDays(days)}. جدّد الآن لتستمر في الاستفادة من جميع الميزات.`,
  }),
  grace: {
    title: 'انتهى اشتراكك',
    description: 'انتهى اشتراكك وأنت الآن في فترة السماح. جدّد اشتراكك للحفاظ على وصولك الكامل.',
  },
  graceEnding: (hours: number) => ({
    title: 'فترة السماح على وشك الانتهاء',
    description: `تنتهي فترة السماح خلال ${formatHours(hours)}، وبعدها سيتوقف وصولك إلى المحتوى المدفوع.`,
  }),
  noAccess: {
    title: 'انتهى اشتراكك',
    description: 'لم يعد لديك وصول إلى المحتوى المدفوع. جدّد اشتراكك لاستعادة الوصول.',
    action: 'تجديد الاشتراك',
  },
} as const
