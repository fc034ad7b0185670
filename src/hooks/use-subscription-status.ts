import { createContext, useContext } from 'react'

/** Spec 3 "Subscription status held on the client". */
export type SubscriptionStatus = {
  hasAccess: boolean
  isInGracePeriod: boolean
  expiresAt: string | null
  gracePeriodEndsAt: string | null
  subscriptionTier: string
  subscriptionStatus: string
  daysUntilExpiry: number | null
  hoursUntilGraceExpiry: number | null
}

export type SubscriptionContextValue = {
  /** null until the first check after sign-in, and after sign-out. */
  status: SubscriptionStatus | null
  checking: boolean
  lastCheckedAt: number | null
  /** Re-checks now (after a payment or a plan change); resolves false when the check failed. */
  refresh: () => Promise<boolean>
}

/*
 * Shared so any feature (the library, the payment result page) can read the subscription state
 * without importing the subscription feature, which provides it.
 */
export const SubscriptionContext = createContext<SubscriptionContextValue | null>(null)

export function useSubscriptionStatus(): SubscriptionContextValue {
  const value = useContext(SubscriptionContext)
  if (!value) throw new Error('useSubscriptionStatus must be used within a SubscriptionProvider')
  return value
}
