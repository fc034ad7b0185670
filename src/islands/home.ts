import { startNewsletter } from './newsletter'

/* The home page's own script: the newsletter form. */
const form = document.querySelector<HTMLFormElement>('form[data-island="newsletter"]')
if (form) startNewsletter(form)
