import { messages } from '../../locales/en/settings.po';
import { defineTexts } from '../../i18n/texts';

/**
 * The level history's texts, in the settings area's catalog (settings is where it shows): this
 * feature may not import the settings feature's own files.
 */
export const levelsTexts = defineTexts(
  'settings',
  messages,
  () => import('../../locales/ur/settings.po'),
);
