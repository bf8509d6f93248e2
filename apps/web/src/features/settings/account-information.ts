import type { TUser } from '@padel/contract';
import { formatKarachiDate } from '@padel/domain';

export type AccountFact = { label: string; value: string };

/** Spec profile settings' Account Information: status, member since, email verified, account type. */
export function describeAccount(
  user: Pick<TUser, 'status' | 'createdAt' | 'isEmailVerified' | 'role'>,
): AccountFact[] {
  return [
    { label: 'Status', value: user.status === 'active' ? 'Active' : capitalize(user.status) },
    { label: 'Member Since', value: formatKarachiDate(new Date(user.createdAt), 'd MMMM yyyy') },
    { label: 'Email Verified', value: user.isEmailVerified ? 'Yes' : 'No' },
    { label: 'Account Type', value: user.role === 'admin' ? 'Administrator' : 'Regular User' },
  ];
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
