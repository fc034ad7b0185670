/**
 * The JWT keys of the local stack, as GoTrue holds them (internal/conf/jwk.go): a JWK array in
 * the Supabase CLI's `signing_keys_path` format, the key whose `key_ops` include "sign" signs
 * access tokens with its `kid` in the header, every asymmetric key's public part is published at
 * `/auth/v1/.well-known/jwks.json` (internal/api/jwks.go), and the legacy HS256 secret keeps
 * verifying the anon/service_role keys and any token without a `kid`.
 *
 * Keys are turned into KeyObjects with node:crypto synchronously: no WebCrypto import on the
 * start path, so the stack starts as fast as before.
 */
import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { decodeProtectedHeader, jwtVerify, type JWTPayload, type JWTVerifyOptions } from 'jose'
import { JWT_SECRET, loadProjectConfig } from './config.ts'

const SECRET = new TextEncoder().encode(JWT_SECRET)

/** What GoTrue's JWKS answers for one key: the public JWK, `use` sig and `key_ops` verify. */
export interface PublicJwk {
  kty: string
  kid: string
  alg: string
  use: 'sig'
  key_ops: ['verify']
  [member: string]: unknown
}

export interface SigningKey {
  kid: string
  alg: string
  key: KeyObject
}

export interface KeySet {
  signing: SigningKey
  jwks: PublicJwk[]
}

interface FileJwk extends JsonWebKey {
  kid?: string
  alg?: string
  key_ops?: string[]
}

/** Members of a public JWK per key type (RFC 7518 §6); the private ones are never copied. */
const PUBLIC_MEMBERS: Record<string, string[]> = {
  EC: ['crv', 'x', 'y'],
  RSA: ['n', 'e'],
  OKP: ['crv', 'x'],
}

function publicJwk(jwk: FileJwk, kid: string, alg: string): PublicJwk {
  const members = PUBLIC_MEMBERS[jwk.kty ?? '']
  if (!members) throw new Error(`signing key ${kid}: unsupported kty "${jwk.kty}"`)
  const out: PublicJwk = { kty: jwk.kty!, kid, alg, use: 'sig', key_ops: ['verify'] }
  for (const member of members) out[member] = jwk[member as keyof JsonWebKey]
  return out
}

/** Reads and checks a signing-keys file; throws with the file's name when it cannot be used. */
export function loadKeySet(path: string): KeySet {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`[auth] cannot read signing keys ${path}: ${(error as Error).message}`)
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw new Error(`[auth] signing keys ${path}: expected a non-empty JWK array`)
  }
  let signing: SigningKey | undefined
  const jwks: PublicJwk[] = []
  for (const jwk of parsed as FileJwk[]) {
    if (!jwk.kid || !jwk.alg)
      throw new Error(`[auth] signing keys ${path}: every key needs kid and alg`)
    // HMAC keys are never published (jwks.go: "don't expose hmac jwk in endpoint").
    if (jwk.kty === 'oct') continue
    const pub = publicJwk(jwk, jwk.kid, jwk.alg)
    jwks.push(pub)
    const canSign = jwk.d !== undefined && (jwk.key_ops ?? ['sign']).includes('sign')
    // GetSigningJwk: the first private key whose key_ops include "sign" signs.
    if (canSign && !signing) {
      signing = { kid: jwk.kid, alg: jwk.alg, key: createPrivateKey({ key: jwk, format: 'jwk' }) }
    }
    registerPublicKey(pub)
  }
  if (!signing) throw new Error(`[auth] signing keys ${path}: no signing key detected`)
  return { signing, jwks }
}

/**
 * Public keys by kid, for every service of every stack in this process. Kids are UUIDs, so two
 * stacks with different key files never resolve each other's kid to the wrong key.
 */
const publicKeys = new Map<string, { alg: string; key: KeyObject }>()

function registerPublicKey(jwk: PublicJwk) {
  if (publicKeys.has(jwk.kid)) return
  publicKeys.set(jwk.kid, {
    alg: jwk.alg,
    key: createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
  })
}

/**
 * A verifier with no auth server in its process (a functions runner started on its own, as
 * tests do) still knows the project's keys: those of supabase/config.toml, loaded on the first
 * kid it has not seen.
 */
let projectKeysLoaded = false
function publicKeyOf(kid: string) {
  if (!publicKeys.has(kid) && !projectKeysLoaded) {
    projectKeysLoaded = true
    loadKeySet(loadProjectConfig().auth.signing_keys_path)
  }
  return publicKeys.get(kid)
}

/** The key set each auth server (by its issuer URL) signs with. */
const keySets = new Map<string, KeySet>()

export function useKeySet(issuer: string, path: string): KeySet {
  const set = loadKeySet(path)
  keySets.set(issuer, set)
  return set
}

export function keySetOf(issuer: string): KeySet {
  const set = keySets.get(issuer)
  if (!set) throw new Error(`[auth] no signing keys loaded for ${issuer}`)
  return set
}

/**
 * Verifies a JWT as GoTrue's parseJWTClaims does: a `kid` names one of the published keys (its
 * own algorithm only), no `kid` with alg HS256 means the legacy secret, anything else fails.
 */
export async function verifyWithKeys(
  token: string,
  options: Omit<JWTVerifyOptions, 'algorithms'> = {},
): Promise<JWTPayload> {
  const header = decodeProtectedHeader(token)
  if (typeof header.kid === 'string') {
    const found = publicKeyOf(header.kid)
    if (found) {
      return (await jwtVerify(token, found.key, { ...options, algorithms: [found.alg] })).payload
    }
  }
  if (header.alg === 'HS256') {
    return (await jwtVerify(token, SECRET, { ...options, algorithms: ['HS256'] })).payload
  }
  throw new Error(`unrecognized JWT kid ${String(header.kid)} for algorithm ${String(header.alg)}`)
}
