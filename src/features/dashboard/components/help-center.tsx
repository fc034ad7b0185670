import { Link } from 'react-router-dom'
import { Mail, MessageCircle } from 'lucide-react'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'

const faq = [
  [
    'كيف أستخدم أمراً ذكياً؟',
    'افتح الأمر من «الأوامر الذكية»، املأ الحقول (مثل اسم الشركة والمنتج)، راجع المعاينة ثم اضغط «نسخ الأمر» والصقه في ChatGPT أو Gemini أو Claude أو Midjourney، أو استخدم زر «فتح في» مباشرة.',
  ],
  [
    'ما المتغيرات العامة؟',
    'القيم التي تملؤها في أي أمر تُحفظ وتُقترح تلقائياً في كل أمر آخر يستخدم المتغير نفسه. يمكنك تعديلها أو حذفها أو توحيد القيم المتعارضة من صفحة «المتغيرات والتفضيلات».',
  ],
  [
    'لماذا يظهر قفل على بعض الأوامر؟',
    'كل باقة تفتح نوعاً من المحتوى: التجريبية عيّنة مختارة من الأوامر، والأساسية قسماً واحداً من أوامر ChatGPT تختاره أنت ويمكنك تغييره مرة في كل فترة اشتراك، والمتقدمة كل أوامر ChatGPT، والكاملة ومدى الحياة كل الأوامر والمساعدات. يذكر القفل سببه والإجراء الذي يفتحه، وتتجدد حصة الأوامر اليومية منتصف الليل بتوقيت الرياض. صفحة «ماذا تفتح كل باقة» توضح ما تفتحه كل باقة.',
  ],
  [
    'هل يتجاهل البحث التشكيل والهمزات؟',
    'نعم. البحث يوحّد أشكال الهمزة والتاء المربوطة والألف المقصورة ويتجاهل التشكيل، ويتسامح مع الأخطاء الإملائية البسيطة.',
  ],
  [
    'متى يتغير اشتراكي عند تغيير الباقة؟',
    'يسري تغيير الباقة في دورة الفوترة التالية، والترقية تُحتسب بالتناسب مع الأيام المتبقية.',
  ],
  [
    'هل يمكنني استرداد المبلغ؟',
    'يمكنك طلب الاسترداد خلال 7 أيام من الاشتراك، وتُراجع الطلبات حالة بحالة.',
  ],
  [
    'كيف أغير بريدي الإلكتروني أو كلمة المرور؟',
    'من «الملف الشخصي» تغيّر البريد (يصلك رابط تأكيد على البريد الجديد)، ومن «الإعدادات» تغيّر كلمة المرور.',
  ],
] as const

export function HelpCenter() {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="faq-title" className="grid content-start gap-3">
        <h2 id="faq-title" className="text-lg font-semibold">
          الأسئلة الشائعة
        </h2>
        <Accordion
          type="single"
          collapsible
          className="rounded-lg border border-border bg-card px-4"
        >
          {faq.map(([q, a]) => (
            <AccordionItem key={q} value={q}>
              <AccordionTrigger>{q}</AccordionTrigger>
              <AccordionContent>{a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
      <aside
        aria-labelledby="contact-title"
        className="grid h-fit gap-4 rounded-lg border border-border bg-card p-6"
      >
        <h2 id="contact-title" className="text-lg font-semibold">
          تحتاج مساعدة إضافية؟
        </h2>
        <p className="text-sm text-muted-foreground">فريق الدعم يرد خلال ساعات العمل.</p>
        <ul className="grid gap-1 text-sm">
          {siteConfig.workingHours.map((w) => (
            <li key={w.days}>
              {w.days}: {w.hours}
            </li>
          ))}
        </ul>
        <Button asChild>
          <Link to={paths.contact}>
            <MessageCircle aria-hidden="true" /> تواصل معنا
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={`mailto:${siteConfig.email}`}>
            <Mail aria-hidden="true" /> {siteConfig.email}
          </a>
        </Button>
      </aside>
    </div>
  )
}
