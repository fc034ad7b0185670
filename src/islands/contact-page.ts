import { startContact } from './contact'

/* /contact's own script: the contact form. */
const form = document.querySelector<HTMLFormElement>('form[data-island="contact"]')
if (form) startContact(form)
