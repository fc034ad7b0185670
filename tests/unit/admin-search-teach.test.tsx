import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import SearchPage from '@/features/admin/pages/search-page'
import { lexiconSchema, queryWords } from '@/features/admin/lib/lexicon'
import type { SearchInsight } from '@/features/admin/api/search-insights'

/*
 * The page against a recorded fake of supabase-js: each table read or write, and each RPC, is
 * noted with its filters, and answers what the test put in `answers`.
 */
type Call = { table?: string; rpc?: string; ops: string[]; payload?: unknown; args?: unknown }
const calls: Call[] = []
type Answer = { data: unknown; error: unknown; count?: number }
const answers: {
  tables: Record<string, Answer>
  rpcs: Record<string, Answer>
} = { tables: {}, rpcs: {} }

function from(table: string) {
  const call: Call = { table, ops: [] }
  calls.push(call)
  const builder: Record<string, unknown> = {}
  for (const op of ['select', 'order', 'range', 'limit', 'eq', 'ilike', 'or', 'delete']) {
    builder[op] = (...args: unknown[]) => {
      call.ops.push(`${op}(${args.map((a) => JSON.stringify(a)).join(',')})`)
      return builder
    }
  }
  for (const op of ['insert', 'update']) {
    builder[op] = (payload: unknown) => {
      call.ops.push(op)
      call.payload = payload
      return builder
    }
  }
  builder.then = (resolve: (value: Answer) => unknown) =>
    Promise.resolve(answers.tables[table] ?? { data: [], error: null, count: 0 }).then(resolve)
  return builder
}
async function rpc(name: string, args: unknown) {
  calls.push({ rpc: name, ops: [], args })
  return answers.rpcs[name] ?? { data: null, error: null }
}
vi.mock('@/features/admin/api/client', () => ({ db: async () => ({ from, rpc }) }))

const toastError = vi.fn()
vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: (message: string) => toastError(message) },
}))

const n = (value: number) => new Intl.NumberFormat('ar-SA-u-nu-latn').format(value)

function insight(query: string, over: Partial<SearchInsight> = {}): SearchInsight {
  return {
    query,
    searches: 1,
    askers: 1,
    results: 0,
    clicks: 0,
    avg_click_position: null,
    zero_results: true,
    low_results: true,
    no_click: true,
    pinned: 0,
    lexicon: false,
    content_request: false,
    handled: false,
    first_seen_at: '2026-11-27T08:00:00Z',
    last_seen_at: '2026-11-28T08:00:00Z',
    ...over,
  }
}

function renderPage(path = '/518/search') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  calls.length = 0
  answers.tables = {}
  answers.rpcs = {}
  toastError.mockReset()
})

