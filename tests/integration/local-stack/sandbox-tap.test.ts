/**
 * The Tap sandbox as the product meets it: charges created and retrieved with the secret key,
 * the hosted checkout page paid with each test card (submitting its form like a browser), the
 * redirect carrying tap_id, and the webhook whose hashstring verifies with Tap's recipe.
 */
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  tapHashInput,
  verifyTapHashString,
  formatTapAmount,
} from '../../../supabase/functions/_shared/tap-hash.ts'
import { TAP_SANDBOX_SECRET_KEY } from '../../../supabase/local/sandboxes/config.ts'
import { stackInfo } from '../../support/stack.ts'

// The test's webhook receiver listens on a free port of its own: the PGlite and native Postgres
// runs of npm test run this file side by side, and a fixed port made one of them fail (EADDRINUSE).
let hookBase = ''
const api = (path: string) => `${stackInfo().url}/sandbox/tap/v2${path}`
const auth = {
  authorization: `Bearer ${TAP_SANDBOX_SECRET_KEY}`,
  'content-type': 'application/json',
}

interface Delivery {
  headers: IncomingHttpHeaders
  body: string
}
const deliveries = new Map<string, Delivery[]>()
/** Paths whose first N deliveries the test server refuses with 500. */
const failFirst = new Map<string, number>()
let server: Server

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      const list = deliveries.get(path) ?? []
      list.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      deliveries.set(path, list)
      const refusals = failFirst.get(path) ?? 0
      res.writeHead(list.length <= refusals ? 500 : 200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hookBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function waitForDeliveries(path: string, count: number, timeoutMs = 8_000) {
  const started = Date.now()
  while ((deliveries.get(path)?.length ?? 0) < count) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`expected ${count} webhook deliveries on ${path}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return deliveries.get(path)!
}

let hookCounter = 0
function chargeBody(overrides: Record<string, unknown> = {}) {
  hookCounter += 1
  return {
    amount: 19,
    currency: 'SAR',
    threeDSecure: true,
    save_card: false,
    customer_initiated: true,
    description: 'اشتراك الباقة الأساسية',
    metadata: { user_id: 'u-1', plan: 'basic' },
    reference: { transaction: `txn_${hookCounter}`, order: `ord_${hookCounter}` },
    customer: { first_name: 'سارة', last_name: 'أحمد', email: 'sara@example.test' },
    source: { id: 'src_card' },
    post: { url: `${hookBase}/hook/${Date.now()}-${hookCounter}` },
    redirect: { url: 'http://127.0.0.1:5173/payment/return?from=tap' },
    ...overrides,
  }
}

async function createCharge(overrides: Record<string, unknown> = {}) {
  const response = await fetch(api('/charges'), {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(chargeBody(overrides)),
  })
  expect(response.status).toBe(200)
  return response.json()
}

/** Loads the hosted page and submits its form as a browser would (no redirect following). */
async function submitCheckout(transactionUrl: string, fields: Record<string, string>) {
  const page = await fetch(transactionUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  expect(action).toBeTruthy()
  for (const name of Object.keys(fields).filter((field) => field !== 'action')) {
    expect(html).toContain(`name="${name}"`)
  }
  return fetch(new URL(action!.replace(/&amp;/g, '&'), transactionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

/** An implementation of the recipe independent of the shared module, to catch a shared bug. */
interface PostedCharge {
  id: string
  amount: number
  currency: string
  status: string
  reference?: { gateway?: string; payment?: string }
  transaction: { created: string }
}
function independentHash(charge: PostedCharge, key: string) {
  const decimals = ['KWD', 'BHD', 'OMR', 'JOD'].includes(charge.currency) ? 3 : 2
  const text = [
    ['x_id', charge.id],
    ['x_amount', Number(charge.amount).toFixed(decimals)],
    ['x_currency', charge.currency],
    ['x_gateway_reference', charge.reference?.gateway ?? ''],
    ['x_payment_reference', charge.reference?.payment ?? ''],
    ['x_status', charge.status],
    ['x_created', charge.transaction.created],
  ]
    .map(([name, value]) => `${name}${value}`)
    .join('')
  return createHmac('sha256', key).update(text).digest('hex')
}

describe('tap sandbox: hashstring recipe', () => {
  it("matches the reference's test vectors", async () => {
    expect(
      tapHashInput({
        id: 'chg_1',
        amount: 1.5,
        currency: 'KWD',
        status: 'CAPTURED',
        reference: { gateway: 'gw', payment: 'py' },
        transaction: { created: '1700' },
      }),
    ).toBe(
      'x_idchg_1x_amount1.500x_currencyKWDx_gateway_referencegwx_payment_referencepyx_statusCAPTUREDx_created1700',
    )
    const sample = {
      id: 'chg_TS05A4120230736x9K22710693',
      amount: 1,
      currency: 'SAR',
      status: 'CAPTURED',
      reference: {
        gateway: 'mada_pg70983e7a-a686-40ba-83e2-c5e9f4074fe5',
        payment: '4327230736106619650',
      },
      transaction: { created: '1698392202943' },
    }
    const key = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ'
    expect(
      await verifyTapHashString(
        sample,
        'a5335ad4bf54b5304821eba79c74943daba772b7cae882d743257868698639f5',
        key,
      ),
    ).toBe(true)
    expect(
      await verifyTapHashString(
        sample,
        'A5335AD4BF54B5304821EBA79C74943DABA772B7CAE882D743257868698639F5',
        key,
      ),
    ).toBe(true)
    expect(await verifyTapHashString({ ...sample, amount: 1.01 }, 'a5335ad4', key)).toBe(false)
    expect(
      await verifyTapHashString(
        {
          id: 'chg_2',
          amount: 10,
          currency: 'USD',
          status: 'CAPTURED',
          transaction: { created: '1' },
        },
        '4c6c8756924d63b472a7c241a14f976299e1330913d0862b508b8a6255355a32',
        'k',
      ),
    ).toBe(true)
  })

  it('pads amounts to the currency decimals', () => {
    expect(formatTapAmount(19, 'SAR')).toBe('19.00')
    expect(formatTapAmount(1.5, 'KWD')).toBe('1.500')
    expect(formatTapAmount(0.1, 'BHD')).toBe('0.100')
    expect(formatTapAmount(1.005, 'SAR')).toBe('1.01')
    expect(formatTapAmount(2.345, 'OMR')).toBe('2.345')
  })
})

describe('tap sandbox: charges API', () => {
  it('refuses a missing, wrong or publishable key with 401 and Tap error codes', async () => {
    const body = JSON.stringify(chargeBody())
    for (const [headers, code] of [
      [{ 'content-type': 'application/json' }, '2104'],
      [{ authorization: 'Bearer sk_test_wrong', 'content-type': 'application/json' }, '2104'],
      [{ authorization: 'Bearer pk_test_local_sanad', 'content-type': 'application/json' }, '2106'],
    ] as const) {
      const response = await fetch(api('/charges'), { method: 'POST', headers, body })
      expect(response.status).toBe(401)
      expect((await response.json()).errors[0].code).toBe(code)
    }
    const get = await fetch(api('/charges/chg_anything'))
    expect(get.status).toBe(401)
  })

  it('answers validation errors in Tap’s error shape', async () => {
    const response = await fetch(api('/charges'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(
        chargeBody({ amount: -1, currency: 'XXX', source: {}, redirect: {}, customer: {} }),
      ),
    })
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    const codes = errors.map((error: { code: string }) => error.code)
    expect(codes).toEqual(expect.arrayContaining(['1117', '1119', '1124', '1110', '1130']))
    for (const error of errors) expect(typeof error.description).toBe('string')
  })

  it('creates an INITIATED charge pointing at the local checkout page, and retrieves it', async () => {
    const charge = await createCharge()
    expect(charge).toMatchObject({
      object: 'charge',
      live_mode: false,
      api_version: 'V2',
      status: 'INITIATED',
      amount: 19,
      currency: 'SAR',
      description: 'اشتراك الباقة الأساسية',
      metadata: { user_id: 'u-1', plan: 'basic' },
      response: { code: '100', message: 'Initiated' },
      redirect: { status: 'PENDING', url: 'http://127.0.0.1:5173/payment/return?from=tap' },
      post: { status: 'PENDING' },
      source: { id: 'src_card' },
    })
    expect(charge.id).toMatch(/^chg_/)
    expect(charge.customer.id).toMatch(/^cus_/)
    expect(charge.transaction.created).toMatch(/^\d{13}$/)
    expect(charge.transaction.url).toBe(`${stackInfo().url}/sandbox/tap/checkout/${charge.id}`)
    expect(charge.reference.order).toMatch(/^ord_/)

    const retrieved = await fetch(api(`/charges/${charge.id}`), { headers: auth })
    expect(retrieved.status).toBe(200)
    expect(await retrieved.json()).toMatchObject({
      id: charge.id,
      status: 'INITIATED',
      method: 'GET',
    })

    const missing = await fetch(api('/charges/chg_does_not_exist'), { headers: auth })
    expect(missing.status).toBe(404)
    expect((await missing.json()).errors[0].code).toBe('1144')
  })

  it('returns the same charge for the same reference.idempotent', async () => {
    const key = `order-${Date.now()}`
    const first = await createCharge({ reference: { order: 'o1', idempotent: key } })
    const second = await createCharge({ reference: { order: 'o1', idempotent: key } })
    const other = await createCharge({ reference: { order: 'o1', idempotent: `${key}-b` } })
    expect(second.id).toBe(first.id)
    expect(second.reference.idempotent).toBe(key)
    expect(other.id).not.toBe(first.id)
  })

  it('shows an Arabic, right-to-left checkout page with the amount and description', async () => {
    const charge = await createCharge({ amount: 35.5 })
    const response = await fetch(charge.transaction.url)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('اشتراك الباقة الأساسية')
    expect(html).toContain(
      new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR' }).format(35.5),
    )
    expect(html).toContain('name="card_number"')
    expect(html).toContain('value="cancel"')
  })
})

describe('tap sandbox: paying with the test cards', () => {
  const cases = [
    { card: '4508750015741019', expiry: '01/39', cvv: '100', status: 'CAPTURED', code: '000' },
    { card: '5123450000000008', expiry: '01/39', cvv: '100', status: 'CAPTURED', code: '000' },
    { card: '4464040000000007', expiry: '01/39', cvv: '100', status: 'CAPTURED', code: '000' },
    { card: '5111111111111118', expiry: '05/22', cvv: '100', status: 'DECLINED', code: '507' },
    { card: '4012000033330026', expiry: '04/27', cvv: '100', status: 'FAILED', code: '406' },
    { card: '345678901234564', expiry: '08/28', cvv: '1000', status: 'TIMEDOUT', code: '801' },
    { card: '5588480000000003', expiry: '01/37', cvv: '100', status: 'FAILED', code: '401' },
    { card: '371449635398431', expiry: '02/37', cvv: '1000', status: 'FAILED', code: '408' },
    { card: '4508750015741019', expiry: '05/37', cvv: '100', status: 'UNKNOWN', code: '901' },
    { card: '4508750015741019', expiry: '01/39', cvv: '102', status: 'DECLINED', code: '501' },
    { card: '4111111111111112', expiry: '01/39', cvv: '100', status: 'FAILED', code: '405' },
  ]

  it.each(cases)(
    'card $card expiring $expiry (cvv $cvv) ends $status with a verifiable webhook',
    async ({ card, expiry, cvv, status, code }) => {
      const charge = await createCharge()
      const response = await submitCheckout(charge.transaction.url, {
        name: 'SARA AHMED',
        card_number: card.replace(/(\d{4})/g, '$1 ').trim(),
        expiry,
        cvv,
        action: 'pay',
      })
      expect(response.status).toBe(303)
      const location = new URL(response.headers.get('location')!)
      expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:5173/payment/return')
      expect(location.searchParams.get('from')).toBe('tap')
      expect(location.searchParams.get('tap_id')).toBe(charge.id)

      const hookPath = new URL(charge.post.url).pathname
      const [delivery] = await waitForDeliveries(hookPath, 1)
      const posted = JSON.parse(delivery!.body)
      expect(delivery!.headers['content-type']).toBe('application/json')
      expect(posted).toMatchObject({ id: charge.id, status, response: { code } })
      const hashstring = String(delivery!.headers.hashstring)
      expect(hashstring).toMatch(/^[0-9a-f]{64}$/)
      expect(await verifyTapHashString(posted, hashstring, TAP_SANDBOX_SECRET_KEY)).toBe(true)
      expect(hashstring).toBe(independentHash(posted, TAP_SANDBOX_SECRET_KEY))
      expect(await verifyTapHashString(posted, hashstring, 'sk_test_someone_else')).toBe(false)
      expect(
        await verifyTapHashString(
          { ...posted, status: 'CAPTURED', amount: 1 },
          hashstring,
          TAP_SANDBOX_SECRET_KEY,
        ),
      ).toBe(false)

      const retrieved = await (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()
      expect(retrieved.status).toBe(status)
      expect(retrieved.post.status).toBe('SUCCESS')
      if (status === 'CAPTURED') {
        expect(retrieved.reference.gateway).toMatch(/^\d+$/)
        expect(retrieved.reference.payment).toMatch(/^\d+$/)
        expect(retrieved.card.last_four).toBe(card.slice(-4))
      }
    },
  )

  it('cancels from the page: CANCELLED, redirect with tap_id, signed webhook', async () => {
    const charge = await createCharge()
    const response = await submitCheckout(charge.transaction.url, { action: 'cancel' })
    expect(response.status).toBe(303)
    expect(new URL(response.headers.get('location')!).searchParams.get('tap_id')).toBe(charge.id)
    const [delivery] = await waitForDeliveries(new URL(charge.post.url).pathname, 1)
    const posted = JSON.parse(delivery!.body)
    expect(posted.status).toBe('CANCELLED')
    expect(
      await verifyTapHashString(
        posted,
        String(delivery!.headers.hashstring),
        TAP_SANDBOX_SECRET_KEY,
      ),
    ).toBe(true)
  })

  it('signs KWD amounts with three decimals', async () => {
    const charge = await createCharge({ amount: 1.5, currency: 'KWD' })
    await submitCheckout(charge.transaction.url, {
      card_number: '4508750015741019',
      expiry: '01/39',
      cvv: '100',
      action: 'pay',
    })
    const [delivery] = await waitForDeliveries(new URL(charge.post.url).pathname, 1)
    const posted = JSON.parse(delivery!.body)
    expect(posted.status).toBe('CAPTURED')
    expect(tapHashInput(posted)).toContain('x_amount1.500x_currencyKWD')
    expect(String(delivery!.headers.hashstring)).toBe(
      independentHash(posted, TAP_SANDBOX_SECRET_KEY),
    )
  })

  it('a paid charge stays as it is when its form is submitted again', async () => {
    const charge = await createCharge()
    const fields = { card_number: '4508750015741019', expiry: '01/39', cvv: '100', action: 'pay' }
    await submitCheckout(charge.transaction.url, fields)
    const again = await fetch(charge.transaction.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, expiry: '05/22' }).toString(),
      redirect: 'manual',
    })
    expect(again.status).toBe(303)
    const retrieved = await (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()
    expect(retrieved.status).toBe('CAPTURED')
    const page = await (await fetch(charge.transaction.url)).text()
    expect(page).toContain('data-status="CAPTURED"')
    expect(page).not.toContain('name="card_number"')
  })
})

describe('tap sandbox: delivery and expiry', () => {
  it('retries the webhook with backoff when the endpoint answers non-2xx', async () => {
    const charge = await createCharge()
    const hookPath = new URL(charge.post.url).pathname
    failFirst.set(hookPath, 1)
    await submitCheckout(charge.transaction.url, {
      card_number: '4508750015741019',
      expiry: '01/39',
      cvv: '100',
      action: 'pay',
    })
    const [first, second] = await waitForDeliveries(hookPath, 2)
    // Each attempt carries its own post.attempt; everything else, and the signature, is the same.
    const withoutPost = (body: string) => ({ ...JSON.parse(body), post: undefined })
    expect(withoutPost(second!.body)).toEqual(withoutPost(first!.body))
    expect(JSON.parse(second!.body).post.attempt).toBe(2)
    expect(second!.headers.hashstring).toBe(first!.headers.hashstring)
    const retrieved = await (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()
    expect(retrieved.post).toMatchObject({ status: 'SUCCESS', attempt: 2 })
  })

  it('marks the delivery ERROR after the bounded attempts to an unreachable endpoint', async () => {
    const charge = await createCharge({ post: { url: 'http://127.0.0.1:55406/nobody-listens' } })
    await submitCheckout(charge.transaction.url, {
      card_number: '4508750015741019',
      expiry: '01/39',
      cvv: '100',
      action: 'pay',
    })
    const started = Date.now()
    let post: { status: string; attempt: number } = { status: 'PENDING', attempt: 0 }
    while (post.status !== 'ERROR' && Date.now() - started < 9_000) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      post = (await (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()).post
    }
    expect(post).toMatchObject({ status: 'ERROR', attempt: 3 })
  }, 15_000)

  it('abandons a charge left unpaid past its expiry, without a webhook', async () => {
    const charge = await createCharge({ transaction: { expiry: { period: 1, type: 'SECOND' } } })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const retrieved = await (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()
    expect(retrieved).toMatchObject({ status: 'ABANDONED', response: { code: '301' } })
    const page = await (await fetch(charge.transaction.url)).text()
    expect(page).toContain('data-status="ABANDONED"')
    expect(page).not.toContain('name="card_number"')
    await fetch(charge.transaction.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    })
    const after = await (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()
    expect(after.status).toBe('ABANDONED')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(deliveries.get(new URL(charge.post.url).pathname)).toBeUndefined()
  })
})

describe('tap sandbox: saved cards and merchant-initiated charges (reference §9)', () => {
  /** A first charge paid on the hosted page with save_card; answers the captured charge. */
  async function saveCardCharge(expiry = '01/39', card = '4508750015741019') {
    const charge = await createCharge({ save_card: true })
    await submitCheckout(charge.transaction.url, {
      name: 'SARA AHMED',
      card_number: card,
      expiry,
      cvv: '100',
      action: 'pay',
    })
    return (await fetch(api(`/charges/${charge.id}`), { headers: auth })).json()
  }

  async function mintToken(cardId: string, customerId: string) {
    return fetch(api('/tokens'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        saved_card: { card_id: cardId, customer_id: customerId },
        client_ip: '127.0.0.1',
      }),
    })
  }

  function mitBody(token: string, customerId: string, agreementId: string, extra = {}) {
    hookCounter += 1
    return {
      amount: 19,
      currency: 'SAR',
      threeDSecure: false,
      save_card: false,
      customer_initiated: false,
      description: 'تجديد الاشتراك',
      metadata: { user_id: `mit-${hookCounter}` },
      reference: { transaction: `txn_mit_${hookCounter}`, order: `ord_mit_${hookCounter}` },
      customer: { id: customerId },
      payment_agreement: { id: agreementId },
      source: { id: token },
      post: { url: `${hookBase}/hook/mit-${Date.now()}-${hookCounter}` },
      ...extra,
    }
  }

  it('a captured save_card charge answers the card, its customer and a payment agreement', async () => {
    const captured = await saveCardCharge()
    expect(captured.status).toBe('CAPTURED')
    expect(captured.save_card).toBe(true)
    expect(captured.card).toMatchObject({
      last_four: '1019',
      brand: 'VISA',
      exp_month: 1,
      exp_year: 2039,
    })
    expect(captured.card.id).toMatch(/^card_/)
    expect(captured.customer.id).toMatch(/^cus_/)
    expect(captured.payment_agreement).toMatchObject({
      type: 'UNSCHEDULED',
      contract: { id: captured.card.id, customer_id: captured.customer.id, type: 'SAVED_CARD' },
    })
    expect(captured.payment_agreement.id).toMatch(/^payment_agreement_/)
    // Without save_card, or with a method that cannot recur, nothing is saved.
    const plain = await createCharge()
    await submitCheckout(plain.transaction.url, {
      name: 'X',
      card_number: '4508750015741019',
      expiry: '01/39',
      cvv: '100',
      action: 'pay',
    })
    const plainCharge = await (await fetch(api(`/charges/${plain.id}`), { headers: auth })).json()
    expect(plainCharge.payment_agreement).toBeUndefined()
    const knet = await saveCardCharge('09/25', '8888880000000001')
    expect(knet.status).toBe('CAPTURED')
    expect(knet.payment_agreement).toBeUndefined()
    expect((await mintToken(knet.card.id, knet.customer.id)).status).toBe(400)
  })

  it('mints single-use tokens from a saved card and charges them merchant-initiated', async () => {
    const first = await saveCardCharge()
    const tokenResponse = await mintToken(first.card.id, first.customer.id)
    expect(tokenResponse.status).toBe(200)
    const token = await tokenResponse.json()
    expect(token).toMatchObject({ object: 'token', type: 'SAVED_CARD', used: false })
    expect(token.id).toMatch(/^tok_/)
    expect(token.card).toMatchObject({ id: first.card.id, last_four: '1019' })

    const body = mitBody(token.id, first.customer.id, first.payment_agreement.id, {
      reference: { order: 'ord_mit_once', idempotent: `sub_test_${Date.now()}` },
    })
    const created = await fetch(api('/charges'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    })
    expect(created.status).toBe(200)
    const charge = await created.json()
    // Synchronous: settled in the answer, no page to visit.
    expect(charge).toMatchObject({
      status: 'CAPTURED',
      customer_initiated: false,
      response: { code: '000' },
      customer: { id: first.customer.id },
      payment_agreement: { id: first.payment_agreement.id, total_payments_count: 2 },
      card: { id: first.card.id, last_four: '1019' },
    })
    const [delivery] = await waitForDeliveries(new URL(body.post.url).pathname, 1)
    const posted = JSON.parse(delivery!.body)
    expect(posted.status).toBe('CAPTURED')
    expect(
      await verifyTapHashString(
        posted,
        String(delivery!.headers.hashstring),
        TAP_SANDBOX_SECRET_KEY,
      ),
    ).toBe(true)

    // The same idempotency key answers the same charge, even with a spent token.
    const again = await fetch(api('/charges'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    })
    expect((await again.json()).id).toBe(charge.id)
    // A spent token is refused as Tap does.
    const reused = await fetch(api('/charges'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(mitBody(token.id, first.customer.id, first.payment_agreement.id)),
    })
    expect(reused.status).toBe(400)
    expect((await reused.json()).errors[0].code).toBe('1126')
  })

  it('refuses a merchant-initiated charge without its agreement, and unknown cards', async () => {
    const first = await saveCardCharge()
    const token = await (await mintToken(first.card.id, first.customer.id)).json()
    const missing = await fetch(api('/charges'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ...mitBody(token.id, first.customer.id, ''), payment_agreement: {} }),
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors.map((e: { code: string }) => e.code)).toContain('1216')
    const wrong = await fetch(api('/charges'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(mitBody(token.id, first.customer.id, 'payment_agreement_other')),
    })
    expect(wrong.status).toBe(400)
    expect((await mintToken('card_unknown', first.customer.id)).status).toBe(400)
    expect((await mintToken(first.card.id, 'cus_someone_else')).status).toBe(400)
    const noKey = await fetch(api('/tokens'), { method: 'POST', body: '{}' })
    expect(noKey.status).toBe(401)
  })

  it('the fault switch declines one customer’s next renewal only', async () => {
    const expired = await saveCardCharge('01/39')
    const marker = `decline-${Date.now()}`
    const set = await fetch(`${stackInfo().url}/sandbox/tap/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 'charges.create': 'declined', match: marker }),
    })
    expect(set.status).toBe(200)
    const charge = async (metadata: Record<string, string>) => {
      const token = await (await mintToken(expired.card.id, expired.customer.id)).json()
      const response = await fetch(api('/charges'), {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(
          mitBody(token.id, expired.customer.id, expired.payment_agreement.id, { metadata }),
        ),
      })
      return response.json()
    }
    // Another customer's renewal is not taken by the fault.
    expect((await charge({ user_id: 'someone-else' })).status).toBe('CAPTURED')
    const refused = await charge({ user_id: marker })
    expect(refused).toMatchObject({ status: 'DECLINED', response: { code: '507' } })
    expect((await charge({ user_id: marker })).status).toBe('CAPTURED')
  })

  it('a deleted card can no longer mint tokens', async () => {
    const first = await saveCardCharge()
    const removed = await fetch(api(`/card/${first.customer.id}/${first.card.id}`), {
      method: 'DELETE',
      headers: auth,
    })
    expect(await removed.json()).toEqual({ deleted: true, id: first.card.id })
    expect((await mintToken(first.card.id, first.customer.id)).status).toBe(400)
  })

  it('bulk-saved cards (the bench hook) charge merchant-initiated; a bad card saves none', async () => {
    const tag = `bulk${Date.now()}`
    const seed = (cards: unknown[]) =>
      fetch(`${stackInfo().url}/sandbox/tap/__saved_cards`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cards }),
      })
    const card = (n: number, extra = {}) => ({
      card_id: `card_${tag}_${n}`,
      customer_id: `cus_${tag}_${n}`,
      payment_agreement_id: `payment_agreement_${tag}_${n}`,
      number: '4508750015741019',
      expiry: '01/39',
      ...extra,
    })
    // One bad card (KNET cannot recur) refuses the whole call.
    const refused = await seed([card(1), card(2, { number: '8888880000000001' })])
    expect(refused.status).toBe(400)
    expect((await mintToken(`card_${tag}_1`, `cus_${tag}_1`)).status).toBe(400)
    expect((await seed([])).status).toBe(400)

    const saved = await seed([card(1), card(2, { expiry: '05/22' })])
    expect(await saved.json()).toEqual({ saved: 2 })
    const charge = async (n: number) => {
      const token = await (await mintToken(`card_${tag}_${n}`, `cus_${tag}_${n}`)).json()
      expect(token.card).toMatchObject({ id: `card_${tag}_${n}`, last_four: '1019' })
      const created = await fetch(api('/charges'), {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(mitBody(token.id, `cus_${tag}_${n}`, `payment_agreement_${tag}_${n}`)),
      })
      return created.json()
    }
    expect(await charge(1)).toMatchObject({ status: 'CAPTURED', customer: { id: `cus_${tag}_1` } })
    // The saved expiry decides, as for a card saved at checkout.
    expect(await charge(2)).toMatchObject({ status: 'DECLINED', response: { code: '507' } })
  })
})
