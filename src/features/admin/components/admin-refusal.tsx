import { ShieldX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'

/** What a signed-in non-admin sees at /518: a clear refusal, never a blank page. */
export function AdminRefusal() {
  usePageMeta('غير مصرح', 'هذه الصفحة مخصصة لمشرفي المنصة.')
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/15 text-destructive">
        <ShieldX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold">غير مصرح لك بالدخول</h1>
      <p className="leading-relaxed text-muted-foreground">
        لوحة الإدارة مخصصة لمشرفي المنصة فقط. إذا كنت تعتقد أن هذا خطأ، تواصل مع فريق الدعم.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.dashboard.root}>الذهاب إلى لوحة التحكم</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>العودة إلى الرئيسية</Link>
        </Button>
      </div>
    </main>
  )
}
