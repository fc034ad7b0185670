/*
 * Loaded only for a signed-in user (with supabase-js): the local session record, idle warning and
 * timeout, device fingerprint and IP checks, and the single-session rule behind its feature flag.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { flushSecurityLog, logSecurityEvent } from '@/lib/security-log'
import { getSupabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import type { TerminateReason } from '@/hooks/use-auth'
import { beforeSessionEnds } from '@/hooks/use-session-alive'
import {
  createServerSession,
  endServerSession,
  fetchClientIp,
  fetchEndReason,
  fetchStoredDevice,
  isSingleSessionEnabled,
  saveStoredDevice,
  signOutCurrentUser,
  validateServerSession,
} from '../api/session-api'
import type { SessionEndReason, SessionTimeouts } from '../constants'
import { currentDeviceTraits, deviceInfo, fingerprintOf } from '../lib/fingerprint'
import { createIdleTimer } from '../lib/idle-timer'
import {
  checkLocalSession,
  clearLocalSession,
  createLocalSession,
  readLocalSession,
  touchLocalSession,
} from '../lib/local-session'
import { sessionMessages as m } from '../messages'

export type SessionControls = {
  extend: () => void
  terminate: (reason: TerminateReason) => Promise<void>
}

export type SessionManagerState = { currentSessionId: string | null; isSessionValid: boolean }

type Props = {
  timeouts: SessionTimeouts
  controlsRef: RefObject<SessionControls | null>
  onStateChange: (state: SessionManagerState) => void
  /** The session was ended by a check; the provider shows the session-ended modal. */
  onEnded: (reason: SessionEndReason) => void
}

const WARNING_TOAST_ID = 'session-idle-warning'
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click']

function warn(what: string) {
  return (error: unknown) => console.warn(`Session: ${what}`, error)
}

/** The sign-in was newer than the stored record: a fresh sign-in, not a stale session. */
function signedInAfter(user: User, at: number): boolean {
  const lastSignIn = user.last_sign_in_at ? Date.parse(user.last_sign_in_at) : NaN
  return Number.isFinite(lastSignIn) && lastSignIn > at
}

/**
 * Spec 5: IP change is a medium event with a toast, fingerprint change a high one with a toast.
 * The last address and fingerprint are kept on the profile (device_fingerprint).
 */
async function checkDevice(user: User, fingerprint: string, sessionId: string) {
  const [ip, stored] = await Promise.all([
    fetchClientIp().catch((error: unknown) => {
      warn('could not read the client IP')(error)
      return null
    }),
    fetchStoredDevice(user.id),
  ])
  if (stored?.ip_address && ip && stored.ip_address !== ip) {
    logSecurityEvent({
      eventType: 'ip_address_changed',
      description: 'IP address changed since the last session',
      severity: 'medium',
      userId: user.id,
      metadata: { previous_ip: stored.ip_address, current_ip: ip, session_id: sessionId },
    })
    toast.warning(m.ipChanged.title, { description: m.ipChanged.description })
  }
  if (stored?.fingerprint && stored.fingerprint !== fingerprint) {
    logSecurityEvent({
      eventType: 'device_fingerprint_changed',
      description: 'Device fingerprint changed since the last session',
      severity: 'high',
      userId: user.id,
      metadata: { previous: stored.fingerprint, current: fingerprint, session_id: sessionId },
    })
    toast.warning(m.fingerprintChanged.title, { description: m.fingerprintChanged.description })
  }
  if (stored?.ip_address !== ip || stored?.fingerprint !== fingerprint) {
    await saveStoredDevice(user.id, { ip_address: ip ?? stored?.ip_address ?? null, fingerprint })
  }
  return ip
}

