/**
 * The zero-result log cannot be blinded (issue 41, finding 6), through supabase-js against the
 * real stack. The attack: random strings searched anonymously from a few dozen addresses (each
 * within search_prompts' 120 a minute) filled public.search_gaps to its 5,000 rows, after which
 * every real unmet query was silently dropped. Now a full list makes room by dropping its weakest
 * row, one address records at most 30 gap searches an hour, and the list counts distinct askers
 * (salted for the day, never the address) so that noise from few addresses ranks last.
 */
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { clientFrom, freshIp, withinOneWindow } from './support.ts'

const GROUP = 61
const CAP = 5000
const BUDGET = 30
const run = randomUUID().replace(/\D/g, '').slice(0, 8)
/** A query no prompt matches, unique to this run (normalised as the log stores it). */
// Letters no word has in this order (a real word like «لاشيء» meets prompts in issue 44's library).
const nothing = (tag: string) => `ظضغ${run}${tag}`
const budgetQuery = (i: number) => nothing(`3${String(i).padStart(2, '0')}`)

let admin: TestUser
beforeAll(async () => {
  admin = await createTestUser({ admin: true })
})
afterAll(async () => {
  await sql(`delete from public.search_gaps where query like $1 or query like $2`, [
    `flood-${run}-%`,
    `ظضغ${run}%`,
  ])
})

async function searchNothing(client: SupabaseClient, query: string) {
  const { data, error, status } = await client.rpc('search_prompts', { p_query: query })
  expect(error).toBeNull()
  expect(status).toBe(200)
  // Fewer than 3 prompts: what the log counts.
  expect((data as unknown[]).length).toBeLessThan(3)
}

async function gap(query: string) {
  const rows = await sql<{ searches: number; askers: number }>(
    // askers through to_jsonb: the same query runs on the schema before the fix (no such column).
    `select searches, (to_jsonb(g) ->> 'askers')::int as askers from public.search_gaps g
      where query = $1`,
    [query],
  )
  return rows[0] ?? null
}

async function floodThenAsk() {
  // What ~5,000 random searches from a few dozen addresses leave behind: the list at its cap,
  // every row searched once by one asker (made directly here: the flood itself takes minutes).
  await sql(
    `insert into public.search_gaps (query, searches, last_results, first_seen_at, last_seen_at)
     select 'flood-' || $1 || '-' || g, 1, 0, now() - interval '1 hour', now() - interval '1 hour'
       from generate_series(1, greatest(0, $2::int - (select count(*)::int from public.search_gaps))) g`,
    [run, CAP],
  )
  expect(
    (await sql<{ n: number }>('select count(*)::int as n from public.search_gaps'))[0]!.n,
  ).toBeGreaterThanOrEqual(CAP)

  const real = nothing('1')
  await searchNothing(clientFrom(freshIp(GROUP)), real)
  expect(await gap(real)).toEqual({ searches: 1, askers: 1 })
  // Asked again by someone else: it now outranks every row of the flood.
  await searchNothing(clientFrom(freshIp(GROUP)), real)
  expect(await gap(real)).toEqual({ searches: 2, askers: 2 })
  // The list stays at its cap: a flood row made room.
  const [size] = await sql<{ n: number; flood: number }>(
    `select count(*)::int as n, count(*) filter (where query like $1)::int as flood
       from public.search_gaps`,
    [`flood-${run}-%`],
  )
  expect(size!.n).toBeLessThanOrEqual(CAP)

  // More noise cannot push the real query out: new noise replaces older noise.
  const attacker = clientFrom(freshIp(GROUP))
  for (let i = 0; i < 5; i += 1) await searchNothing(attacker, nothing(`2${i}`))
  expect(await gap(real)).toEqual({ searches: 2, askers: 2 })
  const [after] = await sql<{ n: number; flood: number }>(
    `select count(*)::int as n, count(*) filter (where query like $1)::int as flood
       from public.search_gaps`,
    [`flood-${run}-%`],
  )
  expect(after!.n).toBeLessThanOrEqual(CAP)
  expect(after!.flood).toBeLessThan(size!.flood)
}

describe('the zero-result log under a flood', () => {
  it('a list filled with noise still records a real unmet query (the weakest row makes room)', async () => {
    try {
      await floodThenAsk()
    } finally {
      await sql(`delete from public.search_gaps where query like $1`, [`flood-${run}-%`])
    }
  })

  it('one address records at most 30 gap searches an hour; its searches still answer', async () => {
    await withinOneWindow(60, 30_000)
    const ip = freshIp(GROUP)
    const client = clientFrom(ip)
    for (let i = 0; i < BUDGET; i += 1) await searchNothing(client, budgetQuery(i))
    const recorded = await sql<{ n: number }>(
      'select count(*)::int as n from public.search_gaps where query like $1',
      [`ظضغ${run}3%`],
    )
    expect(recorded[0]!.n).toBe(BUDGET)

    // Past the budget: the search answers as before, but nothing is logged for this address.
    const over = nothing('4')
    await searchNothing(client, over)
    expect(await gap(over)).toBeNull()
    await searchNothing(client, budgetQuery(0))
    expect(await gap(budgetQuery(0))).toEqual({ searches: 1, askers: 1 })
    // Another address is not affected.
    await searchNothing(clientFrom(freshIp(GROUP)), over)
    expect(await gap(over)).toEqual({ searches: 1, askers: 1 })
  }, 90_000)

  it('counts distinct askers, not who they are; admins rank by them and can dismiss', async () => {
    const repeated = nothing('5')
    const shared = nothing('6')
    const one = clientFrom(freshIp(GROUP))
    for (let i = 0; i < 3; i += 1) await searchNothing(one, repeated)
    const ips = [freshIp(GROUP), freshIp(GROUP)]
    for (const ip of ips) await searchNothing(clientFrom(ip), shared)
    // A signed-in user counts once as an account, whatever the address.
    const user = await createTestUser()
    await searchNothing(user.client, shared)
    await searchNothing(user.client, shared)

    expect(await gap(repeated)).toEqual({ searches: 3, askers: 1 })
    expect(await gap(shared)).toEqual({ searches: 4, askers: 3 })

    // What is kept about the askers: hashes of the day, never an address or an account id.
    const hashes = await sql<{ asker: string }>(
      'select asker from private.search_gap_askers where query = $1',
      [shared],
    )
    expect(hashes).toHaveLength(3)
    for (const { asker } of hashes) {
      expect(asker).toMatch(/^[0-9a-f]{32}$/)
      expect([...ips, user.id]).not.toContain(asker)
    }

    const { data, error } = await admin.client
      .from('search_gaps')
      .select('query, askers, searches')
      .in('query', [repeated, shared])
      .order('askers', { ascending: false })
      .order('searches', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { query: shared, askers: 3, searches: 4 },
      { query: repeated, askers: 1, searches: 3 },
    ])

    const dismissed = await admin.client.from('search_gaps').delete().eq('query', shared)
    expect(dismissed.error).toBeNull()
    expect(await gap(shared)).toBeNull()
    expect(await sql('select 1 from private.search_gap_askers where query = $1', [shared])).toEqual(
      [],
    )
  })
})
