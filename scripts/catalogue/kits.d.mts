// Types of the seeded kits (scripts/catalogue/kits.mjs) for the tests that read them.
export type SeedKit = {
  slug: string
  title: string
  icon: string
  description: string
  steps: string[]
  items: ['prompt' | 'assistant' | 'tool' | 'template', string, string][]
}
export const kits: SeedKit[]
