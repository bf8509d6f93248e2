import { messages } from '../../locales/en/settings.po';
import { defineTexts } from '../../i18n/texts';

/** Settings', Privacy & Data's and the level history's texts (src/locales/<language>/settings.po). */
export const settingsTexts = defineTexts(
  'settings',
  messages,
  () => import('../../locales/ur/settings.po'),
);
