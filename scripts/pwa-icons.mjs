// The installable app's icons (issue 48), drawn from the logo (public/favicon.svg) by the same
// Chromium the end-to-end tests use, and committed under public/icons/:
// - icon-192.png, icon-512.png: the logo as it is (purpose "any");
// - maskable-512.png: the logo inside the maskable safe zone (the middle 80% circle), on the
//   theme's background, which a launcher may crop to any shape.
//   node scripts/pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const svg = readFileSync('public/favicon.svg', 'utf8')
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
const out = join('public', 'icons')
mkdirSync(out, { recursive: true })

const icons = [
  { file: 'icon-192.png', size: 192, logo: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, logo: 1, background: 'transparent' },
  // 0.6 of the side: the logo's corners stay inside the safe circle (radius 0.4 of the side).
  { file: 'maskable-512.png', size: 512, logo: 0.6, background: '#0b1020' },
  { file: 'apple-touch-icon-180.png', size: 180, logo: 0.8, background: '#0b1020' },
]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  const page = await browser.newPage()
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    const side = Math.round(icon.size * icon.logo)
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;` +
        `place-items:center;background:${icon.background}">` +
        `<img src="${dataUrl}" width="${side}" height="${side}"></body></html>`,
    )
    await page.screenshot({
      path: join(out, icon.file),
      omitBackground: icon.background === 'transparent',
    })
    console.log(`${join(out, icon.file)} ${icon.size}x${icon.size}`)
  }
} finally {
  await browser.close()
}
