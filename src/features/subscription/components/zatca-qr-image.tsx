import { useMemo } from 'react'
import qrcode from 'qrcode-generator'

/**
 * Draws the ZATCA QR the database encoded (the invoice row's base64 TLV); nothing is encoded
 * here but the QR symbol itself.
 */
export function ZatcaQrImage({ payload, size = 148 }: { payload: string; size?: number }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(payload, 'Byte')
    qr.make()
    return qr.createDataURL(4, 2)
  }, [payload])
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt="رمز الاستجابة السريعة للفاتورة (هيئة الزكاة والضريبة والجمارك)"
      data-testid="zatca-qr"
      style={{ imageRendering: 'pixelated' }}
    />
  )
}
