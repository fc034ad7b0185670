import { useEffect, type ChangeEvent } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { toast } from '@/lib/toast'
import { useJoinWaitlist, WaitlistError } from '../api/join-waitlist'
import { ensureCsrfToken } from '../csrf'
import { waitlistMessages } from '../messages'
import { waitlistSchema, type WaitlistValues } from '../schemas'

/** Upper-cases as the visitor types, keeping the caret where it was. */
function upperCaseInput(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target
  const upper = input.value.toUpperCase()
  if (upper === input.value) return
  const { selectionStart, selectionEnd } = input
  input.value = upper
  input.setSelectionRange(selectionStart, selectionEnd)
}

export function WaitlistForm({ onJoined }: { onJoined: (email: string) => void }) {
  const join = useJoinWaitlist()
  const hydrated = useHydrated()
  // On the static /waitlist page src/islands/waitlist.ts runs this form (same checks and calls).
  const isStatic = useStaticRender() !== null
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { name: '', email: '', inviteCode: '' },
  })

  // Spec 4: a CSRF token is generated at start when no valid one is stored.
  useEffect(() => {
    ensureCsrfToken()
  }, [])

  function onSubmit(values: WaitlistValues) {
    join.mutate(values, {
      onSuccess: () => {
        toast.success(waitlistMessages.successTitle, {
          description: waitlistMessages.successDescription,
        })
        onJoined(values.email)
      },
      onError: (error) => {
        const message = error instanceof WaitlistError ? error.message : waitlistMessages.fallback
        if (error instanceof WaitlistError && error.field) {
          setError(error.field, { message }, { shouldFocus: true })
        }
        // What was typed stays in the form so the visitor can correct it and try again.
        toast.error(waitlistMessages.errorTitle, { description: message })
      },
    })
  }

  const inviteCode = register('inviteCode')

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="نموذج التسجيل في قائمة الانتظار"
      data-island={isStatic ? 'waitlist' : undefined}
      className="grid gap-5"
    >
      <Field label="الاسم" required error={errors.name?.message}>
        {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
      </Field>
      <Field label="البريد الإلكتروني" required error={errors.email?.message}>
        {(control) => (
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            placeholder="name@example.com"
            {...control}
            {...register('email')}
          />
        )}
      </Field>
      <Field
        label="رمز الدعوة (اختياري)"
        hint="إن وصلك رمز دعوة فأدخله هنا."
        error={errors.inviteCode?.message}
      >
        {(control) => (
          <Input
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            {...control}
            {...inviteCode}
            onChange={(event) => {
              upperCaseInput(event)
              return inviteCode.onChange(event)
            }}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={!hydrated || join.isPending} className="w-full">
        <ShieldCheck aria-hidden="true" />
        {join.isPending ? waitlistMessages.submitting : waitlistMessages.submit}
      </Button>
    </form>
  )
}
