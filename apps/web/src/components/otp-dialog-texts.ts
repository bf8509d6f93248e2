import { messages } from '../locales/en/auth.po';
import { defineTexts } from '../i18n/texts';

/**
 * The code dialog's texts, in the auth area's catalog with the sign-in dialog's codes: a shared
 * component may not import a feature's texts object, so it names the same catalog here.
 */
export const codeDialogTexts = defineTexts('auth', messages, () => import('../locales/ur/auth.po'));
