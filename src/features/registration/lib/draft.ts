import { emptyRegistration, type RegistrationData, type WizardStep } from '../schemas'
import { TOTAL_STEPS } from '../options'

/**
 * The wizard's draft on this device: a visitor who closes the tab at step N comes back to step N
 * with what they typed. The password and its confirmation are never written (they are typed
 * again), so a draft saved on the plan step resumes on the password step. Cleared once the
 * account is created.
 */
export const DRAFT_KEY = 'sanad.registration-draft'
const PASSWORD_STEP = 8

type StoredDraft = { step: WizardStep; data: RegistrationData }

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): the wizard simply starts fresh.
    return null
  }
}

export function saveDraft(step: WizardStep, data: RegistrationData): void {
  const { password: _password, confirmPassword: _confirm, ...kept } = data
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ step, data: kept }))
  } catch {
    // A full storage quota only loses the draft, never the form.
  }
}

/** The saved draft, or null when there is none or it is not one we wrote. */
export function loadDraft(): StoredDraft | null {
  let parsed: unknown
  try {
    const raw = storage()?.getItem(DRAFT_KEY)
    if (!raw) return null
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { step, data } = parsed as { step?: unknown; data?: unknown }
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > TOTAL_STEPS) {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const restored: RegistrationData = { ...emptyRegistration }
  for (const key of Object.keys(emptyRegistration) as (keyof RegistrationData)[]) {
    if (key === 'password' || key === 'confirmPassword') continue
    const value = (data as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.length <= 500) {
      ;(restored as Record<string, string>)[key] = value
    }
  }
  if (restored.signUpMethod !== 'manual' && restored.signUpMethod !== 'google') {
    restored.signUpMethod = ''
  }
  return { step: Math.min(step, PASSWORD_STEP) as WizardStep, data: restored }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * The static first step (src/islands/registration.ts) hands the wizard over with its focus: the
 * wizard then lands keyboard and screen-reader users on step 2's heading, as its own «التالي» does.
 */
const HANDOVER_KEY = 'sanad.registration-handover'

export function markHandover(): void {
  try {
    window.sessionStorage.setItem(HANDOVER_KEY, '1')
  } catch {
    // Without storage the wizard only keeps its focus where it was.
  }
}

/** Whether the static step 1 just handed over (read once). */
export function takeHandover(): boolean {
  try {
    const marked = window.sessionStorage.getItem(HANDOVER_KEY) !== null
    window.sessionStorage.removeItem(HANDOVER_KEY)
    return marked
  } catch {
    return false
  }
}
