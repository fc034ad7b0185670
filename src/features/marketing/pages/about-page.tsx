import { Award, Eye, Gem, Rocket, ShieldCheck, Target } from 'lucide-react'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { CtaSection } from '../components/cta-section'
import { SectionHeading } from '../components/section-heading'

const values = [
  {
    icon: Rocket,
    title: 'الابتكار',
    description: 'نتابع كل جديد في الذكاء الاصطناعي ونحوّله إلى أدوات عملية يستفيد منها فريقك فوراً.',
  },
  {
    icon: Gem,
    title: 'الجودة',
    description: 'نختبر كل أمر ومساعد قبل نشره، ونراجع المكتبة باستمرار لتبقى دقيقة ومفيدة.',
  },
  {
    icon: ShieldCheck,
    title: 'الموثوقية',
    description:
      'نحمي بياناتك ونلتزم بالأنظمة المعمول بها في المملكة، ونكون واضحين في الأسعار والشروط.',
  },
  {
    icon: Award,
    title: 'التميز',
    description: 'نسعى إلى أن تكون تجربتك معنا أفضل من المتوقع، من أول أمر تنسخه إلى كل رد دعم.',
  },
] as const

export default function AboutPage() {
  usePageMeta(
    'من نحن',
    'تعرّف على سند: رؤيتنا ورسالتنا وقيمنا في تمكين الأعمال العربية من الذكاء الاصطناعي.',
  )
  return (
    <>
      <PageHeader
        eyebrow="من نحن"
        title="نمكّن الأعمال العربية من الذكاء الاصطناعي"
        description="سند فريق سعودي من المسوقين والمطورين وخبراء المحتوى، انطلق من الرياض ليجعل أدوات الذكاء الاصطناعي في متناول كل شركة وكل رائد أعمال في الخليج، بلغته وبما يناسب سوقه."
      />
      <section className="py-16">
        <Container className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Eye aria-hidden="true" className="size-6" />
              </span>
              <CardTitle as="h2">رؤيتنا</CardTitle>
              <CardDescription className="text-base">
                أن نكون المرجع العربي الأول للأعمال التي تريد الاستفادة من الذكاء الاصطناعي، بحيث لا
                تقف اللغة أو الخبرة التقنية عائقاً أمام أي فريق.
              </CardDescription>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <span className="flex size-12 items-center justify-center rounded-lg bg-accent/15 text-accent">
                <Target aria-hidden="true" className="size-6" />
              </span>
              <CardTitle as="h2">رسالتنا</CardTitle>
              <CardDescription className="text-base">
                نقدم أوامر ذكية ومساعدات رقمية وأدلة عملية مكتوبة بالعربية ومجرّبة على حالات عمل
                حقيقية، لنختصر على فرق التسويق والإدارة والمبيعات ساعات من العمل كل أسبوع.
              </CardDescription>
            </CardHeader>
          </Card>
        </Container>
      </section>
      <section aria-labelledby="values-heading" className="border-t border-border bg-card/30 py-16">
        <Container>
          <SectionHeading id="values-heading" eyebrow="قيمنا" title="أربع قيم توجّه كل ما نبنيه" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-7 text-primary" />
                    <CardTitle>{title}</CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaSection />
    </>
  )
}
