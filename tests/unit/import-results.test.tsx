import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ImportRowsTable, ImportTotals } from '@/features/admin/components/import-results'
import type { ImportResult } from '@/features/admin/lib/prompt-import'

const result: ImportResult = {
  dry_run: true,
  totals: { rows: 3, created: 1, duplicates: 1, errors: 1 },
  rows: [
    { row: 1, status: 'created', slug: 'a-b', title: 'أول', errors: [], message: null },
    {
      row: 2,
      status: 'error',
      slug: null,
      title: 'ثانٍ',
      errors: ['العمود «slug» مطلوب', 'العمود «body_ar» مطلوب'],
      message: null,
    },
    {
      row: 3,
      status: 'duplicate',
      slug: 'c-d',
      title: 'ثالث',
      errors: [],
      message: 'يوجد أمر بالعنوان نفسه',
    },
  ],
}

describe('import results', () => {
  it('shows each row with its status and Arabic reasons, and can show the error rows only', async () => {
    render(<ImportRowsTable result={result} caption="معاينة صفوف الملف" />)
    const table = screen.getByRole('table', { name: 'معاينة صفوف الملف' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[1]).toHaveTextContent('أول')
    expect(rows[1]).toHaveTextContent('جديد')
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['العمود «slug» مطلوب', 'العمود «body_ar» مطلوب'])
    expect(rows[3]).toHaveTextContent('مكرر')
    expect(rows[3]).toHaveTextContent('يوجد أمر بالعنوان نفسه')

    await userEvent.click(screen.getByLabelText('عرض الصفوف التي فيها أخطاء فقط (1)'))
    const filtered = within(screen.getByRole('table')).getAllByRole('row')
    expect(filtered).toHaveLength(2)
    expect(filtered[1]).toHaveTextContent('ثانٍ')
  })

  it('labels the totals of a preview and of an import', () => {
    const { rerender } = render(<ImportTotals result={result} label="ملخص المعاينة" />)
    expect(screen.getByLabelText('ملخص المعاينة')).toHaveTextContent('صالحة وجديدة1')
    rerender(<ImportTotals result={{ ...result, dry_run: false }} label="نتيجة الاستيراد" />)
    expect(screen.getByLabelText('نتيجة الاستيراد')).toHaveTextContent('أُنشئت1')
    expect(screen.queryByLabelText('عرض الصفوف التي فيها أخطاء فقط (1)')).toBeNull()
  })
})
