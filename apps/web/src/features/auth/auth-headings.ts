import { useTexts } from '../../i18n/texts';
import type { AuthModalMode } from './auth-events';
import { authTexts } from './auth-texts';

export type AuthStep = 'first' | 'second';

export type AuthHeadings = Record<
  AuthModalMode,
  Record<AuthStep, { title: string; subtitle: string }>
>;

/**
 * The auth modal's title and subtitle, by mode and step (its frame shows them while it loads), in
 * the page's language. The contract's AUTH_DIALOG_HEADINGS stay the English source the gateway's
 * early-taps frame shows; the catalog's ids mirror its keys (auth-headings.test.ts keeps them equal).
 */
export function useAuthHeadings(): AuthHeadings {
  const t = useTexts(authTexts);
  return {
    login: {
      first: {
        title: t('auth.dialogHeadings.login.first.title'),
        subtitle: t('auth.dialogHeadings.login.first.subtitle'),
      },
      second: {
        title: t('auth.dialogHeadings.login.second.title'),
        subtitle: t('auth.dialogHeadings.login.second.subtitle'),
      },
    },
    register: {
      first: {
        title: t('auth.dialogHeadings.register.first.title'),
        subtitle: t('auth.dialogHeadings.register.first.subtitle'),
      },
      second: {
        title: t('auth.dialogHeadings.register.second.title'),
        subtitle: t('auth.dialogHeadings.register.second.subtitle'),
      },
    },
    'forgot-password': {
      first: {
        title: t('auth.dialogHeadings.forgot-password.first.title'),
        subtitle: t('auth.dialogHeadings.forgot-password.first.subtitle'),
      },
      second: {
        title: t('auth.dialogHeadings.forgot-password.second.title'),
        subtitle: t('auth.dialogHeadings.forgot-password.second.subtitle'),
      },
    },
  };
}
