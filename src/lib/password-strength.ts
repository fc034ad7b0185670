/**
 * Password strength (spec doc 1 section 4): one point per criterion met, 0 to 5. Advice only:
 * the meter never blocks the wizard.
 */
export type StrengthCriterion = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol'

export const strengthCriteria: readonly { id: StrengthCriterion; label: string; test: RegExp }[] = [
  { id: 'length', label: '8 أحرف على الأقل', test: /^.{8,}$/su },
  { id: 'lowercase', label: 'حرف صغير (a-z)', test: /[a-z]/ },
  { id: 'uppercase', label: 'حرف كبير (A-Z)', test: /[A-Z]/ },
  { id: 'digit', label: 'رقم (0-9)', test: /[0-9]/ },
  { id: 'symbol', label: 'رمز خاص (!@#$...)', test: /[^A-Za-z0-9\s]/ },
]

export type StrengthTone = 'red' | 'yellow' | 'blue' | 'green'

export type PasswordStrength = {
  score: number
  met: Record<StrengthCriterion, boolean>
  label: string
  tone: StrengthTone
}

export function passwordStrength(password: string): PasswordStrength {
  const met = Object.fromEntries(
    strengthCriteria.map((criterion) => [criterion.id, criterion.test.test(password)]),
  ) as Record<StrengthCriterion, boolean>
  const score = Object.values(met).filter(Boolean).length
  if (score <= 1) return { score, met, label: 'ضعيفة', tone: 'red' }
  if (score === 2) return { score, met, label: 'متوسطة', tone: 'yellow' }
  if (score === 3) return { score, met, label: 'قوية', tone: 'blue' }
  return { score, met, label: 'قوية جداً', tone: 'green' }
}

/** The meter's colours per tone (PasswordStrengthMeter, and src/islands/password-strength.ts). */
export const strengthToneBar: Record<StrengthTone, string> = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
  green: 'bg-green-500',
}
export const strengthToneText: Record<StrengthTone, string> = {
  red: 'text-red-400',
  yellow: 'text-yellow-300',
  blue: 'text-blue-400',
  green: 'text-green-400',
}
/** A criterion's line, met or not. */
export const strengthCriterionText = { met: 'text-green-400', unmet: 'text-muted-foreground' }
