/** Account-lock rules the login page explains (spec doc 1 sections 4 and 9.4). */
export const LOCK_THRESHOLD = 5
export const LOCK_WINDOW_MINUTES = 15
/** The warning turns urgent at this many attempts left, or fewer. */
export const URGENT_AT = 2

export type LoginSecurityStatus = {
  failedAttempts: number
  isLocked: boolean
  lockedUntil: string | null
  recentAttempts: number
  isAdmin: boolean
}

/** Attempts left before the lock: 5 minus the failed attempts of the last 15 minutes. */
export function attemptsRemaining(status: Pick<LoginSecurityStatus, 'failedAttempts'>): number {
  return Math.max(0, LOCK_THRESHOLD - status.failedAttempts)
}

export function isUrgent(remaining: number): boolean {
  return remaining <= URGENT_AT
}

type Forms = { one: string; two: string; few: string; many: string }

/** Arabic counted nouns: 1 and 2 have their own forms, 3-10 the plural, 11+ the singular. */
function count(n: number, forms: Forms): string {
  if (n === 1) return forms.one
  if (n === 2) return forms.two
  const mod100 = n % 100
  if (mod100 >= 3 && mod100 <= 10) return `${n} ${forms.few}`
  return `${n} ${forms.many}`
}

export const arabicDays = (n: number) =>
  count(n, { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يوماً' })
export const arabicHours = (n: number) =>
  count(n, { one: 'ساعة واحدة', two: 'ساعتان', few: 'ساعات', many: 'ساعة' })
export const arabicMinutes = (n: number) =>
  count(n, { one: 'دقيقة واحدة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة' })
export const arabicAttempts = (n: number) =>
  n === 0
    ? 'لا محاولات'
    : count(n, { one: 'محاولة واحدة', two: 'محاولتان', few: 'محاولات', many: 'محاولة' })

/**
 * Remaining lock time (spec 4): days and hours, hours and minutes, or minutes. Minutes round
 * up, so the display never says 0 while the account is still locked.
 */
export function formatLockRemaining(milliseconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(milliseconds / 60_000))
  const days = Math.floor(totalMinutes / 1440)
  const hours = Math.floor((totalMinutes % 1440) / 60)
  const minutes = totalMinutes % 60
  if (days > 0) return hours > 0 ? `${arabicDays(days)} و${arabicHours(hours)}` : arabicDays(days)
  if (hours > 0) {
    return minutes > 0 ? `${arabicHours(hours)} و${arabicMinutes(minutes)}` : arabicHours(hours)
  }
  return arabicMinutes(minutes)
}

/** The lock's length by role: 1 hour for an admin account, 3 days for a regular one. */
export function lockDurationLabel(isAdmin: boolean): string {
  return isAdmin ? 'ساعة واحدة (حساب مشرف)' : '3 أيام (حساب عادي)'
}

/** The warning's sentence before the lock (spec doc 1 section 8). */
export function attemptsWarningText(remaining: number): string {
  return `تبقّى لديك ${arabicAttempts(remaining)} قبل تجميد الحساب مؤقتاً (${LOCK_THRESHOLD} محاولات خاطئة خلال ${LOCK_WINDOW_MINUTES} دقيقة).`
}

/** The lock panel's reason line. */
export const LOCK_REASON = `تم تجميد الحساب بسبب ${LOCK_THRESHOLD} محاولات دخول خاطئة خلال ${LOCK_WINDOW_MINUTES} دقيقة.`

/** Milliseconds the lock still holds at `now`, or null when the status shows no lock in force. */
export function lockRemainingAt(status: LoginSecurityStatus, now: number): number | null {
  const lockedUntil = status.lockedUntil ? Date.parse(status.lockedUntil) : NaN
  if (!status.isLocked || !Number.isFinite(lockedUntil) || lockedUntil <= now) return null
  return lockedUntil - now
}

/**
 * get_login_security_status's row (or rows) as the panel's status. A missing row is no attempt.
 */
export function toSecurityStatus(data: unknown): LoginSecurityStatus {
  const row = (Array.isArray(data) ? data[0] : data) as {
    failed_attempts?: number | null
    is_locked?: boolean | null
    locked_until?: string | null
    recent_attempts_count?: number | null
    is_admin?: boolean | null
  } | null
  return {
    failedAttempts: row?.failed_attempts ?? 0,
    isLocked: row?.is_locked ?? false,
    lockedUntil: row?.locked_until ?? null,
    recentAttempts: row?.recent_attempts_count ?? 0,
    isAdmin: row?.is_admin ?? false,
  }
}
