// Shared helpers of the benchmark: timing, percentiles.
import { Worker } from 'node:worker_threads'

export const now = () => Number(process.hrtime.bigint()) / 1e6

export function percentile(samples, p) {
  if (samples.length === 0) return null
  const sorted = [...samples].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

export function summary(samples) {
  return {
    n: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    max: round(Math.max(...samples)),
  }
}

export const round = (value, digits = 2) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits))

/** Times `fn` `times` times after `warmup` untimed calls; returns the samples in ms. */
export async function sample(fn, { times, warmup = 2 }) {
  for (let i = 0; i < warmup; i += 1) await fn(i)
  const samples = []
  for (let i = 0; i < times; i += 1) {
    const started = now()
    await fn(i)
    samples.push(now() - started)
  }
  return samples
}

/**
 * Inserts `count` confirmed e-mail users into auth.users (the project's triggers make their
 * profiles and trial subscriptions) as `${run}-${n}@${domain}`, all with one bcrypt hash of
 * `password` (cost 10, as GoTrue), so every sign-in costs the same. `db` is a pg client.
 */
export async function insertPasswordUsers(
  db,
  { run, count, password, domain, fullName, createdAt },
) {
  const { rows } = await db.query(
    `with hash as (select extensions.crypt($3, extensions.gen_salt('bf', 10)) as h)
     insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            $1 || '-' || g || '@' || $4, hash.h, now(),
            '{"provider":"email","providers":["email"]}',
            case when $5::text is null then '{}'::jsonb else jsonb_build_object('full_name', $5 || ' ' || g) end,
            coalesce($6::timestamptz, now()), now()
       from generate_series(1, $2::int) g, hash
     returning id, email`,
    [run, count, password, domain, fullName ?? null, createdAt ?? null],
  )
  return rows
}

/**
 * Runs `fnName(args)` of the module at `moduleUrl` in a worker thread (its own event loop) and
 * resolves with what it returns (structured-cloned).
 */
export function inWorker(moduleUrl, fnName, args) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { moduleUrl, fnName, args },
    })
    let answered = false
    worker.once('message', (result) => {
      answered = true
      resolve(result)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`bench worker ${fnName} exited with ${code} and no result`))
    })
  })
}
