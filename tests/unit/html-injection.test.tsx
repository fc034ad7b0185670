/**
 * HTML injection: text from the database and from other users (prompt bodies and the values
 * filled into them, chat answers, feedback titles and bodies, user names, tool and assistant
 * names and descriptions) is rendered as text everywhere. Each component below gets a planted
 * script in every such field: the payload must appear literally, no img/script/svg element may
 * be made from it, no link may carry a javascript: address, and nothing may run.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { ToolsDirectory } from '@/features/catalogue/components/tools-directory'
import { AssistantsDirectory } from '@/features/catalogue/components/assistants-directory'
import { PromptCard } from '@/features/catalogue/components/prompt-card'
import { ChatConversation } from '@/features/chat/components/chat-conversation'
import { chatStore } from '@/features/chat/lib/chat-store'
import { FeedbackBoard } from '@/features/dashboard/components/feedback-board'
import FeedbackAdminPage from '@/features/admin/pages/feedback-page'
import UsersAdminPage from '@/features/admin/pages/users-page'
import LeadsAdminPage from '@/features/admin/pages/leads-page'
import LogsAdminPage from '@/features/admin/pages/logs-page'
import { SecurityEventsList } from '@/features/admin/components/security-events-list'
import { PromptFiller } from '@/features/variables/components/prompt-filler'
import { safeHttpUrl } from '@/lib/safe-url'

const IMG = '<img src=x onerror="window.__xss=1">'
const SCRIPT = '<script>window.__xss=1</script>'
const SVG = '<svg onload="window.__xss=1"></svg>'
const JS_URL = 'javascript:window.__xss=1'
/** Every payload in one string, as a hostile user would paste it. */
const PAYLOAD = `${IMG} ${SCRIPT} ${SVG} ${JS_URL}`

const fixtures = vi.hoisted(() => ({
  invoke: vi.fn(),
  tools: [] as unknown[],
  assistants: [] as unknown[],
  links: new Map<string, { url: string | null; instructions: string; starters: string[] }>(),
  toolDetails: new Map<string, unknown>(),
  feedback: [] as unknown[],
  users: [] as unknown[],
  leads: {} as Record<string, unknown[]>,
  events: [] as unknown[],
}))

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))
// Whatever is not stubbed below waits forever instead of reaching a network.
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      functions: { invoke: fixtures.invoke },
      from: () => ({
        select: () => ({ eq: () => ({ maybeSingle: () => new Promise(() => {}) }) }),
      }),
      channel: () => {
        const channel = { on: () => channel, subscribe: () => channel }
        return channel
      },
      removeChannel: () => Promise.resolve('ok'),
    }),
}))
vi.mock('@/features/catalogue/components/favorite-button', () => ({ FavoriteButton: () => null }))
vi.mock('@/features/catalogue/hooks/use-catalogue', () => ({
  useUserId: () => 'user-1',
  useAccess: () => ({ data: { rank: 4 } }),
  useEntitlements: () => ({ data: undefined }),
}))
vi.mock('@/features/catalogue/api/entitlements', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  catalogueLocksQuery: () => ({ queryKey: ['locks'], queryFn: async () => new Map() }),
}))
vi.mock('@/features/catalogue/api/access', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  plansQuery: () => ({ queryKey: ['plans'], queryFn: async () => [] }),
}))
vi.mock('@/features/catalogue/api/directory', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toolsQuery: () => ({ queryKey: ['tools'], queryFn: async () => fixtures.tools }),
  assistantsQuery: () => ({
    queryKey: ['assistants'],
    queryFn: async () => ({
      assistants: fixtures.assistants,
      categories: [{ id: 'marketing', name: `فئة ${PAYLOAD}` }],
    }),
  }),
  assistantLinksQuery: () => ({ queryKey: ['links'], queryFn: async () => fixtures.links }),
  toolDetailsQuery: () => ({
    queryKey: ['tool-details'],
    queryFn: async () => fixtures.toolDetails,
  }),
}))
vi.mock('@/features/variables/hooks/use-global-variables', () => ({
  useGlobalVariables: () => ({ loading: false, rows: [], variables: [] }),
  useCompanyVariables: () => ({ loading: false, values: {}, builtins: {} }),
  useSavePromptValues: () => ({ mutate: vi.fn(), isPending: false }),
  useOutputDialect: () => ({ loading: false, dialect: 'asis', setDialect: vi.fn() }),
}))
vi.mock('@/features/dashboard/api/account', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchFeedback: async () => fixtures.feedback,
  fetchMyVotes: async () => new Set<string>(),
}))
const loaded = (data: unknown) => ({
  data,
  isPending: false,
  isError: false,
  isSuccess: true,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
})
vi.mock('@/features/admin/api/feedback', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useFeedback: () => loaded(fixtures.feedback),
}))
vi.mock('@/features/admin/api/users', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useUsers: () => loaded(fixtures.users),
}))
vi.mock('@/features/admin/api/leads', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLeads: (kind: string) => loaded(fixtures.leads[kind] ?? []),
}))
vi.mock('@/features/admin/api/logs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSecurityEvents: () => loaded({ rows: fixtures.events, total: fixtures.events.length }),
}))
vi.mock('@/hooks/use-session', () => ({
  useSession: () => ({
    status: 'signed-in',
    pending: false,
    session: { user: { id: 'admin-1', email: 'admin@sanad.local' } },
  }),
  useSignOut: () => vi.fn(),
}))

