import { messages } from '../locales/en/mobile.po';
import { defineTexts } from '../i18n/texts';

/**
 * The phone app's own screens (the forced-update prompt, the offline banner): the native app
 * takes them from the players' app (players-app.tsx), so the web's pages never carry them.
 */
export const mobileTexts = defineTexts('mobile', messages, () => import('../locales/ur/mobile.po'));
