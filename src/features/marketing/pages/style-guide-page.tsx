import { useState, type ReactNode } from 'react'
import { toast } from '@/lib/toast'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatLongDate, formatSar } from '@/lib/format'

const colors = [
  { name: 'الخلفية', className: 'bg-background' },
  { name: 'البطاقة', className: 'bg-card' },
  { name: 'الأساسي', className: 'bg-primary' },
  { name: 'المميز', className: 'bg-accent' },
  { name: 'الثانوي', className: 'bg-secondary' },
  { name: 'الخطأ', className: 'bg-destructive' },
] as const

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  const id = `sg-${title}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-b border-border pb-10">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function StyleGuidePage() {
  usePageMeta(
    'دليل التصميم',
    'مكونات واجهة سند الأساسية: الألوان والخطوط والأزرار والنماذج والحوارات.',
  )
  const [notifications, setNotifications] = useState(true)
  const [agreed, setAgreed] = useState(false)

  return (
    <>
      <PageHeader
        eyebrow="نظام التصميم"
        title="دليل التصميم"
        description="المكونات الأساسية التي تُبنى منها واجهات سند، في مكان واحد."
      />
      <Container className="flex flex-col gap-10 py-12">
        <Specimen title="الألوان">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {colors.map((color) => (
              <li key={color.name} className="flex flex-col gap-2">
                <span className={`h-16 rounded-md border border-border ${color.className}`} />
                <span className="text-sm">{color.name}</span>
              </li>
            ))}
          </ul>
        </Specimen>

        <Specimen title="الخطوط">
          <p className="text-4xl font-bold">عنوان رئيسي بخط IBM Plex Sans Arabic</p>
          <p className="text-xl font-medium">عنوان فرعي بوزن متوسط</p>
          <p className="leading-relaxed text-muted-foreground">
            نص عادي للفقرات. التاريخ: {formatLongDate('2025-06-14')}، والمبلغ: {formatSar(57)}.
          </p>
        </Specimen>

        <Specimen title="الأزرار">
          <div className="flex flex-wrap gap-3">
            <Button>أساسي</Button>
            <Button variant="secondary">ثانوي</Button>
            <Button variant="outline">محدد</Button>
            <Button variant="ghost">شفاف</Button>
            <Button variant="accent">مميز</Button>
            <Button variant="destructive">حذف</Button>
            <Button variant="link">رابط</Button>
            <Button disabled>معطّل</Button>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm">صغير</Button>
            <Button size="md">متوسط</Button>
            <Button size="lg">كبير</Button>
          </div>
        </Specimen>

        <Specimen title="الشارات">
          <div className="flex flex-wrap gap-3">
            <Badge>افتراضي</Badge>
            <Badge variant="accent">الأكثر شيوعاً</Badge>
            <Badge variant="outline">محدد</Badge>
            <Badge variant="destructive">منتهي</Badge>
          </div>
        </Specimen>

        <Specimen title="النماذج">
          <div className="grid max-w-xl gap-5">
            <Field label="الاسم الكامل" required hint="كما تريد أن يظهر في حسابك">
              {(control) => <Input placeholder="مثال: نورة العتيبي" {...control} />}
            </Field>
            <Field label="البريد الإلكتروني" required error="يرجى إدخال بريد إلكتروني صحيح">
              {(control) => <Input type="email" dir="auto" defaultValue="name@" {...control} />}
            </Field>
            <Field label="نبذة">{(control) => <Textarea {...control} />}</Field>
            <div className="grid gap-2">
              <Label htmlFor="sg-country">الدولة</Label>
              <Select defaultValue="sa">
                <SelectTrigger id="sg-country">
                  <SelectValue placeholder="اختر الدولة" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="sa">المملكة العربية السعودية</SelectItem>
                  <SelectItem value="ae">الإمارات العربية المتحدة</SelectItem>
                  <SelectItem value="kw">الكويت</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-center gap-3">
              <Switch id="sg-switch" checked={notifications} onCheckedChange={setNotifications} />
              <Label htmlFor="sg-switch">تفعيل الإشعارات</Label>
            </div>
            <div className="flex items-center gap-3">
              <Checkbox
                id="sg-checkbox"
                checked={agreed}
                onCheckedChange={(value) => setAgreed(value === true)}
              />
              <Label htmlFor="sg-checkbox">أوافق على الشروط والأحكام</Label>
            </div>
          </div>
        </Specimen>

        <Specimen title="البطاقات">
          <Card className="max-w-sm">
            <CardHeader>
              <CardTitle>عنوان البطاقة</CardTitle>
              <CardDescription>وصف مختصر لمحتوى البطاقة.</CardDescription>
            </CardHeader>
            <CardContent>محتوى البطاقة.</CardContent>
          </Card>
        </Specimen>

        <Specimen title="التبويبات">
          <Tabs defaultValue="current" className="max-w-xl">
            <TabsList>
              <TabsTrigger value="current">الباقة الحالية</TabsTrigger>
              <TabsTrigger value="plans">الباقات المتاحة</TabsTrigger>
              <TabsTrigger value="history">السجل</TabsTrigger>
            </TabsList>
            <TabsContent value="current">محتوى تبويب الباقة الحالية.</TabsContent>
            <TabsContent value="plans">محتوى تبويب الباقات المتاحة.</TabsContent>
            <TabsContent value="history">محتوى تبويب السجل.</TabsContent>
          </Tabs>
        </Specimen>

        <Specimen title="الأكورديون">
          <Accordion type="single" collapsible className="max-w-xl">
            <AccordionItem value="one">
              <AccordionTrigger>سؤال أول</AccordionTrigger>
              <AccordionContent>إجابة السؤال الأول.</AccordionContent>
            </AccordionItem>
            <AccordionItem value="two">
              <AccordionTrigger>سؤال ثانٍ</AccordionTrigger>
              <AccordionContent>إجابة السؤال الثاني.</AccordionContent>
            </AccordionItem>
          </Accordion>
        </Specimen>

        <Specimen title="الحوار والتنبيهات">
          <div className="flex flex-wrap gap-3">
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="outline">فتح حوار</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>تأكيد تغيير الباقة</DialogTitle>
                  <DialogDescription>يسري التغيير مع بداية دورة الفوترة التالية.</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="ghost">إلغاء</Button>
                  </DialogClose>
                  <DialogClose asChild>
                    <Button>تأكيد</Button>
                  </DialogClose>
                </DialogFooter>
              </DialogContent>
            </Dialog>
            <Button variant="secondary" onClick={() => toast.success('تم الحفظ بنجاح')}>
              تنبيه نجاح
            </Button>
            <Button variant="secondary" onClick={() => toast.error('حدث خطأ، حاول مرة أخرى')}>
              تنبيه خطأ
            </Button>
          </div>
        </Specimen>

        <Specimen title="التحميل">
          <Spinner className="justify-start" />
          <div className="flex max-w-sm flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        </Specimen>
      </Container>
    </>
  )
}
