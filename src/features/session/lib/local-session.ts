/*
 * The local session record (spec 3): sessionId, expires, fingerprint, created, lastActivity, kept
 * in localStorage so every tab of the browser shares it (activity in one tab keeps the others
 * alive). userId is kept too, so a record never outlives a change of account.
 */
export type LocalSession = {
  sessionId: string
  userId: string
  /** Epoch ms after which the session has been idle too long. */
  expires: number
  fingerprint: string
  created: number
  lastActivity: number
}

export const LOCAL_SESSION_KEY = 'sanad:session'

export type DiscardReason = 'missing' | 'expired' | 'too_old' | 'fingerprint' | 'other_user'

export type LocalSessionCheck =
  | { ok: true; session: LocalSession }
  | { ok: false; reason: DiscardReason; stale: LocalSession | null }

function isLocalSession(value: unknown): value is LocalSession {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.sessionId === 'string' &&
    typeof record.userId === 'string' &&
    typeof record.fingerprint === 'string' &&
    typeof record.expires === 'number' &&
    typeof record.created === 'number' &&
    typeof record.lastActivity === 'number'
  )
}

export function readLocalSession(storage: Storage = window.localStorage): LocalSession | null {
  try {
    const raw = storage.getItem(LOCAL_SESSION_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return isLocalSession(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function writeLocalSession(session: LocalSession, storage: Storage = window.localStorage) {
  try {
    storage.setItem(LOCAL_SESSION_KEY, JSON.stringify(session))
  } catch (error) {
    console.warn('Could not store the local session', error)
  }
}

export function clearLocalSession(storage: Storage = window.localStorage) {
  try {
    storage.removeItem(LOCAL_SESSION_KEY)
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}

/**
 * Spec 5: the local session is discarded if expired, older than the max age, or made on a device
 * with another fingerprint (and here also when it belongs to another account). A discarded record
 * is removed from storage.
 */
export function checkLocalSession(
  expected: { userId: string; fingerprint: string; now: number; maxAgeMs: number },
  storage: Storage = window.localStorage,
): LocalSessionCheck {
  const session = readLocalSession(storage)
  let reason: DiscardReason | null = null
  if (!session) reason = 'missing'
  else if (session.userId !== expected.userId) reason = 'other_user'
  else if (session.expires <= expected.now) reason = 'expired'
  else if (expected.now - session.created >= expected.maxAgeMs) reason = 'too_old'
  else if (session.fingerprint !== expected.fingerprint) reason = 'fingerprint'
  if (reason === null && session) return { ok: true, session }
  if (session) clearLocalSession(storage)
  return { ok: false, reason: reason ?? 'missing', stale: session }
}

export function createLocalSession(
  init: { userId: string; fingerprint: string; now: number; idleTimeoutMs: number },
  storage: Storage = window.localStorage,
): LocalSession {
  const session: LocalSession = {
    sessionId: crypto.randomUUID(),
    userId: init.userId,
    fingerprint: init.fingerprint,
    created: init.now,
    lastActivity: init.now,
    expires: init.now + init.idleTimeoutMs,
  }
  writeLocalSession(session, storage)
  return session
}

/** Activity extends the local session by the idle timeout. */
export function touchLocalSession(
  now: number,
  idleTimeoutMs: number,
  storage: Storage = window.localStorage,
): LocalSession | null {
  const session = readLocalSession(storage)
  if (!session) return null
  const next = { ...session, lastActivity: now, expires: now + idleTimeoutMs }
  writeLocalSession(next, storage)
  return next
}
