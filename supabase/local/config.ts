/**
 * Constants and settings of the local stack. The keys and secret are the ones `supabase start`
 * prints, so any client configured for the Supabase CLI's local stack works against ours unchanged.
 */
import { readFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'smol-toml'

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SUPABASE_DIR = join(PROJECT_ROOT, 'supabase')

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/**
 * The ES256 key the stack signs user access tokens with when config.toml names no
 * `[auth] signing_keys_path`, as the Supabase CLI's local stack signs with its built-in default
 * key. A committed, local-only secret: never configure it on a hosted project.
 */
export const DEV_SIGNING_KEYS_PATH = join(SUPABASE_DIR, 'local', 'auth', 'dev-signing-keys.json')

export const DEFAULT_API_PORT = 54321
export const DEFAULT_DB_PORT = 54322

/** The parts of supabase/config.toml the local stack honours (same keys as the Supabase CLI). */
export interface ProjectConfig {
  auth: {
    site_url: string
    additional_redirect_urls: string[]
    jwt_expiry: number
    /** Absolute path of the JWK array access tokens are signed with (the CLI's file format). */
    signing_keys_path: string
    enable_signup: boolean
    enable_refresh_token_rotation: boolean
    refresh_token_reuse_interval: number
    minimum_password_length: number
    password_requirements: string
    email: {
      enable_signup: boolean
      enable_confirmations: boolean
      double_confirm_changes: boolean
    }
    rate_limit: Record<string, number>
    hook: Record<string, { enabled?: boolean; uri?: string }>
    external: Record<string, { enabled?: boolean; client_id?: string; secret?: string }>
  }
  functions: Record<string, { verify_jwt?: boolean }>
  raw: Record<string, unknown>
  /** The CLI's workdir (the folder holding `supabase/`): `content_path`s are relative to it. */
  project_root: string
}

export function loadProjectConfig(path = join(SUPABASE_DIR, 'config.toml')): ProjectConfig {
  const raw = existsSync(path) ? (parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {}
  const auth = (raw.auth ?? {}) as Record<string, unknown>
  const email = (auth.email ?? {}) as Record<string, unknown>
  return {
    auth: {
      site_url: String(auth.site_url ?? 'http://127.0.0.1:5173'),
      additional_redirect_urls: (auth.additional_redirect_urls as string[]) ?? [],
      jwt_expiry: Number(auth.jwt_expiry ?? 3600),
      // Relative to the supabase directory, as the CLI resolves it.
      signing_keys_path: auth.signing_keys_path
        ? resolve(dirname(path), String(auth.signing_keys_path))
        : DEV_SIGNING_KEYS_PATH,
      enable_signup: auth.enable_signup !== false,
      enable_refresh_token_rotation: auth.enable_refresh_token_rotation !== false,
      refresh_token_reuse_interval: Number(auth.refresh_token_reuse_interval ?? 10),
      minimum_password_length: Number(auth.minimum_password_length ?? 6),
      password_requirements: String(auth.password_requirements ?? ''),
      email: {
        // `auth.email.enabled` (CLI 3); the older `enable_signup` is still read.
        enable_signup: (email.enabled ?? email.enable_signup) !== false,
        enable_confirmations: email.enable_confirmations === true,
        double_confirm_changes: email.double_confirm_changes !== false,
      },
      rate_limit: (auth.rate_limit as Record<string, number>) ?? {},
      hook: (auth.hook as ProjectConfig['auth']['hook']) ?? {},
      external: (auth.external as ProjectConfig['auth']['external']) ?? {},
    },
    functions: (raw.functions as ProjectConfig['functions']) ?? {},
    raw,
    project_root: dirname(dirname(resolve(path))),
  }
}
