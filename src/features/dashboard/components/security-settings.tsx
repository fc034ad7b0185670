import { useId, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { signsInWithPassword } from '@/lib/password-account'
import { toast } from '@/lib/toast'
import { changePassword, signOutEverywhere } from '../api/account'
import { firstPasswordSchema, passwordSchema } from '../schemas'

type PasswordValues = { currentPassword: string; password: string; confirmPassword: string }

/**
 * Password change (supabase.auth.updateUser with the current password; the auth server ends the
 * other sessions) and signing out of every device.
 */
export function SecuritySettings({ onSignedOut }: { onSignedOut: () => void }) {
  const hasPassword = signsInWithPassword()
  const keepId = useId()
  const [keepThisDevice, setKeepThisDevice] = useState(true)
  const form = useForm<PasswordValues>({
    resolver: zodResolver(hasPassword ? passwordSchema : firstPasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  })
  const change = useMutation({
    mutationFn: (values: PasswordValues) => changePassword({ ...values, keepThisDevice }),
    onSuccess: () => {
      form.reset()
      if (keepThisDevice) {
        toast.success('تم تغيير كلمة المرور', {
          description: 'سُجّل الخروج من أجهزتك الأخرى، وأرسلنا إشعاراً إلى بريدك.',
        })
      } else {
        toast.success('تم تغيير كلمة المرور وتسجيل الخروج من جميع الأجهزة')
        onSignedOut()
      }
    },
    onError: (error) => toast.error(error.message),
  })
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: onSignedOut,
    onError: (error) => toast.error(error.message),
  })
  const errors = form.formState.errors
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">تغيير كلمة المرور</CardTitle>
          <CardDescription>
            8 أحرف على الأقل، ويفضّل أن تجمع بين حروف كبيرة وصغيرة وأرقام ورموز.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid max-w-md gap-4"
            noValidate
            onSubmit={form.handleSubmit((v) => change.mutate(v))}
          >
            {hasPassword ? (
              <Field label="كلمة المرور الحالية" required error={errors.currentPassword?.message}>
                {(c) => (
                  <Input
                    {...c}
                    type="password"
                    autoComplete="current-password"
                    {...form.register('currentPassword')}
                  />
                )}
              </Field>
            ) : null}
            <Field label="كلمة المرور الجديدة" required error={errors.password?.message}>
              {(c) => (
                <Input
                  {...c}
                  type="password"
                  autoComplete="new-password"
                  {...form.register('password')}
                />
              )}
            </Field>
            <Field label="تأكيد كلمة المرور" required error={errors.confirmPassword?.message}>
              {(c) => (
                <Input
                  {...c}
                  type="password"
                  autoComplete="new-password"
                  {...form.register('confirmPassword')}
                />
              )}
            </Field>
            <div className="flex items-start gap-3">
              <Checkbox
                id={keepId}
                checked={keepThisDevice}
                aria-describedby={`${keepId}-details`}
                onCheckedChange={(value) => setKeepThisDevice(value === true)}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <label htmlFor={keepId} className="font-medium">
                  إبقائي مسجلاً على هذا الجهاز
                </label>
                <p id={`${keepId}-details`} className="text-sm text-muted-foreground">
                  يُسجَّل الخروج من كل أجهزتك الأخرى عند تغيير كلمة المرور.
                </p>
              </div>
            </div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'جارٍ الحفظ...' : 'تغيير كلمة المرور'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">الأجهزة</CardTitle>
          <CardDescription>
            سجّل الخروج من كل الأجهزة والمتصفحات التي دخلت منها إلى حسابك.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="destructive"
            disabled={everywhere.isPending}
            onClick={() => everywhere.mutate()}
          >
            تسجيل الخروج من جميع الأجهزة
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
