/**
 * src/types/database.ts must be what scripts/db-types.mjs generates from the migrated
 * database; a migration committed without `npm run db:types` fails here.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
// @ts-expect-error -- plain ESM script without type declarations
import { fromFreshDatabase, generateDatabaseTypes, TYPES_FILE } from '../../../scripts/db-types.mjs'

type Generate = (query: (text: string) => Promise<unknown[]>) => Promise<string>

describe('generated database types', () => {
  // Generated from a database that only the migrations touched: the shared test database also
  // holds other suites' throwaway tables.
  it('the committed src/types/database.ts is up to date', async () => {
    const generated = await (fromFreshDatabase as () => Promise<string>)()
    const committed = readFileSync(TYPES_FILE as string, 'utf8')
    expect(committed, 'src/types/database.ts is stale: run `npm run db:types`').toBe(generated)
  })

  it('describes the catalogue and the RPCs in supabase gen types shape', async () => {
    const generated = await (generateDatabaseTypes as Generate)((text) => sql(text))
    expect(generated).toContain('export type Database = {')
    expect(generated).toMatch(
      /prompt_bodies: \{\s+Row: \{\s+body_ar: string\s+body_en: string \| null/,
    )
    expect(generated).toMatch(/search_key\?: never/)
    expect(generated).toMatch(
      /join_waitlist: \{\s+Args: \{\s+p_email: string\s+p_invite_code\?: string\s+p_name: string\s+p_user_agent\?: string\s+\}\s+Returns: Json/,
    )
    expect(generated).toContain("referencedRelation: 'prompts'")
    expect(generated).toContain('export type Tables<')
  })
})
