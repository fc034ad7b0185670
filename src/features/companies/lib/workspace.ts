/*
 * The workspace a user last chose («حسابي الشخصي» or a company), kept on this device per user so
 * the dashboard opens where they left it; the URL stays the authority on every company page.
 */
export const PERSONAL = 'personal'

const key = (userId: string) => `sanad:workspace:${userId}`

export function readWorkspace(userId: string): string {
  try {
    return window.localStorage.getItem(key(userId)) ?? PERSONAL
  } catch {
    return PERSONAL
  }
}

export function writeWorkspace(userId: string, workspace: string): void {
  try {
    window.localStorage.setItem(key(userId), workspace)
  } catch {
    // Private mode or a full storage: the choice is simply not remembered.
  }
}
