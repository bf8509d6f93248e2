import { messages } from '../../locales/en/auth.po';
import { defineTexts } from '../../i18n/texts';

/** The sign-in dialog's, account setup's and sign-in callback's texts (src/locales/<language>/auth.po). */
export const authTexts = defineTexts('auth', messages, () => import('../../locales/ur/auth.po'));
