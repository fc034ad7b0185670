import type { ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import { Pencil, RefreshCw, Trash2 } from 'lucide-react'
import { SendForward } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { WordDiff } from '@/components/word-diff'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatInteger, formatLongDate } from '@/lib/format'
import { companyPaths } from '@/lib/company-paths'
import { toast } from '@/lib/toast'
import {
  companyPromptQuery,
  companyPromptUpstreamQuery,
  deleteCompanyPrompt,
  openCompanyPromptQuery,
  recordUsage,
  submitCompanyPrompt,
  updateFromUpstream,
  type CompanyPrompt,
} from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { useCompanyValues } from '../hooks/use-company-values'
import { promptStateLabels, type PromptState } from '../lib/labels'
import { can } from '../lib/roles'
import { CompanyRun } from './company-run'
import { ReviewForm } from './review-form'
import { StateBadge } from './state-badge'
import { ScrollRegion } from '@/components/ui/scroll-region'

export type FillerSlot = (props: {
  body: string
  companyValues: Record<string, string>
  onUse: (kind: 'copy' | 'assistant') => void
  /** Under the filler: the run on the company's key, given the filled text. */
  renderRun: (filled: {
    text: string
    values: Record<string, string>
    blocked: string | null
  }) => ReactNode
}) => ReactNode

/**
 * One company prompt. Everyone gets the approved version to fill (the company's values prefilled;
 * opening, copying and opening in an assistant are counted). Editors and above also get the
 * working version: its state, the reviewers' comments, submit, edit, the upstream notice of a
 * fork; reviewers get the diff and «اعتماد» / «طلب تعديل» while it is in review.
 */
export function CompanyPromptView({ id, renderFiller }: { id: string; renderFiller: FillerSlot }) {
  const company = useCompany()
  const allowed = can(company.role)
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      {allowed.write ? (
        <Workspace id={id} renderFiller={renderFiller} />
      ) : (
        <Approved id={id} renderFiller={renderFiller} showTitle />
      )}
    </div>
  )
}

