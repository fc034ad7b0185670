// One local-stack start for the benchmark: `node --import tsx bench/stack-start.mjs <dataDir> <port>`
// prints READY once every service answers, then stops the stack and exits.
import { startLocalStack } from '../supabase/local/server.ts'

const [dataDir, port] = process.argv.slice(2)
const stack = await startLocalStack({
  dataDir,
  port: Number(port),
  // No Postgres wire port: it would collide with a running dev stack's 54322.
  dbPort: 0,
  quiet: true,
})
const response = await fetch(`${stack.url}/rest/v1/plans?select=slug&limit=1`, {
  headers: { apikey: stack.anonKey },
})
if (!response.ok) throw new Error(`REST answered ${response.status}`)
console.log('READY')
await stack.stop()
process.exit(0)
