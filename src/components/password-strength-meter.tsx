import { Check, X } from 'lucide-react'
import { useStaticRender } from '@/hooks/use-static-render'
import { cn } from '@/lib/cn'
import {
  passwordStrength,
  strengthCriteria,
  strengthCriterionText,
  strengthToneBar,
  strengthToneText,
} from '@/lib/password-strength'

/**
 * Five bars, a label and the five-criteria checklist (spec doc 1 section 4). Advice only. On a
 * static page (issue 51) both icons of each criterion are in the markup and
 * src/islands/password-strength.ts redraws the meter as the password is typed.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password)
  const isStatic = useStaticRender() !== null
  return (
    <div id={id} className="grid gap-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <span
            key={index}
            data-filled={index < strength.score}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-muted transition-colors',
              index < strength.score && strengthToneBar[strength.tone],
            )}
          />
        ))}
      </div>
      <p className="text-sm" aria-live="polite">
        قوة كلمة المرور:{' '}
        <span
          className={cn('font-bold', strengthToneText[strength.tone])}
          data-tone={strength.tone}
        >
          {strength.label}
        </span>
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="متطلبات كلمة المرور">
        {strengthCriteria.map((criterion) => {
          const met = strength.met[criterion.id]
          return (
            <li
              key={criterion.id}
              data-criterion={isStatic ? criterion.id : undefined}
              className={cn(
                'flex items-center gap-2',
                met ? strengthCriterionText.met : strengthCriterionText.unmet,
              )}
            >
              {isStatic ? (
                <>
                  <Check
                    aria-hidden="true"
                    data-icon="met"
                    className={cn('size-4', !met && 'hidden')}
                  />
                  <X
                    aria-hidden="true"
                    data-icon="unmet"
                    className={cn('size-4', met && 'hidden')}
                  />
                </>
              ) : met ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <X aria-hidden="true" className="size-4" />
              )}
              <span>{criterion.label}</span>
              <span className="sr-only" data-slot={isStatic ? 'met' : undefined}>
                {met ? '(متحقق)' : '(غير متحقق)'}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
