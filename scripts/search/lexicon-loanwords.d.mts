// Types of the search lexicon's thirteenth-pass entries (scripts/search/lexicon-loanwords.mjs) for the tests.
import type { LexiconEntry } from './lexicon.mjs'
export const loanwordLexicon: LexiconEntry[]
