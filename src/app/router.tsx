import { Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'
import { PublicLayout } from '@/components/layout/public-layout'
import { Spinner } from '@/components/ui/spinner'
import { LaunchGate } from '@/features/launch-gate/components/launch-gate'
import { paths } from '@/lib/paths'
import { PublicOnly } from './guards/public-only'
import { RequireAuth } from './guards/require-auth'
import * as Page from './routes/lazy-pages'

/** A page that a later release delivers; it says so honestly and offers a way on. */
function soon(title: string, description: string, backTo?: string, backLabel?: string) {
  return (
    <Page.UnderConstructionPage
      title={title}
      description={description}
      backTo={backTo}
      backLabel={backLabel}
    />
  )
}

function inDashboard(title: string, description: string) {
  return soon(title, description, paths.dashboard.root, 'العودة إلى لوحة التحكم')
}

function inAdmin(title: string, description: string) {
  return soon(title, description, paths.admin.root, 'العودة إلى لوحة الإدارة')
}

const registrationPage = soon(
  'إنشاء حساب',
  'معالج التسجيل قيد الإنشاء. يمكنك الاطلاع على الباقات الآن، وسنفتح التسجيل قريباً.',
  paths.pricing,
  'استعرض الباقات',
)

const shellFallback = <Spinner className="min-h-dvh" />

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
          {
            path: paths.verifyEmail,
            element: soon(
              'تأكيد البريد الإلكتروني',
              'صفحة تأكيد البريد الإلكتروني قيد الإنشاء وستتوفر مع فتح التسجيل.',
            ),
          },
          {
            path: paths.paymentResult,
            element: soon(
              'نتيجة الدفع',
              'صفحة نتيجة الدفع قيد الإنشاء. لم تُنفَّذ أي عملية دفع من هذه الصفحة.',
              paths.pricing,
              'العودة إلى الأسعار',
            ),
          },
          {
            path: paths.adminSetup,
            element: soon('إعداد المشرف', 'صفحة إعداد حساب المشرف قيد الإنشاء.'),
          },
          {
            element: <PublicOnly />,
            children: [
              {
                path: paths.login,
                element: soon(
                  'تسجيل الدخول',
                  'تسجيل الدخول قيد الإنشاء وسيتوفر قريباً مع فتح الحسابات.',
                ),
              },
              { path: paths.registration, element: registrationPage },
              { path: paths.register, element: registrationPage },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.subscription,
                element: soon(
                  'إدارة الاشتراك',
                  'إدارة الاشتراك وتغيير الباقة قيد الإنشاء وستتوفر قريباً.',
                  paths.pricing,
                  'استعرض الباقات',
                ),
              },
              {
                path: paths.payment,
                element: soon(
                  'الدفع',
                  'الدفع الإلكتروني قيد الإنشاء. لن يُخصم أي مبلغ من هذه الصفحة.',
                  paths.pricing,
                  'العودة إلى الأسعار',
                ),
              },
            ],
          },
          { path: '*', element: <Page.NotFoundPage /> },
        ],
      },
      {
        path: paths.dashboard.root,
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={shellFallback}>
                <Page.DashboardShell />
              </Suspense>
            ),
            children: [
              { index: true, element: inDashboard('لوحة التحكم', 'لوحة التحكم قيد الإنشاء.') },
              {
                path: paths.dashboard.promptCards,
                element: inDashboard('الأوامر الذكية', 'مكتبة الأوامر الذكية قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.promptCard.pattern,
                element: inDashboard('تفاصيل الأمر', 'صفحة تفاصيل الأمر قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.gptAssistants,
                element: inDashboard('المساعدات الرقمية', 'دليل المساعدات الرقمية قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.aiTools,
                element: inDashboard(
                  'أدوات الذكاء الاصطناعي',
                  'دليل أدوات الذكاء الاصطناعي قيد الإنشاء.',
                ),
              },
              {
                path: paths.dashboard.automationTemplates,
                element: inDashboard('قوالب الأتمتة', 'قوالب الأتمتة قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.favorites,
                element: inDashboard('المفضلة', 'قائمة المفضلة قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.profile,
                element: inDashboard('الملف الشخصي', 'صفحة الملف الشخصي قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.settings,
                element: inDashboard('الإعدادات', 'صفحة الإعدادات قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.subscription,
                element: inDashboard('الاشتراك', 'إدارة الاشتراك قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.community,
                element: inDashboard('المجتمع', 'مساحة المجتمع قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.help,
                element: inDashboard('المساعدة', 'مركز المساعدة قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.chatbot,
                element: inDashboard('المساعد الذكي', 'المساعد الذكي قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.userPrompts,
                element: inDashboard('قريباً - أوامري', 'مساحة أوامرك الخاصة قريباً.'),
              },
              {
                path: paths.dashboard.savedPreferences,
                element: inDashboard('التفضيلات المحفوظة', 'التفضيلات المحفوظة قيد الإنشاء.'),
              },
              {
                path: paths.dashboard.accessDemo,
                element: inDashboard('عرض الصلاحيات', 'عرض تصفية المنتجات حسب الباقة قيد الإنشاء.'),
              },
              { path: '*', element: <Page.NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: paths.admin.root,
        element: (
          <Suspense fallback={shellFallback}>
            <Page.AdminShell />
          </Suspense>
        ),
        children: [
          { index: true, element: inAdmin('لوحة الإدارة', 'لوحة الإدارة قيد الإنشاء.') },
          {
            path: paths.admin.overview,
            element: inAdmin('نظرة عامة', 'النظرة العامة قيد الإنشاء.'),
          },
          {
            path: paths.admin.securityRoadmap,
            element: inAdmin('خارطة الأمان', 'خارطة طريق الأمان قيد الإنشاء.'),
          },
          {
            path: paths.admin.prompts,
            element: inAdmin('إدارة الأوامر', 'إدارة الأوامر الذكية قيد الإنشاء.'),
          },
          {
            path: paths.admin.feedback,
            element: inAdmin('إدارة الملاحظات', 'إدارة الملاحظات قيد الإنشاء.'),
          },
          {
            path: paths.admin.icons,
            element: inAdmin('مدير الأيقونات', 'مدير الأيقونات قيد الإنشاء.'),
          },
          {
            path: paths.admin.users,
            element: inAdmin('إدارة المستخدمين', 'إدارة المستخدمين قريباً.'),
          },
          { path: paths.admin.logs, element: inAdmin('عارض السجلات', 'عارض السجلات قريباً.') },
          {
            path: paths.admin.settings,
            element: inAdmin('إعدادات النظام', 'إعدادات النظام قريباً.'),
          },
          { path: '*', element: <Page.NotFoundPage /> },
        ],
      },
    ],
  },
]
