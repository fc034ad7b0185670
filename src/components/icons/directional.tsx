/**
 * Icons that point somewhere, named by meaning rather than by side. lucide draws every icon for
 * left-to-right pages; each icon here is the left-to-right drawing of its meaning, mirrored on a
 * right-to-left page (`rtl:-scale-x-100`), so «التالي» points left and «رجوع» points right in
 * Arabic. ESLint refuses the raw directional lucide icons anywhere else (eslint.config.js), so
 * a new button cannot point the wrong way again.
 */
import {
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  ChevronLeft,
  ChevronRight,
  LogIn,
  LogOut,
  Send,
  SendHorizontal,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react'
import { cn } from '@/lib/cn'

/** The mirroring class: on a right-to-left page the drawing is flipped on its vertical axis. */
export const MIRROR_IN_RTL = 'rtl:-scale-x-100'

function mirrored(Icon: LucideIcon, name: string) {
  const Directional = ({ className, ...props }: LucideProps) => (
    <Icon {...props} className={cn(MIRROR_IN_RTL, className)} />
  )
  Directional.displayName = name
  return Directional
}

/** Onward: the next step, a call to go on («ابدأ الآن»، «التالي»). Points left in Arabic. */
export const ArrowForward = /* @__PURE__ */ mirrored(ArrowRight, 'ArrowForward')
/** Back to where the user came from («رجوع»، «السابق»). Points right in Arabic. */
export const ArrowBack = /* @__PURE__ */ mirrored(ArrowLeft, 'ArrowBack')
/** Opens elsewhere (a kit's prompt in its page). Points up and left in Arabic. */
export const ArrowOut = /* @__PURE__ */ mirrored(ArrowUpRight, 'ArrowOut')
/** The pager's next page. Points left in Arabic. */
export const ChevronNext = /* @__PURE__ */ mirrored(ChevronRight, 'ChevronNext')
/** The pager's previous page. Points right in Arabic. */
export const ChevronPrevious = /* @__PURE__ */ mirrored(ChevronLeft, 'ChevronPrevious')
/** Sends a message or an invitation: the plane flies the way the text is read. */
export const SendForward = /* @__PURE__ */ mirrored(Send, 'SendForward')
export const SendHorizontalForward = /* @__PURE__ */ mirrored(
  SendHorizontal,
  'SendHorizontalForward',
)
/** Signing in: the arrow enters the door the way the text is read. */
export const SignInIcon = /* @__PURE__ */ mirrored(LogIn, 'SignInIcon')
/** Signing out / leaving: the arrow leaves the door the way the text is read. */
export const SignOutIcon = /* @__PURE__ */ mirrored(LogOut, 'SignOutIcon')
