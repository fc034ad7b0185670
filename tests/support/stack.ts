/**
 * Helpers for integration tests: supabase-js clients for each role and a SQL connection for
 * fixtures (creating throwaway schemas, reading what a refused write left behind).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { inject } from 'vitest'

export function stackInfo() {
  return inject('stack')
}

const noPersist = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

export function anonClient(): SupabaseClient {
  const { url, anonKey } = stackInfo()
  return createClient(url, anonKey, noPersist)
}

export function serviceClient(): SupabaseClient {
  const { url, serviceRoleKey } = stackInfo()
  return createClient(url, serviceRoleKey, noPersist)
}

let counter = 0
/** A unique e-mail per call, so tests never collide on the shared database. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`
}

/** Runs SQL as the database owner (fixtures only; product code never does this). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: stackInfo().dbUrl })
  await client.connect()
  try {
    const result = await client.query(text, params)
    return result.rows as T[]
  } finally {
    await client.end()
  }
}
