import { lazy } from 'react'

/* The admin area is its own set of chunks: nothing of it loads outside /518. */
export const RequireAdmin = lazy(() => import('../../guards/require-admin'))
export const AdminShell = lazy(() => import('@/components/layout/admin-shell'))
export const Dashboard = lazy(() => import('@/features/admin/pages/dashboard-page'))
export const Overview = lazy(() => import('@/features/admin/pages/overview-page'))
export const SecurityRoadmap = lazy(() => import('@/features/admin/pages/security-roadmap-page'))
export const Prompts = lazy(() => import('@/features/admin/pages/prompts-page'))
export const Catalogue = lazy(() => import('@/features/admin/pages/catalogue-page'))
export const Feedback = lazy(() => import('@/features/admin/pages/feedback-page'))
export const Icons = lazy(() => import('@/features/admin/pages/icons-page'))
export const Users = lazy(() => import('@/features/admin/pages/users-page'))
export const LockedAccounts = lazy(() => import('@/features/admin/pages/locked-accounts-page'))
export const Leads = lazy(() => import('@/features/admin/pages/leads-page'))
export const Search = lazy(() => import('@/features/admin/pages/search-page'))
export const Logs = lazy(() => import('@/features/admin/pages/logs-page'))
export const Settings = lazy(() => import('@/features/admin/pages/settings-page'))
export const ImportExport = lazy(() => import('@/features/admin/pages/import-export-page'))
