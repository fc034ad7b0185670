import { useContext, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import { UserMinus } from 'lucide-react'
import { SignOutIcon } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/hooks/use-session'
import { companyPaths } from '@/lib/company-paths'
import { formatLongDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  companyMembersQuery,
  leaveCompany,
  offerOwnership,
  removeMember,
  setMemberRole,
  type CompanyMember,
} from '../api/companies'
import type { CompanyError } from '../api/client'
import { companyKeys } from '../api/keys'
import { CompanyContext, useCompany } from '../hooks/use-company'
import { ASSIGNABLE_ROLES, can, roleLabel, roleLabels, type CompanyRole } from '../lib/roles'

const selectClass =
  'flex h-9 rounded-md border border-input bg-background/60 px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring'

/** An Arabic refusal, with the way out when it is the seat limit. */
export function RefusalText({ error }: { error: CompanyError | Error }) {
  const seat = (error as CompanyError).code === 'seat_limit'
  // Seats are bought on the company's billing page (issue 46).
  const company = useContext(CompanyContext)
  return (
    <span>
      {error.message}
      {seat ? (
        <>
          {' '}
          <Link
            to={company ? companyPaths.billing.to(company.id) : paths.subscription}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            إضافة مقاعد من صفحة الفوترة
          </Link>
        </>
      ) : null}
    </span>
  )
}

type Pending = { kind: 'remove' | 'transfer'; member: CompanyMember } | { kind: 'leave' }

/** The company's members with their roles; who may change what is checked again by the database. */
export function MembersPanel() {
  const company = useCompany()
  const { session } = useSession()
  const me = session?.user.id ?? ''
  const allowed = can(company.role)
  const members = useQuery(companyMembersQuery(company.id))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState<Pending | null>(null)
  const [error, setError] = useState<Error | null>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.all })
  const fail = (e: Error) => {
    setError(e)
    toast.error(e.message)
  }
  const role = useMutation({
    mutationFn: ({ userId, next }: { userId: string; next: CompanyRole }) =>
      setMemberRole(company.id, userId, next),
    onSuccess: async () => {
      setError(null)
      toast.success('تغيّر الدور')
      await refresh()
    },
    onError: fail,
  })
  const act = useMutation({
    mutationFn: async (what: Pending) => {
      if (what.kind === 'remove') await removeMember(company.id, what.member.user_id)
      else if (what.kind === 'transfer') await offerOwnership(company.id, what.member.user_id)
      else await leaveCompany(company.id)
      return what
    },
    onSuccess: async (what) => {
      setError(null)
      setPending(null)
      if (what.kind === 'leave') {
        toast.success(`غادرت ${company.name}`)
        void navigate(paths.dashboard.root)
      } else if (what.kind === 'remove') toast.success('أُزيل العضو من الشركة')
      else toast.success('أُرسل عرض نقل الملكية؛ ينتقل حين يقبله العضو')
      await refresh()
    },
    onError: (e: Error) => {
      setPending(null)
      fail(e)
    },
  })

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2">الأعضاء</CardTitle>
        {company.role !== 'owner' ? (
          <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'leave' })}>
            <SignOutIcon aria-hidden="true" />
            مغادرة الشركة
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            <RefusalText error={error} />
          </p>
        ) : null}
        {members.isPending ? (
          <Skeleton className="h-32" />
        ) : members.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{members.error.message}</p>
            <Button size="sm" onClick={() => void members.refetch()}>
              إعادة المحاولة
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="أعضاء الشركة">
            {members.data.map((member) => {
              const self = member.is_me || member.user_id === me
              const editable = allowed.manageMembers && !self && member.role !== 'owner'
              return (
                <li
                  key={member.user_id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium">
                      {member.name || member.email}
                      {self ? ' (أنت)' : ''}
                    </span>
                    {member.email ? (
                      <span className="truncate text-xs text-muted-foreground" dir="ltr">
                        {member.email}
                      </span>
                    ) : null}
                    <span className="text-xs text-muted-foreground">
                      انضم في {formatLongDate(member.joined_at)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {editable && (company.role === 'owner' || member.role !== 'admin') ? (
                      <label className="inline-flex items-center gap-2 text-sm">
                        <span className="sr-only">دور {member.name || member.email}</span>
                        <select
                          className={selectClass}
                          value={member.role}
                          disabled={role.isPending}
                          onChange={(e) =>
                            role.mutate({
                              userId: member.user_id,
                              next: e.target.value as CompanyRole,
                            })
                          }
                        >
                          {ASSIGNABLE_ROLES.map((r) => (
                            <option key={r} value={r}>
                              {roleLabels[r]}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : (
                      <span className="rounded-full bg-primary/15 px-3 py-1 text-xs font-medium text-primary">
                        {roleLabel(member.role)}
                      </span>
                    )}
                    {allowed.transferOwnership && !self ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`نقل الملكية إلى ${member.name || member.email}`}
                        onClick={() => setPending({ kind: 'transfer', member })}
                      >
                        نقل الملكية
                      </Button>
                    ) : null}
                    {editable ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`إزالة ${member.name || member.email}`}
                        onClick={() => setPending({ kind: 'remove', member })}
                      >
                        <UserMinus aria-hidden="true" />
                        إزالة
                      </Button>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
      <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        <DialogContent>
          {pending ? (
            <>
              <DialogHeader>
                <DialogTitle>{confirmTitle(pending, company.name)}</DialogTitle>
                <DialogDescription>{confirmText(pending)}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setPending(null)}>
                  إلغاء
                </Button>
                <Button
                  variant={pending.kind === 'transfer' ? 'primary' : 'destructive'}
                  disabled={act.isPending}
                  onClick={() => act.mutate(pending)}
                >
                  تأكيد
                </Button>
              </DialogFooter>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  )
}

function confirmTitle(pending: Pending, company: string): string {
  if (pending.kind === 'leave') return `مغادرة ${company}؟`
  const who = pending.member.name || pending.member.email
  return pending.kind === 'remove' ? `إزالة ${who}؟` : `نقل الملكية إلى ${who}؟`
}

function confirmText(pending: Pending): string {
  if (pending.kind === 'leave') return 'لن ترى مكتبة الشركة بعد المغادرة حتى تُدعى من جديد.'
  if (pending.kind === 'remove') return 'يفقد العضو الوصول إلى مكتبة الشركة وقيمها فوراً.'
  return 'تنتقل الملكية حين يقبلها العضو، وتصبح أنت مشرفاً.'
}
