import { useState } from 'react'
import {
  Bot,
  CheckCircle2,
  Compass,
  Gift,
  Headphones,
  MessageSquareText,
  Sparkles,
} from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoMark } from '@/components/layout/logo'
import { Card, CardContent } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useStaticRender } from '@/hooks/use-static-render'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { WaitlistForm } from '../components/waitlist-form'
import { waitlistMessages } from '../messages'
import { claim } from '@/lib/catalogue-claims'

/** Spec 2.12: the five highlights. */
const highlights = [
  { icon: MessageSquareText, text: `${claim('prompts')} ذكي` },
  { icon: Bot, text: `${claim('assistants')} رقمياً` },
  { icon: Compass, text: 'دليل أدوات الذكاء الاصطناعي' },
  { icon: Sparkles, text: 'واجهة سهلة الاستخدام' },
  { icon: Headphones, text: 'دعم مباشر' },
] as const

function ThankYouPanel({ email }: { email: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
      <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
      <h2 className="text-2xl font-bold">شكراً لانضمامك إلى قائمة الانتظار!</h2>
      <p className="text-muted-foreground">
        سنرسل إليك على{' '}
        <span dir="ltr" className="font-medium text-foreground" data-island="waitlist-email">
          {email}
        </span>{' '}
        رسالة فور إطلاق المنصة.
      </p>
      <p className="flex items-center gap-2 rounded-lg bg-accent/15 px-4 py-3 text-sm font-medium text-accent">
        <Gift aria-hidden="true" className="size-5 shrink-0" />
        {waitlistMessages.earlyDiscount}
      </p>
    </div>
  )
}

export default function WaitlistPage() {
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null)
  // The static page (issue 24) carries the thank-you panel for src/islands/waitlist.ts to show.
  const isStatic = useStaticRender() !== null
  usePageMeta(
    'قائمة الانتظار',
    'سجّل في قائمة انتظار سند لتكون أول من يعرف بالإطلاق، واحصل على خصم خاص للمشتركين الأوائل.',
  )

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center px-4 py-10 sm:py-16">
      <div className="flex w-full max-w-5xl flex-1 flex-col gap-10 lg:flex-row lg:items-center">
        <section aria-labelledby="waitlist-title" className="flex flex-1 flex-col gap-6">
          <div className="flex items-center gap-3">
            <LogoMark className="size-12" />
            <span className="text-2xl font-bold">{siteConfig.name}</span>
          </div>
          <h1 id="waitlist-title" className="text-3xl font-bold leading-tight sm:text-4xl">
            قريباً… انضم إلى قائمة الانتظار
          </h1>
          <p className="text-lg leading-relaxed text-muted-foreground">{siteConfig.tagline}</p>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="ما ينتظرك في سند">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-lg bg-card/60 px-4 py-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="font-medium">{text}</span>
              </li>
            ))}
          </ul>
        </section>
        <Card className="w-full lg:max-w-md">
          <CardContent className="pt-6" data-island={isStatic ? 'waitlist-card' : undefined}>
            {isStatic ? (
              <template data-island="waitlist-thanks">
                <ThankYouPanel email="" />
              </template>
            ) : null}
            {joinedEmail ? (
              <ThankYouPanel email={joinedEmail} />
            ) : (
              <>
                <h2 className="mb-1 text-xl font-bold">سجّل اهتمامك</h2>
                <p className="mb-5 text-sm text-muted-foreground">الحقول المعلّمة بـ * مطلوبة.</p>
                <WaitlistForm onJoined={setJoinedEmail} />
              </>
            )}
          </CardContent>
        </Card>
      </div>
      <nav aria-label="روابط متاحة" className="mt-10 flex gap-6 text-sm text-muted-foreground">
        <Link to={paths.about} className="hover:text-primary">
          من نحن
        </Link>
        <Link to={paths.contact} className="hover:text-primary">
          تواصل معنا
        </Link>
      </nav>
    </main>
  )
}
