import { usePageMeta } from '@/hooks/use-page-meta'
import { LegalDocument } from '../components/legal-document'
import { termsIntro, termsSections } from '../content/legal'

export default function TermsPage() {
  usePageMeta(
    'الشروط والأحكام',
    'شروط استخدام منصة سند: الحساب، والاشتراكات، والإلغاء في أي وقت، والاسترداد، والنظام السعودي المطبق.',
  )
  return <LegalDocument title="الشروط والأحكام" intro={termsIntro} sections={termsSections} />
}
