// Fails when a built app directory carries a secret: any JWT whose payload role is not "anon"
// (the local service_role key among them), a Tap secret key (sk_test_/sk_live_), a Supabase
// secret key (sb_secret_), or the literal value of any secret the project keeps for its server
// side: supabase/functions/.env and .env.example, and the local stack's JWT secret and keys.
// The secret values are read from those files, never written here.
//   node scripts/check-secrets.mjs [dist]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')

const SECRET_NAME = /SECRET|SERVICE_ROLE|PRIVATE|PASSWORD|TOKEN|API_KEY|WEBHOOK/i
const PUBLIC_NAME = /PUBLISHABLE|ANON|_URL_?BASE$|_BASE$/i
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g
const KEY_PATTERNS = [
  { kind: 'Tap secret key', pattern: /\bsk_(?:test|live)_[A-Za-z0-9_]{4,}/g },
  { kind: 'Supabase secret key', pattern: /\bsb_secret_[A-Za-z0-9_-]{8,}/g },
]

/** KEY=VALUE lines of a dotenv file (quotes removed; `${...}` references are not literal). */
function dotenvSecrets(file) {
  if (!existsSync(file)) return []
  const found = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line)
    if (!match) continue
    const [, name, raw] = match
    const value = raw
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim()
    if (!SECRET_NAME.test(name) || PUBLIC_NAME.test(name)) continue
    if (value.length < 8 || value.includes('${')) continue
    found.push({ name, value, source: relative(ROOT, file) })
  }
  return found
}

/** String constants named like secrets in a TypeScript module (`const X = '...'` or `?? '...'`). */
function moduleSecrets(file) {
  if (!existsSync(file)) return []
  const found = []
  const text = readFileSync(file, 'utf8')
  const statement = /\bconst\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]+)?=([^\n]*(?:\n[ \t]+[^\n]*)?)/g
  for (const [, name, rhs] of text.matchAll(statement)) {
    if (!SECRET_NAME.test(name) || PUBLIC_NAME.test(name)) continue
    for (const [, value] of rhs.matchAll(/'([^'\n]{8,})'/g)) {
      found.push({ name, value, source: relative(ROOT, file) })
    }
  }
  return found
}

/** The secret values the project holds for its server side, read from where they live. */
export function collectSecrets(root = ROOT) {
  return [
    ...dotenvSecrets(join(root, 'supabase', 'functions', '.env')),
    ...dotenvSecrets(join(root, 'supabase', 'functions', '.env.example')),
    ...moduleSecrets(join(root, 'supabase', 'local', 'config.ts')),
    ...moduleSecrets(join(root, 'supabase', 'local', 'sandboxes', 'config.ts')),
  ]
}

function jwtRole(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
    return typeof payload?.role === 'string' ? payload.role : null
  } catch {
    return undefined
  }
}

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

const mask = (value) => `${value.slice(0, 6)}…(${value.length} chars)`

/**
 * Scans every file under `dir`. Returns the findings (file, kind, masked detail); `ok` when none.
 * `secrets` defaults to collectSecrets() of the project.
 */
export function checkSecrets(dir, { secrets = collectSecrets() } = {}) {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build first`)
  const findings = []
  let scanned = 0
  for (const file of files(dir)) {
    scanned += 1
    const text = readFileSync(file).toString('latin1')
    const where = relative(dir, file)
    for (const [token] of text.matchAll(JWT)) {
      const role = jwtRole(token)
      if (role === 'anon') continue
      findings.push({
        file: where,
        kind: `JWT with role ${role ?? 'unknown'}`,
        detail: mask(token),
      })
    }
    for (const { kind, pattern } of KEY_PATTERNS) {
      for (const [key] of text.matchAll(pattern)) {
        findings.push({ file: where, kind, detail: mask(key) })
      }
    }
    for (const secret of secrets) {
      if (text.includes(secret.value)) {
        findings.push({
          file: where,
          kind: `${secret.name} from ${secret.source}`,
          detail: mask(secret.value),
        })
      }
    }
  }
  return { ok: findings.length === 0, scanned, secrets: secrets.length, findings }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist'
  const result = checkSecrets(dir)
  for (const f of result.findings) console.error(`SECRET in ${f.file}: ${f.kind} ${f.detail}`)
  console.log(
    `secrets check: ${result.scanned} files in ${dir}, ${result.secrets} known secret values: ${result.ok ? 'ok' : `${result.findings.length} FOUND`}`,
  )
  process.exit(result.ok ? 0 : 1)
}
