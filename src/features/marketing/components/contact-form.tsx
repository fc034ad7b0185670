import { zodResolver } from '@hookform/resolvers/zod'
import { SendForward } from '@/components/icons/directional'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { authStore } from '@/lib/auth-store'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { openSupportRequest, SupportRequestError } from '@/lib/support-request'
import { submitContact, SubmitError } from '../api/submit'
import { contactSchema, type ContactValues } from '../schemas'

export function ContactForm() {
  const hydrated = useHydrated()
  // On the static /contact page src/islands/contact.ts runs this form (same checks and calls).
  const isStatic = useStaticRender() !== null
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  })

  // A signed-in member's message becomes a support request they follow in /dashboard/help.
  const signedIn = hydrated && Boolean(authStore.getSnapshot().session)

  async function onSubmit(values: ContactValues) {
    if (authStore.getSnapshot().session) {
      try {
        await openSupportRequest({
          subject: values.subject.trim().length >= 3 ? values.subject : `تواصل: ${values.subject}`,
          category: 'other',
          message: values.message,
          source: 'contact',
        })
        toast.success('تم إرسال الرسالة', {
          description: 'أصبحت رسالتك طلب دعم، وتتابع الرد عليه من صفحة المساعدة في لوحة التحكم.',
        })
        reset()
      } catch (error) {
        toast.error('تعذّر إرسال الرسالة', {
          description:
            error instanceof SupportRequestError
              ? error.message
              : `يرجى المحاولة مرة أخرى أو مراسلتنا على ${siteConfig.email}`,
        })
      }
      return
    }
    try {
      const outcome = await submitContact(values)
      // Spec 4 and 8: the success toast, then an empty form for the next message.
      toast.success('تم إرسال الرسالة', { description: outcome.message })
      reset()
    } catch (error) {
      // What was typed stays in the form, so nothing has to be written twice.
      const refusal = error instanceof SubmitError ? error : null
      if (refusal?.field)
        setError(refusal.field, { message: refusal.message }, { shouldFocus: true })
      toast.error('تعذّر إرسال الرسالة', {
        description:
          refusal?.message ?? `يرجى المحاولة مرة أخرى أو مراسلتنا على ${siteConfig.email}`,
      })
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="نموذج التواصل"
      data-island={isStatic ? 'contact' : undefined}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="الاسم" required error={errors.name?.message}>
          {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
        </Field>
        <Field label="البريد الإلكتروني" required error={errors.email?.message}>
          {(control) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="auto"
              {...control}
              {...register('email')}
            />
          )}
        </Field>
      </div>
      <Field label="الموضوع" required error={errors.subject?.message}>
        {(control) => <Input {...control} {...register('subject')} />}
      </Field>
      <Field label="الرسالة" required error={errors.message?.message}>
        {(control) => <Textarea rows={6} {...control} {...register('message')} />}
      </Field>
      {signedIn || isStatic ? (
        <p
          className="text-sm text-muted-foreground"
          hidden={isStatic ? true : undefined}
          data-signed-in-only={isStatic ? '' : undefined}
        >
          أنت مسجّل الدخول: ستصل رسالتك طلبَ دعم حسب خطتك، وتتابع الرد عليه من{' '}
          <Link to={paths.dashboard.help} className="text-primary underline">
            صفحة المساعدة
          </Link>
          .
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated || isSubmitting}
        className="w-full sm:w-fit"
      >
        <SendForward aria-hidden="true" />
        {isSubmitting ? 'جارٍ الإرسال...' : 'إرسال الرسالة'}
      </Button>
    </form>
  )
}
