// @vitest-environment node
/**
 * The ZATCA phase-1 QR encoder is SQL (private.zatca_qr in migration 20261125170000, so the
 * invoice row holds its QR). This runs that very function, cut from the migration between its
 * markers, in PGlite against the worked example of ZATCA's "QR code creation" guideline
 * (QRCodeCreation.pdf: Bobs Records, 310122393500003, 2022-04-25T15:30:00Z, 1000.00, 150.00).
 */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import migration from '../../supabase/migrations/20261125170000_tax_invoices.sql?raw'
const encoder = /-- zatca-qr:begin\n([\s\S]*?)-- zatca-qr:end/.exec(migration)?.[1] ?? ''

const ZATCA_EXAMPLE =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA=='

let db: PGlite

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const utf8 = new TextEncoder()

beforeAll(async () => {
  db = new PGlite()
  await db.exec(`create schema private;\n${encoder}`)
}, 60_000)
afterAll(async () => {
  await db?.close()
})

async function qr(seller: string, vat: string, at: string, total: string, tax: string) {
  const { rows } = await db.query<{ qr: string }>(
    'select private.zatca_qr($1, $2, $3, $4, $5) as qr',
    [seller, vat, at, total, tax],
  )
  return rows[0]!.qr
}

describe('ZATCA phase-1 QR (private.zatca_qr)', () => {
  it('finds the encoder in the migration', () => {
    expect(encoder).toContain('function private.zatca_qr')
  })

  it("reproduces ZATCA's worked example byte for byte", async () => {
    const encoded = await qr(
      'Bobs Records',
      '310122393500003',
      '2022-04-25T15:30:00Z',
      '1000.00',
      '150.00',
    )
    expect(encoded).toBe(ZATCA_EXAMPLE)
    expect(bytesOf(encoded)).toEqual(bytesOf(ZATCA_EXAMPLE))
  })

  it('measures an Arabic name in UTF-8 bytes, not characters, on one line', async () => {
    const seller = 'مؤسسة سند للتقنية المحدودة لخدمات الذكاء الاصطناعي والاشتراكات الرقمية'
    const encoded = await qr(seller, '300000000000003', '2026-11-25T17:00:00Z', '57.00', '7.43')
    expect(encoded).not.toContain('\n')
    const bytes = bytesOf(encoded)
    expect(bytes[0]).toBe(1)
    expect(bytes[1]).toBe(utf8.encode(seller).length)
    expect(new TextDecoder().decode(bytes.subarray(2, 2 + bytes[1]!))).toBe(seller)
    const tags: number[] = []
    for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) tags.push(bytes[at]!)
    expect(tags).toEqual([1, 2, 3, 4, 5])
  })

  it('refuses a field longer than one length byte can say', async () => {
    await expect(
      qr('س'.repeat(200), '300000000000003', '2026-11-25T17:00:00Z', '1.00', '0.13'),
    ).rejects.toThrow(/255 bytes/)
  })
})
