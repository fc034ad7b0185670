/**
 * Account-security mail (issue 49), enqueued by database triggers on the auth server's tables:
 * «تم تغيير كلمة المرور» on every password write, with the one-time lock link (`secret_link`,
 * a path the outbox removes from the row once sent), and «تسجيل دخول من جهاز جديد» with the
 * device (from the session's user agent) and its address.
 */
import { escapeHtml, siteUrl } from '../mail.ts'
import { greetingName, mailHtml, str, type Template } from './layout.ts'

const riyadh = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  timeZone: 'Asia/Riyadh',
  dateStyle: 'full',
  timeStyle: 'short',
})

function when(value: string): string {
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? '' : `${riyadh.format(at)} (بتوقيت الرياض)`
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** «Chrome على Windows» from a user agent; the raw text (shortened) when it names neither. */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} على ${system}`
  if (browser || system) return (browser ?? system)!
  const raw = userAgent.trim()
  return raw && raw !== 'unknown' ? raw.slice(0, 120) : 'جهاز غير معروف'
}

export const passwordChanged: Template = (data) => {
  const path = str(data, 'secret_link')
  if (!path.startsWith('/account/lock?token=')) throw new Error('password_changed: no lock link')
  const lockLink = `${siteUrl()}${path}`
  const subject = 'تم تغيير كلمة المرور'
  const greeting = `مرحباً ${greetingName(data.name)}،`
  const changedAt = when(str(data, 'changed_at'))
  const lead = `تم تغيير كلمة مرور حسابك في سند${changedAt ? ` في ${changedAt}` : ''}، وسُجّل الخروج من أجهزتك الأخرى.`
  const ifYou = 'إن كنت أنت من غيّرها فلا حاجة لفعل شيء.'
  const ifNot =
    'إن لم تكن أنت، فاقفل حسابك الآن من الرابط التالي: يُسجَّل الخروج من كل الأجهزة ولا يمكن الدخول بعدها إلا بإعادة تعيين كلمة المرور من بريدك.'
  const expiry = 'صلاحية رابط القفل 7 أيام، ويُستخدم مرة واحدة.'
  return {
    transactional: true,
    subject,
    text: `${greeting}\n\n${lead}\n${ifYou}\n\n${ifNot}\n${lockLink}\n\n${expiry}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: [greeting, lead, ifYou, ifNot].map(escapeHtml),
      button: { label: 'لم أكن أنا: اقفل حسابي', href: lockLink },
      after: [`أو انسخ الرابط: <span dir="ltr">${escapeHtml(lockLink)}</span>`, escapeHtml(expiry)],
    }),
  }
}

export const newDeviceSignIn: Template = (data) => {
  const subject = 'تسجيل دخول إلى حسابك من جهاز جديد'
  const greeting = `مرحباً ${greetingName(data.name)}،`
  const device = describeDevice(str(data, 'device'))
  const ip = str(data, 'ip')
  const at = when(str(data, 'signed_in_at'))
  const facts = [
    `الجهاز: ${device}`,
    ip ? `العنوان (IP): ${ip}` : '',
    at ? `الوقت: ${at}` : '',
  ].filter(Boolean)
  const lead = 'سُجّل الدخول إلى حسابك في سند من جهاز لم يُستخدم معه من قبل:'
  const ifNot = `إن لم تكن أنت، فغيّر كلمة المرور الآن وسجّل الخروج من الأجهزة الأخرى من صفحة الإعدادات: ${siteUrl()}/dashboard/settings`
  return {
    transactional: true,
    subject,
    text: `${greeting}\n\n${lead}\n${facts.join('\n')}\n\n${ifNot}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: [
        escapeHtml(greeting),
        escapeHtml(lead),
        facts.map((f) => `<span dir="auto">${escapeHtml(f)}</span>`).join('<br>'),
      ],
      button: { label: 'إعدادات الأمان', href: `${siteUrl()}/dashboard/settings` },
      after: [escapeHtml('إن لم تكن أنت، فغيّر كلمة المرور وسجّل الخروج من الأجهزة الأخرى.')],
    }),
  }
}

/**
 * The current address's half of an e-mail change (send-verification-email): the new address
 * gets the `verification` mail; the change is applied only after both links are opened.
 */
export const emailChangeOld: Template = (data) => {
  const link = str(data, 'secret_link')
  if (!link) throw new Error('email_change_old: no link')
  const newEmail = str(data, 'new_email')
  const subject = 'تأكيد تغيير البريد الإلكتروني لحسابك في سند'
  const greeting = `مرحباً ${greetingName(data.name)}،`
  const lead = `طُلب تغيير البريد الإلكتروني لحسابك في سند إلى: ${newEmail}`
  const confirm =
    'إن كنت أنت من طلب ذلك فأكّده من الرابط التالي؛ لن يتغيّر البريد حتى يُفتح هذا الرابط والرابط المرسل إلى العنوان الجديد.'
  const ifNot =
    'إن لم تطلب ذلك فلا تفتح الرابط، وغيّر كلمة المرور وسجّل الخروج من الأجهزة الأخرى من صفحة الإعدادات.'
  return {
    transactional: true,
    subject,
    text: `${greeting}\n\n${lead}\n\n${confirm}\n${link}\n\n${ifNot}\n\nفريق سند`,
    html: mailHtml({
      title: subject,
      paragraphs: [
        escapeHtml(greeting),
        `${escapeHtml('طُلب تغيير البريد الإلكتروني لحسابك في سند إلى:')} <span dir="ltr">${escapeHtml(newEmail)}</span>`,
        escapeHtml(confirm),
      ],
      button: { label: 'تأكيد تغيير البريد', href: link },
      after: [`أو انسخ الرابط: <span dir="ltr">${escapeHtml(link)}</span>`, escapeHtml(ifNot)],
    }),
  }
}
