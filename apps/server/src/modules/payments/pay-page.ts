import { readableOn } from '@portal/contracts/readable-on';
import { formatMinor } from '@portal/contracts/wallet';
import type { ClosedReason } from './deposit.service.ts';

/**
 * The sandbox gateway's pages: one self-contained HTML document each, styled inline and without any
 * script (the policy below forbids them), so they work wherever the portal's pages work.
 */

/** Nothing but inline style, the merchant's images, and a form posting back to this site. */
export const PAY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; form-action 'self'; " +
  "base-uri 'none'; frame-ancestors 'self'";

/** Where the player lands after paying or cancelling: the portal's deposit page. */
export const DEPOSIT_PAGE = '/?page=depositv2';

type Texts = {
  title: string;
  notice: string;
  amount: string;
  order: string;
  method: string;
  pay: string;
  cancel: string;
  back: string;
  missing: string;
  failed: string;
  closed: Record<ClosedReason, string>;
};

const TEXTS: Record<'en' | 'th', Texts> = {
  en: {
    title: 'Sandbox payment',
    notice: 'This is a test gateway: no real money is charged.',
    amount: 'Amount',
    order: 'Order number',
    method: 'Method',
    pay: 'Pay now',
    cancel: 'Cancel',
    back: 'Back to deposits',
    missing: 'This order does not exist.',
    failed: 'The payment could not be completed. Please try again.',
    closed: {
      paid: 'This order has already been paid.',
      expired: 'This order has expired. Please start a new deposit.',
      rejected: 'This order was cancelled.',
      'not-gateway': 'This order cannot be paid on this page.',
    },
  },
  th: {
    title: 'ชำระเงิน (แซนด์บ็อกซ์)',
    notice: 'นี่คือช่องทางทดสอบ ไม่มีการเรียกเก็บเงินจริง',
    amount: 'จำนวนเงิน',
    order: 'หมายเลขคำสั่ง',
    method: 'ช่องทาง',
    pay: 'ชำระเงิน',
    cancel: 'ยกเลิก',
    back: 'กลับไปหน้าฝากเงิน',
    missing: 'ไม่พบคำสั่งนี้',
    failed: 'ไม่สามารถชำระเงินได้ กรุณาลองใหม่อีกครั้ง',
    closed: {
      paid: 'คำสั่งนี้ชำระเงินแล้ว',
      expired: 'คำสั่งนี้หมดอายุแล้ว กรุณาทำรายการฝากใหม่',
      rejected: 'คำสั่งนี้ถูกยกเลิกแล้ว',
      'not-gateway': 'คำสั่งนี้ไม่สามารถชำระผ่านหน้านี้ได้',
    },
  },
};

export const textsOf = (language: string): Texts => (language === 'th' ? TEXTS.th : TEXTS.en);

export type PageBrand = { name: string; logoUrl: string; primaryColor: string; accentColor: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const html = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
/** Brand colours come from the database: only a plain hex colour reaches the style sheet. */
const color = (value: string, fallback: string) => (/^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback);
/** Only a site path or an https address is used as the logo. */
const safeImage = (url: string) => (/^(\/[^/]|https:\/\/)/.test(url) ? url : null);

function layout(brand: PageBrand, language: string, title: string, body: string): string {
  const primary = color(brand.primaryColor, '#f5b301');
  const onPrimary = readableOn(primary);
  const logo = safeImage(brand.logoUrl);
  return `<!doctype html>
<html lang="${html(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)} · ${html(brand.name)}</title>
<style>
  :root { --primary: ${primary}; --on-primary: ${onPrimary}; --ink: #1b2233; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    padding: 24px 16px; background: linear-gradient(160deg, var(--primary), #05070f 65%);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Thai", sans-serif; color: #1b2233; }
  .card { width: 100%; max-width: 420px; background: #fff; border-radius: 16px; overflow: hidden;
    box-shadow: 0 20px 50px rgba(0, 0, 0, .35); }
  .brand { display: flex; align-items: center; gap: 12px; padding: 18px 24px; background: #0f1522;
    color: #fff; font-weight: 700; font-size: 18px; letter-spacing: .02em; }
  .brand img { height: 32px; width: auto; }
  .content { padding: 24px; }
  h1 { margin: 0 0 4px; font-size: 20px; }
  .notice { margin: 0 0 20px; padding: 8px 12px; border-radius: 8px; background: #fff7e0; color: #7a5a00;
    font-size: 13px; }
  .amount { margin: 8px 0 20px; font-size: 34px; font-weight: 800; font-variant-numeric: tabular-nums;
    letter-spacing: -.01em; }
  .amount small { font-size: 16px; font-weight: 600; color: #5b6478; margin-left: 6px; }
  dl { margin: 0 0 24px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; font-size: 14px; }
  dt { color: #5b6478; }
  dd { margin: 0; text-align: right; font-weight: 600; word-break: break-all;
    font-variant-numeric: tabular-nums; }
  .message { margin: 8px 0 24px; font-size: 16px; }
  .actions { display: flex; gap: 12px; }
  button, .button { flex: 1; display: inline-block; padding: 12px 16px; border-radius: 10px;
    border: 2px solid #c9cfdb; font: inherit; font-weight: 700; text-align: center;
    text-decoration: none; cursor: pointer; }
  .pay { background: var(--primary); border-color: var(--primary); color: var(--on-primary); }
  .cancel, .button { background: #fff; color: var(--ink); }
  button:focus-visible, .button:focus-visible { outline: 3px solid #4c8dff; outline-offset: 2px; }
</style>
</head>
<body>
<main class="card">
  <header class="brand">${logo ? `<img src="${html(logo)}" alt="">` : ''}<span>${html(brand.name)}</span></header>
  <section class="content">
${body}
  </section>
</main>
</body>
</html>
`;
}

export type PayPageOrder = {
  orderNo: string;
  amount: number;
  channelName: string;
  currency: string;
};

/** The pay page: the amount, the order, and Pay or Cancel as a plain form. */
export function renderPayPage(brand: PageBrand, language: string, order: PayPageOrder): string {
  const t = textsOf(language);
  const action = `/pay/sandbox/${encodeURIComponent(order.orderNo)}`;
  return layout(
    brand,
    language,
    t.title,
    `    <h1>${html(t.title)}</h1>
    <p class="notice">${html(t.notice)}</p>
    <div class="amount">${html(formatMinor(order.amount))}<small>${html(order.currency)}</small></div>
    <dl>
      <dt>${html(t.order)}</dt><dd>${html(order.orderNo)}</dd>
      <dt>${html(t.method)}</dt><dd>${html(order.channelName)}</dd>
    </dl>
    <form method="post" action="${html(action)}" class="actions">
      <button type="submit" name="action" value="pay" class="pay">${html(t.pay)}</button>
      <button type="submit" name="action" value="cancel" class="cancel">${html(t.cancel)}</button>
    </form>`,
  );
}

/** A plain message instead of the pay page (unknown, paid, expired or failed), with a way back. */
export function renderMessagePage(
  brand: PageBrand,
  language: string,
  message: string,
  orderNo?: string,
): string {
  const t = textsOf(language);
  return layout(
    brand,
    language,
    t.title,
    `    <h1>${html(t.title)}</h1>
    <p class="message">${html(message)}</p>
    ${orderNo ? `<dl><dt>${html(t.order)}</dt><dd>${html(orderNo)}</dd></dl>` : ''}
    <div class="actions"><a class="button" href="${DEPOSIT_PAGE}">${html(t.back)}</a></div>`,
  );
}
