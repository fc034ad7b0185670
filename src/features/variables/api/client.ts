import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { variableMessages } from '../messages'

export type Db = SupabaseClient<Database>

export async function db(): Promise<Db> {
  return (await getSupabase()) as unknown as Db
}

/** The signed-in user's id; variables are always scoped to it (spec document 2, section 5). */
export function currentUserId(): string {
  const id = authStore.getSnapshot().session?.user.id
  if (!id) throw new VariablesError(variableMessages.signedOut)
  return id
}

/** A refused or failed variables call, carrying the Arabic text to show. */
export class VariablesError extends Error {}
