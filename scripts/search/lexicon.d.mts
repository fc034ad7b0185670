// Types of the search lexicon's seed (scripts/search/lexicon.mjs) for the tests that read it.
export type LexiconKind = 'word' | 'phrase' | 'spelling' | 'loanword' | 'stop'
export type LexiconDialect =
  'gulf' | 'sa' | 'ae' | 'kw' | 'qa' | 'bh' | 'om' | 'eg' | 'lev' | 'msa' | 'en'
export type LexiconEntry = {
  term: string
  maps_to: string[]
  kind: LexiconKind
  dialect: LexiconDialect
  source: string
}
export const SOURCES: Record<string, string>
export const lexicon: LexiconEntry[]
export function group(
  kind: LexiconKind,
  dialect: LexiconDialect,
  source: string,
  rows: Array<string | [string, string[]] | [string, string[], string]>,
): LexiconEntry[]
