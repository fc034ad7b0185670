export function denoBinary(projectRoot: string): string
export function denoToolEnv(
  projectRoot: string,
  env?: NodeJS.ProcessEnv,
): { DENO_DIR: string; DENO_TLS_CA_STORE: string }
