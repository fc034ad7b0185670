/**
 * Chat responder sandbox (`/sandbox/chat`): the default automation webhook of the chat assistant
 * (spec 1 §7.4: POST `{message, user_id, timestamp}`, answer `[{"output": "..."}]`). It answers in
 * Arabic from the product's own catalogue: published prompts, GPT assistants and AI tools whose
 * titles or descriptions share words with the question. The catalogue tables are discovered at
 * request time, so the responder works (with a generic answer) before they exist.
 */
import type { ServiceFactory, StackContext } from '../context.ts'
import type { Db } from '../db/index.ts'

export const CHAT_PREFIX = '/sandbox/chat'

interface Source {
  table: string
  label: string
  titles: string[]
  texts: string[]
}

const SOURCES: Source[] = [
  {
    table: 'prompts',
    label: 'أوامر جاهزة',
    titles: ['title_ar', 'title', 'name'],
    texts: ['title_en', 'description_ar', 'description', 'tags'],
  },
  {
    table: 'gpt_assistants',
    label: 'مساعدو GPT',
    titles: ['name', 'title_ar', 'title'],
    texts: ['name_en', 'description', 'description_ar'],
  },
  {
    table: 'ai_tools',
    label: 'أدوات الذكاء الاصطناعي',
    titles: ['name', 'title_ar', 'title'],
    texts: ['name_en', 'category', 'description', 'description_ar'],
  },
]

const STOPWORDS = new Set(
  [
    'ما',
    'ماذا',
    'كيف',
    'هل',
    'في',
    'من',
    'على',
    'عن',
    'الى',
    'إلى',
    'او',
    'أو',
    'و',
    'مع',
    'لي',
    'انا',
    'أنا',
    'اريد',
    'أريد',
    'ابحث',
    'ابغى',
    'ابي',
    'عندكم',
    'هناك',
    'يوجد',
    'هذا',
    'هذه',
    'ذلك',
    'التي',
    'الذي',
    'لا',
    'نعم',
    'ممكن',
    'افضل',
    'أفضل',
    'شي',
    'شيء',
    'بعض',
    'كل',
    'ساعدني',
    'اوامر',
    'امر',
    'ادوات',
    'اداه',
    'the',
    'a',
    'an',
    'for',
    'to',
    'of',
    'and',
    'or',
    'in',
    'on',
    'with',
    'how',
    'what',
    'i',
    'me',
    'need',
    'want',
  ].map(normalizeArabic),
)
const GREETINGS = new Set(
  ['مرحبا', 'السلام', 'سلام', 'اهلا', 'أهلا', 'هلا', 'hello', 'hi', 'صباح', 'مساء'].map(
    normalizeArabic,
  ),
)

/** The same folding the catalogue's search uses: no tashkeel/tatweel, one alef, ة->ه, ى->ي. */
export function normalizeArabic(text: string): string {
  return text
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
}

/** Search words of a question: normalised, stop words and the article/conjunction prefixes dropped. */
export function questionWords(question: string): string[] {
  const words = normalizeArabic(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 4 ? word.replace(/^(?:وال|بال|فال|كال|لل|ال)/, '') : word))
    .filter((word) => word.length >= 2 && !STOPWORDS.has(word))
  return [...new Set(words)].slice(0, 12)
}

const SQL_FOLD = (expression: string) =>
  `translate(lower(regexp_replace(${expression}, '[\u064B-\u065F\u0670\u0640]', '', 'g')), 'أإآٱةىؤئ', 'ااااهيوي')`

interface Match {
  label: string
  title: string
  score: number
}

