import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger, formatLongDate } from '@/lib/format'
import { companyPaths } from '@/lib/company-paths'
import { reviewQueueQuery } from '../api/companies'
import { useCompany } from '../hooks/use-company'
import { ReviewForm } from './review-form'

/** Reviewers' queue: every version waiting for a decision, oldest first, with its diff. */
export function ReviewQueue() {
  const company = useCompany()
  const queue = useQuery(reviewQueueQuery(company.id))

  if (queue.isPending) return <Skeleton className="h-48" />
  if (queue.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{queue.error.message}</p>
        <Button size="sm" onClick={() => void queue.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (queue.data.length === 0) {
    return <p className="text-muted-foreground">لا أوامر بانتظار المراجعة.</p>
  }
  return (
    <ul className="grid gap-6" aria-label="أوامر بانتظار المراجعة">
      {queue.data.map((item) => (
        <li key={`${item.id}:${item.version}`}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Link
                  to={companyPaths.prompt.to(company.id, item.id)}
                  className="hover:text-primary"
                >
                  {item.title}
                </Link>
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                الإصدار {formatInteger(item.version)}
                {item.author_name ? ` · من ${item.author_name}` : ''}
                {item.submitted_at ? ` · أُرسل في ${formatLongDate(item.submitted_at)}` : ''}
                {item.note ? ` · ${item.note}` : ''}
              </p>
            </CardHeader>
            <CardContent>
              <ReviewForm
                promptId={item.id}
                title={item.title}
                version={item.version}
                submittedBody={item.submitted_body}
                approvedVersion={item.approved_version}
                approvedBody={item.approved_body}
              />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