function Approved({
  id,
  renderFiller,
  showTitle,
}: {
  id: string
  renderFiller: FillerSlot
  showTitle?: boolean
}) {
  const company = useCompany()
  const opened = useQuery(openCompanyPromptQuery(company.id, id))
  const values = useCompanyValues(company.id)
  usePageMeta(opened.data?.title ?? 'أمر الشركة', 'أمر من مكتبة الشركة بقيمها.')

  if (opened.isPending || values.loading) {
    return <Skeleton className="h-64" />
  }
  if (opened.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{opened.error.message}</p>
        <Button size="sm" onClick={() => void opened.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (!opened.data) {
    return showTitle ? (
      <div className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-bold">الأمر غير متاح</h1>
        <p className="text-muted-foreground">لا يوجد أمر معتمد بهذا الرابط في مكتبة الشركة.</p>
        <Button asChild variant="outline">
          <Link to={companyPaths.library.to(company.id)}>العودة إلى مكتبة الشركة</Link>
        </Button>
      </div>
    ) : null
  }
  const prompt = opened.data
  return (
    <div className="grid gap-4">
      {showTitle ? (
        <header className="grid gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{prompt.title}</h1>
          {prompt.description ? (
            <p className="text-muted-foreground">{prompt.description}</p>
          ) : null}
        </header>
      ) : (
        <h2 className="text-lg font-semibold">
          النسخة المعتمدة (الإصدار {formatInteger(prompt.version)})
        </h2>
      )}
      {renderFiller({
        body: prompt.body,
        companyValues: values.values,
        onUse: (kind) => void recordUsage(prompt.id, kind),
        renderRun: (filled) => (
          <CompanyRun
            promptId={prompt.id}
            title={prompt.title}
            text={filled.text}
            variables={filled.values}
            blocked={filled.blocked}
          />
        ),
      })}
    </div>
  )
}

function Workspace({ id, renderFiller }: { id: string; renderFiller: FillerSlot }) {
  const company = useCompany()
  const prompt = useQuery(companyPromptQuery(company.id, id))
  usePageMeta(prompt.data?.title ?? 'أمر الشركة', 'أمر من مكتبة الشركة: حالته ومراجعته.')

  if (prompt.isPending) return <Skeleton className="h-64" />
  if (prompt.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{prompt.error.message}</p>
        <Button size="sm" onClick={() => void prompt.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (!prompt.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-bold">الأمر غير متاح</h1>
        <Button asChild variant="outline">
          <Link to={companyPaths.library.to(company.id)}>العودة إلى مكتبة الشركة</Link>
        </Button>
      </div>
    )
  }
  const p = prompt.data
  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{p.title}</h1>
          <StateBadge state={p.state} />
        </div>
        {p.description ? <p className="text-muted-foreground">{p.description}</p> : null}
      </header>
      {p.forked_from ? <UpstreamNotice prompt={p} /> : null}
      <WorkingVersion prompt={p} />
      {p.approved_version !== null ? <Approved id={p.id} renderFiller={renderFiller} /> : null}
      <Versions prompt={p} />
    </>
  )
}

function WorkingVersion({ prompt }: { prompt: CompanyPrompt }) {
  const company = useCompany()
  const allowed = can(company.role)
  const reviewer = allowed.review || (company.role === 'editor' && company.editors_review)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const current = prompt.versions.find((v) => v.version === prompt.current_version)
  const approved = prompt.versions.find((v) => v.version === prompt.approved_version)
  const submit = useMutation({
    mutationFn: () => submitCompanyPrompt(prompt.id),
    onSuccess: async () => {
      toast.success('أُرسل الأمر للمراجعة')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  const remove = useMutation({
    mutationFn: () => deleteCompanyPrompt(prompt.id),
    onSuccess: async () => {
      toast.success('حُذف الأمر')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      void navigate(companyPaths.library.to(company.id))
    },
    onError: (error: Error) => toast.error(error.message),
  })
  if (!current) return null
  const state = prompt.state
  const showWorking = state !== 'approved'

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          {state === 'approved'
            ? 'الأمر معتمد'
            : `الإصدار ${formatInteger(current.version)}: ${promptStateLabels[state]}`}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state === 'changes_requested' && current.review_comment ? (
          <div
            role="note"
            aria-label="ملاحظات المراجعة"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            <p className="font-medium">ملاحظات المراجعة</p>
            <p className="whitespace-pre-wrap">{current.review_comment}</p>
          </div>
        ) : null}
        {state === 'in_review' && reviewer ? (
          <ReviewForm
            promptId={prompt.id}
            title={prompt.title}
            version={current.version}
            submittedBody={current.body}
            approvedVersion={approved?.version ?? null}
            approvedBody={approved?.body ?? null}
          />
        ) : showWorking ? (
          <ScrollRegion
            label="نص الأمر"
            dir="auto"
            data-testid="working-body"
            className="max-h-96 overflow-y-auto rounded-lg border border-border bg-background/60 p-3 leading-loose whitespace-pre-wrap"
          >
            {current.body}
          </ScrollRegion>
        ) : null}
        {state === 'in_review' && !reviewer ? (
          <p className="text-sm text-muted-foreground">
            بانتظار مراجعة مشرفي الشركة. يبقى الأعضاء على النسخة المعتمدة حتى ذلك الحين.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {state === 'draft' ? (
            <Button disabled={submit.isPending} onClick={() => submit.mutate()}>
              <SendForward aria-hidden="true" />
              إرسال للمراجعة
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={companyPaths.editPrompt.to(company.id, prompt.id)}>
              <Pencil aria-hidden="true" />
              تعديل
            </Link>
          </Button>
          {allowed.review || prompt.approved_version === null ? (
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`حذف «${prompt.title}» من مكتبة الشركة؟`)) remove.mutate()
              }}
            >
              <Trash2 aria-hidden="true" />
              حذف
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}

const versionStatus: Record<string, string> = {
  ...promptStateLabels,
  withdrawn: 'سُحب للتعديل',
} satisfies Record<PromptState | 'withdrawn', string>

function Versions({ prompt }: { prompt: CompanyPrompt }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">سجل الإصدارات</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2" aria-label="الإصدارات">
          {prompt.versions.map((v) => (
            <li key={v.version} className="grid gap-1 rounded-md border border-border p-3">
              <span className="font-medium">
                الإصدار {formatInteger(v.version)} · {versionStatus[v.status] ?? v.status}
                {v.version === prompt.approved_version ? ' (يستخدمه الأعضاء)' : ''}
              </span>
              <span className="text-xs text-muted-foreground">
                {formatLongDate(v.created_at)}
                {v.note ? ` · ${v.note}` : ''}
              </span>
              {v.review_comment ? (
                <span className="text-sm">ملاحظات المراجعة: {v.review_comment}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

function UpstreamNotice({ prompt }: { prompt: CompanyPrompt }) {
  const company = useCompany()
  const upstream = useQuery(companyPromptUpstreamQuery(company.id, prompt.id))
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: () => updateFromUpstream(prompt.id),
    onSuccess: async (version) => {
      toast.success(`حُدّثت النسخة: الإصدار ${formatInteger(version)} مسودة جاهزة للمراجعة`)
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  if (upstream.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {upstream.error.message}
      </p>
    )
  }
  if (!upstream.data?.changed) return null
  return (
    <section
      aria-labelledby="upstream-changed"
      className="grid gap-3 rounded-lg border border-accent/40 bg-accent/10 p-4"
    >
      <h2 id="upstream-changed" className="font-semibold">
        تغيّر الأمر الأصلي في مكتبة سند
      </h2>
      <WordDiff
        older={upstream.data.copy_body ?? ''}
        newer={upstream.data.upstream_body ?? ''}
        olderTitle="نسخة الشركة"
        newerTitle="الأمر الأصلي الآن"
      />
      <div>
        <Button disabled={update.isPending} onClick={() => update.mutate()}>
          <RefreshCw aria-hidden="true" />
          تحديث النسخة
        </Button>
      </div>
    </section>
  )
}
