import { lazy } from 'react'

/*
 * Every page is its own chunk: a visitor on a marketing page downloads neither the user area nor
 * the admin area.
 */
export const HomePage = lazy(() => import('@/features/marketing/pages/home-page'))
export const AboutPage = lazy(() => import('@/features/marketing/pages/about-page'))
export const ContactPage = lazy(() => import('@/features/marketing/pages/contact-page'))
export const PricingPage = lazy(() => import('@/features/marketing/pages/pricing-page'))
export const ProductsPage = lazy(() => import('@/features/marketing/pages/products-page'))
export const SmartCommandsPage = lazy(
  () => import('@/features/marketing/pages/smart-commands-page'),
)
export const DigitalAssistantsPage = lazy(
  () => import('@/features/marketing/pages/digital-assistants-page'),
)
export const ExternalToolsPage = lazy(
  () => import('@/features/marketing/pages/external-tools-page'),
)
export const LinktreePage = lazy(() => import('@/features/marketing/pages/linktree-page'))
export const BlogPage = lazy(() => import('@/features/marketing/pages/blog-page'))
export const BlogArticlePage = lazy(() => import('@/features/marketing/pages/blog-article-page'))
export const PrivacyPage = lazy(() => import('@/features/marketing/pages/privacy-page'))
export const TermsPage = lazy(() => import('@/features/marketing/pages/terms-page'))
export const ThankYouPage = lazy(() => import('@/features/marketing/pages/thank-you-page'))
export const StyleGuidePage = lazy(() => import('@/features/marketing/pages/style-guide-page'))
export const WaitlistPage = lazy(() => import('@/features/waitlist/pages/waitlist-page'))
export const LoginPage = lazy(() => import('@/features/auth/pages/login-page'))
export const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'))
export const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'))
export const LockAccountPage = lazy(() => import('@/features/account/pages/lock-account-page'))
export const NewsletterConfirmPage = lazy(
  () => import('@/features/account/pages/newsletter-confirm-page'),
)
export const AdminSetupPage = lazy(() => import('@/features/auth/pages/admin-setup-page'))
export const RegistrationPage = lazy(
  () => import('@/features/registration/pages/registration-page'),
)
export const VerifyEmailPage = lazy(() => import('./verify-email-route'))
export const NotFoundPage = lazy(() => import('@/features/marketing/pages/not-found-page'))
export const SubscriptionPage = lazy(() => import('./subscription-route'))
export const InvoicePage = lazy(() => import('@/features/subscription/pages/invoice-page'))
export const PaymentPage = lazy(() => import('@/features/payments/pages/payment-page'))
/* A shared own prompt (/p/:slug): the prompt reader and the variables filler, nothing else. */
export const SharedPromptPage = lazy(() => import('./shared-prompt-route'))
/* A company invitation link (/invite/:token): preview, then sign in or register, then accept. */
export const InvitationPage = lazy(() => import('@/features/companies/pages/invitation-page'))
export const UnsubscribePage = lazy(() => import('@/features/account/pages/unsubscribe-page'))
export const PaymentResultPage = lazy(() => import('@/features/payments/pages/payment-result-page'))

export const DashboardShell = lazy(() => import('@/components/layout/dashboard-shell'))
export const ChatbotPage = lazy(() => import('@/features/chat/pages/chatbot-page'))
