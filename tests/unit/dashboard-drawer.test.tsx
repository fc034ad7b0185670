/**
 * The dashboard's phone drawer (issue 51): a native modal <dialog> mounted on the tap, no dialog
 * library. It still behaves as the Radix dialog it was: named, modal, closed by Escape, by its
 * close button and by a tap on the backdrop, and the menu button has the focus back; the button
 * says whether the drawer is open. (jsdom's dialog is completed in tests/unit/setup.ts.)
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
    expect(drawer).toHaveAttribute('open')
    expect(within(drawer).getByRole('navigation', { name: 'لوحة التحكم' })).toBeVisible()
    // The page behind does not scroll while it is open, and scrolls again after.
    expect(document.documentElement.style.overflow).toBe('hidden')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes from its close button and from a tap on the backdrop', async () => {
    const user = userEvent.setup()
    renderShell()
    const menu = screen.getByRole('button', { name: 'فتح قائمة لوحة التحكم' })
    await user.click(menu)
    let drawer = await screen.findByRole('dialog', { name: 'قائمة لوحة التحكم' })
    await user.click(within(drawer).getByRole('button', { name: 'إغلاق' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(menu).toHaveFocus()

    await user.click(menu)
    drawer = await screen.findByRole('dialog', { name: 'قائمة لوحة التحكم' })
    // A tap inside the drawer's content keeps it open; on the dialog's own box (the backdrop) closes it.
    await user.click(within(drawer).getByRole('navigation', { name: 'لوحة التحكم' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(drawer)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(menu).toHaveFocus()
  })

  it('closes after a link is chosen in it', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('button', { name: 'فتح قائمة لوحة التحكم' }))
    const drawer = await screen.findByRole('dialog', { name: 'قائمة لوحة التحكم' })
    await user.click(within(drawer).getByRole('link', { name: 'الرئيسية' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument()
  })
})
