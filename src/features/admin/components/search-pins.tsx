import { useDeferredValue, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Pin } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { formatInteger } from '@/lib/format'
import { messageOf } from '../api/errors'
import { adminKeys } from '../api/keys'
import { useAdminMutation } from '../api/mutation'
import {
  pinCandidatesQuery,
  pinSearchResult,
  searchMessages,
  searchPinsQuery,
  unpinSearchResult,
  type SearchPin,
} from '../api/search-insights'
import { DeleteButton } from './confirm-dialog'
import { QueryState } from './query-state'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'
const invalidate = [adminKeys.searchPins(), adminKeys.searchInsightsAll()]

function useUnpin() {
  return useAdminMutation(unpinSearchResult, {
    success: searchMessages.unpinned,
    fallback: searchMessages.pinFailed,
    invalidate,
  })
}

function PinTitle({ pin }: { pin: SearchPin }) {
  return (
    <>
      {pin.prompt?.title_ar ?? 'أمر محذوف'}
      {pin.prompt && !pin.prompt.is_published ? (
        <Badge variant="outline" className="ms-2">
          مسودة
        </Badge>
      ) : null}
    </>
  )
}

/**
 * The pin picker of one query: its pins (removable), and a title search whose prompts can be
 * pinned at a chosen place.
 */
export function PinPicker({ query }: { query: string }) {
  const pins = useQuery(searchPinsQuery())
  const mine = (pins.data ?? []).filter((p) => p.query === query)
  const [search, setSearch] = useState('')
  const term = useDeferredValue(search.trim())
  const candidates = useQuery({ ...pinCandidatesQuery(term), placeholderData: (prev) => prev })
  const next = Math.max(0, ...mine.map((p) => p.position)) + 1
  const [position, setPosition] = useState('')
  const pin = useAdminMutation(pinSearchResult, {
    success: searchMessages.pinned,
    fallback: searchMessages.pinFailed,
    invalidate,
  })
  const unpin = useUnpin()
  const place = /^\d{1,2}$/.test(position) && Number(position) >= 1 ? Number(position) : next
  const taken = new Set(mine.map((p) => p.prompt?.slug))
  const matches = term ? (candidates.data ?? []).filter((c) => !taken.has(c.slug)) : []

  return (
    <div className="grid gap-4">
      <QueryState
        query={pins}
        isEmpty={() => mine.length === 0}
        empty="لا نتائج مثبتة لهذه العبارة بعد."
      >
        {() => (
          <ol className="grid gap-2" aria-label="نتائج مثبتة">
            {mine.map((p) => (
              <li
                key={p.prompt_id}
                className="flex items-center gap-2 rounded-md border border-border p-2 text-sm"
              >
                <Badge>{formatInteger(p.position)}</Badge>
                <span className="min-w-0 flex-1">
                  <PinTitle pin={p} />
                </span>
                {p.prompt ? (
                  <DeleteButton
                    label={p.prompt.title_ar}
                    description={`لن يظهر «${p.prompt.title_ar}» أولاً عند البحث عن «${query}».`}
                    confirmLabel="إزالة التثبيت"
                    onConfirm={() => unpin.mutateAsync({ query, slug: p.prompt!.slug })}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryState>

      <fieldset className="grid gap-3 rounded-md border border-dashed border-border p-3">
        <legend className="px-1 text-sm font-medium">تثبيت أمر</legend>
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <div className="grid gap-2">
            <Label htmlFor="pin-search">ابحث عن أمر بالعنوان</Label>
            <Input
              id="pin-search"
              type="search"
              dir="auto"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="pin-position">الترتيب</Label>
            <Input
              id="pin-position"
              inputMode="numeric"
              dir="ltr"
              placeholder={String(next)}
              value={position}
              onChange={(event) => setPosition(event.target.value.replace(/\D/g, '').slice(0, 2))}
            />
          </div>
        </div>
        {!term ? null : candidates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(candidates.error)}
          </p>
        ) : candidates.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            جارٍ البحث...
          </p>
        ) : matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">لا أوامر بهذا العنوان.</p>
        ) : (
          <ul className="grid gap-1" aria-label="أوامر للتثبيت">
            {matches.map((c) => (
              <li key={c.slug} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">
                  {c.title}
                  {c.published ? null : (
                    <Badge variant="outline" className="ms-2">
                      مسودة
                    </Badge>
                  )}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pin.isPending}
                  aria-label={`تثبيت ${c.title}`}
                  onClick={() =>
                    pin.mutate(
                      { query, slug: c.slug, position: place },
                      { onSuccess: () => setPosition('') },
                    )
                  }
                >
                  <Pin aria-hidden="true" /> تثبيت
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  )
}

/** Every pinned result, by query: what each query shows first, removable. */
export function SearchPins() {
  const pins = useQuery(searchPinsQuery())
  const unpin = useUnpin()
  return (
    <QueryState
      query={pins}
      isEmpty={(d) => d.length === 0}
      empty="لا نتائج مثبتة بعد. ثبّت أمراً لعبارة من «ما يبحث عنه الناس»."
    >
      {(rows) => (
        <ScrollRegion label="نتائج مثبتة" className="rounded-lg border border-border">
          <table className="w-full min-w-[32rem] text-sm" aria-label="نتائج مثبتة">
            <thead className="bg-muted/50">
              <tr>
                <th className={th}>عبارة البحث</th>
                <th className={th}>الترتيب</th>
                <th className={th}>الأمر</th>
                <th className={th}>
                  <span className="sr-only">إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={`${p.query}:${p.prompt_id}`} className="border-t border-border">
                  <td className="p-2 font-medium">{p.query}</td>
                  <td className="p-2">{formatInteger(p.position)}</td>
                  <td className="p-2">
                    <PinTitle pin={p} />
                  </td>
                  <td className="p-2 text-end">
                    {p.prompt ? (
                      <DeleteButton
                        label={`${p.prompt.title_ar} من «${p.query}»`}
                        description={`لن يظهر «${p.prompt.title_ar}» أولاً عند البحث عن «${p.query}».`}
                        confirmLabel="إزالة التثبيت"
                        onConfirm={() =>
                          unpin.mutateAsync({ query: p.query, slug: p.prompt!.slug })
                        }
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </QueryState>
  )
}
