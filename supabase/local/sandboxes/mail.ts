/**
 * Mailbox sandbox (`/sandbox/mail`): catches every e-mail the stack sends. Functions send through
 * a Resend-compatible API (`POST /emails`, so EMAIL_API_BASE switches between this and
 * https://api.resend.com), and the auth service hands its messages over as `mail` events.
 * Messages stay in memory (bounded); a page lists and shows them, and a JSON API serves tests.
 * Like Resend, a request with an `Idempotency-Key` already seen (24 hours) is answered with the
 * first message's id and stores nothing (409 when the payload differs), and the body's `headers`
 * (List-Unsubscribe, …) are kept on the message.
 *
 * Test controls (issue 49): `POST /api/faults` { to, status, times } makes the next `times` sends
 * to `to` answer `status` (429/5xx: the outbox retries); `POST /api/events` { to, type:
 * 'bounce' | 'complaint' } posts the provider's signed webhook (Svix, EMAIL_WEBHOOK_SECRET) to the
 * stack's `mail-events` function, as Resend does after a hard bounce or a complaint.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto'
import type { ServiceFactory, StackContext } from '../context.ts'
import { MAIL_SANDBOX_WEBHOOK_SECRET, MAILBOX_LIMIT } from './config.ts'
import { escapeHtml } from './tap-pages.ts'

export const MAIL_PREFIX = '/sandbox/mail'

export interface MailMessage {
  id: string
  created_at: string
  source: 'api' | 'auth'
  from: string
  to: string[]
  cc: string[]
  bcc: string[]
  reply_to: string[]
  subject: string
  html: string | null
  text: string | null
  /** Custom headers of an API mail (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>
}

type Json = Record<string, unknown>

const list = (value: unknown): string[] =>
  value === undefined || value === null
    ? []
    : (Array.isArray(value) ? value : [value]).map((item) => String(item)).filter(Boolean)

/** `"سند" <noreply@sanad.test>` -> `noreply@sanad.test` (lower-cased). */
export function addressOf(value: string): string {
  const match = /<([^>]+)>/.exec(value)
  return (match?.[1] ?? value).trim().toLowerCase()
}

const headersOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value as Json)
          .filter(([, v]) => typeof v === 'string')
          .map(([k, v]) => [k, v as string]),
      )
    : {}

