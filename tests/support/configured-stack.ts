/**
 * A second local stack with its own config.toml, for tests of settings the shared stack does not
 * use (confirmations on, MFA off, secure password change...). Migrations and functions are the
 * project's, linked; the database is in memory and not seeded. `stop` ends the stack and removes
 * its directory.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SUPABASE_DIR } from '../../supabase/local/config.ts'
import { startLocalStack, type RunningStack } from '../../supabase/local/server.ts'

/**
 * How long a test may wait for a configured stack: an in-memory database applies every migration
 * first, which passed the default 60 s hook timeout at the CI's load (three integration runs side
 * by side on 2 cores) as the migrations grew; the functions test's own stack waits as long.
 */
export const CONFIGURED_STACK_TIMEOUT_MS = 240_000

export async function startConfiguredStack(
  name: string,
  config: string,
  port: number,
): Promise<{ stack: RunningStack; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `sanad-${name}-`))
  writeFileSync(join(dir, 'config.toml'), config)
  symlinkSync(join(SUPABASE_DIR, 'migrations'), join(dir, 'migrations'))
  symlinkSync(join(SUPABASE_DIR, 'functions'), join(dir, 'functions'))
  try {
    const stack = await startLocalStack({
      port,
      dbPort: 0,
      dataDir: 'memory',
      supabaseDir: dir,
      seed: false,
      quiet: true,
    })
    return {
      stack,
      stop: async () => {
        await stack.stop()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
