import { Navigate, useLocation, useParams } from 'react-router-dom'
import { paths } from '@/lib/paths'

/**
 * /subscription and /subscription/invoices/:id moved into the user area (issue 46). Renewal mails,
 * receipts and Tap's card-replacement return still carry the old addresses: they land here and go
 * on, with their query (?expired=, ?card=, ?plan=, ?tab=) and hash kept.
 */
export function LegacySubscriptionRedirect() {
  const { search, hash } = useLocation()
  return <Navigate to={`${paths.subscription}${search}${hash}`} replace />
}

export function LegacyInvoiceRedirect() {
  const { id = '' } = useParams()
  return <Navigate to={paths.invoice.to(id)} replace />
}
