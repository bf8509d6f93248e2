import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'locales');

/**
 * The players' texts: one catalog per area of the app (`src/locales/<language>/<area>.po`), so a
 * screen's chunk carries its own texts and Urdu's are fetched only by a page shown in Urdu. The
 * build compiles them (@lingui/vite-plugin); a translator edits the `ur` files.
 */
export const TEXT_AREAS = readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: TEXT_AREAS.map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: [],
  })),
});
