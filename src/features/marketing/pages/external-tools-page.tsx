import {
  Code2,
  Compass,
  FileVideo,
  Languages,
  Link2,
  Palette,
  PenLine,
  Presentation,
  Scale,
  Table,
} from 'lucide-react'
import { Container } from '@/components/layout/container'
import { usePageMeta } from '@/hooks/use-page-meta'
import { CtaSection } from '../components/cta-section'
import { FaqSection } from '../components/faq-list'
import { ProductLayout, type ProductFeature } from '../components/product-layout'
import { SectionHeading } from '../components/section-heading'
import { externalToolsFaqs } from '../content/faqs'
import { claim } from '@/lib/catalogue-claims'

const features: readonly ProductFeature[] = [
  {
    icon: Compass,
    title: 'دليل منتقى بعناية',
    description: 'لا قوائم طويلة عشوائية: أدوات جرّبناها واخترناها لأنها تحل مشكلات عمل حقيقية.',
  },
  {
    icon: Languages,
    title: 'تقييم دعم العربية',
    description: 'نوضح لكل أداة مدى دعمها للغة العربية والكتابة من اليمين إلى اليسار.',
  },
  {
    icon: Scale,
    title: 'مقارنات عادلة',
    description: 'نقارن الخطط المجانية والمدفوعة والبدائل، لتختار الأنسب لميزانيتك.',
  },
  {
    icon: Link2,
    title: `${claim('templates')} أتمتة`,
    description:
      'قوالب جاهزة تربط الأدوات بعضها ببعض وبأوامر سند، مع ملف سير العمل لاستيراده في n8n أو Make.',
  },
]

const toolCategories = [
  { icon: PenLine, name: 'الكتابة والمحتوى' },
  { icon: Palette, name: 'التصميم والصور' },
  { icon: FileVideo, name: 'الفيديو والصوت' },
  { icon: Presentation, name: 'العروض التقديمية' },
  { icon: Table, name: 'البيانات والجداول' },
  { icon: Code2, name: 'البرمجة والأتمتة' },
] as const

export default function ExternalToolsPage() {
  usePageMeta(
    'دليل الأدوات الخارجية',
    `دليل عربي منتقى لأفضل أدوات الذكاء الاصطناعي مع تقييم دعم العربية ومقارنة الأسعار، و${claim('templates')} أتمتة جاهزة.`,
  )
  return (
    <ProductLayout
      eyebrow="دليل الأدوات الخارجية"
      title="الأداة المناسبة لكل مهمة، بدليل عربي واضح"
      description="آلاف أدوات الذكاء الاصطناعي تظهر كل شهر. نختصر عليك البحث والتجربة بدليل عربي يشرح ما تفعله كل أداة، ولمن تناسب، وكم تكلف."
      featuresTitle="ماذا يقدم لك الدليل؟"
      features={features}
    >
      <section
        aria-labelledby="tool-categories"
        className="border-y border-border bg-card/30 py-16"
      >
        <Container>
          <SectionHeading id="tool-categories" title="فئات الأدوات في الدليل" />
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {toolCategories.map(({ icon: Icon, name }) => (
              <li
                key={name}
                className="flex items-center gap-3 rounded-lg border border-border bg-card p-5"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="font-medium">{name}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <FaqSection items={externalToolsFaqs} />
      <CtaSection />
    </ProductLayout>
  )
}
