import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '@/hooks/use-auth'
import { AuthProvider } from '@/features/session/components/auth-provider'
import { sessionMessages } from '@/features/session/messages'

const toastMock = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  message: vi.fn(),
  dismiss: vi.fn(),
}))
vi.mock('@/lib/toast', () => ({ toast: toastMock }))

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

function Probe() {
  const auth = useAuth()
  return (
    <p>
      {auth.isOffline ? 'offline' : 'online'} {auth.user ? 'user' : 'anonymous'}{' '}
      {auth.loading ? 'loading' : 'ready'} {auth.isSessionValid ? 'valid' : 'invalid'}
    </p>
  )
}

describe('auth context', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    Object.values(toastMock).forEach((fn) => fn.mockClear())
    setOnline(true)
  })
  afterEach(() => vi.useRealTimers())

  it('throws when used outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
    error.mockRestore()
  })

  it('exposes the spec fields for a signed-out visitor', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider })
    expect(result.current).toMatchObject({
      user: null,
      session: null,
      loading: false,
      currentSessionId: null,
      isSessionValid: false,
      isOffline: false,
    })
    expect(typeof result.current.extendSession).toBe('function')
    expect(typeof result.current.terminateSession).toBe('function')
    expect(typeof result.current.onReconnect).toBe('function')
  })

  it('offline: banner and info toast; online: success toast, then reconnect listeners after 1 s', () => {
    const reconnected = vi.fn()
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <AuthProvider>
          {children}
          <Probe />
        </AuthProvider>
      ),
    })
    const unsubscribe = result.current.onReconnect(reconnected)

    act(() => setOnline(false))
    expect(screen.getByText(/offline/)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.offlineBanner)
    expect(toastMock.info).toHaveBeenCalledWith(sessionMessages.offline.title, {
      description: 'ستقتصر الخدمة على الميزات الأساسية حتى يعود الاتصال',
    })
    expect(result.current.isOffline).toBe(true)

    act(() => setOnline(true))
    expect(result.current.isOffline).toBe(false)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(toastMock.success).toHaveBeenCalledWith('تمت استعادة الاتصال', {
      description: undefined,
    })
    act(() => vi.advanceTimersByTime(999))
    expect(reconnected).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(reconnected).toHaveBeenCalledTimes(1)

    // An online event without a preceding offline one is not a reconnect.
    act(() => setOnline(true))
    act(() => vi.advanceTimersByTime(2000))
    expect(reconnected).toHaveBeenCalledTimes(1)
    expect(toastMock.success).toHaveBeenCalledTimes(1)

    unsubscribe()
    act(() => setOnline(false))
    act(() => setOnline(true))
    act(() => vi.advanceTimersByTime(2000))
    expect(reconnected).toHaveBeenCalledTimes(1)
  })

  it('renders its children', () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    )
    expect(screen.getByText(/anonymous/)).toHaveTextContent('online anonymous ready invalid')
  })
})
