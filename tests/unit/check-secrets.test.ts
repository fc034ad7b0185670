// @vitest-environment node
/**
 * scripts/check-secrets.mjs: a built directory with a planted secret fails, a clean one passes.
 */
// The unit project is typed for the browser; these node modules have no types there.
// @ts-expect-error: node:fs is untyped in the unit project
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
// @ts-expect-error: node:os is untyped in the unit project
import { tmpdir } from 'node:os'
// @ts-expect-error: node:path is untyped in the unit project
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// @ts-expect-error: plain ESM script without type declarations
import { checkSecrets, collectSecrets } from '../../scripts/check-secrets.mjs'

type Result = { ok: boolean; findings: { file: string; kind: string }[] }
const check = checkSecrets as (dir: string, options?: object) => Result
const secrets = collectSecrets as () => { name: string; value: string; source: string }[]

const ANON_JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

function jwt(payload: object) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sanad-secrets-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>سند</title>')
  // What a real build carries: the anon key and a publishable key are public by design.
  writeFileSync(
    join(dir, 'assets', 'index.js'),
    `const url="http://127.0.0.1:54321",key="${ANON_JWT}",pk="sb_publishable_abc";`,
  )
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('check-secrets', () => {
  it('reads the secrets from the project files (functions env, local stack config)', () => {
    const names = secrets().map((s) => s.name)
    expect(names).toEqual(
      expect.arrayContaining(['TAP_SECRET_KEY', 'JWT_SECRET', 'SERVICE_ROLE_KEY', 'SECRET_KEY']),
    )
    expect(names).not.toContain('ANON_KEY')
    expect(names).not.toContain('PUBLISHABLE_KEY')
  })

  it('passes a clean build with only the anon key', () => {
    expect(check(dir)).toMatchObject({ ok: true, findings: [] })
  })

  it.each([
    [
      'the local service_role key',
      () => secrets().find((s) => s.name === 'SERVICE_ROLE_KEY')!.value,
    ],
    ['any JWT whose role is not anon', () => jwt({ role: 'authenticated', sub: 'x' })],
    ['a JWT without a role', () => jwt({ sub: 'x' })],
    ['a Tap live secret key', () => 'sk_live_4f9a8b7c6d5e4f3a'],
    ['the local JWT secret', () => secrets().find((s) => s.name === 'JWT_SECRET')!.value],
    ['the Supabase secret key', () => secrets().find((s) => s.name === 'SECRET_KEY')!.value],
  ])('fails on %s planted in a chunk', (_label, value) => {
    writeFileSync(
      join(dir, 'assets', 'chunk-x.js'),
      `export const leaked = ${JSON.stringify(value())}`,
    )
    const result = check(dir)
    expect(result.ok).toBe(false)
    expect(result.findings.map((f) => f.file)).toContain(join('assets', 'chunk-x.js'))
  })

  it('fails on the value of a secret from an env file, in any file type', () => {
    const planted = {
      name: 'CHAT_WEBHOOK_URL',
      value: 'https://hooks.example.test/abc123secret',
      source: 'x',
    }
    writeFileSync(join(dir, 'robots.txt'), `see ${planted.value}`)
    expect(check(dir, { secrets: [planted] }).findings).toEqual([
      expect.objectContaining({ file: 'robots.txt', kind: 'CHAT_WEBHOOK_URL from x' }),
    ])
  })
})
