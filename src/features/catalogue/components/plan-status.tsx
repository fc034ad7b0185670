import { Link } from 'react-router-dom'
import { Crown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatLongDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import type { Access } from '../api/access'
import { useAccess } from '../hooks/use-catalogue'
import { countDays } from '../lib/plurals'

function remaining(access: Access): { text: string; urgent: boolean } {
  if (access.inGrace) return { text: 'انتهى الاشتراك - أنت في فترة السماح', urgent: true }
  if (access.isExpired) return { text: 'انتهى الاشتراك', urgent: true }
  if (access.daysLeft === null) return { text: 'وصول دائم', urgent: false }
  return { text: `متبقٍ ${countDays(access.daysLeft)}`, urgent: access.daysLeft <= 3 }
}

/** The compact plan line of the side navigation: plan name and days left. */
export function PlanStatusBadge() {
  const access = useAccess()
  if (access.isPending) return <Skeleton className="h-14" />
  if (access.isError) return null
  const { text, urgent } = remaining(access.data)
  return (
    <Link
      to={paths.dashboard.subscription}
      data-testid="plan-status"
      // The two lines are one link: read from its content, its name ran them together
      // («باقة تجريبيمتبقٍ 7 أيام», the Orca pass of docs/accessibility.md).
      aria-label={`باقة ${access.data.planName}، ${text}`}
      className="flex items-center gap-3 rounded-lg border border-border bg-background/60 p-3 text-sm hover:border-primary/50"
    >
      <Crown aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <span className="grid">
        <span className="font-semibold">باقة {access.data.planName}</span>
        <span className={cn('text-xs', urgent ? 'text-destructive' : 'text-muted-foreground')}>
          {text}
        </span>
      </span>
    </Link>
  )
}

/** The dashboard home's plan card. */
export function PlanStatusCard() {
  const access = useAccess()
  if (access.isPending) return <Skeleton className="h-40" />
  if (access.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>تعذّر تحميل حالة الاشتراك</CardTitle>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void access.refetch()}>إعادة المحاولة</Button>
        </CardContent>
      </Card>
    )
  }
  const a = access.data
  const { text, urgent } = remaining(a)
  return (
    <Card>
      <CardHeader>
        <CardDescription>باقتك الحالية</CardDescription>
        <CardTitle className="flex items-center gap-2 text-2xl">
          <Crown aria-hidden="true" className="size-6 text-accent" /> {a.planName}
        </CardTitle>
        <p className={cn('text-sm', urgent ? 'text-destructive' : 'text-muted-foreground')}>
          {text}
          {a.expiresAt && !a.isExpired ? ` · حتى ${formatLongDate(a.expiresAt)}` : ''}
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild variant={a.planSlug === 'lifetime' ? 'outline' : 'accent'}>
          <Link to={paths.subscription}>
            {a.planSlug === 'lifetime' ? 'إدارة الاشتراك' : 'ترقية الاشتراك'}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.dashboard.accessDemo}>ماذا تفتح كل باقة؟</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
