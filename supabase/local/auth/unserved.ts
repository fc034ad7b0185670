/**
 * The answers GoTrue gives for features that are off, for the features the local stack never
 * serves: SAML SSO (middleware.go requireSAMLEnabled), manual identity linking
 * (requireManualLinkingEnabled), web3 sign-in (web3.go Web3Grant), the id_token grant for
 * providers that are not enabled (token_oidc.go getProvider) and phone sign-up / OTP / password
 * sign-in (signup.go, otp.go, token.go) with the phone provider off.
 */
import { decodeJwt } from 'jose'
import type { Queryable } from '../db/index.ts'
import { ApiError, OAuthError, badRequest, notFound, unprocessable, validation } from './errors.ts'
import type { AuthSettings } from './settings.ts'
import { validatePhone } from './validate.ts'

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A route of a disabled feature: its error, and whether GoTrue authenticates the caller first. */
export interface DisabledRoute {
  error: ApiError
  authenticated: boolean
}

const samlDisabled = () => notFound('saml_provider_disabled', 'SAML 2.0 is disabled')

/** api.go's routes behind requireSAMLEnabled and requireManualLinkingEnabled. */
export function disabledRoute(method: string, path: string): DisabledRoute | undefined {
  const key = `${method} ${path}`
  if (['POST /sso', 'GET /sso/saml/metadata', 'POST /sso/saml/acs'].includes(key)) {
    return { error: samlDisabled(), authenticated: false }
  }
  // /user/identities sits inside the /user group, which runs requireAuthentication first.
  if (key === 'GET /user/identities/authorize' || /^DELETE \/user\/identities\/[^/]+$/.test(key)) {
    return {
      error: notFound('manual_linking_disabled', 'Manual linking is disabled'),
      authenticated: true,
    }
  }
  return undefined
}

/** The id_token grant's fixed-issuer providers, in getProvider's switch order. */
const ID_TOKEN_PROVIDERS = [
  { name: 'apple', issuer: 'https://appleid.apple.com' },
  { name: 'google', issuer: 'https://accounts.google.com' },
  { name: 'azure', issuer: '' },
  { name: 'facebook', issuer: 'https://www.facebook.com' },
  { name: 'keycloak', issuer: '' },
  { name: 'kakao', issuer: 'https://kauth.kakao.com' },
  { name: 'vercel_marketplace', issuer: 'https://marketplace.vercel.com' },
]
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/

/** provider.DetectAzureIDTokenIssuer: the unverified token's `iss`, when it is Azure's. */
function azureIssuer(idToken: string): string | undefined {
  try {
    const iss = decodeJwt(idToken).iss
    return iss && AZURE_ISSUER.test(iss) ? iss : undefined
  } catch {
    return undefined
  }
}

function providerDisabled(issuer: string) {
  return badRequest(
    'provider_disabled',
    `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
  )
}

/**
 * `POST /token?grant_type=id_token|web3`. Every provider but Google is off locally; an enabled
 * Google would make GoTrue fetch Google's keys, which the stack cannot, so any token is refused
 * the way GoTrue refuses one that does not verify.
 */
export function unservedGrant(
  settings: AuthSettings,
  grantType: string | null,
  body: Record<string, unknown>,
): ApiError | undefined {
  if (grantType === 'web3') {
    return unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
  }
  if (grantType !== 'id_token') return undefined
  const idToken = str(body.id_token)
  const provider = str(body.provider)
  const issuer = str(body.issuer)
  if (!idToken) return new OAuthError('invalid request', 'id_token required')
  if (!provider && (!str(body.client_id) || !issuer)) {
    return new OAuthError('invalid request', 'provider or client_id and issuer required')
  }
  const known = ID_TOKEN_PROVIDERS.find(
    (p) =>
      p.name === provider ||
      (p.issuer && p.issuer === issuer) ||
      (p.name === 'azure' && AZURE_ISSUER.test(issuer)),
  )
  if (!known) return validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`)
  if (known.name === 'google' && settings.googleEnabled) {
    return new OAuthError('invalid request', 'Bad ID token')
  }
  if (known.name === 'azure') {
    const detected = AZURE_ISSUER.test(issuer) ? issuer : azureIssuer(idToken)
    if (!detected) return validation('Unable to detect issuer in ID token for Azure provider')
    return providerDisabled(detected)
  }
  return providerDisabled(known.issuer)
}

/** signup.go with a phone: the password checks come first (done by the caller), then this. */
export function phoneSignupRefusal(email: string): ApiError {
  if (email) {
    return validation('Only an email address or phone number should be provided on signup.')
  }
  return badRequest('phone_provider_disabled', 'Phone signups are disabled')
}

/** token.go ResourceOwnerPasswordGrant with a phone. */
export function phoneLoginRefusal(email: string): ApiError {
  if (email) {
    return unprocessable(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  return unprocessable('phone_provider_disabled', 'Phone logins are disabled')
}

/**
 * otp.go with a phone: OtpParams.Validate, shouldCreateUser (create_user false and no user with
 * that number: otp_disabled), then SmsOtp's provider check.
 */
export async function phoneOtpRefusal(
  q: Queryable,
  body: Record<string, unknown>,
): Promise<ApiError> {
  if (str(body.email)) {
    return validation('Only an email address or phone number should be provided')
  }
  if (body.create_user === false) {
    const phone = validatePhone(str(body.phone))
    const { rows } = await q.query('select 1 from auth.users where phone = $1 limit 1', [phone])
    if (!rows.length) return unprocessable('otp_disabled', 'Signups not allowed for otp')
  }
  return badRequest('phone_provider_disabled', 'Unsupported phone provider')
}
