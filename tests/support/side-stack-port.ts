/**
 * The port of a second stack a test starts beside the run's own (another config.toml, a restart).
 * npm test runs the PGlite and the native Postgres integration runs side by side, each with its
 * own LOCAL_STACK_PORT (24331 and 24351): a fixed port made the two runs' copies of one file meet
 * (EADDRINUSE). Offsets 5 to 15 stay clear of each run's own ports (API and wire port) and of the
 * other run's.
 */
export function sideStackPort(offset: number): number {
  if (offset < 5 || offset > 15) throw new Error(`side stack offset out of range: ${offset}`)
  return Number(process.env.LOCAL_STACK_PORT ?? 24331) + offset
}
