import { Clock, Mail, MapPin, MessageCircle } from 'lucide-react'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { siteConfig } from '@/lib/site'
import { ContactForm } from '../components/contact-form'

export default function ContactPage() {
  usePageMeta(
    'تواصل معنا',
    'تواصل مع فريق سند عبر النموذج أو البريد الإلكتروني أو واتساب. مقرنا في الرياض.',
  )
  return (
    <>
      <PageHeader
        eyebrow="تواصل معنا"
        title="يسعدنا أن نسمع منك"
        description="لديك سؤال عن الباقات، أو تحتاج عرضاً لفريقك، أو عندك اقتراح؟ اكتب لنا وسنرد عليك خلال ساعات العمل."
      />
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <h2 className="text-xl font-bold">أرسل رسالة</h2>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <span className="text-xl">معلومات التواصل</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-4 text-sm">
                <li className="flex items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <div>
                    <p className="font-medium">البريد الإلكتروني</p>
                    <a
                      href={`mailto:${siteConfig.email}`}
                      className="text-muted-foreground hover:text-primary"
                      dir="ltr"
                    >
                      {siteConfig.email}
                    </a>
                  </div>
                </li>
                <li className="flex items-start gap-3">
                  <MessageCircle aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <div>
                    <p className="font-medium">واتساب</p>
                    <a
                      href={`https://wa.me/${siteConfig.phone.replace('+', '')}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-muted-foreground hover:text-primary"
                      dir="ltr"
                    >
                      {siteConfig.phoneDisplay}
                    </a>
                  </div>
                </li>
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <div>
                    <p className="font-medium">العنوان</p>
                    <p className="text-muted-foreground">{siteConfig.city}</p>
                  </div>
                </li>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <span className="flex items-center gap-2 text-xl">
                  <Clock aria-hidden="true" className="size-5 text-primary" />
                  ساعات العمل
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-3 text-sm">
                {siteConfig.workingHours.map((slot) => (
                  <div key={slot.days} className="flex justify-between gap-4">
                    <dt className="font-medium">{slot.days}</dt>
                    <dd className="text-muted-foreground">{slot.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-xs text-muted-foreground">بتوقيت الرياض (GMT+3)</p>
            </CardContent>
          </Card>
        </div>
      </Container>
    </>
  )
}
