import { useSyncExternalStore } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import {
  collectionKeys,
  collectionLimitQuery,
  collectionsQuery,
  fetchMemberships,
  setCollectionMembership,
  type Collection,
  type CollectionItemKind,
} from '@/lib/collections'
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
  return useMutation({
    mutationFn: ({ collection, on }: { collection: Collection; on: boolean }) =>
      setCollectionMembership(collection.id, kind, id, on),
    onMutate: async ({ collection, on }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<string[]>(key)
      queryClient.setQueryData<string[]>(key, (list = []) =>
        on ? [...list, collection.id] : list.filter((c) => c !== collection.id),
      )
      return { previous }
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous)
      toast.error(error.message)
    },
    onSuccess: (_data, { collection, on }) => {
      toast.success(on ? `أُضيف إلى «${collection.name}»` : `أُزيل من «${collection.name}»`)
      void queryClient.invalidateQueries({ queryKey: collectionKeys.items(collection.id) })
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key })
      void queryClient.invalidateQueries({ queryKey: collectionKeys.list(userId) })
    },
  })
}
