import {
  Briefcase,
  Clock,
  GanttChartSquare,
  Megaphone,
  MessagesSquare,
  Quote,
  ShieldCheck,
  Users,
  Zap,
} from 'lucide-react'
import { Container } from '@/components/layout/container'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { CtaSection } from '../components/cta-section'
import { ProductLayout, type ProductFeature } from '../components/product-layout'
import { SectionHeading } from '../components/section-heading'
import { claim } from '@/lib/catalogue-claims'

const features: readonly ProductFeature[] = [
  {
    icon: Zap,
    title: 'جاهزة فوراً',
    description: 'مساعدات مدرّبة على مهام محددة، تبدأ العمل معها دون إعداد أو خبرة تقنية.',
  },
  {
    icon: MessagesSquare,
    title: 'تفهم العربية والسياق الخليجي',
    description: 'تكتب بأسلوب يناسب جمهورك المحلي وتراعي المواسم والمصطلحات الشائعة في السوق.',
  },
  {
    icon: Clock,
    title: 'توفير ساعات أسبوعياً',
    description: 'خطط تسويقية ورسائل بريدية وتقارير في دقائق بدل ساعات من العمل اليدوي.',
  },
  {
    icon: ShieldCheck,
    title: 'إرشادات استخدام آمن',
    description: 'نوضح لكل مساعد ما يناسب مشاركته من بيانات، لتبقى معلومات عملائك محمية.',
  },
]

const assistantTypes = [
  {
    icon: Megaphone,
    title: 'مساعد التسويق الرقمي',
    description:
      'يخطط الحملات، ويكتب الإعلانات ومنشورات التواصل الاجتماعي، ويقترح تقويم محتوى شهرياً يناسب جمهورك.',
  },
  {
    icon: GanttChartSquare,
    title: 'مساعد إدارة المشاريع',
    description:
      'يقسّم المشروع إلى مهام ومراحل، ويكتب محاضر الاجتماعات، ويتابع المخاطر والمواعيد النهائية.',
  },
  {
    icon: Briefcase,
    title: 'مساعد تطوير الأعمال',
    description:
      'يحلل الفرص والمنافسين، ويصوغ العروض التجارية، ويقترح نماذج تسعير وأفكار شراكات جديدة.',
  },
  {
    icon: Users,
    title: 'مساعد الموارد البشرية',
    description:
      'يكتب الأوصاف الوظيفية وأسئلة المقابلات، ويجهّز خطط التهيئة والسياسات الداخلية للموظفين.',
  },
] as const

const testimonials = [
  {
    quote:
      'صرنا نجهّز خطة المحتوى الشهرية في نصف يوم بدل أسبوع كامل، والنتيجة بلغة قريبة من عملائنا.',
    name: 'نورة',
    role: 'مديرة تسويق في متجر إلكتروني، الرياض',
  },
  {
    quote: 'مساعد إدارة المشاريع رتّب اجتماعاتنا ومتابعاتنا، وصار كل عضو يعرف مهامه بوضوح.',
    name: 'فهد',
    role: 'مدير مشاريع في شركة برمجيات، جدة',
  },
  {
    quote: 'كتبنا أوصافاً وظيفية وأسئلة مقابلات لعشر وظائف في يوم واحد، وبجودة ممتازة.',
    name: 'سارة',
    role: 'أخصائية موارد بشرية، الدمام',
  },
] as const

export default function DigitalAssistantsPage() {
  usePageMeta(
    'المساعدات الرقمية',
    `${claim('assistants')} رقمياً (GPTs) بالعربية للتسويق وإدارة المشاريع وتطوير الأعمال والموارد البشرية.`,
  )
  return (
    <ProductLayout
      eyebrow="المساعدات الرقمية"
      title="فريق من المساعدات الرقمية يعمل معك"
      description={`${claim('assistants')} رقمياً متخصصاً، كل منها مصمم لمهمة محددة في عملك، ليعطيك نتائج أدق من المحادثات العامة.`}
      featuresTitle="ما الذي يميّز مساعداتنا؟"
      features={features}
    >
      <section aria-labelledby="types-heading" className="border-y border-border bg-card/30 py-16">
        <Container>
          <SectionHeading
            id="types-heading"
            title="أنواع المساعدات"
            description="أربعة مجالات رئيسية تغطي احتياجات معظم الشركات."
          />
          <ul className="grid gap-6 sm:grid-cols-2">
            {assistantTypes.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="flex size-12 items-center justify-center rounded-lg bg-accent/15 text-accent">
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
      <section aria-labelledby="testimonials-heading" className="py-16">
        <Container>
          <SectionHeading
            id="testimonials-heading"
            title="ماذا يقول المستخدمون"
            description="نماذج توضيحية من تجارب الاستخدام، وسننشر آراء عملائنا الموثقة بعد الإطلاق."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.name}>
                <figure className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-6">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  <blockquote className="flex-1 leading-relaxed">{item.quote}</blockquote>
                  <figcaption className="text-sm">
                    <span className="font-bold">{item.name}</span>
                    <span className="block text-muted-foreground">{item.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaSection />
    </ProductLayout>
  )
}
