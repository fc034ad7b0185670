import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// findBy*/waitFor wait for a state, up to a cap; Testing Library's default cap (1 s) is a timing
// assumption that a loaded 2-core machine breaks (a lazy component's first import there can take
// longer). The cap only bounds a wait that ends as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 })

/*
 * jsdom has <dialog> but not its modal methods (jsdom/jsdom#3294). The browser's behaviour the
 * app relies on, reduced: showModal() opens, close() closes and fires `close`, Escape on an open
 * modal dialog fires `cancel` and closes it. The end-to-end tests run the real one.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>()
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    modal.add(this)
    const first = this.querySelector<HTMLElement>('button, a[href], input, textarea, select')
    first?.focus()
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    modal.delete(this)
    this.dispatchEvent(new Event('close'))
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = [...document.querySelectorAll('dialog[open]')].filter((d) =>
      modal.has(d as HTMLDialogElement),
    )
    const top = open.at(-1) as HTMLDialogElement | undefined
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
