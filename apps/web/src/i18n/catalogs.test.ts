import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

// Every players' text is in both languages: the catalogs' ids are the same in English and Urdu,
// no Urdu text is empty, and every id a screen asks for (`t('area.id')`) exists.
const src = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(src, 'locales');
const po = formatter({ explicitIdAsDefault: true });

async function readCatalog(language: string, area: string): Promise<Record<string, string>> {
  const file = path.join(localesDir, language, `${area}.po`);
  const catalog = await po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(
    Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  );
}

const areas = readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the players’ texts', () => {
  it('has the same areas in English and Urdu', () => {
    const urdu = readdirSync(path.join(localesDir, 'ur')).filter((file) => file.endsWith('.po'));
    expect(urdu.sort()).toEqual(areas.map((area) => `${area}.po`).sort());
  });

  it.each(areas)('%s: every English text has an Urdu one, and no other', async (area) => {
    const english = await readCatalog('en', area);
    const urdu = await readCatalog('ur', area);
    expect(Object.keys(urdu).sort()).toEqual(Object.keys(english).sort());
    const untranslated = Object.entries(urdu).filter(([, text]) => text.trim() === '');
    expect(untranslated.map(([id]) => id)).toEqual([]);
    const emptyEnglish = Object.entries(english).filter(([, text]) => text.trim() === '');
    expect(emptyEnglish.map(([id]) => id)).toEqual([]);
  });

  it('has a text for every id the screens ask for', async () => {
    const known = new Set<string>();
    for (const area of areas)
      for (const id of Object.keys(await readCatalog('en', area))) known.add(id);
    const asked = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w-]*\.[\w./-]+)'/g)].map(
        (match) => `${match[1]} (${path.relative(src, file)})`,
      ),
    );
    const unknown = asked.filter((entry) => !known.has(entry.split(' ')[0]!));
    expect(unknown).toEqual([]);
  });
});
