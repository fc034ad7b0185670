import { useDeferredValue, useState } from 'react'
import { Search } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useSession } from '@/hooks/use-session'
import { formatInteger } from '@/lib/format'
import {
  USERS_PAGE_SIZE,
  useAssignAdmin,
  useRevokeAdmin,
  useUnlockAccount,
  useUsers,
  type AdminUser,
} from '../api/users'
import { AdminPage } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { Pager } from '../components/pager'
import { QueryState } from '../components/query-state'
import { formatDateTime, labelOf, subscriptionStatusLabels } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const unlock = useUnlockAccount()
  const assign = useAssignAdmin()
  const revoke = useRevokeAdmin()
  const who = user.full_name || user.email
  return (
    <div className="flex flex-wrap gap-1">
      {user.is_locked ? (
        <ConfirmDialog
          trigger={<Button size="sm">إلغاء التجميد</Button>}
          title="إلغاء تجميد الحساب"
          description={`سيتمكن ${who} من تسجيل الدخول فوراً، وتُصفّر محاولاته الخاطئة.`}
          confirmLabel="إلغاء التجميد"
          onConfirm={() => unlock.mutateAsync(user.email)}
        />
      ) : null}
      {isSelf ? (
        <span className="px-2 text-xs text-muted-foreground">حسابك</span>
      ) : user.is_admin ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              إلغاء صلاحية المشرف
            </Button>
          }
          title="إلغاء صلاحية المشرف"
          description={`لن يتمكن ${who} من دخول لوحة الإدارة بعد الآن.`}
          confirmLabel="إلغاء الصلاحية"
          destructive
          onConfirm={() => revoke.mutateAsync(user.id)}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              تعيين مشرفاً
            </Button>
          }
          title="تعيين مشرف"
          description={`سيحصل ${who} على صلاحيات الإدارة الكاملة: المستخدمون والإعدادات والمحتوى.`}
          confirmLabel="تعيين مشرفاً"
          onConfirm={() => assign.mutateAsync(user.id)}
        />
      )}
    </div>
  )
}

export default function UsersAdminPage() {
  const { session } = useSession()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const deferred = useDeferredValue(search)
  const users = useUsers(deferred, page)
  const total = users.data?.[0]?.total_count ?? 0

  return (
    <AdminPage
      title="إدارة المستخدمين"
      description="ابحث عن المستخدمين واطّلع على باقاتهم وحالاتهم وصلاحياتهم."
    >
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="ابحث عن مستخدم"
          placeholder="البريد أو الاسم أو اسم المستخدم"
          className="ps-9"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(0)
          }}
        />
      </div>
      <QueryState
        query={users}
        isEmpty={(rows) => rows.length === 0}
        empty="لا يوجد مستخدمون مطابقون"
        loadingLabel="جارٍ تحميل المستخدمين..."
      >
        {(rows) => (
          <>
            <p className="text-sm text-muted-foreground">{formatInteger(total)} مستخدم</p>
            <ScrollRegion label="المستخدمون" className="rounded-lg border border-border">
              <table className="w-full min-w-[52rem] text-sm">
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-3 text-start font-medium">
                      المستخدم
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      الباقة
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      الحالة
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      التجميد
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      الدور
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      التسجيل
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      إجراءات
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((u) => (
                    <tr key={u.id} className="border-t border-border align-top">
                      <td className="p-3">
                        <span className="block font-medium">{u.full_name ?? '—'}</span>
                        <span className="block text-xs text-muted-foreground" dir="ltr">
                          {u.email}
                        </span>
                      </td>
                      <td className="p-3">{u.plan ?? '—'}</td>
                      <td className="p-3">
                        {labelOf(subscriptionStatusLabels, u.subscription_status)}
                      </td>
                      <td className="p-3">
                        {u.is_locked ? (
                          <Badge variant="destructive">
                            مجمّد حتى {formatDateTime(u.locked_until)}
                          </Badge>
                        ) : (
                          <span className="text-muted-foreground">—</span>
                        )}
                      </td>
                      <td className="p-3">
                        {u.is_super_admin ? (
                          <Badge>المالك</Badge>
                        ) : u.is_admin ? (
                          <Badge>مشرف</Badge>
                        ) : (
                          <span className="text-muted-foreground">مستخدم</span>
                        )}
                      </td>
                      <td className="p-3 text-xs text-muted-foreground">
                        {formatDateTime(u.created_at)}
                      </td>
                      <td className="p-3">
                        <UserActions user={u} isSelf={u.id === session?.user.id} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pager
              label="صفحات المستخدمين"
              page={page}
              total={total}
              pageSize={USERS_PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
