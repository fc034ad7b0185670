import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { downloadText } from '@/lib/download'
import { formatInteger } from '@/lib/format'
import { AddToCollection } from '@/components/collections/add-to-collection'
import {
  fetchTemplateWorkflow,
  templateDetailsQuery,
  templateSteps,
  templatesQuery,
} from '../api/directory'
import { catalogueLocksQuery } from '../api/entitlements'
import { useUserId } from '../hooks/use-catalogue'
import { matchesQuery } from '@/lib/normalize-arabic'
import { countTemplates } from '../lib/plurals'
import { DirectorySearch } from './directory-search'
import { FavoriteButton } from './favorite-button'
import { ItemLockLine } from './item-lock-line'

/**
 * Automation templates: the outline (step titles and tools) for everyone; step descriptions from
 * automation_template_details, which the database returns only where the plan opens templates.
 */
export function TemplatesList() {
  const userId = useUserId()
  const templates = useQuery(templatesQuery())
  const locks = useQuery(catalogueLocksQuery('template', userId))
  const details = useQuery({ ...templateDetailsQuery(userId), enabled: userId !== '' })
  const [query, setQuery] = useState('')

  if (templates.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    )
  }
  if (templates.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10">
        <p>{templates.error.message}</p>
        <Button onClick={() => void templates.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  const visible = templates.data.filter((t) =>
    matchesQuery(
      `${t.title} ${t.title_en ?? ''} ${t.description} ${templateSteps(t)
        .map((s) => `${s.title} ${s.tool}`)
        .join(' ')}`,
      query,
    ),
  )

  return (
    <div className="grid gap-6">
      <DirectorySearch
        id="templates-search"
        label="ابحث في القوالب"
        placeholder="مثال: تقرير، CRM، Zapier، دعم العملاء"
        query={query}
        onQuery={setQuery}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {countTemplates(visible.length)}
      </p>
      {/* The cards' titles are h3 under this h2 (heading-order), for a screen reader only. */}
      <h2 className="sr-only">قوالب الأتمتة</h2>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="قوالب الأتمتة">
        {visible.map((t) => {
          const lock = locks.data?.get(t.id)
          // Step descriptions come only for templates the plan opens.
          const full = details.data?.get(t.id)
          return (
            <li key={t.id}>
              <article className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-5">
                <div className="flex items-start justify-between gap-2">
                  <div className="grid gap-1">
                    <h3 className="font-bold">{t.title}</h3>
                    <p className="text-sm text-muted-foreground">{t.description}</p>
                  </div>
                  <div className="flex shrink-0">
                    <AddToCollection kind="template" id={t.id} name={t.title} compact />
                    <FavoriteButton type="template" id={t.id} name={t.title} compact />
                  </div>
                </div>
                <ol className="grid gap-2">
                  {templateSteps(t).map((step, i) => (
                    <li key={i} className="flex gap-3 text-sm">
                      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs text-primary">
                        {formatInteger(i + 1)}
                      </span>
                      <span className="grid">
                        <span className="font-medium">
                          {step.title} <Badge variant="outline">{step.tool}</Badge>
                        </span>
                        {full?.[i]?.description ? (
                          <span className="text-muted-foreground">{full[i].description}</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
                <div className="mt-auto">
                  {full ? (
                    <WorkflowDownload templateId={t.id} slug={t.slug} />
                  ) : (
                    <ItemLockLine lock={lock} what="القالب كاملاً" />
                  )}
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Downloads the template's workflow file to import into n8n or Make. */
function WorkflowDownload({ templateId, slug }: { templateId: string; slug: string }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const file = await fetchTemplateWorkflow(templateId)
      if (!file) {
        toast.info('ملف الاستيراد لهذا القالب غير متاح بعد؛ اتبع الخطوات أعلاه.')
        return
      }
      downloadText(
        `sanad-${slug}.${file.format}.json`,
        JSON.stringify(file.workflow, null, 2),
        'application/json;charset=utf-8',
        { bom: false },
      )
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'تعذّر تنزيل الملف. حاول مرة أخرى.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <Download aria-hidden="true" /> تنزيل ملف الاستيراد (n8n / Make)
    </Button>
  )
}
