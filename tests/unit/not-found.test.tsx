import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import NotFoundPage from '@/features/marketing/pages/not-found-page'

describe('NotFoundPage', () => {
  it('explains in Arabic and English, offers a way on, and logs the missing path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    )

    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument()
    expect(screen.getByText('Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'))
    expect(document.title).toContain('الصفحة غير موجودة')
    warn.mockRestore()
  })
})
