/**
 * How Deno-style import specifiers become something Node can load: the function's import map
 * (deno.json `imports`), then the `npm:`, `jsr:` and CDN prefixes mapped to the packages installed
 * in node_modules. Deployed functions resolve the same specifiers with Deno itself.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'

export interface ImportMap {
  /** Absolute path of the file the map came from (relative targets resolve against its folder). */
  path: string | null
  imports: Record<string, string>
}

/**
 * The import map of one function in the order the CLI's deploy uses: `import_map` from
 * config.toml, then the function's deno.json, deno.jsonc, import_map.json, then the global
 * functions/import_map.json.
 */
export function findImportMap(
  functionDir: string,
  supabaseDir: string,
  configured?: string,
): ImportMap {
  const candidates = [
    configured ? (isAbsolute(configured) ? configured : resolve(supabaseDir, configured)) : null,
    join(functionDir, 'deno.json'),
    join(functionDir, 'deno.jsonc'),
    join(functionDir, 'import_map.json'),
    join(supabaseDir, 'functions', 'import_map.json'),
  ]
  for (const candidate of candidates) {
    if (!candidate || !existsSync(candidate)) continue
    const parsed = parseJsonc(readFileSync(candidate, 'utf8')) as {
      imports?: Record<string, string>
      importMap?: string
    }
    if (parsed.imports) return { path: candidate, imports: parsed.imports }
    if (typeof parsed.importMap === 'string') {
      const linked = resolve(dirname(candidate), parsed.importMap)
      const linkedMap = parseJsonc(readFileSync(linked, 'utf8')) as {
        imports?: Record<string, string>
      }
      return { path: linked, imports: linkedMap.imports ?? {} }
    }
    return { path: candidate, imports: {} }
  }
  return { path: null, imports: {} }
}

/** deno.jsonc allows comments and trailing commas. */
function parseJsonc(text: string): unknown {
  const withoutComments = text.replace(
    /("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (_match, string: string | undefined) => string ?? '',
  )
  return JSON.parse(withoutComments.replace(/,(\s*[}\]])/g, '$1'))
}

/** Applies the import map (exact keys first, then the longest `prefix/` key), as Deno does. */
export function applyImportMap(specifier: string, map: ImportMap): string | null {
  const exact = map.imports[specifier]
  if (exact !== undefined) return absolutize(exact, map)
  let best: string | null = null
  for (const key of Object.keys(map.imports)) {
    if (key.endsWith('/') && specifier.startsWith(key) && (!best || key.length > best.length)) {
      best = key
    }
  }
  if (best) return absolutize(map.imports[best]! + specifier.slice(best.length), map)
  // deno.json (unlike a plain import map) lets `pkg/sub` follow an npm:/jsr: entry for `pkg`.
  for (const [key, target] of Object.entries(map.imports)) {
    if (/^(?:npm|jsr):/.test(target) && specifier.startsWith(`${key}/`)) {
      return target + specifier.slice(key.length)
    }
  }
  return null
}

function absolutize(target: string, map: ImportMap): string {
  if ((target.startsWith('./') || target.startsWith('../')) && map.path) {
    return resolve(dirname(map.path), target)
  }
  return target
}

const PACKAGE = String.raw`(@[^/@]+\/[^/@]+|[^/@][^/@]*)(?:@[^/]*)?(\/.*)?`
const NPM = new RegExp(`^npm:\\/?${PACKAGE}$`)
const JSR = new RegExp(`^jsr:\\/?${PACKAGE}$`)
const CDN = new RegExp(
  `^https?:\\/\\/(?:esm\\.sh(?:\\/v\\d+)?|cdn\\.jsdelivr\\.net\\/npm|unpkg\\.com|cdn\\.skypack\\.dev)\\/${PACKAGE}$`,
)

export type SpecifierTarget =
  | { kind: 'package'; name: string }
  | { kind: 'types-only' }
  | { kind: 'unsupported'; reason: string }

/**
 * `npm:@supabase/supabase-js@2/cors` -> `@supabase/supabase-js/cors`; `jsr:` packages are looked
 * up under the same name in node_modules (the jsr packages Supabase uses are also on npm);
 * type-only imports (`jsr:@supabase/functions-js/edge-runtime.d.ts`) become empty modules.
 * Returns null for specifiers Node resolves itself (relative, bare, node:).
 */
export function mapRemoteSpecifier(specifier: string): SpecifierTarget | null {
  const withoutQuery = specifier.replace(/[?#].*$/, '')
  if (withoutQuery.endsWith('.d.ts')) return { kind: 'types-only' }
  const match = NPM.exec(withoutQuery) ?? JSR.exec(withoutQuery) ?? CDN.exec(withoutQuery)
  if (match) return { kind: 'package', name: `${match[1]}${match[2] ?? ''}` }
  if (/^(?:https?|jsr|npm):/.test(specifier)) {
    return {
      kind: 'unsupported',
      reason: `"${specifier}" cannot be resolved by the local stack: map it in the function's deno.json to an npm: or jsr: package and install that package with npm.`,
    }
  }
  return null
}
