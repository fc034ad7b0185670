/*
 * A moment in Arabic (Gregorian calendar, Latin digits, as src/lib/format.ts), on its own: the offline banner is
 * in the app's entry, which must not pull every formatter of format.ts with it.
 */
/*
 * Built on the first use (format.ts's onFirstUse, which this module does not import): made when
 * the module loaded, they cost the signed-in library ~20 ms of its main thread before its first
 * paint (issue 51).
 */
let formats: { timeOfDay: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat } | undefined
function momentFormats() {
  return (formats ??= {
    timeOfDay: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
      hour: 'numeric',
      minute: '2-digit',
    }),
    dayAndTime: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    }),
  })
}

/** A moment earlier today as its time ("10:42 ص"), another day with its date ("28 نوفمبر، …"). */
export function formatMoment(at: number | Date, now: Date = new Date()): string {
  const date = new Date(at)
  const { timeOfDay, dayAndTime } = momentFormats()
  return date.toDateString() === now.toDateString()
    ? timeOfDay.format(date)
    : dayAndTime.format(date)
}
