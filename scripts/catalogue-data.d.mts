// Types of the seeded catalogue content (scripts/catalogue-data.mjs) for the tests that read it.
export type SeedPrompt = {
  slug: string
  category: string
  plan: string
  platforms: string[]
  title: string
  titleEn: string
  description: string
  tags: string[]
  body: string
  sectors?: string[]
  asks?: string[]
  example?: { values: Record<string, string>; answer: string }
}
/** id, name, name_en, description, description_en, platforms, total_count, icon */
export const promptCategories: [string, string, string, string, string, string[], number, string][]
export const prompts: SeedPrompt[]
export const icons: unknown[][]
export const platforms: unknown[][]
export const assistantCategories: unknown[][]
export const assistants: unknown[]
export const aiTools: unknown[]
export const automationTemplates: unknown[]
export const referralCodes: unknown[][]
export const assistantList: {
  slug: string
  category: string
  name: string
  nameEn: string
  description: string
  descriptionEn: string
  url: string | null
  instructions: string
  starters: string[]
}[]
export const toolList: {
  slug: string
  name: string
  nameEn: string
  category: string
  description: string
  descriptionEn: string
  website: string
  pricing: string
  icon: string | null
  guide: string | null
  arabicSupport: 'full' | 'partial' | 'none' | null
  pricingNotes: string | null
  tips: string | null
}[]
export const templateList: {
  slug: string
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  steps: [string, string, string][]
  workflowFormat: 'n8n' | 'make' | null
  workflow: Record<string, unknown> | null
}[]
