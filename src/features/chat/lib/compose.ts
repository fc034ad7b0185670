/** Spec 1 §5.4: empty or whitespace-only messages are not sent. */
export function isSendable(text: string): boolean {
  return text.trim() !== ''
}

/**
 * Spec 1 §2.13: Enter sends, Shift+Enter adds a line. Enter while an input method is composing
 * (Arabic keyboards on some systems) confirms the composition and must not send.
 */
export function shouldSendOnKey(event: {
  key: string
  shiftKey: boolean
  isComposing?: boolean
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing
}
