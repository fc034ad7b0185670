import {
  BarChart3,
  Briefcase,
  Calendar,
  Headphones,
  Lightbulb,
  Mail,
  Megaphone,
  Package,
  Rocket,
  Search,
  ShoppingCart,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react'

/** A kit's cover icon: the name stored in kits.icon, its picture and its Arabic label. */
export const kitIcons: Record<string, { icon: LucideIcon; label: string }> = {
  package: { icon: Package, label: 'حزمة' },
  'shopping-cart': { icon: ShoppingCart, label: 'متجر' },
  calendar: { icon: Calendar, label: 'موسم' },
  users: { icon: Users, label: 'فريق' },
  rocket: { icon: Rocket, label: 'انطلاق' },
  search: { icon: Search, label: 'بحث' },
  megaphone: { icon: Megaphone, label: 'تسويق' },
  'bar-chart-3': { icon: BarChart3, label: 'أرقام' },
  headphones: { icon: Headphones, label: 'خدمة العملاء' },
  briefcase: { icon: Briefcase, label: 'أعمال' },
  target: { icon: Target, label: 'أهداف' },
  mail: { icon: Mail, label: 'بريد' },
  lightbulb: { icon: Lightbulb, label: 'أفكار' },
}

export type KitItemKind = 'prompt' | 'assistant' | 'tool' | 'template'

export const kitKindLabels: Record<KitItemKind, string> = {
  prompt: 'أمر ذكي',
  assistant: 'مساعد رقمي',
  tool: 'أداة',
  template: 'قالب أتمتة',
}
