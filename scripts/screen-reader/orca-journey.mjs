// The keyboard journey of tests/e2e/keyboard.spec.ts read by Orca (issue 50): run through
// scripts/screen-reader/orca-pass.sh, which gives it a private D-Bus session. It starts a virtual
// display (Xvfb) with a window manager (openbox: Chromium fires its accessibility focus events only
// in an active window), the AT-SPI bus, Orca with a silent speech module (speech-dispatcher's
// `dummy`: with no sound card espeak blocks Orca's first utterance) and Chromium on the app, then
// presses keys with xdotool and reads what Orca said from its debug log ("SPEECH OUTPUT" lines).
// Each step presses a key until Orca speaks what the step waits for (as keyboard.spec's keyTo
// waits for the focus), so the transcript is also a check: a name Orca never speaks fails the run.
import { spawn, execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import { option } from '../lib.mjs'

globalThis.WebSocket ??= WebSocket

const args = process.argv.slice(2)
const APP = option(args, '--app', 'http://127.0.0.1:5173')
const API = option(args, '--api', 'http://127.0.0.1:54321')
const DISPLAY = option(args, '--display', ':57')
const OUT = resolve(option(args, '--out', join('.local', 'screen-reader')))
const PROMPT = 'خطة تسويقية لمدة 90 يوماً'
const PASSWORD = 'Session-Passw0rd!'

const home = join(OUT, 'home')
const orcaLog = join(OUT, 'orca-debug.log')
rmSync(home, { recursive: true, force: true })
mkdirSync(join(home, '.config', 'speech-dispatcher'), { recursive: true })
rmSync(orcaLog, { force: true })
writeFileSync(
  join(home, '.config', 'speech-dispatcher', 'speechd.conf'),
  'AddModule "dummy" "sd_dummy" ""\nDefaultModule dummy\nAudioOutputMethod "alsa"\n',
)
// There is no sound card: ALSA's null device, or the module refuses to start.
writeFileSync(join(home, '.asoundrc'), 'pcm.!default { type null }\nctl.!default { type null }\n')
// Orca's defaults but braille (no display here) and key echo (the transcript names the keys).
const prefs = join(home, 'orca')
mkdirSync(prefs)
writeFileSync(
  join(prefs, 'user-settings.conf'),
  JSON.stringify({
    general: { enableBraille: false, enableKeyEcho: false, activeProfile: ['Default', 'default'] },
    profiles: { default: { profile: ['Default', 'default'] } },
    pronunciations: {},
    keybindings: {},
  }),
)
// Orca's debug file is block-buffered: line-buffered, the log is read while Orca speaks.
writeFileSync(
  join(prefs, 'orca-customizations.py'),
  'from orca import debug\nif debug.debugFile:\n    debug.debugFile.reconfigure(line_buffering=True)\n',
)
// No translate bar, password bubble or sign-in promotion: each is a window Orca would read.
const chromeProfile = join(home, 'chromium')
mkdirSync(join(chromeProfile, 'Default'), { recursive: true })
writeFileSync(
  join(chromeProfile, 'Default', 'Preferences'),
  JSON.stringify({
    translate: { enabled: false },
    intl: { accept_languages: 'ar,en' },
    credentials_enable_service: false,
    profile: { password_manager_enabled: false },
    signin: { allowed: false },
  }),
)

const env = {
  ...process.env,
  HOME: home,
  DISPLAY,
  GTK_MODULES: 'gail:atk-bridge',
  // No Arabic locale is installed (speech-dispatcher refuses to start on one it cannot set);
  // Chromium's --lang=ar gives the browser's own strings in Arabic.
  LANG: 'C.UTF-8',
}
const children = []
function start(command, commandArgs) {
  const child = spawn(command, commandArgs, { env, stdio: 'ignore' })
  children.push(child)
  return child
}
/**
 * Ends what this run started: its children, and the speech server Orca spawned (a daemon, found
 * by the pid file in this run's home). SIGTERM first: the AT-SPI launcher then ends its bus.
 */
async function stop() {
  const speechd = join(home, '.cache', 'speech-dispatcher', 'pid', 'speech-dispatcher.pid')
  if (existsSync(speechd)) {
    try {
      process.kill(Number(readFileSync(speechd, 'utf8').trim()), 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  for (const child of running.reverse()) child.kill('SIGTERM')
  await sleep(1_500)
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
async function until(what, test, timeout = 30_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await test()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** What Orca has said: the "SPEECH OUTPUT" lines of its debug log, in order. */
function utterances() {
  if (!existsSync(orcaLog)) return []
  const said = []
  for (const line of readFileSync(orcaLog, 'utf8').split('\n')) {
    // `SPEECH OUTPUT: 'text'`, then the voice's name and its settings when Orca names them.
    const match = /^\S+ - SPEECH OUTPUT: '(.*?)'(?: voice=\S+)?(?:\{.*\})?\s*$/.exec(line)
    if (match) said.push(match[1])
  }
  return said
}

/**
 * What Orca says from `from` on: waits until it said `expected` (then a moment more for the rest of
 * the burst), or, with no expectation, until it said something and then nothing for a moment (a
 * focus change is read as several utterances in a burst). A quiet period is the only end an
 * outside listener can see; it bounds the transcript, never the checks.
 */
async function heard(from, expected, timeout = 20_000) {
  let seen = from
  let quietSince = Date.now()
  const deadline = Date.now() + timeout
  for (;;) {
    const said = utterances()
    const fresh = said.slice(from)
    if (expected && fresh.some((u) => expected.test(u))) {
      await sleep(600)
      return { said: utterances().slice(from), missed: false }
    }
    if (said.length !== seen) {
      seen = said.length
      quietSince = Date.now()
    } else if (!expected && fresh.length > 0 && Date.now() - quietSince > 1_000) {
      return { said: fresh, missed: false }
    }
    if (Date.now() > deadline) return { said: fresh, missed: Boolean(expected) }
    await sleep(100)
  }
}

const transcript = []
const missed = []
let step = ''
function record(keys, said, expected, miss) {
  transcript.push({ step, keys, said, missed: miss ? expected : null })
  if (miss) missed.push(`${step}: ${keys} — not said: ${expected}`)
  console.log(`[${step}] ${keys}: ${said.join(' | ')}${miss ? `  ✗ not said: ${expected}` : ''}`)
}

function xdotool(...commandArgs) {
  execFileSync('xdotool', commandArgs, { env })
}

/**
 * Presses `key` and records what Orca said; with `expected`, waits for it and records a miss (the
 * run then fails) when Orca never says it.
 */
async function press(key, expected, timeout) {
  const from = utterances().length
  xdotool('key', '--clearmodifiers', key)
  const { said, missed: miss } = await heard(from, expected, timeout)
  record(key, said, expected, miss)
  return said
}

/** Records what Orca says without a key (a page that loads, a toast), waiting for `expected`. */
async function listen(label, expected, timeout = 6_000) {
  const { said, missed: miss } = await heard(utterances().length, expected, timeout)
  if (said.length > 0 || miss) record(label, said, expected, miss)
  return said
}

/** Presses `key` until Orca says `name` (keyboard.spec's keyTo, by ear). */
async function keyTo(name, key = 'Tab', max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    const said = await press(key)
    if (said.some((u) => name.test(u))) return said
  }
  throw new Error(`${key} never reached ${name}`)
}

/** Types `text`; with `expected`, waits for Orca to say it (a count a search announces). */
async function type(text, expected) {
  const from = utterances().length
  // Slowly: xdotool types Arabic through a remapped key, and dropped letters at 40 ms a key.
  xdotool('type', '--delay', '150', text)
  const { said, missed: miss } = await heard(from, expected ?? null, expected ? 15_000 : 2_000)
  record(`type «${text}»`, said, expected, miss)
}

// The user of the journey: made through the auth admin API, verified, as the e2e fixtures do.
const service = createClient(API, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
})
const email = `reader-${randomUUID().slice(0, 8)}@example.test`
const created = await service.auth.admin.createUser({
  email,
  password: PASSWORD,
  email_confirm: true,
  user_metadata: { full_name: 'مستخدم قارئ الشاشة' },
})
if (created.error) throw created.error
const verified = await service
  .from('profiles')
  .update({ email_verification_status: 'verified' })
  .eq('id', created.data.user.id)
if (verified.error) throw verified.error

try {
  start('Xvfb', [DISPLAY, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'])
  await until('the display', () => {
    try {
      xdotool('getdisplaygeometry')
      return true
    } catch {
      return false
    }
  })
  start('openbox', [])
  start('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'])
  const orca = start('orca', [`--user-prefs=${prefs}`, `--debug-file=${orcaLog}`])
  await until('Orca', () => utterances().includes('Screen reader on.'), 60_000).catch((error) => {
    // Orca's fault handler writes every thread's stack to its debug log: where it hangs.
    orca.kill('SIGABRT')
    throw error
  })
  const version = execFileSync('orca', ['--version'], { env }).toString().trim()
  const chromiumVersion = execFileSync('/usr/bin/chromium', ['--version']).toString().trim()

  step = 'تسجيل الدخول'
  const fromLoad = utterances().length
  start('/usr/bin/chromium', [
    '--no-sandbox',
    // No infobar about --no-sandbox (root needs it): Orca read it on every wrap of the Tab order.
    '--test-type',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-sync',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-features=Translate',
    '--password-store=basic',
    '--force-renderer-accessibility',
    '--lang=ar',
    `--user-data-dir=${chromeProfile}`,
    '--window-size=1280,880',
    `--app=${APP}/login`,
  ])
  record('(open /login)', (await heard(fromLoad, /^Page has /, 90_000)).said)
  const window = await until('the window', () => {
    try {
      return execFileSync('xdotool', ['search', '--onlyvisible', '--class', 'chromium'], { env })
        .toString()
        .trim()
        .split('\n')[0]
    } catch {
      return ''
    }
  })
  // openbox may still be starting on a loaded machine ("does not support _NET_ACTIVE_WINDOW").
  await until('the window manager', () => {
    try {
      xdotool('windowactivate', '--sync', window)
      return true
    } catch {
      return false
    }
  })

  // The page's structure by Orca's quick keys in browse mode: H headings, M landmarks.
  // Where Orca's caret starts after the load varies: H until the h1 (it wraps).
  await keyTo(/تسجيل الدخول heading level 1/, 'h', 6)
  await press('m')
  await keyTo(/البريد الإلكتروني أو اسم المستخدم/)
  await type(email)
  await keyTo(/كلمة المرور/)
  await type(PASSWORD)
  // Signing in loads the app's page: Orca reads the welcome toast (a polite live region).
  await press('Return', /تم تسجيل الدخول بنجاح/, 30_000)

  step = 'لوحة التحكم'
  await listen('(the dashboard loads)')
  await press('h', /لوحة التحكم heading level 1/)
  await press('m')
  await press('m')
  await keyTo(/الأوامر الذكية/)

  step = 'المكتبة والبحث'
  // A new page of the app (no reload): Orca reads its h1, where the focus went.
  await press('Return', /الأوامر الذكية heading level 1/)
  await listen('(the library loads)')
  await keyTo(/ابحث في الأوامر/)
  // The number of results is announced once the search has answered («109 أوامر»).
  await type('خطة تسويقية', /\d+ (أوامر|أمراً|أمر)/)
  // A native select since issue 51: the arrow keys change it in place (Chromium on Linux and
  // Windows), and Orca reads each option chosen.
  await keyTo(/التصنيف/)
  await keyTo(/التسويق/, 'Down', 20)
  await keyTo(new RegExp(PROMPT))

  step = 'الأمر ومتغيراته'
  await press('Return', new RegExp(`${PROMPT} heading level 1`))
  await listen('(the prompt loads)')
  // Copy before filling: copied with the gaps named (a warning toast, read).
  await keyTo(/نسخ الأمر/)
  await press('Return', /متغيرات لم تُملأ/)
  await listen('…')
  await keyTo(/اسم الشركة/)
  await type('شركة الأفق')
  await keyTo(/المنتج/)
  await type('القهوة المختصة')
  await keyTo(/الجمهور المستهدف/)
  await type('رواد الأعمال')

  step = 'النسخ'
  await keyTo(/نسخ الأمر/)
  await press('Return', /^تم نسخ الأمر$/)
  await listen('…')

  step = 'المفضلة'
  await keyTo(/المفضلة/, 'shift+Tab')
  await press('space', /أُضيف إلى المفضلة/)
  await listen('…')

  step = 'تغيير الخطة'
  await keyTo(/الاشتراك/)
  await press('Return', /إدارة الاشتراك heading level 1/)
  await listen('(the subscription page loads)')
  await keyTo(/tab|علامة تبويب/)
  await keyTo(/الخطط المتاحة/, 'Left', 6)
  await keyTo(/اختيار باقة الأساسية/)
  await press('Return', /تأكيد تغيير الخطة/)
  await press('Tab')
  await press('Escape')
  if (missed.length > 0) process.exitCode = 1

  writeTranscript({ version, chromiumVersion, ok: true })
} catch (error) {
  writeTranscript({ ok: false, error })
  console.error(error)
  process.exitCode = 1
} finally {
  await stop()
}

function writeTranscript({ version = '', chromiumVersion = '', ok, error }) {
  const lines = [
    `# Orca pass of the keyboard journey`,
    '',
    `${version} · ${chromiumVersion} · ${APP} · ${new Date().toISOString()}`,
    ok ? '' : `\n**Stopped:** ${String(error?.message ?? error)}\n`,
    missed.length
      ? `\n**Not said (${missed.length}):**\n\n${missed.map((m) => `- ${m}`).join('\n')}\n`
      : '',
  ]
  let current = ''
  for (const entry of transcript) {
    if (entry.step !== current) {
      current = entry.step
      lines.push('', `## ${current}`, '')
    }
    const said = entry.said.map((u) => `«${u}»`).join(' ') || '(nothing)'
    const miss = entry.missed ? ` — **not said: \`${entry.missed}\`**` : ''
    lines.push(`- \`${entry.keys}\` → ${said}${miss}`)
  }
  const file = join(OUT, 'orca-transcript.md')
  writeFileSync(file, lines.join('\n') + '\n')
  console.log(`transcript: ${file}`)
}