describe('/518/search: what people search for', () => {
  it('reads the period asked for, and lists the unmet queries by distinct askers', async () => {
    answers.rpcs.admin_search_insights = {
      data: [
        insight('qzxv', { searches: 400, askers: 1 }),
        insight('فاتورة ضريبية', { searches: 15, askers: 12 }),
        insight('تسويق', {
          searches: 90,
          askers: 40,
          results: 30,
          zero_results: false,
          low_results: false,
        }),
      ],
      error: null,
    }
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('cell', { name: 'qzxv' })
    expect(calls.find((c) => c.rpc === 'admin_search_insights')?.args).toEqual({ p_days: 30 })

    await user.click(screen.getByRole('tab', { name: 'بلا نتائج أو بنتائج قليلة' }))
    const panel = screen.getByRole('tabpanel', { name: 'بلا نتائج أو بنتائج قليلة' })
    const headers = within(panel)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.slice(0, 3)).toEqual(['عبارة البحث', 'عدد الباحثين', 'مرات البحث'])
    const [, first, second, third] = within(panel).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['فاتورة ضريبية', n(12), n(15)]))
    expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent(n(1))
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('qzxv')
    // A query that found 30 prompts is not unmet.
    expect(third).toBeUndefined()
  })

  it('shows the database’s refusal of «تمت المعالجة» as it is worded, and keeps the row', async () => {
    const refusal = 'لا يمكن وضعها كمعالجة: لم يُضف لها مرادف أو نتيجة مثبتة، أو ما زالت بلا نتائج'
    answers.rpcs.admin_search_insights = { data: [insight('سيرة ذاتية')], error: null }
    answers.rpcs.admin_resolve_search_query = {
      data: null,
      error: { code: 'P0001', message: refusal, hint: null },
    }
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'تمت المعالجة: «سيرة ذاتية»' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(`لم تُعلَّم «سيرة ذاتية»: ${refusal}`)
    expect(toastError).toHaveBeenCalledWith(refusal)
    expect(calls.find((c) => c.rpc === 'admin_resolve_search_query')?.args).toEqual({
      p_query: 'سيرة ذاتية',
    })
    // Nothing was deleted: «تمت المعالجة» is no longer a delete of the gap row.
    expect(calls.some((c) => c.ops.includes('delete()'))).toBe(false)
    expect(screen.getByRole('cell', { name: 'سيرة ذاتية' })).toBeInTheDocument()
  })

  it('a technical failure of «تمت المعالجة» is not shown raw', async () => {
    answers.rpcs.admin_search_insights = { data: [insight('سيرة ذاتية')], error: null }
    answers.rpcs.admin_resolve_search_query = {
      data: null,
      error: { code: 'XX000', message: 'internal error: relation does not exist', hint: null },
    }
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'تمت المعالجة: «سيرة ذاتية»' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'لم تُعلَّم «سيرة ذاتية»: تعذّر تعليم العبارة «تمت المعالجة»',
    )
  })

  it('teaches a query’s word: the term starts as its first word, the others one click away', async () => {
    answers.rpcs.admin_search_insights = { data: [insight('ابغى عرض سعر')], error: null }
    const user = userEvent.setup()
    renderPage()
    await user.click(
      await screen.findByRole('button', { name: 'إضافة مرادف / كلمة لـ «ابغى عرض سعر»' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'إضافة مرادف / كلمة لـ «ابغى عرض سعر»',
    })
    const term = within(dialog).getByLabelText(/الكلمة كما يكتبها الناس/)
    expect(term).toHaveValue('ابغى')
    // Each word of the query, then the whole query as a phrase.
    await user.click(within(dialog).getByRole('button', { name: 'سعر' }))
    expect(term).toHaveValue('سعر')
    await user.click(within(dialog).getByRole('button', { name: 'ابغى عرض سعر' }))
    expect(term).toHaveValue('ابغى عرض سعر')
  })
})

describe('/518/search: pinning a result', () => {
  it('finds prompts by a title with brackets, and pins the chosen one after the last pin', async () => {
    answers.rpcs.admin_search_insights = { data: [insight('خطة مطعم')], error: null }
    answers.tables.search_pins = {
      data: [
        {
          query: 'خطة مطعم',
          prompt_id: 'p1',
          position: 1,
          created_at: '2026-11-28T08:00:00Z',
          prompt: { slug: 'menu-plan', title_ar: 'خطة قائمة الطعام', is_published: true },
        },
      ],
      error: null,
    }
    answers.tables.prompts = {
      data: [{ slug: 'restaurant-launch', title_ar: 'خطة افتتاح (مطعم)', is_published: false }],
      error: null,
    }
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'تثبيت نتيجة لـ «خطة مطعم»' }))
    const dialog = await screen.findByRole('dialog', { name: 'تثبيت نتيجة لـ «خطة مطعم»' })
    expect(await within(dialog).findByRole('list', { name: 'نتائج مثبتة' })).toHaveTextContent(
      'خطة قائمة الطعام',
    )

    await user.type(within(dialog).getByLabelText('ابحث عن أمر بالعنوان'), 'افتتاح (مطعم)')
    await user.click(await within(dialog).findByRole('button', { name: 'تثبيت خطة افتتاح (مطعم)' }))
    // Brackets are or() syntax: they become wildcards, not a broken filter or a lost match.
    expect(calls.filter((c) => c.table === 'prompts').at(-1)?.ops).toContain(
      'or("title_ar.ilike.*افتتاح *مطعم**,title_en.ilike.*افتتاح *مطعم**,slug.ilike.*افتتاح *مطعم**")',
    )
    await waitFor(() =>
      expect(calls.find((c) => c.rpc === 'admin_pin_search_result')?.args).toEqual({
        p_query: 'خطة مطعم',
        p_prompt_slug: 'restaurant-launch',
        p_position: 2,
      }),
    )
  })
})

