import { useSyncExternalStore } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, NativeSelect } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { authStore } from '@/lib/auth-store'
import { toast } from '@/lib/toast'
import { accountKeys, profileQuery, requestEmailChange, updateProfile } from '../api/account'
import { emailChangeSchema, profileSchema, type ProfileValues } from '../schemas'

export type Option = { readonly value: string; readonly label: string }

type ProfileFormProps = {
  companyTypes: readonly Option[]
  companySizes: readonly Option[]
  countries: readonly Option[]
}

function useUserId() {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot).session?.user.id ?? ''
}

/** The registration fields, the avatar, and an e-mail change through the verification link. */
export function ProfileForm(props: ProfileFormProps) {
  const id = useUserId()
  const profile = useQuery({ ...profileQuery(id), enabled: id !== '' })
  if (profile.isPending) return <Skeleton className="h-96" />
  if (profile.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10">
        <p>{profile.error.message}</p>
        <Button onClick={() => void profile.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  const p = profile.data
  return (
    <div className="grid gap-6">
      <DetailsForm
        {...props}
        userId={id}
        defaults={{
          full_name: p.full_name ?? '',
          username: p.username ?? '',
          company_name: p.company_name ?? '',
          job_title: p.job_title ?? '',
          city: p.city ?? '',
          company_type: p.company_type ?? '',
          custom_company_type: p.custom_company_type ?? '',
          country: p.country ?? '',
          phone_number: p.phone_number ?? '',
          company_size: p.company_size ?? '',
          avatar_url: p.avatar_url ?? '',
        }}
      />
      <EmailForm current={p.email ?? ''} pending={p.email_verification_status === 'suspended'} />
    </div>
  )
}

function DetailsForm({
  companyTypes,
  companySizes,
  countries,
  defaults,
  userId,
}: ProfileFormProps & { defaults: ProfileValues; userId: string }) {
  const queryClient = useQueryClient()
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: defaults,
  })
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: () => {
      toast.success('تم حفظ الملف الشخصي')
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) })
    },
    onError: (error) => toast.error(error.message),
  })
  const errors = form.formState.errors
  const avatar = useWatch({ control: form.control, name: 'avatar_url' })
  const type = useWatch({ control: form.control, name: 'company_type' })

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">بياناتك</CardTitle>
        <CardDescription>
          البيانات التي أدخلتها عند التسجيل، ويمكنك تعديلها في أي وقت.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 md:grid-cols-2"
          noValidate
          onSubmit={form.handleSubmit((v) => save.mutate(v))}
        >
          <div className="flex items-center gap-4 md:col-span-2">
            {avatar && /^https:\/\//.test(avatar) ? (
              <img
                src={avatar}
                alt="الصورة الشخصية"
                className="size-16 rounded-full border border-border object-cover"
              />
            ) : (
              <span
                className="flex size-16 items-center justify-center rounded-full bg-primary/15 text-2xl font-bold text-primary"
                aria-hidden="true"
              >
                {defaults.full_name.slice(0, 1) || '؟'}
              </span>
            )}
            <Field
              label="رابط الصورة الشخصية"
              error={errors.avatar_url?.message}
              className="flex-1"
            >
              {(c) => (
                <Input {...c} dir="ltr" placeholder="https://" {...form.register('avatar_url')} />
              )}
            </Field>
          </div>
          <Field label="الاسم الكامل" required error={errors.full_name?.message}>
            {(c) => <Input {...c} autoComplete="name" {...form.register('full_name')} />}
          </Field>
          <Field label="اسم المستخدم" required error={errors.username?.message}>
            {(c) => (
              <Input {...c} dir="ltr" autoComplete="username" {...form.register('username')} />
            )}
          </Field>
          <Field label="اسم الشركة" error={errors.company_name?.message}>
            {(c) => <Input {...c} autoComplete="organization" {...form.register('company_name')} />}
          </Field>
          <Field
            label="المسمى الوظيفي"
            hint="يُملأ تلقائياً في الأوامر التي تستخدم {{مسماي_الوظيفي}}."
            error={errors.job_title?.message}
          >
            {(c) => (
              <Input
                {...c}
                dir="auto"
                autoComplete="organization-title"
                {...form.register('job_title')}
              />
            )}
          </Field>
          <Field
            label="المدينة"
            hint="تُملأ تلقائياً في الأوامر التي تستخدم {{مدينتي}}."
            error={errors.city?.message}
          >
            {(c) => (
              <Input {...c} dir="auto" autoComplete="address-level2" {...form.register('city')} />
            )}
          </Field>
          <Field label="نوع الشركة">
            {(c) => (
              <NativeSelect {...c} {...form.register('company_type')}>
                <option value="">اختر</option>
                {companyTypes.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {type === 'other' ? (
            <Field label="حدد نوع الشركة" error={errors.custom_company_type?.message}>
              {(c) => <Input {...c} {...form.register('custom_company_type')} />}
            </Field>
          ) : null}
          <Field label="البلد">
            {(c) => (
              <NativeSelect {...c} {...form.register('country')}>
                <option value="">اختر</option>
                {countries.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="حجم الشركة">
            {(c) => (
              <NativeSelect {...c} {...form.register('company_size')}>
                <option value="">اختر</option>
                {companySizes.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="رقم الهاتف" error={errors.phone_number?.message}>
            {(c) => (
              <Input
                {...c}
                dir="ltr"
                type="tel"
                autoComplete="tel"
                {...form.register('phone_number')}
              />
            )}
          </Field>
          <div className="md:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'جارٍ الحفظ...' : 'حفظ التغييرات'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function EmailForm({ current, pending }: { current: string; pending: boolean }) {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '' },
  })
  const send = useMutation({
    mutationFn: (email: string) => requestEmailChange(email),
    onSuccess: () => {
      toast.success('أرسلنا رابطَي تأكيد إلى بريدك الجديد وبريدك الحالي', {
        description: 'افتح الرابطين خلال 30 دقيقة لإتمام التغيير.',
      })
      form.reset()
    },
    onError: (error) => toast.error(error.message),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">البريد الإلكتروني</CardTitle>
        <CardDescription>
          بريدك الحالي: <span dir="ltr">{current}</span>
          {pending ? ' · بانتظار تأكيد بريد جديد' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={form.handleSubmit((v) => send.mutate(v.email))}
        >
          <Field
            label="البريد الإلكتروني الجديد"
            error={form.formState.errors.email?.message}
            className="min-w-64 flex-1"
          >
            {(c) => (
              <Input
                {...c}
                dir="ltr"
                type="email"
                autoComplete="email"
                {...form.register('email')}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={send.isPending}>
            {send.isPending ? 'جارٍ الإرسال...' : 'إرسال رابط التأكيد'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
