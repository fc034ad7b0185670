import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NewsletterForm } from '@/features/marketing/components/newsletter-form'
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

const input = () => screen.getByPlaceholderText('أدخل بريدك الإلكتروني')

async function subscribe(email: string) {
  const user = userEvent.setup()
  render(<NewsletterForm />)
  await user.type(input(), email)
  await user.click(screen.getByRole('button', { name: 'اشترك الآن' }))
}

beforeEach(() => {
  rpc.call.mockReset()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

describe('NewsletterForm', () => {
  it('subscribes through subscribe_newsletter and clears the input', async () => {
    rpc.call.mockResolvedValue({ data: { success: true, code: 'subscribed' }, error: null })
    await subscribe('reem@example.sa')
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('افتح بريدك لتأكيد الاشتراك', expect.anything()),
    )
    expect(rpc.call).toHaveBeenCalledWith('subscribe_newsletter', { p_email: 'reem@example.sa' })
    await waitFor(() => expect(input()).toHaveValue(''))
  })

  it('answers an address already subscribed kindly', async () => {
    rpc.call.mockResolvedValue({ data: { success: true, code: 'already_subscribed' }, error: null })
    await subscribe('reem@example.sa')
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'أنت مشترك بالفعل في نشرتنا البريدية، شكراً لاهتمامك',
        expect.anything(),
      ),
    )
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('keeps the address and says why on the rate limit', async () => {
    rpc.call.mockResolvedValue({ data: { success: false, code: 'rate_limited' }, error: null })
    await subscribe('reem@example.sa')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('تعذّر إتمام الاشتراك', {
        description: 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
      }),
    )
    expect(input()).toHaveValue('reem@example.sa')
  })

  it("validates on submit with the schema's Arabic messages, then as the address is corrected", async () => {
    const user = userEvent.setup()
    render(<NewsletterForm />)
    await user.click(screen.getByRole('button', { name: 'اشترك الآن' }))
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني')).toBeInTheDocument()
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(input()).toHaveFocus()
    await user.type(input(), 'reem@')
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صحيح')).toBeInTheDocument()
    await user.type(input(), 'example.sa')
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'false'))
    expect(screen.queryByText('يرجى إدخال بريد إلكتروني صحيح')).not.toBeInTheDocument()
    expect(rpc.call).not.toHaveBeenCalled()
  })
})

describe('NewsletterForm on a prerendered page', () => {
  it('keeps what was typed before React hydrated the page', async () => {
    rpc.call.mockResolvedValue({ data: { success: true, code: 'subscribed' }, error: null })
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('react')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<NewsletterForm />)
    document.body.append(container)
    // The visitor types into the static HTML, then the app's code arrives.
    input().setAttribute('value', '')
    ;(input() as HTMLInputElement).value = 'early@example.sa'
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <NewsletterForm />)
    })
    expect(input()).toHaveValue('early@example.sa')
    await userEvent.setup().click(screen.getByRole('button', { name: 'اشترك الآن' }))
    await waitFor(() =>
      expect(rpc.call).toHaveBeenCalledWith('subscribe_newsletter', {
        p_email: 'early@example.sa',
      }),
    )
    act(() => root?.unmount())
    container.remove()
  })
})
