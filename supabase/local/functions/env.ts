/**
 * The environment a function sees, as `supabase functions serve` builds it: the SUPABASE_*
 * variables of the stack, and every variable the project declares in supabase/functions/.env or
 * .env.example, taken from the shell first (`TAP_SECRET_KEY=... npm run dev`), then .env, then
 * the example's local default. `${NAME}` in a value expands (e.g. `${SUPABASE_URL}/sandbox/mail`),
 * so the defaults follow whatever port the stack runs on.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from '../config.ts'

/** Parses dotenv text: `KEY=value`, `export KEY=value`, quoted values, `#` comments. */
export function parseDotenv(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const line = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)?$/
  for (const raw of text.split(/\r?\n/)) {
    const match = line.exec(raw)
    if (!match) continue
    let value = (match[2] ?? '').trim()
    const quote = value[0]
    if ((quote === '"' || quote === "'" || quote === '`') && value.lastIndexOf(quote) > 0) {
      value = value.slice(1, value.lastIndexOf(quote))
      if (quote === '"')
        value = value.replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\"/g, '"')
    } else {
      value = value.replace(/\s+#.*$/, '')
    }
    result[match[1]!] = value
  }
  return result
}

function readDotenv(path: string): Record<string, string> {
  return existsSync(path) ? parseDotenv(readFileSync(path, 'utf8')) : {}
}

export function functionsEnvFiles(supabaseDir: string) {
  return {
    env: join(supabaseDir, 'functions', '.env'),
    example: join(supabaseDir, 'functions', '.env.example'),
  }
}

export function buildFunctionEnv(options: {
  supabaseDir: string
  apiUrl: string
  dbUrl: string
  processEnv?: NodeJS.ProcessEnv
}): Map<string, string> {
  const processEnv = options.processEnv ?? process.env
  const files = functionsEnvFiles(options.supabaseDir)
  const fromFile = readDotenv(files.env)
  // .env.example carries the local defaults (the sandboxes), so a fresh clone needs no .env.
  const fromExample = readDotenv(files.example)

  const platform: Record<string, string> = {
    SUPABASE_URL: options.apiUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: options.dbUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    // HS256 keys are not published in a JWKS; the set is empty as on a project without asymmetric keys.
    SUPABASE_JWKS: JSON.stringify({ keys: [] }),
    SB_REGION: 'local',
    SB_EXECUTION_ID: 'local',
    DENO_REGION: 'local',
  }
  const env = new Map<string, string>()
  const expand = (value: string) =>
    value.replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
      (_match, name: string) => platform[name] ?? env.get(name) ?? processEnv[name] ?? '',
    )
  for (const name of new Set([...Object.keys(fromExample), ...Object.keys(fromFile)])) {
    // The CLI refuses user secrets named SUPABASE_*: those belong to the platform.
    if (name.startsWith('SUPABASE_')) continue
    const value = processEnv[name] ?? fromFile[name] ?? fromExample[name]
    if (value !== undefined) env.set(name, expand(value))
  }
  for (const [name, value] of Object.entries(platform)) env.set(name, value)
  return env
}
