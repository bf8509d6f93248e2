// The landing page's size budget, measured from the built web app (apps/web/dist). What a phone
// downloads before the landing page can show is what its index.html asks for: the entry script
// and every chunk it imports statically, and the stylesheets those chunks carry. Vite's manifest
// (dist/.vite/manifest.json) names them; chunks loaded later (dynamic imports) are not counted.
// Sizes are gzipped at zlib's default level, as the gateway's compression sends them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Bytes, gzipped, that the landing page may load before it shows (1 KB = 1,000 bytes). The
 * JavaScript budget is the target of docs/performance.md, 110 KB, of which React DOM alone takes
 * 64: the page met it (109.1 KB) once the landing page, the players' frame and the loading and
 * error screens stopped using Mantine's components, so keep Mantine's components off them.
 */
export const LANDING_BUDGET = { js: 110_000, css: 20_000 };

/**
 * The files the landing page loads first and their gzipped sizes, from the manifest of the built
 * app in `distDir`.
 */
export function measureLandingPage(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry in the web app's manifest, found ${entries.length}.`);
  }
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names '${key}' but has no entry for it.`);
    if (js.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  const sized = (files) =>
    [...files]
      .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }))
      .sort((a, b) => b.gzip - a.gzip);
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  return { js: jsFiles, css: cssFiles, jsTotal: total(jsFiles), cssTotal: total(cssFiles) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The lines `npm run build` prints, and the totals over budget (empty when within it). */
export function checkLandingBudget(distDir, budget = LANDING_BUDGET) {
  const measured = measureLandingPage(distDir);
  const lines = ['Landing page (gzipped):'];
  for (const [kind, files, total, limit] of [
    ['JavaScript', measured.js, measured.jsTotal, budget.js],
    ['CSS', measured.css, measured.cssTotal, budget.css],
  ]) {
    const verdict = total <= limit ? 'within budget' : 'OVER BUDGET';
    lines.push(`  ${kind}: ${kb(total)} of ${kb(limit)} (${verdict})`);
    for (const file of files) lines.push(`    ${kb(file.gzip).padStart(9)}  ${file.file}`);
  }
  const over = [];
  if (measured.jsTotal > budget.js)
    over.push(`JavaScript ${kb(measured.jsTotal)} > ${kb(budget.js)}`);
  if (measured.cssTotal > budget.css) over.push(`CSS ${kb(measured.cssTotal)} > ${kb(budget.css)}`);
  return { measured, lines, over };
}
