import { useEffect, useState } from 'react'
import { AlertTriangle, Lock } from 'lucide-react'
import { cn } from '@/lib/cn'
import { siteConfig } from '@/lib/site'
import {
  arabicAttempts,
  attemptsRemaining,
  formatLockRemaining,
  isUrgent,
  lockDurationLabel,
  LOCK_THRESHOLD,
  LOCK_WINDOW_MINUTES,
  type LoginSecurityStatus,
} from '../lock'

function useNow(enabled: boolean, everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!enabled) return
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [enabled, everyMs])
  return now
}

/**
 * The lock warning of the login page (spec doc 1 sections 4 and 8), fed by the server's
 * get_login_security_status: attempts left before the lock (urgent at 2 or fewer), or the lock
 * itself with the remaining time, its length and how to reach support.
 */
export function LockWarningPanel({ status }: { status: LoginSecurityStatus }) {
  const lockedUntil = status.lockedUntil ? Date.parse(status.lockedUntil) : NaN
  const now = useNow(status.isLocked)

  if (status.isLocked && Number.isFinite(lockedUntil) && lockedUntil > now) {
    return (
      <div
        role="alert"
        data-testid="lock-panel"
        className="grid gap-2 rounded-lg border border-destructive bg-destructive/10 p-4 text-sm"
      >
        <p className="flex items-center gap-2 text-base font-bold text-destructive">
          <Lock aria-hidden="true" className="size-5" />
          تم تجميد الحساب مؤقتاً
        </p>
        <p>
          {`تم تجميد الحساب بسبب ${LOCK_THRESHOLD} محاولات دخول خاطئة خلال ${LOCK_WINDOW_MINUTES} دقيقة.`}
        </p>
        <p>
          الوقت المتبقي: <strong>{formatLockRemaining(lockedUntil - now)}</strong>
        </p>
        <p>مدة التجميد: {lockDurationLabel(status.isAdmin)}</p>
        <p>
          لرفع التجميد فوراً تواصل مع الدعم:{' '}
          <a
            href={`mailto:${siteConfig.email}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {siteConfig.email}
          </a>{' '}
          أو{' '}
          <a
            href={`tel:${siteConfig.phone}`}
            dir="ltr"
            className="text-primary underline-offset-4 hover:underline"
          >
            {siteConfig.phoneDisplay}
          </a>
        </p>
      </div>
    )
  }

  if (status.failedAttempts <= 0) return null
  const remaining = attemptsRemaining(status)
  const urgent = isUrgent(remaining)
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-testid="attempts-warning"
      data-urgent={urgent}
      className={cn(
        'flex items-start gap-2 rounded-lg border p-3 text-sm',
        urgent
          ? 'border-destructive bg-destructive/10 text-destructive'
          : 'border-accent/60 bg-accent/10 text-accent',
      )}
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {`تبقّى لديك ${arabicAttempts(remaining)} قبل تجميد الحساب مؤقتاً (${LOCK_THRESHOLD} محاولات خاطئة خلال ${LOCK_WINDOW_MINUTES} دقيقة).`}
      </p>
    </div>
  )
}
