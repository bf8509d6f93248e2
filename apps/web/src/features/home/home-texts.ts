import { messages } from '../../locales/en/home.po';
import { defineTexts } from '../../i18n/texts';

/** The landing page's texts (kept short: they ship with the landing page's JavaScript). */
export const homeTexts = defineTexts('home', messages, () => import('../../locales/ur/home.po'));
