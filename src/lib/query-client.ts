import { QueryClient } from '@tanstack/react-query'

/** Spec 9.4: the data-fetching client retries once and does not refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  })
}
