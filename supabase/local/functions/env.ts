/**
 * The environment a function sees, as `supabase functions serve` builds it: the SUPABASE_*
 * variables of the stack, then supabase/functions/.env, then the shell's value for any variable
 * the project declares (in .env or .env.example), so `TAP_SECRET_KEY=... npm run dev` works.
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
  const declared = new Set([...Object.keys(fromFile), ...Object.keys(readDotenv(files.example))])

  const env = new Map<string, string>()
  for (const name of declared) {
    // The CLI refuses user secrets named SUPABASE_*: those belong to the platform.
    if (name.startsWith('SUPABASE_')) continue
    const value = processEnv[name] ?? fromFile[name]
    if (value !== undefined) env.set(name, value)
  }
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
  for (const [name, value] of Object.entries(platform)) env.set(name, value)
  return env
}
