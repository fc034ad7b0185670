import { createContext, useContext } from 'react'
import type { Session, User } from '@supabase/supabase-js'

/** Reasons a session is ended on the server (spec 4). */
export type TerminateReason = 'manual' | 'manual_logout' | 'validation_failed'

/** Spec 3 "Authentication context exposes". */
export type AuthContextValue = {
  user: User | null
  session: Session | null
  /** A stored session is being confirmed by the auth client. */
  loading: boolean
  /** The local session id of this browser, once the session manager started it. */
  currentSessionId: string | null
  /** False after a failed single-session check or a session-id mismatch. */
  isSessionValid: boolean
  /** Resets the idle timers and clears the expiry warning. */
  extendSession: () => void
  /** Ends the server session (this one only), clears the local one and signs out. */
  terminateSession: (reason?: TerminateReason) => Promise<void>
  isOffline: boolean
  /** Runs `listener` 1 second after the connection comes back; returns the unsubscribe. */
  onReconnect: (listener: () => void) => () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

/** The auth context; like the spec's, it throws when used outside its provider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
