/**
 * The local auth server's Google test-identity page, followed as a browser would (the
 * authorize redirect, the page's form, the callback): answers the final redirect. For tests of
 * Google sign-ups through the real auth API.
 */
import { expect } from 'vitest'

export async function googleSignIn(
  authorizeUrl: string,
  identity: { name: string; email: string },
): Promise<URL> {
  const toPage = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(toPage.status).toBe(302)
  const page = await fetch(toPage.headers.get('location')!)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('lang="ar"')
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&')
  const state = /name="state" value="([^"]+)"/.exec(html)![1]!
  const form = new URLSearchParams({
    state,
    preset: 'custom',
    name: identity.name,
    email: identity.email,
    action: 'allow',
  })
  const toCallback = await fetch(action, { method: 'POST', body: form, redirect: 'manual' })
  expect(toCallback.status).toBe(302)
  const callback = await fetch(toCallback.headers.get('location')!, { redirect: 'manual' })
  expect([302, 303]).toContain(callback.status)
  return new URL(callback.headers.get('location')!)
}
