/** Spec 1 §9.4: click rate = clicked over total, as a rounded percentage (0 when there are none). */
export function clickRate(entries: readonly { user_clicked: boolean }[]): number {
  if (entries.length === 0) return 0
  const clicked = entries.filter((entry) => entry.user_clicked).length
  return Math.round((clicked / entries.length) * 100)
}
