import { act, render } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SessionManager, { type SessionControls } from '@/features/session/components/session-manager'
import { DEFAULT_TIMEOUTS } from '@/features/session/constants'
import { currentFingerprint } from '@/features/session/lib/fingerprint'
import { LOCAL_SESSION_KEY, readLocalSession } from '@/features/session/lib/local-session'
import { sessionMessages } from '@/features/session/messages'

const api = vi.hoisted(() => ({
  isSingleSessionEnabled: vi.fn(),
  createServerSession: vi.fn(),
  validateServerSession: vi.fn(),
  fetchEndReason: vi.fn(),
  endServerSession: vi.fn(),
  fetchClientIp: vi.fn(),
  fetchStoredDevice: vi.fn(),
  saveStoredDevice: vi.fn(),
  signOutCurrentUser: vi.fn(),
}))
vi.mock('@/features/session/api/session-api', () => api)

const log = vi.hoisted(() => ({
  logSecurityEvent: vi.fn(),
  flushSecurityLog: vi.fn(() => Promise.resolve()),
}))
vi.mock('@/lib/security-log', () => log)

const toastMock = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  message: vi.fn(),
  dismiss: vi.fn(),
}))
vi.mock('@/lib/toast', () => ({ toast: toastMock }))

type AuthCallback = (event: string, session: unknown) => void
const auth = vi.hoisted(() => ({ callback: null as AuthCallback | null }))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      auth: {
        onAuthStateChange: (callback: AuthCallback) => {
          auth.callback = callback
          return { data: { subscription: { unsubscribe: vi.fn() } } }
        },
      },
    }),
}))

const MINUTE = 60_000
const USER_ID = '11111111-1111-4111-8111-111111111111'

function session(lastSignInAt = new Date().toISOString()) {
  return {
    access_token: 'a',
    refresh_token: 'r',
    user: { id: USER_ID, last_sign_in_at: lastSignInAt },
  }
}

async function mount(event = 'SIGNED_IN', current = session()) {
  const onEnded = vi.fn()
  const onStateChange = vi.fn()
  const controlsRef = createRef<SessionControls | null>()
  render(
    <SessionManager
      timeouts={DEFAULT_TIMEOUTS}
      controlsRef={controlsRef}
      onStateChange={onStateChange}
      onEnded={onEnded}
    />,
  )
  await act(() => vi.advanceTimersByTimeAsync(0))
  act(() => auth.callback?.(event, current))
  await act(() => vi.advanceTimersByTimeAsync(0))
  return { onEnded, onStateChange, controlsRef }
}

const eventsOfType = (type: string) =>
  log.logSecurityEvent.mock.calls.map(([event]) => event).filter((e) => e.eventType === type)

