/**
 * The Toaster mounts even when sonner's first download failed (offline before the idle preload):
 * React.lazy would remember the failure for good; the providers try again when back online.
 */
import { act, render, screen } from '@testing-library/react'

const sonner = vi.hoisted(() => ({ load: vi.fn() }))

vi.mock('@/lib/toast', () => ({
  loadSonner: sonner.load,
  preloadSonner: () => undefined,
  toasterStore: { getSnapshot: () => true, subscribe: () => () => undefined },
}))
vi.mock('@/features/session/components/auth-provider', () => ({
  AuthProvider: ({ children }: { children: React.ReactNode }) => children,
}))
vi.mock('@/features/subscription/components/subscription-provider', () => ({
  SubscriptionProvider: ({ children }: { children: React.ReactNode }) => children,
}))

const { AppProviders } = await import('@/app/providers')

it('mounts the Toaster once the connection is back after a failed first download', async () => {
  sonner.load
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ Toaster: () => <div data-testid="toaster" /> })
  render(
    <AppProviders>
      <p>page</p>
    </AppProviders>,
  )
  expect(await screen.findByText('page')).toBeInTheDocument()
  await act(async () => {
    await Promise.resolve()
  })
  expect(screen.queryByTestId('toaster')).not.toBeInTheDocument()
  await act(async () => {
    window.dispatchEvent(new Event('online'))
  })
  expect(await screen.findByTestId('toaster')).toBeInTheDocument()
  expect(sonner.load).toHaveBeenCalledTimes(2)
})
