import { startNewsletter } from './newsletter'
import { onPage } from './page'

/* The home page's own script: the newsletter form. */
onPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-island="newsletter"]')
  if (form && !form.dataset.started) {
    form.dataset.started = ''
    startNewsletter(form)
  }
})
