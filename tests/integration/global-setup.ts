/**
 * Starts one local stack for the integration run: in-memory PGlite by default, native Postgres
 * when DATABASE_URL is set (the database is reset first). Tests reach it through supabase-js
 * (URL and keys injected below) and, for fixtures only, through `dbUrl` with plain SQL.
 */
import type { TestProject } from 'vitest/node'
import { startLocalStack, type RunningStack } from '../../supabase/local/server.ts'
import { recordPhase } from '../support/phases.ts'

let stack: RunningStack | undefined

export default async function setup(project: TestProject) {
  // Below Linux's ephemeral range (32768-60999): an outgoing connection can never hold the port.
  const port = Number(process.env.LOCAL_STACK_PORT ?? 24331)
  // The functions runner's test probe is disabled in config.toml (never deployed); served here.
  process.env.SUPABASE_LOCAL_SERVE_DISABLED = 'local-stack-probe'
  const started = performance.now()
  stack = await startLocalStack({
    port,
    dbPort: port + 1,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: 'memory',
    reset: Boolean(process.env.DATABASE_URL),
    quiet: true,
  })
  recordPhase('stack start', performance.now() - started, '(global setup)')
  project.provide('stack', {
    url: stack.url,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbKind: stack.db.kind,
  })
  return async () => {
    await stack?.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string
      dbUrl: string
      anonKey: string
      serviceRoleKey: string
      dbKind: 'pglite' | 'postgres'
    }
  }
}
