import DashboardShell from '@/components/layout/dashboard-shell'
import { PlanStatusBadge } from '@/features/catalogue/components/plan-status'

export default function DashboardLayout() {
  return <DashboardShell planSlot={<PlanStatusBadge />} />
}
