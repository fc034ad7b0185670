import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import SearchPage from '@/features/admin/pages/search-page'

/** What each table read asked for, and a thenable builder answering `rows[table]`. */
const calls: { table: string; order: string[]; limit?: number }[] = []
const rows: Record<string, unknown[]> = {}
function from(table: string) {
  const call: { table: string; order: string[]; limit?: number } = { table, order: [] }
  calls.push(call)
  const builder = {
    select: () => builder,
    order: (column: string, options?: { ascending?: boolean }) => {
      call.order.push(`${column} ${options?.ascending === false ? 'desc' : 'asc'}`)
      return builder
    },
    limit: (n: number) => {
      call.limit = n
      return builder
    },
    then: (resolve: (value: { data: unknown[]; error: null }) => unknown) =>
      Promise.resolve({ data: rows[table] ?? [], error: null }).then(resolve),
  }
  return builder
}
vi.mock('@/features/admin/api/client', () => ({ db: async () => ({ from }) }))

const n = (value: number) => new Intl.NumberFormat('ar-SA-u-nu-latn').format(value)

describe('/518/search: searches with few results', () => {
  it('ranks by distinct askers, then searches, and shows both', async () => {
    rows.search_gaps = [
      {
        query: 'فاتورة ضريبية',
        askers: 12,
        searches: 15,
        last_results: 0,
        first_seen_at: '2026-11-27T08:00:00Z',
        last_seen_at: '2026-11-28T08:00:00Z',
      },
      {
        query: 'qzxv',
        askers: 1,
        searches: 400,
        last_results: 0,
        first_seen_at: '2026-11-28T08:00:00Z',
        last_seen_at: '2026-11-28T09:00:00Z',
      },
    ]
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SearchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const cell = await screen.findByRole('cell', { name: 'فاتورة ضريبية' })
    const table = cell.closest('table')!
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.slice(0, 3)).toEqual(['عبارة البحث', 'عدد الباحثين', 'مرات البحث'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['فاتورة ضريبية', n(12), n(15)]))
    expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent(n(1))

    const read = calls.find((c) => c.table === 'search_gaps')!
    expect(read.order).toEqual(['askers desc', 'searches desc', 'last_seen_at desc'])
    expect(read.limit).toBe(200)
  })
})
