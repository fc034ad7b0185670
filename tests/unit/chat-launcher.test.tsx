/**
 * The floating assistant's button (issue 51): the panel (Radix's dialog and the conversation) is
 * a chunk of its own loaded on the click, and the panel still behaves as the dialog it was:
 * named, the input focused, closed by Escape with the focus back on the button, which says
 * whether the panel is open. Off when the admin's chat_assistant flag is off.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import ChatLauncher from '@/features/chat/components/chat-launcher'

const backend = vi.hoisted(() => ({ flags: [] as { key: string; enabled: boolean }[], reads: 0 }))

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      from: (table: string) =>
        table === 'feature_flags'
          ? {
              select: () => {
                backend.reads += 1
                return Promise.resolve({ data: backend.flags, error: null })
              },
            }
          : {
              select: () => ({
                eq: () => ({
                  maybeSingle: () => Promise.resolve({ data: null, error: null }),
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

function renderLauncher(path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ChatLauncher />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ChatLauncher', () => {
  it('opens the assistant as a dialog on the click, and Escape gives the button its focus back', async () => {
    backend.flags = [{ key: 'chat_assistant', enabled: true }]
    const user = userEvent.setup()
    renderLauncher()
    const button = await screen.findByRole('button', { name: 'فتح المساعد الذكي' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(button)
    const panel = await screen.findByRole('dialog', { name: 'المساعد الذكي' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', panel.id)
    await waitFor(() => expect(within(panel).getByLabelText('رسالتك إلى المساعد')).toHaveFocus())

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    // Opened again, from the keyboard: the chunk is here, the panel comes back.
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'المساعد الذكي' })).toBeVisible()
  })

  it('shows no button when the admin turned the assistant off, nor on the chatbot page', async () => {
    const settled = async (reads: number) => {
      await waitFor(() => expect(backend.reads).toBe(reads))
      // The read's answer reaches the query, and the query the launcher.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
    backend.reads = 0
    backend.flags = [{ key: 'chat_assistant', enabled: false }]
    const { unmount } = renderLauncher()
    await settled(1)
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    backend.flags = [{ key: 'chat_assistant', enabled: true }]
    renderLauncher('/dashboard/chatbot')
    await settled(2)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
