/**
 * The dashboard's phone drawer (issue 51): its Radix dialog is a chunk of its own, mounted on the
 * first tap. It still behaves as the dialog it was: named, modal, closed by Escape, and the menu
 * button has the focus back; the button says whether the drawer is open.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import DashboardShell from '@/components/layout/dashboard-shell'

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <DashboardShell planSlot={<p>الخطة التجريبية</p>} />,
        children: [{ index: true, element: <h1>لوحة التحكم</h1> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  )
  return render(<RouterProvider router={router} />)
}

describe('DashboardShell on a phone', () => {
  it('opens the drawer from the menu button, closes it with Escape and returns the focus', async () => {
    const user = userEvent.setup()
    renderShell()
    const menu = screen.getByRole('button', { name: 'فتح قائمة لوحة التحكم' })
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(menu)
    const drawer = await screen.findByRole('dialog', { name: 'قائمة لوحة التحكم' })
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(menu).toHaveAttribute('aria-controls', drawer.id)
    expect(drawer).toHaveTextContent('الخطة التجريبية')
    expect(within(drawer).getByRole('navigation', { name: 'لوحة التحكم' })).toBeVisible()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
  })

  it('closes after a link is chosen in it', async () => {
    // The modal sets pointer-events: none on the page behind it, the button the pointer left.
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    renderShell()
    await user.click(screen.getByRole('button', { name: 'فتح قائمة لوحة التحكم' }))
    const drawer = await screen.findByRole('dialog', { name: 'قائمة لوحة التحكم' })
    await user.click(within(drawer).getByRole('link', { name: 'الرئيسية' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument()
  })
})
