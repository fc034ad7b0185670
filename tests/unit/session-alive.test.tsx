/**
 * The session-alive check (a session ended elsewhere signs this tab out) and the session manager's
 * own sign-out: ending the server's session refuses the token at once, so a check sent meanwhile
 * was answered 403 (the idle e2e caught it). The check in flight answers first, and none is sent
 * for the ending session's token.
 */
import type { Session } from '@supabase/supabase-js'
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { beforeSessionEnds, useSessionAlive } from '@/hooks/use-session-alive'
import { authStore } from '@/lib/auth-store'

const auth = vi.hoisted(() => ({ getUser: vi.fn(), signOut: vi.fn() }))
vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve({ auth }) }))

const SESSION = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  user: { id: 'u-alive' },
} as unknown as Session

beforeEach(() => {
  vi.useFakeTimers()
  auth.getUser.mockReset()
  authStore.setSession(SESSION)
})

afterEach(() => {
  vi.useRealTimers()
  authStore.setSession(null)
})

describe('useSessionAlive and a session the manager ends', () => {
  it('the check in flight answers before the ending goes on; none is sent after', async () => {
    let answer: (value: unknown) => void = () => {}
    auth.getUser.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderHook(() => useSessionAlive())
    await vi.waitFor(() => expect(auth.getUser).toHaveBeenCalledTimes(1))

    let ended = false
    void beforeSessionEnds().then(() => (ended = true))
    await vi.advanceTimersByTimeAsync(100)
    expect(ended).toBe(false)
    answer({ data: { user: SESSION.user }, error: null })
    await vi.waitFor(() => expect(ended).toBe(true))

    // The next minute's check: not for the token being ended.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(auth.getUser).toHaveBeenCalledTimes(1)
  })

  it('a check that hangs holds the ending for 3 s at most', async () => {
    auth.getUser.mockReturnValue(new Promise(() => {}))
    authStore.setSession({ ...SESSION, access_token: 'a.b.d' } as Session)
    renderHook(() => useSessionAlive())
    await vi.waitFor(() => expect(auth.getUser).toHaveBeenCalledTimes(1))
    let ended = false
    void beforeSessionEnds().then(() => (ended = true))
    await vi.advanceTimersByTimeAsync(3000)
    expect(ended).toBe(true)
  })
})
