/** Business constants shown on public pages (footer, contact page, legal pages). */
export const siteConfig = {
  name: 'سند',
  nameEn: 'Sanad',
  tagline: 'منصتك العربية للأوامر الذكية والمساعدات الرقمية وأدوات الذكاء الاصطناعي',
  email: 'support@sanad.sa',
  /** Messaging (WhatsApp) number in international format, without spaces. */
  phone: '+966500000000',
  phoneDisplay: '+966 50 000 0000',
  city: 'الرياض، المملكة العربية السعودية',
  workingHours: [
    { days: 'الأحد - الخميس', hours: '9:00 - 18:00' },
    { days: 'الجمعة', hours: 'مغلق' },
    { days: 'السبت', hours: '10:00 - 16:00' },
  ],
  legalLastUpdated: '2025-06-14',
  copyrightYear: 2025,
  social: [
    { id: 'instagram', label: 'إنستغرام', href: 'https://www.instagram.com/sanad.ai' },
    { id: 'tiktok', label: 'تيك توك', href: 'https://www.tiktok.com/@sanad.ai' },
    { id: 'x', label: 'إكس (تويتر)', href: 'https://x.com/sanad_ai' },
    { id: 'snapchat', label: 'سناب شات', href: 'https://www.snapchat.com/add/sanad.ai' },
    { id: 'youtube', label: 'يوتيوب', href: 'https://www.youtube.com/@sanad.ai' },
    { id: 'whatsapp', label: 'واتساب', href: 'https://wa.me/966500000000' },
    { id: 'telegram', label: 'تيليجرام', href: 'https://t.me/sanad_ai' },
  ],
} as const

export type SocialLink = (typeof siteConfig.social)[number]
