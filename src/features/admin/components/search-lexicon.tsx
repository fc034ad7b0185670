import { useDeferredValue, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { formatInteger } from '@/lib/format'
import { adminKeys } from '../api/keys'
import { useAdminMutation } from '../api/mutation'
import {
  deleteLexiconEntry,
  LEXICON_PAGE_SIZE,
  lexiconMessages,
  lexiconQuery,
  type LexiconEntry,
} from '../api/search-lexicon'
import {
  LEXICON_DIALECTS,
  LEXICON_KINDS,
  type LexiconDialect,
  type LexiconKind,
} from '../lib/lexicon'
import { DeleteButton } from './confirm-dialog'
import { EditorDialog } from './editor-dialog'
import { LexiconForm } from './lexicon-form'
import { OptionsSelect } from './options-select'
import { Pager } from './pager'
import { QueryState } from './query-state'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'

/** The lexicon: searched and filtered in the database, a page at a time (it holds hundreds). */
export function SearchLexicon() {
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<LexiconKind | ''>('')
  const [dialect, setDialect] = useState<LexiconDialect | ''>('')
  const [page, setPage] = useState(0)
  const term = useDeferredValue(search.trim())
  const entries = useQuery(lexiconQuery({ search: term, kind, dialect, page }))
  const [editing, setEditing] = useState<{ entry: LexiconEntry | null } | null>(null)
  const remove = useAdminMutation(deleteLexiconEntry, {
    success: lexiconMessages.deleted,
    fallback: lexiconMessages.saveFailed,
    invalidate: [adminKeys.searchLexiconAll(), adminKeys.searchInsightsAll()],
  })

  return (
    <div className="grid gap-4">
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_12rem_auto]">
        <div className="grid gap-2">
          <Label htmlFor="lexicon-search">ابحث في القاموس</Label>
          <Input
            id="lexicon-search"
            type="search"
            dir="auto"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(0)
            }}
          />
        </div>
        <OptionsSelect
          id="lexicon-kind"
          label="النوع"
          value={kind}
          options={LEXICON_KINDS}
          allLabel="الكل"
          onChange={(v) => {
            setKind(v)
            setPage(0)
          }}
        />
        <OptionsSelect
          id="lexicon-dialect"
          label="اللهجة"
          value={dialect}
          options={LEXICON_DIALECTS}
          allLabel="الكل"
          onChange={(v) => {
            setDialect(v)
            setPage(0)
          }}
        />
        <Button onClick={() => setEditing({ entry: null })}>
          <Plus aria-hidden="true" /> كلمة جديدة
        </Button>
      </div>

      <QueryState
        query={entries}
        loadingLabel="جارٍ تحميل القاموس..."
        isEmpty={(d) => d.rows.length === 0}
        empty={term || kind || dialect ? 'لا كلمات تطابق هذا البحث' : 'القاموس فارغ. أضف أول كلمة.'}
      >
        {({ rows, total }) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {formatInteger(total)} كلمة
            </p>
            <ScrollRegion label="كلمات القاموس" className="rounded-lg border border-border">
              <table className="w-full min-w-[44rem] text-sm" aria-label="كلمات القاموس">
                <thead className="bg-muted/50">
                  <tr>
                    <th className={th}>الكلمة</th>
                    <th className={th}>يقابلها</th>
                    <th className={th}>النوع</th>
                    <th className={th}>اللهجة</th>
                    <th className={th}>المصدر</th>
                    <th className={th}>
                      <span className="sr-only">إجراءات</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <tr key={entry.id} className="border-t border-border">
                      <td className="p-2 font-medium">{entry.term}</td>
                      <td className="p-2">
                        <span className="flex flex-wrap gap-1">
                          {entry.maps_to.length ? (
                            entry.maps_to.map((t) => <Badge key={t}>{t}</Badge>)
                          ) : (
                            <span className="text-muted-foreground">تُهمَل</span>
                          )}
                        </span>
                      </td>
                      <td className="p-2">{LEXICON_KINDS[entry.kind] ?? entry.kind}</td>
                      <td className="p-2">{LEXICON_DIALECTS[entry.dialect] ?? entry.dialect}</td>
                      <td className="max-w-48 truncate p-2 text-xs text-muted-foreground">
                        {entry.source ?? '—'}
                      </td>
                      <td className="p-2">
                        <span className="flex justify-end gap-1">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`تعديل ${entry.term}`}
                            onClick={() => setEditing({ entry })}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <DeleteButton
                            label={entry.term}
                            description={`لن يترجم البحث «${entry.term}» بعد الحذف.`}
                            onConfirm={() => remove.mutateAsync(entry.id)}
                          />
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pager
              label="صفحات القاموس"
              page={page}
              total={total}
              pageSize={LEXICON_PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>

      <EditorDialog
        open={editing !== null}
        title={editing?.entry ? `تعديل «${editing.entry.term}»` : 'كلمة جديدة في القاموس'}
        onClose={() => setEditing(null)}
      >
        <LexiconForm entry={editing?.entry ?? null} onSaved={() => setEditing(null)} />
      </EditorDialog>
    </div>
  )
}
