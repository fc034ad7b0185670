import { zodResolver } from '@hookform/resolvers/zod'
import { Mail } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { siteConfig } from '@/lib/site'
import { subscribeNewsletter } from '../api/submit'
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
      if (outcome.status === 'sent') {
        toast.success('تم الاشتراك في النشرة البريدية', {
          description: 'شكراً لك، ستصلك أحدث الأوامر والنصائح على بريدك.',
        })
        reset()
      } else {
        toast.info('الاشتراك في النشرة البريدية غير متاح بعد', {
          description: `يرجى مراسلتنا على ${siteConfig.email} وسنضيفك إلى القائمة.`,
        })
      }
    } catch {
      toast.error('تعذّر إتمام الاشتراك، يرجى المحاولة مرة أخرى')
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
