import { lazy } from 'react'

/* Every user-area page is its own chunk. */
export const DashboardLayout = lazy(() => import('./layout'))
export const Home = lazy(() => import('./home'))
export const PromptCards = lazy(() => import('./prompt-cards'))
export const PromptCard = lazy(() => import('./prompt-card'))
export const SavedPreferences = lazy(() => import('./saved-preferences'))
export const Favorites = lazy(() => import('./favorites'))
export const GptAssistants = lazy(() => import('./gpt-assistants'))
export const AiTools = lazy(() => import('./ai-tools'))
export const AutomationTemplates = lazy(() => import('./automation-templates'))
export const AccessDemo = lazy(() => import('./access-demo'))
export const Profile = lazy(() => import('./profile'))
export const Settings = lazy(() => import('./settings'))
export const Community = lazy(() => import('./community'))
export const Help = lazy(() => import('./help'))
export const HelpRequest = lazy(() => import('./help-request'))
