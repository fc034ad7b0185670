/**
 * Tap Payments sandbox (`/sandbox/tap`): the slice of Tap's Charges API v2 the product uses
 * (create and retrieve a charge with the secret key), the hosted checkout page a charge's
 * `transaction.url` points to, the redirect to `redirect.url?tap_id=` and the signed webhook to
 * `post.url`. Shapes, codes and the test cards follow ../../shared reference tap-payments.md.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import type { ServiceFactory, StackContext } from '../context.ts'
import { tapHashString } from '../../functions/_shared/tap-hash.ts'
import { tapSandboxSettings, type TapSandboxSettings } from './config.ts'
import { checkoutPage, resultPage } from './tap-pages.ts'

export const TAP_PREFIX = '/sandbox/tap'

type Json = Record<string, unknown>

export interface TapCharge extends Json {
  id: string
  status: string
  amount: number
  currency: string
  description: string
  transaction: Json & { created: string; url: string; expiry: { period: number; type: string } }
  reference: Json & { gateway?: string; payment?: string; idempotent?: string }
  response: { code: string; message: string }
  redirect: { status: string; url: string }
  post: { attempt: number; status: string; url: string }
  activities: Json[]
}

interface Stored {
  charge: TapCharge
  expiresAt: number
}

const SUPPORTED_CURRENCIES = new Set([
  'SAR',
  'KWD',
  'AED',
  'BHD',
  'QAR',
  'OMR',
  'EGP',
  'JOD',
  'USD',
  'EUR',
  'GBP',
])
const HOSTED_SOURCES = new Set([
  'src_all',
  'src_card',
  'src_cards',
  'src_sa.mada',
  'src_kw.knet',
  'src_bh.benefit',
  'src_benefitpay',
  'src_qa.qpay',
  'src_om.omannet',
  'src_omannet',
  'src_apple_pay',
])
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000
/** Tokens minted from a saved card are single-use and expire after 5 minutes (reference §4). */
const TOKEN_LIFE_MS = 5 * 60 * 1000
/** KNET and Benefit cannot recur (reference §9): their cards are never saved. */
const NON_RECURRING_SCHEMES = new Set(['KNET', 'BENEFIT'])

interface SavedCard {
  id: string
  customerId: string
  agreementId: string
  number: string
  /** MM/YY, as typed on the checkout page: it drives the outcome of later charges. */
  expiry: string
  /** Captured charges under the agreement. */
  payments: number
}
const CAPTURE_TEST_CARD = '4508750015741019'

export interface CardOutcome {
  status: string
  code: string
  message: string
  acquirer: { code: string; message: string }
}

interface TestCard {
  scheme: string
  threeDS: boolean
  paymentType: 'CREDIT' | 'DEBIT'
  /** Local-method cards answer the same whatever the expiry. */
  fixed?: CardOutcome
}

const approved: CardOutcome = {
  status: 'CAPTURED',
  code: '000',
  message: 'Captured',
  acquirer: { code: '00', message: 'Approved' },
}
const declined: CardOutcome = {
  status: 'DECLINED',
  code: '507',
  message: 'Declined, Card Issuer',
  acquirer: { code: '05', message: 'Do not honour' },
}

/** Tap's published test cards (reference §10). */
export const TAP_TEST_CARDS: Record<string, TestCard> = {
  '5123450000000008': { scheme: 'MASTERCARD', threeDS: true, paymentType: 'CREDIT' },
  '5111111111111118': { scheme: 'MASTERCARD', threeDS: false, paymentType: 'CREDIT' },
  '4508750015741019': { scheme: 'VISA', threeDS: true, paymentType: 'CREDIT' },
  '4012000033330026': { scheme: 'VISA', threeDS: false, paymentType: 'CREDIT' },
  '345678901234564': { scheme: 'AMERICAN_EXPRESS', threeDS: true, paymentType: 'CREDIT' },
  '371449635398431': { scheme: 'AMERICAN_EXPRESS', threeDS: false, paymentType: 'CREDIT' },
  '4464040000000007': { scheme: 'MADA', threeDS: true, paymentType: 'DEBIT' },
  '5588480000000003': { scheme: 'MADA', threeDS: false, paymentType: 'DEBIT' },
  '4228230000000001': { scheme: 'OMANNET', threeDS: true, paymentType: 'DEBIT' },
  '8888880000000001': { scheme: 'KNET', threeDS: false, paymentType: 'DEBIT', fixed: approved },
  '4600410123456789': { scheme: 'BENEFIT', threeDS: false, paymentType: 'DEBIT', fixed: approved },
  '7777770123456789': {
    scheme: 'BENEFIT',
    threeDS: false,
    paymentType: 'DEBIT',
    fixed: {
      status: 'FAILED',
      code: '408',
      message: 'Failed, Unspecified',
      acquirer: { code: '96', message: 'Not captured' },
    },
  },
  '1111110123456789': { scheme: 'BENEFIT', threeDS: false, paymentType: 'DEBIT', fixed: declined },
}

