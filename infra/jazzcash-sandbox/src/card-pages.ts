// The pages the browser sees between the merchant's form and its return URL. Small, plain HTML
// with no assets, readable on a phone.

const PAGE_TITLE = 'JazzCash Sandbox';
export const DECIDE_PATH = '/CustomerPortal/transactionmanagement/merchantform/decide';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const rupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2 });

/** pp_Amount (paisa) as the page shows it: 'Rs. 2,500'. */
export function formatRupees(amountPaisa: number): string {
  return `Rs. ${rupees.format(amountPaisa / 100)}`;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    background:#f4f4f6;color:#1d1d24;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
  main{width:100%;max-width:420px;margin:16px;background:#fff;border-radius:14px;
    box-shadow:0 2px 14px rgba(0,0,0,.08);padding:24px}
  header{display:flex;align-items:center;justify-content:space-between;margin-bottom:20px}
  h1{font-size:1.15rem;margin:0;color:#c8102e}
  .badge{font-size:.72rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;
    background:#ffd200;color:#1d1d24;border-radius:999px;padding:3px 10px}
  .amount{font-size:2rem;font-weight:700;margin:4px 0 16px}
  dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:.92rem}
  dt{color:#6b6b76}dd{margin:0;word-break:break-word}
  .buttons{display:grid;gap:10px}
  button{font:inherit;font-weight:600;border-radius:10px;padding:13px;border:1px solid transparent;cursor:pointer}
  #pay,#continue{background:#c8102e;color:#fff}
  #decline{background:#fff;color:#1d1d24;border-color:#c9c9d1}
  .notice{border-radius:10px;padding:12px;margin-bottom:18px;background:#fdecee;color:#8a0c20}
  p.muted{color:#6b6b76;font-size:.85rem;margin:18px 0 0}
`;

function renderDocument(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${PAGE_TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><h1>${PAGE_TITLE}</h1><span class="badge">Test mode</span></header>
${body}
</main>
</body>
</html>`;
}

function renderHiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

export type PaymentPage = {
  txnRefNo: string;
  amountPaisa: number;
  description: string;
  billReference: string;
  merchantId: string;
};

/** The card page: what is being paid, and Pay or Decline. */
export function renderPaymentPage(payment: PaymentPage): string {
  return renderDocument(`
<div class="amount" id="amount">${escapeHtml(formatRupees(payment.amountPaisa))}</div>
<dl>
<dt>For</dt><dd id="description">${escapeHtml(payment.description)}</dd>
<dt>Reference</dt><dd id="bill-reference">${escapeHtml(payment.billReference)}</dd>
<dt>Transaction</dt><dd id="txn-ref-no">${escapeHtml(payment.txnRefNo)}</dd>
<dt>Merchant</dt><dd>${escapeHtml(payment.merchantId)}</dd>
</dl>
<form method="post" action="${DECIDE_PATH}" class="buttons">
<input type="hidden" name="txnRefNo" value="${escapeHtml(payment.txnRefNo)}">
<button type="submit" name="choice" value="pay" id="pay">Pay</button>
<button type="submit" name="choice" value="decline" id="decline">Decline</button>
</form>
<p class="muted">This is JazzCash's sandbox: no card is charged and no money moves.</p>`);
}

export type ReturnPage = {
  heading: string;
  /**
   * Why the request was refused (bad hash, credentials, expiry...). The page then waits for
   * the button so a developer can read it; otherwise it submits itself.
   */
  problem?: string;
  returnUrl: string;
  fields: Record<string, string>;
};

/**
 * Sends the browser back to the merchant with the signed answer. The visible Continue button
 * is for browsers without JavaScript and for refusals.
 */
export function renderReturnPage(page: ReturnPage): string {
  const problem = page.problem
    ? `<div class="notice" role="alert" id="problem">${escapeHtml(page.problem)}</div>`
    : '';
  const autoSubmit = page.problem
    ? ''
    : `<script>document.getElementById('return-form').submit();</script>`;
  return renderDocument(`
${problem}
<p>${escapeHtml(page.heading)}</p>
<form method="post" action="${escapeHtml(page.returnUrl)}" id="return-form" class="buttons">
${renderHiddenInputs(page.fields)}
<button type="submit" id="continue">${page.problem ? 'Return to merchant' : 'Continue'}</button>
</form>
${autoSubmit}`);
}

/** A dead end: nothing to send back (no usable return URL, unknown or finished transaction). */
export function renderNoticePage(message: string): string {
  return renderDocument(`<div class="notice" role="alert">${escapeHtml(message)}</div>
<p class="muted">Close this page and start the payment again from the merchant's site.</p>`);
}

export type HomePage = { testMobileNumbers: Record<string, string> };

/** GET /: what this server is, and the wallet numbers that steer it. */
export function renderHomePage(page: HomePage): string {
  const rows = Object.entries(page.testMobileNumbers)
    .map(([outcome, number]) => `<dt>${escapeHtml(number)}</dt><dd>${escapeHtml(outcome)}</dd>`)
    .join('\n');
  return renderDocument(`<p>A stand-in for JazzCash's payment page and APIs, for development and tests.</p>
<dl>${rows}</dl>
<p class="muted">Any other wallet number is charged successfully.</p>`);
}
