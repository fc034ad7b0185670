import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useAuth } from '@/hooks/use-auth'
import {
  SubscriptionContext,
  type SubscriptionContextValue,
  type SubscriptionStatus,
} from '@/hooks/use-subscription-status'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  CHECK_AFTER_SIGN_IN_MS,
  CHECK_EVERY_MS,
  NO_ACCESS_TOAST_MS,
  subscriptionMessages as m,
  subscriptionToasts,
  toSubscriptionStatus,
  type SubscriptionToast,
} from '../lib/access'

type State = {
  userId: string | null
  status: SubscriptionStatus | null
  checking: boolean
  lastCheckedAt: number | null
}
const empty: State = { userId: null, status: null, checking: false, lastCheckedAt: null }

// The spec's address (spec 1: the renew action opens /subscription?expired=true); it redirects to
// the page in the user area with its query.
export const renewUrl = `${paths.legacy.subscription}?expired=true`

function showToast(item: SubscriptionToast) {
  switch (item.kind) {
    case 'expiring': {
      const text = m.expiring(item.days)
      toast.warning(text.title, { description: text.description })
      return
    }
    case 'grace':
      toast.error(m.grace.title, { description: m.grace.description })
      return
    case 'grace-ending': {
      const text = m.graceEnding(item.hours)
      toast.error(text.title, { description: text.description })
      return
    }
    case 'no-access':
      toast.error(m.noAccess.title, {
        description: m.noAccess.description,
        duration: NO_ACCESS_TOAST_MS,
        action: {
          label: m.noAccess.action,
          onClick: () => window.open(renewUrl, '_blank', 'noopener'),
        },
      })
  }
}

const toastKey = (item: SubscriptionToast) =>
  item.kind === 'expiring'
    ? `expiring:${item.days}`
    : item.kind === 'grace-ending'
      ? `grace-ending:${item.hours}`
      : item.kind

/**
 * The subscription state of spec 3/4: checked 1 second after sign-in, 1 second after the
 * connection comes back (SESSION's onReconnect), every 10 minutes, and on demand; cleared on
 * sign-out. Each warning of spec 8 is toasted once per sign-in, not on every re-check.
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const { user, onReconnect } = useAuth()
  const userId = user?.id ?? null
  const [state, setState] = useState<State>(empty)
  const currentUser = useRef<string | null>(userId)
  const shown = useRef(new Set<string>())

  const check = useCallback(async (): Promise<boolean> => {
    const id = currentUser.current
    if (!id) return false
    setState((previous) => ({
      ...(previous.userId === id ? previous : empty),
      userId: id,
      checking: true,
    }))
    try {
      const { fetchSubscription } = await import('../api/subscription-api')
      const status = toSubscriptionStatus(await fetchSubscription(id))
      if (currentUser.current !== id) return false
      setState({ userId: id, status, checking: false, lastCheckedAt: Date.now() })
      for (const item of subscriptionToasts(status)) {
        const key = toastKey(item)
        if (shown.current.has(key)) continue
        shown.current.add(key)
        showToast(item)
      }
      return true
    } catch (error) {
      // Spec 8: a failed check is only logged.
      console.warn('Subscription check failed', error)
      if (currentUser.current === id) setState((previous) => ({ ...previous, checking: false }))
      return false
    }
  }, [])

  useEffect(() => {
    currentUser.current = userId
    shown.current = new Set()
    if (!userId) return
    const first = setTimeout(() => void check(), CHECK_AFTER_SIGN_IN_MS)
    const every = setInterval(() => void check(), CHECK_EVERY_MS)
    const stopReconnect = onReconnect(() => void check())
    return () => {
      clearTimeout(first)
      clearInterval(every)
      stopReconnect()
    }
  }, [userId, check, onReconnect])

  // Another user's (or a signed-out) state is never shown: sign-out clears it.
  const value = useMemo<SubscriptionContextValue>(() => {
    const own = userId !== null && state.userId === userId ? state : empty
    return {
      status: own.status,
      checking: own.checking,
      lastCheckedAt: own.lastCheckedAt,
      refresh: check,
    }
  }, [state, userId, check])
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>
}
