import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { ContactForm } from '@/features/marketing/components/contact-form'
import { toast } from '@/lib/toast'

const rpc = vi.hoisted(() => ({
  call: vi.fn<(name: string, args: Record<string, unknown>) => Promise<unknown>>(),
}))

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () => Promise.resolve({ rpc: rpc.call }),
}))

beforeEach(() => {
  rpc.call.mockReset()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('ContactForm', () => {
  it('shows Arabic errors tied to each empty field', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))

    const name = screen.getByLabelText(/الاسم/)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('يرجى إدخال الاسم')
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAccessibleDescription(
      'يرجى إدخال البريد الإلكتروني',
    )
    expect(screen.getByLabelText(/الموضوع/)).toHaveAccessibleDescription('يرجى إدخال موضوع الرسالة')
    expect(screen.getByLabelText(/الرسالة/)).toHaveAccessibleDescription('يرجى كتابة رسالتك')
  })

  it('rejects a malformed e-mail in Arabic', async () => {
    const user = renderForm()
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAccessibleDescription(
      'يرجى إدخال بريد إلكتروني صحيح',
    )
  })

  async function fillAll(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/الاسم/), 'نورة')
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'noura@example.sa')
    await user.type(screen.getByLabelText(/الموضوع/), 'استفسار عن الباقات')
    await user.type(screen.getByLabelText(/الرسالة/), 'أرغب في عرض لفريق من عشرة أشخاص')
  }

  it('stores the message, shows the spec toast with a thank-you and clears the form', async () => {
    rpc.call.mockResolvedValue({ data: { success: true, code: 'ok', message: '' }, error: null })
    const user = renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'تم إرسال الرسالة',
        expect.objectContaining({ description: expect.stringContaining('شكراً') }),
      ),
    )
    expect(rpc.call).toHaveBeenCalledWith('submit_contact_message', {
      p_name: 'نورة',
      p_email: 'noura@example.sa',
      p_subject: 'استفسار عن الباقات',
      p_message: 'أرغب في عرض لفريق من عشرة أشخاص',
    })
    await waitFor(() => expect(screen.getByLabelText(/الاسم/)).toHaveValue(''))
    expect(screen.getByLabelText(/الرسالة/)).toHaveValue('')
  })

  it('keeps what was typed when the server refuses, with the reason under the field', async () => {
    rpc.call.mockResolvedValue({
      data: {
        success: false,
        code: 'invalid_subject',
        message: 'يرجى إدخال موضوع الرسالة (من 2 إلى 200 حرف)',
      },
      error: null,
    })
    const user = renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))

    await waitFor(() => expect(toast.error).toHaveBeenCalled())
    expect(toast.success).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/الموضوع/)).toHaveAccessibleDescription(
      'يرجى إدخال موضوع الرسالة (من 2 إلى 200 حرف)',
    )
    expect(screen.getByLabelText(/الاسم/)).toHaveValue('نورة')
    expect(screen.getByLabelText(/الرسالة/)).toHaveValue('أرغب في عرض لفريق من عشرة أشخاص')
  })

  it('keeps what was typed when the network fails', async () => {
    rpc.call.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('تعذّر إرسال الرسالة', expect.anything()),
    )
    expect(screen.getByLabelText(/الموضوع/)).toHaveValue('استفسار عن الباقات')
  })
})
