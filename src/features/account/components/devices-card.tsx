import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Laptop } from 'lucide-react'
import { SignOutIcon } from '@/components/icons/directional'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { describeDevice, devicesKeys, devicesQuery, revokeDevice } from '../api/devices'
import { interfaceDates, onFirstUse } from '@/lib/format'

const when = onFirstUse(() =>
  interfaceDates({
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
)

/** The account's signed-in devices (auth sessions), each with its own «تسجيل الخروج». */
export function DevicesCard() {
  const queryClient = useQueryClient()
  const devices = useQuery(devicesQuery())
  const revoke = useMutation({
    mutationFn: revokeDevice,
    onSuccess: () => toast.success('تم تسجيل الخروج من الجهاز'),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKeys.all }),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">الأجهزة المتصلة</CardTitle>
        <CardDescription>
          كل جهاز أو متصفح دخلت منه إلى حسابك. تسجيل الخروج من جهاز ينهي جلسته خلال دقيقة.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {devices.isPending ? (
          <div className="grid gap-2" aria-label="جارٍ تحميل الأجهزة">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : devices.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
            <p>{devices.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
              إعادة المحاولة
            </Button>
          </div>
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">لا توجد أجهزة متصلة.</p>
        ) : (
          <ul className="grid gap-2" aria-label="الأجهزة المتصلة">
            {devices.data.map((device) => {
              const { browser, system } = describeDevice(device.user_agent)
              const label = `${browser} على ${system}`
              return (
                <li
                  key={device.id}
                  aria-label={label}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
                >
                  <div className="flex items-center gap-3">
                    <Laptop aria-hidden="true" className="size-5 text-muted-foreground" />
                    <div className="grid gap-0.5 text-sm">
                      <p className="font-medium">
                        {label}{' '}
                        {device.is_current ? <Badge variant="outline">هذا الجهاز</Badge> : null}
                      </p>
                      <p className="text-muted-foreground">
                        {device.ip ? <span dir="ltr">{device.ip}</span> : 'عنوان غير مسجل'}
                        {' · آخر نشاط: '}
                        {when().format(new Date(device.last_active_at ?? device.created_at))}
                      </p>
                    </div>
                  </div>
                  {device.is_current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(device.id)}
                    >
                      <SignOutIcon aria-hidden="true" />
                      تسجيل الخروج
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
