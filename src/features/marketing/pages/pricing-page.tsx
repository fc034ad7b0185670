import { ShieldCheck } from 'lucide-react'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { usePageMeta } from '@/hooks/use-page-meta'
import { CtaSection } from '../components/cta-section'
import { FaqSection } from '../components/faq-list'
import { PlanCard } from '../components/plan-card'
import { pricingFaqs } from '../content/faqs'
import { usePlanHref } from '../hooks/use-plan-href'
import { usePublicPlans } from '../hooks/use-public-plans'

export default function PricingPage() {
  usePageMeta(
    'الأسعار والباقات',
    'باقات سند بالريال السعودي: تجربة مجانية 7 أيام، الأساسية 19، المتقدمة 35، الكاملة 57 شهرياً، أو مدى الحياة 499 مرة واحدة.',
  )
  const planHref = usePlanHref()
  const plans = usePublicPlans()
  return (
    <>
      <PageHeader
        eyebrow="الأسعار"
        title="اختر الباقة المناسبة لعملك"
        description="أسعار واضحة بالريال السعودي، دون رسوم خفية. ابدأ مجاناً وغيّر باقتك متى شئت."
      />
      <section aria-label="الباقات" className="py-16">
        <Container>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {plans.map((plan) => (
              <PlanCard
                key={plan.slug}
                plan={plan}
                href={planHref(plan)}
                promotion={plan.promotion}
                headingLevel={2}
              />
            ))}
          </div>
          <p className="mt-8 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
            يمكنك طلب استرداد المبلغ خلال 7 أيام من الاشتراك، والإلغاء متاح في أي وقت.
          </p>
        </Container>
      </section>
      <FaqSection items={pricingFaqs} description="كل ما تحتاج معرفته عن الاشتراك والفوترة." />
      <CtaSection
        title="غير متأكد من الباقة المناسبة؟"
        description="ابدأ بالتجربة المجانية لمدة سبعة أيام، أو تواصل معنا لنساعدك في الاختيار."
      />
    </>
  )
}
