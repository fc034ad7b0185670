import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Copy, Link2, Link2Off, Share2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  shareUrl,
  shareUserPrompt,
  unshareUserPrompt,
  userPromptKeys,
  type UserPrompt,
} from '../api/user-prompts'

type Props = Pick<UserPrompt, 'id' | 'title' | 'share_slug' | 'shared_at' | 'library_fork'>

/** «مشترك»: the badge of a prompt that has a live share link. */
export function SharedBadge() {
  return (
    <Badge variant="outline">
      <Link2 aria-hidden="true" className="size-3" />
      مشترك برابط
    </Badge>
  )
}

/**
 * «مشاركة»: the owner creates an unlisted read-only link to the prompt, copies it, or revokes it
 * (after a confirmation). The database refuses a fork of a library prompt; the dialog says why
 * before the owner tries.
 */
export function ShareDialog({ prompt }: { prompt: Props }) {
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [copied, setCopied] = useState(false)
  const queryClient = useQueryClient()
  const slug = prompt.share_slug
  const refresh = () => queryClient.invalidateQueries({ queryKey: userPromptKeys.all })

  const create = useMutation({
    mutationFn: () => shareUserPrompt(prompt.id),
    onSuccess: async () => {
      toast.success('أُنشئ رابط المشاركة')
      await refresh()
    },
    onError: (error) => toast.error(error.message),
  })
  const revoke = useMutation({
    mutationFn: () => unshareUserPrompt(prompt.id),
    onSuccess: async () => {
      setConfirming(false)
      setCopied(false)
      toast.success('أُلغي رابط المشاركة، ولن يفتح بعد الآن')
      await refresh()
    },
    onError: (error) => toast.error(error.message),
  })

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.success('نُسخ الرابط')
    } catch {
      toast.error('تعذّر النسخ تلقائياً. حدّد الرابط وانسخه يدوياً.')
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setConfirming(false)
          setCopied(false)
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          مشاركة
        </Button>
      </DialogTrigger>
      <DialogContent dir="rtl">
        <DialogHeader>
          <DialogTitle>مشاركة «{prompt.title}»</DialogTitle>
          <DialogDescription>
            الأمر خاص بك ما لم تنشئ له رابطاً. من يملك الرابط يستطيع قراءته وتعبئة متغيراته ونسخه،
            ولا يظهر في البحث ولا في المكتبة. يمكنك إلغاء الرابط متى شئت.
          </DialogDescription>
        </DialogHeader>

        {prompt.library_fork ? (
          <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm">
            هذا الأمر منسوخ من مكتبة سند، ومحتوى المكتبة متاح للمشتركين فقط، فلا يمكن مشاركته برابط
            حتى لو عدّلته. اكتب أمراً جديداً بنفسك لتشاركه.
          </p>
        ) : slug ? (
          <div className="grid gap-3">
            <p className="flex items-center gap-2 text-sm font-medium" role="status">
              <Link2 aria-hidden="true" className="size-4 text-primary" />
              الأمر مشترك برابط
              {prompt.shared_at ? (
                <span className="font-normal text-muted-foreground">
                  منذ {formatLongDate(prompt.shared_at)}
                </span>
              ) : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <Input
                readOnly
                dir="ltr"
                aria-label="رابط المشاركة"
                value={shareUrl(slug)}
                className="min-w-0 flex-1 text-start"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" onClick={() => void copy(shareUrl(slug))}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'نُسخ' : 'نسخ الرابط'}
              </Button>
            </div>
            {confirming ? (
              <div
                role="alertdialog"
                aria-labelledby="share-revoke-question"
                className="grid gap-3 rounded-md border border-destructive/50 p-3"
              >
                <p id="share-revoke-question" className="text-sm">
                  إلغاء الرابط يوقفه فوراً لكل من يملكه، ولا يمكن إرجاعه. إن شاركت الأمر مرة أخرى
                  فسيكون له رابط جديد.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate()}
                  >
                    {revoke.isPending ? 'جارٍ الإلغاء...' : 'نعم، ألغِ الرابط'}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                    تراجع
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                type="button"
                variant="ghost"
                className="justify-self-start"
                onClick={() => setConfirming(true)}
              >
                <Link2Off aria-hidden="true" />
                إلغاء المشاركة
              </Button>
            )}
          </div>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground" role="status">
              الأمر خاص: لا يراه أحد غيرك.
            </p>
            <Button
              type="button"
              className="justify-self-start"
              disabled={create.isPending}
              onClick={() => create.mutate()}
            >
              <Link2 aria-hidden="true" />
              {create.isPending ? 'جارٍ إنشاء الرابط...' : 'إنشاء رابط مشاركة'}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
