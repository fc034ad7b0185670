import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, Link2, Mail, RefreshCw, XCircle } from 'lucide-react'
import { SendForward } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { formatLongDate } from '@/lib/format'
import { companyPaths } from '@/lib/company-paths'
import { toast } from '@/lib/toast'
import {
  companyInvitationsQuery,
  inviteByEmail,
  inviteByLink,
  resendInvitation,
  revokeInvitation,
} from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { ASSIGNABLE_ROLES, roleLabel, roleLabels, type CompanyRole } from '../lib/roles'
import { whatsAppShareUrl } from '../lib/workspace'
import { emailInviteSchema, type EmailInviteValues } from '../schemas'
import { RefusalText } from './members-panel'

function inviteUrl(token: string): string {
  return `${window.location.origin}${companyPaths.invite(token)}`
}

/** Invite by e-mail or by a one-time link (copy, WhatsApp); the pending invitations below. */
export function InvitationsPanel() {
  const company = useCompany()
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">دعوة زملاء</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <EmailInvite companyId={company.id} />
          <LinkInvite companyId={company.id} companyName={company.name} />
        </div>
        <PendingInvitations companyId={company.id} />
      </CardContent>
    </Card>
  )
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.all })
}

function EmailInvite({ companyId }: { companyId: string }) {
  const form = useForm<EmailInviteValues>({
    resolver: zodResolver(emailInviteSchema),
    defaultValues: { email: '', role: 'member' },
  })
  const [error, setError] = useState<Error | null>(null)
  const refresh = useRefresh()
  const invite = useMutation({
    mutationFn: (values: EmailInviteValues) =>
      inviteByEmail(companyId, values.email, values.role as CompanyRole),
    onSuccess: async (_, values) => {
      setError(null)
      form.reset({ email: '', role: values.role })
      toast.success(`أُرسلت الدعوة إلى ${values.email}`)
      await refresh()
    },
    onError: (e: Error) => {
      setError(e)
      toast.error(e.message)
    },
  })
  const errors = form.formState.errors
  return (
    <form
      noValidate
      aria-labelledby="invite-by-email"
      className="grid content-start gap-4"
      onSubmit={form.handleSubmit((values) => invite.mutate(values))}
    >
      <h3 id="invite-by-email" className="inline-flex items-center gap-2 font-semibold">
        <Mail aria-hidden="true" className="size-4" />
        بالبريد الإلكتروني
      </h3>
      <Field label="البريد الإلكتروني للزميل" required error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            dir="ltr"
            autoComplete="off"
            {...form.register('email')}
          />
        )}
      </Field>
      <Field label="الدور" error={errors.role?.message}>
        {(control) => (
          <select {...control} className={selectClass} {...form.register('role')}>
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          <RefusalText error={error} />
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          <SendForward aria-hidden="true" />
          {invite.isPending ? 'جارٍ الإرسال...' : 'إرسال الدعوة'}
        </Button>
      </div>
    </form>
  )
}

function LinkInvite({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [role, setRole] = useState<CompanyRole>('member')
  const [link, setLink] = useState<string | null>(null)
  const [error, setError] = useState<Error | null>(null)
  const refresh = useRefresh()
  const create = useMutation({
    mutationFn: () => inviteByLink(companyId, role),
    onSuccess: async (token) => {
      setError(null)
      setLink(inviteUrl(token))
      await refresh()
    },
    onError: (e: Error) => {
      setError(e)
      toast.error(e.message)
    },
  })

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      toast.success('نُسخ رابط الدعوة')
    } catch {
      toast.error('تعذّر النسخ؛ انسخ الرابط يدوياً')
    }
  }

  return (
    <section aria-labelledby="invite-by-link" className="grid content-start gap-4">
      <h3 id="invite-by-link" className="inline-flex items-center gap-2 font-semibold">
        <Link2 aria-hidden="true" className="size-4" />
        برابط لمرة واحدة
      </h3>
      <p className="text-sm text-muted-foreground">
        ينضم به شخص واحد فقط، وتنتهي صلاحيته بعد 7 أيام أو حين تلغيه.
      </p>
      <label className="grid gap-2 text-sm font-medium">
        دور صاحب الرابط
        <select
          className={selectClass}
          value={role}
          onChange={(e) => setRole(e.target.value as CompanyRole)}
        >
          {ASSIGNABLE_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          <RefusalText error={error} />
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          <Link2 aria-hidden="true" />
          {create.isPending ? 'جارٍ الإنشاء...' : 'إنشاء رابط دعوة'}
        </Button>
      </div>
      {link ? (
        <div className="grid gap-2 rounded-md border border-border p-3" role="status">
          <Input
            readOnly
            aria-label="رابط الدعوة"
            value={link}
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void copy(link)}>
              <Copy aria-hidden="true" />
              نسخ الرابط
            </Button>
            <Button asChild size="sm" variant="outline">
              <a
                href={whatsAppShareUrl(link, companyName)}
                target="_blank"
                rel="noopener noreferrer"
              >
                مشاركة عبر واتساب
              </a>
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            لا نحفظ الرابط نفسه؛ إن أغلقت الصفحة دون نسخه فأنشئ رابطاً جديداً وألغِ هذا.
          </p>
        </div>
      ) : null}
    </section>
  )
}

function PendingInvitations({ companyId }: { companyId: string }) {
  const invitations = useQuery(companyInvitationsQuery(companyId))
  const refresh = useRefresh()
  const resend = useMutation({
    mutationFn: resendInvitation,
    onSuccess: async () => {
      toast.success('أُعيد إرسال الدعوة')
      await refresh()
    },
    onError: (e: Error) => toast.error(e.message),
  })
  const revoke = useMutation({
    mutationFn: revokeInvitation,
    onSuccess: async () => {
      toast.success('أُلغيت الدعوة')
      await refresh()
    },
    onError: (e: Error) => toast.error(e.message),
  })

  return (
    <section aria-labelledby="pending-invitations" className="grid gap-3">
      <h3 id="pending-invitations" className="font-semibold">
        دعوات معلّقة
      </h3>
      {invitations.isPending ? (
        <Skeleton className="h-20" />
      ) : invitations.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{invitations.error.message}</p>
          <Button size="sm" onClick={() => void invitations.refetch()}>
            إعادة المحاولة
          </Button>
        </div>
      ) : invitations.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">لا دعوات معلّقة.</p>
      ) : (
        <ul className="grid gap-2" aria-label="الدعوات المعلّقة">
          {invitations.data.map((inv) => {
            const who = inv.email ?? 'رابط دعوة'
            return (
              <li
                key={inv.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
              >
                <div className="grid gap-0.5">
                  <span className="font-medium" dir={inv.email ? 'ltr' : undefined}>
                    {who}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {roleLabel(inv.role)} · تنتهي في {formatLongDate(inv.expires_at)}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  {inv.email ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={resend.isPending}
                      aria-label={`إعادة إرسال الدعوة إلى ${who}`}
                      onClick={() => resend.mutate(inv.id)}
                    >
                      <RefreshCw aria-hidden="true" />
                      إعادة الإرسال
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={revoke.isPending}
                    aria-label={`إلغاء الدعوة: ${who}`}
                    onClick={() => revoke.mutate(inv.id)}
                  >
                    <XCircle aria-hidden="true" />
                    إلغاء
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
