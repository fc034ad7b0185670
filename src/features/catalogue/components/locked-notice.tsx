import { useQuery } from '@tanstack/react-query'
import { Clock, Lock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { plansQuery } from '../api/access'
import { planPhrase } from '../api/entitlements'
import type { PromptLock } from '../api/prompts'
import { useChooseSection, useEntitlements } from '../hooks/use-catalogue'

/**
 * Why the database withheld content, in its own words, with the one action that unlocks it:
 * choose or change the section, upgrade to the named plan, sign in, or wait for tomorrow.
 */
export function LockedNotice({
  lock,
  category,
}: {
  lock: PromptLock
  /** The item's category, for the single-section plan's "make this my section". */
  category?: { id: string; name: string }
}) {
  const plans = useQuery(plansQuery())
  const unlockName = plans.data?.find((p) => p.slug === lock.unlockPlan)?.name
  return (
    <div
      role="region"
      aria-label="المحتوى مقفل"
      className="flex flex-col items-center gap-4 rounded-lg border border-accent/40 bg-accent/10 p-8 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent/20 text-accent">
        {lock.reason === 'quota' ? (
          <Clock aria-hidden="true" className="size-7" />
        ) : (
          <Lock aria-hidden="true" className="size-7" />
        )}
      </span>
      <h2 className="text-xl font-bold">{lock.message}</h2>
      {lock.reason === 'choose_section' || lock.reason === 'outside_section' ? (
        <SectionAction category={category} />
      ) : lock.reason === 'sign_in' ? (
        <Button asChild>
          <Link to={paths.login}>تسجيل الدخول</Link>
        </Button>
      ) : lock.reason === 'quota' ? (
        <p className="max-w-md leading-relaxed text-muted-foreground">
          تُحسب الأوامر المختلفة التي تفتحها في اليوم بتوقيت الرياض، وما فتحته اليوم يبقى متاحاً لك.
          {unlockName ? ` للحصول على حصة أكبر: ${planPhrase(unlockName)}.` : ''}
        </p>
      ) : (
        <>
          <p className="max-w-md leading-relaxed text-muted-foreground">
            رقِّ اشتراكك لتفتح هذا المحتوى كاملاً.
          </p>
          <Button asChild variant="accent">
            <Link to={paths.subscription}>
              {unlockName ? `الترقية إلى ${planPhrase(unlockName)}` : 'ترقية الاشتراك'}
            </Link>
          </Button>
        </>
      )}
    </div>
  )
}

function SectionAction({ category }: { category?: { id: string; name: string } }) {
  const entitlements = useEntitlements()
  const choose = useChooseSection()
  if (!category || !entitlements.data) return null
  if (!entitlements.data.sectionChangeAllowed) {
    return (
      <p className="max-w-md leading-relaxed text-muted-foreground">
        غيّرت قسمك في هذه الفترة، ويمكنك تغييره مرة أخرى بعد تجديد الاشتراك.
      </p>
    )
  }
  const first = entitlements.data.section === null
  return (
    <div className="grid justify-items-center gap-2">
      <p className="max-w-md leading-relaxed text-muted-foreground">
        {first
          ? 'باقتك تفتح قسماً واحداً من أوامر ChatGPT تختاره أنت.'
          : 'يمكنك تغيير قسمك مرة واحدة في كل فترة اشتراك.'}
      </p>
      <Button
        onClick={() => choose.mutate(category.id)}
        disabled={choose.isPending}
        aria-busy={choose.isPending}
      >
        {first ? `اختيار «${category.name}» قسماً لي` : `تغيير قسمي إلى «${category.name}»`}
      </Button>
    </div>
  )
}
