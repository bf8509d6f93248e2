import { messages } from '../locales/en/components.po';
import { defineTexts } from '../i18n/texts';

/** The shared components' texts (dialogs' buttons, contact blocks, prices, statuses). */
export const componentsTexts = defineTexts(
  'components',
  messages,
  () => import('../locales/ur/components.po'),
);
