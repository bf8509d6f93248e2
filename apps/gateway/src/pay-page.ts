import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';

// The JazzCash card page is reached by a browser form POST of signed fields. The fields stay
// inside a sealed (encrypted, signed) short-lived link, and this page turns them into the post.

export const PAY_LINK_TTL_S = 30 * 60;

const ZPayLinkData = z.object({
  bookingId: z.string(),
  postUrl: z.url(),
  formData: z.record(z.string(), z.string()),
});
export type PayLinkData = z.infer<typeof ZPayLinkData>;

export async function sealPayLink(secret: string, data: PayLinkData): Promise<string> {
  const token = await sealData(data, { password: secret, ttl: PAY_LINK_TTL_S });
  return `/pay/${encodeURIComponent(data.bookingId)}?t=${encodeURIComponent(token)}`;
}

/** The link's data, or undefined when it was tampered with, has expired, or names another booking. */
export async function openPayLink(
  secret: string,
  bookingId: string,
  token: string,
): Promise<PayLinkData | undefined> {
  try {
    const data = ZPayLinkData.safeParse(
      await unsealData(token, { password: secret, ttl: PAY_LINK_TTL_S }),
    );
    return data.success && data.data.bookingId === bookingId ? data.data : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderPayPage(data: PayLinkData): string {
  const fields = Object.entries(data.formData)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Redirecting to JazzCash</title>
<style>body{font-family:system-ui,Arial,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;background:#fff7ed;color:#222}
main{text-align:center;padding:24px}button{background:#f97316;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer}</style>
</head><body><main>
<h1 style="font-size:20px">Taking you to JazzCash to pay…</h1>
<form id="jazzcash-form" method="post" action="${escapeHtml(data.postUrl)}">
${fields}
<p>If nothing happens, press the button.</p>
<button type="submit">Continue to JazzCash</button>
</form>
</main>
<script src="/pay/auto-submit.js"></script>
</body></html>`;
}

export const AUTO_SUBMIT_SCRIPT = "document.getElementById('jazzcash-form').submit();\n";
