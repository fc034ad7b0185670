import '@testing-library/jest-dom/vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { trialEndingAt, type TrialEnding } from '@/features/onboarding/api/trial'
import { TrialEndingBanner } from '@/features/onboarding/components/trial-ending-banner'

const hour = 3_600_000
const now = Date.parse('2026-11-25T12:00:00Z')
const trial = (hoursLeft: number, patch: Record<string, unknown> = {}) => ({
  plan_id: 'trial',
  status: 'active',
  expires_at: new Date(now + hoursLeft * hour).toISOString(),
  ...patch,
})

describe('trialEndingAt: the trial’s last 2 days only', () => {
  it('is null before the window, after the end and for any plan but an active trial', () => {
    expect(trialEndingAt(trial(49), now)).toBeNull()
    expect(trialEndingAt(trial(0), now)).toBeNull()
    expect(trialEndingAt(trial(-3), now)).toBeNull()
    expect(trialEndingAt(trial(10, { plan_id: 'basic' }), now)).toBeNull()
    expect(trialEndingAt(trial(10, { status: 'expired' }), now)).toBeNull()
    expect(trialEndingAt(trial(10, { expires_at: null }), now)).toBeNull()
    expect(trialEndingAt(null, now)).toBeNull()
  })

  it('tells the last day apart from the day before it', () => {
    expect(trialEndingAt(trial(48), now)).toMatchObject({ lastDay: false })
    expect(trialEndingAt(trial(30), now)).toMatchObject({ lastDay: false })
    expect(trialEndingAt(trial(24), now)).toMatchObject({ lastDay: true })
    expect(trialEndingAt(trial(1), now)).toMatchObject({ lastDay: true })
  })
})

let state: { data: TrialEnding | null | undefined } = { data: undefined }
vi.mock('@/hooks/use-auth', () => ({ useAuth: () => ({ user: { id: 'user-1' } }) }))
vi.mock('@/features/onboarding/api/trial', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/onboarding/api/trial')>()
  return { ...original, useTrialEnding: () => state }
})

function show(data: TrialEnding | null | undefined) {
  state = { data }
  return render(
    <MemoryRouter>
      <TrialEndingBanner />
    </MemoryRouter>,
  )
}

describe('TrialEndingBanner', () => {
  const endsAt = new Date(now + 20 * hour).toISOString()

  it('links straight to the payment of the plan chosen in the wizard', () => {
    show({ endsAt, lastDay: true, plan: { slug: 'advanced', name: 'المتقدمة' } })
    expect(
      screen.getByRole('heading', { name: 'تنتهي فترتك التجريبية خلال أقل من يوم' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'اشترك في باقة المتقدمة' })).toHaveAttribute(
      'href',
      '/payment?plan=advanced',
    )
  })

  it('without a chosen plan, links to the pricing page', () => {
    show({ endsAt, lastDay: false, plan: null })
    expect(
      screen.getByRole('heading', { name: 'تنتهي فترتك التجريبية خلال يومين' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'اختر باقتك' })).toHaveAttribute('href', '/pricing')
  })

  it('shows nothing outside the window, for a paying account or while loading', () => {
    const { container, unmount } = show(null)
    expect(container).toBeEmptyDOMElement()
    unmount()
    expect(show(undefined).container).toBeEmptyDOMElement()
  })
})
