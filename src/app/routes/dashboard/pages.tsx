import { lazy } from 'react'

/* Every user-area page is its own chunk. */
export const DashboardLayout = lazy(() => import('./layout'))
export const Home = lazy(() => import('./home'))
export const PromptCards = lazy(() => import('./prompt-cards'))
export const PromptCard = lazy(() => import('./prompt-card'))
export const SavedPreferences = lazy(() => import('./saved-preferences'))
