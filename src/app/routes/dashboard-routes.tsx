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

/** A page's route carries its chunk's preload, for preloadUserArea. */
const preloads = (page: LazyPage) => ({ preload: page.preload })

export const dashboardChildren: RouteObject[] = [
  { index: true, element: <Dashboard.Home />, handle: preloads(Dashboard.Home) },
  {
    path: paths.dashboard.promptCards,
    element: <Dashboard.PromptCards />,
    handle: preloads(Dashboard.PromptCards),
  },
  {
    path: paths.dashboard.promptCard.pattern,
    element: <Dashboard.PromptCard />,
    handle: preloads(Dashboard.PromptCard),
  },
  {
    path: paths.dashboard.savedPreferences,
    element: <Dashboard.SavedPreferences />,
    handle: preloads(Dashboard.SavedPreferences),
  },
  {
    path: paths.dashboard.favorites,
    element: <Dashboard.Favorites />,
    handle: preloads(Dashboard.Favorites),
  },
  {
    path: paths.dashboard.collections.root,
    element: <Dashboard.Collections />,
    handle: preloads(Dashboard.Collections),
  },
  {
    path: paths.dashboard.collections.pattern,
    element: <Dashboard.Collection />,
    handle: preloads(Dashboard.Collection),
  },
  {
    path: paths.dashboard.gptAssistants,
    element: <Dashboard.GptAssistants />,
    handle: preloads(Dashboard.GptAssistants),
  },
  {
    path: paths.dashboard.aiTools,
    element: <Dashboard.AiTools />,
    handle: preloads(Dashboard.AiTools),
  },
  {
    path: paths.dashboard.automationTemplates,
    element: <Dashboard.AutomationTemplates />,
    handle: preloads(Dashboard.AutomationTemplates),
  },
  {
    path: paths.dashboard.kits.root,
    element: <Dashboard.Kits />,
    handle: preloads(Dashboard.Kits),
  },
  {
    path: paths.dashboard.kits.pattern,
    element: <Dashboard.Kit />,
    handle: preloads(Dashboard.Kit),
  },
  {
    path: paths.dashboard.accessDemo,
    element: <Dashboard.AccessDemo />,
    handle: preloads(Dashboard.AccessDemo),
  },
  {
    path: paths.dashboard.profile,
    element: <Dashboard.Profile />,
    handle: preloads(Dashboard.Profile),
  },
  {
    path: paths.dashboard.settings,
    element: <Dashboard.Settings />,
    handle: preloads(Dashboard.Settings),
  },
  {
    path: paths.dashboard.community,
    element: <Dashboard.Community />,
    handle: preloads(Dashboard.Community),
  },
  { path: paths.dashboard.help, element: <Dashboard.Help />, handle: preloads(Dashboard.Help) },
  {
    path: paths.dashboard.supportRequest.pattern,
    element: <Dashboard.HelpRequest />,
    handle: preloads(Dashboard.HelpRequest),
  },
  // Subscription management (plan change, payments, invoices), inside the user area (issue 46).
  { path: paths.subscription, element: <SubscriptionPage /> },
  { path: paths.invoice.pattern, element: <InvoicePage /> },
  { path: paths.dashboard.chatbot, element: <ChatbotPage /> },
  {
    path: paths.dashboard.userPrompts,
    element: <Dashboard.UserPrompts />,
    handle: preloads(Dashboard.UserPrompts),
  },
  { path: paths.dashboard.runs, element: <Dashboard.Runs />, handle: preloads(Dashboard.Runs) },
  {
    path: paths.dashboard.userPromptNew,
    element: <Dashboard.UserPromptEdit />,
    handle: preloads(Dashboard.UserPromptEdit),
  },
  {
    path: paths.dashboard.userPrompt.pattern,
    element: <Dashboard.UserPrompt />,
    handle: preloads(Dashboard.UserPrompt),
  },
  {
    path: paths.dashboard.userPromptEdit.pattern,
    element: <Dashboard.UserPromptEdit />,
    handle: preloads(Dashboard.UserPromptEdit),
  },
  {
    path: paths.dashboard.newCompany,
    element: <Dashboard.NewCompany />,
    handle: preloads(Dashboard.NewCompany),
  },
  // The company's own pages: a route table of their own, loaded with the first company page.
  {
    path: `${paths.dashboard.company}/*`,
    element: <Dashboard.CompanyRoutes />,
    handle: preloads(Dashboard.CompanyRoutes),
  },
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
    ;(route.handle as { preload?: () => void } | undefined)?.preload?.()
  }
}
