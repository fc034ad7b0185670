import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { ChatConversation } from '@/features/chat/components/chat-conversation'
import { chatStore } from '@/features/chat/lib/chat-store'
import { toast } from '@/lib/toast'

const backend = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: { body: unknown }) => Promise<unknown>>(),
  flags: [] as { key: string; enabled: boolean }[],
  questions: JSON.stringify([
    { id: 'q4', question: 'سؤال رابع', is_active: true, order_index: 4 },
    { id: 'q1', question: 'ما أفضل أمر لكتابة خطة تسويق؟', is_active: true, order_index: 1 },
    { id: 'q0', question: 'سؤال معطل', is_active: false, order_index: 0 },
    { id: 'q3', question: 'ما الفرق بين الخطط؟', is_active: true, order_index: 3 },
    { id: 'q2', question: 'كيف أستخدم المساعدين الرقميين؟', is_active: true, order_index: 2 },
  ]),
}))

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      functions: { invoke: backend.invoke },
      from: (table: string) =>
        table === 'feature_flags'
          ? { select: () => Promise.resolve({ data: backend.flags, error: null }) }
          : {
              select: () => ({
                eq: () => ({
                  maybeSingle: () =>
                    Promise.resolve({ data: { setting_value: backend.questions }, error: null }),
                }),
              }),
            },
      channel: () => {
        const channel = { on: () => channel, subscribe: () => channel }
        return channel
      },
      removeChannel: () => Promise.resolve('ok'),
    }),
}))

function renderChat() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ChatConversation heading={<h1>المساعد الذكي</h1>} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), input: screen.getByLabelText('رسالتك إلى المساعد') }
}

const answer = (response: string, suggestions: unknown[] = []) =>
  Promise.resolve({ data: { response, suggestions }, error: null })

const ALL_ON = [
  { key: 'chat_assistant', enabled: true },
  { key: 'smart_suggestions', enabled: true },
]

beforeEach(() => {
  backend.flags = ALL_ON
  chatStore.reset()
  chatStore.setSmartSuggestions(true)
  backend.invoke.mockReset()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

describe('ChatConversation', () => {
  it('shows the welcome message and the 3 active suggested questions in order', async () => {
    renderChat()
    expect(screen.getByText(/أنا مساعد سند الذكي/)).toBeInTheDocument()
    const list = await screen.findByText('أسئلة مقترحة')
    const buttons = within(list.parentElement!).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'ما أفضل أمر لكتابة خطة تسويق؟',
      'كيف أستخدم المساعدين الرقميين؟',
      'ما الفرق بين الخطط؟',
    ])
  })

  it('sends on Enter, adds a line on Shift+Enter, and shows the answer in the live log', async () => {
    backend.invoke.mockImplementation(() => answer('إليك خطة تسويقية مناسبة'))
    const { user, input } = renderChat()
    await user.type(input, 'سطر أول{Shift>}{Enter}{/Shift}سطر ثان')
    expect(input).toHaveValue('سطر أول\nسطر ثان')
    expect(backend.invoke).not.toHaveBeenCalled()

    await user.keyboard('{Enter}')
    expect(backend.invoke).toHaveBeenCalledWith('chat', {
      body: { message: 'سطر أول\nسطر ثان', suggest: true, limit: 3 },
    })
    const log = screen.getByRole('log')
    expect(await within(log).findByText('إليك خطة تسويقية مناسبة')).toBeInTheDocument()
    expect(input).toHaveValue('')
  })

  it('does not send an empty or whitespace-only message', async () => {
    const { user, input } = renderChat()
    await user.keyboard('{Enter}')
    await user.type(input, '   ')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'إرسال' }))
    expect(backend.invoke).not.toHaveBeenCalled()
  })

  it('shows the typing indicator while waiting', async () => {
    let finish: (value: unknown) => void = () => {}
    backend.invoke.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const { user, input } = renderChat()
    await user.type(input, 'سؤال{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('المساعد يكتب')
    finish({ data: { response: 'تم', suggestions: [] }, error: null })
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  })

  it('on a webhook failure shows the connection toast and keeps the text to resend', async () => {
    backend.invoke.mockResolvedValue({
      data: null,
      error: { name: 'FunctionsHttpError', context: { status: 502 } },
    })
    const { user, input } = renderChat()
    await user.type(input, 'سؤال لن يصل{Enter}')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('خطأ في الاتصال', {
        description: 'حدث خطأ أثناء إرسال الرسالة، يرجى المحاولة مرة أخرى',
      }),
    )
    expect(input).toHaveValue('سؤال لن يصل')
    expect(within(screen.getByRole('log')).queryByText('سؤال لن يصل')).not.toBeInTheDocument()
  })

  it('shows suggestion cards, the unavailable ones disabled with "يتطلب ترقية"', async () => {
    backend.invoke.mockImplementation(() =>
      answer('اقتراحات', [
        { id: 'l1', type: 'prompt', productId: 'p1', title: 'خطة تسويقية', available: true },
        { id: 'l2', type: 'assistant', productId: 'a1', title: 'باني الخطة', available: false },
        { id: 'l3', type: 'tool', productId: 't1', title: 'كانفا', available: true },
        { id: 'l4', type: 'template', productId: 'm1', title: 'قالب رابع', available: true },
      ]),
    )
    const { user, input } = renderChat()
    await user.type(input, 'خطة{Enter}')
    const cards = await screen.findByRole('list', { name: 'اقتراحات ذكية' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3)
    expect(within(cards).getByRole('link', { name: 'افتح خطة تسويقية' })).toHaveAttribute(
      'href',
      '/dashboard/prompt-cards/p1',
    )
    expect(within(cards).getByRole('button', { name: 'باني الخطة: يتطلب ترقية' })).toBeDisabled()

    await user.click(screen.getByRole('switch', { name: 'الاقتراحات الذكية' }))
    expect(screen.queryByRole('list', { name: 'اقتراحات ذكية' })).not.toBeInTheDocument()
  })

  it('asks for no suggestions and hides their switch while an admin has them off', async () => {
    backend.flags = [
      { key: 'chat_assistant', enabled: true },
      { key: 'smart_suggestions', enabled: false },
    ]
    backend.invoke.mockImplementation(() => answer('جواب بلا اقتراحات'))
    const { user, input } = renderChat()
    await screen.findByText('أسئلة مقترحة')
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: 'الاقتراحات الذكية' })).not.toBeInTheDocument(),
    )
    await user.type(input, 'خطة{Enter}')
    await screen.findByText('جواب بلا اقتراحات')
    expect(backend.invoke).toHaveBeenCalledWith('chat', {
      body: expect.objectContaining({ suggest: false }),
    })
  })

  it('resets the conversation with the spec toast', async () => {
    backend.invoke.mockImplementation(() => answer('جواب'))
    const { user, input } = renderChat()
    await user.type(input, 'سؤال{Enter}')
    await screen.findByText('جواب')
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين المحادثة' }))
    expect(toast.success).toHaveBeenCalledWith('تمت إعادة تعيين المحادثة', {
      description: 'تم مسح جميع الرسائل',
    })
    expect(screen.queryByText('جواب')).not.toBeInTheDocument()
  })
})
