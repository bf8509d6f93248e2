import type { Language } from '@padel/contract';

export type MailContent = {
  businessName: string;
  /** The reader's language: Urdu reads right to left. English when absent. */
  language?: Language;
  heading: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** Label/value rows shown as a small table (court, date, time, price). */
  details?: Array<[string, string]>;
  code?: string;
  action?: { label: string; url: string };
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The layout's own words, per language (translators: keep `${...}` as it is). */
const LAYOUT_TEXTS = {
  en: { yourCode: 'Your code', expires: 'It expires in 5 minutes.' },
  ur: { yourCode: 'آپ کا کوڈ', expires: 'یہ کوڈ 5 منٹ میں ختم ہو جائے گا۔' },
} as const satisfies Record<Language, { yourCode: string; expires: string }>;

/** Per language: the document's attributes and the body's font (Urdu: a Naskh face first). */
// The code stays left to right (its digits are typed as they stand) on the reading side.
const SCRIPT = {
  en: {
    html: 'lang="en"',
    body: '',
    font: 'Arial,Helvetica,sans-serif',
    lineHeight: '1.5',
    labelPadding: '4px 12px 4px 0',
    codeAttributes: '',
  },
  ur: {
    html: 'lang="ur" dir="rtl"',
    body: ' lang="ur" dir="rtl"',
    font: "'Noto Naskh Arabic','Noto Nastaliq Urdu',Tahoma,Arial,sans-serif",
    lineHeight: '1.9',
    labelPadding: '4px 0 4px 12px',
    codeAttributes: ' dir="ltr" align="right"',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Renders one mail as HTML and plain text with the venue's name, so both parts say the same. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { businessName, heading, paragraphs, details, code, action } = content;
  const language = content.language ?? 'en';
  const words = LAYOUT_TEXTS[language];
  const script = SCRIPT[language];
  const textParts = [heading, '', ...paragraphs];
  if (code) textParts.push('', `${words.yourCode}: ${code}`, words.expires);
  if (details?.length) textParts.push('', ...details.map(([label, value]) => `${label}: ${value}`));
  if (action) textParts.push('', `${action.label}: ${action.url}`);
  textParts.push('', `— ${businessName}`);

  const rows = (details ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:${script.labelPadding};color:#666">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html ${script.html}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body${script.body} style="margin:0;background:#f6f6f6;font-family:${script.font};color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#f97316;color:#fff;padding:16px 24px;font-size:20px;font-weight:700">${escapeHtml(businessName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:${script.lineHeight}">${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p${script.codeAttributes} style="font-size:32px;letter-spacing:8px;font-weight:700;margin:16px 0">${escapeHtml(code)}</p><p style="color:#666;margin:0 0 12px">${escapeHtml(words.expires)}</p>` : ''}
${rows ? `<table role="presentation" style="margin:12px 0">${rows}</table>` : ''}
${action ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#f97316;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;color:#888;font-size:12px;border-top:1px solid #eee">${escapeHtml(businessName)}</td></tr>
</table></td></tr></table></body></html>`;
  return { html, text: textParts.join('\n') };
}
