import type { ReactNode } from 'react'
import type { SocialLink } from '@/lib/site'

/*
 * Simplified outline marks of the social services. lucide-react no longer ships brand icons, and a
 * whole brand-icon package would be heavy for seven glyphs.
 */
const glyphs: Record<SocialLink['id'], ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.7" />,
  x: <path d="M4 4l16 16M20 4L4 20" />,
  snapchat: (
    <path d="M12 3c3 0 5 2.2 5 5.2v2.3l1.8.6c.5.2.4.8-.1 1l-1.9.6c.6 1.6 1.8 2.8 3.2 3.3-.6.8-1.8 1-2.8 1.1-.3.9-.6 1.4-1.4 1.2-1-.2-1.8.1-2.6.7-.7.5-1.4.7-1.2.7s-.5-.2-1.2-.7c-.8-.6-1.6-.9-2.6-.7-.8.2-1.1-.3-1.4-1.2-1-.1-2.2-.3-2.8-1.1 1.4-.5 2.6-1.7 3.2-3.3l-1.9-.6c-.5-.2-.6-.8-.1-1L7 10.5V8.2C7 5.2 9 3 12 3z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
      <path d="M9 9.5c.3 2.3 2.2 4.2 4.5 4.5l1-1.2 1.8.8c-.2 1-1 1.6-2 1.6A6.2 6.2 0 0 1 8 9c0-1 .6-1.8 1.6-2l.8 1.8z" />
    </>
  ),
  telegram: <path d="M21 4L3 11l6 2.5M21 4l-3 16-9-6.5M21 4L9 13.5v5l3-3.2" />,
}

export function SocialIcon({ id, className }: { id: SocialLink['id']; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {glyphs[id]}
    </svg>
  )
}
