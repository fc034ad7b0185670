import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { ContactForm } from '@/features/marketing/components/contact-form'
import { toast } from '@/lib/toast'

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))

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

  it('says honestly that messages cannot be received yet and keeps what was typed', async () => {
    const user = renderForm()
    await user.type(screen.getByLabelText(/الاسم/), 'نورة')
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'noura@example.sa')
    await user.type(screen.getByLabelText(/الموضوع/), 'استفسار عن الباقات')
    await user.type(screen.getByLabelText(/الرسالة/), 'أرغب في عرض لفريق من عشرة أشخاص')
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))

    expect(toast.info).toHaveBeenCalledWith(
      'استقبال الرسائل غير متاح بعد',
      expect.objectContaining({ description: expect.stringContaining('البريد الإلكتروني') }),
    )
    expect(toast.success).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/الاسم/)).toHaveValue('نورة')
    expect(screen.getByLabelText(/الرسالة/)).toHaveValue('أرغب في عرض لفريق من عشرة أشخاص')
  })
})
