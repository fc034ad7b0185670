import { act, render, screen } from '@testing-library/react'
import { AuthContext, type AuthContextValue } from '@/hooks/use-auth'
import { useSubscriptionStatus } from '@/hooks/use-subscription-status'
import { SubscriptionProvider } from '@/features/subscription/components/subscription-provider'

const fetchSubscription = vi.fn()
vi.mock('@/features/subscription/api/subscription-api', () => ({
  fetchSubscription: (id: string) => fetchSubscription(id),
}))
const toastError = vi.fn()
const toastWarning = vi.fn()
vi.mock('@/lib/toast', () => ({
  toast: {
    error: (...args: unknown[]) => toastError(...args),
    warning: (...args: unknown[]) => toastWarning(...args),
    success: vi.fn(),
    info: vi.fn(),
    message: vi.fn(),
  },
}))

function Probe() {
  const { status } = useSubscriptionStatus()
  return <p>{status ? `${status.subscriptionTier}:${String(status.hasAccess)}` : 'none'}</p>
}

function authValue(userId: string | null, onReconnect: AuthContextValue['onReconnect']) {
  return {
    user: userId ? ({ id: userId } as AuthContextValue['user']) : null,
    session: null,
    loading: false,
    currentSessionId: null,
    isSessionValid: true,
    extendSession: () => undefined,
    terminateSession: async () => undefined,
    isOffline: false,
    onReconnect,
  } satisfies AuthContextValue
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

describe('SubscriptionProvider', () => {
  let reconnect: (() => void) | null = null
  const onReconnect = (listener: () => void) => {
    reconnect = listener
    return () => {
      reconnect = null
    }
  }

  beforeEach(() => {
    vi.useFakeTimers()
    fetchSubscription.mockReset()
    toastError.mockReset()
    toastWarning.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  const view = (userId: string | null) => (
    <AuthContext.Provider value={authValue(userId, onReconnect)}>
      <SubscriptionProvider>
        <Probe />
      </SubscriptionProvider>
    </AuthContext.Provider>
  )

  it('checks 1 s after sign-in, every 10 minutes and after reconnect; clears on sign-out', async () => {
    fetchSubscription.mockResolvedValue({
      hasAccess: true,
      tier: 'basic',
      status: 'active',
      expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      gracePeriodUntil: null,
    })
    const { rerender } = render(view('u1'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999)
    })
    expect(fetchSubscription).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(fetchSubscription).toHaveBeenCalledWith('u1')
    await flush()
    expect(screen.getByText('basic:true')).toBeInTheDocument()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000)
    })
    expect(fetchSubscription).toHaveBeenCalledTimes(2)

    await act(async () => {
      reconnect?.()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(fetchSubscription).toHaveBeenCalledTimes(3)

    rerender(view(null))
    expect(screen.getByText('none')).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20 * 60_000)
    })
    expect(fetchSubscription).toHaveBeenCalledTimes(3)
  })

  it('toasts no access once, for 10 s, with a renew action opening a new tab', async () => {
    fetchSubscription.mockResolvedValue(null)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    render(view('u2'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await flush()
    expect(toastError).toHaveBeenCalledTimes(1)
    const [title, options] = toastError.mock.calls[0] as [
      string,
      { duration: number; action: { label: string; onClick: () => void } },
    ]
    expect(title).toBe('انتهى اشتراكك')
    expect(options.duration).toBe(10_000)
    expect(options.action.label).toBe('تجديد الاشتراك')
    options.action.onClick()
    expect(open).toHaveBeenCalledWith('/subscription?expired=true', '_blank', 'noopener')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000)
    })
    expect(fetchSubscription).toHaveBeenCalledTimes(2)
    expect(toastError).toHaveBeenCalledTimes(1)
  })

  it('a failed check is only logged', async () => {
    fetchSubscription.mockRejectedValue(new Error('offline'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(view('u3'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await flush()
    expect(warn).toHaveBeenCalled()
    expect(toastError).not.toHaveBeenCalled()
    expect(screen.getByText('none')).toBeInTheDocument()
  })
})
