/**
 * Unsaved edits live in localStorage, written on every change, so a reload, a closed tab or a
 * dropped connection loses nothing; a successful save removes the draft. Keyed by user and by
 * prompt ("new" for a prompt not yet created), so two accounts on one browser never mix.
 */
export type DraftValues = {
  title: string
  description: string
  body: string
  category: string
  platforms: string[]
  tags: string
  note: string
}

export type Draft = { values: DraftValues; savedAt: string; baseVersion: number | null }

const PREFIX = 'sanad.user-prompt-draft'

function storageKey(userId: string, promptId: string | null): string {
  return `${PREFIX}:${userId}:${promptId ?? 'new'}`
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false
  const { values, savedAt } = value as Partial<Draft>
  if (typeof savedAt !== 'string' || typeof values !== 'object' || values === null) return false
  const v = values as Partial<DraftValues>
  return (
    typeof v.title === 'string' &&
    typeof v.description === 'string' &&
    typeof v.body === 'string' &&
    typeof v.category === 'string' &&
    Array.isArray(v.platforms) &&
    v.platforms.every((p) => typeof p === 'string') &&
    typeof v.tags === 'string' &&
    typeof v.note === 'string'
  )
}

export function readDraft(userId: string, promptId: string | null): Draft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId, promptId))
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return isDraft(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function writeDraft(
  userId: string,
  promptId: string | null,
  values: DraftValues,
  baseVersion: number | null,
): void {
  const draft: Draft = { values, savedAt: new Date().toISOString(), baseVersion }
  try {
    window.localStorage.setItem(storageKey(userId, promptId), JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the form still holds the text; nothing else to do.
  }
}

export function clearDraft(userId: string, promptId: string | null): void {
  try {
    window.localStorage.removeItem(storageKey(userId, promptId))
  } catch {
    // Storage disabled: there is no draft to remove.
  }
}

export function sameValues(a: DraftValues, b: DraftValues): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.body === b.body &&
    a.category === b.category &&
    a.tags === b.tags &&
    a.note === b.note &&
    a.platforms.length === b.platforms.length &&
    a.platforms.every((p, i) => p === b.platforms[i])
  )
}
