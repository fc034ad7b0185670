/** «مفيد / غير مفيد»: the counts, the pressed state, changing and taking back a vote, refusals. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PromptRating } from '@/features/catalogue/components/prompt-rating'
import { CatalogueError } from '@/features/catalogue/api/client'
import { sortLabels } from '@/features/catalogue/lib/filters'

const api = vi.hoisted(() => ({ fetchMyVote: vi.fn(), ratePrompt: vi.fn() }))
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast: toasts }))
vi.mock('@/features/catalogue/api/prompts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/catalogue/api/prompts')>()
  return {
    ...actual,
    ratePrompt: api.ratePrompt,
    myVoteQuery: (id: string, userId: string) => ({
      queryKey: ['catalogue', 'vote', id, userId],
      queryFn: api.fetchMyVote,
    }),
  }
})

const prompt = { id: 'p1', helpful_count: 4, unhelpful_count: 1 }

function renderRating(canVote = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <PromptRating prompt={prompt} userId="u1" canVote={canVote} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe('PromptRating', () => {
  it('shows the counts and votes «مفيد», then takes the vote back on a second press', async () => {
    api.fetchMyVote.mockResolvedValue(null)
    api.ratePrompt
      .mockResolvedValueOnce({ helpful: 5, unhelpful: 1, myVote: true })
      .mockResolvedValueOnce({ helpful: 4, unhelpful: 1, myVote: null })
    renderRating()
    const helpful = await screen.findByRole('button', { name: /^مفيد/ })
    expect(helpful).toHaveTextContent('4')
    expect(screen.getByRole('button', { name: /^غير مفيد/ })).toHaveTextContent('1')
    await vi.waitFor(() => expect(helpful).toBeEnabled())
    expect(helpful).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(helpful)
    expect(api.ratePrompt).toHaveBeenLastCalledWith('p1', true)
    await vi.waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'true'))
    expect(toasts.success).toHaveBeenCalledWith('شكراً، سجّلنا أن الأمر مفيد')
    expect(screen.getByText('اضغط اختيارك مرة أخرى لإزالة تقييمك.')).toBeInTheDocument()

    await userEvent.click(helpful)
    expect(api.ratePrompt).toHaveBeenLastCalledWith('p1', null)
    await vi.waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'false'))
    expect(toasts.success).toHaveBeenLastCalledWith('أُزيل تقييمك')
    // Two round trips of user-event on a loaded machine.
  }, 20_000)

  it('changes «مفيد» to «غير مفيد»', async () => {
    api.fetchMyVote.mockResolvedValue(true)
    api.ratePrompt.mockResolvedValue({ helpful: 3, unhelpful: 2, myVote: false })
    renderRating()
    const unhelpful = await screen.findByRole('button', { name: /^غير مفيد/ })
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^مفيد/ })).toHaveAttribute('aria-pressed', 'true'),
    )
    await userEvent.click(unhelpful)
    expect(api.ratePrompt).toHaveBeenCalledWith('p1', false)
    await vi.waitFor(() => expect(unhelpful).toHaveAttribute('aria-pressed', 'true'))
  })

  it('shows the database refusal in Arabic and keeps the vote as it was', async () => {
    api.fetchMyVote.mockResolvedValue(null)
    api.ratePrompt.mockRejectedValue(
      new CatalogueError('rate_limited', 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً'),
    )
    renderRating()
    const helpful = await screen.findByRole('button', { name: /^مفيد/ })
    await vi.waitFor(() => expect(helpful).toBeEnabled())
    await userEvent.click(helpful)
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
      ),
    )
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
  })

  it('shows the counts without voting to a plan that cannot read the prompt', () => {
    renderRating(false)
    expect(screen.getByRole('button', { name: /^مفيد/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: /^غير مفيد/ })).toBeDisabled()
    expect(screen.getByText('يقيّم الأمرَ من تتيحه باقته.')).toBeInTheDocument()
    expect(api.fetchMyVote).not.toHaveBeenCalled()
  })

  it('offers «الأعلى تقييماً» and «الأكثر استخداماً» in the library sort', () => {
    expect(sortLabels.rated).toBe('الأعلى تقييماً')
    expect(sortLabels.popular).toBe('الأكثر استخداماً')
  })
})
