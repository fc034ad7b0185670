/**
 * bcrypt off the stack's event loop. bcryptjs is pure JavaScript (a cost-10 hash is 100-300 ms
 * of CPU here), and its async API still runs on the calling thread, in slices of up to 100 ms:
 * under load (bench/load.mjs, 100 users signing in at once) every sign-in finished only when all
 * had (p50 14 s), and every REST request of the stack waited behind the slices. Here the same
 * library runs in a small pool of worker threads, first come first served, so sign-ins finish
 * one after another and the main thread keeps serving. Same hashes, same API (`compare`, `hash`).
 */
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import bcryptjs from 'bcryptjs'

type Job = { op: 'compare' | 'hash'; a: string; b: string | number }
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

// Plain CommonJS, so the worker needs no TypeScript loader (and inherits none: execArgv []).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const bcrypt = require(workerData.bcryptPath)
parentPort.on('message', ({ id, op, a, b }) => {
  try {
    parentPort.postMessage({ id, value: op === 'compare' ? bcrypt.compareSync(a, b) : bcrypt.hashSync(a, b) })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})`

interface Slot {
  worker: Worker
  busy: number
}

let slots: Slot[] | null = null
let nextId = 0
const pending = new Map<number, Pending & { slot: Slot }>()

function pool(): Slot[] | null {
  if (slots) return slots.length ? slots : null
  try {
    const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs')
    // One core stays with the stack's main thread.
    const size = Math.max(1, Math.min(4, availableParallelism() - 1))
    slots = Array.from({ length: size }, () => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        execArgv: [],
        workerData: { bcryptPath },
      })
      const slot: Slot = { worker, busy: 0 }
      worker.on('message', ({ id, value, error }) => {
        const job = pending.get(id)
        if (!job) return
        pending.delete(id)
        slot.busy -= 1
        // An idle pool must not keep the process alive.
        if (slot.busy === 0) worker.unref()
        if (error) job.reject(new Error(error))
        else job.resolve(value)
      })
      worker.on('error', (error) => {
        for (const [id, job] of pending) {
          if (job.slot !== slot) continue
          pending.delete(id)
          job.reject(error)
        }
        slots = (slots ?? []).filter((s) => s !== slot)
      })
      worker.unref()
      return slot
    })
  } catch {
    slots = []
  }
  return slots.length ? slots : null
}

function run(job: Job): Promise<unknown> {
  const available = pool()
  if (!available) {
    return job.op === 'compare'
      ? bcryptjs.compare(job.a, job.b as string)
      : bcryptjs.hash(job.a, job.b as number)
  }
  const slot = available.reduce((best, s) => (s.busy < best.busy ? s : best))
  const id = (nextId += 1)
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, slot })
    slot.busy += 1
    slot.worker.ref()
    slot.worker.postMessage({ id, ...job })
  })
}

export async function compare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', a: password, b: hash })) as boolean
}

export async function hash(password: string, rounds: number): Promise<string> {
  return (await run({ op: 'hash', a: password, b: rounds })) as string
}

export default { compare, hash }
