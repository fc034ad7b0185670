import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { categoriesQuery } from '../api/prompts'
import { useChooseSection, useEntitlements } from '../hooks/use-catalogue'
import { QuotaMeter } from './quota-meter'

/**
 * Above the library: today's quota, and for a single-section plan the section it opens — chosen
 * on the first visit, changeable once per billing period (the database keeps both rules).
 */
export function EntitlementsBanner() {
  const entitlements = useEntitlements()
  if (!entitlements.data) return null
  const e = entitlements.data
  if (e.dailyLimit < 0 && e.promptsAccess !== 'single_section') return null
  return (
    <section
      aria-label="ما تفتحه باقتك"
      className="grid gap-3 rounded-lg border border-border bg-card/60 p-4"
    >
      {e.promptsAccess === 'single_section' ? (
        <SectionPicker section={e.section} changeAllowed={e.sectionChangeAllowed} />
      ) : null}
      {e.promptsAccess === 'limited' ? (
        <p className="text-sm" data-testid="trial-line">
          أوامر عيّنة التجربة تظهر أولاً، وهي ما تفتحه تجربتك. الباقات المدفوعة تفتح بقية المكتبة مع
          أمثلتها المحلولة.{' '}
          <Link
            to={paths.subscription}
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          >
            قارن الباقات
          </Link>
        </p>
      ) : null}
      <QuotaMeter opensToday={e.opensToday} dailyLimit={e.dailyLimit} />
    </section>
  )
}

function SectionPicker({
  section,
  changeAllowed,
}: {
  section: string | null
  changeAllowed: boolean
}) {
  const id = useId()
  const categories = useQuery(categoriesQuery())
  const choose = useChooseSection()
  const [value, setValue] = useState(section ?? '')
  const current = categories.data?.find((c) => c.id === section)
  const chatgpt = categories.data?.filter((c) => c.platforms.includes('chatgpt')) ?? []

  if (section && !changeAllowed) {
    return (
      <p className="text-sm">
        قسمك من أوامر ChatGPT: <strong>{current?.name ?? section}</strong>. غيّرته في هذه الفترة،
        ويمكنك تغييره مرة أخرى بعد تجديد الاشتراك.
      </p>
    )
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (value && value !== section) choose.mutate(value)
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {section ? 'قسمك من أوامر ChatGPT' : 'اختر قسمك من أوامر ChatGPT'}
        </label>
        <select
          id={id}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {section ? null : <option value="">— اختر قسماً —</option>}
          {chatgpt.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        disabled={!value || value === section || choose.isPending}
        aria-busy={choose.isPending}
      >
        {section ? 'تغيير القسم' : 'حفظ القسم'}
      </Button>
      <p className="basis-full text-xs text-muted-foreground">
        {section
          ? 'يمكنك تغيير قسمك مرة واحدة في كل فترة اشتراك.'
          : 'باقتك تفتح قسماً واحداً تختاره، ويمكنك تغييره مرة واحدة في كل فترة اشتراك.'}
      </p>
    </form>
  )
}
