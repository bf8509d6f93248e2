import { messages } from '../../locales/en/info.po';
import { defineTexts } from '../../i18n/texts';

/** The information pages' own texts (about, contact, policies, FAQ and their forms). */
export const infoTexts = defineTexts('info', messages, () => import('../../locales/ur/info.po'));
