/**
 * A part the page works without, whose code cannot be loaded (offline before its chunk arrived),
 * is left out instead of sending the page to the error screen, and is tried again when the
 * connection comes back. A CI run caught the assistant's button taking the user area down.
 */
import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectivity, RECONNECT_DELAY_MS } from '@/lib/connectivity'
import { optionalLazy } from '@/lib/optional-lazy'

class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <p>حدث خطأ غير متوقع</p> : this.props.children
  }
}

const Part = ({ label }: { label: string }) => <button type="button">{label}</button>

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('optionalLazy', () => {
  it('renders the part once its code is loaded', async () => {
    const Optional = optionalLazy(() => Promise.resolve({ default: Part }))
    render(<Optional label="المساعد" />)
    expect(await screen.findByRole('button', { name: 'المساعد' })).toBeVisible()
  })

  it('leaves a part out when its code cannot be loaded, then loads it when back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const unsubscribe = connectivity.subscribe(() => {})
    let fail = true
    const load = vi.fn(() =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Part }),
    )
    const Optional = optionalLazy(load)
    render(
      <ErrorScreen>
        <h1>لوحة التحكم</h1>
        <Optional label="المساعد" />
      </ErrorScreen>,
    )
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(() => Promise.resolve())
    expect(screen.getByRole('heading', { name: 'لوحة التحكم' })).toBeVisible()
    expect(screen.queryByText('حدث خطأ غير متوقع')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()

    fail = false
    vi.useFakeTimers()
    act(() => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS))
    vi.useRealTimers()
    expect(await screen.findByRole('button', { name: 'المساعد' })).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('heading', { name: 'لوحة التحكم' })).toBeVisible()
    unsubscribe()
  })

  it('does not load a part that loaded again when the connection comes back', async () => {
    const unsubscribe = connectivity.subscribe(() => {})
    const load = vi.fn(() => Promise.resolve({ default: Part }))
    const Optional = optionalLazy(load)
    render(<Optional label="المساعد" />)
    const button = await screen.findByRole('button', { name: 'المساعد' })
    vi.useFakeTimers()
    act(() => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS))
    expect(screen.getByRole('button', { name: 'المساعد' })).toBe(button)
    expect(load).toHaveBeenCalledTimes(1)
    unsubscribe()
  })
})
