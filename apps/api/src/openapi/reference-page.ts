import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_BASE_PATH, ENDPOINTS } from '@padel/contract';

// The partner developers' reference: Scalar's API reference, its standalone bundle served from
// node_modules by the api itself, reading /openapi.json. Nothing is fetched from another host:
// the page's Content-Security-Policy allows only this origin, and Scalar's own fonts are off.

const require = createRequire(import.meta.url);

/** The path of Scalar's standalone browser bundle inside the installed package. */
export function referenceBundlePath(): string {
  const entry = require.resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

let bundle: Buffer | undefined;
export const readReferenceBundle = () => (bundle ??= readFileSync(referenceBundlePath()));

/** Only this origin; inline styles are Scalar's theme, workers and data: images its own. */
export const REFERENCE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page: the document's address and Scalar's configuration as attributes, then the bundle. */
export function renderReferencePage(title: string): string {
  const documentUrl = `${API_BASE_PATH}${ENDPOINTS['service.openApi'].path}`;
  const bundleUrl = `${API_BASE_PATH}${ENDPOINTS['service.docsScript'].path}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeAttribute(title)} reference</title>
</head>
<body>
<script id="api-reference" data-url="${documentUrl}" data-configuration="${escapeAttribute(JSON.stringify(CONFIGURATION))}"></script>
<script src="${bundleUrl}"></script>
</body>
</html>
`;
}
