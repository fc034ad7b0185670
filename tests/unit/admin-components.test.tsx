import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { AdminRefusal } from '@/features/admin/components/admin-refusal'
import { BarChart } from '@/features/admin/components/bar-chart'
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog'

describe('BarChart', () => {
  it('draws one bar per value, scaled to the largest, with the figures in a table', () => {
    const { container } = render(
      <BarChart
        title="الإيرادات"
        data={[
          { label: 'يناير', value: 50 },
          { label: 'فبراير', value: 100 },
          { label: 'مارس', value: 0 },
        ]}
        formatValue={(v) => `${v} ر.س`}
      />,
    )
    const bars = container.querySelectorAll('rect')
    expect(bars).toHaveLength(3)
    const heights = [...bars].map((b) => Number(b.getAttribute('height')))
    expect(heights[1]).toBeCloseTo(heights[0]! * 2)
    expect(heights[2]).toBe(0)
    expect(screen.getByRole('table', { name: 'الإيرادات' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'فبراير' })).toBeInTheDocument()
    expect(screen.getByText('100 ر.س')).toBeInTheDocument()
  })

  it('copes with no data and all zeros', () => {
    const { container } = render(<BarChart title="فارغ" data={[{ label: 'أ', value: 0 }]} />)
    expect(container.querySelector('rect')?.getAttribute('height')).toBe('0')
  })
})

describe('AdminRefusal', () => {
  it('refuses clearly in Arabic and offers a way on', () => {
    render(
      <MemoryRouter>
        <AdminRefusal />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'غير مصرح لك بالدخول' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/')
  })
})

describe('ConfirmDialog', () => {
  it('runs the action only after confirming, and stays open when it fails', async () => {
    const user = userEvent.setup()
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('no'))
      .mockResolvedValueOnce(undefined)
    render(
      <ConfirmDialog
        trigger={<button type="button">حذف</button>}
        title="تأكيد الحذف"
        description="سيُحذف نهائياً"
        confirmLabel="حذف نهائياً"
        destructive
        onConfirm={onConfirm}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'حذف' }))
    expect(screen.getByRole('dialog', { name: 'تأكيد الحذف' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'إلغاء' }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'حذف' }))
    await user.click(screen.getByRole('button', { name: 'حذف نهائياً' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'حذف نهائياً' }))
    expect(onConfirm).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
