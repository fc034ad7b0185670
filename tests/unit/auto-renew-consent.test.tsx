import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AutoRenewConsent } from '@/components/auto-renew-consent'
import { formatLongDate, formatSar } from '@/lib/format'

function Harness({ initial = true }: { initial?: boolean }) {
  const [checked, setChecked] = useState(initial)
  return (
    <AutoRenewConsent
      checked={checked}
      onCheckedChange={setChecked}
      amount={19}
      nextDate="2026-12-25T10:00:00Z"
    />
  )
}

describe('AutoRenewConsent', () => {
  it('is on by default, names the amount with VAT and the date, and can be turned off', async () => {
    render(<Harness />)
    const box = screen.getByRole('checkbox', { name: 'تجديد تلقائي كل شهر' })
    expect(box).toBeChecked()
    const details = screen.getByText(/شاملاً ضريبة القيمة المضافة/)
    expect(box).toHaveAttribute('aria-describedby', details.id)
    expect(details.textContent).toContain(formatSar(19))
    expect(details.textContent).toContain(formatLongDate('2026-12-25T10:00:00Z'))
    expect(details.textContent).toContain('كي نت')
    await userEvent.click(box)
    expect(box).not.toBeChecked()
    expect(screen.getByText(/لن يُجدَّد اشتراكك تلقائياً/)).toBeInTheDocument()
  })

  it('is operated from the keyboard', async () => {
    render(<Harness initial={false} />)
    const box = screen.getByRole('checkbox', { name: 'تجديد تلقائي كل شهر' })
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).toBeChecked()
  })
})
