/**
 * The hosted pages of the Tap sandbox: the card form a charge's `transaction.url` opens (Arabic,
 * right-to-left, as Tap shows it with `lang_code: ar`) and the page for a finished charge.
 * Plain HTML with inline styles, no scripts: the form posts back to the sandbox.
 */
import { currencyDecimals } from '../../functions/_shared/tap-hash.ts'
import type { TapCharge } from './tap.ts'

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

// Latin digits, like the app that sends the payer here (docs/decisions.md «Digits»).
export function formatMoney(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency)
  try {
    return new Intl.NumberFormat('ar-SA-u-nu-latn', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount)
  } catch {
    return `${amount.toFixed(decimals)} ${currency}`
  }
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "IBM Plex Sans Arabic", "Segoe UI", Tahoma, sans-serif;
         background: #eef1f5; color: #1d2433; }
  header { background: #1d2433; color: #fff; padding: 14px 20px; display: flex;
           justify-content: space-between; align-items: center; }
  header strong { font-size: 18px; letter-spacing: .5px; }
  .badge { background: #f5b301; color: #1d2433; border-radius: 999px; padding: 2px 10px; font-size: 12px; }
  main { max-width: 440px; margin: 28px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 14px; box-shadow: 0 6px 24px rgba(29,36,51,.08); padding: 22px; }
  .amount { font-size: 30px; font-weight: 700; margin: 4px 0 2px; }
  .muted { color: #6b7486; font-size: 14px; }
  label { display: block; font-size: 14px; margin: 14px 0 6px; }
  input { width: 100%; padding: 11px 12px; border: 1px solid #c9d0dc; border-radius: 9px; font-size: 16px;
          direction: ltr; text-align: left; }
  input:focus { outline: 3px solid #9cc3ff; border-color: #2f6fde; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 9px; font-size: 16px; cursor: pointer; margin-top: 14px; }
  .pay { background: #2ace00; color: #0d2600; font-weight: 700; }
  .cancel { background: transparent; color: #b42318; border: 1px solid #f1b4ae; }
  details { margin-top: 18px; font-size: 13px; }
  table { width: 100%; border-collapse: collapse; direction: ltr; }
  td, th { border-bottom: 1px solid #e5e8ee; padding: 4px; text-align: left; }
  .status { font-size: 22px; font-weight: 700; margin: 6px 0; }
  a.button { display: block; text-align: center; text-decoration: none; background: #1d2433; color: #fff;
             padding: 12px; border-radius: 9px; margin-top: 16px; }
`

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><strong>Tap</strong><span class="badge">بيئة اختبار محلية</span></header>
<main>${body}</main>
</body>
</html>`
}

export function checkoutPage(charge: TapCharge): string {
  const amount = formatMoney(charge.amount, charge.currency)
  const action = `/sandbox/tap/checkout/${encodeURIComponent(charge.id)}`
  return layout(
    `الدفع ${amount}`,
    `<div class="card">
  <div class="muted">المبلغ المطلوب</div>
  <div class="amount" data-testid="amount">${escapeHtml(amount)}</div>
  <div class="muted" data-testid="description">${escapeHtml(charge.description || 'عملية دفع')}</div>
  <form method="post" action="${escapeHtml(action)}" autocomplete="off">
    <label for="name">الاسم على البطاقة</label>
    <input id="name" name="name" autocomplete="cc-name" value="">
    <label for="card_number">رقم البطاقة</label>
    <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"
           placeholder="4508 7500 1574 1019" required pattern="[0-9 ]{12,23}">
    <div class="row">
      <div>
        <label for="expiry">تاريخ الانتهاء (شهر/سنة)</label>
        <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="01/39"
               required pattern="[0-9]{2}/[0-9]{2}">
      </div>
      <div>
        <label for="cvv">رمز التحقق (CVV)</label>
        <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="100"
               required pattern="[0-9]{3,4}">
      </div>
    </div>
    <button class="pay" type="submit" name="action" value="pay">ادفع ${escapeHtml(amount)}</button>
    <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>إلغاء والعودة إلى المتجر</button>
  </form>
  <details>
    <summary>بطاقات الاختبار</summary>
    <p class="muted">النتيجة يحددها تاريخ الانتهاء: 01/39 مقبولة، 05/22 مرفوضة، 04/27 بطاقة منتهية،
    08/28 انتهاء المهلة، 01/37 و 02/37 فشل، 05/37 حالة غير معروفة. رمز التحقق 102 يرفض العملية.</p>
    <table>
      <tr><th>Card</th><th>Number</th></tr>
      <tr><td>VISA</td><td>4508750015741019</td></tr>
      <tr><td>MasterCard</td><td>5123450000000008</td></tr>
      <tr><td>mada</td><td>4464040000000007</td></tr>
      <tr><td>AMEX</td><td>345678901234564</td></tr>
    </table>
  </details>
</div>`,
  )
}

const STATUS_AR: Record<string, string> = {
  CAPTURED: 'تمت عملية الدفع بنجاح',
  DECLINED: 'رُفضت عملية الدفع',
  FAILED: 'فشلت عملية الدفع',
  CANCELLED: 'أُلغيت عملية الدفع',
  ABANDONED: 'انتهت صلاحية عملية الدفع',
  TIMEDOUT: 'انتهت مهلة عملية الدفع',
  UNKNOWN: 'حالة عملية الدفع غير معروفة',
}

export function resultPage(charge: TapCharge | null): string {
  if (!charge) {
    return layout(
      'عملية غير موجودة',
      `<div class="card"><div class="status">عملية الدفع غير موجودة</div>
<p class="muted">تحقق من الرابط أو ابدأ عملية دفع جديدة من المتجر.</p></div>`,
    )
  }
  const back = new URL(charge.redirect.url)
  back.searchParams.set('tap_id', charge.id)
  return layout(
    STATUS_AR[charge.status] ?? charge.status,
    `<div class="card">
  <div class="status" data-status="${escapeHtml(charge.status)}">${escapeHtml(STATUS_AR[charge.status] ?? charge.status)}</div>
  <div class="muted">${escapeHtml(formatMoney(charge.amount, charge.currency))} · ${escapeHtml(charge.id)}</div>
  <a class="button" href="${escapeHtml(back.href)}">العودة إلى المتجر</a>
</div>`,
  )
}