/** Outcomes by expiry date, as Tap's sandbox drives them (reference §10). */
export const TAP_TEST_EXPIRIES: Record<string, CardOutcome> = {
  '01/39': approved,
  '05/22': declined,
  '04/27': {
    status: 'FAILED',
    code: '406',
    message: 'Failed, Expired card',
    acquirer: { code: '54', message: 'Expired card' },
  },
  '08/28': {
    status: 'TIMEDOUT',
    code: '801',
    message: 'Timed Out',
    acquirer: { code: '68', message: 'Response received too late' },
  },
  '01/37': {
    status: 'FAILED',
    code: '401',
    message: 'Failed',
    acquirer: { code: '91', message: 'Acquirer system error' },
  },
  '02/37': {
    status: 'FAILED',
    code: '408',
    message: 'Failed, Unspecified',
    acquirer: { code: '96', message: 'Unspecified failure' },
  },
  // Local additions (issue 46) so every decline reason the UI explains can be produced.
  '06/37': {
    status: 'DECLINED',
    code: '505',
    message: 'Declined, Insufficient funds',
    acquirer: { code: '51', message: 'Insufficient funds' },
  },
  '07/37': {
    status: 'DECLINED',
    code: '503',
    message: 'Declined, 3D Secure authentication failed',
    acquirer: { code: '', message: '3DS authentication failed' },
  },
  '05/37': {
    status: 'UNKNOWN',
    code: '901',
    message: 'Unknown',
    acquirer: { code: '', message: 'Unknown' },
  },
}

export function cardOutcome(
  number: string,
  expiry: string,
  cvv: string,
  now = new Date(),
): CardOutcome {
  const card = TAP_TEST_CARDS[number]
  if (!card) {
    return {
      status: 'FAILED',
      code: '405',
      message: 'Failed, Invalid card number or expiry',
      acquirer: { code: '14', message: 'Invalid card number' },
    }
  }
  if (card.fixed) return card.fixed
  if (cvv === '102' || cvv === '1020') {
    return {
      status: 'DECLINED',
      code: '501',
      message: 'Declined, CVV',
      acquirer: { code: 'N7', message: 'CVV mismatch' },
    }
  }
  const listed = TAP_TEST_EXPIRIES[expiry]
  if (listed) return listed
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry)
  const month = Number(match?.[1])
  const year = 2000 + Number(match?.[2])
  if (!match || month < 1 || month > 12) {
    return {
      status: 'FAILED',
      code: '405',
      message: 'Failed, Invalid card number or expiry',
      acquirer: { code: '14', message: 'Invalid expiry' },
    }
  }
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return TAP_TEST_EXPIRIES['04/27']!
  }
  return approved
}

const tapError = (status: number, code: string, description: string) =>
  Response.json({ errors: [{ code, description }] }, { status })

const randomDigits = (length: number) =>
  Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('')
const randomId = (prefix: string) =>
  `${prefix}_TS0${randomInt(1, 10)}A${randomDigits(4)}${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}${randomDigits(6)}`

function validateCreate(body: Json, now: number, settings: TapSandboxSettings) {
  const errors: { code: string; description: string }[] = []
  const fail = (code: string, description: string) => errors.push({ code, description })
  const amount = body.amount
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    fail('1117', 'Invalid amount')
  }
  const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : ''
  if (!/^[A-Z]{3}$/.test(currency)) fail('1118', 'Invalid currency')
  else if (!SUPPORTED_CURRENCIES.has(currency)) fail('1119', 'Currency not supported')
  const description = body.description ?? ''
  if (typeof description !== 'string' || description.length >= 1000) {
    fail('1121', 'Description should be less than 1000 characters')
  }
  const descriptor = body.statement_descriptor ?? ''
  if (typeof descriptor !== 'string' || descriptor.length >= 60) {
    fail('1120', 'Statement descriptor invalid or length should be less than 60 characters')
  }
  const reference = (body.reference ?? {}) as Json
  if (String(reference.order ?? '').length >= 100) fail('1122', 'Order reference is invalid')
  if (String(reference.transaction ?? '').length >= 100) {
    fail('1123', 'Transaction reference is invalid')
  }
  const metadata = body.metadata
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null)) {
    fail('1127', 'Metadata is invalid')
  } else if (metadata) {
    for (const [key, value] of Object.entries(metadata as Json)) {
      if (key.length >= 250) fail('1127', 'Metadata key should be less than 250 characters')
      if (String(value).length >= 1000) {
        fail('1128', 'Metadata value should be less than 1000 characters')
      }
    }
  }
  const customer = body.customer as Json | undefined
  if (!customer || typeof customer !== 'object') {
    fail('1129', 'Customer id or Customer information is required')
  } else if (!customer.id) {
    if (!customer.first_name) fail('1130', 'Customer first name is required')
    else if (String(customer.first_name).length >= 150) {
      fail('1131', 'Customer first name should be less than 150 characters')
    }
    const email = customer.email
    const phone = customer.phone as Json | undefined
    if (!email && !phone?.number) fail('1139', 'Customer phone or email is required')
    if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(email))) {
      fail('1138', 'Customer email is invalid')
    }
  }
  const source = (body.source ?? {}) as Json
  const tokenSource = typeof source.id === 'string' && source.id.startsWith('tok_')
  if (!source.id) fail('1124', 'Source is required')
  else if (!tokenSource && !HOSTED_SOURCES.has(String(source.id))) {
    fail('1125', 'Source is invalid (the local sandbox serves hosted page sources and tokens)')
  }
  // Merchant-initiated charges need the agreement the first (saved-card) charge created.
  const agreement = (body.payment_agreement ?? {}) as Json
  if (body.customer_initiated === false && !agreement.id) {
    fail('1216', 'Agreement id is missing')
  }
  const redirectUrl = ((body.redirect ?? {}) as Json).url
  // A token charge is answered synchronously; only hosted pages and 3-D Secure need a redirect.
  const needsRedirect = !tokenSource || body.threeDSecure === true
  if (!redirectUrl) {
    if (needsRedirect) fail('1110', 'Redirect URL is required')
  } else if (!isHttpUrl(redirectUrl)) fail('1111', 'Redirect URL is invalid')
  const postUrl = ((body.post ?? {}) as Json).url
  if (postUrl !== undefined && postUrl !== '' && !isHttpUrl(postUrl)) {
    fail('1112', 'Post URL is invalid')
  }
  const expiry = ((body.transaction ?? {}) as Json).expiry as Json | undefined
  let expiryMs = settings.defaultExpiryMs
  let expiryOut = { period: Math.round(expiryMs / 60_000), type: 'MINUTE' }
  if (expiry) {
    const period = Number(expiry.period)
    // SECOND is a sandbox-only unit so tests can watch a charge expire; Tap takes MINUTE.
    const unit = expiry.type === 'SECOND' ? 1_000 : expiry.type === 'MINUTE' ? 60_000 : 0
    if (!unit || !Number.isFinite(period) || period <= 0) fail('1113', 'Expiry is invalid')
    else {
      expiryMs = period * unit
      expiryOut = { period, type: String(expiry.type) }
    }
  }
  return { errors, currency, expiresAt: now + expiryMs, expiry: expiryOut }
}

