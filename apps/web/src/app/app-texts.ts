import { messages } from '../locales/en/app.po';
import { defineTexts } from '../i18n/texts';

/** The app frame's own texts (the error screen's button): they ship with every page. */
export const appTexts = defineTexts('app', messages, () => import('../locales/ur/app.po'));
