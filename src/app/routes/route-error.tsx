import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'

/** Shown when a page fails to render or its code fails to load (e.g. after a new deployment). */
function RouteErrorScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 text-center">
      <h1 className="text-3xl font-bold">حدث خطأ غير متوقع</h1>
      <p className="leading-relaxed text-muted-foreground">
        تعذّر عرض هذه الصفحة. أعد تحميل الصفحة، وإن تكررت المشكلة فتواصل معنا.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>إعادة تحميل الصفحة</Button>
        <Button asChild variant="outline">
          <a href={paths.home}>الصفحة الرئيسية</a>
        </Button>
        <Button asChild variant="ghost">
          <a href={paths.contact}>تواصل معنا</a>
        </Button>
      </div>
    </main>
  )
}

type Props = {
  children: ReactNode
  /** A new value (the next address) clears the error. */ resetKey?: string
}
type State = { failed: boolean; resetKey?: string }

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children
  }
}
