import { onPage } from './page'
import { refreshPlans } from './plans'

/* /pricing's own script: the live plans and promotions over the prerendered cards. */
onPage(() => {
  if (document.querySelector('article[data-plan]')) void refreshPlans()
})
