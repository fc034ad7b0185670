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
