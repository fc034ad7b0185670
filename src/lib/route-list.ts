/**
 * The path strings of a table of paths (`paths`, `accountPaths`, `companyPaths`), in their order,
 * patterns with `:params` included and builder functions left out. The host's SPA fallback
 * (vite.config.ts) and the accessibility spec (tests/e2e/a11y.spec.ts) read the product's routes
 * through it, so neither keeps a copy of the list.
 */
export function pathsIn(table: unknown): string[] {
  const out: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(table)
  return out
}
