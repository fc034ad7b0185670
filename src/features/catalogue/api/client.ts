import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { catalogueMessages } from '../messages'

export type Db = SupabaseClient<Database>

export async function db(): Promise<Db> {
  return (await getSupabase()) as unknown as Db
}

export function currentUserId(): string {
  const id = authStore.getSnapshot().session?.user.id
  if (!id) throw new CatalogueError('not_authenticated', catalogueMessages.signedOut)
  return id
}

export class CatalogueError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

type DbError = { code?: string; hint?: string | null; message?: string }

/** The one place database refusals become the catalogue's Arabic messages. */
export function toCatalogueError(error: DbError, fallback: string = catalogueMessages.loadFailed) {
  if (error.hint === 'upgrade_required') {
    return new CatalogueError('upgrade_required', catalogueMessages.upgradeRequired)
  }
  if (error.hint === 'not_found' || error.code === 'P0002') {
    return new CatalogueError('not_found', catalogueMessages.notFound)
  }
  if (error.hint === 'not_authenticated') {
    return new CatalogueError('not_authenticated', catalogueMessages.signedOut)
  }
  if (error.code === '23505') return new CatalogueError('duplicate', catalogueMessages.duplicate)
  return new CatalogueError(error.code ?? 'unknown', fallback)
}
