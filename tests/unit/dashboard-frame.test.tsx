/**
 * Issue 51: on a first visit, the user area draws its frame and the page's heading from the app's
 * entry, before the layout's and the page's chunks are here; the page then draws the same heading
 * in the same boxes, so nothing moves and the first paint is the page's largest text.
 */
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PageFallback } from '@/components/layout/dashboard-frame'
import { PAGE_HEADINGS } from '@/components/layout/frame'
import { DashboardFrameFallback } from '@/components/layout/dashboard-frame-fallback'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { paths } from '@/lib/paths'

const library = PAGE_HEADINGS[paths.dashboard.promptCards]

function renderFrameAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardFrameFallback />
    </MemoryRouter>,
  )
}

describe('the user area before its chunks are here', () => {
  it('draws the library’s heading and lead line, and says the rest is loading', () => {
    renderFrameAt(paths.dashboard.promptCards)
    expect(screen.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeVisible()
    expect(
      screen.getByText(
        'مكتبة أوامر عربية جاهزة لـ ChatGPT وGemini وMidjourney وClaude، مع بحث ذكي وتصفية.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('the home a sign-in lands on: its title and the line it shows (not its meta description)', () => {
    renderFrameAt(paths.dashboard.root)
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible()
    expect(screen.getByText('أهلاً بك في سند. ابحث عن أمر أو تابع من حيث توقفت.')).toBeVisible()
    expect(screen.queryByText(PAGE_HEADINGS[paths.dashboard.root].description)).toBeNull()
  })

  it('a trailing slash is the same page', () => {
    renderFrameAt(`${paths.dashboard.promptCards}/`)
    expect(screen.getByRole('heading', { level: 1, name: library.title })).toBeVisible()
  })

  it('a page whose heading is not known ahead shows the spinner alone, no heading of another page', () => {
    renderFrameAt(paths.dashboard.favorites)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...')
  })

  it.each([paths.dashboard.promptCards, paths.dashboard.root])(
    'the page at %s draws the same heading in the same boxes as the stand-in',
    (path) => {
      const standIn = render(<PageFallback pathname={path} spinner={<span />} />).container
        .firstElementChild!
      const page = render(
        <MemoryRouter>
          <DashboardPage {...PAGE_HEADINGS[path]}>
            <span />
          </DashboardPage>
        </MemoryRouter>,
      ).container.firstElementChild!
      expect(page.className).toBe(standIn.className)
      expect(page.querySelector('header')!.outerHTML).toBe(
        standIn.querySelector('header')!.outerHTML,
      )
    },
  )
})
