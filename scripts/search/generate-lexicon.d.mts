// Types of scripts/search/generate-lexicon.mjs for the tests that read it.
import type { LexiconEntry } from './lexicon.mjs'
export const allLexiconEntries: LexiconEntry[]
export const MIGRATION: string
export const DIALECT_MIGRATION: string
export const PHRASE_MIGRATION: string
export const KNOWING_MIGRATION: string
export const EVERYDAY_MIGRATION: string
export const LOANWORD_MIGRATION: string
export function lexiconSql(): string
export function dialectLexiconSql(): string
export function phraseLexiconSql(): string
export function knowingLexiconSql(): string
export function everydayLexiconSql(): string
export function loanwordLexiconSql(): string
