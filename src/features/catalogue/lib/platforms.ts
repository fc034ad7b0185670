const platformNames: Record<string, string> = {
  chatgpt: 'ChatGPT',
  gemini: 'Gemini',
  midjourney: 'Midjourney',
  claude: 'Claude',
}

/** The platform's (Latin) brand name, as users search for it. */
export function platformName(id: string): string {
  return platformNames[id] ?? id
}
