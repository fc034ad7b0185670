/**
 * The search lexicon's seed (issue 45, supabase/migrations/20261201050000_search_lexicon_seed.sql)
 * and its dialect entries (20261209000000_search_lexicon_dialect.sql, the fourth pass) against the
 * real database: every entry of scripts/search/lexicon.mjs, lexicon-dialect.mjs and
 * lexicon-phrases.mjs (20261213000100, the eighth pass), lexicon-knowing.mjs (20261214000100, the
 * ninth pass), lexicon-everyday.mjs (20261217000000, the twelfth pass) and lexicon-loanwords.mjs
 * (20261218000100, the thirteenth pass) — all read through the generator's allLexiconEntries — is a
 * row (none dropped by the table's unique search key), the database computes the same key as the
 * generator's twin (scripts/search/lexicon-key.mjs), the query matcher's table holds each entry's
 * stems, and a Gulf query with no MSA word of its need finds the catalogue's prompt through the
 * dialect entries.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { lexicon as seed } from '../../../scripts/search/lexicon.mjs'
import { dialectLexicon } from '../../../scripts/search/lexicon-dialect.mjs'
import { knowingCorrections } from '../../../scripts/search/lexicon-knowing.mjs'
import { allLexiconEntries } from '../../../scripts/search/generate-lexicon.mjs'
import { searchStems } from '../../../scripts/search/lexicon-key.mjs'
import { sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const lexicon = allLexiconEntries

type Row = {
  term: string
  maps_to: string[]
  kind: string
  dialect: string
  source: string
  term_key: string
  stem: string | null
  maps: string[] | null
}

describe('the seeded search lexicon', () => {
  it('holds every entry of the seed and of the dialect list, keyed as the generator keys it', async () => {
    const rows = await sql<Row>(
      `select l.term, l.maps_to, l.kind, l.dialect, l.source, l.term_key, t.stem, t.maps
         from public.search_lexicon l
         left join private.search_lexicon_terms t on t.lexicon_id = l.id
        where l.term = any($1::text[])`,
      [lexicon.map((e) => e.term)],
    )
    const byTerm = new Map(rows.map((r) => [r.term, r]))
    const missing = lexicon.filter((e) => !byTerm.has(e.term)).map((e) => e.term)
    expect(missing).toEqual([])
    for (const e of lexicon) {
      const row = byTerm.get(e.term)!
      expect({ kind: row.kind, dialect: row.dialect, source: row.source }, e.term).toEqual({
        kind: e.kind,
        dialect: e.dialect,
        source: e.source,
      })
      // A seeded entry corrected later (ninth pass) maps as corrected.
      const maps = knowingCorrections.find((c) => c.term === e.term)?.to ?? e.maps_to
      expect([...row.maps_to].sort(), e.term).toEqual([...maps].sort())
      expect(row.term_key, e.term).toBe(searchStems(e.term))
      expect(row.stem, e.term).toBe(row.term_key)
      // Request talk is dropped (no stems to add); every other entry adds its terms' stems.
      expect((row.maps ?? []).length > 0, e.term).toBe(e.kind !== 'stop')
    }
  })

  it('keeps an edited term when the seed is applied again (inserts only)', async () => {
    const [entry] = seed.filter((e) => e.kind === 'word')
    const [before] = await sql<{ id: number; maps_to: string[] }>(
      'select id, maps_to from public.search_lexicon where term = $1',
      [entry!.term],
    )
    await sql(
      `insert into public.search_lexicon (term, maps_to, kind, dialect, source)
       values ($1, array['منشأة']::text[], 'word', 'gulf', 'admin') on conflict do nothing`,
      [entry!.term],
    )
    const [after] = await sql<{ id: number; maps_to: string[] }>(
      'select id, maps_to from public.search_lexicon where term = $1',
      [entry!.term],
    )
    expect(after).toEqual(before)
  })
})

describe('the dialect entries (fourth pass)', () => {
  let user: TestUser
  beforeAll(async () => {
    user = await createTestUser()
  })

  async function firstSlugs(query: string, n: number) {
    const { data, error } = await user.client.rpc('search_prompts', { p_query: query, p_limit: n })
    expect(error).toBeNull()
    return (data as { slug: string }[]).map((r) => r.slug)
  }

  it('a Gulf word with no MSA in the query finds the MSA prompt it means', async () => {
    // «يتحلطم» (grumbles, complains) and «تفنيش» (dismissal, from English "finish") are in no
    // prompt; the dialect entries bridge them to «شكوى» and «إنهاء الخدمة». Without the entries
    // the first results are unrelated prompts that hold «زبون» or «موظف» only.
    for (const term of ['يتحلطم', 'تفنيش'])
      expect(dialectLexicon.some((e) => e.term === term)).toBe(true)
    expect(await firstSlugs('الزبون يتحلطم', 3)).toContain('wr-escalated-complaint-response')
    const dismissal = await firstSlugs('تفنيش موظف', 5)
    expect(dismissal).toEqual(
      expect.arrayContaining([
        'wr-contract-termination-notice',
        'ops-offboarding-final-settlement',
      ]),
    )
    // Request talk of the dialect list is dropped: «ابغى ارد على زبون مقهور» answers as
    // «الرد على عميل غاضب» does, complaint replies first.
    expect((await firstSlugs('ابغى ارد على زبون مقهور', 3))[0]).toBe(
      'wr-escalated-complaint-response',
    )
  })
})
