/**
 * "Open in" an assistant (issue 22). Where a service starts a new chat from a query parameter the
 * filled prompt goes in the address; otherwise — or when the address would be longer than the
 * service takes — the prompt is copied and the service opened, with a toast saying so.
 *
 * The parameters, as documented by or observed in public integrations (checked while building
 * issue 22; none of them is a formal API, so a service that stops reading it still opens, empty):
 * - ChatGPT     https://chatgpt.com/?q=…                 (treyhunner.com "GPT and Claude from your URL bar", 2024;
 *                                                        patrik-martinko/addon-chatgpt-query)
 * - Claude      https://claude.ai/new?q=…                (the same post; widely used "Ask AI" links)
 * - Perplexity  https://www.perplexity.ai/search?q=…     (the same post; Perplexity's own search URL)
 * - Copilot     https://copilot.microsoft.com/?q=…       (public "Ask AI" link lists that also note Gemini and
 *                                                        DeepSeek do not take a query: "paste from clipboard")
 * - Grok        https://grok.com/?q=…                    (public "Ask AI" link lists and tests, e.g. "grokUrlPrefillsQ")
 * - Gemini      https://gemini.google.com/app            no query parameter: copy + open
 * - DeepSeek    https://chat.deepseek.com/               no query parameter: copy + open
 */
export type OpenInService =
  'chatgpt' | 'claude' | 'gemini' | 'copilot' | 'perplexity' | 'grok' | 'deepseek' | 'midjourney'

export type OpenInTarget = {
  service: OpenInService
  label: string
  href: string
  /** true: the prompt is in href; false: copy it first, then open href. */
  prefilled: boolean
  /** Why it is not prefilled: the service takes no query, or the prompt is too long for it. */
  reason: 'prefilled' | 'no-query' | 'too-long'
}

type Service = { label: string; base: string; param?: string; maxUrl?: number }

/**
 * A whole address (base + encoded prompt) is kept under 8,000 characters, below the request-line
 * limit of common front ends (8 KiB); Arabic encodes to 6 characters a letter, so about 1,300
 * letters go by address. Copilot's page is known to cut long queries: 4,000.
 */
export const DEFAULT_MAX_URL = 8000

export const services: Record<OpenInService, Service> = {
  chatgpt: { label: 'ChatGPT', base: 'https://chatgpt.com/', param: 'q' },
  claude: { label: 'Claude', base: 'https://claude.ai/new', param: 'q' },
  gemini: { label: 'Gemini', base: 'https://gemini.google.com/app' },
  copilot: {
    label: 'Microsoft Copilot',
    base: 'https://copilot.microsoft.com/',
    param: 'q',
    maxUrl: 4000,
  },
  perplexity: { label: 'Perplexity', base: 'https://www.perplexity.ai/search', param: 'q' },
  grok: { label: 'Grok', base: 'https://grok.com/', param: 'q' },
  deepseek: { label: 'DeepSeek', base: 'https://chat.deepseek.com/' },
  midjourney: { label: 'Midjourney', base: 'https://www.midjourney.com/imagine' },
}

/** The seven chat assistants every prompt offers, in this order. */
export const CHAT_SERVICES: readonly OpenInService[] = [
  'chatgpt',
  'claude',
  'gemini',
  'copilot',
  'perplexity',
  'grok',
  'deepseek',
]

export function openInTarget(service: OpenInService, text: string): OpenInTarget {
  const s = services[service]
  if (!s.param)
    return { service, label: s.label, href: s.base, prefilled: false, reason: 'no-query' }
  const href = `${s.base}?${s.param}=${encodeURIComponent(text)}`
  if (href.length > (s.maxUrl ?? DEFAULT_MAX_URL)) {
    return { service, label: s.label, href: s.base, prefilled: false, reason: 'too-long' }
  }
  return { service, label: s.label, href, prefilled: true, reason: 'prefilled' }
}

/**
 * Every chat assistant, the prompt's own platforms first (in their order), plus Midjourney for
 * a prompt written for it.
 */
export function openInTargets(platforms: readonly string[], text: string): OpenInTarget[] {
  const known = (p: string): p is OpenInService => Object.hasOwn(services, p)
  const own = platforms.filter(known)
  const order = [...new Set([...own, ...CHAT_SERVICES])]
  return order.map((service) => openInTarget(service, text))
}
