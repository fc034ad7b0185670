import { refreshPlans } from './plans'

/* /pricing's own script: the live plans and promotions over the prerendered cards. */
void refreshPlans()
