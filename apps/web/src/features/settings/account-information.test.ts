import { describe, expect, it } from 'vitest';
import { describeAccount } from './account-information';

describe('account information', () => {
  it('shows status, member since (Karachi date), email verified and account type', () => {
    expect(
      describeAccount({
        status: 'active',
        createdAt: '2025-01-01T20:30:00.000Z',
        isEmailVerified: true,
        role: 'user',
      }),
    ).toEqual([
      { label: 'Status', value: 'Active' },
      { label: 'Member Since', value: '2 January 2025' },
      { label: 'Email Verified', value: 'Yes' },
      { label: 'Account Type', value: 'Regular User' },
    ]);
  });

  it('calls an admin an Administrator', () => {
    const facts = describeAccount({
      status: 'active',
      createdAt: '2025-01-01T00:00:00.000Z',
      isEmailVerified: false,
      role: 'admin',
    });
    expect(facts).toContainEqual({ label: 'Account Type', value: 'Administrator' });
    expect(facts).toContainEqual({ label: 'Email Verified', value: 'No' });
  });
});
