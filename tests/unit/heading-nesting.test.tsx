/**
 * Issue 50: React's development build reported invalid nesting (an h2 inside the card title's h3,
 * «This will cause a hydration error») on an own prompt's page: «سجل الإصدارات» was an h2 inside
 * CardTitle. Rendered here with React's development checks: no console.error, and the version
 * history's heading is one h2 with the comparison an h3 under it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { HelpCenter } from '@/features/dashboard/components/help-center'
import { SupportCenter } from '@/features/support/components/support-center'
import { VersionHistory } from '@/features/user-prompts/components/version-history'
import type { UserPrompt, UserPromptVersion } from '@/features/user-prompts/api/user-prompts'

const version = (n: number): UserPromptVersion => ({
  id: `v${n}`,
  user_prompt_id: 'p1',
  user_id: 'u1',
  version: n,
  body: `النص ${n}`,
  note: '',
  restored_from: null,
  created_at: '2026-11-20T10:00:00Z',
})

vi.mock('@/features/user-prompts/api/user-prompts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/user-prompts/api/user-prompts')>()
  return {
    ...actual,
    userPromptVersionsQuery: (id: string) => ({
      queryKey: ['user-prompts', 'versions', id],
      queryFn: () => [version(2), version(1)],
    }),
  }
})

// The support page's level and requests never arrive: it stays in its loading state.
vi.mock('@/features/support/api/support', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/support/api/support')>()
  const pending = () => new Promise<never>(() => {})
  return {
    ...actual,
    contactQuery: () => ({ queryKey: ['support', 'contact'], queryFn: pending }),
    myRequestsQuery: () => ({ queryKey: ['support', 'list'], queryFn: pending }),
  }
})

afterEach(() => vi.restoreAllMocks())

describe('own prompt page headings (issue 50)', () => {
  it('renders the version history without invalid nesting', async () => {
    const errors = vi.spyOn(console, 'error')
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <VersionHistory prompt={{ id: 'p1', body: 'النص 2' } as UserPrompt} />
      </QueryClientProvider>,
    )
    const title = screen.getByRole('heading', { level: 2, name: 'سجل الإصدارات' })
    expect(title.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull()
    expect(title.closest('h1, h2, h3, h4, h5, h6')).toBe(title)
    expect(await screen.findByRole('heading', { level: 3, name: 'مقارنة إصدارين' })).toBeVisible()
    expect(errors).not.toHaveBeenCalled()
  })

  it("renders the help page's questions and contacts without invalid nesting", () => {
    const errors = vi.spyOn(console, 'error')
    render(
      <MemoryRouter>
        <HelpCenter />
      </MemoryRouter>,
    )
    for (const heading of screen.getAllByRole('heading')) {
      expect(heading.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull()
    }
    expect(errors).not.toHaveBeenCalled()
  })

  // A CI run on a loaded machine scanned «المساعدة» before the support level had loaded: its
  // placeholder was a div inside the card's description, a <p>.
  it('renders the support page, still loading, without invalid nesting', () => {
    const errors = vi.spyOn(console, 'error')
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SupportCenter />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'طلب دعم جديد' })).toBeVisible()
    expect(container.querySelector('.animate-pulse')).not.toBeNull()
    expect(container.querySelector('p div, p p')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
  })
})
