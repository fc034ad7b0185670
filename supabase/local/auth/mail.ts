/**
 * Outgoing auth e-mail. GoTrue would hand these to SMTP (Mailpit locally); here they are emitted
 * on the stack's event bus as `mail`, where the mailbox sandbox picks them up.
 */
import { createHash, randomInt } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
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

/** `[auth.email.template.<name>]` of config.toml: the CLI's template names. */
export type TemplateName =
  'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'invite' | 'reauthentication'

const TEMPLATE_NAMES: readonly TemplateName[] = [
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'invite',
  'reauthentication',
]

const TEMPLATE_OF: Record<MailKind, TemplateName> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  email_change: 'email_change',
  invite: 'invite',
}

export interface EmailTemplate {
  subject: string
  html: string
  /** The `.txt` file next to the HTML one: hosted GoTrue sends the HTML only. */
  text: string | null
}

export type EmailTemplates = Partial<Record<TemplateName, EmailTemplate>>

/**
 * GoTrue's template variables (mailer/template.go). `Data` is the user's metadata; only the
 * names below are known, anything else in `{{ }}` stops the stack at start rather than reaching
 * a mailbox unrendered.
 */
export interface TemplateData {
  ConfirmationURL: string
  Token: string
  TokenHash: string
  SiteURL: string
  RedirectTo: string
  Email: string
  NewEmail: string
  Data: Record<string, unknown>
}

const PLACEHOLDER = /\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z_][A-Za-z0-9_]*))?\s*\}\}/g
const KNOWN = new Set([
  'ConfirmationURL',
  'Token',
  'TokenHash',
  'SiteURL',
  'RedirectTo',
  'Email',
  'NewEmail',
  'Data',
])

function checkTemplate(name: string, body: string) {
  const rest = body.replace(PLACEHOLDER, (whole, key: string, sub: string | undefined) => {
    if (!KNOWN.has(key) || (key === 'Data') !== (sub !== undefined)) {
      throw new Error(`[auth.email.template.${name}] unsupported template expression ${whole}`)
    }
    return ''
  })
  if (rest.includes('{{')) {
    throw new Error(`[auth.email.template.${name}] only {{ .Name }} expressions are served locally`)
  }
}

/** Reads `[auth.email.template.*]` (subject + content_path) as the CLI does, from the project root. */
export function loadEmailTemplates(rawEmail: Record<string, unknown>, projectRoot: string) {
  const section = (rawEmail.template ?? {}) as Record<
    string,
    { subject?: unknown; content_path?: unknown }
  >
  const templates: EmailTemplates = {}
  for (const [name, entry] of Object.entries(section)) {
    if (!TEMPLATE_NAMES.includes(name as TemplateName)) {
      throw new Error(`[auth.email.template.${name}] is not a template the auth server sends`)
    }
    const contentPath = typeof entry.content_path === 'string' ? entry.content_path : ''
    if (!contentPath) continue
    const htmlPath = isAbsolute(contentPath) ? contentPath : join(projectRoot, contentPath)
    const html = readFileSync(htmlPath, 'utf8')
    const textPath = htmlPath.replace(/\.html?$/i, '') + '.txt'
    const text = existsSync(textPath) ? readFileSync(textPath, 'utf8') : null
    checkTemplate(name, html)
    if (text !== null) checkTemplate(name, text)
    templates[name as TemplateName] = {
      subject: typeof entry.subject === 'string' ? entry.subject : '',
      html,
      text,
    }
  }
  return templates
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&#34;')
    .replaceAll("'", '&#39;')
}

function fill(body: string, data: TemplateData, escape: (value: string) => string): string {
  return body.replace(PLACEHOLDER, (_whole, key: keyof TemplateData, sub: string | undefined) => {
    const value = key === 'Data' ? data.Data[sub!] : data[key]
    return escape(value === undefined || value === null ? '' : String(value))
  })
}

/** The HTML without tags, for a template that has no `.txt` part. */
function textOf(html: string): string {
  return html
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// Supabase's default templates (mailer/template.go), for a template config.toml does not set.
const DEFAULTS: Record<TemplateName, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    html: '<h2>Confirm your signup</h2><p>Follow this link to confirm your user:</p><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    html: '<h2>Magic Link</h2><p>Follow this link to login:</p><p><a href="{{ .ConfirmationURL }}">Log In</a></p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm Change of Email</h2><p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2><p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p><p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    html: '<h2>Confirm reauthentication</h2><p>Enter the code: {{ .Token }}</p>',
  },
}

function render(templates: EmailTemplates, name: TemplateName, to: string, data: TemplateData) {
  const own = templates[name]
  const html = own?.html ?? DEFAULTS[name].html
  return {
    to,
    subject: fill(own?.subject || DEFAULTS[name].subject, data, (value) => value),
    html: fill(html, data, escapeHtml),
    text:
      own?.text != null
        ? fill(own.text, data, (value) => value)
        : textOf(fill(html, data, escapeHtml)),
  }
}

export function renderMail(
  templates: EmailTemplates,
  kind: MailKind,
  to: string,
  link: string,
  otp: string,
  vars: {
    hash: string
    siteUrl: string
    redirectTo: string
    email: string
    newEmail: string
    data: Record<string, unknown>
  },
): MailMessage {
  return render(templates, TEMPLATE_OF[kind], to, {
    ConfirmationURL: link,
    Token: otp,
    TokenHash: vars.hash,
    SiteURL: vars.siteUrl,
    RedirectTo: vars.redirectTo,
    Email: vars.email,
    NewEmail: vars.newEmail,
    Data: vars.data,
  })
}

/** The reauthentication mail: the nonce only, no link. */
export function renderReauthenticationMail(
  templates: EmailTemplates,
  to: string,
  otp: string,
  vars: { siteUrl: string; data: Record<string, unknown> },
): MailMessage {
  return render(templates, 'reauthentication', to, {
    ConfirmationURL: '',
    Token: otp,
    TokenHash: tokenHash(to, otp),
    SiteURL: vars.siteUrl,
    RedirectTo: '',
    Email: to,
    NewEmail: '',
    Data: vars.data,
  })
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