describe('session manager', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    window.localStorage.clear()
    auth.callback = null
    ;[...Object.values(api), ...Object.values(toastMock), log.logSecurityEvent].forEach((fn) =>
      fn.mockReset(),
    )
    api.isSingleSessionEnabled.mockResolvedValue(false)
    api.createServerSession.mockResolvedValue(undefined)
    api.validateServerSession.mockResolvedValue({ isValid: true, needsLogout: false })
    api.endServerSession.mockResolvedValue(undefined)
    api.fetchClientIp.mockResolvedValue('10.0.0.1')
    api.fetchStoredDevice.mockResolvedValue(null)
    api.saveStoredDevice.mockResolvedValue(undefined)
    api.signOutCurrentUser.mockResolvedValue(undefined)
  })
  afterEach(() => vi.useRealTimers())

  it('starts a local session on sign-in and stores the device', async () => {
    const { onStateChange } = await mount()
    const local = readLocalSession()
    expect(local).toMatchObject({ userId: USER_ID, fingerprint: currentFingerprint() })
    expect(onStateChange).toHaveBeenLastCalledWith({
      currentSessionId: local?.sessionId,
      isSessionValid: true,
    })
    expect(api.saveStoredDevice).toHaveBeenCalledWith(USER_ID, {
      ip_address: '10.0.0.1',
      fingerprint: currentFingerprint(),
    })
    expect(api.createServerSession).not.toHaveBeenCalled()
  })

  it('warns at 25 minutes with an extend action, and signs out at 30 with the toast', async () => {
    await mount()
    await act(() => vi.advanceTimersByTimeAsync(25 * MINUTE))
    expect(toastMock.error).toHaveBeenCalledWith(
      sessionMessages.warning.title,
      expect.objectContaining({
        description: 'ستنتهي جلستك خلال 5 دقائق بسبب عدم النشاط',
        action: expect.objectContaining({ label: 'تمديد الجلسة' }),
      }),
    )
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE))
    expect(toastMock.error).toHaveBeenLastCalledWith('انتهت الجلسة', {
      description: 'تم تسجيل خروجك بسبب عدم النشاط',
    })
    expect(api.signOutCurrentUser).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem(LOCAL_SESSION_KEY)).toBeNull()
    // No server session was registered (flag off), so none is ended.
    expect(api.endServerSession).not.toHaveBeenCalled()
  })

  it('the extend action clears the warning and confirms', async () => {
    await mount()
    await act(() => vi.advanceTimersByTimeAsync(26 * MINUTE))
    const [, options] = toastMock.error.mock.calls[0] as [
      string,
      { action: { onClick: () => void } },
    ]
    act(() => options.action.onClick())
    expect(toastMock.dismiss).toHaveBeenCalledWith('session-idle-warning')
    expect(toastMock.success).toHaveBeenCalledWith('تم تمديد الجلسة', expect.any(Object))
    await act(() => vi.advanceTimersByTimeAsync(29 * MINUTE))
    expect(api.signOutCurrentUser).not.toHaveBeenCalled()
  })

  it('signs out a session restored after the idle limit, not a fresh sign-in', async () => {
    window.localStorage.setItem(
      LOCAL_SESSION_KEY,
      JSON.stringify({
        sessionId: 'old',
        userId: USER_ID,
        fingerprint: currentFingerprint(),
        created: Date.now() - 60 * MINUTE,
        lastActivity: Date.now() - 40 * MINUTE,
        expires: Date.now() - 10 * MINUTE,
      }),
    )
    await mount('INITIAL_SESSION', session(new Date(Date.now() - 50 * MINUTE).toISOString()))
    expect(toastMock.error).toHaveBeenCalledWith('انتهت الجلسة', {
      description: 'تم تسجيل خروجك بسبب عدم النشاط',
    })
    expect(api.signOutCurrentUser).toHaveBeenCalledTimes(1)
  })

  it('IP change (medium) and fingerprint change (high) are logged and toasted', async () => {
    api.fetchStoredDevice.mockResolvedValue({ ip_address: '10.9.9.9', fingerprint: 'elsewhere' })
    await mount()
    expect(eventsOfType('ip_address_changed')).toEqual([
      expect.objectContaining({ severity: 'medium', userId: USER_ID }),
    ])
    expect(eventsOfType('device_fingerprint_changed')).toEqual([
      expect.objectContaining({ severity: 'high', userId: USER_ID }),
    ])
    expect(toastMock.warning).toHaveBeenCalledWith('تنبيه أمني', {
      description: 'تم اكتشاف تغيير في عنوان IP',
    })
    expect(toastMock.warning).toHaveBeenCalledWith('تنبيه أمني', {
      description: 'تم اكتشاف تغيير في بصمة الجهاز',
    })
  })

  describe('single-session flag on', () => {
    beforeEach(() => api.isSingleSessionEnabled.mockResolvedValue(true))

    it('creates the server session with device info on sign-in', async () => {
      await mount()
      const local = readLocalSession()
      expect(api.createServerSession).toHaveBeenCalledWith(
        USER_ID,
        local?.sessionId,
        expect.objectContaining({
          ip_address: '10.0.0.1',
          fingerprint: currentFingerprint(),
          userAgent: navigator.userAgent,
          timezone: expect.any(String),
        }),
      )
    })

    it('needs_logout: event, modal reason, sign-out, and the newer session is left alone', async () => {
      api.validateServerSession.mockResolvedValue({ isValid: false, needsLogout: true })
      api.fetchEndReason.mockResolvedValue('new_session_started')
      const { onEnded } = await mount()
      await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE))
      expect(api.validateServerSession).toHaveBeenCalledTimes(1)
      expect(eventsOfType('session_invalidated')).toEqual([
        expect.objectContaining({ severity: 'medium' }),
      ])
      expect(onEnded).toHaveBeenCalledWith('new_session_started')
      expect(api.signOutCurrentUser).toHaveBeenCalledTimes(1)
      expect(api.endServerSession).not.toHaveBeenCalled()
      expect(readLocalSession()).toBeNull()
    })

    it('a local id that differs from the current one is session_cookie_mismatch (high)', async () => {
      const { onEnded } = await mount()
      const local = readLocalSession()!
      window.localStorage.setItem(
        LOCAL_SESSION_KEY,
        JSON.stringify({ ...local, sessionId: 'tampered' }),
      )
      await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE))
      expect(eventsOfType('session_cookie_mismatch')).toEqual([
        expect.objectContaining({ severity: 'high' }),
      ])
      expect(api.validateServerSession).not.toHaveBeenCalled()
      expect(onEnded).toHaveBeenCalledWith('security_violation')
      expect(api.endServerSession).toHaveBeenCalledWith(
        USER_ID,
        local.sessionId,
        'validation_failed',
      )
    })

    it('not valid without logout is session_validation_failed (medium) and re-registers', async () => {
      api.validateServerSession.mockResolvedValue({ isValid: false, needsLogout: false })
      const { onEnded } = await mount()
      expect(api.createServerSession).toHaveBeenCalledTimes(1)
      await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE))
      expect(eventsOfType('session_validation_failed')).toEqual([
        expect.objectContaining({ severity: 'medium' }),
      ])
      expect(api.createServerSession).toHaveBeenCalledTimes(2)
      expect(onEnded).not.toHaveBeenCalled()
      expect(api.signOutCurrentUser).not.toHaveBeenCalled()
    })

    it('shows the checking indicator only when a check takes more than 1 second', async () => {
      await mount()
      let resolve: (value: { isValid: boolean; needsLogout: boolean }) => void = () => {}
      api.validateServerSession.mockReturnValue(
        new Promise((r) => {
          resolve = r
        }),
      )
      await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE + 900))
      expect(document.body).not.toHaveTextContent('جارٍ التحقق من الجلسة...')
      await act(() => vi.advanceTimersByTimeAsync(200))
      expect(document.body).toHaveTextContent('جارٍ التحقق من الجلسة...')
      await act(async () => resolve({ isValid: true, needsLogout: false }))
      expect(document.body).not.toHaveTextContent('جارٍ التحقق من الجلسة...')
    })
  })
})
