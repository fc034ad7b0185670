import { useEffect, useState } from 'react'
import { AlertTriangle, Lock } from 'lucide-react'
import { cn } from '@/lib/cn'
import { siteConfig } from '@/lib/site'
import {
  attemptsRemaining,
  attemptsWarningText,
  formatLockRemaining,
  isUrgent,
  lockDurationLabel,
  LOCK_REASON,
  lockRemainingAt,
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
 * itself with the remaining time, its length and how to reach support. The static /login page
 * (src/islands/login.ts) clones this markup from templates and fills the `data-slot` elements.
 */
export function LockWarningPanel({ status }: { status: LoginSecurityStatus }) {
  const now = useNow(status.isLocked)
  const lockRemaining = lockRemainingAt(status, now)

  if (lockRemaining !== null) {
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
        <p>{LOCK_REASON}</p>
        <p>
          الوقت المتبقي: <strong data-slot="remaining">{formatLockRemaining(lockRemaining)}</strong>
        </p>
        <p>
          مدة التجميد: <span data-slot="duration">{lockDurationLabel(status.isAdmin)}</span>
        </p>
        <p>
          لرفع التجميد فوراً تواصل مع الدعم:{' '}
          <a
            href={`mailto:${siteConfig.email}`}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            {siteConfig.email}
          </a>{' '}
          أو{' '}
          <a
            href={`tel:${siteConfig.phone}`}
            dir="ltr"
            className="text-primary underline underline-offset-4 hover:decoration-2"
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
      <p data-slot="attempts">{attemptsWarningText(remaining)}</p>
    </div>
  )
}
