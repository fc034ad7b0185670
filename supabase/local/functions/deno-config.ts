/**
 * Which configuration a function runs with, in the order the CLI's deploy uses: `import_map` from
 * config.toml, then the function's deno.json, deno.jsonc, import_map.json, then the global
 * functions/import_map.json. A deno.json(c) is passed to Deno as its config (imports,
 * compilerOptions); a plain import map as `--import-map`.
 */
import { existsSync } from 'node:fs'
import { basename, isAbsolute, join, resolve } from 'node:path'

export interface DenoConfig {
  path: string
  flag: '--config' | '--import-map'
}

export function denoConfigFor(
  functionDir: string,
  supabaseDir: string,
  configured?: string,
): DenoConfig | null {
  const candidates = [
    configured ? (isAbsolute(configured) ? configured : resolve(supabaseDir, configured)) : null,
    join(functionDir, 'deno.json'),
    join(functionDir, 'deno.jsonc'),
    join(functionDir, 'import_map.json'),
    join(supabaseDir, 'functions', 'import_map.json'),
  ]
  const path = candidates.find((candidate) => candidate && existsSync(candidate))
  if (!path) return null
  return { path, flag: /^deno\.jsonc?$/.test(basename(path)) ? '--config' : '--import-map' }
}
