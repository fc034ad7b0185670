import { Check, X } from 'lucide-react'
import { cn } from '@/lib/cn'
import { passwordStrength, strengthCriteria, type StrengthTone } from '@/lib/password-strength'

const toneBar: Record<StrengthTone, string> = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
  green: 'bg-green-500',
}
const toneText: Record<StrengthTone, string> = {
  red: 'text-red-400',
  yellow: 'text-yellow-300',
  blue: 'text-blue-400',
  green: 'text-green-400',
}

/** Five bars, a label and the five-criteria checklist (spec doc 1 section 4). Advice only. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password)
  return (
    <div id={id} className="grid gap-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <span
            key={index}
            data-filled={index < strength.score}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-muted transition-colors',
              index < strength.score && toneBar[strength.tone],
            )}
          />
        ))}
      </div>
      <p className="text-sm" aria-live="polite">
        قوة كلمة المرور:{' '}
        <span className={cn('font-bold', toneText[strength.tone])} data-tone={strength.tone}>
          {strength.label}
        </span>
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="متطلبات كلمة المرور">
        {strengthCriteria.map((criterion) => {
          const met = strength.met[criterion.id]
          return (
            <li
              key={criterion.id}
              className={cn(
                'flex items-center gap-2',
                met ? 'text-green-400' : 'text-muted-foreground',
              )}
            >
              {met ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <X aria-hidden="true" className="size-4" />
              )}
              <span>{criterion.label}</span>
              <span className="sr-only">{met ? '(متحقق)' : '(غير متحقق)'}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
