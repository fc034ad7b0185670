import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_TIMEOUTS } from '@/features/session/constants'
import { createIdleTimer, type IdleTimerOptions } from '@/features/session/lib/idle-timer'

const MINUTE = 60_000

function setup(extra: Partial<IdleTimerOptions> = {}) {
  const onWarn = vi.fn()
  const onTimeout = vi.fn()
  const onWarningCleared = vi.fn()
  const onActivity = vi.fn()
  const timer = createIdleTimer({
    warnAfterMs: DEFAULT_TIMEOUTS.warnAfterMs,
    idleTimeoutMs: DEFAULT_TIMEOUTS.idleTimeoutMs,
    throttleMs: DEFAULT_TIMEOUTS.activityThrottleMs,
    onWarn,
    onTimeout,
    onWarningCleared,
    onActivity,
    ...extra,
  })
  timer.start()
  return { timer, onWarn, onTimeout, onWarningCleared, onActivity }
}

describe('idle timer (spec 4 and 9: warning at 25 min, sign-out at 30)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('uses the spec constants', () => {
    expect(DEFAULT_TIMEOUTS.warnAfterMs).toBe(25 * MINUTE)
    expect(DEFAULT_TIMEOUTS.idleTimeoutMs).toBe(30 * MINUTE)
    expect(DEFAULT_TIMEOUTS.maxAgeMs).toBe(24 * 60 * MINUTE)
    expect(DEFAULT_TIMEOUTS.validateEveryMs).toBe(5 * MINUTE)
    expect(DEFAULT_TIMEOUTS.checkingIndicatorAfterMs).toBe(1000)
    expect(DEFAULT_TIMEOUTS.activityThrottleMs).toBe(1000)
  })

  it('warns at 25 minutes idle and times out at 30', () => {
    const { onWarn, onTimeout } = setup()
    vi.advanceTimersByTime(25 * MINUTE - 1)
    expect(onWarn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onWarn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(onTimeout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onTimeout).toHaveBeenCalledTimes(1)
    expect(onWarn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60 * MINUTE)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('activity resets both timers', () => {
    const { timer, onWarn, onTimeout } = setup()
    vi.advanceTimersByTime(20 * MINUTE)
    timer.activity()
    vi.advanceTimersByTime(24 * MINUTE)
    expect(onWarn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1 * MINUTE)
    expect(onWarn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * MINUTE)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('activity is throttled to once per second', () => {
    const { timer, onActivity } = setup()
    timer.activity()
    timer.activity()
    vi.advanceTimersByTime(999)
    timer.activity()
    expect(onActivity).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    timer.activity()
    expect(onActivity).toHaveBeenCalledTimes(2)
  })

  it('throttled activity does not move the deadline', () => {
    const { timer, onWarn } = setup()
    vi.advanceTimersByTime(10 * MINUTE)
    timer.activity() // accepted: deadline now 10 + 25 min
    vi.advanceTimersByTime(500)
    timer.activity() // within the second: ignored
    vi.advanceTimersByTime(25 * MINUTE - 500)
    expect(onWarn).toHaveBeenCalledTimes(1)
  })

  it('activity after the warning clears it', () => {
    const { timer, onWarn, onWarningCleared, onTimeout } = setup()
    vi.advanceTimersByTime(26 * MINUTE)
    expect(onWarn).toHaveBeenCalledTimes(1)
    expect(timer.isWarned()).toBe(true)
    timer.activity()
    expect(timer.isWarned()).toBe(false)
    expect(onWarningCleared).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * MINUTE)
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('a manual extension clears the warning flag and restarts the 30 minutes', () => {
    const { timer, onWarn, onWarningCleared, onTimeout } = setup()
    vi.advanceTimersByTime(29 * MINUTE)
    expect(timer.isWarned()).toBe(true)
    timer.extend()
    expect(timer.isWarned()).toBe(false)
    expect(onWarningCleared).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(29 * MINUTE)
    expect(onTimeout).not.toHaveBeenCalled()
    expect(onWarn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1 * MINUTE)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('activity recorded by another tab postpones the warning', () => {
    let shared: number | null = null
    const { onWarn, onTimeout } = setup({ readSharedActivity: () => shared })
    vi.advanceTimersByTime(20 * MINUTE)
    shared = Date.now()
    vi.advanceTimersByTime(5 * MINUTE)
    expect(onWarn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(20 * MINUTE)
    expect(onWarn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * MINUTE)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('activity after the deadline (a sleeping laptop) times out instead of reviving', () => {
    const { timer, onTimeout, onActivity } = setup()
    // Timers did not run while asleep: move the clock without firing them.
    vi.setSystemTime(Date.now() + 45 * MINUTE)
    timer.activity()
    expect(onTimeout).toHaveBeenCalledTimes(1)
    expect(onActivity).not.toHaveBeenCalled()
  })

  it('stop cancels everything', () => {
    const { timer, onWarn, onTimeout } = setup()
    timer.stop()
    vi.advanceTimersByTime(60 * MINUTE)
    expect(onWarn).not.toHaveBeenCalled()
    expect(onTimeout).not.toHaveBeenCalled()
  })
})
