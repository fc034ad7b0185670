import { useSyncExternalStore } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { announceIfQueued, offlineWriteKeys } from '@/lib/offline/writes'
import { toast } from '@/lib/toast'
import { accessQuery } from '../api/access'
import { chooseSection, entitlementsQuery } from '../api/entitlements'
import { favoritesQuery, type Favorite, type FavoriteType } from '../api/favorites'
import { catalogueKeys } from '../api/keys'
import { catalogueMessages } from '../messages'

export function useUserId(): string {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot)
  return state.session?.user.id ?? ''
}

/** The user's plan, days left and effective rank (for "requires upgrade" states). */
export function useAccess() {
  const userId = useUserId()
  return useQuery({ ...accessQuery(userId), enabled: userId !== '' })
}

/** What the user's plan opens now, the chosen section and today's quota (my_entitlements). */
export function useEntitlements() {
  const userId = useUserId()
  return useQuery({ ...entitlementsQuery(userId), enabled: userId !== '' })
}

/** Chooses or changes the single-section plan's category; refreshes every lock it changes. */
export function useChooseSection() {
  const userId = useUserId()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: chooseSection,
    onSuccess: (entitlements) => {
      queryClient.setQueryData(catalogueKeys.entitlements(userId), entitlements)
      void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'search'] })
      void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'prompt'] })
      toast.success('تم حفظ قسمك')
    },
    onError: (error) => toast.error(error.message),
  })
}

export function useFavorites() {
  const userId = useUserId()
  return useQuery({ ...favoritesQuery(userId), enabled: userId !== '' })
}

export function useIsFavorite(type: FavoriteType, id: string): boolean {
  const favorites = useFavorites()
  return Boolean(favorites.data?.some((f) => f.item_type === type && f.item_id === id))
}

/** Adds or removes a favorite, updating the list at once and rolling back on failure. */
export function useToggleFavorite() {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const key = catalogueKeys.favorites(userId)
  // Sent by the offline writes' default (src/lib/offline/writes.ts): offline it waits for the
  // connection, even across a reload.
  return useMutation<
    unknown,
    Error,
    { type: FavoriteType; id: string; on: boolean },
    { previous?: Favorite[] }
  >({
    mutationKey: offlineWriteKeys.favorite,
    onMutate: async ({ type, id, on }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Favorite[]>(key)
      queryClient.setQueryData<Favorite[]>(key, (list = []) =>
        on
          ? [{ item_type: type, item_id: id, created_at: new Date().toISOString() }, ...list]
          : list.filter((f) => !(f.item_type === type && f.item_id === id)),
      )
      announceIfQueued()
      return { previous }
    },
    onSuccess: (_data, { on }) => {
      toast.success(on ? catalogueMessages.favoriteAdded : catalogueMessages.favoriteRemoved)
    },
    // The refusal is said by the offline writes (src/lib/offline/writes.ts).
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