const resendError = (status: number, name: string, message: string) =>
  Response.json({ statusCode: status, name, message }, { status })

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The messages are shown in a sandboxed srcdoc frame; nothing on these pages runs script.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'",
    },
  })

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** Svix's signature of a webhook body (what Resend sends and mail-events verifies). */
export function svixSignature(secret: string, id: string, timestamp: string, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

export function createMailbox(
  ctx: Pick<StackContext, 'events'> & Partial<Pick<StackContext, 'apiUrl'>>,
  limit = MAILBOX_LIMIT,
) {
  const messages: MailMessage[] = []
  const idempotency = new Map<string, { digest: string; id: string; at: number }>()
  const faults = new Map<string, { status: number; times: number }>()

  async function postEvent(request: Request): Promise<Response> {
    const body = (await request.json().catch(() => null)) as Json | null
    const to = typeof body?.to === 'string' ? addressOf(body.to) : ''
    const type =
      body?.type === 'complaint'
        ? 'email.complained'
        : body?.type === 'bounce'
          ? 'email.bounced'
          : ''
    if (!to || !type || !ctx.apiUrl) {
      return Response.json(
        { message: '`to` and `type` (bounce | complaint) are required' },
        { status: 400 },
      )
    }
    const sentTo = forAddress(to)[0]
    const payload = JSON.stringify({
      type,
      created_at: new Date().toISOString(),
      data: {
        email_id: sentTo?.id ?? randomUUID(),
        to: [to],
        subject: sentTo?.subject ?? '',
        ...(type === 'email.bounced'
          ? { bounce: { type: 'Permanent', subType: 'General', message: 'Mailbox does not exist' } }
          : {}),
      },
    })
    const id = `msg_${randomUUID()}`
    const timestamp = String(Math.floor(Date.now() / 1000))
    const answer = await fetch(`${ctx.apiUrl}/functions/v1/mail-events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': svixSignature(MAIL_SANDBOX_WEBHOOK_SECRET, id, timestamp, payload),
      },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    })
    return Response.json(
      {
        delivered: answer.ok,
        status: answer.status,
        response: await answer.json().catch(() => null),
      },
      { status: answer.ok ? 200 : 502 },
    )
  }

  function store(input: Omit<MailMessage, 'id' | 'created_at'>): MailMessage {
    const message: MailMessage = {
      id: randomUUID(),
      created_at: new Date().toISOString(),
      ...input,
    }
    messages.push(message)
    if (messages.length > limit) messages.splice(0, messages.length - limit)
    return message
  }

  const onMail = (event: Json) => {
    store({
      source: 'auth',
      from: String(event.from ?? 'سند <noreply@sanad.local>'),
      to: list(event.to),
      cc: [],
      bcc: [],
      reply_to: [],
      subject: String(event.subject ?? ''),
      html: typeof event.html === 'string' ? event.html : null,
      text: typeof event.text === 'string' ? event.text : null,
      headers: {},
    })
  }
  ctx.events.on('mail', onMail)

  const forAddress = (to: string | null) => {
    const wanted = to ? addressOf(to) : null
    const matching = wanted
      ? messages.filter((message) =>
          [...message.to, ...message.cc, ...message.bcc].some((a) => addressOf(a) === wanted),
        )
      : messages
    return [...matching].reverse()
  }

  async function send(request: Request): Promise<Response> {
    const key = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
    if (!key) {
      return resendError(401, 'missing_api_key', 'Missing API key in the authorization header')
    }
    let body: Json
    const raw = await request.text()
    try {
      body = JSON.parse(raw) as Json
    } catch {
      return resendError(422, 'validation_error', 'Invalid JSON body.')
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return resendError(422, 'validation_error', 'Invalid JSON body.')
    }
    const idempotencyKey = request.headers.get('idempotency-key')?.trim() ?? ''
    if (idempotencyKey.length > 256) {
      return resendError(422, 'invalid_idempotency_key', 'The key must be 1-256 characters.')
    }
    const digest = createHash('sha256').update(raw).digest('hex')
    const now = Date.now()
    for (const [key, seen] of idempotency) {
      if (now - seen.at > IDEMPOTENCY_TTL_MS) idempotency.delete(key)
    }
    const seen = idempotencyKey ? idempotency.get(idempotencyKey) : undefined
    if (seen) {
      if (seen.digest !== digest) {
        return resendError(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        )
      }
      return Response.json({ id: seen.id })
    }
    for (const field of ['from', 'to', 'subject']) {
      if (!body[field] || (Array.isArray(body[field]) && !(body[field] as unknown[]).length)) {
        return resendError(422, 'validation_error', `Missing \`${field}\` field.`)
      }
    }
    if (typeof body.html !== 'string' && typeof body.text !== 'string') {
      return resendError(422, 'validation_error', 'Missing `html` or `text` field.')
    }
    const to = list(body.to)
    if (to.length > 50) return resendError(422, 'validation_error', 'Too many recipients (max 50).')
    const fault = to.map((address) => faults.get(addressOf(address))).find(Boolean)
    if (fault) {
      fault.times -= 1
      if (fault.times <= 0) for (const address of to) faults.delete(addressOf(address))
      return resendError(fault.status, 'application_error', 'Simulated provider failure.')
    }
    if (to.some((address) => !/^[^\s@<>]+@[^\s@<>]+$/.test(addressOf(address)))) {
      return resendError(422, 'validation_error', 'Invalid `to` field.')
    }
    const message = store({
      source: 'api',
      from: String(body.from),
      to,
      cc: list(body.cc),
      bcc: list(body.bcc),
      reply_to: list(body.reply_to),
      subject: String(body.subject),
      html: typeof body.html === 'string' ? body.html : null,
      text: typeof body.text === 'string' ? body.text : null,
      headers: headersOf(body.headers),
    })
    if (idempotencyKey) idempotency.set(idempotencyKey, { digest, id: message.id, at: now })
    return Response.json({ id: message.id })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname.slice(MAIL_PREFIX.length) || '/'
    if (path === '/emails' && request.method === 'POST') return send(request)
    const resendGet = /^\/emails\/([^/]+)$/.exec(path)
    if (resendGet && request.method === 'GET') {
      const message = messages.find((item) => item.id === resendGet[1])
      if (!message) return resendError(404, 'not_found', 'Email not found')
      return Response.json({ object: 'email', last_event: 'delivered', ...message })
    }
    if (path === '/api/faults' && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as Json | null
      const to = typeof body?.to === 'string' ? addressOf(body.to) : ''
      const status = Number(body?.status)
      const times = Number(body?.times ?? 1)
      if (!to || !Number.isInteger(status) || status < 400 || status > 599 || !(times >= 1)) {
        return Response.json(
          { message: '`to`, `status` (4xx/5xx) and `times` are required' },
          { status: 400 },
        )
      }
      faults.set(to, { status, times })
      return Response.json({ to, status, times })
    }
    if (path === '/api/events' && request.method === 'POST') return postEvent(request)
    if (path === '/api/latest' && request.method === 'GET') {
      const to = url.searchParams.get('to')
      if (!to)
        return Response.json({ message: 'Query parameter `to` is required' }, { status: 400 })
      const latest = forAddress(to)[0]
      if (!latest) return Response.json({ message: `No message for ${to}` }, { status: 404 })
      return Response.json(latest)
    }
    if (path === '/api/messages') {
      if (request.method === 'DELETE') {
        messages.length = 0
        idempotency.clear()
        faults.clear()
        return new Response(null, { status: 204 })
      }
      return Response.json(forAddress(url.searchParams.get('to')))
    }
    const apiOne = /^\/api\/messages\/([^/]+)$/.exec(path)
    if (apiOne) {
      const message = messages.find((item) => item.id === apiOne[1])
      return message
        ? Response.json(message)
        : Response.json({ message: 'Not found' }, { status: 404 })
    }
    if (path === '/' && request.method === 'GET') {
      return html(listPage(forAddress(url.searchParams.get('to')), url.searchParams.get('to')))
    }
    const view = /^\/messages\/([^/]+)$/.exec(path)
    if (view && request.method === 'GET') {
      const message = messages.find((item) => item.id === view[1])
      return message ? html(messagePage(message)) : html(page('رسالة غير موجودة', notFound), 404)
    }
    return Response.json({ message: 'Not found' }, { status: 404 })
  }

  return {
    handle,
    messages: () => [...messages],
    async close() {
      ctx.events.off('mail', onMail)
    },
  }
}

