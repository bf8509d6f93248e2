import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Language } from './languages';

/**
 * One area's texts (src/locales/<language>/<area>.po): English comes with the area's code, so an
 * English page never waits for them; Urdu is fetched when a page first shows the area in Urdu.
 */
export type TextArea = {
  name: string;
  en: Messages;
  ur: () => Promise<{ messages: Messages }>;
};

export function defineTexts(
  name: string,
  en: Messages,
  ur: () => Promise<{ messages: Messages }>,
): TextArea {
  return { name, en, ur };
}

/**
 * Per i18n instance (a page, or one server render): the areas loaded in each language and the
 * areas it has shown (to fetch before it switches language). Kept on the instance itself:
 * `useLingui()` hands out a new proxy of it after every change (a load is one), so the proxy's
 * identity cannot key them.
 */
const AREAS = Symbol('text areas');
type TrackedI18n = I18n & {
  [AREAS]?: { loads: Map<string, Promise<void> | true>; shown: Set<TextArea> };
};

function areasOf(i18n: I18n) {
  const tracked = i18n as TrackedI18n;
  tracked[AREAS] ??= { loads: new Map(), shown: new Set() };
  return tracked[AREAS];
}

function loads(i18n: I18n): Map<string, Promise<void> | true> {
  return areasOf(i18n).loads;
}

/** Loads an area's texts in a language: at once in English, a fetch in Urdu. */
export function loadTexts(i18n: I18n, area: TextArea, language: Language): Promise<void> | true {
  const map = loads(i18n);
  const key = `${language}:${area.name}`;
  const known = map.get(key);
  if (known) return known;
  if (language === 'en') {
    i18n.load('en', area.en);
    map.set(key, true);
    return true;
  }
  const pending = area.ur().then(({ messages }) => {
    i18n.load(language, messages);
    map.set(key, true);
  });
  map.set(key, pending);
  return pending;
}

/** Every area this page has shown, in `language`: what a switch waits for before it shows. */
export async function loadShownTexts(i18n: I18n, language: Language): Promise<void> {
  const areas = [...areasOf(i18n).shown];
  await Promise.all(areas.map(async (area) => loadTexts(i18n, area, language)));
}

/** A promise React reads as already fulfilled (its `status`), so `use` never suspends on it. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * The texts of an area in the page's language. A screen shown in Urdu before its texts have
 * arrived waits for them (Suspense), as it waits for its code.
 */
export function useTexts(area: TextArea): Translate {
  const { i18n } = useLingui();
  areasOf(i18n).shown.add(area);
  // English is always there: a text missing in Urdu falls back to it.
  void loadTexts(i18n, area, 'en');
  const language = i18n.locale as Language;
  const state = loadTexts(i18n, area, language);
  // Always asked, so React sees the same hooks before and after the texts arrive.
  use(state === true ? LOADED : state);
  return (id, values) => i18n._(id, values);
}
