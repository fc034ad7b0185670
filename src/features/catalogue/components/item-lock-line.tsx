import { useQuery } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { plansQuery } from '../api/access'
import { planPhrase, type ItemLock } from '../api/entitlements'

/** A directory card's lock: «متاح من الباقة الكاملة» with the link that unlocks it. */
export function ItemLockLine({ lock, what }: { lock: ItemLock | undefined; what: string }) {
  const plans = useQuery(plansQuery())
  if (!lock?.locked) return null
  const name = plans.data?.find((p) => p.slug === lock.unlockPlan)?.name
  const signIn = lock.reason === 'sign_in'
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Lock aria-hidden="true" className="size-4 text-accent" />
      <span>{name ? `${what} متاح من ${planPhrase(name)}` : `${what} غير متاح في باقتك`}</span>
      <Link
        to={signIn ? paths.login : paths.subscription}
        className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
      >
        {signIn ? 'تسجيل الدخول' : 'الترقية'}
      </Link>
    </p>
  )
}
