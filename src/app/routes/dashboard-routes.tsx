import type { RouteObject } from 'react-router-dom'
import { paths } from '@/lib/paths'
import * as Dashboard from './dashboard/pages'
import { NotFoundPage, UnderConstructionPage } from './lazy-pages'

/*
 * The user area's routes. Each page is its own chunk, and none of them is reachable from the
 * marketing entry, so the dashboard code stays out of the marketing bundle.
 */

function soon(title: string, description: string) {
  return (
    <UnderConstructionPage
      title={title}
      description={description}
      backTo={paths.dashboard.root}
      backLabel="العودة إلى لوحة التحكم"
    />
  )
}

export const dashboardLayout = <Dashboard.DashboardLayout />

export const dashboardChildren: RouteObject[] = [
  { index: true, element: <Dashboard.Home /> },
  { path: paths.dashboard.promptCards, element: <Dashboard.PromptCards /> },
  { path: paths.dashboard.promptCard.pattern, element: <Dashboard.PromptCard /> },
  { path: paths.dashboard.savedPreferences, element: <Dashboard.SavedPreferences /> },
  {
    path: paths.dashboard.chatbot,
    element: soon('المساعد الذكي', 'قريباً: يصل المساعد الذكي للمحادثة مع إصدار المحادثة.'),
  },
  {
    path: paths.dashboard.userPrompts,
    element: soon('قريباً - أوامري', 'قريباً: مساحة لحفظ أوامرك الخاصة وتنظيمها.'),
  },
  { path: '*', element: <NotFoundPage /> },
]