const notFound = '<p>لم يُعثر على هذه الرسالة. ربما حُذفت بعد امتلاء صندوق البريد.</p>'

const dateFormat = new Intl.DateTimeFormat('ar-SA', { dateStyle: 'medium', timeStyle: 'medium' })

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · صندوق البريد المحلي</title>
<style>
  body { margin: 0; font-family: "IBM Plex Sans Arabic", "Segoe UI", Tahoma, sans-serif; background: #0f1420; color: #e7eaf0; }
  header { padding: 14px 20px; background: #151c2c; border-bottom: 1px solid #26304a; display: flex; gap: 16px; align-items: center; }
  header a { color: #e7eaf0; text-decoration: none; font-weight: 700; }
  main { max-width: 960px; margin: 20px auto; padding: 0 16px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: start; padding: 10px 8px; border-bottom: 1px solid #26304a; vertical-align: top; }
  td a { color: #8ab4ff; }
  .muted { color: #98a2b8; font-size: 14px; }
  iframe { width: 100%; min-height: 420px; background: #fff; border: 1px solid #26304a; border-radius: 8px; }
  pre { white-space: pre-wrap; background: #151c2c; padding: 12px; border-radius: 8px; direction: auto; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { flex: 1; padding: 8px; border-radius: 6px; border: 1px solid #26304a; background: #151c2c; color: inherit; }
  button { padding: 8px 14px; border-radius: 6px; border: 0; background: #2f6fde; color: #fff; }
  ul.links a { color: #8ab4ff; word-break: break-all; }
</style>
</head>
<body>
<header><a href="${MAIL_PREFIX}">صندوق البريد المحلي</a><span class="muted">كل رسالة يرسلها سند محليًا تصل هنا ولا تغادر جهازك</span></header>
<main>${body}</main>
</body>
</html>`
}

function listPage(messages: MailMessage[], to: string | null): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td><a href="${MAIL_PREFIX}/messages/${escapeHtml(message.id)}">${escapeHtml(message.subject || '(بلا عنوان)')}</a></td>
  <td dir="ltr">${escapeHtml(message.to.join(', '))}</td>
  <td>${escapeHtml(message.source === 'auth' ? 'المصادقة' : 'الدوال')}</td>
  <td class="muted">${escapeHtml(dateFormat.format(new Date(message.created_at)))}</td>
</tr>`,
    )
    .join('\n')
  return page(
    'الرسائل',
    `<form method="get" action="${MAIL_PREFIX}">
  <label for="to" class="muted">تصفية حسب المستلم</label>
  <input id="to" name="to" dir="ltr" value="${escapeHtml(to ?? '')}" placeholder="user@example.com">
  <button type="submit">تصفية</button>
</form>
${
  messages.length
    ? `<table><thead><tr><th>العنوان</th><th>إلى</th><th>المصدر</th><th>الوقت</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">لا توجد رسائل بعد.</p>'
}`,
  )
}

function messagePage(message: MailMessage): string {
  const links = [...(message.html ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .filter((href) => /^https?:/i.test(href))
  // Links inside the frame open in a new tab; the frame itself runs no script and has no origin.
  const srcdoc = `<base target="_blank">${message.html ?? ''}`
  return page(
    message.subject || '(بلا عنوان)',
    `<h1>${escapeHtml(message.subject || '(بلا عنوان)')}</h1>
<p class="muted">من: <bdi>${escapeHtml(message.from)}</bdi><br>
إلى: <span dir="ltr">${escapeHtml(message.to.join(', '))}</span><br>
${escapeHtml(dateFormat.format(new Date(message.created_at)))}</p>
${message.html !== null ? `<h2>نسخة HTML</h2><iframe title="محتوى الرسالة" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe>` : ''}
${links.length ? `<h2>الروابط</h2><ul class="links">${links.map((href) => `<li><a href="${escapeHtml(href)}" dir="ltr">${escapeHtml(href)}</a></li>`).join('')}</ul>` : ''}
${message.text !== null ? `<h2>النسخة النصية</h2><pre>${escapeHtml(message.text)}</pre>` : ''}`,
  )
}

export const mailboxService: ServiceFactory = async (ctx) => {
  const mailbox = createMailbox(ctx)
  return [
    { name: 'sandbox mailbox', prefix: MAIL_PREFIX, handle: mailbox.handle, close: mailbox.close },
  ]
}
