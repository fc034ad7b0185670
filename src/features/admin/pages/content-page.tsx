import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { claim } from '@/lib/catalogue-claims'
import { formatInteger } from '@/lib/format'
import { paths } from '@/lib/paths'
import { sectorName, SECTORS } from '@/lib/sectors'
import { useContentCoverage } from '../api/content'
import { AdminPage, Section } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'
const platformNames: Record<string, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  midjourney: 'Midjourney',
}

/**
 * /518/content (issue 44): the library against the content team's targets — published prompts by
 * category (target: the spec's round figures), by sector and platform, what is missing, and the
 * searches that found too little, as the writing backlog.
 */
export default function ContentPage() {
  const coverage = useContentCoverage()
  return (
    <AdminPage
      title="تغطية المكتبة"
      description="ما تضمه المكتبة مقابل أهداف المحتوى، وما ينقصها، وما بحث عنه المشتركون فلم يجدوه."
    >
      <QueryState query={coverage}>
        {(c) => (
          <>
            <Section
              title="الخلاصة"
              description={`ما يقوله الموقع للزوار الآن: «${claim('prompts', c.published)}». الأرقام المستهدفة أدناه للفريق فقط.`}
            >
              <dl className="grid gap-3 sm:grid-cols-4">
                {[
                  ['أوامر منشورة', c.published],
                  ['مسودات', c.drafts],
                  ['أوامر بلا مثال', c.withoutExample],
                  ['مساعدات بلا رابط GPT منشور', c.assistantsWithoutLink],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-md border border-border p-3">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className="text-2xl font-bold">{formatInteger(Number(value))}</dd>
                  </div>
                ))}
              </dl>
              {c.assistantsWithoutLink > 0 ? (
                <p className="text-sm text-muted-foreground">
                  المساعد بلا رابط يبدأ محادثته في ChatGPT من تعليماته؛ انشره كـ GPT وضع رابطه
                  (https://chatgpt.com/g/g-…) من{' '}
                  <Link
                    className="text-primary underline underline-offset-4 hover:decoration-2"
                    to={paths.admin.catalogue}
                  >
                    إدارة المحتوى
                  </Link>
                  .
                </p>
              ) : null}
            </Section>

            <Section title="حسب التصنيف" description="المنشور مقابل الهدف.">
              <ScrollRegion label="المحتوى حسب التصنيف">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-border">
                      <th className={th}>التصنيف</th>
                      <th className={th}>منشور</th>
                      <th className={th}>الهدف</th>
                      <th className={th}>الإنجاز</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.categories.map((row) => {
                      const share = row.target > 0 ? Math.min(row.count / row.target, 1) : 1
                      return (
                        <tr key={row.id} className="border-b border-border/60">
                          <td className="p-2">{row.name}</td>
                          <td className="p-2">{formatInteger(row.count)}</td>
                          <td className="p-2">{formatInteger(row.target)}</td>
                          <td className="p-2">
                            <div
                              className="h-2 w-32 overflow-hidden rounded bg-muted"
                              role="meter"
                              aria-valuemin={0}
                              aria-valuemax={100}
                              aria-valuenow={Math.round(share * 100)}
                              aria-label={`إنجاز ${row.name}`}
                            >
                              <div
                                className="h-full bg-primary"
                                style={{ width: `${share * 100}%` }}
                              />
                            </div>
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </ScrollRegion>
            </Section>

            <div className="grid gap-6 md:grid-cols-2">
              <Section title="حسب القطاع">
                <ul className="grid gap-1 text-sm">
                  {SECTORS.map(([id]) => (
                    <li key={id} className="flex justify-between gap-3">
                      <span>{sectorName(id)}</span>
                      <Badge variant={(c.sectors[id] ?? 0) < 20 ? 'outline' : 'default'}>
                        {formatInteger(c.sectors[id] ?? 0)}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </Section>
              <Section title="حسب المنصة">
                <ul className="grid gap-1 text-sm">
                  {Object.entries(platformNames).map(([id, name]) => (
                    <li key={id} className="flex justify-between gap-3">
                      <span dir="ltr">{name}</span>
                      <Badge>{formatInteger(c.platforms[id] ?? 0)}</Badge>
                    </li>
                  ))}
                </ul>
              </Section>
            </div>

            <Section
              title="طلبات محتوى من البحث"
              description="عبارات بحث وضعها المشرفون طلبَ محتوى في صفحة البحث: المكتبة لا تجيب عنها بعد."
            >
              {c.requests.length === 0 ? (
                <p className="text-sm text-muted-foreground">لا توجد طلبات محتوى.</p>
              ) : (
                <ol className="grid gap-1 text-sm" aria-label="طلبات محتوى من البحث">
                  {c.requests.map((request) => (
                    <li key={request.query} className="flex justify-between gap-3">
                      <span>
                        {request.query}
                        {request.note ? (
                          <span className="text-muted-foreground"> — {request.note}</span>
                        ) : null}
                      </span>
                      <span className="shrink-0 text-muted-foreground">
                        المرات: {formatInteger(request.searches)}
                        {request.handled ? ' · تمت المعالجة' : ''}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Section>

            <Section
              title="ما بحث عنه المشتركون ولم يجدوه"
              description="عمليات بحث أعادت أقل من ثلاثة أوامر: أولويات الكتابة القادمة."
              actions={
                <Link className="text-sm text-primary hover:underline" to={paths.admin.search}>
                  كل عمليات البحث والمرادفات
                </Link>
              }
            >
              {c.gaps.length === 0 ? (
                <p className="text-sm text-muted-foreground">لا توجد عمليات بحث بلا نتائج كافية.</p>
              ) : (
                <ol className="grid gap-1 text-sm">
                  {c.gaps.map((gap) => (
                    <li key={gap.query} className="flex justify-between gap-3">
                      <span>{gap.query}</span>
                      <span className="text-muted-foreground">
                        الباحثون: {formatInteger(gap.askers)} · المرات:{' '}
                        {formatInteger(gap.searches)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Section>
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
