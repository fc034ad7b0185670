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

/** The value after `name` in `args` (`--port 5173`), or `fallback`. */
export function option(args, name, fallback) {
  const i = args.indexOf(name)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}

/**
 * Long-running children started together (the dev and e2e servers): each one's output prefixed,
 * all stopped on Ctrl-C / SIGTERM, and all stopped when one of them exits.
 */
export function processGroup() {
  const children = []
  let stopping = false
  function stop(code = 0) {
    if (stopping) return
    stopping = true
    for (const child of children) child.kill('SIGTERM')
    setTimeout(() => process.exit(code), 1500).unref()
  }
  process.on('SIGINT', () => stop(0))
  process.on('SIGTERM', () => stop(0))
  function start(name, command, args, { onExit } = {}) {
    const child = spawnPrefixed(name, command, args)
    children.push(child)
    child.on('exit', (code) => {
      if (stopping) return
      if (onExit) return onExit(code, stop)
      console.error(`[${name}] exited with code ${code}`)
      stop(code || 1)
    })
    return child
  }
  return { start, stop }
}
