import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatInteger, formatLongDate, formatPercent } from '@/lib/format'
import { useFunnel, type FunnelWeek } from '../api/funnel'
import { AdminPage, Section } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { dropBetween, formatDuration } from '../lib/funnel'
import { ScrollRegion } from '@/components/ui/scroll-region'

const WEEK_CHOICES = [4, 8, 12, 26] as const

/** The funnel's steps, in order, with the definitions of docs/onboarding.md ("Funnel"). */
const STEPS = [
  {
    key: 'wizardStarted',
    label: 'بدأ التسجيل',
    median: null,
    definition:
      'متصفحات فتحت معالج التسجيل أول مرة في ذلك الأسبوع (معرّف عشوائي لكل متصفح، دون أي بيانات شخصية).',
  },
  {
    key: 'accountsCreated',
    label: 'أنشأ حساباً',
    median: 'medianToAccount',
    definition:
      'حسابات أُنشئت في ذلك الأسبوع (دون حسابات الإدارة). الوسيط: من بدء المعالج إلى إنشاء الحساب في المتصفح نفسه.',
  },
  {
    key: 'verified',
    label: 'أكّد بريده',
    median: 'medianToVerified',
    definition: 'من حسابات ذلك الأسبوع: من أكّد بريده الإلكتروني. الوسيط: من إنشاء الحساب.',
  },
  {
    key: 'firstPrompt',
    label: 'فتح أول أمر',
    median: 'medianToFirstPrompt',
    definition: 'من حسابات ذلك الأسبوع: من فتح أمراً ذكياً واحداً على الأقل. الوسيط: من إنشاء الحساب.',
  },
  {
    key: 'paid',
    label: 'دفع',
    median: 'medianToPaid',
    definition: 'من حسابات ذلك الأسبوع: من لديه دفعة مكتملة (CAPTURED). الوسيط: من إنشاء الحساب.',
  },
] as const

const isEmpty = (weeks: FunnelWeek[]) =>
  weeks.every((w) => w.wizardStarted + w.accountsCreated === 0)

function StepCell({ week, index }: { week: FunnelWeek; index: number }) {
  const step = STEPS[index]!
  const count = week[step.key]
  const previous = index > 0 ? week[STEPS[index - 1]!.key] : null
  const drop = previous === null ? null : dropBetween(previous, count)
  const median = step.median ? week[step.median] : null
  return (
    <td className="p-2 align-top">
      <span className="block text-base font-semibold">{formatInteger(count)}</span>
      {drop !== null ? (
        <span className="block text-xs text-destructive">فقد {formatPercent(drop, 0)}</span>
      ) : null}
      {median !== null ? (
        <span className="block text-xs text-muted-foreground">
          الوسيط: {formatDuration(median)}
        </span>
      ) : null}
    </td>
  )
}

export default function FunnelPage() {
  const [weeks, setWeeks] = useState<number>(8)
  const funnel = useFunnel(weeks)
  return (
    <AdminPage
      title="قمع التسجيل"
      description="من بدء التسجيل إلى أول دفعة، أسبوعاً بأسبوع (أسابيع تبدأ الاثنين بتوقيت الرياض). أعداد فقط، دون بيانات شخصية."
      actions={
        <div role="group" aria-label="عدد الأسابيع" className="flex flex-wrap gap-2">
          {WEEK_CHOICES.map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === weeks ? 'primary' : 'outline'}
              aria-pressed={n === weeks}
              onClick={() => setWeeks(n)}
            >
              {formatInteger(n)} أسابيع
            </Button>
          ))}
        </div>
      }
    >
      <Section
        title="الأسابيع"
        description="تحت كل رقم: ما فُقد من الخطوة السابقة ووسيط الوقت إليها."
      >
        <QueryState query={funnel} isEmpty={isEmpty} empty="لا تسجيلات في هذه الأسابيع بعد">
          {(rows) => (
            <ScrollRegion label="قمع التسجيل لكل أسبوع">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">قمع التسجيل لكل أسبوع</caption>
                <thead>
                  <tr className="border-b border-border text-muted-foreground">
                    <th scope="col" className="p-2 text-start font-medium">
                      الأسبوع
                    </th>
                    {STEPS.map((step) => (
                      <th key={step.key} scope="col" className="p-2 text-start font-medium">
                        {step.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((week) => (
                    <tr key={week.weekStart} className="border-b border-border last:border-0">
                      <th scope="row" className="p-2 text-start align-top font-medium">
                        {formatLongDate(week.weekStart)}
                      </th>
                      {STEPS.map((step, index) => (
                        <StepCell key={step.key} week={week} index={index} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </QueryState>
      </Section>
      <Section title="تعريف كل خطوة">
        <dl className="grid gap-3 text-sm">
          {STEPS.map((step) => (
            <div key={step.key} className="grid gap-0.5">
              <dt className="font-semibold">{step.label}</dt>
              <dd className="text-muted-foreground">{step.definition}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </AdminPage>
  )
}
