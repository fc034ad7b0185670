/**
 * Outgoing auth e-mail. GoTrue would hand these to SMTP (Mailpit locally); here they are emitted
 * on the stack's event bus as `mail`, where the mailbox sandbox picks them up.
 */
import { createHash, randomInt } from 'node:crypto'
import type { StackContext } from '../context.ts'

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
}

export function sendMail(ctx: StackContext, message: MailMessage): void {
  ctx.events.emit('mail', message)
}

/** A six-digit e-mail OTP and the hash GoTrue stores and puts in links (sha224 of email+otp). */
export function newOtp(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(1_000_000)).padStart(6, '0')
  return { otp, hash: tokenHash(email, otp) }
}

export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')
}

export type MailKind = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite'

// Supabase's default templates, with the Arabic line first (the product's users read Arabic).
const TEMPLATES: Record<MailKind, { subject: string; ar: string; en: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    ar: 'أكّد بريدك الإلكتروني',
    en: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    ar: 'إعادة تعيين كلمة المرور',
    en: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    ar: 'رابط الدخول',
    en: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change: {
    subject: 'Confirm Email Change',
    ar: 'تأكيد تغيير البريد الإلكتروني',
    en: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  invite: {
    subject: 'You have been invited',
    ar: 'لقد تمت دعوتك',
    en: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
}

export function renderMail(kind: MailKind, to: string, link: string, otp: string): MailMessage {
  const t = TEMPLATES[kind]
  const safeLink = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return {
    to,
    subject: t.subject,
    html: `<h2 dir="rtl">${t.ar}</h2><h2>${t.subject}</h2><p>${t.en}</p><p><a href="${safeLink}">${t.action}</a></p><p>Alternatively, enter the code: ${otp}</p>`,
    text: `${t.ar}\n${t.subject}\n\n${t.en}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  }
}

/** GoTrue's default reauthentication mail (mailer/template.go): the nonce only, no link. */
export function renderReauthenticationMail(to: string, otp: string): MailMessage {
  return {
    to,
    subject: 'Confirm reauthentication',
    html: `<h2 dir="rtl">تأكيد الهوية</h2><h2>Confirm reauthentication</h2><p>Enter the code: ${otp}</p>`,
    text: `تأكيد الهوية\nConfirm reauthentication\n\nEnter the code: ${otp}\n`,
  }
}

/** Go's url.QueryEscape: everything but [A-Za-z0-9-_.~] percent-encoded, a space as '+'. */
export function goQueryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+')
}

/**
 * The `/verify` link GoTrue puts in mails and generate_link's `action_link` (mailer getPath):
 * token and type query-escaped, and `redirect_to` left as the caller wrote it unless it holds
 * `&`, `=` or `#` (encodeRedirectURL: then it cannot have been encoded yet, so it is escaped).
 */
export function verifyLink(issuer: string, token: string, type: string, redirectTo: string) {
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
  return `${issuer}/verify?token=${goQueryEscape(token)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`
}
