import { ArrowForward } from '@/components/icons/directional'
import { Link } from 'react-router-dom'
import { Container } from '@/components/layout/container'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'

type CtaSectionProps = {
  title?: string
  description?: string
}

/** Closing call to action: register, or compare the plans first. */
export function CtaSection({
  title = 'جاهز لتسريع عملك بالذكاء الاصطناعي؟',
  description = 'ابدأ بالتجربة المجانية لمدة سبعة أيام، وانتقل إلى الباقة التي تناسبك متى شئت.',
}: CtaSectionProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-16">
      <Container>
        <div className="flex flex-col items-center gap-5 rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/15 via-card to-accent/10 px-6 py-12 text-center">
          <h2 id="cta-heading" className="text-2xl font-bold text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="max-w-xl leading-relaxed text-muted-foreground">{description}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.register}>
                أنشئ حسابك الآن
                <ArrowForward aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.pricing}>قارن الباقات</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  )
}
