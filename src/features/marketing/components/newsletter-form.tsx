import { useRef, useState, type FormEvent } from 'react'
import { Mail } from 'lucide-react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'

type Schemas = typeof import('../schemas')

/*
 * The home page's hero form, kept light: the schema (zod) and the submit call (supabase-js) load
 * on the first submit, not with the page, so a visitor who only reads downloads neither. It
 * behaves as the react-hook-form forms do: validated on submit with the schema's messages, then
 * again on each change once a submit has shown an error; the first invalid field gets the focus.
 */
export function NewsletterForm() {
  const [error, setError] = useState<string | null>(null)
  const [isSubmitting, setSubmitting] = useState(false)
  const hydrated = useHydrated()
  // On the static home page src/islands/newsletter.ts runs this form (same messages and RPC).
  const isStatic = useStaticRender() !== null
  const schemas = useRef<Schemas | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  function validate(value: string, { newsletterSchema }: Schemas) {
    const result = newsletterSchema.safeParse({ email: value })
    if (result.success) return { values: result.data, message: null }
    return {
      values: null,
      message: result.error.issues[0]?.message ?? 'يرجى إدخال بريد إلكتروني صحيح',
    }
  }

  function onChange(value: string) {
    // Re-validated as the visitor corrects it, once an error is showing.
    if (error !== null && schemas.current) setError(validate(value, schemas.current).message)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isSubmitting) return
    setSubmitting(true)
    try {
      schemas.current ??= await import('../schemas')
      // The input is uncontrolled: what was typed into the prerendered page before React took it
      // over is still there (a controlled input is reset to its initial state on hydration).
      const { values, message } = validate(inputRef.current?.value ?? '', schemas.current)
      setError(message)
      if (!values) {
        inputRef.current?.focus()
        return
      }
      const { subscribeNewsletter, SubmitError } = await import('../api/submit')
      try {
        const outcome = await subscribeNewsletter(values)
        // A repeat sign-up is answered as kindly as a new one.
        toast.success(outcome.message, {
          description: 'ستصلك أحدث الأوامر والنصائح على بريدك.',
        })
        if (inputRef.current) inputRef.current.value = ''
      } catch (failure) {
        // The address stays in the input so the visitor can try again.
        toast.error('تعذّر إتمام الاشتراك', {
          description:
            failure instanceof SubmitError ? failure.message : 'يرجى المحاولة مرة أخرى بعد قليل',
        })
      }
    } catch {
      // The form's code could not be loaded (offline).
      toast.error('تعذّر إتمام الاشتراك', { description: 'يرجى المحاولة مرة أخرى بعد قليل' })
    } finally {
      setSubmitting(false)
    }
  }

  const errorId = 'newsletter-email-error'

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="الاشتراك في النشرة البريدية"
      data-island={isStatic ? 'newsletter' : undefined}
      className="flex w-full max-w-xl flex-col gap-2"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          البريد الإلكتروني
        </label>
        <div className="relative flex-1">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="newsletter-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="auto"
            placeholder="أدخل بريدك الإلكتروني"
            className="h-12 ps-10"
            aria-required="true"
            aria-invalid={error !== null}
            aria-describedby={error !== null ? errorId : undefined}
            ref={inputRef}
            name="email"
            defaultValue=""
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'جارٍ الاشتراك...' : 'اشترك الآن'}
        </Button>
      </div>
      {error !== null || isStatic ? (
        <p id={errorId} className="text-sm text-destructive" hidden={isStatic ? true : undefined}>
          {error}
        </p>
      ) : null}
      {error === null ? (
        <p className="text-sm text-muted-foreground" data-hint>
          نشرة شهرية بأفضل الأوامر والنصائح. بلا رسائل مزعجة.
        </p>
      ) : null}
    </form>
  )
}
