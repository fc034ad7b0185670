import { onlineManager, QueryClient } from '@tanstack/react-query'

/** Spec 9.4: the data-fetching client retries once and does not refetch on window focus. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  })
  // TanStack Query starts "online" whatever the browser says (it only listens to the events): a
  // page loaded offline (from the service worker, issue 48) fetched and failed instead of pausing
  // on the offline store's copy.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  return client
}
