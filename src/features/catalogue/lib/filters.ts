/** The prompt library's filters, kept in the address bar so a search can be shared or reloaded. */
export type LibrarySort = 'relevance' | 'newest' | 'popular' | 'rated' | 'title'

export type LibraryFilters = {
  q: string
  category: string | null
  platform: string | null
  sort: LibrarySort
  page: number
}

export const PAGE_SIZE = 24

const sorts: readonly LibrarySort[] = ['relevance', 'newest', 'popular', 'rated', 'title']

export const sortLabels: Record<LibrarySort, string> = {
  relevance: 'الأكثر صلة',
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
    sort: sort && sorts.includes(sort) ? sort : params.get('q') ? 'relevance' : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

export function filtersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.category) params.set('category', filters.category)
  if (filters.platform) params.set('platform', filters.platform)
  const defaultSort = filters.q ? 'relevance' : 'newest'
  if (filters.sort !== defaultSort) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}
