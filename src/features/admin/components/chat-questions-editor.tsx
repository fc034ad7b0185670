import { useState } from 'react'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import {
  CHAT_QUESTIONS_KEY,
  parseChatQuestions,
  useSaveSetting,
  type ChatQuestion,
  type SiteSetting,
} from '../api/settings'
import { normalizeChatQuestions } from '../lib/chat-questions'

/** site_settings.chat_suggested_questions: the chat shows the first 3 active ones by order. */
export function ChatQuestionsEditor({ settings }: { settings: SiteSetting[] }) {
  const saved = settings.find((s) => s.setting_key === CHAT_QUESTIONS_KEY)?.setting_value
  const [items, setItems] = useState<ChatQuestion[]>(() => parseChatQuestions(saved))
  const [error, setError] = useState<string>()
  const save = useSaveSetting()

  const update = (index: number, patch: Partial<ChatQuestion>) =>
    setItems((list) => list.map((q, i) => (i === index ? { ...q, ...patch } : q)))
  const move = (index: number, by: number) =>
    setItems((list) => {
      const next = [...list]
      const [item] = next.splice(index, 1)
      if (item) next.splice(index + by, 0, item)
      return next
    })

  async function submit() {
    if (items.some((q) => !q.question.trim())) {
      setError('يرجى كتابة نص كل سؤال أو حذفه')
      return
    }
    setError(undefined)
    const normalized = normalizeChatQuestions(items)
    await save
      .mutateAsync({ key: CHAT_QUESTIONS_KEY, value: JSON.stringify(normalized) })
      .then(() => setItems(normalized))
      .catch(() => undefined)
  }

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">لا توجد أسئلة مقترحة بعد.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((q, i) => (
            <li
              key={q.id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
            >
              <span className="w-6 text-center text-sm text-muted-foreground">{i + 1}</span>
              <Input
                aria-label={`نص السؤال ${i + 1}`}
                className="min-w-48 flex-1"
                value={q.question}
                onChange={(e) => update(i, { question: e.target.value })}
              />
              <label
                htmlFor={`question-active-${q.id}`}
                className="flex items-center gap-2 text-sm"
              >
                <Checkbox
                  id={`question-active-${q.id}`}
                  checked={q.is_active}
                  onCheckedChange={(checked) => update(i, { is_active: checked === true })}
                />
                مفعّل
              </label>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`تقديم السؤال ${i + 1}`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`تأخير السؤال ${i + 1}`}
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`حذف السؤال ${i + 1}`}
                onClick={() => setItems((list) => list.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" className="text-destructive" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            setItems((list) => [
              ...list,
              {
                id: crypto.randomUUID(),
                question: '',
                is_active: true,
                order_index: list.length + 1,
              },
            ])
          }
        >
          <Plus aria-hidden="true" />
          إضافة سؤال
        </Button>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? 'جارٍ الحفظ...' : 'حفظ الأسئلة'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">يعرض المساعد أول 3 أسئلة مفعّلة بهذا الترتيب.</p>
    </div>
  )
}
