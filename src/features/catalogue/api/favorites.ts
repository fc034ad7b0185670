import { queryOptions } from '@tanstack/react-query'
import { currentUserId, db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

export type FavoriteType = 'prompt' | 'assistant' | 'tool' | 'template'
export type Favorite = { item_type: FavoriteType; item_id: string; created_at: string }

export async function fetchFavorites(): Promise<Favorite[]> {
  const userId = currentUserId()
  const client = await db()
  const { data, error } = await client
    .from('favorites')
    .select('item_type, item_id, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
  if (error) throw toCatalogueError(error)
  return data as Favorite[]
}

export const favoritesQuery = (userId: string) =>
  queryOptions({ queryKey: catalogueKeys.favorites(userId), queryFn: fetchFavorites })
