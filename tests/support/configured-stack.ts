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
