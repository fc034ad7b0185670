import { onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query'
import { registerOfflineWrites } from './offline/writes'

/**
 * The queries the offline store keeps (src/lib/offline/persist.ts decides exactly which) stay in
 * memory for good: one garbage-collected after the default 5 minutes would vanish from the store
 * at its next save, and a prompt opened this morning would not be there offline tonight.
 */
const PERSISTED_PREFIXES: QueryKey[] = [
  ['user-prompts'],
  ['companies'],
  ['collections'],
  ['variables'],
  ['catalogue', 'favorites'],
  ['catalogue', 'access'],
  ['catalogue', 'entitlements'],
  ['catalogue', 'prompt'],
  ['catalogue', 'prompts'],
  ['subscription', 'status'],
]

/** Spec 9.4: the data-fetching client retries once and does not refetch on window focus. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  })
  for (const prefix of PERSISTED_PREFIXES) client.setQueryDefaults(prefix, { gcTime: Infinity })
  // Before the store is restored: its queued writes resume with these defaults.
  registerOfflineWrites(client)
  // TanStack Query starts "online" whatever the browser says (it only listens to the events): a
  // page loaded offline (from the service worker, issue 48) fetched and failed instead of pausing
  // on the offline store's copy.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  return client
}
