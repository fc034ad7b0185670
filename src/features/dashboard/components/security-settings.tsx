import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import { changePassword, signOutEverywhere } from '../api/account'
import { passwordSchema } from '../schemas'

/** Password change (supabase.auth.updateUser) and signing out of every device. */
export function SecuritySettings({ onSignedOut }: { onSignedOut: () => void }) {
  const form = useForm<{ password: string; confirmPassword: string }>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const change = useMutation({
    mutationFn: (password: string) => changePassword(password),
    onSuccess: () => {
      toast.success('تم تغيير كلمة المرور')
      form.reset()
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
          <CardTitle>تغيير كلمة المرور</CardTitle>
          <CardDescription>
            8 أحرف على الأقل، ويفضّل أن تجمع بين حروف كبيرة وصغيرة وأرقام ورموز.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid max-w-md gap-4"
            noValidate
            onSubmit={form.handleSubmit((v) => change.mutate(v.password))}
          >
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
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'جارٍ الحفظ...' : 'تغيير كلمة المرور'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>الأجهزة</CardTitle>
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