describe('/518/search: the lexicon', () => {
  it('reads a page of 50 at a time, with the total, and moves to the next page', async () => {
    answers.tables.search_lexicon = {
      data: [
        {
          id: 1,
          term: 'ابغى',
          maps_to: ['أريد'],
          kind: 'word',
          dialect: 'gulf',
          source: 'admin',
          created_at: '2026-11-28T08:00:00Z',
          updated_at: '2026-11-28T08:00:00Z',
        },
      ],
      error: null,
      count: 640,
    }
    const user = userEvent.setup()
    renderPage('/518/search?tab=lexicon')
    await screen.findByRole('cell', { name: 'ابغى' })
    expect(screen.getByText(`${n(640)} كلمة`)).toBeInTheDocument()
    expect(screen.getByText(`صفحة ${n(1)} من ${n(13)}`)).toBeInTheDocument()
    expect(calls.filter((c) => c.table === 'search_lexicon').at(-1)?.ops).toContain('range(0,49)')

    await user.click(screen.getByRole('button', { name: 'التالي' }))
    await waitFor(() =>
      expect(calls.filter((c) => c.table === 'search_lexicon').at(-1)?.ops).toContain(
        'range(50,99)',
      ),
    )
  })

  it('refuses an entry without the catalogue words it maps to, then saves the chips', async () => {
    const user = userEvent.setup()
    renderPage('/518/search?tab=lexicon')
    await user.click(await screen.findByRole('button', { name: 'كلمة جديدة' }))
    const form = await screen.findByRole('form', { name: 'إضافة كلمة إلى القاموس' })
    await user.click(within(form).getByRole('button', { name: 'إضافة إلى القاموس' }))
    expect(
      await within(form).findByText('اكتب الكلمة كما يكتبها الناس (حرفان على الأقل)'),
    ).toBeInTheDocument()
    expect(
      within(form).getByText('أضف كلمة واحدة على الأقل من كلمات المكتبة يقابلها هذا اللفظ'),
    ).toBeInTheDocument()
    expect(calls.some((c) => c.ops.includes('insert'))).toBe(false)

    await user.type(within(form).getByLabelText(/الكلمة كما يكتبها الناس/), 'زعلان')
    const mapsTo = within(form).getByLabelText('يقابلها في المكتبة')
    await user.type(mapsTo, 'غاضب{Enter}مستاء،')
    expect(within(form).getByRole('list', { name: 'الكلمات المقابلة' })).toHaveTextContent(
      /غاضب.*مستاء/,
    )
    await user.click(
      within(form).getByRole('button', { name: 'إزالة «مستاء» من الكلمات المقابلة' }),
    )
    await user.click(within(form).getByRole('button', { name: 'إضافة إلى القاموس' }))
    await waitFor(() => expect(calls.some((c) => c.ops.includes('insert'))).toBe(true))
    expect(calls.find((c) => c.ops.includes('insert'))?.payload).toEqual({
      term: 'زعلان',
      maps_to: ['غاضب'],
      kind: 'word',
      dialect: 'gulf',
      source: 'admin',
    })
  })
})

describe('lexicon schema', () => {
  const entry = { term: 'ابغى', maps_to: [], kind: 'stop', dialect: 'gulf', source: '' } as const
  it('a request word that is dropped maps to nothing', () => {
    expect(lexiconSchema.safeParse(entry).success).toBe(true)
    expect(lexiconSchema.safeParse({ ...entry, maps_to: ['أريد'] }).success).toBe(false)
    expect(lexiconSchema.safeParse({ ...entry, kind: 'word' }).success).toBe(false)
    expect(lexiconSchema.safeParse({ ...entry, dialect: 'fr' }).success).toBe(false)
  })
  it('the words of a query, each once', () => {
    expect(queryWords('  ابغى  عرض ابغى ')).toEqual(['ابغى', 'عرض'])
  })
})
