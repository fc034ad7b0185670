import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MyCompany } from '@/features/companies/api/my-companies'
import { AiSettings } from '@/features/companies/components/ai-settings'
import { CompanyContext } from '@/features/companies/hooks/use-company'
import {
  budgetTokens,
  companyAiBudgetSchema,
  companyAiKeySchema,
} from '@/features/companies/schemas'

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn() },
  setKey: vi.fn(async () => {}),
  deleteKey: vi.fn(async () => {}),
  setBudget: vi.fn(async () => {}),
}))
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }))
vi.mock('@/lib/supabase', () => ({ getSupabase: () => new Promise(() => {}) }))
vi.mock('@/features/companies/api/ai', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/companies/api/ai')>()),
  companyAiSettingsQuery: () => ({
    queryKey: ['companies', 'u', 'c-1', 'ai'],
    queryFn: async () => ({
      keys: [
        { provider: 'openai', last4: 'x9Qz', set_at: '2026-11-20T10:00:00Z', set_by_name: 'سارة' },
      ],
      company_monthly_tokens: 500000,
      member_monthly_tokens: null,
      month: '2026-11-01',
      company_used: 1234,
      my_used: 0,
    }),
  }),
  setCompanyAiKey: mocks.setKey,
  deleteCompanyAiKey: mocks.deleteKey,
  setCompanyAiBudget: mocks.setBudget,
}))

const company = { id: 'c-1', name: 'مطاعم الخليج', role: 'admin' } as MyCompany

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <CompanyContext.Provider value={company}>
        <AiSettings />
      </CompanyContext.Provider>
    </QueryClientProvider>,
  )
}

describe('company AI budgets and keys: the forms', () => {
  it('reads budgets as whole tokens, Arabic-Indic digits and separators included; empty is no limit', () => {
    expect(budgetTokens('')).toBeNull()
    expect(budgetTokens(' ')).toBeNull()
    expect(budgetTokens('٥٠٠٬٠٠٠')).toBe(500000)
    expect(budgetTokens('1,000')).toBe(1000)
    expect(companyAiBudgetSchema.safeParse({ company: '12a', member: '' }).success).toBe(false)
    expect(companyAiBudgetSchema.safeParse({ company: '1'.repeat(13), member: '' }).success).toBe(
      false,
    )
    expect(companyAiKeySchema.safeParse({ key: 'sk-has space' }).success).toBe(false)
    expect(companyAiKeySchema.safeParse({ key: 'short' }).success).toBe(false)
    expect(companyAiKeySchema.safeParse({ key: 'sk-proj-abcdefgh' }).success).toBe(true)
  })

  it('shows a set key only by date, author and last 4 characters; saves a new one and the budget', async () => {
    const user = userEvent.setup()
    renderSettings()
    const openai = await screen.findByRole('region', { name: 'مفتاح OpenAI' })
    expect(within(openai).getByText(/سارة/)).toBeInTheDocument()
    expect(within(openai).getByText('••••x9Qz')).toBeInTheDocument()
    expect(within(openai).getByLabelText('مفتاح OpenAI الجديد')).toHaveValue('')

    const anthropic = screen.getByRole('region', { name: 'مفتاح Anthropic' })
    expect(within(anthropic).getByText('لا مفتاح')).toBeInTheDocument()
    await user.click(within(anthropic).getByRole('button', { name: 'حفظ المفتاح' }))
    expect(await within(anthropic).findByText('الصق المفتاح كاملاً')).toBeInTheDocument()
    await user.type(within(anthropic).getByLabelText('مفتاح Anthropic'), 'sk-ant-123456789')
    await user.click(within(anthropic).getByRole('button', { name: 'حفظ المفتاح' }))
    await waitFor(() =>
      expect(mocks.setKey).toHaveBeenCalledWith('c-1', 'anthropic', 'sk-ant-123456789'),
    )
    await waitFor(() => expect(within(anthropic).getByLabelText('مفتاح Anthropic')).toHaveValue(''))

    expect(screen.getByLabelText('ميزانية الشركة الشهرية')).toHaveValue('500000')
    await user.type(screen.getByLabelText('ميزانية كل عضو الشهرية'), '٢٠٠٠٠')
    await user.click(screen.getByRole('button', { name: 'حفظ الميزانية' }))
    await waitFor(() => expect(mocks.setBudget).toHaveBeenCalledWith('c-1', 500000, 20000))
  })
})