export default function SessionManager({ timeouts, controlsRef, onStateChange, onEnded }: Props) {
  const [checking, setChecking] = useState(false)
  // Callbacks change identity on every provider render; the effect below runs once.
  const callbacks = useRef({ onStateChange, onEnded })
  useEffect(() => {
    callbacks.current = { onStateChange, onEnded }
  })

  useEffect(() => {
    let disposed = false
    let started = false
    let terminating = false
    let user: User | null = null
    let sessionId: string | null = null
    let serverRegistered = false
    let checkInFlight = false
    let validateTimer: ReturnType<typeof setInterval> | undefined
    const cleanups: Array<() => void> = []

    const setState = (state: SessionManagerState) => {
      if (!disposed) callbacks.current.onStateChange(state)
    }

    const idle = createIdleTimer({
      warnAfterMs: timeouts.warnAfterMs,
      idleTimeoutMs: timeouts.idleTimeoutMs,
      throttleMs: timeouts.activityThrottleMs,
      readSharedActivity: () => readLocalSession()?.lastActivity ?? null,
      onActivity: (at) => void touchLocalSession(at, timeouts.idleTimeoutMs),
      onWarn: () =>
        toast.error(m.warning.title, {
          id: WARNING_TOAST_ID,
          description: m.warning.description,
          duration: timeouts.idleTimeoutMs - timeouts.warnAfterMs,
          action: { label: m.warning.action, onClick: () => extend() },
        }),
      onWarningCleared: () => toast.dismiss(WARNING_TOAST_ID),
      onTimeout: () => {
        toast.dismiss(WARNING_TOAST_ID)
        toast.error(m.expired.title, { description: m.expired.description })
        void terminate('manual_logout')
      },
    })

    function extend() {
      if (!sessionId || terminating) return
      idle.extend()
      toast.success(m.extended.title, { description: m.extended.description })
    }

    async function terminate(reason: string, options: { endServer?: boolean } = {}) {
      if (terminating) return
      terminating = true
      idle.stop()
      clearInterval(validateTimer)
      // The session-alive check in flight answers before the server's session ends.
      await beforeSessionEnds()
      if (user && sessionId && serverRegistered && options.endServer !== false) {
        await endServerSession(user.id, sessionId, reason).catch(warn('could not end the session'))
      }
      clearLocalSession()
      // Send queued events while the access token still identifies the user.
      await flushSecurityLog()
      // Local scope: a global sign-out would also end the user's session on another device.
      await signOutCurrentUser().catch(warn('sign-out failed'))
      authStore.setSession(null)
    }

    async function endWithModal(
      reason: SessionEndReason,
      serverReason: string,
      endServer: boolean,
    ) {
      setState({ currentSessionId: sessionId, isSessionValid: false })
      callbacks.current.onEnded(reason)
      await terminate(serverReason, { endServer })
    }

    /** The single-session check (spec 5 "Server session check"). */
    async function validate() {
      if (!user || !sessionId || checkInFlight || terminating) return
      checkInFlight = true
      const indicator = setTimeout(
        () => !disposed && setChecking(true),
        timeouts.checkingIndicatorAfterMs,
      )
      try {
        if (!(await isSingleSessionEnabled(user.id))) return
        const local = readLocalSession()
        if (local?.sessionId !== sessionId) {
          logSecurityEvent({
            eventType: 'session_cookie_mismatch',
            description: 'The stored session id differs from the current session id',
            severity: 'high',
            userId: user.id,
            metadata: {
              current_session_id: sessionId,
              stored_session_id: local?.sessionId ?? null,
            },
          })
          await endWithModal('security_violation', 'validation_failed', true)
          return
        }
        const result = await validateServerSession(user.id, sessionId)
        if (result.needsLogout) {
          const reason = await fetchEndReason(user.id, sessionId).catch(() => 'default' as const)
          logSecurityEvent({
            eventType: 'session_invalidated',
            description: 'Session ended by the single-session rule',
            severity: 'medium',
            userId: user.id,
            metadata: { session_id: sessionId, reason },
          })
          // The server already ended this session; ending "the user's session" again would end
          // the newer one.
          await endWithModal(reason, 'validation_failed', false)
          return
        }
        if (!result.isValid) {
          logSecurityEvent({
            eventType: 'session_validation_failed',
            description: 'The server does not know this session',
            severity: 'medium',
            userId: user.id,
            metadata: { session_id: sessionId },
          })
          // Unknown to the server and no other session active (e.g. the flag was switched on
          // after this sign-in): register it, which keeps the one-session rule from now on.
          await createServerSession(user.id, sessionId, deviceInfo())
          serverRegistered = true
        }
        setState({ currentSessionId: sessionId, isSessionValid: true })
      } catch (error) {
        warn('the session check failed')(error)
      } finally {
        clearTimeout(indicator)
        checkInFlight = false
        if (!disposed) setChecking(false)
      }
    }

    async function start(current: User) {
      started = true
      user = current
      const now = Date.now()
      const traits = currentDeviceTraits()
      const fingerprint = fingerprintOf(traits)
      const check = checkLocalSession({
        userId: current.id,
        fingerprint,
        now,
        maxAgeMs: timeouts.maxAgeMs,
      })
      const stale = !check.ok ? check.stale : null
      const freshSignIn = stale ? signedInAfter(current, stale.lastActivity) : false
      if (!check.ok && (check.reason === 'expired' || check.reason === 'too_old') && !freshSignIn) {
        // Back after the idle limit or the maximum session age: the session is over.
        if (check.reason === 'expired') {
          toast.error(m.expired.title, { description: m.expired.description })
          await terminate('manual_logout')
        } else {
          await endWithModal('session_expired', 'manual_logout', true)
        }
        return
      }

      const local = check.ok
        ? check.session
        : createLocalSession({
            userId: current.id,
            fingerprint,
            now,
            idleTimeoutMs: timeouts.idleTimeoutMs,
          })
      sessionId = local.sessionId
      setState({ currentSessionId: sessionId, isSessionValid: true })
      idle.start()
      touchLocalSession(now, timeouts.idleTimeoutMs)

      const ip = await checkDevice(current, fingerprint, sessionId).catch((error: unknown) => {
        warn('the device check failed')(error)
        return null
      })
      if (disposed || terminating) return

      const enabled = await isSingleSessionEnabled(current.id).catch((error: unknown) => {
        warn('could not read the single-session flag')(error)
        return false
      })
      if (enabled && !check.ok) {
        await createServerSession(current.id, sessionId, {
          ...deviceInfo(traits),
          ip_address: ip,
          fingerprint,
          timestamp: new Date(now).toISOString(),
        })
          .then(() => {
            serverRegistered = true
          })
          .catch(warn('could not create the server session'))
      } else if (enabled) {
        serverRegistered = true
        await validate()
      }
      if (disposed || terminating) return
      // The flag is re-read on every tick, so switching it on takes effect without a reload.
      validateTimer = setInterval(() => void validate(), timeouts.validateEveryMs)
    }

    function onAuthEvent(event: AuthChangeEvent, session: Session | null) {
      // Signed out: the provider unmounts this manager and clears the local record.
      if (!session) return
      if (event === 'PASSWORD_RECOVERY') {
        logSecurityEvent({
          eventType: 'password_recovery',
          description: 'Signed in through a password recovery link',
          severity: 'low',
          userId: session.user.id,
        })
      }
      if (event === 'MFA_CHALLENGE_VERIFIED') {
        logSecurityEvent({
          eventType: 'mfa_challenge_verified',
          description: 'Second factor verified',
          severity: 'low',
          userId: session.user.id,
        })
      }
      if (event === 'USER_UPDATED' || event === 'TOKEN_REFRESHED') user = session.user
      // INITIAL_SESSION, SIGNED_IN and the events above all mean a live session.
      if (!started) void start(session.user).catch(warn('could not start the session'))
    }

    controlsRef.current = {
      extend,
      terminate: (reason) => terminate(reason),
    }

    const onActivity = () => idle.activity()
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true })
    }
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return
      idle.activity()
      if (serverRegistered) void validate()
    }
    document.addEventListener('visibilitychange', onVisibility)
    cleanups.push(() => {
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true })
      }
      document.removeEventListener('visibilitychange', onVisibility)
    })

    getSupabase()
      .then((client) => {
        if (disposed) return
        // supabase-js warns against awaiting its own calls inside this callback: defer them.
        const { data } = client.auth.onAuthStateChange((event, session) => {
          setTimeout(() => !disposed && onAuthEvent(event, session), 0)
        })
        cleanups.push(() => data.subscription.unsubscribe())
      })
      .catch(warn('could not load the auth client'))

    return () => {
      disposed = true
      idle.stop()
      clearInterval(validateTimer)
      toast.dismiss(WARNING_TOAST_ID)
      cleanups.forEach((cleanup) => cleanup())
      controlsRef.current = null
    }
  }, [timeouts, controlsRef])

  if (!checking) return null
  return (
    <div
      role="status"
      className="fixed bottom-4 start-4 z-50 rounded-full border border-border bg-popover px-4 py-2 text-sm text-muted-foreground shadow-lg"
    >
      {m.checking}
    </div>
  )
}
