/*
 * A success toast that outlives a page load (issue 51): the static /login page signs in and then
 * loads the app page the visitor came from; its «تم تسجيل الدخول بنجاح» is kept here for that
 * tab's next page, which shows it (the app: AppProviders; a static page keeps its own toast).
 */
const FLASH_KEY = 'sanad:flash-toast'

export type FlashToast = { title: string; description?: string }

export function saveFlashToast(flash: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash))
  } catch {
    // Storage refused (private mode): the toast is lost, nothing else.
  }
}

/** The saved toast, removed as it is read (shown once). */
export function takeFlashToast(): FlashToast | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY)
    if (raw === null) return null
    sessionStorage.removeItem(FLASH_KEY)
    const parsed = JSON.parse(raw) as Partial<FlashToast> | null
    return typeof parsed?.title === 'string'
      ? {
          title: parsed.title,
          description: typeof parsed.description === 'string' ? parsed.description : undefined,
        }
      : null
  } catch {
    return null
  }
}
