// npm test's `deno` step: the edge functions type-checked and linted by real Deno (the `deno`
// devDependency), as hosted Supabase will run them. Each function is checked with its own
// deno.json (imports, compilerOptions); the local stack's Deno preload is checked too.
//   node scripts/deno-functions.mjs
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { denoBinary, denoToolEnv } from '../supabase/local/functions/deno-tool.mjs'
import { functionNames, run } from './lib.mjs'

const FUNCTIONS = join('supabase', 'functions')
const PRELOAD_DIR = join('supabase', 'local', 'functions', 'deno')

export async function denoChecks() {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const deno = denoBinary(root)
  const env = { ...process.env, ...denoToolEnv(root), NO_COLOR: '1' }
  const failed = []
  for (const name of functionNames(FUNCTIONS)) {
    const dir = join(FUNCTIONS, name)
    const code = await run(
      deno,
      ['check', '--quiet', '--no-lock', '--config', join(dir, 'deno.json'), join(dir, 'index.ts')],
      { env },
    )
    if (code !== 0) failed.push(`deno check ${name}`)
  }
  const preload = await run(
    deno,
    ['check', '--quiet', '--no-lock', '--no-config', join(PRELOAD_DIR, 'serve-patch.ts')],
    { env },
  )
  if (preload !== 0) failed.push('deno check serve-patch.ts')
  const lint = await run(deno, ['lint', '--no-config', FUNCTIONS, PRELOAD_DIR], { env })
  if (lint !== 0) failed.push('deno lint')
  if (failed.length) console.error(`Failed: ${failed.join(', ')}`)
  else
    console.log(
      `deno check: ${functionNames(FUNCTIONS).length} functions and the preload; deno lint: clean`,
    )
  return failed.length ? 1 : 0
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  process.exitCode = await denoChecks()
}
