// Types of scripts/search/lexicon-key.mjs (the JavaScript twin of the database's search key).
export function normalizeArabic(input: string): string
export function searchStems(text: string): string
