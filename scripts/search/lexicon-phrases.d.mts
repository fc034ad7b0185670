// Types of the search lexicon's phrase entries (scripts/search/lexicon-phrases.mjs, eighth pass) for the tests.
import type { LexiconEntry } from './lexicon.mjs'
export const phraseLexicon: LexiconEntry[]
