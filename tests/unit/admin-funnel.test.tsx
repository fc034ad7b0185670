import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { parseInterval } from '@/features/admin/api/funnel'
import { dropBetween, formatDuration } from '@/features/admin/lib/funnel'
import FunnelPage from '@/features/admin/pages/funnel-page'
import { formatInteger } from '@/lib/format'

const rpc = vi.fn()
vi.mock('@/features/admin/api/client', () => ({ db: async () => ({ rpc }) }))

/** What the seed's demo week 1 week ago answers (supabase/seed.sql, "onboarding funnel demo"). */
const seededWeek = {
  week_start: '2026-11-16',
  wizard_started: 34,
  accounts_created: 11,
  verified: 9,
  first_prompt: 7,
  paid: 1,
  median_to_account: '00:25:00',
  median_to_verified: '00:42:00',
  median_to_first_prompt: '06:00:00',
  median_to_paid: '05:00:00',
}
const emptyWeek = {
  week_start: '2026-11-23',
  wizard_started: 0,
  accounts_created: 0,
  verified: 0,
  first_prompt: 0,
  paid: 0,
  median_to_account: null,
  median_to_verified: null,
  median_to_first_prompt: null,
  median_to_paid: null,
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FunnelPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const n = formatInteger

describe('funnel helpers', () => {
  it('reads Postgres intervals as PostgREST sends them', () => {
    expect(parseInterval('00:25:00')).toBe(25 * 60_000)
    expect(parseInterval('2 days')).toBe(2 * 86_400_000)
    expect(parseInterval('1 day 02:30:00.5')).toBe(86_400_000 + 2.5 * 3_600_000 + 500)
    expect(parseInterval(null)).toBeNull()
    expect(parseInterval('soon')).toBeNull()
  })

  it('words a median and the drop between steps', () => {
    expect(formatDuration(25 * 60_000)).toContain(n(25))
    expect(formatDuration(2.5 * 3_600_000)).toMatch(/ساع/)
    expect(formatDuration(4 * 86_400_000)).toMatch(/أيام|يوم/)
    expect(dropBetween(10, 4)).toBeCloseTo(0.6)
    expect(dropBetween(0, 3)).toBeNull()
    expect(dropBetween(3, 5)).toBe(0)
  })
})

describe('/518/funnel', () => {
  beforeEach(() => rpc.mockReset())

  it('renders the seeded week: each step, the drop from the one before and the median', async () => {
    rpc.mockResolvedValue({ data: [emptyWeek, seededWeek], error: null })
    renderPage()
    const table = await screen.findByRole('table', { name: 'قمع التسجيل لكل أسبوع' })
    expect(rpc).toHaveBeenCalledWith('admin_onboarding_funnel', { p_weeks: 8 })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'الأسبوع',
      'بدأ التسجيل',
      'أنشأ حساباً',
      'أكّد بريده',
      'فتح أول أمر',
      'دفع',
    ])
    const row = within(table).getByRole('row', { name: /16 نوفمبر 2026/ })
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '')
    expect(cells[0]).toBe(n(34))
    expect(cells[1]).toContain(n(11))
    expect(cells[1]).toContain('فقد 68%')
    expect(cells[1]).toContain(`الوسيط: ${formatDuration(25 * 60_000)}`)
    expect(cells[2]).toContain(n(9))
    expect(cells[3]).toContain(n(7))
    expect(cells[4]).toContain(n(1))
    expect(cells[4]).toContain('فقد 86%')
    // The definitions are on the page too.
    expect(screen.getByRole('heading', { name: 'تعريف كل خطوة' })).toBeInTheDocument()
    expect(screen.getByText(/دفعة مكتملة/)).toBeInTheDocument()
  })

  it('asks for another number of weeks, and says so when nothing happened', async () => {
    rpc.mockResolvedValue({ data: [emptyWeek], error: null })
    renderPage()
    expect(await screen.findByText('لا تسجيلات في هذه الأسابيع بعد')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: `${n(26)} أسابيع` }))
    expect(rpc).toHaveBeenLastCalledWith('admin_onboarding_funnel', { p_weeks: 26 })
    expect(screen.getByRole('button', { name: `${n(26)} أسابيع` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('shows the error with a retry', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'boom', code: '42501' } })
    renderPage()
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /إعادة المحاولة/ })).toBeInTheDocument()
  })
})
