import { CheckCircle2, LifeBuoy } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'

type ThankYouType = 'registration' | 'contact' | 'subscription'

const content: Record<
  ThankYouType,
  { title: string; message: string; action: { to: string; label: string } }
> = {
  contact: {
    title: 'تم إرسال رسالتك',
    message: 'شكراً لتواصلك معنا. استلمنا رسالتك وسيرد عليك فريقنا في أقرب وقت خلال ساعات العمل.',
    action: { to: paths.home, label: 'العودة إلى الرئيسية' },
  },
  registration: {
    title: 'مرحباً بك في سند',
    message: 'تم إنشاء حسابك بنجاح. ابدأ الآن باستكشاف الأوامر الذكية والمساعدات الرقمية.',
    action: { to: paths.dashboard.root, label: 'الذهاب إلى لوحة التحكم' },
  },
  subscription: {
    title: 'شكراً لاشتراكك',
    message: 'تم تفعيل باقتك بنجاح، وأصبح المحتوى المشمول فيها متاحاً لك الآن.',
    action: { to: paths.dashboard.root, label: 'الذهاب إلى لوحة التحكم' },
  },
}

function parseType(value: string | null): ThankYouType {
  return value === 'contact' || value === 'subscription' || value === 'registration'
    ? value
    : 'registration'
}

export default function ThankYouPage() {
  const [params] = useSearchParams()
  const { title, message, action } = content[parseType(params.get('type'))]
  usePageMeta(title, message)

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <CheckCircle2 aria-hidden="true" className="size-16 text-success" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="leading-relaxed text-muted-foreground">{message}</p>
      <Button asChild size="lg">
        <Link to={action.to}>{action.label}</Link>
      </Button>
      <Link
        to={paths.contact}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <LifeBuoy aria-hidden="true" className="size-4" />
        تحتاج مساعدة؟ تواصل معنا
      </Link>
    </section>
  )
}
