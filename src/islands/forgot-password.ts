import { onPage } from './page'
import { leaveIfSignedIn } from './public-only'
import { startResetRequest } from './reset-request'

/* /forgot-password as a static page (issue 51): ResetRequestForm prerendered, run by reset-request.ts. */
onPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-island="reset-request"]')
  if (!form || form.dataset.started !== undefined) return
  form.dataset.started = ''
  if (!leaveIfSignedIn()) startResetRequest(form)
})
