import type { TUser } from '@padel/contract';
import type { Translate } from '../../i18n/texts';

export type AccountFact = { label: string; value: string };

/** What the facts are written with: the settings texts and the page's date format. */
export type AccountFactWriters = {
  t: Translate;
  formatInstant: (instant: Date, pattern?: string) => string;
};

/** Spec profile settings' Account Information: status, member since, email verified, account type. */
export function describeAccount(
  user: Pick<TUser, 'status' | 'createdAt' | 'isEmailVerified' | 'role'>,
  { t, formatInstant }: AccountFactWriters,
): AccountFact[] {
  const statuses: Record<TUser['status'], string> = {
    active: t('settings.statusActive'),
    suspended: t('settings.statusSuspended'),
    pending: t('settings.statusPending'),
  };
  return [
    { label: t('settings.status'), value: statuses[user.status] },
    {
      label: t('settings.memberSince'),
      value: formatInstant(new Date(user.createdAt), 'd MMMM yyyy'),
    },
    {
      label: t('settings.emailVerified'),
      value: user.isEmailVerified ? t('settings.emailVerifiedYes') : t('settings.emailVerifiedNo'),
    },
    {
      label: t('settings.accountType'),
      value: user.role === 'admin' ? t('settings.administrator') : t('settings.regularUser'),
    },
  ];
}
