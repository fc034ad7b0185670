import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast: toasts }))
vi.mock('@/features/variables/hooks/use-global-variables', () => ({
  useGlobalVariables: () => ({ loading: false, rows: [], variables: [] }),
  useCompanyVariables: () => ({
    loading: false,
    values: {},
    builtins: { اسمي: 'سارة', مدينتي: '', تاريخ_اليوم: '25 نوفمبر 2026م' },
  }),
  useSavePromptValues: () => ({ mutate: vi.fn(), isPending: false }),
  useOutputDialect: () => ({ loading: false, dialect: 'asis', setDialect: vi.fn() }),
}))

const BODY =
  'من {{اسمي}} في {{مدينتي}}: اكتب بنبرة {{النبرة: رسمية / ودية}} عن {{الوصف*+}} بميزانية {{الميزانية#: 1000..50000}} قبل {{الموعد@}}.'

function renderFiller(initialEntry = '/p/1') {
  const queryClient = new QueryClient()
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <PromptFiller body={BODY} platforms={['chatgpt']} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('PromptFiller with typed variables', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })
  // userEvent.setup() puts its own clipboard on navigator: read what the component wrote there.
  const clipboardText = () => navigator.clipboard.readText()

  it('renders the control of each type, built-ins as chips and an empty built-in as a field', () => {
    renderFiller()
    expect(screen.getByRole('combobox', { name: 'النبرة' })).toBeInTheDocument()
    const description = screen.getByLabelText(/^الوصف/)
    expect(description.tagName).toBe('TEXTAREA')
    expect(description).toHaveAttribute('dir', 'auto')
    expect(description).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText('الميزانية')).toHaveAttribute('inputmode', 'decimal')
    expect(screen.getByLabelText('الموعد')).toHaveAttribute('type', 'date')
    expect(screen.getByRole('button', { name: 'تعديل اسمي: سارة' })).toBeInTheDocument()
    // The profile has no city: the built-in becomes a field with a hint where to set it.
    expect(screen.getByLabelText('مدينتي')).toHaveAttribute('dir', 'auto')
    expect(screen.getAllByRole('link', { name: /^فتح في/ })).toHaveLength(7)
  })

  it('refuses to copy while the required field is empty, then copies the filled text', async () => {
    const user = userEvent.setup()
    renderFiller()
    await user.click(screen.getByRole('button', { name: 'نسخ الأمر' }))
    expect(toasts.error).toHaveBeenCalledWith('أكمل الحقول المطلوبة قبل النسخ', expect.anything())
    expect(await clipboardText()).toBe('')
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^الوصف/), 'متجر عطور')
    await user.type(screen.getByLabelText('الميزانية'), '999')
    expect(screen.getByText('أقل قيمة مسموحة 1,000.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('الميزانية'))
    await user.type(screen.getByLabelText('الميزانية'), '٢٠٠٠٠')
    await user.click(screen.getByRole('button', { name: 'نسخ الأمر' }))
    await waitFor(async () => expect(await clipboardText()).not.toBe(''))
    const clipboard = await clipboardText()
    expect(clipboard).toBe(
      'من سارة في {{مدينتي}}: اكتب بنبرة {{النبرة}} عن متجر عطور بميزانية ٢٠٠٠٠ قبل {{الموعد}}.',
    )
    // Unfilled optional fields are named in a warning, never copied silently.
    expect(toasts.warning).toHaveBeenCalledWith('تم نسخ الأمر وفيه متغيرات لم تُملأ', {
      description: 'مدينتي، النبرة، الموعد',
    })
    expect(clipboard).not.toMatch(/undefined|\[object Object\]/)
  })

  it('pre-fills from a shared link fragment and lets a chip be overridden', async () => {
    const user = userEvent.setup()
    const values = encodeURIComponent(JSON.stringify({ الوصف: 'حملة رمضان', النبرة: 'ودية' }))
    renderFiller(`/p/1#values=${values}`)
    expect(screen.getByText('مُلئت الحقول بالقيم من الرابط المشترك')).toBeInTheDocument()
    expect(screen.getByLabelText(/^الوصف/)).toHaveValue('حملة رمضان')
    expect(screen.getByRole('combobox', { name: 'النبرة' })).toHaveTextContent('ودية')
    await user.click(screen.getByRole('button', { name: 'تعديل اسمي: سارة' }))
    const name = screen.getByLabelText('اسمي')
    await user.clear(name)
    await user.type(name, 'فريق التسويق')
    expect(screen.getByTestId('prompt-preview')).toHaveTextContent('من فريق التسويق في')
  })
})
