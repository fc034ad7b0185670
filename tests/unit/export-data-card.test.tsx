import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ExportDataCard } from '@/features/account/components/export-data-card'

const { fetchMyData, saveExport } = vi.hoisted(() => ({
  fetchMyData: vi.fn(),
  saveExport: vi.fn(),
}))
vi.mock('@/features/account/api/account-export', () => ({ fetchMyData, saveExport }))

const NOT_LINKED =
  'لم تؤكد بريدك الإلكتروني بعد، لذلك لا تتضمن هذه النسخة ما سُجّل بهذا البريد دون حساب'

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ExportDataCard />
    </QueryClientProvider>,
  )
}

describe('«تنزيل بياناتي»', () => {
  beforeEach(() => {
    fetchMyData.mockReset()
    saveExport.mockReset()
  })

  it('says what the copy holds of the rows keyed by the address (issue 41)', async () => {
    fetchMyData.mockResolvedValue({
      exported_at: '2026-11-28T12:00:00Z',
      account: {},
      email_linked: { verified: false, message: NOT_LINKED },
      data: {},
      summary_html: '<p></p>',
    })
    renderCard()
    expect(screen.queryByRole('status')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'تنزيل بياناتي' }))
    expect(await screen.findByRole('status')).toHaveTextContent(NOT_LINKED)
    expect(saveExport).toHaveBeenCalledTimes(1)
  })
})
