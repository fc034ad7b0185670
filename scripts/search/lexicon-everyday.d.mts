// Types of the search lexicon's twelfth-pass entries (scripts/search/lexicon-everyday.mjs) for the tests.
import type { LexiconEntry } from './lexicon.mjs'
export const everydayLexicon: LexiconEntry[]
