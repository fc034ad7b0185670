/**
 * Helpers for the abuse suite: clients that connect from their own loopback address (127.x.y.z
 * is all loopback on Linux), so per-IP limits are reached without spending the 127.0.0.1 budget
 * the rest of the suite shares, and raw HTTP calls with chosen headers.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { TestRunner } from 'vitest'
import { fetchFrom } from '../../support/client-address.ts'
import { sql, stackInfo } from '../../support/stack.ts'
import { phase } from '../../support/phases.ts'

export { fetchFrom, freshIp } from '../../support/client-address.ts'

const noPersist = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

/** supabase-js from `ip`, optionally with extra headers (a spoofed X-Forwarded-For, a user agent). */
export function clientFrom(
  ip: string,
  options: { headers?: Record<string, string>; token?: string; key?: string } = {},
): SupabaseClient {
  const { url, anonKey } = stackInfo()
  return createClient(url, options.key ?? anonKey, {
    auth: noPersist,
    global: {
      fetch: fetchFrom(ip),
      headers: {
        ...options.headers,
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
    },
  })
}

/** One raw HTTP call from `ip`; answers the status and the parsed JSON body. */
export async function callFrom(
  ip: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetchFrom(ip)(`${stackInfo().url}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    body = { text }
  }
  return { status: response.status, body }
}

/**
 * The timeout of a test that calls `withinOneWindow`: the wait (up to `needMs`, 60 s at most here)
 * and then the test's own work, on a loaded 2-core machine. Vitest's default of 30 s left a test
 * that waited 20 s ten seconds for its work.
 */
export const WINDOW_WAIT_TIMEOUT = 90_000

/**
 * Fixed-window limits restart at the window's edge (date_bin from 2000-01-01); a test that must
 * stay within one window waits when fewer than `needMs` remain. Its test takes
 * `WINDOW_WAIT_TIMEOUT`.
 */
export async function withinOneWindow(windowMinutes: number, needMs: number) {
  // Said at once, not once in a while when the wait happens to come near the default timeout.
  const timeout = TestRunner.getCurrentTest()?.timeout ?? WINDOW_WAIT_TIMEOUT
  if (timeout < needMs + 30_000) {
    throw new Error(
      `withinOneWindow may wait ${needMs} ms: give the test a timeout of WINDOW_WAIT_TIMEOUT (it has ${timeout} ms)`,
    )
  }
  const windowMs = windowMinutes * 60_000
  const left = windowMs - (Date.now() % windowMs)
  if (left < needMs) {
    await phase(
      'rate-limit window',
      () => new Promise((resolve) => setTimeout(resolve, left + 250)),
    )
  }
}

/** Runs `task` for 0..n-1 with at most `width` in flight; answers the results in order. */
export async function pool<T>(n: number, width: number, task: (i: number) => PromiseLike<T>) {
  const results: T[] = new Array(n)
  let cursor = 0
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (cursor < n) {
        const i = cursor
        cursor += 1
        results[i] = await task(i)
      }
    }),
  )
  return results
}

/** Moves a counter to `count` in the current window, as if that many calls had been made. */
export async function spend(
  identifier: string,
  type: string,
  endpoint: string,
  windowMinutes: number,
  count: number,
) {
  await sql(
    `insert into public.rate_limits as r (identifier, identifier_type, endpoint, window_start, request_count)
     values ($1, $2, $3, date_bin(make_interval(mins => $4::int), now(), timestamptz '2000-01-01 00:00:00+00'), $5)
     on conflict (identifier, identifier_type, endpoint, window_start)
     do update set request_count = excluded.request_count`,
    [identifier, type, endpoint, windowMinutes, count],
  )
}
