/**
 * Issue 48 in the UI: the offline banner says since when the stored copy dates, and «تشغيل هنا»
 * says it needs a connection while offline.
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OfflineBanner } from '@/features/session/components/offline-banner'
import { sessionMessages } from '@/features/session/messages'
import {
  RUN_NEEDS_CONNECTION,
  RunHereSection,
} from '@/features/run-prompts/components/run-here-section'
import { formatMoment } from '@/lib/format-moment'
import { offlineStatus } from '@/lib/offline/status'

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  act(() => offlineStatus.setSavedAt(null))
  act(() => setOnline(true))
})

describe('OfflineBanner', () => {
  it('says since when the stored copy dates, once one is shown', async () => {
    render(<OfflineBanner />)
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.offlineBanner)
    expect(screen.queryByTestId('offline-copy')).not.toBeInTheDocument()

    const at = new Date()
    at.setHours(9, 5, 0, 0)
    act(() => offlineStatus.setSavedAt(at.getTime()))
    expect(await screen.findByTestId('offline-copy')).toHaveTextContent(
      `غير متصل — تعرض نسخة محفوظة منذ ${formatMoment(at)}`,
    )
  })
})

describe('formatMoment', () => {
  it('gives the time for today and the date with it for another day', () => {
    const now = new Date(2026, 10, 29, 12, 0)
    expect(formatMoment(new Date(2026, 10, 29, 9, 5), now)).not.toMatch(/نوفمبر/)
    expect(formatMoment(new Date(2026, 10, 27, 9, 5), now)).toMatch(/نوفمبر/)
  })
})

describe('RunHereSection', () => {
  it('offline: says it needs a connection and cannot be started', () => {
    render(<RunHereSection {...({} as Parameters<typeof RunHereSection>[0])} />)
    const button = screen.getByRole('button', { name: 'تشغيل هنا' })
    expect(button).toBeEnabled()
    expect(screen.queryByText(RUN_NEEDS_CONNECTION)).not.toBeInTheDocument()

    act(() => setOnline(false))
    expect(screen.getByText(RUN_NEEDS_CONNECTION)).toBeInTheDocument()
    expect(button).toBeDisabled()

    act(() => setOnline(true))
    expect(screen.queryByText(RUN_NEEDS_CONNECTION)).not.toBeInTheDocument()
    expect(button).toBeEnabled()
  })
})
