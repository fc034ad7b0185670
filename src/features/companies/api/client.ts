import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'

export type Db = SupabaseClient<Database>
export const db = async () => (await getSupabase()) as unknown as Db

/** A refusal carries the database's Arabic message; `code` is its hint (seat_limit, last_owner …). */
export class CompanyError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

type DbError = { code?: string; hint?: string | null; message?: string }

const arabic = /[\u0600-\u06FF]/

/**
 * The one place database and network failures become this feature's Arabic messages: the
 * database's own Arabic text when it wrote one (docs/companies.md lists them), else the fallback.
 */
export function toError(error: DbError | Error, fallback: string): CompanyError {
  if (isNetworkError(error)) return new CompanyError(NETWORK_ERROR_MESSAGE, 'network')
  const { hint, message } = error as DbError
  if (message && arabic.test(message)) return new CompanyError(message, hint ?? 'refused')
  return new CompanyError(fallback, hint ?? 'unknown')
}

export function userId(): string {
  return authStore.getSnapshot().session?.user.id ?? ''
}