async function columnsOf(db: Db, table: string): Promise<Map<string, string> | null> {
  const exists = await db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [
    `public.${table}`,
  ])
  if (!exists.rows[0]?.ok) return null
  const { rows } = await db.query<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns
      where table_schema = 'public' and table_name = $1`,
    [table],
  )
  return new Map(rows.map((row) => [row.column_name, row.data_type]))
}

async function searchSource(db: Db, source: Source, words: string[]): Promise<Match[]> {
  const columns = await columnsOf(db, source.table)
  if (!columns) return []
  const titles = source.titles.filter((name) => columns.has(name))
  if (!titles.length) return []
  const asText = (name: string) =>
    columns.get(name) === 'ARRAY' ? `array_to_string("${name}", ' ')` : `"${name}"::text`
  const title = `coalesce(${titles.map(asText).join(', ')})`
  const haystack = `concat_ws(' ', ${[...titles, ...source.texts.filter((name) => columns.has(name))].map(asText).join(', ')})`
  const published = columns.has('is_published') ? 'and is_published' : ''
  const { rows } = await db.query<{ title: string; haystack: string }>(
    `select ${title} as title, ${SQL_FOLD(haystack)} as haystack
       from public."${source.table}"
      where ${SQL_FOLD(haystack)} like any($1::text[]) ${published}
      limit 200`,
    [words.map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)],
  )
  return rows
    .map((row) => {
      const foldedTitle = normalizeArabic(row.title ?? '')
      const score = words.reduce(
        (total, word) =>
          total + (foldedTitle.includes(word) ? 3 : 0) + (row.haystack.includes(word) ? 1 : 0),
        0,
      )
      return { label: source.label, title: row.title, score }
    })
    .filter((match) => match.title && match.score > 0)
}

export async function answerQuestion(db: Db, message: string): Promise<string> {
  const words = questionWords(message)
  if (!words.length || words.every((word) => GREETINGS.has(word))) {
    return 'أهلًا بك في سند! اسألني عن أمر جاهز أو مساعد GPT أو أداة ذكاء اصطناعي تناسب عملك، مثل: «أوامر لكتابة محتوى تسويقي» أو «أداة لتصميم الشعارات».'
  }
  const matches: Match[] = []
  for (const source of SOURCES) {
    try {
      matches.push(...(await searchSource(db, source, words)))
    } catch (error) {
      // A catalogue table with an unexpected shape must not break the chat: answer without it.
      console.warn(`[sandbox chat] ${source.table} not searchable: ${(error as Error).message}`)
    }
  }
  if (!matches.length) {
    return `لم أجد في مكتبة سند نتيجة تطابق «${message.trim().slice(0, 80)}». جرّب كلمات أخرى مثل: تسويق، كتابة محتوى، برمجة، تصميم، أو تصفّح الأوامر حسب الفئة من لوحة التحكم.`
  }
  const sections = SOURCES.map((source) => {
    const best = matches
      .filter((match) => match.label === source.label)
      .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, 'ar'))
      .slice(0, 3)
    return best.length
      ? `${source.label}:\n${best.map((match) => `• ${match.title}`).join('\n')}`
      : ''
  }).filter(Boolean)
  return `إليك أقرب ما وجدته في مكتبة سند لسؤالك:\n\n${sections.join('\n\n')}\n\nابحث عن الاسم في المكتبة لتفتح التفاصيل.`
}

export function createChatResponder(ctx: Pick<StackContext, 'db'>) {
  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.slice(CHAT_PREFIX.length)
    if (path !== '' && path !== '/') return Response.json({ message: 'Not found' }, { status: 404 })
    if (request.method !== 'POST') {
      return Response.json({ message: 'Use POST {message, user_id, timestamp}' }, { status: 405 })
    }
    let body: Record<string, unknown>
    try {
      body = (await request.json()) as Record<string, unknown>
    } catch {
      return Response.json({ message: 'Body must be JSON' }, { status: 400 })
    }
    const message = typeof body?.message === 'string' ? body.message : ''
    if (!message.trim()) {
      return Response.json({ message: '`message` is required' }, { status: 400 })
    }
    const output = await answerQuestion(ctx.db, message.slice(0, 2000))
    return Response.json([{ output }])
  }
  return { handle }
}

export const chatResponderService: ServiceFactory = async (ctx) => {
  const responder = createChatResponder(ctx)
  return [{ name: 'sandbox chat', prefix: CHAT_PREFIX, handle: responder.handle }]
}
