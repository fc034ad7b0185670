import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCollectionsUserId } from '@/hooks/use-collections'
import {
  collectionKeys,
  createCollection,
  deleteCollection,
  removeCollectionEntry,
  renameCollection,
  reorderCollection,
  type Collection,
} from '@/lib/collections'
import { toast } from '@/lib/toast'
import type { CollectionRow } from './items'

/**
 * «المفضلة» is also the catalogue's favorites list (the hearts): after a change to it, every
 * query holding favorites is read again. By key segment, as features do not import each other.
 */
function refreshFavorites(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes('favorites'),
  })
}

export function useCreateCollection() {
  const queryClient = useQueryClient()
  const userId = useCollectionsUserId()
  return useMutation({
    mutationFn: (name: string) => createCollection(name),
    onSuccess: (created) => toast.success(`أُنشئت مجموعة «${created.name}»`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.list(userId) }),
  })
}

export function useRenameCollection() {
  const queryClient = useQueryClient()
  const userId = useCollectionsUserId()
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameCollection(id, name),
    onSuccess: () => toast.success('حُفظ الاسم الجديد'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.list(userId) }),
  })
}

export function useDeleteCollection() {
  const queryClient = useQueryClient()
  const userId = useCollectionsUserId()
  return useMutation({
    mutationFn: (collection: Collection) => deleteCollection(collection.id),
    onSuccess: (_data, collection) => {
      toast.success(`حُذفت مجموعة «${collection.name}»`)
      queryClient.removeQueries({ queryKey: collectionKeys.items(collection.id) })
      void queryClient.invalidateQueries({ queryKey: [...collectionKeys.all, 'memberships'] })
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.list(userId) }),
  })
}

/** The new order on screen at once; back to the stored one if the database refuses it. */
export function useReorderCollection(collection: Collection) {
  const queryClient = useQueryClient()
  const key = collectionKeys.items(collection.id)
  return useMutation({
    mutationFn: (rows: CollectionRow[]) =>
      reorderCollection(
        collection.id,
        rows.map((r) => r.id),
      ),
    onMutate: async (rows) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<CollectionRow[]>(key)
      queryClient.setQueryData(key, rows)
      return { previous }
    },
    onError: (error, _rows, context) => {
      queryClient.setQueryData(key, context?.previous)
      toast.error(error.message)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key })
      if (collection.is_default) refreshFavorites(queryClient)
    },
  })
}

export function useRemoveFromCollection(collection: Collection) {
  const queryClient = useQueryClient()
  const userId = useCollectionsUserId()
  const key = collectionKeys.items(collection.id)
  return useMutation({
    mutationFn: (row: CollectionRow) => removeCollectionEntry(collection, row.id),
    onMutate: async (row) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<CollectionRow[]>(key)
      queryClient.setQueryData<CollectionRow[]>(key, (rows = []) =>
        rows.filter((r) => r.id !== row.id),
      )
      return { previous }
    },
    onSuccess: (_data, row) =>
      toast.success(
        row.title ? `أُزيل «${row.title}» من «${collection.name}»` : 'أُزيل العنصر من المجموعة',
      ),
    onError: (error, _row, context) => {
      queryClient.setQueryData(key, context?.previous)
      toast.error(error.message)
    },
    onSettled: (_data, _error, row) => {
      void queryClient.invalidateQueries({ queryKey: key })
      void queryClient.invalidateQueries({ queryKey: collectionKeys.list(userId) })
      void queryClient.invalidateQueries({
        queryKey: collectionKeys.memberships(row.item_kind, row.item_id),
      })
      if (collection.is_default) refreshFavorites(queryClient)
    },
  })
}
