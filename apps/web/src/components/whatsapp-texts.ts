import { messages } from '../locales/en/settings.po';
import { defineTexts } from '../i18n/texts';

/**
 * The WhatsApp opt-in's texts, in the settings area's catalog (settings shows it in full, the
 * booking form in short): a shared component may not import a feature's texts object.
 */
export const whatsAppTexts = defineTexts(
  'settings',
  messages,
  () => import('../locales/ur/settings.po'),
);
