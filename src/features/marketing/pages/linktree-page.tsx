import { Globe, Package, UserPlus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoMark } from '@/components/layout/logo'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { SocialIcon } from '../components/social-icon'

const mainLinks = [
  { to: paths.home, label: 'الموقع الرسمي', icon: Globe },
  { to: paths.products.root, label: 'تصفح المنتجات', icon: Package },
  { to: paths.register, label: 'انضم إلينا', icon: UserPlus },
] as const

export default function LinktreePage() {
  usePageMeta(
    'روابط سند',
    'كل روابط سند في مكان واحد: الموقع الرسمي، والمنتجات، والتسجيل، وحساباتنا على منصات التواصل.',
  )
  return (
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <div className="flex w-full max-w-md flex-col items-center gap-6 rounded-2xl border border-border bg-card p-8 text-center shadow-xl shadow-black/30">
        <div className="flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-primary/40 to-accent/30 p-1">
          <div className="flex size-full items-center justify-center rounded-full bg-background">
            <LogoMark className="size-12" />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">
            {siteConfig.name} <span className="text-muted-foreground">|</span>{' '}
            <span lang="en">{siteConfig.nameEn}</span>
          </h1>
          <p className="leading-relaxed text-muted-foreground">{siteConfig.tagline}</p>
        </div>
        <ul className="flex w-full flex-col gap-3">
          {mainLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-12 w-full items-center justify-center gap-2 rounded-md bg-primary font-medium text-primary-foreground transition-colors hover:bg-primary/90"
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <nav aria-label="حساباتنا على منصات التواصل">
          <ul className="flex flex-wrap justify-center gap-2">
            {siteConfig.social.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (يفتح في نافذة جديدة)`}
                  className="flex size-11 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                >
                  <SocialIcon id={social.id} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-muted-foreground">
          © {siteConfig.copyrightYear} {siteConfig.name}. جميع الحقوق محفوظة.
        </p>
      </div>
    </section>
  )
}
