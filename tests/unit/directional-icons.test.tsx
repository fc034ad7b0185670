import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import {
  ArrowBack,
  ArrowForward,
  ArrowOut,
  ChevronNext,
  ChevronPrevious,
  MIRROR_IN_RTL,
  SendForward,
  SendHorizontalForward,
  SignInIcon,
  SignOutIcon,
} from '@/components/icons/directional'
import { BackLink } from '@/components/layout/back-link'

afterEach(cleanup)

/** lucide's drawings and the side each points to on a left-to-right page. */
const DRAWN_POINTING: Record<string, 'left' | 'right'> = {
  'lucide-arrow-right': 'right',
  'lucide-arrow-left': 'left',
  'lucide-arrow-up-right': 'right',
  'lucide-chevron-right': 'right',
  'lucide-chevron-left': 'left',
  'lucide-send': 'right',
  'lucide-send-horizontal': 'right',
  'lucide-log-in': 'right',
  'lucide-log-out': 'right',
}

/**
 * Where an icon points on the page: its drawing's side, mirrored when the page is right to left
 * and the icon carries the mirroring class (Tailwind's `rtl:` variant applies under dir="rtl").
 */
function pointing(svg: Element): 'left' | 'right' {
  const drawing = [...svg.classList].find((name) => name in DRAWN_POINTING)
  if (!drawing) throw new Error(`not a directional drawing: ${svg.getAttribute('class')}`)
  const drawn = DRAWN_POINTING[drawing]!
  const mirrored = svg.classList.contains(MIRROR_IN_RTL) && svg.closest('[dir="rtl"]') !== null
  if (!mirrored) return drawn
  return drawn === 'left' ? 'right' : 'left'
}

const ICONS = [
  ['ArrowForward', ArrowForward, 'left'],
  ['ArrowBack', ArrowBack, 'right'],
  ['ArrowOut', ArrowOut, 'left'],
  ['ChevronNext', ChevronNext, 'left'],
  ['ChevronPrevious', ChevronPrevious, 'right'],
  ['SendForward', SendForward, 'left'],
  ['SendHorizontalForward', SendHorizontalForward, 'left'],
  ['SignInIcon', SignInIcon, 'left'],
  ['SignOutIcon', SignOutIcon, 'left'],
] as const

describe('directional icons on an Arabic page', () => {
  it.each(ICONS)('%s points %s when the page is right to left', (_name, Icon, side) => {
    render(
      <div dir="rtl">
        <Icon data-testid="icon" />
      </div>,
    )
    expect(pointing(screen.getByTestId('icon'))).toBe(side)
  })

  it.each(ICONS)('%s points the other way on a left-to-right page', (_name, Icon, side) => {
    render(
      <div dir="ltr">
        <Icon data-testid="icon" />
      </div>,
    )
    expect(pointing(screen.getByTestId('icon'))).toBe(side === 'left' ? 'right' : 'left')
  })

  it('keeps a caller’s classes beside the mirroring one', () => {
    render(
      <div dir="rtl">
        <ChevronNext data-testid="icon" className="size-4" />
      </div>,
    )
    const icon = screen.getByTestId('icon')
    expect(icon).toHaveClass('size-4', MIRROR_IN_RTL)
  })

  it('the back link points right, the way back in Arabic', () => {
    render(
      <div dir="rtl">
        <MemoryRouter>
          <BackLink to="/dashboard">العودة</BackLink>
        </MemoryRouter>
      </div>,
    )
    const svg = screen.getByRole('link', { name: 'العودة' }).querySelector('svg')!
    expect(pointing(svg)).toBe('right')
  })
})
