/*
 * Zod compiles object parsers with `new Function()` unless it runs jitless. The
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids that, and zod's own probe
 * for it is reported as a violation. src/main.tsx imports this first, before anything parses.
 *
 * Zod 4 keeps its global config on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and
 * reuses an existing object: setting the flag there, rather than importing `config` from zod,
 * keeps zod out of the entry chunk of the marketing pages. tests/e2e/security-headers.spec.ts
 * fails with an `eval` violation if this stops working.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig ??= {}
scope.__zod_globalConfig.jitless = true
