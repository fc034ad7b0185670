/**
 * Saved values on an own prompt (أوامري): the filler shows «حفظ القيم», prefills the fields from
 * the values saved for that own prompt (not from a library prompt with the same id), and stores
 * what is typed for the own prompt; a shared link's page (no id) stores nothing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

const mocks = vi.hoisted(() => ({ mutate: vi.fn(), useSavePromptValues: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }))
vi.mock('@/features/variables/hooks/use-global-variables', () => ({
  useGlobalVariables: () => ({
    loading: false,
    rows: [
      {
        prompt_id: 'u1',
        own: true,
        variable_key: 'العميل',
        variable_value: 'نور',
        updated_at: '2026-01-01T00:00:00Z',
        prompt_title: 'عرض سعر',
      },
      {
        prompt_id: 'u1',
        own: false,
        variable_key: 'المنتج',
        variable_value: 'من أمر المكتبة',
        updated_at: '2026-01-01T00:00:00Z',
        prompt_title: 'أمر',
      },
    ],
    variables: [],
  }),
  useCompanyVariables: () => ({ loading: false, values: {}, builtins: {} }),
  useSavePromptValues: mocks.useSavePromptValues,
  useOutputDialect: () => ({ loading: false, dialect: 'asis', setDialect: vi.fn() }),
}))

const BODY = 'اكتب عرض سعر لـ {{العميل}} عن {{المنتج}}.'

function renderFiller(props: { userPromptId?: string }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PromptFiller {...props} body={BODY} platforms={['chatgpt']} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('PromptFiller on an own prompt', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks()
    mocks.useSavePromptValues.mockReturnValue({ mutate: mocks.mutate, isPending: false })
  })

  it('prefills the own prompt’s saved values and saves what is typed for it', async () => {
    const user = userEvent.setup()
    renderFiller({ userPromptId: 'u1' })
    expect(mocks.useSavePromptValues).toHaveBeenCalledWith({ own: true, id: 'u1' })
    expect(screen.getByLabelText('العميل')).toHaveValue('نور')
    // A library prompt's value under the same id is not this prompt's.
    expect(screen.getByLabelText('المنتج')).toHaveValue('')
    await user.type(screen.getByLabelText('المنتج'), 'عطر')
    await user.click(screen.getByRole('button', { name: 'حفظ القيم' }))
    expect(mocks.mutate).toHaveBeenCalledWith(
      { العميل: 'نور', المنتج: 'عطر' },
      expect.objectContaining({ onSuccess: expect.any(Function) }),
    )
  })

  it('has no save button where no prompt owns the values', () => {
    renderFiller({})
    expect(mocks.useSavePromptValues).toHaveBeenCalledWith(null)
    expect(screen.queryByRole('button', { name: 'حفظ القيم' })).toBeNull()
  })
})
