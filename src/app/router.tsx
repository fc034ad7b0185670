import { Suspense } from 'react'
import { AfterLoad } from '@/components/after-load'
import { DashboardFrameFallback } from '@/components/layout/dashboard-frame-fallback'
import type { RouteObject } from 'react-router-dom'
import { PublicLayout } from '@/components/layout/public-layout'
import { Spinner } from '@/components/ui/spinner'
import { LaunchGate } from '@/features/launch-gate/components/launch-gate'
import { accountPaths } from '@/lib/account-paths'
import { optionalLazy } from '@/lib/optional-lazy'
import { paths } from '@/lib/paths'
import { PublicOnly } from './guards/public-only'
import { RequireAuth } from './guards/require-auth'
import { dashboardChildren, dashboardLayout, preloadUserArea } from './routes/dashboard-routes'
import { adminRoutes } from './routes/admin-routes'
import { LegacyInvoiceRedirect, LegacySubscriptionRedirect } from './routes/legacy-redirects'
import * as Page from './routes/lazy-pages'

/*
 * The chat assistant: only the user area loads it, never a marketing page. Optional: the page
 * works without it, and it loads after the page (src/lib/optional-lazy.tsx).
 */
const ChatLauncher = optionalLazy(() => import('@/features/chat/components/chat-launcher'))

const shellFallback = <Spinner className="min-h-dvh" />

/**
 * The user area's frame: the dashboard's layout and the assistant's button (after the page).
 * Until the layout's chunk is here, the frame and the page's heading (issue 51).
 */
const frameFallback = <DashboardFrameFallback />
const userArea = (
  <>
    <Suspense fallback={frameFallback}>{dashboardLayout}</Suspense>
    <AfterLoad>
      <ChatLauncher />
    </AfterLoad>
  </>
)

/** The one route table of the product: every path of the spec, each page lazy-loaded. */
export const routes: RouteObject[] = [
  {
    // Before launch, sends non-admins to /waitlist (spec 4 and 9.4).
    element: <LaunchGate />,
    children: [
      {
        path: paths.waitlist,
        element: (
          <Suspense fallback={shellFallback}>
            <Page.WaitlistPage />
          </Suspense>
        ),
      },
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <Page.HomePage /> },
          { path: paths.about, element: <Page.AboutPage /> },
          { path: paths.contact, element: <Page.ContactPage /> },
          { path: paths.pricing, element: <Page.PricingPage /> },
          { path: paths.products.root, element: <Page.ProductsPage /> },
          { path: paths.products.smartCommands, element: <Page.SmartCommandsPage /> },
          { path: paths.products.digitalAssistants, element: <Page.DigitalAssistantsPage /> },
          { path: paths.products.externalTools, element: <Page.ExternalToolsPage /> },
          { path: paths.linktree, element: <Page.LinktreePage /> },
          { path: paths.blog.root, element: <Page.BlogPage /> },
          { path: paths.blog.article.pattern, element: <Page.BlogArticlePage /> },
          { path: paths.privacy, element: <Page.PrivacyPage /> },
          { path: paths.terms, element: <Page.TermsPage /> },
          { path: paths.thankYou, element: <Page.ThankYouPage /> },
          { path: paths.styleGuide, element: <Page.StyleGuidePage /> },
          { path: paths.sharedPrompt.pattern, element: <Page.SharedPromptPage /> },
          { path: paths.verifyEmail, element: <Page.VerifyEmailPage /> },
          { path: paths.invite, element: <Page.InvitationPage /> },
          { path: paths.unsubscribe, element: <Page.UnsubscribePage /> },
          {
            path: paths.paymentResult,
            element: <Page.PaymentResultPage />,
          },
          { path: paths.adminSetup, element: <Page.AdminSetupPage /> },
          // Not public-only: the recovery link signs the visitor in before the page shows.
          { path: paths.resetPassword, element: <Page.ResetPasswordPage /> },
          // Signed in or not: the link works from any browser.
          { path: accountPaths.lock, element: <Page.LockAccountPage /> },
          { path: accountPaths.newsletterConfirm, element: <Page.NewsletterConfirmPage /> },
          // Public-only by itself: the wizard signs the user in half-way through its submit.
          { path: paths.registration, element: <Page.RegistrationPage /> },
          { path: paths.register, element: <Page.RegistrationPage /> },
          {
            element: <PublicOnly />,
            children: [
              { path: paths.login, element: <Page.LoginPage /> },
              { path: paths.forgotPassword, element: <Page.ForgotPasswordPage /> },
            ],
          },
          { path: '*', element: <Page.NotFoundPage /> },
        ],
      },
      // The subscription page moved into the user area (issue 46).
      { path: paths.legacy.subscription, element: <LegacySubscriptionRedirect /> },
      { path: paths.legacy.invoice, element: <LegacyInvoiceRedirect /> },
      {
        path: paths.dashboard.root,
        element: <RequireAuth preload={preloadUserArea} fallback={frameFallback} />,
        children: [{ element: userArea, children: dashboardChildren }],
      },
      // Paying is part of the signed-in user's area (issue 50): the dashboard's layout, not the
      // public site's navbar and footer.
      {
        path: paths.payment,
        element: <RequireAuth fallback={frameFallback} />,
        children: [
          { element: userArea, children: [{ index: true, element: <Page.PaymentPage /> }] },
        ],
      },
      adminRoutes,
    ],
  },
]
