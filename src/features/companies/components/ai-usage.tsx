import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger, interfaceDates, onFirstUse } from '@/lib/format'
import { companyAiUsageQuery } from '../api/ai'
import { useCompany } from '../hooks/use-company'
import { roleLabel } from '../lib/roles'

const monthName = onFirstUse(() =>
  interfaceDates({
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
)

/** Tokens used on the company's key, per member and month (owner and admins). */
export function AiUsage() {
  const company = useCompany()
  const usage = useQuery(companyAiUsageQuery(company.id))
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">التشغيل بمفتاح الشركة</CardTitle>
        <p className="text-sm text-muted-foreground">
          الرموز (tokens) التي استهلكها كل عضو شهرياً كما أبلغ عنها المزوّد.
        </p>
      </CardHeader>
      <CardContent
        role="region"
        aria-label="التشغيل بمفتاح الشركة"
        // A table wider than a phone scrolls sideways: reachable by keyboard (ScrollRegion's reason).
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {usage.isPending ? (
          <Skeleton className="h-24" />
        ) : usage.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{usage.error.message}</p>
            <Button size="sm" onClick={() => void usage.refetch()}>
              إعادة المحاولة
            </Button>
          </div>
        ) : usage.data.length === 0 ? (
          <p className="text-muted-foreground">لم يشغّل أحد أمراً بمفتاح الشركة بعد.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">الرموز المستهلكة بمفتاح الشركة حسب العضو والشهر</caption>
            <thead>
              <tr className="border-b border-border">
                {['الشهر', 'العضو', 'مرات التشغيل', 'رموز الإدخال', 'رموز الإجابة', 'المجموع'].map(
                  (label) => (
                    <th key={label} scope="col" className="p-2 text-start">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {usage.data.map((r) => (
                <tr key={`${r.month}-${r.user_id ?? 'gone'}`} className="border-b border-border/60">
                  <td className="p-2">{monthName().format(new Date(`${r.month}T00:00:00Z`))}</td>
                  <th scope="row" className="p-2 text-start font-medium">
                    {r.member_name}
                    {r.role ? (
                      <span className="ms-2 text-xs text-muted-foreground">
                        {roleLabel(r.role)}
                      </span>
                    ) : null}
                  </th>
                  <td className="p-2">{formatInteger(r.runs)}</td>
                  <td className="p-2">{formatInteger(r.input_tokens)}</td>
                  <td className="p-2">{formatInteger(r.output_tokens)}</td>
                  <td className="p-2">{formatInteger(r.total_tokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}
