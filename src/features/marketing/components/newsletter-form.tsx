import { zodResolver } from '@hookform/resolvers/zod'
import { Mail } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { subscribeNewsletter, SubmitError } from '../api/submit'
import { newsletterSchema, type NewsletterValues } from '../schemas'

export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
  })

  async function onSubmit(values: NewsletterValues) {
    try {
      const outcome = await subscribeNewsletter(values)
      // A repeat sign-up is answered as kindly as a new one.
      toast.success(outcome.message, {
        description: 'ستصلك أحدث الأوامر والنصائح على بريدك.',
      })
      reset()
    } catch (error) {
      // The address stays in the input so the visitor can try again.
      toast.error('تعذّر إتمام الاشتراك', {
        description:
          error instanceof SubmitError ? error.message : 'يرجى المحاولة مرة أخرى بعد قليل',
      })
    }
  }

  const errorId = 'newsletter-email-error'

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="الاشتراك في النشرة البريدية"
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
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? errorId : undefined}
            {...register('email')}
          />
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'جارٍ الاشتراك...' : 'اشترك الآن'}
        </Button>
      </div>
      {errors.email ? (
        <p id={errorId} className="text-sm text-destructive">
          {errors.email.message}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          نشرة شهرية بأفضل الأوامر والنصائح. بلا رسائل مزعجة.
        </p>
      )}
    </form>
  )
}
