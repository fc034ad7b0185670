import { useSyncExternalStore } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import {
  collectionKeys,
  collectionLimitQuery,
  collectionsQuery,
  fetchMemberships,
  type Collection,
  type CollectionItemKind,
} from '@/lib/collections'
import { announceIfQueued, offlineWriteKeys, type MembershipWrite } from '@/lib/offline/writes'
import { toast } from '@/lib/toast'

export function useCollectionsUserId(): string {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot)
  return state.session?.user.id ?? ''
}

/** The user's collections, «المفضلة» first. */
export function useCollections(options: { enabled?: boolean } = {}) {
  const userId = useCollectionsUserId()
  return useQuery({
    ...collectionsQuery(userId),
    enabled: userId !== '' && (options.enabled ?? true),
  })
}

/** How many collections the plan allows (-1: no limit). */
export function useCollectionLimit() {
  const userId = useCollectionsUserId()
  return useQuery({ ...collectionLimitQuery(userId), enabled: userId !== '' })
}

/** The ids of the collections (not «المفضلة») holding this item, read when asked for. */
export function useMemberships(kind: CollectionItemKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: collectionKeys.memberships(kind, id),
    queryFn: () => fetchMemberships(kind, id),
    enabled,
  })
}

/** Puts an item in a collection or takes it out, at once on screen, rolled back on failure. */
export function useToggleMembership(kind: CollectionItemKind, id: string) {
  const queryClient = useQueryClient()
  const userId = useCollectionsUserId()
  const key = collectionKeys.memberships(kind, id)
  // Sent by the offline writes' default (src/lib/offline/writes.ts): offline it waits for the
  // connection, even across a reload, so the variables name the item too.
  const mutation = useMutation<unknown, Error, MembershipWrite, { previous?: string[] }>({
    mutationKey: offlineWriteKeys.membership,
    onMutate: async ({ collection, on }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<string[]>(key)
      queryClient.setQueryData<string[]>(key, (list = []) =>
        on ? [...list, collection.id] : list.filter((c) => c !== collection.id),
      )
      announceIfQueued()
      return { previous }
    },
    // The refusal is said by the offline writes (src/lib/offline/writes.ts).
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (_data, { collection, on }) => {
      toast.success(on ? `أُضيف إلى «${collection.name}»` : `أُزيل من «${collection.name}»`)
      void queryClient.invalidateQueries({ queryKey: collectionKeys.items(collection.id) })
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key })
      void queryClient.invalidateQueries({ queryKey: collectionKeys.list(userId) })
    },
  })
  return {
    ...mutation,
    toggle: (collection: Collection, on: boolean) => mutation.mutate({ collection, on, kind, id }),
  }
}
