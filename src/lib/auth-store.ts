import type { Session } from '@supabase/supabase-js'
import { rawAuthStorageKey } from './env-defaults'

const authStorageKey = rawAuthStorageKey()

/**
 * The signed-in state the shell needs (navbar links, route guards). It is read synchronously from
 * the session supabase-js persists, so the first paint shows the right links without downloading
 * supabase-js; once the client is loaded, its auth events keep this store current.
 */
export type AuthState = {
  status: 'signed-in' | 'signed-out'
  session: Session | null
  /** True while a session read from storage has not yet been confirmed by the client. */
  pending: boolean
}

function isSession(value: unknown): value is Session {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Session).access_token === 'string' &&
    typeof (value as Session).refresh_token === 'string'
  )
}

export function readStoredSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(authStorageKey)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    // Older supabase-js versions wrapped the session as { currentSession }.
    const candidate =
      typeof parsed === 'object' && parsed !== null && 'currentSession' in parsed
        ? (parsed as { currentSession: unknown }).currentSession
        : parsed
    return isSession(candidate) ? candidate : null
  } catch {
    return null
  }
}

function stateFrom(session: Session | null, pending: boolean): AuthState {
  return {
    status: session ? 'signed-in' : 'signed-out',
    session,
    pending: session ? pending : false,
  }
}

let state: AuthState = stateFrom(readStoredSession(), true)
const listeners = new Set<() => void>()

function emit(next: AuthState) {
  state = next
  listeners.forEach((listener) => listener())
}

function onStorage(event: StorageEvent) {
  // Another tab signed in or out before this tab loaded the client.
  if (event.key === authStorageKey) emit(stateFrom(readStoredSession(), true))
}

export const authStore = {
  getSnapshot: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  },
  /** Called with the client's confirmed session (or null after sign-out). */
  setSession(session: Session | null): void {
    if (state.session?.access_token === session?.access_token && !state.pending) return
    emit(stateFrom(session, false))
  },
}
