import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatInstantIn } from '../../i18n/dates';
import type { Language } from '../../i18n/languages';
import { messages as english } from '../../locales/en/settings.po';
import { messages as urdu } from '../../locales/ur/settings.po';
import { describeAccount, type AccountFactWriters } from './account-information';

function writersIn(language: Language): AccountFactWriters {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: language === 'en' ? english : urdu },
  });
  return {
    t: (id, values) => i18n._(id, values),
    formatInstant: (instant, pattern) => formatInstantIn(language, instant, pattern),
  };
}

describe('account information', () => {
  it('shows status, member since (Karachi date), email verified and account type', () => {
    expect(
      describeAccount(
        {
          status: 'active',
          createdAt: '2025-01-01T20:30:00.000Z',
          isEmailVerified: true,
          role: 'user',
        },
        writersIn('en'),
      ),
    ).toEqual([
      { label: 'Status', value: 'Active' },
      { label: 'Member Since', value: '2 January 2025' },
      { label: 'Email Verified', value: 'Yes' },
      { label: 'Account Type', value: 'Regular User' },
    ]);
  });

  it('calls an admin an Administrator', () => {
    const facts = describeAccount(
      {
        status: 'active',
        createdAt: '2025-01-01T00:00:00.000Z',
        isEmailVerified: false,
        role: 'admin',
      },
      writersIn('en'),
    );
    expect(facts).toContainEqual({ label: 'Account Type', value: 'Administrator' });
    expect(facts).toContainEqual({ label: 'Email Verified', value: 'No' });
  });

  it('writes the facts in Urdu, with the month in Urdu and the digits Latin', () => {
    const facts = describeAccount(
      {
        status: 'suspended',
        createdAt: '2025-01-01T20:30:00.000Z',
        isEmailVerified: true,
        role: 'user',
      },
      writersIn('ur'),
    );
    expect(facts).toEqual([
      { label: 'اسٹیٹس', value: 'معطل' },
      { label: 'ممبر بننے کی تاریخ', value: '2 جنوری، 2025' },
      { label: 'ای میل کی تصدیق', value: 'ہو چکی ہے' },
      { label: 'اکاؤنٹ کی قسم', value: 'عام صارف' },
    ]);
  });
});
