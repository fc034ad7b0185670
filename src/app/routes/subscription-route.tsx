import { startPayment } from '@/features/payments/api/payments-api'
import SubscriptionPage from '@/features/subscription/pages/subscription-page'

/** /subscription: the plan-change modal pays through the payments feature. */
export default function SubscriptionRoute() {
  return <SubscriptionPage startCheckout={startPayment} />
}
