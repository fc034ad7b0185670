import { queryOptions } from '@tanstack/react-query'
import { CatalogueError, currentUserId, db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'
import { catalogueMessages } from '../messages'

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

export async function setFavorite(type: FavoriteType, id: string, on: boolean): Promise<void> {
  const userId = currentUserId()
  const client = await db()
  if (on) {
    const { error } = await client
      .from('favorites')
      .insert({ user_id: userId, item_type: type, item_id: id })
    // Already a favorite (another tab): the wanted state holds.
    if (error && error.code !== '23505') {
      throw toCatalogueError(error, catalogueMessages.favoriteFailed)
    }
    return
  }
  const { error } = await client
    .from('favorites')
    .delete()
    .eq('user_id', userId)
    .eq('item_type', type)
    .eq('item_id', id)
  if (error) throw new CatalogueError(error.code, catalogueMessages.favoriteFailed)
}
