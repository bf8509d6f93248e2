import type { I18n, Messages } from '@lingui/core';
import { use } from 'react';
import { LanguageContext, useLanguage, type LanguageState } from './language-context';
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

/** Per i18n instance (a page, or one server render): the areas loaded in each language. */
const loadedAreas = new WeakMap<I18n, Map<string, Promise<void> | true>>();

function loads(i18n: I18n): Map<string, Promise<void> | true> {
  let map = loadedAreas.get(i18n);
  if (!map) {
    map = new Map();
    loadedAreas.set(i18n, map);
  }
  return map;
}

/** Each area's Urdu texts once fetched: the same for every instance on the page. */
const fetchedUrdu = new WeakMap<TextArea, Messages>();

/** The areas a page has shown, to fetch before it switches language. */
const shownAreas = new WeakMap<I18n, Set<TextArea>>();

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
  // Texts this page fetched before (for another instance: a test's second render, a console
  // closed and opened again) are loaded at once, with no wait.
  const fetched = fetchedUrdu.get(area);
  if (fetched) {
    i18n.load(language, fetched);
    map.set(key, true);
    return true;
  }
  // A fetched area stays a promise, marked fulfilled once its texts are in (React reads `status`):
  // a screen that waited for it asks `use` for it on every render after, as React requires.
  const pending: Promise<void> & { status?: 'fulfilled' } = area.ur().then(({ messages }) => {
    fetchedUrdu.set(area, messages);
    i18n.load(language, messages);
    pending.status = 'fulfilled';
  });
  map.set(key, pending);
  return pending;
}

/** Every area this page has shown, in `language`: what a switch waits for before it shows. */
export async function loadShownTexts(i18n: I18n, language: Language): Promise<void> {
  const areas = [...(shownAreas.get(i18n) ?? [])];
  await Promise.all(areas.map(async (area) => loadTexts(i18n, area, language)));
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * The texts of an area in the page's language. A screen shown in Urdu before its texts have
 * arrived waits for them (Suspense), as it waits for its code.
 */
export function useTexts(area: TextArea): Translate {
  // The page's own instance (useLingui's changes identity with every switch).
  return useTextsOf(useLanguage(), area);
}

/** `useTexts` where a language may not be provided (the console's forms): null without one. */
export function useTextsIfProvided(area: TextArea): Translate | null {
  const state = use(LanguageContext);
  return state ? useTextsOf(state, area) : null;
}

function useTextsOf({ i18n, language }: LanguageState, area: TextArea): Translate {
  let shown = shownAreas.get(i18n);
  if (!shown) {
    shown = new Set();
    shownAreas.set(i18n, shown);
  }
  shown.add(area);
  // English is always there: a text missing in Urdu falls back to it.
  void loadTexts(i18n, area, 'en');
  const state = loadTexts(i18n, area, language);
  // English is loaded at once and never read through `use`: in tests, a render that reads any
  // promise, even a fulfilled one, makes React's act wait for it, so a synchronous act (a click,
  // a timer) would no longer show its update.
  if (state !== true) use(state);
  return (id, values) => i18n._(id, values);
}
