import { paths } from '@/lib/paths'

/*
 * The user area's frame classes and the page headings known before a page's chunk is here
 * (issue 51): shared by the entry's first-visit frame (dashboard-frame-fallback.tsx), the shell
 * (dashboard-shell.tsx) and the pages (dashboard-page.tsx), so the three draw the same boxes.
 */

export const frameClasses = {
  root: 'flex min-h-dvh flex-col lg:flex-row',
  aside:
    'hidden border-e border-border bg-card/60 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-72 lg:shrink-0 lg:flex-col lg:overflow-y-auto',
  asideTop: 'flex items-center justify-between gap-3 p-4',
  bar: 'sticky top-0 z-40 flex items-center justify-between gap-3 border-b border-border bg-background/95 px-4 py-3 backdrop-blur lg:hidden',
  // On a phone the assistant's round button sits over the page's bottom corner: the page ends
  // with room for it, so its last line and buttons can always be scrolled clear of it.
  main: 'min-w-0 flex-1 max-sm:pb-20',
  page: 'mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10',
}

/** A page's title (h1 and document), its description (meta) and, when it differs, the line shown. */
export type PageHeadingText = { title: string; description: string; lead?: string }

/**
 * The headings known before a page's chunk is here: the pages whose heading is fixed text and
 * which people open first (the home a sign-in lands on, the library). Each page reads its own
 * from here, so the two never differ.
 */
export const PAGE_HEADINGS = {
  [paths.dashboard.root]: {
    title: 'لوحة التحكم',
    description: 'باقتك، آخر الأوامر التي استخدمتها، مفضلتك والجديد في المكتبة.',
    lead: 'أهلاً بك في سند. ابحث عن أمر أو تابع من حيث توقفت.',
  },
  [paths.dashboard.promptCards]: {
    title: 'الأوامر الذكية',
    description:
      'مكتبة أوامر عربية جاهزة لـ ChatGPT وGemini وMidjourney وClaude، مع بحث ذكي وتصفية.',
  },
} as const satisfies Record<string, PageHeadingText>

export function headingOf(pathname: string): PageHeadingText | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (PAGE_HEADINGS as Record<string, PageHeadingText>)[path]
}
