import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { CompanyFrame } from '@/features/companies/components/company-frame'
import { companyPaths } from '@/lib/company-paths'
import { NotFoundPage } from '../lazy-pages'

/* Each company page is its own chunk, like the rest of the user area. */
const Library = lazy(() => import('./company-library'))
const Prompt = lazy(() => import('./company-prompt'))
const PromptEdit = lazy(() => import('./company-prompt-edit'))
const Review = lazy(() => import('./company-review'))
const Members = lazy(() => import('./company-members'))
const Values = lazy(() => import('./company-values'))
const Usage = lazy(() => import('./company-usage'))
const Collections = lazy(() => import('./company-collections'))
const Settings = lazy(() => import('./company-settings'))
const Billing = lazy(() => import('./company-billing'))

/**
 * /dashboard/company/:companyId/*: the company strip (which company, which role), then the page.
 * The company's routes live here rather than in the app's route table so that table, which every
 * page loads, stays as it was.
 */
export default function CompanyRoutes() {
  return (
    <CompanyFrame>
      <Routes>
        <Route index element={<Library />} />
        <Route path={companyPaths.library.route} element={<Library />} />
        <Route path={companyPaths.newPrompt.route} element={<PromptEdit />} />
        <Route path={companyPaths.prompt.route} element={<Prompt />} />
        <Route path={companyPaths.editPrompt.route} element={<PromptEdit />} />
        <Route path={companyPaths.review.route} element={<Review />} />
        <Route path={companyPaths.members.route} element={<Members />} />
        <Route path={companyPaths.values.route} element={<Values />} />
        <Route path={companyPaths.usage.route} element={<Usage />} />
        <Route path={companyPaths.collections.route} element={<Collections />} />
        <Route path={companyPaths.settings.route} element={<Settings />} />
        <Route path={companyPaths.billing.route} element={<Billing />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </CompanyFrame>
  )
}
