/*
 * A moment in Arabic (Gregorian calendar, Latin digits, as src/lib/format.ts), on its own: the offline banner is
 * in the app's entry, which must not pull every formatter of format.ts with it.
 */
const timeOfDay = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  hour: 'numeric',
  minute: '2-digit',
})
const dayAndTime = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
})

/** A moment earlier today as its time ("10:42 ص"), another day with its date ("28 نوفمبر، …"). */
export function formatMoment(at: number | Date, now: Date = new Date()): string {
  const date = new Date(at)
  return date.toDateString() === now.toDateString()
    ? timeOfDay.format(date)
    : dayAndTime.format(date)
}
