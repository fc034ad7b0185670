/** The prompt library's filters, kept in the address bar so a search can be shared or reloaded. */
export type LibrarySort = 'relevance' | 'available' | 'newest' | 'popular' | 'rated' | 'title'

export type LibraryFilters = {
  q: string
  category: string | null
  platform: string | null
  /** A sector id (prompts.sectors; src/lib/prompt-quality.ts SECTORS). */
  sector: string | null
  sort: LibrarySort
  page: number
}

export const PAGE_SIZE = 24

const sorts: readonly LibrarySort[] = [
  'relevance',
  'available',
  'newest',
  'popular',
  'rated',
  'title',
]

/**
 * Without words the library lists what the caller's plan opens first («المتاح لي», issue 44): a
 * trial user meets the trial sample, a single-section subscriber their section, and the locked
 * prompts follow, grouped after them. With words, the most relevant first.
 */
export const browseSort = (q: string): LibrarySort => (q ? 'relevance' : 'available')

export const sortLabels: Record<LibrarySort, string> = {
  relevance: 'الأكثر صلة',
  available: 'المتاح لي أولاً',
  newest: 'الأحدث',
  popular: 'الأكثر استخداماً',
  rated: 'الأعلى تقييماً',
  title: 'أبجدياً',
}

export function filtersFromParams(params: URLSearchParams): LibraryFilters {
  const sort = params.get('sort') as LibrarySort | null
  const page = Number(params.get('page') ?? '1')
  return {
    q: params.get('q') ?? '',
    category: params.get('category') || null,
    platform: params.get('platform') || null,
    sector: params.get('sector') || null,
    sort: sort && sorts.includes(sort) ? sort : browseSort(params.get('q') ?? ''),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

export function filtersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.category) params.set('category', filters.category)
  if (filters.platform) params.set('platform', filters.platform)
  if (filters.sector) params.set('sector', filters.sector)
  if (filters.sort !== browseSort(filters.q)) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}
