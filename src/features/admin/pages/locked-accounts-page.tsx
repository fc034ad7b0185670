import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formatInteger } from '@/lib/format'
import { useLockedAccounts, useUnlockAccount } from '../api/users'
import { AdminPage, Section } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { QueryState } from '../components/query-state'
import { formatDateTime } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

function UnlockByEmail() {
  const unlock = useUnlockAccount()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = email.trim()
    if (!value) {
      setError('يرجى إدخال البريد الإلكتروني')
      return
    }
    setError(undefined)
    try {
      await unlock.mutateAsync(value)
      setEmail('')
    } catch (e) {
      setError(e instanceof Error ? e.message : undefined)
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label="إلغاء تجميد بالبريد"
    >
      <Field label="البريد الإلكتروني للحساب" error={error} className="min-w-64 flex-1">
        {(c) => (
          <Input
            type="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...c}
          />
        )}
      </Field>
      <Button type="submit" disabled={unlock.isPending}>
        {unlock.isPending ? 'جارٍ التنفيذ...' : 'إلغاء التجميد'}
      </Button>
    </form>
  )
}

export default function LockedAccountsPage() {
  const locked = useLockedAccounts()
  const unlock = useUnlockAccount()
  return (
    <AdminPage
      title="الحسابات المجمدة"
      description="حسابات جُمّدت بعد 5 محاولات دخول خاطئة خلال 15 دقيقة: ساعة للمشرف و3 أيام لغيره."
    >
      <Section title="إلغاء تجميد حساب بالبريد الإلكتروني">
        <UnlockByEmail />
      </Section>
      <Section
        title="المجمّدة حالياً"
        description={locked.data ? `${formatInteger(locked.data.length)} حساب` : undefined}
      >
        <QueryState
          query={locked}
          isEmpty={(rows) => rows.length === 0}
          empty="لا توجد حسابات مجمدة حالياً"
          loadingLabel="جارٍ تحميل الحسابات المجمدة..."
        >
          {(rows) => (
            <ScrollRegion label="الحسابات المجمّدة حالياً">
              <table className="w-full min-w-[40rem] text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 text-start font-medium">
                      الحساب
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      المحاولات
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      جُمّد في
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      حتى
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      إجراء
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.user_id} className="border-t border-border">
                      <td className="p-2">
                        <span className="block font-medium">{row.full_name ?? '—'}</span>
                        <span className="block text-xs text-muted-foreground" dir="ltr">
                          {row.email}
                        </span>
                        {row.is_admin ? (
                          <span className="text-xs text-accent">حساب مشرف</span>
                        ) : null}
                      </td>
                      <td className="p-2">{formatInteger(row.failed_attempts)}</td>
                      <td className="p-2">{formatDateTime(row.locked_at)}</td>
                      <td className="p-2">{formatDateTime(row.locked_until)}</td>
                      <td className="p-2">
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" aria-label={`إلغاء تجميد ${row.email}`}>
                              إلغاء التجميد
                            </Button>
                          }
                          title="إلغاء تجميد الحساب"
                          description={`سيتمكن صاحب الحساب ${row.email} من تسجيل الدخول فوراً.`}
                          confirmLabel="إلغاء التجميد"
                          onConfirm={() => unlock.mutateAsync(row.email)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </QueryState>
      </Section>
    </AdminPage>
  )
}