function renderWith(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

declare global {
  interface Window {
    __xss?: number
  }
}

/** The payload shows as text and made no element, handler or link, and nothing ran. */
function expectInert(container: HTMLElement, minimumCopies = 1) {
  const text = container.textContent ?? ''
  for (const part of [IMG, SCRIPT, SVG, JS_URL]) {
    expect(text.split(part).length - 1, part).toBeGreaterThanOrEqual(minimumCopies)
  }
  expect(container.querySelectorAll('script')).toHaveLength(0)
  expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0)
  expect(container.querySelectorAll('svg[onload]')).toHaveLength(0)
  expect(container.querySelectorAll('[onerror], [onload]')).toHaveLength(0)
  const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')
  expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([])
  expect(window.__xss).toBeUndefined()
}

beforeEach(() => {
  delete window.__xss
  fixtures.invoke.mockReset()
})

describe('planted scripts render as text', () => {
  it('library card: title and description', () => {
    const { container } = renderWith(
      <PromptCard
        prompt={{
          id: 'p1',
          title_ar: `عنوان ${PAYLOAD}`,
          description_ar: `وصف ${PAYLOAD}`,
          category: 'marketing',
          platforms: ['chatgpt'],
        }}
        categoryName={`فئة ${PAYLOAD}`}
      />,
    )
    expectInert(container, 3)
  })

  it('prompt page live preview: the body and a {{variable}} value typed by the user', async () => {
    const user = userEvent.setup()
    const { container } = renderWith(
      <PromptFiller
        promptId="p1"
        body={`اكتب منشوراً عن {{المنتج}} ${PAYLOAD}`}
        platforms={['chatgpt', 'claude']}
      />,
    )
    const input = screen.getAllByRole('textbox')[0]!
    await user.click(input)
    await user.paste(PAYLOAD)
    // The body's own copy and the filled value: at least two copies in the preview.
    await waitFor(() => expectInert(container, 2))
    // The "open in" links carry the text only encoded, inside an https address.
    const openIn = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(openIn.length).toBeGreaterThan(0)
    for (const href of openIn) expect(href).toMatch(/^https:\/\//)
  })

  it('chat window: the assistant answer', async () => {
    chatStore.reset()
    fixtures.invoke.mockResolvedValue({
      data: { response: `إليك الجواب ${PAYLOAD}`, suggestions: [] },
      error: null,
    })
    const user = userEvent.setup()
    const { container } = renderWith(<ChatConversation heading={<h1>المساعد الذكي</h1>} />)
    await user.type(screen.getByLabelText('رسالتك إلى المساعد'), 'مرحبا{Enter}')
    await waitFor(() => expect(container.textContent).toContain('إليك الجواب'))
    expectInert(container)
  })

  it('tools directory: name, description, and a javascript: site address', async () => {
    fixtures.tools = [
      {
        id: 't1',
        name: `أداة ${PAYLOAD}`,
        name_en: `Tool ${PAYLOAD}`,
        description: `وصف ${PAYLOAD}`,
        category: 'كتابة',
        pricing: 'free',
        sort_order: 1,
      },
      {
        id: 't2',
        name: 'أداة آمنة',
        name_en: 'Safe',
        description: 'وصف',
        category: 'كتابة',
        pricing: 'paid',
        sort_order: 2,
      },
    ]
    // Link and guide come from ai_tool_details (what the plan opens), hostile text included.
    fixtures.toolDetails = new Map([
      [
        't1',
        {
          tool_id: 't1',
          url: JS_URL,
          guide: `دليل ${PAYLOAD}`,
          arabic_support: 'full',
          pricing_notes: `سعر ${PAYLOAD}`,
          tips: `نصيحة ${PAYLOAD}`,
        },
      ],
      ['t2', { tool_id: 't2', url: 'https://example.com/tool' }],
    ])
    const { container } = renderWith(<ToolsDirectory />)
    await screen.findByText('أداة آمنة')
    expectInert(container, 2)
    // The safe tool keeps its link; the hostile one has none.
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toContain('https://example.com/tool')
  })

  it('assistants directory: name, description, and a javascript: link', async () => {
    fixtures.assistants = [
      {
        id: 'a1',
        name: `مساعد ${PAYLOAD}`,
        name_en: `Assistant ${PAYLOAD}`,
        description: `وصف ${PAYLOAD}`,
        description_en: null,
        category: 'marketing',
        sort_order: 1,
      },
    ]
    fixtures.links = new Map([
      ['a1', { url: JS_URL, instructions: `تعليمات ${PAYLOAD}`, starters: [`بداية ${PAYLOAD}`] }],
    ])
    const { container } = renderWith(<AssistantsDirectory />)
    await waitFor(() => expect(container.textContent).toContain('مساعد'))
    expectInert(container, 2)
  })

  it('community board: feedback titles and bodies by other users', async () => {
    fixtures.feedback = [
      {
        id: 'f1',
        user_id: 'someone',
        category: 'feature',
        title: `عنوان ${PAYLOAD}`,
        body: `تفاصيل ${PAYLOAD}`,
        status: 'open',
        admin_response: `رد ${PAYLOAD}`,
        votes_count: 3,
        created_at: '2026-11-01T10:00:00Z',
      },
    ]
    const { container } = renderWith(<FeedbackBoard />)
    await screen.findByText(/^عنوان/)
    expectInert(container, 2)
  })

  it('admin feedback page: titles and bodies', () => {
    fixtures.feedback = [
      {
        id: 'f1',
        user_id: 'someone',
        category: 'bug',
        title: `عنوان ${PAYLOAD}`,
        body: `تفاصيل ${PAYLOAD}`,
        status: 'open',
        admin_response: null,
        votes_count: 0,
        created_at: '2026-11-01T10:00:00Z',
      },
    ]
    const { container } = renderWith(<FeedbackAdminPage />)
    expectInert(container, 2)
  })

  it('admin users list: names and e-mail addresses', () => {
    fixtures.users = [
      {
        id: 'u1',
        email: 'evil@example.com',
        full_name: `اسم ${PAYLOAD}`,
        username: `user ${PAYLOAD}`,
        plan: 'basic',
        subscription_status: 'active',
        expires_at: null,
        email_verification_status: 'verified',
        is_admin: false,
        is_super_admin: false,
        is_locked: true,
        locked_until: null,
        created_at: '2026-11-01T10:00:00Z',
        last_sign_in_at: null,
        total_count: 1,
      },
    ]
    const { container } = renderWith(<UsersAdminPage />)
    expectInert(container)
  })
})

describe('what anonymous visitors write reaches the admin as text', () => {
  const lead = {
    id: 'l1',
    name: `اسم ${PAYLOAD}`,
    email: 'visitor@example.com',
    invite_code: null,
    ip_address: '198.18.0.1',
    user_agent: `agent ${PAYLOAD}`,
    subject: `موضوع ${PAYLOAD}`,
    message: `رسالة ${PAYLOAD}`,
    status: 'new',
    source: 'footer',
    created_at: '2026-11-01T10:00:00Z',
  }

  it('admin leads page: waitlist names and contact messages', async () => {
    fixtures.leads = { waitlist: [lead], newsletter: [lead], contact: [lead] }
    const user = userEvent.setup()
    const { container } = renderWith(<LeadsAdminPage />)
    expectInert(container)
    await user.click(screen.getByRole('tab', { name: 'رسائل التواصل' }))
    await screen.findByText(/^موضوع/)
    expectInert(container, 2)
  })

  it('security log (the anonymous log_security_event): descriptions and metadata', () => {
    fixtures.events = [
      {
        id: 'e1',
        event_type: `failed_login_attempt ${PAYLOAD}`,
        description: `وصف ${PAYLOAD}`,
        severity: 'high',
        user_id: null,
        metadata: { email: PAYLOAD },
        ip_address: PAYLOAD,
        user_agent: PAYLOAD,
        created_at: '2026-11-01T10:00:00Z',
      },
    ]
    // The dashboard's list names the event in Arabic; the stored code and description are only
    // in its title (an attribute: text, never markup), so no copy is in the list's text.
    const list = renderWith(<SecurityEventsList events={fixtures.events as never} />)
    expectInert(list.container, 0)
    const titled = list.container.querySelector('[title]')
    expect(titled?.getAttribute('title')).toContain(`وصف ${PAYLOAD}`)
    expect(titled?.getAttribute('title')).toContain(`failed_login_attempt ${PAYLOAD}`)
    list.unmount()
    const { container } = renderWith(<LogsAdminPage />)
    expectInert(container, 2)
  })
})

describe('the check itself', () => {
  it('catches markup made from the payload and a javascript: link', () => {
    const { container } = render(
      <div>
        {/* What a component that trusted the text would do. */}
        <div dangerouslySetInnerHTML={{ __html: PAYLOAD }} />
        <a href={JS_URL}>{PAYLOAD}</a>
      </div>,
    )
    expect(() => expectInert(container)).toThrow()
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(1)
  })
})

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses and drops every other scheme', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com')
    for (const bad of [
      JS_URL,
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:msgbox',
      '//evil.example',
      '/relative',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeUndefined()
    }
  })
})
