// Deno as the local stack and `npm test` run it: the binary of the `deno` devDependency, its cache
// and the certificate authorities it trusts (plain JavaScript so scripts/ can import it too).
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** The Deno binary of the `deno` npm package (its platform package ships it); DENO_BIN overrides. */
export function denoBinary(projectRoot) {
  if (process.env.DENO_BIN) return process.env.DENO_BIN
  const require = createRequire(join(projectRoot, 'package.json'))
  return require('deno/install_api.cjs').runInstall()
}

/**
 * DENO_DIR (npm downloads, type-check cache) under .local/, and the system's certificate
 * authorities besides Deno's built-in ones: a machine that reaches the npm registry through its
 * own authority (this workplace does) has it in the system store, as the shell's tools do.
 */
export function denoToolEnv(projectRoot, env = process.env) {
  return {
    DENO_DIR: env.DENO_DIR || join(projectRoot, '.local', 'deno'),
    DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE ?? 'mozilla,system',
  }
}
