import {
  BarChart3,
  Bot,
  ClipboardCopy,
  Cpu,
  Lightbulb,
  ListChecks,
  MessageSquareText,
  Wrench,
} from 'lucide-react'
import { ArrowForward } from '@/components/icons/directional'
import { Link } from 'react-router-dom'
import { Container } from '@/components/layout/container'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'
import { plans } from '@/lib/plans'
import { CtaSection } from '../components/cta-section'
import { FaqSection } from '../components/faq-list'
import { NewsletterForm } from '../components/newsletter-form'
import { PlanCard } from '../components/plan-card'
import { SectionHeading } from '../components/section-heading'
import { homeFaqs } from '../content/faqs'
import { productSummaries, type ProductId } from '../content/products'
import { usePlanHref } from '../hooks/use-plan-href'
import { claim, statTile } from '@/lib/catalogue-claims'

const features = [
  {
    icon: BarChart3,
    title: 'تحليل البيانات',
    description:
      'حوّل أرقام المبيعات والاستبيانات وتقارير الحملات إلى قرارات واضحة، بأوامر جاهزة تلخص وتقارن وتستخرج المؤشرات المهمة.',
  },
  {
    icon: Lightbulb,
    title: 'أفكار مبتكرة',
    description:
      'أطلق أفكار حملات ومنتجات ومحتوى تناسب جمهورك في الخليج، من مواسم رمضان واليوم الوطني إلى العروض اليومية.',
  },
  {
    icon: Cpu,
    title: 'أنظمة ذكية',
    description:
      'ابنِ سير عمل يعتمد على مساعدات رقمية وقوالب أتمتة، فتنجز المهام المتكررة في دقائق بدل ساعات.',
  },
] as const

const productIcons: Record<ProductId, typeof Bot> = {
  'smart-commands': MessageSquareText,
  'digital-assistants': Bot,
  'external-tools': Wrench,
}

const steps = [
  {
    icon: ListChecks,
    title: 'اختر باقتك',
    description: 'ابدأ بالتجربة المجانية أو اختر الباقة التي تناسب حجم عملك.',
  },
  {
    icon: MessageSquareText,
    title: 'اختر الأمر أو المساعد',
    description: 'ابحث حسب المهمة أو القطاع أو المنصة، واحفظ ما يهمك في المفضلة.',
  },
  {
    icon: ClipboardCopy,
    title: 'املأ المتغيرات وانسخ',
    description: 'أدخل بيانات شركتك مرة واحدة، فتُملأ في الأوامر تلقائياً، ثم انسخ والصق.',
  },
] as const

const stats = [
  { ...statTile('prompts'), label: `${statTile('prompts').label} ذكي` },
  { ...statTile('assistants'), label: `${statTile('assistants').label} رقمياً` },
  { ...statTile('templates'), label: `${statTile('templates').label} أتمتة` },
] as const

export default function HomePage() {
  usePageMeta(
    'حقّق أهدافك بالذكاء الاصطناعي',
    `سند: ${claim('prompts')} ذكي و${claim('assistants')} رقمياً ودليل عربي لأدوات الذكاء الاصطناعي، لفرق الأعمال في السعودية والخليج.`,
  )
  const planHref = usePlanHref()

  return (
    <>
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(45,212,191,0.18),transparent_60%)]"
        />
        <Container className="relative flex flex-col items-center gap-7 py-20 text-center sm:py-28">
          <p className="rounded-full border border-primary/40 bg-primary/10 px-4 py-1 text-sm text-primary">
            منصة عربية للأعمال في الخليج
          </p>
          <h1 className="max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl">
            حقّق أهدافك بقوة <span className="text-primary">الذكاء الاصطناعي</span>
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">
            أوامر ذكية جاهزة، ومساعدات رقمية متخصصة، ودليل عربي لأفضل الأدوات، في منصة واحدة تساعد
            فريقك على الكتابة والتسويق والتحليل بسرعة وجودة أعلى.
          </p>
          <NewsletterForm />
          <dl className="grid w-full max-w-xl grid-cols-3 gap-4 pt-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-2xl font-bold text-foreground" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="features-heading" className="py-16">
        <Container>
          <SectionHeading
            id="features-heading"
            eyebrow="لماذا سند"
            title="ذكاء اصطناعي يعمل لصالح أعمالك"
            description="ثلاث قدرات تحتاجها كل شركة اليوم، جاهزة للاستخدام من اليوم الأول."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {features.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="flex size-12 items-center justify-center rounded-lg bg-primary/15 text-primary">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <CardTitle>{title}</CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        aria-labelledby="products-heading"
        className="border-y border-border bg-card/30 py-16"
      >
        <Container>
          <SectionHeading
            id="products-heading"
            eyebrow="منتجاتنا"
            title="كل ما تحتاجه في مكان واحد"
            description="ثلاثة منتجات تتكامل معاً لتغطي احتياجات فريقك اليومية."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {productSummaries.map((product) => {
              const Icon = productIcons[product.id]
              return (
                <li key={product.id}>
                  <Card className="flex h-full flex-col">
                    <CardHeader className="flex-1">
                      <div className="flex items-center justify-between">
                        <span className="flex size-12 items-center justify-center rounded-lg bg-accent/15 text-accent">
                          <Icon aria-hidden="true" className="size-6" />
                        </span>
                        <span className="text-sm font-medium text-primary">
                          {product.highlight}
                        </span>
                      </div>
                      <CardTitle>{product.title}</CardTitle>
                      <CardDescription>{product.tagline}</CardDescription>
                    </CardHeader>
                    <div className="px-6 pb-6">
                      <Link
                        to={product.to}
                        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
                      >
                        اعرف المزيد
                        <span className="sr-only">عن {product.title}</span>
                        <ArrowForward aria-hidden="true" className="size-4" />
                      </Link>
                    </div>
                  </Card>
                </li>
              )
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="how-heading" className="py-16">
        <Container>
          <SectionHeading
            id="how-heading"
            eyebrow="كيف تعمل المنصة"
            title="ثلاث خطوات من الفكرة إلى النتيجة"
          />
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, description }, index) => (
              <li key={title} className="flex flex-col gap-3 rounded-lg border border-border p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground font-bold">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                </div>
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="plans-heading" className="border-y border-border bg-card/30 py-16">
        <Container>
          <SectionHeading
            id="plans-heading"
            eyebrow="الباقات"
            title="باقة لكل مرحلة من مراحل عملك"
            description="أسعار واضحة بالريال السعودي، وتجربة مجانية لمدة سبعة أيام."
          />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {plans.map((plan) => (
              <PlanCard key={plan.slug} plan={plan} href={planHref(plan)} compact />
            ))}
          </div>
          <div className="mt-8 text-center">
            <Button asChild variant="link">
              <Link to={paths.pricing}>
                قارن تفاصيل الباقات
                <ArrowForward aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Container>
      </section>

      <FaqSection items={homeFaqs} />
      <CtaSection />
    </>
  )
}
