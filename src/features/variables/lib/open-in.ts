/**
 * "Open in" links per platform. ChatGPT and Claude accept the prompt in the address (`q`);
 * Gemini and Midjourney do not, so the prompt is copied first and pasted there.
 */
export type OpenInTarget = { platform: string; label: string; href: string; prefilled: boolean }

const MAX_PREFILL = 4000

const targets: Record<string, { label: string; base: string; param?: string }> = {
  chatgpt: { label: 'ChatGPT', base: 'https://chatgpt.com/', param: 'q' },
  claude: { label: 'Claude', base: 'https://claude.ai/new', param: 'q' },
  gemini: { label: 'Gemini', base: 'https://gemini.google.com/app' },
  midjourney: { label: 'Midjourney', base: 'https://www.midjourney.com/imagine' },
}

export function openInTargets(platforms: readonly string[], text: string): OpenInTarget[] {
  return platforms.flatMap((platform) => {
    const target = targets[platform]
    if (!target) return []
    const prefilled = Boolean(target.param) && text.length <= MAX_PREFILL
    const href = prefilled
      ? `${target.base}?${target.param}=${encodeURIComponent(text)}`
      : target.base
    return [{ platform, label: target.label, href, prefilled }]
  })
}
