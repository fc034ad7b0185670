/**
 * The local stand-in for Google's consent screen: a page where the tester picks or types the
 * Google identity to sign in with. It plays the provider's part of the OAuth dance only
 * (authorize page, then a redirect to /auth/v1/callback with a one-time provider code); the
 * callback is GoTrue's and behaves as with the real Google.
 */
import { createHash } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { JWT_SECRET } from '../config.ts'

const secret = new TextEncoder().encode(JWT_SECRET)

export interface GoogleIdentity {
  sub: string
  email: string
  name: string
  picture: string
}

const PRESETS = [
  { name: 'سارة العتيبي', email: 'sara.test@gmail.com' },
  { name: 'محمد القحطاني', email: 'mohammed.test@gmail.com' },
  { name: 'Test User', email: 'test.user@gmail.com' },
]

/** Google subjects are 21-digit numbers; derive a stable one from the e-mail. */
export function googleSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest()
  let out = '1'
  for (let i = 0; out.length < 21; i += 1) out += String(digest[i % digest.length]! % 10)
  return out
}

export async function signProviderCode(identity: GoogleIdentity): Promise<string> {
  return new SignJWT({ ...identity, typ: 'local-google-code' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(secret)
}

export async function readProviderCode(code: string): Promise<GoogleIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(code, secret, { algorithms: ['HS256'] })
    if (payload.typ !== 'local-google-code') return undefined
    return {
      sub: String(payload.sub),
      email: String(payload.email),
      name: String(payload.name),
      picture: String(payload.picture ?? ''),
    }
  } catch {
    return undefined
  }
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

export function identityPage(action: string, state: string, error?: string): string {
  const presets = PRESETS.map(
    (p, i) => `
      <label class="preset">
        <input type="radio" name="preset" value="${i}" ${i === 0 ? 'checked' : ''}>
        <span><strong>${escapeHtml(p.name)}</strong><br><bdi>${escapeHtml(p.email)}</bdi></span>
      </label>`,
  ).join('')
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>تسجيل الدخول بحساب Google (تجريبي) · Sign in with Google (local test)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #1e293b; border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin-top: 0; } p.en { direction: ltr; text-align: left; color: #94a3b8; }
  .preset { display: flex; gap: .75rem; align-items: center; padding: .5rem; border: 1px solid #334155; border-radius: 8px; margin-block: .5rem; }
  fieldset { border: 1px solid #334155; border-radius: 8px; margin-block: 1rem; }
  label.field { display: block; margin-block: .5rem; } input[type=text], input[type=email] { width: 100%; padding: .5rem; box-sizing: border-box; }
  .error { color: #fca5a5; } button { padding: .6rem 1.2rem; border-radius: 8px; border: 0; margin-inline-end: .5rem; cursor: pointer; }
  button[value=allow] { background: #2563eb; color: white; }
</style>
</head>
<body>
<main>
  <h1>اختر حساب Google للتجربة</h1>
  <p>هذه صفحة محلية تحاكي Google في بيئة التطوير فقط؛ لا يُرسَل شيء إلى Google.</p>
  <p class="en" lang="en">Local stand-in for Google sign-in (development only). Pick an identity or type one.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="${escapeHtml(action)}">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    ${presets}
    <fieldset>
      <legend>أو اكتب هوية أخرى · Or type another identity</legend>
      <label class="preset"><input type="radio" name="preset" value="custom"> <span>هوية مخصصة · Custom</span></label>
      <label class="field">الاسم · Name <input type="text" name="name" autocomplete="name"></label>
      <label class="field">البريد الإلكتروني · E-mail <input type="email" name="email" dir="ltr" autocomplete="email"></label>
    </fieldset>
    <button type="submit" name="action" value="allow">متابعة · Continue</button>
    <button type="submit" name="action" value="deny">إلغاء · Cancel</button>
  </form>
</main>
</body>
</html>`
}

/** The identity a submitted form names: a preset, or the typed name and e-mail. */
export function identityFromForm(form: URLSearchParams): GoogleIdentity | string {
  const preset = form.get('preset')
  const typedEmail = (form.get('email') ?? '').trim()
  let chosen: { name: string; email: string } | undefined
  if (preset !== 'custom' && preset !== null && PRESETS[Number(preset)] && !typedEmail) {
    chosen = PRESETS[Number(preset)]
  } else {
    const name = (form.get('name') ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typedEmail)) {
      return 'أدخل بريدًا إلكترونيًا صحيحًا · Enter a valid e-mail address'
    }
    chosen = { name: name || typedEmail.split('@')[0]!, email: typedEmail.toLowerCase() }
  }
  return {
    sub: googleSubject(chosen.email),
    email: chosen.email,
    name: chosen.name,
    picture: '',
  }
}
