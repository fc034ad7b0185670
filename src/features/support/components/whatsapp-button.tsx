import { MessageCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Click-to-chat (wa.me) with the support number the database gives direct/priority plans. */
export function WhatsAppButton({ phone, text }: { phone: string; text?: string }) {
  const digits = phone.replace(/\D/g, '')
  if (!digits) return null
  const href = `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" /> تواصل مباشرة عبر واتساب
      </a>
    </Button>
  )
}
