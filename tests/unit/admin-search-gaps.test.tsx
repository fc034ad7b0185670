import '@testing-library/jest-dom/vitest'
import { fetchSearchGaps } from '@/features/admin/api/search'

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

describe('the content backlog: searches with few results', () => {
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
    ]
    // /518/search reads admin_search_insights now (tests/unit/admin-search-teach.test.tsx ranks
    // its unmet queries the same way); the writing backlog still reads search_gaps.
    const gaps = await fetchSearchGaps()
    expect(gaps.map((g) => [g.query, g.askers, g.searches])).toEqual([['فاتورة ضريبية', 12, 15]])

    const read = calls.find((c) => c.table === 'search_gaps')!
    expect(read.order).toEqual(['askers desc', 'searches desc', 'last_seen_at desc'])
    expect(read.limit).toBe(200)
  })
})
