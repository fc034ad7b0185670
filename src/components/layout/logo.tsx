import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { cn } from '@/lib/cn'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" fill="#2dd4bf" />
      <path
        d="M9 20.5c2.2 2 4.6 3 7 3 4 0 7-2.3 7-5.4 0-2.8-2.2-4-5.6-4.7l-2.2-.5c-1.9-.4-2.7-1-2.7-2 0-1.2 1.3-2.1 3.3-2.1 1.7 0 3.2.6 4.6 1.8"
        fill="none"
        stroke="#04201c"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('inline-flex items-center gap-2 rounded-md text-xl font-bold', className)}
    >
      <LogoMark />
      <span>{siteConfig.name}</span>
    </Link>
  )
}
