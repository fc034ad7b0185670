// Small process helpers shared by the project's scripts.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const COLORS = { stack: 36, web: 35, pg: 33 }

/** Spawns a command with every output line prefixed by `[name]`. */
export function spawnPrefixed(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  const color = COLORS[name] ?? 32
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(prefix + line + '\n')
    })
    stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'))
  }
  return child
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  return false
}

/** The edge functions: folders of supabase/functions with an index.ts (not `_shared`). */
export function functionNames(root = join('supabase', 'functions')) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(root, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
}
