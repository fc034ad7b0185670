import { Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/lib/paths'
import * as Admin from './admin/pages'
import { NotFoundPage } from './lazy-pages'

const fallback = <Spinner className="min-h-dvh" />

/** /518 and its pages (spec 2.1), behind the admin guard. */
export const adminRoutes: RouteObject = {
  path: paths.admin.root,
  element: (
    <Suspense fallback={fallback}>
      <Admin.RequireAdmin />
    </Suspense>
  ),
  children: [
    {
      element: (
        <Suspense fallback={fallback}>
          <Admin.AdminShell />
        </Suspense>
      ),
      children: [
        { index: true, element: <Admin.Dashboard /> },
        { path: paths.admin.overview, element: <Admin.Overview /> },
        { path: paths.admin.securityRoadmap, element: <Admin.SecurityRoadmap /> },
        { path: paths.admin.prompts, element: <Admin.Prompts /> },
        { path: paths.admin.catalogue, element: <Admin.Catalogue /> },
        { path: paths.admin.kits, element: <Admin.Kits /> },
        { path: paths.admin.feedback, element: <Admin.Feedback /> },
        { path: paths.admin.icons, element: <Admin.Icons /> },
        { path: paths.admin.users, element: <Admin.Users /> },
        { path: paths.admin.lockedAccounts, element: <Admin.LockedAccounts /> },
        { path: paths.admin.leads, element: <Admin.Leads /> },
        { path: paths.admin.invoices, element: <Admin.Invoices /> },
        { path: paths.admin.renewals, element: <Admin.Renewals /> },
        { path: paths.admin.mail, element: <Admin.Mail /> },
        { path: paths.admin.newsletter, element: <Admin.Newsletter /> },
        { path: paths.admin.funnel, element: <Admin.Funnel /> },
        { path: paths.admin.search, element: <Admin.Search /> },
        { path: paths.admin.content, element: <Admin.Content /> },
        { path: paths.admin.support, element: <Admin.Support /> },
        { path: paths.admin.logs, element: <Admin.Logs /> },
        { path: paths.admin.settings, element: <Admin.Settings /> },
        { path: paths.admin.importExport, element: <Admin.ImportExport /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
}
