import { DashboardPage } from '@/components/layout/dashboard-page'
import { FeedbackBoard } from '@/features/dashboard/components/feedback-board'

export default function CommunityRoute() {
  return (
    <DashboardPage
      title="المجتمع"
      description="لوحة أفكار المشتركين: اقترح ميزة أو محتوى وصوّت لأفكار غيرك، وتابع ردود فريق سند."
    >
      <FeedbackBoard />
    </DashboardPage>
  )
}
