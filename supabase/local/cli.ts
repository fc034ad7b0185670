/**
 * `npm run supabase:local` (start), `npm run db:reset` (reset then exit unless --serve).
 * DATABASE_URL selects native Postgres; otherwise PGlite under .local/db (or --memory).
 */
import { watch } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { SUPABASE_DIR } from './config.ts'
import { startLocalStack } from './server.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    memory: { type: 'boolean', default: false },
    port: { type: 'string' },
    'db-port': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    // Every edge function started before the stack serves (scripts/e2e-server.mjs).
    'warm-functions': { type: 'boolean', default: false },
  },
})
const command = positionals[0] ?? 'start'
if (!['start', 'reset'].includes(command)) {
  console.error(`Unknown command "${command}". Use: start | reset`)
  process.exit(2)
}

const stack = await startLocalStack({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: values.memory ? 'memory' : undefined,
  port: values.port ? Number(values.port) : undefined,
  dbPort: values['db-port'] ? Number(values['db-port']) : undefined,
  reset: command === 'reset',
  quiet: values.quiet,
  warmFunctions: values['warm-functions'],
})

if (command === 'reset') {
  console.log('Database reset: migrations and seed applied.')
  await stack.stop()
  process.exit(0)
}

// New or changed migration files are applied while the stack runs, as `supabase migration up` would.
let pending: NodeJS.Timeout | undefined
watch(join(SUPABASE_DIR, 'migrations'), () => {
  clearTimeout(pending)
  pending = setTimeout(() => {
    stack
      .migrate()
      .then((applied) => applied.length && console.log(`[db] applied ${applied.join(', ')}`))
      .catch((error: Error) => console.error(`[db] ${error.message}`))
  }, 200)
})

const shutdown = () => {
  stack.stop().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
