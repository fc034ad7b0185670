import { isValidElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '@/lib/paths'
import * as Dashboard from './dashboard/pages'
import type { LazyPage } from './lazy-page'
import { ChatbotPage, InvoicePage, NotFoundPage, SubscriptionPage } from './lazy-pages'

/*
 * The user area's routes. Each page is its own chunk, and none of them is reachable from the
 * marketing entry, so the dashboard code stays out of the marketing bundle.
 */

export const dashboardLayout = <Dashboard.DashboardLayout />

export const dashboardChildren: RouteObject[] = [
  { index: true, element: <Dashboard.Home /> },
  { path: paths.dashboard.promptCards, element: <Dashboard.PromptCards /> },
  { path: paths.dashboard.promptCard.pattern, element: <Dashboard.PromptCard /> },
  { path: paths.dashboard.savedPreferences, element: <Dashboard.SavedPreferences /> },
  { path: paths.dashboard.favorites, element: <Dashboard.Favorites /> },
  { path: paths.dashboard.collections.root, element: <Dashboard.Collections /> },
  { path: paths.dashboard.collections.pattern, element: <Dashboard.Collection /> },
  { path: paths.dashboard.gptAssistants, element: <Dashboard.GptAssistants /> },
  { path: paths.dashboard.aiTools, element: <Dashboard.AiTools /> },
  { path: paths.dashboard.automationTemplates, element: <Dashboard.AutomationTemplates /> },
  { path: paths.dashboard.kits.root, element: <Dashboard.Kits /> },
  { path: paths.dashboard.kits.pattern, element: <Dashboard.Kit /> },
  { path: paths.dashboard.accessDemo, element: <Dashboard.AccessDemo /> },
  { path: paths.dashboard.profile, element: <Dashboard.Profile /> },
  { path: paths.dashboard.settings, element: <Dashboard.Settings /> },
  { path: paths.dashboard.community, element: <Dashboard.Community /> },
  { path: paths.dashboard.help, element: <Dashboard.Help /> },
  { path: paths.dashboard.supportRequest.pattern, element: <Dashboard.HelpRequest /> },
  // Subscription management (plan change, payments, invoices), inside the user area (issue 46).
  { path: paths.subscription, element: <SubscriptionPage /> },
  { path: paths.invoice.pattern, element: <InvoicePage /> },
  { path: paths.dashboard.chatbot, element: <ChatbotPage /> },
  { path: paths.dashboard.userPrompts, element: <Dashboard.UserPrompts /> },
  { path: paths.dashboard.runs, element: <Dashboard.Runs /> },
  { path: paths.dashboard.userPromptNew, element: <Dashboard.UserPromptEdit /> },
  { path: paths.dashboard.userPrompt.pattern, element: <Dashboard.UserPrompt /> },
  { path: paths.dashboard.userPromptEdit.pattern, element: <Dashboard.UserPromptEdit /> },
  { path: paths.dashboard.newCompany, element: <Dashboard.NewCompany /> },
  // The company's own pages: a route table of their own, loaded with the first company page.
  { path: `${paths.dashboard.company}/*`, element: <Dashboard.CompanyRoutes /> },
  { path: '*', element: <NotFoundPage /> },
]

/**
 * The first screen of a signed-in visit (issue 51): the layout and the page of the address start
 * downloading at once, beside the auth client, instead of one after the other as each renders.
 */
export function preloadUserArea(pathname: string): void {
  Dashboard.DashboardLayout.preload()
  const area: RouteObject[] = [{ path: paths.dashboard.root, children: dashboardChildren }]
  const matches = matchRoutes(area, pathname)
  for (const { route } of matches ?? []) {
    // A page of Dashboard (pages.tsx) is a lazyPage: its element's type carries the preload.
    if (isValidElement(route.element)) (route.element.type as Partial<LazyPage>).preload?.()
  }
}
