/**
 * Requests from a chosen client address. 127.x.y.z is all loopback on Linux, so a test can open
 * its connections from its own address and get its own per-IP budgets (auth rate limits, lead and
 * security-log limits). Headers cannot do this: the gateway, like the hosted edge, keys on the
 * connecting address (CF-Connecting-IP), not on a client's X-Forwarded-For.
 */
import { Agent, request } from 'node:http'

let next = 0
/** A fresh loopback address per call, distinct per test file (`group`) and per process. */
export function freshIp(group: number): string {
  next += 1
  return `127.${group}.${(process.pid + Math.floor(next / 250)) % 250}.${(next % 250) + 1}`
}

/** One keep-alive agent per source address: bursts of requests reuse their connections. */
const agents = new Map<string, Agent>()
function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress)
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 32, timeout: 5_000 })
    agents.set(localAddress, agent)
  }
  return agent
}

/** A fetch that opens its connection from `localAddress` (node:http; enough for supabase-js). */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init)
    const url = new URL(req.url)
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined
    const headers: Record<string, string> = {}
    req.headers.forEach((value, name) => {
      headers[name] = value
    })
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: req.method,
          headers,
          localAddress,
          agent: agentFor(localAddress),
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const out = new Headers()
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined)
                out.set(name, Array.isArray(value) ? value.join(', ') : value)
            }
            const status = res.statusCode ?? 500
            resolve(
              new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), {
                status,
                headers: out,
              }),
            )
          })
          res.on('error', reject)
        },
      )
      outgoing.on('error', reject)
      if (body) outgoing.write(body)
      outgoing.end()
    })
  }
}