function isHttpUrl(value: unknown): boolean {
  try {
    const url = new URL(String(value))
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Local-only fault switch (`POST /sandbox/tap/__faults`), so tests can make Tap misbehave the
 * way the real one can: a network error (`unreachable`: a 307 to a closed port, which the client
 * sees as a refused connection), a `500` with a non-JSON body, a `429` rate limit, or no answer
 * (`timeout`: the answer is held for `holdMs`, 60 s by default, longer than the functions wait). A fault applies to the
 * next `times` calls of one operation (`charges.create`, `charges.retrieve`, `refunds.create`,
 * `cards.delete`) whose request body (create), stored charge (retrieve) or `customer/card` ids
 * (card deletion) contain `match`, so tests running beside each other do
 * not take each other's faults. It fires before the operation runs: a faulted create stores no
 * charge. Production never talks to this sandbox.
 */
export type TapFaultOperation =
  'charges.create' | 'charges.retrieve' | 'refunds.create' | 'cards.delete'
/**
 * `declined` (refunds only): Tap answers 200 with the refund `DECLINED`, as it does when the bank
 * or the merchant wallet refuses it.
 */
export type TapFaultMode = 'unreachable' | '500' | '429' | 'timeout' | 'declined'
export const TAP_FAULT_OPERATIONS: readonly TapFaultOperation[] = [
  'charges.create',
  'charges.retrieve',
  'refunds.create',
  'cards.delete',
]
const TAP_FAULT_MODES: readonly TapFaultMode[] = [
  'unreachable',
  '500',
  '429',
  'timeout',
  'declined',
]

interface TapFault {
  operation: TapFaultOperation
  mode: TapFaultMode
  remaining: number
  match: string
  holdMs: number
  /** How many calls this fault has answered. */
  hits: number
}

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export function createTapSandbox(
  ctx: Pick<StackContext, 'apiUrl'>,
  settings: TapSandboxSettings = tapSandboxSettings(),
) {
  const charges = new Map<string, Stored>()
  const refunds = new Map<string, Json>()
  const savedCards = new Map<string, SavedCard>()
  const tokens = new Map<
    string,
    { cardId: string; customerId: string; at: number; used: boolean }
  >()
  const idempotency = new Map<string, { id: string; at: number }>()
  const timers = new Set<NodeJS.Timeout>()
  const faults: TapFault[] = []
  const releases = new Set<() => void>()
  let closed = false

  /** The fault that answers this call instead of the sandbox, if any (counted as used). */
  function takeFault(
    operation: TapFaultOperation,
    subject: string,
    accept: (fault: TapFault) => boolean = () => true,
  ): TapFault | undefined {
    const fault = faults.find(
      (candidate) =>
        candidate.operation === operation &&
        candidate.remaining > 0 &&
        (!candidate.match || subject.includes(candidate.match)) &&
        accept(candidate),
    )
    if (!fault) return undefined
    fault.remaining -= 1
    fault.hits += 1
    return fault
  }

  async function faultResponse(fault: TapFault): Promise<Response> {
    if (fault.mode === '500') {
      return new Response('<html><body>502 Bad Gateway (sandbox fault)</body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html' },
      })
    }
    if (fault.mode === '429') return tapError(429, '2108', 'Too many requests')
    if (fault.mode === 'timeout') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          releases.delete(resolve)
          resolve()
        }, fault.holdMs)
        timer.unref()
        timers.add(timer)
        releases.add(resolve)
      })
      return tapError(504, '9999', 'Gateway timeout (sandbox fault)')
    }
    // A port just freed, so nothing listens there: following the redirect fails like an
    // unreachable host (fetch refuses the well-known closed ports such as 1 before connecting).
    const port = await closedPort()
    return new Response(null, { status: 307, headers: { location: `http://127.0.0.1:${port}/` } })
  }

  async function configureFaults(request: Request): Promise<Response> {
    if (request.method === 'DELETE') {
      faults.length = 0
      return Response.json({ faults: [] })
    }
    if (request.method === 'GET') return Response.json({ faults })
    if (request.method !== 'POST') return tapError(405, '2100', 'Method not allowed')
    let body: Json
    try {
      body = (await request.json()) as Json
    } catch {
      return tapError(400, '2107', 'Invalid JSON request')
    }
    const added: TapFault[] = []
    for (const operation of TAP_FAULT_OPERATIONS) {
      const mode = body[operation]
      if (mode === undefined) continue
      if (
        !TAP_FAULT_MODES.includes(mode as TapFaultMode) ||
        (mode === 'declined' && operation === 'charges.retrieve')
      ) {
        return tapError(400, '2107', `Unknown fault mode for ${operation}`)
      }
      const times = body.times === undefined ? 1 : Number(body.times)
      const holdMs = body.holdMs === undefined ? 60_000 : Number(body.holdMs)
      if (!Number.isInteger(times) || times < 1 || !Number.isFinite(holdMs) || holdMs < 0) {
        return tapError(400, '2107', 'times must be a positive integer, holdMs a duration')
      }
      added.push({
        operation,
        mode: mode as TapFaultMode,
        remaining: times,
        match: typeof body.match === 'string' ? body.match : '',
        holdMs,
        hits: 0,
      })
    }
    if (!added.length) return tapError(400, '2107', 'No fault given')
    faults.push(...added)
    return Response.json({ faults: added })
  }

  function authorize(request: Request): Response | null {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
    if (match?.[1] === settings.secretKey) return null
    if (match?.[1]?.startsWith('pk_')) {
      return tapError(401, '2106', 'Please use the secret key, the public key given')
    }
    return tapError(401, '2104', 'Invalid API Key')
  }

  /** INITIATED charges past their expiry become ABANDONED (Tap sends no webhook for these). */
  function current(id: string): Stored | undefined {
    const stored = charges.get(id)
    if (stored && stored.charge.status === 'INITIATED' && Date.now() >= stored.expiresAt) {
      settle(stored, {
        status: 'ABANDONED',
        code: '301',
        message: 'Abandoned',
        acquirer: { code: '', message: 'Abandoned' },
      })
    }
    return stored
  }

  function settle(
    stored: Stored,
    outcome: CardOutcome,
    card?: { number: string; name: string; expiry?: string },
  ) {
    const charge = stored.charge
    const now = Date.now()
    charge.status = outcome.status
    charge.response = { code: outcome.code, message: outcome.message }
    charge.acquirer = { response: outcome.acquirer }
    charge.gateway = {
      response: {
        code: outcome.status === 'CAPTURED' ? '0' : '1',
        message: outcome.status === 'CAPTURED' ? 'Transaction Approved' : outcome.message,
      },
    }
    if (card) {
      const info = TAP_TEST_CARDS[card.number]
      const scheme = info?.scheme ?? 'UNKNOWN'
      const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry ?? '')
      charge.card = {
        id: `card_${randomBytes(12).toString('hex')}`,
        object: 'card',
        first_six: card.number.slice(0, 6),
        first_eight: card.number.slice(0, 8),
        scheme,
        brand: scheme,
        last_four: card.number.slice(-4),
        name: card.name,
        ...(expiry ? { exp_month: Number(expiry[1]), exp_year: 2000 + Number(expiry[2]) } : {}),
      }
      charge.source = {
        object: 'token',
        type: 'CARD_NOT_PRESENT',
        payment_type: info?.paymentType ?? 'CREDIT',
        payment_method: scheme,
        channel: 'INTERNET',
        id: `tok_${randomBytes(12).toString('hex')}`,
      }
      charge.card_threeDSecure = Boolean(info?.threeDS)
      if (info?.threeDS) {
        charge.security = {
          threeDSecure: { id: `3ds_${randomBytes(12).toString('hex')}`, status: 'Y' },
        }
      }
      // Gateway and payment references exist once the card reached the acquirer.
      if (outcome.status === 'CAPTURED' || outcome.status === 'DECLINED') {
        charge.reference.gateway = randomDigits(15)
        charge.reference.payment = randomDigits(19)
        charge.reference.acquirer = randomDigits(12)
        charge.transaction.authorization_id =
          outcome.status === 'CAPTURED' ? randomDigits(6) : undefined
      }
    }
    if (
      card &&
      charge.save_card === true &&
      outcome.status === 'CAPTURED' &&
      !NON_RECURRING_SCHEMES.has(String((charge.card as Json).scheme))
    ) {
      saveCard(charge, card.number, card.expiry ?? '')
    }
    charge.activities.push({
      id: `activity_${randomBytes(12).toString('hex')}`,
      object: 'activity',
      created: now,
      status: outcome.status,
      currency: charge.currency,
      amount: charge.amount,
      remarks: `charge - ${outcome.status.toLowerCase()}`,
    })
  }

  /**
   * Save card (reference §9): a captured customer-initiated charge with `save_card: true` keeps
   * the card for its customer and answers a `payment_agreement` whose contract is that card.
   */
  function saveCard(charge: TapCharge, number: string, expiry: string) {
    const card = charge.card as Json
    const customerId = String((charge.customer as Json).id)
    const agreementId = `payment_agreement_${randomBytes(12).toString('hex')}`
    savedCards.set(String(card.id), {
      id: String(card.id),
      customerId,
      agreementId,
      number,
      expiry,
      payments: 1,
    })
    charge.payment_agreement = agreementOf(savedCards.get(String(card.id))!)
  }

  function agreementOf(saved: SavedCard): Json {
    return {
      id: saved.agreementId,
      type: 'UNSCHEDULED',
      total_payments_count: saved.payments,
      contract: { id: saved.id, customer_id: saved.customerId, type: 'SAVED_CARD' },
    }
  }

  function savedCardObject(saved: SavedCard): Json {
    const info = TAP_TEST_CARDS[saved.number]
    const expiry = /^(\d{2})\/(\d{2})$/.exec(saved.expiry)
    return {
      id: saved.id,
      object: 'card',
      customer: saved.customerId,
      first_six: saved.number.slice(0, 6),
      last_four: saved.number.slice(-4),
      brand: info?.scheme ?? 'UNKNOWN',
      scheme: info?.scheme ?? 'UNKNOWN',
      ...(expiry ? { exp_month: Number(expiry[1]), exp_year: 2000 + Number(expiry[2]) } : {}),
    }
  }

  /**
   * POST /v2/tokens from a saved card: `{ saved_card: { card_id, customer_id }, client_ip }`.
   * The token is single-use and lives 5 minutes (reference §4 and §9).
   */
  async function createToken(request: Request): Promise<Response> {
    const refusal = authorize(request)
    if (refusal) return refusal
    let body: Json
    try {
      body = (await request.json()) as Json
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    } catch {
      return tapError(400, '2107', 'Invalid JSON request')
    }
    const savedCard = (body.saved_card ?? {}) as Json
    const cardId = typeof savedCard.card_id === 'string' ? savedCard.card_id : ''
    const customerId = typeof savedCard.customer_id === 'string' ? savedCard.customer_id : ''
    if (!cardId || !customerId) return tapError(400, '4100', 'Card id and customer id are required')
    const saved = savedCards.get(cardId)
    if (!saved || saved.customerId !== customerId) return tapError(400, '4101', 'Card not found')
    const now = Date.now()
    const id = `tok_${randomBytes(12).toString('hex')}`
    tokens.set(id, { cardId, customerId, at: now, used: false })
    return Response.json({
      id,
      object: 'token',
      created: now,
      live_mode: false,
      type: 'SAVED_CARD',
      used: false,
      card: savedCardObject(saved),
      ...(typeof body.client_ip === 'string' ? { client_ip: body.client_ip } : {}),
    })
  }

  async function deliverWebhook(stored: Stored) {
    const charge = stored.charge
    if (!charge.post.url) return
    for (let attempt = 1; attempt <= settings.webhookAttempts && !closed; attempt += 1) {
      charge.post.attempt = attempt
      const body = JSON.stringify({ ...charge, method: 'POST' })
      let ok = false
      try {
        const response = await fetch(charge.post.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            hashstring: await tapHashString(charge, settings.secretKey),
            'user-agent': 'Tap-Sandbox-Local/1.0',
          },
          body,
          signal: AbortSignal.timeout(settings.webhookTimeoutMs),
        })
        await response.arrayBuffer().catch(() => undefined)
        ok = response.ok
      } catch {
        ok = false
      }
      if (ok) {
        charge.post.status = 'SUCCESS'
        return
      }
      if (attempt < settings.webhookAttempts) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(
            () => {
              timers.delete(timer)
              resolve()
            },
            settings.webhookRetryBaseMs * 2 ** (attempt - 1),
          )
          timer.unref()
          timers.add(timer)
        })
      }
    }
    charge.post.status = 'ERROR'
  }

  async function create(request: Request): Promise<Response> {
    const refusal = authorize(request)
    if (refusal) return refusal
    const text = await request.text()
    const fault = takeFault('charges.create', text, (candidate) => candidate.mode !== 'declined')
    if (fault) return faultResponse(fault)
    let body: Json
    try {
      body = JSON.parse(text) as Json
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    } catch {
      return tapError(400, '2107', 'Invalid JSON request')
    }
    const now = Date.now()
    const reference = (body.reference ?? {}) as Json
    const idempotent = typeof reference.idempotent === 'string' ? reference.idempotent : undefined
    if (idempotent) {
      const previous = idempotency.get(idempotent)
      if (previous && now - previous.at < IDEMPOTENCY_WINDOW_MS) {
        const stored = current(previous.id)
        if (stored) return Response.json(stored.charge)
      }
    }
    const checked = validateCreate(body, now, settings)
    if (checked.errors.length) return Response.json({ errors: checked.errors }, { status: 400 })
    const sourceId = String((body.source as Json).id)
    let saved: SavedCard | undefined
    if (sourceId.startsWith('tok_')) {
      const token = tokens.get(sourceId)
      if (!token || now - token.at > TOKEN_LIFE_MS)
        return tapError(400, '1125', 'Source is invalid')
      if (token.used) return tapError(400, '1126', 'Source already used')
      saved = savedCards.get(token.cardId)
      if (!saved) return tapError(400, '1125', 'Source is invalid')
      const customerId = ((body.customer ?? {}) as Json).id
      if (customerId !== undefined && customerId !== saved.customerId) {
        return tapError(400, '1129', 'Customer id does not match the source')
      }
      const agreementId = ((body.payment_agreement ?? {}) as Json).id
      if (agreementId !== undefined && agreementId !== saved.agreementId) {
        return tapError(400, '1217', 'Agreement id is invalid')
      }
      token.used = true
    }

    const id = randomId('chg')
    const customer = (
      saved && !(body.customer as Json | undefined)?.id
        ? { ...((body.customer as Json | undefined) ?? {}), id: saved.customerId }
        : body.customer
    ) as Json
    const charge: TapCharge = {
      id,
      object: 'charge',
      live_mode: false,
      customer_initiated: body.customer_initiated !== false,
      api_version: 'V2',
      method: 'CREATE',
      status: 'INITIATED',
      amount: body.amount as number,
      currency: checked.currency,
      threeDSecure: body.threeDSecure !== false,
      card_threeDSecure: false,
      save_card: body.save_card === true,
      product: 'GOSELL',
      description: String(body.description ?? ''),
      statement_descriptor: String(body.statement_descriptor ?? ''),
      metadata: (body.metadata as Json) ?? {},
      order: { id: `ord_${randomBytes(12).toString('hex')}` },
      transaction: {
        timezone: 'UTC+03:00',
        created: String(now),
        url: `${ctx.apiUrl}${TAP_PREFIX}/checkout/${id}`,
        expiry: checked.expiry,
        asynchronous: false,
        amount: body.amount as number,
        currency: checked.currency,
      },
      reference: {
        track: `tck_${randomBytes(12).toString('hex')}`,
        ...(typeof reference.transaction === 'string'
          ? { transaction: reference.transaction }
          : {}),
        ...(typeof reference.order === 'string' ? { order: reference.order } : {}),
        ...(idempotent ? { idempotent } : {}),
      },
      response: { code: '100', message: 'Initiated' },
      receipt: {
        id: randomDigits(18),
        email: ((body.receipt ?? {}) as Json).email === true,
        sms: ((body.receipt ?? {}) as Json).sms === true,
      },
      customer: {
        id: typeof customer.id === 'string' ? customer.id : `cus_${randomId('').slice(1, 25)}`,
        first_name: customer.first_name ?? '',
        ...(customer.middle_name ? { middle_name: customer.middle_name } : {}),
        ...(customer.last_name ? { last_name: customer.last_name } : {}),
        ...(customer.email ? { email: customer.email } : {}),
        ...(customer.phone ? { phone: customer.phone } : {}),
      },
      merchant: {
        country: 'SA',
        currency: 'SAR',
        id: String((body.merchant as Json)?.id || '1234567'),
      },
      source: { object: 'source', id: sourceId },
      redirect: { status: 'PENDING', url: String(((body.redirect ?? {}) as Json).url ?? '') },
      post: { attempt: 0, status: 'PENDING', url: String(((body.post ?? {}) as Json).url ?? '') },
      activities: [
        {
          id: `activity_${randomBytes(12).toString('hex')}`,
          object: 'activity',
          created: now,
          status: 'INITIATED',
          currency: checked.currency,
          amount: body.amount,
          remarks: 'charge - created',
        },
      ],
      auto_reversed: false,
    }
    const stored: Stored = { charge, expiresAt: checked.expiresAt }
    charges.set(id, stored)
    if (idempotent) idempotency.set(idempotent, { id, at: now })
    if (saved) {
      // A saved-card charge needs no page: it is answered settled, then its webhook is posted.
      const declinedFault = takeFault(
        'charges.create',
        text,
        (candidate) => candidate.mode === 'declined',
      )
      settle(stored, declinedFault ? declined : cardOutcome(saved.number, saved.expiry, '100'), {
        number: saved.number,
        name: '',
        expiry: saved.expiry,
      })
      charge.card = savedCardObject(saved)
      charge.source = { ...(charge.source as Json), object: 'token', type: 'SAVED_CARD' }
      if (charge.status === 'CAPTURED') saved.payments += 1
      if (body.customer_initiated === false || body.payment_agreement) {
        charge.payment_agreement = agreementOf(saved)
      }
      charge.redirect.status = 'SUCCESS'
      void deliverWebhook(stored)
    }
    return Response.json(charge)
  }

  /**
   * POST /v2/refunds: `{ charge_id, amount, currency, reason, description, reference: { merchant,
   * idempotent }, metadata, post: { url } }` against a CAPTURED charge, full or partial, the
   * refunds of a charge never exceeding it. Answers Tap's refund object: `re_…`, `status`
   * PENDING (the bank has it; GET /v2/refunds/{id} answers REFUNDED afterwards), and
   * `response.code`. Refusals are `{ errors }` (400) or a DECLINED refund (fault `declined`).
   */
  async function createRefund(request: Request): Promise<Response> {
    const refusal = authorize(request)
    if (refusal) return refusal
    const text = await request.text()
    let body: Json
    try {
      body = JSON.parse(text) as Json
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    } catch {
      return tapError(400, '2107', 'Invalid JSON request')
    }
    const chargeId = typeof body.charge_id === 'string' ? body.charge_id : ''
    const stored = chargeId ? current(chargeId) : undefined
    const fault = takeFault('refunds.create', JSON.stringify(stored?.charge ?? { id: chargeId }))
    if (fault && fault.mode !== 'declined') return faultResponse(fault)
    const reference = (body.reference ?? {}) as Json
    const idempotent = typeof reference.idempotent === 'string' ? reference.idempotent : undefined
    const now = Date.now()
    if (idempotent) {
      const previous = idempotency.get(`refund:${idempotent}`)
      if (previous && now - previous.at < IDEMPOTENCY_WINDOW_MS) {
        const refund = refunds.get(previous.id)
        if (refund) return Response.json(refund)
      }
    }
    if (!chargeId) return tapError(400, '1150', 'Charge id is required')
    if (!stored) return tapError(404, '1144', 'Charge not found')
    const charge = stored.charge
    if (charge.status !== 'CAPTURED') return tapError(400, '1153', 'Charge is not captured')
    const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : ''
    if (currency !== charge.currency) return tapError(400, '1118', 'Invalid currency')
    const amount = body.amount
    const decimals = ['KWD', 'BHD', 'OMR', 'JOD'].includes(currency) ? 3 : 2
    const minor = (value: number) => Math.round(value * 10 ** decimals)
    const refunded = [...refunds.values()]
      .filter((refund) => refund.charge_id === chargeId && refund.status !== 'DECLINED')
      .reduce((sum, refund) => sum + minor(Number(refund.amount)), 0)
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      return tapError(400, '1117', 'Invalid amount')
    }
    if (refunded + minor(amount) > minor(charge.amount)) {
      return tapError(400, '1152', 'Refund amount exceeds the charge amount not yet refunded')
    }
    const reason = typeof body.reason === 'string' ? body.reason : ''
    if (!reason) return tapError(400, '1151', 'Refund reason is required')
    const declined = fault?.mode === 'declined'
    const id = randomId('re')
    const refund: Json = {
      id,
      object: 'refund',
      api_version: 'V2',
      live_mode: false,
      method: 'CREATE',
      status: declined ? 'DECLINED' : 'PENDING',
      amount,
      currency,
      charge_id: chargeId,
      created: now,
      date: { created: now, transaction: now },
      reason,
      description: String(body.description ?? ''),
      response: declined
        ? { code: '507', message: 'Declined, Refund' }
        : { code: '100', message: 'Refund is in progress' },
      reference: {
        merchant: String(reference.merchant ?? ''),
        ...(idempotent ? { idempotent } : {}),
        ...(declined ? {} : { gateway: randomDigits(15), payment: randomDigits(19) }),
      },
      metadata: (body.metadata as Json) ?? {},
      post: { status: 'PENDING', url: String(((body.post ?? {}) as Json).url ?? '') },
      merchant_id: String(charge.merchant && (charge.merchant as Json).id),
    }
    refunds.set(id, refund)
    if (idempotent) idempotency.set(`refund:${idempotent}`, { id, at: now })
    return Response.json(refund)
  }

  function retrieveRefund(request: Request, id: string): Response {
    const refusal = authorize(request)
    if (refusal) return refusal
    const refund = refunds.get(id)
    if (!refund) return tapError(404, '1155', 'Refund not found')
    // The bank has taken it by the time anyone asks again.
    if (refund.status === 'PENDING') {
      refund.status = 'REFUNDED'
      refund.response = { code: '000', message: 'Refunded' }
    }
    return Response.json({ ...refund, method: 'GET' })
  }

  async function submitCheckout(id: string, request: Request): Promise<Response> {
    const stored = current(id)
    if (!stored) return new Response(resultPage(null), notFoundHtml)
    const charge = stored.charge
    const form = new URLSearchParams(await request.text())
    if (charge.status === 'INITIATED') {
      if (form.get('action') === 'cancel') {
        settle(stored, {
          status: 'CANCELLED',
          code: '302',
          message: 'Canceled',
          acquirer: { code: '', message: 'Cancelled by the customer' },
        })
      } else {
        const number = (form.get('card_number') ?? '').replace(/\D/g, '')
        const expiry = (form.get('expiry') ?? '').replace(/\s/g, '')
        const cvv = (form.get('cvv') ?? '').trim()
        const name = (form.get('name') ?? '').trim()
        settle(stored, cardOutcome(number, expiry, cvv), { number, name, expiry })
      }
      charge.redirect.status = 'SUCCESS'
      // Tap posts only finished charges; the delivery runs on after the browser is redirected.
      void deliverWebhook(stored)
    }
    const target = new URL(charge.redirect.url)
    target.searchParams.set('tap_id', charge.id)
    return new Response(null, { status: 303, headers: { location: target.href } })
  }

  /**
   * Local-only bulk seed of saved cards (`POST /sandbox/tap/__saved_cards`), for `npm run bench`:
   * `{ cards: [{ card_id, customer_id, payment_agreement_id, number, expiry }] }` (at most
   * 10,000 a call; `number` one of the test cards, `expiry` MM/YY, which decides later charges)
   * makes each card chargeable exactly as one saved by a `save_card` checkout: tokens from it,
   * merchant-initiated charges under its agreement. Production never talks to the sandbox.
   */
  async function seedSavedCards(request: Request): Promise<Response> {
    if (request.method !== 'POST') return tapError(405, '2100', 'Method not allowed')
    let body: Json
    try {
      body = (await request.json()) as Json
    } catch {
      return tapError(400, '2107', 'Invalid JSON request')
    }
    const cards = body?.cards
    if (!Array.isArray(cards) || cards.length < 1 || cards.length > 10_000) {
      return tapError(400, '2107', 'cards must be a list of 1 to 10000 cards')
    }
    const text = (value: unknown) =>
      typeof value === 'string' && value.length >= 1 && value.length <= 100 ? value : null
    const parsed: SavedCard[] = []
    for (const raw of cards as unknown[]) {
      const card = (raw ?? {}) as Json
      const [id, customerId, agreementId] = [
        text(card.card_id),
        text(card.customer_id),
        text(card.payment_agreement_id),
      ]
      const number = typeof card.number === 'string' ? card.number : ''
      const expiry = typeof card.expiry === 'string' ? card.expiry : ''
      const info = TAP_TEST_CARDS[number]
      if (!id || !customerId || !agreementId || !info || !/^\d{2}\/\d{2}$/.test(expiry)) {
        return tapError(
          400,
          '2107',
          'Each card needs card_id, customer_id, payment_agreement_id, a test card number and MM/YY',
        )
      }
      if (NON_RECURRING_SCHEMES.has(info.scheme)) {
        return tapError(400, '2107', `${info.scheme} cards cannot be saved`)
      }
      parsed.push({ id, customerId, agreementId, number, expiry, payments: 1 })
    }
    for (const card of parsed) savedCards.set(card.id, card)
    return Response.json({ saved: parsed.length })
  }

  const notFoundHtml = { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } }

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.slice(TAP_PREFIX.length)
    if (path === '/__faults') return configureFaults(request)
    if (path === '/__saved_cards') return seedSavedCards(request)
    const peekMatch = /^\/__charges\/([^/]+)$/.exec(path)
    if (peekMatch && request.method === 'GET') {
      // Local-only: a stored charge as it is, past any fault (tests watch it while Tap "fails").
      const stored = charges.get(decodeURIComponent(peekMatch[1]!))
      return stored ? Response.json(stored.charge) : tapError(404, '1144', 'Charge not found')
    }
    if (path === '/__charges' && request.method === 'GET') {
      // Local-only: the stored charges whose JSON contains `match` (what tests check "nothing
      // was charged" against).
      const match = new URL(request.url).searchParams.get('match') ?? ''
      const found = [...charges.values()]
        .map((stored) => stored.charge)
        .filter((charge) => !match || JSON.stringify(charge).includes(match))
        .map(({ id, status, amount, currency }) => ({ id, status, amount, currency }))
      return Response.json({ charges: found })
    }
    if (path === '/v2/tokens' || path === '/v2/tokens/') {
      if (request.method === 'POST') return createToken(request)
      return tapError(405, '2100', 'Method not allowed')
    }
    const cardMatch = /^\/v2\/card\/([^/]+)\/([^/]+)$/.exec(path)
    if (cardMatch) {
      // Delete a saved card: its tokens and agreement can no longer charge it.
      const refusal = authorize(request)
      if (refusal) return refusal
      if (request.method !== 'DELETE') return tapError(405, '2100', 'Method not allowed')
      const [customerId, cardId] = [cardMatch[1]!, cardMatch[2]!].map(decodeURIComponent)
      const fault = takeFault(
        'cards.delete',
        `${customerId}/${cardId}`,
        (f) => f.mode !== 'declined',
      )
      if (fault) return faultResponse(fault)
      const saved = savedCards.get(cardId!)
      if (!saved || saved.customerId !== customerId) return tapError(404, '4101', 'Card not found')
      savedCards.delete(cardId!)
      return Response.json({ deleted: true, id: cardId })
    }
    if (path === '/v2/refunds' || path === '/v2/refunds/') {
      if (request.method === 'POST') return createRefund(request)
      return tapError(405, '2100', 'Method not allowed')
    }
    const refundMatch = /^\/v2\/refunds\/([^/]+)$/.exec(path)
    if (refundMatch) {
      if (request.method !== 'GET') return tapError(405, '2100', 'Method not allowed')
      return retrieveRefund(request, decodeURIComponent(refundMatch[1]!))
    }
    const captureMatch = /^\/__charges\/([^/]+)\/capture$/.exec(path)
    if (captureMatch && request.method === 'POST') {
      // Local-only: the customer paid but Tap's webhook never arrived (reconciliation tests).
      const stored = current(decodeURIComponent(captureMatch[1]!))
      if (!stored) return tapError(404, '1144', 'Charge not found')
      if (stored.charge.status === 'INITIATED') {
        settle(stored, cardOutcome(CAPTURE_TEST_CARD, '01/39', '100'), {
          number: CAPTURE_TEST_CARD,
          name: 'Silent Buyer',
        })
        stored.charge.redirect.status = 'SUCCESS'
      }
      return Response.json(stored.charge)
    }
    if (path === '/v2/charges' || path === '/v2/charges/') {
      if (request.method === 'POST') return create(request)
      return tapError(405, '2100', 'Method not allowed')
    }
    const chargeMatch = /^\/v2\/charges\/([^/]+)$/.exec(path)
    if (chargeMatch) {
      const refusal = authorize(request)
      if (refusal) return refusal
      if (request.method !== 'GET') return tapError(405, '2100', 'Method not allowed')
      const id = decodeURIComponent(chargeMatch[1]!)
      const fault = takeFault('charges.retrieve', JSON.stringify(charges.get(id)?.charge ?? { id }))
      if (fault) return faultResponse(fault)
      const stored = current(id)
      if (!stored) return tapError(404, '1144', 'Charge not found')
      return Response.json({ ...stored.charge, method: 'GET' })
    }
    const checkoutMatch = /^\/checkout\/([^/]+)$/.exec(path)
    if (checkoutMatch) {
      const id = decodeURIComponent(checkoutMatch[1]!)
      if (request.method === 'POST') return submitCheckout(id, request)
      const stored = current(id)
      if (!stored) return new Response(resultPage(null), notFoundHtml)
      const html =
        stored.charge.status === 'INITIATED'
          ? checkoutPage(stored.charge)
          : resultPage(stored.charge)
      return new Response(html, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'",
        },
      })
    }
    return tapError(404, '2100', 'Not found')
  }

  return {
    handle,
    /** For tests and the dev console: the stored charge without side effects. */
    peek: (id: string) => charges.get(id)?.charge,
    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const release of releases) release()
      releases.clear()
    },
  }
}

export const tapSandboxService: ServiceFactory = async (ctx) => {
  const sandbox = createTapSandbox(ctx)
  return [{ name: 'sandbox Tap', prefix: TAP_PREFIX, handle: sandbox.handle, close: sandbox.close }]
}
