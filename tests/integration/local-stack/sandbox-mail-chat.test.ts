/**
 * Mailbox (Resend-compatible API, auth mail events, pages, JSON for tests) and the chat
 * responder (spec 1 §7.4 contract, answers from the catalogue) round trips.
 */
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { afterAll, describe, expect, it } from 'vitest'
import { createMailbox } from '../../../supabase/local/sandboxes/mail.ts'
import { questionWords } from '../../../supabase/local/sandboxes/chat.ts'
import { sql, stackInfo, uniqueEmail } from '../../support/stack.ts'

const mail = (path: string) => `${stackInfo().url}/sandbox/mail${path}`
const chat = () => `${stackInfo().url}/sandbox/chat`

async function sendEmail(body: Record<string, unknown>, key: string | null = 're_local_test') {
  return fetch(mail('/emails'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

describe('mailbox sandbox', () => {
  it('accepts a Resend-style POST /emails and serves it as the latest message for the address', async () => {
    const to = uniqueEmail('mail')
    const response = await sendEmail({
      from: 'سند <noreply@sanad.test>',
      to: [to],
      subject: 'تأكيد بريدك الإلكتروني',
      html: '<p>مرحبًا، <a href="http://127.0.0.1:5173/verify?token=abc&amp;type=signup">أكّد بريدك</a></p>',
      text: 'مرحبًا، أكّد بريدك: http://127.0.0.1:5173/verify?token=abc&type=signup',
    })
    expect(response.status).toBe(200)
    const { id } = await response.json()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    const latest = await fetch(mail(`/api/latest?to=${encodeURIComponent(to.toUpperCase())}`))
    expect(latest.status).toBe(200)
    expect(await latest.json()).toMatchObject({
      id,
      source: 'api',
      from: 'سند <noreply@sanad.test>',
      to: [to],
      subject: 'تأكيد بريدك الإلكتروني',
      text: expect.stringContaining('token=abc'),
      html: expect.stringContaining('<a href='),
    })

    const resend = await fetch(mail(`/emails/${id}`))
    expect((await resend.json()).object).toBe('email')
    const list = await (await fetch(mail(`/api/messages?to=${encodeURIComponent(to)}`))).json()
    expect(list.map((message: { id: string }) => message.id)).toEqual([id])
  })

  it('honours Idempotency-Key as Resend does and keeps the List-Unsubscribe headers (issue 49)', async () => {
    const to = uniqueEmail('idem')
    const key = randomUUID()
    const body = JSON.stringify({
      from: 'سند <noreply@sanad.test>',
      to: [to],
      subject: 'نشرة',
      text: 'نص',
      headers: {
        'List-Unsubscribe': '<https://x.test/u>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    const post = (payload: string) =>
      fetch(mail('/emails'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer re_local_test',
          'idempotency-key': key,
        },
        body: payload,
      })
    const first = await post(body)
    const again = await post(body)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    const firstId = ((await first.json()) as { id: string }).id
    expect(((await again.json()) as { id: string }).id).toBe(firstId)
    const other = await post(body.replace('نشرة', 'نشرة أخرى'))
    expect(other.status).toBe(409)
    const stored = (await (
      await fetch(mail(`/api/messages?to=${encodeURIComponent(to)}`))
    ).json()) as {
      id: string
      headers: Record<string, string>
    }[]
    expect(stored).toHaveLength(1)
    expect(stored[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('returns the newest of several messages and 404 for an address with none', async () => {
    const to = uniqueEmail('mail')
    await sendEmail({ from: 'a@sanad.test', to, subject: 'الأولى', text: '1' })
    await sendEmail({ from: 'a@sanad.test', to, subject: 'الثانية', text: '2' })
    const latest = await (await fetch(mail(`/api/latest?to=${encodeURIComponent(to)}`))).json()
    expect(latest.subject).toBe('الثانية')
    const none = await fetch(mail(`/api/latest?to=${encodeURIComponent(uniqueEmail('nobody'))}`))
    expect(none.status).toBe(404)
  })

  it('refuses a request without an API key and validates fields as Resend does', async () => {
    const unauthorised = await sendEmail(
      { from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' },
      null,
    )
    expect(unauthorised.status).toBe(401)
    expect((await unauthorised.json()).name).toBe('missing_api_key')
    const missingTo = await sendEmail({ from: 'a@b.c', subject: 's', text: 't' })
    expect(missingTo.status).toBe(422)
    expect(await missingTo.json()).toMatchObject({ statusCode: 422, name: 'validation_error' })
    const noBody = await sendEmail({ from: 'a@b.c', to: 'x@y.z', subject: 's' })
    expect(noBody.status).toBe(422)
  })

  it('lists messages on an Arabic page and shows one with sandboxed HTML and its text', async () => {
    const to = uniqueEmail('page')
    const subject = `رسالة الاختبار ${randomUUID().slice(0, 8)}`
    const { id } = await (
      await sendEmail({
        from: 'a@sanad.test',
        to,
        subject,
        html: '<script>alert(1)</script><p>المحتوى</p>',
        text: 'النص <b>العادي</b>',
      })
    ).json()
    const list = await (await fetch(mail('/'))).text()
    expect(list).toContain('<html lang="ar" dir="rtl">')
    expect(list).toContain(subject)
    expect(list).toContain(`/sandbox/mail/messages/${id}`)

    const view = await fetch(mail(`/messages/${id}`))
    const csp = view.headers.get('content-security-policy')
    expect(csp).toContain("default-src 'none'")
    // Without frame-src the srcdoc frame stays blank in Chromium.
    expect(csp).toContain("frame-src 'self'")
    expect(csp).not.toContain('script-src')
    const html = await view.text()
    expect(html).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('النص &lt;b&gt;العادي&lt;/b&gt;')
  })

  it('catches the auth service mail (password recovery) for the address', async () => {
    const { url, anonKey } = stackInfo()
    const email = uniqueEmail('recover')
    const headers = { apikey: anonKey, 'content-type': 'application/json' }
    const signup = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'Correct-Horse-9!' }),
    })
    expect(signup.status).toBe(200)
    const recover = await fetch(`${url}/auth/v1/recover`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    })
    expect(recover.status).toBe(200)
    const latest = await fetch(mail(`/api/latest?to=${encodeURIComponent(email)}`))
    expect(latest.status).toBe(200)
    const message = await latest.json()
    expect(message.source).toBe('auth')
    expect(message.to).toEqual([email])
    expect(message.html).toMatch(/href="[^"]*\/auth\/v1\/verify\?/)
  })

  it("stores the auth service's mail events, bounded to the newest messages", async () => {
    const events = new EventEmitter()
    const mailbox = createMailbox({ events }, 3)
    for (let index = 1; index <= 5; index += 1) {
      events.emit('mail', {
        to: 'user@example.test',
        subject: `رمز ${index}`,
        html: `<b>${index}</b>`,
        text: `${index}`,
      })
    }
    const latest = await mailbox.handle(
      new Request('http://local/sandbox/mail/api/latest?to=user@example.test'),
    )
    expect(await latest.json()).toMatchObject({ source: 'auth', subject: 'رمز 5', text: '5' })
    expect(mailbox.messages().map((message) => message.subject)).toEqual([
      'رمز 3',
      'رمز 4',
      'رمز 5',
    ])
    await mailbox.close()
    events.emit('mail', { to: 'user@example.test', subject: 'after close', text: 'x' })
    expect(mailbox.messages()).toHaveLength(3)
  })
})

describe('chat responder sandbox', () => {
  const ask = (message: unknown) =>
    fetch(chat(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, user_id: randomUUID(), timestamp: new Date().toISOString() }),
    })

  const marker = `زعفران${Date.now()
    .toString()
    .slice(-5)
    .replace(/\d/g, (d) => 'ابتثجحخدذر'[Number(d)]!)}`
  const created: { table: string; column: string; value: string }[] = []
  afterAll(async () => {
    for (const row of created.reverse()) {
      await sql(`delete from public.${row.table} where ${row.column} = $1`, [row.value])
    }
  })

  it('answers [{output}] in Arabic', async () => {
    const response = await ask('مرحبا')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Array.isArray(body)).toBe(true)
    expect(body).toHaveLength(1)
    expect(typeof body[0].output).toBe('string')
    expect(body[0].output).toMatch(/[\u0600-\u06FF]{3,}/)
  })

  it('answers helpfully when nothing in the catalogue matches', async () => {
    const [{ output }] = await (await ask('كلمةغيرموجودةاطلاقا')).json()
    expect(output).toContain('لم أجد')
  })

  it('suggests catalogue items whose titles share words with the question', async () => {
    const [{ exists }] = await sql<{ exists: boolean }>(
      "select to_regclass('public.prompts') is not null and to_regclass('public.ai_tools') is not null as exists",
    )
    expect(exists).toBe(true)
    const slug = `chat-test-${Date.now()}`
    await sql(
      `insert into public.prompt_categories (id, name, name_en) values ($1, 'اختبار', 'Test')`,
      [slug],
    )
    created.push({ table: 'prompt_categories', column: 'id', value: slug })
    await sql(
      `insert into public.prompts (slug, title_ar, description_ar, category) values
         ($1, $2, 'خطة محتوى أسبوعية', $3),
         ($4, $5, 'لا يظهر لأنه غير منشور', $3)`,
      [slug, `خطة تسويق لمقهى ${marker}`, slug, `${slug}-hidden`, `مسودة ${marker} مخفية`],
    )
    await sql(`update public.prompts set is_published = false where slug = $1`, [`${slug}-hidden`])
    created.push({ table: 'prompts', column: 'category', value: slug })
    // The link lives in ai_tool_details (removed with the tool by its foreign key).
    await sql(
      `with tool as (
         insert into public.ai_tools (slug, name, name_en, category, description)
         values ($1, $2, 'Tool', 'تصميم', 'أداة تصميم') returning id)
       insert into public.ai_tool_details (tool_id, url) select id, 'https://example.test' from tool`,
      [slug, `مصمم شعارات ${marker}`],
    )
    created.push({ table: 'ai_tools', column: 'slug', value: slug })

    const [{ output }] = await (await ask(`أريد أوامر تسويق لمقهى ${marker}`)).json()
    expect(output).toContain(`خطة تسويق لمقهى ${marker}`)
    expect(output).toContain(`مصمم شعارات ${marker}`)
    expect(output).toContain('أوامر جاهزة')
    expect(output).not.toContain('مسودة')
  })

  it('refuses a request without a message', async () => {
    expect((await ask('')).status).toBe(400)
    const notJson = await fetch(chat(), { method: 'POST', body: 'hello' })
    expect(notJson.status).toBe(400)
  })

  it('folds Arabic spelling variants and drops stop words and articles from the question', () => {
    expect(questionWords('أريد أوامرَ لكتابة المحتوى التسويقي في إنستغرام')).toEqual([
      'لكتابه',
      'محتوي',
      'تسويقي',
      'انستغرام',
    ])
  })
})
