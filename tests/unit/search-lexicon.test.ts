// @vitest-environment node
/**
 * The seed of the search lexicon (issue 45, scripts/search/lexicon.mjs) and the entries added after
 * it (scripts/search/lexicon-dialect.mjs, fourth pass; lexicon-phrases.mjs, eighth pass;
 * lexicon-knowing.mjs, ninth pass; lexicon-everyday.mjs, twelfth pass; lexicon-loanwords.mjs,
 * thirteenth pass): at least 600 entries in the seed and 250 in the dialect list, every dialect
 * group of the table represented, a source on every entry, every catalogue term it maps to written
 * as the catalogue writes it, no two entries with one key across the lists (the table is unique on
 * the term's search stems, so a second one would be dropped silently), and each migration is the
 * generator's output.
 */
import { describe, expect, it } from 'vitest'
import { prompts } from '../../scripts/catalogue-data.mjs'
import { lexicon as seed, SOURCES } from '../../scripts/search/lexicon.mjs'
import { dialectLexicon } from '../../scripts/search/lexicon-dialect.mjs'
import { everydayLexicon } from '../../scripts/search/lexicon-everyday.mjs'
import { normalizeArabic, searchStems } from '../../scripts/search/lexicon-key.mjs'
import {
  allLexiconEntries,
  dialectLexiconSql,
  everydayLexiconSql,
  knowingLexiconSql,
  lexiconSql,
  loanwordLexiconSql,
  phraseLexiconSql,
} from '../../scripts/search/generate-lexicon.mjs'
import migration from '../../supabase/migrations/20261201050000_search_lexicon_seed.sql?raw'
import dialectMigration from '../../supabase/migrations/20261209000000_search_lexicon_dialect.sql?raw'
import phraseMigration from '../../supabase/migrations/20261213000100_search_lexicon_phrases.sql?raw'
import knowingMigration from '../../supabase/migrations/20261214000100_search_lexicon_knowing.sql?raw'
import everydayMigration from '../../supabase/migrations/20261217000000_search_lexicon_everyday.sql?raw'
import loanwordMigration from '../../supabase/migrations/20261218000100_search_lexicon_loanwords.sql?raw'

const dialects = ['gulf', 'sa', 'ae', 'kw', 'qa', 'bh', 'om', 'eg', 'lev', 'msa', 'en']
const kinds = ['word', 'phrase', 'spelling', 'loanword', 'stop']
const lexicon = allLexiconEntries
const words = (text: string) =>
  normalizeArabic(text)
    .replace(/[^0-9a-z\u0621-\u064A]+/g, ' ')
    .trim()

describe('the search lexicon seed', () => {
  it('holds at least 600 entries of every kind, with every dialect group of the table', () => {
    expect(seed.length).toBeGreaterThanOrEqual(600)
    // The fourth pass's everyday and business words of the Gulf, in their own migration.
    expect(dialectLexicon.length).toBeGreaterThanOrEqual(250)
    expect(dialectLexicon.filter((e) => e.kind !== 'stop').length).toBeGreaterThanOrEqual(200)
    // The twelfth pass's words of money, online work and staff (none of them request talk).
    expect(everydayLexicon.length).toBeGreaterThanOrEqual(400)
    expect(everydayLexicon.filter((e) => e.kind === 'stop')).toEqual([])
    for (const kind of kinds)
      expect(
        lexicon.some((e) => e.kind === kind),
        kind,
      ).toBe(true)
    for (const dialect of dialects) {
      expect(lexicon.filter((e) => e.dialect === dialect).length, dialect).toBeGreaterThanOrEqual(5)
    }
    for (const e of lexicon) {
      expect(kinds, e.term).toContain(e.kind)
      expect(dialects, e.term).toContain(e.dialect)
    }
  })

  it('fits the table: 1-60 letters, up to 12 mapped terms, and only request talk maps to nothing', () => {
    for (const e of lexicon) {
      expect(e.term.length, e.term).toBeGreaterThanOrEqual(1)
      expect(e.term.length, e.term).toBeLessThanOrEqual(60)
      expect(e.term, e.term).toBe(e.term.trim())
      expect(searchStems(e.term), e.term).not.toBe('')
      expect(e.maps_to.length, e.term).toBeLessThanOrEqual(12)
      expect(e.maps_to.length === 0, e.term).toBe(e.kind === 'stop')
      expect(new Set(e.maps_to).size, e.term).toBe(e.maps_to.length)
    }
  })

  it('names a source on every entry: a listed reference or the catalogue asks phrases', () => {
    const sources = new Set(Object.values(SOURCES))
    for (const e of lexicon) {
      expect(sources.has(e.source), `${e.term}: ${e.source}`).toBe(true)
      expect(e.source.length, e.term).toBeLessThanOrEqual(500)
    }
    // The entries taken from the catalogue's «how people ask» phrases are really in them.
    const asks = ` ${prompts
      .flatMap((p) => p.asks ?? [])
      .map(words)
      .join(' | ')} `
    for (const e of lexicon.filter((x) => x.source === SOURCES.catalogue)) {
      const term = words(e.term)
      expect(new RegExp(` (و|ف|ب|ل|ال|وال)?${term} `).test(asks), e.term).toBe(true)
    }
  })

  it('maps only to terms the catalogue uses, and never to the term itself', () => {
    const text = prompts
      .map((p) =>
        words(
          [
            p.title,
            p.titleEn,
            p.description,
            p.tags.join(' '),
            (p.asks ?? []).join(' '),
            p.body,
          ].join(' '),
        ),
      )
      .map((t) => ` ${t} `)
      .join('\n')
    for (const e of lexicon) {
      for (const term of e.maps_to) {
        expect(text.includes(` ${words(term)} `), `${e.term} → ${term}`).toBe(true)
        expect(searchStems(term), `${e.term} → ${term}`).not.toBe(searchStems(e.term))
      }
    }
  })

  it('has no two entries with one search key (no near-copies)', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const e of lexicon) {
      const key = searchStems(e.term)
      if (seen.has(key)) twice.push(`${e.term} = ${seen.get(key)}`)
      seen.set(key, e.term)
    }
    expect(twice).toEqual([])
  })

  it('is what the migrations insert (generated, not edited by hand)', () => {
    expect(migration).toBe(lexiconSql())
    expect(dialectMigration).toBe(dialectLexiconSql())
    expect(phraseMigration).toBe(phraseLexiconSql())
    expect(knowingMigration).toBe(knowingLexiconSql())
    expect(everydayMigration).toBe(everydayLexiconSql())
    expect(loanwordMigration).toBe(loanwordLexiconSql())
  })
})
