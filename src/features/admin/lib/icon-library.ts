import {
  BarChart3,
  Bot,
  Brain,
  Briefcase,
  Calendar,
  Camera,
  Code,
  FileText,
  Globe,
  Heart,
  Image,
  Lightbulb,
  ListChecks,
  Mail,
  Map,
  Megaphone,
  MessageSquare,
  Palette,
  PenLine,
  Rocket,
  Search,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Video,
  WandSparkles,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react'

/**
 * The Lucide icons the catalogue may use, bundled by name (importing every Lucide icon would
 * put thousands of them in the admin chunk). An icon row names one of these, or carries an SVG.
 */
export const iconLibrary: Record<string, LucideIcon> = {
  MessageSquare,
  Sparkles,
  Image,
  Bot,
  Megaphone,
  Briefcase,
  PenLine,
  BarChart3,
  Search,
  Rocket,
  Target,
  Map,
  Mail,
  Lightbulb,
  ListChecks,
  Brain,
  Code,
  Camera,
  Globe,
  Heart,
  Star,
  Users,
  Zap,
  FileText,
  Palette,
  Video,
  ShoppingCart,
  TrendingUp,
  WandSparkles,
  Workflow,
  Calendar,
}

/** "BarChart3" -> "bar-chart-3": the icon's name in the icons table. */
export function iconNameFor(lucideKey: string): string {
  return lucideKey
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Za-z])/g, '$1-$2')
    .toLowerCase()
}
