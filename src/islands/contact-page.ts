import { startContact } from './contact'
import { onPage } from './page'

/* /contact's own script: the contact form. */
onPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-island="contact"]')
  if (form && !form.dataset.started) {
    form.dataset.started = ''
    startContact(form)
  }
})
