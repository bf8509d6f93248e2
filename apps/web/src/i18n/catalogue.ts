// The contract's texts (messages, matches, levels, ...) in the page's language. English is the
// text as the contract wrote it; Urdu comes from the contract's catalogue (translateMessage),
// fetched like an area's texts the first time a screen shows one, so a switch waits for it too.
import { use } from 'react';
import type * as UrduCatalogueModule from './catalogue-urdu';
import { LanguageContext } from './language-context';
import { defineTexts, useTextsIfProvided } from './texts';

type UrduCatalogue = typeof UrduCatalogueModule;

let urdu: UrduCatalogue | undefined;

const catalogueTexts = defineTexts('contract-catalogue', {}, async () => {
  urdu = await import('./catalogue-urdu');
  return { messages: {} };
});

/** The Urdu catalogue once it is in, when the page is in Urdu; undefined for English. */
function useUrduCatalogue(): UrduCatalogue | undefined {
  // The console's forms share useContractForm and have no language: English.
  const state = use(LanguageContext);
  useTextsIfProvided(catalogueTexts);
  return state?.language === 'ur' ? urdu : undefined;
}

const asIs = (text: string) => text;

/**
 * A contract text, written in English, in the page's language: `t(SUCCESS_MESSAGES.saved)`. A text
 * outside the catalogue, or already in Urdu (the api's answers are), comes back as it is.
 */
export function useCatalogue(): (englishText: string) => string {
  const catalogue = useUrduCatalogue();
  if (!catalogue) return asIs;
  return (text) => catalogue.translateMessage(text, 'ur');
}

/**
 * A contract group (MATCH_MESSAGES, LEVEL_TEXTS, ...) in the page's language, key for key: for
 * templates whose values are formatted ('Rs. 1,800 per player'), which `useCatalogue` cannot
 * read back from the English text.
 */
export function useCatalogueGroup<T extends object>(english: T): T {
  const catalogue = useUrduCatalogue();
  return (catalogue?.URDU_GROUPS.get(english) as T | undefined) ?? english;
}
