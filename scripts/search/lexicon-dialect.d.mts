// Types of the search lexicon's dialect entries (scripts/search/lexicon-dialect.mjs) for the tests.
import type { LexiconEntry } from './lexicon.mjs'
export const dialectLexicon: LexiconEntry[]
