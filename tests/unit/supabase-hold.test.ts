/**
 * Issue 51: the auth client is held back while a signed-in page paints first, and loads when
 * released (the page's paint, or a guard that needs it); a hold nobody releases ends on its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const createClient = vi.hoisted(() => vi.fn(() => ({ auth: { onAuthStateChange: vi.fn() } })))
vi.mock('@supabase/supabase-js', () => ({ createClient }))

async function freshModule() {
  vi.resetModules()
  return { ...(await import('@/lib/supabase')), ...(await import('@/lib/first-paint')) }
}

beforeEach(() => createClient.mockClear())
afterEach(() => vi.useRealTimers())

describe('the auth client held for the first paint', () => {
  it('without a hold, the client loads on the first call', async () => {
    const { getSupabase } = await freshModule()
    await getSupabase()
    expect(createClient).toHaveBeenCalledTimes(1)
  })

  it('held, it does not load until released; then once', async () => {
    const { getSupabase, holdClientUntilPainted, releaseClient } = await freshModule()
    holdClientUntilPainted()
    const first = getSupabase()
    const second = getSupabase()
    await vi.dynamicImportSettled()
    expect(createClient).not.toHaveBeenCalled()
    releaseClient()
    expect(await first).toBe(await second)
    expect(createClient).toHaveBeenCalledTimes(1)
  })

  it('a hold nobody releases ends by itself', async () => {
    vi.useFakeTimers()
    const { getSupabase, holdClientUntilPainted } = await freshModule()
    holdClientUntilPainted()
    const client = getSupabase()
    await vi.advanceTimersByTimeAsync(4000)
    vi.useRealTimers()
    await client
    expect(createClient).toHaveBeenCalledTimes(1)
  })

  it('a hold asked for after the client was requested changes nothing', async () => {
    const { getSupabase, holdClientUntilPainted } = await freshModule()
    const client = getSupabase()
    holdClientUntilPainted()
    await client
    expect(createClient).toHaveBeenCalledTimes(1)
  })
})
