import { Mail, MapPin, MessageCircle } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { Container } from './container'
import { Logo } from './logo'

const footerGroups = [
  {
    title: 'المنصة',
    links: [
      { to: paths.home, label: 'الرئيسية' },
      { to: paths.about, label: 'من نحن' },
      { to: paths.products.root, label: 'المنتجات' },
      { to: paths.pricing, label: 'الأسعار' },
      { to: paths.blog.root, label: 'المدونة' },
    ],
  },
  {
    title: 'حسابك',
    links: [
      { to: paths.register, label: 'إنشاء حساب' },
      { to: paths.login, label: 'تسجيل الدخول' },
      { to: paths.contact, label: 'تواصل معنا' },
    ],
  },
  {
    title: 'معلومات',
    links: [
      { to: paths.privacy, label: 'سياسة الخصوصية' },
      { to: paths.terms, label: 'الشروط والأحكام' },
      { to: paths.styleGuide, label: 'دليل التصميم' },
    ],
  },
] as const

/** «حسابك» for a signed-in visitor: their area, never «إنشاء حساب» or «تسجيل الدخول» again. */
const signedInAccountLinks = [
  { to: paths.dashboard.root, label: 'لوحة التحكم' },
  { to: paths.subscription, label: 'الاشتراك' },
  { to: paths.contact, label: 'تواصل معنا' },
] as const

export function Footer() {
  // The static marketing pages are rendered signed out; the app's public pages know the session.
  const signedIn = useSession().status === 'signed-in'
  return (
    <footer className="mt-auto border-t border-border bg-card/40">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
            {siteConfig.tagline}. نساعد الشركات ورواد الأعمال في الخليج على إنجاز أعمالهم أسرع
            وبجودة أعلى.
          </p>
          <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <a href={`mailto:${siteConfig.email}`} className="hover:text-primary" dir="ltr">
                {siteConfig.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="size-4 text-primary" />
              <a
                href={`https://wa.me/${siteConfig.phone.replace('+', '')}`}
                className="hover:text-primary"
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
              >
                {siteConfig.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-primary" />
              <span>{siteConfig.city}</span>
            </li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-4 text-sm font-bold">{group.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {(signedIn && group.title === 'حسابك' ? signedInAccountLinks : group.links).map(
                (link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-muted-foreground hover:text-primary">
                      {link.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-border py-6 text-center text-xs text-muted-foreground">
        © {siteConfig.copyrightYear} {siteConfig.name}. جميع الحقوق محفوظة.
      </div>
    </footer>
  )
}
