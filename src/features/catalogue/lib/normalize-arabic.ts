// The normalisation is shared (src/lib): the kits search uses it too.
export { matchesQuery, normalizeArabic } from '@/lib/normalize-arabic'
