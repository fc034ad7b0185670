import { useState, useSyncExternalStore } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { LifeBuoy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { authStore } from '@/lib/auth-store'
import { paths } from '@/lib/paths'
import { openSupportRequest, SupportRequestError } from '@/lib/support-request'
import { toast } from '@/lib/toast'
import type { ChatMessage } from '../lib/chat-store'

const SUBJECT_WORDS = 60

/**
 * «تحدث مع فريق الدعم»: a signed-in member opens a support request with this conversation
 * attached (the team sees it; the request page shows it); a visitor goes to the contact form.
 */
export function TalkToSupport({
  messages,
  onNavigate,
}: {
  messages: ChatMessage[]
  onNavigate?: () => void
}) {
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const signedIn = Boolean(
    useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot).session,
  )

  if (!signedIn) {
    return (
      <Button asChild variant="link" size="sm" className="h-auto p-0">
        <Link to={paths.contact} onClick={onNavigate}>
          <LifeBuoy aria-hidden="true" /> تحدث مع فريق الدعم
        </Link>
      </Button>
    )
  }

  const open = async () => {
    const lastQuestion = [...messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim()
    setPending(true)
    try {
      const id = await openSupportRequest({
        subject: `من المساعد الذكي: ${(lastQuestion ?? 'أحتاج مساعدة').slice(0, SUBJECT_WORDS)}`,
        category: 'other',
        message: lastQuestion
          ? `أحتاج مساعدة من فريق الدعم بخصوص سؤالي للمساعد: ${lastQuestion}`
          : 'أحتاج مساعدة من فريق الدعم.',
        source: 'chat',
        chat: messages.map((m) => ({ role: m.role, text: m.content })),
      })
      toast.success('فتحنا لك طلب دعم وأرفقنا المحادثة')
      onNavigate?.()
      void navigate(paths.dashboard.supportRequest.to(id))
    } catch (error) {
      toast.error(
        error instanceof SupportRequestError ? error.message : 'تعذّر فتح طلب الدعم، حاول مرة أخرى',
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto p-0"
      disabled={pending}
      onClick={() => void open()}
    >
      <LifeBuoy aria-hidden="true" />
      {pending ? 'جارٍ فتح الطلب…' : 'تحدث مع فريق الدعم'}
    </Button>
  )
}
