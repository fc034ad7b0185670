// Types of the search lexicon's ninth-pass entries (scripts/search/lexicon-knowing.mjs) for the tests.
import type { LexiconEntry } from './lexicon.mjs'
export const knowingLexicon: LexiconEntry[]
export const knowingCorrections: { term: string; from: string[]; to: string[] }[]
