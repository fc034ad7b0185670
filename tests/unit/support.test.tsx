/**
 * Support (issue 31) in the browser: messages are plain text with http(s) links made clickable
 * and nothing rendered as HTML; the request form's Arabic errors; the levels the plan cards and
 * requests show.
 */
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { PlanCard } from '@/features/marketing/components/plan-card'
import { LinkifiedText } from '@/components/linkified-text'
import { plans } from '@/lib/plans'
import { supportLevelOf, supportLevels } from '@/lib/support-levels'
import { messageSchema, requestSchema } from '@/features/support/schemas'

describe('LinkifiedText', () => {
  it('makes http(s) links clickable, without the closing punctuation', () => {
    render(
      <LinkifiedText text={'الدليل هنا: https://sanad.local/guide?a=1، ثم http://x.test/y.'} />,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://sanad.local/guide?a=1',
      'http://x.test/y',
    ])
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    expect(links[0]).toHaveAttribute('target', '_blank')
  })

  it('renders markup and other schemes as text', () => {
    const payload =
      '<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script> javascript:alert(1) <a href="https://evil.test">x</a>'
    const { container } = render(<LinkifiedText text={payload} />)
    expect(container.querySelector('img, script, svg')).toBeNull()
    expect(container.textContent).toBe(payload)
    // Only the address inside the quoted attribute is a link, and it is https.
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })

  it('keeps line breaks', () => {
    const { container } = render(<LinkifiedText text={'سطر أول\nسطر ثانٍ'} />)
    expect(container.firstElementChild).toHaveClass('whitespace-pre-wrap')
    expect(container.textContent).toBe('سطر أول\nسطر ثانٍ')
  })
})

describe('support levels', () => {
  it('every plan card names its level, which has a target in working hours', () => {
    for (const plan of plans) {
      const level = supportLevels[plan.limits.support_level]
      expect(plan.features, plan.slug).toContain(level.label)
      expect(level.target).toMatch(/عمل/)
    }
  })

  it('the pricing cards show each plan’s first-response target', () => {
    for (const plan of plans) {
      const { unmount } = render(
        <MemoryRouter>
          <PlanCard plan={plan} href="/registration" />
        </MemoryRouter>,
      )
      expect(
        screen.getByText(new RegExp(supportLevels[plan.limits.support_level].target)),
      ).toBeInTheDocument()
      unmount()
    }
  })

  it('unknown levels count as e-mail support', () => {
    expect(supportLevelOf('platinum')).toBe('email')
    expect(supportLevelOf(null)).toBe('email')
    expect(supportLevelOf('priority')).toBe('priority')
  })
})

describe('request form schemas', () => {
  it('refuses bad input in Arabic', () => {
    const result = requestSchema.safeParse({ subject: ' ', category: 'sales', message: '' })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((i) => i.message)
    expect(messages).toHaveLength(3)
    for (const m of messages) expect(m).toMatch(/[\u0600-\u06FF]/)
    expect(messageSchema.safeParse({ body: 'ب'.repeat(5001) }).success).toBe(false)
  })

  it('accepts a normal request, trimmed', () => {
    const result = requestSchema.safeParse({
      subject: '  مشكلة في الدفع ',
      category: 'billing',
      message: ' لم تصل الفاتورة ',
    })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({
      subject: 'مشكلة في الدفع',
      category: 'billing',
      message: 'لم تصل الفاتورة',
    })
  })
})
