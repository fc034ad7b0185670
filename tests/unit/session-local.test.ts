import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  checkLocalSession,
  createLocalSession,
  LOCAL_SESSION_KEY,
  readLocalSession,
  touchLocalSession,
  writeLocalSession,
} from '@/features/session/lib/local-session'
import { currentFingerprint, deviceInfo, fingerprintOf } from '@/features/session/lib/fingerprint'
import { resolveTimeouts, TIMEOUTS_OVERRIDE_KEY, toEndReason } from '@/features/session/constants'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const base = { userId: 'user-1', fingerprint: 'fp-1', idleTimeoutMs: 30 * MINUTE }
const check = (now: number, extra: Partial<{ userId: string; fingerprint: string }> = {}) =>
  checkLocalSession({ userId: 'user-1', fingerprint: 'fp-1', now, maxAgeMs: 24 * HOUR, ...extra })

describe('local session record (spec 3 and 5)', () => {
  beforeEach(() => window.localStorage.clear())

  it('stores sessionId, expires, fingerprint, created and lastActivity', () => {
    const now = 1_000_000
    const session = createLocalSession({ ...base, now })
    const stored = JSON.parse(window.localStorage.getItem(LOCAL_SESSION_KEY) ?? '{}')
    expect(stored).toEqual({
      sessionId: session.sessionId,
      userId: 'user-1',
      expires: now + 30 * MINUTE,
      fingerprint: 'fp-1',
      created: now,
      lastActivity: now,
    })
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is kept while valid', () => {
    const session = createLocalSession({ ...base, now: 0 })
    expect(check(29 * MINUTE)).toEqual({ ok: true, session })
  })

  it('is discarded when expired', () => {
    createLocalSession({ ...base, now: 0 })
    expect(check(30 * MINUTE)).toMatchObject({ ok: false, reason: 'expired' })
    expect(readLocalSession()).toBeNull()
  })

  it('is discarded when older than 24 hours even if active', () => {
    createLocalSession({ ...base, now: 0 })
    touchLocalSession(24 * HOUR - MINUTE, 30 * MINUTE)
    expect(check(24 * HOUR - 1).ok).toBe(true)
    expect(check(24 * HOUR)).toMatchObject({ ok: false, reason: 'too_old' })
    expect(readLocalSession()).toBeNull()
  })

  it('is discarded when the device fingerprint differs', () => {
    createLocalSession({ ...base, now: 0 })
    expect(check(MINUTE, { fingerprint: 'fp-2' })).toMatchObject({
      ok: false,
      reason: 'fingerprint',
    })
    expect(readLocalSession()).toBeNull()
  })

  it('is discarded when it belongs to another account, and reports a missing one', () => {
    createLocalSession({ ...base, now: 0 })
    expect(check(MINUTE, { userId: 'user-2' })).toMatchObject({ ok: false, reason: 'other_user' })
    expect(check(MINUTE)).toEqual({ ok: false, reason: 'missing', stale: null })
  })

  it('ignores malformed records', () => {
    window.localStorage.setItem(LOCAL_SESSION_KEY, '{"sessionId": 1}')
    expect(readLocalSession()).toBeNull()
    window.localStorage.setItem(LOCAL_SESSION_KEY, 'not json')
    expect(readLocalSession()).toBeNull()
  })

  it('activity extends the expiry by the idle timeout', () => {
    const session = createLocalSession({ ...base, now: 0 })
    const touched = touchLocalSession(10 * MINUTE, 30 * MINUTE)
    expect(touched).toEqual({ ...session, lastActivity: 10 * MINUTE, expires: 40 * MINUTE })
    writeLocalSession(session)
    expect(readLocalSession()).toEqual(session)
  })
})

describe('device fingerprint', () => {
  const traits = {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    screen: '1920x1080x24',
    timezone: 'Asia/Riyadh',
    language: 'ar-SA',
  }

  it('is a stable hash of user agent, screen, timezone and language', () => {
    expect(fingerprintOf(traits)).toBe(fingerprintOf({ ...traits }))
    expect(fingerprintOf(traits)).toMatch(/^[0-9a-f]{14}$/)
    expect(currentFingerprint()).toBe(currentFingerprint())
  })

  it('changes when any part changes', () => {
    const fp = fingerprintOf(traits)
    for (const key of Object.keys(traits) as (keyof typeof traits)[]) {
      expect(fingerprintOf({ ...traits, [key]: `${traits[key]}x` }), key).not.toBe(fp)
    }
  })

  it('describes the device for the server session record', () => {
    expect(deviceInfo(traits)).toEqual({
      browser: 'Chrome',
      os: 'Linux',
      userAgent: traits.userAgent,
      screen: '1920x1080x24',
      timezone: 'Asia/Riyadh',
    })
  })
})

describe('timeouts and end reasons', () => {
  afterEach(() => window.localStorage.clear())

  it('development builds read shortened timeouts from localStorage, ignoring junk', () => {
    window.localStorage.setItem(
      TIMEOUTS_OVERRIDE_KEY,
      JSON.stringify({ warnAfterMs: 2000, idleTimeoutMs: 4000, bogus: 1, maxAgeMs: -5 }),
    )
    const timeouts = resolveTimeouts({ validateEveryMs: 3000 })
    expect(timeouts).toMatchObject({
      warnAfterMs: 2000,
      idleTimeoutMs: 4000,
      validateEveryMs: 3000,
      maxAgeMs: 24 * HOUR,
    })
    expect(timeouts).not.toHaveProperty('bogus')
  })

  it('maps server end reasons to the modal reasons', () => {
    expect(toEndReason('new_session_started')).toBe('new_session_started')
    expect(toEndReason('session_expired')).toBe('session_expired')
    expect(toEndReason('security_violation')).toBe('security_violation')
    expect(toEndReason('manual')).toBe('default')
    expect(toEndReason(null)).toBe('default')
  })

  it('production builds ignore the override', async () => {
    vi.stubEnv('DEV', false)
    vi.resetModules()
    try {
      const fresh = await import('@/features/session/constants')
      window.localStorage.setItem(TIMEOUTS_OVERRIDE_KEY, JSON.stringify({ warnAfterMs: 2000 }))
      expect(fresh.resolveTimeouts().warnAfterMs).toBe(25 * MINUTE)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
