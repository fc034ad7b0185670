/** Spec 9: session constants. */
export type SessionTimeouts = {
  /** Idle time before the "session ends within 5 minutes" warning. */
  warnAfterMs: number
  /** Idle time before sign-out. */
  idleTimeoutMs: number
  /** A local session older than this is discarded, whatever the activity. */
  maxAgeMs: number
  /** Single-session check interval. */
  validateEveryMs: number
  /** The checking indicator appears only when a check takes longer than this. */
  checkingIndicatorAfterMs: number
  /** Activity resets the timers at most this often. */
  activityThrottleMs: number
}

const MINUTE = 60_000

export const DEFAULT_TIMEOUTS: SessionTimeouts = {
  warnAfterMs: 25 * MINUTE,
  idleTimeoutMs: 30 * MINUTE,
  maxAgeMs: 24 * 60 * MINUTE,
  validateEveryMs: 5 * MINUTE,
  checkingIndicatorAfterMs: 1000,
  activityThrottleMs: 1000,
}

/**
 * Development and end-to-end builds accept shortened timeouts from this localStorage key (a JSON
 * object with some of the fields above), so the idle journey can run in seconds. Production
 * builds never read it: `import.meta.env.DEV` is false there and the branch is removed.
 */
export const TIMEOUTS_OVERRIDE_KEY = 'sanad:session-timeouts'

export function resolveTimeouts(overrides?: Partial<SessionTimeouts>): SessionTimeouts {
  let fromStorage: Partial<SessionTimeouts> = {}
  if (import.meta.env.DEV) {
    try {
      const raw = window.localStorage.getItem(TIMEOUTS_OVERRIDE_KEY)
      const parsed: unknown = raw ? JSON.parse(raw) : null
      if (parsed && typeof parsed === 'object') {
        fromStorage = Object.fromEntries(
          Object.entries(parsed).filter(
            ([key, value]) => key in DEFAULT_TIMEOUTS && typeof value === 'number' && value > 0,
          ),
        )
      }
    } catch {
      fromStorage = {}
    }
  }
  return { ...DEFAULT_TIMEOUTS, ...fromStorage, ...overrides }
}

/** Why a single-session check ended the session (spec 4). */
export type SessionEndReason =
  'new_session_started' | 'session_expired' | 'security_violation' | 'default'

export function toEndReason(value: unknown): SessionEndReason {
  return value === 'new_session_started' ||
    value === 'session_expired' ||
    value === 'security_violation'
    ? value
    : 'default'
}
