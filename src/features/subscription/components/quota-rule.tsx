import { counted } from '@/lib/catalogue-claims'
import type { PlanRow } from '../api/subscription-api'

/**
 * How «أوامر اليوم» are counted (issue 44), with each plan's daily figure from plans.limits — the
 * rule open_prompt applies (docs/entitlements.md, «The daily quota»).
 */
export function QuotaRule({ plans }: { plans: PlanRow[] | undefined }) {
  const rows = (plans ?? []).filter((p) => typeof p.limits.prompts_per_day === 'number')
  return (
    <section
      aria-labelledby="quota-rule-heading"
      className="grid gap-3 rounded-lg border border-border bg-card/60 p-5 text-sm leading-relaxed"
    >
      <h2 id="quota-rule-heading" className="text-base font-bold">
        كيف تُحتسب أوامر اليوم؟
      </h2>
      <ul className="grid list-disc gap-1 ps-5 text-muted-foreground">
        <li>يُحتسب الأمر عند فتح نصه كاملاً، لا عند تصفح المكتبة أو قراءة وصفه.</li>
        <li>يُحتسب كل أمر مرة واحدة في اليوم: فتحه مرة أخرى في اليوم نفسه لا يُنقص حصتك.</li>
        <li>قبل فتح أمر جديد نعرض لك كم سيُحتسب من حصة اليوم.</li>
        <li>تتجدد الحصة منتصف الليل بتوقيت الرياض.</li>
      </ul>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {rows.map((p) => {
            const n = p.limits.prompts_per_day!
            return (
              <div key={p.slug} className="contents">
                <dt className="font-medium">{p.name}</dt>
                <dd>{n < 0 ? 'بلا حد يومي' : `${counted('prompts', n)} يومياً`}</dd>
              </div>
            )
          })}
        </dl>
      ) : null}
    </section>
  )
}
