import { usePageMeta } from '@/hooks/use-page-meta'
import { LegalDocument } from '../components/legal-document'
import { privacyIntro, privacySections } from '../content/legal'

export default function PrivacyPage() {
  usePageMeta('سياسة الخصوصية', 'كيف تجمع سند بياناتك وتستخدمها وتحميها، وحقوقك وفق أنظمة المملكة.')
  return <LegalDocument title="سياسة الخصوصية" intro={privacyIntro} sections={privacySections} />
}
