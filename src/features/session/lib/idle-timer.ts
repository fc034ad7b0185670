/*
 * Idle tracking (spec 4 "Session"): a warning after `warnAfterMs` without activity, a timeout
 * after `idleTimeoutMs`. Activity is throttled and resets both. The last activity may also come
 * from elsewhere (other tabs write it to the shared local session), so every timer re-reads it
 * before acting instead of trusting its own schedule.
 */
export type IdleTimerOptions = {
  warnAfterMs: number
  idleTimeoutMs: number
  throttleMs: number
  onWarn: () => void
  onTimeout: () => void
  /** The warning no longer applies (activity or a manual extension). */
  onWarningCleared?: () => void
  /** Activity accepted by the throttle, with its time; the caller persists it. */
  onActivity?: (at: number) => void
  /** Last activity recorded by another tab, if any. */
  readSharedActivity?: () => number | null
  now?: () => number
}

export type IdleTimer = {
  start(): void
  stop(): void
  /** User activity; ignored if another one was accepted less than `throttleMs` ago. */
  activity(): void
  /** A manual extension: always accepted, clears the warning. */
  extend(): void
  isWarned(): boolean
}

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now
  let last = now()
  let lastAccepted = Number.NEGATIVE_INFINITY
  let warned = false
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined

  function lastActivity(): number {
    const shared = options.readSharedActivity?.() ?? null
    return shared !== null && shared > last ? shared : last
  }

  function clearWarning() {
    if (!warned) return
    warned = false
    options.onWarningCleared?.()
  }

  function timeout() {
    running = false
    clearTimeout(timer)
    options.onTimeout()
  }

  function schedule() {
    clearTimeout(timer)
    if (!running) return
    const idle = now() - lastActivity()
    if (idle >= options.idleTimeoutMs) {
      timeout()
      return
    }
    if (idle >= options.warnAfterMs) {
      if (!warned) {
        warned = true
        options.onWarn()
      }
      timer = setTimeout(schedule, options.idleTimeoutMs - idle)
      return
    }
    clearWarning()
    timer = setTimeout(schedule, options.warnAfterMs - idle)
  }

  function accept(at: number) {
    // Activity after the deadline does not revive a session that has already expired (a laptop
    // waking up fires visibilitychange before the overdue timer).
    if (at - lastActivity() >= options.idleTimeoutMs) {
      timeout()
      return
    }
    lastAccepted = at
    last = at
    options.onActivity?.(at)
    clearWarning()
    schedule()
  }

  return {
    start() {
      running = true
      last = now()
      schedule()
    },
    stop() {
      running = false
      clearTimeout(timer)
    },
    activity() {
      if (!running) return
      const at = now()
      if (at - lastAccepted < options.throttleMs) return
      accept(at)
    },
    extend() {
      if (!running) return
      accept(now())
    },
    isWarned: () => warned,
  }
}
