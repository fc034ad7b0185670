import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { useFeatureFlag } from '@/hooks/use-feature-flag'
import { ChatConversation } from '../components/chat-conversation'
import { RecentSuggestions } from '../components/recent-suggestions'
import { chatMessages } from '../messages'

/** /dashboard/chatbot: the floating assistant's conversation at full size, with past suggestions. */
export default function ChatbotPage() {
  usePageMeta(
    'المساعد الذكي',
    'اسأل مساعد سند عن الأوامر الجاهزة والمساعدين الرقميين وأدوات الذكاء الاصطناعي المناسبة لعملك.',
  )
  const userId = useSession().session?.user.id
  const enabled = useFeatureFlag('chat_assistant')
  if (enabled === false) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-3 px-4 py-10 text-center sm:px-6">
        <h1 className="text-2xl font-bold">المساعد الذكي</h1>
        <p role="status" className="text-muted-foreground">
          {chatMessages.disabled}
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-10">
      <section
        aria-label="المحادثة مع المساعد"
        className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-border bg-card lg:h-[calc(100dvh-5rem)]"
      >
        <ChatConversation
          className="h-full"
          heading={<h1 className="text-lg font-bold">المساعد الذكي</h1>}
        />
      </section>
      <aside aria-labelledby="recent-suggestions-title" className="grid content-start gap-3">
        <h2 id="recent-suggestions-title" className="text-base font-semibold">
          آخر الاقتراحات
        </h2>
        {userId ? <RecentSuggestions userId={userId} /> : null}
      </aside>
    </div>
  )
}
