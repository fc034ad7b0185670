/**
 * A newsletter issue's body (issue 49) is plain text: paragraphs split by a blank line, line
 * breaks kept inside them. One rule for the mail (`mail-templates/newsletter.ts`) and the admin's
 * preview (src/features/admin), so the preview shows what recipients get. No imports: the app
 * bundles this file too.
 */
export function newsletterParagraphs(body: string): string[] {
  return body
    .replaceAll('\r\n', '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
}
