/**
 * The chat assistant's rules that do not need a runtime: reading the automation webhook's answer
 * (spec 1 §7.4), the words of a question used to find suggestions, which suggestions a tier may
 * open (spec 1 §6) and the answer composed from the catalogue when no webhook is configured.
 * Pure TypeScript, imported by the `chat` edge function and by the unit tests.
 */

/** Spec 1 §7.4: the text used when the webhook's answer has none ('your message was received, thank you'). */
export const CHAT_FALLBACK_ANSWER = 'تم استلام رسالتك، شكراً لك'

/** Longest message the function accepts (characters, after trimming). */
export const CHAT_MAX_MESSAGE_LENGTH = 2000

/** Spec 1 §9.4: suggestion cards show 6 by default and 3 in the chat. */
export const SUGGESTION_LIMIT_DEFAULT = 6
export const SUGGESTION_LIMIT_CHAT = 3

export type ProductType = 'prompt' | 'assistant' | 'tool' | 'template'
export const PRODUCT_TYPES: readonly ProductType[] = ['prompt', 'assistant', 'tool', 'template']

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/**
 * The answer text of the webhook (spec 1 §7.4): a list whose first item has `output`, or an
 * object with `response` or `message`; anything else gives the fallback text.
 */
export function parseChatAnswer(data: unknown): string {
  if (Array.isArray(data)) {
    const first: unknown = data[0]
    if (first && typeof first === 'object') {
      const output = textOf((first as Record<string, unknown>).output)
      if (output) return output
    }
    return CHAT_FALLBACK_ANSWER
  }
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>
    return textOf(record.response) ?? textOf(record.message) ?? CHAT_FALLBACK_ANSWER
  }
  return CHAT_FALLBACK_ANSWER
}

/** Folding used only to compare with the stop words (the database folds the search words itself). */
function fold(word: string): string {
  return word
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
}

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
    'او',
    'مع',
    'لي',
    'انا',
    'اريد',
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
    'شي',
    'شيء',
    'بعض',
    'كل',
    'ساعدني',
    'اعطني',
    'اقترح',
    'استخدم',
    'الفرق',
    'بين',
    'لماذا',
    'متى',
    'اين',
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
    'is',
    'i',
    'me',
    'need',
    'want',
  ].map(fold),
)

/**
 * Search words of a question, in the user's spelling (the database folds them like its search
 * columns): split on anything but letters and digits, the article and its attached prepositions
 * dropped from longer words, stop words and one-letter words left out, at most 8. A longer word
 * that may carry a one-letter preposition (لتصميم) or the plural ending (شعارات) also brings the
 * shorter form, since the substring search cannot find "تصميم" or "شعار" from the longer one.
 */
export function questionWords(question: string): string[] {
  const words: string[] = []
  const add = (word: string) => {
    if (words.length < 8 && !words.some((seen) => fold(seen) === fold(word))) words.push(word)
  }
  for (const raw of question.split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue
    const word = raw.length > 4 ? raw.replace(/^(?:وال|بال|فال|كال|لل|ال)/, '') : raw
    if (word.length < 2 || STOPWORDS.has(fold(word)) || STOPWORDS.has(fold(raw))) continue
    add(word)
    if (word.length >= 5 && /^[لبكوف]/.test(word)) add(word.slice(1))
    if (word.length >= 6 && word.endsWith('ات')) add(word.slice(0, -2))
  }
  return words
}

/** Plan slugs in rank order (ARCHITECTURE §3: "full"/"complete" are premium's display names). */
export const TIERS = ['trial', 'basic', 'advanced', 'premium', 'lifetime'] as const
export type Tier = (typeof TIERS)[number]

export function toTier(value: unknown): Tier {
  if (value === 'full' || value === 'complete') return 'premium'
  return (TIERS as readonly unknown[]).includes(value) ? (value as Tier) : 'trial'
}

/** The user-area section where each kind of product lives. */
export type Section = 'dashboard' | 'prompt-cards' | 'gpt-assistants'

export function sectionOf(type: ProductType): Section {
  if (type === 'prompt') return 'prompt-cards'
  if (type === 'assistant') return 'gpt-assistants'
  return 'dashboard'
}

/**
 * Spec 1 §6: on /dashboard always available; on prompt-cards available unless the tier is
 * trial; on gpt-assistants available only for premium or lifetime.
 */
export function isAvailableInSection(tier: Tier, section: Section): boolean {
  if (section === 'prompt-cards') return tier !== 'trial'
  if (section === 'gpt-assistants') return tier === 'premium' || tier === 'lifetime'
  return true
}

/**
 * A suggestion is offered as available when the section rule allows the tier and the item's
 * own required plan (checked by the database: `locked`) is within the user's plan, so a card
 * never leads to a page that refuses it.
 */
export function isSuggestionAvailable(tier: Tier, type: ProductType, locked: boolean): boolean {
  return !locked && isAvailableInSection(tier, sectionOf(type))
}

const TYPE_LABELS: Record<ProductType, string> = {
  prompt: 'أوامر جاهزة',
  assistant: 'مساعدو GPT',
  tool: 'أدوات الذكاء الاصطناعي',
  template: 'قوالب الأتمتة',
}

/**
 * The answer when no webhook is configured: what the catalogue holds for the question, grouped
 * by kind, or a hint when nothing matched.
 */
export function composeCatalogueAnswer(
  message: string,
  matches: readonly { type: ProductType; title: string }[],
): string {
  if (questionWords(message).length === 0) {
    return 'أهلًا بك في سند! اسألني عن أمر جاهز أو مساعد GPT أو أداة ذكاء اصطناعي تناسب عملك، مثل: «أوامر لكتابة محتوى تسويقي» أو «أداة لتصميم الشعارات».'
  }
  if (matches.length === 0) {
    return `لم أجد في مكتبة سند نتيجة تطابق «${message.trim().slice(0, 80)}». جرّب كلمات أخرى مثل: تسويق، كتابة محتوى، برمجة، تصميم، أو تصفّح الأوامر حسب الفئة من لوحة التحكم.`
  }
  const sections = PRODUCT_TYPES.map((type) => {
    const titles = matches.filter((match) => match.type === type).map((match) => match.title)
    return titles.length
      ? `${TYPE_LABELS[type]}:\n${titles
          .slice(0, 3)
          .map((title) => `• ${title}`)
          .join('\n')}`
      : ''
  }).filter(Boolean)
  return `إليك أقرب ما وجدته في مكتبة سند لسؤالك:\n\n${sections.join('\n\n')}`
}
